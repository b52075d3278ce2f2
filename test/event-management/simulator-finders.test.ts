/**
 * The simulated event-management service's finders (every filter of both, with paging to the last
 * page), lifecycle states moving with the clock, and seed data. Strict, on a frozen clock, and
 * every request on 127.0.0.1 (see useEventManagementSimulator).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { findEventPages, timeBasedFilter } from "../../src/clients/event-management.js";
import type { EventManagementSeed, SeedEvent } from "../../src/simulator/services/event-management/index.js";
import { eventBody, externalPost, localOnly, northwind, person, useEventManagementSimulator } from "../support/event-management.js";

const fabrikam = "urn:li:organization:8620735";
const hour = 3_600_000;
const day = 24 * hour;
const sim = useEventManagementSimulator();
const { create, getEvent, names } = sim;

describe("the finders", () => {
  let now: number;
  /** Events of three organizers around the clock's time; each test reads them through the finders. */
  const seedEvents = (at: number): SeedEvent[] => {
    const video = (startsAt: number, length: number) => ({
      startsAt,
      type: { online: { format: { liveVideo: { endsAt: startsAt + length } } } },
    });
    const form = { leadGenFormSpec: { privacyPolicyUrl: "https://www.northwind-analytics.example/privacy" } };
    return [
      { name: "past", organizer: northwind, ...video(at - 10 * day, 2 * hour), ...form },
      { name: "ongoing", organizer: northwind, ...video(at - hour, 2 * hour) },
      { name: "soon", organizer: northwind, ...video(at + day, hour), ...form },
      { name: "later", organizer: northwind, ...video(at + 5 * day, 10 * day) },
      { name: "cancelled", organizer: northwind, ...video(at + 3 * day, hour), cancelled: true },
      { name: "gated without form", organizer: northwind, ...video(at + 4 * day, hour), entryCriteria: "GATED" },
      { name: "draft", organizer: northwind, ...video(at + 2 * day, hour), posted: false },
      { name: "someone's", organizer: person, ...video(at + day, hour) },
      { name: "fabrikam's", organizer: fabrikam, ...video(at + day, hour), ...form },
    ];
  };
  beforeEach(async () => {
    now = (await sim.control.now()).getTime();
    await sim.control.seed({ events: seedEvents(now) } satisfies EventManagementSeed);
  });
  const byNorthwind = { q: "eventsByOrganizer", organizer: northwind } as const;

  it("lists the posted events of one organizer, a person or an organization", async () => {
    expect(await names(byNorthwind)).toEqual(["past", "ongoing", "soon", "later", "cancelled", "gated without form"]);
    expect(await names({ q: "eventsByOrganizer", organizer: person })).toEqual(["someone's"]);
    expect(await names({ q: "eventsByOrganizer", organizer: "urn:li:organization:1" })).toEqual([]);
  });

  it("filters by lifecycle state against the clock", async () => {
    expect(await names({ ...byNorthwind, timeBasedFilter: timeBasedFilter.lifeCycleState("PAST") })).toEqual(["past"]);
    expect(await names({ ...byNorthwind, timeBasedFilter: timeBasedFilter.lifeCycleState("ONGOING") })).toEqual(["ongoing"]);
    expect(await names({ ...byNorthwind, timeBasedFilter: timeBasedFilter.lifeCycleState("UPCOMING") })).toEqual([
      "soon",
      "later",
      "cancelled",
      "gated without form",
    ]);
  });

  it("filters by ongoing time range, both bounds closed", async () => {
    const soon = now + day; // "soon" runs [soon, soon + 1h)
    const ongoing = (start: number, end: number) =>
      names({ ...byNorthwind, timeBasedFilter: timeBasedFilter.ongoingTimeRange({ start, end }) });
    expect(await ongoing(soon - hour, soon)).toEqual(["soon"]); // the range's end is its start: included
    expect(await ongoing(soon + hour, soon + 2 * hour)).toEqual([]); // its end is not in the event
    expect(await ongoing(soon + hour - 1, soon + hour - 1)).toEqual(["soon"]); // its last millisecond
    expect(await ongoing(now + 5 * day + day, now + 5 * day + day)).toEqual(["later"]);
    expect(await ongoing(now, now)).toEqual(["ongoing"]);
  });

  it("filters by start time range, [start, end) with either bound open", async () => {
    const range = (bounds: { start?: number; end?: number }) =>
      names({ ...byNorthwind, timeBasedFilter: timeBasedFilter.startTimeRange(bounds), sortOrder: "START_TIME_ASC" });
    expect(await range({ start: now + day, end: now + 4 * day })).toEqual(["soon", "cancelled"]); // start included, end excluded
    expect(await range({ start: now + 4 * day })).toEqual(["gated without form", "later"]);
    expect(await range({ end: now })).toEqual(["past", "ongoing"]);
    expect(await range({})).toHaveLength(6);
  });

  it("filters by entry criteria and cancellation", async () => {
    expect(await names({ ...byNorthwind, entryCriteria: "GATED" })).toEqual(["past", "soon", "gated without form"]);
    expect(await names({ ...byNorthwind, entryCriteria: "PUBLIC" })).toEqual(["ongoing", "later", "cancelled"]);
    expect(await names({ ...byNorthwind, excludeCancelled: true })).not.toContain("cancelled");
    expect(await names({ ...byNorthwind, excludeCancelled: false })).toContain("cancelled");
    // The control command cancels (and un-cancels) what the API has no operation for.
    const { events } = await sim.control.command<{ events: { id: number; vanityName: string }[] }>("events");
    const soon = events.find((event) => event.vanityName.startsWith("soon-"))!;
    await sim.control.command("cancel", { id: soon.id });
    expect(await names({ ...byNorthwind, excludeCancelled: true })).toEqual(["past", "ongoing", "later", "gated without form"]);
    await sim.control.command("cancel", { id: soon.id, cancelled: false });
    expect(await names({ ...byNorthwind, excludeCancelled: true })).toContain("soon");
  });

  it("sorts by start time ascending and by end time descending", async () => {
    expect(await names({ ...byNorthwind, sortOrder: "START_TIME_ASC" })).toEqual([
      "past",
      "ongoing",
      "soon",
      "cancelled",
      "gated without form",
      "later",
    ]);
    expect(await names({ ...byNorthwind, sortOrder: "END_TIME_DESC" })).toEqual([
      "later",
      "gated without form",
      "cancelled",
      "soon",
      "ongoing",
      "past",
    ]);
  });

  it("sorts and filters an event whose times are past 2^53 as the nearest numbers, and answers them with every digit", async () => {
    const [startsAt, endsAt] = ["9007199254740993", "9007199254740995"];
    const headers = { Authorization: "Bearer AQXsim", "X-Vendor-Protocol-Version": "2.0.0", "Content-Type": "application/json" };
    const type = `{"online":{"format":{"external":{"endsAt":${endsAt},"URL":"https://summit.example/far"}}}}`;
    const created = await localOnly(`${sim.url}/rest/events`, {
      method: "POST",
      headers,
      body: `{"name":{"localized":{"en_US":"far"}},"organizer":"${northwind}","startsAt":${startsAt},"type":${type}}`,
    });
    expect(created.status).toBe(201);
    await sim.post(externalPost(northwind, ((await created.json()) as { id: number }).id));
    expect((await names({ ...byNorthwind, sortOrder: "START_TIME_ASC" })).at(-1)).toBe("far");
    expect((await names({ ...byNorthwind, sortOrder: "END_TIME_DESC" }))[0]).toBe("far");
    // The last two safe integers: "far" starts after them.
    const last = { start: 2 ** 53 - 2, end: 2 ** 53 - 1 };
    expect(await names({ ...byNorthwind, timeBasedFilter: timeBasedFilter.startTimeRange({ start: last.start }) })).toEqual(["far"]);
    expect(await names({ ...byNorthwind, timeBasedFilter: timeBasedFilter.ongoingTimeRange(last) })).toEqual([]);
    const listed = await localOnly(`${sim.url}/rest/events?q=eventsByOrganizer&organizer=${northwind}&sortOrder=START_TIME_ASC`, {
      headers,
    });
    expect(await listed.text()).toContain(`"startsAt":${startsAt},"type":${type}`);
  });

  it("leaves a filter outside the contract's syntax to the contract's own refusal", async () => {
    const response = await localOnly(
      `${sim.url}/rest/events?q=eventsByOrganizer&organizer=${northwind}&timeBasedFilter=(lifeCycleState:SOON)`,
      {
        headers: { Authorization: "Bearer AQXsim", "X-Vendor-Protocol-Version": "2.0.0" },
      },
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("timeBasedFilter");
  });

  it("finds the lead-gen-form-enabled events of an organization", async () => {
    expect(await names({ q: "organizerLeadGenFormEnabledEvents", organizer: northwind })).toEqual(["past", "soon"]);
    expect(await names({ q: "organizerLeadGenFormEnabledEvents", organizer: fabrikam, count: 1 })).toEqual(["fabrikam's"]);
  });

  it("pages with start and count, total, and a next link until the last page", async () => {
    const pages = [];
    for await (const page of findEventPages(sim.client, {
      ...byNorthwind,
      count: 4,
      sortOrder: "START_TIME_ASC",
      timeBasedFilter: timeBasedFilter.startTimeRange(),
    }))
      pages.push(page);
    expect(pages.map((page) => page.elements!.length)).toEqual([4, 2]);
    expect(pages.map((page) => [page.paging!.start, page.paging!.count, page.paging!.total])).toEqual([
      [0, 4, 6],
      [4, 4, 6],
    ]);
    // The link keeps the query, the filter unencoded as the document writes it.
    expect(pages[0]!.paging!.links).toEqual([
      {
        rel: "next",
        type: "application/json",
        href: "/rest/events?q=eventsByOrganizer&organizer=urn%3Ali%3Aorganization%3A2414183&count=4&sortOrder=START_TIME_ASC&timeBasedFilter=(startTimeRange:())&start=4",
      },
    ]);
    expect(pages[1]!.paging!.links).toEqual([]);

    // A last page that is full has no next link either; so has the page after everything.
    const exact = [];
    for await (const page of findEventPages(sim.client, { ...byNorthwind, count: 3 })) exact.push(page);
    expect(exact.map((page) => [page.paging!.start, page.elements!.length, page.paging!.links!.length])).toEqual([
      [0, 3, 1],
      [3, 3, 0],
    ]);
    const beyond = await sim.client.GET("/rest/events", { params: { query: { ...byNorthwind, start: 10 } } });
    expect(beyond.data).toEqual({ elements: [], paging: { count: 10, start: 10, total: 6, links: [] } });

    // Lists carry the name's preferred locale.
    expect(pages[0]!.elements![0]!.name!.preferredLocale).toEqual({ language: "en", country: "US" });
  });
});

describe("lifecycle states move with the clock", () => {
  it("goes UPCOMING → ONGOING → PAST as the clock advances", async () => {
    const now = (await sim.control.now()).getTime();
    await sim.control.seed({
      events: [
        {
          name: "webinar",
          organizer: fabrikam,
          startsAt: now + hour,
          type: { online: { format: { liveAudio: { endsAt: now + 2 * hour } } } },
        },
      ],
    });
    const state = async () => {
      for (const lifeCycleState of ["UPCOMING", "ONGOING", "PAST"] as const) {
        const found = await names({
          q: "eventsByOrganizer",
          organizer: fabrikam,
          timeBasedFilter: timeBasedFilter.lifeCycleState(lifeCycleState),
        });
        if (found.length > 0) return lifeCycleState;
      }
      return undefined;
    };
    expect(await state()).toBe("UPCOMING");
    await sim.control.advanceClock(hour);
    expect(await state()).toBe("ONGOING");
    await sim.control.advanceClock(hour); // at its end, and a few real milliseconds past it
    expect(await state()).toBe("PAST");
    const { events } = await sim.control.command<{ events: { lifeCycleState: string }[] }>("events");
    expect(events[0]!.lifeCycleState).toBe("PAST");
  });
});

describe("seed data", () => {
  it("loads the documented shape, keeps it across resets, and refuses what the contract cannot answer with", async () => {
    const seed: EventManagementSeed = {
      member: "urn:li:person:Seeder1",
      assets: ["urn:li:digitalmediaAsset:SeededImage"],
      events: [
        {
          id: 42,
          name: { localized: { en_US: "Seeded Summit" } },
          organizer: fabrikam,
          startsAt: 1780000000000,
          type: { inPerson: { endsAt: 1780003600000 } },
          vanityName: "seeded-summit",
          ugcPost: "urn:li:ugcPost:4242",
        },
        {
          name: "Seeded Draft",
          organizer: fabrikam,
          startsAt: 1780000000000,
          type: { online: { format: { liveVideo: { endsAt: 1780003600000 } } } },
          posted: false,
        },
      ],
    };
    await sim.control.seed(seed);
    await sim.control.reset();
    expect((await getEvent(42)).data).toMatchObject({
      vanityName: "seeded-summit",
      ugcPost: "urn:li:ugcPost:4242",
      created: { actor: "urn:li:person:Seeder1" },
    });
    expect(await names({ q: "eventsByOrganizer", organizer: fabrikam })).toEqual(["Seeded Summit"]);
    expect((await create(eventBody({ backgroundImage: "urn:li:digitalmediaAsset:SeededImage" }))).created!.actor).toBe(
      "urn:li:person:Seeder1",
    );
    expect((await getEvent(7301452896310272)).response.status).toBe(404); // the default set is replaced

    await expect(sim.control.seed({ events: [{ name: "no type", organizer: fabrikam, startsAt: 1 }] })).rejects.toThrow(
      /needs name, type, organizer and startsAt/,
    );
    await expect(sim.control.seed({ events: [{ ...seed.events![0]!, startsAt: "soon" }] })).rejects.toThrow(/startsAt must be integer/);
    await expect(sim.control.seed({ events: [seed.events![0]!, seed.events![0]!] })).rejects.toThrow(/two seeded events have the id 42/);
    await expect(sim.control.seed({ events: [{ ...seed.events![1]!, entryCriteria: "OPEN" as never }] })).rejects.toThrow(
      /entryCriteria must be PUBLIC or GATED/,
    );
    await expect(sim.control.command("cancel", { id: 7 })).rejects.toThrow(/there is no event 7/);
    expect((await getEvent(42)).response.status).toBe(200); // a refused seed changes nothing
  });

  it("keeps every digit of an integer past 2^53 in a member the contract leaves open, and finds an event by an id past it", async () => {
    const headers = { Authorization: "Bearer AQXsim", "X-Vendor-Protocol-Version": "2.0.0" };
    const address = '{"city":"Lisbon","floor":9007199254740993,"parts":[1,9223372036854775807]}';
    const event = (id: string, type: string) =>
      `{"id":${id},"name":"Seeded","organizer":"${fabrikam}","startsAt":1780000000000,"type":${type}}`;
    const events = [
      event("42", `{"inPerson":{"endsAt":1780003600000,"address":${address}}}`),
      event("9007199254740993", '{"online":{"format":{"external":{"URL":"https://summit.example/far"}}}}'),
    ];
    const body = `{"events":[${events.join(",")}]}`;
    const seeded = await localOnly(`${sim.url}/__control/seed`, { method: "POST", headers: { "Content-Type": "application/json" }, body });
    expect(seeded.status, await seeded.text()).toBe(200);
    expect(await (await localOnly(`${sim.url}/rest/events/42`, { headers })).text()).toContain(`"address":${address}`);
    expect(await (await localOnly(`${sim.url}/rest/events/9007199254740993`, { headers })).text()).toContain('"id":9007199254740993,');
  });

  // The service's event ids have 19 digits (its event pages' URLs), past 2^53: the document's examples have 16.
  it("posts, reads, renames and cancels an event by a 19-digit id, telling it from its rounded neighbour and answering every digit", async () => {
    const headers = { Authorization: "Bearer AQXsim", "X-Vendor-Protocol-Version": "2.0.0", "Content-Type": "application/json" };
    const [id, neighbour] = ["7101545436133654528", "7101545436133654529"];
    // Seeded through the control client, which sends a bigint as its digits.
    const event = (eventId: string, name: string): SeedEvent => ({
      id: BigInt(eventId),
      name,
      organizer: fabrikam,
      startsAt: 1780000000000,
      posted: false,
      type: { online: { format: { external: { URL: `https://summit.example/${name}` } } } },
    });
    await sim.control.seed({ events: [event(id, "far"), event(neighbour, "next")] } satisfies EventManagementSeed);
    expect((await localOnly(`${sim.url}/rest/events/${id}`, { headers })).status).toBe(404); // not posted yet

    const posted = await localOnly(`${sim.url}/rest/posts`, { method: "POST", headers, body: JSON.stringify(externalPost(fabrikam, id)) });
    expect(posted.status, await posted.text()).toBe(201);
    const read = await (await localOnly(`${sim.url}/rest/events/${id}`, { headers })).text();
    expect(read).toContain(`"id":${id},`);
    expect(read).toContain('"name":{"localized":{"en_US":"far"}}');
    expect((await localOnly(`${sim.url}/rest/events/${neighbour}`, { headers })).status).toBe(404);

    const patch = JSON.stringify({ patch: { $set: { vanityName: "far-19" } } });
    expect((await localOnly(`${sim.url}/rest/events/${id}`, { method: "PATCH", headers, body: patch })).status).toBe(200);
    expect(await (await localOnly(`${sim.url}/rest/events/${id}`, { headers })).text()).toContain('"vanityName":"far-19"');

    const cancelled = await localOnly(`${sim.url}/__control/cancel`, { method: "POST", headers, body: `{"id":${id}}` });
    expect(await cancelled.text()).toBe(`{"id":${id},"cancelled":true}`);
    // The control client reads the id exactly, and gives it back as it read it.
    const { events } = await sim.control.command<{ events: { id: number | bigint; cancelled: boolean }[] }>("events");
    expect(events.find((listed) => listed.id === BigInt(id))?.cancelled).toBe(true);
    expect(await sim.control.command("cancel", { id: BigInt(neighbour) })).toEqual({ id: BigInt(neighbour), cancelled: true });
    const list = async (excludeCancelled: boolean) => {
      const url = `${sim.url}/rest/events?q=eventsByOrganizer&organizer=${fabrikam}&excludeCancelled=${excludeCancelled}`;
      const listed = await localOnly(url, { headers });
      expect(listed.status).toBe(200);
      return listed.text();
    };
    expect(await list(false)).toContain(`"id":${id},`);
    expect(await list(true)).not.toContain(id);
  });

  it("has a default set of events of a few organizers, in every lifecycle state", async () => {
    const { events } = await sim.control.command<{
      events: { organizer: string; lifeCycleState: string; cancelled: boolean; entryCriteria: string; state: string }[];
    }>("events");
    expect(new Set(events.map((event) => event.organizer))).toEqual(new Set([northwind, fabrikam, person]));
    expect(new Set(events.map((event) => event.lifeCycleState))).toEqual(new Set(["UPCOMING", "ONGOING", "PAST"]));
    expect(new Set(events.map((event) => event.entryCriteria))).toEqual(new Set(["GATED", "PUBLIC"]));
    expect(events.some((event) => event.cancelled)).toBe(true);
    expect(events.some((event) => event.state === "created")).toBe(true);
    const all = await names({ q: "eventsByOrganizer", organizer: northwind, count: 2 });
    expect(all.length).toBeGreaterThan(4);
  });
});
