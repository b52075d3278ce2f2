/**
 * Sessions the same on the three adapters (sockets, `simulator.fetch`, MSW's handlers), through
 * the typed control client; and the bounds of sessions: the number open at once, and the
 * time-to-live of an idle one, measured on real time (faked here), not the simulated clock.
 */
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ApiId } from "../../src/contract/apis.js";
import { createControlClient, type ControlClient, type Session } from "../../src/simulator/control.js";
import { createSimulator } from "../../src/simulator/in-process.js";
import { simulatorHandlers } from "../../src/simulator/msw.js";
import type { SimulatorViolation } from "../../src/simulator/options.js";
import { sessionHeader } from "../../src/simulator/sessions.js";
import { startSimulator, type RunningSimulator } from "../../src/simulator/sockets.js";

const apis: ApiId[] = ["code-hosting", "compute"];
const auth = { authorization: "Bearer adapters" };
const violations: SimulatorViolation[] = [];
const settings = { apis, strict: true, frozenClock: true, onViolation: (v: SimulatorViolation) => violations.push(v) };

interface Adapter {
  urls: Partial<Record<ApiId, string>>;
  fetch: typeof fetch;
}

let sockets: RunningSimulator | undefined;
const inProcess = createSimulator(settings);
// MSW answers the requests to these addresses from the simulator in this process; nothing listens there.
const behindMsw = createSimulator({ ...settings, urls: { "code-hosting": "http://127.0.0.1:4990", compute: "http://127.0.0.1:4991" } });
const msw = setupServer(...simulatorHandlers(behindMsw));
const adapters: Record<string, () => Adapter> = {
  sockets: () => ({ urls: sockets!.urls, fetch: (input, init) => fetch(input, init) }),
  "simulator.fetch": () => ({ urls: inProcess.urls, fetch: inProcess.fetch as typeof fetch }),
  "MSW handlers": () => ({ urls: behindMsw.urls, fetch: (input, init) => fetch(input, init) }),
};

beforeAll(async () => {
  sockets = await startSimulator({ ...settings, port: 0 });
  msw.listen({ onUnhandledRequest: "bypass" });
});
afterAll(async () => {
  msw.close();
  await sockets?.stop();
});
afterEach(() => {
  expect(violations).toEqual([]);
});

describe.each(Object.keys(adapters))("sessions through %s", (name) => {
  let adapter: Adapter;
  let control: ControlClient<"code-hosting">;
  beforeAll(() => {
    adapter = adapters[name]!();
    control = createControlClient(adapter.urls["code-hosting"]!, { api: "code-hosting", fetch: adapter.fetch });
  });
  const emails = async (base: string, headers: Record<string, string> = {}) =>
    ((await (await adapter.fetch(`${base}/user/emails`, { headers: { ...auth, ...headers } })).json()) as { email: string }[]).map(
      (entry) => entry.email,
    );
  const addEmail = (base: string, email: string) =>
    adapter.fetch(`${base}/user/emails`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ emails: [email] }),
    });

  it("keeps a session's state its own, under its prefix or its header, with URLs under its prefix in its answers", async () => {
    const session = await control.openSession({ seeds: { compute: { user: "session-admin@acme.example" } } });
    const codeHosting = session.urls["code-hosting"]!;
    expect(codeHosting).toBe(`${adapter.urls["code-hosting"]}/__sessions/${session.id}`);
    await addEmail(codeHosting, "a@vendor.example");
    await addEmail(codeHosting, "b@vendor.example");
    expect(await emails(codeHosting)).toEqual(["octocat@vendor.example", "a@vendor.example", "b@vendor.example"]);
    expect(await emails(adapter.urls["code-hosting"]!)).toEqual(["octocat@vendor.example"]);
    expect(await emails(adapter.urls["code-hosting"]!, { [sessionHeader]: session.id })).toHaveLength(3);
    const page = await adapter.fetch(`${codeHosting}/api/v3/user/emails?per_page=1`, { headers: auth });
    expect(page.headers.get("link")).toContain(`<${codeHosting}/api/v3/user/emails?per_page=1&page=2>`);
    const discovery = (await (await adapter.fetch(`${session.urls.compute}/$discovery/rest?version=v1`)).json()) as { rootUrl: string };
    expect(discovery.rootUrl).toBe(`${session.urls.compute}/`);
    await session.close();
    expect((await adapter.fetch(`${codeHosting}/user`, { headers: auth })).status).toBe(404);
  });

  it("gives each session its own clock, faults and seeds, and the typed handle controls them", async () => {
    await using first = await control.openSession();
    await using second = await control.openSession();
    await first.advanceClock(3_600_000);
    expect((await first.now()).getTime() - (await second.now()).getTime()).toBeGreaterThanOrEqual(3_600_000 - 1000);
    await first.control("code-hosting").injectFault({ operationId: "getAuthenticatedUser", status: 503 });
    await second.seed("code-hosting", { login: "hubot" });
    const user = async (session: Session) => adapter.fetch(`${session.urls["code-hosting"]}/user`, { headers: auth });
    expect((await user(first)).status).toBe(503);
    expect(await (await user(second)).json()).toMatchObject({ login: "hubot" });
    await second.reset();
    expect(await (await user(second)).json()).toMatchObject({ login: "hubot" }); // a reset goes back to the session's seed
    expect(await (await user(first)).json()).toMatchObject({ login: "octocat" }); // the fault was used
  });
});

describe("the bounds of sessions", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("refuses a session past maxSessions with 429, saying how many are open and how to close one", async () => {
    const simulator = createSimulator({ apis: ["search"], maxSessions: 2 });
    const control = createControlClient(simulator.urls.search!, { fetch: simulator.fetch, api: "search" });
    const [first] = [await control.openSession(), await control.openSession()];
    await expect(control.openSession()).rejects.toThrow(
      "simulator control sessions: 2 sessions are open, the most this simulator keeps (maxSessions): close one with DELETE /__control/sessions/<id> (session.close() in the control client), or let an idle one expire (after 10 minutes without a request)",
    );
    await first!.close();
    await first!.close(); // closing twice is closing once
    const third = await control.openSession();
    expect(third.id).not.toBe(first!.id);
  });

  it("ends a session idle for its time-to-live of real time, whatever its simulated clock does; each request starts it again", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.UTC(2026, 0, 5, 9) });
    const simulator = createSimulator({ apis: ["search"], sessionTtlMs: 60_000, maxSessions: 1 });
    const control = createControlClient(simulator.urls.search!, { fetch: simulator.fetch, api: "search" });
    const session = await control.openSession();
    expect(session.expiresAt.toISOString()).toBe("2026-01-05T09:01:00.000Z");
    const search = () => simulator.fetch(`${session.urls.search}/_search`);
    vi.advanceTimersByTime(59_000);
    expect((await search()).status).toBe(200);
    // The session's clock moving does not age it.
    await session.advanceClock(24 * 3_600_000);
    vi.advanceTimersByTime(59_000);
    expect((await search()).status).toBe(200);
    vi.advanceTimersByTime(60_001);
    const expired = await search();
    expect(expired.status).toBe(404);
    expect(JSON.stringify(await expired.json())).toContain(
      `the session ${session.id} has ended: it expired after 1 minute without a request`,
    );
    // Its place is free again, and closing it is no error.
    await session.close();
    const next = await control.openSession({ ttlSeconds: 5 });
    expect(next.expiresAt.getTime() - Date.now()).toBe(5_000);
    vi.advanceTimersByTime(5_001);
    expect((await simulator.fetch(`${next.urls.search}/_search`)).status).toBe(404);
  });
});
