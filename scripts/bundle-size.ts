/**
 * npm run size:bundles [-- <folder of another checkout>]
 *
 * The size of each client's browser bundle: esbuild bundles each public client module
 * (src/clients/<api>.ts, what `vendor-api-contracts/<api>` exports) for the browser, minified, with
 * every export kept, and reports its bytes, gzipped bytes, and whether it carries ajv's compiler or
 * any simulator code (neither belongs in a client: docs/benchmark.md, "Client bundles").
 */
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Metafile } from "esbuild";
import { packageRoot } from "../src/contract/files.js";
import { buildConsole } from "./console.mjs";

/** The APIs with a client module (src/clients/<api>.ts, exported as `./<api>`); the client suites' tables are keyed by them. */
export const clientApis = ["code-hosting", "social-graph", "event-management", "compute", "search"] as const;
export type ClientApiId = (typeof clientApis)[number];

export interface ClientBundle {
  api: string;
  bytes: number;
  gzipBytes: number;
  /** The bundle's input files, relative to the checkout (node_modules/... for dependencies). */
  inputs: string[];
}

/** Inputs that must not be in a client's bundle: ajv's compiler, and the simulator. */
export function unwantedInputs(inputs: readonly string[]): string[] {
  return inputs.filter(
    (input) => /(^|\/)node_modules\/ajv\/dist\/(compile\/|core\.js|2020\.js|ajv\.js)/.test(input) || /(^|\/)src\/simulator\//.test(input),
  );
}

/**
 * One client module bundled as a browser application's bundler would take it, minified: by
 * default its source in the checkout at `root`; `entry` may name it as the package exports it
 * (`vendor-api-contracts/<api>`, the compiled module in dist/).
 */
export async function bundleClient(api: string, root = packageRoot, entry = clientModule(root, api)): Promise<ClientBundle> {
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    write: false,
    platform: "browser",
    format: "esm",
    minify: true,
    metafile: true,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]!.contents;
  return { api, bytes: code.byteLength, gzipBytes: gzipSync(code).byteLength, inputs: Object.keys((result.metafile as Metafile).inputs) };
}

/** A client's module in a checkout: src/clients/<api>.ts, or src/<api>.ts in a checkout from before src/ had layers. */
function clientModule(root: string, api: string): string {
  const layered = join(root, "src", "clients", `${api}.ts`);
  return existsSync(layered) ? layered : join(root, "src", `${api}.ts`);
}

const kilobytes = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

async function main(argv: string[]): Promise<void> {
  const root = resolve(argv[0] ?? packageRoot);
  console.log(`client bundles of ${root} (esbuild, platform browser, minified)`);
  console.log("| client | minified | gzipped | ajv's compiler or simulator code |");
  console.log("|---|---|---|---|");
  for (const api of clientApis) {
    const bundle = await bundleClient(api, root);
    const unwanted = unwantedInputs(bundle.inputs);
    console.log(
      `| ${api} | ${kilobytes(bundle.bytes)} | ${kilobytes(bundle.gzipBytes)} | ${unwanted.length === 0 ? "none" : `${unwanted.length} files (${unwanted.slice(0, 2).join(", ")}, ...)`} |`,
    );
  }
  if (root !== packageRoot) return;
  // The console's page, as the build writes it into dist/console/ (scripts/console.mjs).
  const { files } = buildConsole();
  const total = (read: (file: (typeof files)[number]) => number) => files.reduce((sum, file) => sum + read(file), 0);
  console.log(`\nthe console (dist/console/: ${files.map((file) => file.name).join(", ")}, minified)`);
  console.log(`| files | bytes | gzipped |\n|---|---|---|`);
  for (const file of files) console.log(`| ${file.name} | ${kilobytes(file.bytes)} | ${kilobytes(file.gzipBytes)} |`);
  console.log(`| all | ${kilobytes(total((file) => file.bytes))} | ${kilobytes(total((file) => file.gzipBytes))} |`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
