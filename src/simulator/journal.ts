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
 * API's rule (src/contract/redaction.ts: names shaped as credentials, apiKey schemes, what the
 * contract marks `x-secret`, a URL's userinfo), so no credential ever leaves the journal.
 *
 * Bounded twice: by its entries (`journalSize`), and by the bytes of whole entries (URL, headers,
 * bodies, problems) that every journal of the process holds together (journal-budget.ts), the
 * largest journal letting its oldest go first. `record` is the one place an entry is kept, so the
 * one place a reader following the journal (the console: journal-watch.ts) is told of it.
 */
import type { ApiId } from "../contract/apis.js";
import type { RequestProblem } from "../contract/error-answers.js";
import type { Clock } from "./clock.js";
import { processJournalBudget, type Account, type JournalBudget } from "./journal-budget.js";
import { EntryReader, type JournalEntry, type JournalRecord } from "./journal-entry.js";
import { readFilter, type JournalFilter, type RequestFilter } from "./journal-filter.js";
import type { JournalWatch } from "./journal-watch.js";

export type { JournalEntry, JournalRecord } from "./journal-entry.js";
export { readFilter, type JournalFilter, type RequestFilter } from "./journal-filter.js";

/** The entries a journal keeps by default. */
export const defaultJournalSize = 10_000;
/** What an entry costs besides its strings (its record, its slot, its time), in bytes. */
const entryBytes = 160;

/** What GET /__control/requests answers. */
export interface JournalAnswer {
  requests: JournalEntry[];
  /** Entries the journal let go since it was last cleared, to stay within its size. */
  evicted: number;
  /** Over HTTP, where older entries the filter selects remain: the `cursor` that asks for them (journal-pages.ts). */
  next?: string;
}

/**
 * The journal of an API's core for the `journalSize` option: none for 0; a size that is not a
 * whole number is refused. `budget` is the process's unless the simulator was given its own;
 * `watch` is told of each request while a reader waits for one.
 */
export function createJournal(
  api: ApiId,
  size: number | undefined,
  clock: Clock,
  budget?: JournalBudget,
  watch?: JournalWatch,
): Journal | undefined {
  if (size === 0) return undefined;
  if (size !== undefined && (!Number.isSafeInteger(size) || size < 0))
    throw new RangeError(`journalSize takes a whole number of requests (0 keeps none), not ${size}`);
  return new Journal(api, size ?? defaultJournalSize, clock, budget, watch);
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
  /** The bytes of each slot's entry (its URL, headers, bodies and problems, and its record), grown with the times. */
  #bytes = new Float64Array(0);
  /** Each slot's duration in milliseconds (NaN where the request was not timed), apart for the same reason as the times. */
  #durations = new Float64Array(0);
  /** The oldest entry's slot, and how many are held. */
  #start = 0;
  #count = 0;
  #evicted = 0;
  #cleared = 0;
  #last: JournalRecord | undefined = undefined;
  #lastHeaderBytes = 0;
  #lastReplyHeaderBytes = 0;
  readonly #reader: EntryReader;
  readonly #budget: JournalBudget;
  readonly #account: Account;

  constructor(
    readonly api: ApiId,
    /** The entries kept, the oldest let go first; at least 1. */
    readonly size: number,
    private readonly clock: Clock,
    budget: JournalBudget = processJournalBudget,
    /** Told of each request recorded while a reader waits for one (the console). */
    private readonly watch?: JournalWatch,
  ) {
    this.#reader = new EntryReader(api);
    this.#budget = budget;
    this.#account = budget.open(this);
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
    if (headers !== last?.headers) this.#lastHeaderBytes = headerBytes(headers);
    if (last === undefined || replyHeaders !== last.replyHeaders)
      this.#lastReplyHeaderBytes = replyHeaders === undefined ? 0 : headerBytes(replyHeaders);
    if (this.#count === this.size) this.#evict();
    const at = (this.#start + this.#count) % this.size;
    const held = (this.#held[at] ??= { ...given });
    held.seq = ++sequence;
    if (at >= this.#times.length) {
      this.#times = grown(this.#times, this.size);
      this.#bytes = grown(this.#bytes, this.size);
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
    const bytes =
      entryBytes +
      url.length +
      held.text.length +
      (replyText?.length ?? 0) +
      this.#lastHeaderBytes +
      this.#lastReplyHeaderBytes +
      problemBytes(held.requestProblems) +
      problemBytes(held.responseProblems);
    this.#bytes[at] = bytes;
    this.#budget.charge(this.#account, bytes);
    // The one place a request enters the journal, so the one place a reader waiting for it is told.
    const watch = this.watch;
    if (watch !== undefined && watch.waiting) watch.changed();
  }

  /** The sequence number of the latest request held (0 for none), and how many times the journal was cleared: what a reader following it compares. */
  get latest(): { seq: number; cleared: number } {
    return { seq: this.#count === 0 ? 0 : this.#last!.seq, cleared: this.#cleared };
  }

  /** The bytes the journal holds: its entries' URLs, headers, bodies and problems, and their records. */
  get bytes(): number {
    return this.#account.bytes;
  }

  /** The slots of the entries the filter selects, oldest first; `limit` keeps the latest. */
  #select(filter: JournalFilter): number[] {
    const selected: number[] = [];
    for (let at = filter.after === undefined ? 0 : this.#firstAfter(filter.after); at < this.#count; at++) {
      const slot = (this.#start + at) % this.size;
      if (selects(filter, this.#held[slot]!, this.#times[slot]!)) selected.push(slot);
    }
    return filter.limit !== undefined && selected.length > filter.limit ? selected.slice(selected.length - filter.limit) : selected;
  }

  /** The entries the filter selects, oldest first; `limit` keeps the latest. */
  entries(filter: JournalFilter = {}): JournalEntry[] {
    return this.#select(filter).map((slot) => this.#reader.entry(this.#held[slot]!, this.#times[slot]!, this.#durations[slot]!));
  }

  /** The sequence number and bytes of each entry the filter selects, oldest first, for reading them one by one (`entry`). */
  selected(filter: JournalFilter = {}): { seq: number; bytes: number }[] {
    return this.#select(filter).map((slot) => ({ seq: this.#held[slot]!.seq, bytes: this.#bytes[slot]! }));
  }

  /** The entry of a sequence number, made now; undefined once it is let go. */
  entry(seq: number): JournalEntry | undefined {
    const at = this.#firstAfter(seq - 1);
    if (at === this.#count) return undefined;
    const slot = (this.#start + at) % this.size;
    const held = this.#held[slot]!;
    return held.seq === seq ? this.#reader.entry(held, this.#times[slot]!, this.#durations[slot]!) : undefined;
  }

  /** The position (0 for the oldest held) of the first request whose sequence number is past `seq`: they grow along the ring, so it is found by halving. */
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

  /** Entries let go since the journal was last cleared. */
  get evicted(): number {
    return this.#evicted;
  }

  /** Every entry a filter (given as a query's or a caller's values) selects, at once: what the pages of GET /__control/requests hold together (journal-pages.ts). */
  answer(filter: RequestFilter | URLSearchParams = {}): JournalAnswer {
    return { requests: this.entries(readFilter(filter)), evicted: this.#evicted };
  }

  clear(): void {
    this.#budget.release(this.#account, this.#account.bytes);
    this.#held.length = 0;
    this.#times = new Float64Array(0);
    this.#bytes = new Float64Array(0);
    this.#durations = new Float64Array(0);
    this.#start = 0;
    this.#count = 0;
    this.#evicted = 0;
    this.#last = undefined;
    this.#cleared++;
    this.watch?.changed();
  }

  /** For the budget: lets the oldest entry go, unless only the latest is held (false then). */
  evictOldest(): boolean {
    if (this.#count <= 1) return false;
    this.#evict();
    return true;
  }

  /** Lets the oldest go: its record stays for the next, holding nothing large meanwhile. */
  #evict(): void {
    const oldest = this.#held[this.#start]!;
    this.#budget.release(this.#account, this.#bytes[this.#start]!);
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
}

/** Room for twice as many values (64 at first), up to the ring's size. */
function grown(values: Float64Array, size: number) {
  const larger = new Float64Array(Math.min(size, Math.max(64, values.length * 2)));
  larger.set(values);
  return larger;
}

/** What a request's headers cost: their names and values, and a little for each. */
function headerBytes(headers: Readonly<Record<string, string>>): number {
  let bytes = 0;
  for (const name in headers) bytes += 32 + name.length + headers[name]!.length;
  return bytes;
}

function problemBytes(problems: readonly RequestProblem[] | undefined): number {
  if (problems === undefined) return 0;
  let bytes = 0;
  for (const { location, message } of problems) bytes += 64 + location.length + message.length;
  return bytes;
}

/** Whether two requests' headers are the same names with the same values. */
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
  if (filter.before !== undefined && held.seq >= filter.before) return false;
  if (filter.operationId !== undefined && held.operationId !== filter.operationId) return false;
  if (filter.method !== undefined && held.method.toUpperCase() !== filter.method) return false;
  if (filter.status !== undefined && !filter.status(held.status)) return false;
  if (filter.since !== undefined && time < filter.since) return false;
  if (filter.until !== undefined && time > filter.until) return false;
  return true;
}
