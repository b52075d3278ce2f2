// docs/simulator/verification.md: the request journal, read in process and through the control API.
import { createControlClient, createSimulator, startSimulator } from "vendor-api-contracts/simulator";
import { createCodeHostingClient } from "vendor-api-contracts/code-hosting";

const simulator = createSimulator({ apis: ["code-hosting"], strict: true, frozenClock: true });
const url = simulator.urls["code-hosting"]!;
const client = createCodeHostingClient({ baseUrl: url, auth: "example-token", fetch: simulator.fetch });
await client.GET("/user");
await client.POST("/user/emails", { body: { emails: ["ada@example.com"] } });
// A request the contract refuses (no vcs_url), with a password the journal never shows.
await simulator.fetch(`${url}/repos/octocat/socm/import`, {
  method: "PUT",
  headers: { authorization: "Bearer example-token", "content-type": "application/json" },
  body: JSON.stringify({ vcs: "git", vcs_password: "hunter2" }),
});

// Every request the simulator answered, oldest first.
for (const entry of simulator.requests()) console.log(`${entry.method} ${entry.path} ${entry.status} ${entry.operationId}`);
// Filtered: by operationId, method, status (404 or 4xx), since and until (the simulator's time), limit.
const [refused] = simulator.requests({ status: "4xx" });
console.log(JSON.stringify(refused!.body), refused!.requestProblems[0]!.message, refused!.headers.authorization);

// Over sockets, the control client reads the same journal through GET /__control/requests.
await using running = await startSimulator({ apis: ["code-hosting"], port: 0 });
const control = createControlClient(running.urls["code-hosting"]!);
await fetch(`${running.urls["code-hosting"]}/user/emails?per_page=5`, { headers: { authorization: "Bearer example-token" } });
const [read] = await control.requests({ operationId: "listEmailsForAuthenticatedUser", limit: 1 });
console.log(`over HTTP: ${read!.method} ${read!.path} ${JSON.stringify(read!.query)} ${read!.status}`);
await control.clearRequests(); // a reset clears it too
console.log(`after clearRequests: ${(await control.requests()).length}`);
