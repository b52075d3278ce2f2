/**
 * The console's bundle (scripts/console.mjs, into dist/console/): it runs in a browser, so it holds
 * no module of Node's and nothing of the simulator but the control client, its types and the near
 * misses (what it reaches the simulator through), and it stays small. Built here as the package's
 * build builds it, into a folder of its own.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildConsole } from "../../scripts/console.mjs";

describe("the console's bundle", () => {
  // Built apart: dist/console/ serves the browser test meanwhile.
  const folder = mkdtempSync(join(tmpdir(), "console-bundle-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const { files, inputs } = buildConsole(join(folder, "console"));

  it("bundles its own sources, Preact, and of the package only the control client and what it imports", () => {
    const outside = inputs.filter(
      (input) =>
        !input.startsWith("src/console/") &&
        !input.startsWith("node_modules/preact/") &&
        !/^src\/simulator\/(control|control-types|journal-filter|verification|service|reply)\.ts$/.test(input) &&
        !/^src\/contract\/(problem|exact-json)\.ts$/.test(input) &&
        // How exact-json.ts writes a bigint: the control client sends ids past 2^53 as their digits.
        !input.startsWith("node_modules/lossless-json/"),
    );
    expect(outside).toEqual([]);
    expect(inputs).toContain("src/simulator/control.ts");
  });

  it("is a page, one script and one style sheet, under 100 kB gzipped together", () => {
    expect(files.map((file) => file.name)).toEqual(["index.html", "console.js", "console.css"]);
    const gzipped = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    expect(gzipped).toBeLessThan(100_000);
  });
});
