/**
 * An API's discovery document, derived from its bundled contract by `npm run generate`: the
 * format the vendor's discovery clients (the Python discovery client, the older JavaScript and Go
 * generators, gcloud's) build themselves from, fetched from the service at run time.
 *
 * Every operation that names its discovery method (`x-discovery-id: <api>.<resource>.<method>`,
 * docs/extensions.md) becomes that method of its resource, with its path, HTTP method, parameters,
 * request and response schemas and OAuth scopes; the query parameters every operation takes are
 * the document's standard `parameters`; every object schema of the contract is a schema by its
 * name. What JSON Schema says that the format cannot (if/then, not, oneOf between objects) is left
 * out: the contract stays the judge of a payload, the discovery document only shapes a client.
 * An API whose operations name no discovery method has no discovery document.
 */
import { listOperations, resolveRef, type OpenApiDocument, type Operation } from "../src/contract/openapi.js";

type Json = Record<string, unknown>;
type Schema = Json | boolean;

export interface DiscoveryDocument {
  kind: "discovery#restDescription";
  discoveryVersion: "v1";
  id: string;
  name: string;
  version: string;
  title: string;
  description?: string;
  protocol: "rest";
  /** The address of the service with a trailing slash; the simulator writes the one a client reached. */
  rootUrl: string;
  servicePath: string;
  baseUrl: string;
  basePath: string;
  batchPath: string;
  parameters: Record<string, DiscoveryParameter>;
  auth?: { oauth2: { scopes: Record<string, { description: string }> } };
  schemas: Record<string, DiscoverySchema>;
  resources: Record<string, DiscoveryResource>;
}

export interface DiscoverySchema {
  id?: string;
  type?: string;
  $ref?: string;
  description?: string;
  format?: string;
  pattern?: string;
  enum?: string[];
  default?: string;
  minimum?: string;
  maximum?: string;
  readOnly?: boolean;
  deprecated?: boolean;
  properties?: Record<string, DiscoverySchema>;
  additionalProperties?: DiscoverySchema;
  items?: DiscoverySchema;
}

export interface DiscoveryParameter extends DiscoverySchema {
  location: "path" | "query";
  required?: boolean;
  repeated?: boolean;
}

export interface DiscoveryMethod {
  id: string;
  path: string;
  flatPath: string;
  httpMethod: string;
  description?: string;
  parameters: Record<string, DiscoveryParameter>;
  parameterOrder: string[];
  request?: { $ref: string };
  response?: { $ref: string };
  scopes?: string[];
}

export interface DiscoveryResource {
  methods?: Record<string, DiscoveryMethod>;
  resources?: Record<string, DiscoveryResource>;
}

/** The discovery formats (the format's own list); others (`uuid`, `uri`) say nothing to its clients. */
const discoveryFormats = new Set([
  "int32",
  "uint32",
  "int64",
  "uint64",
  "double",
  "float",
  "byte",
  "date",
  "date-time",
  "google-datetime",
  "google-duration",
  "google-fieldmask",
]);
const schemaPrefix = "#/components/schemas/";

interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

/** The discovery document of a contract, or undefined when none of its operations names a discovery method. */
export function discoveryDocument(document: OpenApiDocument): DiscoveryDocument | undefined {
  const entries = listOperations(document).filter(({ operation }) => typeof operation["x-discovery-id"] === "string");
  if (entries.length === 0) return undefined;
  const components = (document.components?.schemas ?? {}) as Record<string, Schema>;
  const names = new Set(entries.map(({ operation }) => String(operation["x-discovery-id"]).split(".")[0]));
  if (names.size !== 1) throw new Error(`x-discovery-id: every method names one service, not ${[...names].join(", ")}`);
  const name = [...names][0]!;
  const { rootUrl, servicePath } = addressOf(document);

  const parametersOf = (path: string, operation: Operation): ParameterObject[] => {
    const byKey = new Map<string, ParameterObject>();
    for (const given of [...(document.paths[path]?.parameters ?? []), ...(operation.parameters ?? [])]) {
      const parameter = resolveRef<ParameterObject>(document, given);
      if (parameter.in === "path" || parameter.in === "query") byKey.set(`${parameter.in} ${parameter.name}`, parameter);
    }
    return [...byKey.values()];
  };
  // The query parameters every operation takes are the service's standard ones.
  const queryNames = entries.map(
    ({ path, operation }) => new Set(parametersOf(path, operation).flatMap((p) => (p.in === "query" ? [p.name] : []))),
  );
  const standard = [...queryNames[0]!].filter((parameter) => queryNames.every((set) => set.has(parameter)));
  const first = entries[0]!;
  const convert = schemaConverter(components);
  const parameter = (given: ParameterObject): DiscoveryParameter => {
    const converted = given.schema === undefined ? { type: "string" } : convert(given.schema);
    const { items, ...rest } = converted;
    const repeated = converted.type === "array";
    return {
      ...(repeated ? { ...rest, ...items, type: items?.type ?? "string" } : rest),
      ...(given.description ? { description: given.description.trim() } : {}),
      location: given.in as "path" | "query",
      ...(given.required ? { required: true } : {}),
      ...(repeated ? { repeated: true } : {}),
    };
  };

  const resources: Record<string, DiscoveryResource> = {};
  for (const { method, path, operation } of entries) {
    const id = String(operation["x-discovery-id"]);
    const segments = id.split(".");
    if (segments.length < 3) throw new Error(`${operation.operationId}: x-discovery-id "${id}" is not <service>.<resource>.<method>`);
    let resource: DiscoveryResource = { resources };
    for (const segment of segments.slice(1, -1)) resource = (resource.resources ??= {})[segment] ??= {};
    const methods = (resource.methods ??= {});
    const methodName = segments.at(-1)!;
    if (methods[methodName]) throw new Error(`x-discovery-id "${id}" names two operations`);
    const own = parametersOf(path, operation).filter((p) => !(p.in === "query" && standard.includes(p.name)));
    const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
    const request = jsonSchemaOf(document, operation.requestBody);
    const success = Object.entries(operation.responses).find(([status]) => /^2\d\d$/.test(status));
    const response = success && jsonSchemaOf(document, success[1]);
    const scopes = [...new Set(securityOf(document, operation).flatMap((requirement) => requirement.oauth2 ?? []))];
    methods[methodName] = {
      id,
      path: path.replace(/^\//, ""),
      flatPath: path.replace(/^\//, ""),
      httpMethod: method.toUpperCase(),
      ...(typeof (operation as unknown as Json).description === "string"
        ? { description: String((operation as unknown as Json).description).trim() }
        : {}),
      parameters: Object.fromEntries(own.map((given) => [given.name, parameter(given)])),
      parameterOrder: [...inPath, ...own.filter((p) => p.in === "query" && p.required).map((p) => p.name)],
      ...(request ? { request: { $ref: schemaName(request, operation, "request") } } : {}),
      ...(response ? { response: { $ref: schemaName(response, operation, "response") } } : {}),
      ...(scopes.length > 0 ? { scopes } : {}),
    };
  }

  const schemas: Record<string, DiscoverySchema> = {};
  for (const [schemaId, schema] of Object.entries(components)) {
    if (isObjectSchema(components, schema)) schemas[schemaId] = { id: schemaId, ...convert(schema, { inline: true }) };
  }
  const oauth = Object.values(document.components?.securitySchemes ?? {}).find((scheme) => (scheme as Json).type === "oauth2") as
    { flows?: Record<string, { scopes?: Record<string, string> }> } | undefined;
  const scopes = Object.assign({}, ...Object.values(oauth?.flows ?? {}).map((flow) => flow.scopes ?? {})) as Record<string, string>;
  return {
    kind: "discovery#restDescription",
    discoveryVersion: "v1",
    id: `${name}:${document.info.version}`,
    name,
    version: document.info.version,
    title: document.info.title,
    ...(typeof document.info.summary === "string" ? { description: document.info.summary } : {}),
    protocol: "rest",
    rootUrl,
    servicePath,
    baseUrl: rootUrl + servicePath,
    basePath: `/${servicePath}`,
    batchPath: `batch/${servicePath.replace(/\/$/, "")}`,
    parameters: Object.fromEntries(
      parametersOf(first.path, first.operation).flatMap((p) => (standard.includes(p.name) ? [[p.name, parameter(p)]] : [])),
    ),
    ...(Object.keys(scopes).length > 0
      ? { auth: { oauth2: { scopes: Object.fromEntries(Object.entries(scopes).map(([scope, description]) => [scope, { description }])) } } }
      : {}),
    schemas,
    resources,
  };
}

/** The document's `rootUrl` (the server variables' defaults, with a trailing slash) and its `servicePath` (the server's path). */
function addressOf(document: OpenApiDocument): { rootUrl: string; servicePath: string } {
  const server = document.servers?.[0] as { url: string; variables?: Record<string, { default: string }> } | undefined;
  if (!server) throw new Error("a discovery document needs the contract's server");
  const url = new URL(server.url.replace(/\{([^}]+)\}/g, (_whole, variable: string) => server.variables?.[variable]?.default ?? ""));
  return { rootUrl: `${url.origin}/`, servicePath: `${url.pathname.replace(/^\/+|\/+$/g, "")}/`.replace(/^\/$/, "") };
}

/** The requirements of an operation (its own, or the document's), each a map of scheme to scopes. */
function securityOf(document: OpenApiDocument, operation: Operation): Record<string, string[]>[] {
  return ((operation as unknown as Json).security ?? (document as unknown as Json).security ?? []) as Record<string, string[]>[];
}

/** The JSON schema of a request body or a response, if it has one. */
function jsonSchemaOf(document: OpenApiDocument, given: unknown): Schema | undefined {
  if (given === undefined) return undefined;
  const resolved = resolveRef<{ content?: Record<string, { schema?: Schema }> }>(document, given);
  return resolved.content?.["application/json"]?.schema;
}

/** The schema id a method names for its request or response: the contract's component, as the format refers only to named schemas. */
function schemaName(schema: Schema, operation: Operation, what: string): string {
  const ref = typeof schema === "object" ? schema.$ref : undefined;
  if (typeof ref !== "string" || !ref.startsWith(schemaPrefix))
    throw new Error(`${operation.operationId}: the ${what} schema must be a component for the discovery document`);
  return ref.slice(schemaPrefix.length);
}

/** An object schema is a schema of the discovery document; a scalar one is written where it is used. */
function isObjectSchema(components: Record<string, Schema>, schema: Schema | undefined, seen = new Set<Schema>()): boolean {
  if (typeof schema !== "object" || seen.has(schema)) return false;
  seen.add(schema);
  if (schema.type === "object" || schema.properties !== undefined) return true;
  const members = [...((schema.allOf as Schema[] | undefined) ?? [])];
  if (typeof schema.$ref === "string") members.push(components[schema.$ref.slice(schemaPrefix.length)]!);
  return members.some((member) => isObjectSchema(components, member, seen));
}

function schemaConverter(components: Record<string, Schema>) {
  const componentOf = (ref: string) => {
    if (!ref.startsWith(schemaPrefix)) throw new Error(`a schema refers to ${ref}, not a schema component`);
    const name = ref.slice(schemaPrefix.length);
    const target = components[name];
    if (target === undefined) throw new Error(`a schema refers to ${ref}, which the contract lacks`);
    return { name, target };
  };

  /** `inline`: a referenced object is written out instead of named (the members of an allOf, a schema's own definition). */
  function convert(schema: Schema, { inline = false } = {}): DiscoverySchema {
    if (schema === true) return { type: "any" };
    if (schema === false) return {};
    const out: DiscoverySchema = {};
    if (typeof schema.$ref === "string") {
      const { name, target } = componentOf(schema.$ref);
      Object.assign(out, !inline && isObjectSchema(components, target) ? { $ref: name } : convert(target, { inline: true }));
    }
    for (const member of (schema.allOf as Schema[] | undefined) ?? []) merge(out, convert(member, { inline: true }));
    const alternatives = ((schema.anyOf ?? schema.oneOf) as Schema[] | undefined)?.filter((alternative) => alternative !== false);
    if (alternatives?.length) merge(out, eitherOf(alternatives.map((alternative) => convert(alternative))));

    const types = (Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type]).filter(
      (type) => type !== "null",
    ) as string[];
    if (types.length === 1) out.type = types[0];
    else if (types.length > 1) out.type = "any";
    if (schema.const !== undefined && typeof schema.const !== "object") {
      out.type ??= typeof schema.const === "number" ? (Number.isInteger(schema.const) ? "integer" : "number") : typeof schema.const;
      out.enum = [String(schema.const)];
    }
    if (Array.isArray(schema.enum)) {
      const values = schema.enum.filter((value) => value !== null && typeof value !== "object").map(String);
      if (values.length > 0) out.enum = values;
    }
    if (typeof schema.description === "string") out.description = schema.description.trim();
    const format = typeof schema.contentEncoding === "string" && /^base64(url)?$/.test(schema.contentEncoding) ? "byte" : schema.format;
    if (typeof format === "string" && discoveryFormats.has(format)) out.format = format;
    if (typeof schema.pattern === "string") out.pattern = schema.pattern;
    if (typeof schema.minimum === "number") out.minimum = String(schema.minimum);
    if (typeof schema.maximum === "number") out.maximum = String(schema.maximum);
    if (schema.default !== undefined && typeof schema.default !== "object") out.default = String(schema.default);
    if (schema.readOnly === true) out.readOnly = true;
    if (schema.deprecated === true) out.deprecated = true;
    if (typeof schema.properties === "object" && schema.properties !== null) {
      for (const [name, member] of Object.entries(schema.properties as Record<string, Schema>)) {
        if (member === false) continue;
        out.properties ??= {};
        out.properties[name] = merge({ ...out.properties[name] }, convert(member));
      }
    }
    if (schema.additionalProperties !== undefined && schema.additionalProperties !== false)
      out.additionalProperties = convert(schema.additionalProperties as Schema);
    if (schema.items !== undefined) out.items = convert(schema.items as Schema);
    if (out.properties || out.additionalProperties) out.type ??= "object";
    if (out.type === "array") out.items ??= { type: "any" };
    // A schema that says nothing of its value (a presence-only constraint, `{}`) takes any.
    if (out.type === undefined && out.$ref === undefined) out.type = "any";
    return out;
  }

  /** One schema for alternatives: their common type, their patterns and values joined; `any` when they differ in type. */
  function eitherOf(alternatives: DiscoverySchema[]): DiscoverySchema {
    const types = new Set(alternatives.map((alternative) => alternative.type ?? (alternative.$ref ? "object" : "any")));
    if (types.size !== 1) return { type: "any" };
    const [type] = types;
    if (type === "object")
      return alternatives.length === 1
        ? alternatives[0]!
        : alternatives.reduce(
            (all, alternative) =>
              merge(all, alternative.$ref ? convert({ $ref: schemaPrefix + alternative.$ref }, { inline: true }) : alternative),
            { type: "object" },
          );
    const either: DiscoverySchema = { type };
    const formats = new Set(alternatives.map((alternative) => alternative.format));
    if (formats.size === 1 && alternatives[0]!.format) either.format = alternatives[0]!.format;
    if (alternatives.every((alternative) => alternative.pattern))
      either.pattern = alternatives.map((alternative) => `(?:${alternative.pattern})`).join("|");
    if (alternatives.every((alternative) => alternative.enum))
      either.enum = [...new Set(alternatives.flatMap((alternative) => alternative.enum!))];
    return either;
  }

  return convert;
}

/**
 * `extra` merged into `target`: properties member by member, items and map values merged too, any
 * other keyword replaced; `any` (what a presence-only constraint converts to) says less than a
 * type or a reference already known, so it replaces neither.
 */
function merge(target: DiscoverySchema, extra: DiscoverySchema): DiscoverySchema {
  const { properties, items, additionalProperties, type, ...rest } = extra;
  Object.assign(target, rest);
  if (type !== undefined && !(type === "any" && (target.type !== undefined || target.$ref !== undefined))) target.type = type;
  if (extra.$ref !== undefined && target.type === "any") delete target.type;
  if (properties) {
    target.properties ??= {};
    for (const [name, member] of Object.entries(properties)) target.properties[name] = merge({ ...target.properties[name] }, member);
  }
  if (items) target.items = merge({ ...target.items }, items);
  if (additionalProperties) target.additionalProperties = merge({ ...target.additionalProperties }, additionalProperties);
  return target;
}
