/** Running the command-line tool in tests: as the bin in a process of its own, or in this process through run(). */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { format } from "node:util";
import { generate } from "selfsigned";
import { afterAll, beforeAll, vi } from "vitest";
import { run } from "../../src/cli/main.js";
import { readyLine } from "../../src/cli/running.js";
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

/** A long-running command started by startServerCommand. */
export interface ServerCommand {
  /** Its (first) URL, as printed. */
  readonly url: string;
  readonly pid: number;
  /** What it printed so far. */
  output(): string;
  /** Stops it with SIGINT: its exit code and all it printed, read to the end of its output. */
  stop(): Promise<{ code: number | null; output: string }>;
  /** Ends it at once (SIGKILL), when a test failed. */
  kill(): void;
}

/** Starts a long-running command (the bin, in a process of its own) and waits for its ready line. */
export async function startServerCommand(args: string[], env: Record<string, string> = {}): Promise<ServerCommand> {
  const child = spawn(process.execPath, [bin, ...args], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  let output = "";
  // "close", not "exit": the process has ended and everything it wrote has been read.
  const closed = new Promise<number | null>((resolve) => child.once("close", resolve));
  const stop = async () => {
    child.kill("SIGINT");
    return { code: await closed, output };
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk;
        // A server listening on every address (--host 0.0.0.0) is reached on loopback.
        const match = /(https?):\/\/(?:127\.0\.0\.1|0\.0\.0\.0):(\d+)/.exec(output);
        if (match && output.includes(readyLine(""))) resolve(`${match[1]}://127.0.0.1:${match[2]}`);
      });
      child.stderr.on("data", (chunk: Buffer) => (output += chunk));
      void closed.then(() => reject(new Error(`exited early: ${output}`)));
    });
    return { url, pid: child.pid!, output: () => output, stop, kill: () => void child.kill("SIGKILL") };
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
}

/** Starts a long-running command, gives its URL and what it printed to `use`, and stops it, also when `use` fails. */
export async function withServerCommand<T>(
  args: string[],
  use: (url: string, printed: string) => Promise<T>,
  env: Record<string, string> = {},
): Promise<{ value: T; code: number | null; output: string }> {
  const command = await startServerCommand(args, env);
  let value: T;
  try {
    value = await use(command.url, command.output());
  } catch (error) {
    command.kill();
    throw error;
  }
  return { value, ...(await command.stop()) };
}

/** Starts a long-running command before the suite's tests and stops it after them. */
export function useServerCommand(args: string[], env: Record<string, string> = {}): { readonly command: ServerCommand } {
  let command: ServerCommand | undefined;
  beforeAll(async () => {
    command = await startServerCommand(args, env);
  });
  afterAll(async () => {
    await command?.stop();
  });
  return {
    get command() {
      return command!;
    },
  };
}

/** A folder of scratch files for one suite, removed after it; `file` writes one there and gives its path. */
export function useScratchFiles(): { folder: string; file: (name: string, content: string) => string } {
  const folder = mkdtempSync(join(tmpdir(), "contracts-cli-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const file = (name: string, content: string) => {
    const path = join(folder, name);
    writeFileSync(path, content);
    return path;
  };
  return { folder, file };
}

/** A certificate and key of one's own, for 127.0.0.1. */
export const ownCertificate = () =>
  generate([{ name: "commonName", value: "own" }], {
    keyType: "ec",
    algorithm: "sha256",
    extensions: [{ name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] }],
  });

/** The status of a GET over https that trusts `ca` alone. */
export function httpsStatus(url: string, ca: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpsRequest(url, { ca, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode!);
    })
      .on("error", reject)
      .end();
  });
}
