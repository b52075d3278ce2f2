/**
 * A mapping update (`PUT /{index}/_mapping`), merged as the service merges it: new fields are
 * added, an object's properties and a field's subfields merged, `dynamic` replaced; a field keeps
 * its type and every parameter the service cannot update. A conflict refuses the whole update.
 */
import { badRequest } from "./errors.js";
import { defaultDateFormat, defaultDateNanosFormat } from "./dates.js";
import { Mapping } from "./mapping.js";

type Definition = Record<string, unknown>;

/** Parameters an update may change; any other must stay as it is (its default where it was not given). */
const updatable = new Set(["ignore_above", "meta", "search_analyzer", "coerce", "dynamic"]);

/** What a parameter is where a definition does not give it, for those whose default matters here. */
function defaultOf(parameter: string, type: string): unknown {
  if (parameter === "format") return type === "date" ? defaultDateFormat : type === "date_nanos" ? defaultDateNanosFormat : undefined;
  return ({ index: true, doc_values: true, store: false } as Definition)[parameter];
}

const isObject = (value: unknown): value is Definition => value !== null && typeof value === "object" && !Array.isArray(value);
const typeOf = (definition: Definition) => (definition.type ?? "object") as string;
const conflict = (path: string, parameter: string, from: unknown, to: unknown) =>
  badRequest(
    "illegal_argument_exception",
    `Mapper for [${path}] conflicts with existing mapper:\n\tCannot update parameter [${parameter}] from [${String(from)}] to [${String(to)}]`,
  );

/** A field (or object) of the update merged into the one the index has at `path`. */
function mergeField(current: Definition, update: Definition, path: string): Definition {
  const [from, to] = [typeOf(current), typeOf(update)];
  if (from === "object" && to !== "object")
    throw badRequest("illegal_argument_exception", `can't merge a non object mapping [${path}] with an object mapping`);
  if (from !== to)
    throw badRequest(
      "illegal_argument_exception",
      `mapper [${path}] cannot be changed from type [${from}] to [${to === "object" ? "ObjectMapper" : to}]`,
    );
  if (from === "object") {
    const merged = { ...current, ...update, properties: mergeProperties(current.properties, update.properties, `${path}.`) };
    return merged;
  }
  const merged: Definition = { type: from };
  const parameters = new Set([...Object.keys(current), ...Object.keys(update)].filter((name) => name !== "type" && name !== "fields"));
  for (const parameter of parameters) {
    const [was, is] = [current[parameter] ?? defaultOf(parameter, from), update[parameter] ?? defaultOf(parameter, from)];
    if (!updatable.has(parameter) && JSON.stringify(was) !== JSON.stringify(is)) throw conflict(path, parameter, was, is);
    if (update[parameter] !== undefined) merged[parameter] = update[parameter];
    else if (!updatable.has(parameter) && current[parameter] !== undefined) merged[parameter] = current[parameter];
  }
  if (current.fields !== undefined || update.fields !== undefined)
    merged.fields = mergeProperties(current.fields, update.fields, `${path}.`);
  return merged;
}

/** Properties (or subfields) merged name by name. */
function mergeProperties(current: unknown, update: unknown, prefix: string): Definition {
  const merged: Definition = { ...(isObject(current) ? current : {}) };
  for (const [name, field] of Object.entries(isObject(update) ? update : {})) {
    const existing = merged[name];
    merged[name] = isObject(existing) && isObject(field) ? mergeField(existing, field, prefix + name) : field;
  }
  return merged;
}

/** The index's mapping with the update merged in; the mapping itself is left as it was (a refusal changes nothing). */
export function mergedMapping(current: Mapping, update: unknown): Mapping {
  new Mapping(update); // the update alone is read first: what it cannot parse is refused as at creation
  const root = current.render();
  const given = update as Definition;
  const merged: Definition = { ...root, properties: mergeProperties(root.properties, given.properties, "") };
  if (given.dynamic !== undefined) merged.dynamic = given.dynamic;
  if (Object.keys(merged.properties as Definition).length === 0) delete merged.properties;
  return new Mapping(merged);
}
