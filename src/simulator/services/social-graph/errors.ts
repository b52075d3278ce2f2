/**
 * The social-graph service's refusals, in the API's error shape
 * (src/contract/error-answers/social-graph.ts): code 100 for what does not exist or does not fit the
 * state, the invalid-token answer (code 190), and each operation's documented error bodies, read
 * from its examples.
 */
import { graphBody, socialGraphErrorAnswers, type GraphError } from "../../../contract/error-answers/social-graph.js";
import { Refusal, type ServiceContext } from "../../service.js";

/** The service's error `code` with its message, as the service writes it (`(#100) ...`). */
export function graphError(code: number, message: string): Refusal {
  return new Refusal({ status: 400, body: graphBody(code, `(#${code}) ${message}`) });
}

/** Code 100: an object that does not exist, a parameter that does not fit, a state that refuses the request. */
export const invalidParameter = (message: string) => graphError(100, message);

/** The answer to a token that is no valid one (code 190), the same as to a missing token. */
export function invalidToken(): Refusal {
  return new Refusal(structuredClone(socialGraphErrorAnswers.unauthorized));
}

/** Per operation, its documented error codes and their bodies (the 400 examples and the default one's 190). */
export function documentedErrors(context: Pick<ServiceContext, "schemas">): Map<string, Map<number, GraphError>> {
  const byOperation = new Map<string, Map<number, GraphError>>();
  for (const item of Object.values(context.schemas.document.paths)) {
    for (const operation of Object.values(item ?? {}) as { operationId?: string; responses?: Record<string, unknown> }[]) {
      if (!operation?.operationId || !operation.responses) continue;
      const codes = new Map<number, GraphError>();
      for (const status of ["400", "default"]) {
        if (!operation.responses[status]) continue;
        const response = context.schemas.resolve<{ content?: Record<string, { examples?: Record<string, unknown> }> }>(
          operation.responses[status],
        );
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
