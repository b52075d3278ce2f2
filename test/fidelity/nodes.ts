/**
 * One form for what a value may be, whichever description says it: the contract's JSON Schema, a
 * service's OpenAPI description, the search engine's specification, the compute API's protocol
 * description or the social-graph SDK's lists. The fidelity test compares a contract's node with
 * the service's node of the same place (test/fidelity/compare.ts).
 */

export type JsonType = "string" | "integer" | "number" | "boolean" | "null" | "object" | "array";

export interface ValueNode {
  /** The JSON types a value may have; undefined where the description does not say (any). */
  types?: ReadonlySet<JsonType>;
  /** The closed set of values, where there is one (an enum, a const); undefined: open. */
  values?: readonly unknown[];
  /** The members the description names, each resolved on first use (descriptions are recursive). */
  members: ReadonlyMap<string, () => ValueNode>;
  /** Other names a member is read under (the engine's aliases), to the member's name. */
  aliases?: ReadonlyMap<string, string>;
  /** The members named are not all the service knows (a request's parameters the SDK does not list): a member not named is no finding. */
  partialMembers?: boolean;
  /** Members that are always there (a response) or must be sent (a request). */
  required: ReadonlySet<string>;
  /** No member beyond `members` is accepted. */
  closed: boolean;
  /** What every member not named holds (a map's values), where the description says. */
  additional?: () => ValueNode;
  items?: () => ValueNode;
  /** The named type it is (a component schema, a message, an interface): findings are located by it. */
  name?: string;
  /** Written by the reader only: not a place a client sends (OpenAPI's readOnly). */
  readOnly?: boolean;
  /** The named nodes it holds at once (allOf), each a type of its own to compare by its name. */
  parts?: readonly ValueNode[];
}

export const anyNode = (): ValueNode => ({ members: new Map(), required: new Set(), closed: false });

export const typed = (types: JsonType[], extra: Partial<ValueNode> = {}): ValueNode => ({ ...anyNode(), types: new Set(types), ...extra });

const lazy = (make: () => ValueNode): (() => ValueNode) => {
  let made: ValueNode | undefined;
  return () => (made ??= make());
};

function unionSets<T>(sets: (ReadonlySet<T> | undefined)[]): Set<T> | undefined {
  if (sets.some((set) => set === undefined)) return undefined;
  return new Set(sets.flatMap((set) => [...set!]));
}

const key = (value: unknown): string => JSON.stringify(value);

/** The types both sets allow: an integer is a number. */
function intersectTypes(a: ReadonlySet<JsonType>, b: ReadonlySet<JsonType>): Set<JsonType> {
  const kept = new Set<JsonType>();
  for (const type of a) {
    if (b.has(type)) kept.add(type);
    else if ((type === "number" && b.has("integer")) || (type === "integer" && b.has("number"))) kept.add("integer");
  }
  return kept;
}

/** A value of any of the nodes (oneOf, anyOf, a union type): what any one allows. */
export function unionOf(nodes: ValueNode[]): ValueNode {
  if (nodes.length === 1) return nodes[0]!;
  const withMembers = nodes.filter((node) => node.members.size > 0 || node.types?.has("object"));
  const names = [...new Set(withMembers.flatMap((node) => [...node.members.keys()]))];
  // A value list stays closed only when every alternative is one.
  const values = nodes.every((node) => node.values) ? nodes.flatMap((node) => node.values!) : undefined;
  const itemNodes = nodes.filter((node) => node.items);
  const additionalNodes = nodes.filter((node) => node.additional);
  return {
    types: unionSets(nodes.map((node) => node.types)),
    values: values && [...new Map(values.map((value) => [key(value), value])).values()],
    members: new Map(names.map((name) => [name, lazy(() => unionOf(withMembers.flatMap((node) => node.members.get(name)?.() ?? [])))])),
    aliases: new Map(nodes.flatMap((node) => [...(node.aliases ?? [])])),
    // Required only where every alternative that has members requires it.
    required: new Set(names.filter((name) => withMembers.every((node) => node.required.has(name)))),
    closed: withMembers.length > 0 && withMembers.every((node) => node.closed),
    items: itemNodes.length > 0 ? lazy(() => unionOf(itemNodes.map((node) => node.items!()))) : undefined,
    additional: additionalNodes.length > 0 ? lazy(() => unionOf(additionalNodes.map((node) => node.additional!()))) : undefined,
    name: nodes.every((node) => node.name === nodes[0]!.name) ? nodes[0]!.name : undefined,
    readOnly: nodes.every((node) => node.readOnly),
  };
}

/** A value of every node at once (allOf, a $ref with its siblings): what all of them allow. */
export function allOf(nodes: ValueNode[]): ValueNode {
  if (nodes.length === 1) return nodes[0]!;
  const typeSets = nodes.flatMap((node) => (node.types ? [node.types] : []));
  const types = typeSets.length === 0 ? undefined : new Set(typeSets.reduce(intersectTypes));
  const valueLists = nodes.flatMap((node) => (node.values ? [node.values] : []));
  const values =
    valueLists.length === 0
      ? undefined
      : valueLists.reduce((kept, list) => kept.filter((value) => list.some((other) => key(other) === key(value))));
  const names = [...new Set(nodes.flatMap((node) => [...node.members.keys()]))];
  const itemNodes = nodes.filter((node) => node.items);
  const additionalNodes = nodes.filter((node) => node.additional);
  return {
    types,
    values,
    members: new Map(names.map((name) => [name, lazy(() => allOf(nodes.flatMap((node) => node.members.get(name)?.() ?? [])))])),
    aliases: new Map(nodes.flatMap((node) => [...(node.aliases ?? [])])),
    required: new Set(nodes.flatMap((node) => [...node.required])),
    closed: nodes.some((node) => node.closed),
    items: itemNodes.length > 0 ? lazy(() => allOf(itemNodes.map((node) => node.items!()))) : undefined,
    additional: additionalNodes.length > 0 ? lazy(() => allOf(additionalNodes.map((node) => node.additional!()))) : undefined,
    name: nodes.find((node) => node.name)?.name,
    readOnly: nodes.some((node) => node.readOnly),
    parts: nodes.flatMap((node) => (node.name ? [node] : (node.parts ?? []))),
  };
}

/** Reads JSON Schema (OpenAPI 3.0's `nullable` included) into nodes; `$ref`s are resolved in `document`, each named after its last segment. */
export function jsonSchemaReader(document: unknown): (schema: unknown) => ValueNode {
  const byRef = new Map<string, ValueNode>();
  function resolve(ref: string): unknown {
    let node: unknown = document;
    for (const part of ref.replace(/^#\//, "").split("/"))
      node = (node as Record<string, unknown>)?.[part.replace(/~1/g, "/").replace(/~0/g, "~")];
    return node;
  }
  function read(schema: unknown): ValueNode {
    if (schema === true || schema === undefined) return anyNode();
    if (schema === false) return typed([]);
    const s = schema as Record<string, unknown>;
    const parts: ValueNode[] = [];
    if (typeof s.$ref === "string") parts.push(named(s.$ref));
    const own = ownNode(s);
    if (own) parts.push(own);
    for (const keyword of ["anyOf", "oneOf"] as const)
      if (Array.isArray(s[keyword])) parts.push(unionOf((s[keyword] as unknown[]).map(read)));
    if (Array.isArray(s.allOf)) parts.push(...(s.allOf as unknown[]).map(read));
    const node = parts.length === 0 ? anyNode() : allOf(parts);
    return s.readOnly === true ? { ...node, readOnly: true } : node;
  }
  function named(ref: string): ValueNode {
    let node = byRef.get(ref);
    if (!node) {
      // Set before reading, so that a recursive schema finds itself (its members are lazy).
      const holder = {} as ValueNode;
      byRef.set(ref, holder);
      Object.assign(holder, read(resolve(ref)), { name: ref.split("/").at(-1) });
      node = holder;
    }
    return node;
  }
  function ownNode(s: Record<string, unknown>): ValueNode | undefined {
    const keywords = ["type", "enum", "const", "properties", "required", "additionalProperties", "items", "nullable"];
    if (!keywords.some((keyword) => keyword in s)) return undefined;
    const types = s.type === undefined ? undefined : new Set<JsonType>([s.type].flat() as JsonType[]);
    if (types && s.nullable === true) types.add("null");
    const values =
      "const" in s ? [s.const] : Array.isArray(s.enum) ? (s.enum as unknown[]).concat(s.nullable === true ? [null] : []) : undefined;
    const properties = (s.properties ?? {}) as Record<string, unknown>;
    const additional = s.additionalProperties;
    return {
      types,
      values,
      members: new Map(Object.entries(properties).map(([name, property]) => [name, lazy(() => read(property))])),
      required: new Set((s.required as string[] | undefined) ?? []),
      closed: additional === false,
      additional: typeof additional === "object" && additional !== null ? lazy(() => read(additional)) : undefined,
      items: s.items === undefined || typeof s.items === "boolean" ? undefined : lazy(() => read(s.items)),
    };
  }
  return read;
}
