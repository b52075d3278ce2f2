/**
 * A list of 60,000 email addresses (under code-hosting's body limit of 1 MiB; the service documents
 * no limit of its own, so none is made up) is added in steps, other requests answered between
 * them: a request that arrives while it is added is answered first. Shown on the in-process
 * simulator, whose clock of slices is made to pass a slice at every step, so that the test does not
 * depend on how fast the machine adds them; never timed.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSimulator } from "../../src/simulator/in-process.js";
import type { SimulatorViolation } from "../../src/simulator/options.js";

afterEach(() => vi.restoreAllMocks());

describe("60,000 email addresses added at once", () => {
  const violations: SimulatorViolation[] = [];
  const simulator = createSimulator({ apis: ["code-hosting"], strict: true, onViolation: (v) => violations.push(v) });
  const base = simulator.urls["code-hosting"]!;
  const headers = { authorization: "Bearer t", "content-type": "application/json" };
  const addresses = Array.from({ length: 60_000 }, (_, index) => `a${index}@e.io`);

  it("are all added, in order, while a request that came after them is answered first", async () => {
    // Every reading of the clock is 10 ms later: each step of the work passes a slice of its own.
    let now = performance.now();
    vi.spyOn(performance, "now").mockImplementation(() => (now += 10));
    const finished: string[] = [];
    const added = simulator
      .fetch(`${base}/user/emails`, { method: "POST", headers, body: JSON.stringify({ emails: addresses }) })
      .then(async (answer) => {
        finished.push("emails");
        return { status: answer.status, body: (await answer.json()) as { email: string }[] };
      });
    const read = simulator.fetch(`${base}/user`, { headers }).then((answer) => {
      finished.push("user");
      return answer.status;
    });
    const [emails, user] = await Promise.all([added, read]);
    expect(user).toBe(200);
    expect(finished).toEqual(["user", "emails"]);
    expect(emails.status).toBe(201);
    expect(emails.body.map((email) => email.email)).toEqual(addresses);
    vi.restoreAllMocks();
    const listed = await simulator.fetch(`${base}/user/emails?per_page=100&page=601`, { headers });
    expect(((await listed.json()) as { email: string }[]).map((email) => email.email)).toEqual(addresses.slice(59_999));
    expect(violations).toEqual([]);
  });
});
