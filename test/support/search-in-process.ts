/**
 * The simulated search service in process (strict, frozen clock), for the suites whose point is
 * the service's rules rather than sockets: a request by hand (JSON or NDJSON), the control client,
 * a reset before each test, and no contract violation after it.
 */
import { afterEach, beforeEach, expect } from "vitest";
import { createSimulator } from "../../src/simulator/in-process.js";
import { createControlClient } from "../../src/simulator/control.js";
import type { SimulatorViolation } from "../../src/simulator/options.js";

export interface Answer {
  status: number;
  body: any;
}

export function useSearchInProcess() {
  const violations: SimulatorViolation[] = [];
  const simulator = createSimulator({ apis: ["search"], strict: true, frozenClock: true, onViolation: (v) => violations.push(v) });
  const base = simulator.urls.search!;
  const control = createControlClient(base, simulator.fetch);
  beforeEach(async () => {
    violations.length = 0;
    await control.reset();
    await control.freezeClock();
  });
  afterEach(() => {
    expect(violations).toEqual([]);
  });

  /** A request by hand: a string body goes as NDJSON (the media type given), anything else as JSON. */
  async function call(method: string, path: string, body?: unknown, contentType?: string): Promise<Answer> {
    const text = body === undefined || typeof body === "string" ? body : JSON.stringify(body);
    const type = contentType ?? (typeof body === "string" ? "application/x-ndjson" : "application/json");
    const response = await simulator.fetch(`${base}${path}`, {
      method,
      headers: text === undefined ? {} : { "content-type": type },
      body: text,
    });
    const answer = await response.text();
    return { status: response.status, body: answer === "" ? undefined : JSON.parse(answer) };
  }
  /** NDJSON of the given lines, each ended by a newline. */
  const ndjson = (...lines: unknown[]) => lines.map((line) => `${JSON.stringify(line)}\n`).join("");
  /** The ids of a search's hits, in order. */
  const hitIds = (answer: Answer): string[] => answer.body.hits.hits.map((hit: { _id: string }) => hit._id);
  return { simulator, control, call, ndjson, hitIds };
}
