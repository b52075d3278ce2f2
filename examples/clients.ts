// The five clients against the simulator, started in-process on free ports.
import { startSimulator } from "vendor-api-contracts/simulator";
import { createCodeHostingClient, paginateAll } from "vendor-api-contracts/code-hosting";
import { createSocialGraphClient } from "vendor-api-contracts/social-graph";
import { createEventManagementClient, findEvents } from "vendor-api-contracts/event-management";
import { createComputeClient, forwardingRules } from "vendor-api-contracts/compute";
import { createSearchClient, searchAfterHits } from "vendor-api-contracts/search";

const simulator = await startSimulator({ port: 0, frozenClock: true });
const url = simulator.urls;
try {
  // code-hosting: start an import, and list every email, page after page (Link headers).
  const codeHosting = createCodeHostingClient({ baseUrl: url["code-hosting"]!, auth: "example-token" });
  const { data: started } = await codeHosting.PUT("/repos/{owner}/{repo}/import", {
    params: { path: { owner: "octocat", repo: "socm" } },
    body: { vcs: "subversion", vcs_url: "https://svn.example.org/socm/trunk" },
  });
  const emails = await paginateAll(codeHosting, "/user/emails", { params: { query: { per_page: 1 } } });
  console.log("code-hosting:", started?.status, emails.length, "emails");

  // social-graph: paths without the version segment; the client adds it.
  const socialGraph = createSocialGraphClient({ baseUrl: url["social-graph"]!, auth: "example-token" });
  const { data: user } = await socialGraph.GET("/{user_id}", { params: { path: { user_id: "120000000000001" }, query: { fields: ["id", "name"] } } });
  console.log("social-graph:", user?.name);

  // event-management: every event a finder finds, over all its pages.
  const events = createEventManagementClient({ baseUrl: url["event-management"]!, auth: "example-token" });
  let found = 0;
  for await (const _event of findEvents(events, { q: "eventsByOrganizer", organizer: "urn:li:organization:2414183" })) found++;
  console.log("event-management:", found, "events");

  // compute: every forwarding rule of a project, with the scopes' warnings as items.
  const compute = createComputeClient({ baseUrl: url.compute!, auth: "example-token" });
  let rules = 0;
  for await (const entry of forwardingRules(compute, { project: "acme-web-prod" })) if (entry.type === "rule") rules++;
  console.log("compute:", rules, "forwarding rules");

  // search: every hit through a point in time, which the iterator closes at the end.
  const search = createSearchClient({ baseUrl: url.search!, auth: { username: "reader", password: "example" } });
  let hits = 0;
  for await (const _hit of searchAfterHits(search, { index: "orders-2024", keepAlive: "1m", body: { size: 2 } })) hits++;
  console.log("search:", hits, "hits");
} finally {
  await simulator.stop();
}
