/**
 * The validating proxy's recording: every exchange as an entry of a HAR 1.2 file (src/contract/har.ts
 * builds the entries, credentials redacted), safe to leave on.
 *
 * - The file is valid HAR whenever a reader opens it: each write puts the whole file in a
 *   temporary file beside it and renames that over it, which POSIX makes atomic (a reader sees the
 *   old file or the new one, never half of one). The file exists, with no entries, from the start.
 * - Writes are batched: one at a time, with every entry recorded meanwhile, the next no sooner
 *   than 250 ms after the last began, nor than ten times as long as it took, nor than keeps the
 *   writing to 8 MiB a second on average. Each write is the whole file, so its cost would grow with
 *   the recording: the spacing keeps it bounded however large the file grows (a write of a 16 MiB
 *   file every two seconds), and `maxEntries` bounds the file. A reader finds the latest entries
 *   missing (a quarter of a second's, up to two seconds' for a file of 16 MiB), never a broken
 *   file; `flush`, and so the proxy's stop, writes at once.
 * - A write that fails (a folder that does not exist, a full disk, a read-only file) never touches
 *   the exchange: it is reported once, until a write succeeds again, and the next entry retries
 *   with every entry so far, so that a recording whose folder appears later is still whole.
 */
import { open, rename, rm } from "node:fs/promises";
import { defaultMaxRecordedBodyBytes, harEntry, harFrame, type Exchange } from "../contract/har.js";
import type { RecordOptions } from "./record-options.js";

export interface HarRecorder {
  /** Adds an exchange; never throws, never waits. */
  record(exchange: Exchange): void;
  /** Resolves when every entry recorded so far is in the file, or its write has failed. */
  flush(): Promise<void>;
}

/** The least time between the starts of two writes. */
const minimumPauseMs = 250;
/** The most bytes a recording writes a second, on average: the writes of a large file are spaced to keep to it. */
const bytesPerSecond = 8 * 1024 * 1024;

export function createHarRecorder(options: RecordOptions, log?: (line: string) => void): HarRecorder {
  const { file, maxBodyBytes = defaultMaxRecordedBodyBytes, maxEntries = 10_000 } = options;
  const report =
    options.onError ?? ((error: Error) => (log ?? console.warn)(`recording to ${file} failed (the proxy goes on): ${error.message}`));
  const temporary = `${file}.${process.pid}.tmp`;
  // Each entry's bytes, with the separator before it: a write hands them to the kernel as they are (writev), never joined.
  const entries: Buffer[] = [];
  let comment: string | undefined;
  let dirty = false;
  let failing = false;
  let writing: Promise<void> | undefined;
  // The next write may start then, unless a flush is waiting for it.
  let nextWriteAt = 0;
  let hurry = false;
  let wake: (() => void) | undefined;

  function pause(milliseconds: number): Promise<void> {
    return new Promise((resolve) => {
      // The timer does not keep a process alive that has nothing else to do.
      const timer = setTimeout(resolve, milliseconds).unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  function fail(error: unknown): void {
    if (failing) return;
    failing = true;
    try {
      report(error instanceof Error ? error : new Error(String(error)));
    } catch {
      // A reporter that throws must not reach the exchange either.
    }
  }

  async function writeWhileDirty(): Promise<void> {
    while (dirty) {
      const wait = nextWriteAt - performance.now();
      if (wait > 0 && !hurry) await pause(wait);
      wake = undefined;
      dirty = false;
      const began = performance.now();
      const { head, tail } = harFrame(comment);
      const parts = [Buffer.from(head), ...entries, Buffer.from(tail)];
      const size = parts.reduce((sum, part) => sum + part.length, 0);
      try {
        const handle = await open(temporary, "w");
        try {
          const { bytesWritten } = await handle.writev(parts);
          if (bytesWritten !== size) throw new Error(`wrote ${bytesWritten} of ${size} bytes`);
        } finally {
          await handle.close();
        }
        await rename(temporary, file);
        failing = false;
      } catch (error) {
        fail(error);
        await rm(temporary, { force: true }).catch(() => undefined);
      }
      nextWriteAt = began + Math.max(minimumPauseMs, 10 * (performance.now() - began), (1000 * size) / bytesPerSecond);
    }
  }

  function schedule(): void {
    dirty = true;
    writing ??= writeWhileDirty().finally(() => (writing = undefined));
  }

  schedule();
  return {
    record(exchange) {
      try {
        if (entries.length >= maxEntries) {
          if (comment === undefined) {
            comment = `recording stopped after ${maxEntries} entries (maxEntries); later exchanges are not in this file`;
            log?.(`recording to ${file} stopped after ${maxEntries} entries (maxEntries); the proxy goes on`);
            schedule();
          }
          return;
        }
        entries.push(Buffer.from(`${entries.length === 0 ? "" : ",\n"}${JSON.stringify(harEntry(exchange, maxBodyBytes))}`));
        schedule();
      } catch (error) {
        fail(error);
      }
    },
    async flush() {
      hurry = true;
      try {
        wake?.();
        while (writing) await writing;
      } finally {
        hurry = false;
      }
    },
  };
}
