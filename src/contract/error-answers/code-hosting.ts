/**
 * The code-hosting API's error shape. The contract leaves its error bodies open (the source document
 * does not show them); these follow the shapes of its examples (ForbiddenResponse,
 * UnprocessableEntityValidationFailedResponse): a `message`, a `documentation_url` and the status as
 * text, and for a 422 `errors` naming resource, field and code.
 */
import type { ApiErrorAnswers, RequestProblem } from "../error-answer-types.js";

export const documentation = "https://docs.vendor.example/rest";

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

export const basicBody = (status: number, message: string, documentationUrl = documentation): BasicError => ({
  message,
  documentation_url: documentationUrl,
  status: String(status),
});

export const validationBody = (status: number, errors: FieldError[]): ValidationError => ({
  message: "Validation Failed",
  errors,
  documentation_url: documentation,
  status: String(status),
});

/**
 * A request problem as the service's field error. The core knows no resource model, so the
 * resource is the operation refused where known (the request otherwise). A problem with a member
 * (missing, or not allowed) names the member as the field; a missing one is `missing_field`, as
 * the service writes it.
 */
function fieldError({ location, message }: RequestProblem, operationId = "Request"): FieldError {
  const member = /property[^"']*["']([^"']+)["']/.exec(message)?.[1];
  const field = [location.replace(/^body\.?/, ""), member].filter(Boolean).join(".");
  return { resource: operationId, field, code: /missing/.test(message) && member ? "missing_field" : "invalid", message };
}

/** What the core, the mock and the proxy answer outside the service: a refused body, a missing token, an invalid request. */
export const codeHostingErrorAnswers = {
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
} satisfies ApiErrorAnswers;
