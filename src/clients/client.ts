/**
 * What the five client factories share: the base URL, the credential option, the errors, and the
 * middleware several APIs use. An API's module says only what is its own (an `ApiClientDefinition`).
 */
import createClient, { type Client, type ClientOptions, type FetchResponse, type MaybeOptionalInit, type Middleware } from "openapi-fetch";
import { mockUrl, type ApiId } from "../contract/apis.js";
import { ApiError, ApiNetworkError, ClientOptionsError, rememberRequest } from "./errors.js";
import { kindOf, retryingFetch, retryOptionProblem, type RetryOptions, type RetryRules } from "./retry.js";

export interface ApiClientOptions<Auth = string> {
  /**
   * Where the service is, for example `https://api.vendor.example` or the simulator's
   * `http://127.0.0.1:4010`. Required: a client has no default address, so a credential is only
   * ever sent where its caller said.
   */
  baseUrl: string;
  /** The credential, sent the way the API expects it; omit it for anonymous requests. */
  auth?: Auth;
  /**
   * A fetch implementation; defaults to the global fetch. The in-process simulator's
   * (`createSimulator(...).fetch`) goes here: without it the client sends real requests to
   * `baseUrl`, where nothing listens (`fetch failed`, ECONNREFUSED). Also for proxies and tests.
   */
  fetch?: ClientOptions["fetch"];
  /**
   * Send a request again when the service refused it for a rate limit or maintenance, or when a
   * request that can be repeated got no answer or a 5xx (src/clients/retry.ts): `true` or options to turn
   * it on, `false` to send every request once. Off by default but for compute, whose `requestId`
   * makes every repeat safe.
   */
  retry?: RetryOptions | boolean;
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
  /**
   * What is wrong with a credential given, if anything, said after the option's name and naming
   * no part of it; by default it must be a token (`tokenProblem`).
   */
  authProblem?: (auth: unknown) => string | undefined;
  /** The names of the API's own options, beside baseUrl, auth, fetch, retry and auth's deprecated name. */
  options?: readonly string[];
  /** The former name of the `auth` option and its value: still read, deprecated. */
  deprecatedAuth?: { name: string; value: Auth | undefined };
  querySerializer?: ClientOptions["querySerializer"];
  /** The API's own middleware, run in this order after the credential's. */
  middleware?: Middleware[];
  /** What the API's answers say about retrying, and whether its client retries unless told not to. */
  retry?: RetryRules & { byDefault?: boolean };
}

// ---------------------------------------------------------------------------------------------
// The client's type: openapi-fetch's, with request bodies that refuse members the contract does
// not have. openapi-fetch infers a call's options as a type parameter, and an inferred type is not
// checked for excess members, so a misspelled optional member of a body would compile; here each
// member of the body that its schema does not declare is typed `never`, at any depth. Members an
// open schema allows (`additionalProperties`) stay allowed.

type Method = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";
type PathsWith<Paths, M extends Method> = { [P in keyof Paths]: Paths[P] extends { [K in M]: unknown } ? P : never }[keyof Paths];
type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];

/**
 * `Actual` with every object member that `Expected` does not declare made impossible, at any
 * depth; where `Expected` is a union, the members of any one of its object types are declared.
 * Everything else about the body (required members, value types) is openapi-fetch's own check.
 */
export type Exact<Actual, Expected> = unknown extends Expected
  ? Actual
  : Actual extends readonly unknown[]
    ? { [I in keyof Actual]: Exact<Actual[I], ArrayItem<Expected>> }
    : Actual extends object
      ? ExactObject<Actual, Expected>
      : Actual;
type ArrayItem<T> = T extends readonly (infer Item)[] ? Item : never;
type ExactObject<Actual, Expected> = Expected extends object
  ? { [K in keyof Actual]: K extends keyof Expected ? Exact<Actual[K], Expected[K]> : NotInContract<K> }
  : never;
/**
 * The type of a member the contract does not declare: no value has it, and the compiler's message
 * names the member. (`never` would do, but an object with a literal member and a `never` member
 * is reduced to `never` as a whole, which hides the error.)
 */
type NotInContract<Name> = { "is not a member of the request body in the contract": Name };

type BodyOf<Init> = Init extends { body?: infer Body } ? Body : never;
type ExactBody<Init, Declared> = Init extends { body: infer Body } ? Omit<Init, "body"> & { body: Exact<Body, BodyOf<Declared>> } : Init;
type InitOf<Paths, Path extends keyof Paths, M extends Method> = MaybeOptionalInit<Paths[Path], M & keyof Paths[Path]>;
/**
 * The exact-body check, only for an operation that takes a body: worked out from the contract
 * alone (the path and method), so a call without one does not pay for it while its options are inferred.
 */
type ExactInit<Init, Declared> = [Exclude<BodyOf<Declared>, undefined>] extends [never] ? unknown : ExactBody<NoInfer<Init>, Declared>;

type ExactMethod<Paths, M extends Method, Media extends `${string}/${string}`> = <
  Path extends PathsWith<Paths, M>,
  Init extends InitOf<Paths, Path, M>,
>(
  url: Path,
  // Whether options are needed is read from the contract's declared options rather than from the
  // inferred ones (as openapi-fetch does), so the options' type does not wait for the inference:
  // otherwise enum values in a body are widened and the check of its members is lost.
  ...init: RequiredKeys<NonNullable<InitOf<Paths, Path, M>>> extends never
    ? [(Init & ExactInit<Init, NonNullable<InitOf<Paths, Path, M>>> & { [key: string]: unknown })?]
    : [Init & ExactInit<Init, NonNullable<InitOf<Paths, Path, M>>> & { [key: string]: unknown }]
) => Promise<FetchResponse<Paths[Path] extends Record<M, infer Operation> ? Operation & Record<string | number, any> : never, Init, Media>>;

/** A typed client of the package: openapi-fetch's client, with exact request bodies. */
export type ApiClient<Paths extends {}, Media extends `${string}/${string}` = `${string}/${string}`> = Omit<
  Client<Paths, Media>,
  Uppercase<Method>
> & {
  [M in Method as Uppercase<M>]: ExactMethod<Paths, M, Media>;
};

/**
 * The same client, typed as openapi-fetch's `Client`, for a library that takes one (a query
 * hooks library, say): its calls then accept unknown body members again.
 */
export function asOpenapiFetchClient<Paths extends {}>(client: ApiClient<Paths>): Client<Paths, `${string}/${string}`> {
  return client as unknown as Client<Paths, `${string}/${string}`>;
}

// ---------------------------------------------------------------------------------------------

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

/** A token: a non-empty string without spaces or line breaks, which no header or query can carry. */
export function tokenProblem(auth: unknown): string | undefined {
  if (typeof auth !== "string") return `must be a token (a string), not ${kindOf(auth)}`;
  if (auth === "" || /[\s\x00-\x1f\x7f]/.test(auth))
    return "must be a token: a non-empty string without spaces, line breaks or control characters";
  return undefined;
}

const sharedOptions = ["baseUrl", "auth", "fetch", "retry"];

/**
 * Every option, checked at run time as JavaScript callers and `any` reach here too: an unknown
 * name (a misspelled `auth` would send every request anonymously), a credential that is not one,
 * a fetch that is no function, a retry of the wrong shape.
 */
function checkOptions<Auth>(definition: ApiClientDefinition<Auth>, options: object): void {
  const { api } = definition;
  const known = [...sharedOptions, ...(definition.deprecatedAuth ? [definition.deprecatedAuth.name] : []), ...(definition.options ?? [])];
  const unknown = Object.keys(options).filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new ClientOptionsError(api, `the ${api} client has no option ${unknown.join(", ")}; it takes ${known.join(", ")}`);
  const given = options as ApiClientOptions<unknown>;
  if (given.fetch !== undefined && typeof given.fetch !== "function")
    throw new ClientOptionsError(api, `fetch must be a function (a fetch implementation), not ${kindOf(given.fetch)}`);
  const retryProblem = retryOptionProblem(given.retry);
  if (retryProblem) throw new ClientOptionsError(api, retryProblem);
  const credentials: [string, unknown][] = [
    ["auth", given.auth],
    ...(definition.deprecatedAuth ? [[definition.deprecatedAuth.name, definition.deprecatedAuth.value] as [string, unknown]] : []),
  ];
  for (const [name, value] of credentials) {
    const problem = value === undefined ? undefined : (definition.authProblem ?? tokenProblem)(value);
    if (problem) throw new ClientOptionsError(api, `${name} ${problem}`);
  }
}

/** The credential, from `auth` or from its deprecated former name; both at once must agree. */
function credential<Auth>(api: ApiId, auth: Auth | undefined, deprecated: ApiClientDefinition<Auth>["deprecatedAuth"]): Auth | undefined {
  if (deprecated?.value === undefined) return auth;
  if (auth !== undefined && auth !== deprecated.value) {
    throw new ClientOptionsError(
      api,
      `auth and ${deprecated.name} (its deprecated name) are both given, with different values: give auth only`,
    );
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
): ApiClient<Paths> {
  const { api } = definition;
  // Options come from JavaScript callers too: checked at run time, not only by the type.
  if (typeof options !== "object" || options === null)
    throw new ClientOptionsError(api, `the ${api} client needs its options, baseUrl among them`);
  checkOptions(definition, options);
  const retry = options.retry ?? definition.retry?.byDefault ?? false;
  // The global fetch is looked up at each call, so that one installed later (MSW's) is used.
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<Paths>({
    baseUrl: serviceUrl(api, options.baseUrl, definition.basePath),
    fetch: retry === false ? send : retryingFetch(send, definition.retry, retry === true ? {} : retry),
    ...(definition.querySerializer ? { querySerializer: definition.querySerializer } : {}),
  });
  const auth = credential(api, options.auth, definition.deprecatedAuth);
  // Registered first, so its onResponse sees the answer last, as the caller gets it.
  client.use(errorsMiddleware(api));
  if (auth !== undefined) client.use(definition.authMiddleware(auth));
  for (const item of definition.middleware ?? []) client.use(item);
  // The same object: only the type of the request bodies is narrower.
  return client as unknown as ApiClient<Paths>;
}
