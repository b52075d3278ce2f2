/**
 * The simulator's engine, over every API in strict mode: every operation answers within its
 * contract, clients in the wild are accepted, invalid requests get their contract's error, the
 * control API works. Every answer is checked by the contract guard (onViolation).
 */
import { request as httpRequest } from "node:http";
import type { Client } from "openapi-fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiIds } from "../../src/apis.js";
import { listOperations } from "../../src/openapi.js";
import { apiSchemas } from "../../src/schemas.js";
import { isLoopback, urlHost } from "../../src/http.js";
import { createControlClient } from "../../src/simulator/control.js";
import { startSimulator, type RunningSimulator, type SimulatorViolation } from "../../src/simulator/engine.js";
import { testClients } from "../support/clients.js";
import { sampleRequest } from "../support/contract.js";

let simulator: RunningSimulator;
const violations: SimulatorViolation[] = [];

beforeAll(async () => {
  simulator = await startSimulator({ port: 0, strict: true, onViolation: (violation) => violations.push(violation) });
});
afterAll(async () => {
  await simulator?.stop();
  expect(violations).toEqual([]);
});

describe.each(apiIds)("%s on the simulator", (api) => {
  const schemas = apiSchemas(api);
  let client: Client<any>;
  beforeAll(() => {
    client = testClients[api](simulator.urls[api]!);
  });

  it.each(listOperations(schemas.document).map((entry) => [entry.operation.operationId, entry] as const))(
    "%s answers a valid request with a status its contract documents",
    async (_id, entry) => {
      const request = sampleRequest(schemas, entry);
      const { response } = await client.request(entry.method, request.path, {
        params: { path: request.pathParams, query: request.query },
        headers: { ...request.headers, ...(request.body ? { "Content-Type": request.body.mediaType } : {}) },
        body: request.body?.value,
        ...(request.body?.mediaType === "application/x-www-form-urlencoded"
          ? { bodySerializer: (body: Record<string, unknown>) => new URLSearchParams(Object.entries(body).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)])).toString() }
          : {}),
        parseAs: "text",
        redirect: "manual",
      } as never);
      expect(response.status).not.toBe(500);
      expect(Object.keys(entry.operation.responses).some((key) => key === String(response.status) || key === `${String(response.status)[0]}XX` || key === "default")).toBe(true);
    },
  );
});

describe("what clients in the wild send", () => {
  const importUrl = () => `${simulator.urls["code-hosting"]}/repos/octocat/socm/import`;
  beforeAll(async () => {
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
    expect((await fetch(`${simulator.urls[api]}${path}`, { headers: { Authorization: `${scheme} t` } })).status).toBe(status);
  });

  it.each([
    ["access_token", 200],
    ["oauth_token", 200],
    // An API key identifies a project, not a caller: the service wants a token.
    ["key", 401],
  ])("compute: a token in the query parameter %s answers %i", async (parameter, status) => {
    const url = `${simulator.urls.compute}/compute/v1/projects/acme-web-prod/aggregated/forwardingRules?${parameter}=t`;
    expect((await fetch(url)).status).toBe(status);
  });

  it("marks a deprecated operation's answers with Deprecation and its Sunset date, and no other", async () => {
    const deprecated = await fetch(importUrl(), { headers: { Authorization: "Bearer t" } });
    expect([deprecated.headers.get("deprecation"), deprecated.headers.get("sunset")]).toEqual(["true", "Fri, 12 Apr 2024 00:00:00 GMT"]);
    const current = await fetch(`${simulator.urls["code-hosting"]}/user/emails`, { headers: { Authorization: "Bearer t" } });
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
      const answer = await new Promise<number>((resolve, reject) => {
        const request = httpRequest(`${simulator.urls["code-hosting"]}${path}`, {
          method,
          headers: { Authorization: "Bearer t", "Content-Type": "application/json", "Content-Length": String(body.length) },
        });
        request.on("response", (response) => {
          response.resume();
          resolve(response.statusCode!);
        });
        request.on("error", reject);
        request.end(body);
      });
      expect(answer, JSON.stringify(body)).toBe(status);
    }
  });

  it("takes an empty JSON object as no body where the body is optional, and refuses it where one is required", async () => {
    const send = (method: string, path: string, body: string) =>
      fetch(`${simulator.urls["code-hosting"]}${path}`, { method, headers: { Authorization: "Bearer t", "Content-Type": "application/json" }, body });
    // updateImport's body is optional: `{}` is no body, which restarts the import.
    expect((await send("PATCH", "/repos/octocat/socm/import", "{}")).status).toBe(200);
    // startImport requires its body: `{}` still lacks vcs_url.
    expect((await send("PUT", "/repos/octocat/socm/import", "{}")).status).toBe(422);
  });

  it("decodes percent-encoded path segments", async () => {
    const response = await fetch(`${simulator.urls["code-hosting"]}/repos/octocat/%73ocm/import`, { headers: { Authorization: "Bearer t" } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { url: string }).url).toContain("/repos/octocat/socm/import");
  });
});

describe("response headers added per API", () => {
  it("sends them on every answer of that API only, also on refusals", async () => {
    const withHeaders = await startSimulator({ apis: ["search", "compute"], port: 0, responseHeaders: { search: { "x-vendor-product": "Search" } } });
    try {
      const answers = await Promise.all([
        fetch(`${withHeaders.urls.search}/_nodes/stats/indices/search`),
        fetch(`${withHeaders.urls.search}/no/such/path`),
        fetch(`${withHeaders.urls.compute}/compute/v1/projects/acme-web-prod/aggregated/forwardingRules`),
      ]);
      expect(answers.map((answer) => answer.headers.get("x-vendor-product"))).toEqual(["Search", "Search", null]);
    } finally {
      await withHeaders.stop();
    }
  });
});

describe("requests the contract refuses", () => {
  it("answers an invalid body with the contract's declared error, naming the problem", async () => {
    const response = await fetch(`${simulator.urls["code-hosting"]}/repos/o/r/import`, {
      method: "PUT",
      headers: { Authorization: "Bearer t", "Content-Type": "application/json" },
      body: JSON.stringify({ vcs: "cvs" }),
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: { field: string; message: string }[] };
    expect(body.errors.map((error) => error.message).join("\n")).toMatch(/vcs_url/);
    expect(body.errors.map((error) => error.message).join("\n")).toMatch(/must be one of/);
  });

  it("answers a body that is not JSON readably, never with a crash", async () => {
    const response = await fetch(`${simulator.urls["code-hosting"]}/repos/o/r/import`, {
      method: "PUT",
      headers: { Authorization: "Bearer t", "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain("not valid JSON");
  });

  it("answers a missing credential as the service does", async () => {
    const codeHosting = await fetch(`${simulator.urls["code-hosting"]}/repos/o/r/import`);
    expect(codeHosting.status).toBe(401);
    expect(await codeHosting.json()).toMatchObject({ message: "Requires authentication" });
    const socialGraph = await fetch(`${simulator.urls["social-graph"]}/v24.0/1000`);
    expect(await socialGraph.json()).toMatchObject({ error: { code: 190 } });
  });

  it("answers an unknown path with 404 and a known path's unknown method with 405", async () => {
    expect((await fetch(`${simulator.urls["search"]}/_nope`)).status).toBe(404);
    const response = await fetch(`${simulator.urls["code-hosting"]}/repos/o/r/import`, { method: "POST", headers: { Authorization: "Bearer t" } });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, PUT, DELETE, PATCH");
  });
});

describe("Prefer and the control API", () => {
  it("answers any documented example on request, also where a handler holds state", async () => {
    const response = await fetch(`${simulator.urls["code-hosting"]}/repos/nobody/none/import`, {
      headers: { Authorization: "Bearer t", Prefer: "example=detection_found_multiple" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "detection_found_multiple" });
    const unavailable = await fetch(`${simulator.urls["code-hosting"]}/repos/nobody/none/import`, { headers: { Authorization: "Bearer t", Prefer: "code=503" } });
    expect(unavailable.status).toBe(503);
  });

  it("moves the shared clock, resets state, and names its commands", async () => {
    const control = createControlClient(simulator.urls["code-hosting"]!);
    const before = await control.now();
    const after = await control.advanceClock(60_000);
    expect(after.getTime() - before.getTime()).toBeGreaterThanOrEqual(60_000);
    expect((await createControlClient(simulator.urls.search!).now()).getTime()).toBeGreaterThanOrEqual(after.getTime());
    await control.reset();
    expect((await fetch(`${simulator.urls["code-hosting"]}/repos/octocat/socm/import`, { headers: { Authorization: "Bearer t" } })).status).toBe(404);
    await expect(control.command("teleport")).rejects.toThrow(/unknown control command "teleport".*tokens/);
    await expect(control.advanceClock(-1)).rejects.toThrow(/only moves forward/);
  });

  it("freezes the clock: real time no longer moves it, advancing still does", async () => {
    const control = createControlClient(simulator.urls.compute!);
    const frozen = await control.freezeClock();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await control.now()).getTime()).toBe(frozen.getTime());
    expect((await control.advanceClock(1_000)).getTime()).toBe(frozen.getTime() + 1_000);
    const resumed = await control.freezeClock(false);
    expect(resumed.getTime()).toBe(frozen.getTime() + 1_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await control.now()).getTime()).toBeGreaterThan(resumed.getTime());
  });
});

describe("browsers and the control API", () => {
  const url = () => simulator.urls["code-hosting"]!;

  it("answers a CORS preflight and lets any origin read an answer", async () => {
    const preflight = await fetch(`${url()}/repos/octocat/socm/import`, {
      method: "OPTIONS",
      headers: { Origin: "http://app.example", "Access-Control-Request-Method": "PATCH", "Access-Control-Request-Headers": "authorization, content-type" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("PATCH");
    expect(preflight.headers.get("access-control-allow-headers")).toBe("authorization, content-type");
    const answer = await fetch(`${url()}/repos/octocat/socm/import`, { headers: { Origin: "http://app.example", Authorization: "Bearer t" } });
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
  });

  it.each([
    ["a request from another origin", { Origin: "http://evil.example", "Content-Type": "application/json" }, 403],
    ["a body that is not JSON, which a page can send without a preflight", { "Content-Type": "text/plain" }, 415],
  ])("refuses %s to the control API", async (_given, headers, status) => {
    const answer = await fetch(`${url()}/__control/reset`, { method: "POST", headers, body: "{}" });
    expect(answer.status).toBe(status);
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("takes control requests from its own origin", async () => {
    const answer = await fetch(`${url()}/__control/reset`, { method: "POST", headers: { Origin: new URL(url()).origin, "Content-Type": "application/json" }, body: "{}" });
    expect(answer.status).toBe(200);
  });

  it("requires the control token where one is set, and the control client sends it", async () => {
    const guarded = await startSimulator({ apis: ["search"], port: 0, controlToken: "secret-control-token" });
    try {
      expect((await fetch(`${guarded.urls.search}/__control/reset`, { method: "POST" })).status).toBe(401);
      await expect(createControlClient(guarded.urls.search!).reset()).rejects.toThrow();
      await createControlClient(guarded.urls.search!, { token: guarded.controlToken }).reset();
    } finally {
      await guarded.stop();
    }
  });

  it.each([
    ["127.0.0.1", true],
    ["127.1.2.3", true],
    ["::1", true],
    ["localhost", true],
    ["0.0.0.0", false],
    ["::", false],
    ["192.0.2.10", false],
  ])("counts %s as loopback: %s", (host, loopback) => {
    expect(isLoopback(host)).toBe(loopback);
  });

  it.each([
    ["127.0.0.1", "127.0.0.1"],
    ["::", "[::]"],
    ["::1", "[::1]"],
  ])("writes the host %s in a URL as %s", (host, written) => {
    expect(urlHost(host)).toBe(written);
  });
});

it("answers a malformed Prefer header with 400, as the Prism engine does, in the API's error shape", async () => {
  const answer = await fetch(`${simulator.urls["code-hosting"]}/repos/octocat/socm/import`, { headers: { Authorization: "Bearer t", Prefer: "code=abc" } });
  expect(answer.status).toBe(400);
  expect(await answer.json()).toMatchObject({ message: "Validation Failed", errors: [{ field: "header.prefer", message: expect.stringContaining("Prefer: code must be a three-digit status") }] });
});

it.each([
  ["code-hosting", "/repos/octocat/socm/import", 418, 400, { errors: [{ message: expect.stringContaining("code=418 is not a status getImportStatus documents") }] }],
  // Compute documents 4XX, which a 418 is; no 3XX.
  ["compute", "/compute/v1/projects/acme-web-prod/aggregated/forwardingRules", 302, 400, { error: { code: 400, message: expect.stringContaining("code=302") } }],
] as const)("refuses a Prefer for a status %s's operation does not document, in its error shape", async (api, path, asked, status, body) => {
  const answer = await fetch(`${simulator.urls[api]}${path}`, { headers: { Authorization: "Bearer t", Prefer: `code=${asked}` } });
  expect(answer.status).toBe(status);
  expect(await answer.json()).toMatchObject(body);
});

describe("the request log", () => {
  it("has one line per request with status, time and operation, and never the query", async () => {
    const lines: string[] = [];
    const logged = await startSimulator({ apis: ["social-graph"], port: 0, frozenClock: true, log: (line) => lines.push(line) });
    try {
      await (await fetch(`${logged.urls["social-graph"]}/v23.0/120000000000001?access_token=secret-token-value`)).text();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^social-graph GET \/v23\.0\/120000000000001 200 [\d.]+ms getUser$/);
      expect(lines.join("\n")).not.toContain("secret-token-value");
    } finally {
      await logged.stop();
    }
  });
});

describe("hostile and odd bodies", () => {
  const importUrl = () => `${simulator.urls["code-hosting"]}/repos/octocat/socm/import`;
  /** Sends raw bytes with node:http, as fetch cannot send every shape of request. */
  const raw = (url: string, method: string, headers: Record<string, string>, body: Buffer | string = "") =>
    new Promise<{ status: number; text: string; headers: Record<string, unknown> }>((resolve, reject) => {
      const request = httpRequest(url, { method, headers });
      request.on("response", (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, text, headers: response.headers }));
      });
      request.on("error", reject);
      request.end(body);
    });

  it("refuses a body over the API's limit with 413 in the API's error shape, before reading it", async () => {
    const small = await startSimulator({ apis: ["compute"], port: 0, maxBodyBytes: { compute: 1024 } });
    try {
      const url = `${small.urls.compute}/compute/v1/locations/global/securityPolicies/guard-default`;
      const announced = await raw(url, "PATCH", { "Content-Type": "application/json", "Content-Length": "999999999" });
      expect(announced.status).toBe(413);
      expect(JSON.parse(announced.text)).toMatchObject({ error: { code: 413 } });
      const chunked = await raw(url, "PATCH", { "Content-Type": "application/json", "Transfer-Encoding": "chunked" }, Buffer.alloc(4096, 0x20));
      expect(chunked.status).toBe(413);
      // The server goes on answering.
      expect((await fetch(`${small.urls.compute}/compute/v1/projects/acme-web-prod/aggregated/forwardingRules`, { headers: { Authorization: "Bearer t" } })).status).toBe(200);
    } finally {
      await small.stop();
    }
  });

  it("refuses a body the in-flight budget has no room for with 503 and Retry-After, and gives the room back", async () => {
    const small = await startSimulator({ apis: ["compute"], port: 0, maxBodyBytesInFlight: 8 * 1024 });
    try {
      const url = `${small.urls.compute}/compute/v1/locations/global/securityPolicies/guard-default`;
      const answer = await raw(url, "PATCH", { Authorization: "Bearer t", "Content-Type": "application/json", "Transfer-Encoding": "chunked" }, Buffer.alloc(16 * 1024, 0x20));
      expect(answer.status).toBe(503);
      expect(answer.headers["retry-after"]).toBe("1");
      expect(JSON.parse(answer.text)).toMatchObject({ error: { code: 503, status: "UNAVAILABLE" } });
      // Twice the budget in bodies sent one after the other: each is read whole (and judged by the
      // contract, which wants a fingerprint) once the last has given its room back.
      for (let i = 0; i < 2; i++) {
        const fits = await raw(url, "PATCH", { Authorization: "Bearer t", "Content-Type": "application/json" }, JSON.stringify({ description: "x".repeat(6 * 1024) }));
        expect(fits.text).toContain("fingerprint");
      }
    } finally {
      await small.stop();
    }
  });

  it("never echoes a malformed body, which may hold a password", async () => {
    const answer = await raw(importUrl(), "PUT", { Authorization: "Bearer t", "Content-Type": "application/json" }, '{"vcs_url":"https://git.example.org/x.git","vcs_password":hunter2}');
    expect(answer.status).toBe(422);
    expect(answer.text).not.toContain("hunter2");
    expect(answer.text).toContain("not valid JSON");
  });

  it("refuses a JSON body that is not valid UTF-8", async () => {
    const body = Buffer.concat([Buffer.from('{"vcs_url":"https://git.example.org/'), Buffer.from([0xff, 0xfe]), Buffer.from('.git"}')]);
    const answer = await raw(importUrl(), "PUT", { Authorization: "Bearer t", "Content-Type": "application/json", "Content-Length": String(body.length) }, body);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("UTF-8");
  });

  it("reads a JSON string body once", async () => {
    const answer = await raw(`${simulator.urls["code-hosting"]}/user/emails`, "POST", { Authorization: "Bearer t", "Content-Type": "application/json" }, '"mona@vendor.example"');
    expect(answer.status, answer.text).toBe(201);
    expect(JSON.parse(answer.text)).toEqual([expect.objectContaining({ email: "mona@vendor.example" })]);
  });

  it("answers HEAD on a GET operation as GET, without the body", async () => {
    const answer = await raw(`${simulator.urls["code-hosting"]}/user/emails`, "HEAD", { Authorization: "Bearer t" });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe("");
    expect(Number(answer.headers["content-length"])).toBeGreaterThan(0);
  });
});
