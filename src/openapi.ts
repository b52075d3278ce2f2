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

/**
 * Matches a concrete path against a path template. Template variables may fill a whole segment
 * (`/users/{username}`) or part of one (`/act_{ad_account_id}`); a variable never spans a `/`.
 * Returns the variables, or undefined when the path does not match.
 */
export function matchPathTemplate(template: string, path: string): Record<string, string> | undefined {
  const { pattern, names } = compiledTemplate(template);
  const match = pattern.exec(path);
  if (!match) return undefined;
  return Object.fromEntries(names.map((name, index) => [name, safeDecode(match[index + 1]!)]));
}

/** Whether a concrete path fits a template, without reading its variables. */
export function matchesTemplate(template: string, path: string): boolean {
  return compiledTemplate(template).pattern.test(path);
}

const compiledTemplates = new Map<string, { pattern: RegExp; names: string[] }>();

function compiledTemplate(template: string): { pattern: RegExp; names: string[] } {
  let compiled = compiledTemplates.get(template);
  if (!compiled) {
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
    compiled = { pattern: new RegExp(`^${source}$`), names };
    compiledTemplates.set(template, compiled);
  }
  return compiled;
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
export const literalLength = (template: string): number => template.replace(/\{[^}]+\}/g, "").length;

/**
 * The operation a request is for, by method and concrete path. Where several templates match
 * (`/user/keys` and `/user/{id}`), the one with the most literal characters wins, as routers do.
 */
export function findOperation(document: OpenApiDocument, method: string, path: string): OperationEntry | undefined {
  return listOperations(document)
    .filter((entry) => entry.method === method.toLowerCase() && matchPathTemplate(entry.path, path))
    .sort((a, b) => literalLength(b.path) - literalLength(a.path))[0];
}

/**
 * The fixed path that the first server adds after its base URL variable, which every path of the
 * contract sits under: "{base_url}/compute/v1" → "/compute/v1"; "" when there is none.
 */
export function serverPathPrefix(document: OpenApiDocument): string {
  const url = document.servers?.[0]?.url ?? "";
  return url.replace(/^\{[^}]+\}/, "").replace(/^[a-z]+:\/\/[^/]+/i, "").replace(/\/+$/, "");
}

/** The key of the response an operation documents for a status: the code, its range (`4XX`), or `default`. */
export function responseKey(responses: Record<string, unknown>, status: number): string | undefined {
  return [String(status), `${String(status)[0]}XX`, "default"].find((key) => key in responses);
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
  const schemes = Object.values((document.components?.securitySchemes ?? {}) as Record<string, { type?: string; in?: string; name?: string }>);
  return schemes.flatMap((scheme) => (scheme.type === "apiKey" && scheme.in === "query" && scheme.name ? [scheme.name] : []));
}
