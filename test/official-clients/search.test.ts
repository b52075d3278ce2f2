/**
 * The search API's official JS client (@elastic/elasticsearch 8.19) against the simulator in
 * strict mode, every paging flow of the source document end to end: from/size, search_after with
 * a point in time then closed, a scroll read to the end then cleared, a sliced scroll whose slices
 * union to the unsliced set, and node statistics that show no context left open. The stateless
 * calls run on the Prism engine too.
 *
 * The client runs as it is, its header names and media types as it writes them (a wrapper of its
 * connection only notes each request); the servers are given the product header it checks, as its
 * users give it (docs/simulator/search.md).
 */
import { Client, errors } from "@elastic/elasticsearch";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { generateDocuments } from "../../src/simulator/services/search/index.js";
import { useSimulator } from "../support/simulator.js";
import { useMockServer } from "../support/mock.js";
import { pagesUpTo } from "../support/search.js";
import { searchProductHeader, searchClientAt, type SentSearchRequest } from "../support/official-clients.js";

/** Every request the clients' connections sent, as the server received it. */
const sent: SentSearchRequest[] = [];
const connect = (node: string) => searchClientAt(node, sent);

const index = "logs";
const count = 230;
const documents = generateDocuments(count, 7);
const allIds = documents.map((document) => document.id);

const lastOf = (request: { method: string; path: string }) =>
  sent.filter((candidate) => candidate.method === request.method && candidate.path === request.path).at(-1)!;

/** Opens a scroll with the search and reads it to its empty batch: the ids seen, and the last scroll id (still open). */
async function readScroll(client: Client, search: Parameters<Client["search"]>[0]): Promise<{ ids: string[]; scrollId: string }> {
  let page = await client.search(search);
  const ids = page.hits.hits.map((hit) => hit._id!);
  let scrollId = page._scroll_id!;
  for (const _ of pagesUpTo(1_000, "the scroll")) {
    if (page.hits.hits.length === 0) break;
    page = await client.scroll({ scroll_id: scrollId, scroll: "1m" });
    scrollId = page._scroll_id ?? scrollId;
    ids.push(...page.hits.hits.map((hit) => hit._id!));
  }
  return { ids, scrollId };
}

async function openContexts(client: Client): Promise<number> {
  const stats = await client.nodes.stats({ metric: "indices", index_metric: "search" });
  return Object.values(stats.nodes).reduce((sum, node) => sum + (node.indices?.search?.open_contexts ?? 0), 0);
}

describe("search: the official client against a simulator not given its product header", () => {
  const simulator = useSimulator("search");

  it("refuses its answers, as it does from any server without it", async () => {
    const client = new Client({ node: simulator.url });
    await expect(client.info()).rejects.toBeInstanceOf(errors.ProductNotSupportedError);
    await client.close();
  });
});

describe("search: the official client against the simulator (strict)", () => {
  const simulator = useSimulator("search", { responseHeaders: { search: searchProductHeader } });
  let client: Client;

  beforeAll(() => {
    client = connect(simulator.url);
  });
  afterAll(async () => {
    await client?.close();
  });
  beforeEach(async () => {
    await simulator.control.command("createIndex", { index, generate: { count, seed: 7 } });
  });

  it("sends its compatible-with media types, its client header and typed_keys, and gets the answer they ask for", async () => {
    const result = await client.search({ index, size: 0, typed_keys: true, aggregations: { by_status: { terms: { field: "status" } } } });
    const request = lastOf({ method: "POST", path: `/${index}/_search` });
    // The service's own media type and client header, as the client writes them: JSON to the contract, and no header of it.
    expect(request.headers["content-type"]).toBe("application/vnd.elasticsearch+json; compatible-with=8");
    expect(request.headers.accept).toBe("application/vnd.elasticsearch+json; compatible-with=8");
    const stats = await client.nodes.stats({ metric: "indices", index_metric: "search" });
    expect(stats.nodes).toBeDefined();
    // Without a body the client also accepts text.
    expect(lastOf({ method: "GET", path: "/_nodes/stats/indices/search" }).headers.accept).toBe(
      "application/vnd.elasticsearch+json; compatible-with=8,text/plain",
    );
    expect(request.headers["x-elastic-client-meta"]).toMatch(/^es=8\.19\.\d+,js=/);
    expect(request.query.get("typed_keys")).toBe("true");
    expect(Object.keys(result.aggregations!)).toEqual(["sterms#by_status"]);
    expect(result.hits.hits).toEqual([]);
  });

  it("pages with from and size, counts the total as asked, and refuses a page past the result window", async () => {
    const sorted = await client.search({ index, from: 20, size: 10, sort: [{ seq: "asc" }], track_total_hits: true });
    expect(sorted.hits.hits.map((hit) => hit._id)).toEqual(allIds.slice(20, 30));
    expect(sorted.hits.total).toEqual({ value: count, relation: "eq" });
    const byQueryString = await client.search({ index, from: 220, size: 20, sort: "seq:asc" });
    expect(lastOf({ method: "POST", path: `/${index}/_search` }).query.get("sort")).toBe("seq:asc");
    expect(byQueryString.hits.hits.map((hit) => hit._id)).toEqual(allIds.slice(220));
    const asNumber = await client.search({ index, size: 1, rest_total_hits_as_int: true });
    expect(asNumber.hits.total).toBe(count);
    const refused = await client.search({ index, from: 9_995, size: 10 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(errors.ResponseError);
    expect((refused as errors.ResponseError).statusCode).toBe(400);
    expect((refused as errors.ResponseError).body).toMatchObject({
      error: { root_cause: [{ type: "illegal_argument_exception" }] },
      status: 400,
    });
  });

  it("walks every document with search_after on a point in time, always with the latest id, then closes it", async () => {
    const opened = await client.openPointInTime({ index, keep_alive: "1m" });
    expect(await openContexts(client)).toBe(1);
    let id = opened.id;
    let after: (string | number | boolean | null)[] | undefined;
    const seen: string[] = [];
    for (const _ of pagesUpTo(allIds.length / 60 + 2, "search_after")) {
      const page = await client.search({
        size: 60,
        sort: [{ seq: "asc" }],
        pit: { id, keep_alive: "1m" },
        track_total_hits: false,
        ...(after ? { search_after: after } : {}),
      });
      expect(lastOf({ method: "POST", path: "/_search" }).body).toMatchObject({ pit: { id } });
      id = page.pit_id!;
      if (page.hits.hits.length === 0) break;
      seen.push(...page.hits.hits.map((hit) => hit._id!));
      after = page.hits.hits.at(-1)!.sort as typeof after;
    }
    expect(seen).toEqual(allIds);
    const closed = await client.closePointInTime({ id });
    expect(lastOf({ method: "DELETE", path: "/_pit" }).body).toEqual({ id });
    expect(closed).toEqual({ succeeded: true, num_freed: 1 });
    expect(await openContexts(client)).toBe(0);
  });

  it("reads a scroll to its empty batch and clears it", async () => {
    const { ids: seen, scrollId } = await readScroll(client, { index, scroll: "1m", size: 70, sort: ["_doc"] });
    expect(new Set(seen)).toEqual(new Set(allIds));
    expect(seen).toHaveLength(count);
    expect(await openContexts(client)).toBe(1);
    const cleared = await client.clearScroll({ scroll_id: scrollId });
    expect(lastOf({ method: "DELETE", path: "/_search/scroll" }).body).toEqual({ scroll_id: scrollId });
    expect(cleared).toEqual({ succeeded: true, num_freed: 1 });
    expect(await openContexts(client)).toBe(0);
  });

  it("reads a scroll with the client's scroll helper, which clears it at the end", async () => {
    const seen: string[] = [];
    for await (const result of client.helpers.scrollSearch<{ seq: number }>({ index, size: 50, query: { match_all: {} } })) {
      seen.push(...result.body.hits.hits.map((hit) => hit._id!));
    }
    expect(seen.sort()).toEqual(allIds);
    expect(lastOf({ method: "DELETE", path: "/_search/scroll" }).body).toMatchObject({ scroll_id: expect.any(String) });
    expect(await openContexts(client)).toBe(0);
  });

  it("splits a scroll into slices whose union is the unsliced set, then clears every slice", async () => {
    const unsliced = await client.search({ index, size: 1_000, query: { terms: { status: ["paid", "shipped"] } } });
    const expected = unsliced.hits.hits.map((hit) => hit._id!).sort();
    const max = 3;
    // The client types the slice id as a string; the service reads it as the number it spells.
    const slices = await Promise.all(
      Array.from({ length: max }, (_, id) =>
        readScroll(client, {
          index,
          scroll: "1m",
          size: 40,
          slice: { id: String(id), max },
          query: { terms: { status: ["paid", "shipped"] } },
        }),
      ),
    );
    expect(await openContexts(client)).toBe(max);
    const union = slices.flatMap((slice) => slice.ids);
    expect(slices.every((slice) => slice.ids.length > 0)).toBe(true);
    expect(union.sort()).toEqual(expected);
    const cleared = await client.clearScroll({ scroll_id: slices.map((slice) => slice.scrollId) });
    expect(cleared).toEqual({ succeeded: true, num_freed: max });
    expect(await openContexts(client)).toBe(0);
  });
});

describe("search: the official client from a simulator started empty, loading its index through the API (strict)", () => {
  const simulator = useSimulator("search", { responseHeaders: { search: searchProductHeader }, seeds: { search: { indices: {} } } });
  let client: Client;
  beforeAll(() => {
    client = connect(simulator.url);
  });
  afterAll(async () => {
    await client?.close();
  });

  it("creates the index with its mapping, bulk-loads it with the bulk helper and the bulk API, refreshes, then pages through it", async () => {
    expect(await client.indices.exists({ index })).toBe(false);
    await client.indices.create({
      index,
      settings: { number_of_shards: 2 },
      mappings: {
        properties: { "@timestamp": { type: "date" }, status: { type: "keyword" }, seq: { type: "long" }, amount: { type: "double" } },
      },
    });
    const half = count / 2;
    // The client's helper sends the documents as NDJSON in its own media type.
    const loaded = await client.helpers.bulk<Record<string, unknown>>({
      datasource: documents.slice(0, half).map((document) => ({ id: document.id, ...document.source })),
      onDocument: (document) => [{ index: { _index: index, _id: document.id as string } }, { ...document, id: undefined }],
      flushBytes: 8_000,
    });
    expect([loaded.successful, loaded.failed]).toEqual([half, 0]);
    expect(lastOf({ method: "POST", path: "/_bulk" }).headers["content-type"]).toBe(
      "application/vnd.elasticsearch+x-ndjson; compatible-with=8",
    );
    const written = await client.bulk({
      operations: documents.slice(half).flatMap((document) => [{ create: { _index: index, _id: document.id } }, document.source]),
    });
    expect(written.errors).toBe(false);
    expect(written.items.every((item) => item.create?.status === 201)).toBe(true);
    expect((await client.count({ index })).count).toBe(0); // not searchable before a refresh
    await client.indices.refresh({ index });
    expect((await client.count({ index })).count).toBe(count);
    expect((await client.indices.getMapping({ index }))[index]!.mappings.properties!.status).toEqual({ type: "keyword" });
    // from/size, then search_after on a point in time, then a scroll and a sliced scroll, as on a seeded index.
    const page = await client.search({ index, from: 20, size: 10, sort: [{ seq: "asc" }] });
    expect(page.hits.hits.map((hit) => hit._id)).toEqual(allIds.slice(20, 30));
    const pit = await client.openPointInTime({ index, keep_alive: "1m" });
    let pitId = pit.id;
    let after: (string | number | boolean | null)[] | undefined;
    const walked: string[] = [];
    for (;;) {
      const next = await client.search({
        size: 70,
        sort: [{ seq: "asc" }],
        pit: { id: pitId, keep_alive: "1m" },
        ...(after ? { search_after: after } : {}),
      });
      pitId = next.pit_id!;
      if (next.hits.hits.length === 0) break;
      walked.push(...next.hits.hits.map((hit) => hit._id!));
      after = next.hits.hits.at(-1)!.sort as typeof after;
    }
    expect(walked).toEqual(allIds);
    await client.closePointInTime({ id: pitId });
    const scrolled: string[] = [];
    for await (const result of client.helpers.scrollSearch({ index, size: 50 }))
      scrolled.push(...result.body.hits.hits.map((hit) => hit._id!));
    expect(scrolled.sort()).toEqual(allIds);
    const slices = await Promise.all(
      [0, 1, 2].map((id) => readScroll(client, { index, scroll: "1m", size: 40, slice: { id: String(id), max: 3 } })),
    );
    expect(slices.flatMap((slice) => slice.ids).sort()).toEqual(allIds);
    await client.clearScroll({ scroll_id: slices.map((slice) => slice.scrollId) });
    expect(await openContexts(client)).toBe(0);
  });

  it("adds a field to the mapping, updates the settings, and reads a document's source", async () => {
    const notes = "notes-2024";
    await client.indices.create({ index: notes, mappings: { dynamic: false, properties: { title: { type: "keyword" } } } });
    await client.indices.putMapping({ index: notes, properties: { owner: { type: "keyword" } } });
    await expect(client.indices.putMapping({ index: notes, properties: { title: { type: "long" } } })).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining("mapper [title] cannot be changed from type [keyword] to [long]"),
    });
    expect((await client.indices.getMapping({ index: notes }))[notes]!.mappings.properties).toEqual({
      title: { type: "keyword" },
      owner: { type: "keyword" },
    });
    await client.indices.putSettings({ index: notes, settings: { refresh_interval: "-1", number_of_replicas: 0 } });
    await expect(client.indices.putSettings({ index: notes, settings: { number_of_shards: 3 } })).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining("Can't update non dynamic settings [[index.number_of_shards]]"),
    });
    expect((await client.indices.getSettings({ index: notes }))[notes]!.settings!.index).toMatchObject({
      refresh_interval: "-1",
      number_of_replicas: "0",
    });
    await client.index({ index: notes, id: "n1", document: { title: "minutes", owner: "ada" } });
    expect(await client.getSource({ index: notes, id: "n1" })).toEqual({ title: "minutes", owner: "ada" });
    expect(await client.exists({ index: notes, id: "n1" })).toBe(true);
    expect(await client.exists({ index: notes, id: "n2" })).toBe(false);
    expect(await client.existsSource({ index: notes, id: "n1" })).toBe(true);
    await expect(client.getSource({ index: notes, id: "n2" })).rejects.toMatchObject({ statusCode: 404 });
    expect((await client.count({ index: notes })).count).toBe(0); // refresh_interval -1: nothing visible yet
    await client.indices.refresh({ index: notes });
    expect((await client.search({ index: notes, query: { term: { owner: "ada" } } })).hits.hits.map((hit) => hit._id)).toEqual(["n1"]);
  });

  it("writes, reads, updates and deletes one document, and refuses a second create of it", async () => {
    await client.index({ index, id: "1", document: { seq: 1, status: "paid" }, refresh: true });
    await expect(client.create({ index, id: "1", document: { seq: 1 } })).rejects.toMatchObject({ statusCode: 409 });
    await client.update({ index, id: "1", doc: { status: "shipped" } });
    expect((await client.get<{ status: string }>({ index, id: "1" }))._source!.status).toBe("shipped");
    expect((await client.delete({ index, id: "1" })).result).toBe("deleted");
    expect(await client.exists({ index, id: "1" })).toBe(false);
    await client.indices.delete({ index });
    expect(await client.indices.exists({ index })).toBe(false);
  });
});

describe("search: the official client's stateless calls on the Prism engine", () => {
  const server = useMockServer("search", { responseHeaders: searchProductHeader });
  let client: Client;
  beforeAll(() => {
    client = connect(server.url);
  });
  afterAll(async () => {
    await client?.close();
  });

  it("searches with from and size", async () => {
    const page = await client.search({ index: "orders-2024", from: 0, size: 5, query: { match: { status: "paid" } } });
    expect(page.hits.hits.length).toBeGreaterThan(0);
    expect(page).not.toHaveProperty("_scroll_id");
  });

  it("opens a point in time, searches it and closes it", async () => {
    const opened = await client.openPointInTime({ index: "orders-2024", keep_alive: "1m" });
    expect(opened.id).toMatch(/\S/);
    const page = await client.search({ size: 3, sort: [{ "@timestamp": "asc" }], pit: { id: opened.id, keep_alive: "1m" } });
    expect(page.hits.hits.length).toBeGreaterThan(0);
    // The mock answers with its first example, which carries no new pit_id: the opened id stays the latest.
    expect(await client.closePointInTime({ id: page.pit_id ?? opened.id })).toMatchObject({ succeeded: true });
  });

  it("opens a scroll (answered with its _scroll_id), continues it and clears it", async () => {
    const first = await client.search({ index: "orders-2024", scroll: "1m", size: 2, sort: ["_doc"] });
    expect(first._scroll_id).toMatch(/\S/);
    const next = await client.scroll({ scroll_id: first._scroll_id!, scroll: "1m" });
    expect(Array.isArray(next.hits.hits)).toBe(true);
    expect(await client.clearScroll({ scroll_id: next._scroll_id ?? first._scroll_id! })).toMatchObject({ succeeded: true });
  });

  it("reads the node statistics", async () => {
    const stats = await client.nodes.stats({ metric: "indices", index_metric: "search" });
    const node = Object.values(stats.nodes)[0]!;
    expect(node.indices?.search?.open_contexts).toEqual(expect.any(Number));
  });
});
