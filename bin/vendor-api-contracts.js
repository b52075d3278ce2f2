#!/usr/bin/env node
// The command-line tool, from the compiled package (npm run build; npm test and npm pack build it
// too, npm ci does not). A packed or installed package always holds dist/; a clone may not yet.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

if (!existsSync(fileURLToPath(new URL("../dist/src/cli/main.js", import.meta.url)))) {
  console.error("vendor-api-contracts: the package is not built (no dist/): run `npm run build` in the repository first.");
  process.exit(2);
}
const { run } = await import("../dist/src/cli/main.js");
process.exit(await run(process.argv.slice(2)));
