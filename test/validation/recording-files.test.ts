/**
 * The recording's file (src/servers/har-recorder.ts): nothing a user recorded is lost (a file that
 * exists is refused unless told to replace it, a file that cannot be written is refused at start),
 * no link planted in a shared folder is written through, and the entries are written as they come
 * within a bound, never held until stop.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Exchange } from "../../src/contract/har.js";
import { createHarRecorder, RecordingError } from "../../src/servers/har-recorder.js";
import { startProxyServer } from "../../src/servers/proxy.js";
import { startSimulator, type RunningSimulator } from "../../src/simulator/sockets.js";
import { runHere } from "../support/cli.js";
import { exchangeOf, readHarFile, validHar } from "../support/recording.js";

const scratch = mkdtempSync(join(tmpdir(), "contracts-recording-files-"));
let simulator: RunningSimulator;
beforeAll(async () => {
  simulator = await startSimulator({ apis: ["search"], port: 0 });
});
afterAll(async () => {
  await simulator?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** An exchange of search's info, its answer `bytes` long. */
const exchange = (bytes = 100): Exchange =>
  exchangeOf(
    { api: "search", upstream: "http://127.0.0.1:9200", path: "/", operationId: "info", requestHeaders: { authorization: "ApiKey k" } },
    JSON.stringify({ name: "n".repeat(bytes) }),
  );

describe("nothing recorded is lost", () => {
  it("refuses a file that exists, leaving it as it was, unless told to replace it", async () => {
    const file = join(scratch, "kept.har");
    writeFileSync(file, "a recording of the real service");
    await expect(startProxyServer("search", simulator.urls.search!, { record: file })).rejects.toThrow(RecordingError);
    await expect(startProxyServer("search", simulator.urls.search!, { record: file })).rejects.toThrow(`${file} exists`);
    expect(readFileSync(file, "utf8")).toBe("a recording of the real service");
    const proxy = await startProxyServer("search", simulator.urls.search!, { record: { file, overwrite: true } });
    await proxy.stop();
    expect(readHarFile(file).log.entries).toEqual([]);
  });

  it("refuses at start a file that cannot be written, naming it and why", async () => {
    const file = join(scratch, "no-such-folder", "recording.har");
    await expect(startProxyServer("search", simulator.urls.search!, { record: file })).rejects.toThrow(`cannot write ${file}: ENOENT`);
  });

  it.each([
    [
      "a file that exists",
      (file: string) => writeFileSync(file, "{}"),
      [],
      /--record: .*exists: a recording is not replaced unless told to/,
    ],
    ["a folder that does not exist", () => undefined, [], /--record: cannot write .*: ENOENT/],
    ["--record-overwrite without --record", () => undefined, ["--record-overwrite"], /--record-overwrite goes with --record/],
  ])("proxy --record: %s is refused with exit 2", async (_, make, flags, message) => {
    const file = join(scratch, `cli-${readdirSync(scratch).length}`, "x.har");
    if (!message.source.includes("ENOENT")) mkdirSync(join(file, ".."));
    make(file);
    const record = flags.length > 0 ? flags : ["--record", file];
    const { code, stderr } = await runHere(["proxy", "search", simulator.urls.search!, "--port", "0", "--quiet", ...record]);
    expect([code, stderr]).toEqual([2, expect.stringMatching(message)]);
  });
});

describe("a recording in a shared folder", () => {
  it("writes through no link planted where its file or temporary file would be", async () => {
    const folder = join(scratch, "shared");
    mkdirSync(folder);
    const victim = join(scratch, "victim.txt");
    writeFileSync(victim, "another user's file");
    const file = join(folder, "recording.har");
    // The temporary names a recorder could be expected to use.
    const planted = [`recording.har.${process.pid}.tmp`, "recording.har.tmp", ".recording.har.tmp"];
    for (const name of planted) symlinkSync(victim, join(folder, name));
    const recorder = await createHarRecorder({ file });
    recorder.record(exchange());
    await recorder.close();
    symlinkSync(victim, join(folder, "linked.har"));
    await expect(createHarRecorder({ file: join(folder, "linked.har") })).rejects.toThrow("exists");
    const replaced = await createHarRecorder({ file: join(folder, "linked.har"), overwrite: true });
    replaced.record(exchange());
    await replaced.close();
    expect(readFileSync(victim, "utf8")).toBe("another user's file");
    expect(readHarFile(file).log.entries).toHaveLength(1);
    expect(readHarFile(join(folder, "linked.har")).log.entries).toHaveLength(1);
    // No temporary file of the recorder's is left.
    expect(readdirSync(folder).filter((name) => name.endsWith(".tmp"))).toEqual(expect.arrayContaining(planted));
    expect(readdirSync(folder).filter((name) => name.endsWith(".tmp"))).toHaveLength(planted.length);
  });
});

describe("entries written as they come, within a bound", () => {
  it("writes each batch out without waiting for a stop, and holds no more than maxPendingBytes meanwhile", async () => {
    const file = join(scratch, "bounded.har");
    const recorder = await createHarRecorder({ file, maxPendingBytes: 50_000 });
    // Twenty entries of about 10 kB given at once: about five wait for the write, the others are left out and counted.
    for (let index = 0; index < 20; index++) recorder.record(exchange(10_000));
    await recorder.flush();
    const first = readHarFile(file);
    expect(first.log.entries.length).toBeGreaterThan(0);
    expect(first.log.entries.length).toBeLessThan(6);
    expect(first.log.comment).toBe(
      `${20 - first.log.entries.length} exchanges are not in this file: the writes did not keep up (maxPendingBytes)`,
    );
    // Given as the writes keep up, every one is written, before any stop.
    for (let index = 0; index < 20; index++) {
      recorder.record(exchange(10_000));
      await recorder.flush();
    }
    const second = readHarFile(file);
    expect(validHar(second), JSON.stringify(validHar.errors)).toBe(true);
    expect(second.log.entries).toHaveLength(first.log.entries.length + 20);
    await recorder.close();
  });
});
