/**
 * What the official clients of the search API send on the way to the documented flows, beyond the
 * source document's table: the root (`GET /`, their product check) and the ping (`HEAD /`), with
 * the cluster name and release set by the seed and the `cluster` command; and the route forms they
 * use (see the `describe`s below). Strict mode checks every answer against the contract.
 */
import { describe, expect, it } from "vitest";
import { defaultRelease } from "../../src/simulator/services/search/cluster.js";
import { useSearchSimulator } from "../support/search.js";

const index = "logs";
const sim = useSearchSimulator({ index, count: 120, seed: 3 });
const { call } = sim;

describe("the root", () => {
  it("answers GET / with the node, the cluster, the release and the tagline", async () => {
    const { status, body } = await call("GET", "/");
    expect(status).toBe(200);
    expect(body).toEqual({
      name: "search-simulator-1",
      cluster_name: "search-simulator",
      cluster_uuid: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      version: {
        number: defaultRelease,
        build_flavor: "default",
        build_type: "docker",
        build_hash: "c1c00e18ef14acd650768ff01f037eaede0c1f7b",
        build_date: "2025-08-11T10:07:54.721189302Z",
        build_snapshot: false,
        lucene_version: "9.12.2",
        minimum_wire_compatibility_version: "7.17.0",
        minimum_index_compatibility_version: "7.0.0",
      },
      tagline: "You Know, for Search",
    });
  });

  it("answers HEAD / with 200 and no body", async () => {
    const response = await fetch(`${sim.url}/`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  it("reports the cluster name and release the cluster command sets, in the root and the node statistics, until a reset", async () => {
    const root = await sim.control.command("cluster", { name: "orders-search", version: "7.17.6" });
    expect(root).toMatchObject({
      cluster_name: "orders-search",
      version: { number: "7.17.6", lucene_version: "8.11.1", minimum_wire_compatibility_version: "6.8.0" },
    });
    expect((await call("GET", "/")).body).toEqual(root);
    expect((await call("GET", "/_nodes/stats/indices/search")).body.cluster_name).toBe("orders-search");
    // Members without a number change the release reported now.
    const oss = (await sim.control.command("cluster", { version: { build_flavor: "oss" } })) as { version: Record<string, unknown> };
    expect(oss.version).toMatchObject({ number: "7.17.6", build_flavor: "oss", lucene_version: "8.11.1" });
    await sim.control.reset();
    expect((await call("GET", "/")).body).toMatchObject({ cluster_name: "search-simulator", version: { number: defaultRelease } });
  });

  it("takes a number it has no record of, with the build of its major version's latest record, and marks snapshots", async () => {
    const root = (await sim.control.command("cluster", { version: "9.3.0-SNAPSHOT" })) as { version: Record<string, unknown> };
    expect(root.version).toMatchObject({
      number: "9.3.0-SNAPSHOT",
      build_snapshot: true,
      lucene_version: "10.2.2",
      minimum_wire_compatibility_version: "8.19.0",
    });
  });

  it("keeps the seed's cluster across resets, and changes nothing on a refused seed or command", async () => {
    await sim.control.seed({ cluster: { name: "seeded", version: { number: "8.12.1" } } });
    try {
      await sim.control.reset();
      expect((await call("GET", "/")).body).toMatchObject({
        cluster_name: "seeded",
        version: { number: "8.12.1", lucene_version: "9.9.2" },
      });
      await expect(sim.control.seed({ cluster: { name: "refused", version: "eight" } })).rejects.toThrow(/version number/);
      await expect(sim.control.seed({ cluster: { name: "refused", nodes: 3 } })).rejects.toThrow(/no member nodes/);
      await expect(sim.control.command("cluster", { version: { number: "8.x" } })).rejects.toThrow(/version number/);
      await expect(sim.control.command("cluster", { version: { build_snapshot: "yes" } })).rejects.toThrow(/true or false/);
      expect((await call("GET", "/")).body).toMatchObject({ cluster_name: "seeded", version: { number: "8.12.1", build_snapshot: false } });
    } finally {
      await sim.control.seed({});
    }
  });
});

describe("the route forms of the official clients", () => {
  const seq = (body: any): number[] => body.hits.hits.map((hit: any) => hit._source.seq);
  const openScroll = async (size = 50) =>
    (await call("POST", `/${index}/_search?scroll=1m`, { size, sort: ["seq"] })).body._scroll_id as string;

  it("continues a scroll whose id is in the path, by GET or POST, and frees it without scroll (JS 7, Ruby, PHP clients)", async () => {
    const id = await openScroll();
    const byGet = await call("GET", `/_search/scroll/${encodeURIComponent(id)}?scroll=1m`);
    expect(byGet.status).toBe(200);
    expect(seq(byGet.body)).toEqual(Array.from({ length: 50 }, (_, i) => 50 + i));
    const byPost = await call("POST", `/_search/scroll/${encodeURIComponent(byGet.body._scroll_id)}`, { scroll: "1m" });
    expect(seq(byPost.body)[0]).toBe(100);
    // Without a keep-alive the request frees the context.
    const last = await call("POST", `/_search/scroll/${encodeURIComponent(byPost.body._scroll_id)}`);
    expect(last.body._scroll_id).toBeUndefined();
    expect(await sim.openContexts()).toBe(0);
  });

  it("takes the id and keep-alive in the query string of a POST without a body (Go client)", async () => {
    const id = await openScroll();
    const next = await call("POST", `/_search/scroll?scroll=60000ms&scroll_id=${encodeURIComponent(id)}`);
    expect(next.status).toBe(200);
    expect(seq(next.body)[0]).toBe(50);
    expect(next.body._scroll_id).toEqual(expect.any(String));
    expect(await sim.openContexts()).toBe(1);
  });

  it("keeps a context alive with scroll in the query and the id in the body (JS 7 client's scroll helper)", async () => {
    const id = await openScroll();
    const next = await call("POST", "/_search/scroll?scroll=1m", { scroll_id: id });
    expect(next.body._scroll_id).toEqual(expect.any(String));
    expect(await sim.openContexts()).toBe(1);
  });

  it("lets the body's members win over the path's and the query's, as the service does", async () => {
    const id = await openScroll();
    const next = await call("POST", `/_search/scroll/not-an-open-id?scroll_id=not-either`, { scroll_id: id });
    expect(next.status).toBe(200);
    expect(seq(next.body)[0]).toBe(50);
    // The body had no keep-alive and the query none either: the context is freed.
    expect(await sim.openContexts()).toBe(0);
    expect((await call("POST", "/_search/scroll", { scroll: "1m" })).body.error.reason).toMatch(/scrollId is missing/);
  });

  it("pages with from, size, sort and track_total_hits in the query string of a POST (Go client)", async () => {
    const { status, body } = await call("POST", `/${index}/_search?from=20&size=5&sort=seq:asc&track_total_hits=true`, {});
    expect(status).toBe(200);
    expect(seq(body)).toEqual([20, 21, 22, 23, 24]);
    expect(body.hits.total).toEqual({ value: 120, relation: "eq" });
  });

  it("opens a scroll from a GET without a body, on an index or on every index (JS 7, Ruby, PHP clients)", async () => {
    const onIndex = await call("GET", `/${index}/_search?scroll=1m&size=40&sort=seq:asc`);
    expect(onIndex.body._scroll_id).toEqual(expect.any(String));
    expect(seq(onIndex.body)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    const onAll = await call("GET", "/_search?scroll=1m&size=10");
    expect(onAll.body._scroll_id).toEqual(expect.any(String));
    expect(await sim.openContexts()).toBe(2);
    const withPit = await call("POST", "/_search?scroll=1m", { pit: { id: await sim.openPit() } });
    expect(withPit.status).toBe(400);
    expect(withPit.body.error.reason).toMatch(/point in time\] is not allowed in a scroll context/);
  });
});

describe("the members of a search body beyond the document", () => {
  const search = (body: unknown, query = "") => call("POST", `/${index}/_search${query}`, body);

  it("takes aggs as the other name of aggregations, also under typed_keys", async () => {
    const byAggs = await search({ size: 0, aggs: { by_status: { terms: { field: "status" } } } }, "?typed_keys=true");
    expect(byAggs.status).toBe(200);
    const byAggregations = await search({ size: 0, aggregations: { by_status: { terms: { field: "status" } } } }, "?typed_keys=true");
    expect(byAggs.body.aggregations).toEqual(byAggregations.body.aggregations);
    expect(Object.keys(byAggs.body.aggregations)).toEqual(["sterms#by_status"]);
  });

  it("filters each hit's _source as _source asks: none, patterns, includes and excludes", async () => {
    const first = async (body: Record<string, unknown>, query = "") =>
      (await search({ size: 1, sort: ["seq"], ...body }, query)).body.hits.hits[0];
    const whole = (await first({}))._source;
    expect(Object.keys(whole)).toEqual(expect.arrayContaining(["@timestamp", "status", "quantity", "message", "seq"]));
    expect(await first({ _source: false })).not.toHaveProperty("_source");
    expect((await first({ _source: "seq" }))._source).toEqual({ seq: 0 });
    expect((await first({ _source: ["s*"] }))._source).toEqual({ status: whole.status, seq: 0 });
    expect((await first({ _source: { includes: ["*"], excludes: ["message", "@*"] } }))._source).toEqual({
      status: whole.status,
      quantity: whole.quantity,
      seq: 0,
      ...("amount" in whole ? { amount: whole.amount } : {}),
    });
    // The query string's forms win over the body's, as the service reads them.
    expect(await first({ _source: ["seq"] }, "?_source=false")).not.toHaveProperty("_source");
    expect((await first({ _source: false }, "?_source_includes=quantity,seq"))._source).toEqual({ quantity: whole.quantity, seq: 0 });
  });

  it("filters nested members by their dotted paths, and keeps the filter for every batch of a scroll", async () => {
    await sim.control.command("createIndex", {
      index: "nested",
      documents: [{ _id: "a", user: { id: "u1", name: { first: "Ada", last: "L" } }, n: 1 }],
    });
    const hit = async (source: unknown) => (await call("POST", "/nested/_search", { _source: source })).body.hits.hits[0]._source;
    expect(await hit("user.name.first")).toEqual({ user: { name: { first: "Ada" } } });
    expect(await hit({ includes: ["user"], excludes: ["user.name.last"] })).toEqual({ user: { id: "u1", name: { first: "Ada" } } });
    expect(await hit("user.*")).toEqual({ user: { id: "u1", name: { first: "Ada", last: "L" } } });
    const opened = await search({ size: 5, sort: ["seq"], _source: ["seq"] }, "?scroll=1m");
    const next = await call("POST", "/_search/scroll", { scroll: "1m", scroll_id: opened.body._scroll_id });
    expect(next.body.hits.hits.map((each: { _source: unknown }) => each._source)).toEqual([5, 6, 7, 8, 9].map((seq) => ({ seq })));
  });

  it("takes the members that change nothing here, and refuses by name those it does not evaluate", async () => {
    const quiet = await search({
      size: 1,
      timeout: "2s",
      stats: ["group"],
      explain: false,
      version: false,
      track_scores: false,
      terminate_after: 0,
    });
    expect(quiet.status).toBe(200);
    for (const body of [
      { highlight: { fields: { message: {} } } },
      { explain: true },
      { post_filter: { term: { status: "paid" } } },
      { collapse: { field: "status" } },
    ]) {
      const refused = await search(body);
      expect(refused.status).toBe(400);
      expect(refused.body.error.type).toBe("parsing_exception");
      expect(refused.body.error.reason).toContain(`[${Object.keys(body)[0]}] is not supported by the simulator`);
    }
    const byScript = await search({ sort: [{ _script: { type: "number", script: "doc['seq'].value" } }] });
    expect([byScript.status, byScript.body.error.reason]).toEqual([400, "the simulator does not sort by [_script]"]);
    expect((await search({ sort: [{ seq: { order: "asc", nested: { path: "items" } } }] })).body.error.reason).toMatch(/nested/);
    // A query in the query string is refused rather than ignored (which would answer every document).
    const byQueryString = await call("GET", `/${index}/_search?q=status:paid`);
    expect([byQueryString.status, byQueryString.body.error.reason]).toEqual([400, expect.stringContaining("[q]")]);
  });
});
