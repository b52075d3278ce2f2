/**
 * What the simulator's own stages read: the request context of the shared pipeline with the
 * service's view of the request, and the simulator of one API (its service, faults, clock, options).
 */
import type { RequestProblem } from "../../contract/error-answers.js";
import type { OperationIndex } from "../../contract/openapi.js";
import { RequestContext, type Exchange, type FrontSetup } from "../../servers/pipeline.js";
import type { Clock } from "../clock.js";
import type { Faults } from "../faults.js";
import type { Journal } from "../journal.js";
import type { JournalWatch } from "../journal-watch.js";
import type { SimulatorOptions } from "../options.js";
import type { Credentials, RequestHeaders, Service, SimRequest } from "../service.js";

/** The simulator of one API, as its stages see it. */
export interface CoreSetup {
  readonly front: FrontSetup;
  readonly index: OperationIndex;
  readonly service: Service;
  readonly faults: Faults;
  readonly clock: Clock;
  readonly options: SimulatorOptions;
  /** Back to the faults given at start, as after a reset. */
  resetFaults(): void;
  /** The query parameters an apiKey scheme names, where a credential may come. */
  readonly queryCredentialNames: readonly string[];
  /** The request journal; none where `journalSize` is 0. */
  readonly journal: Journal | undefined;
  /** Who follows the journals of this simulator or session (the console): its requests are timed while one does. */
  readonly watch: JournalWatch;
}

export class SimulatorContext extends RequestContext {
  #request: SimRequest | undefined = undefined;
  /** An injected fault answered (its status) or dropped the connection (faults stage). */
  fault = false;
  /** Where the answer breaks the contract (contract guard). */
  responseProblems: RequestProblem[] | undefined = undefined;

  constructor(
    exchange: Exchange,
    sent: string | Promise<string>,
    started: number,
    private readonly core: CoreSetup,
  ) {
    // Timed for the log, or for a console that follows the journal: not otherwise, as a clock reading costs.
    super(exchange, sent, started === 0 && core.watch.followed ? performance.now() : started);
  }

  /**
   * The service's view of the request (its guard, handler and decorate take it), made when a stage
   * first needs it from what the stages before found: routed, credentials read, and, past
   * validation, the body parsed and the query converted.
   */
  get request(): SimRequest {
    return (this.#request ??= {
      api: this.core.front.api,
      operationId: this.operation!.operationId,
      method: this.method,
      path: this.match!.path,
      params: this.match!.params,
      query: this.query,
      queryValues: this.queryValues,
      headers: this.headers,
      body: this.body,
      credentials: readCredentials(this.headers, this.query, this.core.queryCredentialNames),
      baseUrl: this.reached.origin + (this.exchange.prefix ?? "") + this.prefix,
    });
  }
}

/** The credential sent: the Authorization header's, else the first query parameter an apiKey scheme names. */
function readCredentials(headers: RequestHeaders, query: URLSearchParams, names: readonly string[]): Credentials | undefined {
  const authorization = headers.get("authorization");
  if (authorization !== undefined) {
    const credentials = authorizationCredentials(authorization);
    if (credentials !== undefined) return credentials;
  }
  for (const name of names) if (query.has(name)) return { scheme: "query", value: query.get(name)! };
  return undefined;
}

// A client sends the same Authorization again and again: the last one read is read once (frozen, as requests share it).
let lastAuthorization = "";
let lastCredentials: Credentials | undefined;

/** `<scheme> <credential>`: the scheme lower-cased. */
function authorizationCredentials(authorization: string): Credentials | undefined {
  if (authorization !== lastAuthorization) {
    const parts = /^(\S+)\s+(\S+)/.exec(authorization);
    lastCredentials = parts ? Object.freeze({ scheme: parts[1]!.toLowerCase(), value: parts[2]! }) : undefined;
    lastAuthorization = authorization;
  }
  return lastCredentials;
}
