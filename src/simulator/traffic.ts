/**
 * What the simulator answers from elsewhere than its services, read and checked once when it is
 * created: the recordings it replays (`replay`) and the operations it forwards (`passthrough`).
 * Every core of the simulator (a session's too) shares what is read here; each keeps its own place
 * in the recordings.
 */
import type { ApiId } from "../contract/apis.js";
import { operationIndex } from "../contract/documents.js";
import { readRecordings, ReplayFormatError, type ApiRecording, type ReplaySource } from "../contract/replay.js";
import { upstreamBase } from "../servers/forward.js";
import type { ReplayOptions, SimulatorOptions } from "./options.js";

/** A recording that cannot be read or replayed, or a passthrough that cannot be set up, named: the simulator is not created. */
export class TrafficOptionError extends Error {}

const read = new WeakMap<ReplayOptions, Map<ApiId, ApiRecording>>();

/** The recordings of `options.replay`, read once per options object (the sessions' cores share them). */
export function replayRecordings(options: ReplayOptions): Map<ApiId, ApiRecording> {
  let recordings = read.get(options);
  if (recordings === undefined) {
    const files = options.file === undefined ? [] : typeof options.file === "string" ? [options.file] : options.file;
    const given =
      options.har === undefined ? [] : typeof options.har === "string" || !Array.isArray(options.har) ? [options.har] : options.har;
    const sources: ReplaySource[] = [
      ...files.map((file) => ({ name: file, har: readFileText(file) })),
      ...(given as (string | { log: unknown })[]).map((har, index) => ({
        name: given.length === 1 ? "replay.har" : `replay.har[${index}]`,
        har,
      })),
    ];
    try {
      recordings = readRecordings(sources, { ignore: options.ignore });
    } catch (error) {
      throw error instanceof ReplayFormatError ? new TrafficOptionError(`replay: ${error.message}`) : error;
    }
    read.set(options, recordings);
  }
  return recordings;
}

/**
 * Checks the options before anything is served: each API forwarded is served, has an http(s)
 * upstream and names operations of its contract; each recording reads as HAR 1.2. Lines for
 * entries a recording holds but replay leaves out go to the log.
 */
export function checkTrafficOptions(options: Pick<SimulatorOptions, "replay" | "passthrough" | "log">, served: readonly ApiId[]): void {
  for (const [api, passthrough] of Object.entries(options.passthrough ?? {}) as [
    ApiId,
    NonNullable<SimulatorOptions["passthrough"]>[ApiId],
  ][]) {
    if (passthrough === undefined) continue;
    if (!served.includes(api)) throw new TrafficOptionError(`passthrough: ${api} is not served; the APIs served are ${served.join(", ")}`);
    try {
      upstreamBase(passthrough.upstream);
    } catch (error) {
      throw new TrafficOptionError(`passthrough of ${api}: ${(error as Error).message}`);
    }
    const index = operationIndex(api);
    for (const operationId of passthrough.operations) {
      if (index.get(operationId) === undefined)
        throw new TrafficOptionError(
          `passthrough of ${api}: "${operationId}" is not an operation of ${api} (its operations: ${index.operations.map((operation) => operation.operationId).join(", ")})`,
        );
    }
  }
  if (options.replay === undefined) return;
  const recordings = replayRecordings(options.replay);
  for (const api of served) for (const line of recordings.get(api)?.leftOut ?? []) options.log?.(`${api} replay leaves out ${line}`);
}

/** A file's text where Node's file system is (the core itself imports no `node:` module, so that it runs in a browser too). */
function readFileText(file: string): string {
  const fs = globalThis.process?.getBuiltinModule?.("node:fs");
  if (fs === undefined)
    throw new TrafficOptionError(`replay: cannot read ${file} here (no file system): give the recording's text as replay.har`);
  try {
    return fs.readFileSync(file, "utf8");
  } catch (error) {
    throw new TrafficOptionError(`replay: cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}
