/**
 * Queries, values and aggregations of the search simulator.
 *
 * The query subset (the source document leaves the query language out; these are what paging code
 * uses): match_all, term, terms, range, exists, match (on text), bool (must, filter, should,
 * must_not, minimum_should_match). Anything else is refused with the service's error body naming it.
 */
import { fieldValues, type FieldKind, type Source } from "./store.js";
import type { Entry } from "./results.js";
import { badRequest } from "./errors.js";

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

export function compileQuery(query: unknown, mapping: Map<string, FieldKind>): Matcher {
  if (query === undefined) return () => 1;
  const [type, body] = single(query, "query");
  const options = (body ?? {}) as Record<string, unknown>;
  switch (type) {
    case "match_all":
      return () => 1;
    case "exists": {
      const field = options.field;
      if (typeof field !== "string") throw badRequest("parsing_exception", "[exists] query needs a [field]");
      return (source) => (fieldValues(source, field).length > 0 ? 1 : undefined);
    }
    case "term": {
      const [field, spec] = single(body, "term");
      const wanted = spec !== null && typeof spec === "object" ? (spec as { value?: unknown }).value : spec;
      if (wanted === undefined) throw badRequest("parsing_exception", "[term] query needs a value");
      const target = normalize(wanted, mapping.get(field));
      return (source) => (fieldValues(source, field).some((value) => normalize(value, mapping.get(field)) === target) ? 1 : undefined);
    }
    case "terms": {
      const [field, list] = single(body, "terms");
      if (!Array.isArray(list)) throw badRequest("parsing_exception", "[terms] query needs an array of values");
      const targets = new Set(list.map((value) => normalize(value, mapping.get(field))));
      return (source) => (fieldValues(source, field).some((value) => targets.has(normalize(value, mapping.get(field)))) ? 1 : undefined);
    }
    case "range": {
      const [field, bounds] = single(body, "range");
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
      return (source) =>
        fieldValues(source, field).some((value) => {
          const normalized = normalize(value, kind);
          return normalized !== null && checks.every((check) => check(normalized));
        })
          ? 1
          : undefined;
    }
    case "match": {
      const [field, spec] = single(body, "match");
      const options = spec !== null && typeof spec === "object" ? (spec as { query?: unknown; operator?: string }) : { query: spec };
      const terms = [...new Set(tokens(String(options.query ?? "")))];
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
        return value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((clause) => compileQuery(clause, mapping));
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

/** A date as a string that orders as the date does: UTC with nine fraction digits. */
function canonicalDate(value: string): string | null {
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

/**
 * Aggregations, computed over every hit: `terms` (buckets of the most frequent values, `size`
 * default 10) and `value_count` (how many values). Others are refused, naming them.
 */
export function aggregate(aggregations: Record<string, unknown>, entries: Entry[]): Record<string, unknown> {
  // By name in a Map: a name is the client's, and `__proto__` must stay a name.
  const results = new Map<string, unknown>();
  for (const [name, definition] of Object.entries(aggregations)) {
    const [type, options] = single(definition, `aggregation ${name}`);
    const field = (options as { field?: unknown } | null)?.field;
    if (typeof field !== "string") throw badRequest("parsing_exception", `aggregation [${name}] needs a [field]`);
    if (type === "value_count") {
      results.set(name, { value: entries.reduce((sum, entry) => sum + fieldValues(entry.doc.source, field).length, 0) });
    } else if (type === "terms") {
      const size = Number((options as { size?: unknown }).size ?? 10);
      const counts = new Map<string | number | boolean, number>();
      for (const entry of entries) {
        for (const value of new Set(fieldValues(entry.doc.source, field))) {
          if (typeof value === "object") continue;
          counts.set(value as string, (counts.get(value as string) ?? 0) + 1);
        }
      }
      const buckets = [...counts].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])));
      const shown = buckets.slice(0, size);
      results.set(name, {
        doc_count_error_upper_bound: 0,
        sum_other_doc_count: buckets.slice(size).reduce((sum, [, count]) => sum + count, 0),
        buckets: shown.map(([key, doc_count]) => ({ key, doc_count })),
      });
    } else {
      throw badRequest("parsing_exception", `unknown aggregation type [${type}] in [${name}]: the simulator supports terms, value_count`);
    }
  }
  return Object.fromEntries(results);
}
