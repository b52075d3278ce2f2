/**
 * npm run docs (and the last step of npm run build, so that npm pack ships it)
 *
 * Builds the rendered reference into dist/site/, which the package ships and the simulator serves
 * at /__docs/ on each API's port (src/simulator/docs-route.ts), from a clone or an installed package:
 * - index.html: each API's operations, and its state machines drawn to SVG here (Graphviz, from
 *   scripts/site/state-machines.ts); permissions.html: the permission catalog as a table;
 * - <api>.html: a small page on which Redoc renders the API's bundled contract in the browser
 *   (the simulator answers it at /__docs/openapi/<api>.json);
 * - redoc.standalone.js.gz: one copy of Redoc's standalone script, the one @redocly/cli (a dev
 *   dependency) brings, made to load nothing from the network and kept gzipped (the simulator
 *   unpacks it), with its licence beside it.
 * `npm run test:browser` opens every page.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { instance as graphviz } from "@viz-js/viz";
import { apis } from "../src/contract/apis.js";
// Every API loaded ahead: run from the sources by tsx, the package cannot require a generated module when first needed.
import "../src/simulator/every-api.js";
import { contractDocument, operationIndex } from "../src/contract/documents.js";
import { packageRoot } from "../src/contract/files.js";
import { buildPermissionCatalog } from "../src/contract/permissions.js";
import { indexPage, permissionsPage, redocScript, referenceHtml, referencePage, type ApiSection } from "./site/pages.js";
import { machineStates, stateMachines, toDot } from "./site/state-machines.js";

/** Where the site is built: what docs-route serves by default, inside dist/ so that the package's `files` take it. */
export const siteDir = join(packageRoot, "dist", "site");

const redocly = join(dirname(createRequire(import.meta.url).resolve("@redocly/cli/package.json")));
/** Redoc's standalone script in @redocly/cli: an ES module exporting `init`. */
export const redocSource = join(redocly, "lib", "chunks", "redoc.standalone.js");

const emptySvg = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
/** What Redoc's script would fetch from Redocly's CDN (its logo), replaced by what needs no network. */
const offlineEdits: [string, string][] = [
  ["https://cdn.redoc.ly/redoc/logo-mini-full.svg", emptySvg],
  ["https://cdn.redoc.ly/redoc/logo-mini.svg", emptySvg],
];

/** Redoc's script made to work offline, and the licences it is shipped under (@redocly/cli's, and those of what it bundles). */
export async function offlineRedoc(): Promise<{ script: string; licence: string }> {
  let script = await readFile(redocSource, "utf8");
  for (const [written, offline] of offlineEdits) {
    // A Redoc version that writes something else must be looked at, not half-edited.
    if (!script.includes(written)) throw new Error(`${redocSource} no longer holds ${written}; see offlineEdits in scripts/docs.ts`);
    script = script.replaceAll(written, offline);
  }
  if (!/export\s*\{[^}]*\binit\b/.test(script.slice(-300)))
    throw new Error(`${redocSource} no longer exports init; see referenceHtml in scripts/site/pages.ts`);
  const version = (JSON.parse(await readFile(join(redocly, "package.json"), "utf8")) as { version: string }).version;
  const licence = [
    `${redocScript}: Redoc's standalone script as @redocly/cli ${version} ships it (lib/chunks/redoc.standalone.js), with its CDN logo replaced by an empty image.`,
    "",
    "@redocly/cli's LICENSE:",
    "",
    await readFile(join(redocly, "LICENSE"), "utf8"),
    "@redocly/cli's THIRD_PARTY_NOTICES (what the script bundles, Redoc among them):",
    "",
    await readFile(join(redocly, "THIRD_PARTY_NOTICES"), "utf8"),
  ].join("\n");
  return { script, licence };
}

/** The SVG element of a Graphviz drawing, without the XML prologue that HTML has no use for. */
function svgElement(svg: string): string {
  return svg.slice(svg.indexOf("<svg"));
}

export async function buildSite(): Promise<string[]> {
  await rm(siteDir, { recursive: true, force: true });
  await mkdir(siteDir, { recursive: true });
  const viz = await graphviz();
  const sections: ApiSection[] = apis.map(({ id, title }) => ({
    api: id,
    title,
    version: contractDocument(id).info.version,
    operations: operationIndex(id).operations,
    machines: stateMachines
      .filter((machine) => machine.api === id)
      .map((machine) => ({
        machine,
        svg: svgElement(viz.renderString(toDot(machine, machineStates(machine, contractDocument(id))), { format: "svg" })),
      })),
  }));
  const catalogs = apis
    .map(({ id, title }) => ({ api: id, title, catalog: buildPermissionCatalog(contractDocument(id)) }))
    .filter(({ catalog }) => catalog.endpoints.length > 0);
  const { script, licence } = await offlineRedoc();
  // The index last: a site with an index is whole (docs-route and the test setup look for it).
  const files: Record<string, string | Buffer> = {
    [`${redocScript}.gz`]: gzipSync(script, { level: 9 }),
    "redoc.LICENSE.txt": licence,
    "permissions.html": permissionsPage(catalogs),
    ...Object.fromEntries(apis.map(({ id, title }) => [referencePage(id), referenceHtml(id, title)])),
    "index.html": indexPage(sections, catalogs.length > 0),
  };
  for (const [name, content] of Object.entries(files)) await writeFile(join(siteDir, name), content);
  return Object.keys(files);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const pages = await buildSite();
  console.log(`dist/site/: ${pages.join(", ")}`);
}
