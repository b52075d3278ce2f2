/**
 * The finder rule (`x-finders`, src/contract/finders.ts) is one rule in three places: what the
 * client refuses before sending, the simulator's service and the mock refuse with the same 400 in
 * the API's own shape, naming the same problems; and what one accepts, all accept.
 */
import { describe, expect, it } from "vitest";
import { finderProblems } from "../../src/clients/event-management.js";
import { useMockServer } from "../support/mock.js";
import { useSimulator } from "../support/simulator.js";

const organization = "urn:li:organization:2414183";
const person = "urn:li:person:Xk3pQ9rT2a";
const simulator = useSimulator("event-management");
const mock = useMockServer("event-management");

async function find(baseUrl: string, query: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(`${baseUrl}/rest/events?${new URLSearchParams(query)}`, {
    headers: { Authorization: "Bearer AQX-finders", "X-Vendor-Protocol-Version": "2.0.0" },
  });
  return { status: answer.status, body: await answer.json() };
}

describe("a finder query its finder does not take", () => {
  it.each([
    ["a person organizer on B9", { q: "organizerLeadGenFormEnabledEvents", organizer: person }],
    ["a parameter of B8 on B9", { q: "organizerLeadGenFormEnabledEvents", organizer: organization, sortOrder: "START_TIME_ASC" }],
    ["two problems on B9", { q: "organizerLeadGenFormEnabledEvents", organizer: person, excludeCancelled: "true" }],
  ])("is refused alike by the client, the simulator and the mock: %s", async (_given, query) => {
    const problems = finderProblems(query);
    expect(problems.length).toBeGreaterThan(0);
    const refusal = { status: 400, body: { status: 400, message: problems.join("; ") } };
    expect(await find(simulator.url, query)).toEqual(refusal);
    expect(await find(mock.url, query)).toEqual(refusal);
  });
});

describe("a finder query its finder takes", () => {
  it.each([
    [
      "B8 with every filter",
      {
        q: "eventsByOrganizer",
        organizer: person,
        timeBasedFilter: "(lifeCycleState:PAST)",
        entryCriteria: "PUBLIC",
        sortOrder: "START_TIME_ASC",
        start: "0",
        count: "2",
      },
    ],
    ["B9 with paging", { q: "organizerLeadGenFormEnabledEvents", organizer: organization, start: "0", count: "10" }],
  ])("is answered 200 by the simulator and the mock, and passes the client's check: %s", async (_given, query) => {
    expect(finderProblems(query)).toEqual([]);
    expect((await find(simulator.url, query)).status).toBe(200);
    expect((await find(mock.url, query)).status).toBe(200);
  });
});
