/**
 * Each client module, bundled as a browser application would bundle it, runs where there is no
 * Node: esbuild bundles `vendor-api-contracts/<api>` for the browser platform with every `node:`
 * module left out (an import of one fails the check), and the bundle runs in a context that has
 * only the web's globals, making a real call of its API against the simulator.
 */
import { runInContext } from "node:vm";
import { describe, expect, it } from "vitest";
import type { ClientApiId } from "../../scripts/bundle-size.js";
import { browserContext, bundleForBrowser } from "../support/browser.js";
import { useSimulator } from "../support/simulator.js";

/** Per API: the entry a browser application would write, exporting `call(baseUrl)`. */
const entries: Record<ClientApiId, string> = {
  "code-hosting": `
    import { createCodeHostingClient } from "vendor-api-contracts/code-hosting";
    export async function call(baseUrl) {
      const { response, data } = await createCodeHostingClient({ baseUrl, token: "ghp_browser" }).PUT("/repos/{owner}/{repo}/import", {
        params: { path: { owner: "octocat", repo: "socm" } },
        body: { vcs: "subversion", vcs_url: "https://svn.example.org/socm/trunk" },
      });
      return { status: response.status, value: data.status };
    }`,
  "social-graph": `
    import { createSocialGraphClient } from "vendor-api-contracts/social-graph";
    export async function call(baseUrl) {
      const { response, data } = await createSocialGraphClient({ baseUrl, accessToken: "EAAB-browser" }).GET("/{user_id}", {
        params: { path: { user_id: "10228416037451982" } },
      });
      return { status: response.status, value: data.id };
    }`,
  "event-management": `
    import { createEventManagementClient, finderProblems } from "vendor-api-contracts/event-management";
    export async function call(baseUrl) {
      const query = { q: "eventsByOrganizer", organizer: "urn:li:organization:2414183", timeBasedFilter: "(lifeCycleState:UPCOMING)" };
      if (finderProblems(query).length > 0) throw new Error(finderProblems(query).join("; "));
      const { response, data } = await createEventManagementClient({ baseUrl, accessToken: "AQX-browser" }).GET("/rest/events", { params: { query } });
      return { status: response.status, value: data.elements[0].organizer };
    }`,
  compute: `
    import { createComputeClient } from "vendor-api-contracts/compute";
    export async function call(baseUrl) {
      const { response, data } = await createComputeClient({ baseUrl, accessToken: "ya29.browser" }).GET("/projects/{project}/aggregated/forwardingRules", {
        params: { path: { project: "acme-web-prod" } },
      });
      return { status: response.status, value: data.kind };
    }`,
  search: `
    import { createSearchClient } from "vendor-api-contracts/search";
    export async function call(baseUrl) {
      const { response, data } = await createSearchClient({ baseUrl, auth: { username: "elastic", password: "changeme" } }).GET("/_nodes/stats/indices/search");
      return { status: response.status, value: data._nodes.successful };
    }`,
};

const expected: Record<ClientApiId, { status: number; value: unknown }> = {
  "code-hosting": { status: 201, value: "importing" },
  "social-graph": { status: 200, value: "10228416037451982" },
  "event-management": { status: 200, value: "urn:li:organization:2414183" },
  compute: { status: 200, value: "compute#forwardingRuleAggregatedList" },
  search: { status: 200, value: 1 },
};

describe.each(Object.keys(entries) as ClientApiId[])("the %s client in a browser", (api) => {
  const server = useSimulator(api);

  it("bundles without Node's modules or Buffer and makes a call", async () => {
    const { code, imports } = await bundleForBrowser(entries[api], `${api}-app.js`);
    expect(imports, "modules left out of the bundle").toEqual([]);
    expect(code).not.toMatch(/\bBuffer\b/);

    const context = browserContext({ fetch });
    expect(runInContext("[typeof process, typeof Buffer, typeof require, typeof global]", context)).toEqual([
      "undefined",
      "undefined",
      "undefined",
      "undefined",
    ]);
    runInContext(code, context);
    const app = context.app as { call(baseUrl: string): Promise<{ status: number; value: unknown }> };
    expect(await app.call(server.url)).toEqual(expected[api]);
  });
});
