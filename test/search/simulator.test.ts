/**
 * The simulated search service through the typed client: data loaded and changed through control
 * commands, the query subset, sorting, from/size and the result window, and search_after. Points in
 * time, scrolls, slices and snapshots are in search-contexts.test.ts. Strict mode and the contract
 * guard check every answer (see useSimulator).
 */
import { describe, expect, it } from "vitest";
import type { Hit } from "../../src/clients/search.js";
import { generateDocuments, parseNdjson } from "../../src/simulator/services/search/index.js";
import { ids, reasonOf, useSearchSimulator } from "../support/search.js";

const index = "logs";
const documents = generateDocuments(600, 11);
type Source = (typeof documents)[number]["source"];
const sim = useSearchSimulator({ index, count: 600, seed: 11 });
const { call, searchIndex } = sim;

describe("data", () => {
  it("serves the contract's example orders by default, over two shards", async () => {
    await sim.control.reset();
    const { data } = await sim.client.POST("/{index}/_search", { params: { path: { index: "orders-2024" } }, body: { size: 100 } });
    expect(data!._shards).toMatchObject({ total: 2, successful: 2 });
    expect(data!.hits!.hits!.length).toBeGreaterThan(5);
    expect(data!.hits!.hits!.every((hit) => hit._index === "orders-2024" && hit._id!.startsWith("ORD-"))).toBe(true);
  });

  it("makes index, update and delete visible on refresh (or with refresh: true)", async () => {
    await sim.control.command("createIndex", { index: "t", shards: 3, documents: [{ _id: "a", n: 1, tags: { kind: "x" } }] });
    await sim.control.command("index", { index: "t", id: "b", document: { n: 2 } });
    const count = async () => (await call("POST", "/t/_search", { track_total_hits: true })).body.hits.total.value;
    expect(await count()).toBe(1);
    await sim.control.command("refresh", { index: "t" });
    expect(await count()).toBe(2);
    await sim.control.command("update", { index: "t", id: "a", doc: { n: 5, tags: { color: "red" } } });
    expect((await call("POST", "/t/_search", { query: { term: { n: 5 } } })).body.hits.hits).toHaveLength(0);
    await sim.control.command("delete", { index: "t", id: "b", refresh: true });
    const { body } = await call("POST", "/t/_search", {});
    expect(body._shards.total).toBe(3);
    expect(body.hits.hits.map((hit: Hit) => [hit._id, hit._source])).toEqual([["a", { n: 5, tags: { kind: "x", color: "red" } }]]);
  });

  it("loads NDJSON: bulk action lines, and plain documents one a line", async () => {
    const ndjson = [
      '{"index":{"_index":"bulk","_id":"1"}}',
      '{"title":"one"}',
      '{"create":{"_id":"2"}}',
      '{"title":"two"}',
      '{"update":{"_id":"1"}}',
      '{"doc":{"title":"uno"}}',
      '{"delete":{"_id":"2"}}',
      '{"_id":"3","title":"three"}',
    ].join("\n");
    expect(parseNdjson(ndjson).map((action) => action.action)).toEqual(["index", "create", "update", "delete", "index"]);
    await sim.control.command("createIndex", { index: "bulk" });
    await sim.control.command("bulk", { ndjson, index: "bulk", refresh: true });
    // A string is mapped as text with a keyword subfield, as the service maps it dynamically: text does not sort, its keyword does.
    expect(reasonOf((await call("POST", "/bulk/_search", { sort: ["title"] })).body)).toMatch(/^Text fields are not optimised/);
    const { body } = await call("POST", "/bulk/_search", { sort: ["title.keyword"] });
    expect(body.hits.hits.map((hit: Hit) => [hit._id, hit._source!.title])).toEqual([
      ["3", "three"],
      ["1", "uno"],
    ]);
    await sim.control.seed({ indices: { fromFile: { ndjson: '{"a":1}\n{"a":2}\n' } } });
    expect((await call("POST", "/fromFile/_search", {})).body.hits.total.value).toBe(2);
  });

  it("generates the same data set from the same seed: a timestamp, a keyword, numbers and text", () => {
    expect(generateDocuments(50, 3)).toEqual(generateDocuments(50, 3));
    expect(generateDocuments(50, 3)).not.toEqual(generateDocuments(50, 4));
    const sample = generateDocuments(200, 3);
    expect(sample[0]!.source).toMatchObject({
      "@timestamp": expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: expect.any(String),
      quantity: expect.any(Number),
      message: expect.any(String),
      seq: 0,
    });
    expect(sample.some((d) => d.source.amount === undefined)).toBe(true);
  });
});

describe("queries", () => {
  const cases: [string, Record<string, unknown>, (s: Source) => boolean][] = [
    ["match_all", { match_all: {} }, () => true],
    ["term", { term: { status: { value: "refunded" } } }, (s) => s.status === "refunded"],
    ["terms", { terms: { status: ["paid", "pending"] } }, (s) => s.status === "paid" || s.status === "pending"],
    [
      "range on a number",
      { range: { amount: { gt: 250, lte: 500 } } },
      (s) => typeof s.amount === "number" && s.amount > 250 && s.amount <= 500,
    ],
    [
      "range on a date",
      { range: { "@timestamp": { gte: "2024-01-01T05:00:00Z", lt: "2024-01-01T09:30" } } },
      (s) => (s["@timestamp"] as string) >= "2024-01-01T05:00" && (s["@timestamp"] as string) < "2024-01-01T09:30",
    ],
    ["exists", { exists: { field: "amount" } }, (s) => s.amount !== undefined],
    ["match", { match: { message: "Refund DAMAGED" } }, (s) => /\b(refund|damaged)\b/.test(s.message as string)],
    [
      "match with and",
      { match: { message: { query: "refund damaged", operator: "and" } } },
      (s) => /\brefund\b/.test(s.message as string) && /\bdamaged\b/.test(s.message as string),
    ],
    [
      "bool",
      {
        bool: {
          must: [{ match: { message: "parcel" } }],
          filter: [{ range: { quantity: { gte: 5 } } }],
          must_not: [{ term: { status: "paid" } }],
          should: [{ term: { status: "shipped" } }],
        },
      },
      (s) => /\bparcel\b/.test(s.message as string) && (s.quantity as number) >= 5 && s.status !== "paid",
    ],
    [
      "bool with only should",
      { bool: { should: [{ term: { quantity: 3 } }, { term: { quantity: 4 } }] } },
      (s) => s.quantity === 3 || s.quantity === 4,
    ],
  ];

  it.each(cases)("%s selects what it says", async (_name, query, matches) => {
    const data = await searchIndex({ query, size: 1000, track_total_hits: true });
    const expected = documents.filter((d) => matches(d.source)).map((d) => d.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(data.hits!.hits!).sort()).toEqual(expected.sort());
    expect(data.hits!.total).toEqual({ value: expected.length, relation: "eq" });
  });

  it("refuses what it does not support with the service's error body, naming it", async () => {
    const query = await call("POST", `/${index}/_search`, { query: { fuzzy: { message: "refnd" } } });
    expect(query.status).toBe(400);
    expect(query.body.error.type).toBe("parsing_exception");
    expect(reasonOf(query.body)).toMatch(/unknown query \[fuzzy\].*match_all, term, terms, range, exists, match, bool/);
    const aggregation = await call("POST", `/${index}/_search`, { aggregations: { p: { percentiles: { field: "amount" } } } });
    expect(reasonOf(aggregation.body)).toMatch(/unknown aggregation type \[percentiles\]/);
    expect((await call("POST", "/nowhere/_search", {})).body.error.type).toBe("index_not_found_exception");
  });
});

describe("sorting", () => {
  it("sorts by fields ascending and descending, a missing value last either way", async () => {
    for (const order of ["asc", "desc"] as const) {
      const hits = (await searchIndex({ sort: [{ amount: order }], size: 600 })).hits.hits;
      const values = hits.map((hit) => hit.sort![0]);
      const present = values.filter((v) => v !== null) as number[];
      expect(present).toEqual([...present].sort((a, b) => (order === "asc" ? a - b : b - a)));
      expect(values.slice(present.length).every((v) => v === null)).toBe(true);
      expect(values.length - present.length).toBe(documents.filter((d) => d.source.amount === undefined).length);
    }
  });

  it("sorts a missing value first with missing: _first, and refuses what it does not simulate", async () => {
    const hits = (await searchIndex({ sort: [{ amount: { order: "asc", missing: "_first" } }], size: 600 })).hits.hits;
    const values = hits.map((hit) => hit.sort![0]);
    const missing = documents.filter((d) => d.source.amount === undefined).length;
    expect(missing).toBeGreaterThan(0);
    expect(values.slice(0, missing).every((v) => v === null)).toBe(true);
    expect(values.slice(missing).every((v) => v !== null)).toBe(true);
    const custom = await call("POST", "/logs/_search", { sort: [{ amount: { missing: 0 } }] });
    expect(custom.status).toBe(400);
    expect(reasonOf(custom.body)).toMatch(/_first or _last/);
  });

  it("sorts by several keys, by _doc, and by _score (the default, which returns scores)", async () => {
    const hits = (await searchIndex({ sort: ["status", { quantity: "desc" }], size: 600 })).hits.hits;
    const keys = hits.map((hit) => hit.sort as [string, number]);
    for (let i = 1; i < keys.length; i++) {
      const [a, b] = [keys[i - 1]!, keys[i]!];
      expect(a[0] < b[0] || (a[0] === b[0] && a[1] >= b[1])).toBe(true);
    }
    expect(hits[0]!._score).toBeNull();
    const byDoc = (await searchIndex({ sort: ["_doc"], size: 20 })).hits.hits.map((hit) => hit.sort![0] as number);
    expect(byDoc).toEqual([...byDoc].sort((a, b) => a - b));
    const scored = await searchIndex({ query: { match: { message: "refund" } }, size: 50 });
    const scores = scored.hits.hits.map((hit) => hit._score as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scored.hits.max_score).toBe(scores[0]);
    expect(scored.hits.hits[0]!.sort).toBeUndefined();
  });

  it("gives dates as epoch milliseconds, as nanoseconds with numeric_type date_nanos, or formatted", async () => {
    const first = async (options: Record<string, unknown>) =>
      (await searchIndex({ sort: [{ "@timestamp": options }], size: 1 })).hits.hits[0]!;
    const hit = await first({ order: "asc" });
    const millis = Date.parse(hit._source!["@timestamp"] as string);
    expect(hit.sort).toEqual([millis]);
    expect((await first({ order: "asc", numeric_type: "date_nanos" })).sort).toEqual([millis * 1e6]);
    expect((await first({ order: "asc", format: "strict_date_optional_time_nanos" })).sort).toEqual([
      (hit._source!["@timestamp"] as string).replace("Z", "000000Z"),
    ]);
    expect((await first({ order: "asc", format: "epoch_millis" })).sort).toEqual([String(millis)]);
    expect((await first({ order: "asc", format: "yyyy/MM/dd" })).sort).toEqual([
      (hit._source!["@timestamp"] as string).slice(0, 10).replaceAll("-", "/"),
    ]);
    const unknown = await call("POST", `/${index}/_search`, { sort: [{ "@timestamp": { format: "yyyy-qq" } }] });
    expect(reasonOf(unknown.body)).toMatch(/Invalid format: \[yyyy-qq\]: Unknown pattern letter: q/);
  });

  it("refuses _shard_doc without a point in time, and a field that no document has", async () => {
    expect(reasonOf((await call("POST", `/${index}/_search`, { sort: ["_shard_doc"] })).body)).toMatch(
      /cannot be used without \[point in time\]/,
    );
    expect(reasonOf((await call("POST", `/${index}/_search`, { sort: ["nope"] })).body)).toMatch(/No mapping found for \[nope\]/);
  });

  it("counts hits.total as track_total_hits says: exactly, not at all, or up to a number (10,000 by default)", async () => {
    expect((await searchIndex({ track_total_hits: true })).hits.total).toEqual({ value: 600, relation: "eq" });
    expect((await searchIndex({ track_total_hits: false })).hits.total).toBeUndefined();
    expect((await searchIndex({ track_total_hits: 100 })).hits.total).toEqual({ value: 100, relation: "gte" });
    await sim.control.command("createIndex", { index: "big", generate: { count: 10_050 } });
    expect((await call("GET", "/big/_search")).body.hits.total).toEqual({ value: 10_000, relation: "gte" });
    expect((await call("GET", "/big/_search?track_total_hits=true&size=1")).body.hits.total).toEqual({ value: 10_050, relation: "eq" });
  });

  it("answers hits.total as a plain number when asked with rest_total_hits_as_int, on searches and scrolls", async () => {
    expect((await call("POST", `/${index}/_search?rest_total_hits_as_int=true`, { size: 1 })).body.hits.total).toBe(600);
    expect((await call("POST", `/${index}/_search?rest_total_hits_as_int=false`, { size: 1 })).body.hits.total).toEqual({
      value: 600,
      relation: "eq",
    });
    const first = await call("POST", `/${index}/_search?scroll=1m&rest_total_hits_as_int=true`, { size: 400 });
    expect(first.body.hits.total).toBe(600);
    const next = await call("POST", "/_search/scroll?rest_total_hits_as_int=true", { scroll_id: first.body._scroll_id });
    expect(next.body.hits).toMatchObject({ total: 600, hits: { length: 200 } });
  });
});

describe("from, size and search_after", () => {
  it("pages with from and size (defaults 0 and 10), also in the query string", async () => {
    const all = ids((await searchIndex({ sort: ["seq"], size: 600 })).hits.hits);
    expect(ids((await searchIndex({ sort: ["seq"] })).hits.hits)).toEqual(all.slice(0, 10));
    expect(ids((await searchIndex({ sort: ["seq"], from: 37, size: 5 })).hits.hits)).toEqual(all.slice(37, 42));
    const { body } = await call("GET", `/${index}/_search?from=3&size=2&sort=seq:desc`);
    expect(ids(body.hits.hits)).toEqual([...all].reverse().slice(3, 5));
  });

  it("refuses from + size over the result window with the service's error, until index.max_result_window is raised", async () => {
    await sim.control.command("createIndex", { index: "big", generate: { count: 10_050 } });
    const refused = await call("POST", "/big/_search", { from: 9_995, size: 10 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.type).toBe("search_phase_execution_exception");
    expect(reasonOf(refused.body)).toBe(
      "Result window is too large, from + size must be less than or equal to: [10000] but was [10005]. See the scroll api for a more efficient way to request large data sets. This limit can be set by changing the [index.max_result_window] index level setting.",
    );
    await sim.control.command("settings", { index: "big", "index.max_result_window": 20_000 });
    const allowed = await call("POST", "/big/_search", { from: 9_995, size: 10, sort: ["seq"] });
    expect(allowed.body.hits.hits.map((hit: Hit) => hit._source!.seq)).toEqual([
      9_995, 9_996, 9_997, 9_998, 9_999, 10_000, 10_001, 10_002, 10_003, 10_004,
    ]);
  });

  it("continues after the last hit's sort values, with from 0 or -1", async () => {
    const all = ids((await searchIndex({ sort: [{ amount: "desc" }, "seq"], size: 600 })).hits.hits);
    const walked: (string | undefined)[] = [];
    let after: unknown[] | undefined;
    for (let from = 0; ; from = from === 0 ? -1 : 0) {
      const page = (await searchIndex({ sort: [{ amount: "desc" }, "seq"], size: 77, from, ...(after ? { search_after: after } : {}) }))
        .hits.hits;
      if (page.length === 0) break;
      walked.push(...ids(page));
      after = page.at(-1)!.sort;
    }
    expect(walked).toEqual(all);
    const mismatch = await call("POST", `/${index}/_search`, { sort: ["seq"], search_after: [1, 2] });
    expect(reasonOf(mismatch.body)).toMatch(/search_after has 2 value\(s\) but sort has 1/);
  });
});
