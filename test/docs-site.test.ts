import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { instance as graphviz } from "@viz-js/viz";
import { describe, expect, it } from "vitest";
import { apiIds } from "../src/contract/apis.js";
import { contractDocument, operationIndex } from "../src/contract/documents.js";
import { buildPermissionCatalog } from "../src/contract/permissions.js";
import { withObjectSchemas } from "../src/simulator/docs-route.js";
import { offlineRedoc, redocSource, siteDir } from "../scripts/docs.js";
import { contractAddress, indexPage, operationHref, permissionsPage, redocScript, referencePage } from "../scripts/site/pages.js";
import { anyState, machineStates, start, stateMachines, toDot } from "../scripts/site/state-machines.js";

describe("the state machines of the rendered reference", () => {
  it("cover the machines of the source documents", () => {
    expect(stateMachines.map(({ id }) => id)).toEqual([
      "import-status",
      "event-posting",
      "operation-status",
      "backend-bucket-migration",
      "point-in-time",
      "scroll",
    ]);
  });

  it.each(stateMachines.map((machine) => [machine.id, machine] as const))(
    "%s: states, moves and operations are the contract's",
    (_id, machine) => {
      const states = machineStates(machine, contractDocument(machine.api));
      for (const { from, to, operationIds = [] } of machine.transitions) {
        expect(states).toContain(from);
        expect(states).toContain(to);
        expect(machine.operationIds).toEqual(expect.arrayContaining(operationIds));
      }
      for (const operationId of machine.operationIds) expect(operationIndex(machine.api).get(operationId), operationId).toBeDefined();
      // A state no move reaches or leaves is drawn only where the document leaves the moves unshown.
      const connected = new Set(machine.transitions.flatMap(({ from, to }) => [from, to]));
      const alone = states.filter((state) => !connected.has(state));
      if (!machine.unshown) expect(alone).toEqual([]);
    },
  );

  it("open a scroll context only by an operation that takes `scroll` (B4: POST /{index}/_search?scroll=)", () => {
    const scroll = stateMachines.find(({ id }) => id === "scroll")!;
    const opening = scroll.transitions.filter(({ from }) => from === start).flatMap(({ operationIds = [] }) => operationIds);
    expect(opening.length).toBeGreaterThan(0);
    for (const operationId of opening) {
      expect(
        operationIndex("search")
          .get(operationId)
          ?.parameters.map(({ in: where, name }) => `${where}.${name}`),
        operationId,
      ).toContain("query.scroll");
    }
  });

  it("take the states from the contract's enum, and fail on a schema that has none", () => {
    const importStatus = stateMachines.find(({ id }) => id === "import-status")!;
    expect(machineStates(importStatus, contractDocument("code-hosting"))).toEqual(
      expect.arrayContaining(["detecting", "complete", "detection_found_multiple"]),
    );
    expect(() => machineStates({ ...importStatus, statesFrom: "ImportProgress" }, contractDocument("code-hosting"))).toThrow(
      "no enum at ImportProgress",
    );
  });

  it("draw every state and move as SVG", async () => {
    const viz = await graphviz();
    const migration = stateMachines.find(({ id }) => id === "backend-bucket-migration")!;
    const svg = viz.renderString(toDot(migration, machineStates(migration, contractDocument("compute"))), { format: "svg" });
    for (const state of ["PREPARE", "TEST_BY_PERCENTAGE", "TEST_ALL_TRAFFIC", "EXTERNAL_MANAGED"])
      expect(svg).toContain(`>${state}</text>`);
    expect(svg.match(/class="edge"/g)).toHaveLength(migration.transitions.length);
    expect(toDot({ ...migration, transitions: [{ from: start, to: anyState, trigger: 'a "quoted" move' }] }, [start, anyState])).toContain(
      'label="a \\"quoted\\" move"',
    );
  });
});

describe("the hand-made pages", () => {
  it("link every operation of each API to its place in the reference", () => {
    const sections = apiIds.map((api) => ({ api, title: api, version: "1", operations: operationIndex(api).operations, machines: [] }));
    const html = indexPage(sections, true);
    for (const api of apiIds) {
      for (const { operationId } of operationIndex(api).operations) expect(html).toContain(`href="${operationHref(api, operationId)}"`);
    }
    expect(operationHref("code-hosting", "startImport")).toBe("code-hosting.html#/source-imports/startimport");
  });

  it("list the permission catalog, one row per endpoint, escaped", () => {
    const catalog = buildPermissionCatalog(contractDocument("code-hosting"));
    const html = permissionsPage([{ api: "code-hosting", title: "Code <hosting>", catalog }]);
    expect(html.match(/<tr><td>/g)).toHaveLength(catalog.endpoints.length);
    expect(html).toContain("Code &lt;hosting&gt;");
    expect(html).toContain("Repository: Commit statuses");
  });
});

describe("the contract as Redoc is given it", () => {
  it("writes boolean schemas of properties and alternatives as the object schemas they equal, and nothing else", () => {
    const schema = {
      type: "object",
      additionalProperties: false,
      properties: { gone: false, any: true, kept: { type: "boolean", default: false } },
      oneOf: [false, { required: ["kept"] }],
    };
    expect(withObjectSchemas({ components: { schemas: { S: schema } } })).toEqual({
      components: {
        schemas: {
          S: {
            type: "object",
            additionalProperties: false,
            properties: { gone: { not: {} }, any: {}, kept: { type: "boolean", default: false } },
            oneOf: [{ not: {} }, { required: ["kept"] }],
          },
        },
      },
    });
  });
});

describe("the built site (dist/site/, what the package ships)", () => {
  const files = readdirSync(siteDir);
  const pages = files.filter((name) => name.endsWith(".html"));

  it("holds the index, the permission catalog, a page per API and one copy of Redoc", () => {
    expect(pages.sort()).toEqual(["index.html", "permissions.html", ...apiIds.map(referencePage)].sort());
    expect(files.filter((name) => name.startsWith("redoc.")).sort()).toEqual(["redoc.LICENSE.txt", `${redocScript}.gz`]);
  });

  it.each(pages)("%s: every address it names is a file of the site or a contract /__docs answers, never another host", (page) => {
    const html = readFileSync(join(siteDir, page), "utf8");
    const addresses = [...html.matchAll(/\b(?:src|href)="([^"]*)"|\bfrom "([^"]*)"|\bfetch\(("[^"]*")\)/g)].map(
      ([, attribute, module, fetched]) => attribute ?? module ?? JSON.parse(fetched!),
    );
    expect(addresses.length, page).toBeGreaterThan(0);
    for (const address of addresses) {
      if (address.startsWith("#")) continue;
      expect(address, page).not.toMatch(/^([a-z][a-z0-9+.-]*:|\/)/i);
      const path = decodeURIComponent(new URL(address, "http://site.invalid/__docs/").pathname.slice("/__docs/".length));
      const served = files.includes(path) || files.includes(`${path}.gz`) || apiIds.some((api) => path === contractAddress(api));
      expect(served, `${page}: ${address}`).toBe(true);
    }
  });

  it("gives Redoc's script with its CDN logo replaced, and its licences beside it", async () => {
    const shipped = gunzipSync(readFileSync(join(siteDir, `${redocScript}.gz`))).toString("utf8");
    expect(readFileSync(redocSource, "utf8")).toContain("https://cdn.redoc.ly/redoc/logo-mini");
    expect(shipped).not.toContain("cdn.redoc.ly");
    expect(shipped).toBe((await offlineRedoc()).script);
    expect(readFileSync(join(siteDir, "redoc.LICENSE.txt"), "utf8")).toContain("redoc@");
  });
});
