/**
 * The official JavaScript clients set up as their suites drive them (test/official-clients/):
 * each pointed at a base address through its own public options (or, where it has none, the one
 * seam of its HTTP library), keeping every wire habit of its own; only the names that carry a
 * vendor's name (headers, a media type) go out in their neutral form. Shared by each client's
 * suite and the sessions suite, which drives them all at once, each in a session of its own
 * (event-management's client: event-management-official.ts).
 */
import { createRequire } from "node:module";
import {
  Client as SearchClient,
  UndiciConnection,
  type ConnectionRequestOptions,
  type ConnectionRequestOptionsAsStream,
  type ConnectionRequestParams,
  type ConnectionRequestResponse,
  type ConnectionRequestResponseAsStream,
} from "@elastic/elasticsearch";
import { auth as vendorAuth, compute, type compute_v1 } from "@googleapis/compute";
import { Octokit } from "@octokit/rest";
import sdk from "facebook-nodejs-business-sdk";

/** A client's log, kept quiet: refused calls are expected in the suites (not a wire habit). */
export const quiet = { debug() {}, info() {}, warn() {}, error() {} };

/** code-hosting's fetch, with header names that carry the vendor's name in their neutral form. */
export async function neutralHeaderNames(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const headers = new Headers();
  new Headers(init?.headers).forEach((value, name) => headers.set(name.replace(/github/gi, "Vendor"), value));
  return fetch(input, { ...init, headers });
}

/** code-hosting's official REST client at a base URL (`<host>` or `<host>/api/v3`). */
export function octokitAt(baseUrl: string, apiVersion = "2022-11-28", auth = "test-token"): Octokit {
  const client = new Octokit({ baseUrl, auth, log: quiet, request: { fetch: neutralHeaderNames } });
  // The API version header, which the service's documentation tells every client to send.
  client.hook.before("request", (options) => {
    options.headers["x-github-api-version"] = apiVersion;
  });
  return client;
}

export interface SentComputeRequest {
  method: string;
  url: URL;
  headers: Headers;
}

/**
 * compute's official client with `rootUrl` at a base URL and a fixed access token, and the
 * requests it sent. It keeps only the origin of `rootUrl` (it resolves each path from the root of
 * it): a session of the simulator is named by `headers` (its header), not by a base URL's path.
 */
export function computeClientAt(
  baseUrl: string,
  options: { accessToken?: string; headers?: Record<string, string> } = {},
): { client: compute_v1.Compute; sent: SentComputeRequest[] } {
  const { accessToken = "test-access-token", headers: given } = options;
  const sent: SentComputeRequest[] = [];
  const neutralNames: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    for (const [name, value] of [...headers]) {
      if (!name.includes("goog")) continue;
      headers.delete(name);
      headers.set(name.replace("goog", "vendor"), value);
    }
    sent.push({ method: init?.method ?? "GET", url: new URL(String(input instanceof Request ? input.url : input)), headers });
    return fetch(input, { ...init, headers });
  };
  const oauth = new vendorAuth.OAuth2();
  oauth.setCredentials({ access_token: accessToken });
  const client = compute({
    version: "v1",
    rootUrl: `${baseUrl}/`,
    auth: oauth,
    fetchImplementation: neutralNames,
    ...(given ? { headers: given } : {}),
  });
  return { client, sent };
}

/** The product header the simulator and the mock are told to send for search's client, in neutral form. */
export const neutralProductHeader = { "X-Vendor-Product": "Vendor" };
/** search's client's own names for what the servers see in neutral form. */
const searchWords = { header: "x-elastic-", media: "vnd.elasticsearch+", product: "Elasticsearch" };

/** A request's body as sent: JSON parsed, NDJSON (a bulk) as its text. */
function bodyOf(body: unknown): unknown {
  const text = typeof body === "string" ? body : Buffer.isBuffer(body) ? body.toString("utf8") : undefined;
  if (text === undefined || text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface SentSearchRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * search's official client at a node URL (a path under it is kept), whose connection writes the
 * header names that carry the vendor's name, and the vendor's media type in Accept and
 * Content-Type, in neutral form on the way out, and the neutral product header of an answer back
 * as the client checks it; each request as the server received it goes to `sent`.
 */
export function searchClientAt(node: string, sent: SentSearchRequest[] = []): SearchClient {
  class NeutralConnection extends UndiciConnection {
    override request(params: ConnectionRequestParams, options: ConnectionRequestOptions): Promise<ConnectionRequestResponse>;
    override request(
      params: ConnectionRequestParams,
      options: ConnectionRequestOptionsAsStream,
    ): Promise<ConnectionRequestResponseAsStream>;
    override async request(
      params: ConnectionRequestParams,
      options: ConnectionRequestOptions | ConnectionRequestOptionsAsStream,
    ): Promise<ConnectionRequestResponse | ConnectionRequestResponseAsStream> {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(params.headers ?? {})) {
        const neutralName = name.toLowerCase().replace(searchWords.header, "x-vendor-");
        headers[neutralName] = String(value).replaceAll(searchWords.media, "vnd.vendor+");
      }
      sent.push({
        method: params.method,
        path: params.path,
        query: new URLSearchParams(params.querystring ?? ""),
        headers,
        body: bodyOf(params.body),
      });
      const neutral = { ...params, headers };
      const response = "asStream" in options ? await super.request(neutral, options) : await super.request(neutral, options);
      if (response.headers["x-vendor-product"] === "Vendor") response.headers[`${searchWords.header}product`] = searchWords.product;
      return response;
    }
  }
  return new SearchClient({ node, Connection: NeutralConnection });
}

/** A request of social-graph's business SDK, as its HTTP library (axios) makes it. */
export interface SdkRequest {
  method?: string;
  url?: string;
  data?: unknown;
}
interface HttpLibrary {
  interceptors: { request: { use(rewrite: (config: SdkRequest) => SdkRequest): number; eject(id: number): void } };
}
// The very axios instance the SDK calls, resolved from the SDK itself.
const sdkRequire = createRequire(createRequire(import.meta.url).resolve("facebook-nodejs-business-sdk"));
const sdkAxios: HttpLibrary = sdkRequire("axios");

/**
 * Sends social-graph's business SDK's requests to `base(url)` instead of the service's host,
 * changing nothing else: the SDK builds every URL from a constant base and offers no setting for
 * it, so its HTTP library's interceptor is the one seam. Each request (with the URL the SDK
 * built) goes to `seen`. Returns what takes the interceptor out.
 */
export function pointSdkAt(base: (url: string) => string, seen: SdkRequest[] = []): () => void {
  const graph = sdk.FacebookAdsApi.GRAPH;
  const id = sdkAxios.interceptors.request.use((config) => {
    seen.push({ method: config.method?.toUpperCase(), url: config.url, data: config.data });
    if (config.url?.startsWith(graph)) config.url = base(config.url) + config.url.slice(graph.length);
    return config;
  });
  return () => sdkAxios.interceptors.request.eject(id);
}
