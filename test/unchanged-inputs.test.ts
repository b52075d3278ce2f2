/** The checks that run again only when a file they read changed (test/support/unchanged-inputs.ts). */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { digestOf, forget, unlessPassedOn } from "./support/unchanged-inputs.js";

describe("a check that follows from files alone", () => {
  const folder = mkdtempSync(join(tmpdir(), "unchanged-inputs-"));
  const name = `unchanged-inputs test ${folder}`;
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
    forget(name);
  });
  let runs = 0;
  const check = (passes: boolean) => () => {
    runs++;
    expect(passes).toBe(true);
  };

  it("runs again when a file it reads changes, or is added, and not when none did", async () => {
    writeFileSync(join(folder, "a.yaml"), "a: 1\n");
    await unlessPassedOn(name, digestOf([folder]), check(true));
    await unlessPassedOn(name, digestOf([folder]), check(true));
    expect(runs).toBe(1);
    writeFileSync(join(folder, "a.yaml"), "a: 2\n");
    await unlessPassedOn(name, digestOf([folder]), check(true));
    writeFileSync(join(folder, "b.yaml"), "");
    await unlessPassedOn(name, digestOf([folder]), check(true));
    expect(runs).toBe(3);
  });

  it("keeps no verdict of a check that failed: it fails again on the same files", async () => {
    writeFileSync(join(folder, "a.yaml"), "a: 3\n");
    await expect(unlessPassedOn(name, digestOf([folder]), check(false))).rejects.toThrow();
    await expect(unlessPassedOn(name, digestOf([folder]), check(false))).rejects.toThrow();
    expect(runs).toBe(5);
  });
});
