/**
 * The compute service's error answers, in the contract's `Error` shape: an `error` object with the
 * HTTP `code`, its canonical `status` name (as the engine's own refusals carry it), a `message`, and
 * `errors[]` whose `reason` is the catalog code. Each is a Refusal,
 * thrown by the model or a handler and answered by the engine.
 */
import type { components } from "../../../../generated/compute/types.js";
import { canonicalStatus } from "../../../apis.js";
import { Refusal } from "../../service.js";

export type ErrorBody = components["schemas"]["Error"];

function serviceError(status: number, reason: string, message: string, location?: string): Refusal {
  const error = { message, domain: "global", reason, ...(location ? { location, locationType: "parameter" } : {}) };
  return new Refusal({ status, body: { error: { code: status, message, status: canonicalStatus(status), errors: [error] } } satisfies ErrorBody });
}

/** A resource the path names that does not exist (`locations/global/securityPolicies/x`, `projects/p`). */
export const notFound = (resource: string): Refusal => serviceError(404, "notFound", `The resource '${resource}' was not found`);

/** A parameter whose value the service refuses (400 `invalid`). */
export const invalidParameter = (parameter: string, message: string): Refusal => serviceError(400, "invalid", message, parameter);

/** A malformed `fields` selection (400 `invalidParameter`). */
export const invalidFieldSelection = (fields: string): Refusal => serviceError(400, "invalidParameter", `Invalid field selection ${fields}`, "fields");

/** A change sent with a fingerprint that is not the resource's current one (412, the contract's ConditionNotMetError). */
export const conditionNotMet = (message: string): Refusal => serviceError(412, "conditionNotMet", message);

/**
 * Scopes that could not be reached, without returnPartialSuccess. The contract declares only 4XX
 * errors for the list, so this is a 400 (failed precondition) rather than the 503 it may be.
 */
export const unreachable = (message: string): Refusal => serviceError(400, "unreachable", message);
