/**
 * The event-management state and its rules, without HTTP: uploads, events through the posting
 * lifecycle (created, not posted → posted → deleted with its post), vanity names unique across
 * events, and the finders' filters. An event's lifecycle state (UPCOMING, ONGOING, PAST) is
 * worked out from its start and end times against the clock whenever it is looked at.
 */
import type { components } from "../../../../generated/event-management/types.js";
import type { Clock } from "../../clock.js";
import { bigIntAsNumber } from "../../../contract/exact-json.js";
import { badRequest, notFound } from "./errors.js";

type Schemas = components["schemas"];
export type Event = Schemas["Event"];
export type EventType = Schemas["EventType"];
export type EntryCriteria = Schemas["EventEntryCriteria"];
export type LifeCycleState = "UPCOMING" | "ONGOING" | "PAST";

/**
 * An event as stored: the server's fields set, the live-video and room URNs kept (only the create
 * answer shows them). Its id as it came: a seeded id past 2^53 (the service's ids have 19 digits)
 * is a bigint, answered digit for digit.
 */
export type StoredEvent = Omit<{ -readonly [K in keyof Event]: Event[K] }, "id"> & {
  id: number | bigint;
  name: Schemas["MultiLocaleString"];
  type: EventType;
  organizer: string;
  startsAt: number;
  vanityName: string;
};

/** An event as given to `complete`: what a create request or a seed must name. */
export type NewEvent = Omit<Event, "id"> & Partial<Pick<StoredEvent, "id">> & Pick<StoredEvent, "name" | "type" | "organizer" | "startsAt">;

export interface EventRecord {
  event: StoredEvent;
  state: "created" | "posted" | "deleted";
  /** No operation of the API cancels an event: seeds and the `cancel` control command do. */
  cancelled: boolean;
  /** Not a field of the event. GATED when a registration (lead-generation) form is attached, unless a seed says otherwise. */
  entryCriteria: EntryCriteria;
}

export interface Upload {
  owner: string;
  image?: { mediaType: string; bytes: number; uploadedAt: number };
}

/** What a finder request asks for, its parameters read. */
export interface FinderQuery {
  finder: string;
  organizer: string;
  excludeCancelled: boolean;
  entryCriteria?: string;
  timeBasedFilter?: string;
  sortOrder?: string;
}

export const assetPrefix = "urn:li:digitalmediaAsset:";

/**
 * An event's id as the events are kept by: its decimal digits, so that an id past 2^53 in a path,
 * a URN or a seed names its event exactly, not the nearest double's.
 */
export function eventKey(id: number | bigint | string): string {
  if (typeof id !== "string") return String(id);
  return /^-?[0-9]+$/.test(id) ? BigInt(id).toString() : id;
}

/** Ids look like the service's (16 digits) and never repeat in one process: one source outlives every reset. */
export function createIdSource(): () => number {
  let serial = 0;
  return () => 7_302_000_000_000_000 + ++serial * 4_096;
}

/** The fields of the event's kind (an online format, or inPerson): where `endsAt` and the generated URNs live. */
function kindFields(type: EventType): { endsAt?: number; liveVideo?: string; room?: string; testEvent?: boolean } {
  return "inPerson" in type ? type.inPerson : (Object.values(type.online.format)[0] ?? {});
}

/**
 * A time as the finders compute with it: one past 2^53, kept exactly (a bigint) as it was sent, is
 * the nearest number, as the validators judge it.
 */
const millis = (time: number | bigint): number => (typeof time === "bigint" ? bigIntAsNumber(time) : time);

/** When an event starts, as a number. */
const startOf = (event: StoredEvent): number => millis(event.startsAt);

/** An event without `endsAt` ends as it starts: the document gives no duration to assume. */
function endOf(event: StoredEvent): number {
  return millis(kindFields(event.type).endsAt ?? event.startsAt);
}

export function lifeCycle(event: StoredEvent, now: number): LifeCycleState {
  if (now < startOf(event)) return "UPCOMING";
  return now < endOf(event) ? "ONGOING" : "PAST";
}

/** The test of a structured time filter; the core has checked it against the contract's pattern. */
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
    return (event) => Math.max(start!, startOf(event)) <= Math.min(end!, endOf(event) - 1);
  }
  // startTimeRange: [start, end), a bound left out is open.
  return (event) => startOf(event) >= (start ?? -Infinity) && startOf(event) < (end ?? Infinity);
}

function slug(name: Event["name"]): string {
  const text = Object.values(name?.localized ?? {})[0] ?? "event";
  return (
    text
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "event"
  );
}

/** The events, uploads and posts of one seed's world; a reset makes a new one. */
export class EventManagementModel {
  /** By eventKey of their id. */
  readonly records = new Map<string, EventRecord>();
  /** Post URN → eventKey of its event, for the posts not deleted. */
  readonly posts = new Map<string, string>();
  /** Upload id (the last part of the asset URN and of the upload URL) → upload. */
  readonly uploads = new Map<string, Upload>();
  /** Vanity name → the event not deleted that has it: a create or rename looks up one name, not every event. */
  private readonly vanityNames = new Map<string, EventRecord>();
  /** Live-video URN → its event, for a post that references the live video. */
  private readonly liveVideos = new Map<string, EventRecord>();

  constructor(
    /** The member stamped on `created` and `lastModified`. */
    readonly member: string,
    private readonly clock: Clock,
    private readonly newId: () => number,
  ) {}

  vanityInUse(vanityName: string, except?: EventRecord): boolean {
    const owner = this.vanityNames.get(vanityName);
    return owner !== undefined && owner !== except;
  }

  /** The event with the server's fields filled in where they are missing. */
  complete(event: NewEvent): StoredEvent {
    const id = event.id ?? this.newId();
    const type = structuredClone(event.type);
    const fields = kindFields(type);
    delete fields.testEvent; // write-only: it is never answered
    if ("online" in type && "liveVideo" in type.online.format) fields.liveVideo ??= `urn:li:liveVideo:${this.newId()}`;
    if ("online" in type && "liveAudio" in type.online.format) fields.room ??= `urn:li:room:${this.newId()}`;
    let vanityName = event.vanityName ?? `${slug(event.name)}-${id}`;
    for (let n = 2; event.vanityName === undefined && this.vanityInUse(vanityName); n++) vanityName = `${slug(event.name)}-${id}-${n}`;
    const stamp = { actor: this.member, time: this.clock.now() };
    return {
      ...event,
      id,
      type,
      vanityName,
      discoveryMode: event.discoveryMode ?? "LISTED",
      ...(event.leadGenFormSpec && !event.leadGenForm
        ? { leadGenForm: `urn:li:versionedLeadGenForm:(urn:li:leadGenForm:${this.newId()},1)` }
        : {}),
      created: event.created ?? stamp,
      lastModified: event.lastModified ?? event.created ?? stamp,
    };
  }

  /** Keeps an event; a posted one has its `ugcPost`. */
  add(event: StoredEvent, options: { posted: boolean; cancelled?: boolean; entryCriteria?: EntryCriteria }): EventRecord {
    const record: EventRecord = {
      event,
      state: options.posted ? "posted" : "created",
      cancelled: options.cancelled ?? false,
      entryCriteria: options.entryCriteria ?? (event.leadGenForm ? "GATED" : "PUBLIC"),
    };
    this.records.set(eventKey(event.id), record);
    if (!this.vanityNames.has(event.vanityName)) this.vanityNames.set(event.vanityName, record);
    const liveVideo = kindFields(event.type).liveVideo;
    if (liveVideo !== undefined) this.liveVideos.set(liveVideo, record);
    if (event.ugcPost) this.posts.set(event.ugcPost, eventKey(event.id));
    return record;
  }

  registerUpload(owner: string): string {
    const id = `D5610AQ${this.newId().toString(36)}`;
    this.uploads.set(id, { owner });
    return id;
  }

  uploadImage(uploadId: string, mediaType: string, bytes: number): void {
    const upload = this.uploads.get(uploadId);
    if (!upload) throw badRequest(`No upload ${uploadId} is registered: send the image to the uploadUrl of a registerUpload answer.`);
    upload.image = { mediaType, bytes, uploadedAt: this.clock.now() };
  }

  /** A new event, created and not posted; its background image must be uploaded already. */
  createEvent(request: NewEvent & { backgroundImage?: string }): EventRecord {
    const image = request.backgroundImage;
    if (image !== undefined) {
      const upload = this.uploads.get(image.slice(assetPrefix.length));
      if (!upload) throw badRequest(`backgroundImage ${image} is not a registered asset.`);
      if (!upload.image) throw badRequest(`backgroundImage ${image} has no image yet: upload it to its uploadUrl first.`);
    }
    return this.add(this.complete(request), { posted: false });
  }

  /**
   * Posts the event the post's content names, by its event URN or (live video) by the live-video
   * URN of the create answer; `content` is the post's referencing members as JSON text.
   */
  post(content: string, actor: string): EventRecord {
    const record = this.referenced(content);
    if (!record)
      throw badRequest("The post names no event: its content must reference an event URN, or the live-video URN of a live-video event.");
    if (record.state === "deleted")
      throw badRequest(`Event ${record.event.id} is deleted: its post was deleted, and it cannot be posted again.`);
    // Posting a posted event again is not specified by the document: it keeps its post.
    if (record.state === "created") {
      record.state = "posted";
      record.event.ugcPost = `urn:li:ugcPost:${this.newId()}`;
      this.posts.set(record.event.ugcPost, eventKey(record.event.id));
      this.touch(record, actor);
    }
    return record;
  }

  /** The first event the content references (as a JSON string), looked up by its URN rather than by reading every event. */
  private referenced(content: string): EventRecord | undefined {
    for (const [, urn, eventId] of content.matchAll(/"(urn:li:(?:event:(\d+)|liveVideo:[^"\\]*))"/g)) {
      // The URN's digits as written: an event URN with leading zeros names no event.
      const record = eventId === undefined ? this.liveVideos.get(urn!) : this.records.get(eventId);
      if (record) return record;
    }
    return undefined;
  }

  /** A posted event; the contract's 404 otherwise, with its examples' messages. */
  posted(id: number | bigint | string): EventRecord {
    const record = this.records.get(eventKey(id));
    if (record?.state === "created")
      throw notFound(`Event ${id} is not found. An event can be read or changed only after it has been posted.`);
    if (record?.state !== "posted") throw notFound(`Event ${id} is not found.`);
    return record;
  }

  setVanityName(id: number | bigint | string, vanityName: string): void {
    const record = this.posted(id);
    if (this.vanityInUse(vanityName, record)) throw badRequest(`The vanity name ${vanityName} is in use by another event.`);
    this.releaseVanityName(record);
    record.event.vanityName = vanityName;
    this.vanityNames.set(vanityName, record);
    this.touch(record, this.member);
  }

  /** Deleting a post deletes its event. */
  deletePost(urn: string): void {
    const id = this.posts.get(urn);
    if (id === undefined) throw notFound(`Post ${urn} is not found.`);
    this.posts.delete(urn);
    const record = this.records.get(id)!;
    record.state = "deleted";
    // A deleted event's name is free again.
    this.releaseVanityName(record);
  }

  /** The posted events of an organizer a finder lists, in seeding or creation order unless a sort order is given. */
  find(query: FinderQuery): EventRecord[] {
    const keep: ((record: EventRecord) => boolean)[] = [
      (record) => record.state === "posted" && record.event.organizer === query.organizer,
    ];
    if (query.finder === "organizerLeadGenFormEnabledEvents") keep.push((record) => Boolean(record.event.leadGenForm));
    if (query.excludeCancelled) keep.push((record) => !record.cancelled);
    if (query.entryCriteria !== undefined) keep.push((record) => record.entryCriteria === query.entryCriteria);
    if (query.timeBasedFilter !== undefined) {
      const test = timeFilter(query.timeBasedFilter, this.clock.now());
      keep.push((record) => test(record.event));
    }
    const list = [...this.records.values()].filter((record) => keep.every((test) => test(record)));
    if (query.sortOrder === "START_TIME_ASC") list.sort((a, b) => startOf(a.event) - startOf(b.event) || byId(a.event, b.event));
    if (query.sortOrder === "END_TIME_DESC") list.sort((a, b) => endOf(b.event) - endOf(a.event) || byId(a.event, b.event));
    return list;
  }

  private releaseVanityName(record: EventRecord): void {
    if (this.vanityNames.get(record.event.vanityName) === record) this.vanityNames.delete(record.event.vanityName);
  }

  private touch(record: EventRecord, actor: string): void {
    record.event.lastModified = { actor, time: this.clock.now() };
  }
}

/** Events in the order of their ids, a number or a bigint (compared exactly, as `<` compares them). */
const byId = (a: StoredEvent, b: StoredEvent): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The event as answered: the live-video and room URNs only at creation; lists add the name's preferred locale. */
export function view(record: EventRecord, shown: "created" | "fetched" | "listed"): Event {
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
  // An id past 2^53 is a bigint, which the answer writes digit for digit (exact-json.ts).
  return event as Event;
}
