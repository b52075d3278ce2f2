// docs/validation.md: the vitest matcher in a test file of a user's suite, against the simulator.
import { afterAll, beforeAll } from "vitest";
import { startSimulator, type RunningSimulator } from "vendor-api-contracts/simulator";
import { createCodeHostingClient } from "vendor-api-contracts/code-hosting";

let simulator: RunningSimulator;
let url: string;
let client: ReturnType<typeof createCodeHostingClient>;
const repo = { owner: "octocat", repo: "socm" };
const opts = { params: { path: repo }, body: { use_lfs: "opt_in" as const } };

beforeAll(async () => {
  simulator = await startSimulator({ apis: ["code-hosting"], port: 0, strict: true, frozenClock: true });
  client = createCodeHostingClient({ baseUrl: simulator.urls["code-hosting"]!, auth: "example-token" });
  await client.PUT("/repos/{owner}/{repo}/import", { params: { path: repo }, body: { vcs_url: "https://git.example.org/socm.git" } });
  url = `${simulator.urls["code-hosting"]}/repos/octocat/socm/import`;
});
afterAll(() => simulator?.stop());

import { expect, it } from "vitest";
import { contractMatchers, type ContractMatchers } from "vendor-api-contracts/matchers";
declare module "vitest" {
  interface Assertion<T> extends ContractMatchers<T> {}
}
expect.extend(contractMatchers);

it("answers as its contract says", async () => {
  await expect(await fetch(url)).toMatchContract("code-hosting"); // a 401: the contract declares it
  await expect(await client.PATCH("/repos/{owner}/{repo}/import/lfs", opts)).toMatchContract("code-hosting", { method: "PATCH" });
});
