/**
 * npm start [-- api... --host H --port P]
 *
 * Serves the mock of every API (or of the APIs named), each on its own port, on 127.0.0.1 unless
 * --host says otherwise. --port applies when a single API is named. Ctrl-C stops them all.
 */
import { parseArgs } from "node:util";
import { apiIds, getApi, type ApiId } from "../src/apis.js";
import { startMockServer, type RunningServer } from "../src/mock-server.js";

const usage = "usage: npm start -- [api...] [--host 127.0.0.1] [--port N]";

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { host: { type: "string" }, port: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) {
    console.log(`${usage}\nAPIs: ${apiIds.join(", ")}`);
    return;
  }
  const selected: ApiId[] = positionals.length > 0 ? positionals.map((id) => getApi(id).id) : [...apiIds];
  if (values.port !== undefined && (selected.length !== 1 || !/^\d+$/.test(values.port))) {
    throw new Error(`--port takes a number and goes with exactly one API\n${usage}`);
  }
  const servers: RunningServer[] = [];
  const stop = async () => {
    await Promise.allSettled(servers.map((server) => server.close()));
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  try {
    for (const api of selected) {
      const port = values.port === undefined ? undefined : Number(values.port);
      servers.push(await startMockServer(api, { host: values.host, port }));
    }
  } catch (error) {
    await Promise.allSettled(servers.map((server) => server.close()));
    throw error;
  }
  for (const server of servers) console.log(`${server.api.padEnd(18)} ${server.url}`);
  console.log("Mock servers running. Press Ctrl-C to stop.");
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(message.includes("EADDRINUSE") ? `${message}: is another mock already running?` : message);
  process.exit(1);
});
