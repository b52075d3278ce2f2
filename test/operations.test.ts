/**
 * The operation index: one answer to "which operation is this request for" and "what does it
 * take", for every consumer. Cases as given/want tables.
 */
import { describe, expect, it } from "vitest";
import { apiIds, type ApiId } from "../src/contract/apis.js";
import { contractDocument, operationIndex } from "../src/contract/documents.js";
import { createPathRouter, indexDocument, listOperations } from "../src/contract/openapi.js";

type MatchCase = [
  string,
  { given: [ApiId, string, string]; want: { operationId?: string; path: string; params?: Record<string, string>; allowed: string[] } },
];

const matches: MatchCase[] = [
  [
    "a literal path",
    {
      given: ["code-hosting", "GET", "/user/keys"],
      want: { operationId: "listPublicSshKeysForAuthenticatedUser", path: "/user/keys", params: {}, allowed: ["GET", "POST"] },
    },
  ],
  [
    "a variable segment",
    {
      given: ["code-hosting", "DELETE", "/user/keys/42"],
      want: {
        operationId: "deletePublicSshKeyForAuthenticatedUser",
        path: "/user/keys/42",
        params: { key_id: "42" },
        allowed: ["GET", "DELETE"],
      },
    },
  ],
  [
    "a literal segment over a variable one",
    // GET and POST are allowed by the variable path /_search/scroll/{ids} (the scroll id in the path).
    {
      given: ["search", "DELETE", "/_search/scroll/_all"],
      want: { operationId: "clearAllScrolls", path: "/_search/scroll/_all", params: {}, allowed: ["DELETE", "GET", "POST"] },
    },
  ],
  [
    "a variable that is part of a segment",
    {
      given: ["social-graph", "DELETE", "/v21.0/act_1234/assigned_users"],
      want: {
        operationId: "removeAdAccountAssignedUser",
        path: "/v21.0/act_1234/assigned_users",
        params: { api_version: "v21.0", ad_account_id: "1234" },
        allowed: ["DELETE"],
      },
    },
  ],
  [
    "a template with a trailing slash, as the document writes it",
    {
      given: ["social-graph", "GET", "/v21.0/1000/"],
      want: {
        operationId: "getUserTrailingSlash",
        path: "/v21.0/1000/",
        params: { api_version: "v21.0", user_id: "1000" },
        allowed: ["GET", "POST", "DELETE"],
      },
    },
  ],
  [
    "the server's prefix taken off, the query ignored",
    {
      given: ["compute", "GET", "/compute/v1/projects/p1/aggregated/forwardingRules?maxResults=3"],
      want: {
        operationId: "listAggregatedForwardingRules",
        path: "/projects/p1/aggregated/forwardingRules",
        params: { project: "p1" },
        allowed: ["GET"],
      },
    },
  ],
  [
    "a full URL",
    {
      given: ["compute", "DELETE", "http://127.0.0.1:4013/compute/v1/locations/global/securityPolicies/edge"],
      want: {
        operationId: "deleteSecurityPolicy",
        path: "/locations/global/securityPolicies/edge",
        params: { securityPolicy: "edge" },
        allowed: ["GET", "DELETE", "PATCH"],
      },
    },
  ],
  [
    "percent-encoded variables, decoded",
    {
      given: ["code-hosting", "GET", "/repos/%C3%B6wner/r%20po/import"],
      want: {
        operationId: "getImportStatus",
        path: "/repos/%C3%B6wner/r%20po/import",
        params: { owner: "öwner", repo: "r po" },
        allowed: ["GET", "PUT", "DELETE", "PATCH"],
      },
    },
  ],
  [
    "a malformed escape, kept as sent",
    {
      given: ["code-hosting", "GET", "/repos/o/%zz/import"],
      want: {
        operationId: "getImportStatus",
        path: "/repos/o/%zz/import",
        params: { owner: "o", repo: "%zz" },
        allowed: ["GET", "PUT", "DELETE", "PATCH"],
      },
    },
  ],
  [
    "a method the path does not have",
    { given: ["code-hosting", "POST", "/user/keys/42"], want: { path: "/user/keys/42", params: {}, allowed: ["GET", "DELETE"] } },
  ],
  [
    "a path the contract does not have",
    { given: ["search", "GET", "/_cat/indices"], want: { path: "/_cat/indices", params: {}, allowed: [] } },
  ],
  [
    "a variable never spans a slash",
    { given: ["code-hosting", "GET", "/repos/o/r/x/import"], want: { path: "/repos/o/r/x/import", params: {}, allowed: [] } },
  ],
];

describe("operationIndex(api).match", () => {
  it.each(matches)("%s", (_name, { given: [api, method, url], want }) => {
    const match = operationIndex(api).match(method, url);
    expect({ operationId: match.entry?.operationId, path: match.path, params: match.params, allowed: match.allowed }).toEqual({
      ...want,
      operationId: want.operationId,
    });
  });

  it("answers the same on a second call (remembered paths)", () => {
    const index = operationIndex("code-hosting");
    const first = index.match("DELETE", "/user/keys/7");
    expect(index.match("DELETE", "/user/keys/7")).toEqual(first);
    expect(index.match("GET", "/user/keys/7").entry?.operationId).toBe("getPublicSshKeyForAuthenticatedUser");
  });
});

describe("operationIndex(api)", () => {
  it.each(apiIds)("%s: holds every operation of the contract once, in document order, by operationId", (api) => {
    const index = operationIndex(api);
    const listed = listOperations(contractDocument(api));
    expect(index.operations.map((operation) => operation.operationId)).toEqual(listed.map((entry) => entry.operation.operationId));
    for (const operation of index.operations) {
      expect(index.get(operation.operationId)).toBe(operation);
      // Each operation is what a request to its own template finds.
      const concrete = `${index.prefix}${operation.path.replace(/\{[^}]+\}/g, "x1")}`;
      expect(index.match(operation.method, concrete).entry, concrete).toBe(operation);
    }
    expect(index.get("noSuchOperation")).toBeUndefined();
  });

  it("resolves an operation's parameters, its path item's included, the operation's winning", () => {
    const document = {
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      paths: {
        "/items/{id}": {
          parameters: [
            { name: "id", in: "path", required: true, schema: { type: "string" } },
            { name: "X-Trace", in: "header", schema: { type: "string" } },
          ],
          get: {
            operationId: "getItem",
            parameters: [
              { $ref: "#/components/parameters/Trace" },
              { name: "Q", in: "query", schema: { type: "string" } },
              { name: "q", in: "query", schema: { type: "integer" } },
            ],
            responses: { "200": { $ref: "#/components/responses/Item" } },
          },
        },
      },
      components: {
        parameters: { Trace: { name: "x-trace", in: "header", required: true, schema: { type: "integer" } } },
        responses: { Item: { description: "the item", content: { "application/json": { schema: { type: "object" } } } } },
      },
    };
    const index = indexDocument(document);
    const item = index.get("getItem")!;
    expect(item.parameters.map((parameter) => `${parameter.in}:${parameter.name}:${parameter.required === true}`)).toEqual([
      "path:id:true",
      "header:x-trace:true",
      "query:Q:false",
      "query:q:false",
    ]);
    expect(index.response(item, 200)).toEqual({ key: "200", response: document.components.responses.Item });
    expect(index.response(item, 404)).toBeUndefined();
  });

  it("finds a response by code, then by range, then default", () => {
    const index = operationIndex("event-management");
    const operation = index.get("createEvent")!;
    expect(index.response(operation, 201)?.key).toBe("201");
    expect(index.response(operation, 418)?.key).toBe("default");
  });
});

describe("createPathRouter", () => {
  const router = createPathRouter([
    { method: "GET", path: "/user/{id}" },
    { method: "GET", path: "/user/keys" },
    { method: "post", path: "/user/keys" },
  ]);

  it.each([
    [
      "the most literal template wins",
      "GET",
      "/user/keys",
      { entry: { method: "GET", path: "/user/keys" }, params: {}, allowed: ["GET", "POST"] },
    ],
    [
      "a method in any letter case",
      "POST",
      "/user/keys",
      { entry: { method: "post", path: "/user/keys" }, params: {}, allowed: ["GET", "POST"] },
    ],
    ["a variable", "get", "/user/7", { entry: { method: "GET", path: "/user/{id}" }, params: { id: "7" }, allowed: ["GET"] }],
    ["nothing", "GET", "/users", { params: {}, allowed: [] }],
  ])("%s", (_name, method, path, want) => {
    expect(router.match(method, path)).toEqual(want);
  });
});
