/**
 * The event-management client's helpers on their own, without a server: the time-based filter
 * builders refuse what the syntax cannot say, finder queries are checked against x-finders, and
 * the page iterator knows when to stop.
 */
import { describe, expect, it } from "vitest";
import { finderProblems, nextPage, timeBasedFilter, type EventList } from "../../src/clients/event-management.js";
import { northwind as organizer } from "../support/event-management.js";

describe("the filter builders refuse what the syntax cannot say", () => {
  it.each([
    ["a negative time", () => timeBasedFilter.startTimeRange({ start: -1 })],
    ["a fractional time", () => timeBasedFilter.startTimeRange({ end: 1.5 })],
    ["an invalid date", () => timeBasedFilter.ongoingTimeRange({ start: new Date("not a date"), end: 1 })],
    ["an ongoing range that ends before it starts", () => timeBasedFilter.ongoingTimeRange({ start: 2, end: 1 })],
    ["an empty half-open range", () => timeBasedFilter.startTimeRange({ start: 5, end: 5 })],
    ["an unknown lifecycle state", () => timeBasedFilter.lifeCycleState("CANCELLED" as "PAST")],
  ])("throws on %s", (_given, build) => {
    expect(build).toThrow(RangeError);
  });

  it("builds a one-instant ongoing range, which the closed interval allows", () => {
    expect(timeBasedFilter.ongoingTimeRange({ start: 5, end: 5 })).toBe("(ongoingTimeRange:(start:5,end:5))");
  });
});

describe("finder queries are checked against x-finders", () => {
  it("accepts a query of either finder", () => {
    expect(
      finderProblems({
        q: "eventsByOrganizer",
        organizer: "urn:li:person:Xk3pQ9rT2a",
        timeBasedFilter: "(lifeCycleState:PAST)",
        start: 0,
        count: 2,
      }),
    ).toEqual([]);
    expect(finderProblems({ q: "organizerLeadGenFormEnabledEvents", organizer, count: 10 })).toEqual([]);
  });

  it.each([
    ["an unknown finder", { q: "eventsByMember", organizer }, "q must be one of eventsByOrganizer, organizerLeadGenFormEnabledEvents"],
    ["a finder without organizer", { q: "eventsByOrganizer" }, "organizer is required"],
    [
      "a time-based filter on B9",
      { q: "organizerLeadGenFormEnabledEvents", organizer, timeBasedFilter: "(lifeCycleState:PAST)" },
      "timeBasedFilter is not a parameter of the organizerLeadGenFormEnabledEvents finder",
    ],
    [
      "a person organizer on B9",
      { q: "organizerLeadGenFormEnabledEvents", organizer: "urn:li:person:Xk3pQ9rT2a" },
      "organizer of the organizerLeadGenFormEnabledEvents finder: must match pattern",
    ],
    [
      "a malformed filter on B8",
      { q: "eventsByOrganizer", organizer, timeBasedFilter: "lifeCycleState:PAST" },
      "timeBasedFilter of the eventsByOrganizer finder: must match pattern",
    ],
    [
      "an unknown sort order on B8",
      { q: "eventsByOrganizer", organizer, sortOrder: "NEWEST" },
      "sortOrder of the eventsByOrganizer finder: must be one of",
    ],
  ])("reports %s", (_given, query, problem) => {
    const problems = finderProblems(query);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(problem);
  });
});

describe("the page iterator's stopping rule", () => {
  const page = (elements: number, paging: EventList["paging"]): EventList => ({
    elements: Array.from({ length: elements }, (_, id) => ({ id })),
    paging,
  });
  const next = (start: number, count: number) => [
    { rel: "next", type: "application/json", href: `/rest/events?q=eventsByOrganizer&start=${start}&count=${count}` },
  ];

  it("goes on from the next link's start and count", () => {
    expect(nextPage({ count: 2 }, page(2, { start: 0, count: 2, total: 5, links: next(2, 2) }))).toEqual({ start: 2, count: 2 });
  });

  it.each([
    ["there is no next link", 0, page(2, { start: 0, count: 2, total: 2, links: [] })],
    ["the page is short", 0, page(1, { start: 0, count: 2, total: 3, links: next(2, 2) })],
    ["the page is empty", 4, page(0, { start: 4, count: 2, links: next(6, 2) })],
    ["the next link goes back", 4, page(2, { start: 4, count: 2, links: next(0, 2) })],
    ["the next link repeats the start asked for", 2, page(2, { start: 0, count: 2, links: next(2, 2) })],
    [
      "the next link is another relation",
      0,
      page(2, { start: 0, count: 2, links: [{ rel: "prev", href: "/rest/events?start=2&count=2" }] }),
    ],
  ] as const)("stops when %s", (_given, start, last) => {
    expect(nextPage({ start, count: 2 }, last)).toBeUndefined();
  });

  it("uses the default count of 10 when neither the query nor the page gives one", () => {
    expect(nextPage({}, page(9, { links: next(10, 10) }))).toBeUndefined();
    expect(nextPage({}, page(10, { links: [{ rel: "next", href: "/rest/events?q=eventsByOrganizer" }] }))).toEqual({
      start: 10,
      count: 10,
    });
  });
});
