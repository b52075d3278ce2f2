/**
 * What one API's address reaches beyond that API (src/simulator/across-apis.ts), for a page that
 * sees one origin: another API's control API under `/__apis/<api>/`, and `GET /__control/changes`,
 * the long poll a console follows the journals with; both under the control API's rules.
 */
import { describe, expect, it } from "vitest";
import { createControlClient } from "../../src/simulator/control.js";
import { createSimulator } from "../../src/simulator/in-process.js";
import { rawRequest } from "../support/http.js";
import { useSimulator } from "../support/simulator.js";

const sim = useSimulator(["code-hosting", "search"]);
const auth = { authorization: "Bearer t" };
const codeHosting = () => sim.urlOf("code-hosting");
/** The search API's control, reached at code-hosting's address. */
const searchThere = () => createControlClient(`${codeHosting()}/__apis/search`, { api: "search" });

describe("another API's control API, under /__apis/<api>/", () => {
  it("acts on that API as its own address does: its commands, state and journal", async () => {
    await searchThere().command("createIndex", { index: "logs", generate: { count: 3 } });
    const state = await createControlClient(sim.urlOf("search")).command<{ indices: Record<string, { documents: number }> }>("state");
    expect(state.indices.logs!.documents).toBe(3);
    await fetch(`${sim.urlOf("search")}/`, { headers: { authorization: "ApiKey k" } });
    expect((await searchThere().requests()).map((entry) => [entry.api, entry.operationId])).toEqual([["search", "info"]]);
    // Its own journal only: code-hosting's control client at the same address reads code-hosting's.
    expect(await createControlClient(codeHosting()).requests()).toEqual([]);
  });

  it("reaches a session of that API: /__apis/<api>/__sessions/<id>/__control/...", async () => {
    await using session = await sim.control.openSession();
    const inSession = createControlClient(`${codeHosting()}/__apis/search/__sessions/${session.id}`, { api: "search" });
    await inSession.command("createIndex", { index: "only-here", documents: [{ a: 1 }] });
    expect(Object.keys((await session.command<"search", "state", { indices: object }>("search", "state")).indices)).toContain("only-here");
    expect(Object.keys((await searchThere().command<{ indices: object }>("state")).indices)).not.toContain("only-here");
  });

  it.each([
    ["an API the simulator does not serve", "/__apis/compute/__control/clock", 404, /names no API this simulator serves/],
    ["no API at all", "/__apis/nothing/__control/clock", 404, /names no API this simulator serves/],
    ["a path of the API itself", "/__apis/search/_search", 404, /only its control API is answered/],
  ])("refuses %s", async (_case, path, status, title) => {
    const answer = await fetch(`${codeHosting()}${path}`, { headers: auth });
    expect(answer.status).toBe(status);
    expect(((await answer.json()) as { title: string }).title).toMatch(title);
  });

  it("holds the control API's rules: no other origin, no other host name", async () => {
    const crossOrigin = await fetch(`${codeHosting()}/__apis/search/__control/reset`, {
      method: "POST",
      headers: { origin: "http://attacker.example" },
    });
    expect(crossOrigin.status).toBe(403);
    const rebound = await rawRequest(`${codeHosting()}/__apis/search/__control/clock`, { headers: { host: "attacker.example" } });
    expect(rebound.status).toBe(403);
  });
});

describe("GET /__control/changes", () => {
  const changes = (query = "") => fetch(`${codeHosting()}/__control/changes${query}`).then((answer) => answer.json());

  it("tells each API's latest request, its base URL, and the commands run", async () => {
    const before = await changes();
    expect(before.apis).toEqual({
      "code-hosting": { latest: 0, cleared: expect.any(Number), url: codeHosting() },
      search: { latest: 0, cleared: expect.any(Number), url: sim.urlOf("search") },
    });
    await fetch(`${sim.urlOf("search")}/`, { headers: { authorization: "ApiKey k" } });
    const [read] = await searchThere().requests();
    const after = await changes();
    expect(after).toMatchObject({ latest: read!.seq, apis: { search: { latest: read!.seq }, "code-hosting": { latest: 0 } } });
    await sim.control.advanceClock(1000);
    expect((await changes()).commands).toBe(after.commands + 1);
  });

  it("waits until a request of any API comes after the one given, then answers at once", async () => {
    const { latest } = await changes();
    const waiting = changes(`?after=${latest}&waitMs=20000`);
    let answered = false;
    void waiting.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    await fetch(`${sim.urlOf("search")}/`, { headers: { authorization: "ApiKey k" } });
    const woken = await waiting;
    expect(woken.latest).toBeGreaterThan(latest);
    expect(woken.apis.search.latest).toBe(woken.latest);
  });

  it("answers a waiting reader when a command runs or a journal is cleared, and when waitMs passes", async () => {
    const { latest, commands } = await changes();
    const waiting = changes(`?after=${latest}&waitMs=20000`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await searchThere().freezeClock(true);
    expect((await waiting).commands).toBe(commands + 1);
    const cleared = (await changes()).apis.search.cleared;
    const waitingAgain = changes(`?after=${latest}&waitMs=20000`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await searchThere().clearRequests();
    expect((await waitingAgain).apis.search.cleared).toBe(cleared + 1);
    expect((await changes(`?after=${latest}&waitMs=50`)).latest).toBe(latest);
  });

  it("follows a session's journals under its URL, and only them", async () => {
    await using session = await sim.control.openSession();
    const inSession = createControlClient(session.urls.search!);
    const before = await inSession.changes();
    expect(before.apis.search!.url).toBe(session.urls.search);
    const waiting = inSession.changes({ after: before.latest, waitMs: 20000 });
    await fetch(`${sim.urlOf("search")}/`, { headers: { authorization: "ApiKey k" } });
    await fetch(`${session.urls.search}/`, { headers: { authorization: "ApiKey k" } });
    const [read] = await session.requests();
    expect((await waiting).latest).toBe(read!.seq);
  });

  it.each([
    ["?after=x", 400, /after is a request's seq/],
    ["?waitMs=600000", 400, /waitMs a whole number of milliseconds up to 60000/],
    ["?since=0", 400, /unknown parameter "since"/],
  ])("refuses %s", async (query, status, title) => {
    const answer = await fetch(`${codeHosting()}/__control/changes${query}`);
    expect(answer.status).toBe(status);
    expect(((await answer.json()) as { title: string }).title).toMatch(title);
  });

  it("takes GET only, from the simulator's own origin, and answers 404 for a session that is gone", async () => {
    expect((await fetch(`${codeHosting()}/__control/changes`, { method: "POST" })).status).toBe(405);
    expect((await fetch(`${codeHosting()}/__control/changes`, { headers: { origin: "http://attacker.example" } })).status).toBe(403);
    expect((await fetch(`${codeHosting()}/__sessions/feedface/__control/changes`)).status).toBe(404);
  });
});

describe("a console's following costs nothing until it follows", () => {
  it("times requests and keeps their answers' headers only once a reader has followed", async () => {
    const simulator = createSimulator({ apis: ["search"] });
    const url = simulator.urls.search!;
    await simulator.fetch(`${url}/`, { headers: { authorization: "ApiKey k" } });
    expect(simulator.requests()[0]).not.toHaveProperty("durationMs");
    expect(simulator.requests()[0]).not.toHaveProperty("responseHeaders");
    await simulator.fetch(`${url}/__control/changes?after=0&waitMs=1`);
    await simulator.fetch(`${url}/`, { headers: { authorization: "ApiKey k" } });
    const [, followed] = simulator.requests();
    expect(followed!.durationMs).toBeGreaterThanOrEqual(0);
    expect(followed!.responseHeaders).toMatchObject({ "content-type": "application/json; charset=utf-8" });
  });
});
