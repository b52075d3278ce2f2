/**
 * Type-level tests of the social-graph client and uploader, checked by `tsc --noEmit` (part of npm
 * test): each `@ts-expect-error` line must be a type error, or the check fails. Never called at
 * run time.
 */
import { createSocialGraphClient, uploadAudienceUsers, type User } from "../../src/clients/social-graph.js";

export async function typeTests(): Promise<void> {
  const baseUrl = "http://127.0.0.1:4011";
  const client = createSocialGraphClient({ baseUrl, auth: "t", version: "v24.0" });

  // @ts-expect-error the base URL is required: a client has no default address
  createSocialGraphClient({ auth: "t" });

  // @ts-expect-error the credential is an access token string
  createSocialGraphClient({ baseUrl, auth: ["t"] });

  // The former name of the credential still compiles (deprecated).
  createSocialGraphClient({ baseUrl, accessToken: "t" });
  const user = { path: { user_id: "10228416037451982" } };
  const audience = { path: { custom_audience_id: "23851234567890123" } };
  const payload = { schema: "EMAIL_SHA256" as const, is_raw: false, data: ["acde8a5f"] };

  // @ts-expect-error a path the contract does not have (edge paths are not in the document)
  await client.GET("/{user_id}/friends", { params: user });

  // @ts-expect-error the version lives in the base URL, not in the path
  await client.GET("/{api_version}/{user_id}", { params: user });

  // @ts-expect-error a missing user_id
  await client.GET("/{user_id}", { params: { path: {} } });

  // @ts-expect-error a method the path does not have: creating a user is not an operation
  await client.PUT("/{user_id}", { params: user, body: {} });

  // @ts-expect-error a method the path does not have
  await client.POST("/{page_id}/blocked", { params: { path: { page_id: "1" } }, body: { user: ["1"] } });

  // @ts-expect-error a misspelled member of the session of an audience upload
  await client.POST("/{custom_audience_id}/users", { params: { path: { custom_audience_id: "1" } }, body: { payload: { schema: "EMAIL_SHA256", data: ["a"], is_raw: false }, session: { session_id: 1, batch_seq: 1, last_batch_flg: true } } });

  // @ts-expect-error fields is a list of names, not one string
  await client.GET("/{user_id}", { params: { ...user, query: { fields: "id,name" } } });

  // @ts-expect-error local_news_subscription_status is STATUS_ON or STATUS_OFF
  await client.POST("/{user_id}", { params: user, body: { local_news_subscription_status: "ON" } });

  // @ts-expect-error local_news_megaphone_dismiss_status is YES or NO, not a boolean
  await client.POST("/{user_id}", { params: user, body: { local_news_megaphone_dismiss_status: true } });

  // @ts-expect-error emoji_color_pref is a number (or its digits as a form parameter carries them), not a boolean
  await client.POST("/{user_id}", { params: user, body: { emoji_color_pref: true } });

  // @ts-expect-error the ad account's path parameter is ad_account_id
  await client.DELETE("/act_{ad_account_id}/assigned_users", { params: { path: { account_id: "1" } } });

  // @ts-expect-error A6's user is required, in the query
  await client.DELETE("/act_{ad_account_id}/assigned_users", { params: { path: { ad_account_id: "1" } } });

  // @ts-expect-error A6 takes no body: user travels in the query
  await client.DELETE("/act_{ad_account_id}/assigned_users", { params: { path: { ad_account_id: "1" }, query: { user: "1" } }, body: { user: "1" } });

  // @ts-expect-error A5's user is IDs (a list or one), not a boolean
  await client.DELETE("/{page_id}/blocked", { params: { path: { page_id: "1" } }, body: { user: true } });

  // @ts-expect-error A5's uid in the query is a numeric string, not a number
  await client.DELETE("/{page_id}/blocked", { params: { path: { page_id: "1" }, query: { uid: 10159873246510077 } } });

  // @ts-expect-error A7's payload in the query is JSON-encoded, a string
  await client.DELETE("/{custom_audience_id}/users", { params: { ...audience, query: { payload } } });

  // @ts-expect-error a combination key, which no list of key types has
  await client.POST("/{custom_audience_id}/users", { params: audience, body: { payload: { ...payload, schema: ["LN_FN_ZIP"] } } });

  // @ts-expect-error batch_seq is a number (or its digits), not a boolean
  await client.POST("/{custom_audience_id}/users", { params: audience, body: { payload, session: { session_id: 1, batch_seq: true } } });

  // @ts-expect-error a data_source.type the document does not list
  await client.POST("/{custom_audience_id}/users", { params: audience, body: { payload: { ...payload, data_source: { type: "CSV" } } } });

  // @ts-expect-error the uploader adds or removes, nothing else
  await uploadAudienceUsers(client, { audienceId: "1", schema: "EMAIL_SHA256", rows: [], mode: "replace" });

  // @ts-expect-error rows are values or arrays of values, not objects
  await uploadAudienceUsers(client, { audienceId: "1", schema: "EMAIL_SHA256", rows: [{ email: "x" }], mode: "add" });

  // @ts-expect-error the audience ID is a numeric string
  await uploadAudienceUsers(client, { audienceId: 1, schema: "EMAIL_SHA256", rows: [], mode: "add" });

  const { data } = await client.GET("/{user_id}", { params: user });
  if (data) {
    const timezone: number | undefined = data.timezone;
    const gender: User["gender"] = data.gender;
    // @ts-expect-error gender is male or female
    const other: "other" | undefined = data.gender;
    // @ts-expect-error the ID is a numeric string, not a number
    const id: number | undefined = data.id;
    void [timezone, gender, other, id];
  }

  const result = await uploadAudienceUsers(client, { audienceId: "1", schema: ["EMAIL", "LOOKALIKE_VALUE"], rows: [["a", 0.5]], mode: "remove" });
  const received: number = result.num_received;
  // @ts-expect-error the session ID is an int64 number
  const sessionId: string = result.sessionId;
  void [received, sessionId];
}
