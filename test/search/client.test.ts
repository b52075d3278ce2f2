/**
 * The typed search client against the mock: credentials, every operation, and the result-window
 * check. The three iterators are in iterators.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  ResultWindowError,
  checkResultWindow,
  createSearchClient,
  scrollHits,
  search,
  searchAfterHits,
  slicedScrollHits,
  type SearchClient,
} from "../../src/clients/search.js";
import { createValidator } from "../../src/contract/validate.js";
import { contractOf } from "../support/contract.js";
import { recordingFetch } from "../support/http.js";
import { useMockServer } from "../support/mock.js";
import { ids } from "../support/search.js";
import { collect, examplePages, scriptedClient } from "../support/search-script.js";

const validator = createValidator("search");
const { conforms } = contractOf("search");
const { openedPitId, latestPitId, openScrollId, keptScrollId } = examplePages;

const index = "orders-2024";

const server = useMockServer("search");
const { requests: sent, fetch: recording } = recordingFetch();
let client: SearchClient;
beforeAll(() => {
  client = createSearchClient({ baseUrl: server.url, auth: { username: "elastic", password: "changeme" }, fetch: recording });
});

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
    expect(ids(posted.data!.hits!.hits!)).toEqual(["ORD-104101", "ORD-104117", "ORD-104162"]);
    expect(conforms("SearchResponse", posted.data)).toEqual([]);

    const got = await client.GET("/_search", {
      params: { query: { from: 6, size: 3, sort: ["@timestamp:desc", "order_id:asc"], track_total_hits: false } },
    });
    expect(got.response.status).toBe(200);
    expect(conforms("SearchResponse", got.data)).toEqual([]);
    const query = new URL(sent.at(-1)!.url).searchParams;
    expect(query.getAll("sort")).toEqual(["@timestamp:desc,order_id:asc"]);
    expect(query.get("track_total_hits")).toBe("false");
  });

  it("searches an index by POST and by GET", async () => {
    const posted = await client.POST("/{index}/_search", {
      params: { path: { index } },
      body: {
        query: { match: { status: "shipped" } },
        size: 2,
        sort: [{ "@timestamp": "desc" }, { order_id: "asc" }],
        search_after: [1715679667123, "ORD-104233"],
      },
      headers: { Prefer: "example=searchAfterPage" },
    });
    expect(posted.data!.hits!.max_score).toBeNull();
    expect(posted.data!.hits!.hits!.map((hit) => hit.sort)).toEqual([
      [1715679665981, "ORD-104230"],
      [1715679659004, "ORD-104229"],
    ]);
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
      body: {
        size: 2,
        pit: { id: opened.data!.id!, keep_alive: "1m" },
        sort: [{ "@timestamp": { order: "asc", numeric_type: "date_nanos" } }, { _shard_doc: "asc" }],
      },
      headers: { Prefer: "example=pitExtended" },
    });
    expect(page.data!.pit_id).toBe(latestPitId);
    expect(page.data!.hits!.hits!.at(-1)!.sort).toEqual(["2024-05-14T09:41:07.123456789Z", 4294967301]);
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
      body: {
        query: { match: { status: "refunded" } },
        size: 2,
        sort: ["_doc"],
        aggregations: { by_channel: { terms: { field: "channel" } } },
      },
      headers: { Prefer: "example=scrollOpen" },
    });
    expect(first.data!._scroll_id).toBe(openScrollId);
    expect(first.data!.aggregations).toBeDefined();
    expect(conforms("SearchResponse", first.data)).toEqual([]);

    const next = await client.POST("/_search/scroll", { body: { scroll: "1m", scroll_id: first.data!._scroll_id! } });
    expect(next.data!._scroll_id).toBe(keptScrollId);
    expect(next.data).not.toHaveProperty("aggregations");
    expect(conforms("ScrollResponse", next.data)).toEqual([]);

    const last = await client.GET("/_search/scroll", {
      params: { query: { scroll: "1m", scroll_id: next.data!._scroll_id! } },
      headers: { Prefer: "example=lastEmptyPage" },
    });
    expect(last.data!.hits!.hits!).toEqual([]);
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
    const scroll = await client.POST("/{index}/_search", {
      params: { path: { index }, query: { scroll: "1m" } },
      body: { size: 2, sort: ["_doc"] },
    });
    expect(scroll.data!._scroll_id).toBe(openScrollId);
    const plain = await client.POST("/{index}/_search", { params: { path: { index } }, body: { size: 2 } });
    expect(plain.data).not.toHaveProperty("_scroll_id");
    const asked = await client.POST("/{index}/_search", {
      params: { path: { index }, query: { scroll: "1m" } },
      body: { size: 2 },
      headers: { Prefer: "example=page" },
    });
    expect(asked.data).not.toHaveProperty("_scroll_id");
  });

  it("answers the route forms of the official clients: a scroll opened by GET or on every index, continued with the id in the path, and the root", async () => {
    const byGet = await client.GET("/{index}/_search", { params: { path: { index }, query: { scroll: "1m", size: 2 } } });
    expect(byGet.data!._scroll_id).toBe(openScrollId);
    const onAll = await client.POST("/_search", { params: { query: { scroll: "1m" } }, body: { size: 2 } });
    expect(onAll.data!._scroll_id).toBe(openScrollId);
    const continued = await client.GET("/_search/scroll/{ids}", { params: { path: { ids: openScrollId }, query: { scroll: "1m" } } });
    expect(continued.response.status).toBe(200);
    expect(continued.data!._scroll_id).toEqual(expect.any(String));
    const root = await client.GET("/");
    expect(root.data).toMatchObject({ tagline: "You Know, for Search", version: { build_flavor: "default" } });
    expect(conforms("RootNodeInfo", root.data)).toEqual([]);
    expect((await client.HEAD("/")).response.status).toBe(200);
  });

  it("answers a scroll refused over the limit of 500 contexts with 429", async () => {
    const refused = await client.POST("/{index}/_search", {
      params: { path: { index }, query: { scroll: "1m" } },
      body: { size: 100 },
      headers: { Prefer: "code=429" },
    });
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
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    const violations = JSON.parse(response.headers.get("sl-violations") ?? "[]") as { location: string }[];
    expect(violations.map((violation) => violation.location)).toContain(location);
  });

  it("refuses slice.id equal to max in the package's validator, which Prism cannot", async () => {
    const body = { slice: { id: 2, max: 2 } };
    // Prism knows no x-less-than and answers the search: the rule is the package's validators' to enforce.
    const response = await fetch(`${server.url}/_search`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    const checked = validator.validateRequest({ method: "POST", url: "/_search", headers: { "content-type": "application/json" }, body });
    expect(checked.problems.map((problem) => `${problem.rule} ${problem.message}`)).toEqual([
      "x-less-than body: /slice must have id below max",
    ]);
  });
});

describe("result window", () => {
  it("refuses from + size over 10,000 before any request", async () => {
    const before = sent.length;
    await expect(search(client, { index, body: { from: 9995, size: 10 } })).rejects.toThrow(ResultWindowError);
    await expect(search(client, { body: { from: 9991 } })).rejects.toThrow(
      /from \+ size is 10001, over the result window of 10000 hits \(index setting index\.max_result_window\)/,
    );
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
    const { client: scripted, requests } = scriptedClient(server.url, {});
    await expect(collect(searchAfterHits(scripted, { index, keepAlive: "1m", body: { size: 10_001 } }))).rejects.toThrow(ResultWindowError);
    await expect(collect(scrollHits(scripted, { index, scroll: "1m", body: { size: 20_000 } }))).rejects.toThrow(ResultWindowError);
    await expect(collect(slicedScrollHits(scripted, { index, scroll: "1m", slices: 2, body: { size: 20_000 } }))).rejects.toThrow(
      ResultWindowError,
    );
    expect(requests).toEqual([]);
  });
});
