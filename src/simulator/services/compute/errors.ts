/**
 * The compute service's refusals, in the API's error shape (src/contract/error-answers/compute.ts).
 * Each is a Refusal, thrown by the model or a handler and answered by the core.
 */
import { errorBody } from "../../../contract/error-answers/compute.js";
import { Refusal } from "../../service.js";

export type { ErrorBody } from "../../../contract/error-answers/compute.js";

function serviceError(status: number, reason: string, message: string, location?: string): Refusal {
  return new Refusal({
    status,
    body: errorBody(status, message, [{ message, domain: "global", reason, ...(location ? { location, locationType: "parameter" } : {}) }]),
  });
}

/** A resource the path names that does not exist (`locations/global/securityPolicies/x`, `projects/p`). */
export const notFound = (resource: string): Refusal => serviceError(404, "notFound", `The resource '${resource}' was not found`);

/** A resource that would take a name already held (409 `alreadyExists`): a second policy of one name. */
export const alreadyExists = (resource: string): Refusal => serviceError(409, "alreadyExists", `The resource '${resource}' already exists`);

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
