/**
 * The search simulator under hostile input, round 3: searches whose work grows with the documents
 * times something the request names (sort keys, terms, clauses, aggregations, source patterns,
 * scroll batches, slices) answered from a bounded page or refused as the service refuses them;
 * control commands and seeds bounded in every size they take; refusals that quote no secret.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { useSearchSimulator } from "../support/search.js";

const sim = useSearchSimulator();
const { call } = sim;
const big = 20_000;
// Seeded once: the reset before each test goes back to the seed.
beforeAll(() => sim.control.seed({ indices: { logs: { generate: { count: 50, seed: 3 } }, big: { generate: { count: big, seed: 5 } } } }));

const inspect = async () =>
  (await sim.control.command("inspect", {})) as { indices: Record<string, { documents: number; shards: number }> };
const range = (count: number) => Array.from({ length: count }, (_, i) => i);
/** Sort keys over every kind of field of the generated documents, in turn. */
const sortKeys = (count: number) =>
  range(count).map(
    (i) =>
      [
        { seq: "asc" },
        { amount: { order: "desc", missing: "_first" } },
        { "@timestamp": { order: "asc", format: "epoch_millis" } },
        "status",
        { quantity: "desc" },
      ][i % 5],
  );

describe("searches whose work grows with the documents times what the request names", () => {
  type Row = [what: string, status: number, path: string, body: unknown, type: string | undefined, reason: RegExp | undefined];
  const rows: Row[] = [
    ["2,000 sort keys, a page of one", 200, "/big/_search", { size: 1, sort: sortKeys(2_000) }, undefined, undefined],
    [
      "a terms query of 65,537 values",
      400,
      "/big/_search",
      { query: { terms: { seq: range(65_537) } } },
      "illegal_argument_exception",
      /^The number of terms \[65537\] used in the Terms Query request has exceeded the allowed maximum of \[65536\]\. This maximum can be set by changing the \[index\.max_terms_count\] index level setting\.$/,
    ],
    [
      "a bool query of 1,025 clauses",
      400,
      "/big/_search",
      { query: { bool: { should: range(1_025).map((i) => ({ term: { seq: i } })) } } },
      "illegal_argument_exception",
      /^Query rewrite failed: too many clauses$/,
    ],
    [
      "a match query of 1,025 terms",
      400,
      "/big/_search",
      { query: { match: { message: range(1_025).join(" ") } } },
      "illegal_argument_exception",
      /^Query rewrite failed: too many clauses$/,
    ],
    [
      "5,000 terms aggregations",
      429,
      "/big/_search",
      { size: 0, aggs: Object.fromEntries(range(5_000).map((i) => [`by_${i}`, { terms: { field: "status" } }])) },
      "circuit_breaking_exception",
      /^\[request\] Data too large, data for \[<search of 20000 documents>\] would be \[\d+\/[\d.]+[kmg]b\], which is larger than the limit of \[33554432\/32mb\]$/,
    ],
    [
      "10,000 hits of 10,000 source patterns each",
      429,
      "/big/_search",
      { size: 10_000, _source: { includes: range(10_000).map((i) => `field_${i}*`) } },
      "circuit_breaking_exception",
      /^\[request\] Data too large/,
    ],
    [
      "a scroll batch of 10,001",
      400,
      "/big/_search?scroll=1m",
      { size: 10_001 },
      "illegal_argument_exception",
      /^Batch size is too large, size must be less than or equal to: \[10000\] but was \[10001\]\. Scroll batch sizes cost as much memory as result windows so they are controlled by the \[index\.max_result_window\] index level setting\.$/,
    ],
    [
      "a scroll cut into 1,025 slices",
      400,
      "/big/_search?scroll=1m",
      { slice: { id: 0, max: 1_025 } },
      "illegal_argument_exception",
      /^The number of slices \[1025\] is too large\. It must be less than \[1024\]\. This limit can be set by changing the \[index\.max_slices_per_scroll\] index level setting\.$/,
    ],
  ];

  it.each(rows)("%s: %i", async (_, status, path, body, type, reason) => {
    const answer = await call("POST", path, body);
    expect(answer.status).toBe(status);
    if (status === 200) {
      expect(answer.body.hits.hits).toHaveLength(1);
      expect(answer.body.hits.hits[0].sort).toHaveLength(2_000);
      return;
    }
    // Refused on the shards, in the service's shape: the cause wrapped in a search_phase_execution_exception.
    expect(answer.body.error.type).toBe("search_phase_execution_exception");
    expect(answer.body.error.caused_by).toMatchObject({ type, reason: expect.stringMatching(reason!) });
    expect(answer.body.error.root_cause[0]).toMatchObject({ type, reason: expect.stringMatching(reason!) });
    expect(answer.body.status).toBe(status);
  });

  it("names what the service names with each refusal: the clause limit's cause, the breaker's bytes and durability", async () => {
    const clauses = await call("POST", "/big/_search", { query: { bool: { must: range(1_025).map(() => ({ match_all: {} })) } } });
    expect(clauses.body.error.caused_by.caused_by).toEqual({
      type: "too_many_nested_clauses",
      reason: "Query contains too many nested clauses; maxClauseCount is set to 1024",
    });
    expect(clauses.body.error.root_cause[0]).toEqual({
      type: "illegal_argument_exception",
      reason: "Query rewrite failed: too many clauses",
    });
    const breaker = await call("POST", "/big/_search", {
      size: 0,
      aggs: Object.fromEntries(range(5_000).map((i) => [`by_${i}`, { terms: { field: "status" } }])),
    });
    expect(breaker.body.error.caused_by).toMatchObject({
      bytes_wanted: expect.any(Number),
      bytes_limit: 32 * 2 ** 20,
      durability: "PERMANENT",
    });
    expect(breaker.body.error.caused_by.bytes_wanted).toBeGreaterThan(32 * 2 ** 20);
    // A terms aggregation's size is refused as the service's parser refuses it, before the shards.
    const size = await call("POST", "/big/_search", { size: 0, aggs: { by: { terms: { field: "status", size: 0 } } } });
    expect(size.body).toEqual({
      error: {
        root_cause: [expect.any(Object)],
        type: "illegal_argument_exception",
        reason: "[size] must be greater than 0. Found [0] in [by]",
      },
      status: 400,
    });
  });

  it("takes the limits from the settings the service has for them", async () => {
    expect(await sim.control.command("settings", { "search.max_buckets": 3, "indices.breaker.request.limit": "256kb" })).toMatchObject({
      "search.max_buckets": 3,
      "indices.breaker.request.limit": "256kb",
    });
    const buckets = await call("POST", "/logs/_search", { size: 0, aggs: { by_status: { terms: { field: "status" } } } });
    expect(buckets.status).toBe(400);
    expect(buckets.body.error.caused_by).toEqual({
      type: "too_many_buckets_exception",
      reason:
        "Trying to create too many buckets. Must be less than or equal to: [3] but this number of buckets was exceeded. This limit can be set by changing the [search.max_buckets] cluster level setting.",
      max_buckets: 3,
    });
    expect((await call("POST", "/logs/_search", { size: 0, aggs: { by_status: { terms: { field: "status", size: 3 } } } })).status).toBe(
      200,
    );
    // The small index stays within the lowered breaker; the large one does not.
    expect((await call("POST", "/logs/_search", { sort: ["seq"] })).status).toBe(200);
    const refused = await call("POST", "/big/_search", { sort: ["seq"] });
    expect(refused.status).toBe(429);
    expect(refused.body.error.caused_by).toMatchObject({ type: "circuit_breaking_exception", bytes_limit: 256 * 1024 });
    await sim.control.command("settings", { index: "logs", "index.max_terms_count": 2, "index.max_slices_per_scroll": 4 });
    expect(reasonOf(await call("POST", "/logs/_search", { query: { terms: { seq: [1, 2, 3] } } }))).toMatch(
      /The number of terms \[3\].*allowed maximum of \[2\]/,
    );
    expect(reasonOf(await call("POST", "/logs/_search?scroll=1m", { slice: { id: 0, max: 5 } }))).toMatch(
      /The number of slices \[5\] is too large\. It must be less than \[4\]/,
    );
  });

  it("keeps nothing of a search once it is answered: 2,000 sort keys over 20,000 documents hold no more memory after it", async () => {
    // A full collection before each reading, so that the heap counts what is held, not garbage.
    setFlagsFromString("--expose-gc");
    const collect = runInNewContext("gc") as () => void;
    const heldMb = () => {
      collect();
      collect();
      return process.memoryUsage().heapUsed / 2 ** 20;
    };
    const before = heldMb();
    for (const size of [1, 10]) expect((await call("POST", "/big/_search", { size, sort: sortKeys(2_000) })).status).toBe(200);
    // Before, every search kept each document's 2,000 sort values among its cached results: 420 MB.
    expect(heldMb() - before).toBeLessThan(20);
  });
});

/** The reason of a refusal's first root cause. */
const reasonOf = (answer: { body: any }): string => answer.body.error.root_cause[0].reason;

describe("control commands and seeds bounded in every size they take", () => {
  type Row = [what: string, command: string, body: unknown, title: RegExp];
  const rows: Row[] = [
    [
      "100,000,000 shards",
      "createIndex",
      { index: "x", shards: 1e8 },
      /^createIndex\.shards must be a whole number from 1 to 1024, not a number$/,
    ],
    ["10,000,000 shards", "createIndex", { index: "x", shards: 1e7 }, /^createIndex\.shards must be a whole number from 1 to 1024/],
    ["1,025 shards", "createIndex", { index: "x", shards: 1_025 }, /^createIndex\.shards must be a whole number from 1 to 1024/],
    [
      "1,000,000 generated documents",
      "createIndex",
      { index: "x", generate: { count: 1_000_000 } },
      /^createIndex\.generate\.count must be a whole number from 0 to 200000/,
    ],
    [
      "1,000 shards beside the 4 open (cluster.max_shards_per_node)",
      "createIndex",
      { index: "x", shards: 1_000 },
      /^createIndex: Validation Failed: 1: this action would add \[1000\] shards, but this cluster currently has \[4\]\/\[1000\] maximum normal shards open;$/,
    ],
    [
      "NDJSON naming 500 new indices",
      "bulk",
      {
        ndjson: range(500)
          .map((i) => `{"index":{"_index":"i${i}"}}\n{"n":${i}}`)
          .join("\n"),
      },
      /^bulk: Validation Failed: 1: this action would add \[1000\] shards, but this cluster currently has \[4\]\/\[1000\] maximum normal shards open;$/,
    ],
    [
      "a result window of 2^31",
      "createIndex",
      { index: "x", maxResultWindow: 2 ** 31 },
      /^createIndex\.maxResultWindow must be a whole number from 1 to 2147483647/,
    ],
    [
      "a seed of 100,000,000 shards",
      "seed",
      { indices: { x: { shards: 1e8 } } },
      /^indices\.x\.shards must be a whole number from 1 to 1024/,
    ],
    [
      "a seed of 1,000,000 generated documents",
      "seed",
      { indices: { x: { generate: { count: 1e6 } } } },
      /^indices\.x\.generate\.count must be a whole number from 0 to 200000/,
    ],
    [
      "index.max_result_window of 2^31",
      "settings",
      { index: "logs", "index.max_result_window": 2 ** 31 },
      /^settings\.index\.max_result_window must be a whole number from 1 to 2147483647/,
    ],
    [
      "a request breaker of 1gb",
      "settings",
      { "indices.breaker.request.limit": "1gb" },
      /^settings\.indices\.breaker\.request\.limit must be a byte size such as 32mb, at most 256mb$/,
    ],
    ["a request breaker of 60%", "settings", { "indices.breaker.request.limit": "60%" }, /must be a byte size such as 32mb/],
    [
      "search.max_buckets of 2^31",
      "settings",
      { "search.max_buckets": 2 ** 31 },
      /^settings\.search\.max_buckets must be a whole number from 0 to 2147483647/,
    ],
    ["NDJSON of 400,000 lines", "bulk", { index: "logs", ndjson: "{}\n".repeat(400_000) }, /^the NDJSON text has more than 400000 lines/],
    [
      "200,001 documents",
      "index",
      { index: "logs", documents: range(200_001).map(() => ({})) },
      /^index\.documents must be a list of at most 200000 documents/,
    ],
    [
      "200,001 ids to delete",
      "delete",
      { index: "logs", ids: range(200_001).map(String) },
      /^delete\.ids must be a list of at most 200000 strings/,
    ],
  ];

  it.each(rows)("%s: refused, and nothing changes", async (_, command, body, title) => {
    const before = await inspect();
    const answer = await call("POST", `/__control/${command}`, body);
    expect(answer.status).toBe(400);
    expect(answer.body.title).toMatch(title);
    expect(await inspect()).toEqual(before);
  });

  it("holds at most 200,000 document versions over all indices: a command past them is refused before it writes, and replacing an index frees its room", async () => {
    expect(await sim.control.command("createIndex", { index: "a", generate: { count: 150_000 } })).toEqual({
      index: "a",
      shards: 2,
      documents: 150_000,
    });
    const refused = await call("POST", "/__control/createIndex", { index: "b", generate: { count: 40_000 } });
    expect(refused.status).toBe(400);
    expect(refused.body.title).toMatch(
      /^createIndex: 40000 document version\(s\) more would make 210050, over the 200000 the simulator holds/,
    );
    expect((await inspect()).indices.b).toBeUndefined();
    const bulk = await call("POST", "/__control/bulk", {
      index: "logs",
      ndjson: range(30_000)
        .map((i) => `{"n":${i}}`)
        .join("\n"),
    });
    // Refused as soon as the lines read pass the bound, before the rest are read.
    expect(bulk.body.title).toMatch(/^bulk: \d+ document version\(s\) more would make \d+, over the 200000 the simulator holds/);
    expect((await inspect()).indices.logs!.documents).toBe(50);
    expect(await sim.control.command("createIndex", { index: "a", generate: { count: 170_000 } })).toMatchObject({ documents: 170_000 });
  });

  it("loads a large index in steps, answering other requests meanwhile", async () => {
    const order: string[] = [];
    const loading = sim.control
      .command("createIndex", { index: "large", generate: { count: 100_000 } })
      .then(() => order.push("createIndex"));
    await call("GET", "/").then(() => order.push("root"));
    await loading;
    // Before, the command held every request until its 100,000 documents were in.
    expect(order).toEqual(["root", "createIndex"]);
    expect((await inspect()).indices.large!.documents).toBe(100_000);
  });
});

describe("refusals quote no secret", () => {
  const secret = "hunter2-s3cr3t";
  it.each([
    ["bulk, a malformed action line", "bulk", { index: "logs", ndjson: `{"index":{"_id":"1","password":${secret}}}\n{"a":1}` }],
    ["bulk, a malformed document line", "bulk", { index: "logs", ndjson: `{"index":{"_id":"1"}}\n{"user":"x","password":"${secret}",}` }],
    ["bulk, a document line cut short", "bulk", { index: "logs", ndjson: `{"password":"${secret}` }],
    ["createIndex, a malformed line", "createIndex", { index: "fresh", ndjson: `{"a":1}\n{"password":${secret}}` }],
    ["seed, a malformed line", "seed", { indices: { fresh: { ndjson: `{"password":${secret}}` } } }],
  ])("%s: refused naming the line and position, not the text", async (_, command, body) => {
    const answer = await call("POST", `/__control/${command}`, body);
    expect(answer.status).toBe(400);
    expect(answer.body.title).toMatch(/line \d+ is not valid JSON/);
    expect(JSON.stringify(answer.body)).not.toContain(secret);
    expect(JSON.stringify(answer.body)).not.toContain("password");
  });
});
