/** The shapes of the answers an API gives outside its operations (error-answers.ts). */

/** One problem found in a request, as the mock reports it. */
export interface RequestProblem {
  /** Where: "body.use_lfs", "query.since", "header.x-vendor-api-version", ... */
  location: string;
  message: string;
  /** Where the validator found it, for the journal: the JSON pointer into the part `location` names ("" for the whole part). */
  pointer?: string;
  /** The rule broken: a JSON Schema keyword (required, enum, ...) or the problem's kind. */
  rule?: string;
}

/** The request refused, as sent, for an API whose error names the value it refuses. */
export interface RefusedRequest {
  query: URLSearchParams;
  /** The parsed body, undefined for none. */
  body: unknown;
}

/** The answers an API gives outside its operations' examples; written per API in error-answers/<api>.ts. */
export interface ErrorAnswers {
  /** The service's error body for a refusal outside any operation's contract (a body too large, say); an RFC 9457 problem otherwise. */
  errorBody?: (status: number, message: string) => unknown;
  /** The simulator's answer to a request without the credentials the contract asks for; 401 otherwise. */
  unauthorized?: { status: number; body: unknown };
  /**
   * That answer where the request sent an Authorization header, for an API that reads its
   * credential elsewhere: it says where the credential goes.
   */
  unauthorizedByHeader?: { status: number; body: unknown };
  /**
   * The body of the service's own validation error, for the answer to an invalid request when the
   * operation declares one (with its status and, where known, the operation). Without it the mock
   * returns the declared example, which cannot say what was wrong.
   */
  invalidRequestBody?: (problems: RequestProblem[], status?: number, operationId?: string, sent?: RefusedRequest) => unknown;
  /** The HTTP status an error body of the API states, where its bodies carry one: an injected fault's body must agree with its status. */
  statusOf?: (body: unknown) => number | undefined;
}

/** An API's error answers, with the error body every API has (an RFC 9457 problem where it writes none). */
export type ApiErrorAnswers = ErrorAnswers & Required<Pick<ErrorAnswers, "errorBody">>;
