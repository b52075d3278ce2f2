/**
 * Every shell block of docs/ (```sh) runs as written, as a user pastes it into a terminal: the
 * blocks of a page one after another in one scratch folder, by bash with -euo pipefail, where
 * `npx vendor-api-contracts` runs the package's bin as it runs in a project that installed the
 * package (a shell that waits for it and passes no signal on, as npx's own does). A transcript
 * with its output is a ```console block, not run.
 *
 * - A block that starts a server in the background is a script, run whole: it must end by itself
 *   (stopping its servers) with exit code 0.
 * - A block that runs a server in the foreground (until Ctrl-C) is a list of commands: each runs
 *   on its own; a server is given `--port 0 --ready-file` (so as not to meet one already running),
 *   and once ready is sent Ctrl-C.
 * - A page that speaks to a server it assumes running (the mock, the simulator, at 4010) gets one,
 *   on a free port, and its address in the block is that server's.
 * - `npm run` runs in a scratch clone (the maintainers' scripts write into the repository).
 * After every block, no server it started is left running.
 *
 * Its servers, the `npx` wrappers and the maintainers' scripts are child processes that take about
 * 6 s of a run: CI runs it beside npm test (npm run test:ci, .ci/run) rather than in it.
 */
import { spawn } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { packageRoot } from "../src/contract/files.js";
import { startMockServer } from "../src/servers/mock-server.js";
import { startSimulator } from "../src/simulator/sockets.js";
import { bin } from "./support/cli.js";

const scratchRoot = mkdtempSync(join(tmpdir(), "docs-shell-"));
afterAll(() => rmSync(scratchRoot, { recursive: true, force: true }));

/** The commands a page's blocks find on the PATH: npx and the package's bin. */
const shims = join(scratchRoot, "bin");
mkdirSync(shims);
writeFileSync(
  join(shims, "npx"),
  `#!/bin/sh
[ "$1" = vendor-api-contracts ] || { echo "npx $1: only the package's command is here" >&2; exit 127; }
shift
"${process.execPath}" "${bin}" "$@"
`,
);
writeFileSync(join(shims, "vendor-api-contracts"), `#!/bin/sh\nexec "${process.execPath}" "${bin}" "$@"\n`);
for (const shim of ["npx", "vendor-api-contracts"]) chmodSync(join(shims, shim), 0o755);
const env = { ...process.env, PATH: `${shims}:${process.env.PATH}`, npm_config_update_notifier: "false", NO_COLOR: "1" };

interface Block {
  page: string;
  text: string;
}

const pages = readdirSync(join(packageRoot, "docs"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".md"))
  .map((file) => join("docs", file))
  .sort();
const blocksOf = (page: string): Block[] =>
  [...readFileSync(join(packageRoot, page), "utf8").matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => ({ page, text: match[1]! }));

/**
 * A recording a browser saved of one compute exchange: no `_api` (so the API is named on the
 * command line), its answer a real one of the corpus.
 */
function fromTheBrowser() {
  const recorded = JSON.parse(
    readFileSync(join(packageRoot, "test/fixtures/real/compute/listAggregatedForwardingRules.first-page-with-warnings.json"), "utf8"),
  ) as { method: string; url: string; status: number; body: unknown };
  const text = JSON.stringify(recorded.body);
  const entry = {
    startedDateTime: "2024-04-02T09:30:00.000Z",
    time: 120,
    request: {
      method: recorded.method,
      url: `https://compute.vendor.example${recorded.url}`,
      httpVersion: "HTTP/1.1",
      headers: [],
      queryString: [],
      cookies: [],
      headersSize: -1,
      bodySize: 0,
    },
    response: {
      status: recorded.status,
      statusText: "OK",
      httpVersion: "HTTP/1.1",
      headers: [{ name: "content-type", value: "application/json; charset=UTF-8" }],
      cookies: [],
      content: { size: text.length, mimeType: "application/json; charset=UTF-8", text },
      redirectURL: "",
      headersSize: -1,
      bodySize: text.length,
    },
    cache: {},
    timings: { send: 0, wait: 120, receive: 0 },
  };
  return { log: { version: "1.2", creator: { name: "a browser", version: "1" }, entries: [entry] } };
}

/** What a page's blocks assume is there: a server at the address they name, files they read. */
interface PageSetup {
  /** The address the page's blocks name (http://127.0.0.1:4010) stands for this one. */
  address?: string;
  stop?: () => Promise<void>;
}

const pageSetups: Record<string, (folder: string) => Promise<PageSetup>> = {
  "docs/mock.md": async () => {
    const mock = await startMockServer("code-hosting", { port: 0 });
    return { address: mock.url, stop: mock.stop };
  },
  "docs/simulator/sessions.md": async () => {
    const simulator = await startSimulator({ apis: ["code-hosting"], port: 0, strict: true });
    return { address: simulator.urls["code-hosting"], stop: simulator.stop };
  },
  "docs/recording.md": async (folder) => {
    writeFileSync(join(folder, "from-the-browser.har"), JSON.stringify(fromTheBrowser()));
    return {};
  },
};

/** A command that serves until Ctrl-C, not sent to the background. */
const foregroundServer = (line: string) => /\bvendor-api-contracts (serve|mock|proxy)\b/.test(line) && !/&\s*(#.*)?$/.test(line);

/** The block's commands, a line continued with a backslash joined to the next, comments and blank lines left out. */
const commandsOf = (text: string) =>
  text
    .replace(/\\\n\s*/g, "")
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.trim().startsWith("#"));

/** bash on a script, in its own process group (so that Ctrl-C reaches everything it started). */
function bash(script: string, cwd: string) {
  const child = spawn("bash", ["-euo", "pipefail", "-c", script], { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const closed = new Promise<number | null>((resolve) => child.once("close", resolve));
  return { child, closed, output: () => output };
}

/** Runs a script to its end (within a bound): its exit code and output. */
async function runScript(script: string, cwd: string): Promise<{ code: number | null; output: string }> {
  const run = bash(script, cwd);
  const timer = setTimeout(() => process.kill(-run.child.pid!, "SIGKILL"), 90_000);
  const code = await run.closed;
  clearTimeout(timer);
  return { code, output: run.output() };
}

/** Starts a server command with a ready file, waits for it, and sends Ctrl-C to all it started. */
async function runServer(line: string, cwd: string, ready: string): Promise<void> {
  const command = `${line.replace(/\s+#.*$/, "")} --port 0 --ready-file ${ready}`;
  const run = bash(command, cwd);
  try {
    await vi.waitFor(
      () => {
        if (run.child.exitCode !== null) throw new Error(`exited before it was ready: ${command}\n${run.output()}`);
        expect(existsSync(join(cwd, ready)), command).toBe(true);
      },
      { timeout: 30_000, interval: 50 },
    );
  } finally {
    process.kill(-run.child.pid!, "SIGINT");
  }
  await run.closed;
}

/** A scratch clone of the repository, for the maintainers' commands (npm run): what they read and write, node_modules linked. */
function scratchClone(folder: string): string {
  const clone = join(folder, "clone");
  for (const name of ["package.json", "tsconfig.json", "scripts", "src", "generated", join("test", "fixtures", "real")])
    cpSync(join(packageRoot, name), join(clone, name), { recursive: true });
  symlinkSync(join(packageRoot, "node_modules"), join(clone, "node_modules"), "dir");
  return clone;
}

/** The ready files a block names or was given, and the processes they name: none may be left running. */
async function expectStopped(folder: string, readyFiles: string[]): Promise<void> {
  const running = (file: string) => existsSync(join(folder, file));
  await vi.waitFor(() => expect(readyFiles.filter(running)).toEqual([]), { timeout: 20_000, interval: 50 });
}

const pagesWithBlocks = pages.filter((page) => blocksOf(page).length > 0);

describe.each(pagesWithBlocks)("%s", (page) => {
  it("runs every shell block as written", { timeout: 180_000 }, async () => {
    const folder = mkdtempSync(join(scratchRoot, "page-"));
    const setup: PageSetup = (await pageSetups[page]?.(folder)) ?? {};
    try {
      for (const [index, block] of blocksOf(page).entries()) {
        const text = setup.address ? block.text.replaceAll("http://127.0.0.1:4010", setup.address) : block.text;
        const named = [...text.matchAll(/--ready-file (\S+)/g)].map((match) => match[1]!);
        const commands = commandsOf(text);
        if (commands.some((line) => line.startsWith("npm run "))) {
          const clone = scratchClone(folder);
          for (const file of readdirSync(folder).filter((name) => name.endsWith(".har"))) cpSync(join(folder, file), join(clone, file));
          const { code, output } = await runScript(text, clone);
          expect(code, `${page}, block ${index + 1}:\n${output}`).toBe(0);
        } else if (commands.some(foregroundServer)) {
          for (const [line, command] of commands.entries()) {
            if (!foregroundServer(command)) {
              const { code, output } = await runScript(command, folder);
              expect(code, `${page}, block ${index + 1}: ${command}\n${output}`).toBe(0);
              continue;
            }
            const ready = `ready-${index}-${line}.json`;
            await runServer(command, folder, ready);
            await expectStopped(folder, [ready]);
          }
        } else {
          const { code, output } = await runScript(text, folder);
          expect(code, `${page}, block ${index + 1}:\n${output}`).toBe(0);
          pageChecks[page]?.(index, output, folder);
        }
        await expectStopped(folder, named);
      }
    } finally {
      await setup.stop?.();
    }
  });
});

/** What a page's block must print or leave, beyond running to its end. */
const pageChecks: Record<string, (block: number, output: string, folder: string) => void> = {
  "docs/simulator/sessions.md": (_block, output) => {
    expect(
      output
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual([
      expect.objectContaining({ login: "octocat" }),
      [expect.objectContaining({ email: "octocat@vendor.example" })],
      expect.objectContaining({ frozen: false }),
      { closed: expect.any(String) },
    ]);
  },
  "docs/recording.md": (block, output, folder) => {
    if (block === 0) {
      // Both requests recorded, the password redacted; the recording without drift.
      const har = JSON.parse(readFileSync(join(folder, "recording.har"), "utf8")) as { log: { entries: { _operationId: string }[] } };
      expect(har.log.entries.map((entry) => entry._operationId)).toEqual(["startImport", "getImportStatus"]);
      expect(readFileSync(join(folder, "recording.har"), "utf8")).not.toContain("hunter2");
      expect(output).toMatch(/^no drift: the 2 entries of recording\.har match the current contracts$/m);
    }
    if (block === 3) expect(output.trim().split("\n").at(-1)).toBe("404");
  },
};

it("finds shell blocks to run in docs/, in the pages that show commands", () => {
  expect(pagesWithBlocks).toEqual(
    expect.arrayContaining(["docs/recording.md", "docs/mock.md", "docs/simulator/sessions.md", "docs/simulator/README.md"]),
  );
  for (const page of pages) expect(readFileSync(join(packageRoot, page), "utf8"), page).not.toMatch(/```(bash|shell)\n/);
});
