/** The event-management contract against part B of its source document (its transcription in test/source), table by table. */
import { describe, expect, it } from "vitest";
import {
  defaultCount,
  eventEntryCriteria,
  eventLifeCycleStates,
  eventSortOrders,
  protocolVersion,
  timeBasedFilter,
  unencodedQueryParameters,
} from "../../src/event-management.js";
import { listOperations, type OperationEntry } from "../../src/openapi.js";
import { apiSchemas } from "../../src/schemas.js";
import { parametersOf, responsesOf } from "../support/contract.js";
import { readTranscription } from "../support/source-document.js";

const source = readTranscription("event-management");
const schemas = apiSchemas("event-management");
const operations = listOperations(schemas.document);
type Schema = Record<string, any>;
const resolve = (node: unknown) => schemas.resolve<Schema>(node);
const schema = (name: string) => resolve({ $ref: `#/components/schemas/${name}` });
const refName = (node: Schema | undefined) => /[^/]+$/.exec(node?.$ref ?? "")?.[0];
const propertyNames = (node: Schema) => Object.keys(resolve(node).properties ?? {});
const valid = (node: unknown, value: unknown) => schemas.validate(node, value).problems;

/**
 * The schema at a dotted path inside a component, through `$ref`s, array items and the `oneOf`
 * member that has the key; unresolved at the end, so that `readOnly` beside a `$ref` is kept.
 */
function schemaAt(name: string, path: string): Schema | undefined {
  let current: Schema | undefined = schema(name);
  for (const key of path.split(".")) {
    const here = resolve(current);
    const candidates = [here, resolve(here.items), ...(here.oneOf ?? []).map(resolve)];
    current = candidates.find((candidate) => candidate?.properties?.[key])?.properties[key];
    if (current === undefined) return undefined;
  }
  return current;
}

/** The operations written from a row of the document ("B8" → findEvents, whose x-source names 001 B8). */
const operationsOf = (row: string): OperationEntry[] =>
  operations.filter(({ operation }) => String(operation["x-source"]).split(", ").includes(`001 ${row}`));
const operationById = (id: string) => operations.find((entry) => entry.operation.operationId === id)!;
const parameter = (entry: OperationEntry, name: string) => parametersOf(schemas, entry).find((p) => p.name === name);
const examplesOf = (id: string, status: string): string[] =>
  Object.keys(resolve(operationById(id).operation.responses[status]).content["application/json"].examples);

const endpoints = source.table("endpoints");
const b8Parameters = source.table("eventsByOrganizerQuery");
const eventFields = source.table("eventFields");
const formats = source.table("onlineFormats");
const [protocolHeader] = source.table("protocolHeader");
const names = (rows: Record<string, any>[]) => rows.map((row) => (row.name ?? row.field) as string);

// The issue assigns the permissions: read for B5, B8 and B9 (the document's "retrieves"), write for the others.
const readRows = new Set(["B5", "B8", "B9"]);

describe("event-management contract covers its source document", () => {
  it("declares an open default error on every operation, and no invented error status or body", () => {
    for (const entry of listOperations(schemas.document)) {
      const statuses = Object.keys(entry.operation.responses);
      expect(statuses, entry.operation.operationId).toContain("default");
      // Only the lifecycle rejections (404) carry a status of their own, beside the real service's
      // rate-limit and unavailable answers (429, 503), which say they come from outside the document.
      for (const status of statuses.filter((status) => /^[45]/.test(status) && status !== "404")) {
        expect(["429", "503"], `${entry.operation.operationId} ${status}`).toContain(status);
        expect(schemas.resolve<Record<string, unknown>>(entry.operation.responses[status])["x-outside-source"], `${entry.operation.operationId} ${status}`).toBeTruthy();
      }
      const error = schemas.resolve<{ content: Record<string, { schema: unknown }> }>(entry.operation.responses.default);
      expect(error.content["application/json"]!.schema).toEqual({});
    }
  });

  it("has the nine endpoints B1 to B9", () => expect(endpoints.map((row) => row["#"])).toEqual(["B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9"]));

  it.each(endpoints.map((row) => [`${row["#"]} ${row.method} ${row.path ?? row.to}`, row] as const))(
    "endpoint %s is an operation with its method, path, status and permission",
    (_label, row) => {
      const entries = operationsOf(row["#"]);
      expect(entries, row["#"]).toHaveLength(1);
      const { method, path, operation } = entries[0]!;
      expect(method.toUpperCase()).toBe(row.method);
      if (row.path) {
        // "Paths are under {base_url}/rest"; the query part selects an action or a finder.
        expect(path).toBe(`${protocolHeader!.pathPrefix.replace("{base_url}", "")}${row.path}`);
        for (const [name, value] of Object.entries<string>(row.query ?? {})) {
          expect(resolve(parameter(entries[0]!, name)!.schema).enum).toContain(value);
          expect(parameter(entries[0]!, name)!.required).toBe(true);
        }
      }
      const status: string = row.status;
      const response = resolve(operation.responses[status]);
      expect(response, `${row["#"]} answers ${status}`).toBeDefined();
      if (row.empty === true || status === "204") expect(response.content).toBeUndefined();
      expect((operation as { security?: unknown }).security).toEqual([{ oauth2: [readRows.has(row["#"]) ? "r_events" : "rw_events"] }]);
    },
  );

  it("reads with r_events and writes with rw_events: the read rows are the GET requests", () => {
    for (const row of endpoints) expect(row.method === "GET", row["#"]).toBe(readRows.has(row["#"]));
    const oauth2 = schemas.document.components!.securitySchemes!.oauth2 as Schema;
    const scopes = Object.keys(oauth2.flows.authorizationCode.scopes);
    expect(scopes).toEqual(source.table("authentication").map((row) => row.permission));
  });

  it("requires the protocol version header on every request", () => {
    const name: string = protocolHeader!.header.replace("<Vendor>", "Vendor");
    const value: string = protocolHeader!.value;
    expect(protocolHeader!.on).toBe("every request");
    expect(source.table("versioning")[0]!.protocolVersion).toBe(value);
    expect(value).toBe(protocolVersion);
    for (const entry of operations) {
      const declared = parameter(entry, name);
      // Every request of the document; an operation from outside it (the upload with PUT) may say
      // why its header is optional, on the header itself.
      const outside = entry.operation["x-outside-source"] !== undefined && (declared as { "x-outside-source"?: string })?.["x-outside-source"] !== undefined;
      expect(declared, entry.operation.operationId).toMatchObject({ in: "header", required: !outside });
      expect(resolve(declared!.schema).enum).toEqual([value]);
    }
  });

  it("writes B7 under the path of B4, with the post URN as its last component", () => {
    const post = operationsOf("B4")[0]!;
    const remove = operationsOf("B7")[0]!;
    expect(remove.path).toBe(`${post.path}/{post_urn}`);
    expect(refName(parameter(remove, "post_urn")!.schema)).toBe("UserGeneratedContentPostUrn");
  });

  it("takes the optional actor query, a member URN, on B4", () => {
    expect(source.row("endpoints", "#", "B4").optionalQuery).toEqual({ actor: "member URN" });
    const actor = parameter(operationsOf("B4")[0]!, "actor")!;
    expect(actor).toMatchObject({ in: "query", required: false });
    expect(valid(actor.schema, "urn:li:person:Xk3pQ9rT2a")).toEqual([]);
  });

  it("every field of the event table is a property of Event with the document's type", () => {
    expect(propertyNames(schema("Event"))).toEqual(eventFields.map((row) => row.field));
    for (const row of eventFields) {
      const property = schema("Event").properties[row.field];
      const type: string = row.type;
      if (type === "Long") expect(property, row.field).toMatchObject({ type: "integer", format: "int64" });
      else if (type === "String") expect(property.type, row.field).toBe("string");
      else if (type === "URN") expect(resolve(property).pattern, row.field).toMatch(/^\^urn:li:/);
      else if (type === "object") expect(propertyNames(property), row.field).toEqual(row.members);
      else if (type.includes(" or ")) expect(resolve(property).oneOf.map((m: Schema) => m.title), row.field).toEqual(row.keys);
      else if (schemas.document.components!.schemas![type]) expect(refName(property), row.field).toBe(type);
      // A named type the document does not define (EventDiscoveryMode: "Allowed values ... not shown") stays an open string.
      else expect(property, row.field).toMatchObject({ type: "string", description: expect.stringContaining("not specified by the source document") });
    }
  });

  it("the URN fields accept their entity's URNs and reject others", () => {
    expect(valid(schema("Event").properties.organizer, "urn:li:person:Xk3pQ9rT2a")).toEqual([]);
    expect(valid(schema("Event").properties.organizer, "urn:li:organization:2414183")).toEqual([]);
    expect(valid(schema("Event").properties.organizer, "urn:li:group:1")).not.toEqual([]);
    expect(valid(schema("Event").properties.backgroundImage, "urn:li:digitalmediaAsset:C4E22")).toEqual([]);
  });

  it("marks the server-set fields readOnly, and only those", () => {
    const adds = names(source.table("createEventResponseAdds"));
    const setAutomatically = eventFields.filter((row) => row.setAutomatically).map((row) => row.field as string);
    const serverSet = [...adds.filter((field) => !field.includes(".")), ...setAutomatically];
    expect(serverSet).toEqual(["id", "vanityName", "discoveryMode", "leadGenForm", "created", "lastModified", "ugcPost"]);
    for (const field of eventFields.map((row) => row.field as string)) {
      expect(schema("Event").properties[field].readOnly ?? false, field).toBe(serverSet.includes(field));
    }
    for (const nested of adds.filter((field) => field.includes("."))) {
      expect(schemaAt("Event", nested)?.readOnly, nested).toBe(true);
    }
    expect(propertyNames(schema("EventCreateRequest")).filter((field) => serverSet.includes(field))).toEqual([]);
  });

  it("the create body has the fields of B3, the optional one optional", () => {
    const body = source.table("createEventBody");
    const fields = names(body).filter((field) => eventFields.some((row) => row.field === field));
    expect(fields).toEqual(["name", "type", "organizer", "leadGenFormSpec", "startsAt", "backgroundImage"]);
    expect(propertyNames(schema("EventCreateRequest"))).toEqual(expect.arrayContaining(fields));
    // A field the document lists without "optional" is required unless the real service creates
    // events without it, which the property says with x-outside-source.
    const optionalOutsideSource = (field: string) => Boolean(schema("EventCreateRequest").properties[field]["x-outside-source"]);
    expect(schema("EventCreateRequest").required).toEqual(body.filter((row) => row.required === true && !optionalOutsideSource(row.field)).map((row) => row.field));
    expect(fields.filter(optionalOutsideSource)).toEqual(["leadGenFormSpec"]);
    expect(schema("EventCreateRequest").additionalProperties).toBe(false);
  });

  it("the name is a multi-locale string with localized and preferredLocale", () => {
    const name = source.row("eventFields", "field", "name");
    const [localized, preferredLocale] = name.members as string[];
    const locale: string[] = name.preferredLocaleMembers;
    expect(propertyNames(schema("MultiLocaleString"))).toEqual([localized, preferredLocale]);
    expect(propertyNames(schemaAt("MultiLocaleString", preferredLocale!)!)).toEqual(locale);
  });

  it("type is a union of online and inPerson, format a union of the three formats", () => {
    expect(schema("EventType").oneOf.map((member: Schema) => Object.keys(member.properties))).toEqual([["online"], ["inPerson"]]);
    const [onlineType] = source.table("onlineEventType");
    expect(propertyNames(schema("OnlineEventType"))).toEqual([onlineType!.field]);
    expect(source.row("createEventBody", "field", "type").members).toEqual(["online", "inPerson"]);
    const members = schema("OnlineEventFormat").oneOf.map((member: Schema) => Object.keys(member.properties)[0]);
    expect(members.sort()).toEqual([...onlineType!.values].sort());
    expect(members.sort()).toEqual(formats.map((row) => row.format).sort());
    for (const union of ["EventType", "OnlineEventFormat"]) {
      for (const member of schema(union).oneOf) expect(member).toMatchObject({ required: Object.keys(member.properties), additionalProperties: false });
    }
  });

  it.each(formats.map((row) => [row.format as string, row] as const))("every field of the %s format is a property", (format, row) => {
    for (const field of names(row.fields)) {
      expect(schemaAt("Event", `type.online.format.${format}.${field}`), `${format}.${field}`).toBeDefined();
    }
    for (const field of names(row.fields.filter((candidate: { type: string }) => candidate.type === "Long"))) {
      expect(resolve(schemaAt("Event", `type.online.format.${format}.${field}`)), field).toMatchObject({ type: "integer", format: "int64" });
    }
  });

  it("testEvent defaults to false and is settable only at creation", () => {
    const testEvent = source.row("onlineFormats", "format", "liveVideo").fields.find((field: { name: string }) => field.name === "testEvent");
    expect(testEvent).toMatchObject({ type: "Boolean", default: false, settable: "at creation only" });
    expect(schemaAt("Event", "type.online.format.liveVideo.testEvent")).toMatchObject({ type: "boolean", default: false, writeOnly: true });
  });

  it("every field of InPersonEventType is a property, both spellings of the URL", () => {
    const fields = source.table("inPersonEventType").flatMap((row) => [row.field as string, ...(row.sampleSpelling ? [row.sampleSpelling as string] : [])]);
    expect(fields).toEqual(["endsAt", "address", "URL", "url", "venueDetails"]);
    expect(propertyNames(schema("InPersonEventType"))).toEqual(fields);
  });

  it("LeadGenFormSpec is a union with privacyPolicyUrl as its only member", () => {
    const members: string[] = source.row("leadGenFormSpec", "union", "LeadGenFormSpec").members;
    expect(schema("LeadGenFormSpec")).toMatchObject({ required: members, additionalProperties: false });
    expect(propertyNames(schema("LeadGenFormSpec"))).toEqual(members);
  });

  const filters = Object.fromEntries(source.table("filterTypes").map((row) => [row.type as string, row]));
  const timeFilterMembers: { member: string; enum?: string[]; intervals?: string[] }[] = filters.EventTimeBasedFilter!.union;
  const timeFilterSchema = parameter(operationById("findEvents"), "timeBasedFilter")!.schema;

  it("the time-based filter is a union of the document's three members and lifecycle states", () => {
    const members = timeFilterMembers.map((member) => member.member);
    expect(members).toEqual(["lifeCycleState", "ongoingTimeRange", "startTimeRange"]);
    expect(Object.keys(timeBasedFilter)).toEqual(members);
    expect(timeFilterMembers.flatMap((member) => member.enum ?? [])).toEqual([...eventLifeCycleStates]);
    expect(refName(timeFilterSchema)).toBe("EventTimeBasedFilter");
    for (const state of eventLifeCycleStates) {
      expect(timeBasedFilter.lifeCycleState(state)).toBe(`(lifeCycleState:${state})`);
      expect(valid(timeFilterSchema, timeBasedFilter.lifeCycleState(state)), state).toEqual([]);
    }
  });

  it.each([
    ["[start, end]", () => timeBasedFilter.ongoingTimeRange({ start: 1773849600000, end: 1775750400000 }), "(ongoingTimeRange:(start:1773849600000,end:1775750400000))"],
    ["[start, end)", () => timeBasedFilter.startTimeRange({ start: 1767225600000, end: 1782864000000 }), "(startTimeRange:(start:1767225600000,end:1782864000000))"],
    ["[start, inf)", () => timeBasedFilter.startTimeRange({ start: new Date(Date.UTC(2026, 0, 1)) }), "(startTimeRange:(start:1767225600000))"],
    ["(-inf, end)", () => timeBasedFilter.startTimeRange({ end: 1782864000000 }), "(startTimeRange:(end:1782864000000))"],
    ["unbounded both sides", () => timeBasedFilter.startTimeRange(), "(startTimeRange:())"],
  ])("the interval %s of the filter table is built and accepted", (shape, build, expected) => {
    expect(timeFilterMembers.flatMap((member) => member.intervals ?? [])).toContain(shape);
    expect(build()).toBe(expected);
    expect(valid(timeFilterSchema, build())).toEqual([]);
  });

  it("entry criteria and sort order are the document's enums", () => {
    expect(schema("EventEntryCriteria").enum).toEqual(filters.EventEntryCriteria!.enum);
    expect([...eventEntryCriteria]).toEqual(filters.EventEntryCriteria!.enum);
    expect(schema("EventSortOrder").enum).toEqual(filters.EventSortOrder!.enum);
    expect([...eventSortOrders]).toEqual(filters.EventSortOrder!.enum);
  });

  it("the filter is sent unencoded, and the client leaves exactly those parameters unencoded", () => {
    const row = source.row("eventsByOrganizerQuery", "parameter", "timeBasedFilter");
    expect(row.urlEncoded).toBe(false);
    const unencoded = operations.flatMap((entry) => parametersOf(schemas, entry)).filter((p) => (p as { allowReserved?: boolean }).allowReserved);
    expect(unencoded.map((p) => p.name)).toEqual([...unencodedQueryParameters]);
  });

  it.each(b8Parameters.map((row) => [row.parameter as string, row] as const))("B8 query parameter %s is declared as the document gives it", (name, row) => {
    const findEvents = operationById("findEvents");
    const declared = parameter(findEvents, name)!;
    expect(declared, name).toMatchObject({ in: "query", required: row.required });
    const declaredSchema = resolve(declared.schema);
    if (row.default !== undefined) expect(declaredSchema.default).toEqual(row.default);
    else expect(declaredSchema.default).toBeUndefined();
    const type: string = row.type;
    if (type === "Integer") expect(declaredSchema.type).toBe("integer");
    else if (type === "Boolean" || type === "string") expect(declaredSchema.type).toBe(type.toLowerCase());
    else if (type.startsWith("Event")) expect(refName(declared.schema)).toBe(type);
    else for (const urn of ["urn:li:person:Xk3pQ9rT2a", "urn:li:organization:2414183"]) expect(valid(declared.schema, urn)).toEqual([]);
    if (name === "q") expect(declaredSchema.enum).toContain(row.value);
    expect((findEvents.operation["x-finders"] as any).eventsByOrganizer.parameters).toContain(name);
  });

  it("the finders accept the parameters of their rows, and B9 an organization only", () => {
    const finders = operationById("findEvents").operation["x-finders"] as Record<string, any>;
    expect(finders.eventsByOrganizer).toMatchObject({ source: "001 B8", parameters: b8Parameters.map((r) => r.parameter), required: ["q", "organizer"] });
    expect(b8Parameters.filter((r) => r.required).map((r) => r.parameter)).toEqual(["q", "organizer"]);
    const b9 = source.table("leadGenFormEventsQuery");
    const b9Value = source.row("leadGenFormEventsQuery", "parameter", "q").value;
    expect(Object.keys(finders)).toEqual([b8Parameters[0]!.value, b9Value]);
    expect(finders.organizerLeadGenFormEnabledEvents).toMatchObject({ source: "001 B9", required: ["q", "organizer"] });
    expect(b9.filter((r) => r.required).map((r) => r.parameter)).toEqual(["q", "organizer"]);
    expect([...finders.organizerLeadGenFormEnabledEvents.parameters].sort()).toEqual(b9.map((r) => r.parameter).sort());
    const organizer = finders.organizerLeadGenFormEnabledEvents.parameterSchemas.organizer;
    expect(source.row("leadGenFormEventsQuery", "parameter", "organizer")).toMatchObject({ type: "organization URN", required: true });
    expect(valid(organizer, "urn:li:organization:2414183")).toEqual([]);
    expect(valid(organizer, "urn:li:person:Xk3pQ9rT2a")).not.toEqual([]);
  });

  it("lists default to start 0 and count 10", () => {
    const count = source.table("limits").find((row) => row.parameter === "count" && row.default !== undefined)!.default;
    const start = source.row("limits", "parameter", "start").default;
    const findEvents = operationById("findEvents");
    expect(resolve(parameter(findEvents, "start")!.schema).default).toBe(Number(start));
    expect(resolve(parameter(findEvents, "count")!.schema).default).toBe(Number(count));
    expect(defaultCount).toBe(Number(count));
  });

  it("list responses have elements and paging with count, start, total and links", () => {
    const list = source.table("listResponse");
    expect(list.map((row) => row.member)).toEqual(propertyNames(schema("EventList")));
    expect(refName(schema("EventList").properties.elements.items)).toBe("Event");
    const paging = source.row("listResponse", "member", "paging");
    expect(paging.members).toEqual(propertyNames(schema("Paging")));
    expect(Object.keys(paging.links)).toEqual(propertyNames(schema("PagingLink")));
    expect(refName(resolve(operationById("findEvents").operation.responses["200"]).content["application/json"].schema)).toBe("EventList");
  });

  it("the register-upload request and its value have the members of B1", () => {
    const body = source.row("registerUpload", "part", "request");
    const answer = source.row("registerUpload", "part", "response");
    const member = (row: typeof body, name: string) => row.members.find((candidate: { name: string }) => candidate.name === name);
    expect(body.member).toBe("registerUploadRequest");
    expect(propertyNames(schemaAt("RegisterUploadRequest", "registerUploadRequest")!)).toEqual(names(body.members));
    expect(member(body, "serviceRelationships").relationshipType).toBe("OWNER");
    expect(schemaAt("RegisterUploadRequest", "registerUploadRequest.serviceRelationships.relationshipType")!.enum).toEqual(["OWNER"]);
    expect(member(body, "supportedUploadMechanism").contains).toBe("SYNCHRONOUS_UPLOAD");
    expect(schemaAt("RegisterUploadRequest", "registerUploadRequest.supportedUploadMechanism")!.contains).toEqual({ const: "SYNCHRONOUS_UPLOAD" });
    expect(answer.member).toBe("value");
    expect(propertyNames(schemaAt("RegisterUploadResponse", "value")!)).toEqual(names(answer.members));
    expect(member(answer, "uploadMechanism").holds).toEqual(["uploadUrl", "headers"]);
    expect(propertyNames(schema("MediaUploadHttpRequest"))).toEqual(["uploadUrl", "headers"]);
    expect(schemaAt("MediaUploadHttpRequest", "headers.media-type-family")).toBeDefined();
    expect(member(answer, "uploadMechanism").headers).toEqual(["media-type-family"]);
  });

  it.each([
    ["live-video", "LiveVideoEventPost", ["author.company", "postContent.commentary.attributes", "postContent.commentary.text", "postContent.content", "lifecycleState", "visibility", "origin", "context.paidEndorsementContext.active", "distribution.feedDistribution", "distribution.externalDistributionChannels"]],
    ["external-event", "ExternalEventPost", ["author", "commentary", "visibility", "distribution.feedDistribution", "distribution.targetEntities", "distribution.thirdPartyDistributionChannels", "content.reference.id", "lifecycleState", "isReshareDisabledByAuthor"]],
  ] as const)("the %s variant of B4 has every member the document lists", (variant, name, paths) => {
    const row = source.row("postBody", "variant", variant);
    expect(row.members).toEqual(paths);
    for (const path of paths) {
      expect(schemaAt(name, path), `${name}.${path}`).toBeDefined();
    }
    for (const value of Object.values<string>(row.values).filter((candidate) => /^[A-Z_]+$/.test(candidate))) {
      expect(JSON.stringify(schema(name)), value).toContain(`"${value}"`);
    }
    expect(schema("Post").oneOf.map(refName)).toContain(name);
  });

  it("the partial update is {patch: {$set: {vanityName}}}", () => {
    const sent = source.row("endpoints", "#", "B6").sent;
    expect(sent).toBe("{patch: {$set: {vanityName: string}}}");
    expect(schemaAt("EventPatch", "patch.$set.vanityName")).toMatchObject({ type: "string" });
    expect(schemaAt("EventPatch", "patch.$set")).toMatchObject({ required: ["vanityName"], additionalProperties: false });
  });

  // The posting lifecycle: one named example per state, named after it.
  const stateExamples: Record<string, string> = { "created, not posted": "createdNotPosted", posted: "posted", "event deleted": "deleted" };
  it("names the document's posting states", () => {
    const table = source.table("states");
    const states = new Set(table.flatMap((row) => [row.state as string, row.next as string]).filter((state) => state !== "rejected in effect"));
    expect([...states]).toEqual(Object.keys(stateExamples));
  });

  it("answers fetch, update and delete with a named example of every state", () => {
    expect(examplesOf("getEvent", "200")).toEqual([stateExamples.posted]);
    for (const id of ["getEvent", "updateEvent", "deletePost"]) {
      expect(examplesOf(id, "404").sort(), id).toEqual([stateExamples["created, not posted"], stateExamples["event deleted"]].sort());
    }
    expect(operationById("updateEvent").operation.responses["200"]).toBeDefined();
    expect(operationById("deletePost").operation.responses["204"]).toBeDefined();
  });

  it("sets ugcPost when the event is posted, and not before", () => {
    const posted = resolve(resolve(operationById("getEvent").operation.responses["200"]).content["application/json"].examples.posted).value;
    expect(posted.ugcPost).toMatch(/^urn:li:ugcPost:/);
    expect(source.table("states")[0]!.sets).toEqual(["ugcPost"]);
    const created = resolve(operationById("createEvent").operation.responses["201"]).content["application/json"].examples;
    expect(Object.keys(created).sort()).toEqual(["inPerson", "onlineExternal", "onlineLiveAudio", "onlineLiveVideo"]);
    for (const [name, example] of Object.entries(created)) expect(resolve(example).value.ugcPost, name).toBeUndefined();
  });

  it("describes the posting lifecycle in the contract", () => {
    const description = String(schemas.document.info.description);
    for (const state of ["created, not posted", "posted", "deleted"]) expect(description).toContain(`| ${state} |`);
    for (const name of Object.values(stateExamples)) expect(description).toContain(`\`${name}\``);
  });

  it("has an operation for the image upload that the register-upload example points at", () => {
    const upload = operationsOf("B2")[0]!;
    const example = resolve(resolve(operationsOf("B1")[0]!.operation.responses["200"]).content["application/json"].examples.backgroundImage).value;
    const [mechanism] = Object.values(example.value.uploadMechanism) as { uploadUrl: string }[];
    const url = new URL(mechanism!.uploadUrl);
    expect(url.origin).toBe("http://127.0.0.1:4012");
    expect(url.pathname.replace(/[^/]+$/, "{upload_id}")).toBe(upload.path);
    // 201, the real service's rate-limit and unavailable answers, and the open error every
    // operation declares (the document shows no error statuses).
    expect(responsesOf(schemas, upload.operation).map(([status]) => status)).toEqual(["201", "429", "503", "default"]);
  });
});
