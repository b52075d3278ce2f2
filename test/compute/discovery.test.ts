/**
 * The discovery document `npm run generate` writes from the compute contract (scripts/discovery.ts):
 * every operation is the method its x-discovery-id names, with the real resource and method names,
 * its path, parameters, schemas and scopes; every reference names a schema of the document; and
 * the schema conversion, on small contracts (given/want).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { discoveryDocument, type DiscoveryDocument, type DiscoveryMethod, type DiscoveryResource } from "../../scripts/discovery.js";
import { packageRoot } from "../../src/contract/files.js";
import { listOperations, type OpenApiDocument } from "../../src/contract/openapi.js";
import { document } from "../support/compute-source.js";

const generated = JSON.parse(readFileSync(join(packageRoot, "generated", "compute", "discovery.json"), "utf8")) as DiscoveryDocument;

function methods(resources: Record<string, DiscoveryResource>, prefix = ""): [string, DiscoveryMethod][] {
  return Object.entries(resources).flatMap(([name, resource]) => [
    ...Object.entries(resource.methods ?? {}).map(([method, value]) => [`${prefix}${name}.${method}`, value] as [string, DiscoveryMethod]),
    ...methods(resource.resources ?? {}, `${prefix}${name}.`),
  ]);
}

/** Every `$ref` in a value. */
function refs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refs);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, member]) => (key === "$ref" && typeof member === "string" ? [member] : refs(member)));
}

describe("compute's discovery document", () => {
  it("is the service's: name, version, where it is, the standard parameters and the scopes", () => {
    expect(generated).toMatchObject({
      kind: "discovery#restDescription",
      discoveryVersion: "v1",
      id: "compute:v1",
      name: "compute",
      version: "v1",
      protocol: "rest",
      rootUrl: "http://127.0.0.1:4013/",
      servicePath: "compute/v1/",
      baseUrl: "http://127.0.0.1:4013/compute/v1/",
      batchPath: "batch/compute/v1",
    });
    expect(Object.keys(generated.parameters).sort()).toEqual([
      "$.xgafv",
      "access_token",
      "alt",
      "callback",
      "fields",
      "key",
      "oauth_token",
      "prettyPrint",
      "quotaUser",
      "uploadType",
      "upload_protocol",
      "userIp",
    ]);
    expect(generated.parameters.prettyPrint).toMatchObject({ type: "boolean", location: "query" });
    expect(Object.keys(generated.auth!.oauth2.scopes).sort()).toEqual([
      "{oauth_scope_base}/cloud-platform",
      "{oauth_scope_base}/compute",
      "{oauth_scope_base}/compute.readonly",
    ]);
  });

  it("has every operation of the contract as the method its x-discovery-id names, with the real resource and method names", () => {
    const byId = Object.fromEntries(methods(generated.resources).map(([name, method]) => [name, method]));
    expect(Object.keys(byId).sort()).toEqual([
      "forwardingRules.aggregatedList",
      "globalOperations.get",
      "globalOrganizationOperations.delete",
      "globalOrganizationOperations.get",
      "globalOrganizationOperations.list",
      "organizationSecurityPolicies.delete",
      "organizationSecurityPolicies.get",
      "organizationSecurityPolicies.insert",
      "organizationSecurityPolicies.list",
      "organizationSecurityPolicies.patch",
      "securityPolicies.delete",
      "securityPolicies.get",
      "securityPolicies.insert",
      "securityPolicies.list",
      "securityPolicies.patch",
    ]);
    for (const { method, path, operation } of listOperations(document)) {
      const id = operation["x-discovery-id"] as string;
      const found = byId[id.replace(/^compute\./, "")]!;
      expect(found, id).toMatchObject({ id, httpMethod: method.toUpperCase(), path: path.slice(1), flatPath: path.slice(1) });
      // The standard parameters are the document's, not the method's.
      expect(
        Object.keys(found.parameters).filter((name) => name in generated.parameters),
        id,
      ).toEqual([]);
    }
  });

  it("gives each method its parameters, order, schemas and scopes", () => {
    const patch = generated.resources.organizationSecurityPolicies!.methods!.patch!;
    expect(patch).toMatchObject({
      parameterOrder: ["securityPolicy"],
      request: { $ref: "SecurityPolicyPatch" },
      response: { $ref: "Operation" },
    });
    expect(patch.parameters.securityPolicy).toMatchObject({ type: "string", location: "path", required: true });
    expect(patch.parameters.requestId).toMatchObject({ type: "string", location: "query" });
    expect(patch.scopes).toBeUndefined(); // the source document names none
    for (const value of ["storefront-edge", "6250931479215834021", "securityPolicies/6250931479215834021"])
      expect(new RegExp(patch.parameters.securityPolicy!.pattern!).test(value), value).toBe(true);

    const list = generated.resources.forwardingRules!.methods!.aggregatedList!;
    expect(list).toMatchObject({ parameterOrder: ["project"], response: { $ref: "ForwardingRuleAggregatedList" } });
    expect(list.parameters.maxResults).toMatchObject({
      type: "integer",
      format: "int32",
      minimum: "0",
      maximum: "500",
      default: "500",
      location: "query",
    });
    expect(list.parameters.returnPartialSuccess).toMatchObject({ type: "boolean", default: "false" });
    expect(list.scopes).toEqual(["{oauth_scope_base}/compute.readonly", "{oauth_scope_base}/compute", "{oauth_scope_base}/cloud-platform"]);
    expect(generated.resources.globalOrganizationOperations!.methods!.get!.parameters).toMatchObject({
      operation: { location: "path", required: true },
      parentId: { location: "query" },
    });
  });

  it("names only schemas it has, each with its id; every list has its items", () => {
    for (const ref of refs(generated)) expect(generated.schemas, ref).toHaveProperty(ref);
    for (const [name, schema] of Object.entries(generated.schemas)) expect(schema.id).toBe(name);
    const arrays = JSON.stringify(generated).match(/"type":"array"(?![^{}]*"items")/g);
    expect(arrays).toBeNull();
    expect(generated.schemas.SecurityPolicy!.properties!.rules).toEqual(
      expect.objectContaining({ type: "array", items: { $ref: "SecurityPolicyRule" } }),
    );
    expect(generated.schemas.ForwardingRuleAggregatedList!.properties!.items).toMatchObject({
      type: "object",
      additionalProperties: { $ref: "ForwardingRulesScopedList" },
    });
  });
});

/** A contract of one GET operation whose answer is `schema`, with the given components. */
function contract(schema: object, components: Record<string, object> = {}): OpenApiDocument {
  return {
    openapi: "3.1.0",
    info: { title: "Test", version: "v2" },
    servers: [{ url: "{base_url}/test/v2", variables: { base_url: { default: "http://127.0.0.1:9000" } } } as { url: string }],
    paths: {
      "/things/{thing}": {
        get: {
          operationId: "getThing",
          "x-discovery-id": "test.things.get",
          parameters: [{ name: "thing", in: "path", required: true, schema: { type: "string" } }],
          responses: { "200": { content: { "application/json": { schema: { $ref: "#/components/schemas/Answer" } } } } },
        },
      },
    },
    components: { schemas: { Answer: { type: "object", properties: { value: schema } }, ...components } },
  };
}

const cases: [string, { given: object; components?: Record<string, object>; want: object }][] = [
  ["a nullable string", { given: { type: ["string", "null"] }, want: { type: "string" } }],
  ["a const", { given: { const: "test#thing" }, want: { type: "string", enum: ["test#thing"] } }],
  ["bytes in base64", { given: { type: "string", contentEncoding: "base64" }, want: { type: "string", format: "byte" } }],
  ["a format the format does not know", { given: { type: "string", format: "uuid" }, want: { type: "string" } }],
  [
    "bounds and a default",
    { given: { type: "integer", minimum: 0, maximum: 9, default: 3 }, want: { type: "integer", minimum: "0", maximum: "9", default: "3" } },
  ],
  [
    "strings of two patterns",
    {
      given: {
        anyOf: [
          { type: "string", pattern: "^a$" },
          { type: "string", pattern: "^b$" },
        ],
      },
      want: { type: "string", pattern: "(?:^a$)|(?:^b$)" },
    },
  ],
  ["alternatives of two types", { given: { oneOf: [{ type: "string" }, { type: "integer" }] }, want: { type: "any" } }],
  [
    "a scalar component, written where it is used",
    {
      given: { $ref: "#/components/schemas/Name", description: "Here." },
      components: { Name: { type: "string", pattern: "^[a-z]+$", description: "A name." } },
      want: { type: "string", pattern: "^[a-z]+$", description: "Here." },
    },
  ],
  [
    "an object component, by its id",
    {
      given: { $ref: "#/components/schemas/Part" },
      components: { Part: { type: "object", properties: { size: { type: "integer" } } } },
      want: { $ref: "Part" },
    },
  ],
  [
    "a map of lists",
    {
      given: { type: "object", additionalProperties: { type: "array" } },
      want: { type: "object", additionalProperties: { type: "array", items: { type: "any" } } },
    },
  ],
  [
    "a presence-only oneOf beside typed members",
    {
      given: {
        type: "object",
        properties: { a: { type: "string" }, b: { type: "integer" } },
        oneOf: [{ required: ["a"], properties: { a: true, b: false } }, { required: ["b"] }],
      },
      want: { type: "object", properties: { a: { type: "string" }, b: { type: "integer" } } },
    },
  ],
];

describe("the discovery schemas of JSON Schema", () => {
  it.each(cases)("%s", (_name, { given, components, want }) => {
    const made = discoveryDocument(contract(given, components))!;
    expect(made.schemas.Answer!.properties!.value).toEqual(want);
    expect(made).toMatchObject({
      id: "test:v2",
      rootUrl: "http://127.0.0.1:9000/",
      servicePath: "test/v2/",
      resources: { things: { methods: { get: { path: "things/{thing}", parameterOrder: ["thing"], response: { $ref: "Answer" } } } } },
    });
  });

  it("makes none for a contract whose operations name no discovery method, and refuses an id without a resource", () => {
    const plain = contract({ type: "string" });
    delete plain.paths["/things/{thing}"]!.get!["x-discovery-id"];
    expect(discoveryDocument(plain)).toBeUndefined();
    const bad = contract({ type: "string" });
    bad.paths["/things/{thing}"]!.get!["x-discovery-id"] = "test.get";
    expect(() => discoveryDocument(bad)).toThrow(/not <service>\.<resource>\.<method>/);
  });
});
