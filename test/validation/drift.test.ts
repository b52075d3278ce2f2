/**
 * Drift (`validate --har`) and the corpus import (`npm run corpus:import`) on recordings made
 * through the proxy in front of the simulator: the same recording with answers broken on purpose
 * is drift, named by operation and problem; a file that is not a HAR is a usage error; a recorded
 * exchange becomes a corpus case in the corpus's format.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importCorpusCases } from "../../scripts/corpus-import.js";
import { startSimulator, type RunningSimulator } from "../../src/simulator/sockets.js";
import { runHere } from "../support/cli.js";
import { readHarFile, recordSequence, sequences } from "../support/recording.js";

const scratch = mkdtempSync(join(tmpdir(), "contracts-drift-"));
let simulator: RunningSimulator;
beforeAll(async () => {
  simulator = await startSimulator({ port: 0, strict: true, apis: ["code-hosting", "event-management", "search"] });
  try {
    await recordSequence("code-hosting", simulator.urls["code-hosting"]!, join(scratch, "code-hosting.har"));
    await recordSequence("event-management", simulator.urls["event-management"]!, join(scratch, "event-management.har"));
    await recordSequence("search", simulator.urls.search!, join(scratch, "truncated.har"), { maxBodyBytes: 64 });
  } catch (error) {
    await simulator.stop();
    throw error;
  }
});
afterAll(async () => {
  await simulator?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const json = (value: unknown) => JSON.stringify(value);

describe("drift: a recording whose answers break the contract", () => {
  const recorded = join(scratch, "code-hosting.har");
  const events = join(scratch, "event-management.har");

  /** The code-hosting recording with the import's status out of its enum, its url gone, and an undeclared status; event-management's create answer without its required header. */
  function drifted(): string {
    const har = readHarFile(recorded);
    const [started, status] = har.log.entries;
    const body = JSON.parse(status!.response.content.text!) as Record<string, unknown>;
    body.status = "paused";
    delete body.url;
    status!.response.content.text = JSON.stringify(body);
    started!.response.status = 418;
    const created = readHarFile(events).log.entries[1]!;
    created.response.headers = created.response.headers.filter((header) => header.name.toLowerCase() !== "x-vendor-id");
    har.log.entries.push(created);
    const file = join(scratch, "drifted.har");
    writeFileSync(file, JSON.stringify(har));
    return file;
  }

  it("exits 1 and names each operation and problem", async () => {
    const { code, stdout } = await runHere(["validate", "--har", drifted()]);
    expect(code, stdout).toBe(1);
    expect(stdout).toMatch(/^drift: 4 problems in 3 operations/);
    expect(stdout).toMatch(
      /code-hosting startImport \(PUT \/repos\/\{owner\}\/\{repo\}\/import\), 1 entry: 1 problem\n {2}- entry 0, response 418, status: status 418 is not documented for startImport/,
    );
    expect(stdout).toMatch(
      /code-hosting getImportStatus .*: 2 problems\n(?: {2}- .*\n)*? {2}- entry 1, response 200, body.status: .*\(enum\)/,
    );
    expect(stdout).toMatch(/- entry 1, response 200, body: .*"url".*\(required\)/);
    expect(stdout).toMatch(
      /event-management createEvent .*\n {2}- entry 2, response 201, header: the required response header "X-Vendor-Id" is missing/,
    );
  });

  it("--json prints the same report as JSON", async () => {
    const { code, stdout } = await runHere(["validate", "--har", drifted(), "--json"]);
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as {
      problems: number;
      operations: Array<{
        api: string;
        operationId: string;
        entries: number[];
        problems: Array<{ entry: number; direction: string; location: string; rule: string }>;
      }>;
    };
    expect(report.problems).toBe(4);
    expect(
      report.operations.map((operation) => [
        operation.api,
        operation.operationId,
        operation.entries,
        operation.problems.map((problem) => `${problem.direction} ${problem.location} ${problem.rule}`),
      ]),
    ).toEqual([
      ["code-hosting", "startImport", [0], ["response status undocumented-status"]],
      ["code-hosting", "getImportStatus", [1], expect.arrayContaining(["response body.status enum", "response body required"])],
      ["event-management", "createEvent", [2], ["response header missing"]],
    ]);
  });

  it("takes the API from --api for entries without _api (a HAR of another tool), and a request outside the contract is a problem", async () => {
    const har = readHarFile(recorded);
    const foreign = har.log.entries.map(({ _api, _operationId, _problems, _upstream, ...entry }) => ({
      ...entry,
      request: { ...entry.request, url: entry.request.url.replace(/^http:\/\/[^/]+/, "https://api.vendor.example") },
    }));
    foreign.push({ ...foreign[1]!, request: { ...foreign[1]!.request, url: "https://api.vendor.example/repos/octocat/socm/imports" } });
    // A browser may keep no body text: not checked, rather than told as a body missing.
    delete foreign[0]!.response.content.text;
    const file = join(scratch, "foreign.har");
    writeFileSync(file, JSON.stringify({ log: { ...har.log, entries: foreign } }));
    const refused = await runHere(["validate", "--har", file]);
    expect([refused.code, refused.stderr]).toEqual([2, expect.stringContaining("entry 0 names no API (_api)")]);
    const { code, stdout } = await runHere(["validate", "--har", file, "--api", "code-hosting"]);
    expect(code, stdout).toBe(1);
    expect(stdout).toContain("code-hosting no operation (GET /repos/octocat/socm/imports), 1 entry: 1 problem");
    expect(stdout).toContain("code-hosting getImportStatus (GET /repos/{owner}/{repo}/import), 1 entry: ok");
    expect(stdout).toContain(
      "code-hosting startImport (PUT /repos/{owner}/{repo}/import), 1 entry: ok\n  note: entry 0: the response body is not in the recording, so it is not checked",
    );
    // The API first, as validate takes it for every other input, is the same as --api.
    expect(await runHere(["validate", "code-hosting", "--har", file])).toEqual({ code, stdout, stderr: "" });
    const twice = await runHere(["validate", "code-hosting", "--har", file, "--api", "code-hosting"]);
    expect([twice.code, twice.stderr]).toEqual([2, expect.stringContaining("--har takes no payload")]);
  });

  it.each([
    ["not JSON", "{", /is not a HAR|not JSON/],
    ["JSON without a log", json({ entries: [] }), /no log object/],
    [
      "an entry without a request",
      json({ log: { version: "1.2", creator: { name: "x", version: "1" }, entries: [{ response: { status: 200, content: {} } }] } }),
      /entry 0: its request has no method or url/,
    ],
    [
      "an unknown API",
      json({
        log: { version: "1.2", entries: [{ _api: "mail", request: { method: "GET", url: "/" }, response: { status: 200, content: {} } }] },
      }),
      /_api "mail" is not an API/,
    ],
  ])("a file that is not a HAR it reads (%s) exits 2 with the reason", async (_name, text, reason) => {
    const file = join(scratch, "bad.har");
    writeFileSync(file, text);
    const { code, stderr } = await runHere(["validate", "--har", file]);
    expect(code).toBe(2);
    expect(stderr).toMatch(reason);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it("a missing file, or --har with a payload's options, exits 2", async () => {
    expect((await runHere(["validate", "--har", join(scratch, "none.har")])).stderr).toContain("no such file");
    const mixed = await runHere(["validate", "--har", recorded, "--status", "200"]);
    expect([mixed.code, mixed.stderr]).toEqual([2, expect.stringContaining("--har takes no payload")]);
  });
});

describe("a recorded payload as a corpus case (npm run corpus:import)", () => {
  const recording = join(scratch, "event-management.har");
  const root = join(scratch, "corpus");

  it("writes the corpus's format, with the source line, the declared headers only, and the contract accepting it", () => {
    const imported = importCorpusCases({ file: recording, select: ["createEvent"], parts: { request: true, response: true }, root });
    expect(imported.map(({ path }) => relative(root, path))).toEqual([
      "event-management/createEvent.request-recorded.json",
      "event-management/createEvent.recorded-201.json",
    ]);
    expect(imported.map(({ problems }) => problems)).toEqual([[], []]);
    const entry = readHarFile(recording).log.entries[1]!;
    const [request, response] = imported.map(({ path }) => JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>);
    for (const made of [request, response]) {
      expect(made!.source).toBe(
        `recorded through the validating proxy: event-management.har, entry 1, POST ${entry.request.url}, on ${entry.startedDateTime}`,
      );
      expect(made).toMatchObject({ method: "POST", url: "/rest/events" });
    }
    expect(request).toEqual({
      source: expect.any(String),
      method: "POST",
      url: "/rest/events",
      headers: { "content-type": "application/json", "x-vendor-protocol-version": "2.0.0" },
      body: JSON.parse(sequences["event-management"][1]!.body!),
    });
    expect(response).toMatchObject({
      status: 201,
      headers: { "content-type": expect.stringContaining("json"), "x-vendor-id": expect.any(String) },
      body: { organizer: expect.any(String) },
    });
    expect(Object.keys(response!.headers as object).sort()).toEqual(["content-type", "x-vendor-id"]);
  });

  it("picks an entry by its index, never replaces a case, and keeps credentials redacted", () => {
    const first = importCorpusCases({ file: join(scratch, "code-hosting.har"), select: ["0"], parts: { request: true }, root });
    const again = importCorpusCases({ file: join(scratch, "code-hosting.har"), select: ["0"], parts: { request: true }, root });
    expect([first, again].map(([made]) => relative(root, made!.path))).toEqual([
      "code-hosting/startImport.request-recorded.json",
      "code-hosting/startImport.request-recorded-2.json",
    ]);
    const made = JSON.parse(readFileSync(first[0]!.path, "utf8")) as { headers: object; body: Record<string, unknown> };
    // code-hosting declares Accept; the Authorization sent is a credential, left out.
    expect(made.headers).toEqual({ accept: "*/*", "content-type": "application/json" });
    expect(made.body.vcs_password).toBe("[redacted]");
  });

  it.each([
    [["9"], /9 names no entry/],
    [["listEvents"], /listEvents names no entry/],
  ])("refuses a selection that names no entry (%s)", (select, reason) => {
    expect(() => importCorpusCases({ file: recording, select, root })).toThrow(reason);
  });

  it("refuses a body cut at the recording's bound", () => {
    expect(() => importCorpusCases({ file: join(scratch, "truncated.har"), select: ["searchIndex"], root })).toThrow(
      /cut at the recording's bound/,
    );
  });
});
