/**
 * The simulated social-graph service through the typed client and the audience uploader: user
 * nodes and test users, unblocking, ad-account users, audience sessions with their refusals and
 * member counts, and errors triggered on purpose. Strict mode and the contract guard check every
 * answer.
 */
import { createHash } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiSchemas } from "../../src/schemas.js";
import { createControlClient, type ControlClient } from "../../src/simulator/control.js";
import { startSimulator, type RunningSimulator, type SimulatorViolation } from "../../src/simulator/engine.js";
import { defaultSeed, type SocialGraphSeed } from "../../src/simulator/services/social-graph/index.js";
import {
  AudienceUploadError,
  createSocialGraphClient,
  uploadAudienceUsers,
  type AudienceUploadPayload,
  type AudienceUploadSession,
  type SocialGraphClient,
} from "../../src/social-graph.js";

let simulator: RunningSimulator;
let control: ControlClient;
let client: SocialGraphClient;
const violations: SimulatorViolation[] = [];

const mina = "10228416037451982";
const jonas = "10159873246510077";
const testUser = "120000000000001";
const objectGraphTestUser = "120000000000999";
const pageId = "104672198543210";
const adAccountId = "1029384756";
const audienceId = "23851234567890123";
const sameAccountAudience = "23851234567890124";
const otherAccountAudience = "23859876543210987";

const digest = (text: string) => createHash("sha256").update(text).digest("hex");
const emails = (count: number, from = 0) => Array.from({ length: count }, (_, index) => digest(`user${from + index}@example.com`));
const formSerializer = (body: unknown) =>
  new URLSearchParams(Object.entries(body as Record<string, unknown>).map(([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)])).toString();
const form = { headers: { "Content-Type": "application/x-www-form-urlencoded" }, bodySerializer: formSerializer };

interface State {
  users: string[];
  pages: Record<string, { blocked: string[] }>;
  adAccounts: Record<string, { assignedUsers: string[] }>;
  audiences: Record<string, { adAccount: string; members: number }>;
  sessions: Record<string, { next: number; ended: boolean }>;
}
const state = () => control.command<State>("state");
const members = async (id = audienceId) => (await state()).audiences[id]!.members;

beforeAll(async () => {
  simulator = await startSimulator({ apis: ["social-graph"], port: 0, strict: true, frozenClock: true, onViolation: (v) => violations.push(v) });
  control = createControlClient(simulator.urls["social-graph"]!);
  client = createSocialGraphClient({ baseUrl: simulator.urls["social-graph"]!, auth: "EAAB-simulator" });
});
afterAll(async () => {
  await simulator?.stop();
});
beforeEach(() => control.reset());
afterEach(() => {
  expect(violations).toEqual([]);
});

async function getUser(userId: string, fields?: string[]) {
  return client.GET("/{user_id}", { params: { path: { user_id: userId }, query: fields ? { fields } : {} } });
}

describe("the user node (A1, A2, A4)", () => {
  it("returns the default public-profile fields without fields, on both paths", async () => {
    const { data, response } = await getUser(mina);
    expect(response.status).toBe(200);
    const defaults = (apiSchemas("social-graph").document.components!.schemas!.User as { "x-default-fields": string[] })["x-default-fields"];
    expect(Object.keys(data!).sort()).toEqual([...defaults].sort());
    expect(data).toMatchObject({ id: mina, first_name: "Mina", name: "Mina Adaeze Okafor", short_name: "Mina" });
    expect(data).not.toHaveProperty("email");

    const slash = await client.GET("/{user_id}/", { params: { path: { user_id: mina } } });
    expect(slash.data).toEqual(data);
  });

  it("honours fields, with the id always, and leaves out fields without data", async () => {
    const { data } = await getUser(mina, ["email", "birthday", "timezone", "about", "quotes"]);
    // `about` returns no data since 2018; Mina has no quotes.
    expect(data).toEqual({ id: mina, email: "mina.okafor@example.com", birthday: "07/14/1990", timezone: 1 });
  });

  it("refuses an unknown field and an unknown user with code 100", async () => {
    const field = await getUser(mina, ["id", "friends_of_friends"]);
    expect(field.response.status).toBe(400);
    expect(field.error?.error).toMatchObject({ code: 100, type: "OAuthException" });
    expect(field.error?.error.message).toContain("friends_of_friends");

    const nobody = await getUser("999999");
    expect(nobody.response.status).toBe(400);
    expect(nobody.error?.error.code).toBe(100);
  });

  it("refuses a request without access_token with code 190", async () => {
    const anonymous = createSocialGraphClient({ baseUrl: simulator.urls["social-graph"]! });
    const { error, response } = await anonymous.GET("/{user_id}", { params: { path: { user_id: mina } } });
    expect(response.status).toBe(400);
    expect(error?.error.code).toBe(190);
  });

  it("reads back a JSON update, names and local-news statuses, in the next GET", async () => {
    const { data } = await client.POST("/{user_id}", {
      params: { path: { user_id: mina } },
      body: { firstname: "Amina", lastname: "Okafor-Reed", local_news_megaphone_dismiss_status: "YES", local_news_subscription_status: "STATUS_OFF", emoji_color_pref: 2 },
    });
    expect(data).toEqual({ success: true });
    const read = await getUser(mina, ["first_name", "last_name", "name", "local_news_megaphone_dismiss_status", "local_news_subscription_status"]);
    expect(read.data).toEqual({
      id: mina,
      first_name: "Amina",
      last_name: "Okafor-Reed",
      name: "Amina Adaeze Okafor-Reed",
      local_news_megaphone_dismiss_status: true,
      local_news_subscription_status: false,
    });
  });

  it("reads back a form update", async () => {
    const { data } = await client.POST("/{user_id}", {
      params: { path: { user_id: jonas } },
      body: { firstname: "Jonah", local_news_subscription_status: "STATUS_ON" },
      ...form,
    });
    expect(data).toEqual({ success: true });
    const read = await getUser(jonas, ["first_name", "name", "local_news_subscription_status"]);
    expect(read.data).toEqual({ id: jonas, first_name: "Jonah", name: "Jonah Berg", local_news_subscription_status: true });
  });

  it("takes the access token as a field of the form body, as the service's own samples send it", async () => {
    const send = (body: string) =>
      fetch(`${simulator.urls["social-graph"]}/v24.0/${jonas}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body });
    const answer = await send("firstname=Jo&access_token=EAAB-in-the-form");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true });
    expect((await getUser(jonas, ["first_name"])).data).toEqual({ id: jonas, first_name: "Jo" });
    // Without a token anywhere it is still refused, as an invalid token.
    expect((await send("firstname=Jo")).status).toBe(400);
  });

  it("sets name and password on a test user only, and never sends the password back", async () => {
    const renamed = await client.POST("/{user_id}", { params: { path: { user_id: testUser } }, body: { name: "Open Graph Test User", password: "t3st-pw" }, ...form });
    expect(renamed.data).toEqual({ success: true });
    expect((await getUser(testUser, ["name"])).data).toEqual({ id: testUser, name: "Open Graph Test User" });
    expect((await getUser(testUser, ["password"])).error?.error.code).toBe(100);

    const refused = await client.POST("/{user_id}", { params: { path: { user_id: mina } }, body: { name: "Someone Else" } });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.error.code).toBe(100);
    expect((await getUser(mina, ["name"])).data?.name).toBe("Mina Adaeze Okafor");
  });

  it("deletes a test user, after which it is gone", async () => {
    const { data } = await client.DELETE("/{user_id}", { params: { path: { user_id: testUser } } });
    expect(data).toEqual({ success: true });
    expect((await getUser(testUser)).error?.error.code).toBe(100);
    expect((await client.DELETE("/{user_id}", { params: { path: { user_id: testUser } } })).error?.error.code).toBe(100);
    expect((await state()).users).not.toContain(testUser);
  });

  it("refuses to delete a real user with 2903 and the object-graph test user with 2904, as the contract writes them", async () => {
    const example = (name: string) => apiSchemas("social-graph").resolve<{ value: unknown }>({ $ref: `#/components/examples/${name}` }).value;

    const real = await client.DELETE("/{user_id}", { params: { path: { user_id: mina } } });
    expect(real.response.status).toBe(400);
    expect(real.error).toEqual(example("TestUserDeleteBadRequestCannotDeleteTestAccountResponse"));
    const special = await client.DELETE("/{user_id}", { params: { path: { user_id: objectGraphTestUser } } });
    expect(special.response.status).toBe(400);
    expect(special.error).toEqual(example("TestUserDeleteBadRequestCannotDeleteObjectGraphTestUserResponse"));
    expect((await state()).users).toEqual(expect.arrayContaining([mina, objectGraphTestUser]));
  });
});

describe("unblocking page users (A5)", () => {
  const page = { path: { page_id: pageId } };
  const blockedNow = async () => (await state()).pages[pageId]!.blocked;

  it("unblocks with a JSON body, then refuses users no longer blocked", async () => {
    expect((await client.DELETE("/{page_id}/blocked", { params: page, body: { user: [mina, jonas] } })).data).toEqual({ success: true });
    const remaining = await blockedNow();
    expect(remaining).not.toContain(mina);
    expect(remaining).not.toContain(jonas);

    const again = await client.DELETE("/{page_id}/blocked", { params: page, body: { user: [mina] } });
    expect(again.response.status).toBe(400);
    expect(again.error?.error.code).toBe(100);
    expect(again.error?.error.message).toContain(mina);
  });

  it("unblocks with query parameters (user, uid, asid, psid) and with a form body", async () => {
    expect((await client.DELETE("/{page_id}/blocked", { params: { ...page, query: { user: JSON.stringify([mina]), psid: "5829104736251843" } } })).data).toEqual({ success: true });
    expect((await client.DELETE("/{page_id}/blocked", { params: { ...page, query: { uid: jonas } } })).data).toEqual({ success: true });
    expect((await client.DELETE("/{page_id}/blocked", { params: page, body: { user: JSON.stringify(["100004321987654"]) }, ...form })).data).toEqual({ success: true });
    expect(await blockedNow()).toEqual([]);
  });

  it("changes nothing when one of the users is not blocked", async () => {
    const { error } = await client.DELETE("/{page_id}/blocked", { params: page, body: { user: [mina, "1234"] } });
    expect(error?.error.code).toBe(100);
    expect(await blockedNow()).toContain(mina);
  });

  it("unblocks by psid or asid alone, and by one bare ID as user", async () => {
    expect((await client.DELETE("/{page_id}/blocked", { params: { ...page, query: { psid: "5829104736251843" } } })).data).toEqual({ success: true });
    expect((await client.DELETE("/{page_id}/blocked", { params: { ...page, query: { asid: mina } } })).data).toEqual({ success: true });
    expect((await client.DELETE("/{page_id}/blocked", { params: { ...page, query: { user: jonas } } })).data).toEqual({ success: true });
    expect((await client.DELETE("/{page_id}/blocked", { params: page, body: { user: 100004321987654 } })).data).toEqual({ success: true });
    expect(await blockedNow()).toEqual([]);
  });

  it("refuses an unknown page, a request naming no user, and a user list that is not IDs", async () => {
    const unknown = await client.DELETE("/{page_id}/blocked", { params: { path: { page_id: "1" } }, body: { user: [mina] } });
    expect(unknown.error?.error.code).toBe(100);
    const none = await client.DELETE("/{page_id}/blocked", { params: page });
    expect(none.response.status).toBe(400);
    expect(none.error?.error.message).toContain("user");
    const notIds = await client.DELETE("/{page_id}/blocked", { params: { ...page, query: { user: '["me"]' } } });
    expect(notIds.error?.error.code).toBe(100);
    expect(await blockedNow()).toContain(mina);
  });
});

describe("removing ad-account users (A6)", () => {
  const account = { path: { ad_account_id: adAccountId } };
  const assignedNow = async () => (await state()).adAccounts[adAccountId]!.assignedUsers;

  it("removes the user named in the query, then refuses a user no longer assigned", async () => {
    expect((await client.DELETE("/act_{ad_account_id}/assigned_users", { params: { ...account, query: { user: "100087654321098" } } })).data).toEqual({ success: true });
    expect((await client.DELETE("/act_{ad_account_id}/assigned_users", { params: { ...account, query: { user: mina } } })).data).toEqual({ success: true });
    expect(await assignedNow()).toEqual([]);
    const again = await client.DELETE("/act_{ad_account_id}/assigned_users", { params: { ...account, query: { user: mina } } });
    expect(again.response.status).toBe(400);
    expect(again.error?.error.code).toBe(100);
  });

  it("refuses an unknown ad account and a request without user", async () => {
    const unknown = await client.DELETE("/act_{ad_account_id}/assigned_users", { params: { path: { ad_account_id: "55" }, query: { user: mina } } });
    expect(unknown.error?.error.code).toBe(100);
    expect(unknown.error?.error.message).toContain("act_55");
    // @ts-expect-error user is required: the contract refuses the request before the service sees it
    const none = await client.DELETE("/act_{ad_account_id}/assigned_users", { params: account });
    expect(none.error?.error.code).toBe(100);
    expect(none.error?.error.message).toContain("user");
    expect(await assignedNow()).toHaveLength(2);
  });
});

describe("custom-audience users in sessions (A3, A7)", () => {
  const audience = (id = audienceId) => ({ path: { custom_audience_id: id } });
  const payloadOf = (data: AudienceUploadPayload["data"], schema: AudienceUploadPayload["schema"] = "EMAIL_SHA256"): AudienceUploadPayload => ({ schema, data, is_raw: false });
  const session = (session_id: number, batch_seq: number, last_batch_flag = false): AudienceUploadSession => ({ session_id, batch_seq, last_batch_flag, estimated_num_total: 3 });
  const add = (id: string, payload: AudienceUploadPayload, batch?: AudienceUploadSession) =>
    client.POST("/{custom_audience_id}/users", { params: audience(id), body: { payload, ...(batch ? { session: batch } : {}) } });

  it("adds 25,001 rows in three batches through the uploader, counting invalid rows, then removes some", async () => {
    const rows = emails(25_001).map((hash) => [hash]);
    rows[7] = ["not-a-sha256-digest"];
    rows[12_345] = [digest("x").slice(1)]; // 63 characters
    rows[24_000] = [digest("y").replace(/[0-9a-f]$/, "g")]; // not hexadecimal
    const added = await uploadAudienceUsers(client, { audienceId, schema: ["EMAIL"], rows, mode: "add" });
    expect(added).toMatchObject({ batches: 3, num_received: 25_001, num_invalid_entries: 3 });
    expect(added.invalid_entry_samples).toEqual({ "not-a-sha256-digest": "EMAIL", [rows[12_345]![0]!]: "EMAIL", [rows[24_000]![0]!]: "EMAIL" });
    expect(await members()).toBe(24_998);
    expect((await state()).sessions[`${adAccountId}/${added.sessionId}`]).toMatchObject({ next: 4, ended: true });

    // Removal by the single key finds the users added by the multi-key EMAIL column.
    const removed = await uploadAudienceUsers(client, { audienceId, schema: "EMAIL_SHA256", rows: emails(1_500), mode: "remove", batchSize: 1_000 });
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
    const { data: removed } = await client.DELETE("/{custom_audience_id}/users", { params: audience(), body: { payload: payloadOf([["", phone]], ["EMAIL", "PHONE"]) } });
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
    const removal = await client.DELETE("/{custom_audience_id}/users", { params: audience(), body: { payload: payloadOf(emails(1)), session: session(id, 2) } });
    expect(removal.error?.error.code).toBe(100);
    expect((await add(audienceId, payloadOf(emails(1, 1)), session(id, 2, true))).response.status).toBe(200);
    expect(await members(audienceId)).toBe(2);
    expect(await members(otherAccountAudience)).toBe(1);
    expect(await members(sameAccountAudience)).toBe(0);
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
    const formAdd = await client.POST("/{custom_audience_id}/users", {
      params: audience(),
      body: { payload: JSON.stringify(payloadOf(emails(3))), session: JSON.stringify(session(7_004, 1, true)) },
      ...form,
    });
    expect(formAdd.data).toMatchObject({ session_id: "7004", num_received: 3 });
    const query = await client.DELETE("/{custom_audience_id}/users", {
      params: { ...audience(), query: { payload: JSON.stringify(payloadOf(emails(1))), session: JSON.stringify(session(7_005, 1, true)) } },
    });
    expect(query.data).toMatchObject({ session_id: "7005", num_received: 1 });
    const inside = await client.DELETE("/{custom_audience_id}/users", { params: audience(), body: { payload: { ...payloadOf(emails(1, 1)), session: session(7_006, 1, true) } } });
    expect(inside.data).toMatchObject({ session_id: "7006" });
    expect(await members()).toBe(1);
  });

  it("refuses an unknown audience, a removal without payload, and a query payload off the contract", async () => {
    const unknown = await add("42", payloadOf(emails(1)));
    expect(unknown.error?.error).toMatchObject({ code: 100 });
    expect(unknown.error?.error.message).toContain("'42'");
    const none = await client.DELETE("/{custom_audience_id}/users", { params: audience() });
    expect(none.error?.error.message).toContain("payload");
    const notJson = await client.DELETE("/{custom_audience_id}/users", { params: { ...audience(), query: { payload: "{schema" } } });
    expect(notJson.error?.error.message).toContain("not valid JSON");
    const offContract = await client.DELETE("/{custom_audience_id}/users", { params: { ...audience(), query: { payload: JSON.stringify({ schema: "EMAIL", data: [] }) } } });
    expect(offContract.response.status).toBe(400);
    expect(offContract.error?.error.message).toContain("query.payload");
  });
});

describe("errors on purpose, for clients' retries", () => {
  it("answers the next requests of an operation with a rate-limit code, then as usual", async () => {
    await control.command("errors", { operationId: "getUser", code: 613, count: 2 });
    for (let attempt = 0; attempt < 2; attempt++) {
      const { error, response } = await getUser(mina);
      expect(response.status).toBe(400);
      expect(error?.error).toMatchObject({ code: 613, message: "(#613) Calls to this API have exceeded the rate limit." });
    }
    expect((await getUser(mina)).response.status).toBe(200);
  });

  it("stops the uploader at the rate-limited batch, which a retry of the same batch then passes", async () => {
    const added = await uploadAudienceUsers(client, { audienceId, schema: "EMAIL_SHA256", rows: emails(25_001), mode: "add" });
    expect(added.num_received).toBe(25_001);

    await control.command("errors", { operationId: "removeCustomAudienceUsers", code: 80003, after: 1 });
    const failure = await uploadAudienceUsers(client, { audienceId, schema: "EMAIL_SHA256", rows: emails(25_001), mode: "remove" }).catch((caught: unknown) => caught);
    expect(failure).toBeInstanceOf(AudienceUploadError);
    const { batchSeq, sessionId, status, error, message } = failure as AudienceUploadError;
    expect({ batchSeq, status, code: error?.error.code }).toEqual({ batchSeq: 2, status: 400, code: 80003 });
    expect(message).toContain(`stopped at batch 2 of 3 (session ${sessionId}; 1 accepted before it)`);
    expect(message).toContain("error 80003");
    expect(await members()).toBe(15_001);

    // The refused batch did not move the session: sent again, it is taken.
    const retry = await client.DELETE("/{custom_audience_id}/users", {
      params: { path: { custom_audience_id: audienceId } },
      body: { payload: { schema: "EMAIL_SHA256", data: emails(10_000, 10_000), is_raw: false }, session: { session_id: sessionId, batch_seq: 2 } },
    });
    expect(retry.data).toMatchObject({ session_id: String(sessionId), num_received: 10_000 });
    expect(await members()).toBe(5_001);
  });

  it("answers any code documented for the operation, for example 2650 on an upload", async () => {
    await control.command("errors", { operationId: "addCustomAudienceUsers", code: 2650, after: 2 });
    const failure = (await uploadAudienceUsers(client, { audienceId, schema: "EMAIL_SHA256", rows: emails(25_001), mode: "add" }).catch((caught: unknown) => caught)) as AudienceUploadError;
    expect(failure.batchSeq).toBe(3);
    expect(failure.error?.error.code).toBe(2650);
    expect(await members()).toBe(20_000);
  });

  it("refuses a code the operation does not document, and an unknown operation", async () => {
    await expect(control.command("errors", { operationId: "addCustomAudienceUsers", code: 613 })).rejects.toThrow(/documents the codes 100, 190, 200, 2650, 368, 2635, 105, 194/);
    await expect(control.command("errors", { operationId: "listUsers", code: 613 })).rejects.toThrow(/operationId must be one of/);
  });

  it("forgets planned errors on reset", async () => {
    await control.command("errors", { operationId: "getUser", code: 80004 });
    await control.reset();
    expect((await getUser(mina)).response.status).toBe(200);
  });
});

describe("seed data", () => {
  it("replaces the default set with a seed of the documented shape, parts left out keeping their defaults", async () => {
    const seed: Partial<SocialGraphSeed> = {
      users: [{ id: "42", kind: "test", first_name: "Forty", name: "Forty Two" }],
      audiences: { "777": { adAccount: "9" } },
    };
    await control.seed(seed);
    try {
      expect((await getUser("42", ["name"])).data).toEqual({ id: "42", name: "Forty Two" });
      expect((await getUser(mina)).error?.error.code).toBe(100);
      const current = await state();
      expect(current.audiences).toEqual({ "777": { adAccount: "9", members: 0 } });
      expect(current.pages).toEqual(defaultSeed.pages);
      expect((await add777()).data).toMatchObject({ audience_id: "777", num_received: 1 });
      await control.reset(); // back to this seed, not to the default one
      expect((await getUser("42")).response.status).toBe(200);
    } finally {
      await control.seed({});
    }
    expect((await getUser(mina)).response.status).toBe(200);

    function add777() {
      return client.POST("/{custom_audience_id}/users", { params: { path: { custom_audience_id: "777" } }, body: { payload: { schema: "EMAIL_SHA256", data: emails(1), is_raw: false } } });
    }
  });

  it("refuses a seed it cannot use", async () => {
    await expect(control.seed({ users: [{ name: "no id" }] })).rejects.toThrow(/numeric string/);
    await expect(control.seed({ users: [{ id: "7", kind: "admin" }] })).rejects.toThrow(/kind/);
    await expect(control.seed({ users: [{ id: "7", timezone: 30 }] })).rejects.toThrow(/user 7: .*timezone/);
    await expect(control.seed({ audiences: { "1": {} } })).rejects.toThrow(/adAccount/);
    expect((await getUser(mina)).response.status).toBe(200); // a refused seed changes nothing
  });
});
