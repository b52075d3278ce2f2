/** The readiness endpoint, /__health, on every port of the simulator over sockets (src/simulator/health-route.ts). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSimulator, type RunningSimulator } from "../../src/simulator/sockets.js";
import { controlTokenHeader } from "../../src/simulator/control.js";

let simulator: RunningSimulator;
beforeAll(async () => {
  // A control token set: the readiness endpoint asks for none, as a container's HEALTHCHECK sends none.
  simulator = await startSimulator({ apis: ["code-hosting", "search"], port: 0, controlToken: "health-test-token" });
});
afterAll(() => simulator.stop());

describe("/__health", () => {
  it("answers 200 on each API's port, naming the API, without the control token or credentials", async () => {
    for (const api of ["code-hosting", "search"] as const) {
      const answer = await fetch(`${simulator.urls[api]}/__health`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(await answer.json()).toEqual({ status: "ready", api });
    }
    expect((await fetch(`${simulator.urls.search}/__health?probe=1`)).status).toBe(200);
  });

  it("answers HEAD without a body and refuses other methods with 405", async () => {
    const head = await fetch(`${simulator.urls["code-hosting"]}/__health`, { method: "HEAD" });
    expect([head.status, await head.text()]).toEqual([200, ""]);
    const post = await fetch(`${simulator.urls["code-hosting"]}/__health`, { method: "POST" });
    expect([post.status, post.headers.get("allow")]).toEqual([405, "GET, HEAD"]);
  });

  it("leaves every other path to the API, and the control API still asks for its token", async () => {
    const other = await fetch(`${simulator.urls["code-hosting"]}/__healthz`, { headers: { authorization: "Bearer t" } });
    expect(other.status).toBe(404);
    expect(((await other.json()) as { message: string }).message).toBe("/__healthz is not a path of the code-hosting API");
    expect((await fetch(`${simulator.urls.search}/__control/clock`)).status).toBe(401);
    expect(
      (await fetch(`${simulator.urls.search}/__control/clock`, { headers: { [controlTokenHeader]: "health-test-token" } })).status,
    ).toBe(200);
  });
});
