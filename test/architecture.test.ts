/**
 * The shape of the code (docs/maintaining.md, "Layout"): the layers of src/ import only downwards,
 * with no cycle, type imports included, and no client reaches the validator compiler (the rules
 * are .dependency-cruiser.cjs, also run by `npm run architecture`); no source file grows past 400
 * lines, the size at which a file holds more than one thing.
 */
import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { packageRoot } from "../src/contract/files.js";
import { digestOf, unlessPassedOn } from "./support/unchanged-inputs.js";

const run = promisify(execFile);

describe("the import graph of src/", () => {
  // Run again only when the sources, what they import, the rules or the installed tools changed (test/support/unchanged-inputs.ts).
  const inputs = () =>
    digestOf(["src", "generated", ".dependency-cruiser.cjs", "tsconfig.json", "package-lock.json", join("test", "architecture.test.ts")]);
  it("breaks none of the layering rules and has no cycle", () =>
    unlessPassedOn("architecture import graph", inputs(), async () => {
      const depcruise = join(packageRoot, "node_modules", "dependency-cruiser", "bin", "dependency-cruise.mjs");
      const result = await run(process.execPath, [depcruise, "src", "--config", ".dependency-cruiser.cjs", "--output-type", "err"], {
        cwd: packageRoot,
      }).then(
        ({ stdout }) => ({ failed: false, report: stdout }),
        (error: { stdout?: string; stderr?: string }) => ({ failed: true, report: `${error.stdout ?? ""}${error.stderr ?? ""}` }),
      );
      expect(result.failed, result.report).toBe(false);
      // The rules ran over the whole tree (a wrong path would cruise nothing and pass).
      expect(result.report).toMatch(/no dependency violations found \((1\d\d|[2-9]\d\d) modules/);
    }));
});

describe("the source files", () => {
  const files = ["src", "scripts", "test"].flatMap((folder) =>
    readdirSync(join(packageRoot, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file))
      .map((file) => join(folder, file)),
  );

  it("are found", () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it("are each at most 400 lines long", () => {
    const long = files
      .map((file) => [file, readFileSync(join(packageRoot, file), "utf8").split("\n").length - 1] as const)
      .filter(([, lines]) => lines > 400);
    expect(long).toEqual([]);
  });
});
