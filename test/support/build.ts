/**
 * Vitest's global setup: compiles the package into dist/ (what its exports, its bin and the
 * package suites use) when a source is newer than the last build, so `npm test` passes on a fresh
 * clone after `npm ci` alone, and a run that changed nothing does not wait for tsc. It is `npm run
 * build` (scripts/build.mjs), which also copies the generated validators into dist/ and builds the
 * rendered reference into dist/site/.
 * It emits without type-checking (--noCheck): `npm test` type-checks the same sources at the
 * same time (tsc --noEmit), and `npm run build`, which packing runs, still checks them.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { packageRoot } from "../../src/contract/files.js";

const sources = [
  "src",
  "generated",
  "package.json",
  "tsconfig.json",
  "tsconfig.build.json",
  join("scripts", "build.mjs"),
  join("scripts", "console.mjs"),
  join("scripts", "docs.ts"),
  join("scripts", "site"),
];
/** The file a build writes last (the rendered reference's index). */
const builtMarker = join(packageRoot, "dist", "site", "index.html");

function newestChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

function builtAt(): number {
  try {
    return statSync(builtMarker).mtimeMs;
  } catch {
    return -Infinity;
  }
}

export default function buildPackage(): void {
  const changed = Math.max(...sources.map((source) => newestChange(join(packageRoot, source))));
  if (changed < builtAt()) return;
  execFileSync(process.execPath, [join(packageRoot, "scripts", "build.mjs"), "--noCheck"], { stdio: "inherit" });
}
