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
