#!/usr/bin/env node
// The command-line tool, from the package's bundle of it (dist/cli/, which npm run build writes;
// npm test and npm pack build it too, npm ci does not). A packed or installed package always
// holds dist/; a clone may not yet.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

if (!existsSync(fileURLToPath(new URL("../dist/cli/cli.js", import.meta.url)))) {
  console.error("vendor-api-contracts: the package is not built (no dist/): run `npm run build` in the repository first.");
  process.exit(2);
}
const { run } = await import("../dist/cli/cli.js");
process.exit(await run(process.argv.slice(2)));
