/** The validation API: path matching over every template of the five contracts, and the problems it names. */
import { describe, expect, it } from "vitest";
import { apiIds, type ApiId } from "../../src/contract/apis.js";
import { listOperations, serverPathPrefix } from "../../src/contract/openapi.js";
import { ApiSchemas, apiSchemas, newApiSchemas } from "../../src/contract/schemas.js";
import { createValidator } from "../../src/contract/validate.js";
import { collectExamples, responsesOf, sampleRequest } from "../support/contract.js";

/** A concrete URL for a sample request: its template filled in, under the server's prefix. */
function concreteUrl(api: ApiId, request: ReturnType<typeof sampleRequest>): string {
  const path = request.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(request.pathParams[name])));
  // An array travels as repeated keys (form style, the OpenAPI default); anything else as text.
  const query = new URLSearchParams(
    Object.entries(request.query).flatMap(([k, v]) =>
      (Array.isArray(v) ? v : [v]).map((item) => [k, typeof item === "string" ? item : JSON.stringify(item)]),
    ),
  );
  return `${serverPathPrefix(apiSchemas(api).document)}${path}${query.size > 0 ? `?${query}` : ""}`;
}

describe.each(apiIds)("%s validator", (api) => {
  const schemas = apiSchemas(api);
  const validator = createValidator(api);
  const operations = listOperations(schemas.document);

  it("is built once", () => {
    expect(createValidator(api)).toBe(validator);
  });

  it.each(operations.map((entry) => [entry.operation.operationId, entry] as const))(
    "matches a concrete URL of %s to its operation and accepts the sample request",
    (_id, entry) => {
      const request = sampleRequest(schemas, entry);
      const result = validator.validateRequest({
        method: entry.method,
        url: concreteUrl(api, request),
        headers: { ...request.headers, ...(request.body ? { "content-type": request.body.mediaType } : {}) },
        body: request.body?.value,
      });
      expect(result.operation?.operationId).toBe(entry.operation.operationId);
      expect(result.problems).toEqual([]);
    },
  );

  it("accepts every documented response example as the response of its operation, with its declared headers", () => {
    const failures: string[] = [];
    for (const entry of operations) {
      const url = concreteUrl(api, sampleRequest(schemas, entry));
      for (const [status, response] of responsesOf(schemas, entry.operation)) {
        if (!/^\d{3}$/.test(status)) continue;
        for (const [mediaType, media] of Object.entries(response.content ?? {})) {
          for (const example of Object.values(media.examples ?? {})) {
            const body = schemas.resolve<{ value: unknown }>(example).value;
            // The declared headers travel with their own first example, as a real answer carries them.
            const headers = Object.fromEntries(
              Object.entries((response as { headers?: Record<string, unknown> }).headers ?? {}).flatMap(([name, reference]) => {
                const header = schemas.resolve<{ examples?: Record<string, unknown> }>(reference);
                const first = Object.values(header.examples ?? {})[0];
                return first === undefined ? [] : [[name, String(schemas.resolve<{ value: unknown }>(first).value)]];
              }),
            );
            const result = validator.validateResponse({
              method: entry.method,
              url,
              status: Number(status),
              headers: { ...headers, "content-type": mediaType },
              body,
            });
            if (!result.valid)
              failures.push(`${entry.operation.operationId} ${status}: ${result.problems.map((p) => p.message).join("; ")}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  // With the generated validators the count stays 0 whatever is validated: the run-time cache is
  // checked on schemas without them, and the generated ones on every example of the contract.
  it("compiles a schema once where no validator was generated: validating it again compiles nothing", () => {
    const bare = new ApiSchemas(api, schemas.document);
    const { schema, value } = collectExamples(bare).find((example) => example.schema !== undefined)!;
    bare.validate(schema, value);
    const compiled = bare.compiledCount;
    expect(compiled).toBeGreaterThan(0);
    bare.validate(schema, value);
    expect(bare.compiledCount).toBe(compiled);
  });

  it("validates every example of the contract with generated validators, compiling nothing at run time", () => {
    const fresh = newApiSchemas(api);
    for (const { where, schema, value } of collectExamples(fresh)) {
      // Parameters and headers arrive as text: their schemas are checked coercing, as the validator does.
      fresh.validate(schema, value, { coerce: /^\S+ (path|query|header|cookie) | header /.test(where) });
    }
    expect(fresh.compiledCount).toBe(0);
  });

  // A body past the simulator's large-body length is checked for its first problem: compiling that
  // validator on the first such body held every API for up to 190 ms (npm run hostile).
  it("checks request bodies for their first problem with generated validators, as one compiled at run time does", () => {
    const fresh = newApiSchemas(api);
    const bare = new ApiSchemas(api, schemas.document);
    const bodies = collectExamples(fresh).filter(({ where }) => / request /.test(where));
    expect(bodies.length).toBeGreaterThan(0);
    let refusedBodies = 0;
    for (const { where, schema, value } of bodies) {
      const coerce = where.includes("x-www-form-urlencoded");
      // The example, and a value of another type.
      for (const sent of [value, typeof value === "number" ? "" : 0]) {
        const generated = fresh.validate(schema, sent, { coerce, firstProblemOnly: true });
        expect(generated, where).toEqual(bare.validate(schema, sent, { coerce, firstProblemOnly: true }));
        expect(generated.valid, where).toBe(fresh.validate(schema, sent, { coerce }).valid);
        if (!generated.valid) refusedBodies++;
      }
    }
    expect(refusedBodies).toBeGreaterThan(0);
    expect(bare.compiledCount).toBeGreaterThan(0);
    expect(fresh.compiledCount).toBe(0);
  });

  it("has examples to check", () => expect(collectExamples(schemas).length).toBeGreaterThan(0));
});

describe("path matching", () => {
  it.each([
    ["code-hosting", "GET", "/user/keys", "listPublicSshKeysForAuthenticatedUser"],
    ["code-hosting", "GET", "/user/keys/42", "getPublicSshKeyForAuthenticatedUser"],
    ["code-hosting", "PATCH", "https://api.vendor.example/repos/OctoCat/socm/import/authors/7?x=1", "mapCommitAuthor"],
    ["social-graph", "GET", "/v24.0/1000", "getUser"],
    ["social-graph", "GET", "/v19.0/1000/", "getUserTrailingSlash"],
    ["social-graph", "DELETE", "/v24.0/act_1234/assigned_users?user=99", "removeAdAccountAssignedUser"],
    ["social-graph", "POST", "/v24.0/6000/users", "addCustomAudienceUsers"],
    ["event-management", "GET", "/rest/events?q=eventsByOrganizer&organizer=urn%3Ali%3Aorganization%3A1", "findEvents"],
    ["event-management", "DELETE", "/rest/posts/urn%3Ali%3AugcPost%3A1", "deletePost"],
    ["compute", "DELETE", "/compute/v1/locations/global/securityPolicies/edge-policy", "deleteSecurityPolicy"],
    ["compute", "GET", "http://127.0.0.1:4013/compute/v1/projects/p1/aggregated/forwardingRules", "listAggregatedForwardingRules"],
    ["search", "DELETE", "/_search/scroll/_all", "clearAllScrolls"],
    ["search", "DELETE", "/_search/scroll/abc,def", "clearScrollByIds"],
    ["search", "POST", "/logs-2024/_search?scroll=1m", "searchIndex"],
  ] as const)("%s %s %s is %s", (api, method, url, operationId) => {
    expect(createValidator(api).validateRequest({ method, url }).operation?.operationId).toBe(operationId);
  });
});

describe("problems are named", () => {
  const codeHosting = createValidator("code-hosting");

  it.each([
    [
      "an unknown path",
      codeHosting.validateRequest({ method: "GET", url: "/repos/o/r/imports" }),
      "unknown-path",
      "/repos/o/r/imports is not a path",
    ],
    [
      "an unknown method",
      codeHosting.validateRequest({ method: "POST", url: "/repos/o/r/import" }),
      "unknown-method",
      "POST is not an operation of /repos/o/r/import (it has GET, PUT, DELETE, PATCH)",
    ],
    [
      "an undocumented status",
      codeHosting.validateResponse({ method: "GET", url: "/repos/o/r/import", status: 418, body: {} }),
      "undocumented-status",
      "status 418 is not documented",
    ],
    [
      "a wrong content type",
      codeHosting.validateRequest({ method: "PATCH", url: "/repos/o/r/import/lfs", headers: { "Content-Type": "text/xml" }, body: "<x/>" }),
      "content-type",
      "content type text/xml is not documented",
    ],
    [
      "a missing required body",
      codeHosting.validateRequest({ method: "PUT", url: "/repos/o/r/import" }),
      "missing",
      "the request body is required",
    ],
    [
      "a body that is not JSON",
      codeHosting.validateRequest({
        method: "PUT",
        url: "/repos/o/r/import",
        headers: { "content-type": "application/json" },
        body: "{nope",
      }),
      "invalid-json",
      "the body is not valid JSON",
    ],
    [
      "a path parameter of the wrong type",
      codeHosting.validateRequest({ method: "PATCH", url: "/repos/o/r/import/authors/abc", body: {} }),
      "schema",
      'path parameter "author_id" must be integer',
    ],
    [
      "a query parameter of the wrong type",
      codeHosting.validateRequest({ method: "GET", url: "/repos/o/r/import/authors?since=yesterday" }),
      "schema",
      'query parameter "since" must be integer',
    ],
    [
      "a body off its schema",
      codeHosting.validateRequest({ method: "PATCH", url: "/repos/o/r/import/lfs", body: { use_lfs: "maybe" } }),
      "schema",
      'body: /use_lfs must be one of "opt_in", "opt_out"',
    ],
  ])("%s", (_given, result, kind, message) => {
    expect(result.valid).toBe(false);
    expect(result.problems[0]).toMatchObject({ kind });
    expect(result.problems[0]!.message).toContain(message);
  });

  it("gives the JSON pointer and the rule of a schema problem", () => {
    const result = codeHosting.validateResponse({
      method: "GET",
      url: "/repos/o/r/import/authors",
      status: 200,
      body: [
        { id: "seven", remote_id: "a", remote_name: "a", email: "e", name: "n", url: "https://a.example", import_url: "https://a.example" },
      ],
    });
    expect(result.problems).toEqual([
      { kind: "schema", in: "body", pointer: "/0/id", rule: "type", message: "body: /0/id must be integer" },
    ]);
  });

  it.each([
    [
      "social-graph",
      {
        method: "POST",
        url: "/v24.0/6000/users",
        body: { payload: { schema: "EMAIL_SHA256", data: [["a"]] }, session: { session_id: 1, batch_seq: 0 } },
      },
      "batch_seq",
    ],
    [
      "event-management",
      {
        method: "POST",
        url: "/rest/events",
        headers: { "x-vendor-protocol-version": "2.0.0" },
        body: { type: { online: {}, inPerson: {} } },
      },
      "body",
    ],
    [
      "compute",
      { method: "DELETE", url: "/compute/v1/locations/global/securityPolicies/p?requestId=00000000-0000-0000-0000-000000000000" },
      "requestId",
    ],
    ["search", { method: "POST", url: "/_search", body: { slice: { id: 2, max: 2 } } }, "id below max"],
    ["search", { method: "POST", url: "/logs/_pit?keep_alive=soon" }, "keep_alive"],
  ] as const)("rejects an invalid %s request", (api, request, mentioned) => {
    const result = createValidator(api).validateRequest(request);
    expect(result.valid).toBe(false);
    expect(result.problems.map((problem) => problem.message).join("\n")).toContain(mentioned);
  });

  it("reads a form body, and the JSON a form field carries", () => {
    const socialGraph = createValidator("social-graph");
    const form = (payload: unknown) => new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
    const valid = socialGraph.validateRequest({
      method: "POST",
      url: "/v24.0/6000/users",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form({ schema: "EMAIL_SHA256", data: [["8b1a9953c4611296a827abf8c47804d7e6c49c6b8e4f0f2c7e2e1d9f1e6f2a3b"]] }),
    });
    expect(valid.problems).toEqual([]);
    const invalid = socialGraph.validateRequest({
      method: "POST",
      url: "/v24.0/6000/users",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form({ schema: "SHOE_SIZE", data: [["42"]] }),
    });
    expect(invalid.valid).toBe(false);
    expect(invalid.problems[0]!.message).toContain('form field "payload"');
  });

  it("takes a query credential sent as a field of a form body as the query's, as the simulator and the mock do", () => {
    const socialGraph = createValidator("social-graph");
    const update = (body: string) =>
      socialGraph.validateRequest({
        method: "POST",
        url: "/v24.0/6000/",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      });
    expect(update("firstname=Ada&access_token=EAAB&appsecret_proof=3f1a").problems).toEqual([]);
    // Only the credentials move: any other unknown field is still refused.
    expect(
      update("firstname=Ada&access_token=EAAB&nickname=Ada")
        .problems.map((problem) => problem.message)
        .join("\n"),
    ).toContain("nickname");
  });
});

describe("bodies as clients in the wild send them", () => {
  it.each([
    ["an empty object where the operation takes no body", "GET", "/repos/o/r/import", {}, true],
    ["an empty object where the body is optional", "PATCH", "/repos/o/r/import", {}, true],
    ["an empty object where a body is required", "PUT", "/repos/o/r/import", {}, false],
    ["a non-empty object where the operation takes no body", "GET", "/repos/o/r/import", { a: 1 }, false],
  ])("%s", (_given, method, url, body, valid) => {
    const result = createValidator("code-hosting").validateRequest({ method, url, headers: { "content-type": "application/json" }, body });
    expect(result.valid, JSON.stringify(result.problems)).toBe(valid);
  });
});

describe("unknown members of an open body, for typo detection", () => {
  const document = {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: {},
    components: {
      schemas: {
        Rule: {
          type: "object",
          properties: { priority: { type: "integer" }, match: { type: "object", properties: { expr: { type: "string" } } } },
        },
        Policy: {
          type: "object",
          properties: {
            name: { type: "string" },
            rules: { type: "array", items: { $ref: "#/components/schemas/Rule" } },
            labels: { type: "object", additionalProperties: { type: "string" } },
          },
          allOf: [{ properties: { fingerprint: { type: "string" } } }],
          oneOf: [{ properties: { kind: { const: "a" }, extraA: {} } }, { properties: { kind: { const: "b" } } }],
        },
      },
    },
  };
  const schemas = new ApiSchemas("unknown-members-test", document as never);
  const policy = { $ref: "#/components/schemas/Policy" };

  it.each([
    ["only named members", { name: "p", fingerprint: "f", kind: "a", extraA: 1 }, []],
    ["a misspelt top-level member", { nmae: "p" }, ["/nmae"]],
    ["a member of a rule inside an array", { rules: [{ priority: 1 }, { priorty: 2 }] }, ["/rules/1/priorty"]],
    ["a member two levels down", { rules: [{ match: { exrp: "x" } }] }, ["/rules/0/match/exrp"]],
    ["any key of an open record", { labels: { anything: "goes" } }, []],
    ["a member with a slash in its name", { "a/b": 1 }, ["/a~1b"]],
  ])("%s", (_given, value, pointers) => {
    const found = schemas.unknownMembers(policy, value);
    expect(found.map((problem) => problem.pointer)).toEqual(pointers);
    expect(found.every((problem) => problem.rule === "unknown-member")).toBe(true);
  });

  it("are reported by the validator only when asked for, on an open body", () => {
    const validator = createValidator("compute");
    // The security-policy body is a resource clients send back whole: open to newer members.
    const request = {
      method: "PATCH",
      url: "/compute/v1/locations/global/securityPolicies/guard-default",
      headers: { "content-type": "application/json" },
      body: { fingerprint: "vezUS-42LLM=", descriptoin: "typo" },
    };
    expect(validator.validateRequest(request).valid).toBe(true);
    expect(validator.validateRequest(request).warnings).toBeUndefined();
    expect(validator.validateRequest(request, { unknownMembers: "warn" }).warnings?.map((warning) => warning.pointer)).toEqual([
      "/descriptoin",
    ]);
  });
});

describe("declared response headers", () => {
  const validator = createValidator("event-management");
  const created = (headers?: Record<string, string>) =>
    validator.validateResponse({ method: "POST", url: "/rest/events", status: 201, headers, body: undefined });

  it.each([
    ["present and valid", { "x-vendor-id": "7165432109876543210" }, []],
    ["missing", {}, ['the required response header "X-Vendor-Id" is missing (sent under any name of the form X-<word>-Id)']],
    ["off its schema", { "x-vendor-id": "not-a-number" }, ['response header "X-Vendor-Id" must match pattern "^[0-9]+$"']],
    // Its name holds a neutral word: the real service's name, with another word in its place, is the same header.
    ["under another word", { "x-standin-id": "7165432109876543210" }, []],
    ["under another word, beside another header of that form", { "x-request-id": "4f1c-e2", "x-standin-id": "7165432109876543210" }, []],
    [
      "off its schema under another word",
      { "x-standin-id": "not-a-number" },
      ['response header "X-Vendor-Id" must match pattern "^[0-9]+$"'],
    ],
  ])("a required header %s", (_given, headers, messages) => {
    const headerProblems = created(headers).problems.filter((problem) => problem.in === "header");
    expect(headerProblems.map((problem) => problem.message)).toEqual(messages);
  });

  it("are not checked when the message carries no headers (a recorded body alone)", () => {
    expect(created(undefined).problems.filter((problem) => problem.in === "header")).toEqual([]);
  });
});
