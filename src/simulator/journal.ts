/**
 * The request journal of one API's core: every request the API answered, in a ring buffer of the
 * last `journalSize` (10,000 by default; 0 keeps none), for tests that ask what an application
 * sent (the control API's GET /__control/requests, `simulator.requests()`, the vitest matchers of
 * verification.ts). A session's cores keep journals of their own, so a session sees its own
 * requests only.
 *
 * Cheap on the request path: the journal stage keeps references to what the pipeline already has,
 * all of it immutable (the URL and the body as text, the adapter's headers, the answer's JSON
 * text), not copies of parsed bodies a handler could change afterwards. The entry a test reads is
 * made from them when it is read: bodies parsed again, and every credential `[redacted]` by the
 * API's rule (src/contract/redaction.ts: Authorization, apiKey schemes, `access_token`, what the
 * contract marks `x-secret`), so no credential ever leaves the journal.
 */
import { getApi, type ApiId } from "../contract/apis.js";
import type { RequestProblem } from "../contract/error-answers.js";
import { isJsonMediaType, parseJsonText } from "../contract/messages.js";
import { credentialRuleOf, redactBody, redactHeaders, redacted, type CredentialRule } from "../contract/redaction.js";
import type { Clock } from "./clock.js";
import { readFilter, type JournalFilter, type RequestFilter } from "./journal-filter.js";
import type { JournalWatch } from "./journal-watch.js";

export { readFilter, type JournalFilter, type RequestFilter } from "./journal-filter.js";

/** The entries a journal keeps by default. */
export const defaultJournalSize = 10_000;
/**
 * The characters of bodies (requests' and answers') one journal holds at most: past them the
 * oldest entries go, however few, so that a run of large bodies cannot fill the memory.
 */
const maxHeldCharacters = 64 * 1024 * 1024;

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

/** What GET /__control/requests answers. */
export interface JournalAnswer {
  requests: JournalEntry[];
  /** Entries the journal let go since it was last cleared, to stay within its size. */
  evicted: number;
}

/** The journal of an API's core for the `journalSize` option: none for 0; a size that is not a whole number is refused. */
export function createJournal(api: ApiId, size: number | undefined, clock: Clock, watch?: JournalWatch): Journal | undefined {
  if (size === 0) return undefined;
  if (size !== undefined && (!Number.isSafeInteger(size) || size < 0))
    throw new RangeError(`journalSize takes a whole number of requests (0 keeps none), not ${size}`);
  return new Journal(api, size ?? defaultJournalSize, clock, watch);
}

const noHeaders: Readonly<Record<string, string>> = Object.freeze({});

// One sequence for every journal of the process, so that the entries of several APIs merge in order.
let sequence = 0;

export class Journal {
  /** The ring: made as requests come, then written over. */
  readonly #held: (JournalRecord | undefined)[] = [];
  /**
   * The simulator's time when each slot's answer was given, apart from the records: a time is not
   * a small integer, and kept in a record it would be a new heap object per request held by an old
   * one, which cost the garbage collector more than the rest of the journal. Grown with the ring.
   */
  #times = new Float64Array(0);
  /** Each slot's duration in milliseconds (NaN where the request was not timed), apart for the same reason. */
  #durations = new Float64Array(0);
  /** The oldest entry's slot, and how many are held. */
  #start = 0;
  #count = 0;
  #characters = 0;
  #evicted = 0;
  #cleared = 0;
  #last: JournalRecord | undefined = undefined;
  readonly #rule: CredentialRule;
  readonly #exact: boolean;

  constructor(
    readonly api: ApiId,
    /** The entries kept, the oldest let go first; at least 1. */
    readonly size: number,
    private readonly clock: Clock,
    /** Told of each request recorded while a reader waits for one (the console). */
    private readonly watch?: JournalWatch,
  ) {
    this.#rule = credentialRuleOf(api);
    this.#exact = getApi(api).largeIntegers !== "double";
  }

  /**
   * Keeps a request and its answer. The ring's records are made once and then written over, so
   * that keeping a request allocates nothing the garbage collector has to hold on to: `given` is
   * copied, and may be dropped. `durationMs` is NaN for a request that was not timed.
   */
  record(given: JournalRecord, durationMs = Number.NaN): void {
    let { url, replyText, headers, replyHeaders } = given;
    // A request like the last (a client polling, a load), and its answer: the strings and headers
    // already kept are kept again, so that those of this request die young instead of being held
    // for the next 10,000 requests, which costs the garbage collector more than the rest.
    const last = this.#last;
    if (last !== undefined) {
      if (url === last.url) url = last.url;
      if (replyText === last.replyText) replyText = last.replyText;
      if (headers !== last.headers && sameHeaders(headers, last.headers)) headers = last.headers;
      if (replyHeaders !== undefined && last.replyHeaders !== undefined && sameHeaders(replyHeaders, last.replyHeaders))
        replyHeaders = last.replyHeaders;
    }
    if (this.#count === this.size) this.#evict();
    const at = (this.#start + this.#count) % this.size;
    const held = (this.#held[at] ??= { ...given });
    held.seq = ++sequence;
    if (at >= this.#times.length) {
      this.#times = grown(this.#times, this.size);
      this.#durations = grown(this.#durations, this.size);
    }
    this.#times[at] = this.clock.now();
    this.#durations[at] = durationMs;
    held.operationId = given.operationId;
    held.method = given.method;
    held.url = url;
    held.headers = headers;
    held.text = given.text;
    held.status = given.status;
    held.replyHeaders = replyHeaders;
    held.replyText = replyText;
    held.requestProblems = given.requestProblems;
    held.responseProblems = given.responseProblems;
    held.fault = given.fault;
    held.source = given.source;
    this.#last = held;
    this.#count++;
    this.#characters += held.text.length + (held.replyText?.length ?? 0);
    while (this.#characters > maxHeldCharacters && this.#count > 1) this.#evict();
    // The one place a request enters the journal, so the one place a reader waiting for it is told.
    const watch = this.watch;
    if (watch !== undefined && watch.waiting) watch.changed();
  }

  /** The sequence number of the latest request held (0 for none), and how many times the journal was cleared: what a reader following it compares. */
  get latest(): { seq: number; cleared: number } {
    return { seq: this.#count === 0 ? 0 : this.#last!.seq, cleared: this.#cleared };
  }

  /** The entries the filter selects, oldest first; `limit` keeps the latest. */
  entries(filter: JournalFilter = {}): JournalEntry[] {
    const selected: number[] = [];
    for (let at = filter.after === undefined ? 0 : this.#firstAfter(filter.after); at < this.#count; at++) {
      const slot = (this.#start + at) % this.size;
      if (selects(filter, this.#held[slot]!, this.#times[slot]!)) selected.push(slot);
    }
    const kept = filter.limit !== undefined && selected.length > filter.limit ? selected.slice(selected.length - filter.limit) : selected;
    return kept.map((slot) => this.#entry(this.#held[slot]!, this.#times[slot]!, this.#durations[slot]!));
  }

  /** The position (0 for the oldest held) of the first request whose sequence number is past `seq`: they grow along the ring. */
  #firstAfter(seq: number): number {
    let low = 0;
    let high = this.#count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.#held[(this.#start + middle) % this.size]!.seq <= seq) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The answer of GET /__control/requests: the entries a filter (given as a query's or a caller's values) selects. */
  answer(filter: RequestFilter | URLSearchParams = {}): JournalAnswer {
    return { requests: this.entries(readFilter(filter)), evicted: this.#evicted };
  }

  clear(): void {
    this.#held.length = 0;
    this.#times = new Float64Array(0);
    this.#durations = new Float64Array(0);
    this.#start = 0;
    this.#count = 0;
    this.#characters = 0;
    this.#evicted = 0;
    this.#last = undefined;
    this.#cleared++;
    this.watch?.changed();
  }

  /** Lets the oldest go: its record stays for the next, holding nothing large meanwhile. */
  #evict(): void {
    const oldest = this.#held[this.#start]!;
    this.#characters -= oldest.text.length + (oldest.replyText?.length ?? 0);
    oldest.url = "";
    oldest.headers = noHeaders;
    oldest.replyHeaders = undefined;
    oldest.text = "";
    oldest.replyText = undefined;
    oldest.requestProblems = undefined;
    oldest.responseProblems = undefined;
    this.#start = (this.#start + 1) % this.size;
    this.#count--;
    this.#evicted++;
  }

  /** The entry as a test reads it: made now, from immutable parts, every credential redacted. */
  #entry(held: JournalRecord, time: number, durationMs: number): JournalEntry {
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
      path: mark === -1 ? held.url : held.url.slice(0, mark),
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
    if (!isJsonMediaType(type)) return text;
    return this.#json(text);
  }

  /** JSON redacted; text that is not JSON redacted whole, since where its secrets are is unknown. */
  #json(text: string): unknown {
    const parsed = parseJsonText(text, { exact: this.#exact });
    return parsed.ok ? redactBody(this.#rule, parsed.value) : redacted;
  }
}

/** Room for twice as many times (64 at first), up to the ring's size. */
function grown(times: Float64Array, size: number) {
  const larger = new Float64Array(Math.min(size, Math.max(64, times.length * 2)));
  larger.set(times);
  return larger;
}

/** Headers with their names in lower case (an answer's are written as the stages named them). */
function lowerCased(headers: Readonly<Record<string, string>>): Record<string, string> {
  const lower: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) lower[name.toLowerCase()] = value;
  return lower;
}

/** Whether two messages' headers are the same names with the same values. */
function sameHeaders(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  let names = 0;
  for (const name in a) {
    if (a[name] !== b[name]) return false;
    names++;
  }
  for (const _ in b) names--;
  return names === 0;
}

function selects(filter: JournalFilter, held: JournalRecord, time: number): boolean {
  if (filter.operationId !== undefined && held.operationId !== filter.operationId) return false;
  if (filter.method !== undefined && held.method.toUpperCase() !== filter.method) return false;
  if (filter.status !== undefined && !filter.status(held.status)) return false;
  if (filter.since !== undefined && time < filter.since) return false;
  if (filter.until !== undefined && time > filter.until) return false;
  return true;
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

const copyProblem = ({ location, message, pointer, rule }: RequestProblem): RequestProblem => ({
  location,
  message,
  ...(pointer === undefined ? {} : { pointer }),
  ...(rule === undefined ? {} : { rule }),
});
