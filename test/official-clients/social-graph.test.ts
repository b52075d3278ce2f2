/**
 * The social-graph service's official business SDK (facebook-nodejs-business-sdk) against the
 * simulator in strict mode, every flow of the source document end to end: user read, update and
 * read-back, test-user delete, page unblock, ad-account user removal, an audience upload of two
 * batches in one session and a removal; and from a simulator holding no audience, the audience the
 * application creates first, uploaded to, read and deleted. The stateless calls run on the Prism
 * engine too.
 *
 * The SDK keeps all its wire habits: the node's own `id` in every POST body and DELETE query,
 * DELETE parameters in the query string with an empty JSON body `{}`, `{}` on GET, JSON bodies
 * with the caller's values as given. It builds every URL from a constant base, and offers no
 * setting for it; the one seam is its HTTP library (axios, resolved from the SDK itself, so the
 * very instance the SDK calls), where an interceptor rewrites the base and nothing else.
 */
import sdk from "facebook-nodejs-business-sdk";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useSimulator } from "../support/simulator.js";
import { useMockServer } from "../support/mock.js";
import { pointSdkAt, type SdkRequest } from "../support/official-clients.js";

const { FacebookAdsApi, User, Page, AdAccount, CustomAudience } = sdk;

/** The requests the SDK made, as it made them (method, URL on the service's host, body), newest last. */
const seen: SdkRequest[] = [];

/** What the SDK rejects with when the service refuses a call (its FacebookRequestError, whose `response` is the body's `error`). */
interface RefusedCall {
  status: number;
  response: { code?: number; message?: string };
}

async function refusal(call: Promise<unknown>): Promise<RefusedCall> {
  const outcome = await call.then(
    () => undefined,
    (error: RefusedCall) => error,
  );
  if (!outcome) throw new Error("the call was expected to be refused");
  return outcome;
}

const mina = "10228416037451982";
const jonas = "10159873246510077";
const testUser = "120000000000001";
const pageId = "104672198543210";
const adAccount = "act_1029384756";
const audienceId = "23851234567890123";
/** SHA-256 digests of normalised e-mail addresses, as the uploader sends them. */
const emails = [
  "f660ab912ec121d1b1e928a0bb4bc61b15f5ad44d5efdc4e1c92a25e99b8e44a",
  "0c7e6a405862e402eb76a70f8a26fc732d07c32931e9fae9ab1582911d2e8a3b",
  "b36a83701f1c3191e19722d6f90274bc1b5501fe69ebf33313e440fe4b0fe210",
  "2b3b2b9ce842ab8b6a6c614cb1f9604bb8a0d502d1af49c526b72b10894e95b5",
];

// One API object for the whole file; the crash reporter stays off (it would report to the service).
const api = FacebookAdsApi.init("EAAB-official-client", "en_US", false);
void api;

describe("the business SDK against the simulator", () => {
  const simulator = useSimulator("social-graph");
  let restore: () => void;
  beforeAll(() => {
    restore = pointSdkAt(() => simulator.url, seen);
  });
  afterAll(() => restore());

  interface State {
    users: string[];
    pages: Record<string, { blocked: string[] }>;
    adAccounts: Record<string, { assignedUsers: string[] }>;
    audiences: Record<string, { members: number }>;
    sessions: Record<string, { next: number; ended: boolean }>;
  }
  const state = () => simulator.control.command<State>("state");

  it("reads a user's fields, updates them and reads the change back", async () => {
    const user = await new User(mina).get(["id", "first_name", "email", "birthday"]);
    expect(seen.at(-1)).toMatchObject({ method: "GET", data: {} });
    expect(user.exportAllData()).toEqual({ id: mina, first_name: "Mina", email: "mina.okafor@example.com", birthday: "07/14/1990" });

    // The SDK sends {"firstname": ..., "id": "<the node>"}; the digits of emoji_color_pref as text.
    expect(await new User(testUser).update([], { firstname: "Adaline", emoji_color_pref: "3" })).toEqual({ success: true });
    expect(seen.at(-1)).toMatchObject({ method: "POST", data: { firstname: "Adaline", emoji_color_pref: "3", id: testUser } });
    const readBack = await new User(testUser).get(["first_name", "name"]);
    expect(readBack.exportAllData()).toEqual({ id: testUser, first_name: "Adaline", name: "Adaline Tester" });
  });

  it("deletes a test user, which is then gone; a real user cannot be deleted", async () => {
    // A node made from a number: its id travels as a JSON number.
    expect(await new User(120000000000002).delete([])).toEqual({ success: true });
    expect(seen.at(-1)!.data).toEqual({});
    expect(new URL(seen.at(-1)!.url!).searchParams.get("id")).toBe("120000000000002");
    const gone = await refusal(new User("120000000000002").get(["id"]));
    expect(gone.status).toBe(400);
    expect(gone.response.code).toBe(100);

    const real = await refusal(new User(jonas).delete([]));
    expect(real.response.code).toBe(2903);
    expect((await state()).users).toContain(jonas);
  });

  it("unblocks page users by a list of IDs and by a page-scoped ID alone", async () => {
    const page = new Page(pageId);
    expect(await page.deleteBlocked({ user: [mina, jonas] })).toEqual({ success: true });
    expect(new URL(seen.at(-1)!.url!).searchParams.get("user")).toBe(JSON.stringify([mina, jonas]));
    expect(await page.deleteBlocked({ psid: "5829104736251843" })).toEqual({ success: true });
    expect((await state()).pages[pageId]!.blocked).toEqual(["100004321987654"]);

    const again = await refusal(page.deleteBlocked({ user: [mina] }));
    expect(again.response.code).toBe(100);
  });

  it("removes a user from an ad account, and refuses a removal without user", async () => {
    const account = new AdAccount(adAccount);
    expect(await account.deleteAssignedUsers({ user: "100087654321098" })).toEqual({ success: true });
    expect((await state()).adAccounts["1029384756"]!.assignedUsers).toEqual([mina]);

    const none = await refusal(account.deleteAssignedUsers({}));
    expect(none.status).toBe(400);
    expect(none.response.message).toContain("user");
  });

  it("uploads an audience in two batches of one session, then removes users", async () => {
    const audience = new CustomAudience(audienceId);
    const first = await audience.createUser([], {
      payload: { schema: "EMAIL_SHA256", data: emails.slice(0, 2) },
      session: { session_id: 9778993, batch_seq: 1, last_batch_flag: false, estimated_num_total: 4 },
    });
    expect(seen.at(-1)!.data).toMatchObject({ id: audienceId, session: { batch_seq: 1 } });
    expect(first.exportAllData()).toMatchObject({
      audience_id: audienceId,
      session_id: "9778993",
      num_received: 2,
      num_invalid_entries: 0,
    });
    expect((await state()).sessions[`1029384756/9778993`]).toMatchObject({ next: 2, ended: false });

    // The second batch as form parameters carry it: numbers and flag as text.
    const last = await audience.createUser([], {
      payload: { schema: "EMAIL_SHA256", data: emails.slice(2) },
      session: { session_id: "9778993", batch_seq: "2", last_batch_flag: "true", estimated_num_total: "4" },
    });
    expect(last.exportAllData()).toMatchObject({ session_id: "9778993", num_received: 2 });
    expect((await state()).sessions[`1029384756/9778993`]).toMatchObject({ next: 3, ended: true });
    expect((await state()).audiences[audienceId]!.members).toBe(4);

    // After the last batch the session is closed.
    const late = await refusal(
      audience.createUser([], { payload: { schema: "EMAIL_SHA256", data: [emails[0]] }, session: { session_id: 9778993, batch_seq: 3 } }),
    );
    expect(late.response.code).toBe(100);

    // DELETE: payload and session JSON-encoded in the query string, beside the node's id.
    const removed = await audience.deleteUsers({
      payload: { schema: ["EMAIL"], data: [[emails[0]], [emails[1]]] },
      session: { session_id: 9778994, batch_seq: 1, last_batch_flag: true },
    });
    expect(removed).toMatchObject({ audience_id: audienceId, session_id: "9778994", num_received: 2, num_invalid_entries: 0 });
    expect((await state()).audiences[audienceId]!.members).toBe(2);
  });

  describe("from a simulator holding no audience", () => {
    beforeEach(() => simulator.control.seed({ audiences: {} }));
    afterEach(() => simulator.control.seed());

    it("creates its audience in the ad account, uploads to it in a session, reads its size and statuses, and deletes it", async () => {
      expect((await state()).audiences).toEqual({});
      const { Fields } = CustomAudience;
      const created = await new AdAccount(adAccount).createCustomAudience([Fields.id, Fields.name], {
        name: "Purchasers 180d",
        subtype: CustomAudience.Subtype.custom,
        description: "People who bought in the last 180 days",
        customer_file_source: CustomAudience.CustomerFileSource.user_provided_only,
      });
      // The SDK posts the parameters with the fields joined and the ad account's own id.
      expect(seen.at(-1)).toMatchObject({ method: "POST", data: { fields: "id,name", id: adAccount, subtype: "CUSTOM" } });
      expect(created.exportAllData()).toEqual({ id: expect.stringMatching(/^[0-9]+$/), name: "Purchasers 180d" });

      const audience = new CustomAudience(created.id);
      const read = () =>
        audience.get([
          Fields.approximate_count_lower_bound,
          Fields.approximate_count_upper_bound,
          Fields.operation_status,
          Fields.delivery_status,
        ]);
      expect((await read()).exportAllData()).toMatchObject({
        approximate_count_lower_bound: 0,
        operation_status: { code: 410 },
        delivery_status: { code: 300 },
      });
      for (const [batch_seq, rows] of [emails.slice(0, 2), emails.slice(2)].entries()) {
        await audience.createUser([], {
          payload: { schema: "EMAIL_SHA256", data: rows },
          session: { session_id: 9779001, batch_seq: batch_seq + 1, last_batch_flag: batch_seq === 1, estimated_num_total: 4 },
        });
      }
      expect((await read()).exportAllData()).toMatchObject({
        approximate_count_lower_bound: 4,
        approximate_count_upper_bound: 4,
        operation_status: { code: 200 },
        delivery_status: { code: 200 },
      });

      expect(await audience.delete([])).toEqual({ success: true });
      expect((await refusal(audience.get([Fields.name]))).response.code).toBe(100);
      expect((await state()).audiences).toEqual({});
    });
  });
});

describe("the business SDK against the simulator: what the service takes beside the document", () => {
  const simulator = useSimulator("social-graph");
  let restore: () => void;
  beforeAll(() => {
    restore = pointSdkAt(() => simulator.url, seen);
  });
  afterAll(() => restore());
  const members = async () =>
    (await simulator.control.command<{ audiences: Record<string, { members: number }> }>("state")).audiences[audienceId]!.members;

  it("reads and updates the node me, the user the token belongs to", async () => {
    const me = await new User("me").get(["id", "first_name"]);
    expect(me.exportAllData()).toEqual({ id: mina, first_name: "Mina" });
    // The SDK sends the node's own id, here me, in the body.
    expect(await new User("me").update([], { firstname: "Minnie" })).toEqual({ success: true });
    expect(seen.at(-1)).toMatchObject({ method: "POST", data: { firstname: "Minnie", id: "me" } });
    expect((await new User(mina).get(["first_name"])).exportAllData()).toEqual({ id: mina, first_name: "Minnie" });
  });

  it("uploads by external ID, with Limited Data Use columns and consent, and removes with method=DELETE on a POST", async () => {
    const audience = new CustomAudience(audienceId);
    const external = await audience.createUser([], { payload: { schema: "EXTERN_ID", data: ["loyalty-004417", "loyalty-009283"] } });
    expect(external.exportAllData()).toMatchObject({ num_received: 2, num_invalid_entries: 0 });
    const limited = await audience.createUser([], {
      customer_consent: true,
      payload: {
        schema: ["EMAIL", "DATA_PROCESSING_OPTIONS", "DATA_PROCESSING_OPTIONS_COUNTRY", "DATA_PROCESSING_OPTIONS_STATE"],
        data: [
          [emails[0], ["LDU"], 1, 1000],
          [emails[1], [], 0, 0],
        ],
      },
    });
    expect(limited.exportAllData()).toMatchObject({ num_received: 2, num_invalid_entries: 0 });
    expect(await members()).toBe(4);
    const removed = await audience.createUser([], { method: "DELETE", payload: { schema: "EXTERN_ID", data: ["loyalty-004417"] } });
    expect(removed.exportAllData()).toMatchObject({ num_received: 1 });
    expect(await members()).toBe(3);
  });

  it("unblocks by a page-scoped ID given as a number", async () => {
    expect(await new Page(pageId).deleteBlocked({ psid: 5829104736251843 })).toEqual({ success: true });
    expect(new URL(seen.at(-1)!.url!).searchParams.get("psid")).toBe("5829104736251843");
  });
});

describe("the business SDK against the Prism engine (stateless calls)", () => {
  const mock = useMockServer("social-graph");
  let restore: () => void;
  beforeAll(() => {
    restore = pointSdkAt(() => mock.url, seen);
  });
  afterAll(() => {
    restore?.();
  });

  it("reads a user (GET with the SDK's empty JSON body)", async () => {
    const user = await new User(mina).get(["id", "name"]);
    expect(user.exportAllData().id).toMatch(/^[0-9]+$/);
  });

  it("updates a user with the node's id in the body", async () => {
    expect(await new User(testUser).update([], { firstname: "Adaline", emoji_color_pref: "3" })).toEqual({ success: true });
  });

  it("deletes a test user, unblocks page users and removes an ad-account user (DELETE with {} and query parameters)", async () => {
    expect(await new User(testUser).delete([])).toEqual({ success: true });
    expect(await new Page(pageId).deleteBlocked({ psid: "5829104736251843" })).toEqual({ success: true });
    expect(await new AdAccount(adAccount).deleteAssignedUsers({ user: "100087654321098" })).toEqual({ success: true });
  });

  it("adds and removes audience users", async () => {
    const audience = new CustomAudience(audienceId);
    const added = await audience.createUser([], {
      payload: {
        schema: ["EMAIL", "LOOKALIKE_VALUE"],
        data: [
          [emails[0], 44.5],
          [emails[1], "0.9"],
        ],
      },
      session: { session_id: 9778995, batch_seq: 1, last_batch_flag: true },
    });
    expect(added.exportAllData().num_received).toEqual(expect.any(Number));
    const removed = await audience.deleteUsers({ payload: { schema: "EMAIL_SHA256", data: [emails[0]] } });
    expect(removed.num_received).toEqual(expect.any(Number));
  });

  it("gets the contract's refusal for a request that breaks it", async () => {
    const refused = await refusal(new AdAccount(adAccount).deleteAssignedUsers({}));
    expect(refused.status).toBe(400);
  });
});
