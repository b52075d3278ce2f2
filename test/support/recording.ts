/**
 * Recording through the validating proxy, for its tests (test/validation/recording.test.ts,
 * drift.test.ts, and replay's): per API a sequence of valid exchanges carrying credentials, recorded through a
 * proxy in front of the simulator, and HAR 1.2's own JSON Schema to check the file against.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import type { Har } from "har-format";
import type { ApiId } from "../../src/contract/apis.js";
import { harEntry, harFrame, type Exchange, type RecordedEntry } from "../../src/contract/har.js";
import { startProxyServer } from "../../src/servers/proxy.js";

/** HAR 1.2 as its own JSON Schema (har-schema, the schema HAR validators use) states it. */
export const validHar = (() => {
  const schemas = createRequire(import.meta.url)("har-schema") as Record<string, { $id: string }>;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addMetaSchema(createRequire(import.meta.url)("ajv/dist/refs/json-schema-draft-06.json") as object);
  for (const schema of Object.values(schemas)) ajv.addSchema(schema);
  return ajv.getSchema("har.json#")!;
})();

/** The credentials each exchange sends: none may reach the file. */
export const secret = {
  header: "HeaderSecret-3f9a",
  query: "QuerySecret-77c1",
  body: "BodySecret-a02e",
  form: "FormSecret-5d6b",
};

export interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  operationId: string;
}

const json = (value: unknown) => JSON.stringify(value);
const fixtureBody = (api: ApiId, file: string) =>
  json((JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "real", api, file), "utf8")) as { body: unknown }).body);

/** Per API, a short sequence of valid exchanges that carries its credentials the ways it takes them. */
export const sequences: Record<ApiId, Sent[]> = {
  "code-hosting": [
    {
      method: "PUT",
      path: "/repos/octocat/socm/import",
      headers: { authorization: `Bearer ${secret.header}`, "content-type": "application/json" },
      body: json({ vcs_url: "https://svn.example.org/socm", vcs: "subversion", vcs_username: "octocat", vcs_password: secret.body }),
      operationId: "startImport",
    },
    {
      method: "GET",
      path: `/repos/octocat/socm/import?access_token=${secret.query}`,
      headers: { authorization: `token ${secret.header}` },
      operationId: "getImportStatus",
    },
  ],
  "social-graph": [
    {
      method: "GET",
      path: `/v23.0/me?fields=id,name&access_token=${secret.query}&appsecret_proof=${secret.query}`,
      headers: {},
      operationId: "getUser",
    },
    {
      method: "POST",
      path: "/v23.0/120000000000001",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `name=Test+User&password=${secret.body}&access_token=${secret.form}`,
      operationId: "updateUser",
    },
  ],
  "event-management": [
    {
      method: "GET",
      path: "/rest/me",
      headers: { authorization: `Bearer ${secret.header}`, "x-vendor-protocol-version": "2.0.0" },
      operationId: "getAuthenticatedMember",
    },
    {
      method: "POST",
      path: "/rest/events",
      headers: { authorization: `Bearer ${secret.header}`, "x-vendor-protocol-version": "2.0.0", "content-type": "application/json" },
      body: fixtureBody("event-management", "createEvent.request-in-person.json"),
      operationId: "createEvent",
    },
  ],
  compute: [
    {
      method: "GET",
      path: `/compute/v1/projects/acme-web-prod/aggregated/forwardingRules?maxResults=2&key=${secret.query}`,
      headers: { authorization: `Bearer ${secret.header}` },
      operationId: "listAggregatedForwardingRules",
    },
    {
      method: "GET",
      path: `/compute/v1/projects/acme-web-prod/aggregated/forwardingRules?access_token=${secret.query}`,
      headers: {},
      operationId: "listAggregatedForwardingRules",
    },
  ],
  search: [
    { method: "GET", path: "/", headers: { authorization: `ApiKey ${secret.header}` }, operationId: "info" },
    {
      method: "POST",
      path: "/orders-2024/_search",
      headers: { authorization: `Basic ${secret.header}`, "content-type": "application/json" },
      body: json({ query: { match_all: {} }, size: 1 }),
      operationId: "searchIndex",
    },
  ],
};

/**
 * What `exchanges` send through a proxy in front of `upstream`, recorded into `file`: the proxy is
 * stopped, so its file complete, before this returns what `exchanges` returned.
 */
export async function recordThrough<T>(
  api: ApiId,
  upstream: string,
  file: string,
  exchanges: (proxyUrl: string) => Promise<T>,
  options: { maxBodyBytes?: number } = {},
): Promise<T> {
  const proxy = await startProxyServer(api, upstream, { record: { file, ...options } });
  try {
    return await exchanges(proxy.url);
  } finally {
    await proxy.stop();
  }
}

/** Records an API's sequence through a proxy in front of `upstream` (the simulator); the statuses answered. */
export function recordSequence(api: ApiId, upstream: string, file: string, options: { maxBodyBytes?: number } = {}): Promise<number[]> {
  return recordThrough(
    api,
    upstream,
    file,
    async (url) => {
      const statuses: number[] = [];
      for (const sent of sequences[api]) {
        const answer = await fetch(`${url}${sent.path}`, { method: sent.method, headers: sent.headers, body: sent.body });
        await answer.arrayBuffer();
        statuses.push(answer.status);
      }
      return statuses;
    },
    options,
  );
}

/** A HAR file as the proxy writes it. */
export const readHarFile = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Har & { log: { entries: RecordedEntry[] } };

/**
 * An exchange as the proxy records it: a GET answered 200 with `answer` (JSON), as recorded in
 * front of a server of the API on its default address; `given` changes any part.
 */
export function exchangeOf(given: Pick<Exchange, "api" | "path" | "operationId"> & Partial<Exchange>, answer = "{}"): Exchange {
  return {
    started: new Date(0),
    upstream: "http://127.0.0.1:4010",
    method: "GET",
    httpVersion: "HTTP/1.1",
    requestHeaders: { authorization: "Bearer t" },
    requestBody: new Uint8Array(0),
    status: 200,
    statusText: "OK",
    responseHeaders: { "content-type": "application/json" },
    responseBody: new TextEncoder().encode(answer),
    wait: 1,
    receive: 1,
    problems: { request: [], response: [] },
    ...given,
  };
}

/** A recording's text: its entries (HAR entries, or their JSON text) in the file the proxy writes. */
export function harText(entries: readonly (RecordedEntry | string)[]): string {
  const { head, tail } = harFrame();
  return `${head}${entries.map((entry) => (typeof entry === "string" ? entry : JSON.stringify(entry))).join(",\n")}${tail}`;
}

/** The JSON text of the HAR entry of an exchange, its bodies kept whole however large. */
export const recordedText = (exchange: Exchange): string => JSON.stringify(harEntry(exchange, 1e9));
