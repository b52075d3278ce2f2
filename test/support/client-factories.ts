/**
 * The five client factories made alike for the suites that test what they share
 * (test/clients-*.test.ts): one call of each API made with any options, and a fetch that records
 * each request it is given and answers itself.
 */
import type { ClientApiId } from "../../scripts/bundle-size.js";
import * as codeHosting from "../../src/clients/code-hosting.js";
import * as compute from "../../src/clients/compute.js";
import * as eventManagement from "../../src/clients/event-management.js";
import * as search from "../../src/clients/search.js";
import * as socialGraph from "../../src/clients/social-graph.js";

/** A fetch that records each request and answers with `answer` (200 `{}` by default). */
export function recorder(answer: (request: Request) => Response | Promise<Response> = () => Response.json({})) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request.clone());
    return answer(request);
  };
  return { requests, fetch };
}

/** One call of each API, made with any options, so the suite can treat the five alike. */
export const factories: Record<
  ClientApiId,
  { create: (options: any) => unknown; call: (client: any) => Promise<unknown>; deprecatedAuth?: string; auth: unknown }
> = {
  "code-hosting": {
    create: codeHosting.createCodeHostingClient,
    call: (client: codeHosting.CodeHostingClient) =>
      client.GET("/repos/{owner}/{repo}/import", { params: { path: { owner: "o", repo: "r" } } }),
    deprecatedAuth: "token",
    auth: "ghp_secret",
  },
  "social-graph": {
    create: socialGraph.createSocialGraphClient,
    call: (client: socialGraph.SocialGraphClient) => client.GET("/{user_id}", { params: { path: { user_id: "1000" } } }),
    deprecatedAuth: "accessToken",
    auth: "EAAB-secret",
  },
  "event-management": {
    create: eventManagement.createEventManagementClient,
    call: (client: eventManagement.EventManagementClient) => client.GET("/rest/events/{event_id}", { params: { path: { event_id: 7 } } }),
    deprecatedAuth: "accessToken",
    auth: "AQX-secret",
  },
  compute: {
    create: (options: compute.ComputeClientOptions) => compute.createComputeClient({ retry: false, ...options }),
    call: (client: compute.ComputeClient) =>
      client.GET("/projects/{project}/aggregated/forwardingRules", { params: { path: { project: "acme-web-prod" } } }),
    deprecatedAuth: "accessToken",
    auth: "ya29.secret",
  },
  search: {
    create: search.createSearchClient,
    call: (client: search.SearchClient) => client.POST("/_search", { body: {} }),
    auth: { apiKey: "a2V5OnNlY3JldA==" },
  },
};
export const apis = Object.keys(factories) as ClientApiId[];
