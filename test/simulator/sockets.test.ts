/**
 * The simulator's server, around the services: Prefer and the control API, browsers (CORS, the
 * control API's guards), headers added per API, the request log, and bodies odd or hostile (size
 * limits, the in-flight budget, bad UTF-8, HEAD). Strict and on a frozen clock (see useSimulator).
 */
import { describe, expect, it } from "vitest";
import { apiIds } from "../../src/contract/apis.js";
import { isLoopback, urlHost } from "../../src/servers/http.js";
import { createControlClient } from "../../src/simulator/control.js";
import { startSimulator } from "../../src/simulator/sockets.js";
import { rawRequest } from "../support/http.js";
import { useSimulator } from "../support/simulator.js";

const sim = useSimulator(apiIds);

describe("Prefer and the control API", () => {
  it("answers any documented example on request, also where a handler holds state", async () => {
    const response = await fetch(`${sim.urlOf("code-hosting")}/repos/nobody/none/import`, {
      headers: { Authorization: "Bearer t", Prefer: "example=detection_found_multiple" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "detection_found_multiple" });
    const unavailable = await fetch(`${sim.urlOf("code-hosting")}/repos/nobody/none/import`, {
      headers: { Authorization: "Bearer t", Prefer: "code=503" },
    });
    expect(unavailable.status).toBe(503);
  });

  it("moves the shared clock, resets state, and names its commands", async () => {
    const control = createControlClient(sim.urlOf("code-hosting"));
    const before = await control.now();
    const after = await control.advanceClock(60_000);
    expect(after.getTime() - before.getTime()).toBeGreaterThanOrEqual(60_000);
    expect((await createControlClient(sim.urlOf("search")).now()).getTime()).toBeGreaterThanOrEqual(after.getTime());
    const importUrl = `${sim.urlOf("code-hosting")}/repos/octocat/socm/import`;
    const started = await fetch(importUrl, {
      method: "PUT",
      headers: { Authorization: "Bearer t", "Content-Type": "application/json" },
      body: JSON.stringify({ vcs_url: "https://git.example.org/socm.git" }),
    });
    expect(started.status).toBe(201);
    await control.reset();
    expect((await fetch(importUrl, { headers: { Authorization: "Bearer t" } })).status).toBe(404);
    await expect(control.command("teleport")).rejects.toThrow(/unknown control command "teleport".*tokens/);
    await expect(control.advanceClock(-1)).rejects.toThrow(/only moves forward/);
  });

  it.each([
    ["GET", "reset", "POST"],
    ["PUT", "clock", "GET, POST"],
    ["DELETE", "faults", "GET, POST"],
    ["GET", "seed", "POST"],
    ["GET", "tokens", "POST"],
  ])("answers %s of the %s command with 405, saying the method it takes", async (method, command, allow) => {
    const answer = await fetch(`${sim.urlOf("code-hosting")}/__control/${command}`, { method });
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe(allow);
    expect((await answer.json()).title).toBe(`${command} takes ${allow.replace(", ", " or ")}, not ${method}`);
  });

  it("freezes the clock: real time no longer moves it, advancing still does", async () => {
    const control = createControlClient(sim.urlOf("compute"));
    // The suite's clock starts frozen: let it run first.
    await control.freezeClock(false);
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
  const url = () => sim.urlOf("code-hosting");

  it("answers a CORS preflight and lets any origin read an answer", async () => {
    const preflight = await fetch(`${url()}/repos/octocat/socm/import`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://app.example",
        "Access-Control-Request-Method": "PATCH",
        "Access-Control-Request-Headers": "authorization, content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("PATCH");
    expect(preflight.headers.get("access-control-allow-headers")).toBe("authorization, content-type");
    const answer = await fetch(`${url()}/repos/octocat/socm/import`, {
      headers: { Origin: "http://app.example", Authorization: "Bearer t" },
    });
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
    const answer = await fetch(`${url()}/__control/reset`, {
      method: "POST",
      headers: { Origin: new URL(url()).origin, "Content-Type": "application/json" },
      body: "{}",
    });
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

describe("response headers added per API", () => {
  it("sends them on every answer of that API only, also on refusals", async () => {
    const withHeaders = await startSimulator({
      apis: ["search", "compute"],
      port: 0,
      responseHeaders: { search: { "x-vendor-product": "Search" } },
    });
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
  const importUrl = () => `${sim.urlOf("code-hosting")}/repos/octocat/socm/import`;
  /** Sends raw bytes with node:http, as fetch cannot send every shape of request. */
  const raw = (url: string, method: string, headers: Record<string, string>, body: Buffer | string = "") =>
    rawRequest(url, { method, headers, body });

  it("refuses a body over the API's limit with 413 in the API's error shape, before reading it", async () => {
    const small = await startSimulator({ apis: ["compute"], port: 0, maxBodyBytes: { compute: 1024 } });
    try {
      const url = `${small.urls.compute}/compute/v1/locations/global/securityPolicies/guard-default`;
      const announced = await raw(url, "PATCH", { "Content-Type": "application/json", "Content-Length": "999999999" });
      expect(announced.status).toBe(413);
      expect(JSON.parse(announced.text)).toMatchObject({ error: { code: 413 } });
      const chunked = await raw(
        url,
        "PATCH",
        { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
        Buffer.alloc(4096, 0x20),
      );
      expect(chunked.status).toBe(413);
      // The server goes on answering.
      expect(
        (
          await fetch(`${small.urls.compute}/compute/v1/projects/acme-web-prod/aggregated/forwardingRules`, {
            headers: { Authorization: "Bearer t" },
          })
        ).status,
      ).toBe(200);
    } finally {
      await small.stop();
    }
  });

  it("refuses a body the in-flight budget has no room for with 503 and Retry-After, and gives the room back", async () => {
    const small = await startSimulator({ apis: ["compute"], port: 0, maxBodyBytesInFlight: 8 * 1024 });
    try {
      const url = `${small.urls.compute}/compute/v1/locations/global/securityPolicies/guard-default`;
      const answer = await raw(
        url,
        "PATCH",
        { Authorization: "Bearer t", "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
        Buffer.alloc(16 * 1024, 0x20),
      );
      expect(answer.status).toBe(503);
      expect(answer.headers["retry-after"]).toBe("1");
      expect(JSON.parse(answer.text)).toMatchObject({ error: { code: 503, status: "UNAVAILABLE" } });
      // Twice the budget in bodies sent one after the other: each is read whole (and judged by the
      // contract, which wants a fingerprint) once the last has given its room back.
      for (let i = 0; i < 2; i++) {
        const fits = await raw(
          url,
          "PATCH",
          { Authorization: "Bearer t", "Content-Type": "application/json" },
          JSON.stringify({ description: "x".repeat(6 * 1024) }),
        );
        expect(fits.text).toContain("fingerprint");
      }
    } finally {
      await small.stop();
    }
  });

  it("answers a body refused while it is still being sent (past the limit, or past the room left) before closing the connection", async () => {
    // search takes 256 KiB a body, compute up to 4 MiB, and both 1 MiB at once between them.
    const small = await startSimulator({
      apis: ["search", "compute"],
      port: 0,
      maxBodyBytes: { search: 256 * 1024, compute: 4 * 1024 * 1024 },
      maxBodyBytesInFlight: 1024 * 1024,
    });
    /** 16 MiB in chunks of 1 MiB, more than the sockets' buffers take: the client still sends long after the server has refused the body. */
    const chunks = function* () {
      for (let i = 0; i < 16; i++) yield Buffer.alloc(1024 * 1024, 0x20);
    };
    const chunked = { "Content-Type": "application/json", "Transfer-Encoding": "chunked" };
    try {
      const bulk = `${small.urls.search}/_bulk`;
      const policy = `${small.urls.compute}/compute/v1/locations/global/securityPolicies/guard-default`;
      const tooLong = { error: { type: "content_too_long_exception" }, status: 413 };
      for (const [url, method, headers, status, shape] of [
        [bulk, "POST", { ...chunked, "Content-Type": "application/x-ndjson" }, 413, tooLong],
        [`${small.urls.search}/__control/bulk`, "POST", chunked, 413, tooLong],
        [bulk, "POST", { "Content-Type": "application/x-ndjson", "Content-Length": String(16 << 20) }, 413, tooLong],
        [policy, "PATCH", { ...chunked, Authorization: "Bearer t" }, 503, { error: { code: 503, status: "UNAVAILABLE" } }],
      ] as const) {
        const answer = await rawRequest(url, { method, headers, body: chunks() });
        expect(answer.status, `${method} ${url}`).toBe(status);
        expect(answer.headers.connection).toBe("close");
        expect(JSON.parse(answer.text)).toMatchObject(shape);
      }
      // Both APIs answer the next requests, each on a new connection.
      const search = await rawRequest(`${small.urls.search}/_search`, { method: "POST", headers: { "Content-Type": "application/json" } });
      expect(search.status).toBe(200);
      const rules = `${small.urls.compute}/compute/v1/projects/acme-web-prod/aggregated/forwardingRules`;
      expect((await rawRequest(rules, { headers: { Authorization: "Bearer t" } })).status).toBe(200);
    } finally {
      await small.stop();
    }
  });

  it("never echoes a malformed body, which may hold a password", async () => {
    const answer = await raw(
      importUrl(),
      "PUT",
      { Authorization: "Bearer t", "Content-Type": "application/json" },
      '{"vcs_url":"https://git.example.org/x.git","vcs_password":hunter2}',
    );
    expect(answer.status).toBe(422);
    expect(answer.text).not.toContain("hunter2");
    expect(answer.text).toContain("not valid JSON");
  });

  it("refuses a JSON body that is not valid UTF-8", async () => {
    const body = Buffer.concat([Buffer.from('{"vcs_url":"https://git.example.org/'), Buffer.from([0xff, 0xfe]), Buffer.from('.git"}')]);
    const answer = await raw(
      importUrl(),
      "PUT",
      { Authorization: "Bearer t", "Content-Type": "application/json", "Content-Length": String(body.length) },
      body,
    );
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("UTF-8");
  });

  it("reads a JSON string body once", async () => {
    const answer = await raw(
      `${sim.urlOf("code-hosting")}/user/emails`,
      "POST",
      { Authorization: "Bearer t", "Content-Type": "application/json" },
      '"mona@vendor.example"',
    );
    expect(answer.status, answer.text).toBe(201);
    expect(JSON.parse(answer.text)).toEqual([expect.objectContaining({ email: "mona@vendor.example" })]);
  });

  it("answers HEAD on a GET operation as GET, without the body", async () => {
    const answer = await raw(`${sim.urlOf("code-hosting")}/user/emails`, "HEAD", { Authorization: "Bearer t" });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe("");
    expect(Number(answer.headers["content-length"])).toBeGreaterThan(0);
  });
});
