/**
 * The seed rule every service shares (services/read-seed.ts): a body that is not an object, or
 * names a part the API's seed does not have, is refused with a 400 naming the API and changes
 * nothing; a JSON null is no body, the default seed.
 */
import { describe, expect, it } from "vitest";
import { apiIds } from "../../src/contract/apis.js";
import { useSimulator } from "../support/simulator.js";

const sim = useSimulator(apiIds);

async function seed(api: (typeof apiIds)[number], text: string) {
  const response = await fetch(`${sim.urlOf(api)}/__control/seed`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: text,
  });
  return { status: response.status, body: (await response.json()) as { detail?: string } };
}

describe.each(apiIds)("%s", (api) => {
  it.each([
    ["an array", "[]", `the ${api} seed is an object`],
    ["a number", "7", `the ${api} seed is an object`],
    ["a string", '"text"', `the ${api} seed is an object`],
    [
      "a member its seed does not have, listing the ones it takes",
      JSON.stringify({ notAPart: 1 }),
      new RegExp(`the ${api} seed has no member notAPart \\(it takes \\w+`),
    ],
  ])("refuses %s, naming the API", async (_given, text, wanted) => {
    const answer = await seed(api, text);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toMatch(wanted);
  });

  it("takes JSON null as no body: the default seed", async () => {
    expect((await seed(api, "null")).status).toBe(200);
  });
});
