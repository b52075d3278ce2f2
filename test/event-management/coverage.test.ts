/**
 * The event-management contract against part B of its source document (its transcription in
 * test/source): errors, endpoints, permissions, headers and the event's fields. Filters, finders,
 * lists, uploads and the posting lifecycle are in coverage-finders.test.ts.
 */
import { describe, expect, it } from "vitest";
import { listOperations } from "../../src/contract/openapi.js";
import { declaredHeader } from "../../src/contract/header-names.js";
import { protocolVersion } from "../../src/clients/event-management.js";
import {
  source,
  schemas,
  operations,
  Schema,
  resolve,
  schema,
  refName,
  propertyNames,
  valid,
  schemaAt,
  operationsOf,
  parameter,
  endpoints,
  eventFields,
  formats,
  names,
  readRows,
  protocolHeader,
} from "../support/event-management-source.js";

describe("event-management contract covers its source document", () => {
  it("declares an open default error on every operation, and no invented error status or body", () => {
    for (const entry of listOperations(schemas.document)) {
      const statuses = Object.keys(entry.operation.responses);
      expect(statuses, entry.operation.operationId).toContain("default");
      // Only the lifecycle rejections (404) carry a status of their own, beside the real service's
      // rate-limit and unavailable answers (429, 503), which say they come from outside the document.
      for (const status of statuses.filter((status) => /^[45]/.test(status) && status !== "404")) {
        expect(["429", "503"], `${entry.operation.operationId} ${status}`).toContain(status);
        expect(
          schemas.resolve<Record<string, unknown>>(entry.operation.responses[status])["x-outside-source"],
          `${entry.operation.operationId} ${status}`,
        ).toBeTruthy();
      }
      const error = schemas.resolve<{ content: Record<string, { schema: unknown }> }>(entry.operation.responses.default);
      expect(error.content["application/json"]!.schema).toEqual({});
    }
  });

  it("has the nine endpoints B1 to B9", () =>
    expect(endpoints.map((row) => row["#"])).toEqual(["B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9"]));

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
    const shared = resolve({ $ref: "#/components/parameters/ProtocolVersion" });
    for (const entry of operations) {
      const declared = parameter(entry, name);
      // Every request of the document; an operation from outside it (the upload with PUT) may
      // declare a header of its own that says why it is optional.
      const outside =
        entry.operation["x-outside-source"] !== undefined &&
        declared !== shared &&
        (declared as { "x-outside-source"?: string })?.["x-outside-source"] !== undefined;
      // Its name holds a neutral word: required under any word in its place, never by the literal name.
      expect(declared, entry.operation.operationId).toMatchObject({ in: "header", required: false });
      expect(declaredHeader(name, declared!).required, entry.operation.operationId).toBe(!outside);
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
      else if (type.includes(" or "))
        expect(
          resolve(property).oneOf.map((m: Schema) => m.title),
          row.field,
        ).toEqual(row.keys);
      else if (schemas.document.components!.schemas![type]) expect(refName(property), row.field).toBe(type);
      // A named type the document does not define (EventDiscoveryMode: "Allowed values ... not shown") stays an open string.
      else
        expect(property, row.field).toMatchObject({
          type: "string",
          description: expect.stringContaining("not specified by the source document"),
        });
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
    // The organizer may choose the discovery mode at creation, as the real service takes it (x-outside-source); the other server-set fields are never sent.
    expect(propertyNames(schema("EventCreateRequest")).filter((field) => serverSet.includes(field))).toEqual(["discoveryMode"]);
    expect(schema("EventCreateRequest").properties.discoveryMode["x-outside-source"]).toBeDefined();
    expect(schema("EventCreateRequest").required).not.toContain("discoveryMode");
  });

  it("the create body has the fields of B3, the optional one optional", () => {
    const body = source.table("createEventBody");
    const fields = names(body).filter((field) => eventFields.some((row) => row.field === field));
    expect(fields).toEqual(["name", "type", "organizer", "leadGenFormSpec", "startsAt", "backgroundImage"]);
    expect(propertyNames(schema("EventCreateRequest"))).toEqual(expect.arrayContaining(fields));
    // A field the document lists without "optional" is required unless the real service creates
    // events without it, which the property says with x-outside-source.
    const optionalOutsideSource = (field: string) => Boolean(schema("EventCreateRequest").properties[field]["x-outside-source"]);
    expect(schema("EventCreateRequest").required).toEqual(
      body.filter((row) => row.required === true && !optionalOutsideSource(row.field)).map((row) => row.field),
    );
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
      for (const member of schema(union).oneOf)
        expect(member).toMatchObject({ required: Object.keys(member.properties), additionalProperties: false });
    }
  });

  it.each(formats.map((row) => [row.format as string, row] as const))("every field of the %s format is a property", (format, row) => {
    for (const field of names(row.fields)) {
      expect(schemaAt("Event", `type.online.format.${format}.${field}`), `${format}.${field}`).toBeDefined();
    }
    for (const field of names(row.fields.filter((candidate: { type: string }) => candidate.type === "Long"))) {
      expect(resolve(schemaAt("Event", `type.online.format.${format}.${field}`)), field).toMatchObject({
        type: "integer",
        format: "int64",
      });
    }
  });

  it("testEvent defaults to false and is settable only at creation", () => {
    const testEvent = source
      .row("onlineFormats", "format", "liveVideo")
      .fields.find((field: { name: string }) => field.name === "testEvent");
    expect(testEvent).toMatchObject({ type: "Boolean", default: false, settable: "at creation only" });
    expect(schemaAt("Event", "type.online.format.liveVideo.testEvent")).toMatchObject({ type: "boolean", default: false, writeOnly: true });
  });

  it("every field of InPersonEventType is a property, both spellings of the URL", () => {
    const fields = source
      .table("inPersonEventType")
      .flatMap((row) => [row.field as string, ...(row.sampleSpelling ? [row.sampleSpelling as string] : [])]);
    expect(fields).toEqual(["endsAt", "address", "URL", "url", "venueDetails"]);
    expect(propertyNames(schema("InPersonEventType"))).toEqual(fields);
  });

  it("LeadGenFormSpec is a union with privacyPolicyUrl as its only member", () => {
    const members: string[] = source.row("leadGenFormSpec", "union", "LeadGenFormSpec").members;
    expect(schema("LeadGenFormSpec")).toMatchObject({ required: members, additionalProperties: false });
    expect(propertyNames(schema("LeadGenFormSpec"))).toEqual(members);
  });
});
