/**
 * npx tsx scripts/bench/spawn.ts [--rounds N] (a section of npm run bench)
 *
 * From spawn to first answer, as a test suite starting a server meets it: a plain node:http server,
 * the command-line tool's `serve code-hosting` (the bin, as installed), and the single executable's
 * (when `npm run build:exe` has made it), each a fresh process, in turns for N rounds (the order
 * turned each round). Timed from the spawn until the first GET / answers 200, sent as soon as the
 * process prints its URL. Medians, each beside plain node:http's, and the CPU each process had used
 * by then (Linux).
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { packageRoot } from "../../src/contract/files.js";
import { executablePath } from "../build-exe.js";
import buildPackage from "../../test/support/build.js";
import { median } from "./in-process.js";
import { cli } from "./sockets.js";

export interface SpawnFigure {
  label: string;
  /** From spawn to the URL printed, and to the first answer, in ms. */
  printedMs: number;
  firstAnswerMs: number;
  /** The process's CPU by its first answer, user and system, in ms (Linux, in 10 ms ticks). */
  cpuMs?: number;
}

/** The anchor: node:http answering every request, its URL printed as the package's servers print theirs. */
const plainServer = `
  import { createServer } from "node:http";
  const server = createServer((request, response) => response.writeHead(200, { "content-type": "application/json" }).end("{}"));
  server.listen(0, "127.0.0.1", () => console.log("http://127.0.0.1:" + server.address().port));
  process.once("SIGTERM", () => server.close());
`;

interface Contender {
  label: string;
  command: string;
  args: string[];
}

export function spawnContenders(): Contender[] {
  const serve = ["serve", "code-hosting", "--port", "0", "--quiet"];
  const contenders: Contender[] = [
    { label: "plain node:http", command: process.execPath, args: ["--input-type=module", "--eval", plainServer] },
    { label: "serve code-hosting (the bin)", command: process.execPath, args: [join(packageRoot, cli), ...serve] },
  ];
  if (existsSync(executablePath))
    contenders.push({ label: "serve code-hosting (the single executable)", command: executablePath, args: serve });
  return contenders;
}

/** The single executable's size in MB, where `npm run build:exe` has made it. */
export const executableMegabytes = (): number | undefined => (existsSync(executablePath) ? statSync(executablePath).size / 1e6 : undefined);

function cpuOf(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** One start: spawn, the URL printed, the first GET / answered 200, then SIGTERM and the exit. */
async function startOnce({ label, command, args }: Contender): Promise<Omit<SpawnFigure, "label">> {
  const started = performance.now();
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "inherit"] });
  try {
    let output = "";
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk;
        const found = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
        if (found) resolve(found[0]);
      });
      child.once("exit", (code) => reject(new Error(`${label} exited with ${code} before printing its URL: ${output}`)));
    });
    const printedMs = performance.now() - started;
    const response = await fetch(`${url}/`, { headers: { authorization: "Bearer bench" } });
    await response.text();
    const firstAnswerMs = performance.now() - started;
    if (response.status !== 200) throw new Error(`${label}: GET / answered ${response.status}`);
    return { printedMs, firstAnswerMs, cpuMs: cpuOf(child.pid!) };
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}

export async function measureSpawn(rounds = 10): Promise<SpawnFigure[]> {
  const contenders = spawnContenders();
  const runs = contenders.map(() => [] as Omit<SpawnFigure, "label">[]);
  for (let round = 0; round < rounds; round++) {
    const order = contenders.map((_, index) => index);
    if (round % 2 === 1) order.reverse();
    for (const index of order) runs[index]!.push(await startOnce(contenders[index]!));
  }
  return contenders.map(({ label }, index) => {
    const figures = runs[index]!;
    const cpu = figures.map((figure) => figure.cpuMs).filter((value) => value !== undefined);
    return {
      label,
      printedMs: median(figures.map((figure) => figure.printedMs)),
      firstAnswerMs: median(figures.map((figure) => figure.firstAnswerMs)),
      cpuMs: cpu.length === figures.length ? median(cpu) : undefined,
    };
  });
}

export function spawnLines(figures: SpawnFigure[]): string[] {
  const anchor = figures[0]!;
  const width = Math.max(...figures.map(({ label }) => label.length));
  return [
    `${"".padEnd(width)} ${"URL printed".padStart(12)} ${"first 200".padStart(10)} ${"ratio".padStart(6)} ${"CPU".padStart(7)}`,
    ...figures.map(
      ({ label, printedMs, firstAnswerMs, cpuMs }) =>
        `${label.padEnd(width)} ${`${printedMs.toFixed(0)} ms`.padStart(12)} ${`${firstAnswerMs.toFixed(0)} ms`.padStart(10)} ${(firstAnswerMs / anchor.firstAnswerMs).toFixed(2).padStart(6)} ${cpuMs === undefined ? "".padStart(7) : `${cpuMs.toFixed(0)} ms`.padStart(7)}`,
    ),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  buildPackage();
  const at = process.argv.indexOf("--rounds");
  const figures = await measureSpawn(at === -1 ? undefined : Number(process.argv[at + 1]));
  console.log("From spawn to first answer (medians of fresh processes in turns):");
  for (const line of spawnLines(figures)) console.log(line);
}
