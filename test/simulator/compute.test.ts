/**
 * The simulated compute service through the typed client and the forwarding-rule iterator:
 * seeds, patch and delete with optimistic locking and request IDs, operations that progress with
 * the clock or fail on the document's rules, the aggregated list (paging, filters, order, partial
 * success, scopes) and the backend-bucket migration. Strict mode and the contract guard check
 * every answer.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createComputeClient,
  forwardingRules,
  nilRequestId,
  newRequestId,
  type ComputeClient,
  type ForwardingRule,
  type ForwardingRuleEntry,
  type ForwardingRulesOptions,
  type Operation,
  type paths,
  type SecurityPolicy,
  type SecurityPolicyRule,
} from "../../src/compute.js";
import { createControlClient, type ControlClient } from "../../src/simulator/control.js";
import { startSimulator, type RunningSimulator, type SimulatorViolation } from "../../src/simulator/engine.js";
import { applySeeds, parseSeeds } from "../../src/simulator/seeds.js";
import { operationMilliseconds } from "../../src/simulator/services/compute/index.js";

let simulator: RunningSimulator;
let control: ControlClient;
let client: ComputeClient;
const violations: SimulatorViolation[] = [];
const project = "acme-web-prod";
const policyPath = "/locations/global/securityPolicies/{securityPolicy}" as const;
const listPath = "/projects/{project}/aggregated/forwardingRules" as const;
const everyRule = ["apis1", "assets-http", "game-udp-partners", "game-udp-v6", "mesh-orders-canary", "orders-ilb", "payments-ilb", "reports-ilb", "storefront-https", "storefront-jp"];
const defaultRule: SecurityPolicyRule = { description: "Default rule.", priority: 2147483647, match: { versionedExpr: "SRC_IPS_V1", config: { srcIpRanges: ["*"] } }, action: "allow" };

beforeAll(async () => {
  simulator = await startSimulator({ apis: ["compute"], port: 0, strict: true, frozenClock: true, onViolation: (v) => violations.push(v) });
  control = createControlClient(simulator.urls.compute!);
  client = createComputeClient({ baseUrl: simulator.urls.compute!, auth: "ya29.test", retry: false });
});
afterAll(async () => {
  await simulator?.stop();
});
beforeEach(() => control.reset());
afterEach(() => {
  expect(violations).toEqual([]);
});

const policy = (name: string) => control.command<SecurityPolicy>("policy", { name });
const operation = (name: string) => control.command<Operation>("operation", { name });
const finish = () => control.advanceClock(operationMilliseconds.pending + operationMilliseconds.running);

function patch(name: string, body: Omit<SecurityPolicy, "fingerprint"> & { fingerprint: string }, requestId = newRequestId()) {
  return client.PATCH(policyPath, { params: { path: { securityPolicy: name }, query: { requestId } }, body });
}

function remove(name: string, requestId = newRequestId()) {
  return client.DELETE(policyPath, { params: { path: { securityPolicy: name }, query: { requestId } } });
}

async function walk(options: Omit<ForwardingRulesOptions, "project"> & { project?: string } = {}): Promise<ForwardingRuleEntry[]> {
  const entries: ForwardingRuleEntry[] = [];
  for await (const entry of forwardingRules(client, { project, ...options })) entries.push(entry);
  return entries;
}

/** A scope of a list page, either member read (the contract's type is a union of the two). */
const scoped = (scope: unknown) => scope as { forwardingRules?: ForwardingRule[]; warning?: { code?: string } };
/** The rule names in the order the walk met them. */
const names = (entries: ForwardingRuleEntry[]) => entries.flatMap((entry) => (entry.type === "rule" ? [entry.rule.name!] : []));
/** The same, sorted: on a page the rules come grouped by scope. */
const sortedNames = (entries: ForwardingRuleEntry[]) => names(entries).sort();

type ListQuery = NonNullable<paths[typeof listPath]["get"]["parameters"]["query"]>;

function list(query: ListQuery, projectId = project) {
  return client.GET(listPath, { params: { path: { project: projectId }, query } });
}

async function rule(name: string): Promise<ForwardingRule> {
  const entries = await walk({ filter: `name = "${name}"` });
  return (entries.find((entry) => entry.type === "rule") as { rule: ForwardingRule }).rule;
}

describe("seed data", () => {
  it("has a default set: policies of every type, a global scope and several regions, an empty one with its warning", async () => {
    const { securityPolicies } = await control.command<{ securityPolicies: SecurityPolicy[] }>("policies");
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
    await control.seed({
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
    await control.reset();
    expect((await policy("lab-policy")).description).toBeUndefined();

    await control.seed(undefined);
    expect(sortedNames(await walk())).toEqual(everyRule);
  });

  it("keeps the default for the parts a seed leaves out, and a reset forgets unreachable scopes", async () => {
    try {
      await control.seed({ user: "tester@acme.example" });
      expect(sortedNames(await walk())).toEqual(everyRule);
      const { data: op } = await patch("assets-edge", { fingerprint: (await policy("assets-edge")).fingerprint!, description: "Seeded user" });
      expect(op!.user).toBe("tester@acme.example");
    } finally {
      await control.seed(undefined);
    }
    await control.command("unreachable", { scopes: ["regions/me-central2"] });
    expect((await list({})).response.status).toBe(400);
    await control.reset();
    expect((await list({})).response.status).toBe(200);
  });

  it("loads from a JSON file of seeds by API, as --seed does", async () => {
    const folder = await mkdtemp(join(tmpdir(), "compute-seed-"));
    try {
      const file = join(folder, "seed.json");
      await writeFile(file, JSON.stringify({ compute: { projects: { "file-project": { forwardingRules: { global: [{ name: "from-file" }] } } } } }));
      applySeeds(simulator.services, parseSeeds(await readFile(file, "utf8"), file));
      expect(names(await walk({ project: "file-project" }))).toEqual(["from-file"]);
    } finally {
      await rm(folder, { recursive: true, force: true });
      await control.seed(undefined);
    }
  });

  it("refuses seed data that breaks the contract or the document, and keeps the state it had", async () => {
    await expect(control.seed({ securityPolicies: [{ name: "Not RFC1035" }] })).rejects.toThrow(/securityPolicies\[0\]/);
    await expect(control.seed({ securityPolicies: [{ name: "no-default", rules: [{ priority: 10, action: "allow" }] }] })).rejects.toThrow(/default rule/);
    await expect(control.seed({ projects: { p: { forwardingRules: { "zones/x": [] } } } })).rejects.toThrow(/not a scope/);
    expect((await policy("storefront-edge")).name).toBe("storefront-edge");
  });
});

describe("patch and delete of security policies", () => {
  it("answers an operation that goes PENDING → RUNNING → DONE with the clock, echoing requestId; the change and a new fingerprint are made", async () => {
    const before = await policy("storefront-edge");
    const requestId = newRequestId();
    const { data: pending, response } = await patch("storefront-edge", { fingerprint: before.fingerprint!, description: "Revised after the load test." }, requestId);
    expect(response.status).toBe(200);
    expect(pending).toMatchObject({ kind: "compute#operation", status: "PENDING", progress: 0, operationType: "patch", clientOperationId: requestId, targetId: before.id, targetLink: before.selfLink });
    const after = await policy("storefront-edge");
    expect(after.description).toBe("Revised after the load test.");
    expect(after.fingerprint).not.toBe(before.fingerprint);
    expect(after.rules).toEqual(before.rules);

    const seen: Operation[] = [pending!];
    for (let step = 0; step < 6; step++) {
      await control.advanceClock(operationMilliseconds.running / 4);
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
    await control.advanceClock(operationMilliseconds.pending + 1);

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
      baseUrl: simulator.urls.compute!,
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
    ["a redirect action on a CLOUD_GUARD_EDGE policy", "assets-edge", { rules: [{ priority: 10, match: { expr: { expression: "true" } }, action: "redirect", redirectOptions: { type: "VENDOR_CAPTCHA" } }, defaultRule] }, "rules[0].action", 400],
    ["a header action on a CLOUD_GUARD_EDGE policy", "assets-edge", { rules: [{ priority: 10, match: { expr: { expression: "true" } }, action: "allow", headerAction: { requestHeadersToAdds: [{ headerName: "X-A", headerValue: "1" }] } }, defaultRule] }, "rules[0].headerAction", 400],
    ["a redirect on exceeding on a CLOUD_GUARD_INTERNAL_SERVICE policy", "mesh-orders", { rules: [{ priority: 10, match: { expr: { expression: "true" } }, action: "throttle", rateLimitOptions: { rateLimitThreshold: { count: 5, intervalSec: 60 }, conformAction: "allow", exceedAction: "redirect", exceedRedirectOptions: { type: "VENDOR_CAPTCHA" } } }, defaultRule] }, "rules[0].rateLimitOptions.exceedAction", 400],
    ["a captcha redirect site key on a CLOUD_GUARD_EDGE policy", "assets-edge", { captchaOptionsConfig: { redirectSiteKey: "6LcQ2b8pAAAA" } }, "captchaOptionsConfig.redirectSiteKey", 400],
    ["layer 7 adaptive protection on a CLOUD_GUARD_NETWORK policy", "game-network", { adaptiveProtectionConfig: { layer7DdosDefenseConfig: { enable: true } } }, "adaptiveProtectionConfig.layer7DdosDefenseConfig", 400],
    ["fairshare on a CLOUD_GUARD policy", "storefront-edge", { rules: [{ priority: 10, match: { expr: { expression: "true" } }, action: "fairshare", rateLimitOptions: { rateLimitThreshold: { count: 5, intervalSec: 60 }, conformAction: "allow", exceedAction: "deny(429)" } }, defaultRule] }, "rules[0].action", 400],
    ["networkMatch on a CLOUD_GUARD policy", "storefront-edge", { rules: [{ priority: 10, networkMatch: { ipProtocols: ["udp"] }, action: "deny(403)" }, defaultRule] }, "rules[0].networkMatch", 400],
    ["user-defined fields on a CLOUD_GUARD_EDGE policy", "assets-edge", { userDefinedFields: [{ name: "flags", base: "TCP", offset: 13, size: 1 }] }, "userDefinedFields", 400],
    ["the default rule removed", "storefront-edge", { rules: [{ priority: 10, match: { expr: { expression: "true" } }, action: "allow" }] }, "rules", 400],
    ["the default rule's priority changed", "storefront-edge", { rules: [{ ...defaultRule, priority: 2147483000 }] }, "rules", 400],
    ["a default rule that does not match everything", "storefront-edge", { rules: [{ ...defaultRule, match: { expr: { expression: "request.path == '/'" } } }] }, "rules[0]", 400],
    ["two rules with one priority (two default rules)", "storefront-edge", { rules: [defaultRule, { ...defaultRule, action: "deny(403)" }] }, "rules[1].priority", 400],
    ["the same name for two user-defined fields", "game-network", { userDefinedFields: [{ name: "f", base: "TCP", offset: 1, size: 1 }, { name: "f", base: "UDP", offset: 1, size: 1 }] }, "userDefinedFields", 400],
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

describe("the aggregated list of forwarding rules", () => {
  it("pages with maxResults and pageToken, visiting every rule exactly once (through the iterator)", async () => {
    let pages = 0;
    const counting = createComputeClient({ baseUrl: simulator.urls.compute!, auth: "t", fetch: (request: Request) => (pages++, fetch(request)) });
    const entries: ForwardingRuleEntry[] = [];
    for await (const entry of forwardingRules(counting, { project, maxResults: 3 })) entries.push(entry);
    expect(pages).toBe(4);
    expect(names(entries)).toHaveLength(everyRule.length);
    expect(sortedNames(entries)).toEqual(everyRule);
    // Scopes without results on a page carry the warning, on every page.
    const warned = entries.filter((entry) => entry.type === "warning" && entry.scope === "regions/us-east1");
    expect(warned).toHaveLength(4);
  });

  it("orders by name by default and by creation time, newest first", async () => {
    expect(names(await walk({ maxResults: 1 }))).toEqual(everyRule);
    const newest = (await walk({ maxResults: 2, orderBy: "creationTimestamp desc" })).flatMap((entry) => (entry.type === "rule" ? [entry.rule] : []));
    expect(newest.map((r) => r.name)).toHaveLength(everyRule.length);
    const times = newest.map((r) => Date.parse(r.creationTimestamp!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(newest[0]!.name).toBe("storefront-jp");
    const { response, error } = await list({ orderBy: "IPAddress" });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ error: { errors: [{ reason: "invalid", location: "orderBy" }] } });
  });

  const filters: [string, string[]][] = [
    // AIP-160 style
    ['name = "orders-ilb"', ["orders-ilb"]],
    ['name = "game-*"', ["game-udp-partners", "game-udp-v6"]],
    ['name != "apis1"', everyRule.filter((n) => n !== "apis1")],
    ['loadBalancingScheme = "INTERNAL"', ["orders-ilb", "payments-ilb", "reports-ilb"]],
    ['region : "europe-west1"', ["game-udp-partners", "game-udp-v6"]],
    ['region = "*/regions/us-central1"', ["orders-ilb", "payments-ilb"]],
    ['(loadBalancingScheme = "EXTERNAL") (IPProtocol = "UDP")', ["game-udp-partners", "game-udp-v6"]],
    ['(loadBalancingScheme = INTERNAL) AND (region : "us-central1")', ["orders-ilb", "payments-ilb"]],
    ['(networkTier = "STANDARD") OR (ipVersion = "IPV6")', ["game-udp-partners", "game-udp-v6", "storefront-jp"]],
    ["allowGlobalAccess = true", ["orders-ilb"]],
    ['creationTimestamp > "2024-04-01T00:00:00Z"', ["game-udp-partners", "game-udp-v6", "payments-ilb", "storefront-jp"]],
    ['metadataFilters.filterLabels.value = "canary"', ["mesh-orders-canary"]],
    ["sourceIpRanges : *", ["game-udp-partners"]],
    // regular-expression style
    ["name eq game-.*", ["game-udp-partners", "game-udp-v6"]],
    ["name eq 'orders-ilb'", ["orders-ilb"]],
    ['region eq ".*/regions/us-central1"', ["orders-ilb", "payments-ilb"]],
    ["IPProtocol eq UDP", ["game-udp-partners", "game-udp-v6"]],
    ["loadBalancingScheme ne EXTERNAL.*", ["apis1", "mesh-orders-canary", "orders-ilb", "payments-ilb", "reports-ilb"]],
    ["(name eq .*-ilb) (name ne orders.*)", ["payments-ilb", "reports-ilb"]],
  ];

  it.each(filters)("filters %s", async (filter, expected) => {
    expect(sortedNames(await walk({ filter }))).toEqual(expected);
  });

  it("walks several pages of a filtered list", async () => {
    const entries = await walk({ filter: "loadBalancingScheme ne EXTERNAL.*", maxResults: 2, orderBy: "creationTimestamp desc" });
    expect(sortedNames(entries)).toEqual(["apis1", "mesh-orders-canary", "orders-ilb", "payments-ilb", "reports-ilb"]);
  });

  it.each([
    ['(name eq game-.*) (IPProtocol = "UDP")', /mixes the regular-expression style/],
    ["(name eq game-.*) (IPProtocol eq UDP)", /several fields cannot be combined/],
    ['colour = "red"', /not a field of a forwarding rule/],
    ["name", /not an expression/],
    ['(name = "a"', /not closed/],
    ['(name = "a") IPProtocol = "UDP"', /each put in parentheses/],
    ["name eq (", /not a regular expression/],
  ])("refuses the filter %s with a clear 400", async (filter, message) => {
    const { response, error } = await list({ filter });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ error: { code: 400, message: expect.stringMatching(message), errors: [{ reason: "invalid", location: "filter" }] } });
  });

  it("refuses a page size over 500, a foreign page token and a token of another query", async () => {
    expect((await list({ maxResults: 501 })).response.status).toBe(400);
    expect((await list({ pageToken: "CjQKEhIQcmVnaW9ucy91cy1lYXN0MQ==" })).response.status).toBe(400);
    const { data } = await list({ maxResults: 2 });
    const { response, error } = await list({ maxResults: 2, pageToken: data!.nextPageToken, orderBy: "creationTimestamp desc" });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ error: { errors: [{ location: "pageToken" }] } });
  });

  it("answers 404 for a project that does not exist, and warnings only for a project without rules", async () => {
    const missing = await list({}, "no-such-project");
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({ error: { errors: [{ reason: "notFound" }] } });
    const { data } = await list({}, "acme-sandbox");
    expect(Object.values(data!.items!).map((scope) => scoped(scope).warning?.code)).toEqual(["NO_RESULTS_ON_PAGE", "NO_RESULTS_ON_PAGE"]);
  });

  it("includes every visible scope (zones too) with includeAllScopes", async () => {
    const { data: some } = await list({});
    expect(Object.keys(some!.items!).some((scope) => scope.startsWith("zones/"))).toBe(false);
    const { data: all } = await list({ includeAllScopes: true });
    expect(all!.items!["zones/us-central1-a"]).toEqual({ warning: expect.objectContaining({ code: "NO_RESULTS_ON_PAGE" }) });
    expect(Object.keys(all!.items!).filter((scope) => scope.startsWith("zones/"))).toEqual(["zones/europe-west1-b", "zones/us-central1-a", "zones/us-central1-b"]);
  });

  it("reports a scope made unreachable in unreachables and a warning with returnPartialSuccess, and fails the list without it", async () => {
    await control.command("unreachable", { scopes: ["regions/me-central2"] });
    const { data } = await list({ returnPartialSuccess: true });
    expect(data!.unreachables).toEqual(["regions/me-central2"]);
    expect(data!.items!["regions/me-central2"]).toEqual({ warning: expect.objectContaining({ code: "UNREACHABLE", data: [{ key: "scope", value: "regions/me-central2" }] }) });

    const entries = await walk({ maxResults: 4 }); // the iterator asks for partial success
    expect(sortedNames(entries)).toEqual(everyRule.filter((n) => n !== "reports-ilb"));
    expect(entries.filter((entry) => entry.type === "unreachable")).toEqual([{ type: "unreachable", scope: "regions/me-central2" }]);

    const failed = await list({});
    expect(failed.response.status).toBe(400);
    expect(failed.error).toMatchObject({ error: { message: expect.stringContaining("regions/me-central2") } });

    // A zone matters only when zones are listed.
    await control.command("unreachable", { scopes: ["zones/us-central1-a"] });
    expect((await list({})).response.status).toBe(200);
    expect((await list({ includeAllScopes: true, returnPartialSuccess: true })).data!.unreachables).toEqual(["zones/us-central1-a"]);
    await control.command("unreachable", { scopes: [] });
    expect(sortedNames(await walk())).toEqual(everyRule);
  });
});

describe("backend-bucket migration of a forwarding rule (control command migrate)", () => {
  const step = (body: Record<string, unknown>) => control.command<ForwardingRule>("migrate", { project, rule: "assets-http", ...body });

  it("goes PREPARE → TEST_BY_PERCENTAGE → TEST_ALL_TRAFFIC → EXTERNAL_MANAGED and rolls back in reverse order", async () => {
    const start = await rule("assets-http");
    expect(start.externalManagedBackendBucketMigrationState).toBeUndefined();
    const prints = [start.fingerprint];
    const expectRule = async (fields: Partial<ForwardingRule>) => {
      const now = await rule("assets-http");
      expect(now).toMatchObject(fields);
      prints.push(now.fingerprint);
    };

    await step({ state: "PREPARE" });
    await expectRule({ externalManagedBackendBucketMigrationState: "PREPARE", loadBalancingScheme: "EXTERNAL" });
    expect(names(await walk({ filter: 'externalManagedBackendBucketMigrationState = "PREPARE"' }))).toEqual(["assets-http"]);
    await step({ state: "TEST_BY_PERCENTAGE", testingPercentage: 25 });
    await expectRule({ externalManagedBackendBucketMigrationState: "TEST_BY_PERCENTAGE", externalManagedBackendBucketMigrationTestingPercentage: 25 });
    await step({ testingPercentage: 50 });
    await expectRule({ externalManagedBackendBucketMigrationTestingPercentage: 50 });
    await step({ state: "TEST_ALL_TRAFFIC" });
    await expectRule({ externalManagedBackendBucketMigrationState: "TEST_ALL_TRAFFIC" });
    expect((await rule("assets-http")).externalManagedBackendBucketMigrationTestingPercentage).toBeUndefined();
    expect(names(await walk({ filter: "externalManagedBackendBucketMigrationState eq TEST_.*" }))).toEqual(["assets-http"]);
    await step({ state: null, loadBalancingScheme: "EXTERNAL_MANAGED" });
    await expectRule({ loadBalancingScheme: "EXTERNAL_MANAGED" });
    expect((await rule("assets-http")).externalManagedBackendBucketMigrationState).toBeUndefined();

    // Roll back: the scheme goes back together with TEST_ALL_TRAFFIC, then the states in reverse.
    await step({ state: "TEST_ALL_TRAFFIC", loadBalancingScheme: "EXTERNAL" });
    await expectRule({ externalManagedBackendBucketMigrationState: "TEST_ALL_TRAFFIC", loadBalancingScheme: "EXTERNAL" });
    await step({ state: "TEST_BY_PERCENTAGE", testingPercentage: 10 });
    await step({ state: "PREPARE" });
    await expectRule({ externalManagedBackendBucketMigrationState: "PREPARE" });
    expect(new Set(prints).size).toBe(prints.length); // every step changed the fingerprint
  });

  it.each([
    ["a start anywhere but PREPARE", [], { state: "TEST_ALL_TRAFFIC" }, /not a step of the document's table/],
    ["skipping to the percentage", [], { state: "TEST_BY_PERCENTAGE", testingPercentage: 5 }, /not a step/],
    ["the scheme change before TEST_ALL_TRAFFIC", [{ state: "PREPARE" }], { state: null, loadBalancingScheme: "EXTERNAL_MANAGED" }, /not a step/],
    ["the scheme change from TEST_BY_PERCENTAGE", [{ state: "PREPARE" }, { state: "TEST_BY_PERCENTAGE", testingPercentage: 5 }], { state: null, loadBalancingScheme: "EXTERNAL_MANAGED" }, /not a step/],
    ["leaving PREPARE for no state", [{ state: "PREPARE" }], { state: null }, /not a step/],
    ["TEST_BY_PERCENTAGE without a percentage", [{ state: "PREPARE" }], { state: "TEST_BY_PERCENTAGE" }, /needs testingPercentage/],
    ["a percentage over 100", [{ state: "PREPARE" }], { state: "TEST_BY_PERCENTAGE", testingPercentage: 150 }, /from 0 to 100/],
    ["a percentage in another state", [{ state: "PREPARE" }], { state: "TEST_ALL_TRAFFIC", testingPercentage: 5 }, /only for the state TEST_BY_PERCENTAGE/],
    ["a stale fingerprint", [], { state: "PREPARE", fingerprint: "c3RhbGUhIQ==" }, /conditionNotMet/],
  ] as const)("refuses %s and changes nothing", async (_title, before, body, message) => {
    for (const earlier of before) await step(earlier);
    const current = await rule("assets-http");
    await expect(step(body)).rejects.toThrow(message);
    expect(await rule("assets-http")).toEqual(current);
  });

  it("refuses to start a migration of a rule that is not EXTERNAL, and names unknown rules", async () => {
    await expect(control.command("migrate", { project, rule: "storefront-https", state: "PREPARE" })).rejects.toThrow(/not a step/);
    await expect(control.command("migrate", { project, rule: "nope", state: "PREPARE" })).rejects.toThrow(/no forwarding rule nope/);
  });
});
