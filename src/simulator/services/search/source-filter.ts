/** The `_source` filtering of hits: which members of a document's source come back. */
import type { Source } from "./store.js";
import { wildcardMatches } from "./wildcard.js";

/** Which members of a hit's `_source` come back: none (`false`), or those an include pattern matches and no exclude pattern does (no includes: all). */
export type SourceFilter = false | { includes: string[]; excludes: string[] };

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
