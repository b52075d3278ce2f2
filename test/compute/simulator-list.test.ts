/**
 * The simulated compute service's aggregated list of forwarding rules, through the typed client
 * and the forwarding-rule iterator (paging, filters, order, partial success, scopes), and the
 * backend-bucket migration of a rule. Strict mode and the contract guard check every answer.
 */
import { describe, expect, it } from "vitest";
import { createComputeClient, forwardingRules, type ForwardingRule, type ForwardingRuleEntry } from "../../src/clients/compute.js";
import { everyRule, names, project, scoped, sortedNames, useComputeSimulator } from "../support/compute.js";

const sim = useComputeSimulator();
const { list, rule, walk } = sim;

describe("the aggregated list of forwarding rules", () => {
  it("pages with maxResults and pageToken, visiting every rule exactly once (through the iterator)", async () => {
    let pages = 0;
    const counting = createComputeClient({ baseUrl: sim.url, auth: "t", fetch: (request: Request) => (pages++, fetch(request)) });
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
    const newest = (await walk({ maxResults: 2, orderBy: "creationTimestamp desc" })).flatMap((entry) =>
      entry.type === "rule" ? [entry.rule] : [],
    );
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
    expect(error).toMatchObject({
      error: { code: 400, message: expect.stringMatching(message), errors: [{ reason: "invalid", location: "filter" }] },
    });
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
    expect(Object.keys(all!.items!).filter((scope) => scope.startsWith("zones/"))).toEqual([
      "zones/europe-west1-b",
      "zones/us-central1-a",
      "zones/us-central1-b",
    ]);
  });

  it("reports a scope made unreachable in unreachables and a warning with returnPartialSuccess, and fails the list without it", async () => {
    await sim.control.command("unreachable", { scopes: ["regions/me-central2"] });
    const { data } = await list({ returnPartialSuccess: true });
    expect(data!.unreachables).toEqual(["regions/me-central2"]);
    expect(data!.items!["regions/me-central2"]).toEqual({
      warning: expect.objectContaining({ code: "UNREACHABLE", data: [{ key: "scope", value: "regions/me-central2" }] }),
    });

    const entries = await walk({ maxResults: 4 }); // the iterator asks for partial success
    expect(sortedNames(entries)).toEqual(everyRule.filter((n) => n !== "reports-ilb"));
    expect(entries.filter((entry) => entry.type === "unreachable")).toEqual([{ type: "unreachable", scope: "regions/me-central2" }]);

    const failed = await list({});
    expect(failed.response.status).toBe(400);
    expect(failed.error).toMatchObject({ error: { message: expect.stringContaining("regions/me-central2") } });

    // A zone matters only when zones are listed.
    await sim.control.command("unreachable", { scopes: ["zones/us-central1-a"] });
    expect((await list({})).response.status).toBe(200);
    expect((await list({ includeAllScopes: true, returnPartialSuccess: true })).data!.unreachables).toEqual(["zones/us-central1-a"]);
    await sim.control.command("unreachable", { scopes: [] });
    expect(sortedNames(await walk())).toEqual(everyRule);
  });
});

describe("backend-bucket migration of a forwarding rule (control command migrate)", () => {
  const step = (body: Record<string, unknown>) => sim.control.command<ForwardingRule>("migrate", { project, rule: "assets-http", ...body });

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
    await expectRule({
      externalManagedBackendBucketMigrationState: "TEST_BY_PERCENTAGE",
      externalManagedBackendBucketMigrationTestingPercentage: 25,
    });
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
    [
      "the scheme change before TEST_ALL_TRAFFIC",
      [{ state: "PREPARE" }],
      { state: null, loadBalancingScheme: "EXTERNAL_MANAGED" },
      /not a step/,
    ],
    [
      "the scheme change from TEST_BY_PERCENTAGE",
      [{ state: "PREPARE" }, { state: "TEST_BY_PERCENTAGE", testingPercentage: 5 }],
      { state: null, loadBalancingScheme: "EXTERNAL_MANAGED" },
      /not a step/,
    ],
    ["leaving PREPARE for no state", [{ state: "PREPARE" }], { state: null }, /not a step/],
    ["TEST_BY_PERCENTAGE without a percentage", [{ state: "PREPARE" }], { state: "TEST_BY_PERCENTAGE" }, /needs testingPercentage/],
    ["a percentage over 100", [{ state: "PREPARE" }], { state: "TEST_BY_PERCENTAGE", testingPercentage: 150 }, /from 0 to 100/],
    [
      "a percentage in another state",
      [{ state: "PREPARE" }],
      { state: "TEST_ALL_TRAFFIC", testingPercentage: 5 },
      /only for the state TEST_BY_PERCENTAGE/,
    ],
    ["a stale fingerprint", [], { state: "PREPARE", fingerprint: "c3RhbGUhIQ==" }, /conditionNotMet/],
  ] as const)("refuses %s and changes nothing", async (_title, before, body, message) => {
    for (const earlier of before) await step(earlier);
    const current = await rule("assets-http");
    await expect(step(body)).rejects.toThrow(message);
    expect(await rule("assets-http")).toEqual(current);
  });

  it("refuses to start a migration of a rule that is not EXTERNAL, and names unknown rules", async () => {
    await expect(sim.control.command("migrate", { project, rule: "storefront-https", state: "PREPARE" })).rejects.toThrow(/not a step/);
    await expect(sim.control.command("migrate", { project, rule: "nope", state: "PREPARE" })).rejects.toThrow(/no forwarding rule nope/);
  });
});
