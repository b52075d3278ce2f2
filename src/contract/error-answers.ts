/**
 * The answers each API gives outside its operations' examples (a body too large, a missing
 * credential, a request its contract refuses), in the API's own error shape (error-answers/<api>.ts,
 * listed in api-contracts.ts), which the simulator's core, the mock and the proxy answer with and
 * the simulator's services build their refusals on.
 */
import { apiContract } from "./api-contracts.js";
import type { ApiId } from "./apis.js";
import type { ApiErrorAnswers } from "./error-answer-types.js";
import { problemBody } from "./problem.js";

export type { ApiErrorAnswers, ErrorAnswers, RefusedRequest, RequestProblem } from "./error-answer-types.js";

/** Where an API writes no error shape of its own (a new API, before its service): RFC 9457 problems. */
const problemAnswers: ApiErrorAnswers = { errorBody: (status, message) => problemBody(status, message) };

/** The error answers of an API; the same object on every call. */
export function errorAnswersOf(api: ApiId): ApiErrorAnswers {
  return apiContract(api).errorAnswers ?? problemAnswers;
}
