/**
 * npm run check:breaking -- <git-ref>
 *
 * Bundles every contract as it is now and as it was at <git-ref> (the specs taken out of git into
 * a temporary folder), lists every breaking change between them (scripts/breaking-changes.ts),
 * and fails when one is not listed in breaking-changes.yaml, when a listed one no longer happens,
 * or when the intended breaks are not in the CHANGELOG's entry for the package's version, or that
 * version is not a breaking step up from the ref's.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseYaml } from "@redocly/openapi-core";
import { packageRoot, specPath } from "../src/files.js";
import type { OpenApiDocument } from "../src/openapi.js";
import { findBreakingChanges, type BreakingChange } from "./breaking-changes.js";
import { bundleSpec } from "./generate.js";

const intendedBreaksFile = "breaking-changes.yaml";

export interface Finding extends BreakingChange {
  api: string;
}

export interface IntendedBreak {
  api: string;
  rule: string;
  operation: string;
  /** Where in the operation, as the gate prints it; any place in the operation when absent. */
  where?: string;
  reason: string;
}

export interface GateInput {
  findings: Finding[];
  intended: IntendedBreak[];
  /** The CHANGELOG.md text. */
  changelog: string;
  version: string;
  /** The package's version at the ref. */
  baseVersion: string;
}

export interface GateResult {
  /** One line per finding, marked with its reason where it is intended. */
  lines: string[];
  /** What fails the gate; empty when it passes. */
  problems: string[];
}

const describe = (finding: Finding) => `${finding.api}: ${finding.operation}${finding.where ? ` ${finding.where}` : ""}: ${finding.rule}: ${finding.message}`;
const matches = (intended: IntendedBreak, finding: Finding) =>
  intended.api === finding.api && intended.rule === finding.rule && intended.operation === finding.operation && (intended.where === undefined || intended.where === finding.where);

/** The verdict on a set of findings, given the intended breaks, the CHANGELOG and the versions. */
export function judge({ findings, intended, changelog, version, baseVersion }: GateInput): GateResult {
  const lines: string[] = [];
  const problems: string[] = [];
  for (const finding of findings) {
    const listed = intended.find((entry) => matches(entry, finding));
    lines.push(`${describe(finding)}${listed ? ` [intended: ${listed.reason}]` : ""}`);
    if (!listed) problems.push(`unlisted breaking change: ${describe(finding)}`);
  }
  for (const entry of intended) {
    if (!findings.some((finding) => matches(entry, finding))) {
      problems.push(`${intendedBreaksFile} lists a break that does not happen: ${entry.api} ${entry.operation} ${entry.rule} (remove it)`);
    }
  }
  if (intended.length > 0) {
    const entry = changelogEntry(changelog, version);
    if (entry === undefined) problems.push(`CHANGELOG.md has no entry "## ${version}" for the intended breaks`);
    for (const listed of intended) {
      if (entry !== undefined && !entry.includes(listed.operation)) {
        problems.push(`CHANGELOG.md's entry for ${version} does not name ${listed.operation} (${listed.api}, ${listed.rule})`);
      }
    }
    if (!isBreakingStep(baseVersion, version)) {
      problems.push(`the version ${version} is not a breaking step up from ${baseVersion} (a new major, or a new minor while 0.x)`);
    }
  }
  return { lines, problems };
}

/** The text of the CHANGELOG's section for a version: from its "## <version>" heading to the next. */
export function changelogEntry(changelog: string, version: string): string | undefined {
  const sections = changelog.split(/^## /m).slice(1);
  const section = sections.find((text) => text.split(/\s/, 1)[0] === version);
  return section === undefined ? undefined : section.slice(version.length);
}

/** Whether `next` may break what `previous` promised under semantic versioning (0.x: a minor may break). */
export function isBreakingStep(previous: string, next: string): boolean {
  const [oldMajor = 0, oldMinor = 0] = previous.split(".").map(Number);
  const [newMajor = 0, newMinor = 0] = next.split(".").map(Number);
  if (newMajor !== oldMajor) return newMajor > oldMajor;
  return newMajor === 0 && newMinor > oldMinor;
}

/** The intended breaks of breaking-changes.yaml, each checked to have what the gate matches on. */
export function readIntendedBreaks(text: string): IntendedBreak[] {
  const parsed = (parseYaml(text) ?? {}) as { breaks?: unknown };
  const breaks = parsed.breaks ?? [];
  if (!Array.isArray(breaks)) throw new Error(`${intendedBreaksFile}: "breaks" must be a list`);
  return breaks.map((entry: Partial<IntendedBreak>, position) => {
    for (const field of ["api", "rule", "operation", "reason"] as const) {
      if (typeof entry?.[field] !== "string" || entry[field] === "") throw new Error(`${intendedBreaksFile}: break ${position + 1} needs a ${field}`);
    }
    return entry as IntendedBreak;
  });
}

/** Every breaking change between the specs at a git ref and the specs of this checkout. */
export async function findingsSince(ref: string): Promise<{ findings: Finding[]; baseVersion: string; notes: string[] }> {
  const git = (...args: string[]) => execFileSync("git", args, { cwd: packageRoot, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  git("rev-parse", "--verify", "--quiet", `${ref}^{commit}`);
  const checkout = mkdtempSync(join(tmpdir(), "check-breaking-"));
  try {
    const archive = join(checkout, "ref.tar");
    git("archive", "--output", archive, ref, "specs", "redocly.yaml", "package.json");
    execFileSync("tar", ["-xf", archive, "-C", checkout]);
    const baseVersion = (JSON.parse(readFileSync(join(checkout, "package.json"), "utf8")) as { version: string }).version;
    const findings: Finding[] = [];
    const notes: string[] = [];
    for (const api of readdirSync(join(checkout, "specs"))) {
      if (!existsSync(specPath(api, checkout))) continue;
      // A contract that did not bundle at the ref (a scaffold) promised nothing a client could use.
      const before = await bundleSpec(api, checkout).catch((error: Error) => void notes.push(`${api} at ${ref} is not a valid contract, so nothing of it can break: ${error.message.slice(0, 200)}`));
      if (!before) continue;
      // A contract gone altogether is compared with one that has no operations.
      const after: OpenApiDocument = existsSync(specPath(api)) ? await bundleSpec(api) : { ...before, paths: {} };
      findings.push(...findBreakingChanges(before, after).map((change) => ({ api, ...change })));
    }
    return { findings, baseVersion, notes };
  } finally {
    rmSync(checkout, { recursive: true, force: true });
  }
}

async function main(argv: string[]): Promise<number> {
  const ref = argv.find((arg) => !arg.startsWith("-"));
  if (!ref || argv.includes("--help")) {
    console.error("usage: npm run check:breaking -- <git-ref>   (a tag, branch or commit to compare the contracts with)");
    return 2;
  }
  let found: Awaited<ReturnType<typeof findingsSince>>;
  try {
    found = await findingsSince(ref);
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr;
    console.error(`check:breaking: cannot read the contracts at ${ref}: ${stderr?.trim() || (error as Error).message}`);
    return 2;
  }
  const read = (file: string) => readFileSync(join(packageRoot, file), "utf8");
  const version = (JSON.parse(read("package.json")) as { version: string }).version;
  const { lines, problems } = judge({ ...found, intended: readIntendedBreaks(read(intendedBreaksFile)), changelog: read("CHANGELOG.md"), version });
  for (const note of found.notes) console.log(`note: ${note}`);
  console.log(`Breaking changes since ${ref}: ${lines.length === 0 ? "none" : lines.length}`);
  for (const line of lines) console.log(`  ${line}`);
  for (const problem of problems) console.error(`FAIL ${problem}`);
  return problems.length === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = await main(process.argv.slice(2));
}
