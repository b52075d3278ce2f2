/**
 * npx tsx scripts/bench/sessions.ts (a section of npm run bench)
 *
 * What a session costs (sessions.md), in fresh processes of the compiled package, every API
 * served in process (`simulator.fetch`, no socket): the time to open one (`POST
 * /__control/sessions`) and the heap it holds while idle; then the time of its first request to
 * each of the five APIs, which makes the session's state of each API from its default seed, and
 * the heap of a session that has reached all five. The anchor, in the same process: the time to
 * answer one GET of an import status in the simulator's own state. Each figure is the median of a
 * few processes; the heap is read after full collections, over 200 sessions.
 */
import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import { packageRoot } from "../../src/contract/files.js";
import buildPackage from "../../test/support/build.js";
import { firstRequests } from "./start.js";

export interface SessionFigures {
  /** One GET of an import status, the anchor. */
  getMs: number;
  openMs: number;
  /** The heap an open session holds before any request reaches it. */
  idleKb: number;
  /** Its first request to each of the five APIs, all five together. */
  firstUseMs: number;
  /** The heap of a session that has reached all five APIs. */
  usedKb: number;
}

const childProgram = `
  const requests = JSON.parse(process.argv[1]);
  const { setFlagsFromString } = await import("node:v8");
  const { runInNewContext } = await import("node:vm");
  setFlagsFromString("--expose-gc");
  const collect = runInNewContext("gc");
  const heap = () => { collect(); collect(); return process.memoryUsage().heapUsed; };
  const { createSimulator } = await import("./dist/src/simulator/in-process.js");
  const simulator = createSimulator({ strict: true, maxSessions: 100000 });
  const root = simulator.urls["code-hosting"];
  const expect = async (response, status, what) => {
    const text = await response.text();
    if (response.status !== status) throw new Error(what + " answered " + response.status + ": " + text.slice(0, 300));
    return text;
  };
  const open = async () => JSON.parse(await expect(await simulator.fetch(root + "/__control/sessions", { method: "POST" }), 201, "opening a session"));
  const close = async (id) => expect(await simulator.fetch(root + "/__control/sessions/" + id, { method: "DELETE" }), 200, "closing a session");
  const firstUse = async (session) => {
    for (const request of requests) await expect(await simulator.fetch(session.urls[request.api] + request.path, request.init), 200, request.label);
  };
  const perCall = async (count, work) => {
    const start = performance.now();
    for (let i = 0; i < count; i++) await work(i);
    return (performance.now() - start) / count;
  };
  // The anchor: a GET of an import status, in the simulator's own state.
  const importUrl = root + "/repos/octocat/socm/import";
  const headers = { authorization: "Bearer bench" };
  await expect(await simulator.fetch(importUrl, { method: "PUT", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ vcs: "git", vcs_url: "https://git.example.org/socm.git" }) }), 201, "the import");
  const get = async () => expect(await simulator.fetch(importUrl, { headers }), 200, "the GET");
  await perCall(2000, get);
  const getMs = await perCall(5000, get);
  // Warm: the code of opening, first use and closing has run before it is timed.
  for (let i = 0; i < 30; i++) { const session = await open(); await firstUse(session); await close(session.id); }
  const count = 200;
  const before = heap();
  const sessions = [];
  const openMs = await perCall(count, async () => sessions.push(await open()));
  const idle = heap();
  const firstUseMs = await perCall(count, (i) => firstUse(sessions[i]));
  const used = heap();
  for (const session of sessions) await close(session.id);
  process.stdout.write(JSON.stringify({ getMs, openMs, idleKb: (idle - before) / count / 1024, firstUseMs, usedKb: (used - before) / count / 1024 }) + "\\n");
`;

function measureInChild(): Promise<SessionFigures> {
  // A read of each API that its default seed answers with 200 (code-hosting's import status needs an import first).
  const requests = [
    { api: "code-hosting", label: "code-hosting GET /user", path: "/user", init: { headers: { authorization: "Bearer bench" } } },
    ...firstRequests.filter((request) => request.api !== "code-hosting"),
  ];
  const child = spawn(process.execPath, ["--input-type=module", "--eval", childProgram, JSON.stringify(requests)], {
    cwd: packageRoot,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`the measuring process exited with ${code}: ${output}`));
      resolve(JSON.parse(output.trim().split("\n").at(-1)!) as SessionFigures);
    });
  });
}

/** The median of each figure over `runs` fresh processes. */
export async function measureSessions(runs = 3): Promise<SessionFigures> {
  const all: SessionFigures[] = [];
  for (let run = 0; run < runs; run++) all.push(await measureInChild());
  const median = (key: keyof SessionFigures) => all.map((figures) => figures[key]).sort((a, b) => a - b)[Math.floor(runs / 2)]!;
  return {
    getMs: median("getMs"),
    openMs: median("openMs"),
    idleKb: median("idleKb"),
    firstUseMs: median("firstUseMs"),
    usedKb: median("usedKb"),
  };
}

export function sessionLines(figures: SessionFigures): string[] {
  const µs = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
  return [
    `one GET of an import status (anchor)           ${µs(figures.getMs).padStart(10)}`,
    `open a session (POST /__control/sessions)      ${µs(figures.openMs).padStart(10)}  ${(figures.openMs / figures.getMs).toFixed(1)} GETs`,
    `heap of an idle session                        ${`${figures.idleKb.toFixed(1)} kB`.padStart(10)}`,
    `first request to each of the five APIs         ${µs(figures.firstUseMs).padStart(10)}  ${(figures.firstUseMs / figures.getMs).toFixed(1)} GETs`,
    `heap of a session that reached all five APIs   ${`${figures.usedKb.toFixed(1)} kB`.padStart(10)}`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  buildPackage();
  console.log("Sessions, in process, every API served (median of 3 fresh processes):");
  for (const line of sessionLines(await measureSessions())) console.log(line);
}
