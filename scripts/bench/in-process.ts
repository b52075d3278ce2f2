/**
 * GETs of an import status answered in process through `simulator.fetch` of the compiled package,
 * strict (request and response validation on), no socket, with the request journal on (the
 * default) and off (journalSize 0); and the anchor: a fetch function that
 * answers the same bytes with the same headers in a standard Response, doing nothing else. Then the
 * simulator's core alone (`core.serve`, what every adapter calls), beside `JSON.stringify` of the
 * same answer's body, the part of its work no simulator can skip. Each figure is the median of
 * three rounds in which they take turns.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { packageRoot } from "../../src/contract/files.js";
import type { createSimulator as CreateSimulator } from "../../src/simulator/in-process.js";

export interface RateResult {
  label: string;
  perSecond: number;
}

/** Calls per second of `call` over about `seconds`, `inFlight` at a time, after a warm-up. */
export async function rate(call: () => Promise<unknown>, inFlight: number, seconds = 2): Promise<number> {
  const worker = async (until: number) => {
    let calls = 0;
    while (performance.now() < until) {
      await call();
      calls++;
    }
    return calls;
  };
  await Promise.all(Array.from({ length: inFlight }, () => worker(performance.now() + 500)));
  const start = performance.now();
  const counts = await Promise.all(Array.from({ length: inFlight }, () => worker(start + seconds * 1000)));
  return counts.reduce((a, b) => a + b, 0) / ((performance.now() - start) / 1000);
}

/** Calls per second of a synchronous `call` over about `seconds`, after a warm-up. */
export function syncRate(call: () => unknown, seconds = 1): number {
  for (const until = performance.now() + 300; performance.now() < until;) call();
  let calls = 0;
  const start = performance.now();
  while (performance.now() < start + seconds * 1000) {
    for (let i = 0; i < 1000; i++) call();
    calls += 1000;
  }
  return calls / ((performance.now() - start) / 1000);
}

/**
 * The CPU time (user and system, process.cpuUsage) of one call of a synchronous `call`, in µs,
 * over about `seconds` after a warm-up: unlike a rate, it does not fall when other processes take
 * the machine's cores, so two builds compare on a loaded machine too.
 */
export function cpuPerCall(call: () => unknown, seconds = 1): number {
  for (const until = performance.now() + 300; performance.now() < until;) call();
  let calls = 0;
  const start = performance.now();
  const before = process.cpuUsage();
  while (performance.now() < start + seconds * 1000) {
    for (let i = 0; i < 1000; i++) call();
    calls += 1000;
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / calls;
}

/**
 * A strict simulator of code-hosting with an import started, and its core (its journal on, or off
 * with journalSize 0), from the compiled package of the checkout at `root` (`vendor-api-contracts/simulator`).
 */
export async function preparedSimulator(journalSize?: number, root = packageRoot) {
  const { createSimulator } = (await import(pathToFileURL(join(root, "dist", "src", "simulator", "index.js")).href)) as {
    createSimulator: typeof CreateSimulator;
  };
  const simulator = createSimulator({
    apis: ["code-hosting"],
    strict: true,
    journalSize,
    onViolation: (v) => {
      throw new Error(`violation: ${v.problems[0]?.message}`);
    },
  });
  const started = await simulator.fetch(url(simulator.urls["code-hosting"]!), {
    method: "PUT",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ vcs: "git", vcs_url: "https://git.example.org/socm.git" }),
  });
  if (started.status !== 201) throw new Error(`the import did not start: ${started.status}`);
  const core = simulator.cores[0]!;
  const served = core.serve(exchange, "");
  if (served instanceof Promise || served.status !== 200) throw new Error("the core did not answer the GET at once");
  return { simulator, core };
}

export const url = (base: string) => `${base}/repos/octocat/socm/import`;
export const headers = { authorization: "Bearer bench", accept: "application/vnd.vendor+json" };
// The exchange as the socket adapter hands it over.
export const exchange = {
  method: "GET",
  url: "/repos/octocat/socm/import",
  headers: { host: "127.0.0.1:4010", connection: "keep-alive", ...headers },
  self: "http://127.0.0.1:4010",
};

/** What a client does with an answer: look at the status, read the body. */
export const get = (fetch: (input: string, init: RequestInit) => Promise<Response>, base: string) => async () => {
  const response = await fetch(url(base), { headers });
  if (response.status !== 200) throw new Error(`status ${response.status}`);
  await response.json();
};

/** Each figure the median of `rounds` rounds in which the contenders take turns. */
export async function measureInProcess(rounds = 3): Promise<RateResult[]> {
  const { simulator, core } = await preparedSimulator();
  const off = await preparedSimulator(0);
  const recorded = await simulator.fetch(url(simulator.urls["code-hosting"]!), { headers });
  const text = await recorded.text();
  const plainFetch = async (_input: string, _init: RequestInit) =>
    new Response(text, { status: recorded.status, headers: recorded.headers });
  const body: unknown = JSON.parse(text);
  const contenders: [string, () => unknown, "async" | "sync"][] = [
    ["plain fetch function, same bytes", get(plainFetch, ""), "async"],
    ["simulator.fetch --strict", get(simulator.fetch, simulator.urls["code-hosting"]!), "async"],
    ["simulator.fetch --strict, journal off", get(off.simulator.fetch, off.simulator.urls["code-hosting"]!), "async"],
    ["JSON.stringify of the answer's body", () => JSON.stringify(body), "sync"],
    ["the core alone (core.serve) --strict", () => core.serve(exchange, ""), "sync"],
    ["the core alone --strict, journal off", () => off.core.serve(exchange, ""), "sync"],
  ];
  // Three rounds in turned orders, each figure the median of its three: one measurement of two
  // seconds on two shared cores can land on a busy moment of the machine, anchor or not.
  const measured = contenders.map((): number[] => []);
  for (let round = 0; round < rounds; round++) {
    const order = contenders.map((_, index) => index);
    if (round % 2 === 1) order.reverse();
    for (const index of order) {
      const [, call, kind] = contenders[index]!;
      measured[index]!.push(kind === "async" ? await rate(call as () => Promise<unknown>, 10) : syncRate(call));
    }
  }
  return contenders.map(([label], index) => ({ label, perSecond: median(measured[index]!) }));
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await measureInProcess())
    console.log(`${row.label.padEnd(40)} ${Math.round(row.perSecond).toLocaleString("en").padStart(9)} /s`);
}
