/**
 * The console's files at /__console/ (src/simulator/console-route.ts): served read-only from the
 * built folder as the reference is (static-files.ts, whose guards test/simulator/docs-route.test.ts
 * holds), on every API's port, and only at the simulator's own host names, as the control API.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { consoleAnswer } from "../../src/simulator/console-route.js";
import { rawRequest } from "../support/http.js";
import { useSimulator } from "../support/simulator.js";

const parent = mkdtempSync(join(tmpdir(), "console-route-"));
const built = join(parent, "console");
mkdirSync(built);
writeFileSync(join(built, "index.html"), "<h1>console</h1>");
writeFileSync(join(built, "console.js"), "export {};");
writeFileSync(join(parent, "secret.js"), "outside the console");
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe("the console's files", () => {
  it("serves the page and its files, read-only, at the simulator's own names", () => {
    expect(consoleAnswer("GET", "/__console/", true, built)).toMatchObject({
      status: 200,
      headers: { "content-type": "text/html; charset=utf-8" },
    });
    expect(String(consoleAnswer("GET", "/__console/", true, built)?.body)).toBe("<h1>console</h1>");
    expect(consoleAnswer("GET", "/__console/console.js?v=1", true, built)).toMatchObject({
      status: 200,
      headers: { "content-type": "text/javascript; charset=utf-8" },
    });
    expect(consoleAnswer("GET", "/__console", true, built)).toMatchObject({ status: 308, headers: { location: "/__console/" } });
    expect(consoleAnswer("POST", "/__console/", true, built)).toMatchObject({ status: 405, headers: { allow: "GET, HEAD" } });
    expect(consoleAnswer("GET", "/__console/..%2fsecret.js", true, built)?.status).toBe(400);
    expect(consoleAnswer("GET", "/__console/../secret.js", true, built)).toBeUndefined();
    expect(consoleAnswer("GET", "/repos/o/r/import", true, built)).toBeUndefined();
  });

  it("refuses a host name that is not the simulator's, and says how to build a console that is missing", () => {
    expect(consoleAnswer("GET", "/__console/", false, built)).toMatchObject({ status: 403 });
    expect(String(consoleAnswer("GET", "/__console/", false, built)?.body)).toMatch(/only at the simulator's own host names/);
    const missing = consoleAnswer("GET", "/__console/", true, join(parent, "nothing"));
    expect(missing?.status).toBe(404);
    expect(String(missing?.body)).toMatch(/npm run build/);
  });
});

describe("the console on the simulator's ports", () => {
  const sim = useSimulator(["code-hosting", "search"]);

  it("is the same page on every API's port, never the API's, and only for the simulator's own host names", async () => {
    const pages = await Promise.all(
      ["code-hosting", "search"].map(async (api) => (await fetch(`${sim.urlOf(api as "search")}/__console/`)).text()),
    );
    expect(pages[0]).toContain("<title>Simulator console");
    expect(pages[1]).toBe(pages[0]);
    expect(await sim.control.requests()).toEqual([]);
    const rebound = await rawRequest(`${sim.url}/__console/`, { headers: { host: "attacker.example" } });
    expect(rebound.status).toBe(403);
    const named = await rawRequest(`${sim.url}/__console/`, { headers: { host: `localhost:${new URL(sim.url).port}` } });
    expect(named.status).toBe(200);
  });
});
