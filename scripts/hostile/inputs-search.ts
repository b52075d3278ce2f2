/**
 * The hostile inputs to the search service's bounds (round 3, issue 25), on an index `big` of
 * 100,000 generated documents made before them: sort keys, deep pages, large queries (round 4's
 * terms query of a million values and match query of a million words among them) and
 * aggregations, source patterns, scrolls and slices, shards, generated documents and bulk bodies.
 */
import { send, targets, type Input } from "./requests.js";
import type { Urls } from "./server.js";

const range = (count: number) => Array.from({ length: count }, (_, i) => i);
/** Sort keys over every kind of field of the generated documents, in turn. */
const sortKeys = (count: number) =>
  range(count).map((i) => [{ seq: "asc" }, { amount: "desc" }, { "@timestamp": "asc" }, "status", { quantity: "desc" }][i % 5]);
/** `count` small documents as NDJSON lines (an action line and a document line each). */
const ndjsonLines = (count: number) => range(count).flatMap((i) => [`{"index":{"_id":"n-${i}"}}`, `{"seq":${i}}`]);

export function searchInputs(urls: Urls): Input[] {
  const { searchPost } = targets(urls);
  return [
    [
      "search: createIndex of 100,000 generated documents, replacing big",
      async () => [await searchPost("/__control/createIndex", { index: "big", generate: { count: 100_000 } })],
    ],
    [
      "search: 10,000 sort keys, size 1, over 100,000 documents",
      async () => [await searchPost("/big/_search", { size: 1, sort: sortKeys(10_000) })],
    ],
    [
      "search: 2,000 sort keys, size 10,000, over 100,000 documents",
      async () => [await searchPost("/big/_search", { size: 10_000, sort: sortKeys(2_000) })],
    ],
    [
      "search: from 9,990, size 10, sort by amount and @timestamp, over 100,000 documents",
      async () => [await searchPost("/big/_search", { from: 9_990, size: 10, sort: [{ amount: "desc" }, "@timestamp"] })],
    ],
    [
      "search: a terms query of 100,000 values",
      async () => [await searchPost("/big/_search", { query: { terms: { seq: range(100_000) } } })],
    ],
    [
      "search: a terms query of 1,000,000 values",
      async () => [await searchPost("/big/_search", { query: { terms: { seq: range(1_000_000) } } })],
    ],
    [
      "search: a match query of 1,000,000 words",
      async () => [await searchPost("/big/_search", { query: { match: { message: range(1_000_000).join(" ") } } })],
    ],
    [
      "search: a bool query of 5,000 clauses",
      async () => [await searchPost("/big/_search", { query: { bool: { should: range(5_000).map((i) => ({ term: { seq: i } })) } } })],
    ],
    [
      "search: a match query of 5,000 terms",
      async () => [await searchPost("/big/_search", { query: { match: { message: range(5_000).join(" ") } } })],
    ],
    [
      "search: 5,000 terms aggregations",
      async () => [
        await searchPost("/big/_search", {
          size: 0,
          aggs: Object.fromEntries(range(5_000).map((i) => [`a${i}`, { terms: { field: "status" } }])),
        }),
      ],
    ],
    [
      "search: a terms aggregation of 100,000 buckets",
      async () => [await searchPost("/big/_search", { size: 0, aggs: { by_seq: { terms: { field: "seq", size: 100_000 } } } })],
    ],
    [
      "search: 10,000 hits of 10,000 source patterns each",
      async () => [await searchPost("/big/_search", { size: 10_000, _source: { includes: range(10_000).map((i) => `f${i}*`) } })],
    ],
    ["search: a scroll batch of 10,001", async () => [await searchPost("/big/_search?scroll=1m", { size: 10_001 })]],
    ["search: a scroll cut into 1,025 slices", async () => [await searchPost("/big/_search?scroll=1m", { slice: { id: 0, max: 1_025 } })]],
    [
      "search: 600 scrolls opened on 100,000 documents, a batch of 1,000 each",
      async () => {
        const statuses = new Set<number>();
        for (let i = 0; i < 600; i += 20)
          for (const status of await Promise.all(
            range(20).map(() => searchPost("/big/_search?scroll=1m", { size: 1_000, sort: ["_doc"] })),
          ))
            statuses.add(status);
        await send(`${urls.search}/_search/scroll/_all`, "DELETE", {});
        return [...statuses];
      },
    ],
    ["search: createIndex of 100,000,000 shards", async () => [await searchPost("/__control/createIndex", { index: "wide", shards: 1e8 })]],
    ["search: createIndex of 10,000,000 shards", async () => [await searchPost("/__control/createIndex", { index: "wide", shards: 1e7 })]],
    [
      "search: createIndex of 1,000,000 generated documents",
      async () => [await searchPost("/__control/createIndex", { index: "huge", generate: { count: 1_000_000 } })],
    ],
    [
      "search: bulk of 110,000 documents (NDJSON, 4 MB) into big, past the 200,000 held",
      async () => [await searchPost("/__control/bulk", { index: "big", ndjson: ndjsonLines(110_000).join("\n") })],
    ],
    [
      "search: bulk of 33 MB of NDJSON, past the 32 MB read at once",
      async () => [await searchPost("/__control/bulk", { index: "other", ndjson: `{"text":"${"x".repeat(33 * 2 ** 20)}"}` })],
    ],
    [
      "search: bulk, a malformed NDJSON line with a password",
      async () => [await searchPost("/__control/bulk", { index: "big", ndjson: '{"index":{"_id":"1"}}\n{"user":"x","password":hunter2}' })],
    ],
  ];
}
