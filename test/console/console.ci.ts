/**
 * The console at /__console/ in a real browser (Chromium through playwright-core; test/support/
 * browser.ts): the official code-hosting client runs a flow with a deliberate contract violation
 * against the simulator, and the console lists its requests in order, marks the one that broke
 * the contract and shows the problem at its pointer, advances the clock and shows the import's
 * phase change, injects a fault and shows its answer, finds the near misses of an operation, and
 * switches to a session; each control is checked through the control client the tests use; and it
 * works where the control API needs a token. One
 * browser for the file. With CONSOLE_SCREENSHOTS=1 (npm run console:screenshots) it writes the
 * screenshots of docs/simulator/console.md.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packageRoot } from "../../src/contract/files.js";
import { createControlClient, type ControlClient } from "../../src/simulator/control.js";
import { startSimulator, type RunningSimulator } from "../../src/simulator/sockets.js";
import { chromiumPath } from "../support/chromium.js";
import { octokitAt } from "../support/official-clients.js";

const executablePath = chromiumPath("the console's browser test");
const screenshots = process.env.CONSOLE_SCREENSHOTS === "1" ? join(packageRoot, "docs", "simulator", "console") : undefined;
const owner = "octocat";
/** The import's phase as the client read it. */
let phaseRead = "";
const repo = "socm";

let simulator: RunningSimulator | undefined;
let browser: Browser | undefined;
let page: Page;
let control: ControlClient;
/** What the page reported wrong: its errors, and any request that left the simulator. */
const problems: string[] = [];

const shoot = async (name: string) => void (screenshots && (await page.screenshot({ path: join(screenshots, `${name}.png`) })));
const tab = (name: string) => page.click(`[data-tab="${name}"]`);
/** What the page shows, once it shows it: the console reads the simulator a few times a second, and a loaded machine is slow. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });
/** The console's rows, newest first: [seq, operation, status]. */
const rows = () =>
  page.$$eval("tr.row", (found) =>
    found.map((row) => [
      Number(row.getAttribute("data-seq")),
      row.querySelector(".operation")!.textContent,
      row.querySelector(".status")!.textContent,
    ]),
  );

describe.skipIf(executablePath === undefined)("the console in Chromium", () => {
  beforeAll(async () => {
    simulator = await startSimulator({ apis: ["code-hosting", "search"], port: 0, strict: true, frozenClock: true });
    control = createControlClient(simulator.urls["code-hosting"]!);
    browser = await chromium.launch({ executablePath });
    page = await browser.newPage({ viewport: { width: 1280, height: 820 }, colorScheme: "light" });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    const origin = new URL(simulator.urls["code-hosting"]!).origin;
    await page.route("**/*", (route) => {
      const url = route.request().url();
      if (url.startsWith(origin) || url.startsWith("data:")) return route.continue();
      problems.push(`request outside the simulator: ${url}`);
      return route.abort();
    });
    if (screenshots) mkdirSync(screenshots, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await simulator?.stop();
  });

  it("lists an official client's requests as they arrive, in order, marks the one that broke the contract, and shows its problem at its pointer", async () => {
    await page.goto(`${simulator!.urls["code-hosting"]}/__console/`);
    await page.getByText("No request yet").waitFor();
    const octokit = octokitAt(simulator!.urls["code-hosting"]!);
    await octokit.rest.users.getAuthenticated();
    await octokit.request("PUT /repos/{owner}/{repo}/import", { owner, repo, vcs_url: "https://git.example.org/socm.git", vcs: "git" });
    // The deliberate violation: a version control system the contract does not know.
    const refused = await octokit
      .request("PUT /repos/{owner}/{repo}/import", {
        owner,
        repo: "legacy",
        vcs_url: "https://cvs.example.org/legacy",
        vcs: "cvs" as "git",
      })
      .catch((error: { status: number }) => error.status);
    expect(refused).toBe(422);
    phaseRead = (await octokit.request("GET /repos/{owner}/{repo}/import", { owner, repo })).data.status;

    await eventually(rows).toHaveLength(4);
    const journal = await control.requests();
    expect(await rows()).toEqual(journal.reverse().map((entry) => [entry.seq, entry.operationId, String(entry.status)]));
    expect(await page.$$eval("tr.row.violation", (found) => found.map((row) => row.querySelector(".status")!.textContent))).toEqual([
      "422",
    ]);

    await page.click("tr.row.violation");
    const marked = page.locator('.side.request .body [data-pointer="/vcs"]');
    await eventually(() => marked.getAttribute("class")).toContain("marked");
    expect(await marked.textContent()).toMatch(/"vcs": "cvs".*enum.*must be one of/);
    expect(await page.locator(".side.request .problem-list li").textContent()).toMatch(/^body\.vcs\/vcsenum /);
    // The credential the client sent is shown as the journal keeps it; the answer's headers, kept while the console follows.
    expect(await page.locator('.side.request tr[data-name="authorization"] td').textContent()).toBe("[redacted]");
    expect(await page.locator('.side.response tr[data-name="content-type"] td').textContent()).toBe("application/json; charset=utf-8");
    await shoot("requests");
  });

  it("advances the clock, and the state shows the import's next phase", async () => {
    await tab("state");
    const status = page.locator('[data-api="code-hosting"] [data-pointer="/imports/octocat~1socm/status"]');
    // The phase the client read last, until the clock moves.
    expect(phaseRead).not.toBe("complete");
    await eventually(() => status.textContent()).toContain(`"${phaseRead}"`);
    const before = await control.now();
    await page.fill('[aria-label="advance by"]', "1");
    await page.selectOption('[aria-label="unit"]', "min");
    await page.click('.clock button[type="submit"]');
    await eventually(() => status.textContent()).toContain('"complete"');
    expect((await control.now()).getTime() - before.getTime()).toBe(60_000);
    await shoot("state");
  });

  it("injects a fault through the control API, and lists the request it answered", async () => {
    await tab("faults");
    await page.selectOption('[aria-label="operation of the fault"]', "getImportStatus");
    await page.fill('[aria-label="status of the fault"]', "503");
    await page.click('.fault-form button[type="submit"]');
    await eventually(() => page.locator('.armed li[data-operation="getImportStatus"]').textContent()).toMatch(
      /answers 503.*1 request left/,
    );
    expect(await control.faults()).toEqual([{ operationId: "getImportStatus", status: 503, count: 1, left: 1 }]);
    await shoot("faults");

    const failed = await octokitAt(simulator!.urls["code-hosting"]!)
      .request("GET /repos/{owner}/{repo}/import", { owner, repo })
      .catch((error: { status: number }) => error.status);
    expect(failed).toBe(503);
    await tab("requests");
    const newest = page.locator("tr.row").first();
    await eventually(() => newest.locator(".status").textContent()).toBe("503");
    expect(await newest.locator(".badge.fault").count()).toBe(1);
    await newest.click();
    expect(await page.locator(".exchange header").textContent()).toContain("an injected fault answered");
    expect(await page.locator(".side.response .status").textContent()).toBe("503");
  });

  it("finds the requests closest to an operation expected, and what differs", async () => {
    await tab("nearMisses");
    await page.selectOption('[aria-label="API of the operation"]', "code-hosting");
    await page.selectOption('[aria-label="operation expected"]', "startImport");
    await page.fill('[aria-label="expected body"]', JSON.stringify({ vcs_url: "https://cvs.example.org/legacy", vcs: "subversion" }));
    await page.click('.near-misses button[type="submit"]');
    const closest = page.locator(".misses > li").first();
    await eventually(() => closest.textContent()).toContain('body.vcs: expected "subversion", received "cvs"');
    await shoot("near-misses");
  });

  it("opens a session, shows only its requests, and goes back to the simulator's own", async () => {
    await tab("sessions");
    await page.click('.sessions button[type="submit"]');
    const scope = page.locator(".top .scope");
    await eventually(() => scope.getAttribute("data-scope")).not.toBe("");
    const id = (await scope.getAttribute("data-scope"))!;
    const [session] = await control.sessions();
    expect(session?.id).toBe(id);

    await octokitAt(session!.urls["code-hosting"]!).rest.users.getAuthenticated();
    await tab("requests");
    await eventually(rows).toEqual([[expect.any(Number), "getAuthenticatedUser", "200"]]);
    await shoot("session");

    await tab("sessions");
    await page.click("text=Show the simulator's own state");
    await tab("requests");
    await eventually(async () => (await rows()).length).toBe(5);
    expect(problems).toEqual([]);
  });

  it("works where the control API needs a token, taking it from its address, and says so where it lacks one", async () => {
    const token = "console-test-token";
    const guarded = await startSimulator({ apis: ["code-hosting"], port: 0, controlToken: token });
    const context = await browser!.newContext();
    try {
      const url = guarded.urls["code-hosting"]!;
      const without = await context.newPage();
      await without.goto(`${url}/__console/`);
      await without.locator(".error.banner").waitFor();
      expect(await without.locator(".error.banner").textContent()).toContain("control token");

      const given = await context.newPage();
      await given.goto(`${url}/__console/#token=${token}`);
      await given.getByText("No request yet").waitFor();
      // Taken out of the address, so a link to the page does not carry it.
      expect(given.url()).toBe(`${url}/__console/`);
      await octokitAt(url).rest.users.getAuthenticated();
      await eventually(() => given.locator("tr.row .operation").allTextContents()).toEqual(["getAuthenticatedUser"]);
    } finally {
      await context.close();
      await guarded.stop();
    }
  });

  it("finds and shows a search document's integer past 2^53 to its last digit", async () => {
    const long = "9007199254740993";
    const indexed = await fetch(`${simulator!.urls.search}/ledger/_doc/1?refresh=true`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: `{"entry":${long}}`,
    });
    expect(indexed.status).toBe(201);
    await tab("requests");
    await page.fill('.filters input[type="search"]', long);
    const found = page.locator("tr.row");
    await eventually(() => found.locator(".operation").allTextContents()).toEqual(["indexDocument"]);
    await found.first().click();
    expect(await page.locator('.side.request .body [data-pointer="/entry"]').textContent()).toContain(long);
    expect(problems).toEqual([]);
  });
});
