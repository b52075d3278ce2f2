/**
 * The validating proxy's `record` option, in a module of its own: the package's public types name
 * it, and the recorder's module holds types of the HAR format (har-format), which users need not have.
 */
export interface RecordOptions {
  /** The HAR file written (replaced at start). */
  file: string;
  /** The largest body kept, in bytes (1 MiB by default); a larger one is kept up to it and marked `_truncated`. */
  maxBodyBytes?: number;
  /** The most entries kept (10,000 by default); the exchanges after them are not recorded, and the file's comment says so. */
  maxEntries?: number;
  /** Told when a write fails, once until one succeeds again; by default the server's log, or else a warning on standard error. */
  onError?: (error: Error) => void;
}
