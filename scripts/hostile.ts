/**
 * npm run hostile [-- <words>]
 *
 * Sends the hostile inputs of the simulator's robustness tests, one at a time, each to a new
 * simulator of all five APIs in a process of its own (so that what one input leaves in memory is
 * not counted against the next), while a probe reads an import status every 20 ms. For each
 * input it prints the answer's status, the simulator's peak resident memory, the probe's
 * slowest answer meanwhile, and the time the input took. The simulator holds up when every answer
 * is a 4xx (or the documented success), the memory stays bounded, and the probe is never held up.
 * Given words, it sends only the inputs whose name holds them.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { Readable } from "node:stream";

/** The first API's port (the others follow it), the same for every simulator started so that the inputs' addresses hold; below the range the system picks ports for connections from. */
const firstPort = Number(process.env.HOSTILE_PORT ?? 24310);
let child: ChildProcess;

/** A new simulator of all five APIs in a process of its own; its addresses. */
async function startServer(): Promise<Record<string, string>> {
  child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      `
  const { startSimulator } = await import("./src/simulator/index.ts");
  const simulator = await startSimulator({ port: ${firstPort}, strict: true });
  console.log(JSON.stringify(simulator.urls));
`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise<Record<string, string>>((resolve, reject) => {
    child.stdout!.once("data", (line: Buffer) => resolve(JSON.parse(line.toString())));
    child.once("exit", (code) => reject(new Error(`the simulator exited (${code}) before it printed its addresses`)));
  });
}

async function stopServer(): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill();
  await exited;
}

const urls = await startServer();
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))![1]) / 1024;

/** Sends a request whose body may be a stream of any length; resolves with the status. */
function send(url: string, method: string, headers: Record<string, string>, body?: string | (() => Readable)): Promise<number> {
  return new Promise((resolve) => {
    const sent = request(url, { method, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    sent.on("error", () => resolve(0));
    if (typeof body === "function") body().pipe(sent);
    else sent.end(body);
  });
}

/** `bytes` bytes of one character, in chunks made as they are read. */
function* chunks(bytes: number, char = "a") {
  const chunk = Buffer.alloc(1 << 20, char);
  for (let left = bytes; left > 0; left -= chunk.length) yield left >= chunk.length ? chunk : chunk.subarray(0, left);
}
const filler =
  (bytes: number, char = "a") =>
  () =>
    Readable.from(chunks(bytes, char));

const bearer = { authorization: "Bearer t", "content-type": "application/json" };
const ch = urls["code-hosting"]!;
const importBody = (bytes: number) => () =>
  Readable.from(
    (function* () {
      yield Buffer.from('{"vcs_url":"https://git.example.org/');
      yield* chunks(bytes);
      yield Buffer.from('.git"}');
    })(),
  );
/** `count` chunks of one byte each: the body is small, the number of chunks is not. */
const tinyChunks = (count: number, text: string) => () =>
  Readable.from(
    (function* () {
      for (let i = 0; i < count; i++) yield Buffer.from(text[i % text.length]!);
    })(),
  );
const computePolicy = (name: string) => `${urls.compute}/compute/v1/locations/global/securityPolicies/${name}`;
/** A compute policy's current fingerprint (only that: the policy may hold a large member). */
const readFingerprint = async (name: string) =>
  ((await (await fetch(`${computePolicy(name)}?fields=fingerprint`, { headers: { authorization: "Bearer t" } })).json()) as { fingerprint: string }).fingerprint;
const nested = (depth: number) => `{"query":${'{"bool":{"must":'.repeat(depth)}{"match_all":{}}${"}}".repeat(depth)}}`;
const json = { "content-type": "application/json" };
/** A search request, or a search control command, with a JSON body. */
const searchPost = (path: string, body: unknown) => send(`${urls.search}${path}`, "POST", json, JSON.stringify(body));
const range = (count: number) => Array.from({ length: count }, (_, i) => i);
/** Sort keys over every kind of field of the generated documents, in turn. */
const sortKeys = (count: number) => range(count).map((i) => [{ seq: "asc" }, { amount: "desc" }, { "@timestamp": "asc" }, "status", { quantity: "desc" }][i % 5]);
/** `count` small documents as NDJSON lines (an action line and a document line each). */
const ndjsonLines = (count: number) => range(count).flatMap((i) => [`{"index":{"_id":"n-${i}"}}`, `{"seq":${i}}`]);

/** Runs `count` requests made by `make`, `parallel` at a time; answers each status seen. */
async function many(count: number, parallel: number, make: (i: number) => Promise<number>): Promise<number[]> {
  const statuses = new Set<number>();
  for (let i = 0; i < count; i += parallel) {
    for (const status of await Promise.all([...Array(Math.min(parallel, count - i))].map((_, j) => make(i + j)))) statuses.add(status);
  }
  return [...statuses];
}
/** `count` addresses from `from` on, short enough that 60,000 fit under the 1 MiB body limit. */
const addresses = (from: number, count: number) => JSON.stringify([...Array(count)].map((_, i) => `a${from + i}@e.io`));
const eventHeaders = { ...bearer, "x-vendor-protocol-version": "2.0.0" };
const newEvent = (i: number) =>
  JSON.stringify({ name: { localized: { en_US: "Load test" } }, type: { inPerson: { endsAt: 1780426800000 + i } }, organizer: "urn:li:organization:2414183", startsAt: 1780423200000 + i });

/** A body nesting arrays `depth` deep under a member. */
const deepMember = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
/** A JSON object of a million members no contract names, made once here: making it in an input would hold the probe. */
const broadBody = `{${[...Array(1_000_000)].map((_, i) => `"m${i}":1`).join(",")}}`;

/** An input: its name, what it sends (resolving with the statuses answered), and whether it runs on the simulator the input before it left. */
type Input = [name: string, run: () => Promise<number[]>, options?: { afterPrevious: true }];

const inputs: Input[] = [
  [
    "the control API from a page on a rebound name (Host and Origin evil.example)",
    async () =>
      Promise.all(
        ["reset", "tokens", "clock", "faults"].map((command) =>
          send(`${ch}/__control/${command}`, "POST", { host: `evil.example:${new URL(ch).port}`, origin: `http://evil.example:${new URL(ch).port}`, "content-type": "application/json" }, "{}"),
        ),
      ),
  ],
  [
    "the clock moved by 1e300 ms, then a dated answer",
    async () => [
      await send(`${ch}/__control/clock`, "POST", { "content-type": "application/json" }, JSON.stringify({ advanceMs: 1e300 })),
      await send(`${ch}/repos/o/clock/import`, "PUT", bearer, JSON.stringify({ vcs: "git", vcs_url: "https://git.example.org/x.git" })),
    ],
  ],
  [
    "control commands named after what every object has (constructor, toString)",
    async () => Promise.all(["constructor", "toString", "__proto__"].map((command) => send(`${ch}/__control/${command}`, "POST", { "content-type": "application/json" }, "{}"))),
  ],
  [
    "JSON nested 100,000 deep, to every API",
    async () =>
      Promise.all([
        send(`${ch}/repos/o/r/import`, "PUT", bearer, `{"vcs_url":"https://git.example.org/x.git","x":${deepMember(100_000)}}`),
        send(
          `${urls["social-graph"]}/v24.0/23843129321830525/users?access_token=t`,
          "POST",
          { "content-type": "application/x-www-form-urlencoded" },
          `payload=${encodeURIComponent(`{"schema":"EMAIL_SHA256","data":${deepMember(100_000)}}`)}`,
        ),
        send(`${urls["event-management"]}/rest/events`, "POST", eventHeaders, `{"x":${deepMember(100_000)}}`),
        send(computePolicy("storefront-edge"), "PATCH", bearer, `{"x":${deepMember(100_000)}}`),
        send(`${urls.search}/_search`, "POST", { "content-type": "application/json" }, `{"x":${deepMember(100_000)}, "n": 1234567890123456}`),
      ]),
  ],
  [
    "a body of 1,000,000 members no contract names, to search and compute",
    async () => Promise.all([send(`${urls.search}/_search`, "POST", { "content-type": "application/json" }, broadBody), send(computePolicy("storefront-edge"), "PATCH", bearer, broadBody)]),
  ],
  ["545 MB body to an unknown path", async () => [await send(`${ch}/x`, "POST", { "content-type": "application/octet-stream", "transfer-encoding": "chunked" }, filler(545e6, "\0"))]],
  [
    "compute filter (.*.*)*Z",
    async () => [await send(`${urls.compute}/compute/v1/projects/acme-web-prod/aggregated/forwardingRules?filter=${encodeURIComponent("name eq (.*.*)*Z")}`, "GET", { authorization: "Bearer t" })],
  ],
  ["eight 50 MB imports", () => Promise.all([...Array(8)].map((_, i) => send(`${ch}/repos/o/big-${i}/import`, "PUT", { ...bearer, "transfer-encoding": "chunked" }, importBody(50e6))))],
  [
    "200 imports of 1 MB, just under the limit, 8 at a time",
    async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 200; i += 8) {
        statuses.push(...(await Promise.all([...Array(8)].map((_, j) => send(`${ch}/repos/o/large-${i + j}/import`, "PUT", { ...bearer, "transfer-encoding": "chunked" }, importBody(1e6))))));
      }
      return statuses;
    },
  ],
  [
    "a body of 1,000,000 one-byte chunks to search",
    async () => [await send(`${urls.search}/_search`, "POST", { "content-type": "application/json", "transfer-encoding": "chunked" }, tinyChunks(1_000_000, " ".repeat(999_998) + "{}"))],
  ],
  ["a password in malformed JSON", async () => [await send(`${ch}/repos/o/r/import`, "PUT", bearer, '{"vcs_url":"https://git.example.org/x.git","vcs_password":hunter2}')]],
  ["a bool query nested 10,000 deep", async () => [await send(`${urls.search}/_search`, "POST", { "content-type": "application/json" }, nested(10_000))]],
  ["60,000 + 60,000 emails added", async () => [await send(`${ch}/user/emails`, "POST", bearer, addresses(0, 60_000)), await send(`${ch}/user/emails`, "POST", bearer, addresses(60_000, 60_000))]],
  ["20,000 event creates, 10 at a time", () => many(20_000, 10, (i) => send(`${urls["event-management"]}/rest/events`, "POST", eventHeaders, newEvent(i)))],
  [
    "20,000 statuses of one commit, 10 at a time",
    () => many(20_000, 10, (i) => send(`${ch}/repos/o/r/statuses/${"a".repeat(40)}`, "POST", bearer, JSON.stringify({ state: "success", context: `ci/${i % 50}` }))),
  ],
  [
    "20,000 points in time opened",
    async () => {
      const statuses = new Map<number, number>();
      for (let i = 0; i < 20_000; i += 100) {
        const batch = await Promise.all([...Array(100)].map(() => send(`${urls.search}/logs/_pit?keep_alive=1m`, "POST", {})));
        for (const status of batch) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      return [...statuses.keys()];
    },
  ],
  ["compute fields a(a(…)) 5,000 deep", async () => [await send(`${computePolicy("storefront-edge")}?fields=${"a(".repeat(5_000)}a${")".repeat(5_000)}`, "GET", { authorization: "Bearer t" })]],
  [
    "compute patch with a 20 MB member",
    async () => {
      const fingerprint = await readFingerprint("storefront-edge");
      const body = () =>
        Readable.from(
          (function* () {
            yield Buffer.from(`{"fingerprint":"${fingerprint}","notes":"`);
            yield* chunks(20e6);
            yield Buffer.from('"}');
          })(),
        );
      return [await send(computePolicy("storefront-edge"), "PATCH", { ...bearer, "transfer-encoding": "chunked" }, body)];
    },
  ],
  [
    "compute a policy grown by five patches, each adding a member of 20 MB",
    async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const fingerprint = await readFingerprint("mesh-orders");
        const body = () =>
          Readable.from(
            (function* () {
              yield Buffer.from(`{"fingerprint":"${fingerprint}","notes${i}":"`);
              yield* chunks(20e6);
              yield Buffer.from('"}');
            })(),
          );
        statuses.push(await send(computePolicy("mesh-orders"), "PATCH", { ...bearer, "transfer-encoding": "chunked" }, body));
      }
      return statuses;
    },
  ],
  [
    "compute 20,000 operations (patches refused by a rule), 100 at a time",
    async () => {
      // A patch that drops the default rule changes nothing, so the fingerprint stays current and
      // every one of them is accepted and leaves an operation.
      const body = JSON.stringify({ fingerprint: await readFingerprint("assets-edge"), rules: [{ priority: 10, action: "allow" }] });
      const statuses = new Set<number>();
      for (let i = 0; i < 20_000; i += 100) {
        const batch = await Promise.all([...Array(100)].map(() => send(`${computePolicy("assets-edge")}?requestId=${crypto.randomUUID()}`, "PATCH", bearer, body)));
        for (const status of batch) statuses.add(status);
      }
      return [...statuses];
    },
  ],
  [
    "compute operations listed (500 a page, newest first) and the newest read by id, 50 times each, after the 20,000",
    async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 50; i++) {
        const list = await fetch(`${urls.compute}/compute/v1/locations/global/operations?maxResults=500&orderBy=creationTimestamp%20desc`, { headers: { authorization: "Bearer t" } });
        statuses.push(list.status);
        const newest = ((await list.json()) as { items?: { id: string }[] }).items?.[0]?.id ?? "0";
        statuses.push(await send(`${urls.compute}/compute/v1/locations/global/operations/${newest}`, "GET", { authorization: "Bearer t" }));
      }
      return statuses;
    },
    { afterPrevious: true },
  ],
  // Round 3 (issue 25): the search service's bounds, on an index `big` of 100,000 generated documents (made before them).
  ["search: createIndex of 100,000 generated documents, replacing big", async () => [await searchPost("/__control/createIndex", { index: "big", generate: { count: 100_000 } })]],
  ["search: 10,000 sort keys, size 1, over 100,000 documents", async () => [await searchPost("/big/_search", { size: 1, sort: sortKeys(10_000) })]],
  ["search: 2,000 sort keys, size 10,000, over 100,000 documents", async () => [await searchPost("/big/_search", { size: 10_000, sort: sortKeys(2_000) })]],
  [
    "search: from 9,990, size 10, sort by amount and @timestamp, over 100,000 documents",
    async () => [await searchPost("/big/_search", { from: 9_990, size: 10, sort: [{ amount: "desc" }, "@timestamp"] })],
  ],
  ["search: a terms query of 100,000 values", async () => [await searchPost("/big/_search", { query: { terms: { seq: range(100_000) } } })]],
  ["search: a bool query of 5,000 clauses", async () => [await searchPost("/big/_search", { query: { bool: { should: range(5_000).map((i) => ({ term: { seq: i } })) } } })]],
  ["search: a match query of 5,000 terms", async () => [await searchPost("/big/_search", { query: { match: { message: range(5_000).join(" ") } } })]],
  ["search: 5,000 terms aggregations", async () => [await searchPost("/big/_search", { size: 0, aggs: Object.fromEntries(range(5_000).map((i) => [`a${i}`, { terms: { field: "status" } }])) })]],
  ["search: a terms aggregation of 100,000 buckets", async () => [await searchPost("/big/_search", { size: 0, aggs: { by_seq: { terms: { field: "seq", size: 100_000 } } } })]],
  ["search: 10,000 hits of 10,000 source patterns each", async () => [await searchPost("/big/_search", { size: 10_000, _source: { includes: range(10_000).map((i) => `f${i}*`) } })]],
  ["search: a scroll batch of 10,001", async () => [await searchPost("/big/_search?scroll=1m", { size: 10_001 })]],
  ["search: a scroll cut into 1,025 slices", async () => [await searchPost("/big/_search?scroll=1m", { slice: { id: 0, max: 1_025 } })]],
  [
    "search: 600 scrolls opened on 100,000 documents, a batch of 1,000 each",
    async () => {
      const statuses = new Set<number>();
      for (let i = 0; i < 600; i += 20) for (const status of await Promise.all(range(20).map(() => searchPost("/big/_search?scroll=1m", { size: 1_000, sort: ["_doc"] })))) statuses.add(status);
      await send(`${urls.search}/_search/scroll/_all`, "DELETE", {});
      return [...statuses];
    },
  ],
  ["search: createIndex of 100,000,000 shards", async () => [await searchPost("/__control/createIndex", { index: "wide", shards: 1e8 })]],
  ["search: createIndex of 10,000,000 shards", async () => [await searchPost("/__control/createIndex", { index: "wide", shards: 1e7 })]],
  ["search: createIndex of 1,000,000 generated documents", async () => [await searchPost("/__control/createIndex", { index: "huge", generate: { count: 1_000_000 } })]],
  ["search: bulk of 110,000 documents (NDJSON, 4 MB) into big, past the 200,000 held", async () => [await searchPost("/__control/bulk", { index: "big", ndjson: ndjsonLines(110_000).join("\n") })]],
  ["search: bulk of 33 MB of NDJSON, past the 32 MB read at once", async () => [await searchPost("/__control/bulk", { index: "other", ndjson: `{"text":"${"x".repeat(33 * 2 ** 20)}"}` })]],
  ["search: bulk, a malformed NDJSON line with a password", async () => [await searchPost("/__control/bulk", { index: "big", ndjson: '{"index":{"_id":"1"}}\n{"user":"x","password":hunter2}' })]],
];

let probeWorst = 0;
let peak = 0;
let probing = false;
/** Reads an import status every 20 ms while an input runs, keeping the slowest answer and the peak memory. */
async function probe(): Promise<void> {
  while (probing) {
    const started = performance.now();
    await send(`${ch}/repos/octocat/hello-world/import`, "GET", { authorization: "Bearer t" });
    probeWorst = Math.max(probeWorst, performance.now() - started);
    peak = Math.max(peak, rssMb());
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const only = process.argv.slice(2).join(" ");
const chosen = inputs.filter(([name]) => name.includes(only));
console.log(`resident memory of a new simulator: ${rssMb().toFixed(0)} MB\n`);
console.log("| input | statuses | time (ms) | peak memory (MB) | slowest probe (ms) |\n|---|---|---|---|---|");
for (const [index, [name, run, options]] of chosen.entries()) {
  // Each input on a new simulator, but one that is about the state the input before it made.
  const fresh = index > 0 && !(options?.afterPrevious && inputs.indexOf(chosen[index - 1]!) === inputs.indexOf(chosen[index]!) - 1);
  if (fresh) {
    await stopServer();
    await startServer();
  }
  await send(`${urls.search}/__control/createIndex`, "POST", { "content-type": "application/json" }, JSON.stringify({ index: "logs", generate: { count: 100, seed: 1 } }));
  // The round-3 search inputs run on an index of 100,000 generated documents.
  if (name.startsWith("search:")) {
    await searchPost("/__control/createIndex", { index: "big", generate: { count: 100_000 } });
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  probeWorst = 0;
  peak = rssMb();
  probing = true;
  const probed = probe();
  const started = performance.now();
  const statuses = await run();
  const took = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 100));
  probing = false;
  await probed;
  console.log(`| ${name} | ${[...new Set(statuses)].join(", ")} | ${took.toFixed(0)} | ${peak.toFixed(0)} | ${probeWorst.toFixed(1)} |`);
}
await stopServer();
