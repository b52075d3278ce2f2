/** The compute contract against part A of its source document (its transcription in test/source), table by table. */
import { describe, expect, it } from "vitest";
import { listOperations } from "../../src/openapi.js";
import { apiSchemas } from "../../src/schemas.js";
import { parametersOf } from "../support/contract.js";
import { readTranscription, type Row } from "../support/source-document.js";

type Schema = Record<string, any>;

const source = readTranscription("compute");
const schemas = apiSchemas("compute");
const document = schemas.document;
const operations = listOperations(document);
const resolve = (node: unknown) => schemas.resolve<Schema>(node);
const schema = (name: string) => resolve({ $ref: `#/components/schemas/${name}` });
const example = (name: string) => resolve({ $ref: `#/components/examples/${name}` }).value;

/**
 * A field of a schema by the document's dotted name: `a.b[].c`. A part ending in `[]` must be an
 * array and steps into its items; `*` steps into the values of a map. Returns the property as
 * written (where `readOnly` and `deprecated` sit beside a `$ref`) and resolved.
 */
function field(root: string, path: string): { raw: Schema; resolved: Schema } | undefined {
  let raw: Schema = schema(root);
  let resolved: Schema | undefined = raw;
  for (const part of path === "" ? [] : path.split(".")) {
    if (!resolved) return undefined;
    if (part === "*") {
      raw = resolved.additionalProperties;
      resolved = raw && resolve(raw);
      continue;
    }
    raw = resolved.properties?.[part.replace(/\[\]$/, "")];
    resolved = raw && resolve(raw);
    if (resolved && part.endsWith("[]")) {
      if (resolved.type !== "array") return undefined;
      raw = resolved.items;
      resolved = resolve(raw);
    }
  }
  return resolved && { raw, resolved };
}
const at = (root: string, path: string) => field(root, path)?.resolved;

/** A member of an object as the transcription lists it, with the members of its items or map values. */
interface Member { name: string; members?: Member[]; valueMembers?: Member[]; [fact: string]: any }
/** Every member name of a list, at any depth, without the `[]` of arrays. */
const memberNames = (members: Member[]): string[] =>
  members.flatMap((member) => [member.name.replace(/\[\]$/, ""), ...memberNames(member.members ?? []), ...memberNames(member.valueMembers ?? [])]);
const rowOf = (rows: Row[], name: string) => rows.find((row) => row.field === name)!;

const policyRows = source.table("securityPolicy");
const ruleRows = source.table("securityPolicyRule");
const matchRows = source.table("match");
const networkMatchRows = source.table("networkMatch");
const actionRows = source.table("actions");
const rateLimitRows = source.table("rateLimitOptions");
const keyTypeRows = source.table("keyTypes");
const thresholdRows = source.table("thresholdConfigs");
const operationRows = source.table("operation");
const forwardingRuleRows = source.table("forwardingRule");
const aggregatedRows = source.table("aggregatedList");
const endpointRows = source.table("endpoints");
const listQueryRows = source.table("aggregatedListQuery");

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
const members = (rows: Row[], name: string): Member[] => rowOf(rows, name).members ?? rowOf(rows, name).valueMembers;
const memberLists: { where: string; members: Member[]; root: string; groups: Record<string, string[]> }[] = [
  { where: "associations[]", members: members(policyRows, "associations[]"), root: "SecurityPolicy",
    groups: { "associations[]": ["name", "attachmentId", "excludedProjects", "excludedFolders", "securityPolicyId", "shortName", "displayName"] } },
  { where: "userDefinedFields[]", members: members(source.table("userDefinedFields"), "userDefinedFields[]"), root: "SecurityPolicy",
    groups: { "userDefinedFields[]": ["name", "base", "offset", "size", "mask"] } },
  { where: "headerAction.requestHeadersToAdds[]", members: members(ruleRows, "headerAction.requestHeadersToAdds[]"), root: "SecurityPolicyRule",
    groups: { "headerAction.requestHeadersToAdds[]": ["headerName", "headerValue"] } },
  { where: "redirectOptions", members: members(ruleRows, "redirectOptions"), root: "SecurityPolicyRule",
    groups: { redirectOptions: ["type", "target"] } },
  { where: "preconfiguredWafConfig.exclusions[]", members: members(source.table("wafExclusions"), "preconfiguredWafConfig.exclusions[]"), root: "SecurityPolicyRule",
    groups: {
      "preconfiguredWafConfig.exclusions[]": ["targetRuleSet", "targetRuleIds", "requestHeadersToExclude", "requestCookiesToExclude", "requestQueryParamsToExclude", "requestUrisToExclude"],
      "preconfiguredWafConfig.exclusions[].requestHeadersToExclude[]": ["val", "op"],
    } },
  { where: "networkMatch userDefinedFields[]", members: members(networkMatchRows, "userDefinedFields[]"), root: "SecurityPolicyRuleNetworkMatcher",
    groups: { "userDefinedFields[]": ["name", "values"] } },
  { where: "exceedRedirectOptions", members: members(rateLimitRows, "exceedRedirectOptions"), root: "SecurityPolicyRuleRateLimitOptions",
    groups: { exceedRedirectOptions: ["type", "target"] } },
  { where: "enforceOnKeyConfigs[]", members: members(rateLimitRows, "enforceOnKeyConfigs[]"), root: "SecurityPolicyRuleRateLimitOptions",
    groups: { "enforceOnKeyConfigs[]": ["enforceOnKeyType", "enforceOnKeyName"] } },
  { where: "banThreshold", members: members(rateLimitRows, "banThreshold"), root: "SecurityPolicyRuleRateLimitOptions",
    groups: { banThreshold: ["count", "intervalSec"] } },
  { where: "layer7DdosDefenseConfig", members: members(source.table("adaptiveProtection"), "adaptiveProtectionConfig.layer7DdosDefenseConfig"), root: "SecurityPolicy",
    groups: { "adaptiveProtectionConfig.layer7DdosDefenseConfig": ["enable", "ruleVisibility", "thresholdConfigs"] } },
  { where: "trafficGranularityConfigs[]", members: members(thresholdRows, "trafficGranularityConfigs[]"), root: "Layer7DdosDefenseThresholdConfig",
    groups: { "trafficGranularityConfigs[]": ["type", "value", "enableEachUniqueValue"] } },
  { where: "error.errors[]", members: members(operationRows, "error.errors[]"), root: "Operation",
    groups: { "error.errors[]": ["code", "location", "message", "errorDetails"] } },
  { where: "errorInfo", members: members(operationRows, "errorDetails[].errorInfo"), root: "Operation",
    groups: { "error.errors[].errorDetails[].errorInfo": ["reason", "domain", "metadatas"] } },
  { where: "quotaInfo", members: members(operationRows, "errorDetails[].quotaInfo"), root: "Operation",
    groups: { "error.errors[].errorDetails[].quotaInfo": ["metricName", "limitName", "dimensions", "limit", "futureLimit", "rolloutStatus"] } },
  { where: "help.links[]", members: members(operationRows, "errorDetails[].help.links[]"), root: "Operation",
    groups: { "error.errors[].errorDetails[].help.links[]": ["description", "url"] } },
  { where: "localizedMessage", members: members(operationRows, "errorDetails[].localizedMessage"), root: "Operation",
    groups: { "error.errors[].errorDetails[].localizedMessage": ["locale", "message"] } },
  { where: "operation warnings[]", members: members(operationRows, "warnings[]"), root: "Operation",
    groups: { "warnings[]": ["code", "message", "data"], "warnings[].data[]": ["key", "value"] } },
  { where: "setCommonInstanceMetadataOperationMetadata", members: members(operationRows, "setCommonInstanceMetadataOperationMetadata"), root: "Operation",
    groups: {
      setCommonInstanceMetadataOperationMetadata: ["clientOperationId", "perLocationOperations"],
      "setCommonInstanceMetadataOperationMetadata.perLocationOperations.*": ["state", "error"],
      "setCommonInstanceMetadataOperationMetadata.perLocationOperations.*.error": ["code", "message", "details"],
    } },
  { where: "instancesBulkInsertOperationMetadata", members: members(operationRows, "instancesBulkInsertOperationMetadata"), root: "Operation",
    groups: {
      instancesBulkInsertOperationMetadata: ["perLocationStatus"],
      "instancesBulkInsertOperationMetadata.perLocationStatus.*": ["status", "targetVmCount", "createdVmCount", "failedToCreateVmCount", "deletedVmCount"],
    } },
  { where: "serviceDirectoryRegistrations[]", members: members(forwardingRuleRows, "serviceDirectoryRegistrations[]"), root: "ForwardingRule",
    groups: { "serviceDirectoryRegistrations[]": ["namespace", "service", "serviceDirectoryRegion"] } },
  { where: "metadataFilters[]", members: members(forwardingRuleRows, "metadataFilters[]"), root: "ForwardingRule",
    groups: { "metadataFilters[]": ["filterMatchCriteria", "filterLabels"], "metadataFilters[].filterLabels[]": ["name", "value"] } },
  { where: "aggregated items", members: members(aggregatedRows, "items"), root: "ForwardingRuleAggregatedList",
    groups: { "items.*": ["forwardingRules", "warning"] } },
  { where: "aggregated warning", members: members(aggregatedRows, "warning"), root: "ForwardingRuleAggregatedList",
    groups: { warning: ["code", "message", "data"], "warning.data[]": ["key", "value"] } },
];

/** The operation's security requirements that the source document gives: the OAuth ones. */
const oauthRequirements = (operation: Schema) => (operation.security as Schema[]).filter((requirement) => "oauth2" in requirement);

/** Every other requirement names a scheme that says it comes from outside the document. */
function expectOnlyOutsideAlternatives(operation: Schema): void {
  const others = (operation.security as Schema[]).filter((requirement) => !("oauth2" in requirement));
  expect(others.map((requirement) => Object.keys(requirement)).flat().sort()).toEqual(["accessTokenQuery", "oauthTokenQuery"]);
  for (const requirement of others) {
    for (const name of Object.keys(requirement)) expect(document.components!.securitySchemes![name], name).toHaveProperty("x-outside-source");
  }
}

describe("compute contract covers its source document", () => {
  describe("endpoints", () => {
    const parse = (row: Row) => ({ method: (row.method as string).toLowerCase(), url: row.url as string });

    it("has the three endpoints of the table, under the server's {base_url}/compute/v1, and nothing else", () => {
      expect(endpointRows.map((row) => row["#"])).toEqual(["A1", "A2", "A3"]);
      expect(document.servers?.[0]?.url).toBe("{base_url}/compute/v1");
      expect(source.table("versioning")[0]!.versionInPath).toBe("/compute/v1");
      const expected = endpointRows.map(parse).map(({ method, url }) => `${method} ${url.replace("{base_url}/compute/v1", "")}`);
      expect(operations.map((entry) => `${entry.method} ${entry.path}`).sort()).toEqual(expected.sort());
    });

    it.each(endpointRows.map((row) => [row["#"] as string, row] as const))("%s has its source row, query, body and answer", (number, row) => {
      const { method, url } = parse(row);
      const entry = operations.find((candidate) => candidate.method === method && `{base_url}/compute/v1${candidate.path}` === url)!;
      expect(entry.operation["x-source"]).toBe(`002 ${number}`);
      // The standard parameters every method of the service takes come from outside the document.
      const query = parametersOf(schemas, entry)
        .filter((parameter) => parameter.in === "query" && !("x-outside-source" in parameter))
        .map((parameter) => parameter.name);
      if (row.queryIn) expect(query.sort()).toEqual(source.table(row.queryIn).map((param) => param.parameter).sort());
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
        parametersOf(schemas, operations.find((entry) => entry.method === "get")!).map((parameter) => [parameter.name, resolve(parameter.schema)]),
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

    it.each(rows.filter((row) => Array.isArray(row.oneOfScopes)).map((row) => [byOperation(row)!, row] as const))(
      "%s has the OAuth scopes and IAM permission of the document",
      (operationId, row) => {
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
      },
    );

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
    it.each(fieldTables.map(([label, rows, root, toPath]) => [label, root, rows, toPath] as const))(
      "every field of the %s table is a property of %s",
      (_label, root, rows, toPath) => {
        const names = rows.map((row) => row.field as string).map(toPath);
        expect(names.length).toBeGreaterThan(4);
        expect(names.filter((name) => !field(root, name))).toEqual([]);
      },
    );

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
      const tables: [Row[], string][] = [[policyRows, "SecurityPolicy"], [ruleRows, "SecurityPolicyRule"], [forwardingRuleRows, "ForwardingRule"], [aggregatedRows, "ForwardingRuleAggregatedList"]];
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
      for (const [rows, root] of [[policyRows, "SecurityPolicy"], [ruleRows, "SecurityPolicyRule"], [operationRows, "Operation"]] as const) {
        const constant = rowOf(rows, "kind").const;
        expect(constant, root).toMatch(/^compute#/);
        expect(at(root, "kind")!.const, root).toBe(constant);
      }
    });

    it("carries uint64 fields as decimal strings, bytes as base64, RFC3339 times as date-time", () => {
      const tables: [Row[], string][] = [[policyRows, "SecurityPolicy"], [operationRows, "Operation"], [forwardingRuleRows, "ForwardingRule"]];
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
        expect([pattern.test("rX9WV0n7c6M="), pattern.test("vezUS-42LLM="), pattern.test("not base64!")], `${root}.${name}`).toEqual([true, true, false]);
      }
      const times = typed((row) => row.format === "RFC3339");
      expect(times.length).toBeGreaterThan(4);
      for (const [root, name] of times) expect(at(root, name)!.format, `${root}.${name}`).toBe("date-time");
      expect(rowOf(networkMatchRows, "srcAsns[]").type).toBe("integer (uint32)");
      expect(at("SecurityPolicyRuleNetworkMatcher", "srcAsns[]")).toMatchObject({ type: "integer", minimum: 0, maximum: 2 ** 32 - 1 });
    });
  });

  describe("enum values", () => {
    const expandStatus = (spans: string[], statuses: string[]) =>
      spans.flatMap((span) => (span === "deny(STATUS)" ? statuses.map((status) => `deny(${status})`) : [span]));

    it("has the four policy types", () => {
      expect(at("SecurityPolicy", "type")!.enum).toEqual(rowOf(policyRows, "type").enum);
    });

    it("has the four bases of a user-defined field", () => {
      const base = members(source.table("userDefinedFields"), "userDefinedFields[]").find((member) => member.name === "base")!;
      expect(base).toMatchObject({ type: "enum", required: true });
      expect(at("SecurityPolicy", "userDefinedFields[].base")!.enum).toEqual(base.enum);
    });

    it("has every action of the action table, deny with each of its statuses", () => {
      const actions = actionRows.flatMap((row) => expandStatus([row.action], row.statuses ?? []));
      expect(at("SecurityPolicyRule", "action")!.enum).toEqual(actions);
    });

    it("has the exceed actions and the conform action of rateLimitOptions", () => {
      const exceed = rowOf(rateLimitRows, "exceedAction");
      expect(at("SecurityPolicyRuleRateLimitOptions", "exceedAction")!.enum).toEqual(expandStatus(exceed.values, exceed.statuses));
      expect(at("SecurityPolicyRuleRateLimitOptions", "conformAction")!.enum).toEqual(rowOf(rateLimitRows, "conformAction").enum);
    });

    it("has the redirect types, in both redirect options", () => {
      for (const [rows, name, root] of [[ruleRows, "redirectOptions", "SecurityPolicyRule"], [rateLimitRows, "exceedRedirectOptions", "SecurityPolicyRuleRateLimitOptions"]] as const) {
        const types = members(rows, name).find((member) => member.name === "type")!.enum;
        expect(at(root, `${name}.type`)!.enum).toEqual(types);
      }
    });

    it("has every key type, with ALL as the default of enforceOnKey", () => {
      expect(schema("RateLimitKeyType").enum).toEqual(keyTypeRows.map((row) => row.value));
      expect(keyTypeRows.filter((row) => row.default).map((row) => row.value)).toEqual(["ALL"]);
      expect(at("SecurityPolicyRuleRateLimitOptions", "enforceOnKeyConfigs[].enforceOnKeyType")!.enum).toEqual(schema("RateLimitKeyType").enum);
      const fallback = rowOf(rateLimitRows, "enforceOnKey").default;
      expect(field("SecurityPolicyRuleRateLimitOptions", "enforceOnKey")!.raw.default).toBe(fallback);
    });

    it("has the versioned expression and the rule visibilities", () => {
      expect(at("SecurityPolicyRuleMatcher", "versionedExpr")!.enum).toEqual(rowOf(matchRows, "versionedExpr").enum);
      const visibility = members(source.table("adaptiveProtection"), "adaptiveProtectionConfig.layer7DdosDefenseConfig").find((member) => member.name === "ruleVisibility")!;
      const config = at("SecurityPolicy", "adaptiveProtectionConfig.layer7DdosDefenseConfig")!;
      expect(resolve(config.properties.ruleVisibility).enum).toEqual(visibility.enum);
      expect(resolve(config.properties.ruleVisibility).default).toBe(visibility.default);
    });

    it("has the operation statuses of the table and of the states section", () => {
      const statuses = rowOf(operationRows, "status").enum;
      expect(at("Operation", "status")!.enum).toEqual(statuses);
      expect(source.table("operationStatus")[0]!.states).toEqual(statuses);
    });

    it("leaves open every enum whose values the document does not show, and says so", () => {
      const whereIs: Record<string, [string, string]> = {
        "ddosProtectionConfig.ddosProtection": ["SecurityPolicy", "ddosProtectionConfig.ddosProtection"],
        "advancedOptionsConfig.jsonParsing": ["SecurityPolicy", "advancedOptionsConfig.jsonParsing"],
        "advancedOptionsConfig.logLevel": ["SecurityPolicy", "advancedOptionsConfig.logLevel"],
        "preconfiguredWafConfig.exclusions[].request*ToExclude[].op": ["SecurityPolicyRulePreconfiguredWafConfigExclusionFieldParams", "op"],
        "trafficGranularityConfigs[].type": ["TrafficGranularityConfig", "type"],
        "warnings[].code": ["Warning", "code"],
        IPProtocol: ["ForwardingRule", "IPProtocol"],
        loadBalancingScheme: ["ForwardingRule", "loadBalancingScheme"],
        networkTier: ["ForwardingRule", "networkTier"],
        ipVersion: ["ForwardingRule", "ipVersion"],
        "metadataFilters[].filterMatchCriteria": ["MetadataFilter", "filterMatchCriteria"],
        pscConnectionStatus: ["ForwardingRule", "pscConnectionStatus"],
      };
      const named = source.table("notShown").filter((row) => row.subject === "enum values").map((row) => row.of as string);
      expect(named.sort()).toEqual(Object.keys(whereIs).sort());
      for (const [name, [root, path]] of Object.entries(whereIs)) {
        const property = at(root, path)!;
        expect(property.enum, name).toBeUndefined();
        expect(property.type, name).toBe("string");
        expect(property.description, name).toMatch(/not specified by the\s+source\s+document/);
      }
    });
  });

  describe("bounds", () => {
    // Each limit of part A: where it is, and the keywords its numbers go to, in the document's order.
    const whereIs: Record<string, [string, string, string[]][]> = {
      "resource name length": [["ResourceName", "", ["minLength", "maxLength"]]],
      "rule priority range": [["SecurityPolicyRule", "priority", ["minimum", "maximum"]]],
      "match.config.srcIpRanges": [["SecurityPolicyRuleMatcher", "config.srcIpRanges", ["maxItems"]]],
      enforceOnKeyConfigs: [["SecurityPolicyRuleRateLimitOptions", "enforceOnKeyConfigs", ["maxItems"]]],
      "userDefinedFields[].size": [["SecurityPolicyUserDefinedField", "size", ["minimum", "maximum"]]],
      "forwarding rule sourceIpRanges": [["ForwardingRule", "sourceIpRanges", ["maxItems"]]],
      "forwarding rule metadataFilters[].filterLabels": [
        ["MetadataFilter", "filterLabels", ["minItems", "maxItems"]],
        ["MetadataFilterLabelMatch", "name", ["minLength", "maxLength"]],
        ["MetadataFilterLabelMatch", "value", ["maxLength"]],
      ],
      externalManagedBackendBucketMigrationTestingPercentage: [["ForwardingRule", "externalManagedBackendBucketMigrationTestingPercentage", ["minimum", "maximum"]]],
      "operation progress": [["Operation", "progress", ["minimum", "maximum"]]],
    };
    const partA = source.table("limits");
    /** The numbers of a limit's value, in the document's order: { minimum: 1, maximum: 63 } → [1, 63]. */
    const numbersOf = (value: unknown): number[] =>
      typeof value === "number" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(numbersOf) : [];

    it.each(partA.filter((row) => row.limit in whereIs).map((row) => [row.limit as string, JSON.stringify(row.value), row.value] as const))("%s (%s)", (limit, _label, value) => {
      const numbers = numbersOf(value);
      const found = whereIs[limit]!.flatMap(([root, path, keywords]) => keywords.map((keyword) => at(root, path)?.[keyword]));
      expect(found).toEqual(numbers);
    });

    it("gives every field the bounds its row names", () => {
      const keywords = ["minimum", "maximum", "minLength", "maxLength", "minItems", "maxItems"] as const;
      const tables: [Row[], string][] = [[policyRows, "SecurityPolicy"], [ruleRows, "SecurityPolicyRule"], [matchRows, "SecurityPolicyRuleMatcher"], [rateLimitRows, "SecurityPolicyRuleRateLimitOptions"], [thresholdRows, "Layer7DdosDefenseThresholdConfig"], [operationRows, "Operation"], [forwardingRuleRows, "ForwardingRule"]];
      const bounded = tables.flatMap(([rows, root]) => rows.filter((row) => keywords.some((keyword) => keyword in row)).map((row) => [root, row] as const));
      expect(bounded.length).toBeGreaterThan(8);
      for (const [root, row] of bounded) {
        const property = at(root, row.field.replace(/\[\]$/, ""))!;
        for (const keyword of keywords.filter((candidate) => candidate in row)) {
          // A list's item count is the array's; a bound on its values is the items'.
          const target = /Items$/.test(keyword) || property.type !== "array" ? property : resolve(property.items);
          const bound = target[keyword] ?? (target.anyOf ?? target.allOf ?? []).map(resolve).find((part: Schema) => keyword in part)?.[keyword];
          expect(bound, `${root}.${row.field} ${keyword}`).toBe(row[keyword]);
        }
      }
    });

    it("places every limit of part A", () => {
      // The rate-limit key value cut is behaviour of the service, written in the key-type descriptions.
      expect(partA.map((row) => row.limit).filter((limit) => !(limit in whereIs))).toEqual(["rate-limit key value"]);
      const cut = source.row("limits", "limit", "rate-limit key value").value;
      expect(cut).toMatchObject({ firstBytes: 128, keys: ["header", "cookie", "path", "SNI"] });
      expect(keyTypeRows.filter((row) => row.firstBytes === cut.firstBytes).map((row) => row.value)).toEqual(["HTTP_HEADER", "HTTP_COOKIE", "HTTP_PATH", "SNI"]);
      expect(schema("RateLimitKeyType").description.match(/first 128 bytes/g)).toHaveLength(cut.keys.length);
    });

    it("writes the name, port, mask and error-reason forms as patterns", () => {
      const name = rowOf(policyRows, "name").pattern;
      expect(schema("ResourceName").pattern).toBe(`^${name}$`);
      // Every name the document gives as "1-63 characters, RFC1035" is a ResourceName (a policy's
      // name may also be the number an organization's policy is named by: one of its forms).
      for (const [root, path] of [["SecurityPolicy", "shortName"], ["Layer7DdosDefenseThresholdConfig", "name"], ["ForwardingRule", "serviceLabel"]] as const) {
        expect(at(root, path)!.title, `${root}.${path}`).toBe("ResourceName");
      }
      expect(at("SecurityPolicy", "name")!.anyOf.map(resolve).map((form: Schema) => form.title)).toEqual(["ResourceName", "SecurityPolicyNumber"]);
      const port = rowOf(forwardingRuleRows, "portRange").pattern;
      expect(rowOf(forwardingRuleRows, "ports[]").pattern).toBe(port);
      expect(at("ForwardingRule", "portRange")!.pattern).toBe(`^${port}$`);
      expect(at("ForwardingRule", "ports[]")!.pattern).toBe(`^${port}$`);
      expect(at("SecurityPolicy", "userDefinedFields[].mask")!.pattern).toMatch(/^\^0x/);
      const [reason, , metadatas] = members(operationRows, "errorDetails[].errorInfo");
      const errorInfo = at("Operation", "error.errors[].errorDetails[].errorInfo")!;
      expect(resolve(errorInfo.properties.reason)).toMatchObject({ pattern: `^${reason!.pattern}$`, maxLength: reason!.maxLength });
      expect(resolve(errorInfo.properties.metadatas).propertyNames.maxLength).toBe(metadatas!.keyMaxLength);
    });

    it("accepts the second name form of a forwarding rule: 1-20 lower-case letters and digits", () => {
      const { minLength: low, maxLength: high, characters } = rowOf(forwardingRuleRows, "name").privateConnectForm;
      expect(characters).toBe("lowercase letters and digits");
      const forms = at("ForwardingRule", "name")!.anyOf.map(resolve);
      expect(forms).toContainEqual(expect.objectContaining({ minLength: Number(low), maxLength: Number(high), pattern: "^[a-z][a-z0-9]{0,19}$" }));
      expect(forms).toContainEqual(expect.objectContaining({ maxLength: 63 }));
    });
  });

  describe("states", () => {
    const stateRows = source.table("migrationStates");
    const migration = field("ForwardingRule", "externalManagedBackendBucketMigrationState")!.resolved;

    it("has every migration state of the table and of the field, and only those", () => {
      const named = new Set(stateRows.flatMap((row) => [...row.from, ...row.to] as string[]));
      expect([...named].sort()).toEqual([...migration.enum].sort());
      expect(migration.enum).toEqual(rowOf(forwardingRuleRows, "externalManagedBackendBucketMigrationState").enum);
    });

    it("writes out every transition of the state machine", () => {
      const description: string = schema("ForwardingRule").description.replace(/\s+/g, " ");
      for (const row of stateRows) {
        const from: string[] = row.from;
        const to: string[] = row.to;
        if (from.length > 0 && to.length > 0) {
          expect(description).toContain(`${from.map((state) => `\`${state}\``).join(" or ")} → \`${to[0]}\``);
        }
      }
      expect(description).toContain("(no state) → `PREPARE`");
      expect(description).toContain("`TEST_ALL_TRAFFIC` → change of `loadBalancingScheme` to `EXTERNAL_MANAGED`");
      expect(description).toMatch(/Roll back from `EXTERNAL_MANAGED`: the states are set in reverse order/);
    });

    it("has one example of the list per migration state, named after it", () => {
      const list = operations.find((entry) => entry.operation.operationId === "listAggregatedForwardingRules")!.operation;
      const examples = resolve(list.responses["200"]).content["application/json"].examples;
      for (const state of migration.enum as string[]) {
        const name = `migration${state.toLowerCase().replace(/(^|_)([a-z])/g, (_match, _sep, letter: string) => letter.toUpperCase())}`;
        const value = resolve(examples[name]).value;
        const rules = Object.values(value.items).flatMap((scoped: any) => scoped.forwardingRules ?? []);
        expect(rules.map((rule: any) => rule.externalManagedBackendBucketMigrationState), name).toEqual([state]);
      }
    });

    it("has a pending, a done and a failed operation, each echoing a requestId", () => {
      const patch = operations.find((entry) => entry.operation.operationId === "patchSecurityPolicy")!.operation;
      const examples = resolve(patch.responses["200"]).content["application/json"].examples;
      const values = Object.fromEntries(Object.entries(examples).map(([name, ref]) => [name, resolve(ref).value]));
      expect(values.pending.status).toBe("PENDING");
      expect(values.running.status).toBe("RUNNING");
      expect(values.done.status).toBe("DONE");
      expect(values.failed).toMatchObject({ status: "DONE", httpErrorStatusCode: expect.any(Number), httpErrorMessage: expect.any(String) });
      for (const value of Object.values(values)) expect(value.clientOperationId).toMatch(/^[0-9a-f-]{36}$/);
      expect(at("Operation", "clientOperationId")!.description).toMatch(/`requestId`/);
    });
  });

  describe("errors", () => {
    const errorRow = (item: number) => source.row("errors", "item", item);

    it("answers a stale fingerprint on the patch with 412 conditionNotMet", () => {
      const { status, code, when } = errorRow(2);
      expect(when).toBe("stale fingerprint");
      expect(rowOf(policyRows, "fingerprint").staleError).toEqual({ status, reason: code });
      const patch = operations.find((entry) => entry.operation.operationId === "patchSecurityPolicy")!.operation;
      const response = resolve(patch.responses[String(status)]);
      expect(resolve(response.content["application/json"].schema).title).toBe("ConditionNotMetError");
      expect(resolve(Object.values(response.content["application/json"].examples)[0]).value.error).toMatchObject({
        code: Number(status),
        errors: [expect.objectContaining({ reason: code })],
      });
    });

    it("has a QUOTA_EXCEEDED failure with quotaInfo", () => {
      const { code, detail } = errorRow(3);
      expect(rowOf(operationRows, "errorDetails[].quotaInfo").presentWhenCode).toBe(code);
      const failed = example("PatchSecurityPolicyFailedResponse");
      const [error] = failed.error.errors;
      expect(error.code).toBe(code);
      expect(error.errorDetails.some((entry: Schema) => detail! in entry)).toBe(true);
    });

    it("reports per-scope problems with warning and unreachables in the partial-success example", () => {
      expect(errorRow(4).reportedIn).toEqual(["warning", "unreachables"]);
      const partial = example("ListAggregatedForwardingRulesPartialSuccessResponse");
      const warned = Object.entries(partial.items).filter(([, scoped]: [string, any]) => scoped.warning && !scoped.forwardingRules).map(([scope]) => scope);
      expect(warned).toEqual(partial.unreachables);
      const several = example("ListAggregatedForwardingRulesSeveralRegionsResponse");
      expect(Object.keys(several.items).filter((scope) => scope.startsWith("regions/")).length).toBeGreaterThan(2);
      expect(Object.values(several.items).some((scoped: any) => scoped.warning && !scoped.forwardingRules)).toBe(true);
      expect(example("ListAggregatedForwardingRulesFirstPageResponse").nextPageToken).toBeTruthy();
    });
  });
});
