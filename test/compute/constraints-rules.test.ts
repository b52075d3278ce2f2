/**
 * Payloads that break a rule of a compute security policy rule are rejected, one case per rule:
 * its action and rateLimitOptions, match, networkMatch and redirect options. The policy as a
 * whole is in constraints-policies.test.ts.
 */
import { describe, expect, it } from "vitest";
import { itRejectsEach, type ConstraintCase } from "../support/constraints.js";
import { allow, ban, edit, networkRule, range, redirect, throttle } from "../support/compute-payloads.js";
import { contractOf } from "../support/contract.js";

const { schemas, ref } = contractOf("compute");

const cases: ConstraintCase[] = [
  // Actions and rateLimitOptions (SecurityPolicyRule).
  {
    given: "a throttle rule without rateLimitOptions",
    schema: "SecurityPolicyRule",
    value: edit(throttle, (r) => delete r.rateLimitOptions),
    rule: "required",
  },
  {
    given: "a rate_based_ban rule without rateLimitOptions",
    schema: "SecurityPolicyRule",
    value: edit(ban, (r) => delete r.rateLimitOptions),
    rule: "required",
  },
  { given: "a fairshare rule without rateLimitOptions", schema: "SecurityPolicyRule", value: { action: "fairshare" }, rule: "required" },
  {
    given: "an allow rule with rateLimitOptions",
    schema: "SecurityPolicyRule",
    value: { ...allow, rateLimitOptions: throttle.rateLimitOptions },
    rule: "false schema",
  },
  {
    given: "a rule without action but with rateLimitOptions",
    schema: "SecurityPolicyRule",
    value: { priority: 1, rateLimitOptions: throttle.rateLimitOptions },
    rule: "false schema",
  },
  { given: "the action deny(401)", schema: "SecurityPolicyRule", value: { ...allow, action: "deny(401)" }, rule: "enum" },
  {
    given: "the action deny(429) (a status only for exceedAction)",
    schema: "SecurityPolicyRule",
    value: { ...allow, action: "deny(429)" },
    rule: "enum",
  },
  {
    given: "redirectOptions on an allow rule",
    schema: "SecurityPolicyRule",
    value: { ...allow, redirectOptions: { type: "VENDOR_CAPTCHA" } },
    rule: "false schema",
  },
  {
    given: "banThreshold on a throttle rule",
    schema: "SecurityPolicyRule",
    value: edit(throttle, (r) => (r.rateLimitOptions.banThreshold = { count: 1, intervalSec: 60 })),
    rule: "false schema",
  },
  {
    given: "banDurationSec on a throttle rule",
    schema: "SecurityPolicyRule",
    value: edit(throttle, (r) => (r.rateLimitOptions.banDurationSec = 600)),
    rule: "false schema",
  },
  {
    given: "a fairshare rule keyed on IP",
    schema: "SecurityPolicyRule",
    value: edit(throttle, (r) => (r.action = "fairshare")),
    rule: "const",
  },
  {
    given: "a fairshare rule with an HTTP_PATH key part",
    schema: "SecurityPolicyRule",
    value: { action: "fairshare", rateLimitOptions: { enforceOnKeyConfigs: [{ enforceOnKeyType: "HTTP_PATH" }] } },
    rule: "const",
  },
  { given: "priority -1", schema: "SecurityPolicyRule", value: { ...allow, priority: -1 }, rule: "minimum" },
  { given: "priority 2147483648", schema: "SecurityPolicyRule", value: { ...allow, priority: 2147483648 }, rule: "maximum" },
  // match
  {
    given: "11 srcIpRanges",
    schema: "SecurityPolicyRuleMatcher",
    value: { versionedExpr: "SRC_IPS_V1", config: { srcIpRanges: range(11) } },
    rule: "maxItems",
  },
  {
    given: "a srcIpRange that is not a CIDR range",
    schema: "SecurityPolicyRuleMatcher",
    value: { versionedExpr: "SRC_IPS_V1", config: { srcIpRanges: ["10.0.0.0/33"] } },
    rule: "anyOf",
  },
  {
    given: "versionedExpr without config",
    schema: "SecurityPolicyRuleMatcher",
    value: { versionedExpr: "SRC_IPS_V1" },
    rule: "dependentRequired",
  },
  {
    given: "config without versionedExpr",
    schema: "SecurityPolicyRuleMatcher",
    value: { config: { srcIpRanges: ["*"] } },
    rule: "dependentRequired",
  },
  {
    given: "SRC_IPS_V1 without srcIpRanges",
    schema: "SecurityPolicyRuleMatcher",
    value: { versionedExpr: "SRC_IPS_V1", config: {} },
    rule: "required",
  },
  {
    given: "an unknown versionedExpr",
    schema: "SecurityPolicyRuleMatcher",
    value: { versionedExpr: "SRC_IPS_V2", config: { srcIpRanges: ["*"] } },
    rule: "enum",
  },
  // networkMatch
  { given: "a source port of 65536", schema: "SecurityPolicyRuleNetworkMatcher", value: { srcPorts: ["65536"] }, rule: "pattern" },
  {
    given: "a destination port range with a bad end",
    schema: "SecurityPolicyRuleNetworkMatcher",
    value: { destPorts: ["80-"] },
    rule: "pattern",
  },
  {
    given: "the protocol gre (not one of the named ones)",
    schema: "SecurityPolicyRuleNetworkMatcher",
    value: { ipProtocols: ["gre"] },
    rule: "pattern",
  },
  { given: "the protocol number 256", schema: "SecurityPolicyRuleNetworkMatcher", value: { ipProtocols: ["256"] }, rule: "pattern" },
  { given: "a three-letter region code", schema: "SecurityPolicyRuleNetworkMatcher", value: { srcRegionCodes: ["USA"] }, rule: "pattern" },
  { given: "an ASN above 32 bits", schema: "SecurityPolicyRuleNetworkMatcher", value: { srcAsns: [4294967296] }, rule: "maximum" },
  {
    given: "an address that is not an address",
    schema: "SecurityPolicyRuleNetworkMatcher",
    value: { destIpRanges: ["300.1.1.1"] },
    rule: "anyOf",
  },
  {
    given: "a user-defined field value above 32 bits",
    schema: "SecurityPolicyRuleNetworkMatcher",
    value: { userDefinedFields: [{ name: "ttl", values: ["0x123456789"] }] },
    rule: "pattern",
  },
  // rateLimitOptions
  {
    given: "exceedRedirectOptions without exceedAction redirect",
    schema: "SecurityPolicyRuleRateLimitOptions",
    value: { ...throttle.rateLimitOptions, exceedRedirectOptions: { type: "VENDOR_CAPTCHA" } },
    rule: "false schema",
  },
  {
    given: "the exceedAction deny(401)",
    schema: "SecurityPolicyRuleRateLimitOptions",
    value: { ...throttle.rateLimitOptions, exceedAction: "deny(401)" },
    rule: "enum",
  },
  {
    given: "a conformAction other than allow",
    schema: "SecurityPolicyRuleRateLimitOptions",
    value: { ...throttle.rateLimitOptions, conformAction: "deny(403)" },
    rule: "enum",
  },
  {
    given: "enforceOnKey with enforceOnKeyConfigs",
    schema: "SecurityPolicyRuleRateLimitOptions",
    value: edit(ban.rateLimitOptions, (o) => (o.enforceOnKey = "IP")),
    rule: "false schema",
  },
  {
    given: "4 enforceOnKeyConfigs",
    schema: "SecurityPolicyRuleRateLimitOptions",
    value: { enforceOnKeyConfigs: ["IP", "SNI", "HTTP_PATH", "REGION_CODE"].map((enforceOnKeyType) => ({ enforceOnKeyType })) },
    rule: "maxItems",
  },
  { given: "an unknown key type", schema: "SecurityPolicyRuleRateLimitOptions", value: { enforceOnKey: "COOKIE" }, rule: "enum" },
  {
    given: "a fractional threshold count",
    schema: "SecurityPolicyRuleRateLimitOptions",
    value: { rateLimitThreshold: { count: 1.5, intervalSec: 60 } },
    rule: "type",
  },
  // redirect options
  {
    given: "target missing for EXTERNAL_302",
    schema: "SecurityPolicyRuleRedirectOptions",
    value: { type: "EXTERNAL_302" },
    rule: "required",
  },
  {
    given: "a target for VENDOR_CAPTCHA",
    schema: "SecurityPolicyRuleRedirectOptions",
    value: { type: "VENDOR_CAPTCHA", target: "https://x.example" },
    rule: "false schema",
  },
  {
    given: "a redirect type that is no string",
    schema: "SecurityPolicyRuleRedirectOptions",
    value: { type: 302, target: "https://x.example" },
    rule: "type",
  },
];

describe("compute rejects what its document forbids", () => {
  it.each([
    ["SecurityPolicyRule", throttle],
    ["SecurityPolicyRule", ban],
    ["SecurityPolicyRule", allow],
    ["SecurityPolicyRule", redirect],
    ["SecurityPolicyRule", networkRule],
    // An open set (`VENDOR_CAPTCHA` is written with neutral words): a redirect type the contract does not know, with or without a target.
    ["SecurityPolicyRuleRedirectOptions", { type: "STANDIN_CAPTCHA" }],
    ["SecurityPolicyRuleRedirectOptions", { type: "STANDIN_CAPTCHA", target: "https://x.example" }],
  ] as const)("accepts the valid %s each counterexample starts from", (schema, value) => {
    expect(schemas.validate(ref(schema), value).problems).toEqual([]);
  });

  itRejectsEach("compute", cases);
});
