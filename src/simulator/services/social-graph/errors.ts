/**
 * The social-graph service's error answers, the one place they are written: the service's own
 * refusals and the registry's (src/apis.ts) answers for the engine and the mock. All are the
 * contract's `Error` body: code 100 for what does not exist or does not fit the state, the
 * invalid-token answer (code 190), and each operation's documented error bodies, read from its
 * examples.
 */
import type { components } from "../../../../generated/social-graph/types.js";
import type { ErrorAnswers } from "../../../apis.js";
import { Refusal, type Reply, type ServiceContext } from "../../service.js";

type GraphError = components["schemas"]["Error"];

const graphBody = (code: number, message: string): GraphError => ({ error: { message, type: "OAuthException", code, fbtrace_id: "simulator" } });

/** What the engine and the mock answer outside the service: a refused body, a missing or invalid token, an invalid request. */
export const errorAnswers = {
  errorBody: (_status, message) => graphBody(1, message),
  // The service answers a missing token as an invalid one: 400 with code 190.
  unauthorized: { status: 400, body: graphBody(190, "Invalid OAuth 2.0 access token.") },
  // A token in an Authorization header (a Bearer token, as other APIs take it) is not read here.
  unauthorizedByHeader: {
    status: 400,
    body: graphBody(
      190,
      "Invalid OAuth 2.0 access token: none was sent where it is read. The token goes in the access_token parameter (the query string or a form body); an Authorization header is not read.",
    ),
  },
  invalidRequestBody: (problems) => graphBody(100, `(#100) ${problems.map(({ location, message }) => `${location}: ${message}`).join("; ")}`),
} satisfies ErrorAnswers;

/** The service's error `code` with its message, as the service writes it (`(#100) ...`). */
export function graphError(code: number, message: string): Refusal {
  return new Refusal({ status: 400, body: graphBody(code, `(#${code}) ${message}`) });
}

/** Code 100: an object that does not exist, a parameter that does not fit, a state that refuses the request. */
export const invalidParameter = (message: string) => graphError(100, message);

/** The answer to a token that is no valid one (code 190), the same as to a missing token. */
export function invalidToken(): Reply {
  return structuredClone(errorAnswers.unauthorized);
}

/** Per operation, its documented error codes and their bodies (the 400 examples and the default one's 190). */
export function documentedErrors(context: ServiceContext): Map<string, Map<number, GraphError>> {
  const byOperation = new Map<string, Map<number, GraphError>>();
  for (const item of Object.values(context.schemas.document.paths)) {
    for (const operation of Object.values(item ?? {}) as { operationId?: string; responses?: Record<string, unknown> }[]) {
      if (!operation?.operationId || !operation.responses) continue;
      const codes = new Map<number, GraphError>();
      for (const status of ["400", "default"]) {
        if (!operation.responses[status]) continue;
        const response = context.schemas.resolve<{ content?: Record<string, { examples?: Record<string, unknown> }> }>(operation.responses[status]);
        for (const example of Object.values(response.content?.["application/json"]?.examples ?? {})) {
          const value = context.schemas.resolve<{ value: GraphError }>(example).value;
          if (!codes.has(value.error.code)) codes.set(value.error.code, value);
        }
      }
      byOperation.set(operation.operationId, codes);
    }
  }
  return byOperation;
}
