/**
 * The event-management API: typed client, builders of the structured filter syntax, and an
 * iterator over a finder's pages.
 *
 *   const client = createEventManagementClient({ baseUrl: "https://api.vendor.example", auth: "AQX..." });
 *   const { data } = await client.GET("/rest/events/{event_id}", { params: { path: { event_id: 7094 } } });
 *
 *   for await (const event of findEvents(client, {
 *     q: "eventsByOrganizer",
 *     organizer: "urn:li:organization:2414183",
 *     timeBasedFilter: timeBasedFilter.startTimeRange({ start: new Date("2026-01-01") }),
 *   })) console.log(event.vanityName);
 */
import type { components, paths } from "../../generated/event-management/types.js";
import { bearerAuth, createApiClient, headersMiddleware, type ApiClient, type ApiClientOptions } from "./client.js";
import { ApiError, dataOrThrow, InvalidRequestError, unusableAnswer } from "./errors.js";
import { finders } from "../../generated/event-management/finders.js";
import { finderProblems as problemsOfFinderQuery } from "../contract/finders.js";

export * from "./client-public.js";
export type { components, paths };
type Schemas = components["schemas"];
export type Event = Schemas["Event"];
export type EventList = Schemas["EventList"];
export type RegisterUploadRequest = Schemas["RegisterUploadRequest"];
export type RegisterUploadResponse = Schemas["RegisterUploadResponse"];
export type Post = Schemas["Post"];
export type EventEntryCriteria = Schemas["EventEntryCriteria"];
export type EventSortOrder = Schemas["EventSortOrder"];

/** Every request of the API carries this protocol version header. */
export const protocolVersion = "2.0.0";
const protocolHeader = "X-Vendor-Protocol-Version";

/** The values of the document's filter types (its "Event-list filter types" table). */
export const eventLifeCycleStates = ["UPCOMING", "ONGOING", "PAST"] as const;
export type EventLifeCycleState = (typeof eventLifeCycleStates)[number];
export const eventEntryCriteria = ["PUBLIC", "GATED"] as const satisfies readonly EventEntryCriteria[];
export const eventSortOrders = ["START_TIME_ASC", "END_TIME_DESC"] as const satisfies readonly EventSortOrder[];

/** Page size a finder uses when `count` is not given (the document's limit). */
export const defaultCount = 10;

// ---------------------------------------------------------------------------------------------
// Types of the client. The generated types are the contract's; three things are adjusted here:
// the protocol header is sent by the client, so calls need not name it; the unions `type` and
// `format` are made exclusive (a TypeScript union alone accepts an object with both keys); and
// the finder query is typed per `q` (what `x-finders` says), as is the filter syntax.

/** A union of single-key objects in which a member may not carry another member's key. */
type KeysOf<U> = U extends unknown ? keyof U : never;
type Exclusive<U, All = U> = U extends unknown ? U & { [K in Exclude<KeysOf<All>, keyof U>]?: never } : never;

/** The format of a new online event: server-set URNs left out, `testEvent` optional (default false). */
export type OnlineEventFormatInput = Exclusive<
  | { liveVideo: Omit<Schemas["LiveVideoEventFormat"], "liveVideo" | "testEvent"> & { testEvent?: boolean; liveVideo?: never } }
  | { liveAudio: Omit<Schemas["LiveAudioEventFormat"], "room"> & { room?: never } }
  | { external: Schemas["ExternalEventFormat"] }
>;
export type EventTypeInput = Exclusive<{ online: { format: OnlineEventFormatInput } } | { inPerson: Schemas["InPersonEventType"] }>;
/** The body of the create request (B3). */
export type EventCreateRequest = Omit<Schemas["EventCreateRequest"], "type"> & { type: EventTypeInput };

export type PersonUrn = `urn:li:person:${string}`;
export type OrganizationUrn = `urn:li:organization:${string}`;

/** A time-based filter in the structured query syntax; build one with `timeBasedFilter`. */
export type TimeBasedFilter = `(lifeCycleState:${EventLifeCycleState})` | `(ongoingTimeRange:(${string}))` | `(startTimeRange:(${string}))`;

type FindEventsQuery = NonNullable<paths["/rest/events"]["get"]["parameters"]["query"]>;
/** B8: the events of a person or an organization, with every filter. */
export type EventsByOrganizerQuery = Omit<FindEventsQuery, "q" | "organizer" | "timeBasedFilter"> & {
  q: "eventsByOrganizer";
  organizer: PersonUrn | OrganizationUrn;
  timeBasedFilter?: TimeBasedFilter;
};
/** B9: the lead-generation-form-enabled events of an organization; only `start` and `count` besides. */
export type OrganizerLeadGenFormEnabledEventsQuery = Pick<FindEventsQuery, "start" | "count"> & {
  q: "organizerLeadGenFormEnabledEvents";
  organizer: OrganizationUrn;
};
/** Either finder's query; the parameters of the other finder are `never` (B9 takes no filter). */
export type FinderQuery = Exclusive<EventsByOrganizerQuery | OrganizerLeadGenFormEnabledEventsQuery>;

type WithoutProtocolHeader<P> = P extends { header: infer H } ? Omit<P, "header"> & { header?: Omit<H, typeof protocolHeader> } : P;
type ClientOperation<Op> = Op extends { parameters: infer P } ? Omit<Op, "parameters"> & { parameters: WithoutProtocolHeader<P> } : Op;
type ClientPathItem<Item> = {
  [Key in keyof Item]: Key extends "parameters" ? WithoutProtocolHeader<Item[Key]> : ClientOperation<Item[Key]>;
};
type EventsPathItem = ClientPathItem<paths["/rest/events"]>;
/** The contract's paths as the client's calls see them. */
export type EventManagementPaths = { [Path in Exclude<keyof paths, "/rest/events">]: ClientPathItem<paths[Path]> } & {
  "/rest/events": Omit<EventsPathItem, "get" | "post"> & {
    get: Omit<EventsPathItem["get"], "parameters"> & {
      parameters: Omit<EventsPathItem["get"]["parameters"], "query"> & { query: FinderQuery };
    };
    post: Omit<EventsPathItem["post"], "requestBody"> & {
      requestBody: { content: { "application/json": EventCreateRequest } };
    };
  };
};

// ---------------------------------------------------------------------------------------------
// The client.

/**
 * Query parameters sent without URL encoding (`allowReserved` in the contract): the document
 * says the filter's structured syntax is not URL-encoded. openapi-fetch encodes every value
 * (`:` and `,` become %3A and %2C), so the client serializes the query itself.
 */
export const unencodedQueryParameters: ReadonlySet<string> = new Set(["timeBasedFilter"]);

/** Every query parameter of this API is a single value (no arrays or objects to explode). */
function serializeQuery(query: Record<string, unknown>): string {
  return Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => {
      const encoded = encodeURIComponent(String(value));
      // Only the syntax's own characters are left as written; `&`, `#`, spaces stay encoded,
      // so a wrong value cannot break the query string (the contract's pattern rejects it).
      return `${name}=${unencodedQueryParameters.has(name) ? encoded.replace(/%3A/gi, ":").replace(/%2C/gi, ",") : encoded}`;
    })
    .join("&");
}

export interface EventManagementClientOptions extends ApiClientOptions {
  /** An OAuth 2.0 access token with `r_events` (read) or `rw_events` (write), sent as `Bearer <token>`. */
  auth?: string;
  /** @deprecated The former name of `auth`; still read. */
  accessToken?: string;
}

export function createEventManagementClient(options: EventManagementClientOptions): ApiClient<EventManagementPaths> {
  return createApiClient<EventManagementPaths>(
    {
      api: "event-management",
      authMiddleware: bearerAuth,
      deprecatedAuth: { name: "accessToken", value: options?.accessToken },
      // The filters travel unencoded, as the document writes them (see unencodedQueryParameters).
      querySerializer: serializeQuery,
      middleware: [headersMiddleware({ [protocolHeader]: protocolVersion })],
    },
    options,
  );
}

export type EventManagementClient = ReturnType<typeof createEventManagementClient>;

/** Where and how to send the image of a registered upload (B1's `value`, whatever the mechanism's key). */
export function uploadTarget(registration: RegisterUploadResponse): { uploadUrl: string; headers: Record<string, string>; asset: string } {
  const mechanisms = Object.values(registration.value?.uploadMechanism ?? {});
  const mechanism = mechanisms[0];
  const asset = registration.value?.asset;
  if (mechanisms.length !== 1 || !mechanism?.uploadUrl || !asset) {
    throw new ApiError("event-management", "The register-upload answer has no single upload mechanism with an uploadUrl, or no asset");
  }
  return { uploadUrl: mechanism.uploadUrl, headers: { ...mechanism.headers }, asset };
}

// ---------------------------------------------------------------------------------------------
// Builders of the structured filter syntax.

/** A time: epoch milliseconds, or a Date. */
export type Instant = number | Date;

function epochMillis(time: Instant, what: string): number {
  const millis = time instanceof Date ? time.getTime() : time;
  // The syntax has digits only: no sign, no fraction.
  if (!Number.isSafeInteger(millis) || millis < 0) {
    throw new RangeError(`${what} must be a time at or after 1970 in whole epoch milliseconds, not ${String(time)}`);
  }
  return millis;
}

export const timeBasedFilter = {
  /** Events in a lifecycle state: `(lifeCycleState:PAST)`. */
  lifeCycleState<State extends EventLifeCycleState>(state: State): `(lifeCycleState:${State})` {
    if (!eventLifeCycleStates.includes(state)) {
      throw new RangeError(`lifeCycleState must be one of ${eventLifeCycleStates.join(", ")}, not ${String(state)}`);
    }
    return `(lifeCycleState:${state})`;
  },

  /** Events ongoing at some time of the closed interval [start, end]: both bounds required. */
  ongoingTimeRange(range: { start: Instant; end: Instant }): `(ongoingTimeRange:(${string}))` {
    const start = epochMillis(range.start, "start");
    const end = epochMillis(range.end, "end");
    if (end < start) throw new RangeError(`end (${end}) is before start (${start})`);
    return `(ongoingTimeRange:(start:${start},end:${end}))`;
  },

  /**
   * Events starting in [start, end), [start, inf), (-inf, end), or at any time: a bound left out
   * is open. `startTimeRange()` is `(startTimeRange:())`.
   */
  startTimeRange(range: { start?: Instant; end?: Instant } = {}): `(startTimeRange:(${string}))` {
    const bounds: string[] = [];
    const start = range.start === undefined ? undefined : epochMillis(range.start, "start");
    const end = range.end === undefined ? undefined : epochMillis(range.end, "end");
    if (start !== undefined && end !== undefined && end <= start) {
      throw new RangeError(`the half-open range [${start}, ${end}) is empty`);
    }
    if (start !== undefined) bounds.push(`start:${start}`);
    if (end !== undefined) bounds.push(`end:${end}`);
    return `(startTimeRange:(${bounds.join(",")}))`;
  },
};

// ---------------------------------------------------------------------------------------------
// Finders.

/**
 * What is wrong with a finder query, by the contract's `x-finders` (which parameters each finder
 * accepts and requires, and their stricter schemas) and the declared parameter schemas (the
 * filter's pattern, the enums): the rule the simulator and the mock refuse a query by
 * (src/contract/finders.ts). Empty when the query is valid.
 */
export function finderProblems(query: Record<string, unknown>): string[] {
  return problemsOfFinderQuery(finders.findEvents, query);
}

/**
 * Where the page after `page` starts, or undefined when `page` is the last one: it has no `next`
 * link, or it is short (fewer elements than its count), or the link does not move past the
 * `start` that was asked for (a server repeating a page must not make the iteration endless).
 * `start` and `count` are read from the link; the query is then asked again through the typed
 * client, so the next request keeps the client's base URL, credentials and filters rather than
 * following a URL the answer chose.
 */
export function nextPage(query: { start?: number; count?: number }, page: EventList): { start: number; count: number } | undefined {
  const elements = page.elements ?? [];
  const start = query.start ?? 0;
  // The page's own count first: a service may serve fewer than asked for per page.
  const count = page.paging?.count ?? query.count ?? defaultCount;
  const href = page.paging?.links?.find((link) => link.rel === "next")?.href;
  if (href === undefined || elements.length === 0 || elements.length < count) return undefined;
  const linked = new URL(href, "http://relative.invalid").searchParams;
  const nextStart = Number(linked.get("start") ?? start + elements.length);
  const nextCount = Number(linked.get("count") ?? count);
  if (!Number.isSafeInteger(nextStart) || nextStart <= start || !Number.isSafeInteger(nextCount) || nextCount < 1) {
    return undefined;
  }
  return { start: nextStart, count: nextCount };
}

/** Every page of a finder (B8 or B9), from `query.start` to the last page. */
export async function* findEventPages(client: EventManagementClient, query: FinderQuery): AsyncGenerator<EventList, void, undefined> {
  const problems = finderProblems(query);
  if (problems.length > 0) throw new InvalidRequestError("event-management", problems);
  let current: FinderQuery = query;
  for (;;) {
    const answer = await client.GET("/rest/events", { params: { query: current } });
    const data = await dataOrThrow(answer, { operation: "findEvents" });
    if (data === undefined) throw unusableAnswer(answer.response, data, "a page without a body", "findEvents");
    yield data;
    const next = nextPage(current, data);
    if (next === undefined) return;
    current = { ...current, ...next };
  }
}

/** Every event a finder (B8 or B9) lists, page after page. */
export async function* findEvents(client: EventManagementClient, query: FinderQuery): AsyncGenerator<Event, void, undefined> {
  for await (const page of findEventPages(client, query)) yield* page.elements ?? [];
}
