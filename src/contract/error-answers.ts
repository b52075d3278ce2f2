/**
 * The answers each API gives outside its operations' examples (a body too large, a missing
 * credential, a request its contract refuses), in the API's own error shape, which the simulator's
 * core, the mock and the proxy answer with and the simulator's services build their refusals on.
 * Each API writes its shape once, in error-answers/<api>.ts.
 */
import { codeHostingErrorAnswers } from "./error-answers/code-hosting.js";
import { computeErrorAnswers } from "./error-answers/compute.js";
import { eventManagementErrorAnswers } from "./error-answers/event-management.js";
import { searchErrorAnswers } from "./error-answers/search.js";
import { socialGraphErrorAnswers } from "./error-answers/social-graph.js";
import type { ApiErrorAnswers } from "./error-answer-types.js";
import type { ApiId } from "./apis.js";
import { problemBody } from "./problem.js";

export type { ApiErrorAnswers, ErrorAnswers, RequestProblem } from "./error-answer-types.js";

const byApi: Partial<Record<ApiId, ApiErrorAnswers>> = {
  "code-hosting": codeHostingErrorAnswers,
  "social-graph": socialGraphErrorAnswers,
  "event-management": eventManagementErrorAnswers,
  compute: computeErrorAnswers,
  search: searchErrorAnswers,
};

/** Where an API writes no error shape of its own (a new API, before its service): RFC 9457 problems. */
const problemAnswers: ApiErrorAnswers = { errorBody: (status, message) => problemBody(status, message) };

/** The error answers of an API; the same object on every call. */
export function errorAnswersOf(api: ApiId): ApiErrorAnswers {
  return byApi[api] ?? problemAnswers;
}
