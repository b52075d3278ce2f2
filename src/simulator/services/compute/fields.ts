/**
 * The service's partial answers (`fields`): paths separated by commas, `a/b` for `b` within `a`,
 * `a(b,c)` for `b` and `c` within `a`, `*` for every member of a map.
 */

type Json = Record<string, unknown>;

/** Member names (or `*` for every member) to the selection within them, or `true` for all of it. */
export type FieldSelection = Map<string, FieldSelection | true>;

/** Parses a selection; undefined when malformed. */
export function parseFieldSelection(text: string): FieldSelection | undefined {
  let index = 0;
  const list = (): FieldSelection | undefined => {
    const selection: FieldSelection = new Map();
    do {
      const path = /^\s*([A-Za-z0-9_*$.-]+(?:\/[A-Za-z0-9_*$.-]+)*)\s*/.exec(text.slice(index));
      if (!path) return undefined;
      index += path[0].length;
      let inner: FieldSelection | true = true;
      if (text[index] === "(") {
        index++;
        const nested = list();
        if (!nested || text[index] !== ")") return undefined;
        index++;
        inner = nested;
      }
      const names = path[1]!.split("/");
      let level = selection;
      for (const [position, name] of names.entries()) {
        const last = position === names.length - 1;
        const existing = level.get(name);
        if (existing === true) break;
        if (last) {
          level.set(name, inner === true || existing === undefined ? inner : new Map([...existing, ...inner]));
        } else {
          const next: FieldSelection = existing ?? new Map();
          level.set(name, next);
          level = next;
        }
      }
    } while (text[index] === "," && ++index);
    return selection;
  };
  const selection = list();
  return selection && index === text.length ? selection : undefined;
}

/**
 * The parts of a value a selection names; lists are selected element by element; what has nothing
 * selected (an object, a list element, a whole list) is left out, so that no partial object stands
 * for a whole one (a `*` that reaches the objects of a list, say).
 */
export function selectFields(value: unknown, selection: FieldSelection): unknown {
  if (Array.isArray(value)) {
    const chosen = value.map((item) => selectFields(item, selection)).filter((item) => item !== undefined);
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

/** `changes` merged into a copy of `target`, objects member by member, anything else replaced. */
export function merge(target: Json, changes: Json): Json {
  const result = structuredClone(target);
  for (const [key, value] of Object.entries(changes)) {
    const plain = (item: unknown) => typeof item === "object" && item !== null && !Array.isArray(item);
    const own = Object.hasOwn(result, key) ? result[key] : undefined;
    setMember(result, key, plain(value) && plain(own) ? merge(own as Json, value as Json) : structuredClone(value));
  }
  return result;
}
