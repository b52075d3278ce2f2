/**
 * The typed event-management client against the mock: every operation, the register → upload →
 * create flow, the posting lifecycle, both finders and the page iterator. Every request stays on
 * 127.0.0.1 (see `localOnly`).
 */
import { createQuerySerializer } from "openapi-fetch";
import { beforeAll, describe, expect, it } from "vitest";
import { mockUrl } from "../../src/contract/apis.js";
import {
  ApiResponseError,
  createEventManagementClient,
  findEventPages,
  findEvents,
  timeBasedFilter,
  uploadTarget,
  type EventCreateRequest,
  type EventManagementClient,
  type FinderQuery,
  type Post,
} from "../../src/clients/event-management.js";
import { contractOf } from "../support/contract.js";
import { useMockServer } from "../support/mock.js";

const { conforms, example } = contractOf("event-management");

const organizer = "urn:li:organization:2414183";
const member = "urn:li:person:Xk3pQ9rT2a";
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const server = useMockServer("event-management", { host: "127.0.0.1" });
const sent: Request[] = [];

/**
 * The fetch of every client here. It refuses any host but 127.0.0.1 and never follows a redirect;
 * the address the contract's examples name (the registered mock port, as in B1's `uploadUrl`) is
 * routed to the mock this test started on a free port. `edit` may change a request first.
 */
function localOnly(edit: (request: Request) => Request = (request) => request) {
  return async (input: Request): Promise<Response> => {
    let url = new URL(input.url);
    if (url.hostname !== "127.0.0.1") throw new Error(`a test tried to reach ${url.origin}`);
    if (url.origin === mockUrl("event-management")) url = new URL(`${url.pathname}${url.search}`, server.url);
    const request = edit(new Request(url, input));
    sent.push(request.clone());
    return fetch(request, { redirect: "error" });
  };
}

const clientWith = (edit?: (request: Request) => Request, { auth }: { auth?: string } = { auth: "AQXtest" }) =>
  createEventManagementClient({ baseUrl: server.url, auth, fetch: localOnly(edit) });
let client: EventManagementClient;

/** Every event a finder walk yields. */
async function everyEvent(from: EventManagementClient, query: FinderQuery) {
  const events = [];
  for await (const event of findEvents(from, query)) events.push(event);
  return events;
}

beforeAll(() => {
  client = clientWith();
});

const lastSent = () => sent.at(-1)!;
const notPosted = { Prefer: "code=404, example=createdNotPosted" };
const deleted = { Prefer: "code=404, example=deleted" };

describe("event-management client", () => {
  it("sends the bearer token and the protocol header", async () => {
    const { response } = await client.GET("/rest/events/{event_id}", { params: { path: { event_id: 7301452896310272 } } });
    expect(response.status).toBe(200);
    expect(lastSent().headers.get("authorization")).toBe("Bearer AQXtest");
    expect(lastSent().headers.get("x-vendor-protocol-version")).toBe("2.0.0");
  });

  it("is refused without the protocol header, or without a token", async () => {
    const withoutHeader = await fetch(`${server.url}/rest/events/7301452896310272`, { headers: { Authorization: "Bearer t" } });
    expect(withoutHeader.status).toBe(422);
    const emptyHeader = await client.GET("/rest/events/{event_id}", {
      params: { path: { event_id: 7301452896310272 } },
      headers: { "X-Vendor-Protocol-Version": "" },
    });
    expect(emptyHeader.response.status).toBe(422);
    const anonymous = await clientWith(undefined, {}).GET("/rest/events/{event_id}", { params: { path: { event_id: 1 } } });
    expect(anonymous.response.status).toBe(401);
  });

  it("runs register → upload → create with the uploadUrl and asset of the B1 answer", async () => {
    const registered = await client.POST("/rest/assets", {
      params: { query: { action: "registerUpload" } },
      body: example("RegisterUploadBackgroundImageRequest"),
    });
    expect(registered.response.status).toBe(200);
    expect(conforms("RegisterUploadResponse", registered.data)).toEqual([]);
    const target = uploadTarget(registered.data!);
    expect(target.asset).toBe("urn:li:digitalmediaAsset:C4E22AQHv8Zr1kYpW3g");
    expect(target.headers).toEqual({ "media-type-family": "STILLIMAGE" });

    // The upload goes to the uploadUrl as given: on the mock it is the upload operation's path.
    const uploadUrl = new URL(target.uploadUrl);
    expect(uploadUrl.hostname).toBe("127.0.0.1");
    const [, uploadId] = /^\/rest\/mediaUpload\/([^/]+)$/.exec(uploadUrl.pathname)!;
    const uploaded = await client.POST("/rest/mediaUpload/{upload_id}", {
      baseUrl: uploadUrl.origin,
      params: { path: { upload_id: uploadId! } },
      headers: { ...target.headers, "Content-Type": "image/png" },
      body: png,
      bodySerializer: (body) => body,
    });
    expect(uploaded.response.status).toBe(201);
    expect(new URL(lastSent().url).pathname).toBe(uploadUrl.pathname);
    expect(lastSent().headers.get("media-type-family")).toBe("STILLIMAGE");
    expect(new Uint8Array(await lastSent().arrayBuffer())).toEqual(png);

    const body: EventCreateRequest = {
      name: { localized: { en_US: "Data Platform Live: Spring Release Walkthrough" } },
      type: { online: { format: { liveVideo: { endsAt: 1773855000000 } } } },
      organizer,
      leadGenFormSpec: { privacyPolicyUrl: "https://www.northwind-analytics.example/privacy" },
      startsAt: 1773849600000,
      backgroundImage: target.asset,
    };
    const created = await client.POST("/rest/events", { body });
    expect(created.response.status).toBe(201);
    expect(await lastSent().json()).toEqual(body);
    expect(conforms("Event", created.data)).toEqual([]);
    expect(created.data).toMatchObject({ backgroundImage: target.asset, discoveryMode: "LISTED", id: 7301452896310272 });
    expect(created.data!.ugcPost).toBeUndefined();
    const type = created.data!.type!;
    expect("online" in type && "liveVideo" in type.online.format && type.online.format.liveVideo.liveVideo).toBe(
      "urn:li:liveVideo:7301452897568768",
    );
  });

  // The live formats come back with the URN the service generated (create responses only).
  it.each([
    [
      "onlineLiveVideo",
      "CreateEventOnlineLiveVideoRequest",
      { online: { format: { liveVideo: { endsAt: 1773855000000, liveVideo: "urn:li:liveVideo:7301452897568768" } } } },
    ],
    [
      "onlineLiveAudio",
      "CreateEventOnlineLiveAudioRequest",
      { online: { format: { liveAudio: { endsAt: 1775750400000, room: "urn:li:room:7301453312937985" } } } },
    ],
    ["onlineExternal", "CreateEventOnlineExternalRequest", undefined],
    ["inPerson", "CreateEventInPersonRequest", undefined],
  ])("creates the %s event and answers it with its server fields", async (name, request, answeredType) => {
    const body: EventCreateRequest = example(request);
    const { data, response } = await client.POST("/rest/events", { body, headers: { Prefer: `example=${name}` } });
    expect(response.status).toBe(201);
    expect(conforms("Event", data)).toEqual([]);
    expect(data!.type).toEqual(answeredType ?? body.type);
    expect(data).toMatchObject({
      name: body.name,
      organizer,
      startsAt: body.startsAt,
      vanityName: expect.any(String),
      leadGenForm: expect.stringMatching(/^urn:li:versionedLeadGenForm:/),
    });
  });

  it("rejects an event both online and in person at the mock", async () => {
    const body = { ...example("CreateEventInPersonRequest"), type: { inPerson: {}, online: { format: { liveAudio: {} } } } };
    const { response } = await client.POST("/rest/events", { body: body as never });
    expect(response.status).toBe(422);
  });

  it.each([
    ["live-video", "CreatePostLiveVideoEventRequest", undefined],
    ["external-event", "CreatePostExternalEventRequest", member],
  ])("posts the %s variant: 201 and an empty body", async (_variant, name, actor) => {
    const body: Post = example(name);
    const { response, data } = await client.POST("/rest/posts", { params: { query: actor ? { actor } : {} }, body });
    expect(response.status).toBe(201);
    expect(data).toBeUndefined();
    expect(await lastSent().json()).toEqual(body);
    expect(new URL(lastSent().url).search).toBe(actor ? "?actor=urn%3Ali%3Aperson%3AXk3pQ9rT2a" : "");
  });

  it("walks the posting lifecycle: created, posted, deleted", async () => {
    const created = await client.POST("/rest/events", { body: example("CreateEventOnlineLiveVideoRequest") });
    const eventId = created.data!.id!;
    const path = { event_id: eventId };

    // Created, not posted: it cannot be fetched, updated or deleted.
    const early = await client.GET("/rest/events/{event_id}", { params: { path }, headers: notPosted });
    expect(early.response.status).toBe(404);
    expect(early.error).toEqual(example("EventNotFoundCreatedNotPostedResponse"));
    const earlyPatch = await client.PATCH("/rest/events/{event_id}", {
      params: { path },
      body: example("UpdateEventVanityNameRequest"),
      headers: notPosted,
    });
    expect(earlyPatch.response.status).toBe(404);
    const earlyDelete = await client.DELETE("/rest/posts/{post_urn}", {
      params: { path: { post_urn: "urn:li:ugcPost:7301459990001664" } },
      headers: notPosted,
    });
    expect(earlyDelete.response.status).toBe(404);
    expect(earlyDelete.error).toEqual(example("PostNotFoundCreatedNotPostedResponse"));

    // Posted: readable, with its post, and writable.
    const liveVideo = (created.data!.type as { online: { format: { liveVideo: { liveVideo: string } } } }).online.format.liveVideo
      .liveVideo;
    const post = example("CreatePostLiveVideoEventRequest");
    expect(post.postContent.content.reference.id).toBe(liveVideo);
    expect((await client.POST("/rest/posts", { body: post })).response.status).toBe(201);
    const fetched = await client.GET("/rest/events/{event_id}", { params: { path } });
    expect(fetched.response.status).toBe(200);
    expect(conforms("Event", fetched.data)).toEqual([]);
    expect(fetched.data).toMatchObject({ id: eventId, ugcPost: "urn:li:ugcPost:7301460081942528" });
    const patched = await client.PATCH("/rest/events/{event_id}", {
      params: { path },
      body: { patch: { $set: { vanityName: "spring-release-live" } } },
    });
    expect(patched.response.status).toBe(200);
    expect(await lastSent().json()).toEqual({ patch: { $set: { vanityName: "spring-release-live" } } });

    // Deleting its post deletes the event; the URN travels URL-encoded as the last path component.
    const removed = await client.DELETE("/rest/posts/{post_urn}", { params: { path: { post_urn: fetched.data!.ugcPost! } } });
    expect(removed.response.status).toBe(204);
    expect(new URL(lastSent().url).pathname).toBe("/rest/posts/urn%3Ali%3AugcPost%3A7301460081942528");
    const gone = await client.GET("/rest/events/{event_id}", { params: { path }, headers: deleted });
    expect(gone.response.status).toBe(404);
    expect(gone.error).toEqual(example("EventNotFoundDeletedResponse"));
    const again = await client.DELETE("/rest/posts/{post_urn}", {
      params: { path: { post_urn: fetched.data!.ugcPost! } },
      headers: deleted,
    });
    expect(again.response.status).toBe(404);
    expect(again.error).toEqual(example("PostNotFoundDeletedResponse"));
  });
});

describe("finders", () => {
  it.each([
    ["eventsByOrganizer", "FindEventsEventsByOrganizerResponse"],
    ["organizerLeadGenFormEnabledEvents", "FindEventsOrganizerLeadGenFormEnabledEventsResponse"],
  ] as const)("answers q=%s with its own example, without Prefer", async (q, expected) => {
    const { data, response } = await client.GET("/rest/events", { params: { query: { q, organizer } } });
    expect(response.status).toBe(200);
    expect(lastSent().headers.has("prefer")).toBe(false);
    expect(data).toEqual(example(expected));
    expect(conforms("EventList", data)).toEqual([]);
  });

  it("openapi-fetch alone would encode the filter's syntax", () => {
    expect(createQuerySerializer()({ timeBasedFilter: "(lifeCycleState:PAST)" })).toBe("timeBasedFilter=(lifeCycleState%3APAST)");
  });

  it.each([
    timeBasedFilter.lifeCycleState("UPCOMING"),
    timeBasedFilter.lifeCycleState("ONGOING"),
    timeBasedFilter.lifeCycleState("PAST"),
    timeBasedFilter.ongoingTimeRange({ start: 1773849600000, end: 1775750400000 }),
    timeBasedFilter.startTimeRange({ start: 1767225600000, end: 1782864000000 }),
    timeBasedFilter.startTimeRange({ start: 1767225600000 }),
    timeBasedFilter.startTimeRange({ end: 1782864000000 }),
    timeBasedFilter.startTimeRange(),
  ])("sends %s unencoded, the organizer encoded, and the mock accepts it", async (filter) => {
    const { response } = await client.GET("/rest/events", {
      params: {
        query: {
          q: "eventsByOrganizer",
          organizer,
          timeBasedFilter: filter,
          entryCriteria: "PUBLIC",
          sortOrder: "START_TIME_ASC",
          excludeCancelled: true,
        },
      },
    });
    expect(response.status).toBe(200);
    expect(new URL(lastSent().url).search).toBe(
      `?q=eventsByOrganizer&organizer=urn%3Ali%3Aorganization%3A2414183&timeBasedFilter=${filter}&entryCriteria=PUBLIC&sortOrder=START_TIME_ASC&excludeCancelled=true`,
    );
  });

  it("has a malformed filter rejected by the mock", async () => {
    const { response } = await client.GET("/rest/events", {
      params: { query: { q: "eventsByOrganizer", organizer, timeBasedFilter: "(lifeCycleState:SOON)" as never } },
    });
    expect(response.status).toBe(422);
  });
});

describe("page iterator", () => {
  /** Serves the last page (by Prefer) when the second page is asked for. */
  const lastPageAtStart2 = (request: Request) =>
    new URL(request.url).searchParams.get("start") === "2"
      ? new Request(request, { headers: { ...Object.fromEntries(request.headers), Prefer: "example=eventsByOrganizerLastPage" } })
      : request;
  const query: FinderQuery = {
    q: "eventsByOrganizer",
    organizer,
    count: 2,
    timeBasedFilter: timeBasedFilter.startTimeRange({ start: 1767225600000 }),
  };

  it("follows the next link over several pages and stops at the last", async () => {
    const paged = clientWith(lastPageAtStart2);
    const before = sent.length;
    const ids: number[] = [];
    for await (const event of findEvents(paged, query)) ids.push(event.id!);
    expect(ids).toEqual([7301452896310272, 7301453702230016, 7301454098571264]);
    const requests = sent.slice(before).map((request) => new URL(request.url).searchParams);
    expect(requests.map((params) => [params.get("start"), params.get("count")])).toEqual([
      [null, "2"],
      ["2", "2"],
    ]);
    // The filter and the organizer go along to every page, the filter still unencoded.
    for (const request of sent.slice(before)) expect(request.url).toContain("&timeBasedFilter=(startTimeRange:(start:1767225600000))");
    expect(requests.every((params) => params.get("organizer") === organizer)).toBe(true);
  });

  it("yields the pages themselves, each conforming to the contract", async () => {
    const pages = [];
    for await (const page of findEventPages(clientWith(lastPageAtStart2), query)) pages.push(page);
    expect(pages.map((page) => page.paging)).toEqual([
      example("FindEventsEventsByOrganizerResponse").paging,
      example("FindEventsEventsByOrganizerLastPageResponse").paging,
    ]);
    for (const page of pages) expect(conforms("EventList", page)).toEqual([]);
  });

  it("reads organizerLeadGenFormEnabledEvents in one page", async () => {
    const before = sent.length;
    const events = await everyEvent(client, { q: "organizerLeadGenFormEnabledEvents", organizer });
    expect(events).toEqual(example("FindEventsOrganizerLeadGenFormEnabledEventsResponse").elements);
    expect(sent.length - before).toBe(1);
  });

  it("stops at a short page even when it has a next link", async () => {
    const before = sent.length;
    const shortPages = createEventManagementClient({
      baseUrl: server.url,
      auth: "t",
      fetch: async (request: Request) => {
        const answer = await localOnly()(request);
        const page = await answer.json();
        page.elements.pop(); // one of two: short, though the next link is still there
        return new Response(JSON.stringify(page), { status: answer.status, headers: answer.headers });
      },
    });
    const events = await everyEvent(shortPages, query);
    expect(events).toHaveLength(1);
    expect(sent.length - before).toBe(1);
  });

  it("stops when the service repeats a page instead of moving on", async () => {
    const before = sent.length;
    const events = await everyEvent(client, query);
    // The mock answers the first page to every start: start=2 links to start=2 again.
    expect(events).toHaveLength(4);
    expect(sent.length - before).toBe(2);
  });

  it("refuses a query its finder does not accept, before sending anything", async () => {
    const before = sent.length;
    const wrong = { q: "organizerLeadGenFormEnabledEvents", organizer: member } as unknown as FinderQuery;
    await expect(findEvents(client, wrong).next()).rejects.toThrow(
      /organizer of the organizerLeadGenFormEnabledEvents finder: must match pattern/,
    );
    expect(sent.length).toBe(before);
  });

  it("throws with the status when the service refuses a page", async () => {
    const anonymous = clientWith(undefined, {});
    const error = await findEvents(anonymous, query)
      .next()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiResponseError);
    expect(error).toMatchObject({ api: "event-management", operation: "findEvents", method: "GET", status: 401 });
    expect((error as ApiResponseError).message).toMatch(
      /^findEvents: GET http:\/\/127\.0\.0\.1:\d+\/rest\/events\?q=eventsByOrganizer&.* answered 401/,
    );
  });
});
