/**
 * The social-graph state and its rules, without HTTP: user nodes with test users among them, the
 * blocked users of pages, the users assigned to ad accounts, and custom audiences whose users are
 * added and removed in sessions of batches. Nothing here depends on time but an update's stamp.
 *
 * Every custom audience belongs to one ad account (given in the seed): a session is known by its
 * ad account and `session_id`, as the document makes the id unique within an ad account.
 */
import type { components } from "../../../../generated/social-graph/types.js";
import { exactJsonText } from "../../../contract/exact-json.js";
import { invalidParameter } from "./errors.js";
import type { SeedUser, SocialGraphSeed } from "./seed.js";

type Payload = components["schemas"]["AudienceUploadPayload"];
type UserUpdate = components["schemas"]["UserUpdate"];

export interface StoredUser {
  kind: NonNullable<SeedUser["kind"]>;
  /** The node's fields as a read returns them. */
  node: Record<string, unknown>;
  /** Settable through updates but never returned. */
  hidden: { password?: string; emoji_color_pref?: number };
}

/**
 * The users of an audience. A row names a user by its identifying values (email, phone, mobile
 * advertiser ID, external ID): a later row sharing any of them is the same user, so adding it
 * twice counts once and removing it by another of its keys removes it.
 */
export interface Audience {
  adAccount: string;
  memberOf: Map<string, number>;
  members: Map<number, string[]>;
  nextMember: number;
}

export interface Session {
  audienceId: string;
  operationId: string;
  /** The batch_seq the session waits for. */
  next: number;
  ended: boolean;
}

export interface SessionParameter {
  session_id: string;
  batch_seq: number;
  last_batch_flag: boolean;
}

/** What an audience change answers: its counts and a few invalid rows. */
export interface AudienceChange {
  num_received: number;
  num_invalid_entries: number;
  invalid_entry_samples: Record<string, string>;
}

/** The single keys, and the key type their one column holds. */
const singleKeys: Record<string, string> = {
  EMAIL_SHA256: "EMAIL",
  PHONE_SHA256: "PHONE",
  MOBILE_ADVERTISER_ID: "MADID",
  UID: "UID",
  EXTERN_ID: "EXTERN_ID",
  CLAIM: "CLAIM",
};
/** Key types that name one user on their own. */
const identifying = new Set(["EMAIL", "PHONE", "MADID", "EXTERN_ID", "CLAIM", "UID", "APPUID", "PAGEUID", "EMAIL_MD5", "PHONE_MD5"]);
/** Key types whose column holds a number (or its text) about the row, not a value that names its user. */
const numericColumns = new Set(["LOOKALIKE_VALUE", "DATA_PROCESSING_OPTIONS_COUNTRY", "DATA_PROCESSING_OPTIONS_STATE"]);
export const digits = /^[0-9]+$/;
const sha256 = /^[0-9a-f]{64}$/i;
const md5 = /^[0-9a-f]{32}$/i;
const advertiserId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A result names a few invalid rows, not all of them. */
const maxSamples = 10;

export class SocialGraphModel {
  readonly users: Map<string, StoredUser>;
  readonly blocked: Map<string, Set<string>>;
  readonly assigned: Map<string, Set<string>>;
  readonly audiences: Map<string, Audience>;
  /** Sessions by `<ad account>/<session_id>`; kept after they end, so that their ids stay used. */
  readonly sessions = new Map<string, Session>();
  /** The user the access token belongs to, whom the node `me` names. */
  readonly me: string;

  constructor(seed: SocialGraphSeed) {
    this.users = new Map(
      seed.users.map(({ kind, ...node }) => [node.id, { kind: kind ?? "user", node: structuredClone(node), hidden: {} }]),
    );
    this.blocked = new Map(Object.entries(seed.pages).map(([page, { blocked: ids }]) => [page, new Set(ids)]));
    this.assigned = new Map(Object.entries(seed.adAccounts).map(([account, { assignedUsers }]) => [account, new Set(assignedUsers)]));
    this.audiences = new Map(
      Object.entries(seed.audiences).map(([id, { adAccount }]) => [
        id,
        { adAccount, memberOf: new Map(), members: new Map(), nextMember: 1 },
      ]),
    );
    this.me = seed.me;
  }

  /** A user node's ID as a path gives it: `me` is the token's user. */
  nodeId(id: string): string {
    return id === "me" ? this.me : id;
  }

  user(id: string): StoredUser {
    const user = this.users.get(this.nodeId(id));
    if (!user) throw invalidParameter(`Object with ID '${id}' does not exist.`);
    return user;
  }

  /** Applies an update; `name` and `password` only on test accounts. Form values arrive as text. */
  updateUser(id: string, update: UserUpdate, time: string): void {
    const user = this.user(id);
    if ((update.name !== undefined || update.password !== undefined) && user.kind === "user") {
      throw invalidParameter("name and password can be set on test accounts only.");
    }
    const node = user.node;
    if (update.firstname !== undefined) node.first_name = update.firstname;
    if (update.lastname !== undefined) node.last_name = update.lastname;
    // The full name is made of its parts, unless it is set itself.
    if (update.name !== undefined) node.name = update.name;
    else if (update.firstname !== undefined || update.lastname !== undefined) {
      node.name = [node.first_name, node.middle_name, node.last_name].filter(Boolean).join(" ");
    }
    // The update takes the document's enums; the node reads them back as booleans.
    if (update.local_news_megaphone_dismiss_status !== undefined)
      node.local_news_megaphone_dismiss_status = update.local_news_megaphone_dismiss_status === "YES";
    if (update.local_news_subscription_status !== undefined)
      node.local_news_subscription_status = update.local_news_subscription_status === "STATUS_ON";
    if (update.password !== undefined) user.hidden.password = String(update.password);
    if (update.emoji_color_pref !== undefined) user.hidden.emoji_color_pref = Number(update.emoji_color_pref);
    node.updated_time = time;
  }

  /** Deletes a test user; a real user or the object-graph test user stays, and its kind is returned. */
  deleteTestUser(id: string): "user" | "object-graph-test" | undefined {
    const user = this.user(id);
    if (user.kind !== "test") return user.kind;
    this.users.delete(this.nodeId(id));
    return undefined;
  }

  unblock(page: string, ids: string[]): void {
    removeFrom(this.blocked.get(page), page, ids, `blocked by page ${page}`);
  }

  unassign(account: string, user: string): void {
    removeFrom(this.assigned.get(account), `act_${account}`, [user], `assigned to ad account act_${account}`);
  }

  /** Adds or removes the users of a payload's rows, within its session if it has one (a session serves one of the two). */
  changeAudience(
    audienceId: string,
    operationId: "addCustomAudienceUsers" | "removeCustomAudienceUsers",
    payload: Payload,
    session: SessionParameter | undefined,
  ): AudienceChange {
    const audience = this.audiences.get(audienceId);
    if (!audience) throw invalidParameter(`Object with ID '${audienceId}' does not exist.`);
    const commit = this.placeBatch(audienceId, audience, operationId, session);
    const keys = typeof payload.schema === "string" ? [singleKeys[payload.schema]!] : payload.schema;
    const samples: Record<string, string> = {};
    let invalid = 0;
    for (const row of payload.data) {
      const checked = checkRow(keys, row, payload.schema);
      if ("invalid" in checked) {
        invalid++;
        if (Object.keys(samples).length < maxSamples) samples[checked.invalid.sample] = checked.invalid.key;
      } else if (operationId === "addCustomAudienceUsers") {
        addMember(audience, checked.identity);
      } else {
        removeMember(audience, checked.identity);
      }
    }
    commit();
    return { num_received: payload.data.length, num_invalid_entries: invalid, invalid_entry_samples: samples };
  }

  /** Places a batch in its session, or refuses it; the session moves on only when `commit` is called. */
  private placeBatch(audienceId: string, audience: Audience, operationId: string, session: SessionParameter | undefined): () => void {
    if (!session) return () => {};
    const key = `${audience.adAccount}/${session.session_id}`;
    const known = this.sessions.get(key);
    const { batch_seq: seq, session_id: id } = session;
    if (!known) {
      if (seq !== 1) throw invalidParameter(`Batch ${seq} of session ${id} came before batch 1: a session starts with batch_seq 1.`);
    } else if (known.audienceId !== audienceId || known.operationId !== operationId) {
      throw invalidParameter(
        `Session ${id} is in use in ad account ${audience.adAccount} by another upload; session_id is unique within an ad account.`,
      );
    } else if (known.ended) {
      throw invalidParameter(`Session ${id} has ended (its last batch was received); a new session needs a new session_id.`);
    } else if (seq !== known.next) {
      throw invalidParameter(
        seq < known.next
          ? `Batch ${seq} of session ${id} was already received; the next is ${known.next}.`
          : `Batch ${seq} of session ${id} came out of order; the next is ${known.next}.`,
      );
    }
    return () => {
      const record = known ?? { audienceId, operationId, next: 1, ended: false };
      record.next = seq + 1;
      record.ended = session.last_batch_flag;
      this.sessions.set(key, record);
    };
  }
}

/** Removes users from one of the seeded sets (blocked users of a page, assigned users of an ad account), all or none. */
function removeFrom(set: Set<string> | undefined, owner: string, ids: string[], what: string): void {
  if (!set) throw invalidParameter(`Object with ID '${owner}' does not exist.`);
  const absent = ids.filter((id) => !set.has(id));
  if (absent.length > 0) throw invalidParameter(`${absent.join(", ")} ${absent.length === 1 ? "is" : "are"} not ${what}.`);
  for (const id of ids) set.delete(id);
}

type CheckedRow = { identity: string[] } | { invalid: { sample: string; key: string } };

/**
 * Whether a value fits its key type. Hashed keys take SHA-256 digests (64 hexadecimal characters),
 * the `_MD5` keys MD5 digests, a mobile advertiser ID its own form (or a digest), an external ID or
 * claim any text, a platform user ID (UID, APPUID, PAGEUID) digits, a numeric column a number or
 * its text, the Limited Data Use options a list of option names.
 */
function fitsKey(key: string, value: unknown): boolean {
  if (numericColumns.has(key))
    return typeof value === "number" || (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)));
  if (key === "DATA_PROCESSING_OPTIONS") return Array.isArray(value) && value.every((option) => typeof option === "string");
  if (key === "EXTERN_ID" || key === "CLAIM") return typeof value === "string" || typeof value === "number";
  if (key === "UID" || key === "APPUID" || key === "PAGEUID")
    return (typeof value === "string" && digits.test(value)) || Number.isSafeInteger(value) || (typeof value === "bigint" && value >= 0n);
  if (key === "MADID") return typeof value === "string" && (advertiserId.test(value) || sha256.test(value));
  if (key === "EMAIL_MD5" || key === "PHONE_MD5") return typeof value === "string" && md5.test(value);
  return typeof value === "string" && sha256.test(value);
}

/**
 * Whether a row fits the schema's key types (fitsKey), and the values that name its user; in a
 * multi-key row an unknown value is "".
 */
function checkRow(keys: string[], row: unknown, schema: string | string[]): CheckedRow {
  const values = Array.isArray(row) ? row : [row];
  const whole = { sample: exactJsonText(row), key: Array.isArray(schema) ? schema.join(",") : schema };
  if (values.length !== keys.length) return { invalid: whole };
  const identity: string[] = [];
  const others: string[] = [];
  for (const [index, key] of keys.entries()) {
    const value = values[index];
    if (value === "") continue;
    if (!fitsKey(key, value))
      return {
        invalid: {
          sample: typeof value === "object" ? exactJsonText(value) : String(value),
          key: typeof schema === "string" ? schema : key,
        },
      };
    if (numericColumns.has(key) || key === "DATA_PROCESSING_OPTIONS") continue;
    (identifying.has(key) ? identity : others).push(`${key}:${String(value).toLowerCase()}`);
  }
  // Without an identifying key (names, birth date, place only), the row's values together name its user.
  if (identity.length === 0 && others.length > 0) identity.push(others.join("|"));
  return identity.length > 0 ? { identity } : { invalid: whole };
}

function addMember(audience: Audience, identity: string[]): void {
  const found = identity.map((value) => audience.memberOf.get(value)).find((member) => member !== undefined);
  const member = found ?? audience.nextMember++;
  const values = new Set([...(audience.members.get(member) ?? []), ...identity]);
  audience.members.set(member, [...values]);
  for (const value of identity) audience.memberOf.set(value, member);
}

function removeMember(audience: Audience, identity: string[]): void {
  for (const value of identity) {
    const member = audience.memberOf.get(value);
    if (member === undefined) continue;
    for (const other of audience.members.get(member) ?? []) if (audience.memberOf.get(other) === member) audience.memberOf.delete(other);
    audience.members.delete(member);
  }
}
