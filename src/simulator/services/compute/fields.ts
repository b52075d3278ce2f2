/**
 * The service's partial answers (`fields`): paths separated by commas, `a/b` for `b` within `a`,
 * `a(b,c)` for `b` and `c` within `a`, `*` for every member of a map.
 */
import { maxJsonDepth } from "../../../contract/messages.js";

type Json = Record<string, unknown>;

/** Member names (or `*` for every member) to the selection within them, or `true` for all of it. */
export type FieldSelection = Map<string, FieldSelection | true>;

/**
 * The deepest a selection may name (members within members, by `/` or by parentheses): no answer
 * is deeper than a request body may be (`maxJsonDepth`), so a deeper selection could select
 * nothing, and past it the selection is refused before it is read any further.
 */
export const maxFieldDepth = maxJsonDepth;

/** A path of member names, with the spaces around it (sticky: it matches where `lastIndex` stands). */
const pathPattern = /\s*([A-Za-z0-9_*$.-]+(?:\/[A-Za-z0-9_*$.-]+)*)\s*/y;

/**
 * Parses a selection, or says why it cannot: malformed, or nested deeper than `maxFieldDepth`.
 * One pass with a stack of the open parentheses, no recursion; paths given twice are merged
 * (`a(b/c),a(b/d)` is `a(b(c,d))`), and a whole member selected once stays whole.
 */
export function parseFieldSelection(text: string): { ok: true; selection: FieldSelection } | { ok: false; error: string } {
  const malformed = { ok: false as const, error: `Invalid field selection ${text}` };
  const root: FieldSelection = new Map();
  // The selections the open parentheses fill, and how deep each stands.
  const open = [{ level: root, depth: 0 }];
  let index = 0;
  for (;;) {
    pathPattern.lastIndex = index;
    const path = pathPattern.exec(text);
    if (!path) return malformed;
    index = pathPattern.lastIndex;
    const names = path[1]!.split("/");
    const within = open.at(-1)!;
    if (within.depth + names.length > maxFieldDepth)
      return { ok: false, error: `Invalid field selection: it nests deeper than ${maxFieldDepth} members` };
    // Down to the path's last member, making the levels it names; under a member already selected
    // whole there is nothing to add, so what follows fills a level that is thrown away.
    let level: FieldSelection = within.level;
    for (const name of names.slice(0, -1)) {
      const next = level.get(name) ?? new Map();
      if (next !== true) level.set(name, next);
      level = next === true ? new Map() : next;
    }
    const last = names.at(-1)!;
    if (text[index] === "(") {
      index++;
      const existing = level.get(last) ?? new Map();
      if (existing !== true) level.set(last, existing);
      open.push({ level: existing === true ? new Map() : existing, depth: within.depth + names.length });
      continue;
    }
    level.set(last, true);
    // Close what ends here; a comma starts the next path.
    while (text[index] === ")" && open.length > 1) {
      open.pop();
      index++;
    }
    if (text[index] === ",") {
      index++;
      continue;
    }
    return index === text.length && open.length === 1 ? { ok: true, selection: root } : malformed;
  }
}

/**
 * The parts of a value a selection names; lists are selected element by element; what has nothing
 * selected (an object, a list element, a whole list) is left out, so that no partial object stands
 * for a whole one (a `*` that reaches the objects of a list, say). It goes down as far as both
 * the selection (at most `maxFieldDepth`) and the value (at most a request body's depth) go.
 */
export function selectFields(value: unknown, selection: FieldSelection): unknown {
  if (Array.isArray(value)) {
    const chosen: unknown[] = [];
    for (const item of value) {
      const part = selectFields(item, selection);
      if (part !== undefined) chosen.push(part);
    }
    return chosen.length > 0 ? chosen : undefined;
  }
  if (typeof value !== "object" || value === null) return value;
  const result: Json = {};
  for (const [name, member] of Object.entries(value)) {
    const inner = selection.get(name) ?? selection.get("*");
    if (inner === undefined) continue;
    const chosen = inner === true ? member : selectFields(member, inner);
    if (chosen !== undefined) setMember(result, name, chosen);
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/**
 * Sets a member named by a request as an own property: a member called `__proto__` stays data
 * and never changes the object's prototype (the PATCH body is open to members the contract does
 * not name).
 */
function setMember(target: Json, name: string, value: unknown): void {
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
}

const plain = (item: unknown): item is Json => typeof item === "object" && item !== null && !Array.isArray(item);

/**
 * A copy of a JSON value: its objects and lists are new, its strings and numbers shared, since
 * they cannot change (a policy holding a member of 20 MB is not copied byte by byte at each patch).
 */
function copyJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyJson);
  if (!plain(value)) return value;
  const copy: Json = {};
  for (const [name, member] of Object.entries(value)) setMember(copy, name, copyJson(member));
  return copy;
}

/** `changes` merged into a copy of `target`, objects member by member, anything else replaced. */
export function merge(target: Json, changes: Json): Json {
  const result = copyJson(target) as Json;
  mergeInto(result, changes);
  return result;
}

function mergeInto(result: Json, changes: Json): void {
  for (const [name, value] of Object.entries(changes)) {
    const own = Object.hasOwn(result, name) ? result[name] : undefined;
    if (plain(value) && plain(own)) mergeInto(own, value);
    else setMember(result, name, copyJson(value));
  }
}
