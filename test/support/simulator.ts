/**
 * One lifecycle for a suite that drives the simulator: started before the suite on free ports,
 * strict and on a frozen clock by default, reset (and frozen again) before each test, checked for
 * contract violations after each, and stopped after the suite, also when a test fails.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import type { ApiId } from "../../src/contract/apis.js";
import { createControlClient, type ControlClient } from "../../src/simulator/control.js";
import { startSimulator, type RunningSimulator, type SimulatorOptions, type SimulatorViolation } from "../../src/simulator/sockets.js";

export interface SimulatorHandle {
  /** The (first) API's base URL. */
  readonly url: string;
  /** The control client of the (first) API. */
  readonly control: ControlClient;
  readonly simulator: RunningSimulator;
  /** Violations seen since the last test began. */
  readonly violations: SimulatorViolation[];
  /** The base URL of any API the simulator serves. */
  urlOf(api: ApiId): string;
}

export function useSimulator(
  apis: ApiId | readonly ApiId[],
  options: Omit<SimulatorOptions, "apis" | "port" | "onViolation"> = {},
): SimulatorHandle {
  const served = typeof apis === "string" ? [apis] : [...apis];
  const settings = { strict: true, frozenClock: true, ...options };
  let simulator: RunningSimulator | undefined;
  let controls: ControlClient[] = [];
  const violations: SimulatorViolation[] = [];
  beforeAll(async () => {
    simulator = await startSimulator({ ...settings, apis: served, port: 0, onViolation: (v) => violations.push(v) });
    controls = served.map((api) => createControlClient(simulator!.urls[api]!));
  });
  afterAll(async () => {
    await simulator?.stop();
  });
  beforeEach(async () => {
    violations.length = 0;
    for (const control of controls) await control.reset();
    // A test may have let the clock run: the next starts frozen again.
    if (settings.frozenClock) await controls[0]!.freezeClock();
  });
  afterEach(() => {
    expect(violations).toEqual([]);
  });
  return {
    get url() {
      return simulator!.urls[served[0]!]!;
    },
    get control() {
      return controls[0]!;
    },
    get simulator() {
      return simulator!;
    },
    violations,
    urlOf: (api) => simulator!.urls[api]!,
  };
}

/** useSimulator with a client of the API, made once the simulator runs. */
export function useSimulatorClient<Client>(api: ApiId, makeClient: (url: string) => Client): SimulatorHandle & { readonly client: Client } {
  const sim = useSimulator(api);
  let client: Client | undefined;
  beforeAll(() => {
    client = makeClient(sim.url);
  });
  return Object.defineProperty(sim, "client", { get: () => client! }) as SimulatorHandle & { readonly client: Client };
}
