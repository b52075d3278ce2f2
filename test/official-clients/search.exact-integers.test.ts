/**
 * The search API's official JS client with integers past 2^53 in its documents, against the
 * simulator in strict mode. The client's default serializer is JSON's, which rounds them; its users
 * who keep them give it a serializer of their own (its `Serializer` option), here one on
 * lossless-json that reads an unsafe integer as a bigint. Through it, a document indexed, bulk
 * loaded, read, searched and scrolled comes back with every digit, and queries, sorts and
 * aggregations over such values answer.
 */
import { Client, Serializer } from "@elastic/elasticsearch";
import { parse, stringify } from "lossless-json";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useSimulator } from "../support/simulator.js";
import { searchProductHeader } from "../support/official-clients.js";

/** A serializer that keeps every digit of an integer: an unsafe one read as a bigint, a bigint written as its digits. */
class ExactSerializer extends Serializer {
  override serialize(object: Record<string, unknown>): string {
    return stringify(object) ?? "";
  }
  override deserialize<T = unknown>(json: string): T {
    return parse(json, null, (text) => {
      const value = Number(text);
      return /^-?\d+$/.test(text) && !Number.isSafeInteger(value) ? BigInt(text) : value;
    }) as T;
  }
}

describe("search: the official client with a serializer that keeps integers, against the simulator (strict)", () => {
  const simulator = useSimulator("search", { responseHeaders: { search: searchProductHeader } });
  let client: Client;
  beforeAll(() => {
    client = new Client({ node: simulator.url, Serializer: ExactSerializer });
  });
  afterAll(async () => {
    await client?.close();
  });

  const index = "ledger";
  const documents = [
    { account: "a", balance: 9007199254740993n, ids: [1, 9223372036854775807n] },
    { account: "b", balance: 9007199254750001n, ids: [2] },
    { account: "c", balance: 12, ids: [] },
  ];

  it("indexes, bulk-loads, reads, searches and scrolls its documents, every digit kept", async () => {
    await client.indices.create({ index, mappings: { properties: { account: { type: "keyword" }, balance: { type: "long" } } } });
    await client.index({ index, id: "a", document: documents[0], refresh: true });
    const bulk = await client.bulk({
      index,
      refresh: true,
      operations: documents.slice(1).flatMap((document) => [{ index: { _id: document.account } }, document]),
    });
    expect(bulk.errors).toBe(false);

    expect((await client.get({ index, id: "a" }))._source).toEqual(documents[0]);
    expect(await client.getSource({ index, id: "a" })).toEqual(documents[0]);
    const all = await client.search({ index, sort: [{ balance: "desc" }] });
    expect(all.hits.hits.map((hit) => hit._source)).toEqual([documents[1], documents[0], documents[2]]);

    const first = await client.search({ index, scroll: "1m", size: 2, sort: ["account"] });
    const next = await client.scroll({ scroll_id: first._scroll_id!, scroll: "1m" });
    expect([...first.hits.hits, ...next.hits.hits].map((hit) => hit._source)).toEqual(documents);
    await client.clearScroll({ scroll_id: first._scroll_id! });
  });

  it("queries, sorts, pages and aggregates over them", async () => {
    await client.indices.create({ index, mappings: { properties: { account: { type: "keyword" }, balance: { type: "long" } } } });
    await client.bulk({
      index,
      refresh: true,
      operations: documents.flatMap((document) => [{ index: { _id: document.account } }, document]),
    });
    const ids = (answer: { hits: { hits: { _id?: string }[] } }) => answer.hits.hits.map((hit) => hit._id);

    expect(ids(await client.search({ index, query: { term: { balance: 9007199254740993n as never } } }))).toEqual(["a"]);
    expect(ids(await client.search({ index, query: { range: { balance: { gt: 9007199254740993n as never } } } }))).toEqual(["b"]);
    const sorted = await client.search({ index, sort: [{ balance: "asc" }], size: 1 });
    expect(ids(sorted)).toEqual(["c"]);
    const after = await client.search({ index, sort: [{ balance: "asc" }], search_after: sorted.hits.hits[0]!.sort, size: 2 });
    expect(ids(after)).toEqual(["a", "b"]);
    const counted = await client.count({ index, query: { range: { balance: { gte: 9007199254740993n as never } } } });
    expect(counted.count).toBe(2);

    const aggregated = await client.search({
      index,
      size: 0,
      aggregations: { balances: { terms: { field: "balance" } }, values: { value_count: { field: "balance" } } },
    });
    expect(aggregated.aggregations?.values).toEqual({ value: 3 });
    expect((aggregated.aggregations?.balances as { buckets: unknown[] }).buckets).toHaveLength(3);
  });
});
