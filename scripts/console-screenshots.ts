/**
 * npm run console:screenshots
 *
 * Takes the screenshots of docs/simulator/console.md again: the console's browser test
 * (test/console/console.ci.ts) run with CONSOLE_SCREENSHOTS=1, which writes them into
 * docs/simulator/console/ as it goes. It needs Chromium (BROWSER_TESTS=required: a missing one
 * fails rather than skips).
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { packageRoot } from "../src/contract/files.js";

const vitest = join(packageRoot, "node_modules", "vitest", "vitest.mjs");
const ran = spawnSync(process.execPath, [vitest, "run", "test/console/console.ci.ts", "--config", "vitest.ci.config.ts"], {
  cwd: packageRoot,
  stdio: "inherit",
  env: { ...process.env, CONSOLE_SCREENSHOTS: "1", BROWSER_TESTS: "required" },
});
process.exitCode = ran.status ?? 1;
