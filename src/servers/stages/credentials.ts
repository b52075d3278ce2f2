/**
 * Credentials: the headers as the stages read them (Authorization in the scheme's canonical
 * letter case, or the scheme the API takes as another name of it), query credentials that a form
 * body carries lifted into the query, and the security stage, which answers a request without the
 * credentials its operation asks for as the API answers it. Whether a credential is valid is the
 * service's business, not the front's.
 */
import { declaresStatus, exampleReply } from "../../contract/examples.js";
import { canonicalAuthorization, liftQueryCredentials } from "../../contract/messages.js";
import { queryCredentialNames, type IndexedOperation, type OperationIndex } from "../../contract/openapi.js";
import { SentHeaders, type HeaderReader, type Stage } from "../context.js";
import type { FrontSetup } from "./setup.js";

export function credentials(setup: FrontSetup): Stage {
  const aliases = setup.definition.authSchemeAliases;
  const names = queryCredentialNames(setup.index.document);
  return function credentials(context) {
    const sent = context.exchange.headers;
    const { authorization } = sent;
    context.headers = new SentHeaders(sent, authorization ? canonicalAuthorization(authorization, aliases) : authorization);
    if (names.length > 0) {
      const text = liftQueryCredentials(context.headers.get("content-type"), context.text, context.query, names);
      if (text !== context.text) {
        context.text = text;
        context.search = context.query.size > 0 ? `?${context.query}` : "";
      }
    }
    return undefined;
  };
}

/** A missing credential: the API's own answer; else the 401 the contract documents for the operation (not its default), else a problem. */
export function security(setup: FrontSetup): Stage {
  const { answers, index } = setup;
  const tests = new Map<IndexedOperation, SecurityTest>();
  return function security(context) {
    const operation = context.operation!;
    let met = tests.get(operation);
    if (met === undefined) tests.set(operation, (met = securityTest(index, operation)));
    if (met(context.headers, context.query)) return undefined;
    const unauthorized =
      (context.headers.has("authorization") ? answers.unauthorizedByHeader : undefined) ??
      answers.unauthorized ??
      (operation.operation.responses["401"]
        ? exampleReply(index, operation.operationId, 401)
        : { status: 401, body: answers.errorBody(401, "The request needs credentials") });
    context.checked = declaresStatus(operation.operation, unauthorized.status);
    return { status: unauthorized.status, body: structuredClone(unauthorized.body) };
  };
}

type SecurityTest = (headers: HeaderReader, query: URLSearchParams) => boolean;

/**
 * Whether a request meets one of the operation's security requirements: the requirements read
 * once into tests, since every request asks.
 */
function securityTest(index: OperationIndex, { operation }: IndexedOperation): SecurityTest {
  const { document } = index;
  const requirements = (operation as { security?: Record<string, string[]>[] }).security ??
    (document as { security?: Record<string, string[]>[] }).security ?? [{}];
  if (requirements.length === 0) return () => true;
  const alternatives = requirements.map((requirement) =>
    Object.keys(requirement).map((name): SecurityTest => {
      const scheme = index.resolve<{ type: string; scheme?: string; in?: string; name?: string }>(
        document.components?.securitySchemes?.[name],
      );
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
