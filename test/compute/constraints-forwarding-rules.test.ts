/**
 * Payloads that break a rule of a compute forwarding rule or of the aggregated list are rejected,
 * one case per rule; both name forms of a forwarding rule are accepted.
 */
import { describe, expect, it } from "vitest";
import { itRejectsEach, type ConstraintCase } from "../support/constraints.js";
import { edit, forwardingRule, range } from "../support/compute-payloads.js";
import { contractOf } from "../support/contract.js";

const { schemas, ref } = contractOf("compute");

const cases: ConstraintCase[] = [
  // The forwarding rule
  {
    given: "a testing percentage of 101",
    schema: "ForwardingRule",
    value: { ...forwardingRule, externalManagedBackendBucketMigrationTestingPercentage: 101 },
    rule: "maximum",
  },
  {
    given: "a testing percentage of -1",
    schema: "ForwardingRule",
    value: { ...forwardingRule, externalManagedBackendBucketMigrationTestingPercentage: -1 },
    rule: "minimum",
  },
  {
    given: "a testing percentage in the state PREPARE",
    schema: "ForwardingRule",
    value: { ...forwardingRule, externalManagedBackendBucketMigrationState: "PREPARE" },
    rule: "const",
  },
  {
    given: "a testing percentage without a migration state",
    schema: "ForwardingRule",
    value: edit(forwardingRule, (r) => delete r.externalManagedBackendBucketMigrationState),
    rule: "required",
  },
  {
    given: "the migration state DONE",
    schema: "ForwardingRule",
    value: { name: "assets-http", externalManagedBackendBucketMigrationState: "DONE" },
    rule: "enum",
  },
  { given: "a portRange with a bad end", schema: "ForwardingRule", value: { ...forwardingRule, portRange: "80-" }, rule: "pattern" },
  {
    given: "a forwarding rule id that is not a decimal string",
    schema: "ForwardingRule",
    value: { ...forwardingRule, id: "fr-1" },
    rule: "pattern",
  },
  { given: "a port that is not a number", schema: "ForwardingRule", value: { ...forwardingRule, ports: ["http"] }, rule: "pattern" },
  { given: "65 sourceIpRanges", schema: "ForwardingRule", value: { ...forwardingRule, sourceIpRanges: range(65) }, rule: "maxItems" },
  {
    given: "a metadata filter without labels",
    schema: "ForwardingRule",
    value: { ...forwardingRule, metadataFilters: [{ filterMatchCriteria: "MATCH_ANY", filterLabels: [] }] },
    rule: "minItems",
  },
  {
    given: "a metadata filter with 65 labels",
    schema: "ForwardingRule",
    value: {
      ...forwardingRule,
      metadataFilters: [{ filterLabels: Array.from({ length: 65 }, (_, i) => ({ name: `l${i}`, value: "v" })) }],
    },
    rule: "maxItems",
  },
  {
    given: "a filter label with an empty name",
    schema: "ForwardingRule",
    value: { ...forwardingRule, metadataFilters: [{ filterLabels: [{ name: "", value: "v" }] }] },
    rule: "minLength",
  },
  {
    given: "a filter label name of 1025 characters",
    schema: "ForwardingRule",
    value: { ...forwardingRule, metadataFilters: [{ filterLabels: [{ name: "n".repeat(1025) }] }] },
    rule: "maxLength",
  },
  {
    given: "a filter label value of 1025 characters",
    schema: "ForwardingRule",
    value: { ...forwardingRule, metadataFilters: [{ filterLabels: [{ name: "n", value: "v".repeat(1025) }] }] },
    rule: "maxLength",
  },
  {
    given: "a rule name with an upper-case letter",
    schema: "ForwardingRule",
    value: { ...forwardingRule, name: "Assets-http" },
    rule: "anyOf",
  },
  {
    given: "a serviceLabel with an underscore",
    schema: "ForwardingRule",
    value: { ...forwardingRule, serviceLabel: "orders_v2" },
    rule: "pattern",
  },
  {
    given: "two service-directory registrations",
    schema: "ForwardingRule",
    value: { ...forwardingRule, serviceDirectoryRegistrations: [{ namespace: "a" }, { namespace: "b" }] },
    rule: "maxItems",
  },
  // The aggregated list
  {
    given: "a scope with both rules and a warning",
    schema: "ForwardingRuleAggregatedList",
    value: { items: { global: { forwardingRules: [forwardingRule], warning: { code: "X" } } } },
    rule: "oneOf",
  },
  {
    given: "a scope with neither rules nor a warning",
    schema: "ForwardingRuleAggregatedList",
    value: { items: { global: {} } },
    rule: "oneOf",
  },
  {
    given: "a scope with an empty rule list",
    schema: "ForwardingRuleAggregatedList",
    value: { items: { global: { forwardingRules: [] } } },
    rule: "minItems",
  },
  {
    given: "unreachables that are not strings",
    schema: "ForwardingRuleAggregatedList",
    value: { items: {}, unreachables: [{ scope: "regions/x" }] },
    rule: "type",
  },
];

describe("compute rejects what its document forbids", () => {
  it.each([["ForwardingRule", forwardingRule]] as const)("accepts the valid %s each counterexample starts from", (schema, value) => {
    expect(schemas.validate(ref(schema), value).problems).toEqual([]);
  });

  itRejectsEach("compute", cases);

  it("accepts both name forms of a forwarding rule", () => {
    for (const name of ["apis1", "storefront-https", `a${"b".repeat(62)}`]) {
      expect(schemas.validate(ref("ForwardingRule"), { name }).problems, name).toEqual([]);
    }
  });
});
