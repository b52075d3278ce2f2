/**
 * Sessions over sockets: each an isolated copy of every API's state, clock, faults and seed on
 * one server, reached under its path prefix or with its header; the URLs its answers name keep
 * the prefix; its control API is under the prefix; closing one frees it and its URLs answer 404
 * naming it; the sessions commands follow the control API's rules.
 */
import { describe, expect, it } from "vitest";
import { exactJsonText } from "../../src/contract/exact-json.js";
import { createControlClient } from "../../src/simulator/control.js";
import { sessionHeader } from "../../src/simulator/sessions.js";
import { useSimulator } from "../support/simulator.js";

const sim = useSimulator(["code-hosting", "social-graph", "event-management", "compute", "search"]);
const auth = { authorization: "Bearer session-test" };
const json = { ...auth, "content-type": "application/json" };

interface Opened {
  id: string;
  urls: Record<string, string>;
  expiresAt: string;
}

async function open(body?: unknown, at = sim.urlOf("code-hosting")): Promise<{ status: number; body: any }> {
  const response = await fetch(`${at}/__control/sessions`, {
    method: "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : exactJsonText(body),
  });
  return { status: response.status, body: await response.json() };
}

async function opened(body?: unknown): Promise<Opened> {
  const answer = await open(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as Opened;
}

const close = (id: string) => fetch(`${sim.urlOf("search")}/__control/sessions/${id}`, { method: "DELETE" });
const emails = async (base: string, headers: Record<string, string> = {}) =>
  ((await (await fetch(`${base}/user/emails`, { headers: { ...auth, ...headers } })).json()) as { email: string }[]).map(
    (entry) => entry.email,
  );
const addEmail = (base: string, email: string) =>
  fetch(`${base}/user/emails`, { method: "POST", headers: json, body: JSON.stringify({ emails: [email] }) });

describe("a session", () => {
  it("is opened on any API's address, with a base URL per API under its prefix and the time it expires if idle", async () => {
    const before = Date.now();
    const answer = await open(undefined, sim.urlOf("compute"));
    expect(answer.status).toBe(201);
    const { id, urls, expiresAt } = answer.body as Opened;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    for (const api of ["code-hosting", "social-graph", "event-management", "compute", "search"])
      expect(urls[api]).toBe(`${sim.urlOf(api as never)}/__sessions/${id}`);
    // Ten minutes of real time by default.
    expect(Date.parse(expiresAt) - before).toBeGreaterThanOrEqual(10 * 60_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect((await close(id)).status).toBe(200);
  });

  it("keeps its own state: what one session writes, the simulator's own state and another session do not see", async () => {
    const [first, second] = [await opened(), await opened()];
    expect((await addEmail(first.urls["code-hosting"]!, "first@vendor.example")).status).toBe(201);
    expect((await addEmail(second.urls["code-hosting"]!, "second@vendor.example")).status).toBe(201);
    expect(await emails(first.urls["code-hosting"]!)).toEqual(["octocat@vendor.example", "first@vendor.example"]);
    expect(await emails(second.urls["code-hosting"]!)).toEqual(["octocat@vendor.example", "second@vendor.example"]);
    expect(await emails(sim.urlOf("code-hosting"))).toEqual(["octocat@vendor.example"]);
    // The header names a session too, for a client that keeps the simulator's own base URL.
    expect(await emails(sim.urlOf("code-hosting"), { [sessionHeader]: second.id })).toEqual([
      "octocat@vendor.example",
      "second@vendor.example",
    ]);
    await Promise.all([close(first.id), close(second.id)]);
  });

  it("names URLs under its prefix in its answers: Link pages (also under /api/v3), the discovery document's rootUrl, an upload URL", async () => {
    const { id, urls } = await opened();
    const codeHosting = urls["code-hosting"]!;
    for (const email of ["a@vendor.example", "b@vendor.example"]) await addEmail(codeHosting, email);
    const page = await fetch(`${codeHosting}/api/v3/user/emails?per_page=1`, { headers: auth });
    expect(page.status).toBe(200);
    expect(page.headers.get("link")).toContain(`<${codeHosting}/api/v3/user/emails?per_page=1&page=2>; rel="next"`);
    // The simulator's own state has one address, and one page: no Link.
    const own = await fetch(`${sim.urlOf("code-hosting")}/api/v3/user/emails?per_page=1`, { headers: auth });
    expect(own.headers.get("link")).toBeNull();

    const discovery = (await (await fetch(`${urls.compute}/discovery/v1/apis/compute/v1/rest`)).json()) as { rootUrl: string };
    expect(discovery.rootUrl).toBe(`${urls.compute}/`);

    const registered = await fetch(`${urls["event-management"]}/rest/assets?action=registerUpload`, {
      method: "POST",
      headers: { ...json, "x-vendor-protocol-version": "2.0.0" },
      body: JSON.stringify({
        registerUploadRequest: {
          owner: "urn:li:person:Xk3pQ9rT2a",
          recipes: ["urn:li:digitalmediaRecipe:feedshare-image"],
          serviceRelationships: [{ identifier: "urn:li:userGeneratedContent", relationshipType: "OWNER" }],
          supportedUploadMechanism: ["SYNCHRONOUS_UPLOAD"],
        },
      }),
    });
    expect(JSON.stringify(await registered.json())).toContain(`"uploadUrl":"${urls["event-management"]}/`);
    await close(id);
  });

  it("has its own control API under its prefix: reset, clock, faults and seed of the session only", async () => {
    const { id, urls } = await opened();
    const inSession = createControlClient(urls["code-hosting"]!, { api: "code-hosting" });
    const own = sim.control;
    const ownTime = await own.now();
    await inSession.advanceClock(60 * 60_000);
    expect((await inSession.now()).getTime() - (await own.now()).getTime()).toBeGreaterThanOrEqual(60 * 60_000 - 1000);
    expect((await own.now()).getTime()).toBe(ownTime.getTime());

    await inSession.injectFault({ operationId: "getAuthenticatedUser", status: 503 });
    expect((await fetch(`${sim.urlOf("code-hosting")}/user`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${urls["code-hosting"]}/user`, { headers: auth })).status).toBe(503);

    await inSession.seed({ login: "hubot" });
    expect(((await (await fetch(`${urls["code-hosting"]}/user`, { headers: auth })).json()) as { login: string }).login).toBe("hubot");
    expect(((await (await fetch(`${sim.urlOf("code-hosting")}/user`, { headers: auth })).json()) as { login: string }).login).toBe(
      "octocat",
    );

    await addEmail(urls["code-hosting"]!, "kept@vendor.example");
    await inSession.reset();
    expect(await emails(urls["code-hosting"]!)).toEqual(["octocat@vendor.example"]);
    await close(id);
  });

  it("starts from the seeds it is opened with, each read now: one refused is told naming its API, and opens nothing", async () => {
    const { id, urls } = await opened({ seeds: { "code-hosting": { login: "hubot" } }, ttlSeconds: 60 });
    expect(((await (await fetch(`${urls["code-hosting"]}/user`, { headers: auth })).json()) as { login: string }).login).toBe("hubot");
    await close(id);

    const refused = await open({ seeds: { "social-graph": { users: [{ name: "no id" }] } } });
    expect(refused.status).toBe(400);
    expect(refused.body.title).toBe("the seed of social-graph: every seeded user needs an id, a numeric string");
    for (const [body, message] of [
      [{ seeds: { nope: {} } }, 'sessions.seeds: "nope" is no API'],
      [{ ttlSeconds: 0 }, "sessions.ttlSeconds must be a number of seconds from 1 to 86400"],
      [{ ttlSeconds: 2n ** 64n }, "sessions.ttlSeconds must be a number of seconds from 1 to 86400, not a number"],
      [{ seed: {} }, "it has no member seed"],
      [[], "sessions must be an object"],
    ] as const) {
      const answer = await open(body);
      expect(answer.status, exactJsonText(body)).toBe(400);
      expect(answer.body.title).toContain(message);
    }
    const list = (await (await fetch(`${sim.urlOf("search")}/__control/sessions`)).json()) as { open: number };
    expect(list.open).toBe(0);
  });

  it("closed, frees its id: its URLs answer 404 naming it, in the API's own error shape, and so does an id never opened", async () => {
    const { id, urls } = await opened();
    expect((await close(id)).status).toBe(200);
    const answer = await fetch(`${urls["code-hosting"]}/user`, { headers: auth });
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { message: string }).message).toBe(`the session ${id} has ended: it was closed`);
    const control = await fetch(`${urls.search}/__control/reset`, { method: "POST" });
    expect(control.status).toBe(404);
    expect(((await control.json()) as { title: string }).title).toContain(`the session ${id} has ended`);
    expect((await close(id)).status).toBe(404);

    const never = await fetch(`${sim.urlOf("search")}/__sessions/not-a-session/_search`);
    expect(never.status).toBe(404);
    expect(JSON.stringify(await never.json())).toContain("there is no session not-a-session: it was never opened here");
    const byHeader = await fetch(`${sim.urlOf("search")}/_search`, { headers: { [sessionHeader]: "not-a-session" } });
    expect(byHeader.status).toBe(404);
  });

  it("refuses a path and a header that name different sessions", async () => {
    const { id, urls } = await opened();
    const answer = await fetch(`${urls["code-hosting"]}/user`, { headers: { ...auth, [sessionHeader]: "another" } });
    expect(answer.status).toBe(400);
    await close(id);
  });

  it("is opened and closed at the simulator's own address, under the control API's rules", async () => {
    const { id, urls } = await opened();
    const nested = await fetch(`${urls["code-hosting"]}/__control/sessions`, { method: "POST" });
    expect(nested.status).toBe(400);
    expect(((await nested.json()) as { title: string }).title).toContain(`${sim.urlOf("code-hosting")}/__control/sessions`);
    const crossOrigin = await fetch(`${sim.urlOf("code-hosting")}/__control/sessions`, {
      method: "POST",
      headers: { origin: "https://elsewhere.example" },
    });
    expect(crossOrigin.status).toBe(403);
    const form = await fetch(`${sim.urlOf("code-hosting")}/__control/sessions`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "{}",
    });
    expect(form.status).toBe(415);
    expect((await fetch(`${sim.urlOf("code-hosting")}/__control/sessions`, { method: "PUT" })).status).toBe(405);
    expect((await fetch(`${sim.urlOf("code-hosting")}/__control/sessions/${id}`, { method: "GET" })).status).toBe(405);
    const listed = (await (await fetch(`${sim.urlOf("code-hosting")}/__control/sessions`)).json()) as {
      open: number;
      max: number;
      sessions: Opened[];
    };
    expect(listed).toMatchObject({ open: 1, max: 100, sessions: [{ id, urls }] });
    await close(id);
  });
});
