/**
 * Type-level tests of the search client and helpers, checked by `tsc --noEmit` (part of npm test):
 * each `@ts-expect-error` line must be a type error, or the check fails. Never called at run time.
 */
import { createSearchClient, scrollHits, search, searchAfterHits, slicedScrollHits, type Hit, type Sort } from "../../src/clients/search.js";

export async function typeTests(): Promise<void> {
  const baseUrl = "http://127.0.0.1:4014";
  const client = createSearchClient({ baseUrl, auth: { username: "elastic", password: "changeme" } });

  // @ts-expect-error a misspelled optional member of the search body
  await client.POST("/_search", { body: { query: { match_all: {} }, sizee: 10 } });

  // @ts-expect-error the base URL is required: a client has no default address
  createSearchClient({ auth: { apiKey: "a2V5" } });

  // @ts-expect-error a search credential is basic credentials or an API key, not a bare token
  createSearchClient({ baseUrl, auth: "a2V5" });

  // @ts-expect-error basic credentials need the password
  createSearchClient({ baseUrl, auth: { username: "elastic" } });
  const path = { index: "orders-2024" };

  // Every field of the body is optional, and the query is an open object.
  await client.POST("/_search", { body: { query: { match: { status: "shipped" } } } });
  await client.POST("/{index}/_search", { params: { path }, body: { sort: [{ "@timestamp": { order: "asc", numeric_type: "date_nanos" } }, { _shard_doc: "desc" }] } });

  // @ts-expect-error a path the contract does not have
  await client.POST("/_searches", { body: {} });

  // @ts-expect-error a method the path does not have
  await client.PUT("/_search", { body: {} });

  // @ts-expect-error a point-in-time search names no index in its path
  await client.POST("/{index}/_search", { params: { path }, body: { pit: { id: "AwNvcmRlcnM" } } });

  // @ts-expect-error keep_alive is required to open a point in time
  await client.POST("/{index}/_pit", { params: { path } });

  // @ts-expect-error size is a number
  await client.POST("/_search", { body: { size: "10" } });

  // @ts-expect-error a sort direction is asc or desc
  const sort: Sort = [{ "@timestamp": "up" }];
  // (openapi-fetch's Writable<> intersects the sort options with {}, so a body written inline lets
  // a string through where the options object is expected; the mock and the validators refuse it.)
  await client.POST("/_search", { body: { sort } });

  // @ts-expect-error numeric_type is one of the service's numeric types
  await client.POST("/_search", { body: { sort: [{ "@timestamp": { numeric_type: "nanos" } }] } });

  // @ts-expect-error search_after holds JSON scalars
  await client.POST("/_search", { body: { sort: ["@timestamp"], search_after: [{ at: 1 }] } });

  // @ts-expect-error the number of slices is a number
  await client.POST("/_search", { body: { slice: { id: 0, max: "2" } } });

  // The id may travel in the query string instead of the body (the service reads either).
  await client.POST("/_search/scroll", { params: { query: { scroll_id: "id" } }, body: { scroll: "1m" } });

  // @ts-expect-error a keep-alive is a time unit, a string
  await client.POST("/_search/scroll", { body: { scroll: 60, scroll_id: "id" } });

  // @ts-expect-error scroll ids are strings
  await client.DELETE("/_search/scroll", { body: { scroll_id: 42 } });

  // @ts-expect-error a point-in-time id is a string
  await client.DELETE("/_pit", { body: { id: 42 } });

  const { data } = await client.POST("/_search", { body: {} });
  if (data) {
    // No member of an answer is required (a filter_path keeps only those it names).
    const first: Hit | undefined = data.hits?.hits?.[0];
    // @ts-expect-error _score is null when the search sorts on other keys
    const score: number = first!._score;
    // @ts-expect-error pit_id is on point-in-time searches only
    const pitId: string = data.pit_id;
    const sortValues: (string | number | boolean | null)[] | undefined = first?.sort;
    void [score, pitId, sortValues];
  }

  // @ts-expect-error the plain search refuses pit with an index, like the contract
  await search(client, { index: "orders-2024", body: { pit: { id: "AwNvcmRlcnM" } } });
  await search(client, { body: { pit: { id: "AwNvcmRlcnM" }, from: 0, size: 100 } }, { maxResultWindow: 50_000 });

  // @ts-expect-error keep-alives are time units such as 1m
  searchAfterHits(client, { index: "orders-2024", keepAlive: "soon" });

  // @ts-expect-error the iterator sets search_after itself
  searchAfterHits(client, { index: "orders-2024", keepAlive: "1m", body: { search_after: [1] } });

  // @ts-expect-error the iterator sets the point in time itself
  searchAfterHits(client, { index: "orders-2024", keepAlive: "1m", body: { pit: { id: "AwNvcmRlcnM" } } });

  // @ts-expect-error a scroll needs its keep-alive
  scrollHits(client, { index: "orders-2024", body: { size: 500 } });

  // @ts-expect-error the sliced scroll sets each slice itself
  slicedScrollHits(client, { index: "orders-2024", scroll: "1m", slices: 4, body: { slice: { id: 0, max: 4 } } });

  // @ts-expect-error the number of slices is required
  slicedScrollHits(client, { index: "orders-2024", scroll: "1m" });

  for await (const hit of slicedScrollHits(client, { index: "orders-2024", scroll: "1m", slices: 4, field: "@timestamp" })) {
    const id: string | undefined = hit._id;
    // @ts-expect-error a hit is not a page
    void hit.hits;
    void id;
  }
}
