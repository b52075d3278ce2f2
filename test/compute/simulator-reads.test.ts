/**
 * What a compute client needs on the way to the document's flows, against the strict simulator:
 * the get of a policy and the read-modify-write loop it starts, the operation polled by name, by
 * id and by its selfLink until DONE, the list and delete of operations, fingerprints compared as
 * the bytes they encode, links on the address the client reached, and the discovery document at
 * both of its addresses.
 */
import { describe, expect, it } from "vitest";
import { toBase64, toBase64Url } from "../../src/contract/base64.js";
import { createComputeClient, type Operation, type OperationList, type SecurityPolicy } from "../../src/clients/compute.js";
import { createSimulator } from "../../src/simulator/in-process.js";
import { operationMilliseconds } from "../../src/simulator/services/compute/index.js";
import { useComputeSimulator } from "../support/compute.js";

const sim = useComputeSimulator();
const policyPath = "/locations/global/securityPolicies/{securityPolicy}" as const;
const operationPath = "/locations/global/operations/{operation}" as const;
const auth = { authorization: "Bearer ya29.test" };

const getPolicy = (securityPolicy: string) => sim.client.GET(policyPath, { params: { path: { securityPolicy } } });
const getOperation = (operation: string) => sim.client.GET(operationPath, { params: { path: { operation } } });
const listOperations = (query: { maxResults?: number; pageToken?: string; orderBy?: string; filter?: string } = {}) =>
  sim.client.GET("/locations/global/operations", { params: { query } });
/** A patch of the policy; the body is a policy read and changed, or the fields to change, with a fingerprint. */
const patch = (securityPolicy: string, body: SecurityPolicy) =>
  sim.client.PATCH(policyPath, { params: { path: { securityPolicy } }, body: { ...body, fingerprint: body.fingerprint! } });

/** Every string of a value that looks like a link. */
function links(value: unknown): string[] {
  if (typeof value === "string") return /^https?:\/\//.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(links);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(links);
  return [];
}

describe("the get of a security policy", () => {
  it("answers the policy as stored, with its current fingerprint, by name, by numeric id and by securityPolicies/<id>", async () => {
    const stored = await sim.control.command<SecurityPolicy>("policy", { name: "game-network" });
    const byName = await getPolicy("game-network");
    expect(byName.response.status).toBe(200);
    expect(byName.data).toEqual(stored);
    expect((await getPolicy(stored.id!)).data).toEqual(stored);
    expect((await getPolicy(`securityPolicies/${stored.id}`)).data).toEqual(stored);
    const missing = await getPolicy("no-such-policy");
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({ error: { code: 404, errors: [{ reason: "notFound" }] } });
  });

  it("lists the organization's policies by name, filtered, page by page, as the command-line tool does to find one by its name", async () => {
    const all = (
      await sim.client.GET("/locations/global/securityPolicies", { params: { query: { parentId: "organizations/123456789012" } } })
    ).data!;
    expect(all.kind).toBe("compute#securityPolicyList");
    expect(all.items!.map((policy) => policy.name)).toEqual(["assets-edge", "game-network", "mesh-orders", "storefront-edge"]);
    const edge = (
      await sim.client.GET("/locations/global/securityPolicies", { params: { query: { filter: 'type = "CLOUD_GUARD_EDGE"' } } })
    ).data!;
    expect(edge.items!.map((policy) => policy.name)).toEqual(["assets-edge"]);
    const names: string[] = [];
    let pageToken: string | undefined;
    do {
      const page = (await sim.client.GET("/locations/global/securityPolicies", { params: { query: { maxResults: 3, pageToken } } })).data!;
      names.push(...page.items!.map((policy) => policy.name!));
      pageToken = page.nextPageToken;
    } while (pageToken);
    expect(names).toEqual(all.items!.map((policy) => policy.name));
  });

  it("carries a read-modify-write loop: get, patch with the fingerprint read, poll the operation PENDING → RUNNING → DONE, get again", async () => {
    const { data: before } = await getPolicy("storefront-edge");
    const { data: started } = await patch("storefront-edge", { ...before!, description: "Reviewed in the loop." });
    expect(started).toMatchObject({ status: "PENDING", operationType: "patch", targetId: before!.id });
    const seen: string[] = [];
    let operation: Operation = started!;
    while (operation.status !== "DONE") {
      seen.push(operation.status!);
      await sim.control.advanceClock(1_000);
      operation = (await getOperation(operation.name!)).data!;
    }
    expect(seen).toEqual(["PENDING", "RUNNING", "RUNNING"]);
    expect(operation).toMatchObject({ status: "DONE", progress: 100, name: started!.name });
    expect(operation.error).toBeUndefined();
    const { data: after } = await getPolicy("storefront-edge");
    expect(after!.description).toBe("Reviewed in the loop.");
    expect(after!.fingerprint).not.toBe(before!.fingerprint);
    // The fingerprint read before the change is stale now.
    expect((await patch("storefront-edge", { ...before!, description: "Late." })).response.status).toBe(412);
  });
});

describe("fingerprints are bytes", () => {
  // Bytes whose base64 differs between the two alphabets (`+` and `/` against `-` and `_`) and needs padding.
  const bytes = Uint8Array.from([0xfb, 0xff, 0xbf, 0xfe, 0x3e, 0x7f, 0xf8]);
  const standard = toBase64(bytes);
  const urlSafe = toBase64Url(bytes);

  it.each([
    ["the standard alphabet, padded", standard],
    ["the URL-safe alphabet, unpadded", urlSafe],
    ["the URL-safe alphabet, padded", standard.replace(/\+/g, "-").replace(/\//g, "_")],
    ["the standard alphabet, unpadded", standard.replace(/=+$/, "")],
  ])("takes the current fingerprint written in %s", async (_how, written) => {
    expect(standard).toMatch(/[+/].*==$/);
    await sim.control.seed({ securityPolicies: [{ name: "lab-policy", type: "CLOUD_GUARD", fingerprint: standard }] });
    try {
      const { response, data } = await patch("lab-policy", { fingerprint: written, description: "Changed." });
      expect(response.status).toBe(200);
      expect(data!.status).toBe("PENDING");
    } finally {
      await sim.control.seed(undefined);
    }
  });

  it("refuses other bytes in either alphabet with 412", async () => {
    await sim.control.seed({ securityPolicies: [{ name: "lab-policy", type: "CLOUD_GUARD", fingerprint: standard }] });
    try {
      const other = Uint8Array.from(bytes, (byte, index) => (index === 0 ? byte ^ 1 : byte));
      for (const written of [toBase64(other), toBase64Url(other)])
        expect((await patch("lab-policy", { fingerprint: written })).response.status).toBe(412);
    } finally {
      await sim.control.seed(undefined);
    }
  });
});

describe("operations", () => {
  async function startTwo(): Promise<[Operation, Operation]> {
    const { data: first } = await patch("storefront-edge", {
      fingerprint: (await getPolicy("storefront-edge")).data!.fingerprint!,
      description: "First.",
    });
    await sim.control.advanceClock(10);
    const { data: second } = await sim.client.DELETE(policyPath, { params: { path: { securityPolicy: "assets-edge" } } });
    return [first!, second!];
  }

  it("reads an operation by its numeric id, and by following its selfLink", async () => {
    const [first] = await startTwo();
    expect((await getOperation(first.id!)).data).toMatchObject({ name: first.name, status: "PENDING" });
    await sim.control.advanceClock(operationMilliseconds.pending + operationMilliseconds.running);
    expect(first.selfLink).toBe(`${sim.url}/compute/v1/locations/global/operations/${first.name}`);
    const followed = await fetch(first.selfLink!, { headers: auth });
    expect(followed.status).toBe(200);
    expect(await followed.json()).toMatchObject({ name: first.name, status: "DONE" });
    expect((await getOperation("operation-that-never-was")).response.status).toBe(404);
  });

  it("lists operations by name or newest first, filtered, page by page", async () => {
    const [first, second] = await startTwo();
    const byName = (await listOperations()).data!;
    expect(byName).toMatchObject({ kind: "compute#operationList", selfLink: `${sim.url}/compute/v1/locations/global/operations` });
    expect(byName.items!.map((operation) => operation.name)).toEqual([first.name, second.name].sort());
    const newest = (await listOperations({ orderBy: "creationTimestamp desc" })).data!;
    expect(newest.items!.map((operation) => operation.name)).toEqual([second.name, first.name]);
    const deletes = (await listOperations({ filter: 'operationType = "delete"' })).data!;
    expect(deletes.items!.map((operation) => operation.name)).toEqual([second.name]);

    const pages: OperationList[] = [(await listOperations({ maxResults: 1 })).data!];
    while (pages.at(-1)!.nextPageToken) pages.push((await listOperations({ maxResults: 1, pageToken: pages.at(-1)!.nextPageToken })).data!);
    expect(pages.flatMap((page) => page.items!.map((operation) => operation.name))).toEqual(
      byName.items!.map((operation) => operation.name),
    );
    expect(pages).toHaveLength(2);

    expect((await listOperations({ orderBy: "status" })).response.status).toBe(400);
    expect((await listOperations({ filter: "nosuchfield = 1" })).response.status).toBe(400);
    expect(
      (await listOperations({ maxResults: 1, pageToken: pages[0]!.nextPageToken, orderBy: "creationTimestamp desc" })).response.status,
    ).toBe(400);
  });

  it("deletes an operation's record: the change stays, a read finds none", async () => {
    const [first] = await startTwo();
    const deleted = await sim.client.DELETE(operationPath, { params: { path: { operation: first.name! } } });
    expect(deleted.response.status).toBe(200);
    expect(deleted.data).toEqual({});
    expect(new URL(deleted.response.url).searchParams.has("requestId")).toBe(false);
    expect((await getOperation(first.name!)).response.status).toBe(404);
    expect((await sim.client.DELETE(operationPath, { params: { path: { operation: first.name! } } })).response.status).toBe(404);
    expect((await getPolicy("storefront-edge")).data!.description).toBe("First.");
  });
});

describe("links", () => {
  it("name the address the client reached, in every answer", async () => {
    const { data: policy } = await getPolicy("storefront-edge");
    const { data: operation } = await patch("storefront-edge", { ...policy!, description: "Links." });
    const { data: page } = await sim.list({ maxResults: 5 });
    const { data: operations } = await listOperations();
    const all = [policy, operation, page, operations].flatMap(links);
    expect(all.length).toBeGreaterThan(10);
    for (const link of all) expect(link.startsWith(`${sim.url}/compute/v1/`), link).toBe(true);
    expect(operation!.targetLink).toBe(policy!.selfLink);
  });

  it("follow the host name a client used for the loopback address", async () => {
    const localhost = sim.url.replace("127.0.0.1", "localhost");
    const client = createComputeClient({ baseUrl: localhost, auth: "ya29.test", retry: false });
    const { data } = await client.GET(policyPath, { params: { path: { securityPolicy: "storefront-edge" } } });
    expect(data!.selfLink).toBe(`${localhost}/compute/v1/locations/global/securityPolicies/storefront-edge`);
  });

  it("name the address an in-process simulator is reached at", async () => {
    const simulator = createSimulator({ apis: ["compute"], urls: { compute: "https://compute.test.example" } });
    const client = createComputeClient({ baseUrl: simulator.urls.compute!, auth: "ya29.test", retry: false, fetch: simulator.fetch });
    const { data } = await client.GET(policyPath, { params: { path: { securityPolicy: "storefront-edge" } } });
    expect(data!.selfLink).toBe("https://compute.test.example/compute/v1/locations/global/securityPolicies/storefront-edge");
  });
});

describe("the discovery document", () => {
  it.each(["/discovery/v1/apis/compute/v1/rest", "/$discovery/rest?version=v1"])(
    "is served at %s without credentials, rooted at the address reached",
    async (path) => {
      const answer = await fetch(`${sim.url}${path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
      const document = (await answer.json()) as {
        kind: string;
        rootUrl: string;
        servicePath: string;
        baseUrl: string;
        resources: Record<string, unknown>;
      };
      expect(document).toMatchObject({
        kind: "discovery#restDescription",
        name: "compute",
        version: "v1",
        rootUrl: `${sim.url}/`,
        servicePath: "compute/v1/",
        baseUrl: `${sim.url}/compute/v1/`,
      });
      expect(Object.keys(document.resources).sort()).toEqual([
        "forwardingRules",
        "globalOperations",
        "globalOrganizationOperations",
        "organizationSecurityPolicies",
        "securityPolicies",
      ]);
    },
  );

  it("answers HEAD, and refuses another version and another method in the service's error shape", async () => {
    expect((await fetch(`${sim.url}/discovery/v1/apis/compute/v1/rest`, { method: "HEAD" })).status).toBe(200);
    const beta = await fetch(`${sim.url}/$discovery/rest?version=beta`);
    expect(beta.status).toBe(404);
    expect(await beta.json()).toMatchObject({ error: { code: 404 } });
    expect((await fetch(`${sim.url}/discovery/v1/apis/compute/beta/rest`)).status).toBe(404);
    expect((await fetch(`${sim.url}/discovery/v1/apis/compute/v1/rest`, { method: "POST" })).status).toBe(404);
  });
});
