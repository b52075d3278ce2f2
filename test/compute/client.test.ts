/**
 * The typed compute client against the mock: every operation, requestId and retries, the walk
 * over all forwarding rules of a project, and the errors the document names.
 */
import { describe, expect, it } from "vitest";
import {
  ComputeRequestError,
  createComputeClient,
  forwardingRules,
  nilRequestId,
  type ComputeClientOptions,
  type ForwardingRuleAggregatedList,
  type ForwardingRuleEntry,
} from "../../src/clients/compute.js";
import { contractOf } from "../support/contract.js";
import { recordingFetch } from "../support/http.js";
import { useMockServer } from "../support/mock.js";

const { conforms, example } = contractOf("compute");

const policyPath = "/locations/global/securityPolicies/{securityPolicy}" as const;
const listPath = "/projects/{project}/aggregated/forwardingRules" as const;
const securityPolicy = "storefront-edge";
const patchBody = { fingerprint: "rX9WV0n7c6M=", description: "Edge protection of the storefront." };
const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const noDelay = { delayMs: () => 0 };

const server = useMockServer("compute");

/**
 * A client whose fetch records every attempt it is asked to send. `intercept` may answer an
 * attempt itself (a Response, or an Error to throw as a network failure would); otherwise the
 * attempt goes to the mock.
 */
function recordingClient(
  intercept?: (request: Request, attempt: number) => Response | Error | undefined,
  options: Partial<ComputeClientOptions> = {},
) {
  const { requests, fetch } = recordingFetch(intercept);
  const client = createComputeClient({ baseUrl: server.url, auth: "ya29.test", retry: noDelay, ...options, fetch });
  return { client, requests };
}

const requestIdOf = (request: Request) => new URL(request.url).searchParams.get("requestId");
const serviceUnavailable = () =>
  new Response(JSON.stringify({ error: { code: 503, message: "Backend unavailable" } }), {
    status: 503,
    headers: { "content-type": "application/json" },
  });

describe("compute client", () => {
  it("sends the bearer token under the service path /compute/v1", async () => {
    const { client, requests } = recordingClient();
    await client.GET(listPath, { params: { path: { project: "acme-web-prod" } } });
    expect(requests[0]!.headers.get("authorization")).toBe("Bearer ya29.test");
    expect(new URL(requests[0]!.url).pathname).toBe("/compute/v1/projects/acme-web-prod/aggregated/forwardingRules");
  });

  it("patches a policy and gets an operation that conforms to the contract", async () => {
    const { client } = recordingClient();
    const { data, response } = await client.PATCH(policyPath, { params: { path: { securityPolicy } }, body: patchBody });
    expect(response.status).toBe(200);
    expect(data?.kind).toBe("compute#operation");
    expect(data?.operationType).toBe("patch");
    expect(data?.status).toBe("PENDING");
    expect(conforms("Operation", data)).toEqual([]);
  });

  it("deletes a policy and gets an operation that conforms to the contract", async () => {
    const { client } = recordingClient();
    const { data, response } = await client.DELETE(policyPath, { params: { path: { securityPolicy } } });
    expect(response.status).toBe(200);
    expect(data?.operationType).toBe("delete");
    expect(data?.targetLink).toMatch(/\/securityPolicies\/storefront-edge$/);
    expect(conforms("Operation", data)).toEqual([]);
  });

  it("lists forwarding rules with every query parameter of A3", async () => {
    const { client, requests } = recordingClient();
    const query = {
      maxResults: 50,
      filter: '(loadBalancingScheme = "EXTERNAL_MANAGED")',
      orderBy: "creationTimestamp desc",
      returnPartialSuccess: true,
      includeAllScopes: false,
      serviceProjectNumber: "482931765540",
    };
    const { data, response } = await client.GET(listPath, { params: { path: { project: "acme-web-prod" }, query } });
    expect(response.status).toBe(200);
    expect(conforms("ForwardingRuleAggregatedList", data)).toEqual([]);
    expect(Object.keys(data?.items ?? {})).toContain("global");
    const sent = new URL(requests[0]!.url).searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      maxResults: "50",
      filter: query.filter,
      orderBy: query.orderBy,
      returnPartialSuccess: "true",
      includeAllScopes: "false",
      serviceProjectNumber: "482931765540",
    });
  });

  it.each([
    ["pending", "PENDING"],
    ["running", "RUNNING"],
    ["done", "DONE"],
    ["failed", "DONE"],
  ] as const)("returns the %s patch operation on request with Prefer", async (name, status) => {
    const { client } = recordingClient();
    const { data } = await client.PATCH(policyPath, {
      params: { path: { securityPolicy } },
      body: patchBody,
      headers: { Prefer: `example=${name}` },
    });
    expect(data?.status).toBe(status);
    expect(conforms("Operation", data)).toEqual([]);
    if (name === "failed") {
      const [failure] = data!.error!.errors!;
      expect(failure!.code).toBe("QUOTA_EXCEEDED");
      expect(failure!.errorDetails!.some((detail) => detail.quotaInfo?.limit === 200)).toBe(true);
      expect(data!.httpErrorStatusCode).toBe(403);
    } else {
      expect(data?.error).toBeUndefined();
    }
  });

  it("answers a stale fingerprint with 412 conditionNotMet, which is not retried", async () => {
    const { client, requests } = recordingClient();
    const { data, error, response } = await client.PATCH(policyPath, {
      params: { path: { securityPolicy } },
      body: { ...patchBody, fingerprint: "AAAAAAAAAAA=" },
      headers: { Prefer: "code=412" },
    });
    expect(response.status).toBe(412);
    expect(data).toBeUndefined();
    expect(error?.error.code).toBe(412);
    expect(error?.error.errors?.map((item) => (item as { reason?: string }).reason)).toEqual(["conditionNotMet"]);
    expect(conforms("ConditionNotMetError", error)).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it("answers a request without a token with 401", async () => {
    const anonymous = createComputeClient({ baseUrl: server.url });
    const { response } = await anonymous.DELETE(policyPath, { params: { path: { securityPolicy } } });
    expect(response.status).toBe(401);
  });

  it("has the all-zero requestId refused by the mock", async () => {
    const { client } = recordingClient();
    const { response } = await client.DELETE(policyPath, { params: { path: { securityPolicy }, query: { requestId: nilRequestId } } });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get("sl-violations")).toContain("requestid");
  });
});

describe("requestId and retries", () => {
  it("adds a fresh random UUID to a patch and to a delete, never to a list", async () => {
    const { client, requests } = recordingClient();
    await client.PATCH(policyPath, { params: { path: { securityPolicy } }, body: patchBody });
    await client.DELETE(policyPath, { params: { path: { securityPolicy } } });
    await client.GET(listPath, { params: { path: { project: "acme-web-prod" } } });
    const [patchId, deleteId, listId] = requests.map(requestIdOf);
    expect(patchId).toMatch(uuidV4);
    expect(deleteId).toMatch(uuidV4);
    expect(patchId).not.toBe(nilRequestId);
    expect(listId).toBeNull();
  });

  it("sends different IDs for two separate calls", async () => {
    const { client, requests } = recordingClient();
    await client.PATCH(policyPath, { params: { path: { securityPolicy } }, body: patchBody });
    await client.PATCH(policyPath, { params: { path: { securityPolicy } }, body: patchBody });
    expect(requests).toHaveLength(2);
    expect(requestIdOf(requests[0]!)).not.toBe(requestIdOf(requests[1]!));
  });

  it("keeps the requestId the caller gives", async () => {
    const { client, requests } = recordingClient();
    const requestId = "3f6c2a9e-8b41-4d7a-9c15-2e7f0b84d613";
    const { data } = await client.DELETE(policyPath, { params: { path: { securityPolicy }, query: { requestId } } });
    expect(requests.map(requestIdOf)).toEqual([requestId]);
    expect(data?.status).toBe("PENDING");
  });

  it("retries a 503 with the same requestId and the same body", async () => {
    const { client, requests } = recordingClient((_request, attempt) => (attempt === 0 ? serviceUnavailable() : undefined));
    const { data, response } = await client.PATCH(policyPath, { params: { path: { securityPolicy } }, body: patchBody });
    expect(response.status).toBe(200);
    expect(conforms("Operation", data)).toEqual([]);
    expect(requests).toHaveLength(2);
    expect(requestIdOf(requests[1]!)).toBe(requestIdOf(requests[0]!));
    expect(await requests[1]!.json()).toEqual(patchBody);
  });

  it("retries a network failure and a 429 with the same requestId", async () => {
    const tooMany = new Response("{}", { status: 429, headers: { "content-type": "application/json" } });
    const { client, requests } = recordingClient((_request, attempt) =>
      attempt === 0 ? new TypeError("fetch failed") : attempt === 1 ? tooMany : undefined,
    );
    const { response } = await client.DELETE(policyPath, { params: { path: { securityPolicy } } });
    expect(response.status).toBe(200);
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map(requestIdOf)).size).toBe(1);
  });

  it("gives up after the bounded number of retries, waiting the given delays", async () => {
    const waits: number[] = [];
    const { client, requests } = recordingClient(() => serviceUnavailable(), {
      retry: { retries: 3, delayMs: (retry) => (waits.push(retry), 0) },
    });
    const { error, response } = await client.PATCH(policyPath, { params: { path: { securityPolicy } }, body: patchBody });
    expect(response.status).toBe(503);
    expect(error).toEqual({ error: { code: 503, message: "Backend unavailable" } });
    expect(requests).toHaveLength(4);
    expect(waits).toEqual([1, 2, 3]);
    expect(new Set(requests.map(requestIdOf)).size).toBe(1);
  });

  it("throws the network error once the retries are used up", async () => {
    const { client, requests } = recordingClient(() => new TypeError("fetch failed"), { retry: { retries: 1, delayMs: () => 0 } });
    await expect(client.DELETE(policyPath, { params: { path: { securityPolicy } } })).rejects.toThrow("fetch failed");
    expect(requests).toHaveLength(2);
  });

  it("does not retry a client error, nor anything when retries are off", async () => {
    const badRequest = () =>
      new Response('{"error":{"code":400,"message":"bad"}}', { status: 400, headers: { "content-type": "application/json" } });
    const first = recordingClient(() => badRequest());
    expect((await first.client.DELETE(policyPath, { params: { path: { securityPolicy } } })).response.status).toBe(400);
    expect(first.requests).toHaveLength(1);

    const off = recordingClient(() => serviceUnavailable(), { retry: false });
    expect((await off.client.DELETE(policyPath, { params: { path: { securityPolicy } } })).response.status).toBe(503);
    expect(off.requests).toHaveLength(1);
  });
});

describe("forwardingRules: the walk over every page", () => {
  const collect = async (entries: AsyncIterable<ForwardingRuleEntry>) => {
    const all: ForwardingRuleEntry[] = [];
    for await (const entry of entries) all.push(entry);
    return all;
  };
  const rulesOf = (entries: ForwardingRuleEntry[]) =>
    entries.flatMap((entry) => (entry.type === "rule" ? [`${entry.scope} ${entry.rule.name}`] : []));

  it("follows nextPageToken through the mock, pages chosen with Prefer", async () => {
    const firstPage: ForwardingRuleAggregatedList = example("ListAggregatedForwardingRulesFirstPageResponse");
    const { client, requests } = recordingClient((request) => {
      // The mock answers with the example the page asks for; the token picks the page.
      const token = new URL(request.url).searchParams.get("pageToken");
      request.headers.set("Prefer", `example=${token === null ? "firstPage" : "partialSuccess"}`);
      return undefined;
    });
    const entries = await collect(forwardingRules(client, { project: "acme-web-prod", maxResults: 1, filter: "name eq .*" }));

    expect(entries).toEqual([
      { type: "rule", scope: "global", rule: expect.objectContaining({ name: "storefront-https", id: "5126349907243311201" }) },
      { type: "rule", scope: "regions/us-central1", rule: expect.objectContaining({ name: "orders-ilb" }) },
      { type: "warning", scope: "regions/me-central2", warning: expect.objectContaining({ code: "UNREACHABLE" }) },
      { type: "unreachable", scope: "regions/me-central2" },
    ]);
    for (const entry of entries) if (entry.type === "rule") expect(conforms("ForwardingRule", entry.rule)).toEqual([]);
    const queries = requests.map((request) => Object.fromEntries(new URL(request.url).searchParams));
    expect(queries).toEqual([
      { maxResults: "1", filter: "name eq .*", returnPartialSuccess: "true" },
      { maxResults: "1", filter: "name eq .*", returnPartialSuccess: "true", pageToken: firstPage.nextPageToken },
    ]);
  });

  it("yields every rule of a one-page answer with its scope, and the warning of a scope without rules", async () => {
    const { client, requests } = recordingClient((request) => (request.headers.set("Prefer", "example=severalRegions"), undefined));
    const entries = await collect(forwardingRules(client, { project: "acme-web-prod", returnPartialSuccess: false }));
    expect(rulesOf(entries)).toEqual([
      "global storefront-https",
      "global apis1",
      "global mesh-orders-canary",
      "regions/us-central1 orders-ilb",
      "regions/europe-west1 game-udp-partners",
      "regions/europe-west1 game-udp-v6",
    ]);
    expect(entries.filter((entry) => entry.type !== "rule")).toEqual([
      { type: "warning", scope: "regions/us-east1", warning: expect.objectContaining({ code: "NO_RESULTS_ON_PAGE" }) },
    ]);
    expect(new URL(requests[0]!.url).searchParams.get("returnPartialSuccess")).toBe("false");
  });

  it("sees every rule of four pages exactly once and reports what is not a rule", async () => {
    // Four pages cut from the contract's examples, each valid against the list schema.
    const all = (example("ListAggregatedForwardingRulesSeveralRegionsResponse") as ForwardingRuleAggregatedList).items!;
    const partial = (example("ListAggregatedForwardingRulesPartialSuccessResponse") as ForwardingRuleAggregatedList).items!;
    const pages: ForwardingRuleAggregatedList[] = [
      { items: { global: all.global! }, nextPageToken: "page-2", warning: { code: "LARGE_DEPLOYMENT_WARNING", message: "Many scopes." } },
      { items: { "regions/me-central2": partial["regions/me-central2"]! }, unreachables: ["regions/me-central2"], nextPageToken: "page-3" },
      { items: {}, unreachables: ["regions/me-central2"], nextPageToken: "page-4" },
      { items: { "regions/us-central1": all["regions/us-central1"]!, "regions/europe-west1": all["regions/europe-west1"]! } },
    ];
    for (const page of pages) expect(conforms("ForwardingRuleAggregatedList", page)).toEqual([]);
    const { client, requests } = recordingClient((request) => {
      const token = new URL(request.url).searchParams.get("pageToken");
      const page = pages[token === null ? 0 : Number(token.replace("page-", "")) - 1]!;
      return new Response(JSON.stringify(page), { headers: { "content-type": "application/json" } });
    });

    const entries = await collect(forwardingRules(client, { project: "acme-web-prod" }));
    const ids = entries.flatMap((entry) => (entry.type === "rule" ? [entry.rule.id] : []));
    const expected = Object.values(all).flatMap((scoped) => (scoped.forwardingRules ?? []).map((rule) => rule.id));
    expect(ids).toHaveLength(6);
    expect([...ids].sort()).toEqual([...expected].sort());
    expect(entries.filter((entry) => entry.type !== "rule")).toEqual([
      { type: "warning", warning: { code: "LARGE_DEPLOYMENT_WARNING", message: "Many scopes." } },
      { type: "warning", scope: "regions/me-central2", warning: expect.objectContaining({ code: "UNREACHABLE" }) },
      { type: "unreachable", scope: "regions/me-central2" },
    ]);
    expect(requests.map((request) => new URL(request.url).searchParams.get("pageToken"))).toEqual([null, "page-2", "page-3", "page-4"]);
  });

  it("fetches no further page when the caller stops early", async () => {
    const { client, requests } = recordingClient((request) => (request.headers.set("Prefer", "example=firstPage"), undefined));
    for await (const entry of forwardingRules(client, { project: "acme-web-prod" })) {
      expect(entry.type).toBe("rule");
      break;
    }
    expect(requests).toHaveLength(1);
  });

  it("stops with an error when a page token comes back a second time", async () => {
    const { client, requests } = recordingClient((request) => (request.headers.set("Prefer", "example=firstPage"), undefined));
    await expect(collect(forwardingRules(client, { project: "acme-web-prod" }))).rejects.toThrow(/a second time/);
    expect(requests).toHaveLength(2);
  });

  it("throws a ComputeRequestError with the service's error body when a page fails", async () => {
    const { client } = recordingClient((request) => (request.headers.set("Prefer", "code=400, example=permissionDenied"), undefined));
    const failure = await collect(forwardingRules(client, { project: "acme-web-prod" })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ComputeRequestError);
    expect((failure as ComputeRequestError).status).toBe(400);
    expect(conforms("Error", (failure as ComputeRequestError).body)).toEqual([]);
  });
});
