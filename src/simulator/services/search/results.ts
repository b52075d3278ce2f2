/**
 * The hits of a search, in order: the matches of snapshots of indices, sorted by the request's
 * keys (sort.ts), cut into slices, paged from an offset or after `search_after` values (or a
 * scroll's last hit), and rendered as the contract's hits (their sources filtered: source-filter.ts).
 *
 * A page keeps only the hits it needs: the first `from + size` of the matches (a bounded
 * selection, top.ts), or, in the index's own order (`_doc`, `_shard_doc`), the next ones after
 * where the last page ended, read from there and no further. Before it reads anything, a search is
 * weighed as the service's request circuit breaker would weigh it (breaker.ts).
 */
import { badRequest } from "./errors.js";
import { compileQuery, type CompiledQuery } from "./query.js";
import type { Aggregator } from "./aggregations.js";
import type { Comparable } from "./values.js";
import { Ordering, parseSort, render, type Entry, type Snapshot, type SortPlan } from "./sort.js";
import { filterSource, type SourceFilter } from "./source-filter.js";
import { Top } from "./top.js";
import { fieldValues, floorMod, hashCode, visibleAt, type DocVersion, type Source } from "./store.js";

export interface Slice {
  id: number;
  max: number;
  field?: string;
}

// ---------------------------------------------------------------------------------------------
// Slices

/**
 * Whether a document is in a slice, split as the service splits it: by shard first (with no more
 * slices than shards, slice i takes the shards whose number modulo max is i), then, where there
 * are more slices than shards, each shard by floorMod(hashCode(_id), slices of that shard), or
 * with `slice.field` by floorMod of the field's first value (a numeric or date field; a document
 * without it goes to the shard's first part, so that the slices still cover all).
 */
function sliceFilter(
  slice: Slice | undefined,
  shardCount: number,
  snapshots: Snapshot[],
): ((doc: DocVersion, shard: number, index: string) => boolean) | undefined {
  if (!slice) return undefined;
  const { id, max, field } = slice;
  if (id >= max) throw badRequest("illegal_argument_exception", `slice id [${id}] must be lower than max [${max}]`);
  let part = (doc: DocVersion, _index: string, parts: number) => floorMod(hashCode(doc.id), parts);
  if (field !== undefined) {
    const fields = new Map(snapshots.map((s) => [s.index.name, s.index.mapping.field(field)] as const));
    const numeric = [...fields.values()].some((mapped) => mapped && !["keyword", "text", "boolean"].includes(mapped.kind));
    if (!numeric)
      throw badRequest("illegal_argument_exception", `cannot slice by [${field}]: the field must be numeric (or a date) in the index`);
    part = (doc, index, parts) => {
      const mapped = fields.get(index);
      const first = mapped && fieldValues(doc.source, mapped.path)[0];
      const number = typeof first === "number" ? first : typeof first === "string" ? Date.parse(first) : NaN;
      return Number.isFinite(number) ? floorMod(Math.trunc(number), parts) : 0;
    };
  }
  if (max <= shardCount) return (_doc, shard) => shard % max === id;
  const target = id % shardCount;
  const inShard = Math.floor(max / shardCount) + (max % shardCount > target ? 1 : 0);
  const wanted = Math.floor(id / shardCount);
  return (doc, shard, index) => shard === target && (inShard === 1 || part(doc, index, inShard) === wanted);
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
  inSlice?: (doc: DocVersion, shard: number, index: string) => boolean;
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
  const isAfter = !after
    ? () => true
    : "values" in after
      ? (entry: Entry) => ordering.compareToValues(entry, after.values) > 0
      : (entry: Entry) => ordering.compare(entry, after.hit) > 0;
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
      if (!visibleAt(doc, source.version) || (inSlice && !inSlice(doc, source.shard, source.index))) continue;
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
function readInOrder(
  search: PreparedSearch,
  order: "shard_doc" | "doc",
  after: After | undefined,
  count: number,
  isAfter: (entry: Entry) => boolean,
): Entry[] {
  const start = after ? startOf(order, after) : undefined;
  /** A shard read from a position: `next` is its next hit after the cursor, if any; once one is, every later one is (`past`). */
  const cursors = search.sources
    .filter((source) => !(order === "shard_doc" && start && source.shard < start.shard))
    .map((source) => ({
      source,
      at: start && (order === "doc" || source.shard === start.shard) ? firstAtOrAfter(source.docs, start.ord) : 0,
      next: undefined as Entry | undefined,
      past: !after,
    }));
  const advance = (cursor: (typeof cursors)[number]): boolean => {
    const { source } = cursor;
    while (cursor.at < source.docs.length) {
      const doc = source.docs[cursor.at++]!;
      if (!visibleAt(doc, source.version) || (search.inSlice && !search.inSlice(doc, source.shard, source.index))) continue;
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
  const byNext = new Top<(typeof cursors)[number]>(
    cursors.length,
    (a, b) => b.next!.doc.ord - a.next!.doc.ord || b.next!.shard - a.next!.shard,
  );
  for (const cursor of cursors) if (advance(cursor)) byNext.offer(cursor);
  while (hits.length < count) {
    const cursor = byNext.pop();
    if (!cursor) break;
    hits.push(cursor.next!);
    if (advance(cursor)) byNext.offer(cursor);
  }
  return hits;
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

/** `hits.total` for `track_total_hits`: exact, absent, or counted up to a number (10,000 by default). */
export function totalHits(count: number, track: unknown) {
  if (track === false) return undefined;
  const limit = track === true ? Infinity : typeof track === "number" ? track : 10_000;
  return count > limit ? { value: limit, relation: "gte" } : { value: count, relation: "eq" };
}
