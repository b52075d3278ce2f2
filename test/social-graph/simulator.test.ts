/**
 * The simulated social-graph service through the typed client: user nodes and test users,
 * unblocking, ad-account users, and seed data. Audiences and errors on purpose are in
 * social-graph-audiences.test.ts. Strict mode and the contract guard check every answer.
 */
import { describe, expect, it } from "vitest";
import { defaultSeed, type SocialGraphSeed } from "../../src/simulator/services/social-graph/index.js";
import { createSocialGraphClient } from "../../src/clients/social-graph.js";
import { contractOf } from "../support/contract.js";
import { asForm } from "../support/http.js";
import { adAccountId, emails, mina, useSocialGraphSimulator } from "../support/social-graph.js";

const jonas = "10159873246510077";
const testUser = "120000000000001";
const objectGraphTestUser = "120000000000999";
const pageId = "104672198543210";
const { schemas, example } = contractOf("social-graph");
const sim = useSocialGraphSimulator();
const { state, getUser } = sim;

describe("the user node (A1, A2, A4)", () => {
  it("returns the default public-profile fields without fields, on both paths", async () => {
    const { data, response } = await getUser(mina);
    expect(response.status).toBe(200);
    const defaults = (schemas.document.components!.schemas!.User as { "x-default-fields": string[] })["x-default-fields"];
    expect(Object.keys(data!).sort()).toEqual([...defaults].sort());
    expect(data).toMatchObject({ id: mina, first_name: "Mina", name: "Mina Adaeze Okafor", short_name: "Mina" });
    expect(data).not.toHaveProperty("email");

    const slash = await sim.client.GET("/{user_id}/", { params: { path: { user_id: mina } } });
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
    const anonymous = createSocialGraphClient({ baseUrl: sim.url });
    const { error, response } = await anonymous.GET("/{user_id}", { params: { path: { user_id: mina } } });
    expect(response.status).toBe(400);
    expect(error?.error.code).toBe(190);
    expect(error?.error.message).toBe("Invalid OAuth 2.0 access token.");
  });

  it.each([["Bearer EAAB-token"], ["OAuth EAAB-token"], ["Basic dTpw"]])(
    "refuses a token in an Authorization header (%s) saying it goes in access_token",
    async (authorization) => {
      const answer = await fetch(`${sim.url}/v24.0/${mina}`, { headers: { authorization } });
      expect(answer.status).toBe(400);
      const { error } = await answer.json();
      expect(error.code).toBe(190);
      expect(error.message).toMatch(
        /The token goes in the access_token parameter \(the query string or a form body\); an Authorization header is not read\.$/,
      );
      expect(error.message).not.toContain("EAAB-token");
    },
  );

  it("reads back a JSON update, names and local-news statuses, in the next GET", async () => {
    const { data } = await sim.client.POST("/{user_id}", {
      params: { path: { user_id: mina } },
      body: {
        firstname: "Amina",
        lastname: "Okafor-Reed",
        local_news_megaphone_dismiss_status: "YES",
        local_news_subscription_status: "STATUS_OFF",
        emoji_color_pref: 2,
      },
    });
    expect(data).toEqual({ success: true });
    const read = await getUser(mina, [
      "first_name",
      "last_name",
      "name",
      "local_news_megaphone_dismiss_status",
      "local_news_subscription_status",
    ]);
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
    const { data } = await sim.client.POST("/{user_id}", {
      params: { path: { user_id: jonas } },
      body: { firstname: "Jonah", local_news_subscription_status: "STATUS_ON" },
      ...asForm,
    });
    expect(data).toEqual({ success: true });
    const read = await getUser(jonas, ["first_name", "name", "local_news_subscription_status"]);
    expect(read.data).toEqual({ id: jonas, first_name: "Jonah", name: "Jonah Berg", local_news_subscription_status: true });
  });

  it("takes the access token as a field of the form body, as the service's own samples send it", async () => {
    const send = (body: string) =>
      fetch(`${sim.url}/v24.0/${jonas}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body });
    const answer = await send("firstname=Jo&access_token=EAAB-in-the-form");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true });
    expect((await getUser(jonas, ["first_name"])).data).toEqual({ id: jonas, first_name: "Jo" });
    // Without a token anywhere it is still refused, as an invalid token.
    expect((await send("firstname=Jo")).status).toBe(400);
  });

  it("sets name and password on a test user only, and never sends the password back", async () => {
    const renamed = await sim.client.POST("/{user_id}", {
      params: { path: { user_id: testUser } },
      body: { name: "Open Graph Test User", password: "t3st-pw" },
      ...asForm,
    });
    expect(renamed.data).toEqual({ success: true });
    expect((await getUser(testUser, ["name"])).data).toEqual({ id: testUser, name: "Open Graph Test User" });
    expect((await getUser(testUser, ["password"])).error?.error.code).toBe(100);

    const refused = await sim.client.POST("/{user_id}", { params: { path: { user_id: mina } }, body: { name: "Someone Else" } });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.error.code).toBe(100);
    expect((await getUser(mina, ["name"])).data?.name).toBe("Mina Adaeze Okafor");
  });

  it("deletes a test user, after which it is gone", async () => {
    const { data } = await sim.client.DELETE("/{user_id}", { params: { path: { user_id: testUser } } });
    expect(data).toEqual({ success: true });
    expect((await getUser(testUser)).error?.error.code).toBe(100);
    expect((await sim.client.DELETE("/{user_id}", { params: { path: { user_id: testUser } } })).error?.error.code).toBe(100);
    expect((await state()).users).not.toContain(testUser);
  });

  it("refuses to delete a real user with 2903 and the object-graph test user with 2904, as the contract writes them", async () => {
    const real = await sim.client.DELETE("/{user_id}", { params: { path: { user_id: mina } } });
    expect(real.response.status).toBe(400);
    expect(real.error).toEqual(example("TestUserDeleteBadRequestCannotDeleteTestAccountResponse"));
    const special = await sim.client.DELETE("/{user_id}", { params: { path: { user_id: objectGraphTestUser } } });
    expect(special.response.status).toBe(400);
    expect(special.error).toEqual(example("TestUserDeleteBadRequestCannotDeleteObjectGraphTestUserResponse"));
    expect((await state()).users).toEqual(expect.arrayContaining([mina, objectGraphTestUser]));
  });
});

describe("what the SDKs of other languages send on the way to the user node", () => {
  it("updates and deletes on the node's path with a trailing slash, as the Python, PHP and Java SDKs send them", async () => {
    const updated = await sim.client.POST("/{user_id}/", {
      params: { path: { user_id: testUser } },
      body: { firstname: "Adaline" },
      ...asForm,
    });
    expect(updated.data).toEqual({ success: true });
    expect((await getUser(testUser, ["first_name"])).data).toEqual({ id: testUser, first_name: "Adaline" });
    const deleted = await sim.client.DELETE("/{user_id}/", { params: { path: { user_id: testUser } } });
    expect(deleted.data).toEqual({ success: true });
    expect((await state()).users).not.toContain(testUser);
    const real = await sim.client.DELETE("/{user_id}/", { params: { path: { user_id: jonas } } });
    expect(real.error).toEqual(example("TestUserDeleteBadRequestCannotDeleteTestAccountResponse"));
  });

  it("takes the access token and the app secret proof in the form body of a POST and a DELETE, as the PHP SDK sends them", async () => {
    const credentials = "access_token=EAAB-php&appsecret_proof=3f1a9c0e5b7d2a4c6e8f0b1d3a5c7e9f1b3d5f7a9c1e3a5b7d9f1c3e5a7b9d1f";
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    const update = await fetch(`${sim.url}/v24.0/${jonas}/`, { method: "POST", headers: form, body: `firstname=Joe&${credentials}` });
    expect(await update.json()).toEqual({ success: true });
    const unblock = await fetch(`${sim.url}/v24.0/${pageId}/blocked`, {
      method: "DELETE",
      headers: form,
      body: `psid=5829104736251843&${credentials}`,
    });
    expect(await unblock.json()).toEqual({ success: true });
    const remove = await fetch(`${sim.url}/v24.0/120000000000002/`, { method: "DELETE", headers: form, body: credentials });
    expect(await remove.json()).toEqual({ success: true });
    // The proof alone is no token.
    const proofOnly = await fetch(`${sim.url}/v24.0/${jonas}/?appsecret_proof=3f1a`, {
      method: "POST",
      headers: form,
      body: "firstname=Joe",
    });
    expect(proofOnly.status).toBe(400);
    expect((await getUser(jonas, ["first_name"])).data).toEqual({ id: jonas, first_name: "Joe" });
  });

  it("reads, updates and deletes the node me, the user the token belongs to (the seed's me)", async () => {
    const me = await getUser("me", ["first_name"]);
    expect(me.data).toEqual({ id: mina, first_name: "Mina" });
    expect(
      (await sim.client.POST("/{user_id}", { params: { path: { user_id: "me" } }, body: { firstname: "Minnie", id: "me" } })).data,
    ).toEqual({ success: true });
    expect((await getUser(mina, ["first_name"])).data).toEqual({ id: mina, first_name: "Minnie" });
    expect((await sim.client.DELETE("/{user_id}", { params: { path: { user_id: "me" } } })).error?.error.code).toBe(2903);

    await sim.control.seed({ me: testUser });
    try {
      expect((await sim.client.GET("/{user_id}/", { params: { path: { user_id: "me" }, query: { fields: ["id"] } } })).data).toEqual({
        id: testUser,
      });
      expect((await sim.client.DELETE("/{user_id}", { params: { path: { user_id: "me" } } })).data).toEqual({ success: true });
      expect((await getUser("me")).error?.error.code).toBe(100);
    } finally {
      await sim.control.seed({});
    }
  });
});

describe("unblocking page users (A5)", () => {
  const page = { path: { page_id: pageId } };
  const blockedNow = async () => (await state()).pages[pageId]!.blocked;

  it("unblocks with a JSON body, then refuses users no longer blocked", async () => {
    expect((await sim.client.DELETE("/{page_id}/blocked", { params: page, body: { user: [mina, jonas] } })).data).toEqual({
      success: true,
    });
    const remaining = await blockedNow();
    expect(remaining).not.toContain(mina);
    expect(remaining).not.toContain(jonas);

    const again = await sim.client.DELETE("/{page_id}/blocked", { params: page, body: { user: [mina] } });
    expect(again.response.status).toBe(400);
    expect(again.error?.error.code).toBe(100);
    expect(again.error?.error.message).toContain(mina);
  });

  it("unblocks with query parameters (user, uid, asid, psid) and with a form body", async () => {
    expect(
      (
        await sim.client.DELETE("/{page_id}/blocked", {
          params: { ...page, query: { user: JSON.stringify([mina]), psid: "5829104736251843" } },
        })
      ).data,
    ).toEqual({ success: true });
    expect((await sim.client.DELETE("/{page_id}/blocked", { params: { ...page, query: { uid: jonas } } })).data).toEqual({ success: true });
    expect(
      (await sim.client.DELETE("/{page_id}/blocked", { params: page, body: { user: JSON.stringify(["100004321987654"]) }, ...asForm }))
        .data,
    ).toEqual({ success: true });
    expect(await blockedNow()).toEqual([]);
  });

  it("changes nothing when one of the users is not blocked", async () => {
    const { error } = await sim.client.DELETE("/{page_id}/blocked", { params: page, body: { user: [mina, "1234"] } });
    expect(error?.error.code).toBe(100);
    expect(await blockedNow()).toContain(mina);
  });

  it("unblocks by psid or asid alone, and by one bare ID as user", async () => {
    expect((await sim.client.DELETE("/{page_id}/blocked", { params: { ...page, query: { psid: "5829104736251843" } } })).data).toEqual({
      success: true,
    });
    expect((await sim.client.DELETE("/{page_id}/blocked", { params: { ...page, query: { asid: mina } } })).data).toEqual({ success: true });
    expect((await sim.client.DELETE("/{page_id}/blocked", { params: { ...page, query: { user: jonas } } })).data).toEqual({
      success: true,
    });
    expect((await sim.client.DELETE("/{page_id}/blocked", { params: page, body: { user: 100004321987654 } })).data).toEqual({
      success: true,
    });
    expect(await blockedNow()).toEqual([]);
  });

  it("refuses an unknown page, a request naming no user, and a user list that is not IDs", async () => {
    const unknown = await sim.client.DELETE("/{page_id}/blocked", { params: { path: { page_id: "1" } }, body: { user: [mina] } });
    expect(unknown.error?.error.code).toBe(100);
    const none = await sim.client.DELETE("/{page_id}/blocked", { params: page });
    expect(none.response.status).toBe(400);
    expect(none.error?.error.message).toContain("user");
    const notIds = await sim.client.DELETE("/{page_id}/blocked", { params: { ...page, query: { user: '["me"]' } } });
    expect(notIds.error?.error.code).toBe(100);
    expect(await blockedNow()).toContain(mina);
  });
});

describe("removing ad-account users (A6)", () => {
  const account = { path: { ad_account_id: adAccountId } };
  const assignedNow = async () => (await state()).adAccounts[adAccountId]!.assignedUsers;

  it("removes the user named in the query, then refuses a user no longer assigned", async () => {
    expect(
      (await sim.client.DELETE("/act_{ad_account_id}/assigned_users", { params: { ...account, query: { user: "100087654321098" } } })).data,
    ).toEqual({ success: true });
    expect(
      (await sim.client.DELETE("/act_{ad_account_id}/assigned_users", { params: { ...account, query: { user: mina } } })).data,
    ).toEqual({ success: true });
    expect(await assignedNow()).toEqual([]);
    const again = await sim.client.DELETE("/act_{ad_account_id}/assigned_users", { params: { ...account, query: { user: mina } } });
    expect(again.response.status).toBe(400);
    expect(again.error?.error.code).toBe(100);
  });

  it("refuses an unknown ad account and a request without user", async () => {
    const unknown = await sim.client.DELETE("/act_{ad_account_id}/assigned_users", {
      params: { path: { ad_account_id: "55" }, query: { user: mina } },
    });
    expect(unknown.error?.error.code).toBe(100);
    expect(unknown.error?.error.message).toContain("act_55");
    // @ts-expect-error user is required: the contract refuses the request before the service sees it
    const none = await sim.client.DELETE("/act_{ad_account_id}/assigned_users", { params: account });
    expect(none.error?.error.code).toBe(100);
    expect(none.error?.error.message).toContain("user");
    expect(await assignedNow()).toHaveLength(2);
  });
});

describe("seed data", () => {
  it("replaces the default set with a seed of the documented shape, parts left out keeping their defaults", async () => {
    const seed: Partial<SocialGraphSeed> = {
      users: [{ id: "42", kind: "test", first_name: "Forty", name: "Forty Two" }],
      audiences: { "777": { adAccount: "9" } },
    };
    await sim.control.seed(seed);
    try {
      expect((await getUser("42", ["name"])).data).toEqual({ id: "42", name: "Forty Two" });
      expect((await getUser(mina)).error?.error.code).toBe(100);
      const current = await state();
      expect(current.audiences).toEqual({ "777": { adAccount: "9", members: 0 } });
      expect(current.pages).toEqual(defaultSeed.pages);
      expect((await add777()).data).toMatchObject({ audience_id: "777", num_received: 1 });
      await sim.control.reset(); // back to this seed, not to the default one
      expect((await getUser("42")).response.status).toBe(200);
    } finally {
      await sim.control.seed({});
    }
    expect((await getUser(mina)).response.status).toBe(200);

    function add777() {
      return sim.client.POST("/{custom_audience_id}/users", {
        params: { path: { custom_audience_id: "777" } },
        body: { payload: { schema: "EMAIL_SHA256", data: emails(1), is_raw: false } },
      });
    }
  });

  it("refuses a seed it cannot use", async () => {
    await expect(sim.control.seed({ users: [{ name: "no id" }] })).rejects.toThrow(/numeric string/);
    await expect(sim.control.seed({ users: [{ id: "7", kind: "admin" }] })).rejects.toThrow(/kind/);
    await expect(sim.control.seed({ users: [{ id: "7", timezone: 30 }] })).rejects.toThrow(/user 7: .*timezone/);
    await expect(sim.control.seed({ audiences: { "1": {} } })).rejects.toThrow(/adAccount/);
    await expect(sim.control.seed({ me: "me" })).rejects.toThrow(/me: .*numeric string/);
    expect((await getUser(mina)).response.status).toBe(200); // a refused seed changes nothing
  });
});
