/**
 * The simulator under the third round of hostile input: a page on a name rebound to this machine
 * reaches no control command, a refused clock command changes nothing, only the commands a service
 * defines exist, JSON too deep or too broad is refused before it is read, a body's problems cost no
 * more than the request, a malformed seed quotes none of itself, and the in-process fetch reads a
 * stream no further than the API's limit.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSimulator, type RunningSimulator } from "../../src/simulator/sockets.js";
import { parseSeeds } from "../../src/simulator/seeds.js";
import { createSimulator } from "../../src/simulator/in-process.js";
import { jsonBeyondBounds } from "../../src/contract/messages.js";
import { jsonOf, rawRequest } from "../support/http.js";
import { useSimulator } from "../support/simulator.js";

describe("a page on a name rebound to the simulator (DNS rebinding)", () => {
  const sim = useSimulator(["code-hosting", "search"]);
  const port = () => new URL(sim.url).port;
  const control = (host: string, command: string, body = "{}") =>
    rawRequest(`${sim.url}/__control/${command}`, {
      method: "POST",
      headers: { host, origin: `http://${host}`, "content-type": "application/json" },
      body,
    });

  it.each([
    ["reset", "{}"],
    ["tokens", JSON.stringify({ t: { contents: "read" } })],
    ["clock", JSON.stringify({ advanceMs: 1000 })],
    ["faults", JSON.stringify({ status: 503 })],
  ])("is refused %s with 403 when its Host and Origin name another host, and nothing changes", async (command, body) => {
    const before = jsonOf(await rawRequest(`${sim.url}/__control/clock`));
    const answer = await control(`evil.example:${port()}`, command, body);
    expect(answer.status).toBe(403);
    expect(jsonOf(answer).title).toMatch(/own host names/);
    expect(jsonOf(await rawRequest(`${sim.url}/__control/clock`))).toEqual(before);
    expect(jsonOf(await rawRequest(`${sim.url}/__control/faults`)).faults).toEqual([]);
  });

  it.each([["localhost"], ["127.0.0.1"], ["[::1]"]])("takes a command addressed to %s, a loopback name", async (host) => {
    expect((await control(`${host}:${port()}`, "reset")).status).toBe(200);
  });

  it.each([
    ["another host", "evil.example", (port: string) => `http://127.0.0.1:${port}`],
    ["localhost, a loopback name", "localhost", (port: string) => `http://localhost:${port}`],
  ])("names, in the URLs of an answer to a request addressed to %s, the address it may name", async (_what, hostname, named) => {
    const answer = await rawRequest(`${sim.url}/repos/octocat/rebound/import`, {
      method: "PUT",
      headers: { host: `${hostname}:${port()}`, authorization: "Bearer t", "content-type": "application/json" },
      body: JSON.stringify({ vcs: "git", vcs_url: "https://git.example.org/x.git" }),
    });
    expect(answer.status).toBe(201);
    expect(jsonOf(answer).url).toBe(`${named(port())}/repos/octocat/rebound/import`);
    expect(answer.headers.location).toBe(`${named(port())}/repos/octocat/rebound/import`);
  });
});

describe("hosts the options allow", () => {
  let simulator: RunningSimulator;
  beforeAll(async () => {
    simulator = await startSimulator({ apis: ["code-hosting"], port: 0, allowedHosts: ["sim.test"] });
  });
  afterAll(() => simulator.stop());

  it("takes control commands addressed to a host the allowedHosts option names, and refuses others", async () => {
    const url = simulator.urls["code-hosting"]!;
    const { port } = new URL(url);
    const reset = (host: string) =>
      rawRequest(`${url}/__control/reset`, { method: "POST", headers: { host, "content-type": "application/json" }, body: "{}" });
    expect((await reset(`sim.test:${port}`)).status).toBe(200);
    expect((await reset(`SIM.TEST:${port}`)).status).toBe(200);
    expect((await reset(`other.test:${port}`)).status).toBe(403);
  });
});

describe("the clock", () => {
  const sim = useSimulator("code-hosting", { frozenClock: true });
  const clock = async (body?: unknown) => {
    const answer = await fetch(
      `${sim.url}/__control/clock`,
      body === undefined ? {} : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
    );
    return { status: answer.status, body: (await answer.json()) as { now?: string } };
  };

  it.each([
    ["far past any date a date-time can write", { advanceMs: 1e300 }],
    ["past the last millisecond of year 9999", { advanceMs: Date.UTC(10000, 0, 1) }],
    ["backward", { advanceMs: -1 }],
    ["not a number", { advanceMs: "1e3" }],
  ])("refuses a move %s with 400, and the clock and every answer with a date stay as they were", async (_what, body) => {
    const before = await clock();
    expect((await clock(body)).status).toBe(400);
    expect(await clock()).toEqual(before);
    const started = await fetch(`${sim.url}/repos/octocat/socm/import`, {
      method: "PUT",
      headers: { authorization: "Bearer t", "content-type": "application/json" },
      body: JSON.stringify({ vcs: "git", vcs_url: "https://git.example.org/socm.git" }),
    });
    expect(started.status).toBe(201);
    expect((await fetch(`${sim.url}/user/keys`, { headers: { authorization: "Bearer t" } })).status).toBe(200);
  });
});

describe("control commands", () => {
  const sim = useSimulator("code-hosting");

  it.each([
    "constructor",
    "toString",
    "valueOf",
    "hasOwnProperty",
    "isPrototypeOf",
    "propertyIsEnumerable",
    "toLocaleString",
    "__proto__",
    "__defineGetter__",
    "__lookupGetter__",
  ])("answers %s, which every object inherits, as an unknown command (404)", async (command) => {
    const answer = await fetch(`${sim.url}/__control/${command}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ echo: "me" }),
    });
    expect(answer.status).toBe(404);
    const body = (await answer.json()) as { title: string };
    expect(body.title).toMatch(/unknown control command/);
    expect(JSON.stringify(body)).not.toContain("echo");
  });
});

describe("JSON nested past the depth the services' parsers take", () => {
  const sim = useSimulator(["code-hosting", "social-graph", "event-management", "compute", "search"]);
  const deep = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
  // A 16-digit number sends the body through the exact-integer parser as well.
  const bodies = [
    ["100,000 levels", deep(100_000)],
    ["3,000 levels beside a 16-digit number", `${deep(3_000)}, "n": 1234567890123456`],
  ] as const;
  const json = (member: string) => `{"x": ${member}}`;
  const requests = [
    [
      "code-hosting",
      "PUT",
      "/repos/o/r/import",
      "application/json",
      (deepMember: string) => `{"vcs_url": "https://git.example.org/x.git", "x": ${deepMember}}`,
    ],
    ["code-hosting", "POST", "/user/emails", "application/json", json],
    [
      "social-graph",
      "POST",
      "/v24.0/23843129321830525/users?access_token=t",
      "application/x-www-form-urlencoded",
      (deepMember: string) => `payload=${encodeURIComponent(`{"schema":"EMAIL_SHA256","data":${deepMember}}`)}`,
    ],
    ["event-management", "POST", "/rest/events", "application/json", json],
    ["compute", "PATCH", "/compute/v1/locations/global/securityPolicies/guard-default", "application/json", json],
    ["search", "POST", "/_search", "application/json", (deepMember: string) => `{"query": {"match_all": {}}, "x": ${deepMember}}`],
    ["search", "DELETE", "/_pit", "application/json", json],
  ] as const;
  const cases = bodies.flatMap(([depth, member]) =>
    requests.map(
      ([api, method, path, type, body]) =>
        [`${api} ${method} ${path.split("?")[0]}, ${depth}`, api, method, path, type, body(member)] as const,
    ),
  );

  it.each(cases)(
    "refuses %s with a 4xx in the API's own shape, and the API still answers",
    async (_name, api, method, path, type, body) => {
      const headers = { authorization: "Bearer t", "content-type": type, "x-vendor-protocol-version": "2.0.0" };
      const answer = await fetch(`${sim.urlOf(api)}${path}`, { method, headers, body });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(await answer.text()).toMatch(/nested deeper than 1000 levels/);
      const after = await fetch(`${sim.urlOf(api)}/__control/clock`);
      expect(after.status).toBe(200);
    },
  );

  it.each(bodies)("refuses a control command's body of %s with 400", async (_depth, member) => {
    const answer = await fetch(`${sim.urlOf("search")}/__control/seed`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: json(member),
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { title: string }).title).toMatch(/nested deeper than 1000 levels/);
  });
});

describe("a malformed seed file", () => {
  it.each([
    ["a bare word where a value goes", '{"code-hosting": {"tokens": {"ghp_secret123": hunter2}}}'],
    ["a missing quote", '{"code-hosting": {"tokens": {"ghp_secret123": "hunter2}}}'],
    ["nesting past the limit", `{"search": {"password": "hunter2", "x": ${"[".repeat(5000)}${"]".repeat(5000)}}}`],
  ])("is refused for %s by its position, quoting none of its text", (_what, text) => {
    expect(() => parseSeeds(text, "seeds.json")).toThrow(/^seeds\.json is (not valid JSON|nested deeper)/);
    try {
      parseSeeds(text, "seeds.json");
    } catch (error) {
      expect((error as Error).message).not.toMatch(/hunter2|ghp_secret123/);
    }
  });
});

describe("a body whose every problem would cost more than the request", () => {
  const sim = useSimulator(["code-hosting", "compute", "search"]);
  const broad = (members: number) => Array.from({ length: members }, (_, i) => `"m${i}": 1`).join(", ");
  const headers = { authorization: "Bearer t", "content-type": "application/json" };

  it.each([
    ["search", "POST", "/_search", `{${broad(1_000_000)}}`],
    ["compute", "PATCH", "/compute/v1/locations/global/securityPolicies/guard-default", `{"description": "x", ${broad(1_000_000)}}`],
    ["code-hosting", "PUT", "/repos/o/r/import", `{"vcs_url": "https://git.example.org/x.git", "x": {${broad(20_000)}}}`],
  ] as const)("refuses %s %s with an object of more members than any request has, in one short answer", async (api, method, path, body) => {
    const answer = await fetch(`${sim.urlOf(api)}${path}`, { method, headers, body });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    const text = await answer.text();
    expect(text).toContain("more than 10000 members");
    expect(text.length).toBeLessThan(2_000);
  });

  it("reports at most 100 problems, and how many more there were", async () => {
    const emails = Array.from({ length: 5_000 }, (_, i) => `not-an-address-${i}`);
    const answer = await fetch(`${sim.urlOf("code-hosting")}/user/emails`, { method: "POST", headers, body: JSON.stringify({ emails }) });
    expect(answer.status).toBe(422);
    const { errors } = (await answer.json()) as { errors: { message: string }[] };
    expect(errors).toHaveLength(101);
    expect(errors.at(-1)!.message).toMatch(/^body: and \d{4} more problems$/);
  });

  it("reports only the first problem of a body past 256 KiB", async () => {
    const rules = Array.from({ length: 3_000 }, (_, i) => ({
      priority: -i,
      action: "allow",
      match: { config: { srcIpRanges: ["*"] }, versionedExpr: "SRC_IPS_V1" },
      description: "x".repeat(80),
    }));
    const body = JSON.stringify({ fingerprint: "AAAAAAAAAAA=", rules });
    expect(body.length).toBeGreaterThan(256 * 1024);
    const answer = await fetch(`${sim.urlOf("compute")}/compute/v1/locations/global/securityPolicies/guard-default`, {
      method: "PATCH",
      headers,
      body,
    });
    expect(answer.status).toBe(400);
    const { error } = (await answer.json()) as { error: { errors: unknown[] } };
    expect(error.errors).toHaveLength(1);
  });
});

describe("the in-process fetch", () => {
  const simulator = createSimulator({ apis: ["search"], maxBodyBytes: { search: 1024 * 1024 } });
  const url = `${simulator.urls.search}/_search`;
  const init = (body: ReadableStream<Uint8Array>): RequestInit & { duplex: "half" } => ({
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    duplex: "half",
  });

  it("refuses a stream body past the API's limit with 413 as soon as it passes it, reading no further", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
      },
    });
    const answer = await simulator.fetch(url, init(endless));
    expect(answer.status).toBe(413);
    expect(pulled).toBeLessThan(40);
  });

  it("fails the fetch with a TypeError, as fetch does, when the body's stream fails", async () => {
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"query":'));
        controller.error(new Error("the disk went away"));
      },
    });
    await expect(simulator.fetch(url, init(failing))).rejects.toBeInstanceOf(TypeError);
  });

  it("still reads a body sent as a stream in many small chunks", async () => {
    const text = JSON.stringify({ query: { match_all: {} }, size: 1 });
    const bytes = new TextEncoder().encode(text);
    let sent = 0;
    const trickle = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(sent, ++sent));
      },
    });
    const answer = await simulator.fetch(url, init(trickle));
    expect(answer.status).toBe(200);
  });
});

describe("a control command's body", () => {
  const sim = useSimulator("search");

  it("is refused with 413 past 32 MiB before it is read, while the API itself takes up to 100 MiB", async () => {
    const body = JSON.stringify({ index: "big", ndjson: " ".repeat(33 * 1024 * 1024) });
    const answer = await rawRequest(`${sim.url}/__control/createIndex`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(body.length) },
      body,
    });
    expect(answer.status).toBe(413);
    const search = await rawRequest(`${sim.url}/_search`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"query":{"match_all":{}}}${" ".repeat(33 * 1024 * 1024)}`,
    });
    expect(search.status).toBe(200);
  });
});

describe("the one-pass bound of JSON text", () => {
  const deep = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
  it.each([
    ["nesting past the bound after an escaped backslash", `{"a":"x\\\\","b":${deep(1001)}}`, "nested deeper than 1000 levels"],
    ["brackets inside a string, after an escaped quote", `{"a":"x\\"${"[".repeat(2000)}"}`, undefined],
    ["a string of escapes only, then spaces", `{"a":"\\\\\\""}${" ".repeat(3000)}`, undefined],
    ["nesting exactly at the bound", deep(1000), undefined],
    [
      "an object of 10,001 members",
      `{${Array.from({ length: 10_001 }, (_, i) => `"m${i}":1`).join(",")}}`,
      "too broad (an object with more than 10000 members)",
    ],
    ["an array of 20,000 items", `[${Array.from({ length: 20_000 }, () => "1").join(",")}]`, undefined],
  ])("%s", (_what, text, problem) => {
    expect(jsonBeyondBounds(text)).toBe(problem);
  });
});
