/** The typed social-graph client against the mock: every operation, versions, auth, and the audience uploader. */
import { createHash } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  AudienceUploadError,
  createSocialGraphClient,
  uploadAudienceUsers,
  type AudienceUploadPayload,
  type SocialGraphClient,
} from "../../src/social-graph.js";
import { contractOf } from "../support/contract.js";
import { formBody } from "../support/http.js";
import { useMockServer } from "../support/mock.js";

const { conforms } = contractOf("social-graph");

const userId = "10228416037451982";
const audienceId = "23851234567890123";
const pageId = "104672198543210";
const adAccountId = "1029384756";
const digest = (text: string) => createHash("sha256").update(text).digest("hex");

interface Sent {
  method: string;
  url: URL;
  contentType: string | null;
  /** Parsed JSON, or the raw text of any other body ("" for none). */
  body: any;
}

const server = useMockServer("social-graph");
let client: SocialGraphClient;
const sent: Sent[] = [];
/** Lets a test choose the mock's answer per request, from what the request carries. */
let preferFor: ((request: Sent) => string | undefined) | undefined;

/** Records what a client sent, parsed, and asks the mock for the answer `preferFor` chooses. */
async function recordAndPrefer(request: Request): Promise<Response> {
  const text = await request.clone().text();
  const contentType = request.headers.get("content-type");
  const record: Sent = {
    method: request.method,
    url: new URL(request.url),
    contentType,
    body: text !== "" && contentType?.includes("json") ? JSON.parse(text) : text,
  };
  sent.push(record);
  const prefer = preferFor?.(record);
  if (prefer) request.headers.set("Prefer", prefer);
  return fetch(request);
}

const clientFor = (options: { version?: string; auth?: string } = {}) =>
  createSocialGraphClient({ baseUrl: server.url, fetch: recordAndPrefer, auth: "EAAB-test-token", ...options });

beforeAll(() => {
  client = clientFor();
});
beforeEach(() => {
  sent.length = 0;
  preferFor = undefined;
});


describe("social-graph client: the user node (A1, A2, A4)", () => {
  it("puts the version in the path and the access token in the query", async () => {
    const { data, response } = await client.GET("/{user_id}", { params: { path: { user_id: userId } } });
    expect(response.status).toBe(200);
    expect(sent[0]!.url.pathname).toBe(`/v24.0/${userId}`);
    expect(sent[0]!.url.searchParams.get("access_token")).toBe("EAAB-test-token");
    expect(data?.id).toBe(userId);
    expect(data?.name).toBe("Mina Adaeze Okafor");
    expect(conforms("User", data)).toEqual([]);
  });

  it("sends fields as one comma-separated list", async () => {
    const { response } = await client.GET("/{user_id}", {
      params: { path: { user_id: userId }, query: { fields: ["id", "name", "email"] } },
    });
    expect(response.status).toBe(200);
    expect(sent[0]!.url.searchParams.getAll("fields")).toEqual(["id,name,email"]);
  });

  it("answers A1 on the path with the trailing slash", async () => {
    const { data, response } = await client.GET("/{user_id}/", { params: { path: { user_id: userId } } });
    expect(response.status).toBe(200);
    expect(sent[0]!.url.pathname).toBe(`/v24.0/${userId}/`);
    expect(data?.first_name).toBe("Mina");
    expect(conforms("User", data)).toEqual([]);
  });

  it.each([
    ["selectedFields", { birthday: "07/14/1990", timezone: 1, gender: "female" }],
    ["partialBirthday", { birthday: "03/02", is_guest_user: false }],
  ])("returns the %s example with Prefer", async (example, expected) => {
    const { data } = await client.GET("/{user_id}", {
      params: { path: { user_id: userId } },
      headers: { Prefer: `example=${example}` },
    });
    expect(data).toMatchObject(expected);
    expect(conforms("User", data)).toEqual([]);
  });

  it("works with another version, v19.0", async () => {
    const older = clientFor({ version: "v19.0" });
    const { data, response } = await older.GET("/{user_id}", { params: { path: { user_id: userId } } });
    expect(response.status).toBe(200);
    expect(sent[0]!.url.pathname).toBe(`/v19.0/${userId}`);
    expect(conforms("User", data)).toEqual([]);
    const deleted = await older.DELETE("/{user_id}", { params: { path: { user_id: userId } } });
    expect(deleted.data).toEqual({ success: true });
  });

  it("refuses a version that is not v<major>.<minor>", () => {
    expect(() => createSocialGraphClient({ baseUrl: server.url, version: "24.0" })).toThrow(/v24\.0/);
    expect(() => createSocialGraphClient({ baseUrl: server.url, version: "v24" })).toThrow();
  });

  // The mock answers a missing token from the `default` response, whose example carries 190.
  it("answers a request without access_token with the code-190 error body", async () => {
    const anonymous = clientFor({ auth: undefined });
    const { error, response } = await anonymous.GET("/{user_id}", { params: { path: { user_id: userId } } });
    expect(sent[0]!.url.searchParams.has("access_token")).toBe(false);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(conforms("Error", error)).toEqual([]);
    expect(error?.error.code).toBe(190);
    expect(error?.error.message).toBe("Invalid OAuth 2.0 access token.");
  });

  it("refuses a request without access_token", async () => {
    const anonymous = clientFor({ auth: undefined });
    const { error, response } = await anonymous.DELETE("/{user_id}", { params: { path: { user_id: userId } } });
    // As the real service (and the simulator) answers it: 400 with the invalid-token code 190.
    expect(response.status).toBe(400);
    expect(conforms("Error", error)).toEqual([]);
    expect((error as { error: { code: number } }).error.code).toBe(190);
  });

  it("updates the user with JSON and with a form (A2)", async () => {
    const json = await client.POST("/{user_id}", {
      params: { path: { user_id: userId } },
      body: { firstname: "Mina", local_news_subscription_status: "STATUS_OFF", emoji_color_pref: 2 },
    });
    expect(json.data).toEqual({ success: true });
    expect(sent[0]!.contentType).toBe("application/json");
    expect(sent[0]!.body).toEqual({ firstname: "Mina", local_news_subscription_status: "STATUS_OFF", emoji_color_pref: 2 });

    const form = await client.POST("/{user_id}", {
      params: { path: { user_id: userId } },
      body: { local_news_megaphone_dismiss_status: "YES", name: "Open Graph Test User" },
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      bodySerializer: formBody,
    });
    expect(form.data).toEqual({ success: true });
    expect(sent[1]!.body).toBe("local_news_megaphone_dismiss_status=YES&name=Open+Graph+Test+User");
  });

  it("answers an update with an enum value off the list with error 100 naming it", async () => {
    const response = await fetch(`${server.url}/v24.0/${userId}?access_token=t`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ local_news_subscription_status: "ON" }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: number; message: string } };
    expect(conforms("Error", body)).toEqual([]);
    expect(body.error.code).toBe(100);
    expect(body.error.message).toContain("local_news_subscription_status");
  });

  it("deletes a test user (A4), and returns its documented errors", async () => {
    const deleted = await client.DELETE("/{user_id}", { params: { path: { user_id: userId } } });
    expect(deleted.response.status).toBe(200);
    expect(deleted.data).toEqual({ success: true });

    const refused = await client.DELETE("/{user_id}", {
      params: { path: { user_id: userId } },
      headers: { Prefer: "code=400, example=cannotDeleteObjectGraphTestUser" },
    });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.error.code).toBe(2904);
    expect(conforms("Error", refused.error)).toEqual([]);
  });
});

describe("social-graph client: pages and ad accounts (A5, A6)", () => {
  const page = { path: { page_id: pageId } };
  const account = { path: { ad_account_id: adAccountId } };

  it("unblocks users with a JSON body", async () => {
    const { data } = await client.DELETE("/{page_id}/blocked", { params: page, body: { user: [userId, "10159873246510077"] } });
    expect(data).toEqual({ success: true });
    expect(sent[0]!.url.pathname).toBe(`/v24.0/${pageId}/blocked`);
    expect(sent[0]!.body).toEqual({ user: [userId, "10159873246510077"] });
  });

  it("unblocks users with query parameters only, as the service's SDKs send a DELETE", async () => {
    const users = await client.DELETE("/{page_id}/blocked", {
      params: { ...page, query: { user: JSON.stringify([userId]), asid: userId } },
    });
    expect(users.response.status).toBe(200);
    expect(users.data).toEqual({ success: true });
    expect(sent[0]!.body).toBe("");
    expect(sent[0]!.url.searchParams.get("user")).toBe(`["${userId}"]`);

    const byUid = await client.DELETE("/{page_id}/blocked", { params: { ...page, query: { uid: "10159873246510077" } } });
    expect(byUid.response.status).toBe(200);
  });

  it("unblocks users with a form body", async () => {
    const { data } = await client.DELETE("/{page_id}/blocked", {
      params: page,
      body: { user: JSON.stringify([userId]) },
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      bodySerializer: formBody,
    });
    expect(data).toEqual({ success: true });
  });

  it("refuses an unblock body naming a user that is not an ID, and a non-numeric uid in the query", async () => {
    const noUser = await fetch(`${server.url}/v24.0/${pageId}/blocked?access_token=t`, {
      method: "DELETE",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ user: ["me"] }),
    });
    expect(noUser.status).toBe(400);
    expect(((await noUser.json()) as { error: { code: number } }).error.code).toBe(100);

    const badUid = await client.DELETE("/{page_id}/blocked", { params: { ...page, query: { uid: "someone" } } });
    expect(badUid.response.status).toBe(400);
    expect(badUid.error?.error.message).toContain("uid");
  });

  it("removes a user from an ad account with the user in the query", async () => {
    const query = await client.DELETE("/act_{ad_account_id}/assigned_users", { params: { ...account, query: { user: "100087654321098" } } });
    expect(query.response.status).toBe(200);
    expect(query.data).toEqual({ success: true });
    expect(sent[0]!.url.pathname).toBe(`/v24.0/act_${adAccountId}/assigned_users`);
    expect(sent[0]!.url.searchParams.get("user")).toBe("100087654321098");
    expect(sent[0]!.body).toBe("");
  });

  it("returns the documented 3919 of A6 with Prefer", async () => {
    const { error, response } = await client.DELETE("/act_{ad_account_id}/assigned_users", {
      params: { ...account, query: { user: "100087654321098" } },
      headers: { Prefer: "code=400, example=unexpectedTechnicalIssue" },
    });
    expect(response.status).toBe(400);
    expect(error?.error.code).toBe(3919);
  });
});

describe("social-graph client: custom-audience users (A3, A7)", () => {
  const audience = { path: { custom_audience_id: audienceId } };
  const payload: AudienceUploadPayload = { schema: ["EMAIL", "FN"], is_raw: false, data: [[digest("a@example.com"), digest("ann")]] };
  const session = { session_id: 4200001, estimated_num_total: 1, batch_seq: 1, last_batch_flag: true };

  it("adds users with a JSON body", async () => {
    const { data, response } = await client.POST("/{custom_audience_id}/users", { params: audience, body: { payload, session } });
    expect(response.status).toBe(200);
    expect(sent[0]!.url.pathname).toBe(`/v24.0/${audienceId}/users`);
    expect(data?.audience_id).toBe(audienceId);
    expect(data?.num_received).toBe(3);
    expect(conforms("AudienceUploadResult", data)).toEqual([]);
  });

  it("adds users with the payload as a JSON-encoded form field", async () => {
    const { data } = await client.POST("/{custom_audience_id}/users", {
      params: audience,
      body: { payload: JSON.stringify(payload), session: JSON.stringify(session) },
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      bodySerializer: formBody,
    });
    expect(conforms("AudienceUploadResult", data)).toEqual([]);
    expect(JSON.parse(new URLSearchParams(sent[0]!.body).get("payload")!)).toEqual(payload);
  });

  it("returns the result with invalid entries and messaging-app subscription information", async () => {
    const { data } = await client.POST("/{custom_audience_id}/users", {
      params: audience,
      body: { payload },
      headers: { Prefer: "example=invalidEntries" },
    });
    expect(data?.num_invalid_entries).toBe(1);
    expect(data?.subscription_info?.msgapp?.num_subscribers_received).toBe(4);
    expect(conforms("AudienceUploadResult", data)).toEqual([]);
  });

  it("refuses 10,001 rows in one request with error 100", async () => {
    const rows = Array.from({ length: 10_001 }, (_, index) => [digest(`user${index}@example.com`), ""]);
    const { error, response } = await client.POST("/{custom_audience_id}/users", {
      params: audience,
      body: { payload: { ...payload, data: rows } },
    });
    expect(response.status).toBe(400);
    expect(error?.error.code).toBe(100);
    expect(error?.error.message).toContain("payload.data");
  });

  it("removes users with a JSON body", async () => {
    const { data, response } = await client.DELETE("/{custom_audience_id}/users", { params: audience, body: { payload, session } });
    expect(response.status).toBe(200);
    expect(sent[0]!.method).toBe("DELETE");
    expect(sent[0]!.body).toEqual({ payload, session });
    expect(conforms("AudienceUploadResult", data)).toEqual([]);
  });

  it("removes users with payload and session JSON-encoded in the query only", async () => {
    const { data, response } = await client.DELETE("/{custom_audience_id}/users", {
      params: { ...audience, query: { payload: JSON.stringify(payload), session: JSON.stringify(session) } },
    });
    expect(response.status).toBe(200);
    expect(sent[0]!.body).toBe("");
    expect(JSON.parse(sent[0]!.url.searchParams.get("session")!)).toEqual(session);
    expect(data?.session_id).toBe("9781200");
    expect(conforms("AudienceUploadResult", data)).toEqual([]);
  });

  it("returns the documented 80003 of A7 with Prefer", async () => {
    const { error, response } = await client.DELETE("/{custom_audience_id}/users", {
      params: audience,
      body: { payload },
      headers: { Prefer: "code=400, example=customAudienceRateLimit" },
    });
    expect(response.status).toBe(400);
    expect(error?.error.code).toBe(80003);
  });
});

describe("audience uploader", () => {
  const emailRows = (count: number) => Array.from({ length: count }, (_, index) => [digest(`user${index}@example.com`)]);
  const batchOf = (request: Sent) => request.body.session.batch_seq as number;

  it("sends 25,001 rows as three requests of one session and adds up the results", async () => {
    const rows = emailRows(25_001);
    // The second batch gets the example with one invalid entry, so the sums are not just 3 × 3.
    preferFor = (request) => (batchOf(request) === 2 ? "example=invalidEntries" : undefined);

    const summary = await uploadAudienceUsers(client, { audienceId, schema: ["EMAIL"], rows, mode: "add" });

    expect(sent.map((request) => request.method)).toEqual(["POST", "POST", "POST"]);
    expect(sent.every((request) => request.url.pathname === `/v24.0/${audienceId}/users`)).toBe(true);
    const sessions = sent.map((request) => request.body.session);
    expect(sessions.map((session) => session.batch_seq)).toEqual([1, 2, 3]);
    expect(sessions.map((session) => session.last_batch_flag)).toEqual([false, false, true]);
    expect(sessions.map((session) => session.estimated_num_total)).toEqual([25_001, 25_001, 25_001]);
    expect(new Set(sessions.map((session) => session.session_id))).toEqual(new Set([summary.sessionId]));
    expect(Number.isSafeInteger(summary.sessionId)).toBe(true);
    expect(sent.map((request) => request.body.payload.data.length)).toEqual([10_000, 10_000, 5_001]);
    // In order, with nothing lost or repeated at the seams.
    expect(sent[1]!.body.payload.data[0]).toEqual(rows[10_000]);
    expect(sent[2]!.body.payload.data[0]).toEqual(rows[20_000]);
    expect(sent[2]!.body.payload.data.at(-1)).toEqual(rows[25_000]);
    expect(sent[0]!.body.payload.schema).toEqual(["EMAIL"]);
    for (const request of sent) expect(conforms("AudienceUploadRequest", request.body)).toEqual([]);

    expect(summary).toEqual({
      audienceId,
      sessionId: sessions[0].session_id,
      batches: 3,
      num_received: 3 + 4 + 3,
      num_invalid_entries: 1,
      invalid_entry_samples: { "not-a-sha256-digest": "EMAIL" },
    });
  });

  it("removes rows with DELETE in batches of the size asked for", async () => {
    const rows = [digest("a"), digest("b"), digest("c"), digest("d"), digest("e")];
    const summary = await uploadAudienceUsers(client, {
      audienceId,
      schema: "EMAIL_SHA256",
      rows,
      mode: "remove",
      batchSize: 2,
      dataSource: { type: "COPY_PASTE", sub_type: "HASHES" },
    });
    expect(sent.map((request) => request.method)).toEqual(["DELETE", "DELETE", "DELETE"]);
    expect(sent.map((request) => request.body.payload.data)).toEqual([rows.slice(0, 2), rows.slice(2, 4), rows.slice(4)]);
    expect(sent.map((request) => request.body.session.last_batch_flag)).toEqual([false, false, true]);
    expect(sent[0]!.body.payload.data_source).toEqual({ type: "COPY_PASTE", sub_type: "HASHES" });
    // The removal example of the mock answers 2 received per request.
    expect(summary).toMatchObject({ batches: 3, num_received: 6, num_invalid_entries: 0 });
  });

  it("gives every call its own session", async () => {
    const first = await uploadAudienceUsers(client, { audienceId, schema: "EMAIL_SHA256", rows: [digest("a")], mode: "add" });
    const second = await uploadAudienceUsers(client, { audienceId, schema: "EMAIL_SHA256", rows: [digest("a")], mode: "add" });
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(sent.map((request) => request.body.session.session_id)).toEqual([first.sessionId, second.sessionId]);
  });

  it("stops at the failing batch with an error naming it and the service's error", async () => {
    preferFor = (request) => (batchOf(request) === 2 ? "code=400, example=customAudienceUpdateFailed" : undefined);
    const attempt = uploadAudienceUsers(client, { audienceId, schema: ["EMAIL"], rows: emailRows(25_001), mode: "add" });

    const error = await attempt.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AudienceUploadError);
    const failure = error as AudienceUploadError;
    expect(failure.message).toContain(`stopped at batch 2 of 3 (session ${failure.sessionId}; 1 accepted before it)`);
    expect(failure.message).toContain("error 2650: (#2650) Failed to update the custom audience.");
    expect(failure.message).toContain("HTTP 400");
    expect(failure).toMatchObject({ batchSeq: 2, status: 400, sessionId: sent[0]!.body.session.session_id });
    expect(failure.error?.error.code).toBe(2650);
    // The third batch is never sent.
    expect(sent.map(batchOf)).toEqual([1, 2]);
  });

  it("stops at the first batch when the mock refuses it", async () => {
    const refusing = clientFor({ auth: undefined });
    const error = await uploadAudienceUsers(refusing, { audienceId, schema: "EMAIL_SHA256", rows: [digest("a")], mode: "remove" })
      .catch((caught: unknown) => caught as AudienceUploadError);
    expect(error).toBeInstanceOf(AudienceUploadError);
    expect(error).toMatchObject({ batchSeq: 1, status: 400 });
    expect((error as AudienceUploadError).message).toMatch(/^Audience removal .* stopped at batch 1 of 1 .*: HTTP 400, error 190: /);
  });

  it("refuses a batch size above the service's limit of 10,000, or below 1, before sending", async () => {
    await expect(uploadAudienceUsers(client, { audienceId, schema: "EMAIL_SHA256", rows: [digest("a")], mode: "add", batchSize: 10_001 }))
      .rejects.toThrow(RangeError);
    await expect(uploadAudienceUsers(client, { audienceId, schema: "EMAIL_SHA256", rows: [digest("a")], mode: "add", batchSize: 0 }))
      .rejects.toThrow(/batchSize must be an integer from 1 to 10000/);
    expect(sent).toEqual([]);
  });

  it("sends nothing for no rows", async () => {
    const summary = await uploadAudienceUsers(client, { audienceId, schema: "EMAIL_SHA256", rows: [], mode: "add" });
    expect(summary).toMatchObject({ batches: 0, num_received: 0, num_invalid_entries: 0, invalid_entry_samples: {} });
    expect(sent).toEqual([]);
  });
});
