/** Walks a bundled contract: its examples, and requests built from them for end-to-end tests. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import type { ApiId } from "../../src/contract/apis.js";
import { placeholder } from "../../scripts/scaffold/placeholder.js";
import { operationIndex } from "../../src/contract/documents.js";
import { apiSchemas, type ApiSchemas } from "../../src/contract/schemas.js";
import {
  atPointer,
  listOperations,
  responseKey,
  type HttpMethod,
  type OpenApiDocument,
  type Operation,
  type OperationEntry,
} from "../../src/contract/openapi.js";

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: Record<string, unknown>;
  examples?: Record<string, unknown>;
}
interface MediaType {
  schema?: unknown;
  examples?: Record<string, unknown>;
}
interface Response {
  headers?: Record<string, unknown>;
  content?: Record<string, MediaType>;
}

export interface ExampleCase {
  /** Where the example stands, for the test's name. */
  where: string;
  schema: unknown;
  value: unknown;
}

/**
 * The named examples of a parameter or media type, their `$ref`s resolved by `resolve` (of the
 * contract's schemas or of its operation index), in the contract's order.
 */
export const exampleValues = (resolvable: { resolve<T>(value: unknown): T }, examples: Record<string, unknown> | undefined) =>
  Object.entries(examples ?? {}).map(([name, example]) => ({
    name,
    value: resolvable.resolve<{ value: unknown }>(example).value,
  }));

/**
 * An API's contract and its components by name, as its suites look them up: `ref("Sort")` for a
 * schema, `ref("parameters/Size")` for another kind of component; `example(name)` is the value of
 * a named example (any: a test gives it the type of where it goes); `conforms` lists the problems.
 */
export function contractOf(api: ApiId) {
  const schemas = apiSchemas(api);
  const ref = (name: string) => ({ $ref: `#/components/${name.includes("/") ? name : `schemas/${name}`}` });
  /** The schema of a component: a parameter's is the one it holds. */
  const schemaOf = (name: string): unknown =>
    name.startsWith("parameters/") ? schemas.resolve<{ schema: unknown }>(ref(name)).schema : ref(name);
  const example = (name: string): any => schemas.resolve<{ value: unknown }>({ $ref: `#/components/examples/${name}` }).value;
  const conforms = (schema: string, value: unknown) => schemas.validate(ref(schema), value).problems;
  return { schemas, ref, schemaOf, example, conforms };
}

/** An operation's parameters, as the operation index resolves them (the operation's win over its path's). */
export function parametersOf(schemas: ApiSchemas, entry: OperationEntry): Parameter[] {
  return [...operationIndex(schemas.api as ApiId).get(entry.operation.operationId)!.parameters] as Parameter[];
}

/** What resolves a contract's `$ref`s: its schemas, or an operation index of it. */
type Resolvable = Pick<ApiSchemas, "resolve">;

export function requestBodyOf(schemas: Resolvable, operation: Operation) {
  return schemas.resolve<{ required?: boolean; content?: Record<string, MediaType> } | undefined>(operation.requestBody);
}

export function responsesOf(schemas: Resolvable, operation: Operation): [string, Response][] {
  return Object.entries(operation.responses).map(([status, response]) => [status, schemas.resolve<Response>(response)]);
}

/** Every request and response body of a contract without a named example, as "<operationId> <where> <media type>". */
export function bodiesWithoutExamples(schemas: Resolvable, document: OpenApiDocument): string[] {
  const missing: string[] = [];
  for (const { operation } of listOperations(document)) {
    const bodies = [
      ...Object.entries(requestBodyOf(schemas, operation)?.content ?? {}).map(([type, media]) => [`request ${type}`, media] as const),
      ...responsesOf(schemas, operation).flatMap(([status, response]) =>
        Object.entries(response.content ?? {}).map(([type, media]) => [`${status} ${type}`, media] as const),
      ),
    ];
    for (const [where, media] of bodies) {
      if (Object.keys(media.examples ?? {}).length === 0) missing.push(`${operation.operationId} ${where}`);
    }
  }
  return missing;
}

/**
 * The placeholders the scaffold left (`placeholder`, scripts/scaffold/placeholder.ts) in the files under
 * `folder`, as "<file relative to root>:<line>": each is something only the maintainer can write.
 */
export function scaffoldPlaceholders(root: string, folder: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(join(root, folder), { recursive: true, encoding: "utf8" }).sort()) {
    const file = join(root, folder, name);
    if (!statSync(file).isFile()) continue;
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, index) => {
        if (line.includes(placeholder)) found.push(`${relative(root, file)}:${index + 1}`);
      });
  }
  return found;
}

/** Every example of every parameter, request body, response body and response header. */
export function collectExamples(schemas: ApiSchemas): ExampleCase[] {
  const cases: ExampleCase[] = [];
  for (const entry of listOperations(schemas.document)) {
    const id = entry.operation.operationId;
    for (const parameter of parametersOf(schemas, entry)) {
      for (const { name, value } of exampleValues(schemas, parameter.examples)) {
        cases.push({ where: `${id} ${parameter.in} ${parameter.name} (${name})`, schema: parameter.schema, value });
      }
    }
    for (const [mediaType, media] of Object.entries(requestBodyOf(schemas, entry.operation)?.content ?? {})) {
      for (const { name, value } of exampleValues(schemas, media.examples)) {
        cases.push({ where: `${id} request ${mediaType} (${name})`, schema: media.schema, value });
      }
    }
    for (const [status, response] of responsesOf(schemas, entry.operation)) {
      for (const [mediaType, media] of Object.entries(response.content ?? {})) {
        for (const { name, value } of exampleValues(schemas, media.examples)) {
          cases.push({ where: `${id} ${status} ${mediaType} (${name})`, schema: media.schema, value });
        }
      }
      for (const [headerName, header] of Object.entries(response.headers ?? {})) {
        const resolved = schemas.resolve<{ schema?: unknown; examples?: Record<string, unknown> }>(header);
        for (const { name, value } of exampleValues(schemas, resolved.examples)) {
          cases.push({ where: `${id} ${status} header ${headerName} (${name})`, schema: resolved.schema, value });
        }
      }
    }
  }
  return cases;
}

/** A value for a parameter: its first example, else its schema's default, const or first enum value. */
function sampleParameter(schemas: ApiSchemas, parameter: Parameter): unknown {
  const [first] = exampleValues(schemas, parameter.examples);
  if (first) return first.value;
  const schema = schemas.resolve<Record<string, unknown>>(parameter.schema ?? {});
  if ("default" in schema) return schema.default;
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  return undefined;
}

export interface SampleRequest {
  method: HttpMethod;
  /** The path template; its variables are in `pathParams`. */
  path: string;
  pathParams: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body?: { mediaType: string; value: unknown };
}

/**
 * A valid request for an operation, built only from the contract: the examples of its parameters
 * and of its first request body media type. Credentials are the client factory's business.
 */
export function sampleRequest(schemas: ApiSchemas, entry: OperationEntry): SampleRequest {
  const request: SampleRequest = { method: entry.method, path: entry.path, pathParams: {}, query: {}, headers: {} };
  for (const parameter of parametersOf(schemas, entry)) {
    const value = sampleParameter(schemas, parameter);
    if (value === undefined) {
      if (parameter.required) throw new Error(`${entry.operation.operationId}: no example for ${parameter.name}`);
      continue;
    }
    if (parameter.in === "path") request.pathParams[parameter.name] = value;
    else if (parameter.in === "query") request.query[parameter.name] = value;
    else if (parameter.in === "header") request.headers[parameter.name] = typeof value === "string" ? value : JSON.stringify(value);
  }
  const body = requestBodyOf(schemas, entry.operation);
  const [mediaType, media] = Object.entries(body?.content ?? {})[0] ?? [];
  const [example] = exampleValues(schemas, media?.examples);
  // fetch cannot send a body with GET or HEAD: such a body stays out of a sample request.
  const canSendBody = entry.method !== "get" && entry.method !== "head";
  if (mediaType && example && canSendBody) request.body = { mediaType, value: example.value };
  return request;
}

/** The response a contract declares for a status: the exact code, its range (2XX), or default. */
export function declaredResponse(schemas: ApiSchemas, operation: Operation, status: number) {
  const key = responseKey(operation.responses, status);
  return key === undefined ? undefined : schemas.resolve<Response>(operation.responses[key]);
}

/**
 * Whether a part of a bundled contract reaches, through its local `$ref`s, a component that refers
 * back to itself (a recursive schema). `known` keeps each reference's answer, which does not
 * depend on the way it was reached: one that leads back into the trail is on a cycle of its own.
 */
export function reachesRecursion(
  document: OpenApiDocument,
  node: unknown,
  trail: ReadonlySet<string> = new Set(),
  known = new Map<string, boolean>(),
): boolean {
  if (node === null || typeof node !== "object") return false;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref !== "string") return Object.values(node).some((child) => reachesRecursion(document, child, trail, known));
  if (trail.has(ref)) return true;
  if (!known.has(ref)) known.set(ref, reachesRecursion(document, atPointer(document, ref), new Set(trail).add(ref), known));
  return known.get(ref)!;
}
