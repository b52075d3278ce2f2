/** The rules of the document a security policy must keep that its schema cannot check. */
import type { SecurityPolicy, SecurityPolicyRule } from "./contract-types.js";

/** The priority of the default rule every policy holds. */
export const defaultPriority = 2_147_483_647;
/** Rules per policy; the document gives no quota, this is the contract's QUOTA_EXCEEDED example. */
export const ruleQuota = 200;

/** One broken rule, as an operation's `error.errors[]` reports it. */
export interface Problem {
  code: string;
  location?: string;
  message: string;
  errorDetails?: Record<string, unknown>[];
}

/** Fields a patch cannot change: set at creation, or changed only by another operation. */
export function changeProblems(policy: SecurityPolicy, changes: Partial<SecurityPolicy>): Problem[] {
  const problems: Problem[] = [];
  if (changes.name !== undefined && changes.name !== policy.name)
    problems.push({ code: "INVALID_FIELD_VALUE", location: "name", message: "The name of a policy is set at creation." });
  if (changes.type !== undefined && changes.type !== policy.type)
    problems.push({
      code: "INVALID_FIELD_VALUE",
      location: "type",
      message: `The type is settable only at creation; the policy is ${policy.type}.`,
    });
  if (changes.labels !== undefined && JSON.stringify(changes.labels) !== JSON.stringify(policy.labels ?? {})) {
    problems.push({ code: "INVALID_FIELD_VALUE", location: "labels", message: "Labels change only through a set-labels operation." });
  }
  return problems;
}

/**
 * The policy types the document names. It writes them with a neutral word in place of the
 * product's name, so a type outside this list may be the real name of one of them: a rule keyed
 * on a type restricts only the other types of this list (docs/spec-conventions.md, neutral words).
 */
const knownTypes = ["CLOUD_GUARD", "CLOUD_GUARD_EDGE", "CLOUD_GUARD_INTERNAL_SERVICE", "CLOUD_GUARD_NETWORK"];

/** The rules a whole policy must keep: what its type allows, the default rule, unique priorities and names, the rule quota. */
export function policyProblems(policy: SecurityPolicy): Problem[] {
  const problems: Problem[] = [];
  const invalid = (location: string, message: string) => problems.push({ code: "INVALID_FIELD_VALUE", location, message });
  const type = policy.type;
  /** The policy is of a known type other than `only`. */
  const otherThan = (only: string) => type !== undefined && type !== only && knownTypes.includes(type);
  const cloudGuardOnly = `only policies of type CLOUD_GUARD may have it; this one is ${type}`;
  if (otherThan("CLOUD_GUARD")) {
    if (policy.shortName !== undefined) invalid("shortName", `shortName: ${cloudGuardOnly}.`);
    if (policy.captchaOptionsConfig?.redirectSiteKey !== undefined)
      invalid("captchaOptionsConfig.redirectSiteKey", `A captcha redirect site key: ${cloudGuardOnly}.`);
    const layer7 = policy.adaptiveProtectionConfig?.layer7DdosDefenseConfig;
    if (layer7?.enable !== undefined || layer7?.ruleVisibility !== undefined)
      invalid("adaptiveProtectionConfig.layer7DdosDefenseConfig", `Layer 7 adaptive protection: ${cloudGuardOnly}.`);
  }
  if (otherThan("CLOUD_GUARD_NETWORK") && policy.userDefinedFields?.length)
    invalid("userDefinedFields", `User-defined fields are for CLOUD_GUARD_NETWORK policies; this one is ${type}.`);
  const rules: SecurityPolicyRule[] = policy.rules ?? [];
  const priorities = new Map<number, number>();
  for (const [index, rule] of rules.entries()) {
    const at = `rules[${index}]`;
    if (otherThan("CLOUD_GUARD")) {
      if (rule.action === "redirect" || rule.redirectOptions) invalid(`${at}.action`, `A redirect action: ${cloudGuardOnly}.`);
      if (rule.headerAction) invalid(`${at}.headerAction`, `A header action: ${cloudGuardOnly}.`);
      if (rule.rateLimitOptions?.exceedAction === "redirect" || rule.rateLimitOptions?.exceedRedirectOptions)
        invalid(`${at}.rateLimitOptions.exceedAction`, `A redirect on exceeding: ${cloudGuardOnly}.`);
    }
    if (rule.action === "fairshare" && otherThan("CLOUD_GUARD_INTERNAL_SERVICE"))
      invalid(`${at}.action`, `The action fairshare is only for CLOUD_GUARD_INTERNAL_SERVICE policies; this one is ${type}.`);
    if (rule.networkMatch && otherThan("CLOUD_GUARD_NETWORK"))
      invalid(`${at}.networkMatch`, `networkMatch is for CLOUD_GUARD_NETWORK policies; this one is ${type}.`);
    const priority = rule.priority ?? 0;
    if (priorities.has(priority))
      invalid(`${at}.priority`, `Two rules have the priority ${priority} (rules[${priorities.get(priority)}] and ${at}).`);
    else priorities.set(priority, index);
  }
  const defaultIndex = priorities.get(defaultPriority);
  if (defaultIndex === undefined) {
    invalid(
      "rules",
      `A policy always holds a default rule with priority ${defaultPriority}: it cannot be removed and its priority cannot change.`,
    );
  } else if (!matchesEverything(rules[defaultIndex]!)) {
    invalid(`rules[${defaultIndex}]`, `The default rule (priority ${defaultPriority}) must match everything ('*' in srcIpRanges).`);
  }
  for (const [field, names] of [
    ["userDefinedFields", policy.userDefinedFields?.map((f) => f.name)],
    [
      "adaptiveProtectionConfig.layer7DdosDefenseConfig.thresholdConfigs",
      policy.adaptiveProtectionConfig?.layer7DdosDefenseConfig?.thresholdConfigs?.map((c) => c.name),
    ],
  ] as const) {
    const duplicate = names?.find((name, index) => names.indexOf(name) !== index);
    if (duplicate !== undefined) invalid(field, `The name '${duplicate}' is used twice; names are unique within the policy.`);
  }
  if (rules.length > ruleQuota) problems.push(quotaProblem());
  return problems;
}

/** The problem of a policy of more rules than the quota. */
export function quotaProblem(): Problem {
  return {
    code: "QUOTA_EXCEEDED",
    message: `Quota 'SECURITY_POLICY_RULES' exceeded. Limit: ${ruleQuota}.0 globally.`,
    errorDetails: [
      {
        errorInfo: {
          reason: "QUOTA_EXCEEDED",
          domain: "compute.vendor.example",
          metadatas: { quotaLimit: "SECURITY-POLICY-RULES-per-organization", limit: String(ruleQuota) },
        },
      },
      {
        quotaInfo: {
          metricName: "compute.vendor.example/security_policy_rules",
          limitName: "SECURITY-POLICY-RULES-per-organization",
          dimensions: { global: "global" },
          limit: ruleQuota,
        },
      },
    ],
  };
}

/** The default rule of a policy matches every source: `*` in its ranges, no expression. */
function matchesEverything(rule: SecurityPolicyRule): boolean {
  if (rule.match) return !rule.match.expr && (rule.match.config?.srcIpRanges ?? []).includes("*");
  if (rule.networkMatch) return Object.values(rule.networkMatch).every((values) => (values as unknown[]).every((value) => value === "*"));
  return false;
}

/** What an operation that broke rules ends with: 403 for a quota, else 400. */
export function failureOf(problems: Problem[]): { errors: Problem[]; status: number; message: string } {
  const quota = problems.some((problem) => problem.code === "QUOTA_EXCEEDED");
  return { errors: problems, status: quota ? 403 : 400, message: quota ? "FORBIDDEN" : "BAD_REQUEST" };
}
