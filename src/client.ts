/**
 * What the five client factories share: the base URL, the credential option, the errors, and the
 * middleware several APIs use. An API's module says only what is its own (an `ApiClientDefinition`).
 */
import createClient, { type Client, type ClientOptions, type Middleware } from "openapi-fetch";
import { mockUrl, type ApiId } from "./apis.js";
import { ApiError, ApiNetworkError, ClientOptionsError, rememberRequest } from "./errors.js";

export interface ApiClientOptions<Auth = string> {
  /**
   * Where the service is, for example `https://api.vendor.example` or the simulator's
   * `http://127.0.0.1:4010`. Required: a client has no default address, so a credential is only
   * ever sent where its caller said.
   */
  baseUrl: string;
  /** The credential, sent the way the API expects it; omit it for anonymous requests. */
  auth?: Auth;
  /** A fetch implementation, for tests or proxies; defaults to the global fetch. */
  fetch?: ClientOptions["fetch"];
}

/** What an API's module sets beyond the user's options. */
export interface ApiClientDefinition<Auth> {
  api: ApiId;
  /**
   * A path every operation sits under, after the base URL (compute's `/compute/v1`): added to the
   * base URL unless it ends with it already, so both the service's address and the full one work.
   */
  basePath?: string;
  /** The middleware that sends the credential. */
  authMiddleware: (auth: Auth) => Middleware;
  /** The former name of the `auth` option and its value: still read, deprecated. */
  deprecatedAuth?: { name: string; value: Auth | undefined };
  querySerializer?: ClientOptions["querySerializer"];
  /** The API's own middleware, run in this order after the credential's. */
  middleware?: Middleware[];
}

/** A middleware that sets headers on every request; a header the caller sets itself wins. */
export function headersMiddleware(headers: Record<string, string | undefined>): Middleware {
  return {
    onRequest({ request }) {
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined && !request.headers.has(name)) request.headers.set(name, value);
      }
      return request;
    },
  };
}

/** Sends the credential as `Authorization: Bearer <token>`. */
export function bearerAuth(token: string): Middleware {
  return headersMiddleware({ Authorization: `Bearer ${token}` });
}

/**
 * Joins a repeated query parameter into one comma-separated value (`sort=a,b`): openapi-fetch
 * repeats an array parameter (`sort=a&sort=b`), while the contracts declare their lists
 * `style: form, explode: false`. Only the parameters named, or every one when none are named.
 */
export function commaListMiddleware(names?: readonly string[]): Middleware {
  return {
    onRequest({ request }) {
      const url = new URL(request.url);
      const repeated = [...new Set(url.searchParams.keys())].filter(
        (name) => (!names || names.includes(name)) && url.searchParams.getAll(name).length > 1,
      );
      if (repeated.length === 0) return request;
      for (const name of repeated) url.searchParams.set(name, url.searchParams.getAll(name).join(","));
      return new Request(url, request);
    },
  };
}

/**
 * The base URL the client sends to: the caller's, checked, without a trailing slash, followed by
 * the API's base path unless it is there already.
 */
export function serviceUrl(api: ApiId, baseUrl: unknown, basePath = ""): string {
  if (typeof baseUrl !== "string" || baseUrl === "") {
    throw new ClientOptionsError(
      api,
      `baseUrl is required: the address of the ${api} service, or of a local simulator or mock (${mockUrl(api)} by default)`,
    );
  }
  let url: URL | undefined;
  try {
    url = new URL(baseUrl);
  } catch {
    // Reported below.
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || url.search || url.hash) {
    throw new ClientOptionsError(api, `baseUrl must be an absolute http or https URL without query or fragment, not "${baseUrl}"`);
  }
  const trimmed = baseUrl.replace(/\/+$/, "");
  return basePath === "" || trimmed.endsWith(basePath) ? trimmed : `${trimmed}${basePath}`;
}

/** The credential, from `auth` or from its deprecated former name; both at once must agree. */
function credential<Auth>(api: ApiId, auth: Auth | undefined, deprecated: ApiClientDefinition<Auth>["deprecatedAuth"]): Auth | undefined {
  if (deprecated?.value === undefined) return auth;
  if (auth !== undefined && auth !== deprecated.value) {
    throw new ClientOptionsError(api, `auth and ${deprecated.name} (its deprecated name) are both given, with different values: give auth only`);
  }
  return deprecated.value;
}

/**
 * Remembers each answer's request, so that an error can name it, and throws a request that gets no
 * answer as an ApiNetworkError. A request its caller aborted keeps the AbortError.
 */
function errorsMiddleware(api: ApiId): Middleware {
  return {
    onResponse({ request, response }) {
      rememberRequest(api, request, response);
      return undefined;
    },
    onError({ request, error }) {
      if (error instanceof ApiError || request.signal.aborted) return undefined;
      return new ApiNetworkError(api, request.method, request.url, error);
    },
  };
}

/** The typed openapi-fetch client of one API, with the API's own middleware. */
export function createApiClient<Paths extends {}, Auth = string>(
  definition: ApiClientDefinition<Auth>,
  options: ApiClientOptions<Auth>,
): Client<Paths, `${string}/${string}`> {
  const { api } = definition;
  // Options come from JavaScript callers too: checked at run time, not only by the type.
  if (typeof options !== "object" || options === null) throw new ClientOptionsError(api, `the ${api} client needs its options, baseUrl among them`);
  const client = createClient<Paths>({
    baseUrl: serviceUrl(api, options.baseUrl, definition.basePath),
    fetch: options.fetch,
    ...(definition.querySerializer ? { querySerializer: definition.querySerializer } : {}),
  });
  const auth = credential(api, options.auth, definition.deprecatedAuth);
  // Registered first, so its onResponse sees the answer last, as the caller gets it.
  client.use(errorsMiddleware(api));
  if (auth !== undefined) client.use(definition.authMiddleware(auth));
  for (const item of definition.middleware ?? []) client.use(item);
  return client;
}
