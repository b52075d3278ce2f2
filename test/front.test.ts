/**
 * The front the simulator and the Prism mock share (src/servers/pipeline.ts): what it refuses
 * before any service or Prism sees a request is refused by both alike, byte for byte; the
 * validator takes the operation the front found instead of matching it again; and a violation is
 * one line of one format, from the simulator, the mock and the proxy.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operationIndex } from "../src/contract/documents.js";
import { createValidator } from "../src/contract/validate.js";
import { startMockServer, startProxyServer, type RunningServer } from "../src/servers/mock-server.js";
import { createSimulator } from "../src/simulator/in-process.js";
import { startSimulator, type RunningSimulator } from "../src/simulator/sockets.js";
import { jsonOf, rawRequest } from "./support/http.js";

describe("what the front refuses, the simulator and the mock refuse alike", () => {
  let simulator: RunningSimulator | undefined;
  let mocks: RunningServer[] = [];
  const urls: Record<"simulator" | "mock", Record<string, string>> = { simulator: {}, mock: {} };
  beforeAll(async () => {
    simulator = await startSimulator({ apis: ["code-hosting", "social-graph"], port: 0, frozenClock: true });
    mocks = await Promise.all([startMockServer("code-hosting", { port: 0 }), startMockServer("social-graph", { port: 0 })]);
    urls.simulator = { ...simulator.urls } as Record<string, string>;
    urls.mock = Object.fromEntries(mocks.map((mock) => [mock.api, mock.url]));
  });
  afterAll(async () => {
    await Promise.allSettled([simulator?.stop(), ...mocks.map((mock) => mock.stop())]);
  });

  const json = { authorization: "Bearer t", "content-type": "application/json" };
  it.each([
    ["a path outside the contract", "code-hosting", "GET", "/nowhere", { authorization: "Bearer t" }, undefined, 404],
    [
      "a path outside the contract, under the API's other prefix",
      "code-hosting",
      "GET",
      "/api/v3/nowhere",
      { authorization: "Bearer t" },
      undefined,
      404,
    ],
    ["a method the path does not have, with the methods it has", "code-hosting", "PATCH", "/user/emails", json, "{}", 405],
    ["a body that is not JSON", "code-hosting", "PUT", "/repos/octocat/socm/import", json, "{not json", 422],
    ["a JSON null body", "code-hosting", "PUT", "/repos/octocat/socm/import", json, "null", 422],
    [
      "a body over the API's limit",
      "code-hosting",
      "PUT",
      "/repos/octocat/socm/import",
      { ...json, "content-length": String(2 * 1024 * 1024) },
      "x".repeat(2 * 1024 * 1024),
      413,
    ],
    ["no credentials, in the API's own answer", "social-graph", "GET", "/v24.0/120000000000001", {}, undefined, 400],
    [
      "a malformed Prefer",
      "code-hosting",
      "GET",
      "/repos/octocat/socm/import",
      { authorization: "Bearer t", prefer: "code=abc" },
      undefined,
      400,
    ],
    [
      "a Prefer of a status the operation does not document",
      "code-hosting",
      "GET",
      "/repos/octocat/socm/import",
      { authorization: "Bearer t", prefer: "code=418" },
      undefined,
      400,
    ],
  ] as const)("%s", async (_what, api, method, path, headers, body, status) => {
    const [fromSimulator, fromMock] = await Promise.all(
      (["simulator", "mock"] as const).map((server) =>
        rawRequest(`${urls[server][api]}${path}`, { method, headers: { ...headers }, body }),
      ),
    );
    expect([fromSimulator!.status, fromMock!.status]).toEqual([status, status]);
    expect(jsonOf(fromMock!)).toEqual(jsonOf(fromSimulator!));
    expect(fromMock!.headers.allow).toBe(fromSimulator!.headers.allow);
  });
});

describe("the validator and the operation the front found", () => {
  const validator = createValidator("compute");
  const index = operationIndex("compute");
  const url = "/compute/v1/projects/acme-web-prod/aggregated/forwardingRules?maxResults=2&returnPartialSuccess=true";

  it("takes the match it is given instead of matching the URL again", () => {
    const found = index.match("GET", "/compute/v1/projects/acme-web-prod/aggregated/forwardingRules");
    expect(
      validator.validateRequest({ method: "GET", url, headers: { authorization: "Bearer t" } }, { match: found }).operation?.operationId,
    ).toBe("listAggregatedForwardingRules");
    // Given another operation's match, it checks the request as that operation's: the URL is not routed again.
    const other = index.match("GET", "/compute/v1/locations/global/securityPolicies");
    const result = validator.validateRequest({ method: "GET", url, headers: { authorization: "Bearer t" } }, { match: other });
    expect(result.operation?.operationId).toBe(other.entry!.operationId);
    expect(validator.validateResponse({ method: "GET", url, status: 200, body: {} }, { match: other }).operation?.operationId).toBe(
      other.entry!.operationId,
    );
  });

  it("gives the declared query parameters as it converted them", () => {
    const result = validator.validateRequest({ method: "GET", url, headers: { authorization: "Bearer t" } });
    expect(result.valid).toBe(true);
    expect(result.queryValues).toStrictEqual({ maxResults: 2, returnPartialSuccess: true });
  });
});

describe("a violation, logged", () => {
  /** One line of one format: the API, the direction, the method, the path without its query, the status of an answer, where, and what. */
  const violationLine = /^code-hosting VIOLATION (request|response) [A-Z]+ \/[^?\s]* (\d{3} )?[\w.-]+: .+$/;
  const lfs = {
    method: "PATCH",
    headers: { authorization: "Bearer t", "content-type": "application/json" },
    body: JSON.stringify({ use_lfs: "maybe" }),
  };

  it("is one line of the same format from the simulator's contract guard, the mock and the proxy", async () => {
    const lines: Record<"simulator" | "mock" | "proxy", string[]> = { simulator: [], mock: [], proxy: [] };
    const simulator = createSimulator({ apis: ["code-hosting"], frozenClock: true, log: (line) => lines.simulator.push(line) });
    const { handlers } = simulator.services["code-hosting"]!;
    handlers.getImportStatus = () => ({ status: 200, body: { status: "paused" } });
    await simulator.fetch(`${simulator.urls["code-hosting"]}/repos/octocat/socm/import?page=secret`, {
      headers: { authorization: "Bearer t" },
    });

    const mock = await startMockServer("code-hosting", { port: 0, log: (line) => lines.mock.push(line) });
    try {
      await rawRequest(`${mock.url}/repos/o/r/import/lfs`, lfs);
      const proxy = await startProxyServer("code-hosting", mock.url, { port: 0, log: (line) => lines.proxy.push(line) });
      try {
        await rawRequest(`${proxy.url}/repos/o/r/import/lfs`, lfs);
      } finally {
        await proxy.stop();
      }
    } finally {
      await mock.stop();
    }
    for (const [server, logged] of Object.entries(lines)) {
      const violations = logged.filter((line) => line.includes(" VIOLATION "));
      expect(violations.length, server).toBeGreaterThan(0);
      for (const line of violations) expect(line, server).toMatch(violationLine);
    }
    expect(lines.simulator.find((line) => line.includes(" VIOLATION "))).toMatch(
      /^code-hosting VIOLATION response GET \/repos\/octocat\/socm\/import 200 body[\w.]*: /,
    );
    expect(lines.mock.find((line) => line.includes(" VIOLATION "))).toMatch(
      /^code-hosting VIOLATION request PATCH \/repos\/o\/r\/import\/lfs body\.use_lfs: /,
    );
    expect(lines.proxy.find((line) => line.includes(" VIOLATION "))).toMatch(
      /^code-hosting VIOLATION request PATCH \/repos\/o\/r\/import\/lfs body\.use_lfs: /,
    );
  });
});
