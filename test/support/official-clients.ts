/**
 * The official JavaScript clients set up as their suites drive them (test/official-clients/):
 * each pointed at a base address through its own public options (or, where it has none, the one
 * seam of its HTTP library), keeping every wire habit of its own, the header names and media
 * types that carry a vendor's name included; what a server must be told for a client to read its
 * answers is given as users give it (`responseHeaders`). Shared by each client's suite and the
 * sessions suite, which drives them all at once, each in a session of its own (event-management's
 * client: event-management-official.ts).
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

/** code-hosting's official REST client at a base URL (`<host>` or `<host>/api/v3`). */
export function octokitAt(baseUrl: string, apiVersion = "2022-11-28", auth = "test-token"): Octokit {
  const client = new Octokit({ baseUrl, auth, log: quiet });
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
  const seen: typeof fetch = (input, init) => {
    sent.push({
      method: init?.method ?? "GET",
      url: new URL(String(input instanceof Request ? input.url : input)),
      headers: new Headers(init?.headers),
    });
    return fetch(input, init);
  };
  const oauth = new vendorAuth.OAuth2();
  oauth.setCredentials({ access_token: accessToken });
  const client = compute({
    version: "v1",
    rootUrl: `${baseUrl}/`,
    auth: oauth,
    fetchImplementation: seen,
    ...(given ? { headers: given } : {}),
  });
  return { client, sent };
}

/**
 * The product header search's client checks, whose name and value carry the vendor's name, so
 * that no contract holds it: given to the simulator and the mock as its users give it
 * (docs/simulator/search.md).
 */
export const searchProductHeader = { "X-Elastic-Product": "Elasticsearch" };

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

/** search's official client at a node URL (a path under it is kept); each request it sends goes to `sent`. */
export function searchClientAt(node: string, sent: SentSearchRequest[] = []): SearchClient {
  class SeenConnection extends UndiciConnection {
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
      for (const [name, value] of Object.entries(params.headers ?? {})) headers[name.toLowerCase()] = String(value);
      sent.push({
        method: params.method,
        path: params.path,
        query: new URLSearchParams(params.querystring ?? ""),
        headers,
        body: bodyOf(params.body),
      });
      return "asStream" in options ? super.request(params, options) : super.request(params, options);
    }
  }
  return new SearchClient({ node, Connection: SeenConnection });
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
