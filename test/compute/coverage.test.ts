/**
 * The compute contract against part A of its source document (its transcription in test/source):
 * endpoints and authorization. Fields are in coverage-fields.test.ts; enum values, bounds, states
 * and errors in coverage-values.test.ts.
 */
import { describe, expect, it } from "vitest";
import { parametersOf } from "../support/contract.js";
import { source, schemas, document, operations, resolve, endpointRows, listQueryRows, type Schema } from "../support/compute-source.js";
import type { Row } from "../support/source-document.js";

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
    for (const name of Object.keys(requirement))
      expect(document.components!.securitySchemes![name], name).toHaveProperty("x-outside-source");
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
      // The reads a client needs on the way (the policy's get, the operation's poll), the creates that
      // make what the document's flows change, and the same resource under the project collection,
      // each saying where it comes from.
      const outside = operations.filter((entry) => "x-outside-source" in entry.operation);
      expect(outside.map((entry) => entry.operation.operationId).sort()).toEqual([
        "deleteOrganizationOperation",
        "deleteProjectSecurityPolicy",
        "getGlobalOperation",
        "getOrganizationOperation",
        "getProjectSecurityPolicy",
        "getSecurityPolicy",
        "insertProjectSecurityPolicy",
        "insertSecurityPolicy",
        "listOrganizationOperations",
        "listProjectSecurityPolicies",
        "listSecurityPolicies",
        "patchProjectSecurityPolicy",
      ]);
      for (const { operation } of outside)
        expect(String(operation["x-outside-source"]), operation.operationId).toMatch(/discovery document/);
    });

    it.each(endpointRows.map((row) => [row["#"] as string, row] as const))(
      "%s has its source row, query, body and answer",
      (number, row) => {
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
      },
    );

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

    it.each(listQueryRows.map((row) => [row.parameter as string, row] as const))(
      "A3 query parameter %s has its type and default",
      (name, row) => {
        const list = operations.find((entry) => entry.operation.operationId === "listAggregatedForwardingRules")!;
        const parameter = parametersOf(schemas, list).find((candidate) => candidate.name === name)!;
        expect(parameter, name).toMatchObject({ in: "query" });
        expect(parameter.required ?? false).toBe(false);
        if (row.type) expect(parameter.schema!.type).toBe(row.type.toLowerCase());
        if (typeof row.default === "boolean") expect(parameter.schema!.default).toBe(row.default);
      },
    );

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
    const operationOf = (endpoint: string) =>
      operations.find((entry) => entry.operation["x-source"] === `002 ${endpoint}`)!.operation as Schema;
    const byOperation = (row: Row) =>
      row.endpoint === "A2" ? "deleteSecurityPolicy" : row.endpoint === "A3" ? "listAggregatedForwardingRules" : undefined;

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
});
