/**
 * The simulated event-management service through the typed client and its helpers: the whole
 * register → upload → create → post → get → update → delete flow, every refusal, every filter of
 * both finders with paging to the last page, and lifecycle states moving with the clock.
 *
 * The simulators run strict and every answer passes the contract guard (`violations` stays
 * empty); the refusals are answered under the open `default` error every operation declares.
 * Every request stays on 127.0.0.1: the upload URL is the test's own simulator.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createEventManagementClient,
  findEventPages,
  findEvents,
  timeBasedFilter,
  uploadTarget,
  type EventCreateRequest,
  type EventManagementClient,
  type FinderQuery,
  type Post,
} from "../../src/event-management.js";
import { createControlClient, type ControlClient } from "../../src/simulator/control.js";
import { startSimulator, type RunningSimulator, type SimulatorViolation } from "../../src/simulator/engine.js";
import type { EventManagementSeed, SeedEvent } from "../../src/simulator/services/event-management/index.js";
import { externalPost } from "../support/event-management.js";

const northwind = "urn:li:organization:2414183";
const fabrikam = "urn:li:organization:8620735";
const person = "urn:li:person:Xk3pQ9rT2a";
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const hour = 3_600_000;
const day = 24 * hour;

/** A simulator, its control client and a typed client whose fetch refuses any host but 127.0.0.1. */
interface Running {
  simulator: RunningSimulator;
  url: string;
  control: ControlClient;
  client: EventManagementClient;
  violations: SimulatorViolation[];
}

async function start(strict: boolean): Promise<Running> {
  const violations: SimulatorViolation[] = [];
  const simulator = await startSimulator({ apis: ["event-management"], port: 0, strict, frozenClock: true, onViolation: (v) => violations.push(v) });
  const url = simulator.urls["event-management"]!;
  const client = createEventManagementClient({ baseUrl: url, auth: "AQXsim", fetch: localOnly });
  return { simulator, url, control: createControlClient(url, localOnly), client, violations };
}

async function localOnly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  if (new URL(request.url).hostname !== "127.0.0.1") throw new Error(`a test tried to reach ${request.url}`);
  return fetch(request, { redirect: "error" });
}

let sim: Running;
beforeAll(async () => {
  sim = await start(true);
});
afterAll(async () => {
  await sim?.simulator.stop();
});
// The default seed again (a test may have seeded its own), which also resets.
beforeEach(() => sim.control.seed({}));
afterEach(() => {
  expect(sim.violations).toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// Helpers.

function eventBody(overrides: Partial<EventCreateRequest> = {}): EventCreateRequest {
  return {
    name: { localized: { en_US: "Data Platform Live: Spring Release Walkthrough" } },
    type: { online: { format: { liveVideo: { endsAt: 1773855000000, testEvent: false } } } },
    organizer: northwind,
    leadGenFormSpec: { privacyPolicyUrl: "https://www.northwind-analytics.example/privacy" },
    startsAt: 1773849600000,
    ...overrides,
  };
}

function liveVideoPost(liveVideo: string): Post {
  return {
    author: { company: northwind },
    postContent: { commentary: { attributes: [], text: "Join us live." }, content: { reference: { id: liveVideo } } },
    lifecycleState: "PUBLISHED",
    visibility: "PUBLIC",
    origin: "FEED",
    context: { paidEndorsementContext: { active: false } },
    distribution: { feedDistribution: "MAIN_FEED", externalDistributionChannels: [] },
  };
}

async function register(on: Running = sim) {
  const { data, response } = await on.client.POST("/rest/assets", {
    params: { query: { action: "registerUpload" } },
    body: {
      registerUploadRequest: {
        owner: person,
        recipes: ["urn:li:digitalmediaRecipe:feedshare-image"],
        serviceRelationships: [{ identifier: "urn:li:userGeneratedContent", relationshipType: "OWNER" }],
        supportedUploadMechanism: ["SYNCHRONOUS_UPLOAD"],
      },
    },
  });
  expect(response.status).toBe(200);
  return uploadTarget(data!);
}

/** Sends the image to the uploadUrl as given, with the headers the registration named. */
function upload(uploadUrl: string, headers: Record<string, string>, method: "POST" | "PUT" = "POST") {
  return localOnly(uploadUrl, {
    method,
    headers: { ...headers, Authorization: "Bearer AQXsim", "X-Vendor-Protocol-Version": "2.0.0", "Content-Type": "image/png" },
    body: png,
  });
}

async function create(body: EventCreateRequest, on: Running = sim) {
  const { data, response } = await on.client.POST("/rest/events", { body });
  expect(response.status).toBe(201);
  return data!;
}

async function post(body: Post, on: Running = sim) {
  const { response } = await on.client.POST("/rest/posts", { body });
  expect(response.status).toBe(201);
}

const getEvent = (id: number, on: Running = sim) => on.client.GET("/rest/events/{event_id}", { params: { path: { event_id: id } } });
const rename = (id: number, vanityName: string, on: Running = sim) =>
  on.client.PATCH("/rest/events/{event_id}", { params: { path: { event_id: id } }, body: { patch: { $set: { vanityName } } } });
const deletePost = (urn: string, on: Running = sim) => on.client.DELETE("/rest/posts/{post_urn}", { params: { path: { post_urn: urn } } });

/** Creates and posts an external event; its id. */
async function createPosted(overrides: Partial<EventCreateRequest> = {}, on: Running = sim): Promise<number> {
  const created = await create(eventBody({ type: { online: { format: { external: { endsAt: 1778173200000, URL: "https://summit.example/2026" } } } }, ...overrides }), on);
  await post(externalPost(northwind, created.id!), on);
  return created.id!;
}

async function names(query: FinderQuery): Promise<string[]> {
  const found: string[] = [];
  for await (const event of findEvents(sim.client, query)) found.push(event.name!.localized!.en_US!);
  return found;
}

// ---------------------------------------------------------------------------------------------

describe("register → upload → create → post → get → update → delete", () => {
  it("takes the image with PUT as well as with POST, as the real service's instructions send it", async () => {
    const target = await register();
    expect((await upload(target.uploadUrl, target.headers, "PUT")).status).toBe(201);
    const { assets } = await sim.control.command<{ assets: { asset: string; uploaded: boolean }[] }>("assets");
    expect(assets.find((asset) => asset.asset === target.asset)).toEqual(expect.objectContaining({ uploaded: true }));
  });

  it("runs the whole flow, with the posting lifecycle's 404s on the way", async () => {
    const target = await register();
    expect(new URL(target.uploadUrl).origin).toBe(sim.url); // the simulator's own address and port
    expect(target.headers).toEqual({ "media-type-family": "STILLIMAGE" });
    expect(target.asset).toMatch(/^urn:li:digitalmediaAsset:\S+$/);

    expect((await upload(target.uploadUrl, target.headers)).status).toBe(201);
    const { assets } = await sim.control.command<{ assets: { asset: string; uploaded: boolean; mediaType?: string; bytes?: number; owner: string }[] }>("assets");
    expect(assets.find((asset) => asset.asset === target.asset)).toEqual(expect.objectContaining({ uploaded: true, mediaType: "image/png", bytes: png.length, owner: person }));

    const created = await create(eventBody({ backgroundImage: target.asset }));
    const id = created.id!;
    expect(created).toMatchObject({ backgroundImage: target.asset, discoveryMode: "LISTED", organizer: northwind, vanityName: `data-platform-live-spring-release-walkthrough-${id}` });
    expect(created.leadGenForm).toMatch(/^urn:li:versionedLeadGenForm:\(urn:li:leadGenForm:\d+,1\)$/);
    expect(created.ugcPost).toBeUndefined();
    expect(created.created).toEqual(created.lastModified);
    const format = (created.type as { online: { format: { liveVideo: { liveVideo?: string; testEvent?: boolean } } } }).online.format.liveVideo;
    expect(format.liveVideo).toMatch(/^urn:li:liveVideo:\d+$/);
    expect(format.testEvent).toBeUndefined(); // write-only

    // Created, not posted: it cannot be fetched, updated or deleted (it has no post to delete).
    const early = await getEvent(id);
    expect(early.response.status).toBe(404);
    expect(early.error).toEqual({ status: 404, message: `Event ${id} is not found. An event can be read or changed only after it has been posted.` });
    expect((await rename(id, "too-early")).response.status).toBe(404);
    expect((await deletePost("urn:li:ugcPost:7301459990001664")).response.status).toBe(404);

    // Posting through the live-video URN of the create answer sets ugcPost.
    await post(liveVideoPost(format.liveVideo!));
    const fetched = await getEvent(id);
    expect(fetched.response.status).toBe(200);
    expect(fetched.data!.ugcPost).toMatch(/^urn:li:ugcPost:\d+$/);
    expect(fetched.data).toMatchObject({ id, backgroundImage: target.asset, vanityName: created.vanityName });
    expect(JSON.stringify(fetched.data)).not.toContain("urn:li:liveVideo"); // create answers only
    expect(fetched.data!.name!.preferredLocale).toBeUndefined(); // lists only

    const renamed = await rename(id, "northwind-spring-release-live-2026");
    expect(renamed.response.status).toBe(200);
    const after = (await getEvent(id)).data!;
    expect(after.vanityName).toBe("northwind-spring-release-live-2026");
    expect(after.lastModified!.time).toBeGreaterThanOrEqual(after.created!.time!);

    // Deleting the post deletes the event.
    expect((await deletePost(after.ugcPost!)).response.status).toBe(204);
    const gone = await getEvent(id);
    expect(gone.response.status).toBe(404);
    expect(gone.error).toEqual({ status: 404, message: `Event ${id} is not found.` });
    expect((await rename(id, "after-deletion")).response.status).toBe(404);
    const again = await deletePost(after.ugcPost!);
    expect(again.response.status).toBe(404);
    expect(again.error).toEqual({ status: 404, message: `Post ${after.ugcPost} is not found.` });
    const { events } = await sim.control.command<{ events: { id: number; state: string }[] }>("events");
    expect(events.find((event) => event.id === id)?.state).toBe("deleted");
  });

  it("gives live audio a room, posts any kind by its event URN, and keeps the first post when posted twice", async () => {
    const audio = await create(eventBody({ type: { online: { format: { liveAudio: { endsAt: 1775750400000 } } } } }));
    expect((audio.type as { online: { format: { liveAudio: { room?: string } } } }).online.format.liveAudio.room).toMatch(/^urn:li:room:\d+$/);
    const inPerson = await create(eventBody({ type: { inPerson: { endsAt: 1780426800000, address: { city: "Berlin" }, url: "https://example.org/berlin" } } }));
    expect(inPerson.type).toEqual({ inPerson: { endsAt: 1780426800000, address: { city: "Berlin" }, url: "https://example.org/berlin" } });
    for (const id of [audio.id!, inPerson.id!]) {
      await post(externalPost(northwind, id));
      const first = (await getEvent(id)).data!;
      expect(JSON.stringify(first)).not.toContain("urn:li:room");
      await post(externalPost(northwind, id));
      expect((await getEvent(id)).data!.ugcPost).toBe(first.ugcPost);
    }
  });

  it("makes vanity names unique, and frees a deleted event's name", async () => {
    const first = await createPosted();
    const second = await createPosted();
    const [a, b] = [(await getEvent(first)).data!, (await getEvent(second)).data!];
    expect(a.vanityName).not.toBe(b.vanityName);
    // Taking b's name while b exists is refused: see "refusals outside the contract" below.
    await deletePost(b.ugcPost!);
    expect((await rename(first, b.vanityName!)).response.status).toBe(200);
    expect((await rename(first, b.vanityName!)).response.status).toBe(200); // its own name again
  });
});

describe("what protocol clients send and read", () => {
  const renameByPost = (id: number, vanityName: string, method = "partial_update") =>
    sim.client.POST("/rest/events/{event_id}", {
      params: { path: { event_id: id }, header: { "X-Vendor-Method": method as "partial_update" } },
      body: { patch: { $set: { vanityName } } },
    });

  it("names the created event and post in X-Vendor-Id, also when an event is posted again", async () => {
    const { data, response } = await sim.client.POST("/rest/events", { body: eventBody() });
    expect(response.headers.get("x-vendor-id")).toBe(String(data!.id));
    const posted = await sim.client.POST("/rest/posts", { body: externalPost(northwind, data!.id!) });
    const urn = posted.response.headers.get("x-vendor-id");
    expect(urn).toBe((await getEvent(data!.id!)).data!.ugcPost);
    const again = await sim.client.POST("/rest/posts", { body: externalPost(northwind, data!.id!) });
    expect(again.response.headers.get("x-vendor-id")).toBe(urn);
  });

  it("renames by POST with the partial_update method exactly as by PATCH", async () => {
    const id = await createPosted();
    const other = await createPosted();
    expect((await renameByPost(id, "renamed-by-post")).response.status).toBe(200);
    expect((await getEvent(id)).data!.vanityName).toBe("renamed-by-post");
    expect((await rename(id, "renamed-by-patch")).response.status).toBe(200);
    expect((await getEvent(id)).data!.vanityName).toBe("renamed-by-patch");
    // The same rules behind both forms: a name in use is refused, a created event is not found.
    const taken = (await getEvent(other)).data!.vanityName!;
    expect((await renameByPost(id, taken)).error).toEqual((await rename(id, taken)).error);
    expect((await renameByPost(id, taken)).response.status).toBe(400);
    const unposted = await create(eventBody());
    expect((await renameByPost(unposted.id!, "early")).response.status).toBe(404);
    // A POST on an event that names another method is not an update.
    expect((await renameByPost(id, "other-method", "update")).response.status).toBe(400);
    expect((await getEvent(id)).data!.vanityName).toBe("renamed-by-patch");
  });

  it("posts a live video named as media, and creates an event without a registration form", async () => {
    const created = await create(eventBody({ leadGenFormSpec: undefined }));
    expect(created.leadGenForm).toBeUndefined();
    const liveVideo = (created.type as { online: { format: { liveVideo: { liveVideo: string } } } }).online.format.liveVideo.liveVideo;
    const body = liveVideoPost(liveVideo);
    if (!("postContent" in body)) throw new Error("a live-video post");
    await post({ ...body, postContent: { commentary: body.postContent.commentary, media: { id: liveVideo } } });
    expect((await getEvent(created.id!)).data!.ugcPost).toMatch(/^urn:li:ugcPost:\d+$/);
    const { events } = await sim.control.command<{ events: { id: number; entryCriteria: string }[] }>("events");
    expect(events.find((event) => event.id === created.id)?.entryCriteria).toBe("PUBLIC");
  });
});

describe("refusals the contract declares (404)", () => {
  it("answers an unknown event and an unknown post with 404", async () => {
    const unknown = await getEvent(1);
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toEqual({ status: 404, message: "Event 1 is not found." });
    expect((await rename(1, "nobody")).response.status).toBe(404);
    expect((await deletePost("urn:li:ugcPost:1")).response.status).toBe(404);
  });

  it("serves the story of the contract's examples as the default seed", async () => {
    expect((await getEvent(7301452896310272)).data).toMatchObject({ ugcPost: "urn:li:ugcPost:7301460081942528", backgroundImage: "urn:li:digitalmediaAsset:C4E22AQHv8Zr1kYpW3g" });
    const notPosted = await getEvent(7301453311892480);
    expect(notPosted.response.status).toBe(404);
    expect(notPosted.error).toMatchObject({ message: expect.stringContaining("only after it has been posted") });
    // The example asset is uploaded already: it can be a background.
    expect((await create(eventBody({ backgroundImage: "urn:li:digitalmediaAsset:C4E22AQHv8Zr1kYpW3g" }))).backgroundImage).toBe("urn:li:digitalmediaAsset:C4E22AQHv8Zr1kYpW3g");
  });
});

describe("refusals (400, under the contract's open default error response)", () => {
  // The document shows no error statuses or bodies for this API; the contract declares an open
  // `default` error on every operation, so these answers are checked like any other.
  let refusing: Running;
  beforeAll(async () => {
    refusing = await start(true);
  });
  afterAll(async () => {
    await refusing?.simulator.stop();
  });
  beforeEach(() => refusing.control.reset());
  afterEach(() => {
    expect(refusing.violations).toEqual([]);
  });

  const refused = (outcome: { response: Response; error?: unknown }, message: RegExp) => {
    expect(outcome.response.status).toBe(400);
    expect(outcome.error).toEqual({ status: 400, message: expect.stringMatching(message) });
  };

  it("refuses an unknown asset, and a registered one whose image was never uploaded", async () => {
    refused(await refusing.client.POST("/rest/events", { body: eventBody({ backgroundImage: "urn:li:digitalmediaAsset:NoSuchAsset" }) }), /not a registered asset/);
    const target = await register(refusing);
    refused(await refusing.client.POST("/rest/events", { body: eventBody({ backgroundImage: target.asset }) }), /has no image yet/);
    expect((await upload(target.uploadUrl, target.headers)).status).toBe(201);
    expect((await refusing.client.POST("/rest/events", { body: eventBody({ backgroundImage: target.asset }) })).response.status).toBe(201);
  });

  it("refuses an upload to a URL no registration gave", async () => {
    const response = await upload(`${refusing.url}/rest/mediaUpload/NoSuchUpload`, {});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 400, message: expect.stringMatching(/No upload NoSuchUpload is registered/) });
  });

  it("refuses a post that names no event, and a post of a deleted event", async () => {
    refused(await refusing.client.POST("/rest/posts", { body: liveVideoPost("urn:li:liveVideo:1") }), /names no event/);
    refused(await refusing.client.POST("/rest/posts", { body: externalPost(northwind, 42) }), /names no event/);
    const id = await createPosted({}, refusing);
    await deletePost((await getEvent(id, refusing)).data!.ugcPost!, refusing);
    refused(await refusing.client.POST("/rest/posts", { body: externalPost(northwind, id) }), new RegExp(`Event ${id} is deleted`));
  });

  it("refuses a vanity name in use by another event", async () => {
    const [first, second] = [await createPosted({}, refusing), await createPosted({}, refusing)];
    const taken = (await getEvent(second, refusing)).data!.vanityName!;
    refused(await rename(first, taken, refusing), /is in use by another event/);
    expect((await getEvent(first, refusing)).data!.vanityName).not.toBe(taken);
  });

  it("refuses a lead-gen finder query with a person, or with a parameter of the other finder", async () => {
    refused(await refusing.client.GET("/rest/events", { params: { query: { q: "organizerLeadGenFormEnabledEvents", organizer: person } as never } }), /organizer of the organizerLeadGenFormEnabledEvents finder/);
    refused(
      await refusing.client.GET("/rest/events", { params: { query: { q: "organizerLeadGenFormEnabledEvents", organizer: northwind, sortOrder: "START_TIME_ASC" } as never } }),
      /sortOrder is not a parameter of the organizerLeadGenFormEnabledEvents finder/,
    );
  });
});

describe("the finders", () => {
  let now: number;
  /** Events of three organizers around the clock's time; each test reads them through the finders. */
  const seedEvents = (at: number): SeedEvent[] => {
    const video = (startsAt: number, length: number) => ({ startsAt, type: { online: { format: { liveVideo: { endsAt: startsAt + length } } } } });
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
    expect(await names({ ...byNorthwind, timeBasedFilter: timeBasedFilter.lifeCycleState("UPCOMING") })).toEqual(["soon", "later", "cancelled", "gated without form"]);
  });

  it("filters by ongoing time range, both bounds closed", async () => {
    const soon = now + day; // "soon" runs [soon, soon + 1h)
    const ongoing = (start: number, end: number) => names({ ...byNorthwind, timeBasedFilter: timeBasedFilter.ongoingTimeRange({ start, end }) });
    expect(await ongoing(soon - hour, soon)).toEqual(["soon"]); // the range's end is its start: included
    expect(await ongoing(soon + hour, soon + 2 * hour)).toEqual([]); // its end is not in the event
    expect(await ongoing(soon + hour - 1, soon + hour - 1)).toEqual(["soon"]); // its last millisecond
    expect(await ongoing(now + 5 * day + day, now + 5 * day + day)).toEqual(["later"]);
    expect(await ongoing(now, now)).toEqual(["ongoing"]);
  });

  it("filters by start time range, [start, end) with either bound open", async () => {
    const range = (bounds: { start?: number; end?: number }) => names({ ...byNorthwind, timeBasedFilter: timeBasedFilter.startTimeRange(bounds), sortOrder: "START_TIME_ASC" });
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
    expect(await names({ ...byNorthwind, sortOrder: "START_TIME_ASC" })).toEqual(["past", "ongoing", "soon", "cancelled", "gated without form", "later"]);
    expect(await names({ ...byNorthwind, sortOrder: "END_TIME_DESC" })).toEqual(["later", "gated without form", "cancelled", "soon", "ongoing", "past"]);
  });

  it("leaves a filter outside the contract's syntax to the contract's own refusal", async () => {
    const response = await localOnly(`${sim.url}/rest/events?q=eventsByOrganizer&organizer=${northwind}&timeBasedFilter=(lifeCycleState:SOON)`, {
      headers: { Authorization: "Bearer AQXsim", "X-Vendor-Protocol-Version": "2.0.0" },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("timeBasedFilter");
  });

  it("finds the lead-gen-form-enabled events of an organization", async () => {
    expect(await names({ q: "organizerLeadGenFormEnabledEvents", organizer: northwind })).toEqual(["past", "soon"]);
    expect(await names({ q: "organizerLeadGenFormEnabledEvents", organizer: fabrikam, count: 1 })).toEqual(["fabrikam's"]);
  });

  it("pages with start and count, total, and a next link until the last page", async () => {
    const pages = [];
    for await (const page of findEventPages(sim.client, { ...byNorthwind, count: 4, sortOrder: "START_TIME_ASC", timeBasedFilter: timeBasedFilter.startTimeRange() })) pages.push(page);
    expect(pages.map((page) => page.elements!.length)).toEqual([4, 2]);
    expect(pages.map((page) => [page.paging!.start, page.paging!.count, page.paging!.total])).toEqual([[0, 4, 6], [4, 4, 6]]);
    // The link keeps the query, the filter unencoded as the document writes it.
    expect(pages[0]!.paging!.links).toEqual([
      { rel: "next", type: "application/json", href: "/rest/events?q=eventsByOrganizer&organizer=urn%3Ali%3Aorganization%3A2414183&count=4&sortOrder=START_TIME_ASC&timeBasedFilter=(startTimeRange:())&start=4" },
    ]);
    expect(pages[1]!.paging!.links).toEqual([]);

    // A last page that is full has no next link either; so has the page after everything.
    const exact = [];
    for await (const page of findEventPages(sim.client, { ...byNorthwind, count: 3 })) exact.push(page);
    expect(exact.map((page) => [page.paging!.start, page.elements!.length, page.paging!.links!.length])).toEqual([[0, 3, 1], [3, 3, 0]]);
    const beyond = await sim.client.GET("/rest/events", { params: { query: { ...byNorthwind, start: 10 } } });
    expect(beyond.data).toEqual({ elements: [], paging: { count: 10, start: 10, total: 6, links: [] } });

    // Lists carry the name's preferred locale.
    expect(pages[0]!.elements![0]!.name!.preferredLocale).toEqual({ language: "en", country: "US" });
  });
});

describe("lifecycle states move with the clock", () => {
  it("goes UPCOMING → ONGOING → PAST as the clock advances", async () => {
    const now = (await sim.control.now()).getTime();
    await sim.control.seed({ events: [{ name: "webinar", organizer: fabrikam, startsAt: now + hour, type: { online: { format: { liveAudio: { endsAt: now + 2 * hour } } } } }] });
    const state = async () => {
      for (const lifeCycleState of ["UPCOMING", "ONGOING", "PAST"] as const) {
        const found = await names({ q: "eventsByOrganizer", organizer: fabrikam, timeBasedFilter: timeBasedFilter.lifeCycleState(lifeCycleState) });
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
        { name: "Seeded Draft", organizer: fabrikam, startsAt: 1780000000000, type: { online: { format: { liveVideo: { endsAt: 1780003600000 } } } }, posted: false },
      ],
    };
    await sim.control.seed(seed);
    await sim.control.reset();
    expect((await getEvent(42)).data).toMatchObject({ vanityName: "seeded-summit", ugcPost: "urn:li:ugcPost:4242", created: { actor: "urn:li:person:Seeder1" } });
    expect(await names({ q: "eventsByOrganizer", organizer: fabrikam })).toEqual(["Seeded Summit"]);
    expect((await create(eventBody({ backgroundImage: "urn:li:digitalmediaAsset:SeededImage" }))).created!.actor).toBe("urn:li:person:Seeder1");
    expect((await getEvent(7301452896310272)).response.status).toBe(404); // the default set is replaced

    await expect(sim.control.seed({ events: [{ name: "no type", organizer: fabrikam, startsAt: 1 }] })).rejects.toThrow(/needs name, type, organizer and startsAt/);
    await expect(sim.control.seed({ events: [{ ...seed.events![0]!, startsAt: "soon" }] })).rejects.toThrow(/startsAt must be integer/);
    await expect(sim.control.seed({ events: [seed.events![0]!, seed.events![0]!] })).rejects.toThrow(/two seeded events have the id 42/);
    await expect(sim.control.seed({ events: [{ ...seed.events![1]!, entryCriteria: "OPEN" as never }] })).rejects.toThrow(/entryCriteria must be PUBLIC or GATED/);
    await expect(sim.control.command("cancel", { id: 7 })).rejects.toThrow(/there is no event 7/);
    expect((await getEvent(42)).response.status).toBe(200); // a refused seed changes nothing
  });

  it("has a default set of events of a few organizers, in every lifecycle state", async () => {
    const { events } = await sim.control.command<{ events: { organizer: string; lifeCycleState: string; cancelled: boolean; entryCriteria: string; state: string }[] }>("events");
    expect(new Set(events.map((event) => event.organizer))).toEqual(new Set([northwind, fabrikam, person]));
    expect(new Set(events.map((event) => event.lifeCycleState))).toEqual(new Set(["UPCOMING", "ONGOING", "PAST"]));
    expect(new Set(events.map((event) => event.entryCriteria))).toEqual(new Set(["GATED", "PUBLIC"]));
    expect(events.some((event) => event.cancelled)).toBe(true);
    expect(events.some((event) => event.state === "created")).toBe(true);
    const all = await names({ q: "eventsByOrganizer", organizer: northwind, count: 2 });
    expect(all.length).toBeGreaterThan(4);
  });
});
