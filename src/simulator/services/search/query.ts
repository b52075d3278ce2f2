/**
 * Queries of the search simulator (values as they compare are in values.ts, aggregations in
 * aggregations.ts).
 *
 * The query subset (the source document leaves the query language out; these are what paging code
 * uses): match_all, term, terms, range, exists, match (on text), bool (must, filter, should,
 * must_not, minimum_should_match). Anything else is refused with the service's error body naming it.
 */
import { defaultMaxTermsCount, fieldValues, someValue, type Source } from "./store.js";
import { badRequest, shardFailure } from "./errors.js";
import type { MappedField, Mapping } from "./mapping.js";
import { distinctTokens, normalize, tokens, type Comparable } from "./values.js";
import { exactJsonText } from "../../../contract/exact-json.js";

type Matcher = (source: Source) => number | undefined;

const supportedQueries = "match_all, term, terms, range, exists, match, bool";

export function single(clause: unknown, name: string): [string, unknown] {
  if (clause === null || typeof clause !== "object" || Array.isArray(clause))
    throw badRequest("parsing_exception", `[${name}] query malformed, expected an object`);
  const entries = Object.entries(clause);
  if (entries.length !== 1)
    throw badRequest("parsing_exception", `[${name}] query malformed, expected exactly one field, got ${entries.length}`);
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
      throw badRequest(
        "illegal_argument_exception",
        "The nested depth of the query exceeds the maximum nested depth for queries set in [indices.query.bool.max_nested_depth]",
      );
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
  if (value === null || typeof value !== "object") return false;
  const pending: [value: unknown, depth: number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (depth >= limit) return true;
    // Only what can nest is kept for later: a list of a million values costs one pass, not a million entries.
    const inner = Array.isArray(current) ? current : Object.values(current as object);
    for (let at = 0; at < inner.length; at++) {
      const value: unknown = inner[at];
      if (value !== null && typeof value === "object") pending.push([value, depth + 1]);
    }
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
export function compileQuery(query: unknown, mapping: Mapping, maxTermsCount = defaultMaxTermsCount): CompiledQuery {
  const counted = { clauses: 0, cost: 0 };
  const matcher = compileClause(query, mapping, maxTermsCount, counted);
  if (counted.clauses > maxClauseCount) {
    throw shardFailure(400, "illegal_argument_exception", "Query rewrite failed: too many clauses", {
      caused_by: {
        type: "too_many_nested_clauses",
        reason: `Query contains too many nested clauses; maxClauseCount is set to ${maxClauseCount}`,
      },
    });
  }
  return { matcher, clauses: Math.max(counted.clauses, 1), cost: Math.max(counted.cost, 1) };
}

function compileClause(query: unknown, mapping: Mapping, maxTermsCount: number, counted: { clauses: number; cost: number }): Matcher {
  if (query === undefined) return () => 1;
  const [type, body] = single(query, "query");
  const options = (body ?? {}) as Record<string, unknown>;
  if (type !== "bool") {
    counted.clauses++;
    counted.cost++;
  }
  /** The mapped field a clause names, its parsing of dates charged; an unmapped field matches nothing, as on the service. */
  const onField = (name: string): MappedField | undefined => {
    const field = mapping.field(name);
    if (field?.kind === "date" || field?.kind === "date_nanos") counted.cost += parsingCost;
    return field;
  };
  /** Whether a document has a value of the field that passes `test` (a text field's words, each). */
  const anyValue = (field: MappedField | undefined, test: (value: Comparable) => boolean): Matcher => {
    if (!field) return () => undefined;
    if (field.kind === "text")
      return (source) =>
        someValue(source, field.path, (value) => typeof value !== "object" && tokens(String(value)).some(test)) ? 1 : undefined;
    return (source) => (someValue(source, field.path, (value) => test(normalize(value, field))) ? 1 : undefined);
  };
  /** A value of the query as its field compares it: a text field takes the term as given (a term is not analyzed). */
  const asField = (field: MappedField | undefined, value: unknown) =>
    field?.kind === "text" ? (typeof value === "object" ? null : String(value)) : normalize(value, field);
  switch (type) {
    case "match_all":
      return () => 1;
    case "exists": {
      const field = options.field;
      if (typeof field !== "string") throw badRequest("parsing_exception", "[exists] query needs a [field]");
      const path = mapping.field(field)?.path ?? field;
      return (source) => (someValue(source, path, () => true) ? 1 : undefined);
    }
    case "term": {
      const [field, spec] = single(body, "term");
      const wanted = spec !== null && typeof spec === "object" ? (spec as { value?: unknown }).value : spec;
      if (wanted === undefined) throw badRequest("parsing_exception", "[term] query needs a value");
      const mapped = onField(field);
      const target = asField(mapped, wanted);
      return anyValue(mapped, (value) => value !== null && value === target);
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
      const mapped = onField(field);
      const targets = new Set(list.map((value) => asField(mapped, value)));
      targets.delete(null);
      return anyValue(mapped, (value) => targets.has(value));
    }
    case "range": {
      const [field, bounds] = single(body, "range");
      const mapped = onField(field);
      const checks: ((value: Comparable) => boolean)[] = [];
      for (const [operator, bound] of Object.entries((bounds ?? {}) as Record<string, unknown>)) {
        if (operator === "format" || operator === "boost") continue;
        const limit = asField(mapped, bound);
        if (limit === null)
          throw badRequest(
            "parsing_exception",
            `[range] query: [${operator}] bound ${exactJsonText(bound)} is not a value of field [${field}]`,
          );
        const test = {
          gt: (v: Comparable) => v! > limit,
          gte: (v: Comparable) => v! >= limit,
          lt: (v: Comparable) => v! < limit,
          lte: (v: Comparable) => v! <= limit,
        }[operator];
        if (!test) throw badRequest("parsing_exception", `[range] query does not support [${operator}]; use gt, gte, lt, lte`);
        checks.push(test);
      }
      return anyValue(mapped, (value) => value !== null && checks.every((check) => check(value)));
    }
    case "match": {
      const [field, spec] = single(body, "match");
      const options = spec !== null && typeof spec === "object" ? (spec as { query?: unknown; operator?: string }) : { query: spec };
      // Read until the terms pass the clause limit: a query of a million words is refused after a thousand.
      const terms = [...distinctTokens(String(options.query ?? ""), maxClauseCount + 1)];
      // The service makes a clause of each term.
      counted.clauses += Math.max(terms.length - 1, 0);
      counted.cost += parsingCost + terms.length;
      const all = String(options.operator ?? "or").toLowerCase() === "and";
      const mapped = mapping.field(field);
      // On a field that is not text, the query is one value, compared as the field compares its values.
      if (mapped?.kind !== "text") {
        const target = asField(mapped, options.query);
        return anyValue(mapped, (value) => value !== null && value === target);
      }
      return (source) => {
        const present = new Set<string>();
        let length = 0;
        for (const value of fieldValues(source, mapped.path)) {
          if (typeof value === "object") continue;
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
        return value === undefined
          ? []
          : (Array.isArray(value) ? value : [value]).map((clause) => compileClause(clause, mapping, maxTermsCount, counted));
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
