/**
 * Which documented example answers a request (src/contract/examples.ts): by status, by the name
 * asked for, by a finder's `q` (x-finders) or a parameter of `x-example-by-query`, else the first;
 * and the mock and the simulator, which both ask it, answer the same example to the same request.
 */
import { describe, expect, it } from "vitest";
import type { ApiId } from "../src/contract/apis.js";
import { operationIndex } from "../src/contract/documents.js";
import { chooseExample, type ExampleRequest } from "../src/contract/examples.js";
import { useMockServer } from "./support/mock.js";
import { useSimulator } from "./support/simulator.js";

type Want = { status: number; name?: string; chosenBy?: "name" | "query" | "first" } | { problem: RegExp };

const leadGen = "organizerLeadGenFormEnabledEvents";
const cases: [string, ApiId, string, ExampleRequest, Want][] = [
  ["the lowest 2xx's first example", "event-management", "findEvents", {}, { status: 200, name: "eventsByOrganizer", chosenBy: "first" }],
  [
    "a finder by its q",
    "event-management",
    "findEvents",
    { query: new URLSearchParams({ q: leadGen }) },
    { status: 200, name: leadGen, chosenBy: "query" },
  ],
  [
    "a q that is no finder",
    "event-management",
    "findEvents",
    { query: new URLSearchParams({ q: "eventsByMember" }) },
    { status: 200, name: "eventsByOrganizer", chosenBy: "first" },
  ],
  [
    "a name asked for over the finder's",
    "event-management",
    "findEvents",
    { example: "eventsByOrganizerLastPage", query: new URLSearchParams({ q: leadGen }) },
    { status: 200, name: "eventsByOrganizerLastPage", chosenBy: "name" },
  ],
  [
    "a finder with the status of 200 asked for",
    "event-management",
    "findEvents",
    { status: 200, query: new URLSearchParams({ q: leadGen }) },
    { status: 200, name: leadGen, chosenBy: "query" },
  ],
  [
    "another status: its own example, whatever the query",
    "event-management",
    "findEvents",
    { status: 503, query: new URLSearchParams({ q: leadGen }) },
    { status: 503, name: "serviceUnavailable", chosenBy: "first" },
  ],
  ["a status under default", "event-management", "findEvents", { status: 418 }, { status: 418, name: "error", chosenBy: "first" }],
  ["a response without a body", "event-management", "deletePost", {}, { status: 204 }],
  [
    "a scroll search by `scroll` in the query",
    "search",
    "searchIndex",
    { query: new URLSearchParams({ scroll: "1m" }) },
    { status: 200, name: "scrollOpen", chosenBy: "query" },
  ],
  [
    "a search without it",
    "search",
    "searchIndex",
    { query: new URLSearchParams({ size: "2" }) },
    { status: 200, name: "page", chosenBy: "first" },
  ],
  [
    "a name asked for over `scroll`",
    "search",
    "searchIndex",
    { example: "page", query: new URLSearchParams({ scroll: "1m" }) },
    { status: 200, name: "page", chosenBy: "name" },
  ],
  ["a name the response lacks", "search", "searchIndex", { example: "nope" }, { problem: /searchIndex has no example "nope" for 200/ }],
  [
    "a status the operation does not document",
    "code-hosting",
    "getImportStatus",
    { status: 418 },
    { problem: /getImportStatus documents no 418 response/ },
  ],
];

describe("the example that answers a request", () => {
  it.each(cases)("%s", (_given, api, operationId, request, want) => {
    const index = operationIndex(api);
    const chosen = chooseExample(index, index.get(operationId)!, request);
    if ("problem" in want) {
      expect(chosen).toEqual({ problem: expect.stringMatching(want.problem) });
      return;
    }
    expect(
      "problem" in chosen ? chosen : { status: chosen.status, name: chosen.example?.name, chosenBy: chosen.example?.chosenBy },
    ).toEqual({ name: undefined, chosenBy: undefined, ...want });
  });
});

describe("the mock and the simulator answer the same example", () => {
  const simulator = useSimulator(["event-management", "search"]);
  const mocks = { "event-management": useMockServer("event-management"), search: useMockServer("search") };
  const headers = { Authorization: "Bearer AQX-examples", "X-Vendor-Protocol-Version": "2.0.0" };

  // `code=200` makes the simulator answer from the examples too, rather than from its state.
  it.each([
    ["a finder by its q", "event-management", `/rest/events?q=${leadGen}&organizer=urn:li:organization:2414183`, "code=200", leadGen],
    [
      "a finder, a name asked for",
      "event-management",
      "/rest/events?q=eventsByOrganizer&organizer=urn:li:person:Xk3pQ9rT2a",
      "example=eventsByOrganizerLastPage",
      "eventsByOrganizerLastPage",
    ],
    ["a scroll search", "search", "/_search?scroll=1m", "code=200", "scrollOpen"],
  ] as const)("%s", async (_given, api, path, prefer, name) => {
    const index = operationIndex(api);
    const url = new URL(path, "http://example.invalid");
    const operation = index.match("GET", url.pathname).entry!;
    const expected = chooseExample(index, operation, {
      query: url.searchParams,
      example: prefer.startsWith("example=") ? name : undefined,
    });
    expect(expected).toMatchObject({ status: 200, example: { name } });
    for (const base of [simulator.urlOf(api), mocks[api].url]) {
      const answer = await fetch(`${base}${path}`, { headers: { ...headers, Prefer: prefer } });
      expect([base, answer.status, await answer.json()]).toEqual([base, 200, "example" in expected ? expected.example!.value : undefined]);
    }
  });
});
