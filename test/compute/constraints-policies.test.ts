/**
 * Payloads that break a rule of a compute security policy are rejected, one case per rule: the
 * policy's own fields, the rules that depend on its type, and the patch body, which also takes
 * members the contract does not name and can report them as warnings. The parts of a rule are in
 * constraints-rules.test.ts.
 */
import { describe, expect, it } from "vitest";
import { itRejectsEach, type ConstraintCase } from "../support/constraints.js";
import { allow, ban, edit, networkPolicy, networkRule, policy, redirect } from "../support/compute-payloads.js";
import { contractOf } from "../support/contract.js";
import { createValidator } from "../../src/contract/validate.js";

const { schemas, ref } = contractOf("compute");

const cases: ConstraintCase[] = [
  // The security policy
  { given: "a name with an upper-case letter", schema: "SecurityPolicy", value: { ...policy, name: "Storefront-edge" }, rule: "pattern" },
  { given: "a name of 64 characters", schema: "SecurityPolicy", value: { ...policy, name: `a${"b".repeat(63)}` }, rule: "maxLength" },
  { given: "an empty name", schema: "SecurityPolicy", value: { ...policy, name: "" }, rule: "minLength" },
  { given: "a name ending with a dash", schema: "SecurityPolicy", value: { ...policy, name: "storefront-" }, rule: "pattern" },
  { given: "a name starting with a digit", schema: "SecurityPolicy", value: { ...policy, name: "1storefront" }, rule: "pattern" },
  { given: "a policy type that is no string", schema: "SecurityPolicy", value: { name: "edge", type: 3 }, rule: "type" },
  {
    given: "a fingerprint that is not base64",
    schema: "SecurityPolicy",
    value: { ...policy, fingerprint: "not base64!" },
    rule: "pattern",
  },
  {
    given: "a label key with an upper-case letter",
    schema: "SecurityPolicy",
    value: { ...policy, labels: { Env: "prod" } },
    rule: "propertyNames",
  },
  {
    given: "a label value with an upper-case letter",
    schema: "SecurityPolicy",
    value: { ...policy, labels: { env: "Prod" } },
    rule: "pattern",
  },
  {
    given: "userDefinedFields size 5",
    schema: "SecurityPolicy",
    value: edit(networkPolicy, (p) => (p.userDefinedFields[0].size = 5)),
    rule: "maximum",
  },
  {
    given: "userDefinedFields size 0",
    schema: "SecurityPolicy",
    value: edit(networkPolicy, (p) => (p.userDefinedFields[0].size = 0)),
    rule: "minimum",
  },
  {
    given: "a mask without 0x",
    schema: "SecurityPolicy",
    value: edit(networkPolicy, (p) => (p.userDefinedFields[0].mask = "ff")),
    rule: "pattern",
  },
  {
    given: "a user-defined field without base",
    schema: "SecurityPolicy",
    value: edit(networkPolicy, (p) => delete p.userDefinedFields[0].base),
    rule: "required",
  },
  {
    given: "the base ICMP",
    schema: "SecurityPolicy",
    value: edit(networkPolicy, (p) => (p.userDefinedFields[0].base = "ICMP")),
    rule: "enum",
  },
  {
    given: "a ruleVisibility of BASIC",
    schema: "SecurityPolicy",
    value: edit(policy, (p) => (p.adaptiveProtectionConfig.layer7DdosDefenseConfig.ruleVisibility = "BASIC")),
    rule: "enum",
  },
  {
    given: "a threshold config name with an upper-case letter",
    schema: "SecurityPolicy",
    value: edit(policy, (p) => (p.adaptiveProtectionConfig.layer7DdosDefenseConfig.thresholdConfigs[0].name = "Login")),
    rule: "pattern",
  },
  {
    given: "enableEachUniqueValue with a value",
    schema: "SecurityPolicy",
    value: edit(
      policy,
      (p) =>
        (p.adaptiveProtectionConfig.layer7DdosDefenseConfig.thresholdConfigs[0].trafficGranularityConfigs[0].value = "shop.acme.example"),
    ),
    rule: "maxLength",
  },
  {
    given: "jsonCustomConfig with jsonParsing DISABLED",
    schema: "SecurityPolicy",
    value: edit(policy, (p) => (p.advancedOptionsConfig.jsonParsing = "DISABLED")),
    rule: "false schema",
  },
  {
    given: "a custom content type with a parameter",
    schema: "SecurityPolicy",
    value: edit(policy, (p) => (p.advancedOptionsConfig.jsonCustomConfig.contentTypes = ["application/json; charset=utf-8"])),
    rule: "pattern",
  },
  // Rules that depend on the policy type
  {
    given: "a shortName on a CLOUD_GUARD_EDGE policy",
    schema: "SecurityPolicy",
    value: { name: "edge", type: "CLOUD_GUARD_EDGE", shortName: "edge" },
    rule: "false schema",
  },
  {
    given: "a redirect rule on a CLOUD_GUARD_EDGE policy",
    schema: "SecurityPolicy",
    value: { name: "edge", type: "CLOUD_GUARD_EDGE", rules: [redirect] },
    rule: "not",
  },
  {
    given: "a captcha exceed action on a CLOUD_GUARD_EDGE policy",
    schema: "SecurityPolicy",
    value: { name: "edge", type: "CLOUD_GUARD_EDGE", rules: [ban] },
    rule: "not",
  },
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
  {
    given: "a fairshare rule on a CLOUD_GUARD policy",
    schema: "SecurityPolicy",
    value: { ...policy, rules: [{ action: "fairshare", rateLimitOptions: { enforceOnKey: "ALL" } }] },
    rule: "not",
  },
  {
    given: "a networkMatch rule on a CLOUD_GUARD policy",
    schema: "SecurityPolicy",
    value: { ...policy, rules: [networkRule] },
    rule: "false schema",
  },
  {
    given: "userDefinedFields on a CLOUD_GUARD policy",
    schema: "SecurityPolicy",
    value: { ...policy, userDefinedFields: networkPolicy.userDefinedFields },
    rule: "false schema",
  },
  // The patch body
  { given: "a patch without fingerprint", schema: "SecurityPolicyPatch", value: { description: "x" }, rule: "required" },
  {
    given: "a patch with a throttle rule without rateLimitOptions",
    schema: "SecurityPolicyPatch",
    value: { fingerprint: "rX9WV0n7c6M=", rules: [{ action: "throttle" }] },
    rule: "required",
  },
];

describe("compute rejects what its document forbids", () => {
  it.each([
    ["SecurityPolicy", policy],
    ["SecurityPolicy", networkPolicy],
    ["SecurityPolicyPatch", { fingerprint: policy.fingerprint, rules: policy.rules }],
  ] as const)("accepts the valid %s each counterexample starts from", (schema, value) => {
    expect(schemas.validate(ref(schema), value).problems).toEqual([]);
  });

  itRejectsEach("compute", cases);

  // The document writes the policy types with a neutral word: a type the contract does not know
  // may be the real name of a known one, so no rule keyed on the type restricts it.
  it("accepts a type the contract does not know, with the fields of any known type", () => {
    const patch = {
      fingerprint: "rX9WV0n7c6M=",
      type: "CLOUD_STANDIN_EDGE",
      shortName: "edge",
      rules: [redirect, networkRule],
      userDefinedFields: networkPolicy.userDefinedFields,
    };
    expect(schemas.validate(ref("SecurityPolicyPatch"), patch).problems).toEqual([]);
  });

  it("accepts the type-dependent fields when the body carries no type (a patch; the service decides)", () => {
    const patch = {
      fingerprint: "rX9WV0n7c6M=",
      shortName: "edge",
      rules: [redirect, networkRule],
      userDefinedFields: networkPolicy.userDefinedFields,
    };
    expect(schemas.validate(ref("SecurityPolicyPatch"), patch).problems).toEqual([]);
  });
});

// The patch body is open to members the contract does not name (a policy read, changed and sent
// back carries newer ones; docs/spec-conventions.md): a misspelt member is no longer refused by the
// schema, and the validator reports it as a warning when asked.
describe("compute's patch body takes unknown members, and the validator can report them", () => {
  const validator = createValidator("compute");
  const patchRequest = (body: unknown) => ({
    method: "PATCH",
    url: "/compute/v1/locations/global/securityPolicies/storefront-edge",
    headers: { authorization: "Bearer t" },
    body,
  });
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
