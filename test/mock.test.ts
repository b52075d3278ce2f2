/**
 * Every operation of every API against its mock, called through the API's client: a request built
 * from the contract's examples gets the operation's success answer, and every named example of
 * every response can be asked for with `Prefer`; each answer is checked against the schema of the
 * response it claims to be.
 */
import { request as httpRequest } from "node:http";
import type { Client } from "openapi-fetch";
import { beforeAll, describe, expect, it } from "vitest";
import { apiIds } from "../src/contract/apis.js";
import { listOperations, type Operation } from "../src/contract/openapi.js";
import { apiSchemas, type ApiSchemas } from "../src/contract/schemas.js";
import { testClients } from "./support/clients.js";
import { declaredResponse, responsesOf, sampleRequest, type SampleRequest } from "./support/contract.js";
import { rawRequest } from "./support/http.js";
import { useMockServer } from "./support/mock.js";

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

async function send(client: Client<any>, request: SampleRequest, headers: Record<string, string> = {}): Promise<Answer> {
  const form = request.body?.mediaType === "application/x-www-form-urlencoded";
  const { response, data, error } = await client.request(request.method, request.path, {
    params: { path: request.pathParams, query: request.query },
    headers: { ...request.headers, ...headers, ...(request.body ? { "Content-Type": request.body.mediaType } : {}) },
    body: request.body?.value,
    ...(form
      ? {
          bodySerializer: (body: Record<string, unknown>) =>
            new URLSearchParams(Object.entries(body).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)])).toString(),
        }
      : {}),
    parseAs: "text",
    // Never follow a redirect: a declared Location points at the real service, not at the mock.
    redirect: "manual",
  } as never);
  // openapi-fetch parses an error body as JSON whatever parseAs says: turn it back into text.
  const body: unknown = data ?? error ?? "";
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return { status: response.status, contentType: response.headers.get("content-type") ?? "", text };
}

/** The problems of an answer against the contract: undeclared status, or a body off its schema. */
function contractProblems(schemas: ApiSchemas, operation: Operation, answer: Answer): string[] {
  const declared = declaredResponse(schemas, operation, answer.status);
  if (!declared) return [`status ${answer.status} is not declared: ${answer.text.slice(0, 300)}`];
  if (!declared.content)
    return answer.text === "" ? [] : [`status ${answer.status} declares no body but got: ${answer.text.slice(0, 200)}`];
  const contentType = answer.contentType.split(";")[0]!.trim();
  const media = declared.content[contentType];
  if (!media) return [`content type "${contentType}" is not declared for ${answer.status}`];
  const body = /[/+]json$/.test(contentType) ? JSON.parse(answer.text) : answer.text;
  return schemas.validate(media.schema, body).problems.map((problem) => problem.message);
}

function undeclaredStatus(operation: Operation): number {
  return [500, 503, 403, 409].find((status) => !(String(status) in operation.responses))!;
}

describe.each(apiIds)("%s mock", (api) => {
  const schemas = apiSchemas(api);
  const operations = listOperations(schemas.document);
  const server = useMockServer(api);
  let client: Client<any>;
  beforeAll(() => {
    client = testClients[api](server.url);
  });

  it.each(operations.map((entry) => [entry.operation.operationId, entry] as const))(
    "%s answers a valid request with its success response",
    async (_id, entry) => {
      const answer = await send(client, sampleRequest(schemas, entry));
      const success = Object.keys(entry.operation.responses).filter((status) => status.startsWith("2"));
      expect(success, answer.text).toContain(String(answer.status));
      expect(contractProblems(schemas, entry.operation, answer)).toEqual([]);
    },
  );

  const namedExamples = operations.flatMap((entry) =>
    responsesOf(schemas, entry.operation).flatMap(([status, response]) =>
      Object.values(response.content ?? {}).flatMap((media) =>
        Object.keys(media.examples ?? {}).map((name) => [`${entry.operation.operationId} ${status} ${name}`, entry, status, name] as const),
      ),
    ),
  );
  it.each(namedExamples)("%s can be selected with Prefer", async (_label, entry, declared, name) => {
    // A `default` response stands for every status the operation does not list: ask for one.
    const status = declared === "default" ? undeclaredStatus(entry.operation) : Number(declared.replace(/XX$/, "00"));
    const answer = await send(client, sampleRequest(schemas, entry), { Prefer: `code=${status}, example=${name}` });
    expect(answer.status).toBe(status);
    const expected = schemas.resolve<{ value: unknown }>(
      Object.values(declaredResponse(schemas, entry.operation, status)!.content!)[0]!.examples![name],
    ).value;
    expect(JSON.parse(answer.text)).toEqual(expected);
    expect(contractProblems(schemas, entry.operation, answer)).toEqual([]);
  });
});

describe("the Prism engine takes what official clients send", () => {
  const server = useMockServer("code-hosting", { responseHeaders: { "x-vendor-product": "Hosting" } });
  it("marks a deprecated operation's answers with Deprecation and its Sunset date", async () => {
    const answer = await fetch(`${server.url}/repos/octocat/socm/import`, { headers: { Authorization: "Bearer t" } });
    expect([answer.headers.get("deprecation"), answer.headers.get("sunset")]).toEqual(["true", "Fri, 12 Apr 2024 00:00:00 GMT"]);
  });

  /** fetch refuses a body on GET: send the request as a client in the wild does, with node:http. */
  const send = (method: string, path: string, headers: Record<string, string>, body = "") =>
    new Promise<{ status: number; product?: string }>((resolve, reject) => {
      const request = httpRequest(`${server.url}${path}`, { method, headers: { ...headers, "Content-Length": String(body.length) } });
      request.on("response", (response) => {
        response.resume();
        resolve({ status: response.statusCode!, product: response.headers["x-vendor-product"] as string | undefined });
      });
      request.on("error", reject);
      request.end(body);
    });

  it.each([
    ["the `token` auth scheme", "GET", { Authorization: "token t" }, "", 200],
    ["an empty JSON body on GET", "GET", { Authorization: "Bearer t", "Content-Type": "application/json" }, "{}", 200],
    ["no credentials", "GET", {}, "", 401],
    // The same status for the same fault as the simulator.
    ["a malformed Prefer header", "GET", { Authorization: "Bearer t", Prefer: "code=abc" }, "", 400],
  ])("%s", async (_given, method, headers, body, status) => {
    const answer = await send(method, "/repos/octocat/socm/import", headers, body);
    expect(answer.status).toBe(status);
    // Every answer carries the added header, refusals too.
    expect(answer.product).toBe("Hosting");
  });
});

describe("the Prism engine takes compute's token in the query", () => {
  const server = useMockServer("compute");

  it.each([
    ["access_token=t", 200],
    ["oauth_token=t", 200],
    ["key=t", 401],
  ])("%s answers %i", async (query, status) => {
    const answer = await fetch(`${server.url}/compute/v1/projects/acme-web-prod/aggregated/forwardingRules?${query}`);
    expect(answer.status).toBe(status);
  });
});

describe("the Prism engine serves compute's discovery document, and the reads it names from their examples", () => {
  const server = useMockServer("compute");

  it.each(["/discovery/v1/apis/compute/v1/rest", "/$discovery/rest?version=v1"])("at %s, rooted at the address reached", async (path) => {
    const answer = await fetch(`${server.url}${path}`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ kind: "discovery#restDescription", rootUrl: `${server.url}/`, servicePath: "compute/v1/" });
  });

  it.each([
    ["localhost, a loopback name", (port: string) => `localhost:${port}`, (port: string) => `http://localhost:${port}/`],
    ["a name that is not the server's", (port: string) => `evil.example:${port}`, (port: string) => `http://127.0.0.1:${port}/`],
  ])("names the address reached as its root for %s, and the served one otherwise", async (_what, host, root) => {
    const { port } = new URL(server.url);
    const answer = await rawRequest(`${server.url}/discovery/v1/apis/compute/v1/rest`, { headers: { host: host(port) } });
    expect(JSON.parse(answer.text)).toMatchObject({ rootUrl: root(port) });
  });

  it.each([
    ["/locations/global/securityPolicies/storefront-edge", "compute#securityPolicy"],
    ["/locations/global/operations/operation-1716212345678-61a0c2f5e8d0b-3f2a9c1e-7d4b2a60", "compute#operation"],
    ["/locations/global/operations", "compute#operationList"],
  ])("GET %s answers its example", async (path, kind) => {
    const answer = await fetch(`${server.url}/compute/v1${path}`, { headers: { Authorization: "Bearer t" } });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { kind?: string }).kind).toBe(kind);
  });
});

describe("the Prism engine takes social-graph's access token in a form body", () => {
  const server = useMockServer("social-graph");

  it.each([
    ["firstname=Jo&access_token=EAAB-in-the-form", 200],
    ["firstname=Jo", 400],
  ])("%s answers %i", async (body, status) => {
    const answer = await fetch(`${server.url}/v24.0/120000000000001`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(answer.status).toBe(status);
  });
});
