/**
 * Fault injection through the control API: documented errors for the next requests of an
 * operation, delays, dropped connections, and refusals of faults the contract does not document.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { useSimulator } from "../support/simulator.js";

describe("faults", () => {
  const sim = useSimulator("code-hosting");
  const status = () => fetch(`${sim.url}/repos/octocat/hello-world/import`, { headers: { Authorization: "Bearer t" } });
  beforeEach(async () => {
    const started = await fetch(`${sim.url}/repos/octocat/hello-world/import`, {
      method: "PUT",
      headers: { Authorization: "Bearer t", "Content-Type": "application/json" },
      body: JSON.stringify({ vcs_url: "https://git.example.org/hello-world.git" }),
    });
    expect(started.status).toBe(201);
  });

  it("answers the next requests of an operation with its documented 503 and Retry-After, then as before", async () => {
    await sim.control.injectFault({ operationId: "getImportStatus", status: 503, count: 2, retryAfter: 3 });
    for (let i = 0; i < 2; i++) {
      const refused = await status();
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("3");
      expect(await refused.json()).toHaveProperty("message");
    }
    expect((await status()).status).toBe(200);
  });

  it("lets `after` requests pass first, and touches no other operation", async () => {
    await sim.control.injectFault({ operationId: "getImportStatus", status: 503, after: 1 });
    expect((await fetch(`${sim.url}/user/emails`, { headers: { Authorization: "Bearer t" } })).status).toBe(200);
    expect((await status()).status).toBe(200);
    expect((await status()).status).toBe(503);
    expect((await status()).status).toBe(200);
  });

  it("answers a share of the requests for as long as the fault stays (all of them at share 1)", async () => {
    await sim.control.injectFault({ operationId: "getImportStatus", status: 503, share: 1 });
    for (let i = 0; i < 3; i++) expect((await status()).status).toBe(503);
    // Still armed: a share is never used up.
    expect(await (await fetch(`${sim.url}/__control/faults`)).json()).toEqual({ faults: [{ operationId: "getImportStatus", status: 503, share: 1 }] });
    await sim.control.clearFaults();
    expect((await status()).status).toBe(200);
  });

  it("answers late by delayMs: a request of another operation sent after it is answered first", async () => {
    await sim.control.injectFault({ operationId: "getImportStatus", delayMs: 500 });
    const order: string[] = [];
    const delayed = status().then((answer) => order.push(`delayed ${answer.status}`));
    const prompt = fetch(`${sim.url}/user/emails`, { headers: { Authorization: "Bearer t" } }).then((answer) => order.push(`prompt ${answer.status}`));
    await Promise.all([delayed, prompt]);
    expect(order).toEqual(["prompt 200", "delayed 200"]);
  });

  it("drops the connection without an answer", async () => {
    await sim.control.injectFault({ operationId: "getImportStatus", drop: true });
    await expect(status()).rejects.toThrow();
    expect((await status()).status).toBe(200);
  });

  it("lists the faults not yet used; clearFaults and reset take them back", async () => {
    await sim.control.injectFault({ operationId: "getImportStatus", status: 401, count: 5 });
    expect(await sim.control.command("faults", { operationId: "getImportStatus", status: 404 })).toEqual({
      faults: [
        { operationId: "getImportStatus", status: 401, count: 5 },
        { operationId: "getImportStatus", status: 404 },
      ],
    });
    await sim.control.clearFaults();
    expect((await status()).status).toBe(200);
    await sim.control.injectFault({ operationId: "getImportStatus", status: 401 });
    await sim.control.reset();
    // The service's own answer, not the fault's 401: reset forgot the import and the fault alike.
    expect((await status()).status).toBe(404);
  });

  it("forgets faults on a seed, which resets", async () => {
    await sim.control.injectFault({ operationId: "getImportStatus", status: 503 });
    await sim.control.seed(undefined);
    // The service's own answer: the seed forgot the import and the fault alike.
    expect((await status()).status).toBe(404);
  });

  it.each([
    [{ operationId: "getImportStatus", status: 418 }, /document no 418/],
    [{ operationId: "noSuchOperation", status: 503 }, /no operation noSuchOperation/],
    [{ operationId: "getImportStatus" }, /give a status, a delayMs or drop/],
    [{ status: 503, count: -1 }, /whole numbers/],
    [{ status: 503, share: 2 }, /share/],
    [{ status: 503, when: "now" }, /unknown member when/],
  ])("refuses %j naming the problem", async (rule, message) => {
    await expect(sim.control.injectFault(rule as never)).rejects.toThrow(message);
    expect((await status()).status).toBe(200);
  });
});
