/**
 * Recording through the validating proxy (`record`), and drift (`validate --har`): for every API,
 * an exchange sequence recorded through the proxy placed in front of the simulator is HAR 1.2 (the
 * format's own JSON Schema), holds no credential that was sent, names each entry's operation, and
 * re-checks clean against the contract; the same recording with answers broken on purpose is
 * drift, named by operation and problem. A recording whose file cannot be written still answers.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { format } from "node:util";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import type { Har } from "har-format";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiIds, type ApiId } from "../../src/contract/apis.js";
import { importCorpusCases } from "../../scripts/corpus-import.js";
import { run } from "../../src/cli/main.js";
import type { RecordedEntry } from "../../src/contract/har.js";
import { startProxyServer, type RunningProxy } from "../../src/servers/proxy.js";
import { startSimulator, type RunningSimulator } from "../../src/simulator/sockets.js";

const scratch = mkdtempSync(join(tmpdir(), "contracts-recording-"));
let simulator: RunningSimulator;
beforeAll(async () => {
  simulator = await startSimulator({ port: 0, strict: true });
});
afterAll(async () => {
  await simulator?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** HAR 1.2 as its own JSON Schema (har-schema, the schema HAR validators use) states it. */
const validHar = (() => {
  const schemas = createRequire(import.meta.url)("har-schema") as Record<string, { $id: string }>;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addMetaSchema(createRequire(import.meta.url)("ajv/dist/refs/json-schema-draft-06.json") as object);
  for (const schema of Object.values(schemas)) ajv.addSchema(schema);
  return ajv.getSchema("har.json#")!;
})();

/** The credentials each exchange sends: none may reach the file. */
const secret = {
  header: "HeaderSecret-3f9a",
  query: "QuerySecret-77c1",
  body: "BodySecret-a02e",
  form: "FormSecret-5d6b",
};

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  operationId: string;
}

const json = (value: unknown) => JSON.stringify(value);
const fixtureBody = (api: ApiId, file: string) => json((JSON.parse(readFileSync(join(import.meta.dirname, "..", "fixtures", "real", api, file), "utf8")) as { body: unknown }).body);

/** Per API, a short sequence of valid exchanges that carries its credentials the ways it takes them. */
const sequences: Record<ApiId, Sent[]> = {
  "code-hosting": [
    {
      method: "PUT",
      path: "/repos/octocat/socm/import",
      headers: { authorization: `Bearer ${secret.header}`, "content-type": "application/json" },
      body: json({ vcs_url: "https://svn.example.org/socm", vcs: "subversion", vcs_username: "octocat", vcs_password: secret.body }),
      operationId: "startImport",
    },
    { method: "GET", path: `/repos/octocat/socm/import?access_token=${secret.query}`, headers: { authorization: `token ${secret.header}` }, operationId: "getImportStatus" },
  ],
  "social-graph": [
    { method: "GET", path: `/v23.0/me?fields=id,name&access_token=${secret.query}&appsecret_proof=${secret.query}`, headers: {}, operationId: "getUser" },
    {
      method: "POST",
      path: "/v23.0/120000000000001",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `name=Test+User&password=${secret.body}&access_token=${secret.form}`,
      operationId: "updateUser",
    },
  ],
  "event-management": [
    { method: "GET", path: "/rest/me", headers: { authorization: `Bearer ${secret.header}`, "x-vendor-protocol-version": "2.0.0" }, operationId: "getAuthenticatedMember" },
    {
      method: "POST",
      path: "/rest/events",
      headers: { authorization: `Bearer ${secret.header}`, "x-vendor-protocol-version": "2.0.0", "content-type": "application/json" },
      body: fixtureBody("event-management", "createEvent.request-in-person.json"),
      operationId: "createEvent",
    },
  ],
  compute: [
    {
      method: "GET",
      path: `/compute/v1/projects/acme-web-prod/aggregated/forwardingRules?maxResults=2&key=${secret.query}`,
      headers: { authorization: `Bearer ${secret.header}` },
      operationId: "listAggregatedForwardingRules",
    },
    { method: "GET", path: `/compute/v1/projects/acme-web-prod/aggregated/forwardingRules?access_token=${secret.query}`, headers: {}, operationId: "listAggregatedForwardingRules" },
  ],
  search: [
    { method: "GET", path: "/", headers: { authorization: `ApiKey ${secret.header}` }, operationId: "info" },
    {
      method: "POST",
      path: "/orders-2024/_search",
      headers: { authorization: `Basic ${secret.header}`, "content-type": "application/json" },
      body: json({ query: { match_all: {} }, size: 1 }),
      operationId: "searchIndex",
    },
  ],
};

/** Records an API's sequence through a proxy in front of the simulator; the proxy is stopped (its file complete) before this returns. */
async function record(api: ApiId, file: string, options: { maxBodyBytes?: number } = {}): Promise<number[]> {
  const proxy = await startProxyServer(api, simulator.urls[api]!, { record: { file, ...options } });
  try {
    const statuses: number[] = [];
    for (const sent of sequences[api]) {
      const answer = await fetch(`${proxy.url}${sent.path}`, { method: sent.method, headers: sent.headers, body: sent.body });
      await answer.arrayBuffer();
      statuses.push(answer.status);
    }
    return statuses;
  } finally {
    await proxy.stop();
  }
}

/** A command run in this process as the bin runs it: its exit code and what it printed. */
async function runHere(args: string[]) {
  let stdout = "";
  let stderr = "";
  const log = vi.spyOn(console, "log").mockImplementation((...parts) => void (stdout += `${format(...parts)}\n`));
  const error = vi.spyOn(console, "error").mockImplementation((...parts) => void (stderr += `${format(...parts)}\n`));
  try {
    return { code: await run(args), stdout, stderr };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

const readHarFile = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Har & { log: { entries: RecordedEntry[] } };

describe.each(apiIds)("%s: recording through the proxy in front of the simulator", (api) => {
  const file = join(scratch, `${api}.har`);
  beforeAll(async () => {
    const statuses = await record(api, file);
    expect(
      statuses.every((status) => status >= 200 && status < 300),
      `statuses ${statuses.join(", ")}`,
    ).toBe(true);
  });

  it("writes HAR 1.2, as the format's JSON Schema states it, one entry per exchange", () => {
    const har = readHarFile(file);
    expect(validHar(har), JSON.stringify(validHar.errors)).toBe(true);
    expect(har.log).toMatchObject({ version: "1.2", creator: { name: "vendor-api-contracts" } });
    expect(har.log.entries).toHaveLength(sequences[api].length);
    for (const [index, entry] of har.log.entries.entries()) {
      const sent = sequences[api][index]!;
      expect(entry.request.method).toBe(sent.method);
      expect(entry.request.url.startsWith(simulator.urls[api]!)).toBe(true);
      expect(entry.timings.wait).toBeGreaterThanOrEqual(0);
      expect(entry.response.content.text?.length).toBeGreaterThan(0);
    }
  });

  it("tags each entry with its API, operationId and the contract problems found (none here)", () => {
    const entries = readHarFile(file).log.entries;
    expect(entries.map((entry) => [entry._api, entry._operationId])).toEqual(sequences[api].map((sent) => [api, sent.operationId]));
    for (const entry of entries) expect(entry._problems).toEqual({ request: [], response: [] });
  });

  it("holds none of the credentials sent: each is [redacted]", () => {
    const text = readFileSync(file, "utf8");
    const sent = sequences[api].map((exchange) => `${exchange.path} ${json(exchange.headers)} ${exchange.body ?? ""}`).join(" ");
    const used = Object.values(secret).filter((value) => sent.includes(value));
    expect(used.length).toBeGreaterThan(0);
    for (const value of used) expect(text, value).not.toContain(value);
    expect(text).toContain("[redacted]");
  });

  it("validate --har finds no drift: exit 0, every operation ok", async () => {
    const { code, stdout } = await runHere(["validate", "--har", file]);
    expect(code, stdout).toBe(0);
    expect(stdout).toContain("no drift");
    for (const sent of sequences[api]) expect(stdout).toContain(`${api} ${sent.operationId} (`);
  });
});

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
    expect(stdout).toMatch(/code-hosting getImportStatus .*: 2 problems\n(?: {2}- .*\n)*? {2}- entry 1, response 200, body.status: .*\(enum\)/);
    expect(stdout).toMatch(/- entry 1, response 200, body: .*"url".*\(required\)/);
    expect(stdout).toMatch(/event-management createEvent .*\n {2}- entry 2, response 201, header: the required response header "X-Vendor-Id" is missing/);
  });

  it("--json prints the same report as JSON", async () => {
    const { code, stdout } = await runHere(["validate", "--har", drifted(), "--json"]);
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as {
      problems: number;
      operations: Array<{ api: string; operationId: string; entries: number[]; problems: Array<{ entry: number; direction: string; location: string; rule: string }> }>;
    };
    expect(report.problems).toBe(4);
    expect(
      report.operations.map((operation) => [operation.api, operation.operationId, operation.entries, operation.problems.map((problem) => `${problem.direction} ${problem.location} ${problem.rule}`)]),
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
    expect(stdout).toContain("code-hosting startImport (PUT /repos/{owner}/{repo}/import), 1 entry: ok\n  note: entry 0: the response body is not in the recording, so it is not checked");
  });

  it.each([
    ["not JSON", "{", /is not a HAR|not JSON/],
    ["JSON without a log", json({ entries: [] }), /no log object/],
    [
      "an entry without a request",
      json({ log: { version: "1.2", creator: { name: "x", version: "1" }, entries: [{ response: { status: 200, content: {} } }] } }),
      /entry 0: its request has no method or url/,
    ],
    ["an unknown API", json({ log: { version: "1.2", entries: [{ _api: "mail", request: { method: "GET", url: "/" }, response: { status: 200, content: {} } }] } }), /_api "mail" is not an API/],
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

describe("bounds and failures of the recording", () => {
  it("keeps a body past the bound up to it, marked truncated, and drift leaves it unchecked", async () => {
    const file = join(scratch, "truncated.har");
    await record("search", file, { maxBodyBytes: 64 });
    const har = readHarFile(file);
    expect(validHar(har), JSON.stringify(validHar.errors)).toBe(true);
    const content = har.log.entries[1]!.response.content;
    expect(content).toMatchObject({ _truncated: true, comment: expect.stringMatching(/^truncated: the first 64 of \d+ bytes$/) });
    expect(new TextEncoder().encode(content.text).length).toBeLessThanOrEqual(64);
    expect(content.size).toBeGreaterThan(64);
    const { code, stdout } = await runHere(["validate", "--har", file]);
    expect(code, stdout).toBe(0);
    expect(stdout).toContain("note: entry 1: the response body was cut at the recording's bound, so it is not checked");
  });

  it("a file that cannot be written leaves every exchange answered, is reported once, and is whole once it can be", async () => {
    const folder = join(scratch, "not-yet");
    const file = join(folder, "recording.har");
    const errors: Error[] = [];
    let proxy: RunningProxy | undefined;
    try {
      proxy = await startProxyServer("search", simulator.urls.search!, { record: { file, onError: (error) => errors.push(error) } });
      for (let round = 0; round < 2; round++) {
        const answer = await fetch(`${proxy.url}/`, { headers: { authorization: "ApiKey k" } });
        expect(answer.status).toBe(200);
        expect(await answer.json()).toMatchObject({ cluster_name: "search-simulator" });
      }
      expect(errors.length).toBe(1);
      expect(errors[0]!.message).toContain("ENOENT");
      mkdirSync(folder);
      expect((await fetch(`${proxy.url}/`, { headers: { authorization: "ApiKey k" } })).status).toBe(200);
    } finally {
      await proxy?.stop();
    }
    expect(readHarFile(file).log.entries.map((entry) => entry._operationId)).toEqual(["info", "info", "info"]);
  });

  it("the file exists, valid and empty, as soon as the proxy has started", async () => {
    const file = join(scratch, "empty.har");
    const proxy = await startProxyServer("compute", simulator.urls.compute!, { record: file });
    try {
      const har = readHarFile(file);
      expect(validHar(har)).toBe(true);
      expect(har.log.entries).toEqual([]);
    } finally {
      await proxy.stop();
    }
  });
});

describe("a recorded payload as a corpus case (npm run corpus:import)", () => {
  const recording = join(scratch, "event-management.har");
  const root = join(scratch, "corpus");

  it("writes the corpus's format, with the source line, the declared headers only, and the contract accepting it", () => {
    const imported = importCorpusCases({ file: recording, select: ["createEvent"], parts: { request: true, response: true }, root });
    expect(imported.map(({ path }) => relative(root, path))).toEqual(["event-management/createEvent.request-recorded.json", "event-management/createEvent.recorded-201.json"]);
    expect(imported.map(({ problems }) => problems)).toEqual([[], []]);
    const entry = readHarFile(recording).log.entries[1]!;
    const [request, response] = imported.map(({ path }) => JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>);
    for (const made of [request, response]) {
      expect(made!.source).toBe(`recorded through the validating proxy: event-management.har, entry 1, POST ${entry.request.url}, on ${entry.startedDateTime}`);
      expect(made).toMatchObject({ method: "POST", url: "/rest/events" });
    }
    expect(request).toEqual({
      source: expect.any(String),
      method: "POST",
      url: "/rest/events",
      headers: { "content-type": "application/json", "x-vendor-protocol-version": "2.0.0" },
      body: JSON.parse(sequences["event-management"][1]!.body!),
    });
    expect(response).toMatchObject({ status: 201, headers: { "content-type": expect.stringContaining("json"), "x-vendor-id": expect.any(String) }, body: { organizer: expect.any(String) } });
    expect(Object.keys(response!.headers as object).sort()).toEqual(["content-type", "x-vendor-id"]);
  });

  it("picks an entry by its index, never replaces a case, and keeps credentials redacted", () => {
    const first = importCorpusCases({ file: join(scratch, "code-hosting.har"), select: ["0"], parts: { request: true }, root });
    const again = importCorpusCases({ file: join(scratch, "code-hosting.har"), select: ["0"], parts: { request: true }, root });
    expect([first, again].map(([made]) => relative(root, made!.path))).toEqual(["code-hosting/startImport.request-recorded.json", "code-hosting/startImport.request-recorded-2.json"]);
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
    expect(() => importCorpusCases({ file: join(scratch, "truncated.har"), select: ["searchIndex"], root })).toThrow(/cut at the recording's bound/);
  });
});
