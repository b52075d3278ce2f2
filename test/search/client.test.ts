/**
 * The typed search client against the mock: every operation, the result-window check, and the
 * three iterators. The mock answers with static examples, so the iterators' pages are chosen by a
 * recording fetch that adds `Prefer: example=<name>` (a page, then the last empty page) and keeps
 * every request the iterator sent, to check the ids, the search_after values and the cleanup.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  ResultWindowError,
  SearchApiError,
  checkResultWindow,
  createSearchClient,
  scrollHits,
  search,
  searchAfterHits,
  slicedScrollHits,
  withTiebreaker,
  type Hit,
  type SearchClient,
} from "../../src/search.js";
import { createValidator } from "../../src/validate.js";
import { contractOf } from "../support/contract.js";
import { recordingFetch } from "../support/http.js";
import { useMockServer } from "../support/mock.js";

const validator = createValidator("search");
const { conforms, example } = contractOf("search");

const index = "orders-2024";
const openedPitId: string = example("PitOpened").id;
const latestPitId: string = example("PagePitExtended").pit_id;
const openScrollId: string = example("PageScrollOpen")._scroll_id;
const keptScrollId: string = example("PageScrollKeptAlive")._scroll_id;
const lastHitSort = example("PagePitExtended").hits.hits.at(-1).sort;

const server = useMockServer("search");
const { requests: sent, fetch: recording } = recordingFetch();
let client: SearchClient;
beforeAll(() => {
  client = createSearchClient({ baseUrl: server.url, auth: { username: "elastic", password: "changeme" }, fetch: recording });
});

interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: any;
}

interface Script {
  /** The Prefer header for a request (`example=<name>`, `code=404`), or undefined for the first example. */
  prefer?: (request: Sent) => string | undefined;
  /** A request for which the network fails. */
  fail?: (request: Sent) => boolean;
  /** Changes an answer before the client reads it. */
  rewrite?: (request: Sent, body: any) => any;
}

/**
 * A client whose fetch follows a script and records every request. Each request is checked
 * against the contract; a walk that never ends is cut off after 30 requests.
 */
function scriptedClient(script: Script) {
  const requests: Sent[] = [];
  const problems: string[] = [];
  const scripted = createSearchClient({
    baseUrl: server.url,
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const text = await request.text();
      const entry: Sent = { method: request.method, path: url.pathname, query: url.searchParams, body: text ? JSON.parse(text) : undefined };
      requests.push(entry);
      if (requests.length > 30) throw new Error("the iterator does not stop");
      const checked = validator.validateRequest({ method: entry.method, url: request.url, headers: request.headers, body: entry.body });
      problems.push(...checked.problems.map((problem) => `${entry.method} ${entry.path}: ${problem.message}`));
      if (script.fail?.(entry)) throw new TypeError("fetch failed");
      const headers = new Headers(request.headers);
      const prefer = script.prefer?.(entry);
      if (prefer) headers.set("Prefer", prefer);
      const response = await fetch(request.url, { method: request.method, headers, body: text || undefined });
      if (!script.rewrite) return response;
      const body = script.rewrite(entry, await response.json());
      const rewritten = new Headers(response.headers);
      rewritten.delete("content-length");
      return new Response(JSON.stringify(body), { status: response.status, headers: rewritten });
    },
  });
  return { client: scripted, requests, problems };
}

/** Answers the nth request of a method and path with the nth Prefer value of its list. */
function inTurn(answers: Record<string, string[]>): (request: Sent) => string | undefined {
  const seen = new Map<string, number>();
  return (request) => {
    const key = `${request.method} ${request.path}`;
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    return answers[key]?.[count];
  };
}

const ids = (hits: Hit[]) => hits.map((hit) => hit._id);
const calls = (requests: Sent[]) => requests.map((request) => `${request.method} ${request.path}`);

async function collect(hits: AsyncIterable<Hit>, stopAfter = Infinity): Promise<Hit[]> {
  const seen: Hit[] = [];
  for await (const hit of hits) {
    seen.push(hit);
    if (seen.length >= stopAfter) break;
  }
  return seen;
}

describe("search client", () => {
  it("sends basic credentials, or an API key", async () => {
    await client.GET("/_nodes/stats/indices/search");
    expect(sent.at(-1)!.headers.get("authorization")).toBe(`Basic ${Buffer.from("elastic:changeme").toString("base64")}`);

    const apiKey = "VnVhQ2ZHY0JDZGJrUW0tZTVhT3g6dWkybHAyYXhUTm1zeWFrdzl0dk5udw==";
    const { requests: keyedSent, fetch: keyedFetch } = recordingFetch();
    const keyed = createSearchClient({ baseUrl: server.url, auth: { apiKey }, fetch: keyedFetch });
    const { response } = await keyed.GET("/_nodes/stats/indices/search");
    expect(response.status).toBe(200);
    expect(keyedSent[0]!.headers.get("authorization")).toBe(`ApiKey ${apiKey}`);
  });

  it("may go without credentials, as the document shows no authentication", async () => {
    const anonymous = createSearchClient({ baseUrl: server.url });
    const { response, data } = await anonymous.GET("/_nodes/stats/indices/search");
    expect(response.status).toBe(200);
    expect(conforms("NodesStats", data)).toEqual([]);
  });

  it("searches all indices by POST and by GET, the lists comma-separated in the query", async () => {
    const posted = await client.POST("/_search", { body: { query: { match: { status: "shipped" } }, from: 6, size: 3 } });
    expect(posted.response.status).toBe(200);
    expect(ids(posted.data!.hits.hits)).toEqual(["ORD-104101", "ORD-104117", "ORD-104162"]);
    expect(conforms("SearchResponse", posted.data)).toEqual([]);

    const got = await client.GET("/_search", { params: { query: { from: 6, size: 3, sort: ["@timestamp:desc", "order_id:asc"], track_total_hits: false } } });
    expect(got.response.status).toBe(200);
    expect(conforms("SearchResponse", got.data)).toEqual([]);
    const query = new URL(sent.at(-1)!.url).searchParams;
    expect(query.getAll("sort")).toEqual(["@timestamp:desc,order_id:asc"]);
    expect(query.get("track_total_hits")).toBe("false");
  });

  it("searches an index by POST and by GET", async () => {
    const posted = await client.POST("/{index}/_search", {
      params: { path: { index } },
      body: { query: { match: { status: "shipped" } }, size: 2, sort: [{ "@timestamp": "desc" }, { order_id: "asc" }], search_after: [1715679667123, "ORD-104233"] },
      headers: { Prefer: "example=searchAfterPage" },
    });
    expect(posted.data!.hits.max_score).toBeNull();
    expect(posted.data!.hits.hits.map((hit) => hit.sort)).toEqual([[1715679665981, "ORD-104230"], [1715679659004, "ORD-104229"]]);
    expect(conforms("SearchResponse", posted.data)).toEqual([]);

    const got = await client.GET("/{index}/_search", { params: { path: { index }, query: { size: 3 } } });
    expect(new URL(sent.at(-1)!.url).pathname).toBe(`/${index}/_search`);
    expect(conforms("SearchResponse", got.data)).toEqual([]);
  });

  it("opens a point in time, searches it and closes it", async () => {
    const opened = await client.POST("/{index}/_pit", { params: { path: { index }, query: { keep_alive: "1m" } } });
    expect(opened.data!.id).toBe(openedPitId);
    expect(conforms("PointInTime", opened.data)).toEqual([]);
    expect(new URL(sent.at(-1)!.url).searchParams.get("keep_alive")).toBe("1m");

    const page = await client.POST("/_search", {
      body: { size: 2, pit: { id: opened.data!.id, keep_alive: "1m" }, sort: [{ "@timestamp": { order: "asc", numeric_type: "date_nanos" } }, { _shard_doc: "asc" }] },
      headers: { Prefer: "example=pitExtended" },
    });
    expect(page.data!.pit_id).toBe(latestPitId);
    expect(page.data!.hits.hits.at(-1)!.sort).toEqual(["2024-05-14T09:41:07.123456789Z", 4294967301]);
    expect(conforms("SearchResponse", page.data)).toEqual([]);

    const closed = await client.DELETE("/_pit", { body: { id: page.data!.pit_id! } });
    expect(closed.data).toEqual({ succeeded: true, num_freed: 3 });
    expect(conforms("FreedContexts", closed.data)).toEqual([]);
    expect(await sent.at(-1)!.json()).toEqual({ id: latestPitId });
  });

  it("answers a search on an expired point in time with 404, and closing it again frees nothing", async () => {
    const expired = await client.POST("/_search", { body: { pit: { id: openedPitId } }, headers: { Prefer: "code=404" } });
    expect(expired.response.status).toBe(404);
    expect(JSON.stringify(expired.error)).toContain("search_context_missing_exception");
    expect(conforms("ErrorResponse", expired.error)).toEqual([]);

    const again = await client.DELETE("/_pit", { body: { id: openedPitId }, headers: { Prefer: "code=404" } });
    expect(again.response.status).toBe(404);
    expect(again.error).toEqual({ succeeded: true, num_freed: 0 });
  });

  it("opens a scroll, continues it by POST and GET, and clears it every way", async () => {
    const first = await client.POST("/{index}/_search", {
      params: { path: { index }, query: { scroll: "1m" } },
      body: { query: { match: { status: "refunded" } }, size: 2, sort: ["_doc"], aggregations: { by_channel: { terms: { field: "channel" } } } },
      headers: { Prefer: "example=scrollOpen" },
    });
    expect(first.data!._scroll_id).toBe(openScrollId);
    expect(first.data!.aggregations).toBeDefined();
    expect(conforms("SearchResponse", first.data)).toEqual([]);

    const next = await client.POST("/_search/scroll", { body: { scroll: "1m", scroll_id: first.data!._scroll_id! } });
    expect(next.data!._scroll_id).toBe(keptScrollId);
    expect(next.data).not.toHaveProperty("aggregations");
    expect(conforms("ScrollResponse", next.data)).toEqual([]);

    const last = await client.GET("/_search/scroll", { params: { query: { scroll: "1m", scroll_id: next.data!._scroll_id! } }, headers: { Prefer: "example=lastEmptyPage" } });
    expect(last.data!.hits.hits).toEqual([]);
    expect(conforms("ScrollResponse", last.data)).toEqual([]);
    expect(new URL(sent.at(-1)!.url).searchParams.get("scroll_id")).toBe(keptScrollId);

    const one = await client.DELETE("/_search/scroll", { body: { scroll_id: keptScrollId } });
    expect(one.data).toEqual({ succeeded: true, num_freed: 6 });
    const many = await client.DELETE("/_search/scroll", { body: { scroll_id: [openScrollId, keptScrollId] } });
    expect(await sent.at(-1)!.json()).toEqual({ scroll_id: [openScrollId, keptScrollId] });
    expect(conforms("FreedContexts", many.data)).toEqual([]);

    const byQuery = await client.DELETE("/_search/scroll", { params: { query: { scroll_id: [openScrollId, keptScrollId] } } });
    expect(byQuery.response.status).toBe(200);
    expect(new URL(sent.at(-1)!.url).searchParams.get("scroll_id")).toBe(`${openScrollId},${keptScrollId}`);

    const byPath = await client.DELETE("/_search/scroll/{ids}", { params: { path: { ids: [openScrollId, keptScrollId] } } });
    expect(byPath.response.status).toBe(200);
    expect(decodeURIComponent(new URL(sent.at(-1)!.url).pathname)).toBe(`/_search/scroll/${openScrollId},${keptScrollId}`);

    const all = await client.DELETE("/_search/scroll/_all");
    expect(all.data).toEqual({ succeeded: true, num_freed: 9 });
    expect(conforms("FreedContexts", all.data)).toEqual([]);
  });

  it("answers a scroll search with the scroll example, picked by `scroll` in the query (x-example-by-query), without Prefer", async () => {
    const scroll = await client.POST("/{index}/_search", { params: { path: { index }, query: { scroll: "1m" } }, body: { size: 2, sort: ["_doc"] } });
    expect(scroll.data!._scroll_id).toBe(openScrollId);
    const plain = await client.POST("/{index}/_search", { params: { path: { index } }, body: { size: 2 } });
    expect(plain.data).not.toHaveProperty("_scroll_id");
    const asked = await client.POST("/{index}/_search", { params: { path: { index }, query: { scroll: "1m" } }, body: { size: 2 }, headers: { Prefer: "example=page" } });
    expect(asked.data).not.toHaveProperty("_scroll_id");
  });

  it("answers a scroll refused over the limit of 500 contexts with 429", async () => {
    const refused = await client.POST("/{index}/_search", { params: { path: { index }, query: { scroll: "1m" } }, body: { size: 100 }, headers: { Prefer: "code=429" } });
    expect(refused.response.status).toBe(429);
    expect(JSON.stringify(refused.error)).toContain("search.max_open_scroll_context");
    expect(conforms("ErrorResponse", refused.error)).toEqual([]);
  });

  it("counts the open search contexts per node", async () => {
    const { data } = await client.GET("/_nodes/stats/indices/search");
    expect(Object.values(data!.nodes!).map((node) => node.indices?.search?.open_contexts)).toEqual([4, 1]);
    expect(conforms("NodesStats", data)).toEqual([]);
  });

  it.each([
    ["from: 5 with search_after", "/_search", { from: 5, sort: ["@timestamp"], search_after: [1] }, "body.from"],
    ["a negative size", "/_search", { size: -1 }, "body.size"],
    ["pit on the index path", `/${index}/_search`, { pit: { id: openedPitId } }, "body.pit"],
    ["keep_alive: soon", "/_search", { pit: { id: openedPitId, keep_alive: "soon" } }, "body.pit.keep_alive"],
  ])("the mock refuses %s with 400", async (_given, path, body, location) => {
    const response = await fetch(`${server.url}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    expect(response.status).toBe(400);
    const violations = JSON.parse(response.headers.get("sl-violations") ?? "[]") as { location: string }[];
    expect(violations.map((violation) => violation.location)).toContain(location);
  });

  it("refuses slice.id equal to max in the package's validator, which Prism cannot", async () => {
    const body = { slice: { id: 2, max: 2 } };
    // Prism knows no x-less-than and answers the search: the rule is the package's validators' to enforce.
    const response = await fetch(`${server.url}/_search`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    expect(response.status).toBe(200);
    const checked = validator.validateRequest({ method: "POST", url: "/_search", headers: { "content-type": "application/json" }, body });
    expect(checked.problems.map((problem) => `${problem.rule} ${problem.message}`)).toEqual(["x-less-than body: /slice must have id below max"]);
  });
});

describe("result window", () => {
  it("refuses from + size over 10,000 before any request", async () => {
    const before = sent.length;
    await expect(search(client, { index, body: { from: 9995, size: 10 } })).rejects.toThrow(ResultWindowError);
    await expect(search(client, { body: { from: 9991 } })).rejects.toThrow(/from \+ size is 10001, over the result window of 10000 hits \(index setting index\.max_result_window\)/);
    expect(sent.length).toBe(before);
  });

  it("sends a search at the limit, or over it when the window was raised", async () => {
    const atLimit = await search(client, { index, body: { from: 9990, size: 10 } });
    expect(atLimit.response.status).toBe(200);
    expect(new URL(sent.at(-1)!.url).pathname).toBe(`/${index}/_search`);
    const raised = await search(client, { body: { from: 15_000, size: 100 } }, { maxResultWindow: 20_000 });
    expect(raised.response.status).toBe(200);
    expect(await sent.at(-1)!.json()).toEqual({ from: 15_000, size: 100 });
  });

  it("names the numbers in the error, and counts the default size of 10", () => {
    try {
      checkResultWindow({ from: 9_999 });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ name: "ResultWindowError", from: 9_999, size: 10, maxResultWindow: 10_000 });
    }
    expect(() => checkResultWindow({ from: -1, size: 10_000 })).not.toThrow();
    expect(() => checkResultWindow({ size: 10_001 })).toThrow(ResultWindowError);
    expect(() => checkResultWindow({ size: 10_001 }, 50_000)).not.toThrow();
  });

  it("refuses an iterator's page size over the window before opening anything", async () => {
    const { client: scripted, requests } = scriptedClient({});
    await expect(collect(searchAfterHits(scripted, { index, keepAlive: "1m", body: { size: 10_001 } }))).rejects.toThrow(ResultWindowError);
    await expect(collect(scrollHits(scripted, { index, scroll: "1m", body: { size: 20_000 } }))).rejects.toThrow(ResultWindowError);
    await expect(collect(slicedScrollHits(scripted, { index, scroll: "1m", slices: 2, body: { size: 20_000 } }))).rejects.toThrow(ResultWindowError);
    expect(requests).toEqual([]);
  });
});

describe("search_after with a point in time", () => {
  const body = { query: { range: { total: { gte: 100 } } }, size: 2, sort: [{ "@timestamp": { order: "asc" as const, numeric_type: "date_nanos" as const } }] };
  const pages = (...names: string[]) => ({ prefer: inTurn({ "POST /_search": names }) });

  it("adds the _shard_doc tiebreaker to the caller's sort, unless it is there", () => {
    expect(withTiebreaker(undefined)).toEqual(["_shard_doc"]);
    expect(withTiebreaker("@timestamp")).toEqual(["@timestamp", "_shard_doc"]);
    expect(withTiebreaker([{ "@timestamp": "desc" }])).toEqual([{ "@timestamp": "desc" }, "_shard_doc"]);
    expect(withTiebreaker([{ _shard_doc: "desc" }, "@timestamp"])).toEqual([{ _shard_doc: "desc" }, "@timestamp"]);
  });

  it("opens the PIT, pages with the latest id and the last hit's sort values, stops on the empty page, closes the PIT", async () => {
    const { client: scripted, requests, problems } = scriptedClient(pages("example=pitExtended", "example=pitExtended", "example=pitLastEmptyPage"));
    const hits = await collect(searchAfterHits(scripted, { index, keepAlive: "1m", body }));
    expect(ids(hits)).toEqual(["ORD-104228", "ORD-104235", "ORD-104228", "ORD-104235"]);
    expect(calls(requests)).toEqual([`POST /${index}/_pit`, "POST /_search", "POST /_search", "POST /_search", "DELETE /_pit"]);
    const [open, first, second, third, close] = requests;
    expect(open!.query.get("keep_alive")).toBe("1m");
    expect(first!.body).toEqual({ ...body, sort: [...body.sort, "_shard_doc"], track_total_hits: false, pit: { id: openedPitId, keep_alive: "1m" } });
    for (const next of [second!, third!]) {
      expect(next.body.pit).toEqual({ id: latestPitId, keep_alive: "1m" });
      expect(next.body.search_after).toEqual(lastHitSort);
      expect(next.body.sort).toEqual(first!.body.sort);
      expect(next.body.query).toEqual(body.query);
      expect(next.body).not.toHaveProperty("from");
    }
    expect(close!.body).toEqual({ id: latestPitId });
    expect(problems).toEqual([]);
  });

  it("keeps the caller's explicit tiebreaker and total tracking", async () => {
    const { client: scripted, requests } = scriptedClient(pages("example=pitLastEmptyPage"));
    const hits = await collect(searchAfterHits(scripted, { index, keepAlive: "30s", body: { sort: [{ _shard_doc: "desc" }], track_total_hits: true } }));
    expect(hits).toEqual([]);
    expect(requests[1]!.body).toEqual({ sort: [{ _shard_doc: "desc" }], track_total_hits: true, pit: { id: openedPitId, keep_alive: "30s" } });
    expect(calls(requests).at(-1)).toBe("DELETE /_pit");
  });

  it("closes the PIT when the caller stops early", async () => {
    const { client: scripted, requests } = scriptedClient(pages("example=pitExtended"));
    const hits = await collect(searchAfterHits(scripted, { index, keepAlive: "1m", body }), 1);
    expect(ids(hits)).toEqual(["ORD-104228"]);
    expect(calls(requests)).toEqual([`POST /${index}/_pit`, "POST /_search", "DELETE /_pit"]);
    expect(requests.at(-1)!.body).toEqual({ id: latestPitId });
  });

  it("closes the PIT when the caller's loop throws", async () => {
    const { client: scripted, requests } = scriptedClient(pages("example=pitExtended"));
    const walk = async () => {
      for await (const hit of searchAfterHits(scripted, { index, keepAlive: "1m", body })) throw new Error(`cannot handle ${hit._id}`);
    };
    await expect(walk()).rejects.toThrow("cannot handle ORD-104228");
    expect(requests.at(-1)).toMatchObject({ method: "DELETE", path: "/_pit", body: { id: latestPitId } });
  });

  it("closes the PIT with the latest id when a page is refused, and raises the service's error", async () => {
    const { client: scripted, requests } = scriptedClient(pages("example=pitExtended", "code=404"));
    const error = await collect(searchAfterHits(scripted, { index, keepAlive: "1m", body })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SearchApiError);
    expect(error).toMatchObject({ operation: "search", status: 404 });
    expect((error as Error).message).toMatch(/^search: POST http:\/\/127\.0\.0\.1:\d+\/_search answered 404: No search context \[4182\]/);
    expect(calls(requests)).toEqual([`POST /${index}/_pit`, "POST /_search", "POST /_search", "DELETE /_pit"]);
    expect(requests.at(-1)!.body).toEqual({ id: latestPitId });
  });

  it("closes the PIT when the network fails", async () => {
    let searches = 0;
    const { client: scripted, requests } = scriptedClient({
      prefer: (request) => (request.path === "/_search" ? "example=pitExtended" : undefined),
      fail: (request) => request.path === "/_search" && ++searches === 2,
    });
    await expect(collect(searchAfterHits(scripted, { index, keepAlive: "1m", body }))).rejects.toThrow("fetch failed");
    expect(requests.at(-1)).toMatchObject({ method: "DELETE", path: "/_pit", body: { id: latestPitId } });
  });

  it("sends nothing more when the PIT cannot be opened", async () => {
    const { client: scripted, requests } = scriptedClient({ prefer: (request) => (request.path.endsWith("/_pit") ? "code=400" : undefined) });
    await expect(collect(searchAfterHits(scripted, { index, keepAlive: "1m", body }))).rejects.toMatchObject({ operation: "openPointInTime", status: 400 });
    expect(calls(requests)).toEqual([`POST /${index}/_pit`]);
  });
});

describe("scroll", () => {
  const body = { query: { match: { status: "refunded" } }, size: 2 };
  const batches = (...names: string[]) => ({
    prefer: inTurn({ [`POST /${index}/_search`]: ["example=scrollOpen"], "POST /_search/scroll": names }),
  });

  it("continues with the latest scroll id, stops on the empty batch and clears the context", async () => {
    const { client: scripted, requests, problems } = scriptedClient(batches("example=keptAlive", "example=lastEmptyPage"));
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
    const { client: scripted, requests } = scriptedClient(batches("example=lastEmptyPage"));
    await collect(scrollHits(scripted, { index, scroll: "5m", body: { sort: [{ "@timestamp": "asc" }] } }));
    expect(requests[0]!.body).toEqual({ sort: [{ "@timestamp": "asc" }] });
    expect(requests[0]!.query.get("scroll")).toBe("5m");
  });

  it("clears the context when the caller stops early", async () => {
    const { client: scripted, requests } = scriptedClient(batches("example=keptAlive"));
    const hits = await collect(scrollHits(scripted, { index, scroll: "1m", body }), 3);
    expect(ids(hits)).toEqual(["ORD-100877", "ORD-101342", "ORD-102250"]);
    expect(calls(requests)).toEqual([`POST /${index}/_search`, "POST /_search/scroll", "DELETE /_search/scroll"]);
    expect(requests.at(-1)!.body).toEqual({ scroll_id: keptScrollId });
  });

  it("clears the context with the latest id when a batch is refused", async () => {
    const { client: scripted, requests } = scriptedClient(batches("example=keptAlive", "code=404"));
    await expect(collect(scrollHits(scripted, { index, scroll: "1m", body }))).rejects.toMatchObject({ operation: "continueScroll", status: 404 });
    expect(calls(requests).at(-1)).toBe("DELETE /_search/scroll");
    expect(requests.at(-1)!.body).toEqual({ scroll_id: keptScrollId });
  });

  it("clears the context when the network fails", async () => {
    const { client: scripted, requests } = scriptedClient({ ...batches(), fail: (request) => request.path === "/_search/scroll" && request.method === "POST" });
    await expect(collect(scrollHits(scripted, { index, scroll: "1m", body }))).rejects.toThrow("fetch failed");
    expect(requests.at(-1)).toMatchObject({ method: "DELETE", path: "/_search/scroll", body: { scroll_id: openScrollId } });
  });

  it("has nothing to clear when the scroll is refused over the limit", async () => {
    const { client: scripted, requests } = scriptedClient({ prefer: () => "code=429" });
    await expect(collect(scrollHits(scripted, { index, scroll: "1m", body }))).rejects.toMatchObject({ operation: "searchIndex", status: 429 });
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
        return {
          ...answer,
          _scroll_id: `${answer._scroll_id}~${slice}`,
          hits: { ...answer.hits, hits: answer.hits.hits.map((hit: Hit) => ({ ...hit, _id: `${hit._id}~${slice}` })) },
        };
      },
    };
    return { script, latest };
  }
  const cleared = (requests: Sent[]) => requests.filter((request) => request.method === "DELETE").map((request) => request.body.scroll_id);

  it("reads every slice in parallel, yields the union of their hits and clears each slice with its latest id", async () => {
    const { script, latest } = slicedScript();
    const { client: scripted, requests, problems } = scriptedClient(script);
    const hits = await collect(slicedScrollHits(scripted, { index, scroll: "1m", slices: 3, field: "@timestamp", body: { size: 2 } }));

    const first = ["ORD-100877", "ORD-101342"];
    const kept = ["ORD-102250", "ORD-103019"];
    const expected = [...first.map((id) => `${id}~0`), ...[...first, ...kept].map((id) => `${id}~1`), ...[...first, ...kept, ...kept].map((id) => `${id}~2`)];
    expect(ids(hits).sort()).toEqual(expected.sort());

    // All three slices are opened before any of them is continued.
    const opening = requests.slice(0, 3);
    expect(opening.map((request) => `${request.method} ${request.path}`)).toEqual(Array(3).fill(`POST /${index}/_search`));
    expect(opening.map((request) => request.body.slice).sort((a, b) => a.id - b.id)).toEqual([0, 1, 2].map((id) => ({ id, max: 3, field: "@timestamp" })));
    for (const request of opening) {
      expect(request.query.get("scroll")).toBe("1m");
      expect(request.body.sort).toEqual(["_doc"]);
    }

    // Each slice continues with its own latest id: its first batch's, then the kept-alive one's.
    for (const slice of [0, 1, 2]) {
      const continuing = requests.filter((request) => request.method === "POST" && request.path === "/_search/scroll" && request.body.scroll_id.endsWith(`~${slice}`));
      const expectedIds = [`${openScrollId}~${slice}`, ...Array(slice).fill(`${keptScrollId}~${slice}`)];
      expect(continuing.map((request) => request.body.scroll_id), `slice ${slice}`).toEqual(expectedIds);
    }
    expect(cleared(requests).sort()).toEqual([...latest.values()].sort());
    expect(cleared(requests)).toHaveLength(3);
    expect(problems).toEqual([]);
  });

  it("stops and clears every slice when the caller stops early", async () => {
    const { script, latest } = slicedScript();
    const { client: scripted, requests } = scriptedClient(script);
    const hits = await collect(slicedScrollHits(scripted, { index, scroll: "1m", slices: 3, body: { size: 2 } }), 1);
    expect(hits).toHaveLength(1);
    expect(latest.size).toBe(3);
    expect(cleared(requests).sort()).toEqual([...latest.values()].sort());
    expect(calls(requests).at(-1)).toBe("DELETE /_search/scroll");
  });

  it("stops and clears every slice when one fails, and raises its error", async () => {
    const { script, latest } = slicedScript({ failSlice: 1 });
    const { client: scripted, requests } = scriptedClient(script);
    await expect(collect(slicedScrollHits(scripted, { index, scroll: "1m", slices: 3, body: { size: 2 } }))).rejects.toMatchObject({
      operation: "continueScroll",
      status: 404,
    });
    expect(cleared(requests).sort()).toEqual([...latest.values()].sort());
    expect(cleared(requests)).toContain(`${openScrollId}~1`);
    expect(cleared(requests)).toHaveLength(3);
  });

  it("refuses a number of slices below 1 before any request", async () => {
    const { client: scripted, requests } = scriptedClient({});
    await expect(collect(slicedScrollHits(scripted, { index, scroll: "1m", slices: 0 }))).rejects.toThrow(RangeError);
    expect(requests).toEqual([]);
  });
});
