/**
 * The simulated compute service: global security policies changed by PATCH and DELETE (optimistic
 * locking with `fingerprint`, idempotent `requestId`), operations that progress with the clock,
 * and the aggregated list of a project's forwarding rules (paging, both filter styles, ordering,
 * partial success, every scope) with the backend-bucket migration states.
 *
 * A change is made when its request is accepted: the fingerprint changes at once, so a concurrent
 * patch carrying the old one is refused. The operation returned then reports PENDING, RUNNING and
 * DONE as the clock runs; a change that breaks a rule of the document a schema cannot check
 * changes nothing and its operation ends DONE with `error`. The contract has no GET of an
 * operation or of a policy: repeating a request with the same `requestId` answers its operation
 * as it is now, and the control commands `operation`, `policy` and `policies` show them.
 *
 * A policy is named in the path by its name or its numeric id, as the real service takes both;
 * a patch body may be a whole policy read back (output-only fields ignored, newer members kept).
 * Answers are JSON only (`alt=json`), partial where `fields` selects; docs/simulator/compute.md
 * describes the rest.
 */
import { createHash, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { ForwardingRule, Operation, SecurityPolicy, SecurityPolicyRule, Warning } from "../../compute.js";
import { compileFilter, FilterError, type ResourceTest } from "./compute/filter.js";
import { Refusal, type Reply, type Service, type ServiceContext, type SimRequest } from "../service.js";

/** How long an operation waits and runs on the simulator's clock. */
export const operationMilliseconds = { pending: 500, running: 2_000 };

const defaultPriority = 2_147_483_647;
/** Rules per policy; the document gives no quota, this is the contract's QUOTA_EXCEEDED example. */
const ruleQuota = 200;
/** Default and largest page of the aggregated list (the discovery document's, in the contract). */
const pageLimit = 500;
const root = "https://compute.vendor.example/compute/v1";

type Json = Record<string, any>;

export interface ComputeSeed {
  /** The user every operation is requested by. */
  user?: string;
  /** Global security policies; output-only fields are filled in, a policy without rules gets the default one. */
  securityPolicies?: SecurityPolicy[];
  /** Projects by ID: regions and zones that exist, and forwarding rules by scope (`global`, `regions/<region>`). */
  projects?: Record<string, { regions?: string[]; zones?: string[]; forwardingRules?: Record<string, ForwardingRule[]> }>;
}

interface ScopedRule {
  scope: string;
  rule: ForwardingRule;
}

interface Project {
  scopes: string[];
  zones: string[];
  rules: ScopedRule[];
}

interface OperationRecord {
  /** The fields fixed when the request was accepted. */
  fields: Operation;
  target: string;
  insertedAt: number;
  failure?: { errors: Json[]; status: number; message: string };
}

const defaultSeed: ComputeSeed = {
  user: "secops-admin@acme.example",
  securityPolicies: [
    {
      name: "storefront-edge",
      type: "CLOUD_GUARD",
      description: "Protection of the storefront's backend services.",
      fingerprint: "rX9WV0n7c6M=", // the contract's patch example carries it
      rules: [
        { description: "Block an abusive source range.", priority: 1000, match: { versionedExpr: "SRC_IPS_V1", config: { srcIpRanges: ["198.51.100.0/24"] } }, action: "deny(403)" },
        { description: "Default rule.", priority: defaultPriority, match: { versionedExpr: "SRC_IPS_V1", config: { srcIpRanges: ["*"] } }, action: "allow" },
      ],
    },
    {
      name: "assets-edge",
      type: "CLOUD_GUARD_EDGE",
      description: "Edge filtering of the cached assets.",
      rules: [
        { description: "Hide the internal paths.", priority: 1000, match: { expr: { expression: "request.path.startsWith('/internal/')" } }, action: "deny(404)" },
        { description: "Default rule.", priority: defaultPriority, match: { versionedExpr: "SRC_IPS_V1", config: { srcIpRanges: ["*"] } }, action: "allow" },
      ],
    },
    {
      name: "game-network",
      type: "CLOUD_GUARD_NETWORK",
      description: "Packet filtering of the game servers.",
      fingerprint: "bW9Qx3Lr0aU=", // the contract's network patch example carries it
      userDefinedFields: [{ name: "tcp-flags", base: "TCP", offset: 13, size: 1, mask: "0x3f" }],
      rules: [
        { description: "Drop UDP reflection from chargen.", priority: 1000, networkMatch: { ipProtocols: ["udp"], srcPorts: ["19"] }, action: "deny(403)" },
        { description: "Default rule.", priority: defaultPriority, networkMatch: { srcIpRanges: ["*"] }, action: "allow" },
      ],
    },
    {
      name: "mesh-orders",
      type: "CLOUD_GUARD_INTERNAL_SERVICE",
      description: "Fair share of the orders service among mesh clients.",
      rules: [
        {
          description: "Share the orders service fairly.",
          priority: 1000,
          match: { expr: { expression: "request.path.startsWith('/orders')" } },
          action: "fairshare",
          rateLimitOptions: { rateLimitThreshold: { count: 1000, intervalSec: 60 }, conformAction: "allow", exceedAction: "deny(429)", enforceOnKey: "ALL" },
        },
        { description: "Default rule.", priority: defaultPriority, match: { versionedExpr: "SRC_IPS_V1", config: { srcIpRanges: ["*"] } }, action: "allow" },
      ],
    },
  ],
  projects: {
    "acme-web-prod": {
      regions: ["us-central1", "us-east1", "europe-west1", "asia-northeast1", "me-central2"],
      zones: ["us-central1-a", "us-central1-b", "europe-west1-b"],
      forwardingRules: {
        global: [
          { name: "storefront-https", creationTimestamp: "2024-02-12T17:14:03.512Z", IPAddress: "203.0.113.10", IPProtocol: "TCP", portRange: "443-443", loadBalancingScheme: "EXTERNAL_MANAGED", networkTier: "PREMIUM", ipVersion: "IPV4" },
          { name: "assets-http", creationTimestamp: "2022-06-14T20:27:08.611Z", description: "Static assets served from storage buckets.", IPAddress: "203.0.113.25", IPProtocol: "TCP", portRange: "80", loadBalancingScheme: "EXTERNAL", networkTier: "PREMIUM" },
          { name: "apis1", creationTimestamp: "2024-01-08T19:02:47.090Z", description: "Private-connect endpoint to the provider APIs.", target: "all-apis", pscConnectionStatus: "ACCEPTED" },
          { name: "mesh-orders-canary", creationTimestamp: "2024-03-19T22:40:12.733Z", IPAddress: "0.0.0.0", IPProtocol: "TCP", portRange: "8080", loadBalancingScheme: "INTERNAL_SELF_MANAGED", metadataFilters: [{ filterMatchCriteria: "MATCH_ALL", filterLabels: [{ name: "track", value: "canary" }] }] },
        ],
        "regions/us-central1": [
          { name: "orders-ilb", creationTimestamp: "2023-11-30T16:21:55.418Z", IPAddress: "10.128.0.20", IPProtocol: "TCP", ports: ["80", "8080"], loadBalancingScheme: "INTERNAL", networkTier: "PREMIUM", ipVersion: "IPV4", allowGlobalAccess: true },
          { name: "payments-ilb", creationTimestamp: "2024-05-02T08:00:00.000Z", IPAddress: "10.128.0.31", IPProtocol: "TCP", ports: ["443"], loadBalancingScheme: "INTERNAL", networkTier: "PREMIUM", ipVersion: "IPV4" },
        ],
        "regions/europe-west1": [
          { name: "game-udp-partners", creationTimestamp: "2024-04-02T17:05:33.207Z", IPAddress: "192.0.2.40", IPProtocol: "UDP", portRange: "27015-27030", loadBalancingScheme: "EXTERNAL", networkTier: "STANDARD", sourceIpRanges: ["198.51.100.0/24"] },
          { name: "game-udp-v6", creationTimestamp: "2024-04-02T17:07:10.954Z", IPAddress: "2001:db8:1:2::/96", IPProtocol: "UDP", allPorts: true, loadBalancingScheme: "EXTERNAL", networkTier: "PREMIUM", ipVersion: "IPV6" },
        ],
        "regions/asia-northeast1": [
          { name: "storefront-jp", creationTimestamp: "2024-06-11T01:30:00.000Z", IPAddress: "203.0.113.70", IPProtocol: "TCP", portRange: "443", loadBalancingScheme: "EXTERNAL_MANAGED", networkTier: "STANDARD", ipVersion: "IPV4" },
        ],
        "regions/me-central2": [
          { name: "reports-ilb", creationTimestamp: "2023-08-21T10:12:00.000Z", IPAddress: "10.162.0.5", IPProtocol: "TCP", ports: ["443"], loadBalancingScheme: "INTERNAL", networkTier: "PREMIUM", ipVersion: "IPV4" },
        ],
      },
    },
    "acme-sandbox": { regions: ["us-central1"], zones: ["us-central1-a"], forwardingRules: {} },
  },
};

const schemaRef = {
  policy: { $ref: "#/components/schemas/SecurityPolicy" },
  forwardingRule: { $ref: "#/components/schemas/ForwardingRule" },
};

/** Loads seed data from a JSON file into a running simulator's compute API (the shape of `ComputeSeed`). */
export async function seedComputeFromFile(baseUrl: string, file: string): Promise<void> {
  // Imported here: the control client imports the engine, which imports this module.
  const { createControlClient } = await import("../control.js");
  await createControlClient(baseUrl).seed(JSON.parse(await readFile(file, "utf8")));
}

export function createComputeService(context: ServiceContext): Service {
  const { clock, schemas } = context;
  const ruleFields = new Set(Object.keys(schemas.resolve<{ properties: object }>(schemas.document.components?.schemas?.ForwardingRule).properties));
  let seed = defaultSeed;
  let policies = new Map<string, SecurityPolicy>();
  let projects = new Map<string, Project>();
  let operations = new Map<string, OperationRecord>();
  let byRequestId = new Map<string, OperationRecord>();
  let unreachable = new Set<string>();
  let revision = 0;
  let nextId = 0n;

  /** A new fingerprint: base64 of 8 bytes, different after every modification even to the same content. */
  const fingerprint = (value: unknown) => createHash("sha256").update(`${++revision}:${JSON.stringify(value)}`).digest().subarray(0, 8).toString("base64");
  const newId = () => String(6_250_931_479_215_834_021n + nextId++);
  const time = (ms: number) => new Date(ms).toISOString();

  function load(data: ComputeSeed): void {
    const nextPolicies = new Map<string, SecurityPolicy>();
    for (const [index, input] of (data.securityPolicies ?? []).entries()) {
      const policy = storedPolicy(input, `securityPolicies[${index}]`);
      if (nextPolicies.has(policy.name!)) throw new Error(`securityPolicies[${index}]: a second policy named ${policy.name}`);
      nextPolicies.set(policy.name!, policy);
    }
    const nextProjects = new Map<string, Project>();
    for (const [name, input] of Object.entries(data.projects ?? {})) nextProjects.set(name, storedProject(name, input));
    policies = nextPolicies;
    projects = nextProjects;
    operations = new Map();
    byRequestId = new Map();
    unreachable = new Set();
  }

  function storedPolicy(input: SecurityPolicy, where: string): SecurityPolicy {
    const problems = schemas.validate(schemaRef.policy, input).problems;
    if (problems.length > 0) throw new Error(`${where}: ${problems.map((p) => `${p.pointer} ${p.message}`).join("; ")}`);
    if (!input.name) throw new Error(`${where}: a policy needs a name`);
    const type = input.type ?? "CLOUD_GUARD";
    const everything = type === "CLOUD_GUARD_NETWORK" ? { networkMatch: { srcIpRanges: ["*"] } } : { match: { versionedExpr: "SRC_IPS_V1" as const, config: { srcIpRanges: ["*"] } } };
    // The document: a policy created without rules gets a default rule with action allow.
    const rules = input.rules?.length ? input.rules : [{ description: "Default rule.", priority: defaultPriority, ...everything, action: "allow" as const }];
    const policy: SecurityPolicy = {
      kind: "compute#securityPolicy",
      id: newId(),
      creationTimestamp: time(clock.now()),
      ...structuredClone(input),
      type,
      rules: rules.map((rule) => ({ kind: "compute#securityPolicyRule", ...structuredClone(rule) })),
      selfLink: `${root}/locations/global/securityPolicies/${input.name}`,
    };
    const broken = policyProblems(policy);
    if (broken.length > 0) throw new Error(`${where}: ${broken.map((p) => p.message).join("; ")}`);
    policy.fingerprint = input.fingerprint ?? fingerprint(policy);
    return policy;
  }

  function storedProject(name: string, input: NonNullable<ComputeSeed["projects"]>[string]): Project {
    const scopes = new Set(["global", ...(input.regions ?? []).map((region) => `regions/${region}`)]);
    const rules: ScopedRule[] = [];
    for (const [scope, list] of Object.entries(input.forwardingRules ?? {})) {
      if (!/^(global|regions\/[a-z][-a-z0-9]*)$/.test(scope)) throw new Error(`projects.${name}: "${scope}" is not a scope of forwarding rules (global or regions/<region>)`);
      scopes.add(scope);
      for (const [index, given] of list.entries()) {
        const where = `projects.${name}.forwardingRules.${scope}[${index}]`;
        const problems = schemas.validate(schemaRef.forwardingRule, given).problems;
        if (problems.length > 0) throw new Error(`${where}: ${problems.map((p) => `${p.pointer} ${p.message}`).join("; ")}`);
        if (!given.name || rules.some((other) => other.scope === scope && other.rule.name === given.name)) throw new Error(`${where}: a rule needs a name unique in its scope`);
        const id = newId();
        const link = `${root}/projects/${name}/${scope}/forwardingRules`;
        const rule: ForwardingRule = {
          kind: "compute#forwardingRule",
          id,
          creationTimestamp: time(clock.now()),
          ...structuredClone(given),
          ...(scope === "global" ? {} : { region: `${root}/projects/${name}/${scope}` }),
          selfLink: `${link}/${given.name}`,
          selfLinkWithId: `${link}/${id}`,
        };
        rule.fingerprint = given.fingerprint ?? fingerprint(rule);
        rules.push({ scope, rule });
      }
    }
    return { scopes: sortScopes([...scopes]), zones: (input.zones ?? []).map((zone) => `zones/${zone}`).sort(), rules };
  }

  // ---- security policies and operations ----

  function findPolicy(request: SimRequest): SecurityPolicy {
    const key = policyKey(request);
    const policy = policies.get(key) ?? [...policies.values()].find((candidate) => candidate.id === key);
    if (!policy) throw new Refusal(errorReply(404, "notFound", `The resource 'locations/global/securityPolicies/${key}' was not found`));
    return policy;
  }

  /** The operation of an earlier request with the same requestId, as it is now: the repeat changes nothing. */
  function repeated(request: SimRequest, operationType: string): Reply | undefined {
    const requestId = request.query.get("requestId")?.toLowerCase();
    const record = requestId === undefined ? undefined : byRequestId.get(requestId);
    if (!record) return undefined;
    const key = policyKey(request);
    if (record.fields.operationType !== operationType || (record.target !== key && record.fields.targetId !== key)) {
      throw new Refusal(errorReply(400, "invalid", `The requestId '${requestId}' was already used for a ${record.fields.operationType} of '${record.target}'; a new request needs a new requestId.`, "requestId"));
    }
    return { status: 200, body: operationNow(record) };
  }

  function startOperation(request: SimRequest, operationType: string, policy: SecurityPolicy, failure?: OperationRecord["failure"]): Operation {
    const insertedAt = clock.now();
    const name = `operation-${insertedAt}-${randomBytes(6).toString("hex")}`;
    const requestId = request.query.get("requestId")?.toLowerCase();
    const record: OperationRecord = {
      fields: {
        kind: "compute#operation",
        id: newId(),
        name,
        ...(requestId ? { clientOperationId: requestId } : {}),
        operationType,
        targetLink: policy.selfLink,
        targetId: policy.id,
        user: seed.user ?? defaultSeed.user,
        insertTime: time(insertedAt),
        selfLink: `${root}/locations/global/operations/${name}`,
      },
      target: policy.name!,
      insertedAt,
      failure,
    };
    operations.set(name, record);
    if (requestId) byRequestId.set(requestId, record);
    return operationNow(record);
  }

  /** The operation at the clock's time: PENDING, then RUNNING with progress rising, then DONE. */
  function operationNow(record: OperationRecord): Operation {
    const elapsed = clock.now() - record.insertedAt;
    const { pending, running } = operationMilliseconds;
    if (elapsed < pending) return { ...record.fields, status: "PENDING", progress: 0 };
    const startTime = time(record.insertedAt + pending);
    if (elapsed < pending + running) {
      // Fast at first, slower near the end: monotonic but not linear, as the document warns.
      const fraction = (elapsed - pending) / running;
      return { ...record.fields, status: "RUNNING", progress: Math.min(99, Math.max(1, Math.floor(100 * (1 - (1 - fraction) ** 2)))), startTime };
    }
    const done: Operation = { ...record.fields, status: "DONE", progress: 100, startTime, endTime: time(record.insertedAt + pending + running) };
    if (record.failure) {
      Object.assign(done, { error: { errors: record.failure.errors }, httpErrorStatusCode: record.failure.status, httpErrorMessage: record.failure.message });
    }
    return done;
  }

  // ---- forwarding rules ----

  function listRules(request: SimRequest): Reply {
    const projectId = request.params.project!;
    const project = projects.get(projectId);
    if (!project) return errorReply(404, "notFound", `The resource 'projects/${projectId}' was not found`);
    const query = request.query;
    // The contract bounds it (0 to 500); 0 means the default page.
    const maxResults = query.has("maxResults") ? Number(query.get("maxResults")) : pageLimit;
    const orderBy = (query.get("orderBy") ?? "name").trim();
    const order = orderings.get(orderBy.replace(/\s+/g, " "));
    if (!order) return errorReply(400, "invalid", `Invalid value for field 'orderBy': '${orderBy}'. Supported: name (the default) and creationTimestamp desc.`, "orderBy");
    const filterText = query.get("filter") ?? "";
    let matches: ResourceTest;
    try {
      matches = compileFilter(filterText, { name: "forwarding rule", fields: ruleFields });
    } catch (error) {
      if (!(error instanceof FilterError)) throw error;
      return errorReply(400, "invalid", `Invalid value for field 'filter': ${error.message}`, "filter");
    }
    let after: ScopedRule | undefined;
    const pageToken = query.get("pageToken");
    if (pageToken) {
      const token = readToken(pageToken);
      if (!token || token.orderBy !== orderBy || token.filter !== filterText || token.project !== projectId) {
        return errorReply(400, "invalid", "Invalid value for field 'pageToken': it is not a token of this list with this filter and orderBy.", "pageToken");
      }
      after = { scope: token.scope, rule: { name: token.name, creationTimestamp: token.created } };
    }

    const listed = query.get("includeAllScopes") === "true" ? [...project.scopes, ...project.zones] : project.scopes;
    const lost = listed.filter((scope) => unreachable.has(scope));
    if (lost.length > 0 && query.get("returnPartialSuccess") !== "true") {
      // The document: without returnPartialSuccess the list fails. The contract declares only 4XX
      // errors for it, so this is a 400 (failed precondition) rather than the 503 it may be.
      return errorReply(400, "unreachable", `The scopes ${lost.join(", ")} could not be reached; set returnPartialSuccess=true to get the other scopes.`);
    }
    // A scope returns all its rules or none: an unreachable one returns none.
    const candidates = project.rules.filter((entry) => !unreachable.has(entry.scope) && matches(entry.rule)).sort(order);
    let start = after ? candidates.findIndex((entry) => order(entry, after) > 0) : 0;
    if (start < 0) start = candidates.length;
    const size = maxResults === 0 ? pageLimit : maxResults;
    const page = candidates.slice(start, start + size);

    // Scopes in the order of their first rule on the page, then every listed scope without one.
    const items: Record<string, { forwardingRules?: ForwardingRule[]; warning?: Warning }> = {};
    for (const { scope, rule } of page) (items[scope] ??= { forwardingRules: [] }).forwardingRules!.push(rule);
    for (const scope of listed) {
      if (items[scope]) continue;
      items[scope] = unreachable.has(scope)
        ? { warning: scopeWarning("UNREACHABLE", `The scope '${scope}' could not be reached; its forwarding rules are not in this answer.`, scope) }
        : { warning: scopeWarning("NO_RESULTS_ON_PAGE", `There are no results for scope '${scope}' on this page.`, scope) };
    }
    const last = page[page.length - 1];
    const more = last !== undefined && start + size < candidates.length;
    const selfLink = `${root}/projects/${projectId}/aggregated/forwardingRules`;
    return {
      status: 200,
      body: {
        kind: "compute#forwardingRuleAggregatedList",
        id: `projects/${projectId}/aggregated/forwardingRules`,
        items,
        ...(more ? { nextPageToken: writeToken({ project: projectId, orderBy, filter: filterText, scope: last.scope, name: last.rule.name!, created: last.rule.creationTimestamp! }) } : {}),
        selfLink,
        ...(lost.length > 0 ? { unreachables: lost } : {}),
      },
    };
  }

  function findRule(projectId: unknown, name: unknown, scope: unknown): ScopedRule {
    const project = projects.get(String(projectId));
    if (!project) throw new Error(`no project ${String(projectId)}`);
    const found = project.rules.filter((entry) => entry.rule.name === name && (scope === undefined || entry.scope === scope));
    if (found.length !== 1) throw new Error(found.length === 0 ? `no forwarding rule ${String(name)} in ${String(projectId)}` : `several rules are named ${String(name)}: give the scope`);
    return found[0]!;
  }

  /** A step of the backend-bucket migration, if the document's table allows it. */
  function migrate(body: Json): ForwardingRule {
    const entry = findRule(body.project, body.rule, body.scope);
    const rule = entry.rule;
    if (body.fingerprint !== undefined && body.fingerprint !== rule.fingerprint) throw new Error("conditionNotMet: the fingerprint sent is not the rule's current fingerprint");
    const from = rule.externalManagedBackendBucketMigrationState ?? null;
    const to: string | null = body.state === undefined ? from : body.state;
    const scheme = rule.loadBalancingScheme ?? "";
    const toScheme: string = body.loadBalancingScheme ?? scheme;
    const allowed = migrationSteps.some(([a, b, c, d]) => a === from && b === scheme && c === to && d === toScheme);
    if (!allowed) {
      throw new Error(`the migration of ${rule.name} cannot go from ${from ?? "no state"} (${scheme || "no scheme"}) to ${to ?? "no state"} (${toScheme || "no scheme"}): not a step of the document's table`);
    }
    const percentage = body.testingPercentage;
    if (to === "TEST_BY_PERCENTAGE") {
      if (percentage === undefined && from !== "TEST_BY_PERCENTAGE") throw new Error("TEST_BY_PERCENTAGE needs testingPercentage (0 to 100)");
      if (percentage !== undefined && (typeof percentage !== "number" || percentage < 0 || percentage > 100)) throw new Error("testingPercentage is a number from 0 to 100");
    } else if (percentage !== undefined) {
      throw new Error("testingPercentage is only for the state TEST_BY_PERCENTAGE");
    }
    const next: ForwardingRule = { ...rule, loadBalancingScheme: toScheme };
    delete next.externalManagedBackendBucketMigrationState;
    delete next.externalManagedBackendBucketMigrationTestingPercentage;
    if (to !== null) next.externalManagedBackendBucketMigrationState = to as ForwardingRule["externalManagedBackendBucketMigrationState"];
    if (to === "TEST_BY_PERCENTAGE") next.externalManagedBackendBucketMigrationTestingPercentage = percentage ?? rule.externalManagedBackendBucketMigrationTestingPercentage;
    next.fingerprint = fingerprint(next);
    entry.rule = next;
    return next;
  }

  load(defaultSeed);

  return {
    reset() {
      load(seed);
    },
    seed(data) {
      if (data !== undefined && (typeof data !== "object" || data === null || Array.isArray(data))) throw new Error("the compute seed is an object { user, securityPolicies, projects }");
      // No body: back to the default seed.
      const given = (data ?? defaultSeed) as ComputeSeed;
      load(given);
      seed = structuredClone(given);
    },
    control: {
      /** A policy as stored now, with its current fingerprint: `{ "name": "storefront-edge" }`. */
      policy(body) {
        const policy = policies.get(String((body as Json | undefined)?.name));
        if (!policy) throw new Error(`no security policy ${String((body as Json | undefined)?.name)}`);
        return policy;
      },
      policies: () => ({ securityPolicies: [...policies.values()] }),
      /** An operation as it is now: `{ "name": "operation-..." }`. */
      operation(body) {
        const record = operations.get(String((body as Json | undefined)?.name));
        if (!record) throw new Error(`no operation ${String((body as Json | undefined)?.name)}`);
        return operationNow(record);
      },
      /** The scopes that cannot be reached (in every project): `{ "scopes": ["regions/me-central2"] }`; `[]` heals them. */
      unreachable(body) {
        const scopes = (body as Json | undefined)?.scopes;
        if (!Array.isArray(scopes) || scopes.some((scope) => typeof scope !== "string")) throw new Error('unreachable takes { "scopes": ["regions/<region>", ...] }');
        unreachable = new Set(scopes);
        return { unreachable: [...unreachable] };
      },
      /** A step of a rule's backend-bucket migration: `{ project, rule, scope?, state, loadBalancingScheme?, testingPercentage?, fingerprint? }`. */
      migrate: (body) => migrate((body ?? {}) as Json),
    },
    /** The simulator answers JSON only (the real service also answers `alt=media` and `alt=proto`), and checks `fields`. */
    guard(request) {
      const alt = request.query.get("alt");
      if (alt !== null && alt !== "json") return errorReply(400, "invalid", `Invalid value for field 'alt': '${alt}'. This simulator answers only alt=json.`, "alt");
      const fields = request.query.get("fields");
      if (fields !== null && parseFieldSelection(fields) === undefined) return errorReply(400, "invalidParameter", `Invalid field selection ${fields}`, "fields");
      return undefined;
    },
    /** A partial answer: only the fields `fields` selects (errors are answered whole). */
    decorate(request, reply) {
      const fields = request.query.get("fields");
      const selection = fields === null ? undefined : parseFieldSelection(fields);
      if (selection && reply.status < 300 && reply.body !== undefined) reply.body = selectFields(reply.body, selection) ?? {};
    },
    handlers: {
      patchSecurityPolicy(request) {
        const repeat = repeated(request, "patch");
        if (repeat) return repeat;
        const policy = findPolicy(request);
        const body = request.body as Json;
        if (body.fingerprint !== policy.fingerprint) {
          const message = `The fingerprint sent for security policy '${policy.name}' is not its current fingerprint. Read the policy and retry with the latest one.`;
          return errorReply(412, "conditionNotMet", message);
        }
        const { fingerprint: _sent, kind: _k, id: _i, creationTimestamp: _c, selfLink: _s, parent: _p, region: _r, labelFingerprint: _l, ...changes } = body;
        const next = merge(policy, changes) as SecurityPolicy;
        next.rules = (next.rules ?? []).map((rule) => ({ kind: "compute#securityPolicyRule", ...rule }));
        const problems = [...changeProblems(policy, changes), ...policyProblems(next)];
        if (problems.length === 0) {
          const schemaProblems = schemas.validate(schemaRef.policy, next).problems;
          problems.push(...schemaProblems.map((p) => ({ code: "INVALID_FIELD_VALUE", location: p.pointer.slice(1).replace(/\//g, "."), message: p.message })));
        }
        if (problems.length === 0) {
          next.fingerprint = fingerprint(next);
          policies.set(policy.name!, next);
        }
        return { status: 200, body: startOperation(request, "patch", policy, problems.length > 0 ? failureOf(problems) : undefined) };
      },

      deleteSecurityPolicy(request) {
        const repeat = repeated(request, "delete");
        if (repeat) return repeat;
        const policy = findPolicy(request);
        policies.delete(policy.name!);
        return { status: 200, body: startOperation(request, "delete", policy) };
      },

      listAggregatedForwardingRules: listRules,
    },
  };
}

/** The policy the path names: its name, or its numeric id (also written `securityPolicies/<id>`). */
function policyKey(request: SimRequest): string {
  return request.params.securityPolicy!.replace(/^securityPolicies\//, "");
}

// ---- rules of the document that the schema cannot check ----

interface Problem {
  code: string;
  location?: string;
  message: string;
  errorDetails?: Json[];
}

/** Fields a patch cannot change: set at creation, or changed only by another operation. */
function changeProblems(policy: SecurityPolicy, changes: Json): Problem[] {
  const problems: Problem[] = [];
  if (changes.name !== undefined && changes.name !== policy.name) problems.push({ code: "INVALID_FIELD_VALUE", location: "name", message: "The name of a policy is set at creation." });
  if (changes.type !== undefined && changes.type !== policy.type) problems.push({ code: "INVALID_FIELD_VALUE", location: "type", message: `The type is settable only at creation; the policy is ${policy.type}.` });
  if (changes.labels !== undefined && JSON.stringify(changes.labels) !== JSON.stringify(policy.labels ?? {})) {
    problems.push({ code: "INVALID_FIELD_VALUE", location: "labels", message: "Labels change only through a set-labels operation." });
  }
  return problems;
}

/** The rules a whole policy must keep: what its type allows, the default rule, unique priorities and names, the rule quota. */
function policyProblems(policy: SecurityPolicy): Problem[] {
  const problems: Problem[] = [];
  const invalid = (location: string, message: string) => problems.push({ code: "INVALID_FIELD_VALUE", location, message });
  const type = policy.type;
  const cloudGuardOnly = `only policies of type CLOUD_GUARD may have it; this one is ${type}`;
  if (type !== "CLOUD_GUARD") {
    if (policy.shortName !== undefined) invalid("shortName", `shortName: ${cloudGuardOnly}.`);
    if (policy.captchaOptionsConfig?.redirectSiteKey !== undefined) invalid("captchaOptionsConfig.redirectSiteKey", `A captcha redirect site key: ${cloudGuardOnly}.`);
    const layer7 = policy.adaptiveProtectionConfig?.layer7DdosDefenseConfig;
    if (layer7?.enable !== undefined || layer7?.ruleVisibility !== undefined) invalid("adaptiveProtectionConfig.layer7DdosDefenseConfig", `Layer 7 adaptive protection: ${cloudGuardOnly}.`);
  }
  if (type !== "CLOUD_GUARD_NETWORK" && policy.userDefinedFields?.length) invalid("userDefinedFields", `User-defined fields are for CLOUD_GUARD_NETWORK policies; this one is ${type}.`);
  const rules: SecurityPolicyRule[] = policy.rules ?? [];
  const priorities = new Map<number, number>();
  for (const [index, rule] of rules.entries()) {
    const at = `rules[${index}]`;
    if (type !== "CLOUD_GUARD") {
      if (rule.action === "redirect" || rule.redirectOptions) invalid(`${at}.action`, `A redirect action: ${cloudGuardOnly}.`);
      if (rule.headerAction) invalid(`${at}.headerAction`, `A header action: ${cloudGuardOnly}.`);
      if (rule.rateLimitOptions?.exceedAction === "redirect" || rule.rateLimitOptions?.exceedRedirectOptions) invalid(`${at}.rateLimitOptions.exceedAction`, `A redirect on exceeding: ${cloudGuardOnly}.`);
    }
    if (rule.action === "fairshare" && type !== "CLOUD_GUARD_INTERNAL_SERVICE") invalid(`${at}.action`, `The action fairshare is only for CLOUD_GUARD_INTERNAL_SERVICE policies; this one is ${type}.`);
    if (rule.networkMatch && type !== "CLOUD_GUARD_NETWORK") invalid(`${at}.networkMatch`, `networkMatch is for CLOUD_GUARD_NETWORK policies; this one is ${type}.`);
    const priority = rule.priority ?? 0;
    if (priorities.has(priority)) invalid(`${at}.priority`, `Two rules have the priority ${priority} (rules[${priorities.get(priority)}] and ${at}).`);
    else priorities.set(priority, index);
  }
  const defaultIndex = priorities.get(defaultPriority);
  if (defaultIndex === undefined) {
    invalid("rules", `A policy always holds a default rule with priority ${defaultPriority}: it cannot be removed and its priority cannot change.`);
  } else if (!matchesEverything(rules[defaultIndex]!)) {
    invalid(`rules[${defaultIndex}]`, `The default rule (priority ${defaultPriority}) must match everything ('*' in srcIpRanges).`);
  }
  for (const [field, names] of [
    ["userDefinedFields", policy.userDefinedFields?.map((f) => f.name)],
    ["adaptiveProtectionConfig.layer7DdosDefenseConfig.thresholdConfigs", policy.adaptiveProtectionConfig?.layer7DdosDefenseConfig?.thresholdConfigs?.map((c) => c.name)],
  ] as const) {
    const duplicate = names?.find((name, index) => names.indexOf(name) !== index);
    if (duplicate !== undefined) invalid(field, `The name '${duplicate}' is used twice; names are unique within the policy.`);
  }
  if (rules.length > ruleQuota) {
    const message = `Quota 'SECURITY_POLICY_RULES' exceeded. Limit: ${ruleQuota}.0 globally.`;
    problems.push({
      code: "QUOTA_EXCEEDED",
      message,
      errorDetails: [
        { errorInfo: { reason: "QUOTA_EXCEEDED", domain: "compute.vendor.example", metadatas: { quotaLimit: "SECURITY-POLICY-RULES-per-organization", limit: String(ruleQuota) } } },
        { quotaInfo: { metricName: "compute.vendor.example/security_policy_rules", limitName: "SECURITY-POLICY-RULES-per-organization", dimensions: { global: "global" }, limit: ruleQuota } },
      ],
    });
  }
  return problems;
}

function matchesEverything(rule: SecurityPolicyRule): boolean {
  if (rule.match) return !rule.match.expr && (rule.match.config?.srcIpRanges ?? []).includes("*");
  if (rule.networkMatch) return Object.values(rule.networkMatch).every((values) => (values as unknown[]).every((value) => value === "*"));
  return false;
}

function failureOf(problems: Problem[]): OperationRecord["failure"] {
  const quota = problems.some((problem) => problem.code === "QUOTA_EXCEEDED");
  return { errors: problems as unknown as Json[], status: quota ? 403 : 400, message: quota ? "FORBIDDEN" : "BAD_REQUEST" };
}

// ---- the list: order and page tokens ----

const created = (entry: ScopedRule) => Date.parse(entry.rule.creationTimestamp ?? "") || 0;
const byText = (a = "", b = "") => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: ScopedRule, b: ScopedRule) => byText(a.rule.name, b.rule.name) || byText(a.scope, b.scope);
const orderings = new Map<string, (a: ScopedRule, b: ScopedRule) => number>([
  ["name", byName],
  ["name asc", byName],
  ["creationTimestamp desc", (a, b) => created(b) - created(a) || byName(a, b)],
]);

/** The allowed steps (state, scheme) → (state, scheme) of the backend-bucket migration table. */
const migrationSteps: [string | null, string, string | null, string][] = [
  [null, "EXTERNAL", "PREPARE", "EXTERNAL"], // begin: the required first step
  ["PREPARE", "EXTERNAL", "TEST_BY_PERCENTAGE", "EXTERNAL"], // optional partial step
  ["TEST_BY_PERCENTAGE", "EXTERNAL", "TEST_BY_PERCENTAGE", "EXTERNAL"], // a new percentage
  ["PREPARE", "EXTERNAL", "TEST_ALL_TRAFFIC", "EXTERNAL"],
  ["TEST_BY_PERCENTAGE", "EXTERNAL", "TEST_ALL_TRAFFIC", "EXTERNAL"],
  ["TEST_ALL_TRAFFIC", "EXTERNAL", null, "EXTERNAL_MANAGED"], // the change of scheme ends the migration
  // Roll back, the states in reverse order; the scheme goes back together with TEST_ALL_TRAFFIC.
  [null, "EXTERNAL_MANAGED", "TEST_ALL_TRAFFIC", "EXTERNAL"],
  ["TEST_ALL_TRAFFIC", "EXTERNAL", "TEST_BY_PERCENTAGE", "EXTERNAL"],
  ["TEST_ALL_TRAFFIC", "EXTERNAL", "PREPARE", "EXTERNAL"],
  ["TEST_BY_PERCENTAGE", "EXTERNAL", "PREPARE", "EXTERNAL"],
];

interface PageToken {
  project: string;
  orderBy: string;
  filter: string;
  /** The last rule of the previous page: the next page starts after it, so no rule comes twice. */
  scope: string;
  name: string;
  created: string;
}

const writeToken = (token: PageToken) => Buffer.from(JSON.stringify(token)).toString("base64url");

function readToken(text: string): PageToken | undefined {
  try {
    const token = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as PageToken;
    return typeof token === "object" && token !== null && typeof token.name === "string" ? token : undefined;
  } catch {
    return undefined;
  }
}

function sortScopes(scopes: string[]): string[] {
  return scopes.sort((a, b) => (a === "global" ? -1 : b === "global" ? 1 : byText(a, b)));
}

function scopeWarning(code: string, message: string, scope: string): Warning {
  return { code, message, data: [{ key: "scope", value: scope }] };
}

/** A field selection: member names (or `*` for every member) to the selection within them, or `true` for all of it. */
type FieldSelection = Map<string, FieldSelection | true>;

/**
 * Parses the partial-answer syntax: paths separated by commas, `a/b` for `b` within `a`,
 * `a(b,c)` for `b` and `c` within `a`, `*` for every member of a map. Undefined when malformed.
 */
function parseFieldSelection(text: string): FieldSelection | undefined {
  let index = 0;
  const list = (): FieldSelection | undefined => {
    const selection: FieldSelection = new Map();
    do {
      const path = /^\s*([A-Za-z0-9_*$.-]+(?:\/[A-Za-z0-9_*$.-]+)*)\s*/.exec(text.slice(index));
      if (!path) return undefined;
      index += path[0].length;
      let inner: FieldSelection | true = true;
      if (text[index] === "(") {
        index++;
        const nested = list();
        if (!nested || text[index] !== ")") return undefined;
        index++;
        inner = nested;
      }
      const names = path[1]!.split("/");
      let level = selection;
      for (const [position, name] of names.entries()) {
        const last = position === names.length - 1;
        const existing = level.get(name);
        if (existing === true) break;
        if (last) {
          level.set(name, inner === true || existing === undefined ? inner : new Map([...existing, ...inner]));
        } else {
          const next: FieldSelection = existing ?? new Map();
          level.set(name, next);
          level = next;
        }
      }
    } while (text[index] === "," && ++index);
    return selection;
  };
  const selection = list();
  return selection && index === text.length ? selection : undefined;
}

/** The parts of a value a selection names; lists are selected element by element; empty objects are left out. */
function selectFields(value: unknown, selection: FieldSelection): unknown {
  if (Array.isArray(value)) return value.map((item) => selectFields(item, selection) ?? {});
  if (typeof value !== "object" || value === null) return value;
  const result: Json = {};
  for (const [name, member] of Object.entries(value)) {
    const inner = selection.get(name) ?? selection.get("*");
    if (inner === undefined) continue;
    const chosen = inner === true ? member : selectFields(member, inner);
    if (chosen !== undefined) setMember(result, name, chosen);
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/**
 * Sets a member named by a request as an own property: a member called `__proto__` stays data
 * and never changes the object's prototype (the PATCH body is open to members the contract does
 * not name).
 */
function setMember(target: Json, name: string, value: unknown): void {
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
}

function merge(target: Json, changes: Json): Json {
  const result = structuredClone(target);
  for (const [key, value] of Object.entries(changes)) {
    const plain = (item: unknown) => typeof item === "object" && item !== null && !Array.isArray(item);
    const own = Object.hasOwn(result, key) ? result[key] : undefined;
    setMember(result, key, plain(value) && plain(own) ? merge(own as Json, value as Json) : structuredClone(value));
  }
  return result;
}

/** The service's JSON error body (the contract's `Error`). */
function errorReply(status: number, reason: string, message: string, location?: string): Reply {
  const error = { message, domain: "global", reason, ...(location ? { location, locationType: "parameter" } : {}) };
  return { status, body: { error: { code: status, message, errors: [error] } } };
}
