/**
 * Type-level tests of the event-management client and helpers, checked by `tsc --noEmit` (part of
 * npm test): each `@ts-expect-error` line must be a type error, or the check fails. Never called
 * at run time.
 */
import {
  createEventManagementClient,
  findEventPages,
  findEvents,
  timeBasedFilter,
  type EventCreateRequest,
  type EventList,
  type TimeBasedFilter,
} from "../../src/clients/event-management.js";

export async function typeTests(): Promise<void> {
  const baseUrl = "http://127.0.0.1:4012";
  const client = createEventManagementClient({ baseUrl, auth: "t" });

  // @ts-expect-error the base URL is required: a client has no default address
  createEventManagementClient({ auth: "t" });

  // @ts-expect-error the credential is an access token string
  createEventManagementClient({ baseUrl, auth: { accessToken: "t" } });

  // The former name of the credential still compiles (deprecated).
  createEventManagementClient({ baseUrl, accessToken: "t" });
  const organizer = "urn:li:organization:2414183";
  const base = { name: { localized: { en_US: "Launch" } }, organizer, leadGenFormSpec: { privacyPolicyUrl: "https://x.example/p" }, startsAt: 1 } as const;

  // The protocol header is the client's business: no call has to name it.
  await client.GET("/rest/events/{event_id}", { params: { path: { event_id: 7301452896310272 } } });
  // testEvent has a default: a live-video event may leave it out.
  await client.POST("/rest/events", { body: { ...base, type: { online: { format: { liveVideo: { endsAt: 2 } } } } } });
  // An open object (the venue's address) takes any member.
  await client.POST("/rest/events", { body: { ...base, type: { inPerson: { address: { city: "Berlin" }, url: "https://x.example" } } } });

  // @ts-expect-error a misspelled optional member of the event, deep in its format
  await client.POST("/rest/events", { body: { ...base, type: { online: { format: { liveVideo: { endsAt: 2, testEvnt: true } } } } } });

  // @ts-expect-error a path the contract does not have
  await client.GET("/rest/event/{event_id}", { params: { path: { event_id: 1 } } });

  // @ts-expect-error a method the path does not have
  await client.PUT("/rest/events/{event_id}", { params: { path: { event_id: 1 } } });

  // @ts-expect-error event_id is a Long
  await client.GET("/rest/events/{event_id}", { params: { path: { event_id: "7301452896310272" } } });

  // @ts-expect-error organizer is required in a create body
  await client.POST("/rest/events", { body: { name: base.name, leadGenFormSpec: base.leadGenFormSpec, startsAt: 1, type: { inPerson: {} } } });

  // @ts-expect-error an event is online or in person, not both
  await client.POST("/rest/events", { body: { ...base, type: { online: { format: { liveAudio: {} } }, inPerson: {} } } });

  // @ts-expect-error a format has one member
  await client.POST("/rest/events", { body: { ...base, type: { online: { format: { liveAudio: {}, external: {} } } } } });

  // @ts-expect-error the live-video URN is set by the service
  await client.POST("/rest/events", { body: { ...base, type: { online: { format: { liveVideo: { liveVideo: "urn:li:liveVideo:1" } } } } } });

  // @ts-expect-error a customized lead-generation form cannot be attached
  const customForm: EventCreateRequest = { name: base.name, organizer, startsAt: 1, type: { inPerson: {} }, leadGenFormSpec: { privacyPolicyUrl: "https://x.example", formId: 7 } };

  // @ts-expect-error only the vanity name can be patched
  await client.PATCH("/rest/events/{event_id}", { params: { path: { event_id: 1 } }, body: { patch: { $set: { startsAt: 5 } } } });

  // @ts-expect-error the register-upload body has the document's members only
  await client.POST("/rest/assets", { params: { query: { action: "registerUpload" } }, body: { owner: "urn:li:person:x" } });

  // @ts-expect-error the action is registerUpload
  await client.POST("/rest/assets", { params: { query: { action: "upload" } }, body: { registerUploadRequest: { owner: "urn:li:person:x", recipes: [], serviceRelationships: [], supportedUploadMechanism: [] } } });

  // @ts-expect-error a post is one of the two variants: lifecycleState is PUBLISHED
  await client.POST("/rest/posts", { body: { author: organizer, commentary: "c", visibility: "PUBLIC", distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] }, content: { reference: { id: "urn:li:event:1" } }, lifecycleState: "DRAFT", isReshareDisabledByAuthor: false } });

  // Finders: both typed on the one path, each with its own parameters.
  await client.GET("/rest/events", { params: { query: { q: "eventsByOrganizer", organizer: "urn:li:person:Xk3", timeBasedFilter: "(lifeCycleState:PAST)", sortOrder: "END_TIME_DESC" } } });
  await client.GET("/rest/events", { params: { query: { q: "organizerLeadGenFormEnabledEvents", organizer, start: 0, count: 2 } } });

  // @ts-expect-error q names one of the two finders
  await client.GET("/rest/events", { params: { query: { q: "eventsByMember", organizer } } });

  // @ts-expect-error organizer is required
  await client.GET("/rest/events", { params: { query: { q: "eventsByOrganizer" } } });

  // @ts-expect-error organizerLeadGenFormEnabledEvents takes no time-based filter
  await client.GET("/rest/events", { params: { query: { q: "organizerLeadGenFormEnabledEvents", organizer, timeBasedFilter: "(lifeCycleState:PAST)" } } });

  // @ts-expect-error organizerLeadGenFormEnabledEvents lists an organization's events, not a person's
  await client.GET("/rest/events", { params: { query: { q: "organizerLeadGenFormEnabledEvents", organizer: "urn:li:person:Xk3" } } });

  // @ts-expect-error the filter is in the structured syntax, with its parentheses
  await client.GET("/rest/events", { params: { query: { q: "eventsByOrganizer", organizer, timeBasedFilter: "lifeCycleState:PAST" } } });

  // @ts-expect-error sortOrder is one of the two orders
  await client.GET("/rest/events", { params: { query: { q: "eventsByOrganizer", organizer, sortOrder: "START_TIME_DESC" } } });

  // @ts-expect-error start is an integer
  await client.GET("/rest/events", { params: { query: { q: "eventsByOrganizer", organizer, start: "0" } } });

  // Builders.
  const past: "(lifeCycleState:PAST)" = timeBasedFilter.lifeCycleState("PAST");
  const filters: TimeBasedFilter[] = [
    past,
    timeBasedFilter.ongoingTimeRange({ start: 1, end: new Date() }),
    timeBasedFilter.startTimeRange(),
    timeBasedFilter.startTimeRange({ end: 2 }),
  ];

  // @ts-expect-error the lifecycle states are UPCOMING, ONGOING and PAST
  timeBasedFilter.lifeCycleState("CANCELLED");

  // @ts-expect-error an ongoing range is closed: both bounds
  timeBasedFilter.ongoingTimeRange({ start: 1 });

  // @ts-expect-error the bounds are start and end
  timeBasedFilter.startTimeRange({ from: 1 });

  // Iterators.
  for await (const event of findEvents(client, { q: "eventsByOrganizer", organizer, timeBasedFilter: filters[0] })) {
    const id: number | undefined = event.id;
    // @ts-expect-error an event's id is a Long
    const wrong: string | undefined = event.id;
    void [id, wrong];
  }
  for await (const page of findEventPages(client, { q: "organizerLeadGenFormEnabledEvents", organizer })) {
    const list: EventList = page;
    void list;
  }

  // @ts-expect-error the iterator takes a finder query: organizer is required
  findEvents(client, { q: "eventsByOrganizer" });

  // @ts-expect-error the iterator takes the finder's own parameters only
  findEvents(client, { q: "organizerLeadGenFormEnabledEvents", organizer, entryCriteria: "PUBLIC" });

  const { data } = await client.GET("/rest/events/{event_id}", { params: { path: { event_id: 1 } } });
  if (data?.type && "online" in data.type) {
    const format = data.type.online.format;
    // @ts-expect-error the format must be narrowed before a member is read
    void format.liveVideo.endsAt;
  }
  void customForm;
}
