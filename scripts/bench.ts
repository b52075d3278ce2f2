/**
 * npm run bench
 *
 * Measures in one run, on this machine, each figure beside an anchor measured in the same run
 * (plain node:http or a plain fetch function answering the same bytes, Prism), and prints the
 * ratio and the figure the project aims at. Compiles the package first: the servers under load
 * are the installed command-line tool, the in-process simulator is the compiled one. Figures vary
 * between machines and with what else runs: compare ratios, on an idle machine.
 * Sections: scripts/bench/*.ts, each runnable alone with `npx tsx scripts/bench/<name>.ts`. The
 * single executable is measured beside the bin where `npm run build:exe` has made it.
 */
import buildPackage from "../test/support/build.js";
import { measureInProcess } from "./bench/in-process.js";
import { measureProxy } from "./bench/proxy.js";
import { measureExactJson } from "./bench/exact-json.js";
import { measureBulk, measureSearch } from "./bench/search.js";
import { measureSessions, sessionLines } from "./bench/sessions.js";
import { measureSockets, socketHeader, socketRow } from "./bench/sockets.js";
import { executableMegabytes, measureSpawn, spawnLines } from "./bench/spawn.js";
import { measureStart } from "./bench/start.js";
import { measureValidators } from "./bench/validators.js";

buildPackage();

const int = (value: number) => Math.round(value).toLocaleString("en");
const ms = (value: number) => `${value.toFixed(2)} ms`;
interface Figure {
  figure: string;
  value: string;
  anchor: string;
  anchorValue: string;
  ratio: string;
  aim: string;
}
const figures: Figure[] = [];

console.log("Simulator start, fresh processes of the compiled package (median of 5):");
const start = await measureStart();
const width = Math.max(...start.map(({ label }) => label.length));
for (const { label, ms: value } of start) console.log(`${label.padEnd(width)} ${ms(value).padStart(10)}`);
const startFigure = (label: string) => start.find((figure) => figure.label === label)!.ms;
const plainFirst = startFigure("anchor: first request, plain node:http");
figures.push({
  figure: "ready: import + start of all five APIs",
  value: ms(startFigure("ready: import + start")),
  anchor: "",
  anchorValue: "",
  ratio: "",
  aim: "under 300 ms",
});
for (const { label, ms: value } of start.filter((figure) => figure.label.startsWith("first request: "))) {
  figures.push({
    figure: label,
    value: ms(value),
    anchor: "first request, plain node:http",
    anchorValue: ms(plainFirst),
    ratio: (value / plainFirst).toFixed(1),
    aim: "under 20 ms",
  });
}

console.log("\nFrom spawn to first answer, GET / of code-hosting, fresh processes in turns (median of 10):");
const spawned = await measureSpawn();
for (const line of spawnLines(spawned)) console.log(line);
const [plainSpawn, ...servedSpawns] = spawned as [(typeof spawned)[0], ...typeof spawned];
for (const row of servedSpawns) {
  figures.push({
    figure: `spawn to first answer, ${row.label}`,
    value: ms(row.firstAnswerMs),
    anchor: plainSpawn.label,
    anchorValue: ms(plainSpawn.firstAnswerMs),
    ratio: (row.firstAnswerMs / plainSpawn.firstAnswerMs).toFixed(2),
    aim: "within 2x",
  });
}
const executable = spawned.find(({ label }) => label.includes("single executable"));
const megabytes = executableMegabytes();
if (executable && megabytes !== undefined) {
  console.log(`the single executable (npm run build:exe): ${megabytes.toFixed(1)} MB`);
  figures.push({
    figure: "the single executable: ready (URL printed)",
    value: ms(executable.printedMs),
    anchor: "",
    anchorValue: "",
    ratio: "",
    aim: "under 300 ms",
  });
  figures.push({
    figure: "the single executable: size",
    value: `${megabytes.toFixed(1)} MB`,
    anchor: "",
    anchorValue: "",
    ratio: "",
    aim: "under 100 MB",
  });
}

const { creationMs, rows } = await measureValidators();
console.log(`\nValidator creation, all five APIs: ${creationMs.toFixed(1)} ms\n`);
console.log("Validations per second of a typical response:");
console.log(
  `${"API".padEnd(18)} ${"operation".padEnd(36)} ${"first use".padStart(10)} ${"package".padStart(10)} ${"Prism".padStart(10)} ${"ratio".padStart(7)}`,
);
for (const row of rows) {
  const ratio = row.perSecond / row.prismPerSecond;
  console.log(
    `${row.api.padEnd(18)} ${row.operationId.padEnd(36)} ${ms(row.firstUseMs).padStart(10)} ${int(row.perSecond).padStart(10)} ${int(row.prismPerSecond).padStart(10)} ${`${ratio.toFixed(1)}x`.padStart(7)}`,
  );
  figures.push({
    figure: `validations/s, ${row.api} ${row.operationId}`,
    value: int(row.perSecond),
    anchor: "Prism's output validation",
    anchorValue: int(row.prismPerSecond),
    ratio: `${ratio.toFixed(1)}x`,
    aim: "above 1x",
  });
}

console.log("\nHTTP: GET /repos/{owner}/{repo}/import (code-hosting), 10 keep-alive connections, 3 s each, one server process at a time:");
const sockets = await measureSockets();
console.log(socketHeader);
for (const row of sockets) console.log(socketRow(row));
type Row = (typeof sockets)[0];
const [plain, simulator, strict, simulatorOff, strictOff, consoleOpen, prism] = sockets as [Row, Row, Row, Row, Row, Row, Row];
for (const row of [simulator, strict, simulatorOff, strictOff]) {
  figures.push({
    figure: `requests/s over sockets, ${row.label}`,
    value: int(row.rps),
    anchor: plain.label,
    anchorValue: int(plain.rps),
    ratio: (row.rps / plain.rps).toFixed(2),
    aim: "at least 0.67",
  });
  figures.push({
    figure: `p99 latency, ${row.label}`,
    value: ms(row.p99),
    anchor: plain.label,
    anchorValue: ms(plain.p99),
    ratio: "",
    aim: "under 1 ms",
  });
}
// The journal's cost (on against off), and a console's left open (against the same server without one).
for (const [row, anchor, said, aim] of [
  [simulator, simulatorOff, " (journal on)", ""],
  [strict, strictOff, " (journal on)", ""],
  [consoleOpen, strict, "", "at least 0.9"],
] as const) {
  figures.push({
    figure: `requests/s over sockets, ${row.label}${said}`,
    value: int(row.rps),
    anchor: anchor.label,
    anchorValue: int(anchor.rps),
    ratio: (row.rps / anchor.rps).toFixed(2),
    aim,
  });
}
figures.push({
  figure: "requests/s over sockets, simulator --strict",
  value: int(strict.rps),
  anchor: prism.label,
  anchorValue: int(prism.rps),
  ratio: `${(strict.rps / prism.rps).toFixed(1)}x`,
  aim: "at least 8x",
});

console.log("\nIn process: the same GET through fetch, 10 in flight, 2 s each (median of 3 rounds in turns):");
const inProcess = await measureInProcess();
for (const row of inProcess) console.log(`${row.label.padEnd(40)} ${int(row.perSecond).padStart(9)} /s`);
type Rate = (typeof inProcess)[0];
const [plainFetch, simulatorFetch, simulatorFetchOff, stringify, coreAlone, coreAloneOff] = inProcess as [
  Rate,
  Rate,
  Rate,
  Rate,
  Rate,
  Rate,
];
for (const row of [simulatorFetch, simulatorFetchOff]) {
  figures.push({
    figure: `GETs/s in process, ${row.label}`,
    value: int(row.perSecond),
    anchor: plainFetch.label,
    anchorValue: int(plainFetch.perSecond),
    ratio: (row.perSecond / plainFetch.perSecond).toFixed(2),
    aim: "at least 100,000/s",
  });
}
const micro = (perSecond: number) => `${(1e6 / perSecond).toFixed(2)} µs`;
figures.push({
  figure: "CPU per GET, the simulator's core alone --strict",
  value: micro(coreAlone.perSecond),
  anchor: stringify.label,
  anchorValue: micro(stringify.perSecond),
  ratio: (stringify.perSecond / coreAlone.perSecond).toFixed(1),
  aim: "",
});
figures.push({
  figure: "CPU per GET, the core alone --strict, the journal's cost",
  value: micro(coreAlone.perSecond),
  anchor: coreAloneOff.label,
  anchorValue: micro(coreAloneOff.perSecond),
  ratio: (coreAloneOff.perSecond / coreAlone.perSecond).toFixed(2),
  aim: "",
});

console.log("\nThe validating proxy in front of the simulator, the same GET, with and without recording (--record):");
const proxy = await measureProxy();
console.log(socketHeader);
for (const row of proxy.rows) console.log(socketRow(row));
console.log(`the last recording: ${int(proxy.recorded.entries)} entries, ${(proxy.recorded.bytes / 1024 / 1024).toFixed(1)} MiB`);
const [bareProxy, recordingProxy] = proxy.rows as [(typeof proxy.rows)[0], (typeof proxy.rows)[0]];
figures.push({
  figure: "requests/s over sockets, proxy --record",
  value: int(recordingProxy.rps),
  anchor: bareProxy.label,
  anchorValue: int(bareProxy.rps),
  ratio: (recordingProxy.rps / bareProxy.rps).toFixed(2),
  aim: "at least 0.9",
});

console.log("\nSessions, in process, every API served (median of 3 fresh processes):");
const sessions = await measureSessions();
for (const line of sessionLines(sessions)) console.log(line);
const anchorGet = "one GET of an import status, in process";
const µs = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
figures.push({
  figure: "open a session (POST /__control/sessions)",
  value: µs(sessions.openMs),
  anchor: anchorGet,
  anchorValue: µs(sessions.getMs),
  ratio: (sessions.openMs / sessions.getMs).toFixed(1),
  aim: "under 1 ms",
});
figures.push({
  figure: "heap of an idle session",
  value: `${sessions.idleKb.toFixed(1)} kB`,
  anchor: "",
  anchorValue: "",
  ratio: "",
  aim: "under 100 kB",
});
figures.push({
  figure: "a session's first request to each of the five APIs",
  value: ms(sessions.firstUseMs),
  anchor: anchorGet,
  anchorValue: µs(sessions.getMs),
  ratio: (sessions.firstUseMs / sessions.getMs).toFixed(0),
  aim: "",
});
figures.push({
  figure: "heap of a session that reached all five APIs",
  value: `${sessions.usedKb.toFixed(1)} kB`,
  anchor: "",
  anchorValue: "",
  ratio: "",
  aim: "",
});

const bulk = await measureBulk();
console.log(
  `\nBulk-loading ${int(bulk.count)} documents into a new index (--strict, best of 3): _bulk in requests of ${int(bulk.chunk)} ${ms(bulk.bulkMs)}, in one request ${ms(bulk.oneRequestMs)}; the seed's command (createIndex with the same NDJSON) ${ms(bulk.seedMs)}`,
);
for (const [label, value] of [
  [`bulk-load ${int(bulk.count)} documents, _bulk in requests of ${int(bulk.chunk)}`, bulk.bulkMs],
  [`bulk-load ${int(bulk.count)} documents, _bulk in one request`, bulk.oneRequestMs],
] as const) {
  figures.push({
    figure: label,
    value: ms(value),
    anchor: "the seed's command, createIndex with the same NDJSON",
    anchorValue: ms(bulk.seedMs),
    ratio: (value / bulk.seedMs).toFixed(2),
    aim: "within 2",
  });
}

console.log("\nReading a journal page of 2,000 entries exactly (src/contract/exact-json.ts), median of 7:");
for (const row of measureExactJson()) {
  console.log(`${row.body}, ${row.megabytes.toFixed(1)} MB: ${ms(row.exactMs)}, JSON.parse ${ms(row.plainMs)}`);
  figures.push({
    figure: `exact JSON read, 2 MB with ${row.body}`,
    value: ms(row.exactMs),
    anchor: "JSON.parse, the same text",
    anchorValue: ms(row.plainMs),
    ratio: (row.exactMs / row.plainMs).toFixed(1),
    // Only integers a double cannot hold take lossless-json's parser.
    aim: row.unsafe ? "" : "within 2",
  });
}

console.log("\nSummary: each figure beside its anchor, measured in this run");
console.log(`| figure | value | anchor | anchor's value | ratio | aim |\n|---|---|---|---|---|---|`);
for (const row of figures) console.log(`| ${row.figure} | ${row.value} | ${row.anchor} | ${row.anchorValue} | ${row.ratio} | ${row.aim} |`);

console.log("");
await measureSearch();
