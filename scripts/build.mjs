/**
 * npm run build [-- tsc options]: compiles the package into dist/ (tsconfig.build.json), then
 * copies the generated validators there. They are JavaScript with a declaration file
 * (generated/<api>/validators.js and finders.js, each with its .d.ts), which tsc reads for their
 * types but does not emit.
 * Then it bundles the console into dist/console/ (scripts/console.mjs), which the simulator serves
 * at /__console/. Last, it builds the rendered reference into dist/site/ (npm run docs,
 * scripts/docs.ts), which the package ships and its simulator serves at /__docs/.
 * Plain JavaScript, so that it runs with node alone (vitest's global setup runs it too).
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { buildConsole } from "./console.mjs";

const root = join(import.meta.dirname, "..");
const tsc = join(root, "node_modules", "typescript", "bin", "tsc");

execFileSync(process.execPath, [tsc, "-p", join(root, "tsconfig.build.json"), ...process.argv.slice(2)], { stdio: "inherit" });

for (const api of readdirSync(join(root, "generated"))) {
  mkdirSync(join(root, "dist", "generated", api), { recursive: true });
  // validators.js, and finders.js where the API has finders, each with its declaration.
  for (const file of readdirSync(join(root, "generated", api)).filter((name) => name.endsWith(".js") || name.endsWith(".d.ts"))) {
    copyFileSync(join(root, "generated", api, file), join(root, "dist", "generated", api, file));
  }
}

buildConsole();

execFileSync(process.execPath, ["--import", "tsx", join(root, "scripts", "docs.ts")], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
});
