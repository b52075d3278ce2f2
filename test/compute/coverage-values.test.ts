/** The compute contract against part A of its source document: enum values, bounds, states and errors, table by table. */
import { describe, expect, it } from "vitest";
import {
  source,
  operations,
  resolve,
  schema,
  example,
  field,
  at,
  rowOf,
  members,
  policyRows,
  ruleRows,
  matchRows,
  actionRows,
  rateLimitRows,
  keyTypeRows,
  thresholdRows,
  operationRows,
  forwardingRuleRows,
  type Schema,
} from "../support/compute-source.js";
import type { Row } from "../support/source-document.js";

describe("compute contract covers its source document", () => {
  describe("enum values", () => {
    const expandStatus = (spans: string[], statuses: string[]) =>
      spans.flatMap((span) => (span === "deny(STATUS)" ? statuses.map((status) => `deny(${status})`) : [span]));

    it("has the four policy types, as the known values of an open set (the document writes them with a neutral word)", () => {
      expect(at("SecurityPolicy", "type")!.examples).toEqual(rowOf(policyRows, "type").enum);
      expect(at("SecurityPolicy", "type")!.enum).toBeUndefined();
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
      for (const [rows, name, root] of [
        [ruleRows, "redirectOptions", "SecurityPolicyRule"],
        [rateLimitRows, "exceedRedirectOptions", "SecurityPolicyRuleRateLimitOptions"],
      ] as const) {
        // The known values of an open set: `VENDOR_CAPTCHA` is written with neutral words.
        const types = members(rows, name).find((member) => member.name === "type")!.enum;
        expect(at(root, `${name}.type`)!.examples).toEqual(types);
        expect(at(root, `${name}.type`)!.enum).toBeUndefined();
      }
    });

    it("has every key type, with ALL as the default of enforceOnKey", () => {
      // The document's key types, then the ones the service's own list adds, marked as from outside the document.
      expect(schema("RateLimitKeyType").enum.slice(0, keyTypeRows.length)).toEqual(keyTypeRows.map((row) => row.value));
      expect(schema("RateLimitKeyType").enum.slice(keyTypeRows.length)).toEqual(["ASN"]);
      expect(schema("RateLimitKeyType")["x-outside-source"]).toMatch(/^`ASN`/);
      expect(keyTypeRows.filter((row) => row.default).map((row) => row.value)).toEqual(["ALL"]);
      expect(at("SecurityPolicyRuleRateLimitOptions", "enforceOnKeyConfigs[].enforceOnKeyType")!.enum).toEqual(
        schema("RateLimitKeyType").enum,
      );
      const fallback = rowOf(rateLimitRows, "enforceOnKey").default;
      expect(field("SecurityPolicyRuleRateLimitOptions", "enforceOnKey")!.raw.default).toBe(fallback);
    });

    it("has the versioned expression and the rule visibilities", () => {
      expect(at("SecurityPolicyRuleMatcher", "versionedExpr")!.enum).toEqual(rowOf(matchRows, "versionedExpr").enum);
      const visibility = members(source.table("adaptiveProtection"), "adaptiveProtectionConfig.layer7DdosDefenseConfig").find(
        (member) => member.name === "ruleVisibility",
      )!;
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
        "preconfiguredWafConfig.exclusions[].request*ToExclude[].op": [
          "SecurityPolicyRulePreconfiguredWafConfigExclusionFieldParams",
          "op",
        ],
        "trafficGranularityConfigs[].type": ["TrafficGranularityConfig", "type"],
        "warnings[].code": ["Warning", "code"],
        IPProtocol: ["ForwardingRule", "IPProtocol"],
        loadBalancingScheme: ["ForwardingRule", "loadBalancingScheme"],
        networkTier: ["ForwardingRule", "networkTier"],
        ipVersion: ["ForwardingRule", "ipVersion"],
        "metadataFilters[].filterMatchCriteria": ["MetadataFilter", "filterMatchCriteria"],
        pscConnectionStatus: ["ForwardingRule", "pscConnectionStatus"],
      };
      const named = source
        .table("notShown")
        .filter((row) => row.subject === "enum values")
        .map((row) => row.of as string);
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
      externalManagedBackendBucketMigrationTestingPercentage: [
        ["ForwardingRule", "externalManagedBackendBucketMigrationTestingPercentage", ["minimum", "maximum"]],
      ],
      "operation progress": [["Operation", "progress", ["minimum", "maximum"]]],
    };
    const partA = source.table("limits");
    /** The numbers of a limit's value, in the document's order: { minimum: 1, maximum: 63 } → [1, 63]. */
    const numbersOf = (value: unknown): number[] =>
      typeof value === "number" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(numbersOf) : [];

    it.each(partA.filter((row) => row.limit in whereIs).map((row) => [row.limit as string, JSON.stringify(row.value), row.value] as const))(
      "%s (%s)",
      (limit, _label, value) => {
        const numbers = numbersOf(value);
        const found = whereIs[limit]!.flatMap(([root, path, keywords]) => keywords.map((keyword) => at(root, path)?.[keyword]));
        expect(found).toEqual(numbers);
      },
    );

    it("gives every field the bounds its row names", () => {
      const keywords = ["minimum", "maximum", "minLength", "maxLength", "minItems", "maxItems"] as const;
      const tables: [Row[], string][] = [
        [policyRows, "SecurityPolicy"],
        [ruleRows, "SecurityPolicyRule"],
        [matchRows, "SecurityPolicyRuleMatcher"],
        [rateLimitRows, "SecurityPolicyRuleRateLimitOptions"],
        [thresholdRows, "Layer7DdosDefenseThresholdConfig"],
        [operationRows, "Operation"],
        [forwardingRuleRows, "ForwardingRule"],
      ];
      const bounded = tables.flatMap(([rows, root]) =>
        rows.filter((row) => keywords.some((keyword) => keyword in row)).map((row) => [root, row] as const),
      );
      expect(bounded.length).toBeGreaterThan(8);
      for (const [root, row] of bounded) {
        const property = at(root, row.field.replace(/\[\]$/, ""))!;
        for (const keyword of keywords.filter((candidate) => candidate in row)) {
          // A list's item count is the array's; a bound on its values is the items'.
          const target = /Items$/.test(keyword) || property.type !== "array" ? property : resolve(property.items);
          const bound =
            target[keyword] ?? (target.anyOf ?? target.allOf ?? []).map(resolve).find((part: Schema) => keyword in part)?.[keyword];
          expect(bound, `${root}.${row.field} ${keyword}`).toBe(row[keyword]);
        }
      }
    });

    it("places every limit of part A", () => {
      // The rate-limit key value cut is behaviour of the service, written in the key-type descriptions.
      expect(partA.map((row) => row.limit).filter((limit) => !(limit in whereIs))).toEqual(["rate-limit key value"]);
      const cut = source.row("limits", "limit", "rate-limit key value").value;
      expect(cut).toMatchObject({ firstBytes: 128, keys: ["header", "cookie", "path", "SNI"] });
      expect(keyTypeRows.filter((row) => row.firstBytes === cut.firstBytes).map((row) => row.value)).toEqual([
        "HTTP_HEADER",
        "HTTP_COOKIE",
        "HTTP_PATH",
        "SNI",
      ]);
      expect(schema("RateLimitKeyType").description.match(/first 128 bytes/g)).toHaveLength(cut.keys.length);
    });

    it("writes the name, port, mask and error-reason forms as patterns", () => {
      const name = rowOf(policyRows, "name").pattern;
      expect(schema("ResourceName").pattern).toBe(`^${name}$`);
      // Every name the document gives as "1-63 characters, RFC1035" is a ResourceName (a policy's
      // name may also be the number an organization's policy is named by: one of its forms).
      for (const [root, path] of [
        ["SecurityPolicy", "shortName"],
        ["Layer7DdosDefenseThresholdConfig", "name"],
        ["ForwardingRule", "serviceLabel"],
      ] as const) {
        expect(at(root, path)!.title, `${root}.${path}`).toBe("ResourceName");
      }
      expect(
        at("SecurityPolicy", "name")!
          .anyOf.map(resolve)
          .map((form: Schema) => form.title),
      ).toEqual(["ResourceName", "SecurityPolicyNumber"]);
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
      expect(forms).toContainEqual(
        expect.objectContaining({ minLength: Number(low), maxLength: Number(high), pattern: "^[a-z][a-z0-9]{0,19}$" }),
      );
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
        expect(
          rules.map((rule: any) => rule.externalManagedBackendBucketMigrationState),
          name,
        ).toEqual([state]);
      }
    });

    it("has a pending, a done and a failed operation, each echoing a requestId", () => {
      const patch = operations.find((entry) => entry.operation.operationId === "patchSecurityPolicy")!.operation;
      const examples = resolve(patch.responses["200"]).content["application/json"].examples;
      const values = Object.fromEntries(Object.entries(examples).map(([name, ref]) => [name, resolve(ref).value]));
      expect(values.pending.status).toBe("PENDING");
      expect(values.running.status).toBe("RUNNING");
      expect(values.done.status).toBe("DONE");
      expect(values.failed).toMatchObject({
        status: "DONE",
        httpErrorStatusCode: expect.any(Number),
        httpErrorMessage: expect.any(String),
      });
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
      const warned = Object.entries(partial.items)
        .filter(([, scoped]: [string, any]) => scoped.warning && !scoped.forwardingRules)
        .map(([scope]) => scope);
      expect(warned).toEqual(partial.unreachables);
      const several = example("ListAggregatedForwardingRulesSeveralRegionsResponse");
      expect(Object.keys(several.items).filter((scope) => scope.startsWith("regions/")).length).toBeGreaterThan(2);
      expect(Object.values(several.items).some((scoped: any) => scoped.warning && !scoped.forwardingRules)).toBe(true);
      expect(example("ListAggregatedForwardingRulesFirstPageResponse").nextPageToken).toBeTruthy();
    });
  });
});
