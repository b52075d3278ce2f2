/**
 * A request of the journal (journal.ts) as the journal keeps it (a record of references to what
 * the pipeline had) and as a test reads it (an entry: JSON, made when read, bodies parsed again and
 * every credential redacted by the API's rule, src/contract/redaction.ts).
 */
import type { ApiId } from "../contract/apis.js";
import type { RequestProblem } from "../contract/error-answers.js";
import { isJsonMediaType, parseJsonText } from "../contract/messages.js";
import {
  credentialRuleOf,
  redactBody,
  redactBodyText,
  redacted,
  redactHeaders,
  redactUserinfo,
  type CredentialRule,
} from "../contract/redaction.js";

/** What the journal stage hands over: references, never copies (see above). */
export interface JournalRecord {
  /** Set by `record` (given as 0, so that every record has one shape from the start). */
  seq: number;
  /** The operation routed to; undefined outside the contract (404, 405, a served document). */
  operationId: string | undefined;
  /** As the adapter handed it over (upper case on read). */
  method: string;
  /** The path and query as the client sent them (a session's prefix taken off). */
  url: string;
  headers: Readonly<Record<string, string>>;
  /** The body's text as the API read it. */
  text: string;
  status: number;
  /** The answer's headers as sent, kept while a console follows the journal (none for a dropped connection). */
  replyHeaders: Readonly<Record<string, string>> | undefined;
  /** The answer's body as the JSON text sent; undefined for none (or a dropped connection). */
  replyText: string | undefined;
  /** The problems the contract found in the request, where it was refused for them. */
  requestProblems: readonly RequestProblem[] | undefined;
  /** The problems the contract guard found in the answer. */
  responseProblems: readonly RequestProblem[] | undefined;
  /** An injected fault answered (its status) or dropped the connection (status 0). */
  fault: boolean;
  /** Where the answer came from when not from the simulator's service: a recording replayed, or the upstream. */
  source: "replay" | "upstream" | undefined;
}

/** One request as the journal tells it: JSON, the same through every adapter and the control API. */
export interface JournalEntry {
  /** Increasing over every journal of the process: orders requests across APIs. */
  seq: number;
  /** The simulator's time (its clock, not the wall's) of the answer, RFC 3339. */
  time: string;
  api: ApiId;
  /** null for a request outside the contract's operations. */
  operationId: string | null;
  method: string;
  path: string;
  /** Each query parameter's value; an array where it was given more than once. */
  query: Record<string, string | string[]>;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
  /** The request's body as the API parsed it (JSON, a form's fields, other text as it is); absent for none. */
  body?: unknown;
  /** 0 for a connection an injected fault dropped. */
  status: number;
  /**
   * The answer's headers as sent, names in lower case (none for a dropped connection); present
   * where the request came while a console followed the journal (GET /__control/changes), so
   * that keeping them costs nothing when nobody looks.
   */
  responseHeaders?: Record<string, string>;
  /** The answer's body; absent for none. */
  responseBody?: unknown;
  /** Why the contract refused the request (its refusal's problems); empty for a request it took. */
  requestProblems: RequestProblem[];
  /**
   * Where the answer breaks the contract: the contract guard's findings, where it runs (`strict`,
   * or with `onViolation` or `log`); empty for none, and where it does not run.
   */
  responseProblems: RequestProblem[];
  /** Whether an injected fault answered (or dropped the connection) instead of the service. */
  fault: boolean;
  /** A recording replayed (`replay`) or the upstream it was forwarded to (`upstream`) answered; absent for the simulator's own answer. */
  source?: "replay" | "upstream";
  /**
   * Milliseconds from the request's arrival to its answer, in real time; present where the request
   * was timed: while a console follows the journal (GET /__control/changes), or the log is on.
   */
  durationMs?: number;
}

/** Makes the entries of one API's records by its credential rule, JSON with every digit of its integers kept. */
export class EntryReader {
  readonly #rule: CredentialRule;

  constructor(readonly api: ApiId) {
    this.#rule = credentialRuleOf(api);
  }

  /** The entry as a test reads it: made now, from immutable parts, every credential redacted; `durationMs` NaN where untimed. */
  entry(held: JournalRecord, time: number, durationMs = Number.NaN): JournalEntry {
    const rule = this.#rule;
    const mark = held.url.indexOf("?");
    const body = this.#requestBody(held.text, held.headers["content-type"]);
    const answered = held.replyText === undefined || held.replyText === "" ? undefined : this.#json(held.replyText);
    // Absent, not undefined, where there is none: as the control API's JSON has it.
    return {
      seq: held.seq,
      time: new Date(time).toISOString(),
      api: this.api,
      operationId: held.operationId ?? null,
      method: held.method.toUpperCase(),
      path: redactUserinfo(mark === -1 ? held.url : held.url.slice(0, mark)),
      query: mark === -1 ? {} : queryMembers(rule, held.url.slice(mark + 1)),
      headers: redactHeaders(rule, held.headers) as Record<string, string>,
      ...(body === undefined ? {} : { body }),
      status: held.status,
      ...(held.replyHeaders === undefined ? {} : { responseHeaders: lowerCased(redactHeaders(rule, held.replyHeaders)) }),
      ...(answered === undefined ? {} : { responseBody: answered }),
      requestProblems: (held.requestProblems ?? []).map(copyProblem),
      responseProblems: (held.responseProblems ?? []).map(copyProblem),
      fault: held.fault,
      ...(held.source === undefined ? {} : { source: held.source }),
      ...(Number.isNaN(durationMs) ? {} : { durationMs }),
    };
  }

  /** The body as the API reads it (parseBody, src/servers): a form's fields, JSON (also without a content type), other text as it is. */
  #requestBody(text: string, contentType: string | undefined): unknown {
    if (text === "") return undefined;
    const type = (contentType ?? "application/json").split(";")[0]!.trim().toLowerCase();
    if (type === "application/x-www-form-urlencoded") return redactBody(this.#rule, Object.fromEntries(new URLSearchParams(text)));
    // NDJSON, and JSON sent as text/plain, redacted as text; text of other types as it is.
    if (!isJsonMediaType(type)) return redactBodyText(this.#rule, text, type);
    return this.#json(text);
  }

  /** JSON redacted; text that is not one JSON value redacted as a JSON body's text is (NDJSON line by line, else whole). */
  #json(text: string): unknown {
    const parsed = parseJsonText(text);
    return parsed.ok ? redactBody(this.#rule, parsed.value) : redactBodyText(this.#rule, text, "application/json");
  }
}

/** A query's parameters by name (an array for a name given more than once), each credential redacted. */
function queryMembers(rule: CredentialRule, search: string): Record<string, string | string[]> {
  const members: Record<string, string | string[]> = {};
  for (const [name, sent] of new URLSearchParams(search)) {
    const value = rule.query.has(name.toLowerCase()) ? redacted : sent;
    const before = Object.hasOwn(members, name) ? members[name] : undefined;
    // Defined, not assigned: a parameter named __proto__ is data here.
    Object.defineProperty(members, name, {
      value: before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return members;
}

/** Headers with their names in lower case (an answer's are written as the stages named them). */
function lowerCased(headers: Readonly<Record<string, string>>): Record<string, string> {
  const lower: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) lower[name.toLowerCase()] = value;
  return lower;
}

const copyProblem = ({ location, message, pointer, rule }: RequestProblem): RequestProblem => ({
  location,
  message,
  ...(pointer === undefined ? {} : { pointer }),
  ...(rule === undefined ? {} : { rule }),
});
