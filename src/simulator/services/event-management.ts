/**
 * The simulated event-management service: image uploads to the simulator's own upload URL,
 * events through the document's posting lifecycle (created, not posted → posted → deleted with
 * its post), vanity names unique across events, and both finders with every filter. An event's
 * lifecycle state (UPCOMING, ONGOING, PAST) is worked out from its start and end times against
 * the simulator's clock whenever it is looked at, so it moves as the clock moves. Protocol
 * clients are met where the real service meets them: created ids also in `X-Vendor-Id`, and the
 * partial update also as POST with `X-Vendor-Method: partial_update`.
 *
 * Refusals. The contract declares 404 for an event that is not posted or is deleted (getEvent,
 * updateEvent) and for a post that does not exist (deletePost); those refusals use it, with the
 * body of its examples. The document gives no other error status and the contract declares none,
 * so the other refusals (an unknown or not yet uploaded asset, an upload to an unknown URL, a post
 * of no known event or of a deleted one, a vanity name in use, a parameter a finder does not
 * take) are answered as the engine answers a request its contract refuses: 400, with the same
 * `{ status, message }` body. They are outside the contract; strict mode reports them.
 */
import type { components } from "../../event-management.js";
import { operationIndex } from "../../documents.js";
import { Refusal, type Reply, type Service, type ServiceContext, type SimRequest } from "../service.js";

type Schemas = components["schemas"];
type Event = Schemas["Event"];
type EventType = Schemas["EventType"];
type EntryCriteria = Schemas["EventEntryCriteria"];
type LifeCycleState = "UPCOMING" | "ONGOING" | "PAST";

/** An event as stored: the server's fields set, the live-video and room URNs kept (only the create answer shows them). */
type StoredEvent = { -readonly [K in keyof Event]: Event[K] } & { id: number; name: Schemas["MultiLocaleString"]; type: EventType; organizer: string; startsAt: number; vanityName: string };

interface EventRecord {
  event: StoredEvent;
  state: "created" | "posted" | "deleted";
  /** No operation of the API cancels an event: seeds and the `cancel` control command do. */
  cancelled: boolean;
  /** Not a field of the event. GATED when a registration (lead-generation) form is attached, unless a seed says otherwise. */
  entryCriteria: EntryCriteria;
}

interface Upload {
  owner: string;
  image?: { mediaType: string; bytes: number; uploadedAt: number };
}

/** An event of POST /__control/seed: the event's fields (`name` may be a plain string) and the simulator's own. */
export type SeedEvent = Omit<Event, "name"> & {
  name: Event["name"] | string;
  /** Default true: the event is posted (its `ugcPost` is given or made up). */
  posted?: boolean;
  cancelled?: boolean;
  entryCriteria?: EntryCriteria;
};

/** The body of POST /__control/seed; a key left out keeps its default. */
export interface EventManagementSeed {
  /** The member stamped on `created` and `lastModified`. */
  member?: string;
  events?: SeedEvent[];
  /** Assets whose image is uploaded already, usable as `backgroundImage`. */
  assets?: string[];
}

interface State {
  member: string;
  records: Map<number, EventRecord>;
  /** Post URN → event id, for the posts not deleted. */
  posts: Map<string, number>;
  /** Upload id (the last part of the asset URN and of the upload URL) → upload. */
  uploads: Map<string, Upload>;
}

const assetPrefix = "urn:li:digitalmediaAsset:";
/** The member of the contract's examples. */
const defaultMember = "urn:li:person:Xk3pQ9rT2a";
const eventSchema = { $ref: "#/components/schemas/Event" };
const entryCriteriaSchema = { $ref: "#/components/schemas/EventEntryCriteria" };
const hour = 3_600_000;
const day = 24 * hour;

/** The fields of the event's kind (an online format, or inPerson): where `endsAt` and the generated URNs live. */
function kindFields(type: EventType): { endsAt?: number; liveVideo?: string; room?: string; testEvent?: boolean } {
  return "inPerson" in type ? type.inPerson : (Object.values(type.online.format)[0] ?? {});
}

/** An event without `endsAt` ends as it starts: the document gives no duration to assume. */
function endOf(event: StoredEvent): number {
  return kindFields(event.type).endsAt ?? event.startsAt;
}

function lifeCycle(event: StoredEvent, now: number): LifeCycleState {
  if (now < event.startsAt) return "UPCOMING";
  return now < endOf(event) ? "ONGOING" : "PAST";
}

/** The test of a structured time filter; the engine has checked it against the contract's pattern. */
function timeFilter(filter: string, now: number): (event: StoredEvent) => boolean {
  const [, kind, inner] = /^\((\w+):(.*)\)$/.exec(filter)!;
  if (kind === "lifeCycleState") return (event) => lifeCycle(event, now) === inner;
  // The bounds may come in either order.
  const bound = (name: string) => {
    const found = new RegExp(`${name}:(\\d+)`).exec(inner!);
    return found ? Number(found[1]) : undefined;
  };
  const start = bound("start");
  const end = bound("end");
  if (kind === "ongoingTimeRange") {
    // Ongoing at some instant t of the closed [start, end]: startsAt <= t < endOf, in whole milliseconds.
    return (event) => Math.max(start!, event.startsAt) <= Math.min(end!, endOf(event) - 1);
  }
  // startTimeRange: [start, end), a bound left out is open.
  return (event) => event.startsAt >= (start ?? -Infinity) && event.startsAt < (end ?? Infinity);
}

function slug(name: Event["name"]): string {
  const text = Object.values(name?.localized ?? {})[0] ?? "event";
  return text.normalize("NFKD").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "event";
}

/** The header in which protocol clients read the id of a created entity (the contract's `X-Vendor-Id`). */
function createdId(id: string): Record<string, string> {
  return { "X-Vendor-Id": id };
}

function refuse(message: string): never {
  throw new Refusal({ status: 400, body: { status: 400, message } });
}

function notFound(message: string): never {
  throw new Refusal({ status: 404, body: { status: 404, message } });
}

export function createEventManagementService(context: ServiceContext): Service {
  const { clock, schemas } = context;
  const finders = operationIndex("event-management").get("findEvents")!.operation["x-finders"] as Record<
    string,
    { parameters: string[]; parameterSchemas?: Record<string, unknown> }
  >;
  // Ids look like the service's (16 digits) and never repeat in one process, across resets too.
  let serial = 0;
  const newId = () => 7_302_000_000_000_000 + ++serial * 4_096;
  let seed: EventManagementSeed = {};
  let state = load(seed);

  function vanityInUse(records: Map<number, EventRecord>, vanityName: string, except?: EventRecord): boolean {
    return [...records.values()].some((record) => record !== except && record.state !== "deleted" && record.event.vanityName === vanityName);
  }

  /** The event with the server's fields filled in where they are missing. */
  function complete(records: Map<number, EventRecord>, member: string, event: Event & Pick<StoredEvent, "name" | "type" | "organizer" | "startsAt">): StoredEvent {
    const id = event.id ?? newId();
    const type = structuredClone(event.type);
    const fields = kindFields(type);
    delete fields.testEvent; // write-only: it is never answered
    if ("online" in type && "liveVideo" in type.online.format) fields.liveVideo ??= `urn:li:liveVideo:${newId()}`;
    if ("online" in type && "liveAudio" in type.online.format) fields.room ??= `urn:li:room:${newId()}`;
    let vanityName = event.vanityName ?? `${slug(event.name)}-${id}`;
    for (let n = 2; event.vanityName === undefined && vanityInUse(records, vanityName); n++) vanityName = `${slug(event.name)}-${id}-${n}`;
    const stamp = { actor: member, time: clock.now() };
    return {
      ...event,
      id,
      type,
      vanityName,
      discoveryMode: event.discoveryMode ?? "LISTED",
      ...(event.leadGenFormSpec && !event.leadGenForm ? { leadGenForm: `urn:li:versionedLeadGenForm:(urn:li:leadGenForm:${newId()},1)` } : {}),
      created: event.created ?? stamp,
      lastModified: event.lastModified ?? event.created ?? stamp,
    };
  }

  /** The state a seed describes; it throws (a 400 of the control API) on a seed the contract cannot answer with. */
  function load(given: EventManagementSeed): State {
    const next: State = { member: given.member ?? defaultMember, records: new Map(), posts: new Map(), uploads: new Map() };
    const now = clock.now();
    for (const asset of given.assets ?? [exampleAsset()]) {
      if (!asset.startsWith(assetPrefix)) throw new Error(`a seeded asset must be ${assetPrefix}<id>, not ${asset}`);
      next.uploads.set(asset.slice(assetPrefix.length), { owner: next.member, image: { mediaType: "image/png", bytes: 0, uploadedAt: now } });
    }
    for (const entry of given.events ?? defaultEvents(now)) {
      const { posted = true, cancelled = false, entryCriteria, name, ...fields } = entry;
      if (name === undefined || fields.type === undefined || fields.organizer === undefined || fields.startsAt === undefined) {
        throw new Error("a seeded event needs name, type, organizer and startsAt");
      }
      const localized = typeof name === "string" ? { localized: { en_US: name } } : name;
      const event = complete(next.records, next.member, { ...fields, name: localized, type: fields.type, organizer: fields.organizer, startsAt: fields.startsAt });
      if (posted) event.ugcPost ??= `urn:li:ugcPost:${newId()}`;
      else delete event.ugcPost;
      const problems = schemas.validate(eventSchema, event).problems;
      if (problems.length > 0) throw new Error(`seeded event ${event.id}: ${problems.map((problem) => problem.message).join("; ")}`);
      if (next.records.has(event.id)) throw new Error(`two seeded events have the id ${event.id}`);
      if (vanityInUse(next.records, event.vanityName)) throw new Error(`two seeded events have the vanity name ${event.vanityName}`);
      if (event.ugcPost && next.posts.has(event.ugcPost)) throw new Error(`two seeded events have the post ${event.ugcPost}`);
      if (entryCriteria !== undefined && !schemas.validate(entryCriteriaSchema, entryCriteria).valid) throw new Error(`entryCriteria must be PUBLIC or GATED, not ${String(entryCriteria)}`);
      next.records.set(event.id, { event, state: posted ? "posted" : "created", cancelled, entryCriteria: entryCriteria ?? (event.leadGenForm ? "GATED" : "PUBLIC") });
      if (event.ugcPost) next.posts.set(event.ugcPost, event.id);
    }
    return next;
  }

  function exampleAsset(): string {
    return (context.example("registerUpload").body as Schemas["RegisterUploadResponse"]).value!.asset!;
  }

  /**
   * The default seed. First the story of the contract's examples (the four created events, three
   * of them posted with the posts the list examples show, the live-audio one not posted), so that
   * every example request works here; then events of a few organizers placed around the clock's
   * time, in every lifecycle state, one cancelled, some without a registration form.
   */
  function defaultEvents(now: number): SeedEvent[] {
    const listed = ["eventsByOrganizer", "eventsByOrganizerLastPage"].flatMap(
      (name) => (context.example("findEvents", 200, name).body as Schemas["EventList"]).elements ?? [],
    );
    const postOf = new Map(listed.map((event) => [event.id, event.ugcPost]));
    const story = ["onlineLiveVideo", "onlineLiveAudio", "onlineExternal", "inPerson"].map((name): SeedEvent => {
      const event = context.example("createEvent", 201, name).body as Event & { name: Schemas["MultiLocaleString"] };
      return { ...event, posted: postOf.has(event.id), ugcPost: postOf.get(event.id) };
    });
    const northwind = "urn:li:organization:2414183";
    const fabrikam = "urn:li:organization:8620735";
    const form = (site: string) => ({ privacyPolicyUrl: `https://www.${site}.example/privacy` });
    const liveVideo = (endsAt: number): EventType => ({ online: { format: { liveVideo: { endsAt } } } });
    const liveAudio = (endsAt: number): EventType => ({ online: { format: { liveAudio: { endsAt } } } });
    return [
      ...story,
      { id: 7301470000004096, name: "Quarterly Customer Panel", organizer: northwind, startsAt: now - 30 * day, type: liveVideo(now - 30 * day + 1.5 * hour), leadGenFormSpec: form("northwind-analytics") },
      { id: 7301470000008192, name: "Office Hours: Dashboards", organizer: northwind, startsAt: now - hour / 2, type: liveAudio(now + hour / 2) },
      { id: 7301470000012288, name: "Release Notes Roundup", organizer: northwind, startsAt: now + 3 * day, type: { online: { format: { external: { endsAt: now + 3 * day + hour, URL: "https://www.northwind-analytics.example/releases" } } } }, leadGenFormSpec: form("northwind-analytics") },
      { id: 7301470000016384, name: "Winter Webinar", organizer: northwind, startsAt: now + 7 * day, type: liveVideo(now + 7 * day + hour), cancelled: true },
      { id: 7301470000020480, name: "Fabrikam Security Briefing", organizer: fabrikam, startsAt: now + 2 * day, type: liveVideo(now + 2 * day + hour), leadGenFormSpec: form("fabrikam") },
      { id: 7301470000024576, name: "Fabrikam Hack Night", organizer: fabrikam, startsAt: now - 10 * day, type: { inPerson: { endsAt: now - 10 * day + 4 * hour, address: { city: "Lisbon", country: "PT" } } } },
      { id: 7301470000028672, name: "Coffee Chat: Data Contracts", organizer: defaultMember, startsAt: now + day, type: liveAudio(now + day + hour) },
    ];
  }

  /** A posted event; the contract's 404 otherwise, with its examples' messages. */
  function posted(request: SimRequest): EventRecord {
    const id = Number(request.params.event_id);
    const record = state.records.get(id);
    if (record?.state === "created") notFound(`Event ${id} is not found. An event can be read or changed only after it has been posted.`);
    if (record?.state !== "posted") notFound(`Event ${id} is not found.`);
    return record;
  }

  /** The event as answered: the live-video and room URNs only at creation; lists add the name's preferred locale. */
  function view(record: EventRecord, shown: "created" | "fetched" | "listed"): Event {
    const event = structuredClone(record.event);
    if (shown !== "created") {
      const fields = kindFields(event.type);
      delete fields.liveVideo;
      delete fields.room;
    }
    const locale = Object.keys(event.name.localized ?? {})[0];
    if (shown === "listed" && locale) {
      const [language, country] = locale.split("_");
      event.name.preferredLocale = { language, country };
    }
    return event;
  }

  function touch(record: EventRecord, actor: string): void {
    record.event.lastModified = { actor, time: clock.now() };
  }

  /** A finder takes the parameters its `x-finders` entry lists, with that entry's stricter schemas. */
  function checkFinder(query: URLSearchParams): string {
    const name = query.get("q")!; // the engine has checked it is one of the finders
    const finder = finders[name]!;
    for (const key of new Set(query.keys())) {
      if (!finder.parameters.includes(key)) refuse(`${key} is not a parameter of the ${name} finder (it takes ${finder.parameters.join(", ")})`);
    }
    for (const [key, schema] of Object.entries(finder.parameterSchemas ?? {})) {
      const value = query.get(key);
      const problems = value === null ? [] : schemas.validate(schema, value).problems;
      if (problems.length > 0) refuse(`${key} of the ${name} finder: ${problems.map((problem) => problem.message.replace(/^the payload /, "")).join("; ")}`);
    }
    return name;
  }

  /** The next page's link, relative to the base URL: the same query from the next start, the filter unencoded as the document writes it. */
  function nextHref(query: URLSearchParams, start: number, count: number): string {
    const next = new URLSearchParams(query);
    next.set("start", String(start));
    next.set("count", String(count));
    return `/rest/events?${[...next].map(([key, value]) => `${key}=${key === "timeBasedFilter" ? value : encodeURIComponent(value)}`).join("&")}`;
  }

  /** The partial update, sent as PATCH (the document's form) or as POST with the method header (the protocol's). */
  function setVanityName(request: SimRequest): Reply {
    const record = posted(request);
    const { vanityName } = (request.body as Schemas["EventPatch"]).patch.$set;
    if (vanityInUse(state.records, vanityName, record)) refuse(`The vanity name ${vanityName} is in use by another event.`);
    record.event.vanityName = vanityName;
    touch(record, state.member);
    return { status: 200 };
  }

  const service: Service = {
    reset() {
      state = load(seed);
    },
    seed(data) {
      const given = (data ?? {}) as EventManagementSeed;
      state = load(given); // a seed that does not load leaves the state as it was
      seed = given;
    },
    control: {
      /** Cancels an event (no operation of the API does): `{ "id": <event id> }`; `"cancelled": false` undoes it. */
      cancel(body) {
        const { id, cancelled = true } = (body ?? {}) as { id?: number; cancelled?: boolean };
        const record = state.records.get(Number(id));
        if (!record) throw new Error(`there is no event ${String(id)}`);
        record.cancelled = cancelled;
        return { id: record.event.id, cancelled };
      },
      /** Every event with what the API does not show: its posting state, lifecycle state now, cancellation and entry criteria. */
      events() {
        const now = clock.now();
        return {
          events: [...state.records.values()].map(({ event, state: posting, cancelled, entryCriteria }) => ({
            id: event.id,
            vanityName: event.vanityName,
            organizer: event.organizer,
            state: posting,
            lifeCycleState: lifeCycle(event, now),
            cancelled,
            entryCriteria,
            ...(event.ugcPost ? { ugcPost: event.ugcPost } : {}),
          })),
        };
      },
      /** Every registered upload: its asset, owner, and the image stored once uploaded. */
      assets() {
        return { assets: [...state.uploads].map(([id, upload]) => ({ asset: `${assetPrefix}${id}`, owner: upload.owner, uploaded: Boolean(upload.image), ...upload.image })) };
      },
    },
    handlers: {
      registerUpload(request) {
        const owner = (request.body as Schemas["RegisterUploadRequest"]).registerUploadRequest.owner;
        const id = `D5610AQ${newId().toString(36)}`;
        const asset = `${assetPrefix}${id}`;
        state.uploads.set(id, { owner });
        // The upload URL is on the simulator's own address (any port), never on a Host the request names.
        const origin = context.url();
        const body: Schemas["RegisterUploadResponse"] = {
          value: {
            mediaArtifact: `urn:li:digitalmediaMediaArtifact:(${asset},urn:li:digitalmediaMediaArtifactClass:feedshare-uploadedImage)`,
            uploadMechanism: {
              "com.vendor.digitalmedia.uploading.MediaUploadHttpRequest": { uploadUrl: `${origin}/rest/mediaUpload/${id}`, headers: { "media-type-family": "STILLIMAGE" } },
            },
            asset,
            assetRealTimeTopic: `urn:li-realtime:digitalmediaAssetUpdatesTopic:${asset}`,
          },
        };
        return { status: 200, body };
      },

      uploadImage(request) {
        const upload = state.uploads.get(request.params.upload_id!);
        if (!upload) refuse(`No upload ${request.params.upload_id} is registered: send the image to the uploadUrl of a registerUpload answer.`);
        const length = request.headers.get("content-length");
        upload.image = {
          mediaType: request.headers.get("content-type") ?? "application/octet-stream",
          bytes: length === undefined ? Buffer.byteLength(String(request.body)) : Number(length),
          uploadedAt: clock.now(),
        };
        return { status: 201 };
      },
      // The real service's own instructions upload with PUT; the document writes POST: the same.
      uploadImageByPut(request) {
        return service.handlers.uploadImage!(request);
      },

      createEvent(request) {
        const body = request.body as Schemas["EventCreateRequest"];
        const image = body.backgroundImage;
        if (image !== undefined) {
          const upload = state.uploads.get(image.slice(assetPrefix.length));
          if (!upload) refuse(`backgroundImage ${image} is not a registered asset.`);
          if (!upload.image) refuse(`backgroundImage ${image} has no image yet: upload it to its uploadUrl first.`);
        }
        const event = complete(state.records, state.member, body);
        const record: EventRecord = { event, state: "created", cancelled: false, entryCriteria: event.leadGenForm ? "GATED" : "PUBLIC" };
        state.records.set(event.id, record);
        return { status: 201, headers: createdId(String(event.id)), body: view(record, "created") };
      },

      createPost(request) {
        const body = request.body as Schemas["Post"];
        // The post names its event by the event URN, or (live video) by the live-video URN of the
        // create answer, given as `content` or as `media`.
        const content = JSON.stringify("postContent" in body ? [body.postContent.content, body.postContent.media] : body.content);
        const record = [...state.records.values()].find(({ event }) => {
          const liveVideo = kindFields(event.type).liveVideo;
          return content.includes(`"urn:li:event:${event.id}"`) || (liveVideo !== undefined && content.includes(`"${liveVideo}"`));
        });
        if (!record) refuse("The post names no event: its content must reference an event URN, or the live-video URN of a live-video event.");
        if (record.state === "deleted") refuse(`Event ${record.event.id} is deleted: its post was deleted, and it cannot be posted again.`);
        // Posting a posted event again is not specified by the document: it keeps its post.
        if (record.state === "created") {
          record.state = "posted";
          record.event.ugcPost = `urn:li:ugcPost:${newId()}`;
          state.posts.set(record.event.ugcPost, record.event.id);
          touch(record, request.query.get("actor") ?? state.member);
        }
        return { status: 201, headers: createdId(record.event.ugcPost!) };
      },

      getEvent: (request): Reply => ({ status: 200, body: view(posted(request), "fetched") }),

      updateEvent: setVanityName,
      updateEventByPost: setVanityName,

      deletePost(request) {
        const urn = request.params.post_urn!;
        const id = state.posts.get(urn);
        if (id === undefined) notFound(`Post ${urn} is not found.`);
        state.posts.delete(urn);
        state.records.get(id)!.state = "deleted";
        return { status: 204 };
      },

      findEvents(request) {
        const { query } = request;
        const finder = checkFinder(query);
        const now = clock.now();
        const keep: ((record: EventRecord) => boolean)[] = [(record) => record.state === "posted" && record.event.organizer === query.get("organizer")];
        if (finder === "organizerLeadGenFormEnabledEvents") keep.push((record) => Boolean(record.event.leadGenForm));
        if (query.get("excludeCancelled") === "true") keep.push((record) => !record.cancelled);
        const criteria = query.get("entryCriteria");
        if (criteria !== null) keep.push((record) => record.entryCriteria === criteria);
        const filter = query.get("timeBasedFilter");
        if (filter !== null) {
          const test = timeFilter(filter, now);
          keep.push((record) => test(record.event));
        }
        // Without sortOrder, the order the events were seeded or created in.
        const list = [...state.records.values()].filter((record) => keep.every((test) => test(record)));
        const sortOrder = query.get("sortOrder");
        if (sortOrder === "START_TIME_ASC") list.sort((a, b) => a.event.startsAt - b.event.startsAt || a.event.id - b.event.id);
        if (sortOrder === "END_TIME_DESC") list.sort((a, b) => endOf(b.event) - endOf(a.event) || a.event.id - b.event.id);

        const start = Number(query.get("start") ?? 0);
        const count = Math.max(0, Number(query.get("count") ?? 10));
        const more = count > 0 && start + count < list.length;
        const body: Schemas["EventList"] = {
          elements: list.slice(start, start + count).map((record) => view(record, "listed")),
          paging: { count, start, total: list.length, links: more ? [{ rel: "next", type: "application/json", href: nextHref(query, start + count, count) }] : [] },
        };
        return { status: 200, body };
      },
    },
  };
  return service;
}
