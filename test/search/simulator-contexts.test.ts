/**
 * The simulated search service's contexts through the typed client: points in time and scrolls
 * (snapshots, ids, keep-alive, expiry, clearing, limits), slices, and snapshots that cost only what
 * changed. Strict mode and the contract guard check every answer (see useSimulator).
 */
import { describe, expect, it } from "vitest";
import { generateDocuments } from "../../src/simulator/services/search/index.js";
import { ids, pagesUpTo, reasonOf, useSearchSimulator } from "../support/search.js";

const index = "logs";
const documents = generateDocuments(600, 11);
const sim = useSearchSimulator({ index, count: 600, seed: 11 });
const { call, getWithBody, openContexts, openPit, searchIndex } = sim;

describe("point in time", () => {
  it("sees the index as it was when opened; changes and refreshes after it are invisible", async () => {
    const pit = await openPit();
    await sim.control.command("index", { index, documents: [{ _id: "late", seq: -1 }] });
    await sim.control.command("delete", { index, ids: ["doc-000000", "doc-000001"] });
    await sim.control.command("update", { index, id: "doc-000002", doc: { seq: 9_999 }, refresh: true });
    const { data } = await sim.client.POST("/_search", { body: { pit: { id: pit }, sort: ["seq"], size: 3, track_total_hits: true } });
    expect(data!.hits!.total).toEqual({ value: 600, relation: "eq" });
    expect(ids(data!.hits!.hits!)).toEqual(["doc-000000", "doc-000001", "doc-000002"]);
    const current = await searchIndex({ sort: ["seq"], size: 2, track_total_hits: true });
    expect(current.hits!.total).toEqual({ value: 599, relation: "eq" });
    expect(ids(current.hits!.hits!)).toEqual(["late", "doc-000003"]);
    await sim.client.DELETE("/_pit", { body: { id: data!.pit_id! } });
  });

  it("returns a new id with each search (an earlier one still searches while the PIT lives, unless refuseStaleIds) and adds _shard_doc as the last sort value", async () => {
    const opened = await openPit();
    const first = await sim.client.POST("/_search", { body: { pit: { id: opened, keep_alive: "1m" }, sort: ["status"], size: 200 } });
    let latest = first.data!.pit_id!;
    expect(latest).not.toBe(opened);
    const shardDocs = first.data!.hits!.hits!.map((hit) => hit.sort!.at(-1) as number);
    expect(first.data!.hits!.hits!.every((hit) => hit.sort!.length === 2)).toBe(true);
    expect(new Set(shardDocs).size).toBe(shardDocs.length);
    expect(new Set(shardDocs.map((value) => Math.floor(value / 2 ** 32)))).toEqual(new Set([0, 1]));
    // The service takes an earlier id while its context lives; refusing it is the simulator's opt-in strictness.
    const byEarlier = await call("POST", "/_search", { pit: { id: opened }, size: 1 });
    expect(byEarlier.status).toBe(200);
    latest = byEarlier.body.pit_id;
    await sim.control.command("settings", { refuseStaleIds: true });
    const stale = await call("POST", "/_search", { pit: { id: opened } });
    expect(stale.status).toBe(404);
    expect(reasonOf(stale.body)).toMatch(/No search context found/);
    const descending = await sim.client.POST("/_search", { body: { pit: { id: latest }, sort: [{ _shard_doc: "desc" }], size: 5 } });
    const values = descending.data!.hits!.hits!.map((hit) => hit.sort![0] as number);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect((await sim.client.DELETE("/_pit", { body: { id: descending.data!.pit_id! } })).data).toEqual({ succeeded: true, num_freed: 1 });
  });

  it("keeps the PIT while searches extend its keep-alive, expires it after, and answers closed or expired ids with 404", async () => {
    let id = await openPit("1m");
    const search = async (keepAlive?: string) =>
      call("POST", "/_search", { pit: { id, ...(keepAlive ? { keep_alive: keepAlive } : {}) }, size: 1 });
    await sim.control.advanceClock(50_000);
    id = (await search("1m")).body.pit_id;
    await sim.control.advanceClock(50_000);
    id = (await search()).body.pit_id; // no keep_alive: not extended
    expect(await openContexts()).toBe(1);
    await sim.control.advanceClock(11_000);
    const expired = await search();
    expect(expired.status).toBe(404);
    expect(expired.body.error.caused_by.type).toBe("search_context_missing_exception");
    expect(await openContexts()).toBe(0);
    const other = await openPit();
    expect((await sim.client.DELETE("/_pit", { body: { id: other } })).response.status).toBe(200);
    const again = await sim.client.DELETE("/_pit", { body: { id: other } });
    expect(again.response.status).toBe(404);
    expect(again.error).toEqual({ succeeded: true, num_freed: 0 });
    expect((await call("POST", "/_search", { pit: { id: other } })).status).toBe(404);
  });

  it("takes the engine's keep-alives 0 (none) and -1 (unspecified: the default five minutes), in a query as text and in a body as numbers", async () => {
    await openPit("0");
    await sim.control.advanceClock(1);
    expect(await openContexts()).toBe(0);
    const id = await openPit("-1");
    const kept = await call("POST", "/_search", { pit: { id, keep_alive: -1 }, size: 1 });
    expect(kept.status).toBe(200);
    await sim.control.advanceClock(299_000);
    expect(await openContexts()).toBe(1);
    await sim.control.advanceClock(2_000);
    expect(await openContexts()).toBe(0);
  });

  it("refuses a close without an id, which the contract requires as the service does", async () => {
    const pit = await openPit();
    const refused = await call("DELETE", "/_pit", {});
    expect([refused.status, refused.body.error.type]).toEqual([400, "x_content_parse_exception"]);
    expect(reasonOf(refused.body)).toMatch(/"id"/);
    expect(await openContexts()).toBe(1);
    await sim.client.DELETE("/_pit", { body: { id: pit } });
  });
});

describe("scroll", () => {
  const open = (body: Record<string, unknown>, scroll = "1m") =>
    sim.client.POST("/{index}/_search", { params: { path: { index }, query: { scroll } }, body: body as never });

  it("reads the data as of the first search in batches, always with the latest id, to an empty batch", async () => {
    const first = (
      await open({
        sort: ["seq"],
        size: 250,
        aggregations: { statuses: { terms: { field: "status" } }, amounts: { value_count: { field: "amount" } } },
      })
    ).data!;
    expect(first.hits!.total).toEqual({ value: 600, relation: "eq" });
    const statuses = first.aggregations!.statuses as { buckets: { key: string; doc_count: number }[] };
    expect(Object.fromEntries(statuses.buckets.map((b) => [b.key, b.doc_count]))).toEqual(
      Object.fromEntries(
        ["paid", "shipped", "refunded", "cancelled", "pending"].map((s) => [s, documents.filter((d) => d.source.status === s).length]),
      ),
    );
    expect(first.aggregations!.amounts).toEqual({ value: documents.filter((d) => d.source.amount !== undefined).length });
    await sim.control.command("delete", { index, ids: ["doc-000300"], refresh: true });
    await sim.control.command("index", { index, documents: [{ _id: "late", seq: 1 }], refresh: true });
    let scrollId = first._scroll_id!;
    const seen = ids(first.hits!.hits!);
    // Strict: an earlier id is refused, so that a client that does not keep the latest one is caught.
    await sim.control.command("settings", { refuseStaleIds: true });
    for (const _ of pagesUpTo(documents.length + 2, "the scroll")) {
      const { data } = await sim.client.POST("/_search/scroll", { body: { scroll: "1m", scroll_id: scrollId } });
      expect("aggregations" in data!).toBe(false); // only the first response has them
      expect(data!._scroll_id).not.toBe(scrollId);
      expect((await call("POST", "/_search/scroll", { scroll: "1m", scroll_id: scrollId })).status).toBe(404);
      scrollId = data!._scroll_id!;
      if (data!.hits!.hits!.length === 0) break;
      seen.push(...ids(data!.hits!.hits!));
    }
    expect(seen).toEqual(documents.map((d) => d.id));
    expect((await sim.client.DELETE("/_search/scroll", { body: { scroll_id: scrollId } })).data).toEqual({ succeeded: true, num_freed: 1 });
  });

  it("frees the context on a request without scroll (no _scroll_id), and on GET with the id in the query", async () => {
    const first = (await open({ size: 100 })).data!;
    const viaGet = await call("GET", `/_search/scroll?scroll=1m&scroll_id=${first._scroll_id}`);
    expect(viaGet.body.hits.hits).toHaveLength(100);
    const last = await sim.client.POST("/_search/scroll", { body: { scroll_id: viaGet.body._scroll_id } });
    expect(last.data!.hits!.hits!).toHaveLength(100);
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
    await sim.client.DELETE("/_search/scroll", { body: { scroll_id: viaBody.body._scroll_id } });
  });

  it("clears contexts by body (one or many), by query, by path and all at once; nothing left answers 404", async () => {
    const openIds = async (n: number) => Promise.all(Array.from({ length: n }, async () => (await open({ size: 1 })).data!._scroll_id!));
    const [a, b, c, d, e, f] = await openIds(6);
    expect(await openContexts()).toBe(6);
    expect((await sim.client.DELETE("/_search/scroll", { body: { scroll_id: a! } })).data!.num_freed).toBe(1);
    expect((await sim.client.DELETE("/_search/scroll", { body: { scroll_id: [b!, c!] } })).data!.num_freed).toBe(2);
    expect((await call("DELETE", `/_search/scroll?scroll_id=${d}`)).body.num_freed).toBe(1);
    expect((await call("DELETE", `/_search/scroll/${e},${a}`)).body).toEqual({ succeeded: true, num_freed: 1 });
    expect((await call("DELETE", `/_search/scroll/${a}`)).status).toBe(404);
    expect((await call("DELETE", "/_search/scroll", {})).status).toBe(400);
    await openIds(2);
    expect((await sim.client.DELETE("/_search/scroll/_all")).data).toEqual({ succeeded: true, num_freed: 3 });
    expect((await call("POST", "/_search/scroll", { scroll_id: f })).status).toBe(404);
    expect(await openContexts()).toBe(0);
  });

  it("continues a scroll by an earlier id of the context, as the service does, and clears a scroll and closes a PIT by one", async () => {
    const first = (await open({ size: 10 })).data!._scroll_id!;
    const kept = await sim.client.POST("/_search/scroll", { body: { scroll: "1m", scroll_id: first } });
    expect(kept.data!._scroll_id).not.toBe(first);
    const byEarlier = await call("POST", "/_search/scroll", { scroll: "1m", scroll_id: first });
    expect(byEarlier.status).toBe(200);
    expect(byEarlier.body.hits.hits).toHaveLength(10);
    expect((await sim.client.DELETE("/_search/scroll", { body: { scroll_id: first } })).data).toEqual({ succeeded: true, num_freed: 1 });
    expect((await call("DELETE", "/_search/scroll", { scroll_id: kept.data!._scroll_id })).status).toBe(404);
    const pit = await openPit();
    expect((await sim.client.POST("/_search", { body: { pit: { id: pit }, size: 1 } })).data!.pit_id).not.toBe(pit);
    expect((await sim.client.DELETE("/_pit", { body: { id: pit } })).data).toEqual({ succeeded: true, num_freed: 1 });
    expect(await openContexts()).toBe(0);
  });

  it("expires a context whose scroll time elapsed without a request", async () => {
    const first = (await open({ size: 10 }, "30s")).data!;
    await sim.control.advanceClock(20_000);
    const kept = await sim.client.POST("/_search/scroll", { body: { scroll: "30s", scroll_id: first._scroll_id! } });
    await sim.control.advanceClock(29_000);
    expect(await openContexts()).toBe(1);
    await sim.control.advanceClock(2_000);
    expect(await openContexts()).toBe(0);
    const gone = await call("POST", "/_search/scroll", { scroll: "30s", scroll_id: kept.data!._scroll_id });
    expect(gone.status).toBe(404);
  });

  it("refuses a scroll over search.max_open_scroll_context (500 by default, settable) with the service's error", async () => {
    const opened: string[] = [];
    for (let batch = 0; batch < 20; batch++)
      opened.push(...(await Promise.all(Array.from({ length: 25 }, async () => (await open({ size: 1 })).data!._scroll_id!))));
    expect(new Set(opened).size).toBe(500);
    const refused = await call("POST", `/${index}/_search?scroll=1m`, { size: 1 });
    expect(refused.status).toBe(429);
    expect(refused.body.error.caused_by.type).toBe("too_many_scroll_contexts_exception");
    expect(reasonOf(refused.body)).toMatch(/\[500\] are open.*search\.max_open_scroll_context/);
    await sim.client.DELETE("/_search/scroll/_all");
    await sim.control.command("settings", { "search.max_open_scroll_context": 2 });
    await open({ size: 1 });
    await open({ size: 1 });
    expect((await call("POST", `/${index}/_search?scroll=1m`, { size: 1 })).status).toBe(429);
    await sim.client.DELETE("/_search/scroll/_all");
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
      const { data } = await sim.client.POST("/_search", { body: { pit: { id }, slice, size: 600 } });
      await sim.client.DELETE("/_pit", { body: { id: data!.pit_id! } });
      return ids(data!.hits!.hits!);
    }
    const { data } = await sim.client.POST("/{index}/_search", {
      params: { path: { index }, query: { scroll: "1m" } },
      body: { slice, size: 600 },
    });
    await sim.client.DELETE("/_search/scroll", { body: { scroll_id: data!._scroll_id! } });
    return ids(data!.hits!.hits!);
  };

  it.each([
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
    expect(parts.every((part) => part.length > 0 && part.length < 600)).toBe(true);
    expect(await openContexts()).toBe(0);
  });

  it("refuses a slice without a scroll or PIT, a slice field that is not numeric, and a slice id not below max", async () => {
    expect(reasonOf((await call("POST", `/${index}/_search`, { slice: { id: 0, max: 2 } })).body)).toMatch(
      /only be used with \[scroll\] or \[point-in-time\]/,
    );
    expect(reasonOf((await call("POST", `/${index}/_search?scroll=1m`, { slice: { id: 0, max: 2, field: "status" } })).body)).toMatch(
      /must be numeric/,
    );
    expect((await call("POST", `/${index}/_search?scroll=1m`, { slice: { id: 2, max: 2 } })).status).toBe(400);
    expect(await openContexts()).toBe(0);
  });

  it("refuses a slice without id or max, and one slice of one (max 1), as the service does", async () => {
    // The contract requires both, as the service does (the document lists them without saying so).
    for (const [slice, missing] of [
      [{ id: 0 }, "max"],
      [{ max: 2 }, "id"],
    ] as const) {
      const { status, body } = await call("POST", `/${index}/_search?scroll=1m`, { slice });
      expect(status).toBe(400);
      expect(reasonOf(body)).toMatch(new RegExp(`"${missing}"`));
    }
    const one = await call("POST", `/${index}/_search?scroll=1m`, { slice: { id: 0, max: 1 } });
    expect([one.status, reasonOf(one.body)]).toEqual([400, "max must be greater than 1"]);
    expect(await openContexts()).toBe(0);
  });
});

describe("snapshots cost what changed since they were taken", () => {
  it("holds old versions only while a context can see them", async () => {
    const versions = async () =>
      ((await sim.control.command("inspect")) as { indices: Record<string, { versionsHeld: number }> }).indices[index]!.versionsHeld;
    expect(await versions()).toBe(600);
    const pits = await Promise.all(Array.from({ length: 20 }, () => openPit()));
    expect(await versions()).toBe(600); // twenty snapshots, no copy
    const changed = documents.slice(0, 300).map((d) => ({ _id: d.id, _source: { ...d.source, amount: 1 } }));
    await sim.control.command("index", { index, documents: changed, refresh: true });
    expect(await versions()).toBe(900); // the 300 old versions the snapshots still see
    for (const id of pits) await sim.client.DELETE("/_pit", { body: { id } });
    expect(await versions()).toBe(600); // nobody sees them any more: dropped
    const stats = (await sim.client.GET("/_nodes/stats/indices/search")).data!;
    expect(Object.values(stats.nodes!)[0]!.indices!.search).toMatchObject({ open_contexts: 0, scroll_current: 0 });
  });
});
