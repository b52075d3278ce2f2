// Prism's mock of one API: stateless answers from the contract's examples, any of them on request.
import { startMockServer } from "vendor-api-contracts/mock";

const mock = await startMockServer("code-hosting", { port: 0 });
try {
  const answer = await fetch(`${mock.url}/repos/octocat/socm/import`, {
    headers: { Authorization: "Bearer example-token", Prefer: "example=detection_found_multiple" },
  });
  console.log(answer.status, ((await answer.json()) as { status: string }).status);
} finally {
  await mock.stop();
}
