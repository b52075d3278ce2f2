/**
 * A custom audience as the simulator keeps it: the ad account it belongs to, the parameters it was
 * made with, its times, and its users. The seed and the create make one the same way
 * (`makeAudience`), and a read of its node (`audienceNode`) answers its fields as the service's
 * SDK types them; its size and statuses follow from its users.
 */
import type { components } from "../../../../generated/social-graph/types.js";

type CreateParameters = components["schemas"]["CreateCustomAudienceRequest"];
type CustomAudience = components["schemas"]["CustomAudience"];

/** The parameters of a create an audience keeps, as a read answers them (the others are taken and not kept). */
export type AudienceParameters = Pick<
  CustomAudience,
  | "name"
  | "description"
  | "subtype"
  | "customer_file_source"
  | "retention_days"
  | "rule"
  | "rule_aggregation"
  | "opt_out_link"
  | "pixel_id"
  | "is_value_based"
  | "is_snapshot"
>;

/**
 * The users of an audience. A row names a user by its identifying values (email, phone, mobile
 * advertiser ID, external ID): a later row sharing any of them is the same user, so adding it
 * twice counts once and removing it by another of its keys removes it.
 */
export interface Audience {
  adAccount: string;
  parameters: AudienceParameters;
  /** Seconds since the epoch: made, metadata changed, users changed (never, until an upload). */
  timeCreated: number;
  timeContentUpdated?: number;
  memberOf: Map<string, number>;
  members: Map<number, string[]>;
  nextMember: number;
}

/** The create's parameters an audience keeps, in their read types: form values arrive as text. */
export function audienceParameters(given: Partial<CreateParameters>): AudienceParameters {
  const flag = (value: unknown) => (value === undefined ? undefined : value === true || value === "true");
  const kept: AudienceParameters = {
    name: given.name,
    description: given.description,
    subtype: given.subtype ?? "CUSTOM",
    customer_file_source: given.customer_file_source,
    retention_days: given.retention_days === undefined ? undefined : Number(given.retention_days),
    rule: given.rule,
    rule_aggregation: given.rule_aggregation,
    opt_out_link: given.opt_out_link,
    pixel_id: given.pixel_id === undefined ? undefined : String(given.pixel_id),
    is_value_based: flag(given.is_value_based),
    is_snapshot: flag(given.is_snapshot),
  };
  return Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== undefined));
}

/** A new audience of an ad account, with no users, made at `now` (milliseconds). */
export function makeAudience(adAccount: string, given: Partial<CreateParameters>, now: number): Audience {
  return {
    adAccount,
    parameters: audienceParameters(given),
    timeCreated: Math.floor(now / 1000),
    memberOf: new Map(),
    members: new Map(),
    nextMember: 1,
  };
}

/**
 * The audience's node, every field a read may ask for. The simulator counts its users exactly, so
 * both bounds of the approximate count are that number; before any upload its operation status is
 * 410 (no upload), afterwards 200; an audience without users cannot deliver (300), one with users
 * can (200). The service's own size threshold for delivery is not published, so none is applied.
 */
export function audienceNode(id: string, audience: Audience): CustomAudience {
  const size = audience.members.size;
  const uploaded = audience.timeContentUpdated !== undefined;
  return {
    id,
    account_id: audience.adAccount,
    ...audience.parameters,
    retention_days: audience.parameters.retention_days ?? 0,
    approximate_count_lower_bound: size,
    approximate_count_upper_bound: size,
    operation_status: uploaded
      ? { code: 200, description: "Normal" }
      : { code: 410, description: "No file has been uploaded to this audience yet." },
    delivery_status:
      size > 0
        ? { code: 200, description: "This audience is ready for use." }
        : { code: 300, description: "This audience has no users to deliver to." },
    time_created: audience.timeCreated,
    time_updated: audience.timeCreated,
    ...(uploaded ? { time_content_updated: audience.timeContentUpdated } : {}),
  };
}
