/**
 * The simulated search service through the typed client: data loaded and changed through control
 * commands, the query subset, sorting, from/size and the result window, search_after, points in
 * time and scrolls (snapshots, ids, keep-alive, expiry, clearing, limits), slices, node
 * statistics, and snapshots that cost only what changed. Strict mode and the contract guard check
 * every answer.
 */
import { request as httpRequest } from "node:http";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSearchClient, type Hit, type SearchClient } from "../../src/search.js";
import { createControlClient, type ControlClient } from "../../src/simulator/control.js";
import { startSimulator, type RunningSimulator, type SimulatorViolation } from "../../src/simulator/engine.js";
import { generateDocuments, parseNdjson } from "../../src/simulator/services/search/index.js";

let simulator: RunningSimulator;
let control: ControlClient;
let client: SearchClient;
let url: string;
const violations: SimulatorViolation[] = [];
const index = "logs";
const documents = generateDocuments(600, 11);
type Source = (typeof documents)[number]["source"];

beforeAll(async () => {
  simulator = await startSimulator({ apis: ["search"], port: 0, strict: true, frozenClock: true, onViolation: (v) => violations.push(v) });
  url = simulator.urls.search!;
  control = createControlClient(url);
  client = createSearchClient({ baseUrl: url });
});
afterAll(async () => {
  await simulator?.stop();
});
beforeEach(async () => {
  await control.reset();
  await control.command("createIndex", { index, generate: { count: 600, seed: 11 } });
});
afterEach(() => {
  expect(violations).toEqual([]);
});

/** A request by hand, for the answers the typed client does not make easy (errors, raw bodies). */
async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${url}${path}`, { method, headers: body === undefined ? {} : { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

/** A GET with a JSON body, which fetch cannot send. */
function getWithBody(path: string, body: unknown): Promise<{ status: number; body: any }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${url}${path}`, { method: "GET", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } }, (response) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
    });
    request.on("error", reject);
    request.end(payload);
  });
}

async function searchLogs(body: Record<string, unknown>) {
  const { data, error, response } = await client.POST("/{index}/_search", { params: { path: { index } }, body: body as never });
  if (!data) throw new Error(`search answered ${response.status}: ${JSON.stringify(error)}`);
  return data;
}

const ids = (hits: Hit[]) => hits.map((hit) => hit._id);
const reasonOf = (body: any): string => body.error.root_cause[0].reason;

async function openContexts(): Promise<number> {
  const { data } = await client.GET("/_nodes/stats/indices/search");
  return Object.values(data!.nodes!)[0]!.indices!.search!.open_contexts!;
}

async function openPit(keepAlive = "1m"): Promise<string> {
  const { data } = await client.POST("/{index}/_pit", { params: { path: { index }, query: { keep_alive: keepAlive } } });
  return data!.id;
}

describe("data", () => {
  it("serves the contract's example orders by default, over two shards", async () => {
    await control.reset();
    const { data } = await client.POST("/{index}/_search", { params: { path: { index: "orders-2024" } }, body: { size: 100 } });
    expect(data!._shards).toMatchObject({ total: 2, successful: 2 });
    expect(data!.hits.hits.length).toBeGreaterThan(5);
    expect(data!.hits.hits.every((hit) => hit._index === "orders-2024" && hit._id.startsWith("ORD-"))).toBe(true);
  });

  it("makes index, update and delete visible on refresh (or with refresh: true)", async () => {
    await control.command("createIndex", { index: "t", shards: 3, documents: [{ _id: "a", n: 1, tags: { kind: "x" } }] });
    await control.command("index", { index: "t", id: "b", document: { n: 2 } });
    const count = async () => (await call("POST", "/t/_search", { track_total_hits: true })).body.hits.total.value;
    expect(await count()).toBe(1);
    await control.command("refresh", { index: "t" });
    expect(await count()).toBe(2);
    await control.command("update", { index: "t", id: "a", doc: { n: 5, tags: { color: "red" } } });
    expect((await call("POST", "/t/_search", { query: { term: { n: 5 } } })).body.hits.hits).toHaveLength(0);
    await control.command("delete", { index: "t", id: "b", refresh: true });
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
    expect(parseNdjson(ndjson).map((action) => action.action)).toEqual(["index", "index", "update", "delete", "index"]);
    await control.command("createIndex", { index: "bulk" });
    await control.command("bulk", { ndjson, index: "bulk", refresh: true });
    const { body } = await call("POST", "/bulk/_search", { sort: ["title"] });
    expect(body.hits.hits.map((hit: Hit) => [hit._id, hit._source!.title])).toEqual([["3", "three"], ["1", "uno"]]);
    await control.seed({ indices: { fromFile: { ndjson: '{"a":1}\n{"a":2}\n' } } });
    expect((await call("POST", "/fromFile/_search", {})).body.hits.total.value).toBe(2);
  });

  it("generates the same data set from the same seed: a timestamp, a keyword, numbers and text", () => {
    expect(generateDocuments(50, 3)).toEqual(generateDocuments(50, 3));
    expect(generateDocuments(50, 3)).not.toEqual(generateDocuments(50, 4));
    const sample = generateDocuments(200, 3);
    expect(sample[0]!.source).toMatchObject({ "@timestamp": expect.stringMatching(/^\d{4}-\d\d-\d\dT/), status: expect.any(String), quantity: expect.any(Number), message: expect.any(String), seq: 0 });
    expect(sample.some((d) => d.source.amount === undefined)).toBe(true);
  });
});

describe("queries", () => {
  const cases: [string, Record<string, unknown>, (s: Source) => boolean][] = [
    ["match_all", { match_all: {} }, () => true],
    ["term", { term: { status: { value: "refunded" } } }, (s) => s.status === "refunded"],
    ["terms", { terms: { status: ["paid", "pending"] } }, (s) => s.status === "paid" || s.status === "pending"],
    ["range on a number", { range: { amount: { gt: 250, lte: 500 } } }, (s) => typeof s.amount === "number" && s.amount > 250 && s.amount <= 500],
    ["range on a date", { range: { "@timestamp": { gte: "2024-01-01T05:00:00Z", lt: "2024-01-01T09:30" } } }, (s) => (s["@timestamp"] as string) >= "2024-01-01T05:00" && (s["@timestamp"] as string) < "2024-01-01T09:30"],
    ["exists", { exists: { field: "amount" } }, (s) => s.amount !== undefined],
    ["match", { match: { message: "Refund DAMAGED" } }, (s) => /\b(refund|damaged)\b/.test(s.message as string)],
    ["match with and", { match: { message: { query: "refund damaged", operator: "and" } } }, (s) => /\brefund\b/.test(s.message as string) && /\bdamaged\b/.test(s.message as string)],
    [
      "bool",
      { bool: { must: [{ match: { message: "parcel" } }], filter: [{ range: { quantity: { gte: 5 } } }], must_not: [{ term: { status: "paid" } }], should: [{ term: { status: "shipped" } }] } },
      (s) => /\bparcel\b/.test(s.message as string) && (s.quantity as number) >= 5 && s.status !== "paid",
    ],
    ["bool with only should", { bool: { should: [{ term: { quantity: 3 } }, { term: { quantity: 4 } }] } }, (s) => s.quantity === 3 || s.quantity === 4],
  ];

  it.each(cases)("%s selects what it says", async (_name, query, matches) => {
    const data = await searchLogs({ query, size: 1000, track_total_hits: true });
    const expected = documents.filter((d) => matches(d.source)).map((d) => d.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(data.hits.hits).sort()).toEqual(expected.sort());
    expect(data.hits.total).toEqual({ value: expected.length, relation: "eq" });
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
      const hits = (await searchLogs({ sort: [{ amount: order }], size: 600 })).hits.hits;
      const values = hits.map((hit) => hit.sort![0]);
      const present = values.filter((v) => v !== null) as number[];
      expect(present).toEqual([...present].sort((a, b) => (order === "asc" ? a - b : b - a)));
      expect(values.slice(present.length).every((v) => v === null)).toBe(true);
      expect(values.length - present.length).toBe(documents.filter((d) => d.source.amount === undefined).length);
    }
  });

  it("sorts a missing value first with missing: _first, and refuses what it does not simulate", async () => {
    const hits = (await searchLogs({ sort: [{ amount: { order: "asc", missing: "_first" } }], size: 600 })).hits.hits;
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
    const hits = (await searchLogs({ sort: ["status", { quantity: "desc" }], size: 600 })).hits.hits;
    const keys = hits.map((hit) => hit.sort as [string, number]);
    for (let i = 1; i < keys.length; i++) {
      const [a, b] = [keys[i - 1]!, keys[i]!];
      expect(a[0] < b[0] || (a[0] === b[0] && a[1] >= b[1])).toBe(true);
    }
    expect(hits[0]!._score).toBeNull();
    const byDoc = (await searchLogs({ sort: ["_doc"], size: 20 })).hits.hits.map((hit) => hit.sort![0] as number);
    expect(byDoc).toEqual([...byDoc].sort((a, b) => a - b));
    const scored = await searchLogs({ query: { match: { message: "refund" } }, size: 50 });
    const scores = scored.hits.hits.map((hit) => hit._score as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scored.hits.max_score).toBe(scores[0]);
    expect(scored.hits.hits[0]!.sort).toBeUndefined();
  });

  it("gives dates as epoch milliseconds, as nanoseconds with numeric_type date_nanos, or formatted", async () => {
    const first = async (options: Record<string, unknown>) => (await searchLogs({ sort: [{ "@timestamp": options }], size: 1 })).hits.hits[0]!;
    const hit = await first({ order: "asc" });
    const millis = Date.parse(hit._source!["@timestamp"] as string);
    expect(hit.sort).toEqual([millis]);
    expect((await first({ order: "asc", numeric_type: "date_nanos" })).sort).toEqual([millis * 1e6]);
    expect((await first({ order: "asc", format: "strict_date_optional_time_nanos" })).sort).toEqual([(hit._source!["@timestamp"] as string).replace("Z", "000000Z")]);
    expect((await first({ order: "asc", format: "epoch_millis" })).sort).toEqual([String(millis)]);
    const unknown = await call("POST", `/${index}/_search`, { sort: [{ "@timestamp": { format: "yyyy" } }] });
    expect(reasonOf(unknown.body)).toMatch(/unsupported date format/);
  });

  it("refuses _shard_doc without a point in time, and a field that no document has", async () => {
    expect(reasonOf((await call("POST", `/${index}/_search`, { sort: ["_shard_doc"] })).body)).toMatch(/cannot be used without \[point in time\]/);
    expect(reasonOf((await call("POST", `/${index}/_search`, { sort: ["nope"] })).body)).toMatch(/No mapping found for \[nope\]/);
  });

  it("counts hits.total as track_total_hits says: exactly, not at all, or up to a number (10,000 by default)", async () => {
    expect((await searchLogs({ track_total_hits: true })).hits.total).toEqual({ value: 600, relation: "eq" });
    expect((await searchLogs({ track_total_hits: false })).hits.total).toBeUndefined();
    expect((await searchLogs({ track_total_hits: 100 })).hits.total).toEqual({ value: 100, relation: "gte" });
    await control.command("createIndex", { index: "big", generate: { count: 10_050 } });
    expect((await call("GET", "/big/_search")).body.hits.total).toEqual({ value: 10_000, relation: "gte" });
    expect((await call("GET", "/big/_search?track_total_hits=true&size=1")).body.hits.total).toEqual({ value: 10_050, relation: "eq" });
  });

  it("answers hits.total as a plain number when asked with rest_total_hits_as_int, on searches and scrolls", async () => {
    expect((await call("POST", `/${index}/_search?rest_total_hits_as_int=true`, { size: 1 })).body.hits.total).toBe(600);
    expect((await call("POST", `/${index}/_search?rest_total_hits_as_int=false`, { size: 1 })).body.hits.total).toEqual({ value: 600, relation: "eq" });
    const first = await call("POST", `/${index}/_search?scroll=1m&rest_total_hits_as_int=true`, { size: 400 });
    expect(first.body.hits.total).toBe(600);
    const next = await call("POST", "/_search/scroll?rest_total_hits_as_int=true", { scroll_id: first.body._scroll_id });
    expect(next.body.hits).toMatchObject({ total: 600, hits: { length: 200 } });
  });
});

describe("from, size and search_after", () => {
  it("pages with from and size (defaults 0 and 10), also in the query string", async () => {
    const all = ids((await searchLogs({ sort: ["seq"], size: 600 })).hits.hits);
    expect(ids((await searchLogs({ sort: ["seq"] })).hits.hits)).toEqual(all.slice(0, 10));
    expect(ids((await searchLogs({ sort: ["seq"], from: 37, size: 5 })).hits.hits)).toEqual(all.slice(37, 42));
    const { body } = await call("GET", `/${index}/_search?from=3&size=2&sort=seq:desc`);
    expect(ids(body.hits.hits)).toEqual([...all].reverse().slice(3, 5));
  });

  it("refuses from + size over the result window with the service's error, until index.max_result_window is raised", async () => {
    await control.command("createIndex", { index: "big", generate: { count: 10_050 } });
    const refused = await call("POST", "/big/_search", { from: 9_995, size: 10 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.type).toBe("search_phase_execution_exception");
    expect(reasonOf(refused.body)).toMatch(/from \+ size is \[10005\], the limit is \[10000\].*search_after.*index\.max_result_window/);
    await control.command("settings", { index: "big", "index.max_result_window": 20_000 });
    const allowed = await call("POST", "/big/_search", { from: 9_995, size: 10, sort: ["seq"] });
    expect(allowed.body.hits.hits.map((hit: Hit) => hit._source!.seq)).toEqual([9_995, 9_996, 9_997, 9_998, 9_999, 10_000, 10_001, 10_002, 10_003, 10_004]);
  });

  it("continues after the last hit's sort values, with from 0 or -1", async () => {
    const all = ids((await searchLogs({ sort: [{ amount: "desc" }, "seq"], size: 600 })).hits.hits);
    const walked: string[] = [];
    let after: unknown[] | undefined;
    for (let from = 0; ; from = from === 0 ? -1 : 0) {
      const page = (await searchLogs({ sort: [{ amount: "desc" }, "seq"], size: 77, from, ...(after ? { search_after: after } : {}) })).hits.hits;
      if (page.length === 0) break;
      walked.push(...ids(page));
      after = page.at(-1)!.sort;
    }
    expect(walked).toEqual(all);
    const mismatch = await call("POST", `/${index}/_search`, { sort: ["seq"], search_after: [1, 2] });
    expect(reasonOf(mismatch.body)).toMatch(/search_after has 2 value\(s\) but sort has 1/);
  });
});

describe("point in time", () => {
  it("sees the index as it was when opened; changes and refreshes after it are invisible", async () => {
    const pit = await openPit();
    await control.command("index", { index, documents: [{ _id: "late", seq: -1 }] });
    await control.command("delete", { index, ids: ["doc-000000", "doc-000001"] });
    await control.command("update", { index, id: "doc-000002", doc: { seq: 9_999 }, refresh: true });
    const { data } = await client.POST("/_search", { body: { pit: { id: pit }, sort: ["seq"], size: 3, track_total_hits: true } });
    expect(data!.hits.total).toEqual({ value: 600, relation: "eq" });
    expect(ids(data!.hits.hits)).toEqual(["doc-000000", "doc-000001", "doc-000002"]);
    const current = await searchLogs({ sort: ["seq"], size: 2, track_total_hits: true });
    expect(current.hits.total).toEqual({ value: 599, relation: "eq" });
    expect(ids(current.hits.hits)).toEqual(["late", "doc-000003"]);
    await client.DELETE("/_pit", { body: { id: data!.pit_id! } });
  });

  it("returns a new id with each search (the earlier one stops working) and adds _shard_doc as the last sort value", async () => {
    const opened = await openPit();
    const first = await client.POST("/_search", { body: { pit: { id: opened, keep_alive: "1m" }, sort: ["status"], size: 200 } });
    const latest = first.data!.pit_id!;
    expect(latest).not.toBe(opened);
    const shardDocs = first.data!.hits.hits.map((hit) => hit.sort!.at(-1) as number);
    expect(first.data!.hits.hits.every((hit) => hit.sort!.length === 2)).toBe(true);
    expect(new Set(shardDocs).size).toBe(shardDocs.length);
    expect(new Set(shardDocs.map((value) => Math.floor(value / 2 ** 32)))).toEqual(new Set([0, 1]));
    const stale = await call("POST", "/_search", { pit: { id: opened } });
    expect(stale.status).toBe(404);
    expect(reasonOf(stale.body)).toMatch(/No search context found/);
    const descending = await client.POST("/_search", { body: { pit: { id: latest }, sort: [{ _shard_doc: "desc" }], size: 5 } });
    const values = descending.data!.hits.hits.map((hit) => hit.sort![0] as number);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect((await client.DELETE("/_pit", { body: { id: descending.data!.pit_id! } })).data).toEqual({ succeeded: true, num_freed: 1 });
  });

  it("keeps the PIT while searches extend its keep-alive, expires it after, and answers closed or expired ids with 404", async () => {
    let id = await openPit("1m");
    const search = async (keepAlive?: string) => call("POST", "/_search", { pit: { id, ...(keepAlive ? { keep_alive: keepAlive } : {}) }, size: 1 });
    await control.advanceClock(50_000);
    id = (await search("1m")).body.pit_id;
    await control.advanceClock(50_000);
    id = (await search()).body.pit_id; // no keep_alive: not extended
    expect(await openContexts()).toBe(1);
    await control.advanceClock(11_000);
    const expired = await search();
    expect(expired.status).toBe(404);
    expect(expired.body.error.caused_by.type).toBe("search_context_missing_exception");
    expect(await openContexts()).toBe(0);
    const other = await openPit();
    expect((await client.DELETE("/_pit", { body: { id: other } })).response.status).toBe(200);
    const again = await client.DELETE("/_pit", { body: { id: other } });
    expect(again.response.status).toBe(404);
    expect(again.error).toEqual({ succeeded: true, num_freed: 0 });
    expect((await call("POST", "/_search", { pit: { id: other } })).status).toBe(404);
  });
});

describe("scroll", () => {
  const open = (body: Record<string, unknown>, scroll = "1m") => client.POST("/{index}/_search", { params: { path: { index }, query: { scroll } }, body: body as never });

  it("reads the data as of the first search in batches, always with the latest id, to an empty batch", async () => {
    const first = (await open({ sort: ["seq"], size: 250, aggregations: { statuses: { terms: { field: "status" } }, amounts: { value_count: { field: "amount" } } } })).data!;
    expect(first.hits.total).toEqual({ value: 600, relation: "eq" });
    const statuses = first.aggregations!.statuses as { buckets: { key: string; doc_count: number }[] };
    expect(Object.fromEntries(statuses.buckets.map((b) => [b.key, b.doc_count]))).toEqual(Object.fromEntries(["paid", "shipped", "refunded", "cancelled", "pending"].map((s) => [s, documents.filter((d) => d.source.status === s).length])));
    expect(first.aggregations!.amounts).toEqual({ value: documents.filter((d) => d.source.amount !== undefined).length });
    await control.command("delete", { index, ids: ["doc-000300"], refresh: true });
    await control.command("index", { index, documents: [{ _id: "late", seq: 1 }], refresh: true });
    let scrollId = first._scroll_id!;
    const seen = ids(first.hits.hits);
    for (;;) {
      const { data } = await client.POST("/_search/scroll", { body: { scroll: "1m", scroll_id: scrollId } });
      expect("aggregations" in data!).toBe(false); // only the first response has them
      expect(data!._scroll_id).not.toBe(scrollId);
      expect((await call("POST", "/_search/scroll", { scroll: "1m", scroll_id: scrollId })).status).toBe(404);
      scrollId = data!._scroll_id!;
      if (data!.hits.hits.length === 0) break;
      seen.push(...ids(data!.hits.hits));
    }
    expect(seen).toEqual(documents.map((d) => d.id));
    expect((await client.DELETE("/_search/scroll", { body: { scroll_id: scrollId } })).data).toEqual({ succeeded: true, num_freed: 1 });
  });

  it("frees the context on a request without scroll (no _scroll_id), and on GET with the id in the query", async () => {
    const first = (await open({ size: 100 })).data!;
    const viaGet = await call("GET", `/_search/scroll?scroll=1m&scroll_id=${first._scroll_id}`);
    expect(viaGet.body.hits.hits).toHaveLength(100);
    const last = await client.POST("/_search/scroll", { body: { scroll_id: viaGet.body._scroll_id } });
    expect(last.data!.hits.hits).toHaveLength(100);
    expect(last.data!._scroll_id).toBeUndefined();
    expect(await openContexts()).toBe(0);
    expect((await call("POST", "/_search/scroll", { scroll_id: viaGet.body._scroll_id })).status).toBe(404);
  });

  it("continues on GET with the id in a body, as the service's reference shows, and refuses a request that names no id", async () => {
    const first = (await open({ size: 100 })).data!;
    const viaBody = await getWithBody("/_search/scroll", { scroll: "1m", scroll_id: first._scroll_id });
    expect(viaBody.body.hits.hits).toHaveLength(100);
    expect(viaBody.body._scroll_id).toBeDefined();
    expect((await call("GET", "/_search/scroll?scroll=1m")).status).toBe(400);
    await client.DELETE("/_search/scroll", { body: { scroll_id: viaBody.body._scroll_id } });
  });

  it("clears contexts by body (one or many), by query, by path and all at once; nothing left answers 404", async () => {
    const openIds = async (n: number) => Promise.all(Array.from({ length: n }, async () => (await open({ size: 1 })).data!._scroll_id!));
    const [a, b, c, d, e, f] = await openIds(6);
    expect(await openContexts()).toBe(6);
    expect((await client.DELETE("/_search/scroll", { body: { scroll_id: a! } })).data!.num_freed).toBe(1);
    expect((await client.DELETE("/_search/scroll", { body: { scroll_id: [b!, c!] } })).data!.num_freed).toBe(2);
    expect((await call("DELETE", `/_search/scroll?scroll_id=${d}`)).body.num_freed).toBe(1);
    expect((await call("DELETE", `/_search/scroll/${e},${a}`)).body).toEqual({ succeeded: true, num_freed: 1 });
    expect((await call("DELETE", `/_search/scroll/${a}`)).status).toBe(404);
    expect((await call("DELETE", "/_search/scroll", {})).status).toBe(400);
    await openIds(2);
    expect((await client.DELETE("/_search/scroll/_all")).data).toEqual({ succeeded: true, num_freed: 3 });
    expect((await call("POST", "/_search/scroll", { scroll_id: f })).status).toBe(404);
    expect(await openContexts()).toBe(0);
  });

  it("clears a scroll, and closes a PIT, also by an earlier id of the context, which no longer continues it", async () => {
    const first = (await open({ size: 10 })).data!._scroll_id!;
    const kept = await client.POST("/_search/scroll", { body: { scroll: "1m", scroll_id: first } });
    expect(kept.data!._scroll_id).not.toBe(first);
    expect((await call("POST", "/_search/scroll", { scroll: "1m", scroll_id: first })).status).toBe(404);
    expect((await client.DELETE("/_search/scroll", { body: { scroll_id: first } })).data).toEqual({ succeeded: true, num_freed: 1 });
    expect((await call("DELETE", "/_search/scroll", { scroll_id: kept.data!._scroll_id })).status).toBe(404);
    const pit = await openPit();
    expect((await client.POST("/_search", { body: { pit: { id: pit }, size: 1 } })).data!.pit_id).not.toBe(pit);
    expect((await client.DELETE("/_pit", { body: { id: pit } })).data).toEqual({ succeeded: true, num_freed: 1 });
    expect(await openContexts()).toBe(0);
  });

  it("expires a context whose scroll time elapsed without a request", async () => {
    const first = (await open({ size: 10 }, "30s")).data!;
    await control.advanceClock(20_000);
    const kept = await client.POST("/_search/scroll", { body: { scroll: "30s", scroll_id: first._scroll_id! } });
    await control.advanceClock(29_000);
    expect(await openContexts()).toBe(1);
    await control.advanceClock(2_000);
    expect(await openContexts()).toBe(0);
    const gone = await call("POST", "/_search/scroll", { scroll: "30s", scroll_id: kept.data!._scroll_id });
    expect(gone.status).toBe(404);
  });

  it("refuses a scroll over search.max_open_scroll_context (500 by default, settable) with the service's error", async () => {
    const opened: string[] = [];
    for (let batch = 0; batch < 20; batch++) opened.push(...(await Promise.all(Array.from({ length: 25 }, async () => (await open({ size: 1 })).data!._scroll_id!))));
    expect(new Set(opened).size).toBe(500);
    const refused = await call("POST", `/${index}/_search?scroll=1m`, { size: 1 });
    expect(refused.status).toBe(429);
    expect(refused.body.error.caused_by.type).toBe("too_many_scroll_contexts_exception");
    expect(reasonOf(refused.body)).toMatch(/\[500\] are open.*search\.max_open_scroll_context/);
    await client.DELETE("/_search/scroll/_all");
    await control.command("settings", { "search.max_open_scroll_context": 2 });
    await open({ size: 1 });
    await open({ size: 1 });
    expect((await call("POST", `/${index}/_search?scroll=1m`, { size: 1 })).status).toBe(429);
    await client.DELETE("/_search/scroll/_all");
  });

  it("refuses what a scroll does not allow: search_after, from, size 0, untracked totals; and durations that are not time units", async () => {
    for (const body of [{ sort: ["seq"], search_after: [1] }, { from: 5 }, { size: 0 }, { track_total_hits: false }]) {
      expect((await call("POST", `/${index}/_search?scroll=1m`, body)).status).toBe(400);
    }
    expect((await call("POST", `/${index}/_pit?keep_alive=10`)).status).toBe(400);
    expect(await openContexts()).toBe(0);
  });
});

describe("slices", () => {
  const sliceIds = async (slice: { id: number; max: number; field?: string }, pit: boolean) => {
    if (pit) {
      const id = await openPit();
      const { data } = await client.POST("/_search", { body: { pit: { id }, slice, size: 600 } });
      await client.DELETE("/_pit", { body: { id: data!.pit_id! } });
      return ids(data!.hits.hits);
    }
    const { data } = await client.POST("/{index}/_search", { params: { path: { index }, query: { scroll: "1m" } }, body: { slice, size: 600 } });
    await client.DELETE("/_search/scroll", { body: { scroll_id: data!._scroll_id! } });
    return ids(data!.hits.hits);
  };

  it.each([
    [1, undefined, false],
    [2, undefined, false],
    [3, undefined, true],
    [5, undefined, false],
    [4, "seq", true],
    [3, "@timestamp", false],
  ])("%d slices by %s (PIT: %s): their union is the unsliced result, with no overlap", async (max, field, pit) => {
    const parts = [];
    for (let id = 0; id < max; id++) parts.push(await sliceIds({ id, max, ...(field ? { field } : {}) }, pit));
    const all = parts.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual(documents.map((d) => d.id).sort());
    if (max > 1) expect(parts.every((part) => part.length > 0 && part.length < 600)).toBe(true);
    expect(await openContexts()).toBe(0);
  });

  it("refuses a slice without a scroll or PIT, a slice field that is not numeric, and a slice id not below max", async () => {
    expect(reasonOf((await call("POST", `/${index}/_search`, { slice: { id: 0, max: 2 } })).body)).toMatch(/only be used with \[scroll\] or \[point-in-time\]/);
    expect(reasonOf((await call("POST", `/${index}/_search?scroll=1m`, { slice: { id: 0, max: 2, field: "status" } })).body)).toMatch(/must be numeric/);
    expect((await call("POST", `/${index}/_search?scroll=1m`, { slice: { id: 2, max: 2 } })).status).toBe(400);
    expect(await openContexts()).toBe(0);
  });
});

describe("snapshots cost what changed since they were taken", () => {
  it("holds old versions only while a context can see them", async () => {
    const versions = async () => ((await control.command("inspect")) as { indices: Record<string, { versionsHeld: number }> }).indices[index]!.versionsHeld;
    expect(await versions()).toBe(600);
    const pits = await Promise.all(Array.from({ length: 20 }, () => openPit()));
    expect(await versions()).toBe(600); // twenty snapshots, no copy
    const changed = documents.slice(0, 300).map((d) => ({ _id: d.id, _source: { ...d.source, amount: 1 } }));
    await control.command("index", { index, documents: changed, refresh: true });
    expect(await versions()).toBe(900); // the 300 old versions the snapshots still see
    for (const id of pits) await client.DELETE("/_pit", { body: { id } });
    expect(await versions()).toBe(600); // nobody sees them any more: dropped
    const stats = (await client.GET("/_nodes/stats/indices/search")).data!;
    expect(Object.values(stats.nodes!)[0]!.indices!.search).toMatchObject({ open_contexts: 0, scroll_current: 0 });
  });
});
