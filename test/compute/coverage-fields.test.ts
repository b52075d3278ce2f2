/**
 * The compute contract against part A of its source document (its transcription in test/source):
 * every field of the document's tables and every member it lists is a property of its schema,
 * output fields are readOnly, constant kinds const, and uint64, bytes and times have their
 * formats. Endpoints and authorization are in coverage.test.ts.
 */
import { describe, expect, it } from "vitest";
import {
  source,
  field,
  at,
  memberNames,
  rowOf,
  members,
  policyRows,
  ruleRows,
  matchRows,
  networkMatchRows,
  rateLimitRows,
  thresholdRows,
  operationRows,
  forwardingRuleRows,
  aggregatedRows,
  type Member,
} from "../support/compute-source.js";
import type { Row } from "../support/source-document.js";

// Field tables: every name in the Field column is a property of the schema of that table.
const fieldTables: [string, Row[], string, (name: string) => string][] = [
  ["Security policy", policyRows, "SecurityPolicy", (name) => name],
  ["Security policy rule", ruleRows, "SecurityPolicyRule", (name) => name],
  ["match", matchRows, "SecurityPolicyRuleMatcher", (name) => name],
  ["networkMatch", networkMatchRows, "SecurityPolicyRuleNetworkMatcher", (name) => name],
  ["rateLimitOptions", rateLimitRows, "SecurityPolicyRuleRateLimitOptions", (name) => name],
  ["thresholdConfigs", thresholdRows, "Layer7DdosDefenseThresholdConfig", (name) => name],
  // The operation table names the members of error.errors[] from `errorDetails[]` on.
  ["Operation", operationRows, "Operation", (name) => (name.startsWith("errorDetails[]") ? `error.errors[].${name}` : name)],
  ["Forwarding rule", forwardingRuleRows, "ForwardingRule", (name) => name],
  ["Aggregated list response", aggregatedRows, "ForwardingRuleAggregatedList", (name) => name],
];

/**
 * Rows that list the members of an object. `groups` says where each member is (a path under
 * `root`); the member names of the row, at any depth, must be exactly those of the groups.
 */
const memberLists: { where: string; members: Member[]; root: string; groups: Record<string, string[]> }[] = [
  {
    where: "associations[]",
    members: members(policyRows, "associations[]"),
    root: "SecurityPolicy",
    groups: {
      "associations[]": ["name", "attachmentId", "excludedProjects", "excludedFolders", "securityPolicyId", "shortName", "displayName"],
    },
  },
  {
    where: "userDefinedFields[]",
    members: members(source.table("userDefinedFields"), "userDefinedFields[]"),
    root: "SecurityPolicy",
    groups: { "userDefinedFields[]": ["name", "base", "offset", "size", "mask"] },
  },
  {
    where: "headerAction.requestHeadersToAdds[]",
    members: members(ruleRows, "headerAction.requestHeadersToAdds[]"),
    root: "SecurityPolicyRule",
    groups: { "headerAction.requestHeadersToAdds[]": ["headerName", "headerValue"] },
  },
  {
    where: "redirectOptions",
    members: members(ruleRows, "redirectOptions"),
    root: "SecurityPolicyRule",
    groups: { redirectOptions: ["type", "target"] },
  },
  {
    where: "preconfiguredWafConfig.exclusions[]",
    members: members(source.table("wafExclusions"), "preconfiguredWafConfig.exclusions[]"),
    root: "SecurityPolicyRule",
    groups: {
      "preconfiguredWafConfig.exclusions[]": [
        "targetRuleSet",
        "targetRuleIds",
        "requestHeadersToExclude",
        "requestCookiesToExclude",
        "requestQueryParamsToExclude",
        "requestUrisToExclude",
      ],
      "preconfiguredWafConfig.exclusions[].requestHeadersToExclude[]": ["val", "op"],
    },
  },
  {
    where: "networkMatch userDefinedFields[]",
    members: members(networkMatchRows, "userDefinedFields[]"),
    root: "SecurityPolicyRuleNetworkMatcher",
    groups: { "userDefinedFields[]": ["name", "values"] },
  },
  {
    where: "exceedRedirectOptions",
    members: members(rateLimitRows, "exceedRedirectOptions"),
    root: "SecurityPolicyRuleRateLimitOptions",
    groups: { exceedRedirectOptions: ["type", "target"] },
  },
  {
    where: "enforceOnKeyConfigs[]",
    members: members(rateLimitRows, "enforceOnKeyConfigs[]"),
    root: "SecurityPolicyRuleRateLimitOptions",
    groups: { "enforceOnKeyConfigs[]": ["enforceOnKeyType", "enforceOnKeyName"] },
  },
  {
    where: "banThreshold",
    members: members(rateLimitRows, "banThreshold"),
    root: "SecurityPolicyRuleRateLimitOptions",
    groups: { banThreshold: ["count", "intervalSec"] },
  },
  {
    where: "layer7DdosDefenseConfig",
    members: members(source.table("adaptiveProtection"), "adaptiveProtectionConfig.layer7DdosDefenseConfig"),
    root: "SecurityPolicy",
    groups: { "adaptiveProtectionConfig.layer7DdosDefenseConfig": ["enable", "ruleVisibility", "thresholdConfigs"] },
  },
  {
    where: "trafficGranularityConfigs[]",
    members: members(thresholdRows, "trafficGranularityConfigs[]"),
    root: "Layer7DdosDefenseThresholdConfig",
    groups: { "trafficGranularityConfigs[]": ["type", "value", "enableEachUniqueValue"] },
  },
  {
    where: "error.errors[]",
    members: members(operationRows, "error.errors[]"),
    root: "Operation",
    groups: { "error.errors[]": ["code", "location", "message", "errorDetails"] },
  },
  {
    where: "errorInfo",
    members: members(operationRows, "errorDetails[].errorInfo"),
    root: "Operation",
    groups: { "error.errors[].errorDetails[].errorInfo": ["reason", "domain", "metadatas"] },
  },
  {
    where: "quotaInfo",
    members: members(operationRows, "errorDetails[].quotaInfo"),
    root: "Operation",
    groups: {
      "error.errors[].errorDetails[].quotaInfo": ["metricName", "limitName", "dimensions", "limit", "futureLimit", "rolloutStatus"],
    },
  },
  {
    where: "help.links[]",
    members: members(operationRows, "errorDetails[].help.links[]"),
    root: "Operation",
    groups: { "error.errors[].errorDetails[].help.links[]": ["description", "url"] },
  },
  {
    where: "localizedMessage",
    members: members(operationRows, "errorDetails[].localizedMessage"),
    root: "Operation",
    groups: { "error.errors[].errorDetails[].localizedMessage": ["locale", "message"] },
  },
  {
    where: "operation warnings[]",
    members: members(operationRows, "warnings[]"),
    root: "Operation",
    groups: { "warnings[]": ["code", "message", "data"], "warnings[].data[]": ["key", "value"] },
  },
  {
    where: "setCommonInstanceMetadataOperationMetadata",
    members: members(operationRows, "setCommonInstanceMetadataOperationMetadata"),
    root: "Operation",
    groups: {
      setCommonInstanceMetadataOperationMetadata: ["clientOperationId", "perLocationOperations"],
      "setCommonInstanceMetadataOperationMetadata.perLocationOperations.*": ["state", "error"],
      "setCommonInstanceMetadataOperationMetadata.perLocationOperations.*.error": ["code", "message", "details"],
    },
  },
  {
    where: "instancesBulkInsertOperationMetadata",
    members: members(operationRows, "instancesBulkInsertOperationMetadata"),
    root: "Operation",
    groups: {
      instancesBulkInsertOperationMetadata: ["perLocationStatus"],
      "instancesBulkInsertOperationMetadata.perLocationStatus.*": [
        "status",
        "targetVmCount",
        "createdVmCount",
        "failedToCreateVmCount",
        "deletedVmCount",
      ],
    },
  },
  {
    where: "serviceDirectoryRegistrations[]",
    members: members(forwardingRuleRows, "serviceDirectoryRegistrations[]"),
    root: "ForwardingRule",
    groups: { "serviceDirectoryRegistrations[]": ["namespace", "service", "serviceDirectoryRegion"] },
  },
  {
    where: "metadataFilters[]",
    members: members(forwardingRuleRows, "metadataFilters[]"),
    root: "ForwardingRule",
    groups: { "metadataFilters[]": ["filterMatchCriteria", "filterLabels"], "metadataFilters[].filterLabels[]": ["name", "value"] },
  },
  {
    where: "aggregated items",
    members: members(aggregatedRows, "items"),
    root: "ForwardingRuleAggregatedList",
    groups: { "items.*": ["forwardingRules", "warning"] },
  },
  {
    where: "aggregated warning",
    members: members(aggregatedRows, "warning"),
    root: "ForwardingRuleAggregatedList",
    groups: { warning: ["code", "message", "data"], "warning.data[]": ["key", "value"] },
  },
];

describe("compute contract covers its source document", () => {
  describe("fields", () => {
    it.each(fieldTables.map(([label, rows, root, toPath]) => [label, root, rows, toPath] as const))(
      "every field of the %s table is a property of %s",
      (_label, root, rows, toPath) => {
        const names = rows.map((row) => row.field as string).map(toPath);
        expect(names.length).toBeGreaterThan(4);
        expect(names.filter((name) => !field(root, name))).toEqual([]);
      },
    );

    it.each(memberLists.map((list) => [list.where, list] as const))(
      "the members listed for %s are properties",
      (_where, { members: listed, root, groups }) => {
        expect([...new Set(memberNames(listed))].sort()).toEqual([...new Set(Object.values(groups).flat())].sort());
        for (const [path, names] of Object.entries(groups)) {
          const object = at(root, path);
          expect(object, `${root} ${path}`).toBeDefined();
          expect(Object.keys(object!.properties ?? {}), `${root} ${path}`).toEqual(expect.arrayContaining(names));
        }
      },
    );

    it("gives the four exclusion lists items of {val, op}", () => {
      const lists = members(source.table("wafExclusions"), "preconfiguredWafConfig.exclusions[]").filter((member) => member.members);
      expect(lists.map((list) => list.name)).toEqual([
        "requestHeadersToExclude[]",
        "requestCookiesToExclude[]",
        "requestQueryParamsToExclude[]",
        "requestUrisToExclude[]",
      ]);
      for (const list of lists) {
        expect(Object.keys(at("SecurityPolicyRule", `preconfiguredWafConfig.exclusions[].${list.name}`)!.properties)).toEqual(
          memberNames(list.members!),
        );
        expect(memberNames(list.members!)).toEqual(["val", "op"]);
      }
    });

    it("marks every output field readOnly", () => {
      const tables: [Row[], string][] = [
        [policyRows, "SecurityPolicy"],
        [ruleRows, "SecurityPolicyRule"],
        [forwardingRuleRows, "ForwardingRule"],
        [aggregatedRows, "ForwardingRuleAggregatedList"],
      ];
      const output = tables.flatMap(([rows, root]) =>
        rows.filter((row) => row.output === true).map((row) => [root, row.field as string] as const),
      );
      expect(output.length).toBeGreaterThan(15);
      for (const [root, name] of output) expect(field(root, name.replace(/\[\]$/, ""))!.raw.readOnly, `${root}.${name}`).toBe(true);
      const associations = members(policyRows, "associations[]");
      expect(associations.filter((member) => member.output).map((member) => member.name)).toEqual([
        "securityPolicyId",
        "shortName",
        "displayName",
      ]);
      for (const { name } of associations.filter((member) => member.output)) {
        expect(field("SecurityPolicy", `associations[].${name}`)!.raw.readOnly, name).toBe(true);
      }
      expect(associations.find((member) => member.name === "displayName")).toMatchObject({ deprecated: true });
      expect(field("SecurityPolicy", "associations[].displayName")!.raw.deprecated).toBe(true);
      expect(field("Operation", "creationTimestamp")!.raw.deprecated).toBe(rowOf(operationRows, "creationTimestamp").deprecated === true);
    });

    it("carries the constant kinds as const", () => {
      for (const [rows, root] of [
        [policyRows, "SecurityPolicy"],
        [ruleRows, "SecurityPolicyRule"],
        [operationRows, "Operation"],
      ] as const) {
        const constant = rowOf(rows, "kind").const;
        expect(constant, root).toMatch(/^compute#/);
        expect(at(root, "kind")!.const, root).toBe(constant);
      }
    });

    it("carries uint64 fields as decimal strings, bytes as base64, RFC3339 times as date-time", () => {
      const tables: [Row[], string][] = [
        [policyRows, "SecurityPolicy"],
        [operationRows, "Operation"],
        [forwardingRuleRows, "ForwardingRule"],
      ];
      const typed = (test: (row: Row) => boolean) =>
        tables.flatMap(([rows, root]) => rows.filter(test).map((row) => [root, row.field as string] as const));
      const uint64 = typed((row) => row.type === "string (uint64)");
      expect(uint64.map(([root, name]) => `${root}.${name}`)).toEqual(["SecurityPolicy.id", "Operation.id", "Operation.targetId"]);
      for (const [root, name] of uint64) expect(at(root, name)).toMatchObject({ type: "string", pattern: "^[0-9]+$" });
      const bytes = typed((row) => row.type === "string (bytes, base64)");
      expect(bytes.length).toBe(2);
      // Base64 in the standard or the URL-safe alphabet: the service answers both (Fingerprint).
      for (const [root, name] of bytes) {
        const pattern = new RegExp(at(root, name)!.pattern!);
        expect([pattern.test("rX9WV0n7c6M="), pattern.test("vezUS-42LLM="), pattern.test("not base64!")], `${root}.${name}`).toEqual([
          true,
          true,
          false,
        ]);
      }
      const times = typed((row) => row.format === "RFC3339");
      expect(times.length).toBeGreaterThan(4);
      for (const [root, name] of times) expect(at(root, name)!.format, `${root}.${name}`).toBe("date-time");
      expect(rowOf(networkMatchRows, "srcAsns[]").type).toBe("integer (uint32)");
      expect(at("SecurityPolicyRuleNetworkMatcher", "srcAsns[]")).toMatchObject({ type: "integer", minimum: 0, maximum: 2 ** 32 - 1 });
    });
  });
});
