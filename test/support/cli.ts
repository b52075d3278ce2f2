/** Running the command-line tool in tests: as the bin in a process of its own, or in this process through run(). */
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { format } from "node:util";
import { vi } from "vitest";
import { run } from "../../src/cli/main.js";
import { packageRoot } from "../../src/contract/files.js";

export const bin = join(packageRoot, "bin", "vendor-api-contracts.js");

/** The bin run to its end: exit code and output. */
export function spawnBin(args: string[], input?: string) {
  const result = spawnSync(process.execPath, [bin, ...args], { input, encoding: "utf8", timeout: 30_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A command run in this process as the bin runs it: its exit code and what it printed. */
export async function runHere(args: string[]) {
  let stdout = "";
  let stderr = "";
  const log = vi.spyOn(console, "log").mockImplementation((...parts) => void (stdout += `${format(...parts)}\n`));
  const error = vi.spyOn(console, "error").mockImplementation((...parts) => void (stderr += `${format(...parts)}\n`));
  try {
    return { code: await run(args), stdout, stderr };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

/** Starts a long-running command, waits until it says it runs, gives its (first) URL and what it printed to `use`, and stops it with SIGINT. */
export async function withServerCommand<T>(
  args: string[],
  use: (url: string, printed: string) => Promise<T>,
  env: Record<string, string> = {},
): Promise<{ value: T; code: number | null; output: string }> {
  const child = spawn(process.execPath, [bin, ...args], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  let output = "";
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk;
        const match = /https?:\/\/127\.0\.0\.1:\d+/.exec(output);
        if (match && output.includes("Press Ctrl-C to stop.")) resolve(match[0]);
      });
      child.stderr.on("data", (chunk: Buffer) => (output += chunk));
      child.once("exit", () => reject(new Error(`exited early: ${output}`)));
    });
    const value = await use(url, output);
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    child.kill("SIGINT");
    return { value, code: await exited, output };
  } finally {
    child.kill("SIGKILL");
  }
}
