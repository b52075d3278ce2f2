/**
 * npm run hostile [-- <words>]
 *
 * Sends the hostile inputs of the simulator's robustness tests, one at a time, each to a new
 * simulator of all five APIs in a process of its own (so that what one input leaves in memory is
 * not counted against the next), while a probe in a worker thread (scripts/hostile/probe.ts)
 * reads an import status every 20 ms. For each
 * input it prints the answer's status, the simulator's peak resident memory, the probe's
 * slowest answer meanwhile, and the time the input took. The simulator holds up when every answer
 * is a 4xx (or the documented success), the memory stays bounded, and the probe is never held up.
 * Given words, it sends only the inputs whose name holds them.
 */
// The recordings the replay inputs write are made here, from the contracts, which a script run from the sources imports first.
import "../src/simulator/every-api.js";
import { computeInputs } from "./hostile/inputs-compute.js";
import { controlInputs } from "./hostile/inputs-control.js";
import { searchInputs } from "./hostile/inputs-search.js";
import { sizeInputs } from "./hostile/inputs-sizes.js";
import { trafficInputs } from "./hostile/inputs-traffic.js";
import { send, targets, type Input } from "./hostile/requests.js";
import { startProbe } from "./hostile/probe.js";
import { rssMb, serverPid, startServer, stopServer } from "./hostile/server.js";

const urls = await startServer();
const { ch, searchPost } = targets(urls);
/** Every input, in the order they run. */
const inputs: Input[] = [
  ...controlInputs(urls),
  ...sizeInputs(urls),
  ...computeInputs(urls),
  ...searchInputs(urls),
  ...trafficInputs(urls),
];

const only = process.argv.slice(2).join(" ");
const chosen = inputs.filter(([name]) => name.includes(only));
console.log(`resident memory of a new simulator: ${rssMb().toFixed(0)} MB\n`);
console.log("| input | statuses | time (ms) | peak memory (MB) | slowest probe (ms) |\n|---|---|---|---|---|");
for (const [index, [name, run, options]] of chosen.entries()) {
  // Each input on a new simulator, but one that is about the state the input before it made.
  const fresh = index > 0 && !(options?.afterPrevious && inputs.indexOf(chosen[index - 1]!) === inputs.indexOf(chosen[index]!) - 1);
  if (fresh || options?.server) {
    await stopServer();
    await startServer(await options?.server?.());
  }
  await send(
    `${urls.search}/__control/createIndex`,
    "POST",
    { "content-type": "application/json" },
    JSON.stringify({ index: "logs", generate: { count: 100, seed: 1 } }),
  );
  // The round-3 search inputs run on an index of 100,000 generated documents.
  if (name.startsWith("search:")) {
    await searchPost("/__control/createIndex", { index: "big", generate: { count: 100_000 } });
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const probe = startProbe(`${ch}/repos/octocat/hello-world/import`, serverPid());
  const started = performance.now();
  const statuses = await run();
  const took = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 100));
  const { slowestMs, peakMb } = await probe.stop();
  console.log(`| ${name} | ${[...new Set(statuses)].join(", ")} | ${took.toFixed(0)} | ${peakMb.toFixed(0)} | ${slowestMs.toFixed(1)} |`);
}
await stopServer();
