/**
 * A handler's `queryValues`: the declared query parameters as the validator converted them
 * (integers and booleans as such, arrays as arrays), on a request validated and on one the
 * valid-message cache lets through unchecked, for operations of three APIs.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { ApiId } from "../../src/contract/apis.js";
import { createSimulator } from "../../src/simulator/in-process.js";
import type { SimulatorViolation } from "../../src/simulator/options.js";
import type { SimRequest } from "../../src/simulator/service.js";

const violations: SimulatorViolation[] = [];
const simulator = createSimulator({
  apis: ["compute", "social-graph", "search"],
  strict: true,
  frozenClock: true,
  onViolation: (v) => violations.push(v),
});

afterAll(() => expect(violations).toEqual([]));

/** The requests the operation's handler was given while `send` ran. */
async function handed(api: ApiId, operationId: string, send: () => Promise<unknown>): Promise<SimRequest[]> {
  const { handlers } = simulator.services[api]!;
  const handler = handlers[operationId]!;
  const seen: SimRequest[] = [];
  handlers[operationId] = (request) => {
    seen.push(request);
    return handler(request);
  };
  try {
    await send();
  } finally {
    handlers[operationId] = handler;
  }
  return seen;
}

const cases: [string, ApiId, string, string, Record<string, string>, Record<string, unknown>][] = [
  [
    "compute: an integer and booleans",
    "compute",
    "listAggregatedForwardingRules",
    "/compute/v1/projects/acme-web-prod/aggregated/forwardingRules?maxResults=2&returnPartialSuccess=true&includeAllScopes=false&filter=name%3Dweb*",
    { authorization: "Bearer t" },
    { maxResults: 2, returnPartialSuccess: true, includeAllScopes: false, filter: "name=web*" },
  ],
  [
    "social-graph: an array",
    "social-graph",
    "getUser",
    "/v24.0/120000000000001?fields=id,name&access_token=t",
    {},
    { fields: ["id", "name"] },
  ],
  [
    "search: integers, an array and a boolean",
    "search",
    "searchWithGet",
    "/_search?from=0&size=3&sort=_id:asc&rest_total_hits_as_int=true",
    { authorization: "ApiKey Y29uc3VtZXI=" },
    { from: 0, size: 3, sort: ["_id:asc"], rest_total_hits_as_int: true },
  ],
];

describe("queryValues", () => {
  it.each(cases)("%s, validated and then remembered as valid", async (_label, api, operationId, path, headers, expected) => {
    const get = () => simulator.fetch(`${simulator.urls[api]}${path}`, { headers });
    // The first is validated; the second is identical, so the valid-message cache skips its validation.
    const seen = await handed(api, operationId, async () => {
      expect((await get()).status).toBeLessThan(500);
      expect((await get()).status).toBeLessThan(500);
    });
    expect(seen).toHaveLength(2);
    for (const request of seen) {
      expect(request.queryValues).toStrictEqual(expected);
      // Shared between the requests that repeat one: frozen, so no handler changes another's.
      expect(Object.isFrozen(request.queryValues)).toBe(true);
      // The raw query is still there, as sent.
      expect(Object.fromEntries(request.query)).toMatchObject(
        Object.fromEntries(Object.entries(expected).map(([name]) => [name, expect.any(String)])),
      );
    }
  });

  it("holds only the parameters the operation declares, not a credential sent in the query", async () => {
    const [request] = await handed("social-graph", "getUser", () =>
      simulator.fetch(`${simulator.urls["social-graph"]}/v24.0/120000000000001?fields=id&access_token=t`),
    );
    expect(request!.queryValues).toStrictEqual({ fields: ["id"] });
    expect(request!.query.get("access_token")).toBe("t");
  });
});
