/**
 * Queries, values and aggregations of the search simulator.
 *
 * The query subset (the source document leaves the query language out; these are what paging code
 * uses): match_all, term, terms, range, exists, match (on text), bool (must, filter, should,
 * must_not, minimum_should_match). Anything else is refused with the service's error body naming it.
 */
import { defaultMaxTermsCount, fieldValues, someValue, type FieldKind, type Source } from "./store.js";
import { Top } from "./top.js";
import { badRequest, shardFailure } from "./errors.js";

// ---------------------------------------------------------------------------------------------
// Queries

type Matcher = (source: Source) => number | undefined;

const supportedQueries = "match_all, term, terms, range, exists, match, bool";

export function single(clause: unknown, name: string): [string, unknown] {
  if (clause === null || typeof clause !== "object" || Array.isArray(clause)) throw badRequest("parsing_exception", `[${name}] query malformed, expected an object`);
  const entries = Object.entries(clause);
  if (entries.length !== 1) throw badRequest("parsing_exception", `[${name}] query malformed, expected exactly one field, got ${entries.length}`);
  return entries[0]!;
}

/** The service's default for `indices.query.bool.max_nested_depth`: queries inside queries, the outermost counting 1. */
export const maxNestedDepth = 30;

/** How deep a value may nest inside a search body outside the query's own nesting: far beyond any real one (a sort or a range takes 3). */
export const maxValueDepth = 100;

/**
 * Refuses a search body nested deeper than the service allows before anything recursive
 * (compiling the query, hashing the request) sees it: queries inside queries beyond
 * `indices.query.bool.max_nested_depth`, with the service's error, then any other value nested
 * beyond `maxValueDepth` levels. Both walk with a list of their own rather than by recursion.
 */
export function checkNesting(body: { query?: unknown }): void {
  const pending: [clause: unknown, depth: number][] = body.query === undefined ? [] : [[body.query, 1]];
  while (pending.length > 0) {
    const [clause, depth] = pending.pop()!;
    if (depth > maxNestedDepth) {
      throw badRequest("illegal_argument_exception", "The nested depth of the query exceeds the maximum nested depth for queries set in [indices.query.bool.max_nested_depth]");
    }
    const bool = isObject(clause) ? clause.bool : undefined;
    if (!isObject(bool)) continue;
    for (const occurrence of ["must", "filter", "should", "must_not"]) {
      const clauses = bool[occurrence];
      if (clauses !== undefined) for (const inner of Array.isArray(clauses) ? clauses : [clauses]) pending.push([inner, depth + 1]);
    }
  }
  // A query within the limit nests at most 3 levels of JSON per query (`{"bool":{"must":[…]}}`).
  if (nestsDeeper(body, maxValueDepth + 3 * maxNestedDepth)) {
    throw badRequest("parsing_exception", `the request body nests values more than ${maxValueDepth} levels deep`);
  }
}

/** Whether a JSON value nests objects and arrays more than `limit` levels deep. */
function nestsDeeper(value: unknown, limit: number): boolean {
  const pending: [value: unknown, depth: number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (current === null || typeof current !== "object") continue;
    if (depth >= limit) return true;
    for (const inner of Object.values(current)) pending.push([inner, depth + 1]);
  }
  return false;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The fewest clauses the service lets a query have (`indices.query.bool.max_clause_count`; from 8.0 it computes a limit of at least this from its heap). */
export const maxClauseCount = 1024;

/** A query compiled for one index: its matcher, its clauses as the service counts them (a bool's leaves, a match query's terms each), and its cost. */
export interface CompiledQuery {
  matcher: Matcher;
  clauses: number;
  /** What evaluating it costs a document, in the units of the request breaker (results.ts): 1 a clause, more for one that parses dates or splits text. */
  cost: number;
}

/** The extra cost of a clause that parses a date or splits a text into words for every document: about 16 times a plain comparison. */
export const parsingCost = 16;

/**
 * Compiles a query against an index's mapping, refusing what the service refuses before it
 * searches: a `terms` query of more values than `index.max_terms_count`, and a query of more
 * clauses than `indices.query.bool.max_clause_count`.
 */
export function compileQuery(query: unknown, mapping: Map<string, FieldKind>, maxTermsCount = defaultMaxTermsCount): CompiledQuery {
  const counted = { clauses: 0, cost: 0 };
  const matcher = compileClause(query, mapping, maxTermsCount, counted);
  if (counted.clauses > maxClauseCount) {
    throw shardFailure(400, "illegal_argument_exception", "Query rewrite failed: too many clauses", {
      caused_by: { type: "too_many_nested_clauses", reason: `Query contains too many nested clauses; maxClauseCount is set to ${maxClauseCount}` },
    });
  }
  return { matcher, clauses: Math.max(counted.clauses, 1), cost: Math.max(counted.cost, 1) };
}

function compileClause(query: unknown, mapping: Map<string, FieldKind>, maxTermsCount: number, counted: { clauses: number; cost: number }): Matcher {
  if (query === undefined) return () => 1;
  const [type, body] = single(query, "query");
  const options = (body ?? {}) as Record<string, unknown>;
  if (type !== "bool") {
    counted.clauses++;
    counted.cost++;
  }
  /** Charges the parsing of a date field's values. */
  const onField = (field: string) => {
    if (mapping.get(field) === "date") counted.cost += parsingCost;
  };
  switch (type) {
    case "match_all":
      return () => 1;
    case "exists": {
      const field = options.field;
      if (typeof field !== "string") throw badRequest("parsing_exception", "[exists] query needs a [field]");
      return (source) => (someValue(source, field, () => true) ? 1 : undefined);
    }
    case "term": {
      const [field, spec] = single(body, "term");
      const wanted = spec !== null && typeof spec === "object" ? (spec as { value?: unknown }).value : spec;
      if (wanted === undefined) throw badRequest("parsing_exception", "[term] query needs a value");
      onField(field);
      const kind = mapping.get(field);
      const target = normalize(wanted, kind);
      const matches = (value: unknown) => normalize(value, kind) === target;
      return (source) => (someValue(source, field, matches) ? 1 : undefined);
    }
    case "terms": {
      const [field, list] = single(body, "terms");
      if (!Array.isArray(list)) throw badRequest("parsing_exception", "[terms] query needs an array of values");
      if (list.length > maxTermsCount) {
        throw shardFailure(
          400,
          "illegal_argument_exception",
          `The number of terms [${list.length}] used in the Terms Query request has exceeded the allowed maximum of [${maxTermsCount}]. This maximum can be set by changing the [index.max_terms_count] index level setting.`,
        );
      }
      onField(field);
      const kind = mapping.get(field);
      const targets = new Set(list.map((value) => normalize(value, kind)));
      const matches = (value: unknown) => targets.has(normalize(value, kind));
      return (source) => (someValue(source, field, matches) ? 1 : undefined);
    }
    case "range": {
      const [field, bounds] = single(body, "range");
      onField(field);
      const kind = mapping.get(field);
      const checks: ((value: Comparable) => boolean)[] = [];
      for (const [operator, bound] of Object.entries((bounds ?? {}) as Record<string, unknown>)) {
        if (operator === "format" || operator === "boost") continue;
        const limit = normalize(bound, kind);
        if (limit === null) throw badRequest("parsing_exception", `[range] query: [${operator}] bound ${JSON.stringify(bound)} is not a value of field [${field}]`);
        const test = { gt: (v: Comparable) => v! > limit, gte: (v: Comparable) => v! >= limit, lt: (v: Comparable) => v! < limit, lte: (v: Comparable) => v! <= limit }[operator];
        if (!test) throw badRequest("parsing_exception", `[range] query does not support [${operator}]; use gt, gte, lt, lte`);
        checks.push(test);
      }
      const inRange = (value: unknown) => {
        const normalized = normalize(value, kind);
        return normalized !== null && checks.every((check) => check(normalized));
      };
      return (source) => (someValue(source, field, inRange) ? 1 : undefined);
    }
    case "match": {
      const [field, spec] = single(body, "match");
      const options = spec !== null && typeof spec === "object" ? (spec as { query?: unknown; operator?: string }) : { query: spec };
      const terms = [...new Set(tokens(String(options.query ?? "")))];
      // The service makes a clause of each term.
      counted.clauses += Math.max(terms.length - 1, 0);
      counted.cost += parsingCost + terms.length;
      const all = String(options.operator ?? "or").toLowerCase() === "and";
      return (source) => {
        const present = new Set<string>();
        let length = 0;
        for (const value of fieldValues(source, field)) {
          for (const token of tokens(String(value))) {
            present.add(token);
            length++;
          }
        }
        const matched = terms.filter((term) => present.has(term)).length;
        if (matched === 0 || (all && matched < terms.length)) return undefined;
        // A simple relevance: more query terms, in a shorter field, score higher.
        return matched / Math.sqrt(length);
      };
    }
    case "bool": {
      const list = (name: string) => {
        const value = options[name];
        return value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((clause) => compileClause(clause, mapping, maxTermsCount, counted));
      };
      const known = ["must", "filter", "should", "must_not", "minimum_should_match", "boost"];
      const unknown = Object.keys(options).find((key) => !known.includes(key));
      if (unknown) throw badRequest("parsing_exception", `[bool] query does not support [${unknown}]`);
      const [must, filter, should, mustNot] = [list("must"), list("filter"), list("should"), list("must_not")];
      const minimumShould = Number(options.minimum_should_match ?? (must.length + filter.length === 0 && should.length > 0 ? 1 : 0));
      return (source) => {
        let score = 0;
        for (const clause of must) {
          const s = clause(source);
          if (s === undefined) return undefined;
          score += s;
        }
        for (const clause of filter) if (clause(source) === undefined) return undefined;
        for (const clause of mustNot) if (clause(source) !== undefined) return undefined;
        let matchedShould = 0;
        for (const clause of should) {
          const s = clause(source);
          if (s !== undefined) {
            matchedShould++;
            score += s;
          }
        }
        return matchedShould < minimumShould ? undefined : score;
      };
    }
    default:
      throw badRequest("parsing_exception", `unknown query [${type}]: the simulator supports ${supportedQueries}`);
  }
}

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

// ---------------------------------------------------------------------------------------------
// Values

/** A UTC date with milliseconds, the form most documents hold (`2024-01-01T00:00:00.000Z`). */
const utcMillisForm = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{3}Z$/;

/** A date as a string that orders as the date does: UTC with nine fraction digits. */
function canonicalDate(value: string): string | null {
  // The common form is already canonical when every part is in range (out of range, Date.parse
  // refuses some and rolls others over, as 30 February to March: the general way below decides).
  // Checked without parsing, as building a date's text costs most of a sort by date.
  const utc = value.length === 24 ? utcMillisForm.exec(value) : null;
  if (utc) {
    const [year, month, day, hour, minute, second] = utc.slice(1).map(Number) as [number, number, number, number, number, number];
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    const inMonth = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
    if (month >= 1 && month <= 12 && day >= 1 && day <= inMonth && hour <= 23 && minute <= 59 && second <= 59) return `${value.slice(0, 23)}000000Z`;
  }
  const match = /^(.*?)(?:\.(\d{1,9}))?(Z|[+-]\d{2}:?\d{2})?$/.exec(value);
  const base = match?.[1] ?? value;
  const millis = Date.parse(`${base}${match?.[3] ?? (base.includes("T") ? "Z" : "")}`);
  if (!Number.isFinite(millis)) return null;
  const fraction = (match?.[2] ?? "").padEnd(9, "0");
  return `${new Date(millis).toISOString().slice(0, 19)}.${fraction}Z`;
}

function dateFromMillis(millis: number, extraNanos = 0): string | null {
  if (!Number.isFinite(millis)) return null;
  const whole = Math.floor(millis);
  const nanos = Math.min(999_999, Math.round((millis - whole) * 1e6) + extraNanos);
  const iso = new Date(whole).toISOString();
  return `${iso.slice(0, 20)}${iso.slice(20, 23)}${String(nanos).padStart(6, "0")}Z`;
}

/** A value as it compares: a number, a string, or null (missing). */
export type Comparable = number | string | null;

/** A value as it compares for a field of this kind; null when it is not one. */
export function normalize(value: unknown, kind: FieldKind | undefined, numericType?: string): Comparable {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case "date":
      if (typeof value === "number") return numericType === "date_nanos" ? dateFromMillis(Math.floor(value / 1e6), value % 1e6) : dateFromMillis(value);
      if (typeof value === "string") return /^\d+$/.test(value) ? dateFromMillis(Number(value)) : canonicalDate(value);
      return null;
    case "number": {
      const number = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
      if (!Number.isFinite(number)) return null;
      return numericType === "long" ? Math.trunc(number) : number;
    }
    case "boolean":
      return value === true || value === "true" ? 1 : value === false || value === "false" ? 0 : null;
    default:
      return typeof value === "object" ? null : String(value);
  }
}

/** The cluster setting `search.max_buckets`: the buckets one search's aggregations may return. */
export const defaultMaxBuckets = 65_536;

type BucketKey = string | number | boolean;

/** A collector of one aggregation: fed each matching document, then asked for its result. */
interface Collector {
  /** What each document costs it, in the request breaker's units. */
  cost: number;
  add(source: Source): void;
  /** The result, and how many buckets it returns. */
  result(): { value: unknown; buckets: number };
}

/** Bucket keys in the service's order: numbers by value, strings by their characters (not by locale). */
function compareKeys(a: BucketKey, b: BucketKey): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

function collector(name: string, definition: unknown): Collector {
  const [type, options] = single(definition, `aggregation ${name}`);
  const field = (options as { field?: unknown } | null)?.field;
  if (typeof field !== "string") throw badRequest("parsing_exception", `aggregation [${name}] needs a [field]`);
  if (type === "value_count") {
    let count = 0;
    return { cost: 1, add: (source) => void (count += fieldValues(source, field).length), result: () => ({ value: { value: count }, buckets: 0 }) };
  }
  if (type === "terms") {
    const size = (options as { size?: unknown }).size ?? 10;
    if (!Number.isInteger(size) || (size as number) <= 0) throw badRequest("illegal_argument_exception", `[size] must be greater than 0. Found [${String(size)}] in [${name}]`);
    const counts = new Map<BucketKey, number>();
    let documents = 0;
    return {
      cost: 8,
      add(source) {
        for (const value of new Set(fieldValues(source, field))) {
          if (typeof value === "object") continue;
          counts.set(value as BucketKey, (counts.get(value as BucketKey) ?? 0) + 1);
          documents++;
        }
      },
      result() {
        // The `size` most frequent values, ties by key: a bounded selection, not a sort of every value.
        const top = new Top<[BucketKey, number]>(size as number, (a, b) => b[1] - a[1] || compareKeys(a[0], b[0]));
        for (const bucket of counts) top.offer(bucket);
        const shown = top.sorted();
        const inShown = shown.reduce((sum, [, count]) => sum + count, 0);
        return { value: { doc_count_error_upper_bound: 0, sum_other_doc_count: documents - inShown, buckets: shown.map(([key, doc_count]) => ({ key, doc_count })) }, buckets: shown.length };
      },
    };
  }
  throw badRequest("parsing_exception", `unknown aggregation type [${type}] in [${name}]: the simulator supports terms, value_count`);
}

/**
 * Aggregations over every match, collected as the documents stream by: `terms` (buckets of the
 * most frequent values, `size` default 10) and `value_count` (how many values); others are
 * refused, naming them. Their buckets together are bounded by `search.max_buckets`, as the
 * service bounds them.
 */
export function aggregator(aggregations: Record<string, unknown>) {
  // By name in a Map: a name is the client's, and `__proto__` must stay a name.
  const collectors = new Map(Object.entries(aggregations).map(([name, definition]) => [name, collector(name, definition)]));
  const all = [...collectors.values()];
  return {
    /** What each document costs them, in the request breaker's units: a terms aggregation counts its values (8), a value_count sums them (1). */
    cost: all.reduce((sum, each) => sum + each.cost, 0),
    add(source: Source): void {
      for (const each of all) each.add(source);
    },
    results(maxBuckets: number): Record<string, unknown> {
      let buckets = 0;
      const results = new Map<string, unknown>();
      for (const [name, each] of collectors) {
        const { value, buckets: made } = each.result();
        buckets += made;
        if (buckets > maxBuckets) {
          throw shardFailure(
            400,
            "too_many_buckets_exception",
            `Trying to create too many buckets. Must be less than or equal to: [${maxBuckets}] but this number of buckets was exceeded. This limit can be set by changing the [search.max_buckets] cluster level setting.`,
            { max_buckets: maxBuckets },
          );
        }
        results.set(name, value);
      }
      return Object.fromEntries(results);
    },
  };
}

export type Aggregator = ReturnType<typeof aggregator>;
