/**
 * The real-payload corpus: requests and responses whose shapes come from what the real services
 * send and their official clients do (test/fixtures/real/<api>/*.json, format in the README there).
 * Each must be accepted by its contract, or refused when it breaks a rule the source document
 * states (`refuse` names that rule).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { apiIds, type ApiId } from "../src/contract/apis.js";
import { listOperations } from "../src/contract/openapi.js";
import { apiSchemas } from "../src/contract/schemas.js";
import { createValidator } from "../src/contract/validate.js";

interface RealPayload {
  /** Where the shape comes from: a repository and path, or a documentation page. */
  source: string;
  method: string;
  url: string;
  /** Present for a response; absent for a request. */
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** The source document's rule this payload breaks; absent when the contract must accept it. */
  refuse?: string;
}

const root = join(import.meta.dirname, "fixtures", "real");

function corpus(api: ApiId): Array<[string, RealPayload]> {
  return readdirSync(join(root, api))
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => [file, JSON.parse(readFileSync(join(root, api, file), "utf8")) as RealPayload]);
}

describe.each(apiIds)("%s: real payloads", (api) => {
  const payloads = corpus(api);
  const validator = createValidator(api);

  it("has payloads for every operation of the contract", () => {
    const covered = new Set(payloads.map(([, payload]) => validator.match(payload.method, payload.url).entry?.operation.operationId));
    const operations = new Set(listOperations(apiSchemas(api).document).map((entry) => entry.operation.operationId));
    expect([...operations].filter((operationId) => !covered.has(operationId))).toEqual([]);
  });

  it.each(payloads)("%s", (_file, payload) => {
    expect(payload.source, "each payload says where its shape comes from").toMatch(/\S/);
    const message = { method: payload.method, url: payload.url, headers: payload.headers, body: payload.body };
    const result =
      payload.status === undefined
        ? validator.validateRequest(message)
        : validator.validateResponse({ ...message, status: payload.status });
    expect(result.operation, `${payload.method} ${payload.url} is an operation of the contract`).toBeDefined();
    if (payload.refuse) {
      expect(result.valid, `refused: ${payload.refuse}`).toBe(false);
    } else {
      expect(result.problems).toEqual([]);
    }
  });
});

describe("the README's count of real payloads", () => {
  const readme = readFileSync(join(import.meta.dirname, "..", "README.md"), "utf8");
  it.each(apiIds)("%s", (api) => {
    const payloads = corpus(api);
    const row = new RegExp(`^\\| ${api} \\| [^|]+ \\| (\\d+) \\| (\\d+) \\|$`, "m").exec(readme);
    expect(row, `a row for ${api} in the README's table`).not.toBeNull();
    expect([Number(row![1]), Number(row![2])]).toEqual([payloads.length, payloads.filter(([, payload]) => payload.refuse).length]);
  });
});
