/**
 * The simulator's core in a browser: bundled by esbuild for the browser platform with MSW's
 * worker, no `node:` module in it, and running in a context with only the web's globals, where
 * `simulator.fetch` answers a typed client of every API with no server anywhere.
 */
import { runInContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { browserContext, bundleForBrowser } from "../support/browser.js";

const inPage = `
  import { createSimulator } from "vendor-api-contracts/simulator/in-process";
  import { createCodeHostingClient } from "vendor-api-contracts/code-hosting";
  import { createSearchClient } from "vendor-api-contracts/search";
  export async function call() {
    const simulator = createSimulator({ strict: true });
    const codeHosting = createCodeHostingClient({ baseUrl: simulator.urls["code-hosting"], auth: "in-page", fetch: simulator.fetch });
    const started = await codeHosting.PUT("/repos/{owner}/{repo}/import", { params: { path: { owner: "octocat", repo: "socm" } }, body: { vcs: "git", vcs_url: "https://git.example.org/socm.git" } });
    const search = createSearchClient({ baseUrl: simulator.urls.search, auth: { username: "elastic", password: "changeme" }, fetch: simulator.fetch });
    const stats = await search.GET("/_nodes/stats/indices/search");
    return [started.response.status, started.data.status, stats.response.status];
  }`;

describe("the simulator's core bundled for a browser", () => {
  it("bundles with MSW's worker and no module of Node's", async () => {
    const { code, imports } = await bundleForBrowser(`
      import { setupWorker } from "msw/browser";
      import { createSimulator } from "vendor-api-contracts/simulator/in-process";
      import { simulatorHandlers } from "vendor-api-contracts/simulator/msw";
      export const worker = () => setupWorker(...simulatorHandlers(createSimulator()));`);
    expect(imports, "modules left out of the bundle").toEqual([]);
    expect(code).toContain("mockServiceWorker");
  });

  it("answers typed clients in a context with only the web's globals", async () => {
    const { code, imports } = await bundleForBrowser(inPage);
    expect(imports).toEqual([]);
    const context = browserContext({ console });
    expect(runInContext("[typeof process, typeof Buffer, typeof require, typeof fetch]", context)).toEqual([
      "undefined",
      "undefined",
      "undefined",
      "undefined",
    ]);
    runInContext(code, context);
    const app = context.app as { call(): Promise<unknown[]> };
    expect(await app.call()).toEqual([201, "importing", 200]);
  });
});
