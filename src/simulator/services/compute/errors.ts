/**
 * The compute service's error answers, the one place they are written: the service's own refusals
 * and the registry's (src/apis.ts) answers for the engine and the mock. All are the contract's
 * `Error` shape: an `error` object with the HTTP `code`, its canonical `status` name, a `message`,
 * and `errors[]` whose `reason` is the catalog code. Each refusal is a Refusal, thrown by the model
 * or a handler and answered by the engine.
 */
import type { components } from "../../../../generated/compute/types.js";
import type { ErrorAnswers } from "../../../apis.js";
import { Refusal } from "../../service.js";

export type ErrorBody = components["schemas"]["Error"];
type ErrorItem = NonNullable<ErrorBody["error"]["errors"]>[number];

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

function errorBody(status: number, message: string, errors?: ErrorItem[]): ErrorBody {
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

/** What the engine and the mock answer outside the service: a refused body, a missing credential, an invalid request. */
export const errorAnswers = {
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
} satisfies ErrorAnswers;

function serviceError(status: number, reason: string, message: string, location?: string): Refusal {
  return new Refusal({ status, body: errorBody(status, message, [{ message, domain: "global", reason, ...(location ? { location, locationType: "parameter" } : {}) }]) });
}

/** A resource the path names that does not exist (`locations/global/securityPolicies/x`, `projects/p`). */
export const notFound = (resource: string): Refusal => serviceError(404, "notFound", `The resource '${resource}' was not found`);

/** A parameter whose value the service refuses (400 `invalid`). */
export const invalidParameter = (parameter: string, message: string): Refusal => serviceError(400, "invalid", message, parameter);

/** A change refused as a whole (400 `invalid`), such as one that would make a policy larger than a request may carry. */
export const invalidChange = (message: string): Refusal => serviceError(400, "invalid", message);

/** A `fields` selection refused (400 `invalidParameter`), with the parser's reason (fields.ts). */
export const invalidFieldSelection = (message: string): Refusal => serviceError(400, "invalidParameter", message, "fields");

/** A change sent with a fingerprint that is not the resource's current one (412, the contract's ConditionNotMetError). */
export const conditionNotMet = (message: string): Refusal => serviceError(412, "conditionNotMet", message);

/**
 * Scopes that could not be reached, without returnPartialSuccess. The contract declares only 4XX
 * errors for the list, so this is a 400 (failed precondition) rather than the 503 it may be.
 */
export const unreachable = (message: string): Refusal => serviceError(400, "unreachable", message);
