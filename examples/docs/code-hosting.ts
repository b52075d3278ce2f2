// docs/simulator/code-hosting.md: refs named by the control API, and paging through Link headers.
import { createControlClient, startSimulator } from "vendor-api-contracts/simulator";

const simulator = await startSimulator({ apis: ["code-hosting"], port: 0, strict: true, frozenClock: true });
const baseUrl = simulator.urls["code-hosting"]!;
const token = "example-token";
const control = createControlClient(baseUrl);
const sha = "6dcb09b5b57875f334f61aebed695e2e4193db5e";

await control.command("refs", { repository: "octocat/hello-world", refs: { main: sha, "v1.0.0": sha } });

const status = await fetch(`${baseUrl}/repos/octocat/hello-world/commits/v1.0.0/status`, { headers: { authorization: `Bearer ${token}` } });
console.log("v1.0.0 names", ((await status.json()) as { sha: string }).sha === sha ? "the commit main names" : "another commit");

import { createCodeHostingClient, paginate, paginateAll } from "vendor-api-contracts/code-hosting";

const client = createCodeHostingClient({ baseUrl, auth: token });
for await (const key of paginate(client, "/user/keys", { params: { query: { per_page: 100 } } })) {
  if (key.title === "laptop") break; // stops fetching pages
}
const emails = await paginateAll(client, "/user/emails");
console.log("emails:", emails.length);
await simulator.stop();
