/**
 * The simulator `npm run hostile` sends its inputs to: all five APIs, strict, in a process of its
 * own, started anew for each input on the same ports (so the inputs' addresses hold), and its
 * resident memory read from /proc. An input may start it with options of its own (a recording to
 * replay, an upstream to forward to) and, with `record`, a recording proxy in front of search in
 * the same process (its URL as `proxy`).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";

/** The base URL of each API, by id. */
export type Urls = Record<string, string>;

/** The first API's port (the others follow it), the same for every simulator started so that the inputs' addresses hold; below the range the system picks ports for connections from. */
const firstPort = Number(process.env.HOSTILE_PORT ?? 24310);
let child: ChildProcess;

/** What an input may start the simulator with: startSimulator's options as JSON, and `record`, the file a proxy in front of search records to. */
export type ServerOptions = Record<string, unknown> & { record?: string };

/** A new simulator of all five APIs in a process of its own; its addresses. */
export async function startServer(options: ServerOptions = {}): Promise<Urls> {
  child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      `
  const { startSimulator } = await import("./src/simulator/index.ts");
  const { startProxyServer } = await import("./src/servers/proxy.ts");
  const { record, ...options } = JSON.parse(process.env.HOSTILE_OPTIONS);
  const simulator = await startSimulator({ port: ${firstPort}, strict: true, ...options });
  const urls = { ...simulator.urls };
  if (record) urls.proxy = (await startProxyServer("search", simulator.urls.search, { port: ${firstPort + 10}, record: { file: record, overwrite: true } })).url;
  console.log(JSON.stringify(urls));
`,
    ],
    { stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, HOSTILE_OPTIONS: JSON.stringify(options) } },
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

/** The simulator's process id. */
export const serverPid = () => child.pid!;

/** The simulator's resident memory, in MB. */
export const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))![1]) / 1024;
