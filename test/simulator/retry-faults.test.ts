/**
 * Each client rides out the faults its service sends, injected into the simulator: the rate-limit
 * answers the contract documents and a 503, each once before the read goes through. The clients'
 * retry rules are src/clients/retry.ts; their tables against scripted answers are test/retry.test.ts.
 */
import { describe, expect, it } from "vitest";
import type { ClientApiId } from "../../scripts/bundle-size.js";
import { createCodeHostingClient } from "../../src/clients/code-hosting.js";
import { createComputeClient } from "../../src/clients/compute.js";
import { createEventManagementClient } from "../../src/clients/event-management.js";
import type { RetryEvent, RetryOptions } from "../../src/clients/retry.js";
import { createSearchClient } from "../../src/clients/search.js";
import type { FaultRule } from "../../src/simulator/faults.js";
import { createSocialGraphClient } from "../../src/clients/social-graph.js";
import { useSimulator, type SimulatorHandle } from "../support/simulator.js";

interface Case {
  /** A read that the simulator's default seed answers with 200. */
  read: (baseUrl: string, retry: RetryOptions) => Promise<{ response: Response }>;
  operationId: string;
  /** The faults, in the order they answer; each once. */
  faults: (FaultRule & { errorCode?: number })[];
  reasons: RetryEvent["reason"][];
}

const nowSeconds = () => String(Math.floor(Date.now() / 1000));
const codeHostingLimit = () => ({
  "x-ratelimit-limit": "5000",
  "x-ratelimit-remaining": "0",
  "x-ratelimit-used": "5000",
  "x-ratelimit-reset": nowSeconds(),
  "x-ratelimit-resource": "core",
});

const cases: Record<ClientApiId, Case> = {
  "code-hosting": {
    read: (baseUrl, retry) => createCodeHostingClient({ baseUrl, auth: "t", retry }).GET("/user/emails"),
    operationId: "listEmailsForAuthenticatedUser",
    faults: [
      { status: 403, example: "rateLimitExceeded", headers: codeHostingLimit() },
      { status: 429, example: "secondaryRateLimit", retryAfter: 0, headers: codeHostingLimit() },
      { status: 503, retryAfter: 0 },
    ],
    reasons: ["rate-limited", "rate-limited", "unavailable"],
  },
  "social-graph": {
    read: (baseUrl, retry) =>
      createSocialGraphClient({ baseUrl, auth: "EAAB-simulator", retry }).GET("/{user_id}", {
        params: { path: { user_id: "10228416037451982" } },
      }),
    operationId: "getUser",
    // The service's rate limits are error codes under 400; `errors` arms them as faults.
    faults: [{ errorCode: 613 }, { errorCode: 80004 }, { status: 503, retryAfter: 0 }],
    reasons: ["rate-limited", "rate-limited", "unavailable"],
  },
  "event-management": {
    read: (baseUrl, retry) =>
      createEventManagementClient({ baseUrl, auth: "AQXsim", retry }).GET("/rest/events/{event_id}", {
        params: { path: { event_id: 7301452896310272 } },
      }),
    operationId: "getEvent",
    faults: [
      { status: 429, retryAfter: 0 },
      { status: 503, retryAfter: 0 },
    ],
    reasons: ["rate-limited", "unavailable"],
  },
  compute: {
    read: (baseUrl, retry) =>
      createComputeClient({ baseUrl, auth: "t", retry }).GET("/projects/{project}/aggregated/forwardingRules", {
        params: { path: { project: "acme-web-prod" } },
      }),
    operationId: "listAggregatedForwardingRules",
    faults: [
      { status: 403, example: "rateLimitExceeded" },
      { status: 429, retryAfter: 0 },
      { status: 503, retryAfter: 0 },
    ],
    reasons: ["rate-limited", "rate-limited", "unavailable"],
  },
  search: {
    read: (baseUrl, retry) => createSearchClient({ baseUrl, auth: { apiKey: "t" }, retry }).GET("/_nodes/stats/indices/search"),
    operationId: "getNodesSearchStats",
    faults: [
      { status: 429, retryAfter: 0 },
      { status: 503, retryAfter: 0 },
    ],
    reasons: ["rate-limited", "unavailable"],
  },
};

async function arm(sim: SimulatorHandle, operationId: string, faults: Case["faults"]) {
  for (const { errorCode, ...rule } of faults) {
    if (errorCode !== undefined) await sim.control.command("errors", { operationId, code: errorCode });
    else await sim.control.injectFault({ operationId, ...rule });
  }
}

describe.each(Object.keys(cases) as ClientApiId[])("%s client", (api) => {
  const sim = useSimulator(api);
  const { read, operationId, faults, reasons } = cases[api];

  it("rides out the injected rate limits and 503, then reads", async () => {
    await arm(sim, operationId, faults);
    const events: RetryEvent[] = [];
    const { response } = await read(sim.url, { retries: 5, delayMs: () => 1, onRetry: (event) => events.push(event) });
    expect(response.status).toBe(200);
    expect(events.map((event) => [event.status, event.reason])).toEqual(reasons.map((reason, i) => [faults[i]!.status ?? 400, reason]));
  });

  it("gives the fault's answer back when retries are off", async () => {
    await arm(sim, operationId, faults.slice(0, 1));
    const { response } = await read(sim.url, { retries: 0 });
    expect(response.status).toBe(faults[0]!.status ?? 400);
  });
});
