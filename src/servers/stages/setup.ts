/** What the shared stages of the pipeline read of the server they run in: its API, the contract and the options. */
import type { ApiDefinition, ApiId } from "../../contract/apis.js";
import type { ApiErrorAnswers } from "../../contract/error-answers.js";
import type { OperationIndex } from "../../contract/openapi.js";

export interface FrontOptions {
  /** Answer CORS preflights and let any origin read the answers (default true). */
  cors?: boolean;
  /** Headers added to every answer. */
  responseHeaders?: Readonly<Record<string, string>>;
  /** The name each answer sends a header under, by its contract name in lower case (checkResponseHeaderNames). */
  responseHeaderNames?: Readonly<Record<string, string>>;
  /** Told one line per request and one per violation. */
  log?: (line: string) => void;
  /** Host names besides loopback names, IP addresses and the host served that count as the server's own. */
  allowedHosts?: readonly string[];
}

export interface FrontSetup {
  readonly api: ApiId;
  readonly definition: ApiDefinition;
  readonly index: OperationIndex;
  readonly answers: ApiErrorAnswers;
  readonly options: FrontOptions;
  /** The server's name in the answer to its own failure ("Simulator", "Mock server"). */
  readonly serverName: string;
  /** JSON bodies read with integers past 2^53 exact (bigints), for a server that keeps them; Prism cannot. */
  readonly exactJson: boolean;
  /** The address the API is served at (`http://127.0.0.1:4010`); set again once a server listens. */
  address: string;
  /** Paths outside CORS: the simulator's control API, which takes no cross-origin request. */
  corsExempt?(url: string): boolean;
  /** Requests the log leaves out: the reads of the simulator's control API, which change nothing and which a console makes many of. */
  unlogged?(method: string, url: string): boolean;
}
