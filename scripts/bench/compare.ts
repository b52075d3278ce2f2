/**
 * npm run bench:compare -- <folder of another checkout> [--rounds N]
 *
 * This checkout's simulator against another checkout's (an earlier revision, say), on this machine
 * in one run, each compiled (`npm run build` in both): the GETs of an import status answered in
 * process through `simulator.fetch`, strict, 10 in flight, the CPU per GET of the core alone
 * (scripts/bench/in-process.ts: the inverse of its rate, and its CPU time, which other processes
 * taking the machine's cores do not change), and the requests per second over sockets of each checkout's
 * command-line tool (`serve code-hosting --strict`, loaded as scripts/bench/sockets.ts loads it).
 * Each figure comes from a fresh process, so that neither build's code warms or cools the other's,
 * and the builds take turns for N rounds (5 by default), the order turned each round; the medians
 * are reported, and this checkout's as a ratio of the other's (the anchor). This checkout runs with
 * its request journal on (the default) and off (journalSize 0); a checkout from before the journal
 * keeps none either way.
 *
 * An earlier revision to compare with:
 *   git worktree add ../before <revision> && (cd ../before && npm ci && npm run build)
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import buildPackage from "../../test/support/build.js";
import { packageRoot } from "../../src/contract/files.js";
import { cpuPerCall, exchange, get, median, preparedSimulator, rate, syncRate } from "./in-process.js";
import { cli, loadServer, startImport } from "./sockets.js";

interface InProcessProbe {
  /** GETs a second through simulator.fetch. */
  perSecond: number;
  /** CPU per GET of the core alone, in µs (the inverse of its rate). */
  coreMicros: number;
  /** The CPU time of a GET of the core alone, in µs: what a loaded machine does not change. */
  coreCpuMicros: number;
}

interface Probe extends InProcessProbe {
  /** GETs a second over sockets. */
  socketPerSecond: number;
}

interface Contender {
  label: string;
  root: string;
  journalSize?: number;
}

/** One build's figures, measured in this process. */
async function probe(root: string, journalSize: number | undefined): Promise<InProcessProbe> {
  const { simulator, core } = await preparedSimulator(journalSize, root);
  const perSecond = await rate(get(simulator.fetch, simulator.urls["code-hosting"]!), 10);
  const coreMicros = 1e6 / syncRate(() => core.serve(exchange, ""));
  const coreCpuMicros = cpuPerCall(() => core.serve(exchange, ""));
  return { perSecond, coreMicros, coreCpuMicros };
}

/** One build's figures, each measured in a fresh process: its in-process figures, then its command-line tool's server. */
async function probeApart({ root, journalSize }: Contender): Promise<Probe> {
  const args = ["--import", "tsx", fileURLToPath(import.meta.url), "--probe", root, String(journalSize ?? "")];
  const inProcess = JSON.parse(execFileSync(process.execPath, args, { cwd: packageRoot, encoding: "utf8" })) as Omit<
    Probe,
    "socketPerSecond"
  >;
  const serve = [
    "serve",
    "code-hosting",
    "--port",
    "0",
    "--quiet",
    "--strict",
    ...(journalSize === undefined ? [] : ["--journal-size", String(journalSize)]),
  ];
  const { rps } = await loadServer("", join(root, cli), serve, startImport);
  return { ...inProcess, socketPerSecond: rps };
}

function readArguments(argv: string[]): { other: string; rounds: number } {
  const usage = "usage: npm run bench:compare -- <folder of another checkout, built> [--rounds N]";
  const at = argv.indexOf("--rounds");
  const rounds = at === -1 ? 5 : Number(argv[at + 1]);
  const folders = argv.filter((_, index) => at === -1 || (index !== at && index !== at + 1));
  if (folders.length !== 1 || !Number.isSafeInteger(rounds) || rounds < 1) throw new Error(usage);
  const other = resolve(folders[0]!);
  if (!existsSync(join(other, "dist", "src", "simulator", "index.js")))
    throw new Error(`${other} holds no compiled simulator (dist/src/simulator/index.js): run npm ci and npm run build there\n${usage}`);
  return { other, rounds };
}

async function main(argv: string[]): Promise<void> {
  const { other, rounds } = readArguments(argv);
  buildPackage();
  const contenders: Contender[] = [
    { label: "the other checkout", root: other },
    { label: "this checkout, journal on", root: packageRoot },
    { label: "this checkout, journal off", root: packageRoot, journalSize: 0 },
  ];
  const figures = contenders.map(() => ({
    perSecond: [] as number[],
    coreMicros: [] as number[],
    coreCpuMicros: [] as number[],
    socketPerSecond: [] as number[],
  }));
  for (let round = 0; round < rounds; round++) {
    const order = contenders.map((_, index) => index);
    if (round % 2 === 1) order.reverse();
    for (const index of order) {
      const measured = await probeApart(contenders[index]!);
      figures[index]!.perSecond.push(measured.perSecond);
      figures[index]!.coreMicros.push(measured.coreMicros);
      figures[index]!.coreCpuMicros.push(measured.coreCpuMicros);
      figures[index]!.socketPerSecond.push(measured.socketPerSecond);
    }
    console.error(`round ${round + 1} of ${rounds} done`);
  }
  const medians = figures.map((measured) => ({
    perSecond: median(measured.perSecond),
    coreMicros: median(measured.coreMicros),
    coreCpuMicros: median(measured.coreCpuMicros),
    socketPerSecond: median(measured.socketPerSecond),
  }));
  const anchor = medians[0]!;
  const whole = (value: number) => Math.round(value).toLocaleString("en");
  console.log(`this checkout (${packageRoot}) against ${other}, medians of ${rounds} rounds in fresh processes\n`);
  console.log(
    "| build | GETs/s in process, simulator.fetch --strict | ratio | CPU per GET, the core alone --strict | ratio | its CPU time | ratio | GETs/s over sockets, serve --strict | ratio |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  contenders.forEach(({ label }, index) => {
    const { perSecond, coreMicros, coreCpuMicros, socketPerSecond } = medians[index]!;
    const ratio = (value: number, of: number) => (value / of).toFixed(2);
    console.log(
      `| ${label} | ${whole(perSecond)} | ${ratio(perSecond, anchor.perSecond)} | ${coreMicros.toFixed(2)} µs | ${ratio(coreMicros, anchor.coreMicros)} | ${coreCpuMicros.toFixed(2)} µs | ${ratio(coreCpuMicros, anchor.coreCpuMicros)} | ${whole(socketPerSecond)} | ${ratio(socketPerSecond, anchor.socketPerSecond)} |`,
    );
  });
  console.log("\nA ratio above 1 is more GETs a second, or more CPU per GET, than the other checkout's.");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const argv = process.argv.slice(2);
  const run =
    argv[0] === "--probe"
      ? probe(argv[1]!, argv[2] === "" ? undefined : Number(argv[2])).then((figures) => console.log(JSON.stringify(figures)))
      : main(argv);
  run.catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  });
}
