/**
 * The validating proxy's recording: every exchange as an entry of a HAR 1.2 file (src/contract/har.ts
 * builds the entries, credentials redacted), safe to leave on.
 *
 * - Nothing recorded is lost: a file that exists is refused at start unless `overwrite` says to
 *   replace it, and so is a file that cannot be written (a folder that does not exist, one not
 *   writable), before the proxy listens.
 * - Made safely in a shared folder: the file is first written under a name nobody can guess,
 *   created exclusively (a link planted at that name is refused, never followed), then put in
 *   place: linked, which fails where a file appeared meanwhile, or renamed over the old one with
 *   `overwrite` (a link at the file's name is replaced, never written through). Every later write
 *   goes through the file opened then.
 * - Entries are written as they come and not held: each write puts the entries that came
 *   meanwhile, followed by the file's closing lines, over the closing lines it wrote last, in one
 *   system call. So the file is valid HAR after each write, from the start (no entries); a reader
 *   reading while a write is in flight may find it unfinished and reads again; a proxy killed
 *   outright leaves every entry written so far. The entries waiting for a write are bounded
 *   (`maxPendingBytes`): beyond, an exchange is not recorded, and the file's comment says how many.
 * - A write that fails (a full disk) never touches the exchange: it is reported once, until a write
 *   succeeds again, and the next write retries with the entries it could not write.
 */
import { randomBytes } from "node:crypto";
import { link, lstat, open, rename, rm, type FileHandle } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { defaultMaxRecordedBodyBytes, harEntry, harFrame, type Exchange } from "../contract/har.js";
import { RecordingError, type RecordOptions } from "./record-options.js";

export interface HarRecorder {
  /** Adds an exchange; never throws, never waits. */
  record(exchange: Exchange): void;
  /** Resolves when every entry recorded so far is in the file, or its write has failed. */
  flush(): Promise<void>;
  /** Flushes, then closes the file. */
  close(): Promise<void>;
}

export { RecordingError };

/** The bytes of entries waiting for a write by default: beyond, an exchange is left out (a disk far slower than the traffic). */
const defaultMaxPendingBytes = 64 * 1024 * 1024;

/** Opens the recording: refused (RecordingError) where the file exists without `overwrite`, or cannot be written. */
export async function createHarRecorder(options: RecordOptions, log?: (line: string) => void): Promise<HarRecorder> {
  const { file, maxBodyBytes = defaultMaxRecordedBodyBytes, maxEntries = 10_000, maxPendingBytes = defaultMaxPendingBytes } = options;
  const report =
    options.onError ?? ((error: Error) => (log ?? console.warn)(`recording to ${file} failed (the proxy goes on): ${error.message}`));
  const handle = await createFile(file, options.overwrite === true);
  let entries = 0;
  let left = 0;
  let frame = harFrame();
  // Where the closing lines begin: the next write starts there.
  let end = Buffer.byteLength(frame.head);
  // The entries waiting for a write, each with the separator before it, and the bytes of those and of the write in flight.
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let stopped = false;
  let dirty = false;
  let failing = false;
  let writing: Promise<void> | undefined;

  function fail(error: unknown): void {
    if (failing) return;
    failing = true;
    try {
      report(error instanceof Error ? error : new Error(String(error)));
    } catch {
      // A reporter that throws must not reach the exchange either.
    }
  }

  function comment(): string | undefined {
    const notes = [
      ...(stopped ? [`recording stopped after ${maxEntries} entries (maxEntries); later exchanges are not in this file`] : []),
      ...(left > 0 ? [`${left} exchanges are not in this file: the writes did not keep up (maxPendingBytes)`] : []),
    ];
    return notes.length === 0 ? undefined : notes.join("; ");
  }

  async function writeWhileDirty(): Promise<void> {
    while (dirty) {
      dirty = false;
      const batch = pending;
      pending = [];
      const batchBytes = batch.reduce((sum, entry) => sum + entry.length, 0);
      frame = harFrame(comment());
      const tail = Buffer.from(frame.tail);
      try {
        const { bytesWritten } = await handle.writev([...batch, tail], end);
        if (bytesWritten !== batchBytes + tail.length) throw new Error(`wrote ${bytesWritten} of ${batchBytes + tail.length} bytes`);
        // A failed write may have left bytes beyond the new end.
        if (failing) await handle.truncate(end + bytesWritten);
        end += batchBytes;
        pendingBytes -= batchBytes;
        failing = false;
      } catch (error) {
        // Written again, first, with the next.
        pending = [...batch, ...pending];
        fail(error);
        return;
      }
    }
  }

  function schedule(): void {
    dirty = true;
    writing ??= writeWhileDirty().finally(() => (writing = undefined));
  }

  async function flush(): Promise<void> {
    if (pending.length > 0 || dirty) schedule();
    while (writing) await writing;
  }

  return {
    record(exchange) {
      try {
        if (entries >= maxEntries) {
          if (!stopped) {
            stopped = true;
            log?.(`recording to ${file} stopped after ${maxEntries} entries (maxEntries); the proxy goes on`);
            schedule();
          }
          return;
        }
        const entry = Buffer.from(`${entries === 0 ? "" : ",\n"}${JSON.stringify(harEntry(exchange, maxBodyBytes))}`);
        if (pendingBytes + entry.length > maxPendingBytes) {
          left++;
          schedule();
          return;
        }
        entries++;
        pending.push(entry);
        pendingBytes += entry.length;
        schedule();
      } catch (error) {
        fail(error);
      }
    },
    flush,
    async close() {
      await flush();
      await handle.close();
    },
  };
}

/**
 * The recording's file, made with no entries and open for the writes: first under a name nobody
 * can guess, created exclusively, then linked to its name (which fails where one exists) or, with
 * `overwrite`, renamed over it.
 */
async function createFile(file: string, overwrite: boolean): Promise<FileHandle> {
  if (!overwrite && (await exists(file)))
    throw new RecordingError(`${file} exists: a recording is not replaced unless told to (--record-overwrite, or record.overwrite)`);
  const temporary = join(dirname(file), `.${basename(file)}.${randomBytes(16).toString("hex")}.tmp`);
  let handle: FileHandle | undefined;
  try {
    handle = await open(temporary, "wx", 0o644);
    const { head, tail } = harFrame();
    await handle.write(`${head}${tail}`, 0);
    if (overwrite) await rename(temporary, file);
    else {
      await link(temporary, file).catch(async (error: NodeJS.ErrnoException) => {
        // A file system without hard links: renamed, once more found not to exist.
        if (error.code === "EEXIST" || (await exists(file))) throw Object.assign(error, { code: "EEXIST" });
        await rename(temporary, file);
      });
      await rm(temporary, { force: true });
    }
    return handle;
  } catch (error) {
    await handle?.close();
    await rm(temporary, { force: true }).catch(() => undefined);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") throw new RecordingError(`${file} exists: a recording is not replaced unless told to (--record-overwrite)`);
    throw new RecordingError(`cannot write ${file}: ${code ?? (error as Error).message}`);
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await lstat(file);
    return true;
  } catch {
    return false;
  }
}
