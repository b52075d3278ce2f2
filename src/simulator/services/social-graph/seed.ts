/**
 * The social-graph seed: its shape (the body of POST /__control/seed), the default one, and its
 * checks, so that a seed the contract could not answer with is refused when it is given.
 */
import type { components } from "../../../../generated/social-graph/types.js";
import { ControlRefusal } from "../../service.js";
import type { ApiSchemas } from "../../../contract/schemas.js";
import { isPlainObject } from "../control-body.js";
import { readSeed } from "../read-seed.js";

/** A user of the seed: the node's fields, and what kind of account it is. */
export interface SeedUser {
  id: string;
  /** `test` users can be deleted; the `object-graph-test` user cannot (2904), nor real users (2903). */
  kind?: "user" | "test" | "object-graph-test";
  [field: string]: unknown;
}

/** A custom audience of the seed: its ad account, and the parameters a create would give it. */
export type SeedAudience = { adAccount: string } & Omit<Partial<components["schemas"]["CreateCustomAudienceRequest"]>, "id" | "fields">;

/** The body of POST /__control/seed; a part left out keeps its default. */
export interface SocialGraphSeed {
  users: SeedUser[];
  /** Page ID → the users (and pages) it has blocked. */
  pages: Record<string, { blocked: string[] }>;
  /** Ad account ID (the digits after `act_`) → its assigned users. */
  adAccounts: Record<string, { assignedUsers: string[] }>;
  /**
   * Custom audience ID → the ad account it belongs to, and the parameters of a create that made it
   * (`name`, `subtype`, ...: what `POST /act_{ad_account_id}/customaudiences` takes).
   */
  audiences: Record<string, SeedAudience>;
  /** The user the access token belongs to: the node `me` names. */
  me: string;
}

const picture = (id: string) => ({
  data: { height: 50, is_silhouette: false, url: `https://cdn.vendor.example/profile/${id}/50x50.jpg`, width: 50 },
});

export const defaultSeed: SocialGraphSeed = {
  users: [
    {
      id: "10228416037451982",
      first_name: "Mina",
      middle_name: "Adaeze",
      last_name: "Okafor",
      name: "Mina Adaeze Okafor",
      name_format: "{first} {last}",
      short_name: "Mina",
      picture: picture("10228416037451982"),
      email: "mina.okafor@example.com",
      birthday: "07/14/1990",
      age_range: { min: 21 },
      gender: "female",
      locale: "en_GB",
      timezone: 1,
      installed: true,
      is_guest_user: false,
      token_for_business: "AbwXk2hQ9mTzR4pLc7Vd",
    },
    {
      id: "10159873246510077",
      first_name: "Jonas",
      last_name: "Berg",
      name: "Jonas Berg",
      name_format: "{first} {last}",
      short_name: "Jonas",
      picture: picture("10159873246510077"),
      birthday: "03/02",
      is_guest_user: false,
      meeting_for: ["friendship", "networking"],
      quotes: "Stay curious.",
    },
    {
      id: "120000000000001",
      kind: "test",
      first_name: "Ada",
      last_name: "Tester",
      name: "Ada Tester",
      short_name: "Ada",
      picture: picture("120000000000001"),
      installed: true,
    },
    {
      id: "120000000000002",
      kind: "test",
      first_name: "Ben",
      last_name: "Tester",
      name: "Ben Tester",
      short_name: "Ben",
      picture: picture("120000000000002"),
      installed: true,
    },
    {
      id: "120000000000999",
      kind: "object-graph-test",
      first_name: "Open Graph",
      last_name: "Test User",
      name: "Open Graph Test User",
      short_name: "Open Graph",
    },
  ],
  pages: { "104672198543210": { blocked: ["10228416037451982", "10159873246510077", "5829104736251843", "100004321987654"] } },
  adAccounts: {
    "1029384756": { assignedUsers: ["100087654321098", "10228416037451982"] },
    "2040608010": { assignedUsers: [] },
  },
  audiences: {
    "23851234567890123": {
      adAccount: "1029384756",
      name: "Purchasers 180d",
      subtype: "CUSTOM",
      customer_file_source: "USER_PROVIDED_ONLY",
    },
    "23851234567890124": {
      adAccount: "1029384756",
      name: "Newsletter subscribers",
      subtype: "CUSTOM",
      customer_file_source: "USER_PROVIDED_ONLY",
    },
    "23859876543210987": {
      adAccount: "2040608010",
      name: "Store visitors",
      subtype: "CUSTOM",
      customer_file_source: "BOTH_USER_AND_PARTNER_PROVIDED",
    },
  },
  me: "10228416037451982",
};

const ids = (value: unknown, where: string): string[] => {
  if (!Array.isArray(value) || value.some((id) => typeof id !== "string")) throw new ControlRefusal(`${where}: a list of IDs (strings)`);
  return value;
};

/** An object keyed by ID whose values each a reader turns into what the seed keeps. */
function byId<T>(value: unknown, where: string, read: (entry: Record<string, unknown>, where: string) => T): Record<string, T> {
  if (!isPlainObject(value)) throw new ControlRefusal(`${where}: an object keyed by ID`);
  return Object.fromEntries(
    Object.entries(value).map(([id, entry]) => {
      if (!isPlainObject(entry)) throw new ControlRefusal(`${where}.${id}: an object`);
      return [id, read(entry, `${where}.${id}`)];
    }),
  );
}

/** The seed a control body describes: the default with the parts given replaced; it throws on one the contract could not answer with. */
export function parseSeed(data: unknown, schemas: ApiSchemas): SocialGraphSeed {
  return readSeed<SocialGraphSeed>("social-graph", data, defaultSeed, {
    users(value, where) {
      if (!Array.isArray(value)) throw new ControlRefusal(`${where}: a list of users`);
      for (const user of value) {
        const id: unknown = isPlainObject(user) ? user.id : undefined;
        if (typeof id !== "string" || !/^[0-9]+$/.test(id)) throw new ControlRefusal("every seeded user needs an id, a numeric string");
        const { kind, ...node } = user as SeedUser;
        if (kind !== undefined && !["user", "test", "object-graph-test"].includes(kind))
          throw new ControlRefusal(`user ${node.id}: kind is user, test or object-graph-test`);
        // A seeded field the contract does not allow would only show up later, as a strict-mode 500.
        const { problems } = schemas.validate({ $ref: "#/components/schemas/User" }, node);
        if (problems.length > 0) throw new ControlRefusal(`user ${node.id}: ${problems.map((problem) => problem.message).join("; ")}`);
      }
      return structuredClone(value) as SeedUser[];
    },
    pages: (value, where) => byId(value, where, (page, at) => ({ blocked: ids(page.blocked, `${at}.blocked`) })),
    adAccounts: (value, where) =>
      byId(value, where, (account, at) => ({ assignedUsers: ids(account.assignedUsers, `${at}.assignedUsers`) })),
    audiences: (value, where) =>
      byId(value, where, ({ adAccount, ...parameters }, at) => {
        if (typeof adAccount !== "string") throw new ControlRefusal(`${at}.adAccount: the ad account the audience belongs to`);
        // The parameters a create takes, checked as a create's are, so that a seeded audience is one the API could make.
        const { problems } = schemas.validate({ $ref: "#/components/schemas/CreateCustomAudienceRequest" }, parameters);
        if (problems.length > 0 || "id" in parameters || "fields" in parameters)
          throw new ControlRefusal(
            `${at}: ${problems.map((problem) => problem.message).join("; ") || "an audience is given the parameters of a create, not id or fields"}`,
          );
        return { adAccount, ...parameters };
      }),
    me(value, where) {
      if (typeof value !== "string" || !/^[0-9]+$/.test(value))
        throw new ControlRefusal(`${where}: the ID of the user the access token belongs to, a numeric string`);
      return value;
    },
  });
}
