/**
 * `serve --ready-file <path>`: where the servers listen, for a test suite in any language to wait
 * for and read (docs/languages/): JSON of the process id and each API's base URL, with the
 * certificate to trust and the control token where there are some. Written whole at once (a reader
 * never sees half of it) once every server listens, removed at stop; a file left by an earlier run
 * is removed at start, so that a suite never reads a stale one.
 */
import { existsSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { ApiId } from "../contract/apis.js";
import { UsageError } from "./arguments.js";

/** What the ready file says, as JSON. */
export interface Ready {
  /** The process to stop (SIGTERM or SIGINT). */
  pid: number;
  /** The base URL of each API served. */
  urls: Partial<Record<ApiId, string>>;
  /** The certificate file for a client to trust (`--tls`). */
  certificate?: string;
  /** The header value the control API requires beyond loopback (`--host`), when the simulator made it up. */
  controlToken?: string;
}

/** The option's file, checked before anything listens: its folder must exist; a file already there is removed. */
export function readyFileOption(path: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  const file = resolve(path);
  if (!existsSync(dirname(file)) || !statSync(dirname(file)).isDirectory())
    throw new UsageError(`--ready-file ${path}: its folder ${dirname(file)} does not exist`);
  rmSync(file, { force: true });
  return file;
}

/** Writes the file whole: a partial file beside it, renamed into place; readable by its owner only (it may hold the control token). */
export function writeReadyFile(file: string, ready: Omit<Ready, "pid">): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, `${JSON.stringify({ pid: process.pid, ...ready } satisfies Ready, null, 2)}\n`, { mode: 0o600 });
  renameSync(partial, file);
}
