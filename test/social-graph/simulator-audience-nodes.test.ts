/**
 * Custom audiences made, read and deleted through the API, against the strict simulator with the
 * typed client: a create (JSON or form) in an ad account, the audience's node read at its ID (the
 * path of the user node: the node the ID names decides the answer), its size and statuses
 * following its uploads, and its delete; a seeded audience and a created one read alike.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { components } from "../../generated/social-graph/types.js";
import { asForm } from "../support/http.js";
import { adAccountId, audienceId, emails, mina, useSocialGraphSimulator } from "../support/social-graph.js";

const sim = useSocialGraphSimulator();
const { state, getUser } = sim;

const account = { path: { ad_account_id: adAccountId } };
const create = (body: components["schemas"]["CreateCustomAudienceRequest"]) =>
  sim.client.POST("/act_{ad_account_id}/customaudiences", { params: account, body });
const everyField = ["id", "account_id", "name", "description", "subtype", "customer_file_source", "retention_days"];
const statusFields = ["approximate_count_lower_bound", "approximate_count_upper_bound", "operation_status", "delivery_status"];

describe("custom audiences through the API", () => {
  it("creates an audience, answering its id (and the fields asked for); its node reads it, its users change its size and statuses", async () => {
    const { data: created, response } = await create({
      name: "Purchasers 180d",
      subtype: "CUSTOM",
      customer_file_source: "USER_PROVIDED_ONLY",
    });
    expect(response.status).toBe(200);
    expect(Object.keys(created!)).toEqual(["id"]);
    const id = created!.id!;
    expect((await state()).audiences[id]).toMatchObject({ adAccount: adAccountId, name: "Purchasers 180d", members: 0 });

    // Without fields the node answers its id; with them, what the SDK reads.
    expect((await getUser(id)).data).toEqual({ id });
    const before = (await getUser(id, [...statusFields, "name"])).data!;
    expect(before).toEqual({
      id,
      name: "Purchasers 180d",
      approximate_count_lower_bound: 0,
      approximate_count_upper_bound: 0,
      operation_status: { code: 410, description: expect.any(String) },
      delivery_status: { code: 300, description: expect.any(String) },
    });
    await sim.client.POST("/{custom_audience_id}/users", {
      params: { path: { custom_audience_id: id } },
      body: { payload: { schema: "EMAIL_SHA256", data: emails(3) } },
    });
    const after = (await getUser(id, [...statusFields, "time_created", "time_content_updated"])).data!;
    expect(after).toMatchObject({
      approximate_count_lower_bound: 3,
      approximate_count_upper_bound: 3,
      operation_status: { code: 200 },
      delivery_status: { code: 200 },
    });
    expect(after.time_content_updated).toBeGreaterThanOrEqual(after.time_created!);
    // A field no audience has is the service's code 100, naming the node type.
    expect((await getUser(id, ["first_name"])).error?.error.message).toMatch(
      /nonexisting field \(first_name\) on node type \(CustomAudience\)/,
    );
  });

  it("takes a create as a form, reads the fields asked for back, and refuses an ad account that does not exist", async () => {
    const { data: body } = await sim.client.POST("/act_{ad_account_id}/customaudiences", {
      params: account,
      body: { name: "Newsletter", retention_days: "30", is_value_based: "true", fields: "id,name,retention_days,is_value_based" },
      ...asForm,
    });
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9]+$/), name: "Newsletter", retention_days: 30, is_value_based: true });
    const unknown = await sim.client.POST("/act_{ad_account_id}/customaudiences", {
      params: { path: { ad_account_id: "999" } },
      body: { name: "A" },
    });
    expect(unknown.error?.error).toMatchObject({ code: 100, message: expect.stringContaining("act_999") });
  });

  it("deletes an audience at its ID, with or without the trailing slash; a user is still a user at the same path", async () => {
    const { data } = await create({ name: "Gone soon" });
    expect((await sim.client.DELETE("/{user_id}/", { params: { path: { user_id: data!.id! } } })).data).toEqual({ success: true });
    expect((await getUser(data!.id!)).error?.error.code).toBe(100);
    expect((await sim.client.DELETE("/{user_id}", { params: { path: { user_id: audienceId } } })).data).toEqual({ success: true });
    expect((await state()).audiences[audienceId]).toBeUndefined();
    expect((await getUser(mina, ["first_name"])).data).toEqual({ id: mina, first_name: "Mina" });
    // An update of an audience at its ID is not served: code 100, which says so.
    const update = await sim.client.POST("/{user_id}", { params: { path: { user_id: "23851234567890124" } }, body: { firstname: "x" } });
    expect(update.error?.error.message).toMatch(/is a custom audience/);
  });

  describe("one model behind the seed and the API", () => {
    afterEach(() => sim.control.seed());

    it("reads a seeded audience and a created one with the same parameters alike, but for their ids and times", async () => {
      const parameters = {
        name: "Store visitors",
        description: "Visited a store",
        subtype: "CUSTOM",
        customer_file_source: "BOTH_USER_AND_PARTNER_PROVIDED",
      } as const;
      await sim.control.seed({ audiences: { "23851234567890199": { adAccount: adAccountId, ...parameters } } });
      const { data } = await create(parameters);
      const read = async (id: string) => {
        const { id: _id, ...rest } = (await getUser(id, [...everyField, ...statusFields])).data!;
        return rest;
      };
      expect(await read(data!.id!)).toEqual(await read("23851234567890199"));
    });
  });
});
