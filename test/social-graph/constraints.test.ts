/** Payloads that break a rule of the social-graph document are rejected, one case per rule. */
import { describe, expect, it } from "vitest";
import { itRejectsEach, type ConstraintCase } from "../support/constraints.js";
import { contractOf } from "../support/contract.js";

const { schemas, ref } = contractOf("social-graph");

const digest = "acde8a5f861c207ea517396f30727753ff37c2b767eca5c498e217870493a8c8";
const rows = (count: number) => Array.from({ length: count }, () => digest);
const payload = { schema: "EMAIL_SHA256", data: [digest] };
const multiKey = { schema: ["EMAIL", "FN"], data: [[digest, ""]] };
const session = { session_id: 9778993, estimated_num_total: 25000, batch_seq: 1, last_batch_flag: false };
const result = { audience_id: "23851234567890123", session_id: "9778993", num_received: 3, num_invalid_entries: 0 };

const cases: ConstraintCase[] = [
  // Audience upload (A3, A7)
  { given: "a payload of 10,001 rows", schema: "AudienceUploadPayload", value: { ...payload, data: rows(10_001) }, rule: "maxItems" },
  {
    given: "a request whose payload has 10,001 rows",
    schema: "AudienceUploadRequest",
    value: { payload: { ...payload, data: rows(10_001) } },
    rule: "maxItems",
  },
  {
    given: "an unknown key in a multi-key schema",
    schema: "AudienceUploadPayload",
    value: { ...multiKey, schema: ["EMAIL", "EMAIL_SHA1"] },
    rule: "enum",
  },
  {
    given: "platform user IDs as a multi-key column",
    schema: "AudienceUploadPayload",
    value: { schema: ["UID"], data: [["1234567890"]], app_ids: ["1"] },
    rule: "enum",
  },
  { given: "an unknown single key", schema: "AudienceUploadPayload", value: { ...payload, schema: "EMAIL_SHA1" }, rule: "enum" },
  {
    given: "a combination key the document does not list",
    schema: "AudienceUploadPayload",
    value: { ...multiKey, schema: ["LN_FN_ZIP"] },
    rule: "enum",
  },
  { given: "a payload without data", schema: "AudienceUploadPayload", value: { schema: "EMAIL_SHA256" }, rule: "required" },
  { given: "a payload without schema", schema: "AudienceUploadPayload", value: { data: [digest] }, rule: "required" },
  {
    given: "a payload with an unknown member",
    schema: "AudienceUploadPayload",
    value: { ...payload, is_hashed: true },
    rule: "additionalProperties",
  },
  { given: "multi-key rows that are not arrays", schema: "AudienceUploadPayload", value: { ...multiKey, data: [digest] }, rule: "type" },
  { given: "a row holding an object", schema: "AudienceUploadPayload", value: { ...multiKey, data: [[{ email: digest }]] }, rule: "type" },
  {
    given: "is_raw as a word other than true or false",
    schema: "AudienceUploadPayload",
    value: { ...payload, is_raw: "yes" },
    rule: "enum",
  },
  { given: "app_ids holding a name", schema: "AudienceUploadPayload", value: { ...payload, app_ids: ["app"] }, rule: "pattern" },
  {
    given: "platform user IDs without the app or page they come from",
    schema: "AudienceUploadPayload",
    value: { schema: "UID", data: ["1234567890"] },
    rule: "required",
  },
  {
    given: "app-scoped user IDs in a multi-key schema without app_ids",
    schema: "AudienceUploadPayload",
    value: { schema: ["EMAIL", "APPUID"], data: [[digest, "1234567890"]] },
    rule: "required",
  },
  {
    given: "page-scoped user IDs in a multi-key schema without page_ids",
    schema: "AudienceUploadPayload",
    value: { schema: ["PAGEUID"], data: [["5829104736251843"]], app_ids: ["1"] },
    rule: "required",
  },
  {
    given: "Limited Data Use options that are not names",
    schema: "AudienceUploadPayload",
    value: { schema: ["EMAIL", "DATA_PROCESSING_OPTIONS"], data: [[digest, [1]]] },
    rule: "type",
  },
  { given: "a customer_consent of yes", schema: "AudienceUploadRequest", value: { payload, customer_consent: "yes" }, rule: "enum" },
  { given: "a method other than DELETE on an upload", schema: "AudienceUploadRequest", value: { payload, method: "PUT" }, rule: "enum" },
  { given: "a non-numeric page ID", schema: "AudienceUploadPayload", value: { ...payload, page_ids: ["my-page"] }, rule: "pattern" },
  {
    given: "a non-numeric photo-sharing account ID",
    schema: "AudienceUploadPayload",
    value: { ...payload, ig_account_ids: ["ig-1"] },
    rule: "pattern",
  },
  { given: "a data_source.type of CSV", schema: "AudienceDataSource", value: { type: "CSV" }, rule: "enum" },
  // The sub-types are an open set (the document writes several with neutral words): only a value that is no string is refused.
  { given: "a data_source.sub_type that is a number", schema: "AudienceDataSource", value: { sub_type: 7 }, rule: "type" },
  {
    given: "a data_source with an unknown member",
    schema: "AudienceDataSource",
    value: { kind: "FILE_IMPORTED" },
    rule: "additionalProperties",
  },
  {
    given: "a metadata.calculated_date that is not a date-time",
    schema: "AudienceMetadata",
    value: { calculated_date: "yesterday" },
    rule: "format",
  },
  { given: "a batch_seq of 0", schema: "AudienceUploadSession", value: { ...session, batch_seq: 0 }, rule: "minimum" },
  { given: "a fractional batch_seq", schema: "AudienceUploadSession", value: { ...session, batch_seq: 1.5 }, rule: "type" },
  { given: "a session without session_id", schema: "AudienceUploadSession", value: { batch_seq: 1 }, rule: "required" },
  { given: "a session without batch_seq", schema: "AudienceUploadSession", value: { session_id: 1 }, rule: "required" },
  {
    given: "a session_id that is not digits",
    schema: "AudienceUploadSession",
    value: { ...session, session_id: "s-9778993" },
    rule: "pattern",
  },
  { given: "a batch_seq of 0 as a string", schema: "AudienceUploadSession", value: { ...session, batch_seq: "0" }, rule: "pattern" },
  {
    given: "a last_batch_flag as a word other than true or false",
    schema: "AudienceUploadSession",
    value: { ...session, last_batch_flag: "yes" },
    rule: "enum",
  },
  {
    given: "a batch_seq of 0 beside the payload",
    schema: "AudienceUploadRequest",
    value: { payload, session: { ...session, batch_seq: 0 } },
    rule: "minimum",
  },
  {
    given: "a batch_seq of 0 inside the payload",
    schema: "AudienceUploadPayload",
    value: { ...payload, session: { ...session, batch_seq: 0 } },
    rule: "minimum",
  },
  { given: "a JSON request without payload", schema: "AudienceUploadRequest", value: { session }, rule: "required" },
  {
    given: "a form request without payload",
    schema: "AudienceUploadFormRequest",
    value: { session: JSON.stringify(session) },
    rule: "required",
  },
  { given: "a form request whose payload is not encoded", schema: "AudienceUploadFormRequest", value: { payload }, rule: "type" },
  {
    given: "a result with a fractional num_received",
    schema: "AudienceUploadResult",
    value: { ...result, num_received: 1.5 },
    rule: "type",
  },
  {
    given: "a result with a non-numeric audience_id",
    schema: "AudienceUploadResult",
    value: { ...result, audience_id: "aud-1" },
    rule: "pattern",
  },
  {
    given: "a result with a non-numeric session_id",
    schema: "AudienceUploadResult",
    value: { ...result, session_id: "s-1" },
    rule: "pattern",
  },
  {
    given: "a result whose samples map to a number",
    schema: "AudienceUploadResult",
    value: { ...result, invalid_entry_samples: { x: 1 } },
    rule: "type",
  },
  {
    given: "a result whose msgapp error code is a string",
    schema: "AudienceUploadResult",
    value: { ...result, subscription_info: { msgapp: { error: { code: "2650" } } } },
    rule: "type",
  },
  // User node (A1)
  { given: "a timezone of 25", schema: "User", value: { timezone: 25 }, rule: "maximum" },
  { given: "a timezone of -25", schema: "User", value: { timezone: -25 }, rule: "minimum" },
  { given: "a non-numeric user ID", schema: "User", value: { id: "me" }, rule: "pattern" },
  { given: "a non-numeric client business ID", schema: "User", value: { client_business_id: "biz-1" }, rule: "pattern" },
  { given: "a gender of other", schema: "User", value: { gender: "other" }, rule: "enum" },
  { given: "an is_guest_user of true", schema: "User", value: { is_guest_user: true }, rule: "const" },
  { given: "a birthday in ISO form", schema: "User", value: { birthday: "1990-01-31" }, rule: "pattern" },
  { given: "an installed of yes", schema: "User", value: { installed: "yes" }, rule: "type" },
  { given: "meeting_for as a string", schema: "User", value: { meeting_for: "friendship" }, rule: "type" },
  { given: "an updated_time that is not a date-time", schema: "User", value: { updated_time: "last week" }, rule: "format" },
  {
    given: "a shared_login_upgrade_required_by that is not a timestamp",
    schema: "User",
    value: { shared_login_upgrade_required_by: "soon" },
    rule: "format",
  },
  // Update (A2)
  {
    given: "a local_news_megaphone_dismiss_status of MAYBE",
    schema: "UserUpdate",
    value: { local_news_megaphone_dismiss_status: "MAYBE" },
    rule: "enum",
  },
  {
    given: "a local_news_megaphone_dismiss_status of true",
    schema: "UserUpdate",
    value: { local_news_megaphone_dismiss_status: true },
    rule: "type",
  },
  { given: "a local_news_subscription_status of ON", schema: "UserUpdate", value: { local_news_subscription_status: "ON" }, rule: "enum" },
  { given: "an emoji_color_pref that is not digits", schema: "UserUpdate", value: { emoji_color_pref: "blue" }, rule: "pattern" },
  {
    given: "an update whose id is neither numeric nor me",
    schema: "UserUpdate",
    value: { id: "my-profile", firstname: "Mina" },
    rule: "pattern",
  },
  { given: "an emoji_color_pref that is fractional", schema: "UserUpdate", value: { emoji_color_pref: 2.5 }, rule: "type" },
  {
    given: "an update of first_name (the node's field, not the parameter)",
    schema: "UserUpdate",
    value: { first_name: "Mina" },
    rule: "additionalProperties",
  },
  // Unblock (A5)
  { given: "an unblock naming no user", schema: "PageUnblockRequest", value: {}, rule: "minProperties" },
  { given: "a form unblock naming no user", schema: "PageUnblockFormRequest", value: {}, rule: "minProperties" },
  { given: "an unblock of a non-numeric user", schema: "PageUnblockRequest", value: { user: ["me"] }, rule: "pattern" },
  { given: "an unblock whose one user is not numeric", schema: "PageUnblockRequest", value: { user: "me" }, rule: "pattern" },
  { given: "an unblock of a negative psid", schema: "PageUnblockRequest", value: { psid: -5 }, rule: "minimum" },
  { given: "an unblock by a non-numeric uid", schema: "PageUnblockRequest", value: { uid: "someone" }, rule: "pattern" },
  {
    given: "an unblock with an unknown parameter",
    schema: "PageUnblockRequest",
    value: { user: ["1"], users: ["2"] },
    rule: "additionalProperties",
  },
  // A node read answers a user or a custom audience, each held to its own schema as strictly as alone
  {
    given: "a node read whose user field has the wrong type",
    schema: "UserOrCustomAudience",
    value: { id: "1", timezone: "1" },
    rule: "type",
  },
  {
    given: "a node read with a user's gender out of its enum",
    schema: "UserOrCustomAudience",
    value: { id: "1", gender: "other" },
    rule: "enum",
  },
  {
    given: "a node read whose audience size is text",
    schema: "UserOrCustomAudience",
    value: { id: "23851234567890123", approximate_count_lower_bound: "1000" },
    rule: "type",
  },
  {
    given: "a node read whose operation status is a word",
    schema: "UserOrCustomAudience",
    value: { id: "23851234567890123", operation_status: "ready" },
    rule: "type",
  },
  { given: "a node read whose id is a number", schema: "UserOrCustomAudience", value: { id: 23851234567890123 }, rule: "type" },
  {
    given: "an audience create with a subtype the SDK does not list",
    schema: "CreateCustomAudienceRequest",
    value: { name: "A", subtype: "COMBINATION" },
    rule: "enum",
  },
  {
    given: "an audience create with a misspelt parameter",
    schema: "CreateCustomAudienceRequest",
    value: { nmae: "A" },
    rule: "additionalProperties",
  },
  {
    given: "an audience kept for 181 days",
    schema: "CreateCustomAudienceRequest",
    value: { name: "A", retention_days: 181 },
    rule: "maximum",
  },
  // Answers
  { given: "a success that is a string", schema: "Success", value: { success: "true" }, rule: "type" },
  { given: "a success without success", schema: "Success", value: {}, rule: "required" },
  { given: "an error without code", schema: "Error", value: { error: { message: "x" } }, rule: "required" },
  { given: "an error whose code is a string", schema: "Error", value: { error: { message: "x", code: "190" } }, rule: "type" },
];

/** The query parameters of the DELETE operations, whose schemas are not components. */
const parameterCases: { given: string; parameter: string; value: unknown; rule: string }[] = [
  { given: "a version without its minor number", parameter: "ApiVersion", value: "v24", rule: "pattern" },
  { given: "a version without the v", parameter: "ApiVersion", value: "24.0", rule: "pattern" },
  { given: "a user ID in the path that is neither numeric nor me", parameter: "UserId", value: "my-profile", rule: "pattern" },
  { given: "an ad account ID with its act_ prefix", parameter: "AdAccountId", value: "act_1029384756", rule: "pattern" },
  { given: "a non-numeric uid in the query", parameter: "PageUnblockUidQuery", value: "someone", rule: "pattern" },
  { given: "a non-numeric asid in the query", parameter: "PageUnblockAsidQuery", value: "abc", rule: "pattern" },
  { given: "a non-numeric user in the A6 query", parameter: "AssignedUserQuery", value: "system-user", rule: "pattern" },
];

describe("social-graph rejects what its document forbids", () => {
  itRejectsEach("social-graph", cases);
  itRejectsEach(
    "social-graph",
    parameterCases.map(({ parameter, ...rest }) => ({ ...rest, schema: `parameters/${parameter}` })),
  );

  it("the JSON in a form or query field is checked once decoded", () => {
    const form = schemas.resolve<{ properties: { payload: { contentSchema: unknown } } }>(ref("AudienceUploadFormRequest"));
    const decoded = JSON.parse(JSON.stringify({ ...payload, data: rows(10_001) }));
    expect(schemas.validate(form.properties.payload.contentSchema, decoded).problems.map((problem) => problem.rule)).toContain("maxItems");
    const query = schemas.resolve<{ schema: { contentSchema: unknown } }>({ $ref: "#/components/parameters/AudienceSessionQuery" });
    expect(schemas.validate(query.schema.contentSchema, { ...session, batch_seq: 0 }).problems.map((problem) => problem.rule)).toContain(
      "minimum",
    );
  });
});

describe("social-graph accepts the edges of its rules", () => {
  it.each([
    [
      "a data_source.sub_type the contract does not know (the real name of a neutral one)",
      "AudienceDataSource",
      { sub_type: "STANDIN_SUBSCRIBER_POOL" },
    ],
    ["10,000 rows", "AudienceUploadPayload", { ...payload, data: rows(10_000) }],
    [
      "a multi-key row with an unknown value left empty",
      "AudienceUploadPayload",
      { schema: ["EMAIL", "LN", "FN", "ZIP"], data: [[digest, digest, digest, ""]] },
    ],
    [
      "a LOOKALIKE_VALUE column holding numbers",
      "AudienceUploadPayload",
      {
        schema: ["EMAIL", "LOOKALIKE_VALUE"],
        data: [
          [digest, 0.9],
          [digest, 140],
        ],
      },
    ],
    ["a single key with one-value rows", "AudienceUploadPayload", { schema: "PHONE_SHA256", data: [[digest]] }],
    ["a batch_seq of 1", "AudienceUploadSession", { session_id: 1, batch_seq: 1 }],
    ["a timezone of 24", "User", { timezone: 24 }],
    ["a timezone of -24", "User", { timezone: -24 }],
    ["a fractional timezone", "User", { timezone: 5.5 }],
    ["a birthday of the year only", "User", { birthday: "1990" }],
    ["a birthday of month and day only", "User", { birthday: "01/31" }],
    ["an unblock by uid alone", "PageUnblockRequest", { uid: "10159873246510077" }],
    // What the real service and its SDKs send beyond the document's letter (x-outside-source)
    ["an unblock by psid alone", "PageUnblockRequest", { psid: "5829104736251843" }],
    ["an unblock by asid alone, as a form", "PageUnblockFormRequest", { asid: "10228416037451982" }],
    // A form field is text, whatever type the JSON form gives it (the corpus's PHP SDK form, unblockPageUsers.php-form-credentials).
    ["an unblock by psid alone, as a form, its field text", "PageUnblockFormRequest", { psid: "5829104736251843" }],
    ["an unblock of one ID, and of IDs as numbers", "PageUnblockRequest", { user: 100004321987654, uid: 10159873246510077 }],
    ["a form unblock of one bare ID", "PageUnblockFormRequest", { user: "100004321987654" }],
    [
      "session numbers as strings of digits and the flag as text",
      "AudienceUploadSession",
      { session_id: "9778993", batch_seq: "2", estimated_num_total: "25000", last_batch_flag: "true" },
    ],
    [
      "is_raw as text and app IDs as strings",
      "AudienceUploadPayload",
      {
        schema: ["EMAIL", "APPUID", "LOOKALIKE_VALUE"],
        is_raw: "true",
        app_ids: ["123456789012345"],
        data: [[digest, "1234567890", "0.9"]],
      },
    ],
    [
      "platform user IDs with the page they come from",
      "AudienceUploadPayload",
      { schema: "UID", page_ids: [104672198543210], data: ["1234567890"] },
    ],
    ["a request carrying the node's id and a namespace", "AudienceUploadRequest", { id: 23851234567890123, namespace: "crm", payload }],
    [
      "an update carrying the node's id and emoji_color_pref as text",
      "UserUpdate",
      { id: "120000000000001", firstname: "Ada", emoji_color_pref: "2" },
    ],
    [
      "list-valued interest fields",
      "User",
      { id: "1", languages: [{ id: "106059522759137", name: "English" }], sports: [], favorite_teams: [{ id: "1", name: "A" }] },
    ],
    ["a user node with a field the document does not list", "User", { id: "1", is_verified: true }],
    ["a user's node read", "UserOrCustomAudience", { id: "1", first_name: "Mina", timezone: 1, is_verified: true }],
    [
      "a custom audience's node read",
      "UserOrCustomAudience",
      { id: "2", name: "Purchasers", approximate_count_lower_bound: -1, operation_status: { code: 410, description: "No upload" } },
    ],
    [
      "an audience create as a form sends it: numbers, flags and lists as text, with the node's id and the fields to read back",
      "CreateCustomAudienceRequest",
      { id: "act_1029384756", fields: "id,name", name: "A", retention_days: "30", prefill: "true", allowed_domains: '["shop.example"]' },
    ],
  ])("accepts %s", (_given, schema, value) => {
    expect(schemas.validate(ref(schema), value).problems).toEqual([]);
  });
});
