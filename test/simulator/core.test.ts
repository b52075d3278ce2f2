/**
 * The simulator's core, over every API in strict mode on a frozen clock: every operation answers
 * within its contract, clients in the wild are accepted, and invalid requests get their contract's
 * error. Every answer is checked by the contract guard (see useSimulator); the control API, CORS,
 * the request log and body limits are in sockets.test.ts.
 */
import type { Client } from "openapi-fetch";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiIds } from "../../src/contract/apis.js";
import { listOperations } from "../../src/contract/openapi.js";
import { apiSchemas } from "../../src/contract/schemas.js";
import { testClients } from "../support/clients.js";
import { sampleRequest } from "../support/contract.js";
import { formBody, rawRequest } from "../support/http.js";
import { useSimulator } from "../support/simulator.js";

const sim = useSimulator(apiIds);

describe.each(apiIds)("%s on the simulator", (api) => {
  const schemas = apiSchemas(api);
  let client: Client<any>;
  beforeAll(() => {
    client = testClients[api](sim.urlOf(api));
  });

  it.each(listOperations(schemas.document).map((entry) => [entry.operation.operationId, entry] as const))(
    "%s answers a valid request with a status its contract documents",
    async (_id, entry) => {
      const request = sampleRequest(schemas, entry);
      const { response } = await client.request(entry.method, request.path, {
        params: { path: request.pathParams, query: request.query },
        headers: { ...request.headers, ...(request.body ? { "Content-Type": request.body.mediaType } : {}) },
        body: request.body?.value,
        ...(request.body?.mediaType === "application/x-www-form-urlencoded" ? { bodySerializer: formBody } : {}),
        parseAs: "text",
        redirect: "manual",
      } as never);
      expect(response.status).not.toBe(500);
      expect(
        Object.keys(entry.operation.responses).some(
          (key) => key === String(response.status) || key === `${String(response.status)[0]}XX` || key === "default",
        ),
      ).toBe(true);
    },
  );
});

describe("what clients in the wild send", () => {
  const importUrl = () => `${sim.urlOf("code-hosting")}/repos/octocat/socm/import`;
  // The simulator is reset before each test: each starts from a running import.
  beforeEach(async () => {
    const response = await fetch(importUrl(), {
      method: "PUT",
      headers: { Authorization: "Bearer t", "Content-Type": "application/json" },
      body: JSON.stringify({ vcs: "git", vcs_url: "https://git.example.org/socm.git" }),
    });
    expect(response.status).toBe(201);
  });

  it.each([
    ["a vendor media type", "application/vnd.vendor+json"],
    ["a versioned vendor media type", "application/vnd.vendor.v3+json"],
    ["*/*", "*/*"],
    ["no Accept header", undefined],
  ])("answers %s with JSON in UTF-8", async (_given, accept) => {
    const response = await fetch(importUrl(), { headers: { Authorization: "Bearer t", ...(accept ? { Accept: accept } : {}) } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  });

  it.each(["Bearer", "bearer", "BEARER", "bEaReR"])("accepts the auth scheme %s", async (scheme) => {
    expect((await fetch(importUrl(), { headers: { Authorization: `${scheme} t` } })).status).toBe(200);
  });

  it.each([
    ["code-hosting", "/repos/octocat/socm/import", "token", 200],
    ["code-hosting", "/repos/octocat/socm/import", "TOKEN", 200],
    // Only the code-hosting service takes `token` as another name of Bearer.
    ["compute", "/compute/v1/projects/acme-web-prod/aggregated/forwardingRules", "token", 401],
  ] as const)("%s: %s with the auth scheme %s answers %i", async (api, path, scheme, status) => {
    expect((await fetch(`${sim.urlOf(api)}${path}`, { headers: { Authorization: `${scheme} t` } })).status).toBe(status);
  });

  it.each([
    ["access_token", 200],
    ["oauth_token", 200],
    // An API key identifies a project, not a caller: the service wants a token.
    ["key", 401],
  ])("compute: a token in the query parameter %s answers %i", async (parameter, status) => {
    const url = `${sim.urlOf("compute")}/compute/v1/projects/acme-web-prod/aggregated/forwardingRules?${parameter}=t`;
    expect((await fetch(url)).status).toBe(status);
  });

  it("marks a deprecated operation's answers with Deprecation and its Sunset date, and no other", async () => {
    const deprecated = await fetch(importUrl(), { headers: { Authorization: "Bearer t" } });
    expect([deprecated.headers.get("deprecation"), deprecated.headers.get("sunset")]).toEqual(["true", "Fri, 12 Apr 2024 00:00:00 GMT"]);
    const current = await fetch(`${sim.urlOf("code-hosting")}/user/emails`, { headers: { Authorization: "Bearer t" } });
    expect([current.headers.get("deprecation"), current.headers.get("sunset")]).toEqual([null, null]);
  });

  it("accepts a JSON content type with parameters", async () => {
    const response = await fetch(`${importUrl()}/lfs`, {
      method: "PATCH",
      headers: { Authorization: "Bearer t", "Content-Type": "application/json; charset=UTF-8" },
      body: JSON.stringify({ use_lfs: "opt_out" }),
    });
    // The import was started with vcs, so its large files are known and the preference is set.
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ use_lfs: "opt_out" });
  });

  it.each([
    ["GET", "/repos/octocat/socm/import", 200],
    ["DELETE", "/user/following/hubot", 204],
  ])("ignores an empty JSON body on %s", async (method, path, status) => {
    // fetch refuses a body on GET: send the request as a client in the wild does, with node:http.
    for (const body of ["{}", ""]) {
      const answer = await rawRequest(`${sim.urlOf("code-hosting")}${path}`, {
        method,
        headers: { Authorization: "Bearer t", "Content-Type": "application/json", "Content-Length": String(body.length) },
        body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(status);
    }
  });

  it("takes an empty JSON object as no body where the body is optional, and refuses it where one is required", async () => {
    const send = (method: string, path: string, body: string) =>
      fetch(`${sim.urlOf("code-hosting")}${path}`, {
        method,
        headers: { Authorization: "Bearer t", "Content-Type": "application/json" },
        body,
      });
    // updateImport's body is optional: `{}` is no body, which restarts the import.
    expect((await send("PATCH", "/repos/octocat/socm/import", "{}")).status).toBe(200);
    // startImport requires its body: `{}` still lacks vcs_url.
    expect((await send("PUT", "/repos/octocat/socm/import", "{}")).status).toBe(422);
  });

  it("decodes percent-encoded path segments", async () => {
    const response = await fetch(`${sim.urlOf("code-hosting")}/repos/octocat/%73ocm/import`, { headers: { Authorization: "Bearer t" } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { url: string }).url).toContain("/repos/octocat/socm/import");
  });
});

describe("requests the contract refuses", () => {
  const json = { Authorization: "Bearer t", "Content-Type": "application/json" };
  it.each([
    [
      "an invalid body with the contract's declared error, naming each problem",
      { api: "code-hosting", method: "PUT", path: "/repos/o/r/import", headers: json, body: JSON.stringify({ vcs: "cvs" }) },
      422,
      {
        message: "Validation Failed",
        errors: expect.arrayContaining([
          expect.objectContaining({ message: expect.stringMatching(/vcs_url/) }),
          expect.objectContaining({ message: expect.stringMatching(/must be one of/) }),
        ]),
      },
    ],
    [
      "a body that is not JSON readably, never with a crash",
      { api: "code-hosting", method: "PUT", path: "/repos/o/r/import", headers: json, body: "{not json" },
      422,
      { message: "Validation Failed", errors: [expect.objectContaining({ message: expect.stringContaining("not valid JSON") })] },
    ],
    [
      "a missing credential as code-hosting does",
      { api: "code-hosting", method: "GET", path: "/repos/o/r/import" },
      401,
      { message: "Requires authentication" },
    ],
    [
      "a missing credential as social-graph does",
      { api: "social-graph", method: "GET", path: "/v24.0/1000" },
      400,
      { error: { code: 190 } },
    ],
    [
      "a missing credential in the API's error shape where it has no answer of its own and the operation documents no 401",
      { api: "event-management", method: "GET", path: "/rest/events" },
      401,
      { status: 401, message: "The request needs credentials" },
    ],
    [
      "an unknown path with 404 in the API's error shape",
      { api: "search", method: "GET", path: "/_nope/at/all" },
      404,
      { status: 404, error: { reason: expect.stringContaining("/_nope/at/all") } },
    ],
    [
      "a known path's unknown method with 405 in the API's error shape",
      { api: "code-hosting", method: "POST", path: "/repos/o/r/import", headers: { Authorization: "Bearer t" } },
      405,
      { status: "405", message: expect.stringContaining("POST"), documentation_url: expect.any(String) },
    ],
  ] as const)("answers %s", async (_given, { api, method, path, ...init }, status, body) => {
    const answer = await fetch(`${sim.urlOf(api)}${path}`, { method, ...init });
    expect(answer.status).toBe(status);
    expect(await answer.json()).toMatchObject(body);
  });

  it("names the methods a known path takes in Allow", async () => {
    const response = await fetch(`${sim.urlOf("code-hosting")}/repos/o/r/import`, {
      method: "POST",
      headers: { Authorization: "Bearer t" },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, PUT, DELETE, PATCH");
  });
});

it("answers a malformed Prefer header with 400, as the Prism engine does, in the API's error shape", async () => {
  const answer = await fetch(`${sim.urlOf("code-hosting")}/repos/octocat/socm/import`, {
    headers: { Authorization: "Bearer t", Prefer: "code=abc" },
  });
  expect(answer.status).toBe(400);
  expect(await answer.json()).toMatchObject({
    message: "Validation Failed",
    errors: [{ field: "header.prefer", message: expect.stringContaining("Prefer: code must be a three-digit status") }],
  });
});

it.each([
  [
    "code-hosting",
    "/repos/octocat/socm/import",
    418,
    400,
    { errors: [{ message: expect.stringContaining("code=418 is not a status getImportStatus documents") }] },
  ],
  // Compute documents 4XX, which a 418 is; no 3XX.
  [
    "compute",
    "/compute/v1/projects/acme-web-prod/aggregated/forwardingRules",
    302,
    400,
    { error: { code: 400, message: expect.stringContaining("code=302") } },
  ],
] as const)(
  "refuses a Prefer for a status %s's operation does not document, in its error shape",
  async (api, path, asked, status, body) => {
    const answer = await fetch(`${sim.urlOf(api)}${path}`, { headers: { Authorization: "Bearer t", Prefer: `code=${asked}` } });
    expect(answer.status).toBe(status);
    expect(await answer.json()).toMatchObject(body);
  },
);
