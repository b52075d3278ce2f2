/**
 * Passthrough (options.passthrough, `serve --upstream <api>=<url> --forward <operationId,...>`): the
 * operations named are answered by the upstream, the rest by the simulator, on one port; forwarded
 * answers are checked against the contract (a 500 naming the violation when strict) and marked in
 * the log line; the forwarding is bounded as the proxy's is; misuse is refused at start.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createForwarder, GatewayRefusal } from "../../src/servers/forward.js";
import { BodyBudget } from "../../src/servers/http.js";
import { controlTokenHeader, createControlClient } from "../../src/simulator/control.js";
import { createSimulator } from "../../src/simulator/in-process.js";
import { startSimulator, type RunningSimulator, type SimulatorViolation } from "../../src/simulator/sockets.js";
import { TrafficOptionError } from "../../src/simulator/traffic.js";
import { runHere } from "../support/cli.js";
import { unreachableUrl } from "../support/http.js";

const importPath = "/repos/octocat/socm/import";
const auth = { authorization: "Bearer t" };
const startBody = JSON.stringify({ vcs_url: "https://git.example.org/socm.git", vcs: "git" });

/** An upstream of our own, on loopback, answering as `answer` says and keeping the head of each request it got. */
let fake: Server | undefined;
let fakeUrl = "";
const received: { method?: string; url?: string; headers: IncomingHttpHeaders }[] = [];
let answer: (respond: (status: number, body: string, headers?: Record<string, string>) => void) => void = () => {};

let upstream: RunningSimulator | undefined;
let simulator: RunningSimulator | undefined;
const lines: string[] = [];
const violations: SimulatorViolation[] = [];

beforeAll(async () => {
  fake = createServer((request, response) => {
    received.push({ method: request.method, url: request.url, headers: request.headers });
    request.resume();
    answer((status, body, headers = {}) => response.writeHead(status, { "content-type": "application/json", ...headers }).end(body));
  });
  await new Promise<void>((resolve) => fake!.listen(0, "127.0.0.1", resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  upstream = await startSimulator({ apis: ["code-hosting"], port: 0, frozenClock: true });
  simulator = await startSimulator({
    apis: ["code-hosting"],
    port: 0,
    strict: true,
    frozenClock: true,
    passthrough: { "code-hosting": { upstream: upstream.urls["code-hosting"]!, operations: ["getImportStatus"] } },
    log: (line) => lines.push(line),
    onViolation: (violation) => violations.push(violation),
  });
});
afterAll(async () => {
  fake?.closeAllConnections();
  await Promise.all([upstream?.stop(), simulator?.stop(), new Promise((resolve) => fake?.close(resolve))]);
});
beforeEach(async () => {
  await Promise.all([upstream, simulator].map((server) => createControlClient(server!.urls["code-hosting"]!).reset()));
  lines.length = 0;
  violations.length = 0;
  received.length = 0;
});

describe("operations forwarded to an upstream, the rest simulated, on one port", () => {
  it("answers the operation named from the upstream's state and the others from its own, and marks the forwarded in the log", async () => {
    const url = simulator!.urls["code-hosting"]!;
    // Started on the upstream only: the simulator's own state has no import.
    expect(
      (
        await fetch(`${upstream!.urls["code-hosting"]}${importPath}`, {
          method: "PUT",
          headers: { ...auth, "content-type": "application/json" },
          body: startBody,
        })
      ).status,
    ).toBe(201);
    const read = await fetch(`${url}${importPath}`, { headers: auth });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ status: "importing", vcs_url: "https://git.example.org/socm.git" });

    // Started on the simulator (not forwarded), then read from the upstream, which has no import of that repository.
    expect(
      (
        await fetch(`${url}/repos/octocat/other/import`, {
          method: "PUT",
          headers: { ...auth, "content-type": "application/json" },
          body: startBody,
        })
      ).status,
    ).toBe(201);
    expect((await fetch(`${url}/repos/octocat/other/import`, { headers: auth })).status).toBe(404);
    expect(lines.map((line) => line.replace(/ [\d.]+ms /, " "))).toEqual([
      "code-hosting GET /repos/octocat/socm/import 200 getImportStatus (upstream)",
      "code-hosting PUT /repos/octocat/other/import 201 startImport",
      "code-hosting GET /repos/octocat/other/import 404 getImportStatus (upstream)",
    ]);
    expect(violations).toEqual([]);
  });

  it("sends the request as the client sent it, under the contract's path, without the simulator's own headers", async () => {
    const forwarding = createSimulator({
      apis: ["code-hosting"],
      passthrough: { "code-hosting": { upstream: `${fakeUrl}/base`, operations: ["getImportStatus"] } },
    });
    answer = (respond) => respond(404, JSON.stringify({ message: "Not Found", documentation_url: "https://docs.vendor.example/rest" }));
    const base = forwarding.urls["code-hosting"]!;
    const read = await forwarding.fetch(`${base}/api/v3${importPath}?since=1`, {
      headers: { authorization: "token sent-as-is", [controlTokenHeader]: "control-secret", "x-vendor-api-version": "2022-11-28" },
    });
    expect(read.status).toBe(404);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: "GET",
      url: `/base${importPath}?since=1`,
      headers: { authorization: "token sent-as-is", "x-vendor-api-version": "2022-11-28" },
    });
    expect(received[0]!.headers[controlTokenHeader]).toBeUndefined();
  });

  it("does not forward a request the contract refuses: the simulator refuses it", async () => {
    const forwarding = createSimulator({
      apis: ["code-hosting"],
      passthrough: { "code-hosting": { upstream: fakeUrl, operations: ["startImport"] } },
    });
    const refused = await forwarding.fetch(`${forwarding.urls["code-hosting"]}${importPath}`, {
      method: "PUT",
      headers: { ...auth, "content-type": "application/json" },
      body: "{}",
    });
    expect(refused.status).toBe(422);
    expect(received).toEqual([]);
  });
});

describe("the upstream's answers against the contract", () => {
  const broken = JSON.stringify({
    status: "paused",
    url: "http://127.0.0.1/x",
    html_url: "https://vendor.example/x",
    vcs_url: "https://git.example.org/x.git",
  });

  it("strict: an answer that breaks the contract is a 500 naming the violation", async () => {
    const seen: SimulatorViolation[] = [];
    const forwarding = createSimulator({
      apis: ["code-hosting"],
      strict: true,
      passthrough: { "code-hosting": { upstream: fakeUrl, operations: ["getImportStatus"] } },
      onViolation: (v) => seen.push(v),
    });
    answer = (respond) => respond(200, broken);
    const read = await forwarding.fetch(`${forwarding.urls["code-hosting"]}${importPath}`, { headers: auth });
    expect(read.status).toBe(500);
    expect(await read.json()).toMatchObject({
      title: "The upstream's answer breaks the contract",
      problems: expect.arrayContaining([expect.objectContaining({ location: "/status", rule: "enum" })]),
    });
    expect(seen).toHaveLength(1);
  });

  it("not strict: the answer passes as it came, the violation told", async () => {
    const seen: SimulatorViolation[] = [];
    const forwarding = createSimulator({
      apis: ["code-hosting"],
      passthrough: { "code-hosting": { upstream: fakeUrl, operations: ["getImportStatus"] } },
      onViolation: (v) => seen.push(v),
    });
    answer = (respond) => respond(200, broken, { "x-upstream": "fake" });
    const read = await forwarding.fetch(`${forwarding.urls["code-hosting"]}${importPath}`, { headers: auth });
    expect([read.status, read.headers.get("x-upstream"), await read.text()]).toEqual([200, "fake", broken]);
    expect(seen.flatMap((violation) => violation.problems.map((problem) => `${problem.pointer} ${problem.rule}`))).toContain(
      "/status enum",
    );
  });

  it("answers 502 for an upstream that cannot be reached and 504 for one that does not answer in time", async () => {
    const unreachable = createSimulator({
      apis: ["code-hosting"],
      strict: true,
      passthrough: { "code-hosting": { upstream: unreachableUrl, operations: ["getImportStatus"] } },
    });
    const gone = await unreachable.fetch(`${unreachable.urls["code-hosting"]}${importPath}`, { headers: auth });
    expect([gone.status, ((await gone.json()) as { title: string }).title]).toEqual([502, "The upstream is unreachable"]);

    const slow = createSimulator({
      apis: ["code-hosting"],
      strict: true,
      passthrough: { "code-hosting": { upstream: fakeUrl, operations: ["getImportStatus"], timeoutMs: 100 } },
    });
    answer = () => {}; // never answers
    const late = await slow.fetch(`${slow.urls["code-hosting"]}${importPath}`, { headers: auth });
    expect([late.status, ((await late.json()) as { title: string }).title]).toEqual([504, "The upstream did not answer in time"]);
  });
});

describe("what passthrough holds", () => {
  it("reads the upstreams' answers within one budget of bytes for all at once: past it, 503 and read no further", async () => {
    // Three answers of 1.5 MB, each held half-sent until all three were asked for.
    const waiting: (() => void)[] = [];
    const held = createServer((request, response) => {
      response.writeHead(200, { "content-type": "application/json", "content-length": String(1_500_000) });
      response.write(`"${"x".repeat(100_000)}`);
      waiting.push(() => response.end(`${"x".repeat(1_399_998)}"`));
      if (waiting.length === 3) for (const finish of waiting) finish();
    });
    await new Promise<void>((resolve) => held.listen(0, "127.0.0.1", resolve));
    try {
      const forward = createForwarder(`http://127.0.0.1:${(held.address() as AddressInfo).port}`, {}, new BodyBudget(4_000_000));
      const answers = await Promise.allSettled([...Array(3)].map(() => forward("GET", "/a", {}, "")));
      expect(answers.filter((answer) => answer.status === "fulfilled")).toHaveLength(2);
      const refused = answers.find((answer) => answer.status === "rejected")!.reason as GatewayRefusal;
      expect([refused.status, refused.message]).toEqual([
        503,
        "The server reads as many upstream answers as it can hold at once; send the request again shortly",
      ]);
    } finally {
      held.closeAllConnections();
      await new Promise((resolve) => held.close(resolve));
    }
  });

  it("sends an upstream's user and password as Basic credentials, and never prints the password", async () => {
    answer = (respond) => respond(200, "{}");
    const forward = createForwarder(`http://ada:s3cr%40t@${new URL(fakeUrl).host}`);
    await forward("GET", "/a", {}, "");
    expect(received[0]!.headers.authorization).toBe(`Basic ${btoa("ada:s3cr@t")}`);
    expect(() => createForwarder("ftp://ada:s3cret@127.0.0.1/")).toThrow('not "ftp://%5Bredacted%5D@127.0.0.1/"');
  });
});

describe("passthrough refused at start", () => {
  it.each([
    [
      "an operation of no API",
      { "code-hosting": { upstream: "http://127.0.0.1:1", operations: ["getWeather"] } },
      /passthrough of code-hosting: "getWeather" is not an operation of code-hosting/,
    ],
    [
      "an upstream that is not http(s)",
      { "code-hosting": { upstream: "ftp://127.0.0.1/", operations: ["getImportStatus"] } },
      /passthrough of code-hosting: upstream must be an http\(s\) URL, not "ftp:\/\/127\.0\.0\.1\/"/,
    ],
    ["an API not served", { search: { upstream: "http://127.0.0.1:1", operations: ["info"] } }, /passthrough: search is not served/],
  ] as const)("%s", (_, passthrough, message) => {
    expect(() => createSimulator({ apis: ["code-hosting"], passthrough })).toThrow(TrafficOptionError);
    expect(() => createSimulator({ apis: ["code-hosting"], passthrough })).toThrow(message);
  });

  it.each([
    [
      "an unknown operationId",
      ["--upstream", "code-hosting=http://127.0.0.1:1", "--forward", "getWeather"],
      /--forward getWeather: not an operation of any API/,
    ],
    [
      "an upstream that is not http(s)",
      ["--upstream", "code-hosting=ftp://127.0.0.1/", "--forward", "getImportStatus"],
      /missing or invalid --upstream code-hosting \(an http:\/\/ or https:\/\/ URL, not "ftp:\/\/127\.0\.0\.1\/"\)/,
    ],
    [
      "--forward without --upstream for its API",
      ["--forward", "getImportStatus"],
      /--forward getImportStatus: an operation of code-hosting, which has no upstream: add --upstream code-hosting=<url>/,
    ],
    [
      "--forward of an API not served",
      ["--upstream", "code-hosting=http://127.0.0.1:1", "--forward", "getImportStatus,info"],
      /--forward info: an operation of search, which is not served/,
    ],
    [
      "--upstream without --forward",
      ["--upstream", "code-hosting=http://127.0.0.1:1"],
      /no operation of code-hosting is forwarded: name them with --forward/,
    ],
    [
      "--upstream of an API not served",
      ["--upstream", "search=http://127.0.0.1:1"],
      /--upstream search=http:\/\/127\.0\.0\.1:1: search is not served/,
    ],
    ["--replay-strict without --replay", ["--replay-strict"], /--replay-strict goes with --replay <file\.har>/],
    ["--replay with Prism's mocks", ["--engine", "prism", "--replay", "x.har"], /--replay, --upstream and --forward are the simulator's/],
  ])("the command line: %s is a usage error naming it", async (_, flags, message) => {
    const { code, stderr } = await runHere(["serve", "code-hosting", "--port", "0", "--quiet", ...flags]);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
  });
});
