/**
 * The seed rule every service shares (services/read-seed.ts): a body that is not an object, or
 * names a part the API's seed does not have, is refused with a 400 naming the API and changes
 * nothing; a JSON null is no body, the default seed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiIds } from "../../src/apis.js";
import { startSimulator, type RunningSimulator } from "../../src/simulator/engine.js";

let simulator: RunningSimulator;

beforeAll(async () => {
  simulator = await startSimulator({ port: 0 });
});
afterAll(async () => {
  await simulator?.stop();
});

async function seed(api: string, text: string) {
  const response = await fetch(`${simulator.urls[api as (typeof apiIds)[number]]}/__control/seed`, { method: "POST", headers: { "content-type": "application/json" }, body: text });
  return { status: response.status, body: (await response.json()) as { detail?: string } };
}

describe.each(apiIds)("%s", (api) => {
  it("refuses a seed that is not an object, naming the API", async () => {
    for (const text of ["[]", "7", '"text"']) {
      const answer = await seed(api, text);
      expect(answer.status, text).toBe(400);
      expect(JSON.stringify(answer.body), text).toContain(`the ${api} seed is an object`);
    }
  });

  it("refuses a member its seed does not have, listing the ones it takes", async () => {
    const answer = await seed(api, JSON.stringify({ notAPart: 1 }));
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toMatch(new RegExp(`the ${api} seed has no member notAPart \\(it takes \\w+`));
  });

  it("takes JSON null as no body: the default seed", async () => {
    expect((await seed(api, "null")).status).toBe(200);
  });
});
