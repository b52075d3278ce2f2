/**
 * npm run docs
 *
 * Builds the rendered reference into site/ (not committed): one page per API from its bundled
 * contract (Redocly's build-docs, with Redoc's scripts inlined so that the page needs no network),
 * an index page with each API's operations and its state machines drawn to SVG here (Graphviz, from
 * scripts/site/state-machines.ts), and the permission catalog as a table. `npm start` serves the
 * site at /__docs on each API's port; `npm run test:browser` opens every page.
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { instance as graphviz } from "@viz-js/viz";
import { apis, type ApiId } from "../src/apis.js";
import { contractDocuments, operationIndex } from "../src/documents.js";
import { packageRoot } from "../src/files.js";
import { buildPermissionCatalog } from "../src/permissions.js";
import { indexPage, permissionsPage, referencePage, type ApiSection } from "./site/pages.js";
import { machineStates, stateMachines, toDot } from "./site/state-machines.js";

export const siteDir = join(packageRoot, "site");

/**
 * What build-docs writes that a page read offline, from a file or under /__docs, cannot use: Redoc
 * hydrated with path routing (its links would leave the page: `/security-policies`), where `init`
 * gives hash routing (`#/security-policies`); and Redocly's logo from their CDN.
 */
const offlineEdits: [string, string][] = [
  ["hydrate(__redoc_definition, __redoc_options, document.getElementById('redoc'));", "init(__redoc_definition, __redoc_options, document.getElementById('redoc'));"],
  ["https://cdn.redoc.ly/redoc/logo-mini-full.svg", "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"],
  ["https://cdn.redoc.ly/redoc/logo-mini.svg", "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"],
];

/**
 * The contract with each boolean schema of a property or an alternative written as the object
 * schema it equals (`false` as `{ not: {} }`, `true` as `{}`): Redoc 3.0.1 throws on a `false`
 * property inside a oneOf (compute's ForwardingRulesScopedList) while rendering the operation.
 */
export function withObjectSchemas(node: unknown): unknown {
  const asObject = (schema: unknown) => (schema === false ? { not: {} } : schema === true ? {} : withObjectSchemas(schema));
  if (Array.isArray(node)) return node.map(withObjectSchemas);
  if (typeof node !== "object" || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key === "properties" && typeof value === "object" && value !== null) return [key, Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, asObject(schema)]))];
      if (["allOf", "oneOf", "anyOf"].includes(key) && Array.isArray(value)) return [key, value.map(asObject)];
      return [key, withObjectSchemas(value)];
    }),
  );
}

/** One API's reference page, by Redocly's build-docs with Redoc's scripts inlined, made to work offline. */
async function buildReference(api: ApiId, workDir: string): Promise<void> {
  const redocly = join(packageRoot, "node_modules", ".bin", "redocly");
  const output = join(siteDir, referencePage(api));
  const input = join(workDir, `${api}.json`);
  await writeFile(input, JSON.stringify(withObjectSchemas(contractDocuments[api])));
  const args = ["build-docs", input, "--inlineBundle", "--output", output];
  await promisify(execFile)(redocly, args, { cwd: packageRoot, env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } });
  let html = await readFile(output, "utf8");
  for (const [written, offline] of offlineEdits) {
    // A Redocly version that writes something else must be looked at, not half-edited.
    if (!html.includes(written)) throw new Error(`${api}: build-docs no longer writes ${written}; see offlineEdits in scripts/docs.ts`);
    html = html.replaceAll(written, offline);
  }
  await writeFile(output, html);
}

/** The SVG element of a Graphviz drawing, without the XML prologue that HTML has no use for. */
function svgElement(svg: string): string {
  return svg.slice(svg.indexOf("<svg"));
}

async function buildSite(): Promise<string[]> {
  await rm(siteDir, { recursive: true, force: true });
  await mkdir(siteDir, { recursive: true });
  const viz = await graphviz();
  const sections: ApiSection[] = apis.map(({ id, title }) => ({
    api: id,
    title,
    version: contractDocuments[id].info.version,
    operations: operationIndex(id).operations,
    machines: stateMachines
      .filter((machine) => machine.api === id)
      .map((machine) => ({ machine, svg: svgElement(viz.renderString(toDot(machine, machineStates(machine, contractDocuments[id])), { format: "svg" })) })),
  }));
  const catalogs = apis.map(({ id, title }) => ({ api: id, title, catalog: buildPermissionCatalog(contractDocuments[id]) })).filter(({ catalog }) => catalog.endpoints.length > 0);
  await writeFile(join(siteDir, "index.html"), indexPage(sections, catalogs.length > 0));
  await writeFile(join(siteDir, "permissions.html"), permissionsPage(catalogs));
  // One at a time: each build-docs run is a Node process of its own, and the machine may be small.
  const workDir = await mkdtemp(join(tmpdir(), "docs-"));
  try {
    for (const { id } of apis) await buildReference(id, workDir);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  return ["index.html", "permissions.html", ...apis.map(({ id }) => referencePage(id))];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const pages = await buildSite();
  console.log(`site/: ${pages.join(", ")}`);
}
