import createClient, { type Client, type ClientOptions, type Middleware } from "openapi-fetch";
import { mockUrl, type ApiId } from "./apis.js";

export interface ApiClientOptions {
  /** Defaults to the API's local mock. */
  baseUrl?: string;
  /** A fetch implementation, for tests or proxies; defaults to the global fetch. */
  fetch?: ClientOptions["fetch"];
}

/** What an API's own module may set beyond the user's options. */
interface ApiClientSettings extends ApiClientOptions {
  querySerializer?: ClientOptions["querySerializer"];
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

/** The typed openapi-fetch client of one API, with the API's own middleware. */
export function createApiClient<Paths extends {}>(
  api: ApiId,
  options: ApiClientSettings,
  ...middleware: Middleware[]
): Client<Paths, `${string}/${string}`> {
  const client = createClient<Paths>({
    baseUrl: options.baseUrl ?? mockUrl(api),
    fetch: options.fetch,
    ...(options.querySerializer ? { querySerializer: options.querySerializer } : {}),
  });
  for (const item of middleware) client.use(item);
  return client;
}
