/**
 * Replay (options.replay, `serve --replay`): a recording made through the proxy in front of one
 * simulator (the "real" upstream) answered by another, strict and on a frozen clock: the recorded
 * answers in recorded order, URLs moved to the address reached, credentials and undeclared headers
 * aside; a request no recording holds refused (strict) or simulated; the contract guard on the
 * recorded answers; recordings refused at start.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createControlClient } from "../../src/simulator/control.js";
import { createSimulator } from "../../src/simulator/in-process.js";
import { phaseMilliseconds } from "../../src/simulator/services/code-hosting/index.js";
import { startSimulator, type RunningSimulator, type SimulatorViolation } from "../../src/simulator/sockets.js";
import { TrafficOptionError } from "../../src/simulator/traffic.js";
import { runHere, withServerCommand } from "../support/cli.js";
import { readHarFile, recordThrough } from "../support/recording.js";

const scratch = mkdtempSync(join(tmpdir(), "contracts-replay-"));
const file = join(scratch, "code-hosting.har");
const importPath = "/repos/octocat/socm/import";
const started = { vcs_url: "https://svn.example.org/socm", vcs: "subversion", vcs_username: "octocat", vcs_password: "hunter2" };
// Accept is a header parameter of the import's operations: the same on every request, whichever fetch sends it.
const accept = "application/vnd.vendor+json";
const put = (token: string, body: object) => ({
  method: "PUT",
  headers: { authorization: `Bearer ${token}`, accept, "content-type": "application/json" },
  body: JSON.stringify(body),
});
const get = (token: string) => ({ headers: { authorization: `Bearer ${token}`, accept } });

let upstream: RunningSimulator | undefined;
let replaying: RunningSimulator | undefined;
const lines: string[] = [];
const violations: SimulatorViolation[] = [];
/** What the upstream answered, in order: the start, then the import read at three moments. */
let recorded: { status: number; body: { status: string; url: string } }[] = [];

beforeAll(async () => {
  upstream = await startSimulator({ apis: ["code-hosting"], port: 0, strict: true, frozenClock: true });
  const control = createControlClient(upstream.urls["code-hosting"]!);
  recorded = await recordThrough("code-hosting", upstream.urls["code-hosting"]!, file, async (url) => {
    const answers = [await fetch(`${url}${importPath}`, put("recording-token", started))];
    for (const moment of [0, phaseMilliseconds.importing, 60_000]) {
      await control.advanceClock(moment);
      answers.push(await fetch(`${url}${importPath}`, get("recording-token")));
    }
    return Promise.all(
      answers.map(async (answer) => ({ status: answer.status, body: (await answer.json()) as { status: string; url: string } })),
    );
  });
  replaying = await startSimulator({
    apis: ["code-hosting"],
    port: 0,
    strict: true,
    frozenClock: true,
    replay: { file, strict: true },
    log: (line) => lines.push(line),
    onViolation: (v) => violations.push(v),
  });
});
afterAll(async () => {
  await Promise.all([upstream?.stop(), replaying?.stop()]);
  rmSync(scratch, { recursive: true, force: true });
});
beforeEach(async () => {
  await createControlClient(replaying!.urls["code-hosting"]!).reset();
  lines.length = 0;
  violations.length = 0;
});

const moved = (value: unknown) =>
  JSON.parse(JSON.stringify(value).replaceAll(upstream!.urls["code-hosting"]!, replaying!.urls["code-hosting"]!)) as unknown;

describe("a recording replayed, strictly", () => {
  it("answers a request recorded several times with its answers in recorded order, then the last again, its URLs on the address reached", async () => {
    const url = replaying!.urls["code-hosting"]!;
    const reads = [];
    for (let read = 0; read < 4; read++) {
      const answer = await fetch(`${url}${importPath}`, get("another-token"));
      reads.push({ status: answer.status, body: await answer.json() });
    }
    expect(recorded.slice(1).map((answer) => answer.body.status)).toEqual(["importing", "mapping", "complete"]);
    expect(reads).toEqual([...recorded.slice(1), recorded[3]!].map((answer) => ({ status: answer.status, body: moved(answer.body) })));
    expect(reads[0]!.body).toMatchObject({ url: `${url}${importPath}` });
    expect(violations).toEqual([]);
    expect(lines.filter((line) => line.includes("getImportStatus"))).toHaveLength(4);
    expect(lines[0]).toMatch(/^code-hosting GET \/repos\/octocat\/socm\/import 200 [\d.]+ms getImportStatus \(replay\)$/);
    // The journal says whose answer it was, and (the log timing every request) how long it took.
    const journal = await createControlClient(url).requests();
    expect(journal.map((entry) => entry.source)).toEqual(["replay", "replay", "replay", "replay"]);
    for (const entry of journal) expect(entry.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("matches whatever credentials the request carries, and answers the recorded headers the operation declares, URLs moved", async () => {
    const url = replaying!.urls["code-hosting"]!;
    const answer = await fetch(`${url}${importPath}`, put("another-token", { ...started, vcs_password: "another" }));
    expect(answer.status).toBe(201);
    expect(answer.headers.get("location")).toBe(`${url}${importPath}`);
    expect(await answer.json()).toEqual(moved(recorded[0]!.body));
    const { headers } = readHarFile(file).log.entries[0]!.response;
    expect(headers.map((header) => header.name)).toContain("location");
  });

  it("goes back to each request's first answer on reset", async () => {
    const url = replaying!.urls["code-hosting"]!;
    const status = async () => ((await (await fetch(`${url}${importPath}`, get("t"))).json()) as { status: string }).status;
    expect([await status(), await status()]).toEqual(["importing", "mapping"]);
    await createControlClient(url).reset();
    expect(await status()).toBe("importing");
  });

  it("refuses a request no recording holds, in the API's own shape, naming the closest recorded request and how it differs", async () => {
    const url = replaying!.urls["code-hosting"]!;
    const other = await fetch(`${url}/repos/octocat/other/import`, get("t"));
    expect(other.status).toBe(404);
    const body = (await other.json()) as { message: string; documentation_url: string };
    expect(body.documentation_url).toBeDefined();
    expect(body.message).toMatch(
      /^No recording matches GET \/repos\/octocat\/other\/import \(getImportStatus\), and the simulator replays strictly; the closest recorded request is getImportStatus GET \/repos\/octocat\/socm\/import \(.*code-hosting\.har entry 1\), which differs in path\.repo$/,
    );
    const elsewhere = (await (await fetch(`${url}/user/emails`, get("t"))).json()) as { message: string };
    expect(elsewhere.message).toMatch(
      /No recording matches GET \/user\/emails \(listEmailsForAuthenticatedUser\), and the simulator replays strictly; the closest recorded request is startImport PUT/,
    );
    expect(lines.at(-1)).toMatch(/ 404 [\d.]+ms listEmailsForAuthenticatedUser \(replay\)$/);
    expect(violations).toEqual([]);
  });

  it("still checks the request: one the contract refuses is refused as the simulator refuses it, not replayed", async () => {
    const { vcs_url: _, ...withoutUrl } = started;
    const [replayed, simulated] = await Promise.all(
      [replaying!, upstream!].map(async (simulator) => {
        const answer = await fetch(`${simulator.urls["code-hosting"]}${importPath}`, put("t", withoutUrl));
        return { status: answer.status, body: await answer.json() };
      }),
    );
    expect(replayed!.status).toBe(422);
    expect(replayed).toEqual(simulated);
    expect(lines.at(-1)).not.toContain("(replay)");
  });

  it("gives a session its own place in the recording", async () => {
    const url = replaying!.urls["code-hosting"]!;
    await fetch(`${url}${importPath}`, get("t"));
    const session = await createControlClient(url).openSession();
    try {
      const read = await fetch(`${session.urls["code-hosting"]}${importPath}`, get("t"));
      expect(((await read.json()) as { status: string }).status).toBe("importing");
    } finally {
      await session.close();
    }
  });
});

describe("a recording replayed in process, given as text or parsed", () => {
  it("answers what the recording holds and simulates the rest", async () => {
    const simulator = createSimulator({ apis: ["code-hosting"], strict: true, replay: { har: readFileSync(file, "utf8") } });
    const url = simulator.urls["code-hosting"]!;
    const replayed = await simulator.fetch(`${url}${importPath}`, get("t"));
    expect(await replayed.json()).toEqual(JSON.parse(JSON.stringify(recorded[1]!.body).replaceAll(upstream!.urls["code-hosting"]!, url)));
    const simulated = await simulator.fetch(`${url}/repos/octocat/other/import`, get("t"));
    expect([simulated.status, ((await simulated.json()) as { message: string }).message]).toEqual([404, "Not Found"]);
  });

  it("checks the recorded answer against the contract: strict, a violation is a 500 naming it", async () => {
    const har = readHarFile(file);
    const entry = har.log.entries[1]!;
    entry.response.content.text = JSON.stringify({ ...JSON.parse(entry.response.content.text!), status: "paused" });
    const seen: SimulatorViolation[] = [];
    const simulator = createSimulator({
      apis: ["code-hosting"],
      strict: true,
      replay: { har },
      onViolation: (violation) => seen.push(violation),
    });
    const answer = await simulator.fetch(`${simulator.urls["code-hosting"]}${importPath}`, get("t"));
    expect(answer.status).toBe(500);
    expect(await answer.json()).toMatchObject({
      title: "The recorded answer replayed breaks the contract",
      problems: [{ location: "/status", rule: "enum" }],
    });
    expect(seen.map((violation) => violation.problems.map((problem) => problem.rule))).toEqual([["enum"]]);
  });
});

describe("the command line", () => {
  it("serve --replay answers from the recording, --upstream and --forward from the upstream, and the log line says which", async () => {
    const upstreamUrl = upstream!.urls["code-hosting"]!;
    const { value, code, output } = await withServerCommand(
      [
        "serve",
        "code-hosting",
        "--port",
        "0",
        "--strict",
        "--replay",
        file,
        "--replay-strict",
        "--upstream",
        `code-hosting=${upstreamUrl}`,
        "--forward",
        "listEmailsForAuthenticatedUser",
      ],
      async (url) => {
        const replayed = await fetch(`${url}${importPath}`, get("t"));
        const forwarded = await fetch(`${url}/user/emails`, get("t"));
        const refused = await fetch(`${url}/user`, get("t"));
        return [replayed.status, ((await replayed.json()) as { status: string }).status, forwarded.status, refused.status];
      },
    );
    expect(value).toEqual([200, "importing", 200, 404]);
    expect(code).toBe(0);
    expect(output).toContain(`Replaying ${file}; a request no recording holds is refused (--replay-strict)`);
    expect(output).toContain(`code-hosting: listEmailsForAuthenticatedUser forwarded to ${upstreamUrl}`);
    expect(output).toMatch(/code-hosting GET \/repos\/octocat\/socm\/import 200 [\d.]+ms getImportStatus \(replay\)/);
    expect(output).toMatch(/code-hosting GET \/user\/emails 200 [\d.]+ms listEmailsForAuthenticatedUser \(upstream\)/);
    expect(output).toMatch(/code-hosting GET \/user 404 [\d.]+ms getAuthenticatedUser \(replay\)/);
  });
});

describe("a recording refused at start", () => {
  const bad = (name: string, text: string) => {
    const path = join(scratch, name);
    writeFileSync(path, text);
    return path;
  };

  it.each([
    ["not JSON", "broken.har", "{ log", /replay: .*broken\.har: not JSON/],
    [
      "not HAR 1.2",
      "old.har",
      JSON.stringify({ log: { version: "1.1", entries: [] } }),
      /replay: .*old\.har: log\.version is "1\.1": replay reads HAR 1\.2/,
    ],
    ["missing", "absent.har", undefined, /replay: cannot read .*absent\.har: ENOENT/],
  ])("%s: the simulator is not started, and the error names the file", async (_, name, text, message) => {
    const path = text === undefined ? join(scratch, name) : bad(name, text);
    await expect(startSimulator({ apis: ["code-hosting"], port: 0, replay: { file: path } })).rejects.toThrow(TrafficOptionError);
    await expect(startSimulator({ apis: ["code-hosting"], port: 0, replay: { file: path } })).rejects.toThrow(message);
    const { code, stderr } = await runHere(["serve", "code-hosting", "--port", "0", "--quiet", "--replay", path]);
    expect(code).toBe(2);
    expect(stderr).toMatch(new RegExp(`--${message.source}`));
  });
});
