/**
 * The code-hosting service's error answers, the one place they are written: the service's own
 * refusals and the registry's (src/apis.ts) answers for the engine and the mock. The contract
 * leaves its error bodies open (the source document does not show them); these follow the shapes
 * of its examples (ForbiddenResponse, UnprocessableEntityValidationFailedResponse): a `message`, a
 * `documentation_url` and the status as text, and for a 422 `errors` naming resource, field and code.
 * Each refusal is a Refusal, thrown by the model or a handler and answered by the engine.
 */
import type { ErrorAnswers, RequestProblem } from "../../../apis.js";
import { Refusal } from "../../service.js";

const documentation = "https://docs.vendor.example/rest";

/** The body of a basic error: a 404, a 403 (the example ForbiddenResponse). */
export interface BasicError {
  message: string;
  documentation_url: string;
  status: string;
}

/** One field refused: the resource it belongs to, the field, and why (`missing_field`, `invalid`). */
export interface FieldError {
  resource: string;
  field: string;
  code: string;
  message: string;
}

/** The body of a validation error (the example UnprocessableEntityValidationFailedResponse), one entry per field refused. */
export interface ValidationError {
  message: "Validation Failed";
  errors: FieldError[];
  documentation_url: string;
  status: string;
}

const basicBody = (status: number, message: string, documentationUrl = documentation): BasicError => ({
  message,
  documentation_url: documentationUrl,
  status: String(status),
});

const validationBody = (status: number, errors: FieldError[]): ValidationError => ({
  message: "Validation Failed",
  errors,
  documentation_url: documentation,
  status: String(status),
});

/**
 * A request problem as the service's field error. The engine knows no resource model, so the
 * resource is the operation refused where known (the request otherwise). A problem with a member
 * (missing, or not allowed) names the member as the field; a missing one is `missing_field`, as
 * the service writes it.
 */
function fieldError({ location, message }: RequestProblem, operationId = "Request"): FieldError {
  const member = /property[^"']*["']([^"']+)["']/.exec(message)?.[1];
  const field = [location.replace(/^body\.?/, ""), member].filter(Boolean).join(".");
  return { resource: operationId, field, code: /missing/.test(message) && member ? "missing_field" : "invalid", message };
}

/** What the engine and the mock answer outside the service: a refused body, a missing token, an invalid request. */
export const errorAnswers = {
  errorBody: (status, message) => basicBody(status, message),
  // The status as text, in the bodies that carry it.
  statusOf: (body) => {
    const status = (body as Partial<BasicError> | undefined)?.status;
    return typeof status === "string" && /^\d{3}$/.test(status) ? Number(status) : undefined;
  },
  unauthorized: { status: 401, body: basicBody(401, "Requires authentication") },
  invalidRequestBody: (problems, status = 422, operationId) =>
    validationBody(
      status,
      problems.map((problem) => fieldError(problem, operationId)),
    ),
} satisfies ErrorAnswers;

const basic = (status: number, message: string, documentationUrl?: string): Refusal => new Refusal({ status, body: basicBody(status, message, documentationUrl) });

/** No such resource (an import, a key, a follow). */
export const notFound = (): Refusal => basic(404, "Not Found");

/** A ref that names no commit the simulator knows. */
export const noCommit = (ref: string): Refusal => basic(404, `No commit found for SHA: ${ref}`, `${documentation}/commits/statuses`);

/** A token that lacks the permission the operation's catalog entry requires. */
export const notAccessibleByToken = (): Refusal => basic(403, "Resource not accessible by personal access token");

/** A request the service understood but refuses for a rule of the resource (422). */
export const validationFailed = (resource: string, field: string, message: string): Refusal => new Refusal({ status: 422, body: validationBody(422, [{ resource, field, code: "invalid", message }]) });
