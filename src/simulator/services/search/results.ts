/**
 * The hits of a search, in order: the matches of snapshots of indices, sorted by the request's
 * keys (any field ascending or descending, a missing value last or first; `_score`, `_doc`, `_shard_doc`;
 * `numeric_type` and `format` for dates), cut into slices, paged from an offset or after
 * `search_after` values (or a scroll's last hit), and rendered as the contract's hits.
 *
 * A page keeps only the hits it needs: the first `from + size` of the matches (a bounded
 * selection, top.ts), or, in the index's own order (`_doc`, `_shard_doc`), the next ones after
 * where the last page ended, read from there and no further. Before it reads anything, a search is
 * weighed as the service's request circuit breaker would weigh it (`checkBreaker`).
 */
import { badRequest, shardFailure } from "./errors.js";
import { compileQuery, normalize, parsingCost, single, type Aggregator, type Comparable, type CompiledQuery } from "./query.js";
import { Top } from "./top.js";
import { wildcardMatches } from "./wildcard.js";
import { fieldValues, floorMod, hashCode, visibleAt, type DocVersion, type FieldKind, type SearchIndex, type Source } from "./store.js";

/** An index as a search sees it: at one write number. */
export interface Snapshot {
  index: SearchIndex;
  version: number;
}

export interface SortKey {
  field: string;
  order: 1 | -1;
  kind: FieldKind | "score" | "doc" | "shard_doc";
  numericType?: string;
  format?: string;
  /** `missing: "_first"`: documents without the field sort first instead of last. */
  missingFirst?: boolean;
}

export interface Entry {
  doc: DocVersion;
  index: string;
  /** The shard's number among all shards searched (the high half of `_shard_doc`). */
  shard: number;
  score: number;
  /** The sort values worked out so far, in key order: comparisons work them out as they need them (none yet: undefined, one list fewer for every document read). */
  keys?: Comparable[];
}

/** How a search orders its hits. */
export interface SortPlan {
  keys: SortKey[];
  /** Whether hits carry their sort values: the request sorted (a point-in-time search always does). */
  explicit: boolean;
  /** Whether scores are returned: the default sort, or an explicit `_score` key. */
  scored: boolean;
}

export interface Slice {
  id: number;
  max: number;
  field?: string;
}

// ---------------------------------------------------------------------------------------------
// Sort values

const dateFormats: Record<string, (canonical: string) => string> = {
  strict_date_optional_time_nanos: (c) => c,
  date_optional_time_nanos: (c) => c,
  strict_date_optional_time: (c) => `${c.slice(0, 23)}Z`,
  date_optional_time: (c) => `${c.slice(0, 23)}Z`,
  epoch_millis: (c) => String(Date.parse(`${c.slice(0, 23)}Z`)),
  epoch_second: (c) => String(Math.floor(Date.parse(`${c.slice(0, 23)}Z`) / 1000)),
};

/** The sort value a hit shows for a key. */
function render(key: SortKey, value: Comparable): string | number | boolean | null {
  if (value === null) return null;
  if (key.kind === "boolean") return value === 1;
  if (key.kind !== "date") return value;
  const canonical = value as string;
  if (key.format) return dateFormats[key.format]!(canonical);
  const millis = Date.parse(`${canonical.slice(0, 23)}Z`);
  // Nanoseconds since the epoch pass 2^53: the number sent is rounded, as JSON numbers are doubles.
  return key.numericType === "date_nanos" ? millis * 1e6 + Number(canonical.slice(23, 29)) : millis;
}

// ---------------------------------------------------------------------------------------------
// Sorting

/** Parses the body's `sort` (or the query string's `field:order` list) against the indices' mappings. */
export function parseSort(sort: unknown, snapshots: Snapshot[], pit: boolean): SortPlan {
  const list = sort === undefined ? [] : Array.isArray(sort) ? sort : [sort];
  const keys = list.map((item): SortKey => {
    let field: string;
    let options: { order?: string; numeric_type?: string; format?: string; missing?: unknown; mode?: string; nested?: unknown } = {};
    if (typeof item === "string") {
      const [name, order] = item.split(":");
      field = name!;
      if (order) options.order = order;
    } else {
      const [name, value] = single(item, "sort");
      field = name;
      options = typeof value === "string" ? { order: value } : ((value ?? {}) as typeof options);
    }
    if (field === "_script" || field === "_geo_distance") throw badRequest("illegal_argument_exception", `the simulator does not sort by [${field}]`);
    if (options.nested !== undefined) throw badRequest("illegal_argument_exception", `the simulator does not sort on nested objects ([nested] of [${field}])`);
    const kind = field === "_score" ? "score" : field === "_doc" ? "doc" : field === "_shard_doc" ? "shard_doc" : mappedKind(field, snapshots);
    if (kind === "shard_doc" && !pit) throw badRequest("illegal_argument_exception", "[_shard_doc] sort field cannot be used without [point in time]");
    const order = options.order ?? (kind === "score" ? "desc" : "asc");
    if (options.format !== undefined) {
      if (kind !== "date") throw badRequest("illegal_argument_exception", `[format] applies to date fields only, not [${field}]`);
      if (!dateFormats[options.format]) throw badRequest("illegal_argument_exception", `unsupported date format [${options.format}]: the simulator knows ${Object.keys(dateFormats).join(", ")}`);
    }
    if (options.missing !== undefined && options.missing !== "_first" && options.missing !== "_last") {
      throw badRequest("illegal_argument_exception", `the simulator sorts missing values only _first or _last, not [${String(options.missing)}]`);
    }
    if (options.mode !== undefined && options.mode !== (order === "desc" ? "max" : "min")) {
      throw badRequest("illegal_argument_exception", `the simulator sorts fields with several values by their ${order === "desc" ? "max" : "min"} only, not [${options.mode}]`);
    }
    return { field, order: order === "desc" ? -1 : 1, kind, numericType: options.numeric_type, format: options.format, missingFirst: options.missing === "_first" };
  });
  const explicit = keys.length > 0;
  if (!explicit) keys.push({ field: "_score", order: -1, kind: "score" });
  // Every point-in-time search gets the _shard_doc tiebreaker as its last key (rule 5 of search_after).
  if (pit && !keys.some((key) => key.kind === "shard_doc")) keys.push({ field: "_shard_doc", order: 1, kind: "shard_doc" });
  return { keys, explicit: explicit || pit, scored: !explicit || keys.some((key) => key.kind === "score") };
}

function mappedKind(field: string, snapshots: Snapshot[]): FieldKind {
  for (const { index } of snapshots) {
    const kind = index.mapping.get(field);
    if (kind) return kind;
  }
  throw badRequest("query_shard_exception", `No mapping found for [${field}] in order to sort on`);
}

function keyValue(key: SortKey, entry: Omit<Entry, "keys">): Comparable {
  switch (key.kind) {
    case "score":
      return entry.score;
    case "doc":
      return entry.doc.ord;
    case "shard_doc":
      return entry.shard * 4_294_967_296 + entry.doc.ord;
    default: {
      const { source } = entry.doc;
      // One value in a plain member, as most are: no list to build.
      if (Object.hasOwn(source, key.field)) {
        const value = source[key.field];
        if (value === null || value === undefined) return null;
        if (typeof value !== "object") return normalize(value, key.kind, key.numericType);
      }
      // Of several values the smallest sorts ascending and the largest descending, as the service does.
      let best: Comparable = null;
      for (const raw of fieldValues(entry.doc.source, key.field)) {
        const value = normalize(raw, key.kind, key.numericType);
        if (value !== null && (best === null || (key.order === 1 ? value < best : value > best))) best = value;
      }
      return best;
    }
  }
}

/** Compares one key: a missing value (null) sorts last in either direction, or first if asked. */
function compareKey(a: Comparable, b: Comparable, order: 1 | -1, missingFirst = false): number {
  if (a === b) return 0;
  if (a === null) return missingFirst ? -1 : 1;
  if (b === null) return missingFirst ? 1 : -1;
  return a < b ? -order : order;
}

/**
 * The total order of hits: the keys, then shard and position (so that it is the same each time it
 * is worked out). Sort values are worked out only as far as a comparison needs them, and a key
 * that repeats an earlier one (same field, kind and choice among several values) takes its value.
 */
class Ordering {
  /** For each key, the first key with the same value. */
  private readonly same: number[];
  /** The keys that can decide a comparison: a repeat of an earlier key ties whenever that one does. */
  private readonly deciding: number[];
  /** What comparing a document costs, in the request breaker's units: 1 a deciding key, more for a date (parsed for every document). */
  readonly cost: number;

  constructor(readonly keys: SortKey[]) {
    const signature = (key: SortKey) => `${key.kind}\u0000${key.field}\u0000${key.order}\u0000${key.numericType ?? ""}`;
    const first = new Map<string, number>();
    this.same = keys.map((key, i) => {
      const name = signature(key);
      if (!first.has(name)) first.set(name, i);
      return first.get(name)!;
    });
    this.deciding = this.same.flatMap((first, i) => (first === i ? [i] : []));
    this.cost = this.deciding.reduce((sum, i) => sum + 1 + (keys[i]!.kind === "date" ? parsingCost : 0), 0);
  }

  valueAt(entry: Entry, i: number): Comparable {
    const values = (entry.keys ??= []);
    while (values.length <= i) {
      const next = values.length;
      const first = this.same[next]!;
      values.push(first < next ? values[first]! : keyValue(this.keys[next]!, entry));
    }
    return values[i]!;
  }

  /** Every sort value of a hit, for its answer. */
  complete(entry: Entry): Comparable[] {
    if (this.keys.length > 0) this.valueAt(entry, this.keys.length - 1);
    return entry.keys ?? [];
  }

  readonly compare = (a: Entry, b: Entry): number => {
    for (const i of this.deciding) {
      const key = this.keys[i]!;
      const result = compareKey(this.valueAt(a, i), this.valueAt(b, i), key.order, key.missingFirst);
      if (result !== 0) return result;
    }
    return a.shard - b.shard || a.doc.ord - b.doc.ord;
  };

  /** Compares a hit with `search_after` values, on the keys they give (a repeated key too: its value is the client's). */
  compareToValues(entry: Entry, values: Comparable[]): number {
    for (let i = 0; i < values.length; i++) {
      const key = this.keys[i]!;
      const result = compareKey(this.valueAt(entry, i), values[i]!, key.order, key.missingFirst);
      if (result !== 0) return result;
    }
    return 0;
  }
}

// ---------------------------------------------------------------------------------------------
// Slices

/**
 * Whether a document is in a slice. By `_id`: with no more slices than shards, slice i takes the
 * shards whose number modulo max is i; with more, each shard is split further by
 * floorMod(hashCode(_id), slices of that shard). By a numeric (or date) field: floorMod of its
 * first value; documents without the field go to slice 0, so that the slices still cover all.
 */
function sliceFilter(slice: Slice | undefined, shardCount: number, snapshots: Snapshot[]): ((doc: DocVersion, shard: number) => boolean) | undefined {
  if (!slice) return undefined;
  const { id, max, field } = slice;
  if (id >= max) throw badRequest("illegal_argument_exception", `slice id [${id}] must be lower than max [${max}]`);
  if (field !== undefined) {
    const kind = snapshots.map((s) => s.index.mapping.get(field)).find(Boolean);
    if (kind !== "number" && kind !== "date") throw badRequest("illegal_argument_exception", `cannot slice by [${field}]: the field must be numeric (or a date) in the index`);
    return (doc) => {
      const first = fieldValues(doc.source, field)[0];
      const number = typeof first === "number" ? first : typeof first === "string" ? Date.parse(first) : NaN;
      return (Number.isFinite(number) ? floorMod(Math.trunc(number), max) : 0) === id;
    };
  }
  if (max <= shardCount) return (_doc, shard) => shard % max === id;
  const target = id % shardCount;
  const inShard = Math.floor(max / shardCount) + (max % shardCount > target ? 1 : 0);
  const part = Math.floor(id / shardCount);
  return (doc, shard) => shard === target && floorMod(hashCode(doc.id), inShard) === part;
}

// ---------------------------------------------------------------------------------------------
// Pages

export interface ResultRequest {
  snapshots: Snapshot[];
  query: unknown;
  sort: unknown;
  slice?: Slice;
  pit: boolean;
  /** How the hits' sources are rendered; not what the hits are. */
  source?: SourceFilter;
}

/** Where a page starts: after `search_after` values (compared on the keys they give), or after a scroll's last hit (in the total order). */
export type After = { values: Comparable[] } | { hit: Entry };

export interface PageOptions {
  after?: After;
  /** The hits wanted: the first `count` of the order (from + size), or the next `count` after `after`. */
  count: number;
  /** Whether every match must be counted (`hits.total`); a page in the index's order can stop early otherwise. */
  countAll: boolean;
  aggregations?: Aggregator;
}

export interface Page {
  /** The hits, in order: at most `count`. */
  hits: Entry[];
  /** How many documents match, when every match was read. */
  total?: number;
  maxScore: number | null;
}

/** One shard of one index, as a search reads it. */
interface ShardSource {
  docs: DocVersion[];
  index: string;
  /** Its number among all shards searched. */
  shard: number;
  version: number;
  query: CompiledQuery;
}

/** A search made ready to read: its order, its shards with their compiled queries, its slice. */
export interface PreparedSearch {
  request: ResultRequest;
  plan: SortPlan;
  ordering: Ordering;
  sources: ShardSource[];
  shardCount: number;
  inSlice?: (doc: DocVersion, shard: number) => boolean;
  /** What evaluating the query costs a document, in the request breaker's units. */
  queryCost: number;
}

/** Parses and checks a search's sort, query and slice against its snapshots; refuses what the service refuses before reading. */
export function prepareSearch(request: ResultRequest): PreparedSearch {
  const { snapshots } = request;
  const plan = parseSort(request.sort, snapshots, request.pit);
  const shardCount = snapshots.reduce((sum, s) => sum + s.index.shards.length, 0);
  const inSlice = sliceFilter(request.slice, shardCount, snapshots);
  const sources: ShardSource[] = [];
  let queryCost = 1;
  let shardBase = 0;
  for (const { index, version } of snapshots) {
    const query = compileQuery(request.query, index.mapping, index.maxTermsCount);
    queryCost = Math.max(queryCost, query.cost);
    index.shards.forEach((docs, shardNumber) => sources.push({ docs, index: index.name, shard: shardBase + shardNumber, version, query }));
    shardBase += index.shards.length;
  }
  return { request, plan, ordering: new Ordering(plan.keys), sources, shardCount, inSlice, queryCost };
}

/** What the request breaker charges for one unit of a search's work: 8 bytes, a value read. */
const bytesPerUnit = 8;

/**
 * Refuses, before it reads anything, a search whose work would pass the request breaker's limit
 * (`indices.breaker.request.limit`), with the service's 429 `circuit_breaking_exception`. The
 * service's breaker counts the memory a request takes as it runs; the simulator holds little
 * memory for a search (its page of hits), but reads every document it looks at, so it weighs the
 * work it would do, in units of about one value read, 8 bytes each. Each document version looked
 * at costs 4, plus its query (1 a clause, 16 more for a clause that parses dates or splits text,
 * 1 a term of a match query), its deciding sort keys (1 each, 16 more for a date) and its
 * aggregations (8 a terms aggregation, 1 a value_count); each hit returned costs 2, plus 1 for
 * each sort value and source pattern. A search is the same work each time, so its refusal is
 * too: durability PERMANENT.
 */
export function checkBreaker(search: PreparedSearch, options: { count: number; aggregationCost: number; sourcePatterns: number; limitBytes: number }): void {
  const documents = search.sources.reduce((sum, source) => sum + source.docs.length, 0);
  const perDocument = 4 + search.queryCost + search.ordering.cost + options.aggregationCost;
  const perHit = 2 + search.plan.keys.length + options.sourcePatterns;
  const wanted = (documents * perDocument + Math.min(options.count, documents) * perHit) * bytesPerUnit;
  if (wanted <= options.limitBytes) return;
  throw shardFailure(
    429,
    "circuit_breaking_exception",
    `[request] Data too large, data for [<search of ${documents} documents>] would be [${wanted}/${byteSize(wanted)}], which is larger than the limit of [${options.limitBytes}/${byteSize(options.limitBytes)}]`,
    { bytes_wanted: wanted, bytes_limit: options.limitBytes, durability: "PERMANENT" },
  );
}

const byteUnits: Record<string, number> = { b: 1, kb: 2 ** 10, mb: 2 ** 20, gb: 2 ** 30, tb: 2 ** 40 };

/** A byte size as the service's settings take it (`32mb`, `512kb`, or a number of bytes); NaN for anything else (a percentage too: the simulator has no heap to take one of). */
export function parseByteSize(value: string | number): number {
  if (typeof value === "number") {
    if (Number.isInteger(value) && value >= 0) return value;
  } else {
    const match = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb|tb)$/i.exec(value.trim());
    if (match) return Math.floor(Number(match[1]) * byteUnits[match[2]!.toLowerCase()]!);
  }
  return NaN;
}

/** Bytes as the service writes them in messages: `1.2mb`, `32mb`, `512b`. */
export function byteSize(bytes: number): string {
  const units: [string, number][] = [
    ["tb", 2 ** 40],
    ["gb", 2 ** 30],
    ["mb", 2 ** 20],
    ["kb", 2 ** 10],
  ];
  for (const [unit, size] of units) if (bytes >= size) return `${Math.round((bytes / size) * 10) / 10}${unit}`;
  return `${bytes}b`;
}

/** Whether the order is the index's own, so that a page can be read from where the last one ended: `_shard_doc` first, or `_doc` (with at most the `_shard_doc` tiebreaker after it), ascending. */
function indexOrder(plan: SortPlan): "shard_doc" | "doc" | undefined {
  const [first, ...rest] = plan.keys;
  if (plan.scored || !first || first.order !== 1) return undefined;
  if (first.kind === "shard_doc") return "shard_doc";
  if (first.kind === "doc" && rest.every((key) => key.kind === "shard_doc" && key.order === 1)) return "doc";
  return undefined;
}

/** The position of the first version at or after `ord` in a shard (versions are in `ord` order). */
function firstAtOrAfter(docs: DocVersion[], ord: number): number {
  let low = 0;
  let high = docs.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (docs[middle]!.ord < ord) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Where a page in the index's order starts reading: the shard and position of the cursor (nothing before it can come after it). */
function startOf(order: "shard_doc" | "doc", after: After): { shard: number; ord: number } | undefined {
  if ("hit" in after) return { shard: after.hit.shard, ord: after.hit.doc.ord };
  const first = after.values[0];
  if (typeof first !== "number") return undefined;
  if (order === "doc") return { shard: 0, ord: first };
  const shard = Math.floor(first / 4_294_967_296);
  return { shard, ord: first - shard * 4_294_967_296 };
}

/**
 * A page of a prepared search. Every match is read when the total is counted, the hits are
 * scored, aggregations are asked for or the order is on values: the page keeps the first `count`
 * hits after `after` in a bounded selection. Otherwise the order is the index's own, and the page
 * reads from where `after` is, shard by shard, until it has its hits.
 */
export function searchPage(search: PreparedSearch, options: PageOptions): Page {
  const { plan, ordering, inSlice } = search;
  const { after, count } = options;
  const isAfter = !after ? () => true : "values" in after ? (entry: Entry) => ordering.compareToValues(entry, after.values) > 0 : (entry: Entry) => ordering.compare(entry, after.hit) > 0;
  const order = indexOrder(plan);

  if (order && !options.countAll && !options.aggregations) {
    return { hits: count === 0 ? [] : readInOrder(search, order, after, count, isAfter), maxScore: null };
  }

  const top = new Top<Entry>(count, ordering.compare);
  let total = 0;
  let maxScore = -Infinity;
  // An entry turned away is reused for the next match: a search of many documents makes few.
  let spare: Entry | undefined;
  for (const source of search.sources) {
    for (const doc of source.docs) {
      if (!visibleAt(doc, source.version) || (inSlice && !inSlice(doc, source.shard))) continue;
      const score = source.query.matcher(doc.source);
      if (score === undefined) continue;
      total++;
      if (score > maxScore) maxScore = score;
      options.aggregations?.add(doc.source);
      if (count === 0) continue;
      let entry = spare;
      if (entry) {
        entry.doc = doc;
        entry.index = source.index;
        entry.shard = source.shard;
        entry.score = score;
        if (entry.keys) entry.keys.length = 0;
      } else {
        entry = { doc, index: source.index, shard: source.shard, score };
      }
      spare = isAfter(entry) && top.offer(entry) ? undefined : entry;
    }
  }
  return { hits: top.sorted(), total, maxScore: plan.scored && total > 0 ? maxScore : null };
}

/**
 * The next `count` hits in the index's order, read from where `after` is and no further: in
 * `_shard_doc` order shard after shard; in `_doc` order the shards merged by position, then shard.
 */
function readInOrder(search: PreparedSearch, order: "shard_doc" | "doc", after: After | undefined, count: number, isAfter: (entry: Entry) => boolean): Entry[] {
  const start = after ? startOf(order, after) : undefined;
  /** A shard read from a position: `next` is its next hit after the cursor, if any; once one is, every later one is (`past`). */
  const cursors = search.sources
    .filter((source) => !(order === "shard_doc" && start && source.shard < start.shard))
    .map((source) => ({ source, at: start && (order === "doc" || source.shard === start.shard) ? firstAtOrAfter(source.docs, start.ord) : 0, next: undefined as Entry | undefined, past: !after }));
  const advance = (cursor: (typeof cursors)[number]): boolean => {
    const { source } = cursor;
    while (cursor.at < source.docs.length) {
      const doc = source.docs[cursor.at++]!;
      if (!visibleAt(doc, source.version) || (search.inSlice && !search.inSlice(doc, source.shard))) continue;
      const score = source.query.matcher(doc.source);
      if (score === undefined) continue;
      const entry: Entry = { doc, index: source.index, shard: source.shard, score };
      if (!cursor.past && !(cursor.past = isAfter(entry))) continue;
      cursor.next = entry;
      return true;
    }
    return false;
  };
  const hits: Entry[] = [];
  if (order === "shard_doc") {
    for (const cursor of cursors) while (hits.length < count && advance(cursor)) hits.push(cursor.next!);
    return hits;
  }
  // The shard whose next hit comes first is on top: the order, `_doc` then shard, reversed, as Top keeps the last on top.
  const byNext = new Top<(typeof cursors)[number]>(cursors.length, (a, b) => b.next!.doc.ord - a.next!.doc.ord || b.next!.shard - a.next!.shard);
  for (const cursor of cursors) if (advance(cursor)) byNext.offer(cursor);
  while (hits.length < count) {
    const cursor = byNext.pop();
    if (!cursor) break;
    hits.push(cursor.next!);
    if (advance(cursor)) byNext.offer(cursor);
  }
  return hits;
}

/** The `search_after` values of a request, read as its sort keys compare them; a count or value that does not fit is the service's 400. */
export function afterValues(plan: SortPlan, searchAfter: unknown[]): Comparable[] {
  const { keys } = plan;
  // A point-in-time search may leave out the implicit tiebreaker's value.
  const implicitLeftOut = searchAfter.length === keys.length - 1 && keys.at(-1)!.kind === "shard_doc";
  if (searchAfter.length !== keys.length && !implicitLeftOut) {
    throw badRequest("illegal_argument_exception", `search_after has ${searchAfter.length} value(s) but sort has ${keys.length}`);
  }
  return searchAfter.map((value, i) => {
    const key = keys[i]!;
    if (value === null) return null;
    const kind = key.kind === "score" || key.kind === "doc" || key.kind === "shard_doc" ? "number" : key.kind;
    // A date rendered with the epoch_second format comes back in seconds.
    const given = key.format === "epoch_second" && typeof value === "string" && /^\d+$/.test(value) ? Number(value) * 1000 : value;
    const normalized = normalize(given, kind, key.numericType);
    if (normalized === null) throw badRequest("illegal_argument_exception", `search_after value ${JSON.stringify(value)} does not fit sort key [${key.field}]`);
    return normalized;
  });
}

export function renderHits(search: PreparedSearch, entries: Entry[], source?: SourceFilter) {
  const { plan, ordering } = search;
  return entries.map((entry) => {
    // Members set one by one: spreading optional ones made two objects more for every hit.
    const hit: { _index: string; _id: string; _score: number | null; _source?: Source; sort?: ReturnType<typeof render>[] } = {
      _index: entry.index,
      _id: entry.doc.id,
      _score: plan.scored ? entry.score : null,
    };
    if (source !== false) hit._source = source ? filterSource(entry.doc.source, source, "") : entry.doc.source;
    if (plan.explicit) hit.sort = ordering.complete(entry).map((value, i) => render(plan.keys[i]!, value));
    return hit;
  });
}

/** Which members of a hit's `_source` come back: none (`false`), or those an include pattern matches and no exclude pattern does (no includes: all). */
export type SourceFilter = false | { includes: string[]; excludes: string[] };

/**
 * The members of a source that a filter keeps, by their dotted paths: a path an exclude pattern
 * matches goes; one an include pattern matches stays whole (less what excludes match inside it);
 * an object on the way to a path an include may match is kept with what it keeps. `*` matches any
 * run of characters, dots too, as in the service's patterns.
 */
function filterSource(source: Source, filter: Exclude<SourceFilter, false>, prefix: string): Source {
  const kept: Source = {};
  for (const [name, value] of Object.entries(source)) {
    const path = prefix + name;
    if (filter.excludes.some((pattern) => wildcardMatches(pattern, path))) continue;
    const included = filter.includes.length === 0 || filter.includes.some((pattern) => wildcardMatches(pattern, path));
    const isObject = typeof value === "object" && value !== null && !Array.isArray(value);
    if (included) {
      kept[name] = isObject ? filterSource(value as Source, { includes: [], excludes: filter.excludes }, `${path}.`) : value;
    } else if (isObject && filter.includes.some((pattern) => mayMatchBelow(pattern, `${path}.`))) {
      const inner = filterSource(value as Source, filter, `${path}.`);
      if (Object.keys(inner).length > 0) kept[name] = inner;
    }
  }
  return kept;
}

/** Whether a pattern may match a path that starts with `prefix`. */
function mayMatchBelow(pattern: string, prefix: string): boolean {
  const star = pattern.indexOf("*");
  const literal = star === -1 ? pattern : pattern.slice(0, star);
  return star === -1 ? pattern.startsWith(prefix) : literal.startsWith(prefix) || prefix.startsWith(literal);
}

/** `hits.total` for `track_total_hits`: exact, absent, or counted up to a number (10,000 by default). */
export function totalHits(count: number, track: unknown) {
  if (track === false) return undefined;
  const limit = track === true ? Infinity : typeof track === "number" ? track : 10_000;
  return count > limit ? { value: limit, relation: "gte" } : { value: count, relation: "eq" };
}
