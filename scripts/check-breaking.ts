/**
 * npm run check:breaking [-- <git-ref>]
 *
 * Bundles every contract as it is now and compares it with the contracts of the last release,
 * which the release step keeps in the repository (released/<api>/openapi.json and
 * released/release.json, written by `npm run release:record`), or with the specs at <git-ref>
 * when one is given. Lists every breaking change between them (scripts/breaking-changes.ts), and
 * fails when one is not listed in breaking-changes.yaml, when a listed one no longer happens, or
 * when the intended breaks are not in the CHANGELOG's entry for the package's version, or that
 * version is not a breaking step up from the baseline's.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { parseYaml } from "@redocly/openapi-core";
import { packageRoot, specPath } from "../src/contract/files.js";
import type { OpenApiDocument } from "../src/contract/openapi.js";
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

const describe = (finding: Finding) =>
  `${finding.api}: ${finding.operation}${finding.where ? ` ${finding.where}` : ""}: ${finding.rule}: ${finding.message}`;
const matches = (intended: IntendedBreak, finding: Finding) =>
  intended.api === finding.api &&
  intended.rule === finding.rule &&
  intended.operation === finding.operation &&
  (intended.where === undefined || intended.where === finding.where);

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
      if (typeof entry?.[field] !== "string" || entry[field] === "")
        throw new Error(`${intendedBreaksFile}: break ${position + 1} needs a ${field}`);
    }
    return entry as IntendedBreak;
  });
}

/** What the contracts are compared with: the last release's, or those at a git ref. */
export interface Baseline {
  /** How the gate names it: `the release 0.1.0 (released/)`, `main`. */
  name: string;
  /** The package's version it was. */
  version: string;
  /** Each API's bundled contract; an API that did not bundle there is absent, with a note. */
  contracts: Record<string, OpenApiDocument>;
  notes: string[];
}

/** Where the release step keeps the contracts of the last release, one folder per API, and its version. */
export const releasedDir = join(packageRoot, "released");
const releaseFile = "release.json";

/** The contracts of the last release, as `npm run release:record` kept them in released/. */
export function releasedBaseline(folder = releasedDir): Baseline {
  const { version } = JSON.parse(readFileSync(join(folder, releaseFile), "utf8")) as { version: string };
  const apis = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const contracts = Object.fromEntries(
    apis.map(({ name }) => [name, JSON.parse(readFileSync(join(folder, name, "openapi.json"), "utf8")) as OpenApiDocument]),
  );
  return { name: `the release ${version} (${relative(packageRoot, folder) || "."}/)`, version, contracts, notes: [] };
}

/** The contracts at a git ref, bundled from its specs (taken out of git into a temporary folder). */
export async function refBaseline(ref: string): Promise<Baseline> {
  const git = (...args: string[]) => execFileSync("git", args, { cwd: packageRoot, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  git("rev-parse", "--verify", "--quiet", `${ref}^{commit}`);
  const checkout = mkdtempSync(join(tmpdir(), "check-breaking-"));
  try {
    const archive = join(checkout, "ref.tar");
    git("archive", "--output", archive, ref, "specs", "redocly.yaml", "package.json");
    execFileSync("tar", ["-xf", archive, "-C", checkout]);
    const version = (JSON.parse(readFileSync(join(checkout, "package.json"), "utf8")) as { version: string }).version;
    const contracts: Record<string, OpenApiDocument> = {};
    const notes: string[] = [];
    for (const api of readdirSync(join(checkout, "specs"))) {
      if (!existsSync(specPath(api, checkout))) continue;
      // A contract that did not bundle at the ref (a scaffold) promised nothing a client could use.
      const before = await bundleSpec(api, checkout).catch(
        (error: Error) =>
          void notes.push(`${api} at ${ref} is not a valid contract, so nothing of it can break: ${error.message.slice(0, 200)}`),
      );
      if (before) contracts[api] = before;
    }
    return { name: ref, version, contracts, notes };
  } finally {
    rmSync(checkout, { recursive: true, force: true });
  }
}

/** The specs of this checkout that hold a contract, each bundled. */
async function currentContracts(): Promise<Record<string, OpenApiDocument>> {
  const apis = readdirSync(join(packageRoot, "specs")).filter((api) => existsSync(specPath(api)));
  return Object.fromEntries(await Promise.all(apis.map(async (api) => [api, await bundleSpec(api)] as const)));
}

/** Every breaking change between a baseline and the specs of this checkout. */
export async function findingsSince(baseline: Baseline): Promise<{ findings: Finding[]; notes: string[] }> {
  const current = await currentContracts();
  const findings: Finding[] = [];
  const notes = [...baseline.notes];
  for (const [api, before] of Object.entries(baseline.contracts)) {
    // A contract gone altogether is compared with one that has no operations.
    findings.push(...findBreakingChanges(before, current[api] ?? { ...before, paths: {} }).map((change) => ({ api, ...change })));
  }
  for (const api of Object.keys(current).filter((api) => !(api in baseline.contracts)))
    notes.push(`${api} is new since ${baseline.name}: nothing of it can break yet`);
  return { findings, notes };
}

/** The gate: the findings since a baseline, judged against breaking-changes.yaml, the CHANGELOG and the version. */
export async function runGate(baseline: Baseline): Promise<GateResult & { notes: string[] }> {
  const { findings, notes } = await findingsSince(baseline);
  const read = (file: string) => readFileSync(join(packageRoot, file), "utf8");
  const version = (JSON.parse(read("package.json")) as { version: string }).version;
  const verdict = judge({
    findings,
    intended: readIntendedBreaks(read(intendedBreaksFile)),
    changelog: read("CHANGELOG.md"),
    version,
    baseVersion: baseline.version,
  });
  return { ...verdict, notes };
}

/**
 * The release step (npm run release:record, before the version's tag): once the gate passes, keeps
 * this checkout's contracts and version in released/ as the baseline of every later run, and
 * empties the list of intended breaks, which that release has made.
 */
export async function recordRelease(folder = releasedDir, breaksFile = join(packageRoot, intendedBreaksFile)): Promise<string> {
  const version = (JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8")) as { version: string }).version;
  const contracts = await currentContracts();
  rmSync(folder, { recursive: true, force: true });
  for (const [api, contract] of Object.entries(contracts)) {
    mkdirSync(join(folder, api), { recursive: true });
    // As npm run generate writes generated/<api>/openapi.json, which the package exports.
    writeFileSync(join(folder, api, "openapi.json"), `${JSON.stringify(contract, null, 2)}\n`);
  }
  writeFileSync(join(folder, releaseFile), `${JSON.stringify({ version }, null, 2)}\n`);
  const text = readFileSync(breaksFile, "utf8");
  writeFileSync(breaksFile, `${text.slice(0, text.search(/^breaks:/m))}breaks: []\n`);
  return version;
}

/** Whether released/ holds exactly this checkout's contracts and version: what a release's tag must point at. */
export async function isRecorded(folder = releasedDir): Promise<boolean> {
  const version = (JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8")) as { version: string }).version;
  const released = releasedBaseline(folder);
  return released.version === version && isDeepStrictEqual(released.contracts, await currentContracts());
}

const usage = `usage: npm run check:breaking [-- <git-ref>]    the contracts against the last release's (released/), or against a git ref
       npm run release:record                    the release step: the gate, then this version's contracts kept in released/
       npm run check:breaking -- --is-recorded   whether released/ holds this version's contracts (the release workflow asks)`;

async function main(argv: string[]): Promise<number> {
  const ref = argv.find((arg) => !arg.startsWith("-"));
  const [record, recorded] = [argv.includes("--record"), argv.includes("--is-recorded")];
  if (argv.includes("--help") || ((record || recorded) && ref)) {
    console.error(usage);
    return 2;
  }
  if (recorded) {
    if (await isRecorded()) return 0;
    console.error(`FAIL released/ does not hold the contracts of this version: run npm run release:record, commit, and tag that commit`);
    return 1;
  }
  let baseline: Baseline;
  try {
    baseline = ref ? await refBaseline(ref) : releasedBaseline();
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr;
    console.error(`check:breaking: cannot read the contracts of ${ref ?? releasedDir}: ${stderr?.trim() || (error as Error).message}`);
    return 2;
  }
  const { lines, problems, notes } = await runGate(baseline);
  for (const note of notes) console.log(`note: ${note}`);
  console.log(`Breaking changes since ${baseline.name}: ${lines.length === 0 ? "none" : lines.length}`);
  for (const line of lines) console.log(`  ${line}`);
  for (const problem of problems) console.error(`FAIL ${problem}`);
  if (problems.length > 0) return 1;
  if (record)
    console.log(
      `released/: the contracts of ${await recordRelease()} kept as the baseline, and ${intendedBreaksFile} emptied; commit both, then tag the version`,
    );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = await main(process.argv.slice(2));
}
