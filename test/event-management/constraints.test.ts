/**
 * Payloads and parameters that break a rule of the event-management contract are rejected, one
 * case per rule, and malformed time-based filters too. The client's own checks (filter builders,
 * finder queries, the page iterator) are in client-helpers.test.ts.
 */
import { describe, expect, it } from "vitest";
import { itRejectsEach, type ConstraintCase } from "../support/constraints.js";
import { contractOf } from "../support/contract.js";

const { schemas, ref, schemaOf } = contractOf("event-management");
/** The schema of a shared parameter (`TimeBasedFilter`, `ProtocolVersion`, ...). */
const param = (name: string) => schemaOf(`parameters/${name}`);

const organizer = "urn:li:organization:2414183";
const event = {
  name: { localized: { en_US: "Data Platform Live" } },
  type: { online: { format: { liveVideo: { endsAt: 1773855000000, testEvent: false } } } },
  organizer,
  leadGenFormSpec: { privacyPolicyUrl: "https://www.northwind-analytics.example/privacy" },
  startsAt: 1773849600000,
  backgroundImage: "urn:li:digitalmediaAsset:C4E22AQHv8Zr1kYpW3g",
};
const withType = (type: unknown) => ({ ...event, type });
const registration = {
  registerUploadRequest: {
    owner: "urn:li:person:Xk3pQ9rT2a",
    recipes: ["urn:li:digitalmediaRecipe:feedshare-image"],
    serviceRelationships: [{ identifier: "urn:li:userGeneratedContent", relationshipType: "OWNER" }],
    supportedUploadMechanism: ["SYNCHRONOUS_UPLOAD"],
  },
};
const withRequest = (change: object) => ({ registerUploadRequest: { ...registration.registerUploadRequest, ...change } });
const liveVideoPost = {
  author: { company: organizer },
  postContent: { commentary: { attributes: [], text: "Join us live" }, media: { id: "urn:li:liveVideo:7301452897568768" } },
  lifecycleState: "PUBLISHED",
  visibility: "PUBLIC",
  origin: "FEED",
  context: { paidEndorsementContext: { active: false } },
  distribution: { feedDistribution: "MAIN_FEED", externalDistributionChannels: [] },
};
const externalPost = {
  author: organizer,
  commentary: "Registration is open.",
  visibility: "PUBLIC",
  distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
  content: { reference: { id: "urn:li:event:7301453702230016" } },
  lifecycleState: "PUBLISHED",
  isReshareDisabledByAuthor: false,
};

const cases: ConstraintCase[] = [
  // The event (B3) and its unions.
  {
    given: "an event both online and in person",
    schema: ref("EventCreateRequest"),
    value: withType({ online: { format: { liveAudio: {} } }, inPerson: {} }),
    rule: "oneOf",
  },
  { given: "an event neither online nor in person", schema: ref("EventCreateRequest"), value: withType({}), rule: "oneOf" },
  { given: "an event of an unknown kind", schema: ref("EventCreateRequest"), value: withType({ hybrid: {} }), rule: "oneOf" },
  {
    given: "a format with two members",
    schema: ref("EventCreateRequest"),
    value: withType({ online: { format: { liveVideo: {}, external: {} } } }),
    rule: "oneOf",
  },
  { given: "a format with no member", schema: ref("EventCreateRequest"), value: withType({ online: { format: {} } }), rule: "oneOf" },
  { given: "an online event without a format", schema: ref("EventCreateRequest"), value: withType({ online: {} }), rule: "required" },
  {
    given: "an unknown format",
    schema: ref("EventCreateRequest"),
    value: withType({ online: { format: { liveStream: {} } } }),
    rule: "oneOf",
  },
  {
    given: "an unknown field in a create body",
    schema: ref("EventCreateRequest"),
    value: { ...event, title: "Launch" },
    rule: "additionalProperties",
  },
  {
    given: "a server-set id in a create body",
    schema: ref("EventCreateRequest"),
    value: { ...event, id: 1 },
    rule: "additionalProperties",
  },
  {
    given: "a server-set ugcPost in a create body",
    schema: ref("EventCreateRequest"),
    value: { ...event, ugcPost: "urn:li:ugcPost:1" },
    rule: "additionalProperties",
  },
  { given: "a create body without a name", schema: ref("EventCreateRequest"), value: { ...event, name: undefined }, rule: "required" },
  {
    given: "a create body without an organizer",
    schema: ref("EventCreateRequest"),
    value: { ...event, organizer: undefined },
    rule: "required",
  },
  { given: "a create body without a start", schema: ref("EventCreateRequest"), value: { ...event, startsAt: undefined }, rule: "required" },
  {
    given: "a start that is not epoch milliseconds",
    schema: ref("EventCreateRequest"),
    value: { ...event, startsAt: "2026-03-18T16:00:00Z" },
    rule: "type",
  },
  { given: "a fractional start", schema: ref("EventCreateRequest"), value: { ...event, startsAt: 1.5 }, rule: "type" },
  {
    given: "an end as a string",
    schema: ref("EventCreateRequest"),
    value: withType({ online: { format: { external: { endsAt: "tomorrow" } } } }),
    rule: "type",
  },
  {
    given: "a testEvent that is not a boolean",
    schema: ref("EventCreateRequest"),
    value: withType({ online: { format: { liveVideo: { testEvent: "no" } } } }),
    rule: "type",
  },
  {
    given: "an external page that is not a URL",
    schema: ref("EventCreateRequest"),
    value: withType({ inPerson: { URL: "our website" } }),
    rule: "format",
  },
  {
    given: "a name whose text is not a string",
    schema: ref("EventCreateRequest"),
    value: { ...event, name: { localized: { en_US: 7 } } },
    rule: "type",
  },
  {
    given: "a customized lead-generation form",
    schema: ref("EventCreateRequest"),
    value: { ...event, leadGenFormSpec: { privacyPolicyUrl: "https://x.example/p", formId: 6120384 } },
    rule: "additionalProperties",
  },
  {
    given: "a lead-generation form spec without its member",
    schema: ref("EventCreateRequest"),
    value: { ...event, leadGenFormSpec: {} },
    rule: "required",
  },
  {
    given: "a privacy policy that is not a URL",
    schema: ref("LeadGenFormSpec"),
    value: { privacyPolicyUrl: "see our site" },
    rule: "format",
  },
  // URNs of the wrong entity type.
  {
    given: "an organizer that is a group",
    schema: ref("EventCreateRequest"),
    value: { ...event, organizer: "urn:li:group:1" },
    rule: "pattern",
  },
  {
    given: "an organizer that is not a URN",
    schema: ref("EventCreateRequest"),
    value: { ...event, organizer: "2414183" },
    rule: "pattern",
  },
  {
    given: "a background image that is not an asset",
    schema: ref("EventCreateRequest"),
    value: { ...event, backgroundImage: "urn:li:image:C4E22" },
    rule: "pattern",
  },
  { given: "a ugcPost that is a share", schema: ref("Event"), value: { ugcPost: "urn:li:share:7301460081942528" }, rule: "pattern" },
  {
    given: "a lead-generation form that is not versioned",
    schema: ref("Event"),
    value: { leadGenForm: "urn:li:leadGenForm:6120384" },
    rule: "pattern",
  },
  {
    given: "a live-video URN of another type",
    schema: ref("Event"),
    value: { type: { online: { format: { liveVideo: { liveVideo: "urn:li:video:1" } } } } },
    rule: "pattern",
  },
  { given: "a URN with a space in its id", schema: ref("OrganizerUrn"), value: "urn:li:organization:24 14", rule: "pattern" },
  { given: "a post URN with a prefix", schema: param("PostUrn"), value: "x-urn:li:ugcPost:7301460081942528", rule: "pattern" },
  { given: "an actor that is an organization", schema: param("Actor"), value: organizer, rule: "pattern" },
  // The register-upload request (B1).
  {
    given: "a register-upload body without its wrapper",
    schema: ref("RegisterUploadRequest"),
    value: registration.registerUploadRequest,
    rule: "required",
  },
  {
    given: "an upload owned by neither a person nor an organization",
    schema: ref("RegisterUploadRequest"),
    value: withRequest({ owner: "urn:li:sponsoredAccount:507404993" }),
    rule: "pattern",
  },
  {
    given: "a registration with a negative file size",
    schema: ref("RegisterUploadRequest"),
    value: withRequest({ fileSize: -1 }),
    rule: "minimum",
  },
  {
    given: "a post kept off a feed no post schema names",
    schema: ref("Post"),
    value: { ...externalPost, distribution: { feedDistribution: "SIDE_FEED" } },
    rule: "enum",
  },
  {
    given: "a recipe that is not a recipe URN",
    schema: ref("RegisterUploadRequest"),
    value: withRequest({ recipes: ["feedshare-image"] }),
    rule: "pattern",
  },
  {
    given: "a relationship other than OWNER",
    schema: ref("RegisterUploadRequest"),
    value: withRequest({ serviceRelationships: [{ identifier: "urn:li:userGeneratedContent", relationshipType: "VIEWER" }] }),
    rule: "enum",
  },
  {
    given: "upload mechanisms without SYNCHRONOUS_UPLOAD",
    schema: ref("RegisterUploadRequest"),
    value: withRequest({ supportedUploadMechanism: ["MULTIPART_UPLOAD"] }),
    rule: "contains",
  },
  {
    given: "a register-upload request with an unknown member",
    schema: ref("RegisterUploadRequest"),
    value: withRequest({ mediaType: "image/png" }),
    rule: "additionalProperties",
  },
  {
    given: "an upload URL that is not a URL",
    schema: ref("RegisterUploadResponse"),
    value: { value: { uploadMechanism: { any: { uploadUrl: "upload here" } } } },
    rule: "format",
  },
  {
    given: "an asset that is not a digital-media asset",
    schema: ref("RegisterUploadResponse"),
    value: { value: { asset: "urn:li:image:C4E22" } },
    rule: "pattern",
  },
  // The post (B4).
  {
    given: "a post whose author is a person",
    schema: ref("Post"),
    value: { ...externalPost, author: "urn:li:person:Xk3pQ9rT2a" },
    rule: "pattern",
  },
  {
    given: "a post referencing an organization as the event",
    schema: ref("Post"),
    value: { ...externalPost, content: { reference: { id: organizer } } },
    rule: "pattern",
  },
  { given: "a post in a draft state", schema: ref("Post"), value: { ...externalPost, lifecycleState: "DRAFT" }, rule: "enum" },
  {
    given: "a post visible to a group no post schema names",
    schema: ref("Post"),
    value: { ...externalPost, visibility: "FRIENDS" },
    rule: "enum",
  },
  {
    given: "a post that mixes the two variants",
    schema: ref("Post"),
    value: { ...externalPost, origin: "FEED" },
    rule: "additionalProperties",
  },
  {
    given: "a live-video post that names no live video",
    schema: ref("LiveVideoEventPost"),
    value: { ...liveVideoPost, postContent: { commentary: liveVideoPost.postContent.commentary } },
    rule: "oneOf",
  },
  {
    given: "a live-video post that gives its content both ways",
    schema: ref("LiveVideoEventPost"),
    value: { ...liveVideoPost, postContent: { ...liveVideoPost.postContent, content: { reference: { id: "urn:li:liveVideo:1" } } } },
    rule: "oneOf",
  },
  {
    given: "a live-video post whose media is not a live video",
    schema: ref("LiveVideoEventPost"),
    value: { ...liveVideoPost, postContent: { ...liveVideoPost.postContent, media: { id: "urn:li:image:1" } } },
    rule: "pattern",
  },
  { given: "a post without lifecycleState", schema: ref("Post"), value: { ...externalPost, lifecycleState: undefined }, rule: "required" },
  // The partial update (B6).
  { given: "a patch without $set", schema: ref("EventPatch"), value: { patch: { vanityName: "x" } }, rule: "required" },
  {
    given: "a patch of another field",
    schema: ref("EventPatch"),
    value: { patch: { $set: { vanityName: "x", startsAt: 1 } } },
    rule: "additionalProperties",
  },
  { given: "a vanity name that is not a string", schema: ref("EventPatch"), value: { patch: { $set: { vanityName: 7 } } }, rule: "type" },
  // The protocol header and the finders' parameters.
  { given: "a missing protocol header value", schema: param("ProtocolVersion"), value: "", rule: "enum" },
  { given: "another protocol version", schema: param("ProtocolVersion"), value: "1.0.0", rule: "enum" },
  { given: "an unknown finder", schema: param("FinderQ"), value: "eventsByMember", rule: "enum" },
  { given: "a negative start", schema: param("Start"), value: -1, rule: "minimum" },
  { given: "a count that is not a number", schema: param("Count"), value: "ten", rule: "type" },
  { given: "an unknown entry criteria", schema: param("EntryCriteria"), value: "PRIVATE", rule: "enum" },
  { given: "an unknown sort order", schema: param("SortOrder"), value: "START_TIME_DESC", rule: "enum" },
  { given: "an event id that is not a Long", schema: param("EventId"), value: "7301452896310272", rule: "type" },
  { given: "an organizer that is a group", schema: param("Organizer"), value: "urn:li:group:1", rule: "pattern" },
];

// Malformed time-based filters: each breaks the structured syntax in one way.
const malformedFilters = [
  ["without parentheses", "lifeCycleState:PAST"],
  ["URL-encoded", "%28lifeCycleState%3APAST%29"],
  ["with a lower-case state", "(lifeCycleState:past)"],
  ["with an unknown state", "(lifeCycleState:CANCELLED)"],
  ["with an unknown member", "(endTimeRange:(start:1))"],
  ["with two members", "(lifeCycleState:PAST,startTimeRange:())"],
  ["with an open ongoing range", "(ongoingTimeRange:(start:1773849600000))"],
  ["with an empty ongoing range", "(ongoingTimeRange:())"],
  ["with a negative bound", "(startTimeRange:(start:-1))"],
  ["with a date for a bound", "(startTimeRange:(start:2026-01-01))"],
  ["with a bound given twice", "(startTimeRange:(start:1,start:2))"],
  ["with a space", "(startTimeRange:(start:1, end:2))"],
  ["with JSON", '{"lifeCycleState":"PAST"}'],
  ["with a trailing character", "(lifeCycleState:PAST))"],
] as const;

describe("event-management rejects what its contract forbids", () => {
  itRejectsEach("event-management", cases);

  it.each(malformedFilters)("rejects a time-based filter %s", (_given, filter) => {
    expect(schemas.validate(param("TimeBasedFilter"), filter).problems.map((problem) => problem.rule)).toEqual(["pattern"]);
  });

  it("accepts the valid forms beside the counterexamples", () => {
    expect(schemas.validate(ref("EventCreateRequest"), event).problems).toEqual([]);
    for (const type of [
      { online: { format: { liveAudio: { endsAt: 1 } } } },
      { online: { format: { external: { URL: "https://x.example" } } } },
      { inPerson: { url: "https://x.example", URL: "https://x.example" } },
    ]) {
      expect(schemas.validate(ref("EventCreateRequest"), withType(type)).problems).toEqual([]);
    }
    expect(schemas.validate(ref("RegisterUploadRequest"), registration).problems).toEqual([]);
    expect(schemas.validate(ref("Post"), externalPost).problems).toEqual([]);
    expect(schemas.validate(ref("Post"), liveVideoPost).problems).toEqual([]);
    // Only a field the document or the service requires is required: an event without a registration form.
    expect(schemas.validate(ref("EventCreateRequest"), { ...event, leadGenFormSpec: undefined }).problems).toEqual([]);
    // The bounds of a range may come in either order.
    expect(schemas.validate(param("TimeBasedFilter"), "(startTimeRange:(end:2,start:1))").problems).toEqual([]);
  });
});
