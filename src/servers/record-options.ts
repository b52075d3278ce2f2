/**
 * The validating proxy's `record` option and its error, in a module of its own: the package's
 * public types name them, and the recorder's module holds types of the HAR format (har-format),
 * which users need not have.
 */

/** Why a recording cannot be made: the file exists (and is not to be replaced), or cannot be written. */
export class RecordingError extends Error {}

export interface RecordOptions {
  /** The HAR file written. One that exists is refused at start (a RecordingError), unless `overwrite`. */
  file: string;
  /** Replace the file where it exists (`--record-overwrite`): a recording of a real service may not be made again, so only when told. */
  overwrite?: boolean;
  /** The largest body kept, in bytes (1 MiB by default); a larger one is kept up to it and marked `_truncated`. */
  maxBodyBytes?: number;
  /** The most entries kept (10,000 by default); the exchanges after them are not recorded, and the file's comment says so. */
  maxEntries?: number;
  /** The bytes of entries waiting for a write (64 MiB by default): beyond, an exchange is not recorded, and the file's comment counts them. */
  maxPendingBytes?: number;
  /** Told when a write fails, once until one succeeds again; by default the server's log, or else a warning on standard error. */
  onError?: (error: Error) => void;
}
