/**
 * npx tsx scripts/bench/start.ts (a section of npm run bench)
 *
 * The simulator's start, measured in fresh processes of the compiled package (cold module
 * caches, nothing compiled yet):
 * the time from before the import of the simulator until `startSimulator` of all five APIs has
 * resolved, and the latency of the first request of one operation per API, over HTTP with the
 * credentials and parameters the contract asks for. The anchor, in the same process, is the first
 * request to a plain `node:http` server. Each figure is the median of a few processes.
 */
import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import { packageRoot } from "../../src/contract/files.js";
import buildPackage from "../../test/support/build.js";

export interface StartFigure {
  label: string;
  ms: number;
}

const bearer = { authorization: "Bearer bench" };

/** One valid request per API (after an optional set-up request), answered 2xx by the default seed. */
export const firstRequests = [
  {
    api: "code-hosting",
    // The process's first request of any operation: it also runs the engine's code for the first time.
    label: "code-hosting PUT /repos/{owner}/{repo}/import (first operation of all)",
    path: "/repos/octocat/socm/import",
    init: {
      method: "PUT",
      headers: { ...bearer, "content-type": "application/json" },
      body: JSON.stringify({ vcs: "git", vcs_url: "https://git.example.org/socm.git" }),
    },
  },
  // Read after the PUT above has started the import.
  {
    api: "code-hosting",
    label: "code-hosting GET /repos/{owner}/{repo}/import",
    path: "/repos/octocat/socm/import",
    init: { headers: bearer },
  },
  { api: "social-graph", label: "social-graph GET /v24.0/{user-id}", path: "/v24.0/10228416037451982?access_token=bench", init: {} },
  {
    api: "event-management",
    label: "event-management GET /rest/events?q=eventsByOrganizer",
    path: `/rest/events?q=eventsByOrganizer&organizer=${encodeURIComponent("urn:li:organization:2414183")}`,
    init: { headers: { ...bearer, "x-vendor-protocol-version": "2.0.0" } },
  },
  {
    api: "compute",
    label: "compute GET .../aggregated/forwardingRules",
    path: "/compute/v1/projects/acme-web-prod/aggregated/forwardingRules",
    init: { headers: bearer },
  },
  { api: "search", label: "search GET /_search", path: "/_search", init: {} },
] as const;

/**
 * The measurements of one fresh process: plain `node` importing the compiled package, as a user's
 * program does (tsx would add its own loading to every figure). The requests come as an argument.
 */
const childProgram = `
  const requests = JSON.parse(process.argv[1]);
  const { createServer } = await import("node:http");
  const timed = async (work) => { const start = performance.now(); await work(); return performance.now() - start; };
  const expectSuccess = async (label, response) => {
    const text = await response.text();
    if (response.status < 200 || response.status > 299) throw new Error(label + ": answered " + response.status + ": " + text.slice(0, 300));
  };
  const cpuStart = process.cpuUsage();
  const importStart = performance.now();
  const { startSimulator } = await import("./dist/src/simulator/index.js");
  const imported = performance.now();
  const simulator = await startSimulator({ port: 0 });
  const ready = performance.now();
  const cpu = process.cpuUsage(cpuStart);
  const figures = [
    { label: "import of the simulator", ms: imported - importStart },
    { label: "startSimulator, all five APIs", ms: ready - imported },
    { label: "ready: import + start", ms: ready - importStart },
    // On a busy machine the wall time above waits for other processes; this is the work itself.
    { label: "ready: import + start, CPU time of the process", ms: (cpu.user + cpu.system) / 1000 },
  ];
  // The anchor: a plain server's first answer, which also warms the client (fetch loads lazily).
  const plain = createServer((request, response) => response.writeHead(200, { "content-type": "application/json" }).end("{}"));
  await new Promise((resolve) => plain.listen(0, "127.0.0.1", resolve));
  const plainUrl = "http://127.0.0.1:" + plain.address().port + "/";
  try {
    await expectSuccess("plain node:http", await fetch(plainUrl));
    figures.push({ label: "anchor: first request, plain node:http", ms: await timed(async () => expectSuccess("plain", await fetch(plainUrl + "first"))) });
    for (const request of requests) {
      // A path of no operation first: the connection is open and the routing has run once,
      // so what is measured is the operation's own first answer.
      await (await fetch(simulator.urls[request.api] + "/no-such-path-of-the-contract")).text();
      const ms = await timed(async () => expectSuccess(request.label, await fetch(simulator.urls[request.api] + request.path, request.init)));
      figures.push({ label: "first request: " + request.label, ms });
    }
  } finally {
    plain.close();
    await simulator.stop();
  }
  process.stdout.write(JSON.stringify(figures) + "\\n");
`;

/** Runs the measurements in `runs` fresh processes and gives the median of each. */
export async function measureStart(runs = 5): Promise<StartFigure[]> {
  const all: StartFigure[][] = [];
  for (let run = 0; run < runs; run++) all.push(await measureInChild());
  return all[0]!.map(({ label }, index) => {
    const values = all.map((figures) => figures[index]!.ms).sort((a, b) => a - b);
    return { label, ms: values[Math.floor(values.length / 2)]! };
  });
}

function measureInChild(): Promise<StartFigure[]> {
  const child = spawn(process.execPath, ["--input-type=module", "--eval", childProgram, JSON.stringify(firstRequests)], {
    cwd: packageRoot,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`the measuring process exited with ${code}: ${output}`));
      resolve(JSON.parse(output.trim().split("\n").at(-1)!) as StartFigure[]);
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  buildPackage();
  const figures = await measureStart();
  console.log("Simulator start, fresh processes (median of 5):");
  const width = Math.max(...figures.map(({ label }) => label.length));
  for (const { label, ms } of figures) console.log(`${label.padEnd(width)} ${ms.toFixed(1).padStart(8)} ms`);
}
