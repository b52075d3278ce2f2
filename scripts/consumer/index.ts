/**
 * A consumer's program: imports every export of the installed package and uses each once, against
 * a simulator and a mock it starts itself. Type-checked and run by scripts/consumer-check.ts in a
 * project that installed the packed tarball; it throws on anything unexpected.
 */
import { apiIds, mockUrl } from "vendor-api-contracts/apis";
import { createCodeHostingClient, requiredPermission } from "vendor-api-contracts/code-hosting";
import { createComputeClient } from "vendor-api-contracts/compute";
import { createEventManagementClient, finderProblems } from "vendor-api-contracts/event-management";
import { checkResponse } from "vendor-api-contracts/matchers";
import { startMockServer } from "vendor-api-contracts/mock";
import { createSearchClient } from "vendor-api-contracts/search";
import { startSimulator } from "vendor-api-contracts/simulator";
import { createSocialGraphClient } from "vendor-api-contracts/social-graph";
import { createValidator } from "vendor-api-contracts/validate";
import codeHostingContract from "vendor-api-contracts/openapi/code-hosting.json" with { type: "json" };
import computeContract from "vendor-api-contracts/openapi/compute.json" with { type: "json" };
import eventManagementContract from "vendor-api-contracts/openapi/event-management.json" with { type: "json" };
import searchContract from "vendor-api-contracts/openapi/search.json" with { type: "json" };
import socialGraphContract from "vendor-api-contracts/openapi/social-graph.json" with { type: "json" };

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`consumer check failed: ${what}`);
  console.log(`ok  ${what}`);
}

const contracts = [codeHostingContract, socialGraphContract, eventManagementContract, computeContract, searchContract];
check(
  contracts.every((contract) => contract.openapi === "3.1.0"),
  "the five bundled contracts import as JSON",
);
check(apiIds.length === 5 && mockUrl("search") === "http://127.0.0.1:4014", "apis lists the five APIs");
check(requiredPermission("PATCH", "/repos/octocat/socm/import/lfs")?.access === "write", "the permission catalog answers");
check(finderProblems({ q: "organizerLeadGenFormEnabledEvents", organizer: "urn:li:person:1" }).length > 0, "finder queries are checked");

const simulator = await startSimulator({ port: 0 });
const mock = await startMockServer("search", { port: 0 });
try {
  const urls = simulator.urls;
  const codeHosting = await createCodeHostingClient({ baseUrl: urls["code-hosting"]!, auth: "ghp_consumer" }).PUT(
    "/repos/{owner}/{repo}/import",
    {
      params: { path: { owner: "octocat", repo: "socm" } },
      body: { vcs: "subversion", vcs_url: "https://svn.example.org/socm/trunk" },
    },
  );
  check(codeHosting.data?.status === "importing", "code-hosting client starts an import on the simulator");

  const user = await createSocialGraphClient({ baseUrl: urls["social-graph"]!, auth: "EAAB-consumer" }).GET("/{user_id}", {
    params: { path: { user_id: "10228416037451982" } },
  });
  check(user.data?.id === "10228416037451982", "social-graph client reads a user");

  const events = await createEventManagementClient({ baseUrl: urls["event-management"]!, auth: "AQX-consumer" }).GET("/rest/events", {
    params: { query: { q: "eventsByOrganizer", organizer: "urn:li:organization:2414183" } },
  });
  check(events.response.status === 200, "event-management client runs a finder");

  const rules = await createComputeClient({ baseUrl: urls.compute!, auth: "ya29.consumer" }).GET(
    "/projects/{project}/aggregated/forwardingRules",
    {
      params: { path: { project: "acme-web-prod" } },
    },
  );
  check(rules.data?.kind === "compute#forwardingRuleAggregatedList", "compute client lists forwarding rules");

  const search = createSearchClient({ baseUrl: urls.search!, auth: { username: "reader", password: "example" } });
  const stats = await search.GET("/_nodes/stats/indices/search");
  check(stats.response.status === 200, "search client reads the search statistics");
  check((await checkResponse("search", stats)).problems.length === 0, "matchers check a client's result against the contract");

  const mocked = await fetch(`${mock.url}/_nodes/stats/indices/search`, { headers: { Authorization: "ApiKey Y29uc3VtZXI=" } });
  check(mocked.status === 200, "the Prism mock answers");

  const invalid = createValidator("code-hosting").validateRequest({
    method: "PUT",
    url: "/repos/octocat/socm/import",
    headers: { "content-type": "application/json" },
    body: { vcs: "subversion" },
  });
  check(!invalid.valid, "the validator rejects a start without vcs_url");
} finally {
  await Promise.all([simulator.stop(), mock.stop()]);
}
