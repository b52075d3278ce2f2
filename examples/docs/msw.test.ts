// docs/simulator/in-process.md: the simulator behind MSW in a user's test suite, no port opened.
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { setupServer } from "msw/node";
import { Octokit } from "@octokit/rest";
import { createControlClient } from "vendor-api-contracts/simulator";
import { createSimulator } from "vendor-api-contracts/simulator/in-process";
import { simulatorHandlers } from "vendor-api-contracts/simulator/msw";
import { createCodeHostingClient } from "vendor-api-contracts/code-hosting";

const simulator = createSimulator({ apis: ["code-hosting"], strict: true, frozenClock: true });
const server = setupServer(...simulatorHandlers(simulator));
const baseUrl = simulator.urls["code-hosting"]!; // http://127.0.0.1:4010, answered by MSW
const control = createControlClient(baseUrl);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => control.reset());
afterAll(() => server.close());

it("runs an import through its phases for the package's client", async () => {
  const client = createCodeHostingClient({ baseUrl, auth: "example-token" });
  const repo = { owner: "octocat", repo: "socm" };
  await client.PUT("/repos/{owner}/{repo}/import", { params: { path: repo }, body: { vcs_url: "https://git.example.org/socm.git" } });
  await control.advanceClock(60_000);
  const { data } = await client.GET("/repos/{owner}/{repo}/import", { params: { path: repo } });
  expect(data?.status).toBe("complete");
});

it("answers the official client as it would over a socket", async () => {
  const octokit = new Octokit({ baseUrl, auth: "example-token" });
  const { status, data } = await octokit.request("PUT /repos/{owner}/{repo}/import", { owner: "octocat", repo: "socm", vcs: "git", vcs_url: "https://git.example.org/socm.git" });
  expect(status).toBe(201);
  expect(data.status).toBe("importing");
  await expect(octokit.request("GET /repos/{owner}/{repo}/import", { owner: "octocat", repo: "other" })).rejects.toMatchObject({ status: 404 });
});
