/**
 * The simulated compute service for a suite: useSimulator's lifecycle, a typed client without
 * retries, the walks over the seeded project's forwarding rules, and the reads and writes of
 * security policies and their operations that its suites share.
 */
import {
  createComputeClient,
  forwardingRules,
  newRequestId,
  type ForwardingRule,
  type ForwardingRuleEntry,
  type ForwardingRulesOptions,
  type Operation,
  type paths,
  type SecurityPolicy,
  type SecurityPolicyRule,
} from "../../src/clients/compute.js";
import { operationMilliseconds } from "../../src/simulator/services/compute/index.js";
import { useSimulatorClient } from "./simulator.js";

/** The seeded project and its forwarding rules, by name. */
export const project = "acme-web-prod";
export const everyRule = [
  "apis1",
  "assets-http",
  "game-udp-partners",
  "game-udp-v6",
  "mesh-orders-canary",
  "orders-ilb",
  "payments-ilb",
  "reports-ilb",
  "storefront-https",
  "storefront-jp",
];
const listPath = "/projects/{project}/aggregated/forwardingRules" as const;
export type ListQuery = NonNullable<paths[typeof listPath]["get"]["parameters"]["query"]>;
export const policyPath = "/locations/global/securityPolicies/{securityPolicy}" as const;
/** The rule every policy ends with: the lowest priority, matching every request. */
export const defaultRule: SecurityPolicyRule = {
  description: "Default rule.",
  priority: 2147483647,
  match: { versionedExpr: "SRC_IPS_V1", config: { srcIpRanges: ["*"] } },
  action: "allow",
};

/** A scope of a list page, either member read (the contract's type is a union of the two). */
export const scoped = (scope: unknown) => scope as { forwardingRules?: ForwardingRule[]; warning?: { code?: string } };
/** The rule names in the order the walk met them. */
export const names = (entries: ForwardingRuleEntry[]) => entries.flatMap((entry) => (entry.type === "rule" ? [entry.rule.name!] : []));
/** The same, sorted: on a page the rules come grouped by scope. */
export const sortedNames = (entries: ForwardingRuleEntry[]) => names(entries).sort();

export function useComputeSimulator() {
  const sim = useSimulatorClient("compute", (url) => createComputeClient({ baseUrl: url, auth: "ya29.test", retry: false }));
  /** Every entry of the forwarding-rule iterator. */
  async function walk(options: Omit<ForwardingRulesOptions, "project"> & { project?: string } = {}): Promise<ForwardingRuleEntry[]> {
    const entries: ForwardingRuleEntry[] = [];
    for await (const entry of forwardingRules(sim.client, { project, ...options })) entries.push(entry);
    return entries;
  }
  /** One page of the aggregated list. */
  const list = (query: ListQuery, projectId = project) => sim.client.GET(listPath, { params: { path: { project: projectId }, query } });
  /** A forwarding rule as the list shows it. */
  async function rule(name: string): Promise<ForwardingRule> {
    const entries = await walk({ filter: `name = "${name}"` });
    return (entries.find((entry) => entry.type === "rule") as { rule: ForwardingRule }).rule;
  }
  /** A security policy, or an operation, as the service holds it (read through the control API). */
  const policy = (name: string) => sim.control.command<SecurityPolicy>("policy", { name });
  const operation = (name: string) => sim.control.command<Operation>("operation", { name });
  /** Lets the clock run until every operation started so far is DONE. */
  const finish = () => sim.control.advanceClock(operationMilliseconds.pending + operationMilliseconds.running);
  function patch(name: string, body: Omit<SecurityPolicy, "fingerprint"> & { fingerprint: string }, requestId = newRequestId()) {
    return sim.client.PATCH(policyPath, { params: { path: { securityPolicy: name }, query: { requestId } }, body });
  }
  function remove(name: string, requestId = newRequestId()) {
    return sim.client.DELETE(policyPath, { params: { path: { securityPolicy: name }, query: { requestId } } });
  }
  return Object.assign(sim, { walk, list, rule, policy, operation, finish, patch, remove });
}
