/**
 * The breaking-change gate (scripts/check-breaking.ts): the scan run on the code-hosting spec
 * files, its verdict against the list of intended breaks, the CHANGELOG and the version step,
 * and the contracts of the last release kept in released/ that it compares this checkout with.
 * The scan's rules are in breaking-changes-rules.test.ts.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import semver from "semver";
import { afterAll, describe, expect, it } from "vitest";
import { findBreakingChanges } from "../scripts/breaking-changes.js";
import {
  changelogEntry,
  isBreakingStep,
  isRecorded,
  judge,
  readIntendedBreaks,
  recordRelease,
  refBaseline,
  releasedBaseline,
  releasedDir,
  runGate,
  type Finding,
} from "../scripts/check-breaking.js";
import { bundleSpec } from "../scripts/generate.js";
import { apiIds } from "../src/contract/apis.js";
import { packageRoot } from "../src/contract/files.js";

describe("the gate on the code-hosting spec files", () => {
  const checkout = mkdtempSync(join(tmpdir(), "breaking-test-"));
  afterAll(() => rmSync(checkout, { recursive: true, force: true }));
  cpSync(join(packageRoot, "specs", "code-hosting"), join(checkout, "specs", "code-hosting"), { recursive: true });
  cpSync(join(packageRoot, "redocly.yaml"), join(checkout, "redocly.yaml"));
  const edit = (file: string, change: (text: string) => string) => {
    const path = join(checkout, "specs", "code-hosting", "components", "schemas", file);
    const original = readFileSync(path, "utf8");
    writeFileSync(path, change(original));
    return () => writeFileSync(path, original);
  };
  const compare = async () => findBreakingChanges(await bundleSpec("code-hosting"), await bundleSpec("code-hosting", checkout));

  it("finds a removed enum value in the import requests", async () => {
    const restore = edit("Vcs.yaml", (text) => text.replace("  - tfvc\n", ""));
    try {
      expect((await compare()).map(({ rule, operation, where }) => `${rule} ${operation} ${where}`)).toEqual([
        "request-enum-value-removed PUT /repos/{owner}/{repo}/import body.vcs",
        "request-enum-value-removed PATCH /repos/{owner}/{repo}/import body.vcs",
      ]);
    } finally {
      restore();
    }
  });

  it("passes a new optional member of the start-import request", async () => {
    const restore = edit(
      "StartImportRequest.yaml",
      (text) => `${text}  vcs_branch:\n    type: string\n    description: A branch to import.\n`,
    );
    try {
      expect(await compare()).toEqual([]);
    } finally {
      restore();
    }
  });
});

describe("the gate's verdict", () => {
  const finding: Finding = {
    api: "code-hosting",
    rule: "parameter-removed",
    operation: "GET /user/emails",
    where: "query.per_page",
    message: "gone",
  };
  const intended = { api: "code-hosting", rule: "parameter-removed", operation: "GET /user/emails", reason: "paging moved to a cursor" };
  const changelog = "# Changelog\n\n## 0.2.0\n\n- `GET /user/emails` pages by cursor.\n\n## 0.1.0\n\n- first\n";
  const base = { changelog, version: "0.2.0", baseVersion: "0.1.0" };

  it("fails on an unlisted break and passes with none", () => {
    expect(judge({ ...base, findings: [finding], intended: [] }).problems).toEqual([
      expect.stringContaining("unlisted breaking change: code-hosting: GET /user/emails query.per_page"),
    ]);
    expect(judge({ ...base, findings: [], intended: [] }).problems).toEqual([]);
  });

  it("passes a listed break named in the version's CHANGELOG entry, with its reason shown", () => {
    const result = judge({ ...base, findings: [finding], intended: [intended] });
    expect(result.problems).toEqual([]);
    expect(result.lines).toEqual([expect.stringContaining("[intended: paging moved to a cursor]")]);
  });

  it("fails a listed break the CHANGELOG entry does not name, or that no version step allows", () => {
    expect(
      judge({
        ...base,
        changelog: "## 0.2.0\n\n- nothing\n\n## 0.1.0\n\n- `GET /user/emails`\n",
        findings: [finding],
        intended: [intended],
      }).problems,
    ).toEqual([expect.stringContaining("CHANGELOG.md's entry for 0.2.0 does not name GET /user/emails")]);
    expect(judge({ ...base, version: "0.1.1", findings: [finding], intended: [intended] }).problems).toEqual([
      expect.stringContaining('no entry "## 0.1.1"'),
      expect.stringContaining("0.1.1 is not a breaking step up from 0.1.0"),
    ]);
  });

  it("fails a listed break that does not happen", () => {
    expect(judge({ ...base, findings: [], intended: [intended] }).problems).toEqual([
      expect.stringContaining("lists a break that does not happen"),
    ]);
  });

  it("reads the list of intended breaks, refusing an entry without a reason", () => {
    expect(readIntendedBreaks("breaks: []\n")).toEqual([]);
    expect(readIntendedBreaks(readFileSync(join(packageRoot, "breaking-changes.yaml"), "utf8"))).toBeInstanceOf(Array);
    expect(() => readIntendedBreaks("breaks:\n  - api: compute\n    rule: parameter-removed\n    operation: GET /x\n")).toThrow(
      "break 1 needs a reason",
    );
  });

  it("takes a new major, or a new minor while 0.x, as a breaking step", () => {
    expect(
      [
        ["0.1.0", "0.2.0"],
        ["0.9.3", "1.0.0"],
        ["1.4.2", "2.0.0"],
      ].map(([from, to]) => isBreakingStep(from!, to!)),
    ).toEqual([true, true, true]);
    expect(
      [
        ["0.1.0", "0.1.1"],
        ["1.4.2", "1.5.0"],
        ["2.0.0", "1.9.0"],
        ["1.0.0", "1.0.0"],
      ].map(([from, to]) => isBreakingStep(from!, to!)),
    ).toEqual([false, false, false, false]);
  });

  it("reads a version's CHANGELOG entry up to the next heading, and no other version's", () => {
    expect(changelogEntry(changelog, "0.2.0")).toBe("\n\n- `GET /user/emails` pages by cursor.\n\n");
    expect(changelogEntry(changelog, "0.2")).toBeUndefined();
  });

  it("refuses a ref git does not know", async () => {
    await expect(refBaseline("no-such-ref-anywhere")).rejects.toThrow();
  });
});

describe("the gate against the contracts of the last release, kept in released/", () => {
  const scratch = mkdtempSync(join(tmpdir(), "released-test-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const manifestVersion = (JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8")) as { version: string }).version;

  it("are bundled contracts, with the version released, no later than this one", () => {
    const released = releasedBaseline();
    expect(Object.keys(released.contracts).length).toBeGreaterThan(0);
    for (const [api, contract] of Object.entries(released.contracts)) expect(contract.openapi, api).toBe("3.1.0");
    expect(semver.lte(released.version, manifestVersion), `${released.version} <= ${manifestVersion}`).toBe(true);
  });

  it("passes this checkout, whose breaks are all listed", async () => {
    expect((await runGate(releasedBaseline())).problems).toEqual([]);
  });

  it("catches a break against the kept contracts: a request value the release took is refused now", async () => {
    const folder = join(scratch, "edited");
    cpSync(releasedDir, folder, { recursive: true });
    const file = join(folder, "code-hosting", "openapi.json");
    const contract = JSON.parse(readFileSync(file, "utf8"));
    contract.components.schemas.Vcs.enum.push("cvs");
    writeFileSync(file, JSON.stringify(contract));
    const { problems } = await runGate(releasedBaseline(folder));
    expect(problems).toEqual([
      expect.stringContaining(
        "unlisted breaking change: code-hosting: PUT /repos/{owner}/{repo}/import body.vcs: request-enum-value-removed",
      ),
      expect.stringContaining(
        "unlisted breaking change: code-hosting: PATCH /repos/{owner}/{repo}/import body.vcs: request-enum-value-removed",
      ),
    ]);
  });

  it("is kept by the release step: this version's contracts and version, and the list of intended breaks emptied", async () => {
    const folder = join(scratch, "recorded");
    const breaks = join(scratch, "breaking-changes.yaml");
    writeFileSync(
      breaks,
      "# the header stays\nbreaks:\n  - api: compute\n    rule: parameter-removed\n    operation: GET /x\n    reason: gone\n",
    );
    expect(await recordRelease(folder, breaks)).toBe(manifestVersion);
    expect(readFileSync(breaks, "utf8")).toBe("# the header stays\nbreaks: []\n");
    expect(releasedBaseline(folder).version).toBe(manifestVersion);
    for (const api of apiIds)
      expect(readFileSync(join(folder, api, "openapi.json"), "utf8"), api).toBe(
        readFileSync(join(packageRoot, "generated", api, "openapi.json"), "utf8"),
      );
    expect(await isRecorded(folder)).toBe(true);
    // A tag on a commit whose released/ is another version's, or other contracts, is refused by the release workflow.
    writeFileSync(join(folder, "release.json"), JSON.stringify({ version: "0.0.1" }));
    expect(await isRecorded(folder)).toBe(false);
  });
});
