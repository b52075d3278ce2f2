/**
 * Recording through the validating proxy (`record`, `proxy --record`): for every API, an exchange
 * sequence recorded through the proxy placed in front of the simulator is HAR 1.2 (the format's
 * own JSON Schema), holds no credential that was sent, names each entry's operation, and re-checks
 * clean against the contract (`validate --har`); a reader finds valid HAR as the entries come.
 * The file's safety (refused when it exists or cannot be written, made where no one can plant a
 * link, bounded): recording-files.test.ts. Drift and corpus import: drift.test.ts.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiIds } from "../../src/contract/apis.js";
import { startProxyServer } from "../../src/servers/proxy.js";
import { startSimulator, type RunningSimulator } from "../../src/simulator/sockets.js";
import { runHere, withServerCommand } from "../support/cli.js";
import { readHarFile, recordSequence, secret, sequences, validHar } from "../support/recording.js";

const scratch = mkdtempSync(join(tmpdir(), "contracts-recording-"));
let simulator: RunningSimulator;
beforeAll(async () => {
  simulator = await startSimulator({ port: 0, strict: true });
});
afterAll(async () => {
  await simulator?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

const json = (value: unknown) => JSON.stringify(value);

describe.each(apiIds)("%s: recording through the proxy in front of the simulator", (api) => {
  const file = join(scratch, `${api}.har`);
  beforeAll(async () => {
    const statuses = await recordSequence(api, simulator.urls[api]!, file);
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

describe("bounds and failures of the recording", () => {
  it("keeps a body past the bound up to it, marked truncated, and drift leaves it unchecked", async () => {
    const file = join(scratch, "truncated.har");
    await recordSequence("search", simulator.urls.search!, file, { maxBodyBytes: 64 });
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

  it("a reader finds valid HAR while the proxy records (reading again where a write was in flight), and the entries arrive without a stop", async () => {
    const file = join(scratch, "running.har");
    const proxy = await startProxyServer("search", simulator.urls.search!, { record: file });
    // A write puts the new entries over the file's closing lines in one system call: a read that meets one may find it unfinished.
    const readWhole = () => vi.waitFor(() => readHarFile(file), { timeout: 1000, interval: 5 });
    try {
      const reads: number[] = [];
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          await (await fetch(`${proxy.url}/`, { headers: { authorization: "ApiKey k" } })).arrayBuffer();
          const har = await readWhole();
          expect(validHar(har), JSON.stringify(validHar.errors)).toBe(true);
          reads.push(har.log.entries.length);
        }),
      );
      expect(reads.every((count) => count <= 20)).toBe(true);
      await vi.waitFor(() => expect(readHarFile(file).log.entries).toHaveLength(20), { timeout: 5000 });
    } finally {
      await proxy.stop();
    }
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

describe("proxy --record, the command", () => {
  it("records what the installed command proxies, and the file is whole once Ctrl-C has stopped it", async () => {
    const file = join(scratch, "command.har");
    const {
      value: status,
      code,
      output,
    } = await withServerCommand(["proxy", "search", simulator.urls.search!, "--port", "0", "--quiet", "--record", file], async (url) => {
      const answer = await fetch(`${url}/`, { headers: { authorization: `ApiKey ${secret.header}` } });
      await answer.arrayBuffer();
      return answer.status;
    });
    expect([status, code]).toEqual([200, 0]);
    expect(output).toContain(`recording to ${file}`);
    expect(readHarFile(file).log.entries.map((entry) => [entry._api, entry._operationId])).toEqual([["search", "info"]]);
    expect(readFileSync(file, "utf8")).not.toContain(secret.header);
  });
});
