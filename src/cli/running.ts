/**
 * The life of a command that serves (`serve`, `mock`, `proxy`): the ready file and the ready line
 * a script waits on once every server listens, and the stop: Ctrl-C, SIGTERM, or the end of the
 * process that started the command (an `npx` wrapper killed leaves no server behind).
 */
import { existsSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { ApiId } from "../contract/apis.js";
import { UsageError } from "./arguments.js";

/** What the ready file says of a running command (`--ready-file`), as JSON. */
export interface Ready {
  /** The process to stop (SIGTERM or SIGINT). */
  pid: number;
  /** The base URL of each API served (of the proxy, for `proxy`). */
  urls: Partial<Record<ApiId, string>>;
  /** The certificate file for a client to trust (`serve --tls`). */
  certificate?: string;
  /** The header value the control API requires beyond loopback (`serve --host`). */
  controlToken?: string;
}

/** The line printed once every server listens (after the ready file is written): a script may wait for it. */
export const readyLine = (what: string) => `${what} running. Press Ctrl-C to stop.`;

/** How often the command looks whether the process that started it still runs. */
const parentCheckMs = 500;

/**
 * `--ready-file <path>`, checked before anything listens: its folder must exist, and a file left
 * there by an earlier run is removed, so that a script waiting for the file never reads a stale one.
 */
export function readyFileOption(path: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  const file = resolve(path);
  if (!existsSync(dirname(file)) || !statSync(dirname(file)).isDirectory())
    throw new UsageError(`--ready-file ${path}: its folder ${dirname(file)} does not exist`);
  rmSync(file, { force: true });
  return file;
}

/**
 * Says that every server listens: the ready file, written whole at once (a reader never sees it
 * half-written), then the ready line. Then serves until Ctrl-C, SIGTERM, or the parent process's
 * end, stops every server, removes the ready file, and resolves with the exit code 0.
 */
export async function serveUntilStopped(
  servers: { stop(): Promise<void> }[],
  ready: { line: string; file?: string; ready: Omit<Ready, "pid"> },
): Promise<number> {
  const parent = process.ppid;
  // The stop is armed before the ready file says the servers listen: a script may stop them as soon as it reads it.
  const stopped = new Promise<number>((resolveStop) => {
    let stopping = false;
    const stop = () => {
      if (stopping) return;
      stopping = true;
      clearInterval(watch);
      Promise.allSettled(servers.map((server) => server.stop())).then(() => {
        if (ready.file) rmSync(ready.file, { force: true });
        resolveStop(0);
      });
    };
    // A wrapper that starts the command (npx, npm exec, a shell) may end without passing on its
    // signal: the command is then adopted by another process, and stops as if told to.
    const watch = setInterval(() => process.ppid !== parent && stop(), parentCheckMs).unref();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  if (ready.file) {
    const partial = `${ready.file}.${process.pid}.partial`;
    writeFileSync(partial, `${JSON.stringify({ pid: process.pid, ...ready.ready } satisfies Ready, null, 2)}\n`, { mode: 0o600 });
    renameSync(partial, ready.file);
  }
  console.log(ready.line);
  return stopped;
}
