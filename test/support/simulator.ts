/**
 * One lifecycle for a suite that drives the simulator: started before the suite on free ports,
 * strict and on a frozen clock by default, reset before each test, checked for contract
 * violations after each, and stopped after the suite, also when a test fails.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import type { ApiId } from "../../src/apis.js";
import { createControlClient, type ControlClient } from "../../src/simulator/control.js";
import { startSimulator, type RunningSimulator, type SimulatorOptions, type SimulatorViolation } from "../../src/simulator/engine.js";

export interface SimulatorHandle {
  /** The API's base URL. */
  readonly url: string;
  readonly control: ControlClient;
  readonly simulator: RunningSimulator;
  /** Violations seen since the last test began. */
  readonly violations: SimulatorViolation[];
}

export function useSimulator(api: ApiId, options: Omit<SimulatorOptions, "apis" | "port" | "onViolation"> = {}): SimulatorHandle {
  let simulator: RunningSimulator | undefined;
  let control: ControlClient | undefined;
  const violations: SimulatorViolation[] = [];
  beforeAll(async () => {
    simulator = await startSimulator({ strict: true, frozenClock: true, ...options, apis: [api], port: 0, onViolation: (v) => violations.push(v) });
    control = createControlClient(simulator.urls[api]!);
  });
  afterAll(async () => {
    await simulator?.stop();
  });
  beforeEach(async () => {
    violations.length = 0;
    await control!.reset();
  });
  afterEach(() => {
    expect(violations).toEqual([]);
  });
  return {
    get url() {
      return simulator!.urls[api]!;
    },
    get control() {
      return control!;
    },
    get simulator() {
      return simulator!;
    },
    violations,
  };
}
