/**
 * The event-management seed: its shape (the body of POST /__control/seed), the default one, and
 * loading a seed into a new model, refusing one the contract could not answer with.
 */
import type { components } from "../../../../generated/event-management/types.js";
import type { Clock } from "../../clock.js";
import { ControlRefusal, type ServiceContext } from "../../service.js";
import { isPlainObject } from "../control-body.js";
import { readSeed } from "../read-seed.js";
import { assetPrefix, eventKey, EventManagementModel, type EntryCriteria, type Event, type EventType } from "./model.js";

type Schemas = components["schemas"];

/** An event of the seed: the event's fields (`name` may be a plain string) and the simulator's own. */
export type SeedEvent = Omit<Event, "name" | "id"> & {
  /** The service's ids have 19 digits, past 2^53: such an id as a bigint is kept and answered exactly. */
  id?: number | bigint;
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

/** The member of the contract's examples. */
const defaultMember = "urn:li:person:Xk3pQ9rT2a";
const eventSchema = { $ref: "#/components/schemas/Event" };
const entryCriteriaSchema = { $ref: "#/components/schemas/EventEntryCriteria" };
const hour = 3_600_000;
const day = 24 * hour;

/**
 * A seed as POST /__control/seed gives it: its members' shapes checked here, each event against
 * the contract when it is loaded (`loadSeed`). A member left out is made when the seed is loaded.
 */
export function parseSeed(data: unknown): EventManagementSeed {
  const list = (value: unknown, where: string, what: string) => {
    if (!Array.isArray(value)) throw new ControlRefusal(`${where}: a list of ${what}`);
    return value;
  };
  return readSeed<EventManagementSeed>(
    "event-management",
    data,
    {},
    {
      member(value, where) {
        if (typeof value !== "string") throw new ControlRefusal(`${where}: a member URN such as ${defaultMember}`);
        return value;
      },
      events(value, where) {
        if (list(value, where, "events").some((event) => !isPlainObject(event)))
          throw new ControlRefusal(`${where}: a list of events, each an object`);
        // An id past 2^53 stays a bigint: the event answers with it digit for digit.
        return value as SeedEvent[];
      },
      assets(value, where) {
        if (list(value, where, "asset URNs").some((asset) => typeof asset !== "string"))
          throw new ControlRefusal(`${where}: a list of asset URNs`);
        return value as string[];
      },
    },
  );
}

/** The model a seed describes; it throws (a 400 of the control API) on a seed the contract cannot answer with. */
export function loadSeed(
  given: EventManagementSeed,
  context: Pick<ServiceContext, "schemas" | "example"> & { clock: Clock },
  newId: () => number,
): EventManagementModel {
  const { schemas, clock } = context;
  const model = new EventManagementModel(given.member ?? defaultMember, clock, newId);
  const now = clock.now();
  for (const asset of given.assets ?? [exampleAsset(context)]) {
    if (!asset.startsWith(assetPrefix)) throw new ControlRefusal(`a seeded asset must be ${assetPrefix}<id>, not ${asset}`);
    model.uploads.set(asset.slice(assetPrefix.length), {
      owner: model.member,
      image: { mediaType: "image/png", bytes: 0, uploadedAt: now },
    });
  }
  for (const entry of given.events ?? defaultEvents(context, now)) {
    const { posted = true, cancelled = false, entryCriteria, name, ...fields } = entry;
    if (name === undefined || fields.type === undefined || fields.organizer === undefined || fields.startsAt === undefined) {
      throw new ControlRefusal("a seeded event needs name, type, organizer and startsAt");
    }
    const localized = typeof name === "string" ? { localized: { en_US: name } } : name;
    const event = model.complete({ ...fields, name: localized, type: fields.type, organizer: fields.organizer, startsAt: fields.startsAt });
    if (posted) event.ugcPost ??= `urn:li:ugcPost:${newId()}`;
    else delete event.ugcPost;
    const problems = schemas.validate(eventSchema, event).problems;
    if (problems.length > 0) throw new ControlRefusal(`seeded event ${event.id}: ${problems.map((problem) => problem.message).join("; ")}`);
    if (model.records.has(eventKey(event.id))) throw new ControlRefusal(`two seeded events have the id ${event.id}`);
    if (model.vanityInUse(event.vanityName)) throw new ControlRefusal(`two seeded events have the vanity name ${event.vanityName}`);
    if (event.ugcPost && model.posts.has(event.ugcPost)) throw new ControlRefusal(`two seeded events have the post ${event.ugcPost}`);
    if (entryCriteria !== undefined && !schemas.validate(entryCriteriaSchema, entryCriteria).valid)
      throw new ControlRefusal(`entryCriteria must be PUBLIC or GATED, not ${String(entryCriteria)}`);
    model.add(event, { posted, cancelled, entryCriteria });
  }
  return model;
}

function exampleAsset(context: Pick<ServiceContext, "example">): string {
  return (context.example("registerUpload").body as Schemas["RegisterUploadResponse"]).value!.asset!;
}

/**
 * The default events. First the story of the contract's examples (the four created events, three
 * of them posted with the posts the list examples show, the live-audio one not posted), so that
 * every example request works here; then events of a few organizers placed around the clock's
 * time, in every lifecycle state, one cancelled, some without a registration form.
 */
function defaultEvents(context: Pick<ServiceContext, "example">, now: number): SeedEvent[] {
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
    {
      id: 7301470000004096,
      name: "Quarterly Customer Panel",
      organizer: northwind,
      startsAt: now - 30 * day,
      type: liveVideo(now - 30 * day + 1.5 * hour),
      leadGenFormSpec: form("northwind-analytics"),
    },
    {
      id: 7301470000008192,
      name: "Office Hours: Dashboards",
      organizer: northwind,
      startsAt: now - hour / 2,
      type: liveAudio(now + hour / 2),
    },
    {
      id: 7301470000012288,
      name: "Release Notes Roundup",
      organizer: northwind,
      startsAt: now + 3 * day,
      type: { online: { format: { external: { endsAt: now + 3 * day + hour, URL: "https://www.northwind-analytics.example/releases" } } } },
      leadGenFormSpec: form("northwind-analytics"),
    },
    {
      id: 7301470000016384,
      name: "Winter Webinar",
      organizer: northwind,
      startsAt: now + 7 * day,
      type: liveVideo(now + 7 * day + hour),
      cancelled: true,
    },
    {
      id: 7301470000020480,
      name: "Fabrikam Security Briefing",
      organizer: fabrikam,
      startsAt: now + 2 * day,
      type: liveVideo(now + 2 * day + hour),
      leadGenFormSpec: form("fabrikam"),
    },
    {
      id: 7301470000024576,
      name: "Fabrikam Hack Night",
      organizer: fabrikam,
      startsAt: now - 10 * day,
      type: { inPerson: { endsAt: now - 10 * day + 4 * hour, address: { city: "Lisbon", country: "PT" } } },
    },
    {
      id: 7301470000028672,
      name: "Coffee Chat: Data Contracts",
      organizer: defaultMember,
      startsAt: now + day,
      type: liveAudio(now + day + hour),
    },
  ];
}
