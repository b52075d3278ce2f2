/**
 * The rules of the breaking-change scan (scripts/breaking-changes.ts), one given/want case per
 * rule on a contract of one operation: what breaks a client or a server written against the old
 * contract, and what breaks nobody. The gate that runs the scan is in breaking-changes-gate.test.ts.
 */
import { describe, expect, it } from "vitest";
import { findBreakingChanges, type BreakingRule } from "../scripts/breaking-changes.js";
import type { OpenApiDocument } from "../src/contract/openapi.js";

/** A contract of one operation, PUT /things/{id}, taking `request` as its JSON body and answering `response`. */
function contract({
  parameters = [],
  request,
  requestRequired = false,
  response,
  schemas = {},
}: {
  parameters?: unknown[];
  request?: unknown;
  requestRequired?: boolean;
  response?: unknown;
  schemas?: Record<string, unknown>;
}): OpenApiDocument {
  return {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: {
      "/things/{id}": {
        put: {
          operationId: "putThing",
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }, ...parameters],
          ...(request ? { requestBody: { required: requestRequired, content: { "application/json": { schema: request } } } } : {}),
          responses: { "200": { description: "ok", content: { "application/json": { schema: response ?? { type: "object" } } } } },
        },
      },
    },
    components: { schemas },
  };
}

const query = (name: string, extra: Record<string, unknown> = {}) => ({ name, in: "query", schema: { type: "string" }, ...extra });
const object = (properties: Record<string, unknown>, required: string[] = []) => ({ type: "object", properties, required });
const found = (before: OpenApiDocument, after: OpenApiDocument) =>
  findBreakingChanges(before, after).map(({ rule, where }) => ({ rule, where }));

describe("a change that breaks a client or server written against the old contract", () => {
  const cases: { rule: BreakingRule; where: string; before: OpenApiDocument; after: OpenApiDocument }[] = [
    { rule: "operation-removed", where: "", before: contract({}), after: { ...contract({}), paths: {} } },
    { rule: "parameter-removed", where: "query.q", before: contract({ parameters: [query("q")] }), after: contract({}) },
    {
      rule: "parameter-required",
      where: "query.q",
      before: contract({}),
      after: contract({ parameters: [query("q", { required: true })] }),
    },
    {
      rule: "parameter-required",
      where: "header.x-tag",
      before: contract({ parameters: [{ name: "X-Tag", in: "header", schema: { type: "string" } }] }),
      after: contract({ parameters: [{ name: "x-tag", in: "header", required: true, schema: { type: "string" } }] }),
    },
    {
      rule: "request-body-required",
      where: "body",
      before: contract({ request: object({}) }),
      after: contract({ request: object({}), requestRequired: true }),
    },
    {
      rule: "request-member-required",
      where: "body.name",
      before: contract({ request: object({ name: { type: "string" } }) }),
      after: contract({ request: object({ name: { type: "string" } }, ["name"]) }),
    },
    {
      rule: "request-enum-value-removed",
      where: "body.kind",
      before: contract({ request: object({ kind: { enum: ["a", "b"] } }) }),
      after: contract({ request: object({ kind: { enum: ["a"] } }) }),
    },
    {
      rule: "request-enum-value-removed",
      where: "query.q",
      before: contract({ parameters: [query("q")] }),
      after: contract({ parameters: [query("q", { schema: { type: "string", enum: ["x"] } })] }),
    },
    {
      rule: "request-type-narrowed",
      where: "body.size",
      before: contract({ request: object({ size: { type: "number" } }) }),
      after: contract({ request: object({ size: { type: "integer" } }) }),
    },
    {
      rule: "request-type-narrowed",
      where: "body.note",
      before: contract({ request: object({ note: { type: ["string", "null"] } }) }),
      after: contract({ request: object({ note: { type: "string" } }) }),
    },
    {
      rule: "request-pattern-narrowed",
      where: "body.code",
      before: contract({ request: object({ code: { type: "string" } }) }),
      after: contract({ request: object({ code: { type: "string", pattern: "^[0-9]+$" } }) }),
    },
    {
      rule: "response-member-removed",
      where: "response 200 body.id",
      before: contract({ response: object({ id: { type: "string" } }, ["id"]) }),
      after: contract({ response: object({}) }),
    },
    {
      rule: "response-member-optional",
      where: "response 200 body.id",
      before: contract({ response: object({ id: { type: "string" } }, ["id"]) }),
      after: contract({ response: object({ id: { type: "string" } }) }),
    },
    {
      rule: "response-enum-widened",
      where: "response 200 body.state",
      before: contract({ response: object({ state: { enum: ["on"] } }) }),
      after: contract({ response: object({ state: { enum: ["on", "off"] } }) }),
    },
    {
      rule: "response-type-changed",
      where: "response 200 body.count",
      before: contract({ response: object({ count: { type: "integer" } }) }),
      after: contract({ response: object({ count: { type: ["integer", "null"] } }) }),
    },
    {
      rule: "response-type-changed",
      where: "response 200 body.count",
      before: contract({ response: object({ count: { type: "integer" } }) }),
      after: contract({ response: object({ count: { type: "string" } }) }),
    },
    {
      rule: "request-member-required",
      where: "body.id",
      before: contract({ request: object({ id: { type: "string", readOnly: true } }, ["id"]) }),
      after: contract({ request: object({ id: { type: "string" } }, ["id"]) }),
    },
    {
      rule: "response-member-optional",
      where: "response 200 body.secret",
      before: contract({ response: object({ secret: { type: "string" } }, ["secret"]) }),
      after: contract({ response: object({ secret: { type: "string", writeOnly: true } }, ["secret"]) }),
    },
    // Alternatives are matched by what they admit, not by position.
    {
      rule: "request-enum-value-removed",
      where: "body(variant 2)",
      before: contract({
        request: {
          oneOf: [
            { type: "string", enum: ["a"] },
            { type: "string", enum: ["b"] },
          ],
        },
      }),
      after: contract({ request: { oneOf: [{ type: "string", enum: ["a"] }] } }),
    },
    {
      rule: "response-enum-widened",
      where: "response 200 body(variant 2)",
      before: contract({ response: { oneOf: [{ type: "string", enum: ["a"] }] } }),
      after: contract({
        response: {
          oneOf: [
            { type: "string", enum: ["a"] },
            { type: "string", enum: ["b"] },
          ],
        },
      }),
    },
    // Through a $ref and an allOf, into an array's items.
    {
      rule: "request-enum-value-removed",
      where: "body.tags[]",
      before: contract({
        request: { allOf: [{ $ref: "#/components/schemas/Tagged" }] },
        schemas: { Tagged: object({ tags: { type: "array", items: { enum: ["x", "y"] } } }) },
      }),
      after: contract({
        request: { allOf: [{ $ref: "#/components/schemas/Tagged" }] },
        schemas: { Tagged: object({ tags: { type: "array", items: { enum: ["x"] } } }) },
      }),
    },
  ];
  it.each(cases)("$rule at $where", ({ rule, where, before, after }) => {
    expect(found(before, after)).toEqual([{ rule, where }]);
  });
});

describe("a change that breaks nobody", () => {
  const cases: { name: string; before: OpenApiDocument; after: OpenApiDocument }[] = [
    { name: "a new optional parameter", before: contract({}), after: contract({ parameters: [query("q")] }) },
    {
      name: "a new optional request member",
      before: contract({ request: object({}) }),
      after: contract({ request: object({ extra: { type: "string" } }) }),
    },
    {
      name: "a request enum value added",
      before: contract({ request: object({ kind: { enum: ["a"] } }) }),
      after: contract({ request: object({ kind: { enum: ["a", "b"] } }) }),
    },
    {
      name: "a request type widened",
      before: contract({ request: object({ size: { type: "integer" } }) }),
      after: contract({ request: object({ size: { type: ["number", "null"] } }) }),
    },
    {
      name: "a request pattern dropped",
      before: contract({ request: object({ code: { type: "string", pattern: "^a$" } }) }),
      after: contract({ request: object({ code: { type: "string" } }) }),
    },
    {
      name: "a response member added and made required",
      before: contract({ response: object({ id: { type: "string" } }) }),
      after: contract({ response: object({ id: { type: "string" }, name: { type: "string" } }, ["id", "name"]) }),
    },
    {
      name: "a response enum narrowed",
      before: contract({ response: object({ state: { enum: ["on", "off"] } }) }),
      after: contract({ response: object({ state: { enum: ["on"] } }) }),
    },
    {
      name: "a response type narrowed",
      before: contract({ response: object({ count: { type: ["integer", "null"] } }) }),
      after: contract({ response: object({ count: { type: "integer" } }) }),
    },
    {
      name: "a new operation",
      before: contract({}),
      after: { ...contract({}), paths: { ...contract({}).paths, "/other": { get: { operationId: "other", responses: {} } } } },
    },
    {
      name: "a type written beside an enum that had none",
      before: contract({ request: object({ kind: { enum: ["a", "b"] } }), response: object({ n: { const: 1 } }) }),
      after: contract({
        request: object({ kind: { type: "string", enum: ["a", "b"] } }),
        response: object({ n: { type: "integer", const: 1 } }),
      }),
    },
    {
      name: "a readOnly member (never sent) made required in a schema requests share",
      before: contract({ request: object({ id: { type: "string", readOnly: true } }) }),
      after: contract({ request: object({ id: { type: "string", readOnly: true } }, ["id"]) }),
    },
    {
      name: "a request alternative added before the others",
      before: contract({ request: { oneOf: [object({ a: { type: "string" } }, ["a"]), object({ b: { type: "integer" } }, ["b"])] } }),
      after: contract({
        request: {
          oneOf: [{ type: "string", enum: ["x"] }, object({ a: { type: "string" } }, ["a"]), object({ b: { type: "integer" } }, ["b"])],
        },
      }),
    },
    {
      name: "request alternatives reordered",
      before: contract({ request: { oneOf: [object({ a: { type: "string" } }, ["a"]), object({ b: { type: "integer" } }, ["b"])] } }),
      after: contract({ request: { oneOf: [object({ b: { type: "integer" } }, ["b"]), object({ a: { type: "string" } }, ["a"])] } }),
    },
    {
      name: "a response alternative removed",
      before: contract({ response: { oneOf: [{ type: "string", enum: ["x"] }, object({ a: { type: "string" } }, ["a"])] } }),
      after: contract({ response: { oneOf: [object({ a: { type: "string" } }, ["a"])] } }),
    },
    {
      name: "a recursive schema left as it was",
      before: contract({
        request: { $ref: "#/components/schemas/Node" },
        schemas: { Node: object({ child: { $ref: "#/components/schemas/Node" } }) },
      }),
      after: contract({
        request: { $ref: "#/components/schemas/Node" },
        schemas: { Node: object({ child: { $ref: "#/components/schemas/Node" } }) },
      }),
    },
  ];
  it.each(cases)("$name", ({ before, after }) => {
    expect(found(before, after)).toEqual([]);
  });
});
