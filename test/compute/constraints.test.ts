/** Payloads that break a rule of the compute document are rejected, one case per rule. */
import { describe, expect, it } from "vitest";
import { itRejectsEach, type ConstraintCase } from "../support/constraints.js";
import { contractOf } from "../support/contract.js";
import { createValidator } from "../../src/contract/validate.js";

const { schemas, ref, schemaOf } = contractOf("compute");
const requestIdSchema = schemaOf("parameters/RequestId");

// Valid payloads; every counterexample below changes one thing in one of them.
const throttle = {
  priority: 1000,
  action: "throttle",
  match: { expr: { expression: "request.path.startsWith('/api/')" } },
  rateLimitOptions: {
    rateLimitThreshold: { count: 600, intervalSec: 60 },
    conformAction: "allow",
    exceedAction: "deny(429)",
    enforceOnKey: "IP",
  },
};
const ban = {
  priority: 2000,
  action: "rate_based_ban",
  rateLimitOptions: {
    rateLimitThreshold: { count: 20, intervalSec: 60 },
    conformAction: "allow",
    exceedAction: "redirect",
    exceedRedirectOptions: { type: "VENDOR_CAPTCHA" },
    enforceOnKeyConfigs: [{ enforceOnKeyType: "IP" }, { enforceOnKeyType: "HTTP_COOKIE", enforceOnKeyName: "session_id" }],
    banThreshold: { count: 100, intervalSec: 300 },
    banDurationSec: 600,
  },
};
const allow = { priority: 2147483647, action: "allow", match: { versionedExpr: "SRC_IPS_V1", config: { srcIpRanges: ["*"] } } };
const redirect = { priority: 3000, action: "redirect", redirectOptions: { type: "EXTERNAL_302", target: "https://shop.acme.example/new" } };
const networkRule = {
  priority: 100,
  action: "deny(403)",
  networkMatch: {
    userDefinedFields: [{ name: "ttl", values: ["0x40", "1-10"] }],
    srcIpRanges: ["198.51.100.0/24", "2001:db8::/32"],
    destIpRanges: ["203.0.113.7"],
    ipProtocols: ["udp", "17", "50-51"],
    srcPorts: ["53"],
    destPorts: ["27015-27030"],
    srcRegionCodes: ["US", "*"],
    srcAsns: [64512],
  },
};
const policy = {
  name: "storefront-edge",
  type: "CLOUD_GUARD",
  shortName: "storefront",
  fingerprint: "rX9WV0n7c6M=",
  rules: [throttle, ban, redirect, allow],
  captchaOptionsConfig: { redirectSiteKey: "6LdV8a8pAAAAAEx3kQ2rT9mZpWc1bN7yHs4uFj0g" },
  adaptiveProtectionConfig: {
    layer7DdosDefenseConfig: {
      enable: true,
      ruleVisibility: "PREMIUM",
      thresholdConfigs: [{ name: "login-burst", detectionLoadThreshold: 0.8, trafficGranularityConfigs: [{ type: "HTTP_HEADER_HOST", enableEachUniqueValue: true }] }],
    },
  },
  advancedOptionsConfig: { jsonParsing: "STANDARD", jsonCustomConfig: { contentTypes: ["application/vnd.api+json"] }, userIpRequestHeaders: ["True-Client-IP"] },
  labels: { env: "prod", owner: "" },
};
const networkPolicy = {
  name: "game-network",
  type: "CLOUD_GUARD_NETWORK",
  fingerprint: "Hd3kX8qPz1w=",
  userDefinedFields: [{ name: "ttl", base: "IPV4", offset: 8, size: 1, mask: "0xff" }],
  rules: [networkRule],
};
const operation = {
  kind: "compute#operation",
  id: "4281592370116451782",
  status: "DONE",
  progress: 100,
  clientOperationId: "3f6c2a9e-8b41-4d7a-9c15-2e7f0b84d613",
};
const quotaError = {
  code: "QUOTA_EXCEEDED",
  message: "Quota exceeded.",
  errorDetails: [{ errorInfo: { reason: "QUOTA_EXCEEDED", domain: "compute.vendor.example", metadatas: { quotaLimit: "x" } } }, { quotaInfo: { metricName: "m", limit: 200 } }],
};
const forwardingRule = {
  name: "assets-http",
  portRange: "80",
  ports: ["80", "8080-8090"],
  sourceIpRanges: ["198.51.100.0/24"],
  metadataFilters: [{ filterMatchCriteria: "MATCH_ALL", filterLabels: [{ name: "track", value: "canary" }] }],
  externalManagedBackendBucketMigrationState: "TEST_BY_PERCENTAGE",
  externalManagedBackendBucketMigrationTestingPercentage: 25,
};

/** A copy of `base` with `change` applied to it. */
function edit<T>(base: T, change: (copy: any) => void): unknown {
  const copy = structuredClone(base);
  change(copy);
  return copy;
}
const range = (count: number) => Array.from({ length: count }, (_, index) => `10.0.${index}.0/24`);

const cases: ConstraintCase[] = [
  // Actions and rateLimitOptions (SecurityPolicyRule).
  { given: "a throttle rule without rateLimitOptions", schema: "SecurityPolicyRule", value: edit(throttle, (r) => delete r.rateLimitOptions), rule: "required" },
  { given: "a rate_based_ban rule without rateLimitOptions", schema: "SecurityPolicyRule", value: edit(ban, (r) => delete r.rateLimitOptions), rule: "required" },
  { given: "a fairshare rule without rateLimitOptions", schema: "SecurityPolicyRule", value: { action: "fairshare" }, rule: "required" },
  { given: "an allow rule with rateLimitOptions", schema: "SecurityPolicyRule", value: { ...allow, rateLimitOptions: throttle.rateLimitOptions }, rule: "false schema" },
  { given: "a rule without action but with rateLimitOptions", schema: "SecurityPolicyRule", value: { priority: 1, rateLimitOptions: throttle.rateLimitOptions }, rule: "false schema" },
  { given: "the action deny(401)", schema: "SecurityPolicyRule", value: { ...allow, action: "deny(401)" }, rule: "enum" },
  { given: "the action deny(429) (a status only for exceedAction)", schema: "SecurityPolicyRule", value: { ...allow, action: "deny(429)" }, rule: "enum" },
  { given: "redirectOptions on an allow rule", schema: "SecurityPolicyRule", value: { ...allow, redirectOptions: { type: "VENDOR_CAPTCHA" } }, rule: "false schema" },
  { given: "banThreshold on a throttle rule", schema: "SecurityPolicyRule", value: edit(throttle, (r) => (r.rateLimitOptions.banThreshold = { count: 1, intervalSec: 60 })), rule: "false schema" },
  { given: "banDurationSec on a throttle rule", schema: "SecurityPolicyRule", value: edit(throttle, (r) => (r.rateLimitOptions.banDurationSec = 600)), rule: "false schema" },
  { given: "a fairshare rule keyed on IP", schema: "SecurityPolicyRule", value: edit(throttle, (r) => (r.action = "fairshare")), rule: "const" },
  {
    given: "a fairshare rule with an HTTP_PATH key part",
    schema: "SecurityPolicyRule",
    value: { action: "fairshare", rateLimitOptions: { enforceOnKeyConfigs: [{ enforceOnKeyType: "HTTP_PATH" }] } },
    rule: "const",
  },
  { given: "priority -1", schema: "SecurityPolicyRule", value: { ...allow, priority: -1 }, rule: "minimum" },
  { given: "priority 2147483648", schema: "SecurityPolicyRule", value: { ...allow, priority: 2147483648 }, rule: "maximum" },
  // match
  { given: "11 srcIpRanges", schema: "SecurityPolicyRuleMatcher", value: { versionedExpr: "SRC_IPS_V1", config: { srcIpRanges: range(11) } }, rule: "maxItems" },
  { given: "a srcIpRange that is not a CIDR range", schema: "SecurityPolicyRuleMatcher", value: { versionedExpr: "SRC_IPS_V1", config: { srcIpRanges: ["10.0.0.0/33"] } }, rule: "anyOf" },
  { given: "versionedExpr without config", schema: "SecurityPolicyRuleMatcher", value: { versionedExpr: "SRC_IPS_V1" }, rule: "dependentRequired" },
  { given: "config without versionedExpr", schema: "SecurityPolicyRuleMatcher", value: { config: { srcIpRanges: ["*"] } }, rule: "dependentRequired" },
  { given: "SRC_IPS_V1 without srcIpRanges", schema: "SecurityPolicyRuleMatcher", value: { versionedExpr: "SRC_IPS_V1", config: {} }, rule: "required" },
  { given: "an unknown versionedExpr", schema: "SecurityPolicyRuleMatcher", value: { versionedExpr: "SRC_IPS_V2", config: { srcIpRanges: ["*"] } }, rule: "enum" },
  // networkMatch
  { given: "a source port of 65536", schema: "SecurityPolicyRuleNetworkMatcher", value: { srcPorts: ["65536"] }, rule: "pattern" },
  { given: "a destination port range with a bad end", schema: "SecurityPolicyRuleNetworkMatcher", value: { destPorts: ["80-"] }, rule: "pattern" },
  { given: "the protocol gre (not one of the named ones)", schema: "SecurityPolicyRuleNetworkMatcher", value: { ipProtocols: ["gre"] }, rule: "pattern" },
  { given: "the protocol number 256", schema: "SecurityPolicyRuleNetworkMatcher", value: { ipProtocols: ["256"] }, rule: "pattern" },
  { given: "a three-letter region code", schema: "SecurityPolicyRuleNetworkMatcher", value: { srcRegionCodes: ["USA"] }, rule: "pattern" },
  { given: "an ASN above 32 bits", schema: "SecurityPolicyRuleNetworkMatcher", value: { srcAsns: [4294967296] }, rule: "maximum" },
  { given: "an address that is not an address", schema: "SecurityPolicyRuleNetworkMatcher", value: { destIpRanges: ["300.1.1.1"] }, rule: "anyOf" },
  { given: "a user-defined field value above 32 bits", schema: "SecurityPolicyRuleNetworkMatcher", value: { userDefinedFields: [{ name: "ttl", values: ["0x123456789"] }] }, rule: "pattern" },
  // rateLimitOptions
  {
    given: "exceedRedirectOptions without exceedAction redirect",
    schema: "SecurityPolicyRuleRateLimitOptions",
    value: { ...throttle.rateLimitOptions, exceedRedirectOptions: { type: "VENDOR_CAPTCHA" } },
    rule: "false schema",
  },
  { given: "the exceedAction deny(401)", schema: "SecurityPolicyRuleRateLimitOptions", value: { ...throttle.rateLimitOptions, exceedAction: "deny(401)" }, rule: "enum" },
  { given: "a conformAction other than allow", schema: "SecurityPolicyRuleRateLimitOptions", value: { ...throttle.rateLimitOptions, conformAction: "deny(403)" }, rule: "enum" },
  { given: "enforceOnKey with enforceOnKeyConfigs", schema: "SecurityPolicyRuleRateLimitOptions", value: edit(ban.rateLimitOptions, (o) => (o.enforceOnKey = "IP")), rule: "false schema" },
  {
    given: "4 enforceOnKeyConfigs",
    schema: "SecurityPolicyRuleRateLimitOptions",
    value: { enforceOnKeyConfigs: ["IP", "SNI", "HTTP_PATH", "REGION_CODE"].map((enforceOnKeyType) => ({ enforceOnKeyType })) },
    rule: "maxItems",
  },
  { given: "an unknown key type", schema: "SecurityPolicyRuleRateLimitOptions", value: { enforceOnKey: "COOKIE" }, rule: "enum" },
  { given: "a fractional threshold count", schema: "SecurityPolicyRuleRateLimitOptions", value: { rateLimitThreshold: { count: 1.5, intervalSec: 60 } }, rule: "type" },
  // redirect options
  { given: "target missing for EXTERNAL_302", schema: "SecurityPolicyRuleRedirectOptions", value: { type: "EXTERNAL_302" }, rule: "required" },
  { given: "a target for VENDOR_CAPTCHA", schema: "SecurityPolicyRuleRedirectOptions", value: { type: "VENDOR_CAPTCHA", target: "https://x.example" }, rule: "false schema" },
  { given: "the redirect type EXTERNAL_301", schema: "SecurityPolicyRuleRedirectOptions", value: { type: "EXTERNAL_301", target: "https://x.example" }, rule: "enum" },
  // The security policy
  { given: "a name with an upper-case letter", schema: "SecurityPolicy", value: { ...policy, name: "Storefront-edge" }, rule: "pattern" },
  { given: "a name of 64 characters", schema: "SecurityPolicy", value: { ...policy, name: `a${"b".repeat(63)}` }, rule: "maxLength" },
  { given: "an empty name", schema: "SecurityPolicy", value: { ...policy, name: "" }, rule: "minLength" },
  { given: "a name ending with a dash", schema: "SecurityPolicy", value: { ...policy, name: "storefront-" }, rule: "pattern" },
  { given: "a name starting with a digit", schema: "SecurityPolicy", value: { ...policy, name: "1storefront" }, rule: "pattern" },
  { given: "an unknown policy type", schema: "SecurityPolicy", value: { name: "edge", type: "CLOUD_ARMOR" }, rule: "enum" },
  { given: "a fingerprint that is not base64", schema: "SecurityPolicy", value: { ...policy, fingerprint: "not base64!" }, rule: "pattern" },
  { given: "a label key with an upper-case letter", schema: "SecurityPolicy", value: { ...policy, labels: { Env: "prod" } }, rule: "propertyNames" },
  { given: "a label value with an upper-case letter", schema: "SecurityPolicy", value: { ...policy, labels: { env: "Prod" } }, rule: "pattern" },
  { given: "userDefinedFields size 5", schema: "SecurityPolicy", value: edit(networkPolicy, (p) => (p.userDefinedFields[0].size = 5)), rule: "maximum" },
  { given: "userDefinedFields size 0", schema: "SecurityPolicy", value: edit(networkPolicy, (p) => (p.userDefinedFields[0].size = 0)), rule: "minimum" },
  { given: "a mask without 0x", schema: "SecurityPolicy", value: edit(networkPolicy, (p) => (p.userDefinedFields[0].mask = "ff")), rule: "pattern" },
  { given: "a user-defined field without base", schema: "SecurityPolicy", value: edit(networkPolicy, (p) => delete p.userDefinedFields[0].base), rule: "required" },
  { given: "the base ICMP", schema: "SecurityPolicy", value: edit(networkPolicy, (p) => (p.userDefinedFields[0].base = "ICMP")), rule: "enum" },
  { given: "a ruleVisibility of BASIC", schema: "SecurityPolicy", value: edit(policy, (p) => (p.adaptiveProtectionConfig.layer7DdosDefenseConfig.ruleVisibility = "BASIC")), rule: "enum" },
  {
    given: "a threshold config name with an upper-case letter",
    schema: "SecurityPolicy",
    value: edit(policy, (p) => (p.adaptiveProtectionConfig.layer7DdosDefenseConfig.thresholdConfigs[0].name = "Login")),
    rule: "pattern",
  },
  {
    given: "enableEachUniqueValue with a value",
    schema: "SecurityPolicy",
    value: edit(policy, (p) => (p.adaptiveProtectionConfig.layer7DdosDefenseConfig.thresholdConfigs[0].trafficGranularityConfigs[0].value = "shop.acme.example")),
    rule: "maxLength",
  },
  { given: "jsonCustomConfig with jsonParsing DISABLED", schema: "SecurityPolicy", value: edit(policy, (p) => (p.advancedOptionsConfig.jsonParsing = "DISABLED")), rule: "false schema" },
  {
    given: "a custom content type with a parameter",
    schema: "SecurityPolicy",
    value: edit(policy, (p) => (p.advancedOptionsConfig.jsonCustomConfig.contentTypes = ["application/json; charset=utf-8"])),
    rule: "pattern",
  },
  // Rules that depend on the policy type
  { given: "a shortName on a CLOUD_GUARD_EDGE policy", schema: "SecurityPolicy", value: { name: "edge", type: "CLOUD_GUARD_EDGE", shortName: "edge" }, rule: "false schema" },
  { given: "a redirect rule on a CLOUD_GUARD_EDGE policy", schema: "SecurityPolicy", value: { name: "edge", type: "CLOUD_GUARD_EDGE", rules: [redirect] }, rule: "not" },
  { given: "a captcha exceed action on a CLOUD_GUARD_EDGE policy", schema: "SecurityPolicy", value: { name: "edge", type: "CLOUD_GUARD_EDGE", rules: [ban] }, rule: "not" },
  {
    given: "a header action on a CLOUD_GUARD_NETWORK policy",
    schema: "SecurityPolicy",
    value: edit(networkPolicy, (p) => (p.rules[0].headerAction = { requestHeadersToAdds: [{ headerName: "X-A", headerValue: "1" }] })),
    rule: "false schema",
  },
  {
    given: "a captcha site key on a CLOUD_GUARD_EDGE policy",
    schema: "SecurityPolicy",
    value: { name: "edge", type: "CLOUD_GUARD_EDGE", captchaOptionsConfig: { redirectSiteKey: "k" } },
    rule: "false schema",
  },
  {
    given: "adaptive protection enabled on a CLOUD_GUARD_EDGE policy",
    schema: "SecurityPolicy",
    value: { name: "edge", type: "CLOUD_GUARD_EDGE", adaptiveProtectionConfig: { layer7DdosDefenseConfig: { enable: true } } },
    rule: "false schema",
  },
  { given: "a fairshare rule on a CLOUD_GUARD policy", schema: "SecurityPolicy", value: { ...policy, rules: [{ action: "fairshare", rateLimitOptions: { enforceOnKey: "ALL" } }] }, rule: "not" },
  { given: "a networkMatch rule on a CLOUD_GUARD policy", schema: "SecurityPolicy", value: { ...policy, rules: [networkRule] }, rule: "false schema" },
  { given: "userDefinedFields on a CLOUD_GUARD policy", schema: "SecurityPolicy", value: { ...policy, userDefinedFields: networkPolicy.userDefinedFields }, rule: "false schema" },
  // The patch body
  { given: "a patch without fingerprint", schema: "SecurityPolicyPatch", value: { description: "x" }, rule: "required" },
  { given: "a patch with a throttle rule without rateLimitOptions", schema: "SecurityPolicyPatch", value: { fingerprint: "rX9WV0n7c6M=", rules: [{ action: "throttle" }] }, rule: "required" },
  // The operation
  { given: "the operation status FAILED", schema: "Operation", value: { ...operation, status: "FAILED" }, rule: "enum" },
  { given: "progress 101", schema: "Operation", value: { ...operation, progress: 101 }, rule: "maximum" },
  { given: "an id that is not a decimal string", schema: "Operation", value: { ...operation, id: "0x1f" }, rule: "pattern" },
  { given: "a numeric id", schema: "Operation", value: { ...operation, id: 4281592370116451782 }, rule: "type" },
  { given: "an id above the uint64 range", schema: "Operation", value: { ...operation, id: "18446744073709551616" }, rule: "format" },
  { given: "a forwarding rule id that is not a decimal string", schema: "ForwardingRule", value: { ...forwardingRule, id: "fr-1" }, rule: "pattern" },
  { given: "a clientOperationId that is not a UUID", schema: "Operation", value: { ...operation, clientOperationId: "retry-1" }, rule: "format" },
  { given: "both zone and region", schema: "Operation", value: { ...operation, zone: "z", region: "r" }, rule: "false schema" },
  {
    given: "both members of the metadata union",
    schema: "Operation",
    value: { ...operation, setCommonInstanceMetadataOperationMetadata: {}, instancesBulkInsertOperationMetadata: {} },
    rule: "false schema",
  },
  { given: "an error without httpErrorStatusCode", schema: "Operation", value: { ...operation, error: { errors: [] }, httpErrorMessage: "FORBIDDEN" }, rule: "dependentRequired" },
  { given: "QUOTA_EXCEEDED without quotaInfo", schema: "OperationErrorItem", value: edit(quotaError, (e) => e.errorDetails.pop()), rule: "contains" },
  { given: "an errorInfo reason in lower case", schema: "OperationErrorItem", value: edit(quotaError, (e) => (e.errorDetails[0].errorInfo.reason = "quotaExceeded")), rule: "pattern" },
  { given: "an errorInfo reason of 64 characters", schema: "OperationErrorItem", value: edit(quotaError, (e) => (e.errorDetails[0].errorInfo.reason = `Q${"U".repeat(63)}`)), rule: "maxLength" },
  {
    given: "a metadatas key starting with an upper-case letter",
    schema: "OperationErrorItem",
    value: edit(quotaError, (e) => (e.errorDetails[0].errorInfo.metadatas = { QuotaLimit: "x" })),
    rule: "propertyNames",
  },
  {
    given: "a metadatas key of 65 characters",
    schema: "OperationErrorItem",
    value: edit(quotaError, (e) => (e.errorDetails[0].errorInfo.metadatas = { [`q${"a".repeat(64)}`]: "x" })),
    rule: "propertyNames",
  },
  { given: "a locale that is not a language tag", schema: "ErrorDetail", value: { localizedMessage: { locale: "en_US!", message: "x" } }, rule: "pattern" },
  // Errors
  { given: "an error body without error", schema: "Error", value: { message: "x" }, rule: "required" },
  { given: "a 412 body whose reason is not conditionNotMet", schema: "ConditionNotMetError", value: { error: { code: 412, message: "x", errors: [{ reason: "notFound" }] } }, rule: "contains" },
  { given: "a conditionNotMet body with the code 400", schema: "ConditionNotMetError", value: { error: { code: 400, message: "x", errors: [{ reason: "conditionNotMet" }] } }, rule: "const" },
  // The forwarding rule
  { given: "a testing percentage of 101", schema: "ForwardingRule", value: { ...forwardingRule, externalManagedBackendBucketMigrationTestingPercentage: 101 }, rule: "maximum" },
  { given: "a testing percentage of -1", schema: "ForwardingRule", value: { ...forwardingRule, externalManagedBackendBucketMigrationTestingPercentage: -1 }, rule: "minimum" },
  { given: "a testing percentage in the state PREPARE", schema: "ForwardingRule", value: { ...forwardingRule, externalManagedBackendBucketMigrationState: "PREPARE" }, rule: "const" },
  { given: "a testing percentage without a migration state", schema: "ForwardingRule", value: edit(forwardingRule, (r) => delete r.externalManagedBackendBucketMigrationState), rule: "required" },
  { given: "the migration state DONE", schema: "ForwardingRule", value: { name: "assets-http", externalManagedBackendBucketMigrationState: "DONE" }, rule: "enum" },
  { given: "a portRange with a bad end", schema: "ForwardingRule", value: { ...forwardingRule, portRange: "80-" }, rule: "pattern" },
  { given: "a port that is not a number", schema: "ForwardingRule", value: { ...forwardingRule, ports: ["http"] }, rule: "pattern" },
  { given: "65 sourceIpRanges", schema: "ForwardingRule", value: { ...forwardingRule, sourceIpRanges: range(65) }, rule: "maxItems" },
  { given: "a metadata filter without labels", schema: "ForwardingRule", value: { ...forwardingRule, metadataFilters: [{ filterMatchCriteria: "MATCH_ANY", filterLabels: [] }] }, rule: "minItems" },
  {
    given: "a metadata filter with 65 labels",
    schema: "ForwardingRule",
    value: { ...forwardingRule, metadataFilters: [{ filterLabels: Array.from({ length: 65 }, (_, i) => ({ name: `l${i}`, value: "v" })) }] },
    rule: "maxItems",
  },
  { given: "a filter label with an empty name", schema: "ForwardingRule", value: { ...forwardingRule, metadataFilters: [{ filterLabels: [{ name: "", value: "v" }] }] }, rule: "minLength" },
  { given: "a filter label name of 1025 characters", schema: "ForwardingRule", value: { ...forwardingRule, metadataFilters: [{ filterLabels: [{ name: "n".repeat(1025) }] }] }, rule: "maxLength" },
  {
    given: "a filter label value of 1025 characters",
    schema: "ForwardingRule",
    value: { ...forwardingRule, metadataFilters: [{ filterLabels: [{ name: "n", value: "v".repeat(1025) }] }] },
    rule: "maxLength",
  },
  { given: "a rule name with an upper-case letter", schema: "ForwardingRule", value: { ...forwardingRule, name: "Assets-http" }, rule: "anyOf" },
  { given: "a serviceLabel with an underscore", schema: "ForwardingRule", value: { ...forwardingRule, serviceLabel: "orders_v2" }, rule: "pattern" },
  { given: "two service-directory registrations", schema: "ForwardingRule", value: { ...forwardingRule, serviceDirectoryRegistrations: [{ namespace: "a" }, { namespace: "b" }] }, rule: "maxItems" },
  // The aggregated list
  {
    given: "a scope with both rules and a warning",
    schema: "ForwardingRuleAggregatedList",
    value: { items: { global: { forwardingRules: [forwardingRule], warning: { code: "X" } } } },
    rule: "oneOf",
  },
  { given: "a scope with neither rules nor a warning", schema: "ForwardingRuleAggregatedList", value: { items: { global: {} } }, rule: "oneOf" },
  { given: "a scope with an empty rule list", schema: "ForwardingRuleAggregatedList", value: { items: { global: { forwardingRules: [] } } }, rule: "minItems" },
  { given: "unreachables that are not strings", schema: "ForwardingRuleAggregatedList", value: { items: {}, unreachables: [{ scope: "regions/x" }] }, rule: "type" },
];

describe("compute rejects what its document forbids", () => {
  it.each([
    ["SecurityPolicyRule", throttle],
    ["SecurityPolicyRule", ban],
    ["SecurityPolicyRule", allow],
    ["SecurityPolicyRule", redirect],
    ["SecurityPolicyRule", networkRule],
    ["SecurityPolicy", policy],
    ["SecurityPolicy", networkPolicy],
    ["SecurityPolicyPatch", { fingerprint: policy.fingerprint, rules: policy.rules }],
    ["Operation", operation],
    ["OperationErrorItem", quotaError],
    ["ForwardingRule", forwardingRule],
  ] as const)("accepts the valid %s each counterexample starts from", (schema, value) => {
    expect(schemas.validate(ref(schema), value).problems).toEqual([]);
  });

  itRejectsEach("compute", cases);

  it.each([
    ["the all-zero UUID", "00000000-0000-0000-0000-000000000000", "not"],
    ["a value that is not a UUID", "retry-1", "pattern"],
    ["a UUID without dashes", "3f6c2a9e8b414d7a9c152e7f0b84d613", "pattern"],
  ])("rejects %s as requestId", (_given, value, rule) => {
    const result = schemas.validate(requestIdSchema, value);
    expect(result.valid).toBe(false);
    expect(result.problems.map((problem) => problem.rule)).toContain(rule);
  });

  it("accepts a random UUID as requestId, in either letter case", () => {
    const id = crypto.randomUUID();
    expect(schemas.validate(requestIdSchema, id).problems).toEqual([]);
    expect(schemas.validate(requestIdSchema, id.toUpperCase()).problems).toEqual([]);
  });

  it("accepts both name forms of a forwarding rule", () => {
    for (const name of ["apis1", "storefront-https", `a${"b".repeat(62)}`]) {
      expect(schemas.validate(ref("ForwardingRule"), { name }).problems, name).toEqual([]);
    }
  });

  it("accepts the type-dependent fields when the body carries no type (a patch; the service decides)", () => {
    const patch = { fingerprint: "rX9WV0n7c6M=", shortName: "edge", rules: [redirect, networkRule], userDefinedFields: networkPolicy.userDefinedFields };
    expect(schemas.validate(ref("SecurityPolicyPatch"), patch).problems).toEqual([]);
  });
});

// The patch body is open to members the contract does not name (a policy read, changed and sent
// back carries newer ones; docs/spec-conventions.md): a misspelt member is no longer refused by the
// schema, and the validator reports it as a warning when asked.
describe("compute's patch body takes unknown members, and the validator can report them", () => {
  const validator = createValidator("compute");
  const patchRequest = (body: unknown) => ({ method: "PATCH", url: "/compute/v1/locations/global/securityPolicies/storefront-edge", headers: { authorization: "Bearer t" }, body });
  it.each([
    ["a misspelt member of the policy", { fingerprint: policy.fingerprint, descripton: "x" }, "/descripton"],
    ["a misspelt member of a rule", { fingerprint: policy.fingerprint, rules: [{ ...allow, actions: "allow" }] }, "/rules/0/actions"],
    [
      "a header to add with the wrong member names",
      { fingerprint: policy.fingerprint, rules: [{ ...allow, headerAction: { requestHeadersToAdds: [{ name: "X-Bot", value: "1" }] } }] },
      "/rules/0/headerAction/requestHeadersToAdds/0/name",
    ],
    ["a misspelt member of a policy read back", { ...policy, rule: [] }, "/rule"],
  ])("accepts %s and warns of it", (_given, body, pointer) => {
    const quiet = validator.validateRequest(patchRequest(body));
    expect(quiet.problems).toEqual([]);
    expect(quiet.warnings).toBeUndefined();
    const warned = validator.validateRequest(patchRequest(body), { unknownMembers: "warn" });
    expect(warned.problems).toEqual([]);
    expect(warned.warnings?.map((warning) => warning.pointer)).toContain(pointer);
  });
});
