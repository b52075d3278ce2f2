/** The `_source` filtering of hits: which members of a document's source come back. */
import type { Source } from "./store.js";
import { wildcardMatches } from "./wildcard.js";

/** Which members of a hit's `_source` come back: none (`false`), or those an include pattern matches and no exclude pattern does (no includes: all). */
export type SourceFilter = false | { includes: string[]; excludes: string[] };

type Patterns = string | string[];
/** A `_source` member as a request body gives it: whole or none, patterns, or includes and excludes. */
export type SourceConfig = boolean | Patterns | { includes?: Patterns; include?: Patterns; excludes?: Patterns; exclude?: Patterns };

/**
 * The members of a source that a filter keeps, by their dotted paths: a path an exclude pattern
 * matches goes; one an include pattern matches stays whole (less what excludes match inside it);
 * an object on the way to a path an include may match is kept with what it keeps. `*` matches any
 * run of characters, dots too, as in the service's patterns.
 */
export function filterSource(source: Source, filter: Exclude<SourceFilter, false>, prefix: string): Source {
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

/** A list of source patterns, one string or several. */
const patterns = (value: string | string[] | undefined): string[] => (value === undefined ? [] : [value].flat());

/**
 * The source filter of a search (or of an update's answer): the query string's `_source` (`true`, `false` or patterns),
 * `_source_includes` and `_source_excludes` win over the body's `_source`, as the service reads
 * them; undefined keeps whole sources. The contract declares none of the three: read as sent.
 */
export function sourceFilter(given: SourceConfig | undefined, query: URLSearchParams): SourceFilter | undefined {
  const inQuery = query.get("_source");
  const includes = query.get("_source_includes");
  const excludes = query.get("_source_excludes");
  if (inQuery !== null || includes !== null || excludes !== null) {
    if (inQuery === "false") return false;
    const list = (text: string | null) => (text ?? "").split(",").filter(Boolean);
    return { includes: inQuery === null || inQuery === "true" ? list(includes) : list(inQuery), excludes: list(excludes) };
  }
  if (given === undefined || given === true) return undefined;
  if (given === false) return false;
  if (typeof given === "string" || Array.isArray(given)) return { includes: patterns(given), excludes: [] };
  return { includes: patterns(given.includes ?? given.include), excludes: patterns(given.excludes ?? given.exclude) };
}
