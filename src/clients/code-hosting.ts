/**
 * The code-hosting API: typed client and the permission catalog.
 *
 *   const client = createCodeHostingClient({ baseUrl: "https://api.vendor.example", auth: process.env.TOKEN });
 *   const { data } = await client.GET("/repos/{owner}/{repo}/import", {
 *     params: { path: { owner: "octocat", repo: "socm" } },
 *   });
 */
import type { paths, components } from "../../generated/code-hosting/types.js";
import type { MaybeOptionalInit, Middleware } from "openapi-fetch";
import { bearerAuth, createApiClient, headersMiddleware, type ApiClientOptions } from "./client.js";
import { ClientOptionsError, dataOrThrow, unusableAnswer } from "./errors.js";
import permissions from "../../generated/code-hosting/permissions.json" with { type: "json" };
import { findPermission, type PermissionCatalog, type PermissionEntry } from "../contract/permissions.js";
import { kindOf, type RetryRules } from "./retry.js";

export * from "./client-public.js";
export type { paths, components };
export type { PermissionCatalog, PermissionEntry };
export type ImportProgress = components["schemas"]["ImportProgress"];
/** A status an import's answer carries: the source document's, or one of the further values the real service lists. */
export type ImportStatus = components["schemas"]["ImportStatus"];
export type CommitAuthor = components["schemas"]["CommitAuthor"];
export type LargeFileEntry = components["schemas"]["LargeFileEntry"];

/** The media type the service recommends in `Accept`. */
export const vendorMediaType = "application/vnd.vendor+json";
export const defaultApiVersion = "2022-11-28";

export interface CodeHostingClientOptions extends ApiClientOptions {
  /** A personal access token (classic) or fine-grained token, sent as `Bearer <token>`. */
  auth?: string;
  /** @deprecated The former name of `auth`; still read. */
  token?: string;
  /** The `X-Vendor-Api-Version` header, date form. */
  apiVersion?: string;
}

export function createCodeHostingClient(options: CodeHostingClientOptions) {
  const apiVersion = options?.apiVersion;
  if (apiVersion !== undefined && (typeof apiVersion !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(apiVersion))) {
    throw new ClientOptionsError(
      "code-hosting",
      `apiVersion must be a version date such as ${defaultApiVersion}, not ${typeof apiVersion === "string" ? `"${apiVersion}"` : kindOf(apiVersion)}`,
    );
  }
  return createApiClient<paths>(
    {
      api: "code-hosting",
      options: ["apiVersion"],
      authMiddleware: bearerAuth,
      deprecatedAuth: { name: "token", value: options?.token },
      middleware: [headersMiddleware({ Accept: vendorMediaType, "X-Vendor-Api-Version": options?.apiVersion ?? defaultApiVersion })],
      retry: codeHostingRetry,
    },
    options,
  );
}

export type CodeHostingClient = ReturnType<typeof createCodeHostingClient>;

/**
 * The service answers a rate limit with 403 or 429 and either `Retry-After` (a secondary limit) or
 * `x-ratelimit-remaining: 0` with the limit's reset time in `x-ratelimit-reset` (epoch seconds), as
 * its official client's throttling plugin reads them; a 403 without them is a permission refusal.
 */
const codeHostingRetry: RetryRules = {
  rateLimited: (response) =>
    (response.status === 403 || response.status === 429) &&
    (response.headers.has("retry-after") || response.headers.get("x-ratelimit-remaining") === "0"),
  waitMs: (response, now) => {
    const reset = response.headers.get("x-ratelimit-reset");
    return response.headers.get("x-ratelimit-remaining") === "0" && reset !== null && /^\d+$/.test(reset)
      ? Number(reset) * 1000 - now
      : undefined;
  },
};

/** The whole permission catalog (generated/code-hosting/permissions.json). */
export function permissionCatalog(): PermissionCatalog {
  // A JSON module's strings are typed `string`; buildPermissionCatalog wrote these as its type says.
  return permissions as PermissionCatalog;
}

/**
 * The permission a token needs for a request, by method and concrete path, for example
 * `requiredPermission("PATCH", "/repos/octocat/socm/import/lfs")` → Repository: Contents, write.
 * Undefined when the catalog does not list the endpoint.
 */
export function requiredPermission(method: string, path: string): PermissionEntry | undefined {
  return findPermission(permissionCatalog(), method, path);
}

/** The paths whose GET answers a JSON list: the ones `paginate` walks. */
export type ListPath = {
  [P in keyof paths]: paths[P] extends { get: { responses: { 200: { content: { "application/json": readonly unknown[] } } } } } ? P : never;
}[keyof paths];
/** One item of the list a path answers. */
export type ListItem<P extends ListPath> = paths[P]["get"]["responses"][200]["content"]["application/json"][number];
/** The options of a list's GET (path and query parameters, headers), as `client.GET` takes them. */
export type ListOptions<P extends ListPath> = MaybeOptionalInit<paths[P], "get">;

/** The `next` target of an RFC 8288 `Link` header, if any. */
export function nextLink(link: string | null): string | undefined {
  for (const part of link?.split(",") ?? []) {
    const match = /<([^>]*)>\s*;(.*)$/.exec(part.trim());
    if (match && /\brel="?([^"]*\s)?next(\s[^"]*)?"?/.test(match[2]!)) return match[1];
  }
  return undefined;
}

/**
 * Every item of a paged list, page after page, following the `Link` header's `next` as the
 * official client's paginate does (the first request as given, each next one exactly as linked,
 * with the client's headers). Stops early when the caller does.
 *
 *   for await (const key of paginate(client, "/user/keys", { params: { query: { per_page: 100 } } })) ...
 */
export async function* paginate<P extends ListPath>(
  client: CodeHostingClient,
  path: P,
  options?: ListOptions<P>,
): AsyncGenerator<ListItem<P>, void, undefined> {
  let linked: string | undefined;
  let firstPage: URL | undefined;
  const visited = new Set<string>();
  // Each next page is the linked URL: the client's middleware sets its headers, then this one
  // points the request there.
  const follow: Middleware = {
    onRequest({ request }) {
      if (linked !== undefined) return new Request(linked, request);
      firstPage = new URL(request.url);
      return request;
    },
  };
  // TypeScript cannot resolve openapi-fetch's init type for a path left generic; this is the
  // signature `client.GET` has for each concrete list path.
  const get = client.GET as <Q extends ListPath>(
    url: Q,
    init: { middleware: Middleware[] },
  ) => Promise<{ data?: ListItem<Q>[]; error?: unknown; response: Response }>;
  for (;;) {
    const answer = await get(path, { ...options, middleware: [follow] });
    const data = await dataOrThrow(answer);
    if (data === undefined) throw unusableAnswer(answer.response, data, "a page without a body");
    yield* data;
    linked = nextLink(answer.response.headers.get("link"));
    if (linked === undefined) return;
    // The next page is asked with the client's credential: only at the address of the first.
    const next = URL.canParse(linked, firstPage) ? new URL(linked, firstPage) : undefined;
    if (next?.origin !== firstPage?.origin)
      throw unusableAnswer(
        answer.response,
        data,
        "the next page is linked on another address; the walk stops rather than send the credential there",
      );
    linked = next!.href;
    // A page linked a second time would start the same pages over: the walk would not end.
    if (visited.has(linked) || linked === firstPage?.href)
      throw unusableAnswer(answer.response, data, `the page ${linked} is linked a second time; the walk stops`);
    visited.add(linked);
  }
}

/** Every item of a paged list in one array (see `paginate`). */
export async function paginateAll<P extends ListPath>(
  client: CodeHostingClient,
  path: P,
  options?: ListOptions<P>,
): Promise<ListItem<P>[]> {
  const items: ListItem<P>[] = [];
  for await (const item of paginate(client, path, options)) items.push(item);
  return items;
}
