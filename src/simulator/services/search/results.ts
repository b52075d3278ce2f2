/**
 * The hits of a search, in order: the matches of snapshots of indices, sorted by the request's
 * keys (any field ascending or descending, a missing value last or first; `_score`, `_doc`, `_shard_doc`;
 * `numeric_type` and `format` for dates), cut into slices, paged from an offset or after
 * `search_after` values, and rendered as the contract's hits.
 */
import { badRequest } from "./errors.js";
import { compileQuery, normalize, single, type Comparable } from "./query.js";
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
  keys: Comparable[];
}

export interface Result {
  entries: Entry[];
  keys: SortKey[];
  /** Whether scores are returned: the default sort, or an explicit `_score` key. */
  scored: boolean;
  /** Whether hits carry their sort values: the request sorted (a point-in-time search always does). */
  explicit: boolean;
  maxScore: number | null;
  shardCount: number;
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
export function parseSort(sort: unknown, snapshots: Snapshot[], pit: boolean): { keys: SortKey[]; explicit: boolean } {
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
  return { keys, explicit: explicit || pit };
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

function compareKeys(a: Comparable[], b: Comparable[], keys: SortKey[], length = keys.length): number {
  for (let i = 0; i < length; i++) {
    const result = compareKey(a[i]!, b[i]!, keys[i]!.order, keys[i]!.missingFirst);
    if (result !== 0) return result;
  }
  return 0;
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
// Results

export interface ResultRequest {
  snapshots: Snapshot[];
  query: unknown;
  sort: unknown;
  slice?: Slice;
  pit: boolean;
  /** How the hits' sources are rendered; not what the hits are, so not part of a result's key. */
  source?: SourceFilter;
}

/**
 * Every hit of a search in its order: the matches of the snapshots, sorted by the keys and then
 * by shard and position (so the order is total and the same each time it is worked out).
 */
export function buildResult(request: ResultRequest): Result {
  const { snapshots } = request;
  const { keys, explicit } = parseSort(request.sort, snapshots, request.pit);
  const shardCount = snapshots.reduce((sum, s) => sum + s.index.shards.length, 0);
  const inSlice = sliceFilter(request.slice, shardCount, snapshots);
  const entries: Entry[] = [];
  let shardBase = 0;
  let maxScore = -Infinity;
  for (const { index, version } of snapshots) {
    const matcher = compileQuery(request.query, index.mapping);
    index.shards.forEach((docs, shardNumber) => {
      const shard = shardBase + shardNumber;
      for (const doc of docs) {
        if (!visibleAt(doc, version) || (inSlice && !inSlice(doc, shard))) continue;
        const score = matcher(doc.source);
        if (score === undefined) continue;
        const entry = { doc, index: index.name, shard, score, keys: [] as Comparable[] };
        entry.keys = keys.map((key) => keyValue(key, entry));
        entries.push(entry);
        if (score > maxScore) maxScore = score;
      }
    });
    shardBase += index.shards.length;
  }
  entries.sort((a, b) => compareKeys(a.keys, b.keys, keys) || a.shard - b.shard || a.doc.ord - b.doc.ord);
  const scored = !explicit || keys.some((key) => key.kind === "score");
  return { entries, keys, scored, explicit, maxScore: scored && entries.length > 0 ? maxScore : null, shardCount };
}

/** The position of the first hit after the `search_after` values (compared on the keys they give). */
export function positionAfter(result: Result, searchAfter: unknown[]): number {
  const { keys } = result;
  // A point-in-time search may leave out the implicit tiebreaker's value.
  const implicitLeftOut = searchAfter.length === keys.length - 1 && keys.at(-1)!.kind === "shard_doc";
  if (searchAfter.length !== keys.length && !implicitLeftOut) {
    throw badRequest("illegal_argument_exception", `search_after has ${searchAfter.length} value(s) but sort has ${keys.length}`);
  }
  const after = searchAfter.map((value, i) => {
    const key = keys[i]!;
    if (value === null) return null;
    const kind = key.kind === "score" || key.kind === "doc" || key.kind === "shard_doc" ? "number" : key.kind;
    // A date rendered with the epoch_second format comes back in seconds.
    const given = key.format === "epoch_second" && typeof value === "string" && /^\d+$/.test(value) ? Number(value) * 1000 : value;
    const normalized = normalize(given, kind, key.numericType);
    if (normalized === null) throw badRequest("illegal_argument_exception", `search_after value ${JSON.stringify(value)} does not fit sort key [${key.field}]`);
    return normalized;
  });
  let low = 0;
  let high = result.entries.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compareKeys(result.entries[middle]!.keys, after, keys, after.length) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function renderHits(result: Result, entries: Entry[], source?: SourceFilter) {
  return entries.map((entry) => ({
    _index: entry.index,
    _id: entry.doc.id,
    _score: result.scored ? entry.score : null,
    ...(source === false ? {} : { _source: source ? filterSource(entry.doc.source, source, "") : entry.doc.source }),
    ...(result.explicit ? { sort: entry.keys.map((value, i) => render(result.keys[i]!, value)) } : {}),
  }));
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
