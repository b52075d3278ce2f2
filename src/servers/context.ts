/**
 * The context of one request on its way through the pipeline (pipeline.ts): what the request is,
 * what the stages before found out about it, and the answer so far. Every field is set in the
 * constructor, so that every context has the same shape (the stages run on every request).
 */
import type { RequestProblem } from "../contract/error-answers.js";
import type { IndexedOperation, OperationMatch } from "../contract/openapi.js";
import type { Preferences } from "./http.js";

/** A request as the adapters hand it over: header names in lower case, one string each. */
export interface Exchange {
  method: string;
  /** The path and query, as sent. */
  url: string;
  headers: Readonly<Record<string, string>>;
  /**
   * The origin the request was addressed to (`http://127.0.0.1:3000`, `https://localhost:4010`):
   * its scheme as the adapter serves it and its Host, for the control API's same-origin rule and
   * the URLs the answer names.
   */
  self: string;
  /** The path prefix taken off `url` (a session's `/__sessions/<id>`, src/simulator/sessions.ts), which the URLs the answer names keep. */
  prefix?: string;
}

/** An answer as the stages make it: the body as a value, written as JSON by the after stages. */
export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Instead of `body`, a JSON body written piece by piece, each piece made when the reader has
   * taken the one before (an answer too large to make at once: a page of the request journal).
   */
  stream?: Iterable<string>;
}

/** An answer ready for the wire: the body as text (or pieces of it), content-type and content-length set. */
export interface WireReply {
  status: number;
  headers: Record<string, string>;
  text?: string;
  /** The same body encoded, where a stage made it so once for an answer given again and again (a large replayed one): a socket writes it instead of the text. */
  bytes?: Uint8Array;
  /** The body in pieces, written as the reader takes them (no content-length): the adapters pull each when the last is taken. */
  stream?: Iterable<string>;
  /** An injected fault that drops the connection instead of answering. */
  drop?: boolean;
}

/** An origin a request names: the one its answers name, and whether it is this server's own. */
export interface Reached {
  origin: string;
  own: boolean;
}

/** A request's headers, read by their names in lower case. */
export interface HeaderReader {
  get(name: string): string | undefined;
  has(name: string): boolean;
}

/** A request stage: undefined passes the request on, a reply (or a promise of one) ends it. */
export type Stage<C extends RequestContext = RequestContext> = (context: C) => Reply | undefined | Promise<Reply | undefined>;
/** An after stage: works on the answer in `context.reply` (and `context.wire`); a promise where it waits. */
export type AfterStage<C extends RequestContext = RequestContext> = (context: C) => void | Promise<void>;

/** The headers as the adapter handed them over, read in place (copying them costs more than the rest), with Authorization in its canonical form. */
export class SentHeaders implements HeaderReader {
  constructor(
    private readonly sent: Readonly<Record<string, string>>,
    private readonly authorization: string | undefined,
  ) {}

  get(name: string): string | undefined {
    if (name === "authorization") return this.authorization;
    // One lookup: what an object inherits (constructor, __proto__) is never a string.
    const value: unknown = this.sent[name];
    return typeof value === "string" ? value : undefined;
  }

  has(name: string): boolean {
    return this.get(name) !== undefined;
  }

  /** The names of the headers sent, for a reader that looks for a name it cannot spell whole. */
  keys(): string[] {
    return Object.keys(this.sent);
  }

  record(): Record<string, string> {
    return this.authorization === undefined ? { ...this.sent } : { ...this.sent, authorization: this.authorization };
  }
}

const noQuery: Readonly<Record<string, unknown>> = Object.freeze({});
const nowhere: Reached = Object.freeze({ origin: "", own: false });
const noHeaders = new SentHeaders({}, undefined);
// Replaced by the target stage before any stage reads it.
const noSearch = new URLSearchParams();

export class RequestContext {
  /** The body's text once the body stage has it (a form's query credentials taken out by the credentials stage). */
  text = "";
  /** CORS headers for the answer, when the request names an origin and CORS is on. */
  cors: Record<string, string> | undefined = undefined;

  // The target stage: where the request was addressed.
  /** The path as URL reads it, without the API's other prefix (`/api/v3`) and with an older form (`/v2`) as the contract's. */
  pathname = "";
  /** The query string with its `?`, or "". */
  search = "";
  /** The query; credentials sent in a form body join it (credentials stage). */
  query: URLSearchParams = noSearch;
  /** The API's other prefix the client used (`/api/v3`), or "" (a session's prefix is the exchange's). */
  prefix = "";
  /** The origin the request named, as answers name it. */
  reached: Reached = nowhere;

  // The route stage: the operation.
  /** The method routed: upper case; GET for a HEAD of a path that has GET only. */
  method: string;
  match: OperationMatch | undefined = undefined;
  /** The operation the request is for, once routed. */
  operation: IndexedOperation | undefined = undefined;

  // The credentials and body stages.
  headers: SentHeaders = noHeaders;
  /** The body for a handler (parsed JSON, a form's fields), undefined for none. */
  body: unknown = undefined;
  /** The body for the validator: a form stays text, so that the JSON its fields carry is checked. */
  bodyForValidation: unknown = undefined;
  /** The declared query parameters, converted to their schema types by the validator (validation stage). */
  queryValues: Readonly<Record<string, unknown>> = noQuery;
  /** What Prefer (or __code, __example) asks for (prefer stage). */
  preferences: Preferences | undefined = undefined;
  /** Why the contract refused the request, where a stage refused it for that (refusals.ts). */
  requestProblems: RequestProblem[] | undefined = undefined;

  // The answer.
  reply: Reply | undefined = undefined;
  /** Deprecation and Sunset of a deprecated operation, written with the answer's headers. */
  deprecation: Readonly<Record<string, string>> | undefined = undefined;
  /** Whether the contract guard checks the answer: the operation's own answers, and refusals of a status it documents. */
  checked = false;
  /** The answer is a failure of the server itself (a stage threw). */
  failed = false;
  /** An injected fault's delay before the answer, and whether it drops the connection instead. */
  delayMs = 0;
  drop = false;
  /** Where the answer came from when not from the server itself: a recording replayed, or the upstream it was forwarded to (for the log line and the journal). */
  source: "replay" | "upstream" | undefined = undefined;
  /** The answer's body as text and its content type, once serialized (or as a stage wrote them). */
  replyText: string | undefined = undefined;
  replyType: string | undefined = undefined;
  /** The answer's text as UTF-8 bytes, where a stage has them made already: written instead of the text. */
  replyBytes: Uint8Array | undefined = undefined;
  wire: WireReply | undefined = undefined;

  constructor(
    readonly exchange: Exchange,
    /** The body as the adapter handed it over: its text, or a promise of it. */
    readonly sent: string | Promise<string>,
    /** When the request arrived (performance.now()), for the log and the simulator's journal; 0 when nothing times it. */
    readonly started: number,
  ) {
    this.method = exchange.method.toUpperCase();
  }
}
