/**
 * The request journal the same on the three adapters (sockets, `simulator.fetch`, MSW's
 * handlers), for the five APIs: the same requests give the same entries, read through the control
 * API and in process; a session's requests are in its own journal only, and its reset clears
 * them; the matchers read every kind of subject.
 */
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiIds, type ApiId } from "../../src/contract/apis.js";
import { Clock } from "../../src/simulator/clock.js";
import { createControlClient, type ControlClient } from "../../src/simulator/control.js";
import { createSimulator, type Simulator } from "../../src/simulator/in-process.js";
import type { JournalEntry } from "../../src/simulator/journal.js";
import { simulatorHandlers } from "../../src/simulator/msw.js";
import type { SimulatorViolation } from "../../src/simulator/options.js";
import { startSimulator, type RunningSimulator } from "../../src/simulator/sockets.js";
import { journalMatchers } from "../../src/simulator/vitest.js";

expect.extend(journalMatchers);

const violations: SimulatorViolation[] = [];
// One frozen clock for the three, so that what their answers say of time (a policy's creation) is the same.
const settings = { strict: true, clock: new Clock({ frozen: true }), onViolation: (v: SimulatorViolation) => violations.push(v) };

interface Adapter {
  urls: Partial<Record<ApiId, string>>;
  fetch: typeof fetch;
  /** The simulator in this process behind the adapter. */
  simulator: () => Pick<Simulator, "requests" | "clearRequests">;
}

let sockets: RunningSimulator | undefined;
const inProcess = createSimulator(settings);
// MSW answers the requests to these addresses from the simulator in this process; nothing listens there.
const behindMsw = createSimulator({
  ...settings,
  urls: Object.fromEntries(apiIds.map((api, index) => [api, `http://127.0.0.1:${4980 + index}`])),
});
const msw = setupServer(...simulatorHandlers(behindMsw));
const adapters: Record<string, () => Adapter> = {
  sockets: () => ({ urls: sockets!.urls, fetch: (input, init) => fetch(input, init), simulator: () => sockets! }),
  "simulator.fetch": () => ({ urls: inProcess.urls, fetch: inProcess.fetch as typeof fetch, simulator: () => inProcess }),
  "MSW handlers": () => ({ urls: behindMsw.urls, fetch: (input, init) => fetch(input, init), simulator: () => behindMsw }),
};

beforeAll(async () => {
  sockets = await startSimulator({ ...settings, port: 0 });
  msw.listen({ onUnhandledRequest: "bypass" });
});
afterAll(async () => {
  msw.close();
  await sockets?.stop();
});

const bearer = { authorization: "Bearer j-secret" };
const json = { ...bearer, "content-type": "application/json" };
const basic = { authorization: "Basic ZWxhc3RpYzpjaGFuZ2VtZQ==" };

/** The requests every adapter is given, in order: [api, method, path, init]; the faults are armed before the last two. */
const requests: [ApiId, string, string, Record<string, string>, string?][] = [
  ["code-hosting", "GET", "/user", bearer],
  ["code-hosting", "POST", "/user/emails", json, JSON.stringify({ emails: ["journal@vendor.example"] })],
  ["code-hosting", "PUT", "/repos/octocat/socm/import", json, JSON.stringify({ vcs: "git", vcs_password: "p-secret" })],
  ["code-hosting", "GET", "/no/such/path", bearer],
  ["social-graph", "GET", "/v23.0/120000000000001?fields=name&access_token=t-secret", {}],
  ["event-management", "GET", "/rest/me", { ...bearer, "x-vendor-protocol-version": "2.0.0" }],
  ["compute", "GET", "/compute/v1/locations/global/securityPolicies?key=k-secret", bearer],
  ["search", "GET", "/", basic],
  ["code-hosting", "GET", "/user", bearer],
  ["code-hosting", "GET", "/user", bearer],
];

/** What the journal holds after them, the same on every adapter (seq, time and the headers a client adds aside). */
const expected = [
  {
    api: "code-hosting",
    operationId: "getAuthenticatedUser",
    method: "GET",
    path: "/user",
    query: {},
    status: 200,
    fault: false,
    responseBody: expect.objectContaining({ login: "octocat" }),
  },
  {
    api: "code-hosting",
    operationId: "addEmailsForAuthenticatedUser",
    method: "POST",
    path: "/user/emails",
    body: { emails: ["journal@vendor.example"] },
    status: 201,
  },
  {
    api: "code-hosting",
    operationId: "startImport",
    method: "PUT",
    body: { vcs: "git", vcs_password: "[redacted]" },
    status: 422,
    requestProblems: [{ location: "body", message: 'body is missing the required property "vcs_url"' }],
  },
  { api: "code-hosting", operationId: null, path: "/no/such/path", status: 404, requestProblems: [] },
  {
    api: "social-graph",
    operationId: "getUser",
    path: "/v23.0/120000000000001",
    query: { fields: "name", access_token: "[redacted]" },
    status: 200,
    responseBody: { id: "120000000000001", name: "Ada Tester" },
  },
  {
    api: "event-management",
    operationId: "getAuthenticatedMember",
    path: "/rest/me",
    headers: expect.objectContaining({ "x-vendor-protocol-version": "2.0.0" }),
    status: 200,
  },
  { api: "compute", operationId: "listSecurityPolicies", query: { key: "[redacted]" }, status: 200 },
  { api: "search", operationId: "info", path: "/", headers: expect.objectContaining({ authorization: "[redacted]" }), status: 200 },
  { api: "code-hosting", operationId: "getAuthenticatedUser", status: 503, fault: true },
  { api: "code-hosting", operationId: "getAuthenticatedUser", status: 0, fault: true },
];

/** An entry as every adapter gives it: the client's own headers and the adapter's addresses taken out. */
function comparable(entry: JournalEntry, urls: Partial<Record<ApiId, string>>): unknown {
  const { seq: _seq, time: _time, headers, ...rest } = entry;
  let text = JSON.stringify({ ...rest, authorization: headers.authorization });
  for (const [api, url] of Object.entries(urls)) text = text.replaceAll(url!, `<${api}>`);
  return JSON.parse(text);
}

const seen: Record<string, unknown[]> = {};

describe.each(Object.keys(adapters))("the journal through %s", (name) => {
  let adapter: Adapter;
  let controls: ControlClient[];
  const send = ([api, method, path, headers, body]: (typeof requests)[number]) =>
    adapter.fetch(`${adapter.urls[api]}${path}`, { method, headers, body });
  const journal = async () => (await Promise.all(controls.map((control) => control.requests()))).flat().sort((a, b) => a.seq - b.seq);
  beforeAll(() => {
    adapter = adapters[name]!();
    controls = apiIds.map((api) => createControlClient(adapter.urls[api]!, { fetch: adapter.fetch }));
  });
  beforeEach(async () => {
    for (const control of controls) await control.reset();
    violations.length = 0;
  });

  it("keeps the same entries for the same requests of the five APIs, in process and through the control API", async () => {
    for (const request of requests.slice(0, -2)) expect((await send(request)).status).toBeGreaterThan(0);
    const codeHosting = controls[0]!;
    await codeHosting.injectFault({ operationId: "getAuthenticatedUser", status: 503, count: 1 });
    expect((await send(requests.at(-2)!)).status).toBe(503);
    await codeHosting.injectFault({ operationId: "getAuthenticatedUser", drop: true, count: 1 });
    await expect(send(requests.at(-1)!)).rejects.toThrow(TypeError);
    // A CORS preflight and the control API's own requests are not the API's.
    expect(
      (
        await adapter.fetch(`${adapter.urls["code-hosting"]}/user`, {
          method: "OPTIONS",
          headers: { origin: "http://app.example", "access-control-request-method": "GET" },
        })
      ).status,
    ).toBe(204);

    const entries = await journal();
    expect(entries).toMatchObject(expected);
    expect(entries).toHaveLength(expected.length);
    expect(adapter.simulator().requests()).toEqual(entries);
    expect(entries[0]!.headers.authorization).toBe("[redacted]");
    expect(JSON.stringify(entries)).not.toMatch(/secret/);
    expect(violations).toEqual([]);
    seen[name] = entries.map((entry) => comparable(entry, adapter.urls));
  });

  it("selects by the control API's filters, and clears on DELETE and on a reset", async () => {
    for (const request of requests.slice(0, 4)) await send(request);
    const [codeHosting] = controls as [ControlClient];
    expect((await codeHosting.requests({ status: "4xx" })).map((entry) => entry.status)).toEqual([422, 404]);
    expect((await codeHosting.requests({ method: "post" })).map((entry) => entry.operationId)).toEqual(["addEmailsForAuthenticatedUser"]);
    expect(
      (
        await codeHosting.requests({ operationId: "getAuthenticatedUser", since: new Date(0), until: Date.now() + 3_600_000, limit: 5 })
      ).map((entry) => entry.status),
    ).toEqual([200]);
    await expect(codeHosting.requests({ status: "teapot" } as never)).rejects.toThrow(
      'simulator control requests: requests: status "teapot" is not a status',
    );
    await codeHosting.clearRequests();
    expect(await codeHosting.requests()).toEqual([]);
    await send(requests[0]!);
    await codeHosting.reset();
    expect(await codeHosting.requests()).toEqual([]);
  });

  it("reads through the matchers from the simulator in process, its control clients and a session", async () => {
    for (const request of requests.slice(0, 3)) await send(request);
    const simulator = adapter.simulator();
    const [codeHosting] = controls as [ControlClient];
    expect(simulator).toHaveReceived("addEmailsForAuthenticatedUser", {
      body: { emails: [expect.stringContaining("@vendor.example")] },
      times: 1,
    });
    expect(simulator).toHaveReceivedInOrder(["getAuthenticatedUser", "startImport"]);
    await expect(codeHosting).toHaveReceived("startImport", { body: expect.objectContaining({ vcs: "git" }), status: 422 });
    await expect(codeHosting).not.toHaveReceived("getImportStatus");
    await expect(expect(codeHosting).toHaveReceived("startImport", { status: 201 })).rejects.toThrow(
      /Refused by the contract \(1\):\n {2}#\d+ PUT \/repos\/octocat\/socm\/import → 422 \(code-hosting startImport\): body: body is missing the required property "vcs_url"/,
    );

    await using session = await codeHosting.openSession();
    await adapter.fetch(`${session.urls["code-hosting"]}/user/emails`, { headers: bearer });
    await expect(session).toHaveReceived("listEmailsForAuthenticatedUser", { times: 1 });
    await expect(session).not.toHaveReceived("addEmailsForAuthenticatedUser");
    expect(simulator).not.toHaveReceived("listEmailsForAuthenticatedUser");
  });

  it("keeps a session's requests in its own journal: not in the simulator's, and cleared by the session's reset", async () => {
    await using session = await controls[0]!.openSession();
    await adapter.fetch(`${session.urls["code-hosting"]}/user`, { headers: bearer });
    await adapter.fetch(`${session.urls.search}/`, { headers: basic });
    const inSession = await session.requests();
    expect(inSession.map(({ api, operationId, path }) => ({ api, operationId, path }))).toEqual([
      { api: "code-hosting", operationId: "getAuthenticatedUser", path: "/user" },
      { api: "search", operationId: "info", path: "/" },
    ]);
    expect(await session.requests({ api: "search" })).toEqual([inSession[1]]);
    expect(await session.control("code-hosting").requests()).toEqual([inSession[0]]);
    expect(await journal()).toEqual([]);
    expect(adapter.simulator().requests()).toEqual([]);
    await session.reset();
    expect(await session.requests()).toEqual([]);
  });
});

describe("the three adapters", () => {
  it("kept the same entries", () => {
    const [first, ...others] = Object.keys(adapters);
    expect(seen[first!]).toHaveLength(expected.length);
    for (const name of others) expect(seen[name], name).toEqual(seen[first!]);
  });
});
