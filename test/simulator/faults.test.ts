/**
 * Fault injection through the control API: documented errors for the next requests of an
 * operation, delays, dropped connections, and refusals of faults the contract does not document.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createControlClient } from "../../src/simulator/control.js";
import { useSimulator } from "../support/simulator.js";

describe("faults", () => {
  const sim = useSimulator("code-hosting");
  const status = () => fetch(`${sim.url}/repos/octocat/hello-world/import`, { headers: { Authorization: "Bearer t" } });
  beforeEach(async () => {
    const started = await fetch(`${sim.url}/repos/octocat/hello-world/import`, {
      method: "PUT",
      headers: { Authorization: "Bearer t", "Content-Type": "application/json" },
      body: JSON.stringify({ vcs_url: "https://git.example.org/hello-world.git" }),
    });
    expect(started.status).toBe(201);
  });

  it("answers the next requests of an operation with its documented 503 and Retry-After, then as before", async () => {
    await sim.control.injectFault({ operationId: "getImportStatus", status: 503, count: 2, retryAfter: 3 });
    for (let i = 0; i < 2; i++) {
      const refused = await status();
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("3");
      expect(await refused.json()).toHaveProperty("message");
    }
    expect((await status()).status).toBe(200);
  });

  it("lets `after` requests pass first, and touches no other operation", async () => {
    await sim.control.injectFault({ operationId: "getImportStatus", status: 503, after: 1 });
    expect((await fetch(`${sim.url}/user/emails`, { headers: { Authorization: "Bearer t" } })).status).toBe(200);
    expect((await status()).status).toBe(200);
    expect((await status()).status).toBe(503);
    expect((await status()).status).toBe(200);
  });

  it("lists each fault with the requests it has left to answer and to let pass", async () => {
    await sim.control.injectFault({ operationId: "getImportStatus", status: 503, count: 2, after: 1 });
    const listed = async () => ((await (await fetch(`${sim.url}/__control/faults`)).json()) as { faults: unknown[] }).faults;
    expect(await listed()).toEqual([{ operationId: "getImportStatus", status: 503, count: 2, after: 1, left: 2, passLeft: 1 }]);
    expect((await status()).status).toBe(200);
    expect(await listed()).toEqual([{ operationId: "getImportStatus", status: 503, count: 2, after: 1, left: 2 }]);
    expect((await status()).status).toBe(503);
    expect(await listed()).toEqual([{ operationId: "getImportStatus", status: 503, count: 2, after: 1, left: 1 }]);
    expect((await status()).status).toBe(503);
    expect(await listed()).toEqual([]);
  });

  it("answers a share of the requests for as long as the fault stays (all of them at share 1)", async () => {
    await sim.control.injectFault({ operationId: "getImportStatus", status: 503, share: 1 });
    for (let i = 0; i < 3; i++) expect((await status()).status).toBe(503);
    // Still armed: a share is never used up.
    expect(await (await fetch(`${sim.url}/__control/faults`)).json()).toEqual({
      faults: [{ operationId: "getImportStatus", status: 503, share: 1 }], // no `left`: a share is never used up
    });
    await sim.control.clearFaults();
    expect((await status()).status).toBe(200);
  });

  it("answers late by delayMs: a request of another operation sent after it is answered first", async () => {
    await sim.control.injectFault({ operationId: "getImportStatus", delayMs: 500 });
    const order: string[] = [];
    const delayed = status().then((answer) => order.push(`delayed ${answer.status}`));
    const prompt = fetch(`${sim.url}/user/emails`, { headers: { Authorization: "Bearer t" } }).then((answer) =>
      order.push(`prompt ${answer.status}`),
    );
    await Promise.all([delayed, prompt]);
    expect(order).toEqual(["prompt 200", "delayed 200"]);
  });

  it("drops the connection without an answer", async () => {
    await sim.control.injectFault({ operationId: "getImportStatus", drop: true });
    await expect(status()).rejects.toThrow();
    expect((await status()).status).toBe(200);
  });

  it("lists the faults not yet used; clearFaults and reset take them back", async () => {
    await sim.control.injectFault({ operationId: "getImportStatus", status: 401, count: 5 });
    expect(await sim.control.command("faults", { operationId: "getImportStatus", status: 404 })).toEqual({
      faults: [
        { operationId: "getImportStatus", status: 401, count: 5, left: 5 },
        { operationId: "getImportStatus", status: 404, left: 1 },
      ],
    });
    await sim.control.clearFaults();
    expect((await status()).status).toBe(200);
    await sim.control.injectFault({ operationId: "getImportStatus", status: 401 });
    await sim.control.reset();
    // The service's own answer, not the fault's 401: reset forgot the import and the fault alike.
    expect((await status()).status).toBe(404);
  });

  it("forgets faults on a seed, which resets", async () => {
    await sim.control.injectFault({ operationId: "getImportStatus", status: 503 });
    await sim.control.seed(undefined);
    // The service's own answer: the seed forgot the import and the fault alike.
    expect((await status()).status).toBe(404);
  });

  it.each([
    [
      { operationId: "getImportStatus", status: 418 },
      /faults: getImportStatus documents no 418 answer \(it documents 200, 400, 401, 403, 404, 429, 503\)/,
    ],
    [{ status: 418 }, /faults: \d+ operations document no 418 answer: \w+, \w+, \w+, \w+, \w+, \.\.\./],
    // The nearest operation of a misspelt one, not a list of them all.
    [{ operationId: "getImportStatsu", status: 503 }, /faults: no operation getImportStatsu; did you mean getImportStatus\?$/],
    [{ operationId: "noSuchOperation", status: 503 }, /faults: no operation noSuchOperation$/],
    [
      { operationId: "getImportStatus", status: 503, example: "nope" },
      /faults: getImportStatus has no example "nope" of its 503 answer \(it has \w+/,
    ],
    [{ operationId: "getImportStatus", status: "503" }, /faults: status is an HTTP status, 100 to 599/],
    [{ operationId: "getImportStatus" }, /give a status, a delayMs or drop/],
    [{ status: 503, count: -1 }, /whole numbers/],
    [{ status: 503, share: 2 }, /share/],
    [{ status: 503, when: "now" }, /unknown member when/],
  ])("refuses %j naming the problem", async (rule, message) => {
    await expect(sim.control.injectFault(rule as never)).rejects.toThrow(message);
    expect((await status()).status).toBe(200);
  });
});

describe("a fault's body agrees with its status, in every API", () => {
  const sim = useSimulator(["code-hosting", "social-graph", "event-management", "compute", "search"]);
  const auth = { authorization: "Bearer t" };
  // Where each API's error body states the status; social-graph's bodies state none.
  const stated: Record<string, (body: any) => unknown> = {
    "code-hosting": (body) => (body.status === undefined ? undefined : Number(body.status)),
    "event-management": (body) => body.status,
    compute: (body) => body.error.code,
    search: (body) => body.status,
    "social-graph": () => undefined,
  };
  // A `default` or `4XX` answer's examples are of other statuses (search's of 503): its body is then the API's own error body of the status.
  it.each([
    ["search", "/_search", "searchWithGet", 500],
    ["search", "/_search", "searchWithGet", 418],
    ["search", "/_search", "searchWithGet", 404],
    ["search", "/_nodes/stats/indices/search", "getNodesSearchStats", 404],
    ["event-management", "/rest/me", "getAuthenticatedMember", 500],
    ["event-management", "/rest/me", "getAuthenticatedMember", 400],
    ["compute", "/compute/v1/projects/acme-web-prod/aggregated/forwardingRules", "listAggregatedForwardingRules", 418],
    ["compute", "/compute/v1/projects/acme-web-prod/aggregated/forwardingRules", "listAggregatedForwardingRules", 404],
    ["code-hosting", "/repos/octocat/hello-world/import", "getImportStatus", 503],
    ["social-graph", "/v24.0/me?access_token=t", "getUser", 500],
  ] as const)("%s: %s answers an injected %s (%s) with a body that says so", async (api, path, operationId, status) => {
    await createControlClient(sim.urlOf(api)).injectFault({ operationId, status });
    const answer = await fetch(`${sim.urlOf(api)}${path}`, { headers: auth });
    expect(answer.status).toBe(status);
    const body = await answer.json();
    // code-hosting's documented 503 states no status, as social-graph's bodies never do.
    expect(stated[api]!(body)).toBe(api === "social-graph" || api === "code-hosting" ? undefined : status);
  });

  it.each([
    [
      "search",
      "searchWithGet",
      500,
      "clusterUnavailable",
      /the example "clusterUnavailable" of searchWithGet is an answer of 503, not 500/,
    ],
    [
      "compute",
      "listAggregatedForwardingRules",
      404,
      "permissionDenied",
      /the example "permissionDenied" of listAggregatedForwardingRules is an answer of 403, not 404/,
    ],
  ] as const)("%s: refuses %s's %s with an example of another status", async (api, operationId, status, example, message) => {
    await expect(createControlClient(sim.urlOf(api)).injectFault({ operationId, status, example })).rejects.toThrow(message);
    expect(await (await fetch(`${sim.urlOf(api)}/__control/faults`)).json()).toEqual({ faults: [] });
  });
});
