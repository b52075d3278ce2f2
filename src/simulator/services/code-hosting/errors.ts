/**
 * The code-hosting service's refusals, in the API's error shape (src/contract/error-answers/code-hosting.ts).
 * Each is a Refusal, thrown by the model or a handler and answered by the core.
 */
import { basicBody, documentation, validationBody } from "../../../contract/error-answers/code-hosting.js";
import { Refusal } from "../../service.js";

export type { BasicError, FieldError, ValidationError } from "../../../contract/error-answers/code-hosting.js";

const basic = (status: number, message: string, documentationUrl?: string): Refusal =>
  new Refusal({ status, body: basicBody(status, message, documentationUrl) });

/** No such resource (an import, a key, a follow). */
export const notFound = (): Refusal => basic(404, "Not Found");

/** A ref that names no commit the simulator knows. */
export const noCommit = (ref: string): Refusal => basic(404, `No commit found for SHA: ${ref}`, `${documentation}/commits/statuses`);

/** A token that lacks the permission the operation's catalog entry requires. */
export const notAccessibleByToken = (): Refusal => basic(403, "Resource not accessible by personal access token");

/** A request the service understood but refuses for a rule of the resource (422); `code` as the service names the rule broken. */
export const validationFailed = (resource: string, field: string, message: string, code = "invalid"): Refusal =>
  new Refusal({ status: 422, body: validationBody(422, [{ resource, field, code, message }]) });
