/** What a simulator can be told at its creation, whatever carries its requests (sockets, fetch, MSW). */
import type { ApiId } from "../contract/apis.js";
import type { ContractProblem } from "../contract/validate.js";
import type { ForwardOptions } from "../servers/forward.js";
import type { Clock } from "./clock.js";
import type { Seeds } from "./control-types.js";
import type { FaultRule } from "./faults.js";

export interface SimulatorOptions {
  /** The APIs to serve; all by default. */
  apis?: readonly ApiId[];
  host?: string;
  /** The port of the first API; the others follow in registry order. 0 picks free ports. Defaults to each API's own port. */
  port?: number;
  /** Check every response against the contract; a violation becomes a 500 naming the rule broken. */
  strict?: boolean;
  /** Told of every response that breaks the contract (in strict mode and out of it). */
  onViolation?: (violation: SimulatorViolation) => void;
  /** A clock to share; a new real-time one by default. */
  clock?: Clock;
  /** Start with the clock frozen: time moves only when advanced (for deterministic tests). */
  frozenClock?: boolean;
  /**
   * Headers added to every answer of an API, for what a contract cannot hold: a header whose name
   * carries a vendor's name that an official client insists on, say.
   */
  responseHeaders?: Partial<Record<ApiId, Record<string, string>>>;
  /**
   * Per API, the name its answers send a header of the contract under, where the contract's name
   * holds a neutral word and an official client reads the header by its real name:
   * `{ "event-management": { "X-Vendor-Id": "X-<word>-Id" } }`, the new name being the contract's
   * with another word in the neutral word's place (docs/simulator/event-management.md). Any other
   * name is refused at creation.
   */
  responseHeaderNames?: Partial<Record<ApiId, Record<string, string>>>;
  /** Told one line per request (API, method, path, status, time, operationId) and one per violation; silent by default. */
  log?: (line: string) => void;
  /** Answer CORS preflights and let any origin read the answers (default true). The control API never does. */
  cors?: boolean;
  /**
   * The token the control API requires in the `x-simulator-control-token` header. Required, and made
   * up when not given, where the simulator listens beyond loopback; none on loopback by default.
   */
  controlToken?: string;
  /**
   * Host names besides loopback names, IP addresses and the host listened on at which the control
   * API answers and which answers name (as Vite's `allowedHosts`): a request whose Host is any
   * other name, as a page on a name rebound to this machine sends, is refused.
   */
  allowedHosts?: readonly string[];
  /** The largest request body each API takes, in bytes; the API's own limit by default (src/contract/apis.ts). */
  maxBodyBytes?: Partial<Record<ApiId, number>>;
  /**
   * The bytes of request bodies the simulator holds at once, over all its APIs (64 MiB by
   * default); a body beyond is answered 503 with Retry-After before it is read whole.
   */
  maxBodyBytesInFlight?: number;
  /** Faults armed at start (as POST /__control/faults arms them) and again after each reset, like a seed. */
  faults?: Partial<Record<ApiId, FaultRule[]>>;
  /**
   * The seed of each API at start (what POST /__control/seed takes; `--seed` on the command line),
   * which a reset goes back to and every session starts from. A seed the API refuses, or one of an
   * API not served, is refused with an error naming the API and the problem, before anything listens.
   */
  seeds?: Seeds;
  /** How long a session (sessions.ts) lives without a request, in milliseconds of real time: 10 minutes by default. */
  sessionTtlMs?: number;
  /** The sessions that may be open at once: 100 by default; one more is refused with 429. */
  maxSessions?: number;
  /**
   * The requests each API's journal keeps, the oldest let go first (journal.ts: GET
   * /__control/requests, `simulator.requests()`, the vitest matchers): 10,000 by default; 0 keeps
   * none. Each session's APIs keep a journal of this size of their own.
   */
  journalSize?: number;
  /**
   * The bytes of whole entries (URLs, headers, bodies) the journals of this simulator and its
   * sessions hold together; past them the largest journal lets its oldest entries go. By default
   * every journal of the process shares one budget of 64 MiB (journal-budget.ts).
   */
  journalMaxBytes?: number;
  /**
   * Answer the requests a recording holds with the recorded answers (docs/recording.md, "Replay"):
   * recordings of `proxy --record`, as files or as their text or parsed HAR. A recording that is
   * not HAR 1.2 is refused at creation, naming it.
   */
  replay?: ReplayOptions;
  /**
   * Per API, the operations an upstream answers (the real service, say): forwarded to it, their
   * answers checked against the contract as the simulator's are; the other operations simulated
   * (docs/recording.md, "Passthrough"). An unknown operation or an upstream that is not an http(s)
   * URL is refused at creation.
   */
  passthrough?: Partial<Record<ApiId, PassthroughOptions>>;
}

export interface ReplayOptions {
  /** HAR files, read at creation (where a file system is: Node). */
  file?: string | readonly string[];
  /** Recordings given whole: a HAR's text, or the HAR parsed. */
  har?: string | { log: unknown } | readonly (string | { log: unknown })[];
  /** Refuse a request no recording holds (404 in the API's error shape, naming the closest recorded request) instead of simulating it. */
  strict?: boolean;
  /** Names left out of matching: query and header parameters, and body members at any depth (a timestamp, an id a client makes up each time). */
  ignore?: readonly string[];
}

export interface PassthroughOptions extends ForwardOptions {
  /** The upstream's base URL, http(s). */
  upstream: string;
  /** The operationIds forwarded to it. */
  operations: readonly string[];
}

export interface SimulatorViolation {
  api: ApiId;
  method: string;
  path: string;
  status: number;
  problems: ContractProblem[];
}
