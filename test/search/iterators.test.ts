/**
 * The typed search client's three iterators against the mock: search_after with a point in time,
 * scroll and sliced scroll. The mock answers with static examples, so the iterators' pages are
 * chosen by a scripted fetch that adds `Prefer: example=<name>` (a page, then the last empty page)
 * and keeps every request the iterator sent, to check the ids, the search_after values and the
 * cleanup (see test/support/search-script.ts).
 */
import { describe, expect, it } from "vitest";
import {
  createSearchClient,
  SearchApiError,
  scrollHits,
  searchAfterHits,
  slicedScrollHits,
  withTiebreaker,
  type Hit,
} from "../../src/clients/search.js";
import { useMockServer } from "../support/mock.js";
import { ids } from "../support/search.js";
import { calls, collect, examplePages, inTurn, scriptedClient, type Script, type Sent } from "../support/search-script.js";

const { openedPitId, latestPitId, openScrollId, keptScrollId, lastHitSort } = examplePages;
const index = "orders-2024";
const server = useMockServer("search");

describe("search_after with a point in time", () => {
  const body = {
    query: { range: { total: { gte: 100 } } },
    size: 2,
    sort: [{ "@timestamp": { order: "asc" as const, numeric_type: "date_nanos" as const } }],
  };
  const pages = (...names: string[]) => ({ prefer: inTurn({ "POST /_search": names }) });

  it("adds the _shard_doc tiebreaker to the caller's sort, unless it is there", () => {
    expect(withTiebreaker(undefined)).toEqual(["_shard_doc"]);
    expect(withTiebreaker("@timestamp")).toEqual(["@timestamp", "_shard_doc"]);
    expect(withTiebreaker([{ "@timestamp": "desc" }])).toEqual([{ "@timestamp": "desc" }, "_shard_doc"]);
    expect(withTiebreaker([{ _shard_doc: "desc" }, "@timestamp"])).toEqual([{ _shard_doc: "desc" }, "@timestamp"]);
  });

  it("opens the PIT, pages with the latest id and the last hit's sort values, stops on the empty page, closes the PIT", async () => {
    // The second page is the example's again, moved on: its hits later ones, their tiebreaker past the first page's.
    let searches = 0;
    const later = (answer: any) => ({
      ...answer,
      hits: {
        ...answer.hits,
        hits: answer.hits.hits.map((hit: Hit) => ({
          ...hit,
          _id: `${hit._id}-later`,
          sort: [...hit.sort!.slice(0, -1), Number(hit.sort!.at(-1)) + 100],
        })),
      },
    });
    const {
      client: scripted,
      requests,
      problems,
    } = scriptedClient(server.url, {
      ...pages("example=pitExtended", "example=pitExtended", "example=pitLastEmptyPage"),
      rewrite: (request, answer) => (request.path === "/_search" && ++searches === 2 ? later(answer) : answer),
    });
    const hits = await collect(searchAfterHits(scripted, { index, keepAlive: "1m", body }));
    expect(ids(hits)).toEqual(["ORD-104228", "ORD-104235", "ORD-104228-later", "ORD-104235-later"]);
    expect(calls(requests)).toEqual([`POST /${index}/_pit`, "POST /_search", "POST /_search", "POST /_search", "DELETE /_pit"]);
    const [open, first, second, third, close] = requests;
    expect(open!.query.get("keep_alive")).toBe("1m");
    expect(first!.body).toEqual({
      ...body,
      sort: [...body.sort, "_shard_doc"],
      track_total_hits: false,
      pit: { id: openedPitId, keep_alive: "1m" },
    });
    expect(second!.body.search_after).toEqual(lastHitSort);
    expect(third!.body.search_after).toEqual(hits.at(-1)!.sort);
    for (const next of [second!, third!]) {
      expect(next.body.pit).toEqual({ id: latestPitId, keep_alive: "1m" });
      expect(next.body.sort).toEqual(first!.body.sort);
      expect(next.body.query).toEqual(body.query);
      expect(next.body).not.toHaveProperty("from");
    }
    expect(close!.body).toEqual({ id: latestPitId });
    expect(problems).toEqual([]);
  });

  it("keeps the caller's explicit tiebreaker and total tracking", async () => {
    const { client: scripted, requests } = scriptedClient(server.url, pages("example=pitLastEmptyPage"));
    const hits = await collect(
      searchAfterHits(scripted, { index, keepAlive: "30s", body: { sort: [{ _shard_doc: "desc" }], track_total_hits: true } }),
    );
    expect(hits).toEqual([]);
    expect(requests[1]!.body).toEqual({
      sort: [{ _shard_doc: "desc" }],
      track_total_hits: true,
      pit: { id: openedPitId, keep_alive: "30s" },
    });
    expect(calls(requests).at(-1)).toBe("DELETE /_pit");
  });

  it("closes the PIT when the caller stops early", async () => {
    const { client: scripted, requests } = scriptedClient(server.url, pages("example=pitExtended"));
    const hits = await collect(searchAfterHits(scripted, { index, keepAlive: "1m", body }), 1);
    expect(ids(hits)).toEqual(["ORD-104228"]);
    expect(calls(requests)).toEqual([`POST /${index}/_pit`, "POST /_search", "DELETE /_pit"]);
    expect(requests.at(-1)!.body).toEqual({ id: latestPitId });
  });

  it("closes the PIT when the caller's loop throws", async () => {
    const { client: scripted, requests } = scriptedClient(server.url, pages("example=pitExtended"));
    const walk = async () => {
      for await (const hit of searchAfterHits(scripted, { index, keepAlive: "1m", body })) throw new Error(`cannot handle ${hit._id}`);
    };
    await expect(walk()).rejects.toThrow("cannot handle ORD-104228");
    expect(requests.at(-1)).toMatchObject({ method: "DELETE", path: "/_pit", body: { id: latestPitId } });
  });

  it("closes the PIT with the latest id when a page is refused, and raises the service's error", async () => {
    const { client: scripted, requests } = scriptedClient(server.url, pages("example=pitExtended", "code=404"));
    const error = await collect(searchAfterHits(scripted, { index, keepAlive: "1m", body })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SearchApiError);
    expect(error).toMatchObject({ operation: "search", status: 404 });
    expect((error as Error).message).toMatch(/^search: POST http:\/\/127\.0\.0\.1:\d+\/_search answered 404: No search context \[4182\]/);
    expect(calls(requests)).toEqual([`POST /${index}/_pit`, "POST /_search", "POST /_search", "DELETE /_pit"]);
    expect(requests.at(-1)!.body).toEqual({ id: latestPitId });
  });

  it("closes the PIT when the network fails", async () => {
    let searches = 0;
    const { client: scripted, requests } = scriptedClient(server.url, {
      prefer: (request) => (request.path === "/_search" ? "example=pitExtended" : undefined),
      fail: (request) => request.path === "/_search" && ++searches === 2,
    });
    await expect(collect(searchAfterHits(scripted, { index, keepAlive: "1m", body }))).rejects.toThrow("fetch failed");
    expect(requests.at(-1)).toMatchObject({ method: "DELETE", path: "/_pit", body: { id: latestPitId } });
  });

  it("sends nothing more when the PIT cannot be opened", async () => {
    const { client: scripted, requests } = scriptedClient(server.url, {
      prefer: (request) => (request.path.endsWith("/_pit") ? "code=400" : undefined),
    });
    await expect(collect(searchAfterHits(scripted, { index, keepAlive: "1m", body }))).rejects.toMatchObject({
      operation: "openPointInTime",
      status: 400,
    });
    expect(calls(requests)).toEqual([`POST /${index}/_pit`]);
  });
});

describe("scroll", () => {
  const body = { query: { match: { status: "refunded" } }, size: 2 };
  const batches = (...names: string[]) => ({
    prefer: inTurn({ [`POST /${index}/_search`]: ["example=scrollOpen"], "POST /_search/scroll": names }),
  });

  it("continues with the latest scroll id, stops on the empty batch and clears the context", async () => {
    const { client: scripted, requests, problems } = scriptedClient(server.url, batches("example=keptAlive", "example=lastEmptyPage"));
    const hits = await collect(scrollHits(scripted, { index, scroll: "1m", body }));
    expect(ids(hits)).toEqual(["ORD-100877", "ORD-101342", "ORD-102250", "ORD-103019"]);
    expect(calls(requests)).toEqual([`POST /${index}/_search`, "POST /_search/scroll", "POST /_search/scroll", "DELETE /_search/scroll"]);
    const [open, next, last, clear] = requests;
    expect(open!.query.get("scroll")).toBe("1m");
    // No sort given: _doc, the fastest order for a scroll.
    expect(open!.body).toEqual({ ...body, sort: ["_doc"] });
    expect(next!.body).toEqual({ scroll: "1m", scroll_id: openScrollId });
    expect(last!.body).toEqual({ scroll: "1m", scroll_id: keptScrollId });
    expect(clear!.body).toEqual({ scroll_id: keptScrollId });
    expect(problems).toEqual([]);
  });

  it("keeps the caller's sort", async () => {
    const { client: scripted, requests } = scriptedClient(server.url, batches("example=lastEmptyPage"));
    await collect(scrollHits(scripted, { index, scroll: "5m", body: { sort: [{ "@timestamp": "asc" }] } }));
    expect(requests[0]!.body).toEqual({ sort: [{ "@timestamp": "asc" }] });
    expect(requests[0]!.query.get("scroll")).toBe("5m");
  });

  it("clears the context when the caller stops early", async () => {
    const { client: scripted, requests } = scriptedClient(server.url, batches("example=keptAlive"));
    const hits = await collect(scrollHits(scripted, { index, scroll: "1m", body }), 3);
    expect(ids(hits)).toEqual(["ORD-100877", "ORD-101342", "ORD-102250"]);
    expect(calls(requests)).toEqual([`POST /${index}/_search`, "POST /_search/scroll", "DELETE /_search/scroll"]);
    expect(requests.at(-1)!.body).toEqual({ scroll_id: keptScrollId });
  });

  it("clears the context with the latest id when a batch is refused", async () => {
    const { client: scripted, requests } = scriptedClient(server.url, batches("example=keptAlive", "code=404"));
    await expect(collect(scrollHits(scripted, { index, scroll: "1m", body }))).rejects.toMatchObject({
      operation: "continueScroll",
      status: 404,
    });
    expect(calls(requests).at(-1)).toBe("DELETE /_search/scroll");
    expect(requests.at(-1)!.body).toEqual({ scroll_id: keptScrollId });
  });

  it("clears the context when the network fails", async () => {
    const { client: scripted, requests } = scriptedClient(server.url, {
      ...batches(),
      fail: (request) => request.path === "/_search/scroll" && request.method === "POST",
    });
    await expect(collect(scrollHits(scripted, { index, scroll: "1m", body }))).rejects.toThrow("fetch failed");
    expect(requests.at(-1)).toMatchObject({ method: "DELETE", path: "/_search/scroll", body: { scroll_id: openScrollId } });
  });

  it("has nothing to clear when the scroll is refused over the limit", async () => {
    const { client: scripted, requests } = scriptedClient(server.url, { prefer: () => "code=429" });
    await expect(collect(scrollHits(scripted, { index, scroll: "1m", body }))).rejects.toMatchObject({
      operation: "searchIndex",
      status: 429,
    });
    expect(calls(requests)).toEqual([`POST /${index}/_search`]);
  });
});

describe("sliced scroll", () => {
  /**
   * The mock's examples are the same for every slice: the answers of slice k get `~k` appended to
   * their scroll ids and hit ids, so that slices are told apart and their results are disjoint.
   * Slice k reads its first batch, then k kept-alive batches, then the last empty one.
   */
  function slicedScript(options: { failSlice?: number } = {}) {
    const continued = new Map<number, number>();
    const latest = new Map<number, string>();
    const batches = new Map<number, number>();
    const sliceOf = (request: Sent): number | undefined =>
      request.body?.slice?.id ?? (typeof request.body?.scroll_id === "string" ? Number(request.body.scroll_id.split("~")[1]) : undefined);
    const script: Script = {
      prefer: (request) => {
        const slice = sliceOf(request)!;
        if (request.method === "DELETE") return undefined;
        if (request.path !== "/_search/scroll") return "example=scrollOpen";
        const count = (continued.get(slice) ?? 0) + 1;
        continued.set(slice, count);
        if (slice === options.failSlice) return "code=404";
        return count <= slice ? "example=keptAlive" : "example=lastEmptyPage";
      },
      rewrite: (request, answer) => {
        const slice = sliceOf(request);
        if (slice === undefined || !answer._scroll_id) return answer;
        latest.set(slice, `${answer._scroll_id}~${slice}`);
        // A batch's hits are of its slice and its place in it (the kept-alive example comes more than once).
        const batch = (batches.get(slice) ?? 0) + 1;
        batches.set(slice, batch);
        return {
          ...answer,
          _scroll_id: `${answer._scroll_id}~${slice}`,
          hits: { ...answer.hits, hits: answer.hits.hits.map((hit: Hit) => ({ ...hit, _id: `${hit._id}~${slice}.${batch}` })) },
        };
      },
    };
    return { script, latest };
  }
  const cleared = (requests: Sent[]) => requests.filter((request) => request.method === "DELETE").map((request) => request.body.scroll_id);

  it("reads every slice in parallel, yields the union of their hits and clears each slice with its latest id", async () => {
    const { script, latest } = slicedScript();
    const { client: scripted, requests, problems } = scriptedClient(server.url, script);
    const hits = await collect(slicedScrollHits(scripted, { index, scroll: "1m", slices: 3, field: "@timestamp", body: { size: 2 } }));

    const first = ["ORD-100877", "ORD-101342"];
    const kept = ["ORD-102250", "ORD-103019"];
    // Slice k: its first batch, then k kept-alive ones.
    const expected = [0, 1, 2].flatMap((slice) =>
      [first, ...Array<string[]>(slice).fill(kept)].flatMap((batch, place) => batch.map((id) => `${id}~${slice}.${place + 1}`)),
    );
    expect(ids(hits).sort()).toEqual(expected.sort());

    // All three slices are opened before any of them is continued.
    const opening = requests.slice(0, 3);
    expect(opening.map((request) => `${request.method} ${request.path}`)).toEqual(Array(3).fill(`POST /${index}/_search`));
    expect(opening.map((request) => request.body.slice).sort((a, b) => a.id - b.id)).toEqual(
      [0, 1, 2].map((id) => ({ id, max: 3, field: "@timestamp" })),
    );
    for (const request of opening) {
      expect(request.query.get("scroll")).toBe("1m");
      expect(request.body.sort).toEqual(["_doc"]);
    }

    // Each slice continues with its own latest id: its first batch's, then the kept-alive one's.
    for (const slice of [0, 1, 2]) {
      const continuing = requests.filter(
        (request) => request.method === "POST" && request.path === "/_search/scroll" && request.body.scroll_id.endsWith(`~${slice}`),
      );
      const expectedIds = [`${openScrollId}~${slice}`, ...Array(slice).fill(`${keptScrollId}~${slice}`)];
      expect(
        continuing.map((request) => request.body.scroll_id),
        `slice ${slice}`,
      ).toEqual(expectedIds);
    }
    expect(cleared(requests).sort()).toEqual([...latest.values()].sort());
    expect(cleared(requests)).toHaveLength(3);
    expect(problems).toEqual([]);
  });

  it("stops and clears every slice when the caller stops early", async () => {
    const { script, latest } = slicedScript();
    const { client: scripted, requests } = scriptedClient(server.url, script);
    const hits = await collect(slicedScrollHits(scripted, { index, scroll: "1m", slices: 3, body: { size: 2 } }), 1);
    expect(hits).toHaveLength(1);
    expect(latest.size).toBe(3);
    expect(cleared(requests).sort()).toEqual([...latest.values()].sort());
    expect(calls(requests).at(-1)).toBe("DELETE /_search/scroll");
  });

  it("stops and clears every slice when one fails, and raises its error", async () => {
    const { script, latest } = slicedScript({ failSlice: 1 });
    const { client: scripted, requests } = scriptedClient(server.url, script);
    await expect(collect(slicedScrollHits(scripted, { index, scroll: "1m", slices: 3, body: { size: 2 } }))).rejects.toMatchObject({
      operation: "continueScroll",
      status: 404,
    });
    expect(cleared(requests).sort()).toEqual([...latest.values()].sort());
    expect(cleared(requests)).toContain(`${openScrollId}~1`);
    expect(cleared(requests)).toHaveLength(3);
  });

  it("refuses a number of slices below 1 before any request", async () => {
    const { client: scripted, requests } = scriptedClient(server.url, {});
    await expect(collect(slicedScrollHits(scripted, { index, scroll: "1m", slices: 0 }))).rejects.toThrow(RangeError);
    expect(requests).toEqual([]);
  });
});

describe("answers a walk cannot go on from", () => {
  /** A client whose every answer is `body` (a 200), as a `filter_path` that drops what a walk needs would make it. */
  const answering = (body: unknown) => {
    const sent: string[] = [];
    const fetch = async (request: Request) => {
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
      return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    };
    return { client: createSearchClient({ baseUrl: "http://127.0.0.1:9", fetch }), sent };
  };

  it("raises the unusable-answer error on a page without hits.hits, and still closes the point in time", async () => {
    const { client, sent } = answering({ id: "AwNvcmRlcnM", pit_id: "AwNvcmRlcnM", took: 1 });
    await expect(collect(searchAfterHits(client, { index, keepAlive: "1m" }))).rejects.toMatchObject({
      operation: "search",
      message: expect.stringMatching(/without hits\.hits/),
    });
    expect(sent).toEqual([`POST /${index}/_pit`, "POST /_search", "DELETE /_pit"]);
  });

  it("raises it on a point in time opened without its id, before any search", async () => {
    const { client, sent } = answering({ _shards: { total: 1 } });
    await expect(collect(searchAfterHits(client, { index, keepAlive: "1m" }))).rejects.toMatchObject({ operation: "openPointInTime" });
    expect(sent).toEqual([`POST /${index}/_pit`]);
  });

  it("raises it on a scroll batch without hits.hits", async () => {
    const { client } = answering({ _scroll_id: "FGluY2x1" });
    await expect(collect(scrollHits(client, { index, scroll: "1m" }))).rejects.toMatchObject({
      operation: "searchIndex",
      message: expect.stringMatching(/without hits\.hits/),
    });
  });
});
