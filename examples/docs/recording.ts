// docs/recording.md: a proxy in front of a server of an API, recording what it answers. The
// simulator stands in for the real service; give the service's base URL instead.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startProxyServer } from "vendor-api-contracts/mock";
import { startSimulator } from "vendor-api-contracts/simulator";

const simulator = await startSimulator({ apis: ["compute"], port: 0 });
const upstream = simulator.urls.compute!;
const folder = mkdtempSync(join(tmpdir(), "recording-"));
const file = join(folder, "compute.har");

const proxy = await startProxyServer("compute", upstream, {
  record: { file, maxBodyBytes: 256 * 1024 }, // or record: "compute.har"
});
const answer = await fetch(`${proxy.url}/compute/v1/projects/acme-web-prod/aggregated/forwardingRules?maxResults=2`, {
  headers: { authorization: "Bearer t" },
});
await answer.arrayBuffer();
await proxy.stop(); // once stop resolves, the file holds every exchange

const [entry] = JSON.parse(readFileSync(file, "utf8")).log.entries;
const authorization = entry.request.headers.find((header: { name: string }) => header.name === "authorization").value;
console.log(answer.status, entry._operationId, authorization, entry._problems.response.length);
await simulator.stop();
rmSync(folder, { recursive: true, force: true });
