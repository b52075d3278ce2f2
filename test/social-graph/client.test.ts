/** The typed social-graph client against the mock: the user node, versions, auth, pages and ad accounts. Audiences are in audiences.test.ts. */
import { describe, expect, it } from "vitest";
import { createSocialGraphClient } from "../../src/clients/social-graph.js";
import { contractOf } from "../support/contract.js";
import { formBody } from "../support/http.js";
import { adAccountId, mina, useSocialGraphMock } from "../support/social-graph.js";

const { conforms } = contractOf("social-graph");
const pageId = "104672198543210";
const mock = useSocialGraphMock();
const { sent, clientFor } = mock;

describe("social-graph client: the user node (A1, A2, A4)", () => {
  it("puts the version in the path and the access token in the query", async () => {
    const { data, response } = await mock.client.GET("/{user_id}", { params: { path: { user_id: mina } } });
    expect(response.status).toBe(200);
    expect(sent[0]!.url.pathname).toBe(`/v24.0/${mina}`);
    expect(sent[0]!.url.searchParams.get("access_token")).toBe("EAAB-test-token");
    expect(data?.id).toBe(mina);
    expect(data?.name).toBe("Mina Adaeze Okafor");
    expect(conforms("User", data)).toEqual([]);
  });

  it("sends fields as one comma-separated list", async () => {
    const { response } = await mock.client.GET("/{user_id}", {
      params: { path: { user_id: mina }, query: { fields: ["id", "name", "email"] } },
    });
    expect(response.status).toBe(200);
    expect(sent[0]!.url.searchParams.getAll("fields")).toEqual(["id,name,email"]);
  });

  it("answers A1 on the path with the trailing slash", async () => {
    const { data, response } = await mock.client.GET("/{user_id}/", { params: { path: { user_id: mina } } });
    expect(response.status).toBe(200);
    expect(sent[0]!.url.pathname).toBe(`/v24.0/${mina}/`);
    expect(data?.first_name).toBe("Mina");
    expect(conforms("User", data)).toEqual([]);
  });

  it.each([
    ["selectedFields", { birthday: "07/14/1990", timezone: 1, gender: "female" }],
    ["partialBirthday", { birthday: "03/02", is_guest_user: false }],
  ])("returns the %s example with Prefer", async (example, expected) => {
    const { data } = await mock.client.GET("/{user_id}", {
      params: { path: { user_id: mina } },
      headers: { Prefer: `example=${example}` },
    });
    expect(data).toMatchObject(expected);
    expect(conforms("User", data)).toEqual([]);
  });

  it("works with another version, v19.0", async () => {
    const older = clientFor({ version: "v19.0" });
    const { data, response } = await older.GET("/{user_id}", { params: { path: { user_id: mina } } });
    expect(response.status).toBe(200);
    expect(sent[0]!.url.pathname).toBe(`/v19.0/${mina}`);
    expect(conforms("User", data)).toEqual([]);
    const deleted = await older.DELETE("/{user_id}", { params: { path: { user_id: mina } } });
    expect(deleted.data).toEqual({ success: true });
  });

  it("refuses a version that is not v<major>.<minor>", () => {
    expect(() => createSocialGraphClient({ baseUrl: mock.url, version: "24.0" })).toThrow(/v24\.0/);
    expect(() => createSocialGraphClient({ baseUrl: mock.url, version: "v24" })).toThrow();
  });

  // The mock answers a missing token from the `default` response, whose example carries 190.
  it("answers a request without access_token with the code-190 error body", async () => {
    const anonymous = clientFor({ auth: undefined });
    const { error, response } = await anonymous.GET("/{user_id}", { params: { path: { user_id: mina } } });
    expect(sent[0]!.url.searchParams.has("access_token")).toBe(false);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(conforms("Error", error)).toEqual([]);
    expect(error?.error.code).toBe(190);
    expect(error?.error.message).toBe("Invalid OAuth 2.0 access token.");
  });

  it("says where the token goes when it is sent in an Authorization header, as the simulator does", async () => {
    const { error, response } = await clientFor({ auth: undefined }).GET("/{user_id}", {
      params: { path: { user_id: mina } },
      headers: { Authorization: "Bearer EAAB-token" },
    });
    expect(response.status).toBe(400);
    expect(conforms("Error", error)).toEqual([]);
    expect(error?.error.code).toBe(190);
    expect(error?.error.message).toMatch(/The token goes in the access_token parameter/);
  });

  it("refuses a request without access_token", async () => {
    const anonymous = clientFor({ auth: undefined });
    const { error, response } = await anonymous.DELETE("/{user_id}", { params: { path: { user_id: mina } } });
    // As the real service (and the simulator) answers it: 400 with the invalid-token code 190.
    expect(response.status).toBe(400);
    expect(conforms("Error", error)).toEqual([]);
    expect((error as { error: { code: number } }).error.code).toBe(190);
  });

  it("updates the user with JSON and with a form (A2)", async () => {
    const json = await mock.client.POST("/{user_id}", {
      params: { path: { user_id: mina } },
      body: { firstname: "Mina", local_news_subscription_status: "STATUS_OFF", emoji_color_pref: 2 },
    });
    expect(json.data).toEqual({ success: true });
    expect(sent[0]!.contentType).toBe("application/json");
    expect(sent[0]!.body).toEqual({ firstname: "Mina", local_news_subscription_status: "STATUS_OFF", emoji_color_pref: 2 });

    const form = await mock.client.POST("/{user_id}", {
      params: { path: { user_id: mina } },
      body: { local_news_megaphone_dismiss_status: "YES", name: "Open Graph Test User" },
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      bodySerializer: formBody,
    });
    expect(form.data).toEqual({ success: true });
    expect(sent[1]!.body).toBe("local_news_megaphone_dismiss_status=YES&name=Open+Graph+Test+User");
  });

  it("answers an update with an enum value off the list with error 100 naming it", async () => {
    const response = await fetch(`${mock.url}/v24.0/${mina}?access_token=t`, {
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
    const deleted = await mock.client.DELETE("/{user_id}", { params: { path: { user_id: mina } } });
    expect(deleted.response.status).toBe(200);
    expect(deleted.data).toEqual({ success: true });

    const refused = await mock.client.DELETE("/{user_id}", {
      params: { path: { user_id: mina } },
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
    const { data } = await mock.client.DELETE("/{page_id}/blocked", { params: page, body: { user: [mina, "10159873246510077"] } });
    expect(data).toEqual({ success: true });
    expect(sent[0]!.url.pathname).toBe(`/v24.0/${pageId}/blocked`);
    expect(sent[0]!.body).toEqual({ user: [mina, "10159873246510077"] });
  });

  it("unblocks users with query parameters only, as the service's SDKs send a DELETE", async () => {
    const users = await mock.client.DELETE("/{page_id}/blocked", {
      params: { ...page, query: { user: JSON.stringify([mina]), asid: mina } },
    });
    expect(users.response.status).toBe(200);
    expect(users.data).toEqual({ success: true });
    expect(sent[0]!.body).toBe("");
    expect(sent[0]!.url.searchParams.get("user")).toBe(`["${mina}"]`);

    const byUid = await mock.client.DELETE("/{page_id}/blocked", { params: { ...page, query: { uid: "10159873246510077" } } });
    expect(byUid.response.status).toBe(200);
  });

  it("unblocks users with a form body", async () => {
    const { data } = await mock.client.DELETE("/{page_id}/blocked", {
      params: page,
      body: { user: JSON.stringify([mina]) },
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      bodySerializer: formBody,
    });
    expect(data).toEqual({ success: true });
  });

  it("refuses an unblock body naming a user that is not an ID, and a non-numeric uid in the query", async () => {
    const noUser = await fetch(`${mock.url}/v24.0/${pageId}/blocked?access_token=t`, {
      method: "DELETE",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ user: ["me"] }),
    });
    expect(noUser.status).toBe(400);
    expect(((await noUser.json()) as { error: { code: number } }).error.code).toBe(100);

    const badUid = await mock.client.DELETE("/{page_id}/blocked", { params: { ...page, query: { uid: "someone" } } });
    expect(badUid.response.status).toBe(400);
    expect(badUid.error?.error.message).toContain("uid");
  });

  it("removes a user from an ad account with the user in the query", async () => {
    const query = await mock.client.DELETE("/act_{ad_account_id}/assigned_users", {
      params: { ...account, query: { user: "100087654321098" } },
    });
    expect(query.response.status).toBe(200);
    expect(query.data).toEqual({ success: true });
    expect(sent[0]!.url.pathname).toBe(`/v24.0/act_${adAccountId}/assigned_users`);
    expect(sent[0]!.url.searchParams.get("user")).toBe("100087654321098");
    expect(sent[0]!.body).toBe("");
  });

  it("returns the documented 3919 of A6 with Prefer", async () => {
    const { error, response } = await mock.client.DELETE("/act_{ad_account_id}/assigned_users", {
      params: { ...account, query: { user: "100087654321098" } },
      headers: { Prefer: "code=400, example=unexpectedTechnicalIssue" },
    });
    expect(response.status).toBe(400);
    expect(error?.error.code).toBe(3919);
  });
});
