/**
 * Builds the console (src/console/, served at /__console/ by src/simulator/console-route.ts) into
 * dist/console/: its page, one script and one style sheet bundled by esbuild with Preact, and the
 * licence of what the script bundles. Nothing is loaded from the network when the page runs.
 * Plain JavaScript, so that scripts/build.mjs runs it with node alone; `node scripts/console.mjs`
 * builds it alone.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { buildSync } from "esbuild";

const root = join(import.meta.dirname, "..");
const source = join(root, "src", "console");
/** What the package ships and the simulator serves: one folder the build writes. */
export const consoleDir = join(root, "dist", "console");

/**
 * Builds it (into `dir`, dist/console/ by default); answers each file written with its bytes and gzipped bytes, and the files the script
 * bundles (relative to the checkout), for `npm run size:bundles` and the test that keeps it small.
 */
export function buildConsole(dir = consoleDir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const { metafile } = buildSync({
    absWorkingDir: root,
    metafile: true,
    entryPoints: { console: join(source, "main.tsx") },
    outdir: dir,
    bundle: true,
    minify: true,
    format: "esm",
    // The current Chromium, Firefox and WebKit, and a little before.
    target: ["chrome120", "firefox120", "safari17"],
    jsx: "automatic",
    jsxImportSource: "preact",
    legalComments: "none",
    logLevel: "error",
  });
  copyFileSync(join(source, "index.html"), join(dir, "index.html"));
  const preact = dirname(createRequire(import.meta.url).resolve("preact/package.json"));
  const { version } = JSON.parse(readFileSync(join(preact, "package.json"), "utf8"));
  writeFileSync(
    join(dir, "LICENSES.txt"),
    `console.js bundles Preact ${version} (https://preactjs.com), under its licence:\n\n${readFileSync(join(preact, "LICENSE"), "utf8")}`,
  );
  const files = ["index.html", "console.js", "console.css"].map((name) => {
    const bytes = readFileSync(join(dir, name));
    return { name, bytes: bytes.length, gzipBytes: gzipSync(bytes).length };
  });
  return { files, inputs: Object.keys(metafile.inputs) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) buildConsole();
