/**
 * The search engine's own specification, compiled (its metamodel: endpoints with their URLs, and
 * every request, response, interface, enum and alias with its members and types), as
 * `@elastic/request-converter` ships it (dist/schema.json) at the engine version the simulator
 * claims (8.19); with the specification's request and answer examples.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createPathRouter } from "../../src/contract/openapi.js";
import type { ServiceDescription, ServiceExample, ServiceOperation, ServiceParameter } from "./check.js";
import { anyNode, typed, unionOf, type JsonType, type ValueNode } from "./nodes.js";
import { routeOf } from "./routes.js";

const file = "@elastic/request-converter/dist/schema.json";

interface TypeName {
  name: string;
  namespace: string;
}
type Value =
  | { kind: "instance_of"; type: TypeName; generics?: Value[] }
  | { kind: "array_of"; value: Value }
  | { kind: "union_of"; items: Value[] }
  | { kind: "dictionary_of"; value: Value }
  | { kind: "literal_value"; value: unknown }
  | { kind: "user_defined_value" };
interface Property {
  name: string;
  required: boolean;
  type: Value;
  aliases?: string[];
}
type Body = { kind: "properties"; properties: Property[] } | { kind: "value"; value: Value } | { kind: "no_body" };
interface Example {
  method_request?: string;
  value?: string;
}
interface TypeDefinition {
  kind: "interface" | "request" | "response" | "enum" | "type_alias";
  name: TypeName;
  generics?: TypeName[];
  inherits?: { type: TypeName; generics?: Value[] };
  properties?: Property[];
  shortcutProperty?: string;
  behaviors?: { type: TypeName; generics?: Value[] }[];
  attachedBehaviors?: string[];
  path?: Property[];
  query?: Property[];
  body?: Body;
  members?: { name: string; aliases?: string[] }[];
  isOpen?: boolean;
  type?: Value;
  examples?: Record<string, Example>;
}
interface Endpoint {
  name: string;
  urls: { path: string; methods: string[] }[];
  request: TypeName | null;
  response: TypeName | null;
  requestBodyRequired?: boolean;
}

const integers = new Set(["integer", "long", "short", "byte", "uint", "ulong"]);
const numbers = new Set(["float", "double", "half_float"]);
const builtins: Record<string, JsonType> = { string: "string", boolean: "boolean", number: "number", null: "null" };
const key = (name: TypeName) => `${name.namespace}.${name.name}`;
/** A generic parameter bound to the value it stands for, and the bindings that value is read under. */
type Bindings = Map<string, { value: Value; bindings: Bindings }>;

function readSpecification() {
  const path = createRequire(import.meta.url).resolve(file);
  return { path, specification: JSON.parse(readFileSync(path, "utf8")) as { endpoints: Endpoint[]; types: TypeDefinition[] } };
}

/** The members of the specification's IndexSettings, with their other names: the index settings the engine declares. */
export function searchIndexSettingNames(): string[] {
  const settings = readSpecification().specification.types.find((type) => key(type.name) === "indices._types.IndexSettings");
  return (settings?.properties ?? []).flatMap((property) => [property.name, ...(property.aliases ?? [])]);
}

export function searchDescription(): ServiceDescription {
  const { path, specification } = readSpecification();
  const version = (JSON.parse(readFileSync(path.replace(/dist\/.*$/, "package.json"), "utf8")) as { version: string }).version;
  const types = new Map(specification.types.map((type) => [key(type.name), type]));
  const interfaces = new Map<string, ValueNode>();

  function bind(definition: TypeDefinition, generics: Value[] | undefined, outer: Bindings): Bindings {
    return new Map(
      (definition.generics ?? []).map((name, position) => [
        key(name),
        { value: generics?.[position] ?? { kind: "user_defined_value" }, bindings: outer },
      ]),
    );
  }

  function node(value: Value, bindings: Bindings): ValueNode {
    switch (value.kind) {
      case "array_of":
        return typed(["array"], { items: () => node(value.value, bindings) });
      case "union_of":
        return unionOf(value.items.map((item) => node(item, bindings)));
      case "dictionary_of":
        return typed(["object"], { additional: () => node(value.value, bindings) });
      case "literal_value":
        return typed(
          [typeof value.value === "number" ? (Number.isInteger(value.value) ? "integer" : "number") : (typeof value.value as JsonType)],
          { values: [value.value] },
        );
      case "user_defined_value":
        return anyNode();
      case "instance_of":
        return instance(value.type, value.generics, bindings);
    }
  }

  function instance(name: TypeName, generics: Value[] | undefined, bindings: Bindings): ValueNode {
    const bound = bindings.get(key(name));
    if (bound) return node(bound.value, bound.bindings);
    if (name.namespace === "_builtins") return builtins[name.name] ? typed([builtins[name.name]!]) : anyNode();
    if (name.namespace === "_types" && integers.has(name.name)) return typed(["integer"]);
    if (name.namespace === "_types" && numbers.has(name.name)) return typed(["number"]);
    if (name.namespace === "_spec_utils") {
      const inner = generics?.[0] ? node(generics[0], bindings) : anyNode();
      if (name.name === "Stringified") return unionOf([inner, typed(["string"])]);
      if (name.name === "WithNullValue") return unionOf([inner, typed(["null"])]);
      return anyNode();
    }
    const definition = types.get(key(name));
    if (!definition) return anyNode();
    if (definition.kind === "type_alias") return node(definition.type!, bind(definition, generics, bindings));
    if (definition.kind === "enum") {
      const values = definition.members!.flatMap((member) => [member.name, ...(member.aliases ?? [])]);
      return typed(["string"], definition.isOpen ? {} : { values });
    }
    return interfaceNode(definition, generics, bindings);
  }

  /** An interface: its members and its parents', a map where it has additional properties, and the value its shortcut member takes alone. */
  function interfaceNode(definition: TypeDefinition, generics: Value[] | undefined, outer: Bindings): ValueNode {
    const cacheable = !definition.generics?.length;
    const cached = cacheable ? interfaces.get(key(definition.name)) : undefined;
    if (cached) return cached;
    const bindings = bind(definition, generics, outer);
    const properties = propertiesOf(definition, bindings);
    const additional = definition.behaviors?.find((behavior) => behavior.type.name.startsWith("AdditionalPropert"))?.generics?.[1];
    let made = objectNode(properties, bindings, definition.name.name);
    if (additional) made = { ...made, additional: () => node(additional, bindings) };
    const shortcut = properties.find((property) => property.name === definition.shortcutProperty);
    if (shortcut) made = { ...unionOf([made, node(shortcut.type, bindings)]), name: definition.name.name };
    if (cacheable) interfaces.set(key(definition.name), made);
    return made;
  }

  function propertiesOf(definition: TypeDefinition, bindings: Bindings): (Property & { bindings: Bindings })[] {
    const parent = definition.inherits && types.get(key(definition.inherits.type));
    const inherited = parent ? propertiesOf(parent, bind(parent, definition.inherits!.generics, bindings)) : [];
    return [...inherited, ...(definition.properties ?? []).map((property) => ({ ...property, bindings }))];
  }

  function objectNode(properties: (Property & { bindings?: Bindings })[], bindings: Bindings, name?: string): ValueNode {
    return typed(["object"], {
      name,
      members: new Map(properties.map((property) => [property.name, () => node(property.type, property.bindings ?? bindings)])),
      aliases: new Map(properties.flatMap((property) => (property.aliases ?? []).map((alias) => [alias, property.name]))),
      required: new Set(properties.filter((property) => property.required).map((property) => property.name)),
    });
  }

  function bodyNode(body: Body | undefined, name: string): ValueNode | undefined {
    if (!body || body.kind === "no_body") return undefined;
    return body.kind === "value" ? node(body.value, new Map()) : objectNode(body.properties, new Map(), name);
  }

  const commonQuery = [...types.values()].find((type) => type.name.name === "CommonQueryParameters")?.properties ?? [];
  const router = createPathRouter(
    specification.endpoints.flatMap((endpoint) =>
      endpoint.urls.flatMap((url) => url.methods.map((method) => ({ method, path: url.path, endpoint }))),
    ),
  );

  function operation(method: string, contractPath: string): ServiceOperation | undefined {
    const endpoint = router.match(method, routeOf(contractPath)).entry?.endpoint;
    if (!endpoint?.request || !endpoint.response) return undefined;
    const request = types.get(key(endpoint.request))!;
    const response = types.get(key(endpoint.response))!;
    const parameter = (where: ServiceParameter["in"]) => (property: Property) => ({
      in: where,
      name: property.name,
      required: property.required,
      node: node(property.type, new Map()),
    });
    const query = [...(request.query ?? []), ...(request.attachedBehaviors?.includes("CommonQueryParameters") ? commonQuery : [])];
    const examples: ServiceExample[] = [
      ...Object.entries(request.examples ?? {}).flatMap(([name, example]) => {
        const line = /^([A-Z]+) (\S+)/.exec(example.method_request ?? "");
        const body = parsed(example.value);
        return line && body.ok
          ? [{ label: `request example ${name}`, request: { method: line[1]!, url: line[2]! }, body: body.value }]
          : [];
      }),
      ...Object.entries(response.examples ?? {}).flatMap(([name, example]) => {
        const body = parsed(example.value);
        return body.ok ? [{ label: `answer example ${name}`, status: 200, body: body.value }] : [];
      }),
    ];
    const answer = bodyNode(response.body, `${endpoint.name} response`);
    return {
      parameters: [...(request.path ?? []).map(parameter("path")), ...query.map(parameter("query"))],
      requestBody: bodyNode(request.body, `${endpoint.name} request`),
      requestBodyRequired: endpoint.requestBodyRequired === true,
      responses: new Map(answer ? [["2XX", answer]] : []),
      examples,
    };
  }
  return { source: `${file}, version ${version}`, operation };
}

function parsed(text: string | undefined): { ok: true; value: unknown } | { ok: false } {
  if (text === undefined) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
