/**
 * The simulator without sockets: `simulator.fetch` as a client's fetch, the control API through
 * it, the refusals a socket would give, and the Response it answers with behaving as fetch's own.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createCodeHostingClient } from "../../src/clients/code-hosting.js";
import { createControlClient } from "../../src/simulator/control.js";
import { createSimulator } from "../../src/simulator/in-process.js";
import type { SimulatorViolation } from "../../src/simulator/options.js";

const violations: SimulatorViolation[] = [];
const simulator = createSimulator({
  apis: ["code-hosting", "search"],
  strict: true,
  frozenClock: true,
  onViolation: (v) => violations.push(v),
});
const base = simulator.urls["code-hosting"]!;
const control = createControlClient(base, { fetch: simulator.fetch });
const client = createCodeHostingClient({ baseUrl: base, auth: "in-process", fetch: simulator.fetch });
const repo = { owner: "octocat", repo: "socm" };
const json = { authorization: "Bearer in-process", "content-type": "application/json" };

afterEach(async () => {
  expect(violations).toEqual([]);
  violations.length = 0;
  await control.reset();
});

describe("simulator.fetch", () => {
  it("serves the typed client with no socket: an import runs through its phases as the control API moves the clock", async () => {
    const started = await client.PUT("/repos/{owner}/{repo}/import", {
      params: { path: repo },
      body: { vcs: "git", vcs_url: "https://git.example.org/socm.git" },
    });
    expect(started.response.status).toBe(201);
    expect(started.response.headers.get("location")).toBe(`${base}/repos/octocat/socm/import`);
    expect(started.data?.status).toBe("importing");
    await control.advanceClock(10 * 60_000);
    const later = await client.GET("/repos/{owner}/{repo}/import", { params: { path: repo } });
    expect(later.data?.status).toBe("complete");
    await control.reset();
    expect((await client.GET("/repos/{owner}/{repo}/import", { params: { path: repo } })).response.status).toBe(404);
  });

  it("reaches each API at its own base URL", async () => {
    const stats = await simulator.fetch(`${simulator.urls.search}/_nodes/stats/indices/search`, {
      headers: { authorization: "Basic ZWxhc3RpYzpjaGFuZ2VtZQ==" },
    });
    expect(stats.status).toBe(200);
    expect(await stats.json()).toMatchObject({ _nodes: { successful: expect.any(Number) } });
  });

  it("fails as a network failure for a URL no simulated API answers at", async () => {
    await expect(simulator.fetch("http://127.0.0.1:1/anything")).rejects.toThrow(TypeError);
  });

  it("fails as a network failure where an injected fault drops the connection", async () => {
    await control.injectFault({ operationId: "getImportStatus", drop: true, count: 2 });
    await expect(simulator.fetch(`${base}/repos/octocat/socm/import`, { headers: json })).rejects.toThrow(TypeError);
    // The package's client says which call got no answer, with fetch's error as the cause.
    await expect(client.GET("/repos/{owner}/{repo}/import", { params: { path: repo } })).rejects.toMatchObject({
      name: "ApiNetworkError",
      cause: expect.any(TypeError),
    });
  });

  it("reports an answer that breaks the contract every time, not only the first (a valid one is remembered, a broken one never)", async () => {
    const { handlers } = simulator.services["code-hosting"]!;
    const handler = handlers.getImportStatus;
    handlers.getImportStatus = () => ({ status: 200, body: { status: "paused" } });
    try {
      const read = () => simulator.fetch(`${base}/repos/octocat/socm/import`, { headers: json }).then((response) => response.status);
      expect([await read(), await read()]).toEqual([500, 500]);
      expect(violations.map((violation) => violation.status)).toEqual([200, 200]);
      violations.length = 0;
    } finally {
      handlers.getImportStatus = handler;
    }
  });

  it.each([
    {
      given: "a body beyond the API's limit (1 MiB)",
      body: JSON.stringify({ vcs_url: `https://git.example.org/${"x".repeat(1024 * 1024)}` }),
      status: 413,
    },
    { given: "a body that is not JSON", body: "{not json", status: 422 },
  ])("refuses $given with $status", async ({ body, status }) => {
    const response = await simulator.fetch(`${base}/repos/octocat/socm/import`, { method: "PUT", headers: json, body });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
  });

  it("refuses a JSON body that is not UTF-8 with 400, as over sockets", async () => {
    const bytes = new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]);
    const response = await simulator.fetch(new Request(`${base}/repos/octocat/socm/import`, { method: "PUT", headers: json, body: bytes }));
    expect(response.status).toBe(400);
  });

  it("answers HEAD with the head of GET and no body", async () => {
    await client.PUT("/repos/{owner}/{repo}/import", { params: { path: repo }, body: { vcs_url: "https://git.example.org/socm.git" } });
    const response = await simulator.fetch(`${base}/repos/octocat/socm/import`, { method: "HEAD", headers: json });
    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
    expect(Number(response.headers.get("content-length"))).toBeGreaterThan(0);
  });

  it("answers CORS as the sockets do: a preflight at once, any origin allowed to read", async () => {
    const preflight = await simulator.fetch(`${base}/repos/octocat/socm/import`, {
      method: "OPTIONS",
      headers: { origin: "https://app.example", "access-control-request-method": "PUT" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("PUT");
    const read = await simulator.fetch(`${base}/repos/octocat/socm/import`, { headers: { ...json, origin: "https://app.example" } });
    expect(read.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("the Response simulator.fetch answers with", () => {
  const answer = () =>
    simulator.fetch(`${base}/repos/octocat/socm/import`, {
      method: "PUT",
      headers: json,
      body: JSON.stringify({ vcs_url: "https://git.example.org/socm.git" }),
    });

  it("is a Response whose URL is the request's", async () => {
    const response = await answer();
    expect(response).toBeInstanceOf(Response);
    expect(response.url).toBe(`${base}/repos/octocat/socm/import`);
    expect(response.ok).toBe(true);
  });

  it("has read-only headers, as fetch's answers have", async () => {
    const response = await answer();
    expect(response.headers).toBeInstanceOf(Headers);
    expect(() => response.headers.set("x-test", "1")).toThrow(TypeError);
    expect(() => response.headers.append("x-test", "1")).toThrow(TypeError);
    expect(() => response.headers.delete("content-type")).toThrow(TypeError);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.clone().headers.get("content-type")).toBe("application/json; charset=utf-8");
  });

  it("reads once, as text, JSON, bytes or a stream", async () => {
    const response = await answer();
    const text = await response.clone().text();
    expect(JSON.parse(text)).toEqual(await response.clone().json());
    expect(new TextDecoder().decode(await response.clone().arrayBuffer())).toBe(text);
    expect(await new Response(response.clone().body).text()).toBe(text);
    expect(await (await response.clone().blob()).text()).toBe(text);
    expect(response.bodyUsed).toBe(false);
    await response.text();
    expect(response.bodyUsed).toBe(true);
    await expect(response.text()).rejects.toThrow(TypeError);
    expect(() => response.clone()).toThrow(TypeError);
  });

  it("counts a body read as a stream as used", async () => {
    const response = await answer();
    const reader = response.body!.getReader();
    let bytes = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.length;
    expect(bytes).toBe(Number(response.headers.get("content-length")));
    expect(response.bodyUsed).toBe(true);
  });
});
