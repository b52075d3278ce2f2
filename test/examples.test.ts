/**
 * The README's examples are files in examples/, checked as a user's program: type-checked against
 * the built package (imported by its name) and run, each printing what it promises. Every code
 * block of the README that is TypeScript is a part of one of them, so the README cannot drift.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const examples = join(root, "examples");
const files = readdirSync(examples).filter((file) => file.endsWith(".ts"));

const run = (file: string) => execFileSync(process.execPath, ["--import", "tsx", join(examples, file)], { cwd: root, encoding: "utf8", timeout: 60_000 });

describe("the README's examples", () => {
  it("type-check as a user's program", () => {
    execFileSync(process.execPath, [join(root, "node_modules", "typescript", "bin", "tsc"), "-p", examples], { cwd: root, encoding: "utf8" });
  });

  it.each([
    ["clients.ts", /^code-hosting: \w+ \d+ emails\nsocial-graph: .+\nevent-management: \d+ events\ncompute: \d+ forwarding rules\nsearch: \d+ hits\n$/],
    ["simulator.ts", /^import status after a minute: complete\n$/],
    ["validate.ts", /^valid\nrefused before sending: body: \/use_lfs must be one of "opt_in", "opt_out"\n$/],
    ["mock.ts", /^200 detection_found_multiple\n$/],
  ])("%s runs and prints what it promises", (file, output) => {
    expect(files).toContain(file);
    expect(run(file)).toMatch(output);
  });

  it("holds every TypeScript block of the README", () => {
    const sources = files.map((file) => readFileSync(join(examples, file), "utf8"));
    const blocks = [...readFileSync(join(root, "README.md"), "utf8").matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!);
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(sources.some((source) => source.includes(block)), block).toBe(true);
  });
});
