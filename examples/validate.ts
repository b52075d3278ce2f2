// Checking traffic against a contract: a recorded answer, and every request a client sends.
import { createValidator } from "vendor-api-contracts/validate";
import { RequestContractError, requestValidationMiddleware } from "vendor-api-contracts/request-validation";
import { createCodeHostingClient } from "vendor-api-contracts/code-hosting";

const { validateResponse } = createValidator("code-hosting");
const recorded = {
  vcs: "git",
  vcs_url: "https://git.example.org/socm.git",
  status: "complete",
  status_text: "Done",
  authors_count: null, // null is what the real service sends where it has no count
  url: "https://api.vendor.example/repos/octocat/socm/import",
  html_url: "https://vendor.example/octocat/socm/import",
  authors_url: "https://api.vendor.example/repos/octocat/socm/import/authors",
  repository_url: "https://api.vendor.example/repos/octocat/socm",
};
const result = validateResponse({ method: "GET", url: "/repos/octocat/socm/import", status: 200, body: recorded });
console.log(result.valid ? "valid" : result.problems.map((problem) => problem.message).join("\n"));

// In tests: a request that breaks the contract throws before it is sent.
const client = createCodeHostingClient({ baseUrl: "http://127.0.0.1:9", auth: "example-token" });
client.use(requestValidationMiddleware("code-hosting"));
try {
  // @ts-expect-error use_lfs takes opt_in or opt_out: the types refuse it too
  await client.PATCH("/repos/{owner}/{repo}/import/lfs", { params: { path: { owner: "o", repo: "r" } }, body: { use_lfs: "maybe" } });
} catch (error) {
  if (!(error instanceof RequestContractError)) throw error;
  console.log("refused before sending:", error.problems[0]);
}
