/**
 * The search simulator under hostile input, round 3: control commands and seeds bounded in every
 * size they take, refusals that quote no secret, and searches whose work grows with the documents
 * times something the request names, bounded as the service bounds them.
 */
import { describe, expect, it } from "vitest";
import { useSearchSimulator } from "../support/search.js";

const index = "logs";
const sim = useSearchSimulator({ index, count: 50, seed: 3 });
const { call } = sim;

describe("refusals quote no secret", () => {
  const secret = "hunter2-s3cr3t";
  it.each([
    ["bulk, a malformed action line", "bulk", { index, ndjson: `{"index":{"_id":"1","password":${secret}}}\n{"a":1}` }],
    ["bulk, a malformed document line", "bulk", { index, ndjson: `{"index":{"_id":"1"}}\n{"user":"x","password":"${secret}",}` }],
    ["bulk, a document line cut short", "bulk", { index, ndjson: `{"password":"${secret}` }],
    ["createIndex, a malformed line", "createIndex", { index: "fresh", ndjson: `{"a":1}\n{"password":${secret}}` }],
  ])("%s: refused naming the line and position, not the text", async (_, command, body) => {
    const answer = await call("POST", `/__control/${command}`, body);
    expect(answer.status).toBe(400);
    expect(answer.body.title).toMatch(/^line \d+ is not valid JSON/);
    expect(JSON.stringify(answer.body)).not.toContain(secret);
    expect(JSON.stringify(answer.body)).not.toContain("password");
  });
});
