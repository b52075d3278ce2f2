/**
 * The pages of the rendered reference (npm run docs): the index, with each API's operations and
 * the state machines that concern them, the permission catalog, and a small page per API on which
 * Redoc renders the API's contract. Plain HTML with its style inline; every address is relative,
 * for the simulator's /__docs/ serves the site, and nothing is loaded from elsewhere.
 */
import type { ApiId } from "../../src/contract/apis.js";
import { operationIndex } from "../../src/contract/documents.js";
import type { IndexedOperation } from "../../src/contract/openapi.js";
import type { PermissionCatalog } from "../../src/contract/permissions.js";
import type { StateMachine } from "./state-machines.js";

export interface ApiSection {
  api: ApiId;
  title: string;
  version: string;
  operations: readonly IndexedOperation[];
  /** Each state machine of the API with its diagram, an SVG element. */
  machines: { machine: StateMachine; svg: string }[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character]!);

/** The page of an API's reference, and the address of one operation on it (Redoc's anchor). */
export const referencePage = (api: ApiId) => `${api}.html`;
/** Redoc's route of an operation: its first tag, then its operationId, each as a slug (`#/source-imports/startimport`). */
export function operationHref(api: ApiId, operationId: string): string {
  const tag = (operationIndex(api).get(operationId)?.operation as { tags?: string[] } | undefined)?.tags?.[0];
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9_]+/g, "-");
  return `${referencePage(api)}#/${tag ? `${slug(tag)}/` : ""}${slug(operationId)}`;
}

const style = `
  body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 72rem; padding: 0 1rem; color: #1d2433; }
  table { border-collapse: collapse; margin: 0.5rem 0 1rem; }
  th, td { border: 1px solid #ccd; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
  th { background: #eef; }
  code { font-size: 0.9em; }
  .machine { display: flex; gap: 1.5rem; align-items: flex-start; flex-wrap: wrap; border-top: 1px solid #dde; padding-top: 0.75rem; }
  .machine svg { max-width: 100%; height: auto; }
  .note { color: #556; font-size: 0.9em; }`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

const operationCell = (api: ApiId, operation: IndexedOperation) =>
  `<a href="${escapeHtml(operationHref(api, operation.operationId))}"><code>${escapeHtml(operation.operationId)}</code></a>`;

function machineFigure(section: ApiSection, { machine, svg }: ApiSection["machines"][number]): string {
  const concerned = machine.operationIds.map((operationId) => {
    const operation = section.operations.find((candidate) => candidate.operationId === operationId);
    return operation
      ? `<li>${operationCell(section.api, operation)} <code>${operation.method.toUpperCase()} ${escapeHtml(operation.path)}</code></li>`
      : "";
  });
  return `<section class="machine" id="${escapeHtml(machine.id)}">
<div><h3>${escapeHtml(machine.title)}</h3>
<p>Operations it concerns:</p><ul>${concerned.join("")}</ul>
${machine.unshown ? `<p class="note">${escapeHtml(machine.unshown)}</p>` : ""}
${machine.transitions.some(({ operationIds }) => !operationIds) ? '<p class="note">Dashed arrows: moves the service makes, or that no operation of the contract makes.</p>' : ""}</div>
${svg}
</section>`;
}

export function indexPage(sections: readonly ApiSection[], hasPermissions: boolean): string {
  const links = sections.map(
    ({ api, title, operations }) =>
      `<li><a href="${referencePage(api)}">${escapeHtml(title)}</a> (<code>${api}</code>, ${operations.length} operations)</li>`,
  );
  const apiSections = sections.map((section) => {
    const rows = section.operations.map(
      (operation) =>
        `<tr><td>${operationCell(section.api, operation)}</td><td><code>${operation.method.toUpperCase()} ${escapeHtml(operation.path)}</code></td><td>${escapeHtml(operation.operation.summary ?? "")}${operation.operation.deprecated ? " (deprecated)" : ""}</td></tr>`,
    );
    return `<section id="${section.api}">
<h2>${escapeHtml(section.title)} <small>${escapeHtml(section.version)}</small></h2>
<p><a href="${referencePage(section.api)}">The full reference</a></p>
${section.machines.map((machine) => machineFigure(section, machine)).join("\n")}
<details><summary>Every operation (${section.operations.length})</summary>
<table><thead><tr><th>operationId</th><th>request</th><th>summary</th></tr></thead><tbody>${rows.join("")}</tbody></table>
</details>
</section>`;
  });
  return page(
    "vendor-api-contracts: API reference",
    `<h1>API reference</h1>
<p>The contracts of vendor-api-contracts, rendered from the bundled OpenAPI documents.</p>
<ul>${links.join("")}${hasPermissions ? '<li><a href="permissions.html">Permission catalog</a></li>' : ""}</ul>
${apiSections.join("\n")}`,
  );
}

/** Redoc's standalone script, beside the pages (the site keeps it gzipped; /__docs unpacks it). */
export const redocScript = "redoc.standalone.js";
/** Where /__docs answers an API's bundled contract, as the reference page gives it to Redoc. */
export const contractAddress = (api: ApiId) => `openapi/${api}.json`;

/**
 * An API's reference: Redoc, loaded from beside the page, renders the contract the simulator
 * answers at /__docs/openapi/<api>.json (the package's bundled one), with hash routes
 * (`#/tag/operationid`), so that its links stay on the page.
 */
export function referenceHtml(api: ApiId, title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}: API reference</title>
<style>body { margin: 0; padding: 0; } #redoc > p { font: 15px system-ui, sans-serif; margin: 2rem; }</style>
</head>
<body>
<div id="redoc"><p>Loading the reference of <code>${api}</code>…</p></div>
<script type="module">
import { init } from "./${redocScript}";
const answer = await fetch(${JSON.stringify(contractAddress(api))});
if (!answer.ok) throw new Error(\`the contract of ${api}: \${answer.status} \${await answer.text()}\`);
init(await answer.json(), { disableTelemetry: true }, document.getElementById("redoc"));
</script>
</body>
</html>
`;
}

export function permissionsPage(catalogs: readonly { api: ApiId; title: string; catalog: PermissionCatalog }[]): string {
  const sections = catalogs.map(({ api, title, catalog }) => {
    const rows = catalog.endpoints.map(
      (entry) =>
        `<tr><td>${escapeHtml(entry.group)}</td><td>${entry.access}</td><td>${entry.tokenTypes?.join(", ") ?? "not stated"}</td><td><a href="${escapeHtml(operationHref(api, entry.operationId))}"><code>${escapeHtml(entry.operationId)}</code></a> <code>${entry.method} ${escapeHtml(entry.path)}</code>${entry.additionalPermissions ? " (additional permissions)" : ""}${entry.deprecated ? ` (deprecated${entry.sunset ? `, sunset ${escapeHtml(entry.sunset)}` : ""})` : ""}</td></tr>`,
    );
    const without = Object.entries(catalog.groupsWithoutEndpoints).map(
      ([scope, groups]) => `<li>${escapeHtml(scope)}: ${groups.map(escapeHtml).join(", ")}</li>`,
    );
    return `<section id="${api}">
<h2>${escapeHtml(title)}</h2>
<table><thead><tr><th>group</th><th>access</th><th>token types</th><th>operation</th></tr></thead><tbody>${rows.join("")}</tbody></table>
${without.length > 0 ? `<p>Groups without an endpoint table:</p><ul>${without.join("")}</ul>` : ""}
</section>`;
  });
  return page(
    "vendor-api-contracts: permission catalog",
    `<h1>Permission catalog</h1>\n<p><a href="index.html">All APIs</a></p>\n${sections.join("\n")}`,
  );
}
