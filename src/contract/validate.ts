/**
 * Validation of real or mocked traffic against a contract, for users' own tests:
 *
 *   const { validateRequest, validateResponse } = createValidator("code-hosting");
 *   const result = validateResponse({ method: "GET", url: "/repos/o/r/import", status: 200, body });
 *   if (!result.valid) console.log(result.problems.map((p) => p.message).join("\n"));
 *
 * The operation is found by matching the path against the contract's templates, unless the caller
 * has found it already (`match`: a server that routed the request). Validators are built once per
 * API and every schema is compiled once, on first use.
 */
import { getApi, type ApiId } from "./apis.js";
import { declaredHeader, headerProblems, type DeclaredHeader } from "./header-names.js";
import {
  countsAsNoBody,
  headerMap,
  isJsonMediaType,
  type HeaderValues,
  isNdjsonMediaType,
  liftQueryCredentials,
  parseJsonText,
} from "./messages.js";
import { operationIndex } from "./documents.js";
import { queryCredentialNames, type MediaType, type OperationIndex, type OperationMatch, type Parameter } from "./openapi.js";
import { apiSchemas, type ApiSchemas, type SchemaProblem } from "./schemas.js";

export type { OperationMatch } from "./openapi.js";

export type ProblemKind =
  "unknown-path" | "unknown-method" | "undocumented-status" | "content-type" | "missing" | "invalid-json" | "schema";

export interface ContractProblem {
  kind: ProblemKind;
  /** The part of the message the problem is in. */
  in: "path" | "method" | "query" | "header" | "body" | "status";
  /** JSON pointer into the payload (the body, or the parameter's value); "" for the whole. */
  pointer: string;
  /** The rule broken: a JSON Schema keyword (required, enum, ...) or the problem's kind. */
  rule: string;
  /** One line a person reads without knowing the validator. */
  message: string;
}

/** Where a problem is, in dotted form (`body.use_lfs`, `query.since`), as refusals and violation reports name it. */
export const problemLocation = (problem: Pick<ContractProblem, "in" | "pointer">): string =>
  [problem.in, problem.pointer.replace(/^\//, "").replace(/\//g, ".")].filter(Boolean).join(".");

export interface ContractResult {
  valid: boolean;
  /** The operation the message was matched to, when one was. */
  operation?: { operationId: string; method: string; path: string };
  problems: ContractProblem[];
  /**
   * With `{ unknownMembers: "warn" }`: members of a request body that no schema of the contract
   * names, where the body is open to them (kind "schema", rule "unknown-member"). They do not make
   * the request invalid: the real service may know newer members, but a typo shows up here.
   */
  warnings?: ContractProblem[];
  /**
   * Of a request whose operation was found: the query parameters it declares that the request
   * carries, by name, as the validator read them (numbers as numbers, booleans as booleans, arrays
   * as arrays; a parameter with `content`, its parsed value).
   */
  queryValues?: Record<string, unknown>;
}

export interface RequestCheckOptions {
  /** Report members of an open request body that the contract does not name, as warnings. */
  unknownMembers?: "warn";
  /** Stop at the body's first problem: for a large body, whose every problem could cost more than the request. */
  firstProblemOnly?: boolean;
  /** The operation the request is for, as the caller's routing found it (index.match of the method and path): not matched again. */
  match?: OperationMatch;
}

export interface ResponseCheckOptions {
  /** The operation the answer is of, as the caller's routing found it: not matched again. */
  match?: OperationMatch;
}

export interface RequestMessage {
  method: string;
  /** A full URL or a path with its query string. */
  url: string;
  headers?: HeaderValues;
  /** Parsed JSON, or the raw text of the body. */
  body?: unknown;
  /** The body is parsed JSON even where it is a string: a string is then not read as JSON text. */
  parsedBody?: boolean;
}

export interface ResponseMessage extends RequestMessage {
  status: number;
}

export interface ContractValidator {
  api: ApiId;
  match(method: string, url: string): OperationMatch;
  validateRequest(request: RequestMessage, options?: RequestCheckOptions): ContractResult;
  validateResponse(response: ResponseMessage, options?: ResponseCheckOptions): ContractResult;
}

const validators = new Map<ApiId, ContractValidator>();

/** The validator of one API; the same object on every call. */
export function createValidator(api: ApiId): ContractValidator {
  let validator = validators.get(api);
  if (!validator) {
    validator = buildValidator(getApi(api).id, apiSchemas(api), operationIndex(api));
    validators.set(api, validator);
  }
  return validator;
}

function buildValidator(api: ApiId, schemas: ApiSchemas, index: OperationIndex): ContractValidator {
  const credentialNames = queryCredentialNames(schemas.document);
  function start(method: string, url: string, found: OperationMatch | undefined): { result: ContractResult; match: OperationMatch } {
    const match = found ?? index.match(method, url);
    const result: ContractResult = { valid: false, problems: [] };
    if (match.entry) {
      result.operation = { operationId: match.entry.operationId, method: match.entry.method.toUpperCase(), path: match.entry.path };
    } else if (match.allowed.length === 0) {
      result.problems.push(problem("unknown-path", "path", `${match.path} is not a path of the ${api} contract`));
    } else {
      result.problems.push(
        problem(
          "unknown-method",
          "method",
          `${method.toUpperCase()} is not an operation of ${match.path} (it has ${match.allowed.join(", ")})`,
        ),
      );
    }
    return { result, match };
  }

  function validateRequest(request: RequestMessage, options: RequestCheckOptions = {}): ContractResult {
    const { result, match } = start(request.method, request.url, options.match);
    const entry = match.entry;
    if (!entry) return finish(result);
    const headers = headerMap(request.headers);
    const queryValues: Record<string, unknown> = {};
    result.queryValues = queryValues;
    const query = new URL(request.url, "http://validator.invalid").searchParams;
    // A query credential sent as a field of a form body is the query's, as the simulator and the mock take it.
    const body =
      typeof request.body === "string"
        ? liftQueryCredentials(headers.get("content-type"), request.body, query, credentialNames)
        : request.body;
    for (const parameter of entry.parameters) {
      if (parameter.in === "header") {
        const check: ValueCheck = (value, into) => checkParameter(schemas, parameter, value, into);
        checkHeader(declaredHeader(parameter.name, parameter), headers, result, check);
        continue;
      }
      const raw =
        parameter.in === "path"
          ? match.params[parameter.name]
          : parameter.in === "query"
            ? queryValue(query, parameter, schemas)
            : undefined;
      if (raw === undefined) {
        if (parameter.required) {
          result.problems.push(
            problem(
              "missing",
              parameter.in as ContractProblem["in"],
              `the required ${parameter.in} parameter "${parameter.name}" is missing`,
            ),
          );
        }
        continue;
      }
      const value = checkParameter(schemas, parameter, raw, result);
      if (parameter.in === "query") queryValues[parameter.name] = value;
    }
    const requestBody = entry.requestBody;
    if (countsAsNoBody(body, requestBody?.required === true)) {
      if (requestBody?.required) result.problems.push(problem("missing", "body", "the request body is required"));
    } else if (!requestBody?.content) {
      result.problems.push(problem("schema", "body", "this operation takes no request body"));
    } else {
      const checked = checkBody(
        schemas,
        requestBody.content,
        headers.get("content-type"),
        body,
        result,
        request.parsedBody === true,
        options.firstProblemOnly === true,
      );
      if (options.unknownMembers === "warn" && checked) {
        result.warnings = schemas.unknownMembers(checked.schema, checked.value).map((found) => ({
          kind: "schema" as const,
          in: "body" as const,
          pointer: found.pointer,
          rule: found.rule,
          message: `body: ${found.message}`,
        }));
      }
    }
    return finish(result);
  }

  function validateResponse(response: ResponseMessage, options: ResponseCheckOptions = {}): ContractResult {
    const { result, match } = start(response.method, response.url, options.match);
    const entry = match.entry;
    if (!entry) return finish(result);
    const documented = index.response(entry, response.status);
    if (documented === undefined) {
      const declared = Object.keys(entry.operation.responses).join(", ");
      result.problems.push(
        problem(
          "undocumented-status",
          "status",
          `status ${response.status} is not documented for ${entry.operationId} (it documents ${declared})`,
        ),
      );
      return finish(result);
    }
    const declared = documented.response;
    const headers = headerMap(response.headers);
    // Headers are checked when the message carries them: a recorded body alone says nothing of them.
    if (response.headers !== undefined) checkResponseHeaders(schemas, declared.headers ?? {}, headers, result);
    const empty = response.body === undefined || response.body === null || response.body === "";
    if (!declared.content) {
      if (!empty)
        result.problems.push(problem("schema", "body", `status ${response.status} is documented without a body, but one was sent`));
    } else if (!empty || response.status !== 204) {
      checkBody(schemas, declared.content, headers.get("content-type"), response.body, result, false);
    }
    return finish(result);
  }

  return { api, match: index.match, validateRequest, validateResponse };
}

function queryValue(params: URLSearchParams, parameter: Parameter, schemas: ApiSchemas): string | string[] | undefined {
  const values = params.getAll(parameter.name);
  if (values.length === 0) return undefined;
  const schema = schemas.resolve<{ type?: unknown }>(parameter.schema ?? {});
  return schema.type === "array" ? values.flatMap((value) => value.split(",")) : values[0];
}

function checkResponseHeaders(schemas: ApiSchemas, declared: Record<string, unknown>, headers: HeaderMap, result: ContractResult) {
  for (const [name, reference] of Object.entries(declared)) {
    // Content-Type is described by the response's content, not as a header (OpenAPI ignores it).
    if (name.toLowerCase() === "content-type") continue;
    const header = schemas.resolve<{ required?: boolean; schema?: unknown }>(reference);
    const check: ValueCheck = (value, into) => {
      const checked = schemas.validate(header.schema, value, { coerce: true, mostSpecific: true });
      addSchemaProblems(checked, "header", `response header "${name}"`, into);
    };
    checkHeader(declaredHeader(name, header), headers, result, header.schema === undefined ? () => {} : check);
  }
}

type HeaderMap = Map<string, string>;
type ValueCheck = (value: string, into: ContractResult) => void;

/** A declared header in a message (header-names.ts): missing where required, else its value checked. */
function checkHeader(header: DeclaredHeader, headers: HeaderMap, result: ContractResult, check: ValueCheck) {
  const found = headerProblems(header, headers, (value) => {
    const into: ContractResult = { valid: false, problems: [] };
    check(value, into);
    return into.problems;
  });
  result.problems.push(...(found === "missing" ? [problem("missing", "header", header.missing)] : found));
}

/** Checks a parameter's value as sent; returns it as its schema reads it (converted), or as sent where it cannot be read. */
function checkParameter(schemas: ApiSchemas, parameter: Parameter, raw: string | string[], result: ContractResult): unknown {
  const where = parameter.in as ContractProblem["in"];
  const label = `${parameter.in} parameter "${parameter.name}"`;
  // A parameter with `content` carries a serialized value (JSON in a query string, for example).
  const [contentType, media] = Object.entries(parameter.content ?? {})[0] ?? [];
  if (contentType && media) {
    const text = Array.isArray(raw) ? raw[0]! : raw;
    const parsed = parseJsonText(text);
    if (!parsed.ok) {
      result.problems.push(problem("invalid-json", where, `${label} is ${parsed.error}`));
      return raw;
    }
    addSchemaProblems(schemas.validate(media.schema, parsed.value, { mostSpecific: true }), where, label, result);
    return parsed.value;
  }
  // Coercion rewrites arrays in place: the caller's list is copied first.
  const checked = schemas.validate(parameter.schema, Array.isArray(raw) ? [...raw] : raw, { coerce: true, mostSpecific: true });
  addSchemaProblems(checked, where, label, result);
  return checked.value;
}

function checkBody(
  schemas: ApiSchemas,
  content: Record<string, MediaType>,
  contentTypeHeader: string | undefined,
  body: unknown,
  result: ContractResult,
  alreadyParsed: boolean,
  firstProblemOnly = false,
): { schema: unknown; value: unknown } | undefined {
  const sent = (contentTypeHeader ?? (typeof body === "string" ? "text/plain" : "application/json")).split(";")[0]!.trim().toLowerCase();
  const declared = Object.keys(content);
  const mediaType =
    declared.find((type) => type.toLowerCase() === sent) ??
    (isJsonMediaType(sent) ? declared.find(isJsonMediaType) : undefined) ??
    (isNdjsonMediaType(sent) ? declared.find(isNdjsonMediaType) : undefined) ??
    declared.find((type) => type === "*/*" || (type.endsWith("/*") && sent.startsWith(type.slice(0, -1))));
  if (!mediaType) {
    result.problems.push(problem("content-type", "body", `content type ${sent} is not documented (it documents ${declared.join(", ")})`));
    return undefined;
  }
  const media = content[mediaType]!;
  let value = body;
  if (isJsonMediaType(mediaType) && typeof body === "string" && !alreadyParsed) {
    const parsed = parseJsonText(body);
    if (!parsed.ok) {
      result.problems.push(problem("invalid-json", "body", `the body is ${parsed.error}`));
      return undefined;
    }
    value = parsed.value;
  }
  if (mediaType === "application/x-www-form-urlencoded") {
    value = readForm(schemas, media, body, result, firstProblemOnly);
    if (value === undefined) return undefined;
    addSchemaProblems(
      schemas.validate(media.schema, value, { coerce: true, firstProblemOnly, mostSpecific: true }),
      "body",
      "body",
      result,
    );
    return { schema: media.schema, value };
  }
  if (media.schema === undefined || mediaType === "*/*") return undefined;
  addSchemaProblems(schemas.validate(media.schema, value, { firstProblemOnly, mostSpecific: true }), "body", "body", result);
  return { schema: media.schema, value };
}

/**
 * A form body as an object. A field that carries JSON (its schema's `contentMediaType`, or the
 * media type's `encoding`) is parsed and checked against its `contentSchema`, then left as text
 * for the form's own schema.
 */
function readForm(
  schemas: ApiSchemas,
  media: MediaType,
  body: unknown,
  result: ContractResult,
  firstProblemOnly: boolean,
): Record<string, unknown> | undefined {
  if (typeof body === "object" && body !== null && !(body instanceof URLSearchParams)) return { ...(body as object) };
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body instanceof URLSearchParams ? body : String(body))) fields[name] = value;
  const schema = schemas.resolve<{ properties?: Record<string, unknown> }>(media.schema ?? {});
  for (const [name, text] of Object.entries(fields)) {
    const property = schemas.resolve<{ contentMediaType?: string; contentSchema?: unknown }>(schema.properties?.[name] ?? {});
    const carriesJson = isJsonMediaType(property.contentMediaType ?? media.encoding?.[name]?.contentType ?? "");
    if (!carriesJson) continue;
    const parsed = parseJsonText(text);
    if (!parsed.ok) {
      result.problems.push(problem("invalid-json", "body", `form field "${name}" is ${parsed.error}`));
      return undefined;
    }
    if (property.contentSchema !== undefined) {
      addSchemaProblems(
        schemas.validate(property.contentSchema, parsed.value, { firstProblemOnly, mostSpecific: true }),
        "body",
        `form field "${name}"`,
        result,
      );
    }
  }
  return fields;
}

function addSchemaProblems(
  checked: { problems: SchemaProblem[] },
  where: ContractProblem["in"],
  label: string,
  result: ContractResult,
): void {
  for (const found of checked.problems) {
    result.problems.push({
      kind: "schema",
      in: where,
      pointer: found.pointer,
      rule: found.rule,
      // "the payload must be object" reads "body must be object"; deeper ones "body: /a/b must ...".
      message: found.message.startsWith("the payload ") ? found.message.replace(/^the payload/, label) : `${label}: ${found.message}`,
    });
  }
}

function problem(kind: ProblemKind, where: ContractProblem["in"], message: string): ContractProblem {
  return { kind, in: where, pointer: "", rule: kind, message };
}

function finish(result: ContractResult): ContractResult {
  result.valid = result.problems.length === 0;
  return result;
}
