/**
 * The official compute client (`@googleapis/compute`, `compute('v1')`) against the simulator in
 * strict mode, and for the calls that need no state against the Prism engine: security-policy
 * get and patch with the current fingerprint and a stale one (412), by name and by numeric id,
 * delete, the operations they return polled with the client's own get until DONE (with and
 * without error), and the aggregated forwarding-rule list paged with `pageToken`; and from a
 * simulator holding no policy, the same flow on a policy the client inserted first, in the
 * organization's collection and in a project's.
 *
 * The client is set up as users do in tests: `rootUrl` pointed at the local server and an OAuth2
 * client holding a fixed access token. Its wire format is kept as it is (query parameters,
 * `requestId`, standard parameters, user agent, header names); its fetch only notes each request.
 */
import type { compute_v1 } from "@googleapis/compute";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { operationMilliseconds } from "../../src/simulator/services/compute/index.js";
import { useSimulator } from "../support/simulator.js";
import { useMockServer } from "../support/mock.js";
import { everyRule, project } from "../support/compute.js";
import { computeClientAt, type SentComputeRequest } from "../support/official-clients.js";

const accessToken = "test-access-token";

/** The service's error body (the contract's `Error`), as far as these tests read it. */
interface ServiceErrorBody {
  error?: { code?: number; errors?: { reason?: string }[] };
}

/** The status and body of a call the client turned into an error (the client's error object carries its response). */
async function failure(call: Promise<unknown>): Promise<{ status?: number; data?: ServiceErrorBody }> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown as { status?: number; response?: { status?: number; data?: ServiceErrorBody } },
  );
  expect(error, "the call fails").toBeDefined();
  return { status: error!.response?.status ?? error!.status, data: error!.response?.data };
}

describe("the official compute client against the simulator", () => {
  const simulator = useSimulator("compute");
  let client: compute_v1.Compute;
  let sent: SentComputeRequest[];

  beforeAll(() => {
    ({ client, sent } = computeClientAt(simulator.url));
  });
  beforeEach(() => {
    sent.length = 0;
  });

  // The client's own read of a policy.
  const stored = async (name: string) => (await client.organizationSecurityPolicies.get({ securityPolicy: name })).data;
  const finishOperations = () => simulator.control.advanceClock(operationMilliseconds.pending + operationMilliseconds.running);
  /** The client's poll of an operation until DONE; the clock moves where an application would wait. */
  async function untilDone(operation: compute_v1.Schema$Operation): Promise<{ done: compute_v1.Schema$Operation; seen: string[] }> {
    const seen: string[] = [];
    while (operation.status !== "DONE") {
      seen.push(operation.status!);
      await simulator.control.advanceClock(1_000);
      operation = (await client.globalOrganizationOperations.get({ operation: operation.name! })).data;
    }
    return { done: operation, seen };
  }

  it("patches a policy read, changed and sent back whole with its current fingerprint, and follows the operation to DONE", async () => {
    const policy = await stored("storefront-edge");
    const requestId = crypto.randomUUID();
    const changed = { ...policy, description: "Protection of the storefront, reviewed." };
    const first = await client.organizationSecurityPolicies.patch({ securityPolicy: "storefront-edge", requestId, requestBody: changed });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({
      kind: "compute#operation",
      operationType: "patch",
      status: "PENDING",
      clientOperationId: requestId,
      targetId: policy.id,
    });

    // The client's own poll of the operation, then the read of the policy as it is now.
    const { done, seen } = await untilDone(first.data);
    expect(seen).toEqual(["PENDING", "RUNNING", "RUNNING"]);
    expect(done).toMatchObject({ name: first.data.name, status: "DONE", progress: 100 });
    expect(done.selfLink).toBe(`${simulator.url}/compute/v1/locations/global/operations/${first.data.name}`);
    const after = await stored("storefront-edge");
    expect(after.description).toBe("Protection of the storefront, reviewed.");
    expect(after.fingerprint).not.toBe(policy.fingerprint);

    // The client's retry with the same requestId answers the same operation, as it is now.
    const again = await client.organizationSecurityPolicies.patch({ securityPolicy: "storefront-edge", requestId, requestBody: changed });
    expect(again.data).toMatchObject({ name: first.data.name, status: "DONE", progress: 100, clientOperationId: requestId });
    expect(again.data.error).toBeUndefined();
    expect((await stored("storefront-edge")).fingerprint).toBe(after.fingerprint);

    expect(sent.map((request) => `${request.method} ${request.url.pathname.split("/").slice(5, 6)}`)).toEqual([
      "GET securityPolicies",
      "PATCH securityPolicies",
      "GET operations",
      "GET operations",
      "GET operations",
      "GET securityPolicies",
      "PATCH securityPolicies",
      "GET securityPolicies",
    ]);
    const request = sent[1];
    expect(request!.method).toBe("PATCH");
    expect(request!.url.pathname).toBe("/compute/v1/locations/global/securityPolicies/storefront-edge");
    expect(request!.url.searchParams.get("requestId")).toBe(requestId);
    expect(request!.headers.get("authorization")).toBe(`Bearer ${accessToken}`);
    // Its metrics header, under the client's own name: no contract holds it, and the simulator takes it as sent.
    expect(request!.headers.get("x-goog-api-client")).toMatch(/^gdcl\/\S+ gl-node\//);
    expect(request!.headers.get("user-agent")).toMatch(/\(gzip\)$/);
  });

  it("refuses a patch with a stale fingerprint with 412 conditionNotMet, and changes nothing", async () => {
    const policy = await stored("storefront-edge");
    await client.organizationSecurityPolicies.patch({
      securityPolicy: "storefront-edge",
      requestBody: { fingerprint: policy.fingerprint, description: "First change." },
    });
    const { status, data } = await failure(
      client.organizationSecurityPolicies.patch({
        securityPolicy: "storefront-edge",
        requestBody: { fingerprint: policy.fingerprint, description: "Second change." },
      }),
    );
    expect(status).toBe(412);
    expect(data?.error?.code).toBe(412);
    expect(data?.error?.errors?.map((error) => error.reason)).toEqual(["conditionNotMet"]);
    expect((await stored("storefront-edge")).description).toBe("First change.");
  });

  it("names a policy by its numeric id as well as by its name", async () => {
    const policy = await stored("game-network");
    const { data } = await client.organizationSecurityPolicies.patch({
      securityPolicy: policy.id!,
      requestBody: { fingerprint: policy.fingerprint, description: "Packets of the game servers." },
    });
    expect(data.targetId).toBe(policy.id);
    const changed = await stored("game-network");
    expect(changed.description).toBe("Packets of the game servers.");
    // The discovery document's form with the collection's name; the client escapes its slash.
    const prefixed = await client.organizationSecurityPolicies.patch({
      securityPolicy: `securityPolicies/${policy.id}`,
      requestBody: { fingerprint: changed.fingerprint, description: "Game servers." },
    });
    expect(prefixed.data.targetId).toBe(policy.id);
    expect(sent.at(-1)!.url.pathname).toBe(`/compute/v1/locations/global/securityPolicies/securityPolicies%2F${policy.id}`);
  });

  it("ends an operation DONE with its error when the patch breaks a rule of the policy", async () => {
    const policy = await stored("storefront-edge");
    const withoutDefault = policy.rules!.filter((rule) => rule.priority !== 2147483647);
    const { data } = await client.organizationSecurityPolicies.patch({
      securityPolicy: "storefront-edge",
      requestId: crypto.randomUUID(),
      requestBody: { fingerprint: policy.fingerprint, rules: withoutDefault },
    });
    expect(data.status).toBe("PENDING");
    const { done, seen } = await untilDone(data);
    expect(seen).toEqual(["PENDING", "RUNNING", "RUNNING"]);
    expect(done).toMatchObject({ status: "DONE", httpErrorStatusCode: 400, httpErrorMessage: "BAD_REQUEST" });
    expect(done.error?.errors?.map((error) => error.location)).toContain("rules");
    expect((await stored("storefront-edge")).fingerprint).toBe(policy.fingerprint);
  });

  it("deletes a policy; a second delete finds none", async () => {
    const requestId = crypto.randomUUID();
    const { data } = await client.organizationSecurityPolicies.delete({ securityPolicy: "assets-edge", requestId });
    expect(data).toMatchObject({ operationType: "delete", status: "PENDING", clientOperationId: requestId });
    await finishOperations();
    const retried = await client.organizationSecurityPolicies.delete({ securityPolicy: "assets-edge", requestId });
    expect(retried.data).toMatchObject({ name: data.name, status: "DONE" });
    expect((await failure(client.organizationSecurityPolicies.get({ securityPolicy: "assets-edge" }))).status).toBe(404);
    expect((await failure(client.organizationSecurityPolicies.delete({ securityPolicy: "assets-edge" }))).status).toBe(404);
  });

  it("pages the aggregated forwarding-rule list with pageToken until the last page", async () => {
    const names: string[] = [];
    const tokens: string[] = [];
    let pageToken: string | undefined;
    do {
      const { data } = await client.forwardingRules.aggregatedList({ project, maxResults: 3, pageToken, returnPartialSuccess: true });
      for (const scoped of Object.values(data.items ?? {})) names.push(...(scoped.forwardingRules ?? []).map((rule) => rule.name!));
      pageToken = data.nextPageToken ?? undefined;
      if (pageToken) tokens.push(pageToken);
    } while (pageToken);
    expect(tokens).toHaveLength(3);
    expect(names).toHaveLength(everyRule.length);
    expect(names.sort()).toEqual(everyRule);
    expect(sent.map((request) => request.url.searchParams.get("maxResults"))).toEqual(["3", "3", "3", "3"]);
    expect(sent.slice(1).map((request) => request.url.searchParams.get("pageToken"))).toEqual(tokens);
  });

  it("reports an unreachable scope through warning and unreachables with returnPartialSuccess", async () => {
    await simulator.control.command("unreachable", { scopes: ["regions/me-central2"] });
    const { data } = await client.forwardingRules.aggregatedList({ project, returnPartialSuccess: true });
    expect(data.unreachables).toEqual(["regions/me-central2"]);
    expect(data.items?.["regions/me-central2"]?.warning?.code).toBe("UNREACHABLE");
    expect((await failure(client.forwardingRules.aggregatedList({ project }))).status).toBe(400);
  });

  it("takes the standard parameters the service accepts on every method", async () => {
    const { data } = await client.forwardingRules.aggregatedList({
      project,
      prettyPrint: false,
      quotaUser: "tenant-4711",
      fields: "items,nextPageToken",
      alt: "json",
      "$.xgafv": "2",
    });
    expect(Object.keys(data)).toEqual(["items"]);
    expect(Object.keys(data.items ?? {})).toContain("global");
    expect(sent[0]!.url.searchParams.get("prettyPrint")).toBe("false");
    expect((await failure(client.forwardingRules.aggregatedList({ project, alt: "proto" }))).status).toBe(400);
  });

  it("answers only the fields a partial-answer selection names", async () => {
    const { data } = await client.forwardingRules.aggregatedList({
      project,
      maxResults: 3,
      fields: "items/*/forwardingRules(name,IPAddress),nextPageToken",
    });
    expect(Object.keys(data).sort()).toEqual(["items", "nextPageToken"]);
    // Scopes with only a warning have nothing selected and are left out.
    const rules = Object.values(data.items ?? {}).flatMap((scoped) => scoped.forwardingRules ?? []);
    expect(rules).toHaveLength(3);
    for (const rule of rules) expect(Object.keys(rule).sort()).toEqual(["IPAddress", "name"].filter((key) => key in rule));
    expect(rules.every((rule) => typeof rule.name === "string")).toBe(true);
    const { data: operation } = await client.organizationSecurityPolicies.delete({ securityPolicy: "assets-edge", fields: "name,status" });
    expect(Object.keys(operation).sort()).toEqual(["name", "status"]);
    expect((await failure(client.forwardingRules.aggregatedList({ project, fields: "items(forwardingRules" }))).status).toBe(400);
  });
});

describe("the official compute client against a simulator holding no policy: the application makes its own", () => {
  const simulator = useSimulator("compute", { seeds: { compute: { securityPolicies: [] } } });
  let client: compute_v1.Compute;
  beforeAll(() => {
    ({ client } = computeClientAt(simulator.url));
  });
  /** Polls an operation with the client's own get of its collection until DONE; the clock moves where an application would wait. */
  async function done(operation: compute_v1.Schema$Operation, poll: (name: string) => Promise<{ data: compute_v1.Schema$Operation }>) {
    while (operation.status !== "DONE") {
      await simulator.control.advanceClock(1_000);
      operation = (await poll(operation.name!)).data;
    }
    return operation;
  }
  const rules = [
    {
      description: "Block the scraper range.",
      priority: 1000,
      match: { versionedExpr: "SRC_IPS_V1", config: { srcIpRanges: ["203.0.113.0/24"] } },
      action: "deny(403)",
    },
    {
      description: "Default rule.",
      priority: 2147483647,
      match: { versionedExpr: "SRC_IPS_V1", config: { srcIpRanges: ["*"] } },
      action: "allow",
    },
  ];

  it("inserts an organization's policy, then runs the document's flow on it: read, patch with the fingerprint, stale 412, delete", async () => {
    const parentId = "organizations/123456789012";
    expect((await client.organizationSecurityPolicies.list({ parentId })).data.items ?? []).toEqual([]);
    const pollOrganization = (operation: string) => client.globalOrganizationOperations.get({ operation, parentId });
    const inserted = await client.organizationSecurityPolicies.insert({
      parentId,
      requestId: crypto.randomUUID(),
      requestBody: { shortName: "partner-storefronts", type: "CLOUD_GUARD", rules },
    });
    expect(inserted.data).toMatchObject({ operationType: "insert", status: "PENDING" });
    expect((await done(inserted.data, pollOrganization)).error).toBeUndefined();

    // Named by its number, as the service names an organization's policies; found by listing, as the command-line tool finds it.
    const [listed] = (await client.organizationSecurityPolicies.list({ parentId })).data.items!;
    expect(listed).toMatchObject({ name: inserted.data.targetId, shortName: "partner-storefronts", parent: parentId });
    const policy = (await client.organizationSecurityPolicies.get({ securityPolicy: listed!.name! })).data;
    const patched = await client.organizationSecurityPolicies.patch({
      securityPolicy: policy.name!,
      requestId: crypto.randomUUID(),
      requestBody: { ...policy, description: "Partner storefronts, reviewed." },
    });
    expect((await done(patched.data, pollOrganization)).error).toBeUndefined();
    expect((await client.organizationSecurityPolicies.get({ securityPolicy: policy.name! })).data.description).toBe(
      "Partner storefronts, reviewed.",
    );
    const stale = await failure(
      client.organizationSecurityPolicies.patch({ securityPolicy: policy.name!, requestBody: { fingerprint: policy.fingerprint } }),
    );
    expect(stale.status).toBe(412);
    const deleted = await client.organizationSecurityPolicies.delete({ securityPolicy: policy.name!, requestId: crypto.randomUUID() });
    expect(await done(deleted.data, pollOrganization)).toMatchObject({ operationType: "delete", status: "DONE" });
    expect((await failure(client.organizationSecurityPolicies.get({ securityPolicy: policy.name! }))).status).toBe(404);
  });

  it("does the same in a project's collection, polling the project's global operations", async () => {
    const project = "acme-sandbox";
    const pollProject = (operation: string) => client.globalOperations.get({ project, operation });
    const inserted = await client.securityPolicies.insert({
      project,
      requestId: crypto.randomUUID(),
      requestBody: { name: "checkout-edge", rules },
    });
    expect(inserted.data.selfLink).toBe(`${simulator.url}/compute/v1/projects/${project}/global/operations/${inserted.data.name}`);
    expect(await done(inserted.data, pollProject)).toMatchObject({ operationType: "insert", status: "DONE" });
    expect((await client.securityPolicies.list({ project })).data.items!.map((item) => item.name)).toEqual(["checkout-edge"]);

    const policy = (await client.securityPolicies.get({ project, securityPolicy: "checkout-edge" })).data;
    const patched = await client.securityPolicies.patch({
      project,
      securityPolicy: "checkout-edge",
      requestBody: { ...policy, description: "Protection of the checkout backend." },
    });
    expect((await done(patched.data, pollProject)).error).toBeUndefined();
    expect((await client.securityPolicies.get({ project, securityPolicy: "checkout-edge" })).data.fingerprint).not.toBe(policy.fingerprint);
    const stale = await failure(
      client.securityPolicies.patch({ project, securityPolicy: "checkout-edge", requestBody: { fingerprint: policy.fingerprint } }),
    );
    expect(stale.data?.error?.errors?.map((error) => error.reason)).toEqual(["conditionNotMet"]);
    await done((await client.securityPolicies.delete({ project, securityPolicy: "checkout-edge" })).data, pollProject);
    expect((await failure(client.securityPolicies.get({ project, securityPolicy: "checkout-edge" }))).status).toBe(404);
  });
});

describe("the official compute client against the Prism engine (calls that need no state)", () => {
  const server = useMockServer("compute");
  let client: compute_v1.Compute;
  beforeAll(() => {
    ({ client } = computeClientAt(server.url));
  });

  it("answers a patch with an operation", async () => {
    const { status, data } = await client.organizationSecurityPolicies.patch({
      securityPolicy: "storefront-edge",
      requestId: crypto.randomUUID(),
      requestBody: { fingerprint: "rX9WV0n7c6M=", description: "Protection of the storefront, reviewed." },
    });
    expect(status).toBe(200);
    expect(data).toMatchObject({ kind: "compute#operation", operationType: "patch" });
  });

  it("answers the get of a policy and of an operation from their examples", async () => {
    const { data: policy } = await client.organizationSecurityPolicies.get({ securityPolicy: "storefront-edge" });
    expect(policy.kind).toBe("compute#securityPolicy");
    const { data: operation } = await client.globalOrganizationOperations.get({
      operation: "operation-1716212345678-61a0c2f5e8d0b-3f2a9c1e-7d4b2a60",
    });
    expect(operation.kind).toBe("compute#operation");
  });

  it("answers a patch by numeric id and a delete with an operation", async () => {
    const patched = await client.organizationSecurityPolicies.patch({
      securityPolicy: "6250931479215834021",
      requestBody: { fingerprint: "rX9WV0n7c6M=" },
    });
    expect(patched.data.kind).toBe("compute#operation");
    const deleted = await client.organizationSecurityPolicies.delete({ securityPolicy: "storefront-edge", requestId: crypto.randomUUID() });
    expect(deleted.data).toMatchObject({ kind: "compute#operation", operationType: "delete" });
  });

  it("answers a page of the aggregated list, with the client's paging and standard parameters", async () => {
    const { data } = await client.forwardingRules.aggregatedList({
      project,
      maxResults: 3,
      pageToken: "Cg1wYWdlLTI",
      returnPartialSuccess: true,
      prettyPrint: false,
    });
    expect(data.kind).toBe("compute#forwardingRuleAggregatedList");
    expect(Object.keys(data.items ?? {}).length).toBeGreaterThan(0);
  });
});
