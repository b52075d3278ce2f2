/** The event-management contract against part B of its source document: filters, finders, lists, uploads and the posting lifecycle. */
import { describe, expect, it } from "vitest";
import {
  defaultCount,
  eventEntryCriteria,
  eventLifeCycleStates,
  eventSortOrders,
  timeBasedFilter,
  unencodedQueryParameters,
} from "../../src/clients/event-management.js";
import { parametersOf, responsesOf } from "../support/contract.js";
import {
  source,
  schemas,
  operations,
  resolve,
  schema,
  refName,
  propertyNames,
  valid,
  schemaAt,
  operationsOf,
  operationById,
  parameter,
  examplesOf,
  b8Parameters,
  names,
} from "../support/event-management-source.js";

describe("event-management contract covers its source document", () => {
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
    [
      "[start, end]",
      () => timeBasedFilter.ongoingTimeRange({ start: 1773849600000, end: 1775750400000 }),
      "(ongoingTimeRange:(start:1773849600000,end:1775750400000))",
    ],
    [
      "[start, end)",
      () => timeBasedFilter.startTimeRange({ start: 1767225600000, end: 1782864000000 }),
      "(startTimeRange:(start:1767225600000,end:1782864000000))",
    ],
    [
      "[start, inf)",
      () => timeBasedFilter.startTimeRange({ start: new Date(Date.UTC(2026, 0, 1)) }),
      "(startTimeRange:(start:1767225600000))",
    ],
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
    const unencoded = operations
      .flatMap((entry) => parametersOf(schemas, entry))
      .filter((p) => (p as { allowReserved?: boolean }).allowReserved);
    expect(unencoded.map((p) => p.name)).toEqual([...unencodedQueryParameters]);
  });

  it.each(b8Parameters.map((row) => [row.parameter as string, row] as const))(
    "B8 query parameter %s is declared as the document gives it",
    (name, row) => {
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
    },
  );

  it("the finders accept the parameters of their rows, and B9 an organization only", () => {
    const finders = operationById("findEvents").operation["x-finders"] as Record<string, any>;
    expect(finders.eventsByOrganizer).toMatchObject({
      source: "001 B8",
      parameters: b8Parameters.map((r) => r.parameter),
      required: ["q", "organizer"],
    });
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
    // The document's members, then the one the real service also takes, marked as from outside the document.
    const request = resolve(schemaAt("RegisterUploadRequest", "registerUploadRequest")!);
    expect(propertyNames(request)).toEqual([...names(body.members), "fileSize"]);
    expect(request.properties.fileSize["x-outside-source"]).toBeDefined();
    // Listed without "required": the upload mechanism may be left out, as the real service takes it.
    expect(request.required).toEqual(["owner", "recipes", "serviceRelationships"]);
    expect(request.properties.supportedUploadMechanism["x-outside-source"]).toBeDefined();
    expect(member(body, "serviceRelationships").relationshipType).toBe("OWNER");
    expect(schemaAt("RegisterUploadRequest", "registerUploadRequest.serviceRelationships.relationshipType")!.enum).toEqual(["OWNER"]);
    expect(member(body, "supportedUploadMechanism").contains).toBe("SYNCHRONOUS_UPLOAD");
    expect(schemaAt("RegisterUploadRequest", "registerUploadRequest.supportedUploadMechanism")!.contains).toEqual({
      const: "SYNCHRONOUS_UPLOAD",
    });
    expect(answer.member).toBe("value");
    expect(propertyNames(schemaAt("RegisterUploadResponse", "value")!)).toEqual(names(answer.members));
    expect(member(answer, "uploadMechanism").holds).toEqual(["uploadUrl", "headers"]);
    expect(propertyNames(schema("MediaUploadHttpRequest"))).toEqual(["uploadUrl", "headers"]);
    expect(schemaAt("MediaUploadHttpRequest", "headers.media-type-family")).toBeDefined();
    expect(member(answer, "uploadMechanism").headers).toEqual(["media-type-family"]);
  });

  it.each([
    [
      "live-video",
      "LiveVideoEventPost",
      [
        "author.company",
        "postContent.commentary.attributes",
        "postContent.commentary.text",
        "postContent.content",
        "lifecycleState",
        "visibility",
        "origin",
        "context.paidEndorsementContext.active",
        "distribution.feedDistribution",
        "distribution.externalDistributionChannels",
      ],
    ],
    [
      "external-event",
      "ExternalEventPost",
      [
        "author",
        "commentary",
        "visibility",
        "distribution.feedDistribution",
        "distribution.targetEntities",
        "distribution.thirdPartyDistributionChannels",
        "content.reference.id",
        "lifecycleState",
        "isReshareDisabledByAuthor",
      ],
    ],
  ] as const)("the %s variant of B4 has every member the document lists", (variant, name, paths) => {
    const row = source.row("postBody", "variant", variant);
    expect(row.members).toEqual(paths);
    for (const path of paths) {
      expect(schemaAt(name, path), `${name}.${path}`).toBeDefined();
    }
    const members = JSON.stringify([schema(name), ...paths.map((path) => resolve(schemaAt(name, path)))]);
    for (const value of Object.values<string>(row.values).filter((candidate) => /^[A-Z_]+$/.test(candidate))) {
      expect(members, value).toContain(`"${value}"`);
    }
    // The document does not say which members are required: what is optional here follows the real
    // service's post schema, and the variant names it.
    expect(schema(name)["x-outside-source"]).toContain("Post Schema");
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
    const states = new Set(
      table.flatMap((row) => [row.state as string, row.next as string]).filter((state) => state !== "rejected in effect"),
    );
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
    const example = resolve(
      resolve(operationsOf("B1")[0]!.operation.responses["200"]).content["application/json"].examples.backgroundImage,
    ).value;
    const [mechanism] = Object.values(example.value.uploadMechanism) as { uploadUrl: string }[];
    const url = new URL(mechanism!.uploadUrl);
    expect(url.origin).toBe("http://127.0.0.1:4012");
    expect(url.pathname.replace(/[^/]+$/, "{upload_id}")).toBe(upload.path);
    // 201, the real service's rate-limit and unavailable answers, and the open error every
    // operation declares (the document shows no error statuses).
    expect(responsesOf(schemas, upload.operation).map(([status]) => status)).toEqual(["201", "429", "503", "default"]);
  });
});
