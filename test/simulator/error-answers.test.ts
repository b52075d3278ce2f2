/**
 * The core's refusals of an invalid request and the service's own refusals of an API are written
 * in one place (the service's errors.ts) and have one shape: given a request the contract refuses
 * and one the service refuses, the two bodies have the same members at every depth.
 */
import { describe, expect, it } from "vitest";
import { useSimulator } from "../support/simulator.js";

/** The members of a body at every depth (a list by its first item; an empty list is empty), with the type of each leaf. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? [] : [shapeOf(value[0])];
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .map(([name, item]) => [name, shapeOf(item)])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
  return typeof value;
}

async function send(url: string, method: string, path: string, authorization: string, body?: unknown) {
  const answer = await fetch(`${url}${path}`, {
    method,
    headers: { authorization, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

describe("code-hosting", () => {
  const sim = useSimulator("code-hosting");

  it("answers a body without vcs_url (the core) as it answers an import it refuses (the service): 422 Validation Failed naming resource, field and code", async () => {
    const byEngine = await send(sim.url, "PUT", "/repos/octocat/socm/import", "Bearer t", { vcs: "git" });
    const byService = await send(sim.url, "PUT", "/repos/octocat/workflows-enabled/import", "Bearer t", {
      vcs_url: "https://git.example.org/x.git",
    });
    expect([byEngine.status, byService.status]).toEqual([422, 422]);
    expect(shapeOf(byEngine.body)).toEqual(shapeOf(byService.body));
    expect(byEngine.body).toMatchObject({
      message: "Validation Failed",
      status: "422",
      errors: [{ field: "vcs_url", code: "missing_field" }],
    });
  });
});

describe("compute", () => {
  const sim = useSimulator("compute");
  const list = "/compute/v1/projects/acme-web-prod/aggregated/forwardingRules";

  it("answers a parameter the contract refuses (the core) as one the service refuses: 400 with the canonical status and a reason per problem", async () => {
    const byEngine = await send(sim.url, "GET", `${list}?maxResults=-1`, "Bearer t");
    const byService = await send(sim.url, "GET", `${list}?alt=proto`, "Bearer t");
    expect([byEngine.status, byService.status]).toEqual([400, 400]);
    expect(shapeOf(byEngine.body)).toEqual(shapeOf(byService.body));
    expect(byEngine.body).toMatchObject({ error: { code: 400, status: "INVALID_ARGUMENT" } });
  });
});

describe("social-graph", () => {
  const sim = useSimulator("social-graph");

  it("answers a user id the contract refuses (the core) as a user the service does not know: 400 with code 100 in the Graph error", async () => {
    const byEngine = await send(sim.url, "GET", "/v24.0/not-a-number?access_token=t", "");
    const byService = await send(sim.url, "GET", "/v24.0/999999?access_token=t", "");
    expect([byEngine.status, byService.status]).toEqual([400, 400]);
    expect(shapeOf(byEngine.body)).toEqual(shapeOf(byService.body));
    expect(byEngine.body).toMatchObject({ error: { code: 100, type: "OAuthException", message: expect.stringContaining("user_id") } });
  });
});

describe("a request outside every operation", () => {
  const sim = useSimulator(["code-hosting", "social-graph", "event-management", "compute", "search"]);
  // Per API: a path it does not have, a method its path does not have, and a request its service refuses.
  const cases = [
    ["code-hosting", "/repos/o/r/imports", ["POST", "/repos/o/r/import"], ["GET", "/user/keys/999999"], "Bearer t"],
    ["social-graph", "/v24.0/me/nothing/here/at/all", ["PUT", "/v24.0/me"], ["GET", "/v24.0/999999?access_token=t"], ""],
    ["event-management", "/rest/nothing", ["PUT", "/rest/events"], ["GET", "/rest/events/999999"], "Bearer t"],
    [
      "compute",
      "/compute/v1/nothing",
      ["PUT", "/compute/v1/projects/acme-web-prod/aggregated/forwardingRules"],
      ["GET", "/compute/v1/projects/nope/aggregated/forwardingRules"],
      "Bearer t",
    ],
    ["search", "/_nothing/at/all", ["PUT", "/_search/scroll/_all"], ["POST", "/_search/scroll"], ""],
  ] as const;

  it.each(cases)(
    "%s answers an unknown path (404) and an unknown method (405) in its own error shape",
    async (api, unknownPath, [method, path], refused, authorization) => {
      const headers = { "x-vendor-protocol-version": "2.0.0" };
      const url = sim.urlOf(api);
      const byService = await fetch(`${url}${refused[1]}`, { method: refused[0], headers: { authorization, ...headers } });
      const own = shapeOf(await byService.json());
      const notFound = await fetch(`${url}${unknownPath}`, { headers: { authorization, ...headers } });
      const notAllowed = await fetch(`${url}${path}`, { method, headers: { authorization, ...headers } });
      expect([byService.status >= 400, notFound.status, notAllowed.status]).toEqual([true, 404, 405]);
      expect(notAllowed.headers.get("allow")).toBeTruthy();
      expect(shapeOf(await notFound.json())).toEqual(own);
      expect(shapeOf(await notAllowed.json())).toEqual(own);
    },
  );
});
