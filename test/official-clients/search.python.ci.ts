/**
 * The search API's official Python client (7.17, Debian's python3-elasticsearch) against the
 * simulator in strict mode: every flow of part B of the source document, one flow of
 * test/official-clients/python/search.py each, with the client as its users make it
 * (`Elasticsearch(base_url)`, nothing patched). Before its first request the client reads the root
 * (GET /) and checks the product: the version the simulator reports, and from 7.14 on the product
 * header, whose name and value carry the vendor's name and are given here, in the suite's setup.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { generateDocuments } from "../../src/simulator/services/search/index.js";
import { pythonFlow, secondLanguageClient } from "../support/second-language.js";
import { useSimulator } from "../support/simulator.js";

const index = "logs";
const count = 230;
const allIds = generateDocuments(count, 7).map((document) => document.id);

describe.runIf(secondLanguageClient("python3-elasticsearch"))("search: the official Python client against the simulator (strict)", () => {
  const simulator = useSimulator("search", { responseHeaders: { search: { "X-Elastic-Product": "Elasticsearch" } } });
  const flow = (name: string) => pythonFlow("search.py", name, simulator.url) as Promise<Record<string, unknown>>;

  beforeEach(async () => {
    await simulator.control.command("createIndex", { index, generate: { count, seed: 7 } });
  });

  it("passes the client's product check on the root the simulator serves, and pings", async () => {
    expect(await flow("info")).toEqual({ version: "8.19.2", cluster: "search-simulator", name: "search-simulator-1", lucene: "9.12.2" });
  });

  it("reports the version and cluster name it is told to, and the client reads them", async () => {
    await simulator.control.command("cluster", { name: "orders-search", version: "7.17.6" });
    expect(await flow("info")).toEqual({ version: "7.17.6", cluster: "orders-search", name: "search-simulator-1", lucene: "8.11.1" });
  });

  it("is refused by the client's product check when it reports a 7.0-7.13 release of another flavor", async () => {
    await simulator.control.command("cluster", { version: { number: "7.10.2", build_flavor: "oss" } });
    const result = await flow("unsupported_distribution");
    expect(result.refused).toMatch(/not a supported distribution/);
  });

  it("pages with from and size (sources filtered as asked), refuses a page past the result window, and continues with search_after", async () => {
    expect(await flow("from_size")).toEqual({ documents: count, third_page: allIds.slice(20, 30) });
  });

  it("walks every document with search_after in a point in time, then closes it", async () => {
    expect(await flow("search_after_pit")).toEqual({ pages: Math.ceil(count / 50), hits: count, tiebreakers_distinct: true });
  });

  it("reads a scroll to its empty batch with the latest id (aggregations on the first batch only), clears it, and frees one with a request without scroll", async () => {
    expect(await flow("scroll")).toEqual({ batches: Math.ceil(count / 40) + 1, hits: count });
  });

  it("reads every document with the client's scan helper, which clears its context, also when stopped early", async () => {
    expect(await flow("scan")).toEqual({ scanned: count, stopped_after: 15, ordered: 50 });
  });

  it("reads a sliced scroll whose slices union to the unsliced result", async () => {
    const { slices } = (await flow("sliced_scroll")) as { slices: number[] };
    expect(slices).toHaveLength(3);
    expect(slices.reduce((sum, size) => sum + size, 0)).toBe(count);
  });

  it("clears scroll contexts by ids in the body, in the path, and all at once", async () => {
    expect(await flow("clear_forms")).toEqual({ cleared: 4 });
  });

  it("counts open points in time and scrolls in the node statistics", async () => {
    expect(await flow("node_stats")).toEqual({ cluster: "search-simulator", open_contexts: 2 });
  });

  it("from a simulator started empty: creates the index with its mapping, bulk-loads it (helper and bulk API), refreshes, then runs the flows", async () => {
    await simulator.control.seed({ indices: {} });
    try {
      expect(await flow("from_api")).toEqual({
        from_size: { documents: count, third_page: allIds.slice(20, 30) },
        search_after_pit: { pages: Math.ceil(count / 50), hits: count, tiebreakers_distinct: true },
        scroll: { batches: Math.ceil(count / 40) + 1, hits: count },
        sliced_scroll: { slices: expect.any(Array) },
      });
    } finally {
      await simulator.control.seed({}); // the default seed again, for the tests after
    }
  });

  it("refuses a scroll context beyond search.max_open_scroll_context with 429", async () => {
    await simulator.control.command("settings", { "search.max_open_scroll_context": 2 });
    expect(await flow("scroll_limit")).toEqual({ opened: 2, refused: 429 });
  });
});
