/**
 * The simulator's control API, for tests: reset state, load seed data, move the clock, and the
 * commands of each service. It lives under /__control on every API's port, outside the contracts.
 *
 *   const control = createControlClient(simulator.urls["code-hosting"]!);
 *   await control.reset();
 *   await control.advanceClock(10_000); // imports progress, contexts expire
 *   await control.injectFault({ operationId: "getImportStatus", status: 503, count: 2 });
 */
import type { FaultRule } from "./faults.js";

/** The reserved path prefix of the control API, on every API's port. */
export const controlPrefix = "/__control";

/** The header that carries the control token, which a simulator listening beyond loopback requires. */
export const controlTokenHeader = "x-simulator-control-token";

export interface ControlClientOptions {
  /**
   * A fetch implementation; defaults to the global fetch, looked up at each call (MSW's once it is
   * installed). The in-process simulator's (`createSimulator(...).fetch`) goes here: without it the
   * control client sends real requests to the URL, where nothing listens (`fetch failed`).
   */
  fetch?: typeof fetch;
  /** The control token the simulator printed at start (needed only when it listens beyond loopback). */
  token?: string;
}

export interface ControlClient {
  /** Forgets the API's state, back to its seed. */
  reset(): Promise<void>;
  /** Replaces the API's seed data and resets. */
  seed(data: unknown): Promise<void>;
  /** The simulator's time (shared by all APIs of one simulator). */
  now(): Promise<Date>;
  /** Moves the shared clock forward. */
  advanceClock(milliseconds: number): Promise<Date>;
  /** Stops real time from moving the shared clock (true), or lets it run again (false). */
  freezeClock(frozen?: boolean): Promise<Date>;
  /** Answers the next requests of an operation (or of all) with a documented error, late, or not at all (faults.ts). */
  injectFault(rule: FaultRule): Promise<FaultRule[]>;
  /** Takes back every fault not yet used. */
  clearFaults(): Promise<void>;
  /** A command of the API's service (for example code-hosting's `tokens`). */
  command<T = unknown>(name: string, body?: unknown): Promise<T>;
}

export function createControlClient(baseUrl: string, options: ControlClientOptions | typeof fetch = {}): ControlClient {
  // The global fetch is looked up at each call, so that one installed later (MSW's) is used.
  const { fetch: fetchImpl = ((input, init) => globalThis.fetch(input, init)) as typeof fetch, token } = typeof options === "function" ? { fetch: options } : options;
  const root = `${baseUrl.replace(/\/+$/, "")}${controlPrefix}`;
  async function call<T>(method: "GET" | "POST", name: string, body?: unknown): Promise<T> {
    const response = await fetchImpl(`${root}/${name}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(token ? { [controlTokenHeader]: token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as T & { title?: string };
    if (!response.ok) throw new Error(`simulator control ${name}: ${answer.title ?? response.status}`);
    return answer;
  }
  return {
    reset: async () => void (await call("POST", "reset")),
    seed: async (data) => void (await call("POST", "seed", data)),
    now: async () => new Date((await call<{ now: string }>("GET", "clock")).now),
    advanceClock: async (milliseconds) => new Date((await call<{ now: string }>("POST", "clock", { advanceMs: milliseconds })).now),
    freezeClock: async (frozen = true) => new Date((await call<{ now: string }>("POST", "clock", { frozen })).now),
    injectFault: async (rule) => (await call<{ faults: FaultRule[] }>("POST", "faults", rule)).faults,
    clearFaults: async () => void (await call("POST", "faults", { clear: true })),
    command: (name, body) => call("POST", name, body ?? {}),
  };
}
