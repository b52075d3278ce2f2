/**
 * The social-graph model's rules on their own, without HTTP: audience sessions taking batches in
 * order, a user named twice counting once, and who can be deleted.
 */
import { describe, expect, it } from "vitest";
import { Refusal } from "../../src/simulator/service.js";
import { SocialGraphModel } from "../../src/simulator/services/social-graph/model.js";
import { defaultSeed } from "../../src/simulator/services/social-graph/seed.js";

const audience = "23851234567890123";
const email = (n: number) => n.toString(16).padStart(64, "0");
const payload = (rows: string[]) => ({ schema: "EMAIL_SHA256" as const, data: rows });
const session = (batch: number, last = false) => ({ session_id: "77", batch_seq: batch, last_batch_flag: last });

function messageOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    if (error instanceof Refusal) return (error.reply.body as { error: { message: string } }).error.message;
    throw error;
  }
  throw new Error("not refused");
}

/** A fixed clock: 2025-08-13T11:15:43Z. */
const now = () => 1_755_083_743_000;

describe("social-graph model", () => {
  it("takes a session's batches in order, refusing a repeat and any batch after the last", () => {
    const model = new SocialGraphModel(structuredClone(defaultSeed), now);
    expect(messageOf(() => model.changeAudience(audience, "addCustomAudienceUsers", payload([email(1)]), session(2)))).toMatch(
      /came before batch 1/,
    );
    model.changeAudience(audience, "addCustomAudienceUsers", payload([email(1)]), session(1));
    expect(messageOf(() => model.changeAudience(audience, "addCustomAudienceUsers", payload([email(2)]), session(1)))).toMatch(
      /already received; the next is 2/,
    );
    expect(messageOf(() => model.changeAudience(audience, "removeCustomAudienceUsers", payload([email(2)]), session(2)))).toMatch(/in use/);
    model.changeAudience(audience, "addCustomAudienceUsers", payload([email(2)]), session(2, true));
    expect(messageOf(() => model.changeAudience(audience, "addCustomAudienceUsers", payload([email(3)]), session(3)))).toMatch(/has ended/);
    expect(model.audiences.get(audience)!.members.size).toBe(2);
  });

  it("counts a user added twice once, and samples the invalid rows", () => {
    const model = new SocialGraphModel(structuredClone(defaultSeed), now);
    const change = model.changeAudience(
      audience,
      "addCustomAudienceUsers",
      payload([email(5), email(5).toUpperCase(), "not-a-digest"]),
      undefined,
    );
    expect(change).toEqual({ num_received: 3, num_invalid_entries: 1, invalid_entry_samples: { "not-a-digest": "EMAIL_SHA256" } });
    expect(model.audiences.get(audience)!.members.size).toBe(1);
  });

  it("deletes test users only", () => {
    const model = new SocialGraphModel(structuredClone(defaultSeed), now);
    expect(model.deleteTestUser("10228416037451982")).toBe("user");
    expect(model.deleteTestUser("120000000000999")).toBe("object-graph-test");
    expect(model.deleteTestUser("120000000000001")).toBeUndefined();
    expect(messageOf(() => model.user("120000000000001"))).toMatch(/does not exist/);
  });

  it("makes an audience from a create as from the seed, in an ad account that exists, and deletes it with its users", () => {
    const model = new SocialGraphModel(structuredClone(defaultSeed), now);
    expect(messageOf(() => model.createAudience("999", { name: "Nowhere" }))).toMatch(/act_999' does not exist/);
    const id = model.createAudience("1029384756", {
      name: "Purchasers 180d",
      customer_file_source: "USER_PROVIDED_ONLY",
      retention_days: "30",
      is_value_based: "true",
    });
    expect(model.isAudience(id) && !model.users.has(id)).toBe(true);
    const made = model.audience(id);
    const seeded = model.audience(audience);
    expect(made.parameters).toEqual({ ...seeded.parameters, retention_days: 30, is_value_based: true });
    expect(made.timeCreated).toBe(1_755_083_743);
    model.changeAudience(id, "addCustomAudienceUsers", payload([email(1)]), undefined);
    expect(made.members.size).toBe(1);
    model.deleteAudience(id);
    expect(messageOf(() => model.changeAudience(id, "addCustomAudienceUsers", payload([email(2)]), undefined))).toMatch(/does not exist/);
    expect(messageOf(() => model.user(audience))).toMatch(/is a custom audience/);
  });
});
