/**
 * Security policies made through the API, against the strict simulator with the typed client: the
 * organization's insert (a name, or a short name only, `parentId` kept as the parent), a project's
 * collection (insert, get, list, patch, delete, its global operations), and one model behind the
 * seed and the API: a policy seeded and one inserted with the same fields read the same.
 */
import { afterEach, describe, expect, it } from "vitest";
import { newRequestId, type SecurityPolicy } from "../../src/clients/compute.js";
import { defaultRule, project, useComputeSimulator } from "../support/compute.js";

const sim = useComputeSimulator();
const { finish } = sim;

const orgPolicies = "/locations/global/securityPolicies" as const;
const projectPolicies = "/projects/{project}/global/securityPolicies" as const;
const projectPolicy = "/projects/{project}/global/securityPolicies/{securityPolicy}" as const;
const globalOperation = "/projects/{project}/global/operations/{operation}" as const;

const throttle = {
  description: "Throttle the checkout API per client address.",
  priority: 1000,
  match: { expr: { expression: "request.path.startsWith('/api/checkout')" } },
  action: "throttle",
  rateLimitOptions: {
    rateLimitThreshold: { count: 300, intervalSec: 60 },
    conformAction: "allow",
    exceedAction: "deny(429)",
    enforceOnKey: "IP",
  },
} as const;
const checkout: SecurityPolicy & { name: string } = {
  name: "checkout-edge",
  description: "Protection of the checkout backend.",
  type: "CLOUD_GUARD",
  rules: [throttle, defaultRule],
};

const insertInProject = (body: SecurityPolicy & { name: string }, requestId = newRequestId(), projectId = project) =>
  sim.client.POST(projectPolicies, { params: { path: { project: projectId }, query: { requestId } }, body });
const readInProject = (securityPolicy: string, projectId = project) =>
  sim.client.GET(projectPolicy, { params: { path: { project: projectId, securityPolicy } } });

describe("the organization's insert", () => {
  it("creates a policy named by its number from a short name, with the default rule and the parent given; the operation runs to DONE", async () => {
    const requestId = newRequestId();
    const { data: operation, response } = await sim.client.POST(orgPolicies, {
      params: { query: { parentId: "organizations/123456789012", requestId } },
      body: { shortName: "staging-storefronts", description: "Staging storefronts." },
    });
    expect(response.status).toBe(200);
    expect(operation).toMatchObject({ operationType: "insert", status: "PENDING", clientOperationId: requestId });
    const { data: created } = await sim.client.GET(`${orgPolicies}/{securityPolicy}`, {
      params: { path: { securityPolicy: operation!.targetId! } },
    });
    expect(created).toMatchObject({
      name: operation!.targetId,
      shortName: "staging-storefronts",
      type: "CLOUD_GUARD",
      parent: "organizations/123456789012",
      rules: [{ ...defaultRule, kind: "compute#securityPolicyRule" }],
      selfLink: operation!.targetLink,
    });
    await finish();
    const { data: done } = await sim.client.GET("/locations/global/operations/{operation}", {
      params: { path: { operation: operation!.name! } },
    });
    expect(done).toMatchObject({ status: "DONE", progress: 100 });
    // The client's retry with the same requestId answers the first operation and creates nothing more.
    const again = await sim.client.POST(orgPolicies, { params: { query: { requestId } }, body: { shortName: "staging-storefronts" } });
    expect(again.data).toMatchObject({ name: operation!.name, status: "DONE" });
    expect((await sim.client.GET(orgPolicies)).data!.items!.filter((policy) => policy.shortName === "staging-storefronts")).toHaveLength(1);
  });

  it("refuses a name or a short name already held with 409 alreadyExists, and a body with neither as invalid", async () => {
    const taken = await sim.client.POST(orgPolicies, { body: { name: "storefront-edge" } });
    expect(taken.response.status).toBe(409);
    expect(taken.error).toMatchObject({ error: { code: 409, errors: [{ reason: "alreadyExists" }] } });
    await sim.client.POST(orgPolicies, { body: { shortName: "partner-storefronts" } });
    expect((await sim.client.POST(orgPolicies, { body: { shortName: "partner-storefronts" } })).response.status).toBe(409);
    expect((await sim.client.POST(orgPolicies, { body: { description: "No name." } as never })).response.status).toBe(400);
  });

  it("creates nothing when the policy breaks a rule of the document: its operation ends DONE with the error", async () => {
    const before = (await sim.client.GET(orgPolicies)).data!.items!.length;
    const { data: operation } = await sim.client.POST(orgPolicies, {
      body: { name: "no-default", rules: [{ ...throttle, priority: 5 }] },
    });
    await finish();
    const { data: done } = await sim.client.GET("/locations/global/operations/{operation}", {
      params: { path: { operation: operation!.name! } },
    });
    expect(done).toMatchObject({ status: "DONE", httpErrorStatusCode: 400 });
    expect(done!.error!.errors!.map((error) => error.location)).toContain("rules");
    expect((await sim.client.GET(orgPolicies)).data!.items!).toHaveLength(before);
  });
});

describe("a project's security policies", () => {
  it("inserts, reads, lists, patches with the fingerprint and deletes, each operation polled at the project's global operations", async () => {
    const { data: inserted } = await insertInProject(checkout);
    expect(inserted!.selfLink).toBe(`${sim.url}/compute/v1/projects/${project}/global/operations/${inserted!.name}`);
    expect(inserted!.targetLink).toBe(`${sim.url}/compute/v1/projects/${project}/global/securityPolicies/checkout-edge`);
    const poll = (operation: string) => sim.client.GET(globalOperation, { params: { path: { project, operation } } });
    await finish();
    expect((await poll(inserted!.name!)).data).toMatchObject({ operationType: "insert", status: "DONE" });
    // Polled by its numeric id too, and only in its own collection.
    expect((await poll(inserted!.id!)).data!.name).toBe(inserted!.name);
    expect(
      (await sim.client.GET("/locations/global/operations/{operation}", { params: { path: { operation: inserted!.name! } } })).response
        .status,
    ).toBe(404);

    const { data: read } = await readInProject("checkout-edge");
    expect(read).toMatchObject({ name: "checkout-edge", type: "CLOUD_GUARD", rules: [{ priority: 1000 }, { priority: 2147483647 }] });
    const { data: listed } = await sim.client.GET(projectPolicies, {
      params: { path: { project }, query: { filter: 'name = "checkout-edge"' } },
    });
    expect(listed).toMatchObject({ id: `projects/${project}/global/securityPolicies`, items: [read] });
    // A project's policies are not the organization's.
    expect(
      (await sim.client.GET(`${orgPolicies}/{securityPolicy}`, { params: { path: { securityPolicy: "checkout-edge" } } })).response.status,
    ).toBe(404);

    const patch = (fingerprint: string) =>
      sim.client.PATCH(projectPolicy, {
        params: { path: { project, securityPolicy: "checkout-edge" }, query: { requestId: newRequestId() } },
        body: { ...read!, fingerprint, description: "Reviewed after the launch." },
      });
    expect((await patch(read!.fingerprint!)).data).toMatchObject({ operationType: "patch", targetId: read!.id });
    expect((await readInProject("checkout-edge")).data!.description).toBe("Reviewed after the launch.");
    const stale = await patch(read!.fingerprint!);
    expect(stale.response.status).toBe(412);
    expect(stale.error).toMatchObject({ error: { errors: [{ reason: "conditionNotMet" }] } });

    const removed = await sim.client.DELETE(projectPolicy, { params: { path: { project, securityPolicy: read!.id! } } });
    expect(removed.data).toMatchObject({ operationType: "delete", targetId: read!.id });
    expect((await readInProject("checkout-edge")).response.status).toBe(404);
  });

  it("refuses a second policy of one name (409), and answers 404 for a project that does not exist", async () => {
    await insertInProject(checkout);
    expect((await insertInProject(checkout)).response.status).toBe(409);
    // Another project's collection holds its own names.
    expect((await insertInProject(checkout, newRequestId(), "acme-sandbox")).response.status).toBe(200);
    const unknown = await insertInProject(checkout, newRequestId(), "no-such-project");
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toMatchObject({ error: { errors: [{ reason: "notFound" }] } });
    expect((await readInProject("checkout-edge", "no-such-project")).response.status).toBe(404);
    expect(
      (await sim.client.GET(globalOperation, { params: { path: { project, operation: "operation-that-never-was" } } })).response.status,
    ).toBe(404);
  });

  describe("one model behind the seed and the API", () => {
    afterEach(() => sim.control.seed());

    it("reads a seeded policy and an inserted one with the same fields alike, but for what the service makes (id, time, fingerprint, name)", async () => {
      await sim.control.seed({ projects: { [project]: { securityPolicies: [checkout] }, "acme-sandbox": {} } });
      await insertInProject(checkout, newRequestId(), "acme-sandbox");
      const seeded = (await readInProject("checkout-edge")).data!;
      const made = (await readInProject("checkout-edge", "acme-sandbox")).data!;
      /** A policy without what the service makes for each one, its project written out of its link. */
      const comparable = (policy: SecurityPolicy) => {
        const { id: _id, creationTimestamp: _time, fingerprint: _fingerprint, selfLink, ...rest } = policy;
        return { ...rest, selfLink: selfLink!.replace(/projects\/[^/]+/, "projects/<project>") };
      };
      expect(comparable(made)).toEqual(comparable(seeded));
      expect(seeded.fingerprint).toEqual(expect.any(String));
      // The control API shows both through the same command.
      expect(await sim.control.command("policy", { name: "checkout-edge", project: "acme-sandbox" })).toMatchObject({ id: made.id });
      expect(await sim.control.command("policies", { project })).toMatchObject({ securityPolicies: [{ id: seeded.id }] });
    });

    it("refuses a seeded project policy that breaks a rule of the document, naming where", async () => {
      const refused = await fetch(`${sim.url}/__control/seed`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ projects: { [project]: { securityPolicies: [{ name: "no-default", rules: [throttle] }] } } }),
      });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(`projects.${project}.securityPolicies[0]`);
    });
  });
});
