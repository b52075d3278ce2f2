/**
 * The real-payload corpus: requests and responses whose shapes come from what the real services
 * send and their official clients do (test/fixtures/real/<api>/*.json, format in the README there).
 * Each must be accepted by its contract, or refused when it breaks a rule the source document
 * states (`refuse` names that rule).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { apiIds } from "../src/contract/apis.js";
import { createValidator } from "../src/contract/validate.js";
import { corpus, operationsWithoutPayloads } from "./support/real-payloads.js";

describe.each(apiIds)("%s: real payloads", (api) => {
  const payloads = corpus(api);
  const validator = createValidator(api);

  it("has payloads for every operation of the contract", () => {
    expect(operationsWithoutPayloads(api)).toEqual([]);
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
