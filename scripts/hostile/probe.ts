/**
 * The probe of `npm run hostile`: reads an import status every 20 ms, and the simulator's resident
 * memory, while an input runs. It runs in a worker thread, so that what the script does to make
 * and send an input (a body of 10 MB built and stringified) is not counted as the simulator
 * holding the other APIs.
 */
import { Worker } from "node:worker_threads";

/** Plain JavaScript, evaluated by the worker (no loader for TypeScript there). */
const probeLoop = `
const { parentPort, workerData } = require("node:worker_threads");
const { request } = require("node:http");
const { readFileSync } = require("node:fs");
const rssMb = () => Number(/VmRSS:\\s+(\\d+)/.exec(readFileSync("/proc/" + workerData.pid + "/status", "utf8"))[1]) / 1024;
const read = () =>
  new Promise((resolve) => {
    const sent = request(workerData.url, { headers: { authorization: "Bearer t" } }, (answer) => {
      answer.resume();
      answer.on("end", resolve);
    });
    sent.on("error", resolve);
    sent.end();
  });
let probing = true;
parentPort.once("message", () => (probing = false));
(async () => {
  let slowestMs = 0;
  let peakMb = rssMb();
  while (probing) {
    const started = performance.now();
    await read();
    slowestMs = Math.max(slowestMs, performance.now() - started);
    peakMb = Math.max(peakMb, rssMb());
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  parentPort.postMessage({ slowestMs, peakMb });
})();
`;

export interface ProbeResult {
  /** The probe's slowest answer, in ms. */
  slowestMs: number;
  /** The simulator's peak resident memory, in MB. */
  peakMb: number;
}

/** Starts probing `url`, answered by the simulator of process `pid`; `stop` ends it with what it saw. */
export function startProbe(url: string, pid: number): { stop(): Promise<ProbeResult> } {
  const worker = new Worker(probeLoop, { eval: true, workerData: { url, pid } });
  const result = new Promise<ProbeResult>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return {
    async stop() {
      worker.postMessage("stop");
      const seen = await result;
      await worker.terminate();
      return seen;
    },
  };
}
