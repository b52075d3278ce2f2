/**
 * The errors of every client and helper of the package, one hierarchy for the five APIs:
 *
 *   ApiError                  something about an API went wrong (`api` names it)
 *   ├─ ClientOptionsError     a client factory was given options that cannot work
 *   ├─ InvalidRequestError    a request refused before it was sent, because the service would refuse it
 *   └─ ApiRequestError        a request was sent: `method`, `url`, `status` (undefined: no answer), `body`
 *      ├─ ApiNetworkError     no answer at all; `cause` is what fetch threw
 *      └─ ApiResponseError    an answer that cannot be used: a status that is not a success (`body` is
 *                             the contract's error body), or a success a helper cannot go on from
 *
 * The API modules add their own under these: search's ResultWindowError is an InvalidRequestError,
 * social-graph's AudienceUploadError an ApiRequestError. Every API module exports the whole
 * hierarchy; the classes are the same objects whichever module they are imported from.
 *
 * The typed clients themselves answer a refused request with `{ error, response }`, as openapi-fetch
 * does; `dataOrThrow(call)` turns such an answer into an ApiResponseError. A request that gets no
 * answer is thrown by the client as an ApiNetworkError.
 */
import type { ApiId } from "../contract/apis.js";

export class ApiError extends Error {
  constructor(
    /** The API the error is about. */
    readonly api: ApiId,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  // Named in the code, not taken from the class, which a minifier may rename.
  override name = "ApiError";
}

/** A client factory's options cannot work: no base URL, a credential given under two names, ... */
export class ClientOptionsError extends ApiError {
  override name = "ClientOptionsError";
}

/** A request refused before it was sent: the service would refuse it. */
export class InvalidRequestError extends ApiError {
  constructor(
    api: ApiId,
    /** What is wrong, one line each. */
    readonly problems: readonly string[],
    message = problems.join("; "),
  ) {
    super(api, message);
  }

  override name = "InvalidRequestError";
}

/** What an ApiRequestError knows of the request and its answer. */
export interface RequestErrorDetails<Body = unknown> {
  method: string;
  url: string;
  status?: number;
  body?: Body;
  /** The contract's operationId, when the helper that sent the request names it. */
  operation?: string;
  cause?: unknown;
}

/** A request that was sent and failed. */
export class ApiRequestError<Body = unknown> extends ApiError {
  /** The request's method, upper case; empty when a middleware answered instead of the service. */
  readonly method: string;
  /** The request's URL, with any credential in it masked. */
  readonly url: string;
  /** The answer's status; undefined when there was no answer. */
  readonly status: number | undefined;
  /** The answer's body (parsed JSON, or text): for a refusal, the error body the contract declares. */
  readonly body: Body | undefined;
  /** The contract's operationId, when the helper that sent the request names it. */
  readonly operation: string | undefined;

  constructor(api: ApiId, message: string, details: RequestErrorDetails<Body>) {
    super(api, message, { cause: details.cause });
    this.method = details.method;
    this.url = maskCredentials(details.url);
    this.status = details.status;
    this.body = details.body;
    this.operation = details.operation;
  }

  override name = "ApiRequestError";
}

/** `getUser: GET https://... ` — how a message names its request. */
function requestLabel(method: string, url: string, operation: string | undefined): string {
  return `${operation ? `${operation}: ` : ""}${method ? `${method} ` : ""}${maskCredentials(url)}`;
}

/** A request that got no answer (a refused connection, a name that does not resolve, ...). */
export class ApiNetworkError extends ApiRequestError<never> {
  declare readonly status: undefined;
  override name = "ApiNetworkError";

  constructor(api: ApiId, method: string, url: string, cause: unknown, options: { operation?: string } = {}) {
    super(api, `${requestLabel(method, url, options.operation)} got no answer: ${reasonOf(cause)}`, { method, url, cause, ...options });
  }
}

/** An answer that cannot be used: a status that is not a success, or a success a helper cannot go on from. */
export class ApiResponseError<Body = unknown> extends ApiRequestError<Body> {
  declare readonly status: number;
  override name = "ApiResponseError";

  constructor(
    api: ApiId,
    method: string,
    url: string,
    status: number,
    body: Body | undefined,
    options: { operation?: string; reason?: string } = {},
  ) {
    const reason = options.reason ?? errorBodyMessage(body);
    super(api, `${requestLabel(method, url, options.operation)} answered ${status}${reason ? `: ${reason}` : ""}`, {
      method,
      url,
      status,
      body,
      operation: options.operation,
    });
  }
}

/** The request each answer of a package client was given for, so that an error can name it. */
const requestOf = new WeakMap<Response, { api: ApiId; method: string; url: string }>();

/** Remembers the request an answer belongs to (the clients' own middleware calls it). */
export function rememberRequest(api: ApiId, request: Request, response: Response): void {
  requestOf.set(response, { api, method: request.method, url: request.url });
}

/** The request of an answer, when a package client received it. */
function sentFor(response: Response, api: ApiId | undefined): { api: ApiId; method: string; url: string } {
  const sent = requestOf.get(response);
  if (sent) return sent;
  if (api === undefined) throw new TypeError("dataOrThrow: the answer did not come from a client of this package; name its API");
  // An answer made by a middleware of the caller's has no request recorded; its URL may be empty.
  return { api, method: "", url: response.url };
}

/** An error for an answer a helper cannot go on from, although its status is a success. */
export function unusableAnswer(response: Response, body: unknown, reason: string, operation?: string, api?: ApiId): ApiResponseError {
  const { api: of, method, url } = sentFor(response, api);
  return new ApiResponseError(of, method, url, response.status, body, { operation, reason });
}

type ClientResult = { data?: unknown; error?: unknown; response: Response };
/** The data of a success: openapi-fetch's success branch, or the data of a result not split in two. */
type SuccessData<Result extends ClientResult> = [Extract<Result, { error?: never }>] extends [never]
  ? Result["data"]
  : Extract<Result, { error?: never }>["data"];

/**
 * The data of a typed client's answer, or an ApiResponseError when its status is not a success:
 *
 *   const policy = await dataOrThrow(client.GET("/projects/{project}", { params }));
 *
 * `operation` names the call in the error's message. `api` is needed only for an answer that a
 * client of this package did not receive itself.
 */
export async function dataOrThrow<Result extends ClientResult>(
  call: Result | Promise<Result>,
  options: { operation?: string; api?: ApiId } = {},
): Promise<SuccessData<Result>> {
  const { data, error, response } = await call;
  if (!response.ok) {
    const { api, method, url } = sentFor(response, options.api);
    throw new ApiResponseError(api, method, url, response.status, error, { operation: options.operation });
  }
  return data as SuccessData<Result>;
}

/** The query parameters that carry a credential in some API (social-graph's `access_token`). */
const credentialParameters = ["access_token"];

/** The URL with the credentials in it masked, so that an error message can be logged. */
export function maskCredentials(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.username) parsed.username = "***";
  if (parsed.password) parsed.password = "***";
  for (const name of credentialParameters) if (parsed.searchParams.has(name)) parsed.searchParams.set(name, "***");
  return parsed.toString();
}

/** The one line an error body of any of the APIs gives as its reason, when it has one. */
export function errorBodyMessage(body: unknown): string | undefined {
  if (typeof body === "string") return body.slice(0, 300) || undefined;
  if (typeof body !== "object" || body === null) return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === "string") return message;
  if (typeof error === "string") return error;
  if (typeof error === "object" && error !== null) {
    const {
      message: inner,
      reason,
      root_cause: rootCause,
    } = error as { message?: unknown; reason?: unknown; root_cause?: { reason?: unknown }[] };
    const first = Array.isArray(rootCause) ? rootCause[0]?.reason : undefined;
    for (const candidate of [inner, first, reason]) if (typeof candidate === "string") return candidate;
  }
  return undefined;
}

function reasonOf(cause: unknown): string {
  if (cause instanceof Error) {
    const inner = cause.cause instanceof Error ? ` (${cause.cause.message})` : "";
    return `${cause.message}${inner}`;
  }
  return String(cause);
}
