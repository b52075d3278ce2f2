/** The typed social-graph client against the mock: custom-audience users (A3, A7) and the audience uploader. */
import { describe, expect, it } from "vitest";
import {
  AudienceUploadError,
  ClientOptionsError,
  uploadAudienceUsers,
  type AudienceUploadPayload,
} from "../../src/clients/social-graph.js";
import { contractOf } from "../support/contract.js";
import { formBody } from "../support/http.js";
import { audienceId, digest, useSocialGraphMock, type SentRequest } from "../support/social-graph.js";

const { conforms } = contractOf("social-graph");
const mock = useSocialGraphMock();
const { sent, clientFor } = mock;

describe("social-graph client: custom-audience users (A3, A7)", () => {
  const audience = { path: { custom_audience_id: audienceId } };
  const payload: AudienceUploadPayload = { schema: ["EMAIL", "FN"], is_raw: false, data: [[digest("a@example.com"), digest("ann")]] };
  const session = { session_id: 4200001, estimated_num_total: 1, batch_seq: 1, last_batch_flag: true };

  it("adds users with a JSON body", async () => {
    const { data, response } = await mock.client.POST("/{custom_audience_id}/users", { params: audience, body: { payload, session } });
    expect(response.status).toBe(200);
    expect(sent[0]!.url.pathname).toBe(`/v24.0/${audienceId}/users`);
    expect(data?.audience_id).toBe(audienceId);
    expect(data?.num_received).toBe(3);
    expect(conforms("AudienceUploadResult", data)).toEqual([]);
  });

  it("adds users with the payload as a JSON-encoded form field", async () => {
    const { data } = await mock.client.POST("/{custom_audience_id}/users", {
      params: audience,
      body: { payload: JSON.stringify(payload), session: JSON.stringify(session) },
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      bodySerializer: formBody,
    });
    expect(conforms("AudienceUploadResult", data)).toEqual([]);
    expect(JSON.parse(new URLSearchParams(sent[0]!.body).get("payload")!)).toEqual(payload);
  });

  it("returns the result with invalid entries and messaging-app subscription information", async () => {
    const { data } = await mock.client.POST("/{custom_audience_id}/users", {
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
    const { error, response } = await mock.client.POST("/{custom_audience_id}/users", {
      params: audience,
      body: { payload: { ...payload, data: rows } },
    });
    expect(response.status).toBe(400);
    expect(error?.error.code).toBe(100);
    expect(error?.error.message).toContain("payload.data");
  });

  it("removes users with a JSON body", async () => {
    const { data, response } = await mock.client.DELETE("/{custom_audience_id}/users", { params: audience, body: { payload, session } });
    expect(response.status).toBe(200);
    expect(sent[0]!.method).toBe("DELETE");
    expect(sent[0]!.body).toEqual({ payload, session });
    expect(conforms("AudienceUploadResult", data)).toEqual([]);
  });

  it("removes users with payload and session JSON-encoded in the query only", async () => {
    const { data, response } = await mock.client.DELETE("/{custom_audience_id}/users", {
      params: { ...audience, query: { payload: JSON.stringify(payload), session: JSON.stringify(session) } },
    });
    expect(response.status).toBe(200);
    expect(sent[0]!.body).toBe("");
    expect(JSON.parse(sent[0]!.url.searchParams.get("session")!)).toEqual(session);
    expect(data?.session_id).toBe("9781200");
    expect(conforms("AudienceUploadResult", data)).toEqual([]);
  });

  it("returns the documented 80003 of A7 with Prefer", async () => {
    const { error, response } = await mock.client.DELETE("/{custom_audience_id}/users", {
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
  const batchOf = (request: SentRequest) => request.body.session.batch_seq as number;

  it("sends 25,001 rows as three requests of one session and adds up the results", async () => {
    const rows = emailRows(25_001);
    // The second batch gets the example with one invalid entry, so the sums are not just 3 × 3.
    mock.preferFor = (request) => (batchOf(request) === 2 ? "example=invalidEntries" : undefined);

    const summary = await uploadAudienceUsers(mock.client, { audienceId, schema: ["EMAIL"], rows, mode: "add" });

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
    const summary = await uploadAudienceUsers(mock.client, {
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
    const first = await uploadAudienceUsers(mock.client, { audienceId, schema: "EMAIL_SHA256", rows: [digest("a")], mode: "add" });
    const second = await uploadAudienceUsers(mock.client, { audienceId, schema: "EMAIL_SHA256", rows: [digest("a")], mode: "add" });
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(sent.map((request) => request.body.session.session_id)).toEqual([first.sessionId, second.sessionId]);
  });

  it("stops at the failing batch with an error naming it and the service's error", async () => {
    mock.preferFor = (request) => (batchOf(request) === 2 ? "code=400, example=customAudienceUpdateFailed" : undefined);
    const attempt = uploadAudienceUsers(mock.client, { audienceId, schema: ["EMAIL"], rows: emailRows(25_001), mode: "add" });

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
    const error = await uploadAudienceUsers(refusing, { audienceId, schema: "EMAIL_SHA256", rows: [digest("a")], mode: "remove" }).catch(
      (caught: unknown) => caught as AudienceUploadError,
    );
    expect(error).toBeInstanceOf(AudienceUploadError);
    expect(error).toMatchObject({ batchSeq: 1, status: 400 });
    expect((error as AudienceUploadError).message).toMatch(/^Audience removal .* stopped at batch 1 of 1 .*: HTTP 400, error 190: /);
  });

  it("refuses a batch size above the service's limit of 10,000, or below 1, before sending", async () => {
    await expect(
      uploadAudienceUsers(mock.client, { audienceId, schema: "EMAIL_SHA256", rows: [digest("a")], mode: "add", batchSize: 10_001 }),
    ).rejects.toThrow(RangeError);
    await expect(
      uploadAudienceUsers(mock.client, { audienceId, schema: "EMAIL_SHA256", rows: [digest("a")], mode: "add", batchSize: 0 }),
    ).rejects.toThrow(/batchSize must be an integer from 1 to 10000/);
    expect(sent).toEqual([]);
  });

  // A mode other than exactly "add" used to remove the rows: JavaScript callers and `any` reach here.
  it.each([
    [{ mode: "ADD" }, /mode must be "add" or "remove", not "ADD"/],
    [{ mode: "upload" }, /mode must be "add" or "remove", not "upload"/],
    [{ mode: undefined }, /mode must be "add" or "remove", not missing/],
    [{ mode: true }, /mode must be "add" or "remove", not a boolean/],
    [{ audienceId: 23850000000000000 }, /audienceId must be the audience's numeric ID as a string, not a number/],
    [{ audienceId: "" }, /audienceId must be the audience's numeric ID as a string, not ""/],
    [{ schema: undefined }, /schema must be a key type or a list of them/],
    [{ rows: "a@example.com" }, /rows must be a list, not a string/],
    [{ isRaw: "true" }, /isRaw must be true or false, not a string/],
  ] as const)("refuses %j before sending anything", async (change, message) => {
    const options = { audienceId, schema: "EMAIL_SHA256", rows: [digest("a")], mode: "add", ...change } as never;
    const refusal = await uploadAudienceUsers(mock.client, options).catch((caught: unknown) => caught);
    expect(refusal).toBeInstanceOf(ClientOptionsError);
    expect((refusal as Error).message).toMatch(/^uploadAudienceUsers: /);
    expect((refusal as Error).message).toMatch(message);
    expect(sent).toEqual([]);
  });

  it("sends nothing for no rows", async () => {
    const summary = await uploadAudienceUsers(mock.client, { audienceId, schema: "EMAIL_SHA256", rows: [], mode: "add" });
    expect(summary).toMatchObject({ batches: 0, num_received: 0, num_invalid_entries: 0, invalid_entry_samples: {} });
    expect(sent).toEqual([]);
  });
});
