/**
 * The code-hosting service's error answers. The contract leaves its error bodies open (the source
 * document does not show them); these follow the shapes of its examples (ErrorNotFound,
 * ErrorForbidden, ErrorValidationFailed): a `message`, a `documentation_url` and the status as text.
 * Each is a Refusal, thrown by the model or a handler and answered by the engine.
 */
import { Refusal } from "../../service.js";

const documentation = "https://docs.vendor.example/rest";

/** The body of a basic error: ErrorNotFound, ErrorForbidden. */
export interface BasicError {
  message: string;
  documentation_url: string;
  status: string;
}

/** The body of a 422: ErrorValidationFailed, one entry per field refused. */
export interface ValidationError {
  message: "Validation Failed";
  errors: { resource: string; field: string; code: string; message: string }[];
  status: "422";
}

const basic = (status: number, message: string, documentationUrl = documentation): Refusal =>
  new Refusal({ status, body: { message, documentation_url: documentationUrl, status: String(status) } satisfies BasicError });

/** No such resource (an import, a key, a follow). */
export const notFound = (): Refusal => basic(404, "Not Found");

/** A ref that names no commit the simulator knows. */
export const noCommit = (ref: string): Refusal => basic(404, `No commit found for SHA: ${ref}`, `${documentation}/commits/statuses`);

/** A token that lacks the permission the operation's catalog entry requires. */
export const notAccessibleByToken = (): Refusal => basic(403, "Resource not accessible by personal access token");

/** A request the service understood but refuses for a rule of the resource (422). */
export const validationFailed = (resource: string, field: string, message: string): Refusal =>
  new Refusal({
    status: 422,
    body: { message: "Validation Failed", errors: [{ resource, field, code: "invalid", message }], status: "422" } satisfies ValidationError,
  });
