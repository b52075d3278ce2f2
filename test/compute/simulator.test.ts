/**
 * The simulated compute service through the typed client: seeds, patch and delete of security
 * policies with optimistic locking and request IDs, and operations that progress with the clock or
 * fail on the document's rules. The aggregated list and the migration are in compute-list.test.ts.
 * Strict mode and the contract guard check every answer (see useSimulator).
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createComputeClient, nilRequestId, newRequestId, type Operation, type SecurityPolicy, type SecurityPolicyRule } from "../../src/clients/compute.js";
import { applySeeds, parseSeeds } from "../../src/simulator/seeds.js";
import { operationMilliseconds } from "../../src/simulator/services/compute/index.js";
import { everyRule, names, project, scoped, sortedNames, useComputeSimulator } from "../support/compute.js";

const sim = useComputeSimulator();
const { list, walk } = sim;
const policyPath = "/locations/global/securityPolicies/{securityPolicy}" as const;
const defaultRule: SecurityPolicyRule = { description: "Default rule.", priority: 2147483647, match: { versionedExpr: "SRC_IPS_V1", config: { srcIpRanges: ["*"] } }, action: "allow" };

const policy = (name: string) => sim.control.command<SecurityPolicy>("policy", { name });
const operation = (name: string) => sim.control.command<Operation>("operation", { name });
const finish = () => sim.control.advanceClock(operationMilliseconds.pending + operationMilliseconds.running);

function patch(name: string, body: Omit<SecurityPolicy, "fingerprint"> & { fingerprint: string }, requestId = newRequestId()) {
  return sim.client.PATCH(policyPath, { params: { path: { securityPolicy: name }, query: { requestId } }, body });
}

function remove(name: string, requestId = newRequestId()) {
  return sim.client.DELETE(policyPath, { params: { path: { securityPolicy: name }, query: { requestId } } });
}

describe("seed data", () => {
  it("has a default set: policies of every type, a global scope and several regions, an empty one with its warning", async () => {
    const { securityPolicies } = await sim.control.command<{ securityPolicies: SecurityPolicy[] }>("policies");
    expect(securityPolicies.map((p) => p.type).sort()).toEqual(["CLOUD_GUARD", "CLOUD_GUARD_EDGE", "CLOUD_GUARD_INTERNAL_SERVICE", "CLOUD_GUARD_NETWORK"]);
    expect(securityPolicies.every((p) => p.fingerprint && p.rules!.some((r) => r.priority === 2147483647))).toBe(true);

    const { data } = await list({});
    expect(Object.keys(data!.items!)).toEqual(expect.arrayContaining(["global", "regions/us-central1", "regions/europe-west1", "regions/asia-northeast1", "regions/me-central2", "regions/us-east1"]));
    expect(data!.items!["regions/us-east1"]).toEqual({
      warning: { code: "NO_RESULTS_ON_PAGE", message: "There are no results for scope 'regions/us-east1' on this page.", data: [{ key: "scope", value: "regions/us-east1" }] },
    });
    expect(scoped(data!.items!["regions/us-central1"]).forwardingRules![0]!.region).toMatch(/\/projects\/acme-web-prod\/regions\/us-central1$/);
    expect(data!.nextPageToken).toBeUndefined();
    expect(sortedNames(await walk())).toEqual(everyRule);
  });

  it("is replaced by POST /__control/seed (reset goes back to it), and the default comes back with an empty seed", async () => {
    await sim.control.seed({
      user: "tester@acme.example",
      securityPolicies: [{ name: "lab-policy", type: "CLOUD_GUARD_EDGE", fingerprint: "AAAAAAAAAAA=" }],
      projects: { lab: { regions: ["us-west1"], forwardingRules: { "regions/us-west1": [{ name: "lab-http", IPProtocol: "TCP", portRange: "80", loadBalancingScheme: "EXTERNAL" }] } } },
    });
    const lab = await policy("lab-policy");
    expect(lab.rules).toEqual([expect.objectContaining({ priority: 2147483647, action: "allow" })]); // the default rule is added
    expect(names(await walk({ project: "lab" }))).toEqual(["lab-http"]);
    expect((await list({}, project)).response.status).toBe(404);

    const { data: op } = await patch("lab-policy", { fingerprint: "AAAAAAAAAAA=", description: "Lab" });
    expect(op!.user).toBe("tester@acme.example");
    await sim.control.reset();
    expect((await policy("lab-policy")).description).toBeUndefined();

    await sim.control.seed(undefined);
    expect(sortedNames(await walk())).toEqual(everyRule);
  });

  it("keeps the default for the parts a seed leaves out, and a reset forgets unreachable scopes", async () => {
    try {
      await sim.control.seed({ user: "tester@acme.example" });
      expect(sortedNames(await walk())).toEqual(everyRule);
      const { data: op } = await patch("assets-edge", { fingerprint: (await policy("assets-edge")).fingerprint!, description: "Seeded user" });
      expect(op!.user).toBe("tester@acme.example");
    } finally {
      await sim.control.seed(undefined);
    }
    await sim.control.command("unreachable", { scopes: ["regions/me-central2"] });
    expect((await list({})).response.status).toBe(400);
    await sim.control.reset();
    expect((await list({})).response.status).toBe(200);
  });

  it("loads from a JSON file of seeds by API, as --seed does", async () => {
    const folder = await mkdtemp(join(tmpdir(), "compute-seed-"));
    try {
      const file = join(folder, "seed.json");
      await writeFile(file, JSON.stringify({ compute: { projects: { "file-project": { forwardingRules: { global: [{ name: "from-file" }] } } } } }));
      applySeeds(sim.simulator.services, parseSeeds(await readFile(file, "utf8"), file));
      expect(names(await walk({ project: "file-project" }))).toEqual(["from-file"]);
    } finally {
      await rm(folder, { recursive: true, force: true });
      await sim.control.seed(undefined);
    }
  });

  it("refuses seed data that breaks the contract or the document, and keeps the state it had", async () => {
    await expect(sim.control.seed({ securityPolicies: [{ name: "Not RFC1035" }] })).rejects.toThrow(/securityPolicies\[0\]/);
    await expect(sim.control.seed({ securityPolicies: [{ name: "no-default", rules: [{ priority: 10, action: "allow" }] }] })).rejects.toThrow(/default rule/);
    await expect(sim.control.seed({ projects: { p: { forwardingRules: { "zones/x": [] } } } })).rejects.toThrow(/not a scope/);
    expect((await policy("storefront-edge")).name).toBe("storefront-edge");
  });
});

describe("patch and delete of security policies", () => {
  it("answers an operation that goes PENDING → RUNNING → DONE with the clock, echoing requestId; the change and a new fingerprint are made", async () => {
    const before = await policy("storefront-edge");
    const requestId = newRequestId();
    const { data: pending, response } = await patch("storefront-edge", { fingerprint: before.fingerprint!, description: "Revised after the load test." }, requestId);
    expect(response.status).toBe(200);
    expect(pending).toMatchObject({
      kind: "compute#operation",
      status: "PENDING",
      progress: 0,
      operationType: "patch",
      clientOperationId: requestId,
      targetId: before.id,
      targetLink: before.selfLink,
    });
    const after = await policy("storefront-edge");
    expect(after.description).toBe("Revised after the load test.");
    expect(after.fingerprint).not.toBe(before.fingerprint);
    expect(after.rules).toEqual(before.rules);

    const seen: Operation[] = [pending!];
    for (let step = 0; step < 6; step++) {
      await sim.control.advanceClock(operationMilliseconds.running / 4);
      seen.push(await operation(pending!.name!));
    }
    expect(seen.map((op) => op.status)).toEqual(["PENDING", "RUNNING", "RUNNING", "RUNNING", "RUNNING", "DONE", "DONE"]);
    const progress = seen.map((op) => op.progress!);
    expect(progress).toEqual([...progress].sort((a, b) => a - b)); // monotonic
    expect(new Set(progress.slice(1, 5)).size).toBe(4); // rising while it runs
    expect(seen.at(-1)).toMatchObject({ progress: 100, startTime: expect.any(String), endTime: expect.any(String) });
    expect(seen.at(-1)!.error).toBeUndefined();
  });

  it("changes only the fields sent: nested objects merge, lists are replaced", async () => {
    const before = await policy("storefront-edge");
    await patch("storefront-edge", { fingerprint: before.fingerprint!, advancedOptionsConfig: { logLevel: "VERBOSE" } });
    const middle = await policy("storefront-edge");
    await patch("storefront-edge", { fingerprint: middle.fingerprint!, advancedOptionsConfig: { userIpRequestHeaders: ["X-Real-IP"] }, rules: [defaultRule] });
    const after = await policy("storefront-edge");
    expect(after.advancedOptionsConfig).toEqual({ logLevel: "VERBOSE", userIpRequestHeaders: ["X-Real-IP"] });
    expect(after.rules).toEqual([{ kind: "compute#securityPolicyRule", ...defaultRule }]);
    expect(new Set([before.fingerprint, middle.fingerprint, after.fingerprint]).size).toBe(3);
  });

  it("accepts redirect and header actions on a CLOUD_GUARD policy", async () => {
    const { data } = await patch("storefront-edge", {
      fingerprint: "rX9WV0n7c6M=",
      rules: [
        { priority: 4000, match: { expr: { expression: "origin.region_code == 'AQ'" } }, action: "redirect", redirectOptions: { type: "VENDOR_CAPTCHA" } },
        { priority: 7000, match: { expr: { expression: "true" } }, action: "allow", headerAction: { requestHeadersToAdds: [{ headerName: "X-Edge", headerValue: "1" }] } },
        defaultRule,
      ],
    });
    await finish();
    expect((await operation(data!.name!)).error).toBeUndefined();
    expect((await policy("storefront-edge")).rules).toHaveLength(3);
  });

  it("refuses a stale fingerprint with 412 conditionNotMet and changes nothing", async () => {
    const before = await policy("storefront-edge");
    const { response, error } = await patch("storefront-edge", { fingerprint: "c3RhbGUhIQ==", description: "Never applied" });
    expect(response.status).toBe(412);
    expect(error).toMatchObject({ error: { code: 412, errors: [{ reason: "conditionNotMet", domain: "global" }] } });
    expect(await policy("storefront-edge")).toEqual(before);
  });

  it("lets one of two concurrent patches with the same fingerprint win; the other gets 412", async () => {
    const { fingerprint } = await policy("assets-edge");
    const answers = await Promise.all(["first", "second"].map((description) => patch("assets-edge", { fingerprint: fingerprint!, description })));
    expect(answers.map((answer) => answer.response.status).sort()).toEqual([200, 412]);
    const winner = answers.findIndex((answer) => answer.response.status === 200);
    expect((await policy("assets-edge")).description).toBe(["first", "second"][winner]);
  });

  it("ignores a repeat with the same requestId: the first operation as it is now, no second change (even with the now stale fingerprint)", async () => {
    const before = await policy("storefront-edge");
    const requestId = newRequestId();
    const body = { fingerprint: before.fingerprint!, description: "Once" };
    const { data: first } = await patch("storefront-edge", body, requestId);
    const changed = await policy("storefront-edge");
    await sim.control.advanceClock(operationMilliseconds.pending + 1);

    const { data: again, response } = await patch("storefront-edge", { ...body, description: "Twice" }, requestId.toUpperCase());
    expect(response.status).toBe(200);
    expect(again).toMatchObject({ name: first!.name, id: first!.id, clientOperationId: requestId, status: "RUNNING" });
    expect(await policy("storefront-edge")).toEqual(changed);
    await finish();
    expect((await patch("storefront-edge", body, requestId)).data).toMatchObject({ name: first!.name, status: "DONE", progress: 100 });
  });

  it("answers a retry of the client (same requestId after a lost answer) with the first operation", async () => {
    const before = await policy("storefront-edge");
    const attempts: string[] = [];
    let afterFirst: SecurityPolicy | undefined;
    const flaky = createComputeClient({
      baseUrl: sim.url,
      auth: "ya29.test",
      retry: { retries: 2, delayMs: () => 0 },
      fetch: async (request: Request) => {
        attempts.push(new URL(request.url).searchParams.get("requestId")!);
        const response = await fetch(request);
        if (attempts.length > 1) return response;
        // The change is made, but its answer is lost on the way back.
        await response.arrayBuffer();
        afterFirst = await policy("storefront-edge");
        return new Response(JSON.stringify({ error: { code: 503, message: "Connection reset" } }), { status: 503, headers: { "content-type": "application/json" } });
      },
    });
    const { data, response } = await flaky.PATCH(policyPath, { params: { path: { securityPolicy: "storefront-edge" } }, body: { fingerprint: before.fingerprint!, description: "Retried" } });
    expect(response.status).toBe(200);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toBe(attempts[1]);
    expect(data!.clientOperationId).toBe(attempts[0]);
    expect(afterFirst!.fingerprint).not.toBe(before.fingerprint);
    expect(await policy("storefront-edge")).toEqual(afterFirst);
  });

  it("refuses a requestId already used for another request", async () => {
    const requestId = newRequestId();
    const { fingerprint } = await policy("assets-edge");
    await patch("assets-edge", { fingerprint: fingerprint!, description: "x" }, requestId);
    const { response, error } = await remove("assets-edge", requestId);
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ error: { code: 400, errors: [{ reason: "invalid", location: "requestId" }] } });
    expect((await policy("assets-edge")).description).toBe("x");
  });

  it("refuses the all-zero requestId on DELETE (the contract's rule) and deletes nothing", async () => {
    const { response, error } = await remove("assets-edge", nilRequestId);
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ error: { code: 400, errors: [{ reason: "invalid" }] } });
    expect((await policy("assets-edge")).name).toBe("assets-edge");
  });

  it("refuses the all-zero requestId on PATCH with 400 and changes nothing", async () => {
    const before = await policy("assets-edge");
    const { response, error } = await patch("assets-edge", { fingerprint: before.fingerprint!, description: "x" }, nilRequestId);
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ error: { code: 400, errors: [{ reason: "invalid" }] } });
    expect(await policy("assets-edge")).toEqual(before);
  });

  it("deletes a policy with an operation; afterwards it is not found, and a repeat of the delete is answered with the first operation", async () => {
    const requestId = newRequestId();
    const { data: op } = await remove("mesh-orders", requestId);
    expect(op).toMatchObject({ operationType: "delete", status: "PENDING", clientOperationId: requestId });
    await expect(policy("mesh-orders")).rejects.toThrow(/no security policy/);
    await finish();
    expect((await remove("mesh-orders", requestId)).data).toMatchObject({ name: op!.name, status: "DONE" });

    const again = await remove("mesh-orders");
    expect(again.response.status).toBe(404);
    expect(again.error).toMatchObject({ error: { code: 404, errors: [{ reason: "notFound" }] } });
    expect((await patch("mesh-orders", { fingerprint: "AAAAAAAAAAA=" })).response.status).toBe(404);
  });

  it("answers 404 for a policy that does not exist", async () => {
    const { response, error } = await patch("no-such-policy", { fingerprint: "AAAAAAAAAAA=" });
    expect(response.status).toBe(404);
    expect(error).toMatchObject({ error: { errors: [{ reason: "notFound" }] } });
  });
});

describe("changes that break a rule of the document fail in their operation and change nothing", () => {
  const many = Array.from({ length: 200 }, (_, index): SecurityPolicyRule => ({ priority: index + 1, match: { expr: { expression: "true" } }, action: "deny(403)" }));
  const cases: [string, string, Omit<SecurityPolicy, "fingerprint">, string, number][] = [
    [
      "a redirect action on a CLOUD_GUARD_EDGE policy",
      "assets-edge",
      { rules: [{ priority: 10, match: { expr: { expression: "true" } }, action: "redirect", redirectOptions: { type: "VENDOR_CAPTCHA" } }, defaultRule] },
      "rules[0].action",
      400,
    ],
    [
      "a header action on a CLOUD_GUARD_EDGE policy",
      "assets-edge",
      { rules: [{ priority: 10, match: { expr: { expression: "true" } }, action: "allow", headerAction: { requestHeadersToAdds: [{ headerName: "X-A", headerValue: "1" }] } }, defaultRule] },
      "rules[0].headerAction",
      400,
    ],
    [
      "a redirect on exceeding on a CLOUD_GUARD_INTERNAL_SERVICE policy",
      "mesh-orders",
      {
        rules: [
          {
            priority: 10,
            match: { expr: { expression: "true" } },
            action: "throttle",
            rateLimitOptions: { rateLimitThreshold: { count: 5, intervalSec: 60 }, conformAction: "allow", exceedAction: "redirect", exceedRedirectOptions: { type: "VENDOR_CAPTCHA" } },
          },
          defaultRule,
        ],
      },
      "rules[0].rateLimitOptions.exceedAction",
      400,
    ],
    ["a captcha redirect site key on a CLOUD_GUARD_EDGE policy", "assets-edge", { captchaOptionsConfig: { redirectSiteKey: "6LcQ2b8pAAAA" } }, "captchaOptionsConfig.redirectSiteKey", 400],
    [
      "layer 7 adaptive protection on a CLOUD_GUARD_NETWORK policy",
      "game-network",
      { adaptiveProtectionConfig: { layer7DdosDefenseConfig: { enable: true } } },
      "adaptiveProtectionConfig.layer7DdosDefenseConfig",
      400,
    ],
    [
      "fairshare on a CLOUD_GUARD policy",
      "storefront-edge",
      {
        rules: [
          {
            priority: 10,
            match: { expr: { expression: "true" } },
            action: "fairshare",
            rateLimitOptions: { rateLimitThreshold: { count: 5, intervalSec: 60 }, conformAction: "allow", exceedAction: "deny(429)" },
          },
          defaultRule,
        ],
      },
      "rules[0].action",
      400,
    ],
    ["networkMatch on a CLOUD_GUARD policy", "storefront-edge", { rules: [{ priority: 10, networkMatch: { ipProtocols: ["udp"] }, action: "deny(403)" }, defaultRule] }, "rules[0].networkMatch", 400],
    ["user-defined fields on a CLOUD_GUARD_EDGE policy", "assets-edge", { userDefinedFields: [{ name: "flags", base: "TCP", offset: 13, size: 1 }] }, "userDefinedFields", 400],
    ["the default rule removed", "storefront-edge", { rules: [{ priority: 10, match: { expr: { expression: "true" } }, action: "allow" }] }, "rules", 400],
    ["the default rule's priority changed", "storefront-edge", { rules: [{ ...defaultRule, priority: 2147483000 }] }, "rules", 400],
    ["a default rule that does not match everything", "storefront-edge", { rules: [{ ...defaultRule, match: { expr: { expression: "request.path == '/'" } } }] }, "rules[0]", 400],
    ["two rules with one priority (two default rules)", "storefront-edge", { rules: [defaultRule, { ...defaultRule, action: "deny(403)" }] }, "rules[1].priority", 400],
    [
      "the same name for two user-defined fields",
      "game-network",
      {
        userDefinedFields: [
          { name: "f", base: "TCP", offset: 1, size: 1 },
          { name: "f", base: "UDP", offset: 1, size: 1 },
        ],
      },
      "userDefinedFields",
      400,
    ],
    ["the type changed (settable only at creation)", "storefront-edge", { type: "CLOUD_GUARD_EDGE" }, "type", 400],
    ["the name changed", "storefront-edge", { name: "storefront-new" }, "name", 400],
    ["labels set by a patch", "storefront-edge", { labels: { env: "prod" } }, "labels", 400],
    ["more rules than the quota", "storefront-edge", { rules: [...many, defaultRule] }, "", 403],
  ];

  it.each(cases)("%s", async (_title, name, changes, location, status) => {
    const before = await policy(name);
    const { data: op, response } = await patch(name, { ...changes, fingerprint: before.fingerprint! });
    expect(response.status).toBe(200);
    expect(op).toMatchObject({ status: "PENDING" });
    expect(op!.error).toBeUndefined(); // the failure shows once the operation is done
    expect(await policy(name)).toEqual(before);
    await finish();
    const done = await operation(op!.name!);
    expect(done).toMatchObject({ status: "DONE", progress: 100, httpErrorStatusCode: status, httpErrorMessage: status === 403 ? "FORBIDDEN" : "BAD_REQUEST" });
    const [first] = done.error!.errors!;
    if (status === 403) {
      expect(first).toMatchObject({ code: "QUOTA_EXCEEDED", errorDetails: expect.arrayContaining([{ quotaInfo: expect.objectContaining({ limit: 200 }) }]) });
    } else {
      expect(first).toMatchObject({ code: "INVALID_FIELD_VALUE", location, message: expect.any(String) });
    }
    expect(await policy(name)).toEqual(before);
  });
});
