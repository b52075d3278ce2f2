/** The compute contract against part A of its source document, read table by table. */
import { describe, expect, it } from "vitest";
import { listOperations } from "../../src/openapi.js";
import { apiSchemas } from "../../src/schemas.js";
import { parametersOf } from "../support/contract.js";
import { codeSpans, readSourceDocument, type Row } from "../support/source-document.js";

type Schema = Record<string, any>;

const source = readSourceDocument("002_783aecd4a6567633.txt");
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

/** The field names of a table cell: "expr.title, expr.description" → ["expr.title", "expr.description"]. */
const fieldNames = (cell: string) => cell.split(/,\s*/).map((name) => name.trim());
/** The names of object members in a cell or paragraph: code spans that look like field names. */
const memberNames = (text: string) =>
  codeSpans(text).filter((span) => /^[a-z][A-Za-z0-9]*(\[\])?$/.test(span)).map((span) => span.replace(/\[\]$/, ""));
const paragraph = (section: string, start: string) => source.section(section).split("\n").find((line) => line.startsWith(start))!;
const rowOf = (rows: Row[], name: string) => rows.find((row) => row.Field === name)!;

const policyRows = source.table("### A. Security policy");
const [ruleRows, matchRows, networkMatchRows, actionRows, rateLimitRows, keyTypeRows] = source.tables("### A. Security policy rule");
const thresholdRows = source.table("### A. Adaptive protection");
const operationRows = source.table("### A. Operation (returned");
const forwardingRuleRows = source.table("### A. Forwarding rule");
const aggregatedRows = source.table("### A. Aggregated list response");
const [endpointRows, listQueryRows] = source.tables("### A. Compute API");

// Field tables: every name in the Field column is a property of the schema of that table.
const fieldTables: [string, Row[], string, (name: string) => string][] = [
  ["Security policy", policyRows, "SecurityPolicy", (name) => name],
  ["Security policy rule", ruleRows!, "SecurityPolicyRule", (name) => name],
  ["match", matchRows!, "SecurityPolicyRuleMatcher", (name) => name],
  ["networkMatch", networkMatchRows!, "SecurityPolicyRuleNetworkMatcher", (name) => name],
  ["rateLimitOptions", rateLimitRows!, "SecurityPolicyRuleRateLimitOptions", (name) => name],
  ["thresholdConfigs", thresholdRows, "Layer7DdosDefenseThresholdConfig", (name) => name],
  // The operation table names the members of error.errors[] from `errorDetails[]` on.
  ["Operation", operationRows, "Operation", (name) => (name.startsWith("errorDetails[]") ? `error.errors[].${name}` : name)],
  ["Forwarding rule", forwardingRuleRows, "ForwardingRule", (name) => name],
  ["Aggregated list response", aggregatedRows, "ForwardingRuleAggregatedList", (name) => name],
];

/**
 * Cells and paragraphs that list the members of an object. `groups` says where each member is (a
 * path under `root`); the member names of the text must be exactly those of the groups plus
 * `except` (names the text mentions that are not members of the object: an action, a sibling).
 */
const memberLists: { where: string; text: string; root: string; groups: Record<string, string[]>; except?: string[] }[] = [
  { where: "associations[]", text: rowOf(policyRows, "associations[]").Notes!, root: "SecurityPolicy",
    groups: { "associations[]": ["name", "attachmentId", "excludedProjects", "excludedFolders", "securityPolicyId", "shortName", "displayName"] } },
  { where: "userDefinedFields[] (prose)", text: paragraph("### A. Security policy", "`userDefinedFields[]`:"), root: "SecurityPolicy",
    groups: { "userDefinedFields[]": ["name", "base", "offset", "size", "mask"] }, except: ["userDefinedFields"] },
  { where: "headerAction.requestHeadersToAdds[]", text: rowOf(ruleRows!, "headerAction.requestHeadersToAdds[]").Notes!, root: "SecurityPolicyRule",
    groups: { "headerAction.requestHeadersToAdds[]": ["headerName", "headerValue"] } },
  { where: "redirectOptions", text: rowOf(ruleRows!, "redirectOptions").Notes!, root: "SecurityPolicyRule",
    groups: { redirectOptions: ["type", "target"] }, except: ["redirect"] },
  { where: "preconfiguredWafConfig.exclusions[] (prose)", text: paragraph("### A. Security policy rule", "`preconfiguredWafConfig.exclusions[]`:"), root: "SecurityPolicyRule",
    groups: {
      "preconfiguredWafConfig.exclusions[]": ["targetRuleSet", "targetRuleIds", "requestHeadersToExclude", "requestCookiesToExclude", "requestQueryParamsToExclude", "requestUrisToExclude"],
      "preconfiguredWafConfig.exclusions[].requestHeadersToExclude[]": ["op"],
    } },
  { where: "networkMatch userDefinedFields[]", text: rowOf(networkMatchRows!, "userDefinedFields[]").Notes!, root: "SecurityPolicyRuleNetworkMatcher",
    groups: { "userDefinedFields[]": ["name", "values"] } },
  { where: "exceedRedirectOptions", text: rowOf(rateLimitRows!, "exceedRedirectOptions").Notes!, root: "SecurityPolicyRuleRateLimitOptions",
    groups: { exceedRedirectOptions: ["type", "target"] }, except: ["redirect"] },
  { where: "enforceOnKeyConfigs[]", text: rowOf(rateLimitRows!, "enforceOnKeyConfigs[]").Notes!, root: "SecurityPolicyRuleRateLimitOptions",
    groups: { "enforceOnKeyConfigs[]": ["enforceOnKeyType", "enforceOnKeyName"] }, except: ["enforceOnKey"] },
  { where: "banThreshold", text: rowOf(rateLimitRows!, "banThreshold").Notes!, root: "SecurityPolicyRuleRateLimitOptions",
    groups: { banThreshold: ["count", "intervalSec"] }, except: ["banDurationSec", "rateLimitThreshold"] },
  { where: "layer7DdosDefenseConfig (prose)", text: paragraph("### A. Adaptive protection", "`adaptiveProtectionConfig.layer7DdosDefenseConfig`:"), root: "SecurityPolicy",
    groups: { "adaptiveProtectionConfig.layer7DdosDefenseConfig": ["enable", "ruleVisibility", "thresholdConfigs"] } },
  { where: "trafficGranularityConfigs[]", text: rowOf(thresholdRows, "trafficGranularityConfigs[]").Type!, root: "Layer7DdosDefenseThresholdConfig",
    groups: { "trafficGranularityConfigs[]": ["type", "value", "enableEachUniqueValue"] } },
  { where: "error.errors[]", text: rowOf(operationRows, "error.errors[]").Notes!, root: "Operation",
    groups: { "error.errors[]": ["code", "location", "message", "errorDetails"] } },
  { where: "errorInfo", text: rowOf(operationRows, "errorDetails[].errorInfo").Notes!, root: "Operation",
    groups: { "error.errors[].errorDetails[].errorInfo": ["reason", "domain", "metadatas"] } },
  { where: "quotaInfo", text: rowOf(operationRows, "errorDetails[].quotaInfo").Notes!, root: "Operation",
    groups: { "error.errors[].errorDetails[].quotaInfo": ["metricName", "limitName", "dimensions", "limit", "futureLimit", "rolloutStatus"] } },
  { where: "help.links[]", text: rowOf(operationRows, "errorDetails[].help.links[]").Notes!, root: "Operation",
    groups: { "error.errors[].errorDetails[].help.links[]": ["description", "url"] } },
  { where: "localizedMessage", text: rowOf(operationRows, "errorDetails[].localizedMessage").Notes!, root: "Operation",
    groups: { "error.errors[].errorDetails[].localizedMessage": ["locale", "message"] } },
  { where: "operation warnings[]", text: rowOf(operationRows, "warnings[]").Notes!, root: "Operation",
    groups: { "warnings[]": ["code", "message", "data"], "warnings[].data[]": ["key", "value"] } },
  { where: "setCommonInstanceMetadataOperationMetadata", text: rowOf(operationRows, "setCommonInstanceMetadataOperationMetadata").Notes!, root: "Operation",
    groups: {
      setCommonInstanceMetadataOperationMetadata: ["clientOperationId", "perLocationOperations"],
      "setCommonInstanceMetadataOperationMetadata.perLocationOperations.*": ["state", "error"],
      "setCommonInstanceMetadataOperationMetadata.perLocationOperations.*.error": ["code", "message", "details"],
    }, except: ["metadata"] },
  { where: "instancesBulkInsertOperationMetadata", text: rowOf(operationRows, "instancesBulkInsertOperationMetadata").Notes!, root: "Operation",
    groups: {
      instancesBulkInsertOperationMetadata: ["perLocationStatus"],
      "instancesBulkInsertOperationMetadata.perLocationStatus.*": ["status", "targetVmCount", "createdVmCount", "failedToCreateVmCount", "deletedVmCount"],
    }, except: ["metadata"] },
  { where: "serviceDirectoryRegistrations[]", text: rowOf(forwardingRuleRows, "serviceDirectoryRegistrations[]").Notes!, root: "ForwardingRule",
    groups: { "serviceDirectoryRegistrations[]": ["namespace", "service", "serviceDirectoryRegion"] } },
  { where: "metadataFilters[]", text: rowOf(forwardingRuleRows, "metadataFilters[]").Notes!, root: "ForwardingRule",
    groups: { "metadataFilters[]": ["filterMatchCriteria", "filterLabels"], "metadataFilters[].filterLabels[]": ["name", "value"] } },
  { where: "aggregated items", text: rowOf(aggregatedRows, "items").Notes!, root: "ForwardingRuleAggregatedList",
    groups: { "items.*": ["forwardingRules", "warning"] } },
  { where: "aggregated warning", text: rowOf(aggregatedRows, "warning").Notes!, root: "ForwardingRuleAggregatedList",
    groups: { warning: ["code", "message", "data"], "warning.data[]": ["key", "value"] } },
];

describe("compute contract covers its source document", () => {
  describe("endpoints", () => {
    const parse = (cell: string) => {
      const [, method, url] = /^(GET|PATCH|DELETE) `([^`]+)`$/.exec(cell)!;
      return { method: method!.toLowerCase(), url: url! };
    };

    it("has the three endpoints of the table, under the server's {base_url}/compute/v1, and nothing else", () => {
      expect(endpointRows!.map((row) => row["#"])).toEqual(["A1", "A2", "A3"]);
      expect(document.servers?.[0]?.url).toBe("{base_url}/compute/v1");
      const expected = endpointRows!.map((row) => parse(row["Method and path"]!)).map(({ method, url }) => `${method} ${url.replace("{base_url}/compute/v1", "")}`);
      expect(operations.map((entry) => `${entry.method} ${entry.path}`).sort()).toEqual(expected.sort());
    });

    it.each(endpointRows!.map((row) => [row["#"]!, row] as const))("%s has its source row, query, body and answer", (number, row) => {
      const { method, url } = parse(row["Method and path"]!);
      const entry = operations.find((candidate) => candidate.method === method && `{base_url}/compute/v1${candidate.path}` === url)!;
      expect(entry.operation["x-source"]).toBe(`002 ${number}`);
      const query = parametersOf(schemas, entry).filter((parameter) => parameter.in === "query").map((parameter) => parameter.name);
      if (row.Query === "see below") expect(query.sort()).toEqual(listQueryRows!.map((param) => param.Parameter).sort());
      else expect(query).toEqual(codeSpans(row.Query!));
      const body = resolve(entry.operation.requestBody);
      if (row.Body === "empty") expect(body).toBeUndefined();
      else expect(resolve(body.content["application/json"].schema).title).toBe("SecurityPolicyPatch");
      const answer = resolve(resolve(entry.operation.responses["200"]).content["application/json"].schema).title;
      expect(answer).toBe({ Operation: "Operation", "Aggregated list response": "ForwardingRuleAggregatedList" }[row.Response!]);
    });

    it("has the path parameters the document names, required", () => {
      const line = paragraph("### A. Compute API", "Path parameters:");
      for (const name of codeSpans(line)) {
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
      expect(paragraph("### A. Compute API", "`requestId` (optional)")).toContain("all-zero UUID");
      expect(requestId).toMatchObject({ in: "query", required: false });
      expect(requestId.schema).toMatchObject({ type: "string", format: "uuid", not: { const: "00000000-0000-0000-0000-000000000000" } });
    });

    it.each(listQueryRows!.map((row) => [row.Parameter!, row] as const))("A3 query parameter %s has its type and default", (name, row) => {
      const list = operations.find((entry) => entry.operation.operationId === "listAggregatedForwardingRules")!;
      const parameter = parametersOf(schemas, list).find((candidate) => candidate.name === name)!;
      expect(parameter, name).toMatchObject({ in: "query" });
      expect(parameter.required ?? false).toBe(false);
      const [, type, fallback] = /^(Boolean)?(?:, default (\w+))?/.exec(row.Notes!)!;
      if (type) expect(parameter.schema!.type).toBe(type.toLowerCase());
      if (fallback) expect(parameter.schema!.default).toBe(JSON.parse(fallback));
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
    const [first, second] = source.section("## Authentication").split("\n").filter((line) => /^\d\. /.test(line));
    const sentences = first!.replace(/^1\. Compute API: /, "").split(/\.\s+(?=[A-Z])/);
    const byOperation = (sentence: string) => (/^delete /.test(sentence) ? "deleteSecurityPolicy" : /^The aggregated list /.test(sentence) ? "listAggregatedForwardingRules" : undefined);

    it.each(sentences.map((sentence) => [byOperation(sentence)!, sentence] as const))(
      "%s has the OAuth scopes and IAM permission of the document",
      (operationId, sentence) => {
        expect(operationId).toBeDefined();
        const operation = operations.find((entry) => entry.operation.operationId === operationId)!.operation as Schema;
        const scopes = codeSpans(sentence).filter((span) => span.startsWith("{oauth_scope_base}/"));
        expect(scopes.length).toBeGreaterThan(1);
        // "one of" the scopes: one security requirement per scope.
        expect(operation.security).toEqual(scopes.map((scope) => ({ oauth2: [scope] })));
        expect(operation["x-iam-permissions"]).toEqual(codeSpans(sentence).filter((span) => /^compute\.\w+\.\w+$/.test(span)));
        const declared = document.components!.securitySchemes!.oauth2 as Schema;
        expect(Object.keys(declared.flows.authorizationCode.scopes)).toEqual(expect.arrayContaining(scopes));
      },
    );

    it("says that the patch's scopes and permission are not specified", () => {
      expect(second).toMatch(/policy patch: not shown/);
      const patch = operations.find((entry) => entry.operation.operationId === "patchSecurityPolicy")!.operation as Schema;
      expect(patch.security).toEqual([{ oauth2: [] }]);
      expect(patch["x-iam-permissions"]).toEqual([]);
      expect(patch.description).toMatch(/not specified\s+by the source document/);
    });
  });

  describe("fields", () => {
    it.each(fieldTables.map(([label, rows, root, toPath]) => [label, root, rows, toPath] as const))(
      "every field of the %s table is a property of %s",
      (_label, root, rows, toPath) => {
        const names = rows.flatMap((row) => fieldNames(row.Field!)).map(toPath);
        expect(names.length).toBeGreaterThan(4);
        expect(names.filter((name) => !field(root, name))).toEqual([]);
      },
    );

    it.each(memberLists.map((list) => [list.where, list] as const))("the members listed for %s are properties", (_where, { text, root, groups, except = [] }) => {
      expect([...new Set(memberNames(text))].sort()).toEqual([...new Set([...Object.values(groups).flat(), ...except])].sort());
      for (const [path, names] of Object.entries(groups)) {
        const object = at(root, path);
        expect(object, `${root} ${path}`).toBeDefined();
        expect(Object.keys(object!.properties ?? {}), `${root} ${path}`).toEqual(expect.arrayContaining(names));
      }
    });

    it("gives the four exclusion lists items of {val, op}", () => {
      const text = paragraph("### A. Security policy rule", "`preconfiguredWafConfig.exclusions[]`:");
      const members = [.../\{(.*?)\}/.exec(text)![1]!.matchAll(/(\w+): \w+/g)].map((match) => match[1]);
      for (const list of ["requestHeadersToExclude", "requestCookiesToExclude", "requestQueryParamsToExclude", "requestUrisToExclude"]) {
        expect(Object.keys(at("SecurityPolicyRule", `preconfiguredWafConfig.exclusions[].${list}[]`)!.properties)).toEqual(members);
      }
    });

    it("marks every output field readOnly", () => {
      const notes = (row: Row) => row.Notes ?? row.Type ?? "";
      const tables: [Row[], string][] = [[policyRows, "SecurityPolicy"], [ruleRows!, "SecurityPolicyRule"], [forwardingRuleRows, "ForwardingRule"], [aggregatedRows, "ForwardingRuleAggregatedList"]];
      const output = tables.flatMap(([rows, root]) =>
        rows.filter((row) => /^Output/.test(notes(row))).flatMap((row) => fieldNames(row.Field!).map((name) => [root, name] as const)),
      );
      expect(output.length).toBeGreaterThan(15);
      for (const [root, name] of output) expect(field(root, name.replace(/\[\]$/, ""))!.raw.readOnly, `${root}.${name}`).toBe(true);
      for (const [, name] of rowOf(policyRows, "associations[]").Notes!.matchAll(/`(\w+)` string \(output/g)) {
        expect(field("SecurityPolicy", `associations[].${name}`)!.raw.readOnly, name).toBe(true);
      }
      expect(field("SecurityPolicy", "associations[].displayName")!.raw.deprecated).toBe(true);
      expect(field("Operation", "creationTimestamp")!.raw.deprecated).toBe(rowOf(operationRows, "creationTimestamp").Notes === "Deprecated");
    });

    it("carries the constant kinds as const", () => {
      for (const [rows, root] of [[policyRows, "SecurityPolicy"], [ruleRows!, "SecurityPolicyRule"], [operationRows, "Operation"]] as const) {
        const [constant] = codeSpans(rowOf(rows, "kind").Notes!);
        expect(at(root, "kind")!.const, root).toBe(constant);
      }
    });

    it("carries uint64 fields as decimal strings, bytes as base64, RFC3339 times as date-time", () => {
      const tables: [Row[], string][] = [[policyRows, "SecurityPolicy"], [operationRows, "Operation"], [forwardingRuleRows, "ForwardingRule"]];
      const typed = (test: (row: Row) => boolean) =>
        tables.flatMap(([rows, root]) => rows.filter(test).flatMap((row) => fieldNames(row.Field!).map((name) => [root, name] as const)));
      const uint64 = typed((row) => row.Type === "string (uint64)");
      expect(uint64.map(([root, name]) => `${root}.${name}`)).toEqual(["SecurityPolicy.id", "Operation.id", "Operation.targetId"]);
      for (const [root, name] of uint64) expect(at(root, name)).toMatchObject({ type: "string", pattern: "^[0-9]+$" });
      const bytes = typed((row) => /^string \(bytes, base64\)$/.test(row.Type!));
      expect(bytes.length).toBe(2);
      for (const [root, name] of bytes) expect(at(root, name)).toMatchObject({ type: "string", format: "byte" });
      const times = typed((row) => /RFC3339/.test(row.Notes ?? ""));
      expect(times.length).toBeGreaterThan(4);
      for (const [root, name] of times) expect(at(root, name)!.format, `${root}.${name}`).toBe("date-time");
      expect(at("SecurityPolicyRuleNetworkMatcher", "srcAsns[]")).toMatchObject({ type: "integer", minimum: 0, maximum: 2 ** 32 - 1 });
    });
  });

  describe("enum values", () => {
    const expandStatus = (spans: string[], statuses: string[]) =>
      spans.flatMap((span) => (span === "deny(STATUS)" ? statuses.map((status) => `deny(${status})`) : [span]));

    it("has the four policy types", () => {
      expect(at("SecurityPolicy", "type")!.enum).toEqual(codeSpans(rowOf(policyRows, "type").Notes!));
    });

    it("has the four bases of a user-defined field", () => {
      const spans = codeSpans(paragraph("### A. Security policy", "`userDefinedFields[]`:")).filter((span) => /^[A-Z0-9]+$/.test(span));
      expect(at("SecurityPolicy", "userDefinedFields[].base")!.enum).toEqual(spans);
    });

    it("has every action of the action table, deny with each of its statuses", () => {
      const actions = actionRows!.flatMap((row) => {
        const [name] = codeSpans(row.Action!);
        return expandStatus([name!], /STATUS is (.*)$/.exec(row.Meaning!)?.[1]?.match(/\d{3}/g) ?? []);
      });
      expect(at("SecurityPolicyRule", "action")!.enum).toEqual(actions);
    });

    it("has the exceed actions and the conform action of rateLimitOptions", () => {
      const exceed = rowOf(rateLimitRows!, "exceedAction").Notes!;
      const statuses = /STATUS (.*?), or/.exec(exceed)![1]!.match(/\d{3}/g)!;
      expect(at("SecurityPolicyRuleRateLimitOptions", "exceedAction")!.enum).toEqual(expandStatus(codeSpans(exceed).slice(0, 2), statuses));
      expect(at("SecurityPolicyRuleRateLimitOptions", "conformAction")!.enum).toEqual(codeSpans(rowOf(rateLimitRows!, "conformAction").Notes!));
    });

    it("has the redirect types, in both redirect options", () => {
      for (const [rows, name, root] of [[ruleRows!, "redirectOptions", "SecurityPolicyRule"], [rateLimitRows!, "exceedRedirectOptions", "SecurityPolicyRuleRateLimitOptions"]] as const) {
        const types = codeSpans(/`type` enum \(([^)]*)\)/.exec(rowOf(rows, name).Notes!)![1]!);
        expect(at(root, `${name}.type`)!.enum).toEqual(types);
      }
    });

    it("has every key type, with ALL as the default of enforceOnKey", () => {
      expect(schema("RateLimitKeyType").enum).toEqual(keyTypeRows!.map((row) => row.Value));
      expect(at("SecurityPolicyRuleRateLimitOptions", "enforceOnKeyConfigs[].enforceOnKeyType")!.enum).toEqual(schema("RateLimitKeyType").enum);
      const [fallback] = /default `(\w+)`/.exec(rowOf(rateLimitRows!, "enforceOnKey").Notes!)!.slice(1);
      expect(field("SecurityPolicyRuleRateLimitOptions", "enforceOnKey")!.raw.default).toBe(fallback);
    });

    it("has the versioned expression and the rule visibilities", () => {
      expect(at("SecurityPolicyRuleMatcher", "versionedExpr")!.enum).toEqual(codeSpans(rowOf(matchRows!, "versionedExpr").Notes!).slice(0, 1));
      const visibility = /`ruleVisibility` enum \(([^)]*)\)/.exec(source.section("### A. Adaptive protection"))![1]!;
      const config = at("SecurityPolicy", "adaptiveProtectionConfig.layer7DdosDefenseConfig")!;
      const policyTypes: string[] = at("SecurityPolicy", "type")!.enum;
      expect(resolve(config.properties.ruleVisibility).enum).toEqual(codeSpans(visibility).filter((span) => !policyTypes.includes(span)));
      expect(resolve(config.properties.ruleVisibility).default).toBe(/`(\w+)` [^;]*, default;/.exec(visibility)![1]);
    });

    it("has the operation statuses of the table and of the states section", () => {
      const statuses = codeSpans(rowOf(operationRows, "status").Notes!);
      expect(at("Operation", "status")!.enum).toEqual(statuses);
      expect(codeSpans(source.section("### A. Operation status"))).toEqual(statuses);
    });

    it("leaves open every enum whose values the document does not show, and says so", () => {
      const whereIs: Record<string, [string, string]> = {
        ddosProtection: ["SecurityPolicy", "ddosProtectionConfig.ddosProtection"],
        jsonParsing: ["SecurityPolicy", "advancedOptionsConfig.jsonParsing"],
        logLevel: ["SecurityPolicy", "advancedOptionsConfig.logLevel"],
        op: ["SecurityPolicyRulePreconfiguredWafConfigExclusionFieldParams", "op"],
        "the granularity type": ["TrafficGranularityConfig", "type"],
        "the warning code": ["Warning", "code"],
        IPProtocol: ["ForwardingRule", "IPProtocol"],
        loadBalancingScheme: ["ForwardingRule", "loadBalancingScheme"],
        networkTier: ["ForwardingRule", "networkTier"],
        ipVersion: ["ForwardingRule", "ipVersion"],
        filterMatchCriteria: ["MetadataFilter", "filterMatchCriteria"],
        pscConnectionStatus: ["ForwardingRule", "pscConnectionStatus"],
      };
      const named = [...source.section("## Resources and their fields").matchAll(/(?:Allowed values|Values) of ([^:.]*): not shown\./g)]
        .flatMap((match) => match[1]!.replace(/`/g, "").split(/, | and /));
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
      "Resource name length": [["ResourceName", "", ["minLength", "maxLength"]]],
      "Rule priority range": [["SecurityPolicyRule", "priority", ["minimum", "maximum"]]],
      "`match.config.srcIpRanges`": [["SecurityPolicyRuleMatcher", "config.srcIpRanges", ["maxItems"]]],
      "`enforceOnKeyConfigs`": [["SecurityPolicyRuleRateLimitOptions", "enforceOnKeyConfigs", ["maxItems"]]],
      "`userDefinedFields[].size`": [["SecurityPolicyUserDefinedField", "size", ["minimum", "maximum"]]],
      "Forwarding rule `sourceIpRanges`": [["ForwardingRule", "sourceIpRanges", ["maxItems"]]],
      "Forwarding rule `metadataFilters[].filterLabels`": [
        ["MetadataFilter", "filterLabels", ["minItems", "maxItems"]],
        ["MetadataFilterLabelMatch", "name", ["minLength", "maxLength"]],
        ["MetadataFilterLabelMatch", "value", ["maxLength"]],
      ],
      "`externalManagedBackendBucketMigrationTestingPercentage`": [["ForwardingRule", "externalManagedBackendBucketMigrationTestingPercentage", ["minimum", "maximum"]]],
      "Operation `progress`": [["Operation", "progress", ["minimum", "maximum"]]],
    };
    const partA = source.table("## Limits").filter((row) => !/search|scroll/i.test(row.Limit!));

    it.each(partA.filter((row) => row.Limit! in whereIs).map((row) => [row.Limit!, row.Value!] as const))("%s (%s)", (limit, value) => {
      const numbers = value.match(/\d[\d,]*/g)!.map((digits) => Number(digits.replace(/,/g, "")));
      const found = whereIs[limit]!.flatMap(([root, path, keywords]) => keywords.map((keyword) => at(root, path)?.[keyword]));
      expect(found).toEqual(numbers);
    });

    it("places every limit of part A", () => {
      // The rate-limit key value cut is behaviour of the service, written in the key-type descriptions.
      expect(partA.map((row) => row.Limit).filter((limit) => !(limit! in whereIs))).toEqual(["Rate-limit key value"]);
      expect(schema("RateLimitKeyType").description.match(/first 128 bytes/g)).toHaveLength(4);
    });

    it("writes the name, port, mask and error-reason forms as patterns", () => {
      const name = codeSpans(rowOf(policyRows, "name").Notes!)[0]!;
      expect(schema("ResourceName").pattern).toBe(`^${name}$`);
      // Every name the document gives as "1-63 characters, RFC1035" is a ResourceName.
      for (const [root, path] of [["SecurityPolicy", "name"], ["SecurityPolicy", "shortName"], ["Layer7DdosDefenseThresholdConfig", "name"], ["ForwardingRule", "serviceLabel"]] as const) {
        expect(at(root, path)!.title, `${root}.${path}`).toBe("ResourceName");
      }
      const port = codeSpans(rowOf(forwardingRuleRows, "portRange").Notes!)[0]!;
      expect(at("ForwardingRule", "portRange")!.pattern).toBe(`^${port}$`);
      expect(at("ForwardingRule", "ports[]")!.pattern).toBe(`^${port}$`);
      expect(at("SecurityPolicy", "userDefinedFields[].mask")!.pattern).toMatch(/^\^0x/);
      const reason = rowOf(operationRows, "errorDetails[].errorInfo").Notes!;
      const errorInfo = at("Operation", "error.errors[].errorDetails[].errorInfo")!;
      expect(resolve(errorInfo.properties.reason)).toMatchObject({ pattern: `^${codeSpans(reason)[1]}$`, maxLength: Number(/at most (\d+) characters/.exec(reason)![1]) });
      expect(resolve(errorInfo.properties.metadatas).propertyNames.maxLength).toBe(64);
    });

    it("accepts the second name form of a forwarding rule: 1-20 lower-case letters and digits", () => {
      const [, low, high] = /(\d+)-(\d+) characters of lowercase letters and digits/.exec(rowOf(forwardingRuleRows, "name").Notes!)!;
      const forms = at("ForwardingRule", "name")!.anyOf.map(resolve);
      expect(forms).toContainEqual(expect.objectContaining({ minLength: Number(low), maxLength: Number(high), pattern: "^[a-z][a-z0-9]{0,19}$" }));
      expect(forms).toContainEqual(expect.objectContaining({ maxLength: 63 }));
    });
  });

  describe("states", () => {
    const stateRows = source.table("### A. Backend-bucket migration state");
    const states = (cell: string) => cell.match(/\b[A-Z]+(?:_[A-Z]+)+\b|\bPREPARE\b/g)?.filter((state) => state !== "EXTERNAL_MANAGED") ?? [];
    const migration = field("ForwardingRule", "externalManagedBackendBucketMigrationState")!.resolved;

    it("has every migration state of the table and of the field, and only those", () => {
      const named = new Set(stateRows.flatMap((row) => [...states(row.State!), ...states(row.Next!)]));
      expect([...named].sort()).toEqual([...migration.enum].sort());
      expect(migration.enum).toEqual(codeSpans(rowOf(forwardingRuleRows, "externalManagedBackendBucketMigrationState").Notes!));
    });

    it("writes out every transition of the state machine", () => {
      const description: string = schema("ForwardingRule").description.replace(/\s+/g, " ");
      for (const row of stateRows) {
        const from = states(row.State!);
        const to = states(row.Next!);
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
    const errorLines = source.section("## Errors").split("\n");

    it("answers a stale fingerprint on the patch with 412 conditionNotMet", () => {
      const [status, code] = /HTTP (\d{3}) and code `(\w+)`/.exec(errorLines.find((line) => line.startsWith("2."))!)!.slice(1);
      const patch = operations.find((entry) => entry.operation.operationId === "patchSecurityPolicy")!.operation;
      const response = resolve(patch.responses[status!]);
      expect(resolve(response.content["application/json"].schema).title).toBe("ConditionNotMetError");
      expect(resolve(Object.values(response.content["application/json"].examples)[0]).value.error).toMatchObject({
        code: Number(status),
        errors: [expect.objectContaining({ reason: code })],
      });
    });

    it("has a QUOTA_EXCEEDED failure with quotaInfo", () => {
      const [code, detail] = codeSpans(errorLines.find((line) => line.startsWith("3."))!);
      const failed = example("OperationPatchFailedQuotaExceeded");
      const [error] = failed.error.errors;
      expect(error.code).toBe(code);
      expect(error.errorDetails.some((entry: Schema) => detail! in entry)).toBe(true);
    });

    it("reports per-scope problems with warning and unreachables in the partial-success example", () => {
      expect(errorLines.find((line) => line.startsWith("4."))).toMatch(/`warning` and `unreachables`/);
      const partial = example("ForwardingRulesPartialSuccess");
      const warned = Object.entries(partial.items).filter(([, scoped]: [string, any]) => scoped.warning && !scoped.forwardingRules).map(([scope]) => scope);
      expect(warned).toEqual(partial.unreachables);
      const several = example("ForwardingRulesSeveralRegions");
      expect(Object.keys(several.items).filter((scope) => scope.startsWith("regions/")).length).toBeGreaterThan(2);
      expect(Object.values(several.items).some((scoped: any) => scoped.warning && !scoped.forwardingRules)).toBe(true);
      expect(example("ForwardingRulesFirstPage").nextPageToken).toBeTruthy();
    });
  });
});
