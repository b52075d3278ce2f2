/**
 * Record, then replay, for every API: a flow of the API's official JavaScript client
 * (test/support/record-replay-flows.ts) runs through the validating proxy with `record` placed in
 * front of the simulator (standing for the real service), then against a second simulator, whose
 * state is fresh (as after a reset), serving that recording with strict replay. The flow gets the
 * same results (the bodies as the client parsed them, the ids it read from headers, the errors it
 * raised), every request answered from the recording with the status recorded, and no answer
 * breaks the contract. The URLs the answers name are on the server the client reached, the
 * upstream's when recorded and the replaying simulator's when replayed: the comparison reads both
 * as `<server>`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiIds } from "../../src/contract/apis.js";
import { createControlClient } from "../../src/simulator/control.js";
import { startSimulator, type RunningSimulator, type SimulatorViolation } from "../../src/simulator/sockets.js";
import { flows, pointSocialGraphSdk } from "../support/record-replay-flows.js";
import { readHarFile, recordThrough } from "../support/recording.js";

const scratch = mkdtempSync(join(tmpdir(), "contracts-record-replay-"));
let restoreSdk: (() => void) | undefined;
beforeAll(() => {
  restoreSdk = pointSocialGraphSdk();
});
afterAll(() => {
  restoreSdk?.();
  rmSync(scratch, { recursive: true, force: true });
});

/** The results as text, the server's own address written `<server>`. */
const onServer = (results: unknown[], url: string) => JSON.parse(JSON.stringify(results).replaceAll(url, "<server>")) as unknown;

it("has a flow of every API", () => {
  expect(flows.map((flow) => flow.api).sort()).toEqual([...apiIds].sort());
});

describe.each(flows)("$api, through $client", (flow) => {
  const { api } = flow;
  const file = join(scratch, `${api}.har`);
  const servers: RunningSimulator[] = [];
  const violations: SimulatorViolation[] = [];
  const replayLines: string[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });

  /** A strict simulator of the API on a free port, on a frozen clock, stopped after the suite. */
  async function simulator(
    options: Parameters<typeof startSimulator>[0] = {},
  ): Promise<{ url: string; wait: (milliseconds: number) => Promise<void> }> {
    const server = await startSimulator({
      apis: [api],
      port: 0,
      strict: true,
      frozenClock: true,
      responseHeaders: { [api]: flow.responseHeaders },
      responseHeaderNames: { [api]: flow.responseHeaderNames },
      onViolation: (v) => violations.push(v),
      ...options,
    });
    servers.push(server);
    const url = server.urls[api]!;
    const control = createControlClient(url);
    return { url, wait: async (milliseconds) => void (await control.advanceClock(milliseconds)) };
  }

  it("gets from the recording replayed what it got from the simulator recorded", { timeout: 60_000 }, async () => {
    const upstream = await simulator();
    const recorded = await recordThrough(api, upstream.url, file, (proxy) => flow.run(proxy, upstream.wait));
    const entries = readHarFile(file).log.entries;
    expect(entries.length).toBeGreaterThan(3);

    const replaying = await simulator({ replay: { file, strict: true, ignore: flow.ignore }, log: (line) => replayLines.push(line) });
    const replayed = await flow.run(replaying.url, replaying.wait);

    expect(onServer(replayed, replaying.url)).toEqual(onServer(recorded, upstream.url));
    // Every request the flow sent was answered from the recording, with the status recorded, in order.
    const answered = replayLines.filter((line) => !line.includes("/__control/"));
    expect(
      answered.every((line) => line.endsWith("(replay)")),
      answered.join("\n"),
    ).toBe(true);
    expect(answered.map((line) => Number(line.split(" ")[3]))).toEqual(entries.map((entry) => entry.response.status));
    expect(violations).toEqual([]);
  });
});
