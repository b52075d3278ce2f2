/** What the package's servers in front of a contract (the Prism mock, the validating proxy) take and give back. */
import type { ApiId } from "../contract/apis.js";

export interface ServerOptions {
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** The port to listen on; 0 picks a free port. Each server says its default. */
  port?: number;
  /**
   * Headers added to every answer, for what a contract cannot hold: a header whose name carries a
   * vendor's name that an official client insists on, say.
   */
  responseHeaders?: Record<string, string>;
  /**
   * The name an answer sends a header of the contract under, where the contract's name holds a
   * neutral word and an official client reads the header by its real name: `{ "X-Vendor-Id":
   * "X-<word>-Id" }`, the new name being the contract's with another word in the neutral word's
   * place. Any other name is refused at start.
   */
  responseHeaderNames?: Record<string, string>;
  /** Told one line per request (API, method, path, status, time, operationId) and one per violation; silent by default. */
  log?: (line: string) => void;
  /** Answer CORS preflights and let any origin read the answers (default true). */
  cors?: boolean;
}

export interface RunningServer {
  api: ApiId;
  url: string;
  /** Stops listening and closes every open connection; stop() is the word for every server of the package. */
  stop(): Promise<void>;
  /** @deprecated Use stop(), as on the simulator; close() stays as another name of it. */
  close(): Promise<void>;
  /** stop(), for `await using server = await startMockServer(...)`. */
  [Symbol.asyncDispose](): Promise<void>;
}
