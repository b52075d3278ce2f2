/**
 * What the simulator's core reads from a request and writes in an answer, apart from the
 * request's path through the core (core.ts): security, credentials, bodies and documented answers.
 */
import { problemBody } from "../servers/http.js";
import { isJsonMediaType, parseJsonText } from "../contract/messages.js";
import { chooseExample } from "../contract/examples.js";
import { responseKey, type Operation, type OperationIndex } from "../contract/openapi.js";
import type { ApiSchemas } from "../contract/schemas.js";
import type { ContractProblem } from "../contract/validate.js";
import type { Credentials, Reply, RequestHeaders } from "./service.js";

export function declaresStatus(operation: Operation, status: number): boolean {
  return responseKey(operation.responses, status) !== undefined;
}

/**
 * The answer a mock gives: the documented example the request names (by status, name or query;
 * src/contract/examples.ts chooses it, as for the mock).
 */
export function exampleReply(index: OperationIndex, operationId: string, status?: number, name?: string, query?: URLSearchParams): Reply {
  const operation = index.get(operationId);
  if (!operation) throw new Error(`no operation ${operationId}`);
  const chosen = chooseExample(index, operation, { status, example: name, query });
  if ("problem" in chosen) return { status: 500, body: problemBody(500, chosen.problem) };
  return chosen.example ? { status: chosen.status, body: structuredClone(chosen.example.value) } : { status: chosen.status };
}

type SecurityTest = (headers: RequestHeaders, query: URLSearchParams) => boolean;

/**
 * Whether a request meets one of the operation's security requirements (the credentials' validity
 * is the service's business): the requirements read once into tests, since every request asks.
 */
export function securityTest(schemas: ApiSchemas, operation: Operation): SecurityTest {
  const requirements = (operation as { security?: Record<string, string[]>[] }).security ?? (schemas.document as { security?: Record<string, string[]>[] }).security ?? [{}];
  if (requirements.length === 0) return () => true;
  const alternatives = requirements.map((requirement) =>
    Object.keys(requirement).map((name): SecurityTest => {
      const scheme = schemas.resolve<{ type: string; scheme?: string; in?: string; name?: string }>(schemas.document.components?.securitySchemes?.[name]);
      if (scheme.type === "apiKey" && scheme.in === "query") return (_, query) => query.has(scheme.name!);
      if (scheme.type === "apiKey") return (headers) => headers.has(scheme.name!.toLowerCase());
      const pattern = authorizationPattern(scheme.type === "http" ? (scheme.scheme ?? "bearer") : "bearer");
      return (headers) => pattern.test(headers.get("authorization") ?? "");
    }),
  );
  // Loops rather than some/every: asked on every request, and their callbacks would be made each time.
  return (headers, query) => {
    alternatives: for (const tests of alternatives) {
      for (const test of tests) if (!test(headers, query)) continue alternatives;
      return true;
    }
    return false;
  };
}

const authorizationPatterns = new Map<string, RegExp>();
/** `<scheme> <credential>`, the scheme in any letter case; made once per scheme. */
function authorizationPattern(scheme: string): RegExp {
  let pattern = authorizationPatterns.get(scheme);
  if (!pattern) authorizationPatterns.set(scheme, (pattern = new RegExp(`^${scheme}\\s+\\S`, "i")));
  return pattern;
}

/** The credential sent: the Authorization header's, else the first query parameter an apiKey scheme names. */
export function readCredentials(headers: RequestHeaders, query: URLSearchParams, queryCredentialNames: readonly string[]): Credentials | undefined {
  const authorization = /^(\S+)\s+(\S+)/.exec(headers.get("authorization") ?? "");
  if (authorization) return { scheme: authorization[1]!.toLowerCase(), value: authorization[2]! };
  for (const name of queryCredentialNames) if (query.has(name)) return { scheme: "query", value: query.get(name)! };
  return undefined;
}

/**
 * The body for the handler, and for the validator: a form goes to the validator as its text, so
 * that it checks the JSON its fields carry; the handler gets the fields.
 */
export function parseBody(contentType: string | undefined, text: string, exact: boolean): { body: unknown; forValidation: unknown } | { error: string } {
  const type = (contentType ?? "application/json").split(";")[0]!.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return { body: Object.fromEntries(new URLSearchParams(text)), forValidation: text };
  if (isJsonMediaType(type)) {
    const parsed = parseJsonText(text, { exact });
    return parsed.ok ? { body: parsed.value, forValidation: parsed.value } : { error: `the body is ${parsed.error}` };
  }
  return { body: text, forValidation: text };
}

export function bodyProblem(message: string): ContractProblem {
  return { kind: "invalid-json", in: "body", pointer: "", rule: "invalid-json", message };
}
