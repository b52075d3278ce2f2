/**
 * Every operation of every API against its mock: a request built from the contract's examples
 * gets the operation's success answer, and every named example of every response can be asked
 * for with `Prefer`; each answer is checked against the schema of the response it claims to be.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiIds } from "../src/apis.js";
import { startMockServer, type RunningServer } from "../src/mock-server.js";
import { listOperations } from "../src/openapi.js";
import { apiSchemas, type ApiSchemas } from "../src/schemas.js";
import { declaredResponse, responsesOf, sampleRequest, type SampleRequest } from "./support/contract.js";
import type { Operation } from "../src/openapi.js";

async function send(server: RunningServer, request: SampleRequest, extraHeaders: Record<string, string> = {}) {
  const url = new URL(server.url + request.path);
  for (const [name, value] of Object.entries(request.query)) url.searchParams.set(name, value);
  const headers: Record<string, string> = { ...request.headers, ...extraHeaders };
  let body: string | undefined;
  if (request.body) {
    headers["Content-Type"] = request.body.mediaType;
    body =
      request.body.mediaType === "application/x-www-form-urlencoded"
        ? new URLSearchParams(
            Object.entries(request.body.value as Record<string, unknown>).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
          ).toString()
        : typeof request.body.value === "string"
          ? request.body.value
          : JSON.stringify(request.body.value);
  }
  // Never follow a redirect: a declared Location points at the real service, not at the mock.
  return fetch(url, { method: request.method.toUpperCase(), headers, body, redirect: "manual" });
}

/** The problems of an answer against the contract: undeclared status, or a body off its schema. */
async function contractProblems(schemas: ApiSchemas, operation: Operation, response: Response): Promise<string[]> {
  const declared = declaredResponse(schemas, operation, response.status);
  const text = await response.text();
  if (!declared) return [`status ${response.status} is not declared: ${text.slice(0, 300)}`];
  const contentType = response.headers.get("content-type")?.split(";")[0];
  if (!declared.content) return text === "" ? [] : [`status ${response.status} declares no body but got: ${text.slice(0, 200)}`];
  const media = declared.content[contentType ?? ""];
  if (!media) return [`content type ${contentType} is not declared for ${response.status}`];
  const body = contentType?.endsWith("json") ? JSON.parse(text) : text;
  return schemas.validate(media.schema, body).problems.map((problem) => problem.message);
}

describe.each(apiIds)("%s mock", (api) => {
  const schemas = apiSchemas(api);
  const operations = listOperations(schemas.document);
  let server: RunningServer;

  beforeAll(async () => {
    server = await startMockServer(api, { port: 0 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(operations.map((entry) => [entry.operation.operationId, entry] as const))(
    "%s answers a valid request with its success response",
    async (_id, entry) => {
      const response = await send(server, sampleRequest(schemas, entry));
      const success = Object.keys(entry.operation.responses).filter((status) => status.startsWith("2"));
      expect(success, await response.clone().text()).toContain(String(response.status));
      expect(await contractProblems(schemas, entry.operation, response)).toEqual([]);
    },
  );

  const namedExamples = operations.flatMap((entry) =>
    responsesOf(schemas, entry.operation).flatMap(([status, response]) =>
      Object.values(response.content ?? {}).flatMap((media) =>
        Object.keys(media.examples ?? {}).map((name) => [`${entry.operation.operationId} ${status} ${name}`, entry, status, name] as const),
      ),
    ),
  );
  it.each(namedExamples)("%s can be selected with Prefer", async (_label, entry, status, name) => {
    const response = await send(server, sampleRequest(schemas, entry), { Prefer: `code=${status}, example=${name}` });
    expect(response.status).toBe(Number(status));
    const expected = schemas.resolve<{ value: unknown }>(
      Object.values(declaredResponse(schemas, entry.operation, Number(status))!.content!)[0]!.examples![name],
    ).value;
    expect(await response.clone().json()).toEqual(expected);
    expect(await contractProblems(schemas, entry.operation, response)).toEqual([]);
  });
});
