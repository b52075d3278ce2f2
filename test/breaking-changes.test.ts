import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import semver from "semver";
import { afterAll, describe, expect, it } from "vitest";
import { findBreakingChanges, type BreakingRule } from "../scripts/breaking-changes.js";
import { changelogEntry, isBreakingStep, isRecorded, judge, readIntendedBreaks, recordRelease, refBaseline, releasedBaseline, releasedDir, runGate, type Finding } from "../scripts/check-breaking.js";
import { bundleSpec } from "../scripts/generate.js";
import { apiIds } from "../src/contract/apis.js";
import { packageRoot } from "../src/contract/files.js";
import type { OpenApiDocument } from "../src/contract/openapi.js";

/** A contract of one operation, PUT /things/{id}, taking `request` as its JSON body and answering `response`. */
function contract({
  parameters = [],
  request,
  requestRequired = false,
  response,
  schemas = {},
}: {
  parameters?: unknown[];
  request?: unknown;
  requestRequired?: boolean;
  response?: unknown;
  schemas?: Record<string, unknown>;
}): OpenApiDocument {
  return {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: {
      "/things/{id}": {
        put: {
          operationId: "putThing",
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }, ...parameters],
          ...(request ? { requestBody: { required: requestRequired, content: { "application/json": { schema: request } } } } : {}),
          responses: { "200": { description: "ok", content: { "application/json": { schema: response ?? { type: "object" } } } } },
        },
      },
    },
    components: { schemas },
  };
}

const query = (name: string, extra: Record<string, unknown> = {}) => ({ name, in: "query", schema: { type: "string" }, ...extra });
const object = (properties: Record<string, unknown>, required: string[] = []) => ({ type: "object", properties, required });
const found = (before: OpenApiDocument, after: OpenApiDocument) => findBreakingChanges(before, after).map(({ rule, where }) => ({ rule, where }));

describe("a change that breaks a client or server written against the old contract", () => {
  const cases: { rule: BreakingRule; where: string; before: OpenApiDocument; after: OpenApiDocument }[] = [
    { rule: "operation-removed", where: "", before: contract({}), after: { ...contract({}), paths: {} } },
    { rule: "parameter-removed", where: "query.q", before: contract({ parameters: [query("q")] }), after: contract({}) },
    { rule: "parameter-required", where: "query.q", before: contract({}), after: contract({ parameters: [query("q", { required: true })] }) },
    {
      rule: "parameter-required",
      where: "header.x-tag",
      before: contract({ parameters: [{ name: "X-Tag", in: "header", schema: { type: "string" } }] }),
      after: contract({ parameters: [{ name: "x-tag", in: "header", required: true, schema: { type: "string" } }] }),
    },
    { rule: "request-body-required", where: "body", before: contract({ request: object({}) }), after: contract({ request: object({}), requestRequired: true }) },
    {
      rule: "request-member-required",
      where: "body.name",
      before: contract({ request: object({ name: { type: "string" } }) }),
      after: contract({ request: object({ name: { type: "string" } }, ["name"]) }),
    },
    { rule: "request-enum-value-removed", where: "body.kind", before: contract({ request: object({ kind: { enum: ["a", "b"] } }) }), after: contract({ request: object({ kind: { enum: ["a"] } }) }) },
    {
      rule: "request-enum-value-removed",
      where: "query.q",
      before: contract({ parameters: [query("q")] }),
      after: contract({ parameters: [query("q", { schema: { type: "string", enum: ["x"] } })] }),
    },
    { rule: "request-type-narrowed", where: "body.size", before: contract({ request: object({ size: { type: "number" } }) }), after: contract({ request: object({ size: { type: "integer" } }) }) },
    {
      rule: "request-type-narrowed",
      where: "body.note",
      before: contract({ request: object({ note: { type: ["string", "null"] } }) }),
      after: contract({ request: object({ note: { type: "string" } }) }),
    },
    {
      rule: "request-pattern-narrowed",
      where: "body.code",
      before: contract({ request: object({ code: { type: "string" } }) }),
      after: contract({ request: object({ code: { type: "string", pattern: "^[0-9]+$" } }) }),
    },
    { rule: "response-member-removed", where: "response 200 body.id", before: contract({ response: object({ id: { type: "string" } }, ["id"]) }), after: contract({ response: object({}) }) },
    {
      rule: "response-member-optional",
      where: "response 200 body.id",
      before: contract({ response: object({ id: { type: "string" } }, ["id"]) }),
      after: contract({ response: object({ id: { type: "string" } }) }),
    },
    {
      rule: "response-enum-widened",
      where: "response 200 body.state",
      before: contract({ response: object({ state: { enum: ["on"] } }) }),
      after: contract({ response: object({ state: { enum: ["on", "off"] } }) }),
    },
    {
      rule: "response-type-changed",
      where: "response 200 body.count",
      before: contract({ response: object({ count: { type: "integer" } }) }),
      after: contract({ response: object({ count: { type: ["integer", "null"] } }) }),
    },
    {
      rule: "response-type-changed",
      where: "response 200 body.count",
      before: contract({ response: object({ count: { type: "integer" } }) }),
      after: contract({ response: object({ count: { type: "string" } }) }),
    },
    {
      rule: "request-member-required",
      where: "body.id",
      before: contract({ request: object({ id: { type: "string", readOnly: true } }, ["id"]) }),
      after: contract({ request: object({ id: { type: "string" } }, ["id"]) }),
    },
    {
      rule: "response-member-optional",
      where: "response 200 body.secret",
      before: contract({ response: object({ secret: { type: "string" } }, ["secret"]) }),
      after: contract({ response: object({ secret: { type: "string", writeOnly: true } }, ["secret"]) }),
    },
    // Alternatives are matched by what they admit, not by position.
    {
      rule: "request-enum-value-removed",
      where: "body(variant 2)",
      before: contract({
        request: {
          oneOf: [
            { type: "string", enum: ["a"] },
            { type: "string", enum: ["b"] },
          ],
        },
      }),
      after: contract({ request: { oneOf: [{ type: "string", enum: ["a"] }] } }),
    },
    {
      rule: "response-enum-widened",
      where: "response 200 body(variant 2)",
      before: contract({ response: { oneOf: [{ type: "string", enum: ["a"] }] } }),
      after: contract({
        response: {
          oneOf: [
            { type: "string", enum: ["a"] },
            { type: "string", enum: ["b"] },
          ],
        },
      }),
    },
    // Through a $ref and an allOf, into an array's items.
    {
      rule: "request-enum-value-removed",
      where: "body.tags[]",
      before: contract({ request: { allOf: [{ $ref: "#/components/schemas/Tagged" }] }, schemas: { Tagged: object({ tags: { type: "array", items: { enum: ["x", "y"] } } }) } }),
      after: contract({ request: { allOf: [{ $ref: "#/components/schemas/Tagged" }] }, schemas: { Tagged: object({ tags: { type: "array", items: { enum: ["x"] } } }) } }),
    },
  ];
  it.each(cases)("$rule at $where", ({ rule, where, before, after }) => {
    expect(found(before, after)).toEqual([{ rule, where }]);
  });
});

describe("a change that breaks nobody", () => {
  const cases: { name: string; before: OpenApiDocument; after: OpenApiDocument }[] = [
    { name: "a new optional parameter", before: contract({}), after: contract({ parameters: [query("q")] }) },
    { name: "a new optional request member", before: contract({ request: object({}) }), after: contract({ request: object({ extra: { type: "string" } }) }) },
    { name: "a request enum value added", before: contract({ request: object({ kind: { enum: ["a"] } }) }), after: contract({ request: object({ kind: { enum: ["a", "b"] } }) }) },
    { name: "a request type widened", before: contract({ request: object({ size: { type: "integer" } }) }), after: contract({ request: object({ size: { type: ["number", "null"] } }) }) },
    { name: "a request pattern dropped", before: contract({ request: object({ code: { type: "string", pattern: "^a$" } }) }), after: contract({ request: object({ code: { type: "string" } }) }) },
    {
      name: "a response member added and made required",
      before: contract({ response: object({ id: { type: "string" } }) }),
      after: contract({ response: object({ id: { type: "string" }, name: { type: "string" } }, ["id", "name"]) }),
    },
    { name: "a response enum narrowed", before: contract({ response: object({ state: { enum: ["on", "off"] } }) }), after: contract({ response: object({ state: { enum: ["on"] } }) }) },
    { name: "a response type narrowed", before: contract({ response: object({ count: { type: ["integer", "null"] } }) }), after: contract({ response: object({ count: { type: "integer" } }) }) },
    { name: "a new operation", before: contract({}), after: { ...contract({}), paths: { ...contract({}).paths, "/other": { get: { operationId: "other", responses: {} } } } } },
    {
      name: "a type written beside an enum that had none",
      before: contract({ request: object({ kind: { enum: ["a", "b"] } }), response: object({ n: { const: 1 } }) }),
      after: contract({ request: object({ kind: { type: "string", enum: ["a", "b"] } }), response: object({ n: { type: "integer", const: 1 } }) }),
    },
    {
      name: "a readOnly member (never sent) made required in a schema requests share",
      before: contract({ request: object({ id: { type: "string", readOnly: true } }) }),
      after: contract({ request: object({ id: { type: "string", readOnly: true } }, ["id"]) }),
    },
    {
      name: "a request alternative added before the others",
      before: contract({ request: { oneOf: [object({ a: { type: "string" } }, ["a"]), object({ b: { type: "integer" } }, ["b"])] } }),
      after: contract({ request: { oneOf: [{ type: "string", enum: ["x"] }, object({ a: { type: "string" } }, ["a"]), object({ b: { type: "integer" } }, ["b"])] } }),
    },
    {
      name: "request alternatives reordered",
      before: contract({ request: { oneOf: [object({ a: { type: "string" } }, ["a"]), object({ b: { type: "integer" } }, ["b"])] } }),
      after: contract({ request: { oneOf: [object({ b: { type: "integer" } }, ["b"]), object({ a: { type: "string" } }, ["a"])] } }),
    },
    {
      name: "a response alternative removed",
      before: contract({ response: { oneOf: [{ type: "string", enum: ["x"] }, object({ a: { type: "string" } }, ["a"])] } }),
      after: contract({ response: { oneOf: [object({ a: { type: "string" } }, ["a"])] } }),
    },
    {
      name: "a recursive schema left as it was",
      before: contract({ request: { $ref: "#/components/schemas/Node" }, schemas: { Node: object({ child: { $ref: "#/components/schemas/Node" } }) } }),
      after: contract({ request: { $ref: "#/components/schemas/Node" }, schemas: { Node: object({ child: { $ref: "#/components/schemas/Node" } }) } }),
    },
  ];
  it.each(cases)("$name", ({ before, after }) => {
    expect(found(before, after)).toEqual([]);
  });
});

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
    const restore = edit("StartImportRequest.yaml", (text) => `${text}  vcs_branch:\n    type: string\n    description: A branch to import.\n`);
    try {
      expect(await compare()).toEqual([]);
    } finally {
      restore();
    }
  });
});

describe("the gate's verdict", () => {
  const finding: Finding = { api: "code-hosting", rule: "parameter-removed", operation: "GET /user/emails", where: "query.per_page", message: "gone" };
  const intended = { api: "code-hosting", rule: "parameter-removed", operation: "GET /user/emails", reason: "paging moved to a cursor" };
  const changelog = "# Changelog\n\n## 0.2.0\n\n- `GET /user/emails` pages by cursor.\n\n## 0.1.0\n\n- first\n";
  const base = { changelog, version: "0.2.0", baseVersion: "0.1.0" };

  it("fails on an unlisted break and passes with none", () => {
    expect(judge({ ...base, findings: [finding], intended: [] }).problems).toEqual([expect.stringContaining("unlisted breaking change: code-hosting: GET /user/emails query.per_page")]);
    expect(judge({ ...base, findings: [], intended: [] }).problems).toEqual([]);
  });

  it("passes a listed break named in the version's CHANGELOG entry, with its reason shown", () => {
    const result = judge({ ...base, findings: [finding], intended: [intended] });
    expect(result.problems).toEqual([]);
    expect(result.lines).toEqual([expect.stringContaining("[intended: paging moved to a cursor]")]);
  });

  it("fails a listed break the CHANGELOG entry does not name, or that no version step allows", () => {
    expect(judge({ ...base, changelog: "## 0.2.0\n\n- nothing\n\n## 0.1.0\n\n- `GET /user/emails`\n", findings: [finding], intended: [intended] }).problems).toEqual([
      expect.stringContaining("CHANGELOG.md's entry for 0.2.0 does not name GET /user/emails"),
    ]);
    expect(judge({ ...base, version: "0.1.1", findings: [finding], intended: [intended] }).problems).toEqual([
      expect.stringContaining('no entry "## 0.1.1"'),
      expect.stringContaining("0.1.1 is not a breaking step up from 0.1.0"),
    ]);
  });

  it("fails a listed break that does not happen", () => {
    expect(judge({ ...base, findings: [], intended: [intended] }).problems).toEqual([expect.stringContaining("lists a break that does not happen")]);
  });

  it("reads the list of intended breaks, refusing an entry without a reason", () => {
    expect(readIntendedBreaks("breaks: []\n")).toEqual([]);
    expect(readIntendedBreaks(readFileSync(join(packageRoot, "breaking-changes.yaml"), "utf8"))).toBeInstanceOf(Array);
    expect(() => readIntendedBreaks("breaks:\n  - api: compute\n    rule: parameter-removed\n    operation: GET /x\n")).toThrow("break 1 needs a reason");
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
      expect.stringContaining("unlisted breaking change: code-hosting: PUT /repos/{owner}/{repo}/import body.vcs: request-enum-value-removed"),
      expect.stringContaining("unlisted breaking change: code-hosting: PATCH /repos/{owner}/{repo}/import body.vcs: request-enum-value-removed"),
    ]);
  });

  it("is kept by the release step: this version's contracts and version, and the list of intended breaks emptied", async () => {
    const folder = join(scratch, "recorded");
    const breaks = join(scratch, "breaking-changes.yaml");
    writeFileSync(breaks, "# the header stays\nbreaks:\n  - api: compute\n    rule: parameter-removed\n    operation: GET /x\n    reason: gone\n");
    expect(await recordRelease(folder, breaks)).toBe(manifestVersion);
    expect(readFileSync(breaks, "utf8")).toBe("# the header stays\nbreaks: []\n");
    expect(releasedBaseline(folder).version).toBe(manifestVersion);
    for (const api of apiIds) expect(readFileSync(join(folder, api, "openapi.json"), "utf8"), api).toBe(readFileSync(join(packageRoot, "generated", api, "openapi.json"), "utf8"));
    expect(await isRecorded(folder)).toBe(true);
    // A tag on a commit whose released/ is another version's, or other contracts, is refused by the release workflow.
    writeFileSync(join(folder, "release.json"), JSON.stringify({ version: "0.0.1" }));
    expect(await isRecorded(folder)).toBe(false);
  });
});
