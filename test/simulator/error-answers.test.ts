/**
 * The engine's refusals of an invalid request and the service's own refusals of an API are written
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

  it("answers a body without vcs_url (the engine) as it answers an import it refuses (the service): 422 Validation Failed naming resource, field and code", async () => {
    const byEngine = await send(sim.url, "PUT", "/repos/octocat/socm/import", "Bearer t", { vcs: "git" });
    const byService = await send(sim.url, "PUT", "/repos/octocat/workflows-enabled/import", "Bearer t", { vcs_url: "https://git.example.org/x.git" });
    expect([byEngine.status, byService.status]).toEqual([422, 422]);
    expect(shapeOf(byEngine.body)).toEqual(shapeOf(byService.body));
    expect(byEngine.body).toMatchObject({ message: "Validation Failed", status: "422", errors: [{ field: "vcs_url", code: "missing_field" }] });
  });
});

describe("compute", () => {
  const sim = useSimulator("compute");
  const list = "/compute/v1/projects/acme-web-prod/aggregated/forwardingRules";

  it("answers a parameter the contract refuses (the engine) as one the service refuses: 400 with the canonical status and a reason per problem", async () => {
    const byEngine = await send(sim.url, "GET", `${list}?maxResults=-1`, "Bearer t");
    const byService = await send(sim.url, "GET", `${list}?alt=proto`, "Bearer t");
    expect([byEngine.status, byService.status]).toEqual([400, 400]);
    expect(shapeOf(byEngine.body)).toEqual(shapeOf(byService.body));
    expect(byEngine.body).toMatchObject({ error: { code: 400, status: "INVALID_ARGUMENT" } });
  });
});

describe("social-graph", () => {
  const sim = useSimulator("social-graph");

  it("answers a user id the contract refuses (the engine) as a user the service does not know: 400 with code 100 in the Graph error", async () => {
    const byEngine = await send(sim.url, "GET", "/v24.0/not-a-number?access_token=t", "");
    const byService = await send(sim.url, "GET", "/v24.0/999999?access_token=t", "");
    expect([byEngine.status, byService.status]).toEqual([400, 400]);
    expect(shapeOf(byEngine.body)).toEqual(shapeOf(byService.body));
    expect(byEngine.body).toMatchObject({ error: { code: 100, type: "OAuthException", message: expect.stringContaining("user_id") } });
  });
});
