/**
 * npm run build:exe: the command-line tool as one file that runs where Node is not installed
 * (Node's single executable applications), for the platform this runs on, with the Node that runs
 * this script inside it: executable/vendor-api-contracts (.exe on Windows).
 *
 * 1. `npm run build` where the sources changed (dist/, with the rendered reference in dist/site/).
 * 2. esbuild bundles src/cli/executable.ts and everything it loads (the contracts, the generated
 *    validators, ajv, selfsigned) into one CommonJS file, which is what a single executable runs.
 *    Prism, an optional peer of tens of megabytes, stays out: `mock` says so and exits 2.
 * 3. `node --experimental-sea-config` makes the blob to inject: the bundle, V8's code cache of it
 *    (a shorter start), and as assets every file of the dist/ folders the servers read
 *    (`servedFolders`, src/contract/package-files.ts), by their paths in dist/.
 * 4. A copy of this Node's binary: on Linux without its debugging symbols (GNU strip: 99 MB of
 *    Debian's or nodejs.org's Node are 86 MB without them), on macOS without its signature, which
 *    the injection would break; postject (a dev dependency) injects the blob; macOS signs the file
 *    again (ad hoc).
 * 5. The file runs `--version`, or the build fails.
 * docs/executable.md says how to use it, docs/benchmark.md what it weighs and how soon it answers.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { packageRoot } from "../src/contract/files.js";
import { servedFolders } from "../src/contract/package-files.js";
import buildPackage from "../test/support/build.js";

const folder = join(packageRoot, "executable");
const work = join(folder, "build");
/** Where `npm run build:exe` writes the executable. */
export const executablePath = join(folder, process.platform === "win32" ? "vendor-api-contracts.exe" : "vendor-api-contracts");
/** The fuse Node's binary carries for a single executable application, which postject flips. */
const seaFuse = "NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2";

/** Every file of the served folders of dist/, by its path there (`site/index.html`). */
function assets(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const served of servedFolders) {
    const root = join(packageRoot, "dist", served);
    for (const name of readdirSync(root, { recursive: true, encoding: "utf8" })) {
      const file = join(root, name);
      if (statSync(file).isFile()) files[`${served}/${name.split(sep).join("/")}`] = file;
    }
  }
  return files;
}

async function bundle(outfile: string): Promise<void> {
  await build({
    entryPoints: [join(packageRoot, "src", "cli", "executable.ts")],
    outfile,
    bundle: true,
    format: "cjs",
    platform: "node",
    target: "node20",
    external: ["@stoplight/*"],
    // A CommonJS file has no import.meta: a URL that names no file, which nothing in the executable resolves against.
    define: { "import.meta.url": JSON.stringify("vendor-api-contracts:executable") },
    logLevel: "warning",
  });
}

function run(command: string, args: string[]): void {
  execFileSync(command, args, { stdio: "inherit" });
}

export async function buildExecutable(): Promise<string> {
  buildPackage();
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const main = join(work, "cli.cjs");
  await bundle(main);
  const blob = join(work, "sea-prep.blob");
  const config = { main, output: blob, disableExperimentalSEAWarning: true, useCodeCache: true, assets: assets() };
  writeFileSync(join(work, "sea-config.json"), JSON.stringify(config, null, 2));
  run(process.execPath, ["--experimental-sea-config", join(work, "sea-config.json")]);

  copyFileSync(process.execPath, executablePath);
  if (process.platform === "linux") {
    try {
      run("strip", [executablePath]);
    } catch {
      console.error("build:exe: `strip` failed or is missing (binutils): the executable keeps Node's debugging symbols");
    }
  }
  if (process.platform === "darwin") run("codesign", ["--remove-signature", executablePath]);
  const { inject } = await import("postject");
  await inject(executablePath, "NODE_SEA_BLOB", readFileSync(blob), {
    sentinelFuse: seaFuse,
    machoSegmentName: process.platform === "darwin" ? "NODE_SEA" : undefined,
  });
  if (process.platform === "darwin") run("codesign", ["--sign", "-", executablePath]);
  run(executablePath, ["--version"]);
  return executablePath;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const made = await buildExecutable();
  console.log(`${relative(process.cwd(), made)}: ${(statSync(made).size / 1e6).toFixed(1)} MB`);
}
