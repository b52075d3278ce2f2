/**
 * The search simulator: walking 100,000 documents with PIT + search_after and with scroll, and
 * the heap of 500 open contexts on that index (snapshots pin versions, they copy nothing).
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { createSearchClient, scrollHits, searchAfterHits } from "../../src/clients/search.js";
import { createControlClient } from "../../src/simulator/control.js";
import { startSimulator } from "../../src/simulator/sockets.js";
import { generateDocuments } from "../../src/simulator/services/search/index.js";

/**
 * Bulk-loading documents through the API (`POST /{index}/_bulk`, strict: every answer checked
 * against the contract) against the seed's command loading the same NDJSON (`createIndex` with
 * `ndjson`), in one process, each on an index made anew: the milliseconds of each, best of three.
 */
export async function measureBulk(
  count = 100_000,
  chunk = 5_000,
): Promise<{ count: number; chunk: number; bulkMs: number; oneRequestMs: number; seedMs: number }> {
  const lines = generateDocuments(count, 1).map(
    (document) => `${JSON.stringify({ index: { _id: document.id } })}\n${JSON.stringify(document.source)}\n`,
  );
  const simulator = await startSimulator({ apis: ["search"], port: 0, strict: true });
  try {
    const url = simulator.urls.search!;
    const control = createControlClient(url);
    const post = async (path: string, body: string) => {
      const response = await fetch(`${url}${path}`, { method: "POST", headers: { "content-type": "application/x-ndjson" }, body });
      const answer = (await response.json()) as { errors?: boolean };
      if (response.status !== 200 || answer.errors !== false) throw new Error(`bulk answered ${response.status}`);
    };
    const best = async (run: () => Promise<void>) => {
      let fastest = Infinity;
      for (let round = 0; round < 3; round++) {
        await control.command("deleteIndex", { index: "bulk" }).catch(() => undefined);
        const began = performance.now();
        await run();
        fastest = Math.min(fastest, performance.now() - began);
      }
      return fastest;
    };
    const seedMs = await best(() => control.command("createIndex", { index: "bulk", ndjson: lines.join("") }).then(() => undefined));
    const bulkMs = await best(async () => {
      for (let from = 0; from < count; from += chunk) await post("/bulk/_bulk", lines.slice(from, from + chunk).join(""));
    });
    const oneRequestMs = await best(() => post("/bulk/_bulk", lines.join("")));
    return { count, chunk, bulkMs, oneRequestMs, seedMs };
  } finally {
    await simulator.stop();
  }
}

export async function measureSearch(): Promise<void> {
  // A full collection before each reading, so that the heap counts what is held, not garbage.
  setFlagsFromString("--expose-gc");
  const collect = runInNewContext("gc") as () => void;
  const heapMb = () => {
    collect();
    collect();
    return process.memoryUsage().heapUsed / 2 ** 20;
  };
  const count = 100_000;
  const index = "bench";
  const simulator = await startSimulator({ apis: ["search"], port: 0, strict: true });
  try {
    const control = createControlClient(simulator.urls.search!);
    const client = createSearchClient({ baseUrl: simulator.urls.search! });
    const empty = heapMb();
    let start = performance.now();
    await control.command("createIndex", { index, generate: { count, seed: 1 } });
    const loadMs = performance.now() - start;
    const loaded = heapMb();
    console.log(
      `\nSearch simulator (--strict), index of ${count.toLocaleString("en")} generated documents over 2 shards: generated and indexed in ${Math.round(loadMs)} ms, heap ${(loaded - empty).toFixed(1)} MB`,
    );

    const walk = async (label: string, hits: AsyncIterable<unknown>) => {
      const began = performance.now();
      let seen = 0;
      for await (const _hit of hits) seen++;
      if (seen !== count) throw new Error(`${label}: saw ${seen} documents, not ${count}`);
      const seconds = (performance.now() - began) / 1000;
      console.log(
        `${label.padEnd(58)} ${seconds.toFixed(2).padStart(6)} s ${Math.round(seen / seconds)
          .toLocaleString("en")
          .padStart(9)} documents/s`,
      );
    };
    for (const size of [1_000, 10_000]) {
      await walk(
        `PIT + search_after, _shard_doc, no totals, pages of ${size}`,
        searchAfterHits(client, { index, keepAlive: "1m", body: { sort: ["_shard_doc"], size } }),
      );
      await walk(`scroll, _doc order, batches of ${size}`, scrollHits(client, { index, scroll: "1m", body: { size } }));
    }

    const contexts = 500;
    const base = heapMb();
    const pits: string[] = [];
    for (let i = 0; i < contexts; i++) {
      const { data } = await client.POST("/{index}/_pit", { params: { path: { index }, query: { keep_alive: "5m" } } });
      // One page each, so that every context has been searched.
      const page = await client.POST("/_search", {
        body: { pit: { id: data!.id!, keep_alive: "5m" }, sort: ["_shard_doc"], size: 10, track_total_hits: false },
      });
      pits.push(page.data!.pit_id!);
    }
    const withPits = heapMb();
    for (const id of pits) await client.DELETE("/_pit", { body: { id } });
    const scrolls: string[] = [];
    for (let i = 0; i < contexts; i++) {
      const { data } = await client.POST("/{index}/_search", {
        params: { path: { index }, query: { scroll: "5m" } },
        body: { size: 100, sort: ["_doc"] },
      });
      scrolls.push(data!._scroll_id!);
    }
    const withScrolls = heapMb();
    // A tenth of the documents rewritten while the 500 scrolls are open: their old versions stay.
    start = performance.now();
    const lines: string[] = [];
    for (let seq = 0; seq < count; seq += 10)
      lines.push(
        JSON.stringify({ update: { _id: `doc-${String(seq).padStart(6, "0")}` } }),
        JSON.stringify({ doc: { status: "paid", amount: 1 } }),
      );
    await control.command("bulk", { index, ndjson: lines.join("\n"), refresh: true });
    const rewriteMs = performance.now() - start;
    const afterChange = heapMb();
    await client.DELETE("/_search/scroll/_all");
    const afterClear = heapMb();
    const row = (label: string, mb: number) => {
      const change = mb - (base - empty);
      console.log(`${label.padEnd(58)} ${mb.toFixed(1).padStart(7)} MB ${`${change >= 0 ? "+" : ""}${change.toFixed(1)}`.padStart(7)} MB`);
    };
    console.log(`Heap used above the empty simulator, after a full collection, and the change from before the ${contexts} contexts:`);
    row("the index, after the walks (they keep nothing)", base - empty);
    row(`${contexts} points in time, each searched once`, withPits - empty);
    row(`${contexts} scrolls, each with its first batch of 100`, withScrolls - empty);
    row(`the same, after rewriting ${count / 10} documents (${Math.round(rewriteMs)} ms)`, afterChange - empty);
    row("all scrolls cleared: old versions dropped", afterClear - empty);
  } finally {
    await simulator.stop();
  }
}
