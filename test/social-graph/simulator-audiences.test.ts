/**
 * The simulated social-graph service's custom audiences through the typed client and the audience
 * uploader (sessions, their refusals and member counts), and errors triggered on purpose for
 * clients' retries. Strict mode and the contract guard check every answer.
 */
import { describe, expect, it } from "vitest";
import {
  AudienceUploadError,
  uploadAudienceUsers,
  type AudienceUploadPayload,
  type AudienceUploadSession,
} from "../../src/clients/social-graph.js";
import { asForm } from "../support/http.js";
import { adAccountId, audienceId, digest, emails, mina, useSocialGraphSimulator } from "../support/social-graph.js";

const sameAccountAudience = "23851234567890124";
const otherAccountAudience = "23859876543210987";
const sim = useSocialGraphSimulator();
const { state, members, getUser } = sim;

describe("custom-audience users in sessions (A3, A7)", () => {
  const audience = (id = audienceId) => ({ path: { custom_audience_id: id } });
  const payloadOf = (
    data: AudienceUploadPayload["data"],
    schema: AudienceUploadPayload["schema"] = "EMAIL_SHA256",
  ): AudienceUploadPayload => ({ schema, data, is_raw: false });
  const session = (session_id: number, batch_seq: number, last_batch_flag = false): AudienceUploadSession => ({
    session_id,
    batch_seq,
    last_batch_flag,
    estimated_num_total: 3,
  });
  const add = (id: string, payload: AudienceUploadPayload, batch?: AudienceUploadSession) =>
    sim.client.POST("/{custom_audience_id}/users", { params: audience(id), body: { payload, ...(batch ? { session: batch } : {}) } });

  it("adds 25,001 rows in three batches through the uploader, counting invalid rows, then removes some", async () => {
    const rows = emails(25_001).map((hash) => [hash]);
    rows[7] = ["not-a-sha256-digest"];
    rows[12_345] = [digest("x").slice(1)]; // 63 characters
    rows[24_000] = [digest("y").replace(/[0-9a-f]$/, "g")]; // not hexadecimal
    const added = await uploadAudienceUsers(sim.client, { audienceId, schema: ["EMAIL"], rows, mode: "add" });
    expect(added).toMatchObject({ batches: 3, num_received: 25_001, num_invalid_entries: 3 });
    expect(added.invalid_entry_samples).toEqual({
      "not-a-sha256-digest": "EMAIL",
      [rows[12_345]![0]!]: "EMAIL",
      [rows[24_000]![0]!]: "EMAIL",
    });
    expect(await members()).toBe(24_998);
    expect((await state()).sessions[`${adAccountId}/${added.sessionId}`]).toMatchObject({ next: 4, ended: true });

    // Removal by the single key finds the users added by the multi-key EMAIL column.
    const removed = await uploadAudienceUsers(sim.client, {
      audienceId,
      schema: "EMAIL_SHA256",
      rows: emails(1_500),
      mode: "remove",
      batchSize: 1_000,
    });
    expect(removed).toMatchObject({ batches: 2, num_received: 1_500, num_invalid_entries: 0 });
    expect(await members()).toBe(24_998 - 1_499); // row 7 was never a member
  });

  it("counts a user once, matched by any identifying key, and checks every key type of a multi-key row", async () => {
    const [a, b] = emails(2) as [string, string];
    const schema: AudienceUploadPayload["schema"] = ["EMAIL", "PHONE", "FN", "MADID", "EXTERN_ID", "LOOKALIKE_VALUE"];
    const phone = digest("15550001111");
    const data = [
      [a, phone, digest("ann"), "6f1c4b0e-2b7a-4c55-9d1e-0a3b5c7d9e11", "crm-1", 0.5],
      [a, "", "", "", "", 1], // the same user by email
      ["", phone, "", "", "", 2], // the same user by phone
      [b, "", "", "", "crm-2", 3],
      [b, "", "", "not-an-advertiser-id", "", 1], // MADID of the wrong form
      [b, "", "", "", "", "high"], // LOOKALIKE_VALUE must be a number
      [b, ""], // a row shorter than the schema
      ["", "", "", "", "", 4], // nothing names a user
    ];
    const { data: result } = await add(audienceId, payloadOf(data, schema));
    expect(result).toMatchObject({ audience_id: audienceId, num_received: 8, num_invalid_entries: 4 });
    expect(result?.invalid_entry_samples).toEqual({
      "not-an-advertiser-id": "MADID",
      high: "LOOKALIKE_VALUE",
      [JSON.stringify([b, ""])]: schema.join(","),
      [JSON.stringify(["", "", "", "", "", 4])]: schema.join(","),
    });
    expect(result).not.toHaveProperty("session_id");
    expect(await members()).toBe(2);

    // Removing by phone alone removes the user added with email and phone.
    const { data: removed } = await sim.client.DELETE("/{custom_audience_id}/users", {
      params: audience(),
      body: { payload: payloadOf([["", phone]], ["EMAIL", "PHONE"]) },
    });
    expect(removed).toMatchObject({ num_received: 1, num_invalid_entries: 0 });
    expect(await members()).toBe(1);
  });

  it("takes batches of a session in order from 1, refuses repeated and out-of-order ones, and ends it with last_batch_flag", async () => {
    const id = 7_001;
    const refusedWith = async (batch: AudienceUploadSession, pattern: RegExp) => {
      const { error, response } = await add(audienceId, payloadOf(emails(1)), batch);
      expect(response.status).toBe(400);
      expect(error?.error.code).toBe(100);
      expect(error?.error.message).toMatch(pattern);
    };
    await refusedWith(session(id, 2), /before batch 1/);
    expect((await add(audienceId, payloadOf(emails(2)), session(id, 1))).data).toMatchObject({ session_id: String(id), num_received: 2 });
    await refusedWith(session(id, 1), /already received; the next is 2/);
    await refusedWith(session(id, 3), /out of order; the next is 2/);
    expect((await add(audienceId, payloadOf(emails(2, 2)), session(id, 2))).response.status).toBe(200);
    expect((await add(audienceId, payloadOf(emails(2, 4)), session(id, 3, true))).response.status).toBe(200);
    await refusedWith(session(id, 4), /has ended/);
    // A finished session's id cannot start a new session.
    await refusedWith(session(id, 1, true), /has ended/);
    expect(await members()).toBe(6);
  });

  it("keeps session ids per ad account", async () => {
    const id = 7_002;
    expect((await add(audienceId, payloadOf(emails(1)), session(id, 1))).response.status).toBe(200);
    // Another audience of the same ad account cannot use the id; an audience of another ad account can.
    const clash = await add(sameAccountAudience, payloadOf(emails(1)), session(id, 1));
    expect(clash.error?.error.message).toMatch(/in use in ad account 1029384756/);
    expect((await add(otherAccountAudience, payloadOf(emails(1)), session(id, 1, true))).response.status).toBe(200);
    // A removal cannot join the upload's session either.
    const removal = await sim.client.DELETE("/{custom_audience_id}/users", {
      params: audience(),
      body: { payload: payloadOf(emails(1)), session: session(id, 2) },
    });
    expect(removal.error?.error.code).toBe(100);
    expect((await add(audienceId, payloadOf(emails(1, 1)), session(id, 2, true))).response.status).toBe(200);
    expect(await members(audienceId)).toBe(2);
    expect(await members(otherAccountAudience)).toBe(1);
    expect(await members(sameAccountAudience)).toBe(0);
  });

  // The members are int64s, which the contract's digits pattern lets arrive at any length.
  it.each([
    ["a session_id of 10,000 digits", { session_id: "9".repeat(10_000) }],
    ["a session_id of 2^63", { session_id: "9223372036854775808" }],
    ["a batch_seq of 20 digits", { batch_seq: "1".repeat(20) }],
    ["an estimated_num_total of 2^64", { estimated_num_total: "18446744073709551616" }],
  ])("refuses %s with code 100, naming the member but not its value", async (_given, member) => {
    const body = { payload: payloadOf(emails(1)), session: { ...session(7_010, 1, true), ...member } } as never;
    const { error, response } = await sim.client.POST("/{custom_audience_id}/users", { params: audience(), body });
    expect(response.status).toBe(400);
    expect(error?.error.code).toBe(100);
    expect(error?.error.message).toMatch(
      new RegExp(`^\\(#100\\) The parameter session\\.${Object.keys(member)[0]} must be a 64-bit integer: at most 9223372036854775807\\.$`),
    );
    expect(await members()).toBe(0);
  });

  it("takes the largest int64 as a session_id, with leading zeros too", async () => {
    const body = { payload: payloadOf(emails(1)), session: { ...session(0, 1, true), session_id: "0009223372036854775807" } } as never;
    const { data } = await sim.client.POST("/{custom_audience_id}/users", { params: audience(), body });
    expect(data).toMatchObject({ num_received: 1 });
  });

  it("refuses more than 10,000 rows in one request with code 100, and keeps the session where it was", async () => {
    const { error, response } = await add(audienceId, payloadOf(emails(10_001)), session(7_003, 1));
    expect(response.status).toBe(400);
    expect(error?.error.code).toBe(100);
    expect(error?.error.message).toContain("10000");
    expect((await add(audienceId, payloadOf(emails(10_000)), session(7_003, 1, true))).data).toMatchObject({ num_received: 10_000 });
    expect(await members()).toBe(10_000);
  });

  it("takes the payload and session as form fields, in the query string for a removal, and inside the payload", async () => {
    const formAdd = await sim.client.POST("/{custom_audience_id}/users", {
      params: audience(),
      body: { payload: JSON.stringify(payloadOf(emails(3))), session: JSON.stringify(session(7_004, 1, true)) },
      ...asForm,
    });
    expect(formAdd.data).toMatchObject({ session_id: "7004", num_received: 3 });
    const query = await sim.client.DELETE("/{custom_audience_id}/users", {
      params: { ...audience(), query: { payload: JSON.stringify(payloadOf(emails(1))), session: JSON.stringify(session(7_005, 1, true)) } },
    });
    expect(query.data).toMatchObject({ session_id: "7005", num_received: 1 });
    const inside = await sim.client.DELETE("/{custom_audience_id}/users", {
      params: audience(),
      body: { payload: { ...payloadOf(emails(1, 1)), session: session(7_006, 1, true) } },
    });
    expect(inside.data).toMatchObject({ session_id: "7006" });
    expect(await members()).toBe(1);
  });

  it("takes the service's own key types: a single EXTERN_ID, page-scoped IDs with their pages, MD5 digests and Limited Data Use columns", async () => {
    const external = await add(audienceId, payloadOf(["loyalty-1", "loyalty-2"], "EXTERN_ID"));
    expect(external.data).toMatchObject({ num_received: 2, num_invalid_entries: 0 });
    const pageScoped = await add(audienceId, {
      schema: ["PAGEUID"],
      is_raw: "true",
      page_ids: ["104672198543210"],
      data: [["5829104736251843"], ["not-an-id"]],
    });
    expect(pageScoped.data).toMatchObject({ num_received: 2, num_invalid_entries: 1, invalid_entry_samples: { "not-an-id": "PAGEUID" } });
    const md5 = await add(audienceId, {
      schema: ["EMAIL_MD5", "PHONE_MD5"],
      data: [
        ["1f2c7e5a9b3d4c6e8f0a1b2c3d4e5f60", ""],
        ["", digest("1")],
      ],
    });
    expect(md5.data).toMatchObject({ num_received: 2, num_invalid_entries: 1, invalid_entry_samples: { [digest("1")]: "PHONE_MD5" } });
    const [a, b] = emails(2, 40) as [string, string];
    // The options column holds a list of option names; a number in it is an invalid row.
    const limited = await sim.client.POST("/{custom_audience_id}/users", {
      params: audience(),
      body: {
        customer_consent: true,
        payload: {
          schema: ["EMAIL", "DATA_PROCESSING_OPTIONS", "DATA_PROCESSING_OPTIONS_COUNTRY", "DATA_PROCESSING_OPTIONS_STATE"],
          data: [
            [a, ["LDU"], 1, 1000],
            [b, [], 0, 0],
            [b, "LDU", 0, 0],
          ],
        },
      },
    });
    expect(limited.data).toMatchObject({
      num_received: 3,
      num_invalid_entries: 1,
      invalid_entry_samples: { LDU: "DATA_PROCESSING_OPTIONS" },
    });
    expect(await members()).toBe(2 + 1 + 1 + 2);

    // Removed by the external ID alone.
    const removed = await sim.client.DELETE("/{custom_audience_id}/users", {
      params: audience(),
      body: { payload: payloadOf(["loyalty-1"], "EXTERN_ID") },
    });
    expect(removed.data).toMatchObject({ num_received: 1 });
    expect(await members()).toBe(5);
  });

  it("removes the payload's users on a POST with method=DELETE, in the query or the body, within a removal session", async () => {
    await add(audienceId, payloadOf(emails(4)));
    const byQuery = await sim.client.POST("/{custom_audience_id}/users", {
      params: { ...audience(), query: { method: "DELETE" } },
      body: { payload: payloadOf(emails(1)), session: session(7_010, 1) },
    });
    expect(byQuery.data).toMatchObject({ session_id: "7010", num_received: 1 });
    expect(await members()).toBe(3);
    const byBody = await sim.client.POST("/{custom_audience_id}/users", {
      params: audience(),
      body: { method: "delete", payload: JSON.stringify(payloadOf(emails(1, 1))), session: JSON.stringify(session(7_010, 2, true)) },
      ...asForm,
    });
    expect(byBody.data).toMatchObject({ session_id: "7010" });
    expect(await members()).toBe(2);
    // The session is a removal's: an upload cannot continue it.
    const upload = await add(audienceId, payloadOf(emails(1, 2)), session(7_010, 3));
    expect(upload.error?.error.code).toBe(100);
  });

  it("refuses an unknown audience, a removal without payload, and a query payload off the contract", async () => {
    const unknown = await add("42", payloadOf(emails(1)));
    expect(unknown.error?.error).toMatchObject({ code: 100 });
    expect(unknown.error?.error.message).toContain("'42'");
    const none = await sim.client.DELETE("/{custom_audience_id}/users", { params: audience() });
    expect(none.error?.error.message).toContain("payload");
    const notJson = await sim.client.DELETE("/{custom_audience_id}/users", { params: { ...audience(), query: { payload: "{schema" } } });
    expect(notJson.error?.error.message).toContain("not valid JSON");
    const offContract = await sim.client.DELETE("/{custom_audience_id}/users", {
      params: { ...audience(), query: { payload: JSON.stringify({ schema: "EMAIL", data: [] }) } },
    });
    expect(offContract.response.status).toBe(400);
    expect(offContract.error?.error.message).toContain("query.payload");
  });
});

describe("errors on purpose, for clients' retries", () => {
  it("answers the next requests of an operation with a rate-limit code, then as usual", async () => {
    await sim.control.command("errors", { operationId: "getUser", code: 613, count: 2 });
    for (let attempt = 0; attempt < 2; attempt++) {
      const { error, response } = await getUser(mina);
      expect(response.status).toBe(400);
      expect(error?.error).toMatchObject({ code: 613, message: "(#613) Calls to this API have exceeded the rate limit." });
    }
    expect((await getUser(mina)).response.status).toBe(200);
  });

  it("stops the uploader at the rate-limited batch, which a retry of the same batch then passes", async () => {
    const added = await uploadAudienceUsers(sim.client, { audienceId, schema: "EMAIL_SHA256", rows: emails(25_001), mode: "add" });
    expect(added.num_received).toBe(25_001);

    await sim.control.command("errors", { operationId: "removeCustomAudienceUsers", code: 80003, after: 1 });
    const failure = await uploadAudienceUsers(sim.client, {
      audienceId,
      schema: "EMAIL_SHA256",
      rows: emails(25_001),
      mode: "remove",
    }).catch((caught: unknown) => caught);
    expect(failure).toBeInstanceOf(AudienceUploadError);
    const { batchSeq, sessionId, status, error, message } = failure as AudienceUploadError;
    expect({ batchSeq, status, code: error?.error.code }).toEqual({ batchSeq: 2, status: 400, code: 80003 });
    expect(message).toContain(`stopped at batch 2 of 3 (session ${sessionId}; 1 accepted before it)`);
    expect(message).toContain("error 80003");
    expect(await members()).toBe(15_001);

    // The refused batch did not move the session: sent again, it is taken.
    const retry = await sim.client.DELETE("/{custom_audience_id}/users", {
      params: { path: { custom_audience_id: audienceId } },
      body: {
        payload: { schema: "EMAIL_SHA256", data: emails(10_000, 10_000), is_raw: false },
        session: { session_id: sessionId, batch_seq: 2 },
      },
    });
    expect(retry.data).toMatchObject({ session_id: String(sessionId), num_received: 10_000 });
    expect(await members()).toBe(5_001);
  });

  it("answers any code documented for the operation, for example 2650 on an upload", async () => {
    await sim.control.command("errors", { operationId: "addCustomAudienceUsers", code: 2650, after: 2 });
    const failure = (await uploadAudienceUsers(sim.client, { audienceId, schema: "EMAIL_SHA256", rows: emails(25_001), mode: "add" }).catch(
      (caught: unknown) => caught,
    )) as AudienceUploadError;
    expect(failure.batchSeq).toBe(3);
    expect(failure.error?.error.code).toBe(2650);
    expect(await members()).toBe(20_000);
  });

  it("refuses a code the operation does not document, and an unknown operation", async () => {
    await expect(sim.control.command("errors", { operationId: "addCustomAudienceUsers", code: 613 })).rejects.toThrow(
      /documents the codes 100, 190, 200, 2650, 368, 2635, 105, 194/,
    );
    await expect(sim.control.command("errors", { operationId: "listUsers", code: 613 })).rejects.toThrow(/operationId must be one of/);
  });

  it("forgets planned errors on reset", async () => {
    await sim.control.command("errors", { operationId: "getUser", code: 80004 });
    await sim.control.reset();
    expect((await getUser(mina)).response.status).toBe(200);
  });
});
