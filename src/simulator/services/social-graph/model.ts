/**
 * The social-graph state and its rules, without HTTP: user nodes with test users among them, the
 * blocked users of pages, the users assigned to ad accounts, and custom audiences (audiences.ts),
 * made by the seed or a create, read and deleted at their ID, whose users are added and removed in
 * sessions of batches (audience-rows.ts). Nothing here depends on time but the stamps it records.
 *
 * Every custom audience belongs to one ad account: a session is known by its ad account and
 * `session_id`, as the document makes the id unique within an ad account.
 */
import type { components } from "../../../../generated/social-graph/types.js";
import { addMember, checkRow, maxSamples, removeMember, singleKeys } from "./audience-rows.js";
import { makeAudience, type Audience } from "./audiences.js";
import { invalidParameter } from "./errors.js";
import type { SeedUser, SocialGraphSeed } from "./seed.js";

type Payload = components["schemas"]["AudienceUploadPayload"];
type CreateParameters = components["schemas"]["CreateCustomAudienceRequest"];
type UserUpdate = components["schemas"]["UserUpdate"];

export interface StoredUser {
  kind: NonNullable<SeedUser["kind"]>;
  /** The node's fields as a read returns them. */
  node: Record<string, unknown>;
  /** Settable through updates but never returned. */
  hidden: { password?: string; emoji_color_pref?: number };
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

export class SocialGraphModel {
  readonly users: Map<string, StoredUser>;
  readonly blocked: Map<string, Set<string>>;
  readonly assigned: Map<string, Set<string>>;
  readonly audiences: Map<string, Audience>;
  /** Sessions by `<ad account>/<session_id>`; kept after they end, so that their ids stay used. */
  readonly sessions = new Map<string, Session>();
  /** The user the access token belongs to, whom the node `me` names. */
  readonly me: string;
  /** The next ID a created audience may take (one no node holds). */
  private nextAudienceId = 23_862_547_193_065_021n;

  constructor(
    seed: SocialGraphSeed,
    private readonly now: () => number,
  ) {
    this.users = new Map(
      seed.users.map(({ kind, ...node }) => [node.id, { kind: kind ?? "user", node: structuredClone(node), hidden: {} }]),
    );
    this.blocked = new Map(Object.entries(seed.pages).map(([page, { blocked: ids }]) => [page, new Set(ids)]));
    this.assigned = new Map(Object.entries(seed.adAccounts).map(([account, { assignedUsers }]) => [account, new Set(assignedUsers)]));
    this.audiences = new Map(
      Object.entries(seed.audiences).map(([id, { adAccount, ...parameters }]) => [id, makeAudience(adAccount, parameters, now())]),
    );
    this.me = seed.me;
  }

  /** A user node's ID as a path gives it: `me` is the token's user. */
  nodeId(id: string): string {
    return id === "me" ? this.me : id;
  }

  user(id: string): StoredUser {
    const user = this.users.get(this.nodeId(id));
    if (user) return user;
    // A custom audience is a node of the same path, whose other requests the simulator does not serve.
    if (this.audiences.has(id))
      throw invalidParameter(
        `Object with ID '${id}' is a custom audience: the simulator reads and deletes it at its ID, and serves no other request on it there.`,
      );
    throw invalidParameter(`Object with ID '${id}' does not exist.`);
  }

  /** Whether an ID names a custom audience (rather than a user): the node an ID names decides what its path answers. */
  isAudience = (id: string): boolean => this.audiences.has(id);

  /** An audience by its ID, or code 100. */
  audience(id: string): Audience {
    const audience = this.audiences.get(id);
    if (!audience) throw invalidParameter(`Object with ID '${id}' does not exist.`);
    return audience;
  }

  /** Creates an audience in an ad account the seed has (others are code 100); answers its new ID. */
  createAudience(adAccount: string, parameters: Partial<CreateParameters>): string {
    if (!this.assigned.has(adAccount)) throw invalidParameter(`Object with ID 'act_${adAccount}' does not exist.`);
    let id = String(this.nextAudienceId++);
    while (this.audiences.has(id) || this.users.has(id)) id = String(this.nextAudienceId++);
    this.audiences.set(id, makeAudience(adAccount, parameters, this.now()));
    return id;
  }

  /** Deletes an audience and its users; its sessions' ids stay used in its ad account. */
  deleteAudience(id: string): void {
    this.audience(id);
    this.audiences.delete(id);
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
    const audience = this.audience(audienceId);
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
    audience.timeContentUpdated = Math.floor(this.now() / 1000);
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
