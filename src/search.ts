/**
 * The search API: typed client.
 *
 *   const client = createSearchClient({ auth: { username: "elastic", password: "secret" } });
 *   const { data } = await client.POST("/{index}/_search", {
 *     params: { path: { index: "logs" } },
 *     body: { query: { match_all: {} }, size: 100 },
 *   });
 */
import type { components, paths } from "../generated/search/types.js";
import { createApiClient, headersMiddleware, type ApiClientOptions } from "./client.js";

export type { components, paths };

/** Basic credentials, or an API key (the base64 of `id:api_key`, as the service issues it). */
export type SearchAuth = { username: string; password: string } | { apiKey: string };

export interface SearchClientOptions extends ApiClientOptions {
  /** Omit for a service that allows anonymous access. */
  auth?: SearchAuth;
}

function authorization(auth: SearchAuth | undefined): string | undefined {
  if (!auth) return undefined;
  if ("apiKey" in auth) return `ApiKey ${auth.apiKey}`;
  return `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString("base64")}`;
}

export function createSearchClient(options: SearchClientOptions = {}) {
  return createApiClient<paths>("search", options, headersMiddleware({ Authorization: authorization(options.auth) }));
}

export type SearchClient = ReturnType<typeof createSearchClient>;
