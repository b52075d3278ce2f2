/**
 * The compute contract against part A of its source document (its transcription in test/source):
 * endpoints, authorization and fields. Enum values, bounds, states and errors are in
 * coverage-values.test.ts.
 */
import { describe, expect, it } from "vitest";
import { parametersOf } from "../support/contract.js";
import {
  source,
  schemas,
  document,
  operations,
  resolve,
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
  endpointRows,
  listQueryRows,
  type Schema,
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
    groups: { "associations[]": ["name", "attachmentId", "excludedProjects", "excludedFolders", "securityPolicyId", "shortName", "displayName"] },
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
  { where: "redirectOptions", members: members(ruleRows, "redirectOptions"), root: "SecurityPolicyRule", groups: { redirectOptions: ["type", "target"] } },
  {
    where: "preconfiguredWafConfig.exclusions[]",
    members: members(source.table("wafExclusions"), "preconfiguredWafConfig.exclusions[]"),
    root: "SecurityPolicyRule",
    groups: {
      "preconfiguredWafConfig.exclusions[]": ["targetRuleSet", "targetRuleIds", "requestHeadersToExclude", "requestCookiesToExclude", "requestQueryParamsToExclude", "requestUrisToExclude"],
      "preconfiguredWafConfig.exclusions[].requestHeadersToExclude[]": ["val", "op"],
    },
  },
  {
    where: "networkMatch userDefinedFields[]",
    members: members(networkMatchRows, "userDefinedFields[]"),
    root: "SecurityPolicyRuleNetworkMatcher",
    groups: { "userDefinedFields[]": ["name", "values"] },
  },
  { where: "exceedRedirectOptions", members: members(rateLimitRows, "exceedRedirectOptions"), root: "SecurityPolicyRuleRateLimitOptions", groups: { exceedRedirectOptions: ["type", "target"] } },
  {
    where: "enforceOnKeyConfigs[]",
    members: members(rateLimitRows, "enforceOnKeyConfigs[]"),
    root: "SecurityPolicyRuleRateLimitOptions",
    groups: { "enforceOnKeyConfigs[]": ["enforceOnKeyType", "enforceOnKeyName"] },
  },
  { where: "banThreshold", members: members(rateLimitRows, "banThreshold"), root: "SecurityPolicyRuleRateLimitOptions", groups: { banThreshold: ["count", "intervalSec"] } },
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
  { where: "error.errors[]", members: members(operationRows, "error.errors[]"), root: "Operation", groups: { "error.errors[]": ["code", "location", "message", "errorDetails"] } },
  { where: "errorInfo", members: members(operationRows, "errorDetails[].errorInfo"), root: "Operation", groups: { "error.errors[].errorDetails[].errorInfo": ["reason", "domain", "metadatas"] } },
  {
    where: "quotaInfo",
    members: members(operationRows, "errorDetails[].quotaInfo"),
    root: "Operation",
    groups: { "error.errors[].errorDetails[].quotaInfo": ["metricName", "limitName", "dimensions", "limit", "futureLimit", "rolloutStatus"] },
  },
  { where: "help.links[]", members: members(operationRows, "errorDetails[].help.links[]"), root: "Operation", groups: { "error.errors[].errorDetails[].help.links[]": ["description", "url"] } },
  {
    where: "localizedMessage",
    members: members(operationRows, "errorDetails[].localizedMessage"),
    root: "Operation",
    groups: { "error.errors[].errorDetails[].localizedMessage": ["locale", "message"] },
  },
  { where: "operation warnings[]", members: members(operationRows, "warnings[]"), root: "Operation", groups: { "warnings[]": ["code", "message", "data"], "warnings[].data[]": ["key", "value"] } },
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
      "instancesBulkInsertOperationMetadata.perLocationStatus.*": ["status", "targetVmCount", "createdVmCount", "failedToCreateVmCount", "deletedVmCount"],
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
  { where: "aggregated items", members: members(aggregatedRows, "items"), root: "ForwardingRuleAggregatedList", groups: { "items.*": ["forwardingRules", "warning"] } },
  {
    where: "aggregated warning",
    members: members(aggregatedRows, "warning"),
    root: "ForwardingRuleAggregatedList",
    groups: { warning: ["code", "message", "data"], "warning.data[]": ["key", "value"] },
  },
];

/** The operation's security requirements that the source document gives: the OAuth ones. */
const oauthRequirements = (operation: Schema) => (operation.security as Schema[]).filter((requirement) => "oauth2" in requirement);

/** Every other requirement names a scheme that says it comes from outside the document. */
function expectOnlyOutsideAlternatives(operation: Schema): void {
  const others = (operation.security as Schema[]).filter((requirement) => !("oauth2" in requirement));
  expect(
    others
      .map((requirement) => Object.keys(requirement))
      .flat()
      .sort(),
  ).toEqual(["accessTokenQuery", "oauthTokenQuery"]);
  for (const requirement of others) {
    for (const name of Object.keys(requirement)) expect(document.components!.securitySchemes![name], name).toHaveProperty("x-outside-source");
  }
}

describe("compute contract covers its source document", () => {
  describe("endpoints", () => {
    const parse = (row: Row) => ({ method: (row.method as string).toLowerCase(), url: row.url as string });

    it("has the three endpoints of the table, under the server's {base_url}/compute/v1, and besides them only operations marked as from outside the document", () => {
      expect(endpointRows.map((row) => row["#"])).toEqual(["A1", "A2", "A3"]);
      expect(document.servers?.[0]?.url).toBe("{base_url}/compute/v1");
      expect(source.table("versioning")[0]!.versionInPath).toBe("/compute/v1");
      const expected = endpointRows.map(parse).map(({ method, url }) => `${method} ${url.replace("{base_url}/compute/v1", "")}`);
      const fromDocument = operations.filter((entry) => !("x-outside-source" in entry.operation));
      expect(fromDocument.map((entry) => `${entry.method} ${entry.path}`).sort()).toEqual(expected.sort());
      // The reads a client needs on the way (the policy's get, the operation's poll), each saying where it comes from.
      const outside = operations.filter((entry) => "x-outside-source" in entry.operation);
      expect(outside.map((entry) => entry.operation.operationId).sort()).toEqual([
        "deleteOrganizationOperation",
        "getOrganizationOperation",
        "getSecurityPolicy",
        "listOrganizationOperations",
        "listSecurityPolicies",
      ]);
      for (const { operation } of outside) expect(String(operation["x-outside-source"]), operation.operationId).toMatch(/discovery document/);
    });

    it.each(endpointRows.map((row) => [row["#"] as string, row] as const))("%s has its source row, query, body and answer", (number, row) => {
      const { method, url } = parse(row);
      const entry = operations.find((candidate) => candidate.method === method && `{base_url}/compute/v1${candidate.path}` === url)!;
      expect(entry.operation["x-source"]).toBe(`002 ${number}`);
      // The standard parameters every method of the service takes come from outside the document.
      const query = parametersOf(schemas, entry)
        .filter((parameter) => parameter.in === "query" && !("x-outside-source" in parameter))
        .map((parameter) => parameter.name);
      if (row.queryIn)
        expect(query.sort()).toEqual(
          source
            .table(row.queryIn)
            .map((param) => param.parameter)
            .sort(),
        );
      else expect(query).toEqual(row.query);
      const body = resolve(entry.operation.requestBody);
      if (row.body === null) expect(body).toBeUndefined();
      else expect(resolve(body.content["application/json"].schema).title).toBe("SecurityPolicyPatch");
      const answer = resolve(resolve(entry.operation.responses["200"]).content["application/json"].schema).title;
      expect(answer).toBe({ operation: "Operation", "aggregated list response": "ForwardingRuleAggregatedList" }[row.response as string]);
    });

    it("has the path parameters the document names, required", () => {
      for (const { name } of source.table("pathParameters")) {
        const users = operations.filter((entry) => entry.path.includes(`{${name}}`));
        expect(users.length, name).toBeGreaterThan(0);
        for (const entry of users) {
          const parameter = parametersOf(schemas, entry).find((candidate) => candidate.in === "path" && candidate.name === name);
          expect(parameter, `${entry.operation.operationId} ${name}`).toMatchObject({ required: true, schema: expect.anything() });
        }
      }
    });

    it("makes requestId an optional UUID other than the all-zero one", () => {
      const requestId = resolve({ $ref: "#/components/parameters/RequestId" });
      const [row] = source.table("requestId");
      expect(row).toMatchObject({ optional: true, format: "UUID", unsupported: ["00000000-0000-0000-0000-000000000000"] });
      expect(requestId).toMatchObject({ in: "query", required: false });
      expect(requestId.schema).toMatchObject({ type: "string", format: "uuid", not: { const: row!.unsupported[0] } });
    });

    it.each(listQueryRows.map((row) => [row.parameter as string, row] as const))("A3 query parameter %s has its type and default", (name, row) => {
      const list = operations.find((entry) => entry.operation.operationId === "listAggregatedForwardingRules")!;
      const parameter = parametersOf(schemas, list).find((candidate) => candidate.name === name)!;
      expect(parameter, name).toMatchObject({ in: "query" });
      expect(parameter.required ?? false).toBe(false);
      if (row.type) expect(parameter.schema!.type).toBe(row.type.toLowerCase());
      if (typeof row.default === "boolean") expect(parameter.schema!.default).toBe(row.default);
    });

    it("gives returnPartialSuccess false as default, and maxResults an integer, pageToken a string", () => {
      const query = Object.fromEntries(
        parametersOf(
          schemas,
          operations.find((entry) => entry.operation.operationId === "listAggregatedForwardingRules")!,
        ).map((parameter) => [parameter.name, resolve(parameter.schema)]),
      );
      expect(query.returnPartialSuccess).toMatchObject({ type: "boolean", default: false });
      expect(query.maxResults!.type).toBe("integer");
      expect(query.pageToken!.type).toBe("string");
    });
  });

  describe("authorization", () => {
    const rows = source.table("authorization");
    const operationOf = (endpoint: string) => operations.find((entry) => entry.operation["x-source"] === `002 ${endpoint}`)!.operation as Schema;
    const byOperation = (row: Row) => (row.endpoint === "A2" ? "deleteSecurityPolicy" : row.endpoint === "A3" ? "listAggregatedForwardingRules" : undefined);

    it.each(rows.filter((row) => Array.isArray(row.oneOfScopes)).map((row) => [byOperation(row)!, row] as const))("%s has the OAuth scopes and IAM permission of the document", (operationId, row) => {
      expect(operationId).toBeDefined();
      const operation = operations.find((entry) => entry.operation.operationId === operationId)!.operation as Schema;
      expect(operationOf(row.endpoint)).toBe(operation);
      const scopes: string[] = row.oneOfScopes;
      expect(scopes.every((scope) => scope.startsWith("{oauth_scope_base}/"))).toBe(true);
      expect(scopes.length).toBeGreaterThan(1);
      // "one of" the scopes: one security requirement per scope; beside them only the token in
      // the query, which the real service takes and the scheme marks as from outside the document.
      expect(oauthRequirements(operation)).toEqual(scopes.map((scope) => ({ oauth2: [scope] })));
      expectOnlyOutsideAlternatives(operation);
      expect(operation["x-iam-permissions"]).toEqual(row.iamPermissions);
      const declared = document.components!.securitySchemes!.oauth2 as Schema;
      expect(Object.keys(declared.flows.authorizationCode.scopes)).toEqual(expect.arrayContaining(scopes));
    });

    it("says that the patch's scopes and permission are not specified", () => {
      expect(source.row("authorization", "endpoint", "A1")).toMatchObject({ oneOfScopes: "not shown", iamPermissions: "not shown" });
      const patch = operations.find((entry) => entry.operation.operationId === "patchSecurityPolicy")!.operation as Schema;
      expect(operationOf("A1")).toBe(patch);
      expect(oauthRequirements(patch)).toEqual([{ oauth2: [] }]);
      expectOnlyOutsideAlternatives(patch);
      expect(patch["x-iam-permissions"]).toEqual([]);
      expect(patch.description).toMatch(/not specified\s+by the source document/);
    });
  });

  describe("fields", () => {
    it.each(fieldTables.map(([label, rows, root, toPath]) => [label, root, rows, toPath] as const))("every field of the %s table is a property of %s", (_label, root, rows, toPath) => {
      const names = rows.map((row) => row.field as string).map(toPath);
      expect(names.length).toBeGreaterThan(4);
      expect(names.filter((name) => !field(root, name))).toEqual([]);
    });

    it.each(memberLists.map((list) => [list.where, list] as const))("the members listed for %s are properties", (_where, { members: listed, root, groups }) => {
      expect([...new Set(memberNames(listed))].sort()).toEqual([...new Set(Object.values(groups).flat())].sort());
      for (const [path, names] of Object.entries(groups)) {
        const object = at(root, path);
        expect(object, `${root} ${path}`).toBeDefined();
        expect(Object.keys(object!.properties ?? {}), `${root} ${path}`).toEqual(expect.arrayContaining(names));
      }
    });

    it("gives the four exclusion lists items of {val, op}", () => {
      const lists = members(source.table("wafExclusions"), "preconfiguredWafConfig.exclusions[]").filter((member) => member.members);
      expect(lists.map((list) => list.name)).toEqual(["requestHeadersToExclude[]", "requestCookiesToExclude[]", "requestQueryParamsToExclude[]", "requestUrisToExclude[]"]);
      for (const list of lists) {
        expect(Object.keys(at("SecurityPolicyRule", `preconfiguredWafConfig.exclusions[].${list.name}`)!.properties)).toEqual(memberNames(list.members!));
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
      const output = tables.flatMap(([rows, root]) => rows.filter((row) => row.output === true).map((row) => [root, row.field as string] as const));
      expect(output.length).toBeGreaterThan(15);
      for (const [root, name] of output) expect(field(root, name.replace(/\[\]$/, ""))!.raw.readOnly, `${root}.${name}`).toBe(true);
      const associations = members(policyRows, "associations[]");
      expect(associations.filter((member) => member.output).map((member) => member.name)).toEqual(["securityPolicyId", "shortName", "displayName"]);
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
      const typed = (test: (row: Row) => boolean) => tables.flatMap(([rows, root]) => rows.filter(test).map((row) => [root, row.field as string] as const));
      const uint64 = typed((row) => row.type === "string (uint64)");
      expect(uint64.map(([root, name]) => `${root}.${name}`)).toEqual(["SecurityPolicy.id", "Operation.id", "Operation.targetId"]);
      for (const [root, name] of uint64) expect(at(root, name)).toMatchObject({ type: "string", pattern: "^[0-9]+$" });
      const bytes = typed((row) => row.type === "string (bytes, base64)");
      expect(bytes.length).toBe(2);
      // Base64 in the standard or the URL-safe alphabet: the service answers both (Fingerprint).
      for (const [root, name] of bytes) {
        const pattern = new RegExp(at(root, name)!.pattern!);
        expect([pattern.test("rX9WV0n7c6M="), pattern.test("vezUS-42LLM="), pattern.test("not base64!")], `${root}.${name}`).toEqual([true, true, false]);
      }
      const times = typed((row) => row.format === "RFC3339");
      expect(times.length).toBeGreaterThan(4);
      for (const [root, name] of times) expect(at(root, name)!.format, `${root}.${name}`).toBe("date-time");
      expect(rowOf(networkMatchRows, "srcAsns[]").type).toBe("integer (uint32)");
      expect(at("SecurityPolicyRuleNetworkMatcher", "srcAsns[]")).toMatchObject({ type: "integer", minimum: 0, maximum: 2 ** 32 - 1 });
    });
  });
});
