/** The real-payload corpus (test/fixtures/real/<api>/*.json, format in the README there), read by its own test and by the fidelity test. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ApiId } from "../../src/contract/apis.js";
import { listOperations } from "../../src/contract/openapi.js";
import { apiSchemas } from "../../src/contract/schemas.js";
import { createValidator } from "../../src/contract/validate.js";

export interface RealPayload {
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

const root = join(import.meta.dirname, "..", "fixtures", "real");

export function corpus(api: ApiId): Array<[string, RealPayload]> {
  return readdirSync(join(root, api))
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => [file, JSON.parse(readFileSync(join(root, api, file), "utf8")) as RealPayload]);
}

/** The operations of the contract that no payload of the corpus is for. */
export function operationsWithoutPayloads(api: ApiId): string[] {
  const validator = createValidator(api);
  const covered = new Set(corpus(api).map(([, payload]) => validator.match(payload.method, payload.url).entry?.operation.operationId));
  const operations = new Set(listOperations(apiSchemas(api).document).map((entry) => entry.operation.operationId));
  return [...operations].filter((operationId) => !covered.has(operationId));
}
