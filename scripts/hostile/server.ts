/**
 * The simulator `npm run hostile` sends its inputs to: all five APIs, strict, in a process of its
 * own, started anew for each input on the same ports (so the inputs' addresses hold), and its
 * resident memory read from /proc.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";

/** The base URL of each API, by id. */
export type Urls = Record<string, string>;

/** The first API's port (the others follow it), the same for every simulator started so that the inputs' addresses hold; below the range the system picks ports for connections from. */
const firstPort = Number(process.env.HOSTILE_PORT ?? 24310);
let child: ChildProcess;

/** A new simulator of all five APIs in a process of its own; its addresses. */
export async function startServer(): Promise<Urls> {
  child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      `
  const { startSimulator } = await import("./src/simulator/index.ts");
  const simulator = await startSimulator({ port: ${firstPort}, strict: true });
  console.log(JSON.stringify(simulator.urls));
`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise<Urls>((resolve, reject) => {
    child.stdout!.once("data", (line: Buffer) => resolve(JSON.parse(line.toString())));
    child.once("exit", (code) => reject(new Error(`the simulator exited (${code}) before it printed its addresses`)));
  });
}

export async function stopServer(): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill();
  await exited;
}

/** The simulator's resident memory, in MB. */
export const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))![1]) / 1024;
