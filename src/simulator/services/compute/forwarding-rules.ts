/**
 * The forwarding rules of a project: the aggregated list (order, page tokens, filters, scopes
 * without rules or out of reach) and the steps of the backend-bucket migration, as pure functions
 * of the rules the model holds.
 */
import { ControlRefusal } from "../../service.js";
import type { ForwardingRule, ForwardingRuleAggregatedList, Warning } from "./contract-types.js";
import { fromBase64Url, toBase64Url } from "../../../contract/base64.js";
import { invalidParameter, unreachable as unreachableScopes } from "./errors.js";
import { compileFilter, FilterError, type ResourceTest } from "./filter.js";

/** Default and largest page of the aggregated list (the discovery document's, in the contract). */
const pageLimit = 500;

export interface ScopedRule {
  scope: string;
  rule: ForwardingRule;
}

export interface Project {
  /** `global` and `regions/<region>`, global first. */
  scopes: string[];
  /** `zones/<zone>`, listed only with includeAllScopes. */
  zones: string[];
  rules: ScopedRule[];
}

export interface ListOptions {
  maxResults?: number;
  orderBy?: string;
  filter?: string;
  pageToken?: string;
  includeAllScopes?: boolean;
  returnPartialSuccess?: boolean;
}

const created = (entry: ScopedRule) => Date.parse(entry.rule.creationTimestamp ?? "") || 0;
const byText = (a = "", b = "") => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: ScopedRule, b: ScopedRule) => byText(a.rule.name, b.rule.name) || byText(a.scope, b.scope);
const orderings = new Map<string, (a: ScopedRule, b: ScopedRule) => number>([
  ["name", byName],
  ["name asc", byName],
  ["creationTimestamp desc", (a, b) => created(b) - created(a) || byName(a, b)],
]);

export function sortScopes(scopes: string[]): string[] {
  return scopes.sort((a, b) => (a === "global" ? -1 : b === "global" ? 1 : byText(a, b)));
}

interface PageToken {
  project: string;
  orderBy: string;
  filter: string;
  /** The last rule of the previous page: the next page starts after it, so no rule comes twice. */
  scope: string;
  name: string;
  created: string;
}

function readToken(text: string): PageToken | undefined {
  try {
    const token = JSON.parse(fromBase64Url(text)) as PageToken;
    return typeof token === "object" && token !== null && typeof token.name === "string" ? token : undefined;
  } catch {
    return undefined;
  }
}

const scopeWarning = (code: string, message: string, scope: string): Warning => ({ code, message, data: [{ key: "scope", value: scope }] });

/**
 * One page of the aggregated list: the rules that pass the filter in the order asked for, grouped
 * by scope, with a warning for every listed scope without rules on the page (or out of reach).
 */
export function listPage(
  projectId: string,
  project: Project,
  unreachable: ReadonlySet<string>,
  options: ListOptions,
  filterFields: ReadonlySet<string>,
  root: string,
): ForwardingRuleAggregatedList {
  const orderBy = (options.orderBy ?? "name").trim();
  const order = orderings.get(orderBy.replace(/\s+/g, " "));
  if (!order)
    throw invalidParameter(
      "orderBy",
      `Invalid value for field 'orderBy': '${orderBy}'. Supported: name (the default) and creationTimestamp desc.`,
    );
  const filterText = options.filter ?? "";
  let matches: ResourceTest;
  try {
    matches = compileFilter(filterText, { name: "forwarding rule", fields: filterFields });
  } catch (error) {
    if (!(error instanceof FilterError)) throw error;
    throw invalidParameter("filter", `Invalid value for field 'filter': ${error.message}`);
  }
  let after: ScopedRule | undefined;
  if (options.pageToken) {
    const token = readToken(options.pageToken);
    if (!token || token.orderBy !== orderBy || token.filter !== filterText || token.project !== projectId) {
      throw invalidParameter(
        "pageToken",
        "Invalid value for field 'pageToken': it is not a token of this list with this filter and orderBy.",
      );
    }
    after = { scope: token.scope, rule: { name: token.name, creationTimestamp: token.created } };
  }

  const listed = options.includeAllScopes ? [...project.scopes, ...project.zones] : project.scopes;
  const lost = listed.filter((scope) => unreachable.has(scope));
  if (lost.length > 0 && !options.returnPartialSuccess) {
    // The document: without returnPartialSuccess the list fails.
    throw unreachableScopes(`The scopes ${lost.join(", ")} could not be reached; set returnPartialSuccess=true to get the other scopes.`);
  }
  // A scope returns all its rules or none: an unreachable one returns none.
  const candidates = project.rules.filter((entry) => !unreachable.has(entry.scope) && matches(entry.rule)).sort(order);
  let start = after ? candidates.findIndex((entry) => order(entry, after) > 0) : 0;
  if (start < 0) start = candidates.length;
  // The contract bounds maxResults (0 to 500); 0 means the default page.
  const size = options.maxResults || pageLimit;
  const page = candidates.slice(start, start + size);

  // Scopes in the order of their first rule on the page, then every listed scope without one.
  const items: Record<string, { forwardingRules?: ForwardingRule[]; warning?: Warning }> = {};
  for (const { scope, rule } of page) (items[scope] ??= { forwardingRules: [] }).forwardingRules!.push(rule);
  for (const scope of listed) {
    if (items[scope]) continue;
    items[scope] = unreachable.has(scope)
      ? {
          warning: scopeWarning(
            "UNREACHABLE",
            `The scope '${scope}' could not be reached; its forwarding rules are not in this answer.`,
            scope,
          ),
        }
      : { warning: scopeWarning("NO_RESULTS_ON_PAGE", `There are no results for scope '${scope}' on this page.`, scope) };
  }
  const last = page[page.length - 1];
  const more = last !== undefined && start + size < candidates.length;
  const nextToken: PageToken | undefined = more
    ? { project: projectId, orderBy, filter: filterText, scope: last.scope, name: last.rule.name!, created: last.rule.creationTimestamp! }
    : undefined;
  return {
    kind: "compute#forwardingRuleAggregatedList",
    id: `projects/${projectId}/aggregated/forwardingRules`,
    items: items as ForwardingRuleAggregatedList["items"],
    ...(nextToken ? { nextPageToken: toBase64Url(JSON.stringify(nextToken)) } : {}),
    selfLink: `${root}/projects/${projectId}/aggregated/forwardingRules`,
    ...(lost.length > 0 ? { unreachables: lost } : {}),
  };
}

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

export interface MigrationStep {
  /** The state to go to; null ends the migration; left out keeps the state. */
  state?: string | null;
  loadBalancingScheme?: string;
  testingPercentage?: unknown;
}

/** The rule after a step of the backend-bucket migration, if the document's table allows it (its fingerprint is the model's to set). */
export function migrationStep(rule: ForwardingRule, step: MigrationStep): ForwardingRule {
  const from = rule.externalManagedBackendBucketMigrationState ?? null;
  const to = step.state === undefined ? from : step.state;
  const scheme = rule.loadBalancingScheme ?? "";
  const toScheme = step.loadBalancingScheme ?? scheme;
  const allowed = migrationSteps.some(([a, b, c, d]) => a === from && b === scheme && c === to && d === toScheme);
  if (!allowed) {
    throw new ControlRefusal(
      `the migration of ${rule.name} cannot go from ${from ?? "no state"} (${scheme || "no scheme"}) to ${to ?? "no state"} (${toScheme || "no scheme"}): not a step of the document's table`,
    );
  }
  const percentage = step.testingPercentage;
  if (to === "TEST_BY_PERCENTAGE") {
    if (percentage === undefined && from !== "TEST_BY_PERCENTAGE")
      throw new ControlRefusal("TEST_BY_PERCENTAGE needs testingPercentage (0 to 100)");
    if (percentage !== undefined && (typeof percentage !== "number" || percentage < 0 || percentage > 100))
      throw new ControlRefusal("testingPercentage is a number from 0 to 100");
  } else if (percentage !== undefined) {
    throw new ControlRefusal("testingPercentage is only for the state TEST_BY_PERCENTAGE");
  }
  const next: ForwardingRule = { ...rule, loadBalancingScheme: toScheme as ForwardingRule["loadBalancingScheme"] };
  delete next.externalManagedBackendBucketMigrationState;
  delete next.externalManagedBackendBucketMigrationTestingPercentage;
  if (to !== null) next.externalManagedBackendBucketMigrationState = to as ForwardingRule["externalManagedBackendBucketMigrationState"];
  if (to === "TEST_BY_PERCENTAGE")
    next.externalManagedBackendBucketMigrationTestingPercentage =
      (percentage as number | undefined) ?? rule.externalManagedBackendBucketMigrationTestingPercentage;
  return next;
}
