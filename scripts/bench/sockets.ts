/**
 * Requests per second and latency over sockets: the simulator (default and strict, each with its
 * request journal on, the default, and off), plain
 * node:http answering the same bytes with the same headers, and Prism's mock, each in a process of
 * its own, loaded by autocannon from this one (10 keep-alive connections).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";

export interface LoadResult {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  /** The server process's CPU per request during the load, user and system, in µs (Linux only). */
  userUs?: number;
  systemUs?: number;
}

/** Starts a program (TypeScript through tsx) in a process of its own and waits for the URL it prints. */
export async function serve(entry: string, args: string[]): Promise<{ url: string; child: ChildProcess }> {
  const loader = entry.endsWith(".ts") ? ["--import", "tsx"] : [];
  const child = spawn(process.execPath, [...loader, entry, ...args], { stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk;
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
      if (match) resolve(match[0]);
    });
    child.once("exit", () => reject(new Error(`${entry} exited: ${output}`)));
  });
  return { url, child };
}

/** One server at a time: the next starts once this one has exited and the machine has settled. */
export async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

/** The CPU a process has used so far, user and system, in µs: from /proc (Linux, 100 ticks a second), else undefined. */
function processCpu(pid: number): { user: number; system: number } | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return { user: Number(fields[11]) * 10_000, system: Number(fields[12]) * 10_000 };
  } catch {
    return undefined;
  }
}

/**
 * autocannon's figures for `seconds` of load, after a second of warm-up, and the server's CPU per
 * request meanwhile; any non-2xx answer is an error.
 */
export async function load(url: string, pid: number, connections = 10, seconds = 3): Promise<Omit<LoadResult, "label">> {
  await autocannon({ url, headers, connections, duration: 1 });
  const before = processCpu(pid);
  const result = await autocannon({ url, headers, connections, duration: seconds });
  const after = processCpu(pid);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  const perRequest = (used: number) => used / result.requests.total;
  const cpu = before && after ? { userUs: perRequest(after.user - before.user), systemUs: perRequest(after.system - before.system) } : {};
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, ...cpu };
}

export const headers = { authorization: "Bearer bench", accept: "application/vnd.vendor+json" };
export const path = "/repos/octocat/socm/import";
/** The command-line tool as installed: the compiled package (npm run bench builds it first). */
export const cli = "bin/vendor-api-contracts.js";

/** What is done before a load: it may leave something running during it, stopped after (its returned function). */
type Prepare = (target: string) => Promise<void | (() => Promise<void>)>;

export async function loadServer(label: string, entry: string, args: string[], prepare?: Prepare): Promise<LoadResult> {
  const { url, child } = await serve(entry, args);
  let after: void | (() => Promise<void>) = undefined;
  try {
    after = await prepare?.(`${url}${path}`);
    return { label, ...(await load(`${url}${path}`, child.pid!)) };
  } finally {
    await after?.();
    await stop(child);
  }
}

/** The simulator answers from its state: start the import that the GETs read. */
export async function startImport(target: string): Promise<void> {
  const response = await fetch(target, {
    method: "PUT",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ vcs: "git", vcs_url: "https://git.example.org/socm.git" }),
  });
  if (response.status !== 201) throw new Error(`the import did not start: ${response.status}`);
}

/**
 * The import started, and a console left open on the simulator during the load: a follower in a
 * process of its own (console-follower.ts), which must have read the requests by the end.
 */
export async function startImportFollowed(target: string): Promise<() => Promise<void>> {
  await startImport(target);
  const follower = spawn(process.execPath, ["--import", "tsx", "scripts/bench/console-follower.ts", new URL(target).origin], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let said = "";
  follower.stdout!.on("data", (chunk: Buffer) => (said += chunk));
  await new Promise<void>((resolve, reject) => {
    follower.stdout!.on("data", () => said.includes("following") && resolve());
    follower.once("exit", () => reject(new Error(`the console follower exited: ${said}`)));
  });
  return async () => {
    const exited = new Promise((resolve) => follower.once("exit", resolve));
    follower.kill("SIGTERM");
    await exited;
    const { read, failures } = JSON.parse(said.slice(said.indexOf("{"))) as { read: number; failures: number };
    if (read === 0 || failures > 0) throw new Error(`the console follower read ${read} requests, with ${failures} failures`);
  };
}

/** What the simulator answers to the benchmark's GET, to be served by the plain anchor byte for byte. */
async function recordAnswer(): Promise<{ status: number; headers: Record<string, string>; text: string }> {
  const { url, child } = await serve(cli, ["serve", "code-hosting", "--port", "0", "--quiet"]);
  try {
    await startImport(`${url}${path}`);
    const response = await fetch(`${url}${path}`, { headers });
    const recorded: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      // node:http writes these itself, as it does for the simulator.
      if (!["date", "connection", "keep-alive"].includes(name)) recorded[name] = value;
    });
    return { status: response.status, headers: recorded, text: await response.text() };
  } finally {
    await stop(child);
  }
}

/** The median of each figure over the rounds. */
export function median(label: string, results: Omit<LoadResult, "label">[]): LoadResult {
  const middle = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const figure = (read: (result: Omit<LoadResult, "label">) => number | undefined) => {
    const values = results.map(read).filter((value) => value !== undefined);
    return values.length === results.length ? middle(values) : undefined;
  };
  return {
    label,
    rps: figure((r) => r.rps)!,
    p50: figure((r) => r.p50)!,
    p99: figure((r) => r.p99)!,
    userUs: figure((r) => r.userUs),
    systemUs: figure((r) => r.systemUs),
  };
}

/**
 * The plain anchor and the simulator take turns, three rounds in turned orders (each server goes
 * first once), and each figure is the median of its three: on two shared cores one run can land
 * beside a burst of other work.
 */
export async function measureSockets(rounds = 3): Promise<LoadResult[]> {
  const answer = await recordAnswer();
  // The load generator runs in this process and shares the two cores with the server under test.
  const simulator = ["serve", "code-hosting", "--port", "0", "--quiet"];
  const servers: [string, string, string[], Prepare?][] = [
    ["plain node:http, same bytes", "scripts/bench/plain-server.ts", [JSON.stringify(answer)]],
    ["simulator", cli, simulator, startImport],
    ["simulator --strict", cli, [...simulator, "--strict"], startImport],
    // The request journal is on by default: its cost is the difference.
    ["simulator, journal off", cli, [...simulator, "--journal-size", "0"], startImport],
    ["simulator --strict, journal off", cli, [...simulator, "--strict", "--journal-size", "0"], startImport],
    // A console open on the simulator (follow.ts in a process of its own): its cost is the difference with --strict.
    ["simulator --strict, console open", cli, [...simulator, "--strict"], startImportFollowed],
  ];
  const results = servers.map((): LoadResult[] => []);
  for (let round = 0; round < rounds; round++) {
    for (let turn = 0; turn < servers.length; turn++) {
      const index = (round + turn) % servers.length;
      results[index]!.push(await loadServer(...servers[index]!));
    }
  }
  // Prism, the anchor of a ratio far from 1, is measured once.
  const prism = await loadServer("Prism mock", cli, ["mock", "code-hosting", "--port", "0", "--quiet"]);
  return [...servers.map(([label], index) => median(label, results[index]!)), prism];
}

export const socketHeader = `${"server".padEnd(33)} ${"requests/s".padStart(11)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"server CPU µs/request, user + system".padStart(38)}`;

/** A line of the table: requests/s, p50 and p99, and the server's CPU per request where it is known. */
export function socketRow(row: LoadResult): string {
  const cpu = row.userUs === undefined || row.systemUs === undefined ? "" : `${row.userUs.toFixed(1)} + ${row.systemUs.toFixed(1)}`;
  return `${row.label.padEnd(33)} ${Math.round(row.rps).toLocaleString("en").padStart(11)} ${row.p50.toFixed(2).padStart(8)} ${row.p99.toFixed(2).padStart(8)} ${cpu.padStart(38)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measureSockets();
  console.log(socketHeader);
  for (const row of rows) console.log(socketRow(row));
}
