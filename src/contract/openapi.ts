/** The small part of the OpenAPI 3.1 object model that the package's own code walks. */
export interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  info: { title: string; version: string; [key: string]: unknown };
  paths: Record<string, PathItem>;
  components?: Record<string, Record<string, unknown>>;
  [key: `x-${string}`]: unknown;
}

const httpMethods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
export type HttpMethod = (typeof httpMethods)[number];

export type PathItem = Partial<Record<HttpMethod, Operation>> & { parameters?: unknown[] };

export interface Operation {
  operationId: string;
  summary?: string;
  deprecated?: boolean;
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  [key: `x-${string}`]: unknown;
}

export interface OperationEntry {
  method: HttpMethod;
  path: string;
  operation: Operation;
}

/** Every operation of a document, in document order. */
export function listOperations(document: OpenApiDocument): OperationEntry[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    httpMethods.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
}

/** A route: a method and a path template (`/repos/{owner}/{repo}/import`, `/act_{ad_account_id}`). */
export interface Route {
  method: string;
  path: string;
}

export interface RouteMatch<T extends Route> {
  /** The route of the method and path, when there is one. */
  entry?: T;
  /** The path variables of that route, decoded (empty when none matched). */
  params: Record<string, string>;
  /** The methods the path has, upper-case (an Allow header's list when the method is not one). */
  allowed: string[];
}

export interface PathRouter<T extends Route> {
  match(method: string, path: string): RouteMatch<T>;
}

/**
 * Matches concrete paths to routes. A template variable fills a whole segment (`/users/{username}`)
 * or part of one (`/act_{ad_account_id}`), never spanning a `/`. Where several templates match
 * (`/user/keys` and `/user/{id}`), the one with the most literal characters wins, as routers do.
 * Paths already matched are remembered (a bounded number): clients call the same URLs again and again.
 */
export function createPathRouter<T extends Route>(routes: readonly T[]): PathRouter<T> {
  const compiled = routes
    .map((route) => ({ route, method: route.method.toLowerCase(), ...compileTemplate(route.path) }))
    .sort((a, b) => literalLength(b.route.path) - literalLength(a.route.path));
  const remembered = new Map<string, typeof compiled>();
  return {
    match(method, path) {
      let onPath = remembered.get(path);
      if (!onPath) {
        onPath = compiled.filter((candidate) => candidate.pattern.test(path));
        if (remembered.size >= 1000) remembered.clear();
        remembered.set(path, onPath);
      }
      const wanted = method.toLowerCase();
      const found = onPath.find((candidate) => candidate.method === wanted);
      const allowed = [...new Set(onPath.map((candidate) => candidate.method.toUpperCase()))];
      if (!found) return { params: {}, allowed };
      const values = found.pattern.exec(path)!;
      return {
        entry: found.route,
        params: Object.fromEntries(found.names.map((name, index) => [name, safeDecode(values[index + 1]!)])),
        allowed,
      };
    },
  };
}

function compileTemplate(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const variable = /^\{([^}]+)\}$/.exec(part);
      if (!variable) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(variable[1]!);
      return "([^/]+)";
    })
    .join("");
  return { pattern: new RegExp(`^${source}$`), names };
}

/** A malformed escape (`%zz`) is kept as it was sent rather than thrown on. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** How many characters of a path template are not variables: the more, the more specific. */
const literalLength = (template: string): number => template.replace(/\{[^}]+\}/g, "").length;

/**
 * The fixed path that the first server adds after its base URL variable, which every path of the
 * contract sits under: "{base_url}/compute/v1" → "/compute/v1"; "" when there is none.
 */
export function serverPathPrefix(document: OpenApiDocument): string {
  const url = document.servers?.[0]?.url ?? "";
  return url
    .replace(/^\{[^}]+\}/, "")
    .replace(/^[a-z]+:\/\/[^/]+/i, "")
    .replace(/\/+$/, "");
}

/** A JSON pointer's member name, escaped. */
export const escapePointer = (name: string): string => name.replace(/~/g, "~0").replace(/\//g, "~1");

/** The value at a JSON pointer (`#/a/b`) of the document, or undefined. */
export function atPointer(document: unknown, pointer: string): unknown {
  let node = document;
  for (const part of pointer.split("/").slice(1)) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  return node;
}

/** Resolves a local `$ref` of a document (`#/components/...`), also a chain of them; other values pass through. */
export function resolveRef<T = unknown>(document: OpenApiDocument, node: unknown): T {
  let current = node as { $ref?: string } | undefined;
  for (let depth = 0; current && typeof current.$ref === "string" && depth < 20; depth++)
    current = atPointer(document, current.$ref) as { $ref?: string } | undefined;
  return current as T;
}

/** The key of the response an operation documents for a status: the code, its range (`4XX`), or `default`. */
export function responseKey(responses: Record<string, unknown>, status: number): string | undefined {
  return [String(status), `${String(status)[0]}XX`, "default"].find((key) => key in responses);
}

/**
 * The status an invalid request is answered with: 422 or 400 where the operation documents one,
 * else 400 (under a documented 4XX or default); never a status that means something else (401,
 * 403, 404, 409, 412).
 */
export function invalidRequestStatus(operation: Operation): number {
  const statuses = Object.keys(operation.responses);
  for (const preferred of ["422", "400"]) if (statuses.includes(preferred)) return Number(preferred);
  if (statuses.includes("4XX") || statuses.includes("default")) return 400;
  const declared = statuses.find((status) => /^4\d\d$/.test(status) && !["401", "403", "404", "409", "412"].includes(status));
  return declared ? Number(declared) : 400;
}

/**
 * The headers a real service sends on a deprecated operation: `Deprecation` (official clients warn
 * on it) and, where the contract gives the date (`x-sunset`), `Sunset` as an HTTP date (RFC 8594).
 */
export function deprecationHeaders(operation: Operation): Record<string, string> {
  if (!operation.deprecated) return {};
  const sunset = operation["x-sunset"];
  return { deprecation: "true", ...(typeof sunset === "string" ? { sunset: new Date(sunset).toUTCString() } : {}) };
}

/** The names of the query parameters that carry a credential (apiKey schemes `in: query`). */
export function queryCredentialNames(document: OpenApiDocument): string[] {
  const schemes = Object.values(
    (document.components?.securitySchemes ?? {}) as Record<string, { type?: string; in?: string; name?: string }>,
  );
  return schemes.flatMap((scheme) => (scheme.type === "apiKey" && scheme.in === "query" && scheme.name ? [scheme.name] : []));
}

/**
 * The operation index of a contract: every consumer that needs to know which operation a request
 * is for, or what an operation takes and answers (the validator, the matcher, the mock's front,
 * the simulator and its services, the command line, the clients' helpers), asks an index, so they
 * all agree. `operationIndex(api)` (src/contract/documents.ts) holds one per bundled contract.
 *
 *   index.match("GET", "/compute/v1/projects/p/aggregated/forwardingRules?maxResults=3").entry?.operationId
 *   index.get("patchSecurityPolicy")?.parameters
 */
export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: unknown;
  content?: Record<string, { schema?: unknown }>;
  [key: string]: unknown;
}

export interface MediaType {
  schema?: unknown;
  encoding?: Record<string, { contentType?: string }>;
  examples?: Record<string, unknown>;
}

export interface RequestBody {
  required?: boolean;
  content?: Record<string, MediaType>;
}

export interface ResponseObject {
  description?: string;
  content?: Record<string, MediaType>;
  headers?: Record<string, unknown>;
}

export interface IndexedOperation extends OperationEntry {
  operationId: string;
  /** The path item's parameters and the operation's, resolved; the operation's win. */
  parameters: readonly Parameter[];
  /** The request body, resolved, when the operation takes one. */
  requestBody?: RequestBody;
}

/** The operation a request is for, found from the contract alone. */
export interface OperationMatch {
  entry?: IndexedOperation;
  /** The path without the server's prefix. */
  path: string;
  /** Path parameters, decoded (empty when nothing matched). */
  params: Record<string, string>;
  /** The methods the path has, upper-case (an Allow header's list when the method is not one). */
  allowed: string[];
}

export interface OperationIndex {
  readonly document: OpenApiDocument;
  /** The fixed path the server adds before every path of the contract (`/compute/v1`), or "". */
  readonly prefix: string;
  /** Every operation, in document order. */
  readonly operations: readonly IndexedOperation[];
  /** The operation of an operationId. */
  get(operationId: string): IndexedOperation | undefined;
  /** The operation of a method and URL (a full URL, or a path with its query; the server's prefix is taken off). */
  match(method: string, url: string): OperationMatch;
  /** The response an operation documents for a status (by its code, its range or `default`), resolved. */
  response(operation: IndexedOperation, status: number): { key: string; response: ResponseObject } | undefined;
  /** Resolves a local `$ref` of the contract. */
  resolve<T = unknown>(node: unknown): T;
}

/** An operation index of any OpenAPI document (a contract at another version, say). */
export function indexDocument(document: OpenApiDocument): OperationIndex {
  const resolve = <T>(node: unknown) => resolveRef<T>(document, node);
  const operations: IndexedOperation[] = listOperations(document).map((entry) => ({
    ...entry,
    operationId: entry.operation.operationId,
    parameters: parametersOf(document, entry),
    requestBody: resolve<RequestBody | undefined>(entry.operation.requestBody),
  }));
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  const router = createPathRouter(operations);
  const prefix = serverPathPrefix(document);
  // By method, then URL: looking up strings already seen costs nothing, where joining them into one key costs its hashing.
  const matches = new Map<string, Map<string, OperationMatch>>();
  return {
    document,
    prefix,
    operations,
    get: (operationId) => byId.get(operationId),
    match(method, url) {
      // Clients send the same URLs again and again: a match is remembered (a bounded number) and shared, frozen.
      let byUrl = matches.get(method);
      if (!byUrl) {
        if (matches.size >= 64) matches.clear();
        matches.set(method, (byUrl = new Map()));
      }
      let found = byUrl.get(url);
      if (!found) {
        let path = new URL(url, "http://index.invalid").pathname;
        if (prefix && path.startsWith(prefix)) path = path.slice(prefix.length) || "/";
        const routed = router.match(method, path);
        found = Object.freeze({
          path,
          ...routed,
          params: Object.freeze(routed.params),
          allowed: Object.freeze(routed.allowed) as string[],
        });
        if (byUrl.size >= 1000) byUrl.clear();
        byUrl.set(url, found);
      }
      return found;
    },
    response(operation, status) {
      const key = responseKey(operation.operation.responses, status);
      return key === undefined ? undefined : { key, response: resolve<ResponseObject>(operation.operation.responses[key]) };
    },
    resolve,
  };
}

/** Header names are case-insensitive; other parameters' names are not. */
const parameterKey = (parameter: Parameter) =>
  `${parameter.in}:${parameter.in === "header" ? parameter.name.toLowerCase() : parameter.name}`;

function parametersOf(document: OpenApiDocument, entry: OperationEntry): Parameter[] {
  const pathLevel = document.paths[entry.path]?.parameters ?? [];
  const all = [...pathLevel, ...(entry.operation.parameters ?? [])].map((parameter) => resolveRef<Parameter>(document, parameter));
  return [...new Map(all.map((parameter) => [parameterKey(parameter), parameter])).values()];
}
