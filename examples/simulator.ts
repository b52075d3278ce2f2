// The simulator in a test suite: strict, on a frozen clock that the test moves.
import { createControlClient, startSimulator } from "vendor-api-contracts/simulator";
import { createCodeHostingClient } from "vendor-api-contracts/code-hosting";

const simulator = await startSimulator({ apis: ["code-hosting"], port: 0, strict: true, frozenClock: true });
try {
  const baseUrl = simulator.urls["code-hosting"]!;
  const client = createCodeHostingClient({ baseUrl, auth: "example-token" });
  const control = createControlClient(baseUrl);
  const repo = { owner: "octocat", repo: "socm" };

  await client.PUT("/repos/{owner}/{repo}/import", { params: { path: repo }, body: { vcs_url: "https://git.example.org/socm.git" } });
  await control.advanceClock(60_000); // the import runs through its phases as the clock moves
  const { data } = await client.GET("/repos/{owner}/{repo}/import", { params: { path: repo } });
  console.log("import status after a minute:", data?.status);

  await control.reset(); // forget every import, back to the seed
} finally {
  await simulator.stop();
}
