// docs/clients.md: a client's options, its results and errors, and the request-validation middleware.
import { startSimulator } from "vendor-api-contracts/simulator";

const simulator = await startSimulator({ apis: ["code-hosting"], port: 0, frozenClock: true });
// What `npm start` prints for code-hosting (http://127.0.0.1:4010); here a free port.
const baseUrl = simulator.urls["code-hosting"]!;

import { createCodeHostingClient, dataOrThrow } from "vendor-api-contracts/code-hosting";

const client = createCodeHostingClient({ baseUrl, auth: "ghp_example" });
const { data, error, response } = await client.PUT("/repos/{owner}/{repo}/import", {
  params: { path: { owner: "octocat", repo: "socm" } },
  body: { vcs: "subversion", vcs_url: "https://svn.example.org/socm/trunk" },
});
// data: ImportProgress when the status is a success, error: the contract's error body otherwise
const progress = await dataOrThrow(client.GET("/repos/{owner}/{repo}/import", { params: { path: { owner: "octocat", repo: "socm" } } }));
console.log("started:", response.status, data?.status, error === undefined, "read back:", progress.status);

import { ApiResponseError } from "vendor-api-contracts/code-hosting";
try {
  await dataOrThrow(client.GET("/repos/{owner}/{repo}/import", { params: { path: { owner: "octocat", repo: "no-import" } } }));
} catch (failure) {
  if (!(failure instanceof ApiResponseError)) throw failure;
  console.log("no import:", failure.status);
}

import { requestValidationMiddleware } from "vendor-api-contracts/request-validation";
client.use(requestValidationMiddleware("code-hosting")); // a request that breaks the contract throws, unsent

import { RequestContractError } from "vendor-api-contracts/request-validation";
try {
  // @ts-expect-error use_lfs takes opt_in or opt_out: the types refuse it too
  await client.PATCH("/repos/{owner}/{repo}/import/lfs", { params: { path: { owner: "octocat", repo: "socm" } }, body: { use_lfs: "maybe" } });
} catch (refused) {
  if (!(refused instanceof RequestContractError)) throw refused;
  console.log("refused before sending:", refused.problems.length, "problem");
}

import { createSimulator } from "vendor-api-contracts/simulator/in-process";
import { createControlClient } from "vendor-api-contracts/simulator";

const inProcess = createSimulator({ apis: ["code-hosting"] });
const viaFetch = createCodeHostingClient({ baseUrl: inProcess.urls["code-hosting"]!, auth: "t", fetch: inProcess.fetch });
const control = createControlClient(inProcess.urls["code-hosting"]!, { fetch: inProcess.fetch });
await control.reset();
console.log("in process, no socket:", (await viaFetch.GET("/user")).response.status);

await simulator.stop();
