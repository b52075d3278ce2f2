/**
 * npm run bench:compare -- <folder of another checkout> [--rounds N]
 *
 * This checkout's simulator against another checkout's (an earlier revision, say), on this machine
 * in one run, each compiled (`npm run build` in both): the GETs of an import status answered in
 * process through `simulator.fetch`, strict, 10 in flight, and the CPU per GET of the core alone
 * (scripts/bench/in-process.ts). Each figure comes from a fresh process, so that neither build's
 * code warms or cools the other's, and the builds take turns for N rounds (5 by default), the order
 * turned each round; the medians are reported, and this checkout's as a ratio of the other's (the
 * anchor). This checkout runs with its request journal on (the default) and off (journalSize 0);
 * a checkout from before the journal keeps none either way.
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
import { exchange, get, median, preparedSimulator, rate, syncRate } from "./in-process.js";

interface Probe {
  /** GETs a second through simulator.fetch. */
  perSecond: number;
  /** CPU per GET of the core alone, in µs. */
  coreMicros: number;
}

interface Contender {
  label: string;
  root: string;
  journalSize?: number;
}

/** One build's figures, measured in this process. */
async function probe(root: string, journalSize: number | undefined): Promise<Probe> {
  const { simulator, core } = await preparedSimulator(journalSize, root);
  const perSecond = await rate(get(simulator.fetch, simulator.urls["code-hosting"]!), 10);
  const coreMicros = 1e6 / syncRate(() => core.serve(exchange, ""));
  return { perSecond, coreMicros };
}

/** One build's figures, measured in a fresh process. */
function probeApart({ root, journalSize }: Contender): Probe {
  const args = ["--import", "tsx", fileURLToPath(import.meta.url), "--probe", root, String(journalSize ?? "")];
  return JSON.parse(execFileSync(process.execPath, args, { cwd: packageRoot, encoding: "utf8" })) as Probe;
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
  const figures = contenders.map(() => ({ perSecond: [] as number[], coreMicros: [] as number[] }));
  for (let round = 0; round < rounds; round++) {
    const order = contenders.map((_, index) => index);
    if (round % 2 === 1) order.reverse();
    for (const index of order) {
      const measured = probeApart(contenders[index]!);
      figures[index]!.perSecond.push(measured.perSecond);
      figures[index]!.coreMicros.push(measured.coreMicros);
    }
    console.error(`round ${round + 1} of ${rounds} done`);
  }
  const anchor = { perSecond: median(figures[0]!.perSecond), coreMicros: median(figures[0]!.coreMicros) };
  console.log(`this checkout (${packageRoot}) against ${other}, medians of ${rounds} rounds in fresh processes\n`);
  console.log("| build | GETs/s in process, simulator.fetch --strict | ratio | CPU per GET, the core alone --strict | ratio |");
  console.log("|---|---|---|---|---|");
  contenders.forEach(({ label }, index) => {
    const perSecond = median(figures[index]!.perSecond);
    const coreMicros = median(figures[index]!.coreMicros);
    console.log(
      `| ${label} | ${Math.round(perSecond).toLocaleString("en")} | ${(perSecond / anchor.perSecond).toFixed(2)} | ${coreMicros.toFixed(2)} µs | ${(coreMicros / anchor.coreMicros).toFixed(2)} |`,
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
