/**
 * Requests for one operation of a contract, from its operation index: valid ones (parameters and
 * bodies from the contract's examples, which name the seeded resources, or generated from the
 * schemas; credentials the simulator takes) and the same requests with one thing broken (a
 * parameter or body member missing or of a value its schema refuses, the body of the wrong type,
 * a member the closed body does not name, no credentials).
 */
import fc from "fast-check";
import {
  queryCredentialNames,
  type IndexedOperation,
  type MediaType,
  type OperationIndex,
  type Parameter,
} from "../../src/contract/openapi.js";
import { isJsonMediaType, isNdjsonMediaType } from "../../src/contract/messages.js";
import { exampleValues } from "./contract.js";
import { arbitraryOf, breakingValues, flatten, typesOf, type Schema } from "./schema-arbitrary.js";

export interface FuzzRequest {
  method: string;
  /** The path with its parameters filled in and the server's prefix, and the query string. */
  url: string;
  headers: Record<string, string>;
  body?: { contentType: string; text: string; value: unknown };
  /** What was broken, for failure messages; undefined for a request meant to be valid. */
  broken?: string;
  /** The request was made without credentials on purpose. */
  withoutCredentials?: boolean;
}

interface Parts {
  parameters: Map<Parameter, unknown>;
  body?: { contentType: string; value: unknown };
  credentials: Credential;
}

type Credential = { header?: [string, string]; query?: [string, string] } | undefined;
type Mutation = { name: string; apply(parts: Parts): void; withoutCredentials?: boolean };

const examplesOf = (index: OperationIndex, examples: Record<string, unknown> | undefined): unknown[] =>
  exampleValues(index, examples).map((example) => example.value);

/** An example (which names seeded resources) twice as often as a generated value, where there are examples. */
function valueArbitrary(index: OperationIndex, schema: unknown, examples: unknown[]): fc.Arbitrary<unknown> {
  const generated = arbitraryOf(schema ?? {}, index.resolve);
  return examples.length > 0
    ? fc.oneof({ arbitrary: fc.constantFrom(...examples), weight: 2 }, { arbitrary: generated, weight: 1 })
    : generated;
}

/** Path segments a URL parser would rewrite (".", "..") or drop (""), are not path values. */
const pathSafe = (value: unknown) => !["", ".", ".."].includes(serialize(value));

/**
 * Ids of resources created before the run, by the path of the collection they were created in
 * (`/user/gpg_keys` → the new key's id), for the path parameter that follows that path.
 */
export type CreatedIds = Map<string, unknown[]>;

function parameterArbitrary(
  index: OperationIndex,
  operation: IndexedOperation,
  parameter: Parameter,
  created: CreatedIds,
): fc.Arbitrary<unknown> {
  const [, media] = Object.entries(parameter.content ?? {})[0] ?? [];
  const documented = examplesOf(
    index,
    (parameter.examples ?? (media as MediaType | undefined)?.examples) as Record<string, unknown> | undefined,
  );
  const collection = parameter.in === "path" ? operation.path.split(`/{${parameter.name}}`)[0]! : undefined;
  const examples = [...documented, ...((collection !== undefined && created.get(collection)) || [])];
  const value = valueArbitrary(index, media?.schema ?? parameter.schema, examples);
  const sendable = parameter.in === "path" ? value.filter(pathSafe) : parameter.in === "header" ? value.filter(headerSafe) : value;
  return parameter.required ? sendable : fc.option(sendable, { nil: undefined, freq: 2 });
}

function bodyArbitrary(operation: IndexedOperation, index: OperationIndex): fc.Arbitrary<Parts["body"]> {
  const body = operation.requestBody;
  if (!body?.content) return fc.constant(undefined);
  const choices = Object.entries(body.content).map(([contentType, media]) =>
    valueArbitrary(index, media.schema, examplesOf(index, media.examples)).map((value) => ({
      contentType: contentType === "*/*" ? "application/octet-stream" : contentType,
      value,
    })),
  );
  const chosen = fc.oneof(...choices);
  return body.required ? chosen : fc.option(chosen, { nil: undefined });
}

/** The credentials of the operation's first security requirement (any non-empty token is taken). */
export function credentialOf(operation: IndexedOperation, index: OperationIndex): Credential {
  const document = index.document as { security?: Record<string, string[]>[]; components?: { securitySchemes?: Record<string, unknown> } };
  const requirements = (operation.operation as { security?: Record<string, string[]>[] }).security ?? document.security ?? [];
  const name = requirements.flatMap((requirement) => Object.keys(requirement))[0];
  if (name === undefined) return undefined;
  const scheme = index.resolve<{ type: string; scheme?: string; in?: string; name?: string }>(document.components?.securitySchemes?.[name]);
  if (scheme.type === "apiKey" && scheme.in === "query") return { query: [scheme.name!, "fuzz-access-token"] };
  if (scheme.type === "apiKey") return { header: [scheme.name!.toLowerCase(), `ApiKey ${btoa("fuzz-id:fuzz-key")}`] };
  if (scheme.type === "http" && scheme.scheme === "basic") return { header: ["authorization", `Basic ${btoa("fuzz:secret")}`] };
  return { header: ["authorization", "Bearer fuzz-access-token"] };
}

/** Whether an operation can be called without credentials. */
export function allowsAnonymous(operation: IndexedOperation, index: OperationIndex): boolean {
  const requirements =
    (operation.operation as { security?: unknown[] }).security ?? (index.document as { security?: unknown[] }).security ?? [];
  return requirements.length === 0 || requirements.some((requirement) => Object.keys(requirement as object).length === 0);
}

function serialize(value: unknown): string {
  if (Array.isArray(value)) return value.map(serialize).join(",");
  if (typeof value === "object" && value !== null) return JSON.stringify(value);
  return String(value);
}

/** Header values are visible ASCII (fetch and node:http refuse the rest). */
const headerSafe = (value: unknown) => /^[\x20-\x7e]*$/.test(serialize(value));

function encodeBody(contentType: string, value: unknown, media: MediaType | undefined, index: OperationIndex): string {
  if (contentType === "application/x-www-form-urlencoded") {
    const properties = flatten(media?.schema, index.resolve).properties as Record<string, unknown> | undefined;
    const fields = Object.entries((value ?? {}) as Record<string, unknown>).map(([name, field]) => {
      // A field that carries JSON (contentMediaType) is sent as JSON text; others as their text.
      const carriesJson = typeof field === "object" || flatten(properties?.[name], index.resolve).contentMediaType !== undefined;
      return [name, carriesJson && typeof field !== "string" ? JSON.stringify(field) : serialize(field)];
    });
    return new URLSearchParams(fields).toString();
  }
  return typeof value === "string" && !isJsonMediaType(contentType) ? value : JSON.stringify(value);
}

function build(operation: IndexedOperation, index: OperationIndex, parts: Parts): Omit<FuzzRequest, "broken"> {
  let path = operation.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const [parameter, value] of parts.parameters) {
    if (value === undefined) continue;
    const text = parameter.content ? JSON.stringify(value) : serialize(value);
    if (parameter.in === "path") path = path.replace(`{${parameter.name}}`, encodeURIComponent(text));
    else if (parameter.in === "query") query.append(parameter.name, text);
    else if (parameter.in === "header") headers[parameter.name.toLowerCase()] = text;
  }
  if (parts.credentials?.header) headers[parts.credentials.header[0]] = parts.credentials.header[1];
  if (parts.credentials?.query && !query.has(parts.credentials.query[0])) query.set(...parts.credentials.query);
  const search = query.toString();
  const request: Omit<FuzzRequest, "broken"> = {
    method: operation.method.toUpperCase(),
    url: `${index.prefix}${path}${search ? `?${search}` : ""}`,
    headers,
  };
  if (parts.body) {
    const media = operation.requestBody?.content?.[parts.body.contentType] ?? operation.requestBody?.content?.["*/*"];
    request.body = {
      contentType: parts.body.contentType,
      value: parts.body.value,
      text: encodeBody(parts.body.contentType, parts.body.value, media, index),
    };
    headers["content-type"] = parts.body.contentType;
  }
  return request;
}

/** The request of the operation's first examples (required parameters and body), as its documentation shows it. */
export function exampleRequest(operation: IndexedOperation, index: OperationIndex): FuzzRequest | undefined {
  const first = (examples: Record<string, unknown> | undefined) => examplesOf(index, examples)[0];
  const parameters = new Map(
    operation.parameters.map((parameter) => [
      parameter,
      parameter.required ? first(parameter.examples as Record<string, unknown> | undefined) : undefined,
    ]),
  );
  if ([...parameters].some(([parameter, value]) => parameter.required && value === undefined)) return undefined;
  const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const value = first(media?.examples);
  if (operation.requestBody?.required && value === undefined) return undefined;
  const body = contentType && value !== undefined ? { contentType, value } : undefined;
  return build(operation, index, { parameters, body, credentials: credentialOf(operation, index) });
}

/** Every way of breaking one thing of a valid request of the operation. */
export function mutationsOf(operation: IndexedOperation, index: OperationIndex): Mutation[] {
  const mutations: Mutation[] = [];
  if (!allowsAnonymous(operation, index)) {
    // Also without the query parameters that carry a credential (compute's access_token, say).
    const carriers = new Set(queryCredentialNames(index.document));
    const apply = (parts: Parts) => {
      parts.credentials = undefined;
      for (const parameter of parts.parameters.keys())
        if (parameter.in === "query" && carriers.has(parameter.name)) parts.parameters.set(parameter, undefined);
    };
    mutations.push({ name: "no credentials", withoutCredentials: true, apply });
  }
  for (const parameter of operation.parameters) {
    const label = `${parameter.in} parameter ${parameter.name}`;
    if (parameter.required && parameter.in !== "path")
      mutations.push({ name: `${label} missing`, apply: (parts) => void parts.parameters.set(parameter, undefined) });
    const schema = Object.values(parameter.content ?? {})[0]?.schema ?? parameter.schema;
    // A parameter sent as text takes any text where its schema allows a string: an object's text included.
    const takesAnyText = !parameter.content && acceptsText(flatten(schema, index.resolve), index);
    for (const value of breakingValues(schema, index.resolve)) {
      if ((parameter.in === "path" && !pathSafe(value)) || (parameter.in === "header" && !headerSafe(value))) continue;
      if (takesAnyText && typeof value === "object" && !Array.isArray(value)) continue;
      mutations.push({ name: `${label} = ${JSON.stringify(value)}`, apply: (parts) => void parts.parameters.set(parameter, value) });
    }
  }
  const body = operation.requestBody;
  if (body?.content) {
    if (body.required) mutations.push({ name: "body missing", apply: (parts) => void (parts.body = undefined) });
    for (const [contentType, media] of Object.entries(body.content)) {
      // Any bytes fit */*, and an NDJSON body is text on the wire: any value sent is a string.
      if (contentType === "*/*" || isNdjsonMediaType(contentType)) continue;
      const set = (value: unknown) => (parts: Parts) => void (parts.body = { contentType, value });
      for (const value of breakingValues(media.schema, index.resolve))
        mutations.push({ name: `body = ${JSON.stringify(value)}`, apply: set(value) });
      mutations.push(...memberMutations(flatten(media.schema, index.resolve), index, contentType, []));
    }
  }
  return mutations;
}

/** Whether a schema takes a string, or a list of strings (a parameter's comma-separated text). */
function acceptsText(schema: Schema, index: OperationIndex): boolean {
  const types = typesOf(schema);
  return types.includes("string") || (types.includes("array") && typesOf(flatten(schema.items, index.resolve)).includes("string"));
}

/** Breaking one member of an object body, down to nested members (two levels). */
function memberMutations(schema: Schema, index: OperationIndex, contentType: string, at: string[]): Mutation[] {
  if (!typesOf(schema).includes("object") || at.length > 2) return [];
  const mutations: Mutation[] = [];
  const label = (name: string) => `body ${[...at, name].join(".")}`;
  /** Changes the object at `at` in a copy of the body; a body without it is left as it was. */
  const onMember = (change: (container: Record<string, unknown>) => void) => (parts: Parts) => {
    if (parts.body?.contentType !== contentType) return;
    const copy = structuredClone(parts.body.value);
    const container = at.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], copy);
    if (typeof container !== "object" || container === null || Array.isArray(container)) return;
    change(container as Record<string, unknown>);
    parts.body = { contentType, value: copy };
  };
  for (const name of (schema.required as string[] | undefined) ?? []) {
    mutations.push({ name: `${label(name)} missing`, apply: onMember((container) => delete container[name]) });
  }
  if (schema.additionalProperties === false) {
    mutations.push({
      name: `${label("fuzz_unknown_member")} added`,
      apply: onMember((container) => void (container.fuzz_unknown_member = 1)),
    });
  }
  // The top-level fields of a form are text, as parameters are, but for those that carry JSON.
  const fieldsAreText = contentType === "application/x-www-form-urlencoded" && at.length === 0;
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, unknown>)) {
    const field = flatten(property, index.resolve);
    const takesAnyText = fieldsAreText && field.contentMediaType === undefined && acceptsText(field, index);
    for (const value of breakingValues(property, index.resolve)) {
      if (takesAnyText && typeof value === "object" && !Array.isArray(value)) continue;
      mutations.push({ name: `${label(name)} = ${JSON.stringify(value)}`, apply: onMember((container) => void (container[name] = value)) });
    }
    mutations.push(...memberMutations(flatten(property, index.resolve), index, contentType, [...at, name]));
  }
  return mutations;
}

/** What goes on the wire, to tell two requests apart. */
const sentAs = (request: Omit<FuzzRequest, "broken">) => JSON.stringify([request.url, request.headers, request.body?.text]);

/** Valid requests and, as often, requests with one thing broken. */
export function requestArbitrary(
  operation: IndexedOperation,
  index: OperationIndex,
  created: CreatedIds = new Map(),
): fc.Arbitrary<FuzzRequest> {
  const parameters = fc.tuple(...operation.parameters.map((parameter) => parameterArbitrary(index, operation, parameter, created)));
  const parts = fc.tuple(parameters, bodyArbitrary(operation, index)).map(([values, body]): Parts => ({
    parameters: new Map(operation.parameters.map((parameter, at) => [parameter, values[at]])),
    body,
    credentials: credentialOf(operation, index),
  }));
  const valid = parts.map((chosen) => build(operation, index, chosen));
  const mutations = mutationsOf(operation, index);
  if (mutations.length === 0) return valid;
  // No credentials is one mutation among up to a hundred: a fifth of the broken requests, so that every run tries it.
  const anonymous = mutations.filter((mutation) => mutation.withoutCredentials);
  const others = mutations.filter((mutation) => !mutation.withoutCredentials);
  const mutation = fc.oneof(
    ...(anonymous.length > 0 ? [{ arbitrary: fc.constantFrom(...anonymous), weight: 1 }] : []),
    ...(others.length > 0 ? [{ arbitrary: fc.constantFrom(...others), weight: 4 }] : []),
  );
  const broken = fc
    .tuple(parts, mutation)
    .map(([chosen, mutation]) => {
      // A copy: fast-check keeps the generated parts to shrink them.
      const changed = { ...chosen, parameters: new Map(chosen.parameters) };
      mutation.apply(changed);
      return [
        build(operation, index, chosen),
        { ...build(operation, index, changed), broken: mutation.name, withoutCredentials: mutation.withoutCredentials },
      ] as const;
    })
    // A mutation of a member the body lacks, or of a media type not chosen, leaves the request as it was.
    .filter(([before, after]) => sentAs(before) !== sentAs(after))
    .map(([, after]) => after);
  return fc.oneof(valid, broken);
}
