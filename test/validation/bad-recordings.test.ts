/**
 * Recordings the package cannot read (src/contract/har.ts readHar): `serve --replay` and `validate
 * --har` refuse each at start with exit 2, naming the file, the entry and what is wrong, instead of
 * failing with a stack trace or accepting an entry that would drop the connection of every request
 * it matches; an entry with status 0 (a request a browser saw get no answer) is skipped and said.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { harEntry, type RecordedEntry } from "../../src/contract/har.js";
import { createSimulator } from "../../src/simulator/in-process.js";
import { runHere } from "../support/cli.js";
import { exchangeOf, harText } from "../support/recording.js";

const scratch = mkdtempSync(join(tmpdir(), "contracts-bad-recordings-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A recorded getImportStatus, as the proxy writes it. */
const entry = (): RecordedEntry =>
  harEntry(
    exchangeOf(
      { api: "code-hosting", path: "/repos/octocat/socm/import", operationId: "getImportStatus" },
      JSON.stringify({ vcs: "git", status: "complete" }),
    ),
  );

/** A recording of a good entry and one changed by `change`, written to a file; its path. */
function recording(name: string, change: (entry: RecordedEntry) => void): string {
  const bad = entry();
  change(bad);
  const file = join(scratch, `${name.replace(/\W+/g, "-")}.har`);
  writeFileSync(file, harText([entry(), bad]));
  return file;
}

const deep = (depth: number) => `{"vcs":${"[".repeat(depth)}${"]".repeat(depth)}}`;
const assign = <T>(target: T, values: object) => Object.assign(target as object, values);

const bad: [name: string, change: (entry: RecordedEntry) => void, problem: string][] = [
  ["a request URL that is not a URL", (e) => void (e.request.url = "not a url"), `its request's url "not a url" is not a URL`],
  ["request headers that are null", (e) => assign(e.request, { headers: null }), "its request's headers are null, not a list"],
  ["response headers that are a string", (e) => assign(e.response, { headers: "content-type: x" }), "its response's headers are string"],
  [
    "an answer marked base64 that is not",
    (e) => assign(e.response.content, { encoding: "base64", text: "not base64!" }),
    "its response body is marked base64 but is not",
  ],
  [
    "an answer nested 100,000 levels deep",
    (e) => void (e.response.content.text = deep(100_000)),
    "its response body is JSON nested deeper than 1000 levels",
  ],
  [
    "a request body nested 100,000 levels deep",
    (e) => assign(e.request, { method: "PATCH", postData: { mimeType: "application/json", text: deep(100_000) } }),
    "its request body is JSON nested deeper than 1000 levels",
  ],
  [
    "a line break in a recorded header's value",
    (e) => e.response.headers.push({ name: "x-note", value: "a\r\nset-cookie: s=1" }),
    "its response's header x-note has a line break or a control character in its value",
  ],
  ...[99, -1, 1e6, 200.5].map((status): [string, (entry: RecordedEntry) => void, string] => [
    `status ${status}`,
    (e) => void (e.response.status = status),
    `its response's status ${status} is not an HTTP status (100 to 599; 0 for no answer)`,
  ]),
];

describe.each(bad)("a recording with %s", (name, change, problem) => {
  const file = recording(name, change);

  it("serve --replay refuses it at start, exit 2, naming the file, the entry and the problem", async () => {
    const { code, stderr } = await runHere(["serve", "code-hosting", "--port", "0", "--quiet", "--replay", file]);
    expect(code).toBe(2);
    expect(stderr).toContain(`--replay: ${file}: entry 1: ${problem}`);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it("validate --har refuses it, exit 2, naming the file, the entry and the problem", async () => {
    const { code, stderr } = await runHere(["validate", "--har", file]);
    expect(code).toBe(2);
    expect(stderr).toContain(`${file}: entry 1: ${problem}`);
  });
});

describe("an entry with status 0 (no answer)", () => {
  const file = recording("status-0", (e) => {
    e.request.url = "http://127.0.0.1:4010/repos/octocat/other/import";
    e.response.status = 0;
  });

  it("is left out of a replay, and the log says so", async () => {
    const lines: string[] = [];
    const simulator = createSimulator({ apis: ["code-hosting"], replay: { file, strict: true }, log: (line) => lines.push(line) });
    expect(lines).toContainEqual(expect.stringContaining(`entry 1: its request got no answer (status 0, as a browser records one)`));
    const answer = await simulator.fetch(`${simulator.urls["code-hosting"]}/repos/octocat/socm/import`, {
      headers: { authorization: "Bearer t" },
    });
    expect(answer.status).toBe(200);
  });

  it("is not checked by validate --har, which says why", async () => {
    // Entry 0's made-up answer lacks members the contract requires: its problems are told, entry 1's none.
    const { stdout } = await runHere(["validate", "--har", file]);
    expect(stdout).toContain("note: entry 1: its request got no answer (status 0), so there is no answer to check");
    expect(stdout).not.toContain("entry 1, response");
  });
});
