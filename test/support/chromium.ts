/**
 * The browser the console's test drives: Debian's Chromium (`chromium`, which `.ci/run` installs),
 * or the one CHROMIUM_PATH names, through playwright-core (which downloads nothing). Where there is
 * none the suite is skipped with a line saying how to install it, except where
 * BROWSER_TESTS=required (as `.ci/run` sets): there a missing browser fails it.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const how = "sudo apt-get install -y --no-install-recommends chromium (or set CHROMIUM_PATH to a Chromium)";

/** The path of a Chromium on this machine, if there is one. */
function findChromium(): string | undefined {
  const given = process.env.CHROMIUM_PATH;
  if (given) return existsSync(given) ? given : undefined;
  for (const name of ["chromium", "chromium-browser"]) {
    try {
      return execFileSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).trim() || undefined;
    } catch {
      // Not this name; the next.
    }
  }
  return undefined;
}

/**
 * Chromium's path; undefined (the suite skips, saying how to install it) when there is none, or a
 * throw where the browser tests are required.
 */
export function chromiumPath(suite: string): string | undefined {
  const found = findChromium();
  if (found) return found;
  if (process.env.BROWSER_TESTS === "required") throw new Error(`${suite} needs Chromium, and BROWSER_TESTS=required: ${how}`);
  console.warn(`Skipped ${suite}: no Chromium on this machine (${how}; .ci/run installs it).`);
  return undefined;
}
