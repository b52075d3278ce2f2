/**
 * npm run bench
 *
 * Measures, in one run on this machine: the cost of creating the validators of every API;
 * validations per second of a typical response of each API with the package's validator and with
 * Prism's own output validation; and requests per second with p50 and p99 latency of the
 * simulator and of Prism's mock on the same operation, each server in its own process with
 * request and response validation on. Figures vary between machines; compare the ratios.
 */
import { spawn, type ChildProcess } from "node:child_process";
import autocannon from "autocannon";
import { createRequire } from "node:module";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { getHttpOperationsFromSpec } from "@stoplight/prism-http";
import { apiIds, type ApiId } from "../src/apis.js";
import { generatedDir } from "../src/files.js";
import { listOperations, serverPathPrefix } from "../src/openapi.js";
import { apiSchemas } from "../src/schemas.js";
import { createValidator } from "../src/validate.js";

// Prism exposes its validators only through this module of its package.
const { validateOutput } = createRequire(import.meta.url)("@stoplight/prism-http/dist/validator/index.js") as {
  validateOutput(input: { resource: unknown; element: { statusCode: number; headers: Record<string, string>; body: unknown } }): {
    _tag: "Left" | "Right";
  };
};

/** Runs `work` for about `seconds` and returns calls per second. */
function rate(work: () => void, seconds = 0.5): number {
  for (let i = 0; i < 100; i++) work(); // warm up: compile, optimise
  let calls = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    for (let i = 0; i < 50; i++) work();
    calls += 50;
  }
  return calls / ((performance.now() - start) / 1000);
}

/** The first operation's first 2xx JSON response example: a typical answer of the API. */
function typicalResponse(api: ApiId) {
  const schemas = apiSchemas(api);
  for (const entry of listOperations(schemas.document)) {
    for (const [status, reference] of Object.entries(entry.operation.responses)) {
      if (!status.startsWith("2")) continue;
      const response = schemas.resolve<{ content?: Record<string, { examples?: Record<string, unknown> }> }>(reference);
      const json = response.content?.["application/json"];
      const example = json && Object.values(json.examples ?? {})[0];
      if (!example) continue;
      const path = entry.path.replace(/\{[^}]+\}/g, "1");
      return {
        entry,
        status: Number(status),
        url: `${serverPathPrefix(schemas.document)}${path}`,
        body: schemas.resolve<{ value: unknown }>(example).value,
      };
    }
  }
  throw new Error(`${api}: no JSON response example`);
}

const creationStart = performance.now();
for (const api of apiIds) createValidator(api);
const creationMs = performance.now() - creationStart;

console.log(`Validator creation, all ${apiIds.length} APIs: ${creationMs.toFixed(1)} ms (schemas compile on first use)\n`);
console.log("Validations per second of a typical response (one run):");
console.log(`${"API".padEnd(18)} ${"operation".padEnd(36)} ${"first use".padStart(10)} ${"package".padStart(10)} ${"Prism".padStart(10)} ${"ratio".padStart(7)}`);
for (const api of apiIds) {
  const sample = typicalResponse(api);
  const validator = createValidator(api);
  const message = { method: sample.entry.method, url: sample.url, status: sample.status, headers: { "content-type": "application/json" }, body: sample.body };
  const firstStart = performance.now();
  const first = validator.validateResponse(message);
  const firstMs = performance.now() - firstStart;
  if (!first.valid) throw new Error(`${api}: the typical response does not validate: ${first.problems[0]?.message}`);
  const ours = rate(() => validator.validateResponse(message));

  const operations = await getHttpOperationsFromSpec(join(generatedDir(api), "openapi.json"));
  const resource = operations.find((operation) => operation.method === sample.entry.method && operation.path === sample.entry.path);
  const element = { statusCode: sample.status, headers: { "content-type": "application/json" }, body: sample.body };
  if (validateOutput({ resource, element })._tag !== "Right") throw new Error(`${api}: Prism rejects the typical response`);
  const prism = rate(() => validateOutput({ resource, element }));

  console.log(
    `${api.padEnd(18)} ${sample.entry.operation.operationId.padEnd(36)} ${`${firstMs.toFixed(1)} ms`.padStart(10)} ${Math.round(ours).toString().padStart(10)} ${Math.round(prism).toString().padStart(10)} ${`${(ours / prism).toFixed(1)}x`.padStart(7)}`,
  );
}

/** Starts the command-line tool's mock command in its own process and waits for its URL. */
async function serve(args: string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/cli.ts", "serve", "code-hosting", "--port", "0", "--quiet", ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk;
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
      if (match) resolve(match[0]);
    });
    child.once("exit", () => reject(new Error(`the server exited: ${output}`)));
  });
  return { url, child };
}

/** Load from autocannon (HTTP/1.1 keep-alive, `connections` at once): requests per second and latency percentiles. */
async function load(url: string, headers: Record<string, string>, connections = 10, seconds = 3) {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

console.log("\nHTTP: GET /repos/{owner}/{repo}/import (code-hosting), 10 keep-alive connections, 3 s each, one server process at a time:");
const headers = { authorization: "Bearer bench", accept: "application/vnd.vendor+json" };
const results: Record<string, Awaited<ReturnType<typeof load>>> = {};
for (const [label, args] of [["Prism mock", ["--engine", "prism"]], ["simulator (--strict)", ["--strict"]]] as const) {
  const { url, child } = await serve([...args]);
  try {
    const target = `${url}/repos/octocat/socm/import`;
    if (label.startsWith("simulator")) {
      // The simulator answers from its state: start the import that the GETs read.
      await fetch(target, { method: "PUT", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ vcs: "git", vcs_url: "https://git.example.org/socm.git" }) });
    }
    await load(target, headers, 10, 1); // warm up
    results[label] = await load(target, headers);
  } finally {
    child.kill("SIGTERM");
  }
}
console.log(`${"server".padEnd(22)} ${"requests/s".padStart(11)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)}`);
for (const [label, result] of Object.entries(results)) {
  console.log(`${label.padEnd(22)} ${Math.round(result.rps).toString().padStart(11)} ${result.p50.toFixed(2).padStart(8)} ${result.p99.toFixed(2).padStart(8)}`);
}
const prism = results["Prism mock"]!;
const simulator = results["simulator (--strict)"]!;
console.log(`simulator / Prism throughput: ${(simulator.rps / prism.rps).toFixed(1)}x`);

// ---------------------------------------------------------------------------------------------
// The search simulator: walking 100,000 documents with PIT + search_after and with scroll, and
// the heap of 500 open contexts on that index (snapshots pin versions, they copy nothing).

{
  const { setFlagsFromString } = await import("node:v8");
  const { runInNewContext } = await import("node:vm");
  const { startSimulator } = await import("../src/simulator/engine.js");
  const { createControlClient } = await import("../src/simulator/control.js");
  const { createSearchClient, searchAfterHits, scrollHits } = await import("../src/search.js");
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
    console.log(`\nSearch simulator (--strict), index of ${count.toLocaleString("en")} generated documents over 2 shards: generated and indexed in ${Math.round(loadMs)} ms, heap ${(loaded - empty).toFixed(1)} MB`);

    const walk = async (label: string, hits: AsyncIterable<unknown>) => {
      const began = performance.now();
      let seen = 0;
      for await (const _hit of hits) seen++;
      if (seen !== count) throw new Error(`${label}: saw ${seen} documents, not ${count}`);
      const seconds = (performance.now() - began) / 1000;
      console.log(`${label.padEnd(58)} ${seconds.toFixed(2).padStart(6)} s ${Math.round(seen / seconds).toLocaleString("en").padStart(9)} documents/s`);
    };
    for (const size of [1_000, 10_000]) {
      await walk(`PIT + search_after, _shard_doc, no totals, pages of ${size}`, searchAfterHits(client, { index, keepAlive: "1m", body: { sort: ["_shard_doc"], size } }));
      await walk(`scroll, _doc order, batches of ${size}`, scrollHits(client, { index, scroll: "1m", body: { size } }));
    }

    const contexts = 500;
    const base = heapMb();
    const pits: string[] = [];
    for (let i = 0; i < contexts; i++) {
      const { data } = await client.POST("/{index}/_pit", { params: { path: { index }, query: { keep_alive: "5m" } } });
      // One page each, so that every context has been searched.
      const page = await client.POST("/_search", { body: { pit: { id: data!.id, keep_alive: "5m" }, sort: ["_shard_doc"], size: 10, track_total_hits: false } });
      pits.push(page.data!.pit_id!);
    }
    const withPits = heapMb();
    for (const id of pits) await client.DELETE("/_pit", { body: { id } });
    const scrolls: string[] = [];
    for (let i = 0; i < contexts; i++) {
      const { data } = await client.POST("/{index}/_search", { params: { path: { index }, query: { scroll: "5m" } }, body: { size: 100, sort: ["_doc"] } });
      scrolls.push(data!._scroll_id!);
    }
    const withScrolls = heapMb();
    // A tenth of the documents rewritten while the 500 scrolls are open: their old versions stay.
    start = performance.now();
    const lines: string[] = [];
    for (let seq = 0; seq < count; seq += 10) lines.push(JSON.stringify({ update: { _id: `doc-${String(seq).padStart(6, "0")}` } }), JSON.stringify({ doc: { status: "paid", amount: 1 } }));
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
    row("the index, and the walks' cached results", base - empty);
    row(`${contexts} points in time, each searched once`, withPits - empty);
    row(`${contexts} scrolls, each with its first batch of 100`, withScrolls - empty);
    row(`the same, after rewriting ${count / 10} documents (${Math.round(rewriteMs)} ms)`, afterChange - empty);
    row("all scrolls cleared: old versions, stale results dropped", afterClear - empty);
  } finally {
    await simulator.stop();
  }
}
