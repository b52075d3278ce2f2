// docs/recording.md: a recording replayed by the simulator, and passthrough. A simulator stands for
// the real service: it is recorded through the proxy, then forwarded to.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startProxyServer } from "vendor-api-contracts/mock";
import { createControlClient, startSimulator } from "vendor-api-contracts/simulator";

const folder = mkdtempSync(join(tmpdir(), "replay-"));
const file = join(folder, "imports.har");
await using service = await startSimulator({ apis: ["code-hosting"], port: 0 });
const path = (repo = "socm") => `/repos/octocat/${repo}/import`;
const headers = { authorization: "Bearer recorded", accept: "application/vnd.vendor+json", "content-type": "application/json" };

// Recorded: an import started, then read twice, a minute apart.
const proxy = await startProxyServer("code-hosting", service.urls["code-hosting"]!, { record: file });
await fetch(`${proxy.url}${path()}`, { method: "PUT", headers, body: JSON.stringify({ vcs_url: "https://git.example.org/socm.git", vcs: "git" }) });
for (const _ of [1, 2]) {
  await (await fetch(`${proxy.url}${path()}`, { headers })).arrayBuffer();
  await createControlClient(service.urls["code-hosting"]!).advanceClock(60_000);
}
await proxy.stop();

await using replaying = await startSimulator({
  apis: ["code-hosting"],
  port: 0,
  strict: true,
  replay: { file, strict: true }, // or har: the recording's text; ignore: ["requestId"]
});
const status = async (url: string, token: string, repo?: string) => {
  const answer = await fetch(`${url}${path(repo)}`, { headers: { ...headers, authorization: `Bearer ${token}` } });
  const body = (await answer.json()) as { status?: string; message?: string };
  return answer.ok ? body.status : `${answer.status} ${body.message}`;
};
const url = replaying.urls["code-hosting"]!;
// Another token: credentials are not matched. The answers in recorded order, then the last again.
console.log("replayed:", await status(url, "other"), await status(url, "other"), await status(url, "other"));
// Strict: a request no recording holds is refused, naming the closest recorded one.
console.log("not recorded:", await status(url, "other", "other"));

// Passthrough: getImportStatus answered by the upstream, every other operation by the simulator.
await using forwarding = await startSimulator({
  apis: ["code-hosting"],
  port: 0,
  strict: true,
  passthrough: { "code-hosting": { upstream: service.urls["code-hosting"]!, operations: ["getImportStatus"] } },
  log: (line) => line.includes("getImportStatus") && console.log(line.replace(/ [\d.]+ms /, " ")),
});
console.log("forwarded:", await status(forwarding.urls["code-hosting"]!, "t"));
rmSync(folder, { recursive: true, force: true });
