/**
 * The compute API's error shape, the contract's `Error`: an `error` object with the HTTP `code`, its
 * canonical `status` name, a `message`, and `errors[]` whose `reason` is the catalog code.
 */
import type { components } from "../../../generated/compute/types.js";
import type { ApiErrorAnswers } from "../error-answer-types.js";

export type ErrorBody = components["schemas"]["Error"];
export type ErrorItem = NonNullable<ErrorBody["error"]["errors"]>[number];

/** The canonical status name the service's errors carry beside the HTTP code. */
function canonicalStatus(status: number): string {
  const names: Record<number, string> = {
    400: "INVALID_ARGUMENT",
    401: "UNAUTHENTICATED",
    403: "PERMISSION_DENIED",
    404: "NOT_FOUND",
    409: "ABORTED",
    412: "FAILED_PRECONDITION",
    413: "OUT_OF_RANGE",
    429: "RESOURCE_EXHAUSTED",
    503: "UNAVAILABLE",
  };
  return names[status] ?? (status >= 500 ? "INTERNAL" : "INVALID_ARGUMENT");
}

export function errorBody(status: number, message: string, errors?: ErrorItem[]): ErrorBody {
  return { error: { code: status, message, status: canonicalStatus(status), ...(errors ? { errors } : {}) } };
}

/** The reason the service's `errors[]` names for a refusal of a status alone (an unknown path, a body too large). */
function reasonOf(status: number): string {
  const reasons: Record<number, string> = {
    400: "badRequest",
    401: "required",
    403: "forbidden",
    404: "notFound",
    405: "httpMethodNotAllowed",
    409: "conflict",
    412: "conditionNotMet",
    413: "uploadTooLarge",
    429: "rateLimitExceeded",
    503: "backendError",
  };
  return reasons[status] ?? (status >= 500 ? "backendError" : "invalid");
}

/** What the core and the mock answer outside the service: a refused body, a missing credential, an invalid request. */
export const computeErrorAnswers = {
  errorBody: (status, message) => errorBody(status, message, [{ message, domain: "global", reason: reasonOf(status) }]),
  statusOf: (body) => (body as Partial<ErrorBody> | undefined)?.error?.code,
  unauthorized: {
    status: 401,
    body: errorBody(401, "Request is missing required authentication credential.", [
      { domain: "global", reason: "required", message: "Login Required.", location: "Authorization", locationType: "header" },
    ]),
  },
  invalidRequestBody: (problems, status = 400) =>
    errorBody(
      status,
      problems.map(({ location, message }) => `${location}: ${message}`).join("; "),
      problems.map(({ location, message }) => ({ domain: "global", reason: "invalid", message, location, locationType: "parameter" })),
    ),
} satisfies ApiErrorAnswers;
