/** The event-management contract against part B of its source document, read table by table. */
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
import { codeSpans, readSourceDocument } from "../support/source-document.js";

const source = readSourceDocument("001_2f2b8936c632466d.txt");
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

const partB = source.section("### B. Event-management API");
const [endpoints, b8Parameters] = source.tables("### B. Event-management API") as [Record<string, string>[], Record<string, string>[]];
const [eventFields, formats] = source.tables("### B. Event") as [Record<string, string>[], Record<string, string>[]];
const eventSection = source.section("### B. Event");
const line = (text: string, start: string) => text.split("\n").find((l) => l.startsWith(start))!;
/** The members a prose list names, written `` `name` (...) ``. */
const listedMembers = (text: string) => [...text.matchAll(/`([\w$.-]+)` \(/g)].map((match) => match[1]!);

// The issue assigns the permissions: read for B5, B8 and B9 (the document's "retrieves"), write for the others.
const readRows = new Set(["B5", "B8", "B9"]);

describe("event-management contract covers its source document", () => {
  it("declares an open default error on every operation, and no invented error status or body", () => {
    for (const entry of listOperations(schemas.document)) {
      const statuses = Object.keys(entry.operation.responses);
      expect(statuses, entry.operation.operationId).toContain("default");
      // Only the lifecycle rejections (404) carry a status of their own.
      expect(statuses.filter((status) => /^[45]/.test(status)).every((status) => status === "404"), entry.operation.operationId).toBe(true);
      const error = schemas.resolve<{ content: Record<string, { schema: unknown }> }>(entry.operation.responses.default);
      expect(error.content["application/json"]!.schema).toEqual({});
    }
  });

  it("has the nine endpoints B1 to B9", () => expect(endpoints.map((row) => row["#"])).toEqual(["B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9"]));

  it.each(endpoints.map((row) => [`${row["#"]} ${row["Method and path"]}`, row] as const))(
    "endpoint %s is an operation with its method, path, status and permission",
    (_label, row) => {
      const entries = operationsOf(row["#"]!);
      expect(entries, row["#"]).toHaveLength(1);
      const { method, path, operation } = entries[0]!;
      const cell = row["Method and path"]!;
      expect(method.toUpperCase()).toBe(/^[A-Z]+/.exec(cell)![0]);
      const documented = codeSpans(cell).find((span) => span.startsWith("/"));
      if (documented) {
        // "Paths are under {base_url}/rest"; the query part selects an action or a finder.
        const [documentedPath, query] = documented.split("?");
        expect(path).toBe(`/rest${documentedPath}`);
        if (query) {
          const [name, value] = query.split("=");
          expect(resolve(parameter(entries[0]!, name!)!.schema).enum).toContain(value);
          expect(parameter(entries[0]!, name!)!.required).toBe(true);
        }
      }
      const status = /\d{3}/.exec(row.Returned!)![0];
      const response = resolve(operation.responses[status]);
      expect(response, `${row["#"]} answers ${status}`).toBeDefined();
      if (/empty/.test(row.Returned!) || status === "204") expect(response.content).toBeUndefined();
      expect((operation as { security?: unknown }).security).toEqual([{ oauth2: [readRows.has(row["#"]!) ? "r_events" : "rw_events"] }]);
    },
  );

  it("reads with r_events and writes with rw_events: the read rows are the GET requests", () => {
    for (const row of endpoints) expect(row["Method and path"]!.startsWith("GET"), row["#"]).toBe(readRows.has(row["#"]!));
    const oauth2 = schemas.document.components!.securitySchemes!.oauth2 as Schema;
    const scopes = Object.keys(oauth2.flows.authorizationCode.scopes);
    expect(scopes).toEqual(codeSpans(source.section("## Authentication")).filter((span) => /_events$/.test(span)));
  });

  it("requires the protocol version header on every request", () => {
    const [header] = codeSpans(line(partB, "Every request carries the header"));
    const [name, value] = header!.replace("<Vendor>", "Vendor").split(": ");
    expect(value).toBe(protocolVersion);
    for (const entry of operations) {
      const declared = parameter(entry, name!);
      expect(declared, entry.operation.operationId).toMatchObject({ in: "header", required: true });
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
    expect(codeSpans(endpoints.find((row) => row["#"] === "B4")!["Method and path"]!)).toContain("actor");
    const actor = parameter(operationsOf("B4")[0]!, "actor")!;
    expect(actor).toMatchObject({ in: "query", required: false });
    expect(valid(actor.schema, "urn:li:person:Xk3pQ9rT2a")).toEqual([]);
  });

  it("every field of the event table is a property of Event with the document's type", () => {
    expect(propertyNames(schema("Event"))).toEqual(eventFields.map((row) => row.Field));
    for (const row of eventFields) {
      const property = schema("Event").properties[row.Field!];
      const type = row.Type!;
      if (type === "Long") expect(property, row.Field).toMatchObject({ type: "integer", format: "int64" });
      else if (type === "String") expect(property.type, row.Field).toBe("string");
      else if (type === "URN") expect(resolve(property).pattern, row.Field).toMatch(/^\^urn:li:/);
      else if (type === "object") expect(propertyNames(property), row.Field).toEqual(codeSpans(row.Notes!).filter((s) => s !== "URN"));
      else if (type.includes(" or ")) expect(resolve(property).oneOf.map((m: Schema) => m.title), row.Field).toEqual(codeSpans(row.Notes!));
      else if (schemas.document.components!.schemas![type]) expect(refName(property), row.Field).toBe(type);
      // A named type the document does not define (EventDiscoveryMode: "Allowed values ... not shown") stays an open string.
      else expect(property, row.Field).toMatchObject({ type: "string", description: expect.stringContaining("not specified by the source document") });
    }
  });

  it("the URN fields accept their entity's URNs and reject others", () => {
    expect(valid(schema("Event").properties.organizer, "urn:li:person:Xk3pQ9rT2a")).toEqual([]);
    expect(valid(schema("Event").properties.organizer, "urn:li:organization:2414183")).toEqual([]);
    expect(valid(schema("Event").properties.organizer, "urn:li:group:1")).not.toEqual([]);
    expect(valid(schema("Event").properties.backgroundImage, "urn:li:digitalmediaAsset:C4E22")).toEqual([]);
  });

  it("marks the server-set fields readOnly, and only those", () => {
    const adds = codeSpans(line(partB, "B3 body:").split("Response adds")[1]!);
    const setAutomatically = eventFields.filter((row) => /set automatically/i.test(row.Notes!)).map((row) => row.Field!);
    const serverSet = [...adds.filter((field) => !field.includes(".")), ...setAutomatically];
    expect(serverSet).toEqual(["id", "vanityName", "discoveryMode", "leadGenForm", "created", "lastModified", "ugcPost"]);
    for (const field of eventFields.map((row) => row.Field!)) {
      expect(schema("Event").properties[field].readOnly ?? false, field).toBe(serverSet.includes(field));
    }
    for (const nested of adds.filter((field) => field.includes("."))) {
      expect(schemaAt("Event", nested)?.readOnly, nested).toBe(true);
    }
    expect(propertyNames(schema("EventCreateRequest")).filter((field) => serverSet.includes(field))).toEqual([]);
  });

  it("the create body has the fields of B3, the optional one optional", () => {
    const sentence = line(partB, "B3 body:").split("Response adds")[0]!;
    const fields = codeSpans(sentence).filter((span) => eventFields.some((row) => row.Field === span));
    expect(fields).toEqual(["name", "type", "organizer", "leadGenFormSpec", "startsAt", "backgroundImage"]);
    expect(propertyNames(schema("EventCreateRequest"))).toEqual(expect.arrayContaining(fields));
    // A field the document lists without "optional" is required unless the real service creates
    // events without it, which the property says with x-outside-source.
    const optionalOutsideSource = (field: string) => Boolean(schema("EventCreateRequest").properties[field]["x-outside-source"]);
    expect(schema("EventCreateRequest").required).toEqual(fields.filter((field) => !sentence.includes(`\`${field}\` (optional)`) && !optionalOutsideSource(field)));
    expect(fields.filter(optionalOutsideSource)).toEqual(["leadGenFormSpec"]);
    expect(schema("EventCreateRequest").additionalProperties).toBe(false);
  });

  it("the name is a multi-locale string with localized and preferredLocale", () => {
    const notes = eventFields.find((row) => row.Field === "name")!.Notes!;
    const [localized, preferredLocale, ...locale] = codeSpans(notes);
    expect(propertyNames(schema("MultiLocaleString"))).toEqual([localized, preferredLocale]);
    expect(propertyNames(schemaAt("MultiLocaleString", preferredLocale!)!)).toEqual(locale);
  });

  it("type is a union of online and inPerson, format a union of the three formats", () => {
    expect(schema("EventType").oneOf.map((member: Schema) => Object.keys(member.properties))).toEqual([["online"], ["inPerson"]]);
    const formatLine = line(eventSection, "OnlineEventType has the field");
    expect(propertyNames(schema("OnlineEventType"))).toEqual([codeSpans(formatLine)[0]]);
    const members = schema("OnlineEventFormat").oneOf.map((member: Schema) => Object.keys(member.properties)[0]);
    expect(members.sort()).toEqual(codeSpans(formatLine).slice(1).sort());
    expect(members.sort()).toEqual(formats.map((row) => row.Format).sort());
    for (const union of ["EventType", "OnlineEventFormat"]) {
      for (const member of schema(union).oneOf) expect(member).toMatchObject({ required: Object.keys(member.properties), additionalProperties: false });
    }
  });

  it.each(formats.map((row) => [row.Format!, row] as const))("every field of the %s format is a property", (format, row) => {
    for (const field of codeSpans(row.Fields!)) {
      expect(schemaAt("Event", `type.online.format.${format}.${field}`), `${format}.${field}`).toBeDefined();
    }
    for (const [, field] of row.Fields!.matchAll(/`(\w+)` Long/g)) {
      expect(resolve(schemaAt("Event", `type.online.format.${format}.${field}`)), field).toMatchObject({ type: "integer", format: "int64" });
    }
  });

  it("testEvent defaults to false and is settable only at creation", () => {
    const cell = formats.find((row) => row.Format === "liveVideo")!.Fields!;
    expect(cell).toContain("default false");
    expect(schemaAt("Event", "type.online.format.liveVideo.testEvent")).toMatchObject({ type: "boolean", default: false, writeOnly: true });
  });

  it("every field of InPersonEventType is a property, both spellings of the URL", () => {
    const fields = codeSpans(line(eventSection, "InPersonEventType:"));
    expect(fields).toEqual(["endsAt", "address", "URL", "url", "venueDetails"]);
    expect(propertyNames(schema("InPersonEventType"))).toEqual(fields);
  });

  it("LeadGenFormSpec is a union with privacyPolicyUrl as its only member", () => {
    const members = codeSpans(line(eventSection, "LeadGenFormSpec is a union"));
    expect(schema("LeadGenFormSpec")).toMatchObject({ required: members, additionalProperties: false });
    expect(propertyNames(schema("LeadGenFormSpec"))).toEqual(members);
  });

  const filters = Object.fromEntries(source.table("### B. Event-list filter types").map((row) => [row.Type!, row.Shape!]));
  const timeFilterSchema = parameter(operationById("findEvents"), "timeBasedFilter")!.schema;

  it("the time-based filter is a union of the document's three members and lifecycle states", () => {
    const spans = codeSpans(filters.EventTimeBasedFilter!);
    const members = spans.filter((span) => /^[a-z]\w+$/.test(span));
    expect(members).toEqual(["lifeCycleState", "ongoingTimeRange", "startTimeRange"]);
    expect(Object.keys(timeBasedFilter)).toEqual(members);
    expect(spans.filter((span) => /^[A-Z]+$/.test(span))).toEqual([...eventLifeCycleStates]);
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
    expect(filters.EventTimeBasedFilter).toContain(shape);
    expect(build()).toBe(expected);
    expect(valid(timeFilterSchema, build())).toEqual([]);
  });

  it("entry criteria and sort order are the document's enums", () => {
    expect(schema("EventEntryCriteria").enum).toEqual(codeSpans(filters.EventEntryCriteria!));
    expect([...eventEntryCriteria]).toEqual(codeSpans(filters.EventEntryCriteria!));
    expect(schema("EventSortOrder").enum).toEqual(codeSpans(filters.EventSortOrder!));
    expect([...eventSortOrders]).toEqual(codeSpans(filters.EventSortOrder!));
  });

  it("the filter is sent unencoded, and the client leaves exactly those parameters unencoded", () => {
    const row = b8Parameters.find((r) => r.Parameter === "timeBasedFilter")!;
    expect(row.Meaning).toMatch(/^Not URL-encoded/);
    const unencoded = operations.flatMap((entry) => parametersOf(schemas, entry)).filter((p) => (p as { allowReserved?: boolean }).allowReserved);
    expect(unencoded.map((p) => p.name)).toEqual([...unencodedQueryParameters]);
  });

  it.each(b8Parameters.map((row) => [row.Parameter!, row] as const))("B8 query parameter %s is declared as the document gives it", (name, row) => {
    const findEvents = operationById("findEvents");
    const declared = parameter(findEvents, name)!;
    expect(declared, name).toMatchObject({ in: "query", required: row.Required === "yes" });
    const declaredSchema = resolve(declared.schema);
    if (row.Default) expect(declaredSchema.default).toEqual(JSON.parse(row.Default));
    else expect(declaredSchema.default).toBeUndefined();
    const type = row.Type!;
    if (type === "Integer") expect(declaredSchema.type).toBe("integer");
    else if (type === "Boolean" || type === "string") expect(declaredSchema.type).toBe(type.toLowerCase());
    else if (type.startsWith("Event")) expect(refName(declared.schema)).toBe(type);
    else for (const urn of ["urn:li:person:Xk3pQ9rT2a", "urn:li:organization:2414183"]) expect(valid(declared.schema, urn)).toEqual([]);
    if (name === "q") expect(declaredSchema.enum).toContain(codeSpans(row.Meaning!)[0]);
    expect((findEvents.operation["x-finders"] as any).eventsByOrganizer.parameters).toContain(name);
  });

  it("the finders accept the parameters of their rows, and B9 an organization only", () => {
    const finders = operationById("findEvents").operation["x-finders"] as Record<string, any>;
    expect(finders.eventsByOrganizer).toMatchObject({ source: "001 B8", parameters: b8Parameters.map((r) => r.Parameter), required: ["q", "organizer"] });
    const b9 = line(partB, "B9 query parameters:");
    const [, b9Value] = codeSpans(b9);
    expect(Object.keys(finders)).toEqual([codeSpans(b8Parameters[0]!.Meaning!)[0], b9Value]);
    expect(finders.organizerLeadGenFormEnabledEvents).toMatchObject({ source: "001 B9", required: ["q", "organizer"] });
    expect([...finders.organizerLeadGenFormEnabledEvents.parameters].sort()).toEqual(listedMembers(b9).sort());
    const organizer = finders.organizerLeadGenFormEnabledEvents.parameterSchemas.organizer;
    expect(b9).toContain("`organizer` (organization URN, required)");
    expect(valid(organizer, "urn:li:organization:2414183")).toEqual([]);
    expect(valid(organizer, "urn:li:person:Xk3pQ9rT2a")).not.toEqual([]);
  });

  it("lists default to start 0 and count 10", () => {
    const [, count, start] = /`count` defaults to (\d+), `start` defaults to (\d+)/.exec(source.section("## Limits"))!;
    const findEvents = operationById("findEvents");
    expect(resolve(parameter(findEvents, "start")!.schema).default).toBe(Number(start));
    expect(resolve(parameter(findEvents, "count")!.schema).default).toBe(Number(count));
    expect(defaultCount).toBe(Number(count));
  });

  it("list responses have elements and paging with count, start, total and links", () => {
    const spans = codeSpans(line(partB, "List response:"));
    expect(spans.slice(0, 2)).toEqual(propertyNames(schema("EventList")));
    expect(refName(schema("EventList").properties.elements.items)).toBe("Event");
    expect(spans.slice(2, 6)).toEqual(propertyNames(schema("Paging")));
    expect(spans.filter((span) => ["rel", "type", "href"].includes(span))).toEqual(propertyNames(schema("PagingLink")));
    expect(refName(resolve(operationById("findEvents").operation.responses["200"]).content["application/json"].schema)).toBe("EventList");
  });

  it("the register-upload request and its value have the members of B1", () => {
    const [body, answer] = line(partB, "B1 body:").split("Response `value` holds:") as [string, string];
    expect(propertyNames(schemaAt("RegisterUploadRequest", "registerUploadRequest")!)).toEqual(listedMembers(body));
    expect(schemaAt("RegisterUploadRequest", "registerUploadRequest.serviceRelationships.relationshipType")!.enum).toEqual(["OWNER"]);
    expect(schemaAt("RegisterUploadRequest", "registerUploadRequest.supportedUploadMechanism")!.contains).toEqual({ const: "SYNCHRONOUS_UPLOAD" });
    expect(propertyNames(schemaAt("RegisterUploadResponse", "value")!)).toEqual(listedMembers(answer));
    expect(propertyNames(schema("MediaUploadHttpRequest"))).toEqual(["uploadUrl", "headers"]);
    expect(schemaAt("MediaUploadHttpRequest", "headers.media-type-family")).toBeDefined();
    expect(answer).toContain("`media-type-family`");
  });

  it.each([
    ["live-video", "LiveVideoEventPost", ["author.company", "postContent.commentary.attributes", "postContent.commentary.text", "postContent.content", "lifecycleState", "visibility", "origin", "context.paidEndorsementContext.active", "distribution.feedDistribution", "distribution.externalDistributionChannels"]],
    ["external-event", "ExternalEventPost", ["author", "commentary", "visibility", "distribution.feedDistribution", "distribution.targetEntities", "distribution.thirdPartyDistributionChannels", "content.reference.id", "lifecycleState", "isReshareDisabledByAuthor"]],
  ] as const)("the %s variant of B4 has every member the document lists", (variant, name, paths) => {
    const text = line(partB, "B4 body, live-video variant:").split(`B4 body, ${variant} variant:`)[1]!.split("B4 body,")[0]!;
    for (const path of paths) {
      for (const segment of path.split(".")) expect(text, `${variant} ${path}`).toContain(segment);
      expect(schemaAt(name, path), `${name}.${path}`).toBeDefined();
    }
    for (const value of codeSpans(text).filter((span) => /^[A-Z_]+$/.test(span))) {
      expect(JSON.stringify(schema(name)), value).toContain(`"${value}"`);
    }
    expect(schema("Post").oneOf.map(refName)).toContain(name);
  });

  it("the partial update is {patch: {$set: {vanityName}}}", () => {
    const sent = endpoints.find((row) => row["#"] === "B6")!.Sent!;
    expect(sent).toBe("`{patch: {$set: {vanityName: string}}}`");
    expect(schemaAt("EventPatch", "patch.$set.vanityName")).toMatchObject({ type: "string" });
    expect(schemaAt("EventPatch", "patch.$set")).toMatchObject({ required: ["vanityName"], additionalProperties: false });
  });

  // The posting lifecycle: one named example per state, named after it.
  const stateExamples: Record<string, string> = { "created, not posted": "createdNotPosted", posted: "posted", "event deleted": "deleted" };
  it("names the document's posting states", () => {
    const table = source.table("## States and transitions");
    const states = new Set(table.flatMap((row) => [row.State!, row["Next state"]!]).filter((state) => state !== "rejected in effect"));
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
    expect(codeSpans(source.table("## States and transitions")[0]!.Also!)).toEqual(["ugcPost"]);
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
    // 201, and the open error every operation declares (the document shows no error statuses).
    expect(responsesOf(schemas, upload.operation).map(([status]) => status)).toEqual(["201", "default"]);
  });
});
