/**
 * The clients' retries (src/clients/retry.ts) against scripted answers: what each API's service sends for
 * a rate limit, maintenance and passing faults, as given/want tables.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCodeHostingClient } from "../src/clients/code-hosting.js";
import { createComputeClient } from "../src/clients/compute.js";
import { createEventManagementClient } from "../src/clients/event-management.js";
import type { RetryEvent, RetryOptions } from "../src/clients/retry.js";
import { createSearchClient } from "../src/clients/search.js";
import { createSocialGraphClient } from "../src/clients/social-graph.js";

type Answer = { status: number; headers?: Record<string, string>; body?: unknown } | "no answer";

/** A fetch that gives the scripted answers in turn, and what was asked of it. */
function scripted(answers: Answer[]) {
  const sent: Request[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    sent.push(request);
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)]!;
    if (answer === "no answer") throw new TypeError("fetch failed");
    const body = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(body, {
      status: answer.status,
      headers: { ...(body ? { "content-type": "application/json" } : {}), ...answer.headers },
    });
  };
  return { fetch, sent };
}

const baseUrl = "http://127.0.0.1:9";
const ok = { status: 200, body: {} };

/** One call of each API's client: a read, and a change that is not idempotent where the API has one. */
const calls = {
  "code-hosting": {
    read: (fetch: typeof globalThis.fetch, retry?: RetryOptions | boolean) =>
      createCodeHostingClient({ baseUrl, auth: "t", fetch, retry }).GET("/user/emails"),
    change: (fetch: typeof globalThis.fetch, retry?: RetryOptions | boolean) =>
      createCodeHostingClient({ baseUrl, auth: "t", fetch, retry }).POST("/user/emails", { body: { emails: ["a@vendor.example"] } }),
  },
  "social-graph": {
    read: (fetch: typeof globalThis.fetch, retry?: RetryOptions | boolean) =>
      createSocialGraphClient({ baseUrl, auth: "t", fetch, retry }).GET("/{user_id}", { params: { path: { user_id: "1" } } }),
    change: (fetch: typeof globalThis.fetch, retry?: RetryOptions | boolean) =>
      createSocialGraphClient({ baseUrl, auth: "t", fetch, retry }).POST("/{user_id}", {
        params: { path: { user_id: "1" } },
        body: { firstname: "Mina" },
      }),
  },
  "event-management": {
    read: (fetch: typeof globalThis.fetch, retry?: RetryOptions | boolean) =>
      createEventManagementClient({ baseUrl, auth: "t", fetch, retry }).GET("/rest/events/{event_id}", {
        params: { path: { event_id: 7301452896310272 } },
      }),
    change: (fetch: typeof globalThis.fetch, retry?: RetryOptions | boolean) =>
      createEventManagementClient({ baseUrl, auth: "t", fetch, retry }).POST("/rest/events", {
        body: { organizer: "urn:li:organization:1", name: { localized: { en_US: "Launch" } } } as never,
      }),
  },
  compute: {
    read: (fetch: typeof globalThis.fetch, retry?: RetryOptions | boolean) =>
      createComputeClient({ baseUrl, auth: "t", fetch, retry }).GET("/projects/{project}/aggregated/forwardingRules", {
        params: { path: { project: "p" } },
      }),
    change: (fetch: typeof globalThis.fetch, retry?: RetryOptions | boolean) =>
      createComputeClient({ baseUrl, auth: "t", fetch, retry }).DELETE("/locations/global/securityPolicies/{securityPolicy}", {
        params: { path: { securityPolicy: "p" } },
      }),
  },
  search: {
    read: (fetch: typeof globalThis.fetch, retry?: RetryOptions | boolean) =>
      createSearchClient({ baseUrl, auth: { apiKey: "t" }, fetch, retry }).GET("/_nodes/stats/indices/search"),
    change: (fetch: typeof globalThis.fetch, retry?: RetryOptions | boolean) =>
      createSearchClient({ baseUrl, auth: { apiKey: "t" }, fetch, retry }).POST("/{index}/_pit", {
        params: { path: { index: "i" }, query: { keep_alive: "1m" } },
      }),
  },
} as const;

type Api = keyof typeof calls;

interface Case {
  given: { api: Api; call: "read" | "change"; answers: Answer[] };
  want: { attempts: number; status?: number; thrown?: boolean; reasons: RetryEvent["reason"][]; delaysMs?: number[] };
}

const rateLimited = (api: Api): Answer => {
  switch (api) {
    case "code-hosting":
      return {
        status: 403,
        headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1700000005" },
        body: { message: "API rate limit exceeded" },
      };
    case "social-graph":
      return {
        status: 400,
        body: { error: { message: "(#613) Calls to this api have exceeded the rate limit.", type: "OAuthException", code: 613 } },
      };
    case "compute":
      return {
        status: 403,
        body: {
          error: {
            code: 403,
            message: "Rate Limit Exceeded",
            errors: [{ reason: "rateLimitExceeded", domain: "usageLimits", message: "Rate Limit Exceeded" }],
          },
        },
      };
    default:
      return { status: 429, headers: { "retry-after": "3" }, body: {} };
  }
};

const apis = Object.keys(calls) as Api[];
const cases: [string, Case][] = [
  ...apis.flatMap((api): [string, Case][] => [
    [
      `${api}: a change refused by a rate limit is sent again`,
      { given: { api, call: "change", answers: [rateLimited(api), ok] }, want: { attempts: 2, status: 200, reasons: ["rate-limited"] } },
    ],
    [
      `${api}: a change refused with 429 and Retry-After waits as asked`,
      {
        given: { api, call: "change", answers: [{ status: 429, headers: { "retry-after": "2" } }, ok] },
        want: { attempts: 2, status: 200, reasons: ["rate-limited"], delaysMs: [2000] },
      },
    ],
    [
      `${api}: a read during maintenance (503) is sent again`,
      {
        given: { api, call: "read", answers: [{ status: 503 }, { status: 503 }, ok] },
        want: { attempts: 3, status: 200, reasons: ["unavailable", "unavailable"] },
      },
    ],
    [
      `${api}: a read that got no answer is sent again`,
      { given: { api, call: "read", answers: ["no answer", ok] }, want: { attempts: 2, status: 200, reasons: ["no-answer"] } },
    ],
    [
      `${api}: a read refused for good (404) is not`,
      { given: { api, call: "read", answers: [{ status: 404, body: {} }] }, want: { attempts: 1, status: 404, reasons: [] } },
    ],
    [
      `${api}: after the retries, the last answer is the caller's`,
      {
        given: { api, call: "read", answers: [{ status: 503 }] },
        want: { attempts: 3, status: 503, reasons: ["unavailable", "unavailable"] },
      },
    ],
  ]),
  // A 5xx may have come after the change was made: only an idempotent request is sent again.
  [
    "code-hosting: a POST that got a 500 is not sent again",
    { given: { api: "code-hosting", call: "change", answers: [{ status: 500 }, ok] }, want: { attempts: 1, status: 500, reasons: [] } },
  ],
  [
    "search: a POST that got no answer is not sent again",
    { given: { api: "search", call: "change", answers: ["no answer", ok] }, want: { attempts: 1, thrown: true, reasons: [] } },
  ],
  [
    "compute: a DELETE that got a 500 is, with its requestId",
    {
      given: { api: "compute", call: "change", answers: [{ status: 500 }, ok] },
      want: { attempts: 2, status: 200, reasons: ["server-error"] },
    },
  ],
  [
    "code-hosting: the wait until x-ratelimit-reset",
    {
      given: { api: "code-hosting", call: "read", answers: [rateLimited("code-hosting"), ok] },
      want: { attempts: 2, status: 200, reasons: ["rate-limited"], delaysMs: [5000] },
    },
  ],
  [
    "code-hosting: a 403 without rate-limit headers is a refusal",
    {
      given: { api: "code-hosting", call: "read", answers: [{ status: 403, body: { message: "Forbidden" } }, ok] },
      want: { attempts: 1, status: 403, reasons: [] },
    },
  ],
  [
    "social-graph: a passing fault (3919) on a read",
    {
      given: { api: "social-graph", call: "read", answers: [{ status: 500, body: { error: { message: "Unexpected", code: 3919 } } }, ok] },
      want: { attempts: 2, status: 200, reasons: ["server-error"] },
    },
  ],
  [
    "social-graph: an error marked is_transient on a read",
    {
      given: {
        api: "social-graph",
        call: "read",
        answers: [{ status: 400, body: { error: { message: "Try again", code: 2, is_transient: true } } }, ok],
      },
      want: { attempts: 2, status: 200, reasons: ["server-error"] },
    },
  ],
  [
    "social-graph: an invalid parameter (100) is a refusal",
    {
      given: {
        api: "social-graph",
        call: "read",
        answers: [{ status: 400, body: { error: { message: "(#100) Invalid", code: 100 } } }, ok],
      },
      want: { attempts: 1, status: 400, reasons: [] },
    },
  ],
  [
    "compute: RESOURCE_EXHAUSTED",
    {
      given: {
        api: "compute",
        call: "read",
        answers: [{ status: 429, body: { error: { code: 429, message: "Quota", status: "RESOURCE_EXHAUSTED" } } }, ok],
      },
      want: { attempts: 2, status: 200, reasons: ["rate-limited"] },
    },
  ],
  [
    "search: Retry-After as an HTTP date",
    {
      given: {
        api: "search",
        call: "read",
        answers: [{ status: 429, headers: { "retry-after": new Date(1_700_000_004_000).toUTCString() } }, ok],
      },
      want: { attempts: 2, status: 200, reasons: ["rate-limited"], delaysMs: [4000] },
    },
  ],
];

describe("the clients' retries", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"], now: 1_700_000_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(cases)("%s", async (_name, { given, want }) => {
    const { fetch, sent } = scripted(given.answers);
    const events: RetryEvent[] = [];
    const call = calls[given.api][given.call](fetch as typeof globalThis.fetch, { onRetry: (event) => events.push(event) });
    const settled = call.then(
      (result) => ({ status: result.response.status, thrown: false }),
      () => ({ status: undefined, thrown: true }),
    );
    await vi.runAllTimersAsync();
    const outcome = await settled;
    expect(sent.length).toBe(want.attempts);
    expect(outcome.thrown).toBe(want.thrown ?? false);
    if (want.status !== undefined) expect(outcome.status).toBe(want.status);
    expect(events.map((event) => event.reason)).toEqual(want.reasons);
    if (want.delaysMs) expect(events.map((event) => event.delayMs)).toEqual(want.delaysMs);
    // Every attempt is the same request: the same credential, the same compute requestId.
    const signatures = sent.map((request) => `${request.method} ${request.url} ${request.headers.get("authorization")}`);
    expect(new Set(signatures).size).toBe(1);
  });

  it("waits with full jitter, at most the doubled step, when the answer names no time", async () => {
    const { fetch } = scripted([{ status: 503 }, { status: 503 }, { status: 503 }, ok]);
    const events: RetryEvent[] = [];
    const call = calls.search.read(fetch as typeof globalThis.fetch, { retries: 3, onRetry: (event) => events.push(event) });
    await vi.runAllTimersAsync();
    expect((await call).response.status).toBe(200);
    expect(events.map((event) => event.delayMs).every((delay, index) => delay >= 0 && delay <= 200 * 2 ** index)).toBe(true);
  });

  it("returns an answer that asks for a longer wait than maxDelayMs at once", async () => {
    const { fetch, sent } = scripted([{ status: 429, headers: { "retry-after": "3600" } }, ok]);
    const call = calls["event-management"].read(fetch as typeof globalThis.fetch, { maxDelayMs: 60_000 });
    await vi.runAllTimersAsync();
    expect((await call).response.status).toBe(429);
    expect(sent).toHaveLength(1);
  });

  it("stops waiting when the caller aborts", async () => {
    const { fetch, sent } = scripted([{ status: 503 }, ok]);
    const controller = new AbortController();
    const call = createCodeHostingClient({ baseUrl, auth: "t", fetch: fetch as typeof globalThis.fetch, retry: { delayMs: () => 10_000 } })
      .GET("/user/emails", { signal: controller.signal })
      .then(
        () => "answered",
        (error: Error) => error.name,
      );
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await call).toBe("AbortError");
    expect(sent).toHaveLength(1);
  });

  it.each(apis.filter((api) => api !== "compute"))("%s: sends every request once unless asked to retry", async (api) => {
    const { fetch, sent } = scripted([{ status: 503 }, ok]);
    expect((await calls[api].read(fetch as typeof globalThis.fetch)).response.status).toBe(503);
    expect(sent).toHaveLength(1);
  });

  it("compute retries unless told not to", async () => {
    const on = scripted([{ status: 503 }, ok]);
    const call = calls.compute.read(on.fetch as typeof globalThis.fetch);
    await vi.runAllTimersAsync();
    expect((await call).response.status).toBe(200);
    const off = scripted([{ status: 503 }, ok]);
    expect((await calls.compute.read(off.fetch as typeof globalThis.fetch, false)).response.status).toBe(503);
    expect(off.sent).toHaveLength(1);
  });
});
