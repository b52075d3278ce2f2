/**
 * The registry of APIs. Everything generic in the package (generation, mock servers, validators,
 * tests) is driven by this list: an API plugs in with its spec folder and one entry here.
 */

/** One problem found in a request, as the mock reports it. */
export interface RequestProblem {
  /** Where: "body.use_lfs", "query.since", "header.x-vendor-api-version", ... */
  location: string;
  message: string;
}

export interface ApiDefinition {
  id: string;
  port: number;
  title: string;
  /**
   * The body of the service's own validation error, for the mock's answer to an invalid request
   * when the operation declares one. Without it the mock returns the declared example, which
   * cannot say what was wrong.
   */
  invalidRequestBody?: (problems: RequestProblem[]) => unknown;
  /** The simulator's answer to a request without the credentials the contract asks for; 401 otherwise. */
  unauthorized?: { status: number; body: unknown };
  /**
   * Authorization schemes the real service takes as another name of a contract's scheme, which
   * official clients send (lower-case name to the scheme it stands for).
   */
  authSchemeAliases?: Readonly<Record<string, string>>;
  /** The largest request body the service takes, in bytes (larger ones get 413 before being read). */
  maxBodyBytes: number;
  /** The service's error body for a refusal outside any operation's contract (a body too large, say). */
  errorBody: (status: number, message: string) => unknown;
  /**
   * How the simulated service reads an integer beyond 2^53 in a JSON body: exactly, as a bigint
   * (the default: ids and session ids of the real services go beyond it), or as the nearest double,
   * for a service whose values the simulator compares and sums as doubles.
   */
  largeIntegers?: "exact" | "double";
}

const MiB = 1024 * 1024;

/** The canonical status name the compute service's errors carry beside the HTTP code. */
export function canonicalStatus(status: number): string {
  const names: Record<number, string> = { 400: "INVALID_ARGUMENT", 401: "UNAUTHENTICATED", 403: "PERMISSION_DENIED", 404: "NOT_FOUND", 409: "ABORTED", 412: "FAILED_PRECONDITION", 413: "OUT_OF_RANGE", 429: "RESOURCE_EXHAUSTED", 503: "UNAVAILABLE" };
  return names[status] ?? (status >= 500 ? "INTERNAL" : "INVALID_ARGUMENT");
}

export const apis = [
  {
    id: "code-hosting",
    port: 4010,
    title: "Code-hosting REST API",
    // The official client sends classic tokens as `token <t>`; the real service takes both names.
    authSchemeAliases: { token: "bearer" },
    // No published limit. The largest body of this contract's operations is a key or a list of
    // emails, a few kB: 1 MiB leaves room and keeps stored bodies (an import's URL) small.
    maxBodyBytes: 1 * MiB,
    errorBody: (_status, message) => ({ message, documentation_url: "https://docs.vendor.example/rest" }),
    unauthorized: {
      status: 401,
      body: { message: "Requires authentication", documentation_url: "https://docs.vendor.example/rest", status: "401" },
    },
    invalidRequestBody: (problems) => ({
      message: "Validation Failed",
      errors: problems.map(({ location, message }) => ({
        field: location.replace(/^body\.?/, ""),
        code: "invalid",
        message,
      })),
    }),
  },
  {
    id: "social-graph",
    port: 4011,
    title: "Social-graph API",
    maxBodyBytes: 25 * MiB,
    errorBody: (_status, message) => ({ error: { message, type: "OAuthException", code: 1, fbtrace_id: "simulator" } }),
    invalidRequestBody: (problems) => ({
      error: {
        message: `(#100) ${problems.map(({ location, message }) => `${location}: ${message}`).join("; ")}`,
        type: "OAuthException",
        code: 100,
        fbtrace_id: "simulator",
      },
    }),
    unauthorized: {
      status: 400,
      body: { error: { message: "Invalid OAuth 2.0 access token.", type: "OAuthException", code: 190, fbtrace_id: "simulator" } },
    },
  },
  {
    id: "event-management",
    port: 4012,
    title: "Event-management API",
    // Image uploads go through this API too.
    maxBodyBytes: 50 * MiB,
    errorBody: (status, message) => ({ status, message }),
  },
  {
    id: "compute",
    port: 4013,
    title: "Compute API",
    maxBodyBytes: 25 * MiB,
    errorBody: (status, message) => ({ error: { code: status, message, status: canonicalStatus(status) } }),
    unauthorized: {
      status: 401,
      body: {
        error: {
          code: 401,
          message: "Request is missing required authentication credential.",
          status: "UNAUTHENTICATED",
          errors: [{ domain: "global", reason: "required", message: "Login Required.", location: "Authorization", locationType: "header" }],
        },
      },
    },
    invalidRequestBody: (problems) => ({
      error: {
        code: 400,
        message: problems.map(({ location, message }) => `${location}: ${message}`).join("; "),
        status: "INVALID_ARGUMENT",
        errors: problems.map(({ location, message }) => ({ domain: "global", reason: "invalid", message, location, locationType: "parameter" })),
      },
    }),
  },
  {
    id: "search",
    port: 4014,
    title: "Search API",
    // The service's own default limit of a request's content (http.max_content_length, 100mb).
    maxBodyBytes: 100 * MiB,
    errorBody: (status, message) => ({ error: { root_cause: [], type: status === 413 ? "content_too_long_exception" : status === 503 ? "circuit_breaking_exception" : "parse_exception", reason: message }, status }),
    // Query values, sort keys and sums are numbers in the simulated engine, as in the service's
    // own JSON parser, which reads a number too large for a long as a double.
    largeIntegers: "double",
  },
] as const satisfies readonly ApiDefinition[];

export type ApiId = (typeof apis)[number]["id"];

export const apiIds: readonly ApiId[] = apis.map((api) => api.id);

export function isApiId(value: string): value is ApiId {
  return (apiIds as readonly string[]).includes(value);
}

export function getApi(id: string): ApiDefinition & { id: ApiId } {
  const api = apis.find((candidate) => candidate.id === id);
  if (!api) {
    throw new Error(`Unknown API "${id}". Known APIs: ${apiIds.join(", ")}.`);
  }
  return api;
}

/** The local mock address of an API, which is also the default base URL of its client. */
export function mockUrl(id: ApiId, host = "127.0.0.1"): string {
  return `http://${host}:${getApi(id).port}`;
}
