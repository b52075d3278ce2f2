/**
 * npm run test:browser: every page of the rendered reference (npm run docs) in headless Chromium,
 * served by the simulator at /__docs as `npm start` serves it. Every request that leaves the
 * simulator is refused and counted as a failure, so a page that needs the network fails here.
 * The browser is the system's (Debian's `chromium`, or CHROMIUM_PATH); nothing downloads one.
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiIds, apis, type ApiId } from "../../src/contract/apis.js";
import { contractDocument, operationIndex } from "../../src/contract/documents.js";
import { packageRoot } from "../../src/contract/files.js";
import { buildPermissionCatalog } from "../../src/contract/permissions.js";
import { startSimulator, type RunningSimulator } from "../../src/simulator/sockets.js";
import { siteDir } from "../../scripts/docs.js";
import { operationHref, referencePage } from "../../scripts/site/pages.js";
import { stateMachines } from "../../scripts/site/state-machines.js";

const screenshots = join(packageRoot, "test-results", "screenshots");
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

let simulator: RunningSimulator | undefined;
let browser: Browser | undefined;
let docsUrl = "";

beforeAll(async () => {
  if (!existsSync(join(siteDir, "index.html"))) throw new Error("dist/site/ is not built: run `npm run docs` (or `npm run build`) first");
  if (!existsSync(executablePath)) throw new Error(`no Chromium at ${executablePath}: apt-get install chromium, or set CHROMIUM_PATH`);
  mkdirSync(screenshots, { recursive: true });
  simulator = await startSimulator({ port: 0 });
  docsUrl = `${simulator.urls["code-hosting"]}/__docs/`;
  browser = await chromium.launch({ executablePath });
});

afterAll(async () => {
  await browser?.close();
  await simulator?.stop();
});

/** A page of the site, opened with every console error, page error and outside request recorded. */
async function open(file: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser!.newPage({ viewport: { width: 1280, height: 900 } });
  const problems: string[] = [];
  const origin = new URL(docsUrl).origin;
  page.on("console", (message) => void (message.type() === "error" && problems.push(`console: ${message.text()}`)));
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith("data:")) return route.continue();
    problems.push(`request outside the site: ${url}`);
    return route.abort();
  });
  const response = await page.goto(new URL(file, docsUrl).href, { waitUntil: "load" });
  expect(response?.status(), file).toBe(200);
  return { page, problems };
}

describe("the rendered reference in Chromium", () => {
  it("is served at /__docs on every API's port", async () => {
    for (const api of apiIds) expect((await fetch(`${simulator!.urls[api]}/__docs/`)).status, api).toBe(200);
  });

  it("index: every API, every state machine drawn beside its operations", async () => {
    const { page, problems } = await open("index.html");
    for (const { id, title } of apis) {
      await expect
        .poll(() =>
          page
            .locator(`a[href="${referencePage(id)}"]`)
            .first()
            .textContent(),
        )
        .toContain(title);
    }
    for (const machine of stateMachines) {
      const figure = page.locator(`section.machine#${machine.id}`);
      expect(await figure.locator("svg g.node").count(), machine.id).toBeGreaterThan(1);
      for (const operationId of machine.operationIds) {
        expect(await figure.locator(`a[href="${operationHref(machine.api, operationId)}"]`).count(), `${machine.id} ${operationId}`).toBe(
          1,
        );
      }
    }
    await page.screenshot({ path: join(screenshots, "index.png"), fullPage: true });
    await page.close();
    expect(problems).toEqual([]);
  });

  it("permissions: one row per endpoint of the catalog", async () => {
    const { page, problems } = await open("permissions.html");
    const catalog = buildPermissionCatalog(contractDocument("code-hosting"));
    expect(await page.locator("section#code-hosting tbody tr").count()).toBe(catalog.endpoints.length);
    await page.screenshot({ path: join(screenshots, "permissions.png"), fullPage: true });
    await page.close();
    expect(problems).toEqual([]);
  });

  it.each(apiIds)("%s: every operationId of the contract has its page in the reference", async (api: ApiId) => {
    const { page, problems } = await open(referencePage(api));
    await page.locator("#api-content").waitFor();
    const index = operationIndex(api);
    for (const operation of index.operations) {
      const route = operationHref(api, operation.operationId).slice(referencePage(api).length);
      await page.evaluate((hash) => (location.hash = hash), route);
      // The operation's entry in the menu (Redoc's route is made of the operationId), and its summary and path in the content.
      await page.locator(`a[href="${route}"]`).first().waitFor({ timeout: 10_000 });
      for (const text of [operation.operation.summary ?? "", operation.path]) {
        await expect
          .poll(() => page.locator("#api-content").innerText(), { message: `${operation.operationId} at ${route}`, timeout: 10_000 })
          .toContain(text);
      }
    }
    // An operation's endpoint, opened, names the address the page was served from (and the
    // contract's path after it), not the contract's {base_url} unresolved.
    const first = index.operations[0]!;
    await page.evaluate((hash) => (location.hash = hash), operationHref(api, first.operationId).slice(referencePage(api).length));
    await page
      .locator("#api-content button", { hasText: first.path.split("{")[0]! })
      .first()
      .click();
    const prefix = new URL(contractDocument(api).servers![0]!.url.replace("{base_url}", "http://x")).pathname.replace(/\/$/, "");
    await expect
      .poll(() => page.content(), { timeout: 10_000 })
      .toContain(`${new URL(page.url()).origin}${prefix}${first.path.split("{")[0]}`);
    expect(await page.content()).not.toMatch(/https?:\/\/[^"<\s]*\{base_url\}/);
    // The overview, once Redoc has loaded its search index.
    await page.evaluate(() => (location.hash = "#/"));
    await expect.poll(() => page.getByText("Loading...", { exact: true }).count(), { timeout: 10_000 }).toBe(0);
    await page.screenshot({ path: join(screenshots, `${api}.png`) });
    await page.close();
    expect(problems).toEqual([]);
  });
});
