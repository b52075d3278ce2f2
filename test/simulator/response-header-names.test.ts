/**
 * `responseHeaderNames`: a response header of the contract whose name holds a neutral word, sent
 * under the name an official client reads (the contract's name with another word in the neutral
 * word's place), by the simulator in strict mode; any other name refused at creation. The
 * official event-management client reads its created ids this way against the simulator and the
 * mock (test/official-clients/event-management*.test.ts).
 */
import { describe, expect, it } from "vitest";
import { createSimulator } from "../../src/simulator/in-process.js";
import type { SimulatorViolation } from "../../src/simulator/options.js";
import { eventBody } from "../support/event-management.js";

const headers = { authorization: "Bearer AQXsim", "content-type": "application/json", "x-standin-protocol-version": "2.0.0" };

describe("responseHeaderNames", () => {
  it("sends the created event's id under the name given, and not under the contract's, with no violation in strict mode", async () => {
    const violations: SimulatorViolation[] = [];
    const simulator = createSimulator({
      apis: ["event-management"],
      strict: true,
      responseHeaderNames: { "event-management": { "X-Vendor-Id": "X-Standin-Id" } },
      onViolation: (violation) => violations.push(violation),
    });
    const answer = await simulator.fetch(`${simulator.urls["event-management"]}/rest/events`, {
      method: "POST",
      headers,
      body: JSON.stringify(eventBody()),
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get("x-standin-id")).toBe(String(((await answer.json()) as { id: number }).id));
    expect(answer.headers.has("x-vendor-id")).toBe(false);
    expect(violations).toEqual([]);
  });

  it.each([
    [
      { "X-Vendor-Product": "X-Standin-Product" },
      /X-Vendor-Product is not a response header of the event-management contract whose name holds a neutral word \(X-Vendor-Id\)/,
    ],
    [{ "X-Vendor-Id": "X-Standin-Entity-Id" }, /X-Standin-Entity-Id is not X-Vendor-Id with another word in place of its neutral one/],
    [{ "Content-Type": "X-Standin-Type" }, /Content-Type is not a response header of the event-management contract/],
  ])("refuses %o at creation, saying why", (names, message) => {
    expect(() => createSimulator({ apis: ["event-management"], responseHeaderNames: { "event-management": names } })).toThrow(message);
  });
});
