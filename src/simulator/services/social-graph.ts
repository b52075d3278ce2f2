/**
 * The simulated social-graph service (part A of document 001): user nodes with test users among
 * them, the blocked users of pages, the users assigned to ad accounts, and custom audiences whose
 * users are added and removed in sessions of batches. Nothing here depends on time, so the clock
 * is not read.
 *
 * Every custom audience belongs to one ad account (given in the seed): a session is known by its
 * ad account and `session_id`, as the document makes the id unique within an ad account.
 *
 * Refusals are the service's error body under HTTP 400, as the contract declares them: code 100
 * for what does not exist or does not fit the state, the contract's own 2903 and 2904 bodies for
 * test users that cannot be deleted, and any documented code of an operation on demand (the
 * `errors` control command), for clients to test their retries.
 */
import type { components } from "../../../generated/social-graph/types.js";
import { getApi } from "../../apis.js";
import { parseExactJson } from "../../exact-json.js";
import { Refusal, type Reply, type Service, type ServiceContext, type SimRequest } from "../service.js";

type AudienceUploadSession = components["schemas"]["AudienceUploadSession"];
type Payload = components["schemas"]["AudienceUploadPayload"];

/** A user of the seed: the node's fields, and what kind of account it is. */
export interface SeedUser {
  id: string;
  /** `test` users can be deleted; the `object-graph-test` user cannot (2904), nor real users (2903). */
  kind?: "user" | "test" | "object-graph-test";
  [field: string]: unknown;
}

/** The body of POST /__control/seed; a part left out keeps its default. */
export interface SocialGraphSeed {
  users: SeedUser[];
  /** Page ID → the users (and pages) it has blocked. */
  pages: Record<string, { blocked: string[] }>;
  /** Ad account ID (the digits after `act_`) → its assigned users. */
  adAccounts: Record<string, { assignedUsers: string[] }>;
  /** Custom audience ID → the ad account it belongs to. */
  audiences: Record<string, { adAccount: string }>;
}

const picture = (id: string) => ({ data: { height: 50, is_silhouette: false, url: `https://cdn.vendor.example/profile/${id}/50x50.jpg`, width: 50 } });

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
    { id: "120000000000001", kind: "test", first_name: "Ada", last_name: "Tester", name: "Ada Tester", short_name: "Ada", picture: picture("120000000000001"), installed: true },
    { id: "120000000000002", kind: "test", first_name: "Ben", last_name: "Tester", name: "Ben Tester", short_name: "Ben", picture: picture("120000000000002"), installed: true },
    { id: "120000000000999", kind: "object-graph-test", first_name: "Open Graph", last_name: "Test User", name: "Open Graph Test User", short_name: "Open Graph" },
  ],
  pages: { "104672198543210": { blocked: ["10228416037451982", "10159873246510077", "5829104736251843", "100004321987654"] } },
  adAccounts: {
    "1029384756": { assignedUsers: ["100087654321098", "10228416037451982"] },
    "2040608010": { assignedUsers: [] },
  },
  audiences: {
    "23851234567890123": { adAccount: "1029384756" },
    "23851234567890124": { adAccount: "1029384756" },
    "23859876543210987": { adAccount: "2040608010" },
  },
};

interface StoredUser {
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
interface Audience {
  adAccount: string;
  memberOf: Map<string, number>;
  members: Map<number, string[]>;
  nextMember: number;
}

interface Session {
  audienceId: string;
  operationId: string;
  /** The batch_seq the session waits for. */
  next: number;
  ended: boolean;
}


interface SessionParameter {
  session_id: string;
  batch_seq: number;
  last_batch_flag: boolean;
}

/** The single keys, and the key type their one column holds. */
const singleKeys: Record<string, string> = { EMAIL_SHA256: "EMAIL", PHONE_SHA256: "PHONE", MOBILE_ADVERTISER_ID: "MADID", UID: "UID" };
/** Key types that name one user on their own. */
const identifying = new Set(["EMAIL", "PHONE", "MADID", "EXTERN_ID", "UID", "APPUID"]);
const digits = /^[0-9]+$/;
const sha256 = /^[0-9a-f]{64}$/i;
const advertiserId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A result names a few invalid rows, not all of them. */
const maxSamples = 10;

export function createSocialGraphService(context: ServiceContext): Service {
  const { schemas } = context;
  const userSchema = schemas.document.components!.schemas!.User as { properties: Record<string, { "x-no-data-since"?: string }>; "x-default-fields": string[] };
  const defaultFields = userSchema["x-default-fields"];
  // Fields that return no data since 2018 (`x-no-data-since`) are never sent, whatever is stored.
  const readable = new Set(Object.keys(userSchema.properties).filter((field) => !userSchema.properties[field]!["x-no-data-since"]));
  const documentedCodes = errorExamplesByOperation(context);

  let seed = structuredClone(defaultSeed);
  let users = new Map<string, StoredUser>();
  let blocked = new Map<string, Set<string>>();
  let assigned = new Map<string, Set<string>>();
  let audiences = new Map<string, Audience>();
  /** Sessions by `<ad account>/<session_id>`; kept after they end, so that their ids stay used. */
  let sessions = new Map<string, Session>();
  /** Per operation, the outcomes of its next requests: an error code, or null to let one through. */
  let planned = new Map<string, (number | null)[]>();

  function reset(): void {
    users = new Map(
      seed.users.map(({ kind, ...node }) => [node.id, { kind: kind ?? "user", node: structuredClone(node), hidden: {} }]),
    );
    blocked = new Map(Object.entries(seed.pages).map(([page, { blocked: ids }]) => [page, new Set(ids)]));
    assigned = new Map(Object.entries(seed.adAccounts).map(([account, { assignedUsers }]) => [account, new Set(assignedUsers)]));
    audiences = new Map(
      Object.entries(seed.audiences).map(([id, { adAccount }]) => [id, { adAccount, memberOf: new Map(), members: new Map(), nextMember: 1 }]),
    );
    sessions = new Map();
    planned = new Map();
  }
  reset();

  function findUser(request: SimRequest): StoredUser {
    const user = users.get(request.params.user_id!);
    if (!user) throw refusal(100, `Object with ID '${request.params.user_id}' does not exist.`);
    return user;
  }

  function readUser(request: SimRequest): Reply {
    const user = findUser(request);
    const asked = request.query.get("fields")?.split(",").map((field) => field.trim()).filter(Boolean) ?? defaultFields;
    const unknown = asked.filter((field) => !Object.hasOwn(userSchema.properties, field));
    if (unknown.length > 0) throw refusal(100, `Tried accessing nonexisting field (${unknown.join(", ")}) on node type (User).`);
    // The node's id comes with every read, asked for or not, as the real service sends it.
    const body: Record<string, unknown> = { id: user.node.id };
    for (const field of asked) if (readable.has(field) && user.node[field] !== undefined) body[field] = user.node[field];
    return { status: 200, body };
  }

  /** The payload and session of an A3 or A7 request, from the body (JSON or form) or, for A7, the query. */
  function audienceRequest(request: SimRequest): { payload: Payload; session?: SessionParameter } {
    const body = (request.body ?? {}) as Record<string, unknown>;
    // A form field carries its object JSON-encoded; the engine has checked it against the contract.
    const decode = (value: unknown) => (typeof value === "string" ? parseExactJson(value) : value);
    const payload = (body.payload !== undefined ? decode(body.payload) : fromQuery(request, "payload", "AudienceUploadPayload")) as Payload | undefined;
    if (!payload) throw refusal(100, "The parameter payload is required, in the body or in the query string.");
    const session = (decode(body.session) ?? payload.session ?? fromQuery(request, "session", "AudienceUploadSession")) as AudienceUploadSession | undefined;
    return { payload, session: session && sessionParameter(session) };
  }

  /** A JSON-encoded query parameter, checked here: the contract's validator reads it as a string only. */
  function fromQuery(request: SimRequest, name: string, schema: string): unknown {
    const text = request.query.get(name);
    if (text === null) return undefined;
    let value: unknown;
    try {
      value = parseExactJson(text);
    } catch {
      throw refusal(100, `The parameter ${name} is not valid JSON.`);
    }
    const { problems } = schemas.validate({ $ref: `#/components/schemas/${schema}` }, value);
    if (problems.length > 0) throw refusal(100, problems.map((problem) => `query.${name}: ${problem.message}`).join("; "));
    return value;
  }

  /** Places a batch in its session, or refuses it; the session moves on only when `commit` is called. */
  function placeBatch(audienceId: string, audience: Audience, operationId: string, session: SessionParameter | undefined): () => void {
    if (!session) return () => {};
    const key = `${audience.adAccount}/${session.session_id}`;
    const known = sessions.get(key);
    const { batch_seq: seq, session_id: id } = session;
    if (!known) {
      if (seq !== 1) throw refusal(100, `Batch ${seq} of session ${id} came before batch 1: a session starts with batch_seq 1.`);
    } else if (known.audienceId !== audienceId || known.operationId !== operationId) {
      throw refusal(100, `Session ${id} is in use in ad account ${audience.adAccount} by another upload; session_id is unique within an ad account.`);
    } else if (known.ended) {
      throw refusal(100, `Session ${id} has ended (its last batch was received); a new session needs a new session_id.`);
    } else if (seq !== known.next) {
      throw refusal(100, seq < known.next
        ? `Batch ${seq} of session ${id} was already received; the next is ${known.next}.`
        : `Batch ${seq} of session ${id} came out of order; the next is ${known.next}.`);
    }
    return () => {
      const record = known ?? { audienceId, operationId, next: 1, ended: false };
      record.next = seq + 1;
      record.ended = session.last_batch_flag;
      sessions.set(key, record);
    };
  }

  function changeAudience(request: SimRequest): Reply {
    const audienceId = request.params.custom_audience_id!;
    const { payload, session } = audienceRequest(request);
    const audience = audiences.get(audienceId);
    if (!audience) throw refusal(100, `Object with ID '${audienceId}' does not exist.`);
    const commit = placeBatch(audienceId, audience, request.operationId, session);

    const keys = typeof payload.schema === "string" ? [singleKeys[payload.schema]!] : payload.schema;
    const samples: Record<string, string> = {};
    let invalid = 0;
    for (const row of payload.data) {
      const checked = checkRow(keys, row, payload.schema);
      if ("invalid" in checked) {
        invalid++;
        if (Object.keys(samples).length < maxSamples) samples[checked.invalid.sample] = checked.invalid.key;
      } else if (request.operationId === "addCustomAudienceUsers") {
        addMember(audience, checked.identity);
      } else {
        removeMember(audience, checked.identity);
      }
    }
    commit();
    return {
      status: 200,
      body: {
        audience_id: audienceId,
        ...(session ? { session_id: session.session_id } : {}),
        num_received: payload.data.length,
        num_invalid_entries: invalid,
        invalid_entry_samples: samples,
      },
    };
  }

  /** Removes users from one of the seeded sets (blocked users of a page, assigned users of an ad account), all or none. */
  function removeFrom(set: Set<string> | undefined, owner: string, ids: string[], what: string): Reply {
    if (!set) throw refusal(100, `Object with ID '${owner}' does not exist.`);
    const absent = ids.filter((id) => !set.has(id));
    if (absent.length > 0) throw refusal(100, `${absent.join(", ")} ${absent.length === 1 ? "is" : "are"} not ${what}.`);
    for (const id of ids) set.delete(id);
    return { status: 200, body: { success: true } };
  }

  return {
    reset,
    seed(data) {
      const given = (data ?? {}) as Partial<SocialGraphSeed>;
      const next = { ...structuredClone(defaultSeed), ...structuredClone(given) };
      for (const { kind, ...node } of next.users) {
        if (typeof node.id !== "string" || !/^[0-9]+$/.test(node.id)) throw new Error("every seeded user needs an id, a numeric string");
        if (kind !== undefined && !["user", "test", "object-graph-test"].includes(kind)) throw new Error(`user ${node.id}: kind is user, test or object-graph-test`);
        // A seeded field the contract does not allow would only show up later, as a strict-mode 500.
        const { problems } = schemas.validate({ $ref: "#/components/schemas/User" }, node);
        if (problems.length > 0) throw new Error(`user ${node.id}: ${problems.map((problem) => problem.message).join("; ")}`);
      }
      for (const [id, audience] of Object.entries(next.audiences)) {
        if (typeof audience?.adAccount !== "string") throw new Error(`audience ${id} needs its adAccount`);
      }
      seed = next;
      reset();
    },
    control: {
      /**
       * Makes requests of an operation fail with one of its documented error codes:
       * `{ operationId, code, count = 1, after = 0 }` lets `after` requests through, then answers
       * the next `count` with the code's documented body. Plans of one operation queue up.
       */
      errors(body) {
        const { operationId, code, count = 1, after = 0 } = (body ?? {}) as { operationId?: string; code?: number; count?: number; after?: number };
        const codes = documentedCodes.get(operationId ?? "");
        if (!codes) throw new Error(`errors: operationId must be one of ${[...documentedCodes.keys()].join(", ")}`);
        if (typeof code !== "number" || !codes.has(code)) {
          throw new Error(`errors: ${operationId} documents the codes ${[...codes.keys()].join(", ")}, not ${String(code)}`);
        }
        if (!Number.isInteger(count) || count < 1 || !Number.isInteger(after) || after < 0) throw new Error("errors: count must be 1 or more, after 0 or more");
        const queue = planned.get(operationId!) ?? [];
        queue.push(...Array<null>(after).fill(null), ...Array<number>(count).fill(code));
        planned.set(operationId!, queue);
        return { planned: Object.fromEntries(planned) };
      },
      /** What the state holds now: users, blocked and assigned users, audiences with their member counts, sessions. */
      state() {
        return {
          users: [...users.keys()],
          pages: Object.fromEntries([...blocked].map(([page, ids]) => [page, { blocked: [...ids] }])),
          adAccounts: Object.fromEntries([...assigned].map(([account, ids]) => [account, { assignedUsers: [...ids] }])),
          audiences: Object.fromEntries([...audiences].map(([id, audience]) => [id, { adAccount: audience.adAccount, members: audience.members.size }])),
          sessions: Object.fromEntries([...sessions].map(([key, session]) => [key, { ...session }])),
        };
      },
    },
    guard(request) {
      // An empty `access_token=` is a token, but no valid one: the service's invalid-token error.
      if (request.credentials?.value.trim() === "") return structuredClone(getApi("social-graph").unauthorized);
      const queue = planned.get(request.operationId);
      const code = queue?.shift();
      if (queue?.length === 0) planned.delete(request.operationId);
      if (code === undefined || code === null) return undefined;
      return { status: 400, body: structuredClone(documentedCodes.get(request.operationId)!.get(code)) };
    },
    handlers: {
      getUser: readUser,
      getUserTrailingSlash: readUser,

      updateUser(request) {
        const user = findUser(request);
        const update = request.body as Record<string, string | number | undefined>;
        if ((update.name !== undefined || update.password !== undefined) && user.kind === "user") {
          throw refusal(100, "name and password can be set on test accounts only.");
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
        if (update.local_news_megaphone_dismiss_status !== undefined) node.local_news_megaphone_dismiss_status = update.local_news_megaphone_dismiss_status === "YES";
        if (update.local_news_subscription_status !== undefined) node.local_news_subscription_status = update.local_news_subscription_status === "STATUS_ON";
        if (update.password !== undefined) user.hidden.password = String(update.password);
        if (update.emoji_color_pref !== undefined) user.hidden.emoji_color_pref = Number(update.emoji_color_pref);
        node.updated_time = new Date(context.clock.now()).toISOString();
        return { status: 200, body: { success: true } };
      },

      deleteTestUser(request) {
        const user = findUser(request);
        if (user.kind === "user") return context.example("deleteTestUser", 400, "cannotDeleteTestAccount");
        if (user.kind === "object-graph-test") return context.example("deleteTestUser", 400, "cannotDeleteObjectGraphTestUser");
        users.delete(request.params.user_id!);
        return { status: 200, body: { success: true } };
      },

      unblockPageUsers(request) {
        // Parameters come in the query string, as SDKs send a DELETE, or in a body; the body wins.
        const given = { ...Object.fromEntries(request.query), ...((request.body ?? {}) as Record<string, unknown>) };
        const { user, uid, asid, psid } = given;
        if ([user, uid, asid, psid].every((id) => id === undefined)) throw refusal(100, "Name a user to unblock: the parameter user, uid, psid or asid is required.");
        // IDs arrive as numeric strings or, from clients that hold them as numbers, JSON numbers.
        const ids = [...userList(user), ...[uid, asid, psid].filter((id) => id !== undefined).map(String)];
        return removeFrom(blocked.get(request.params.page_id!), request.params.page_id!, [...new Set(ids)], `blocked by page ${request.params.page_id}`);
      },

      removeAdAccountAssignedUser(request) {
        // The contract requires user in the query: the request has been checked against it.
        const user = request.query.get("user")!;
        const account = request.params.ad_account_id!;
        return removeFrom(assigned.get(account), `act_${account}`, [user], `assigned to ad account act_${account}`);
      },

      addCustomAudienceUsers: changeAudience,
      removeCustomAudienceUsers: changeAudience,
    },
  };
}

/**
 * The `user` of an unblock: a list or one ID, each a numeric string or a number; in a form or the
 * query string JSON-encoded (one bare ID is JSON too).
 */
function userList(value: unknown): string[] {
  if (value === undefined) return [];
  // One bare ID keeps its digits: as a JSON number, a 17-digit ID would lose some.
  if (typeof value === "string" && digits.test(value)) return [value];
  let parsed: unknown = value;
  if (typeof value === "string") {
    try {
      parsed = parseExactJson(value);
    } catch {
      parsed = undefined;
    }
  }
  const ids = Array.isArray(parsed) ? parsed : [parsed];
  const isId = (id: unknown) => (typeof id === "string" && /^[0-9]+$/.test(id)) || (Number.isSafeInteger(id) && (id as number) >= 0) || (typeof id === "bigint" && id >= 0n);
  if (!ids.every(isId)) throw refusal(100, 'The parameter user must be one ID or a JSON-encoded list of IDs, for example ["1001","1002"].');
  return ids.map(String);
}

/** A session as the contract lets it arrive (numbers or their digits, the flag or its text), in one form. */
function sessionParameter(session: AudienceUploadSession): SessionParameter {
  return {
    session_id: String(session.session_id),
    batch_seq: Number(session.batch_seq),
    last_batch_flag: session.last_batch_flag === true || session.last_batch_flag === "true",
  };
}

type CheckedRow = { identity: string[] } | { invalid: { sample: string; key: string } };

/**
 * Whether a row fits the schema's key types, and the values that name its user. Hashed keys take
 * SHA-256 digests (64 hexadecimal characters), a mobile advertiser ID its own form (or a digest),
 * an external ID any text, a platform user ID (UID, APPUID) digits, LOOKALIKE_VALUE a number or
 * its text; in a multi-key row an unknown value is "".
 */
function checkRow(keys: string[], row: unknown, schema: string | string[]): CheckedRow {
  const values = Array.isArray(row) ? row : [row];
  const whole = { sample: JSON.stringify(row), key: Array.isArray(schema) ? schema.join(",") : schema };
  if (values.length !== keys.length) return { invalid: whole };
  const identity: string[] = [];
  const others: string[] = [];
  for (const [index, key] of keys.entries()) {
    const value = values[index];
    if (value === "") continue;
    const fits =
      // A value column is a number, or its text as the service's SDK samples send it.
      key === "LOOKALIKE_VALUE" ? typeof value === "number" || (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)))
      : key === "EXTERN_ID" ? typeof value === "string" || typeof value === "number"
      : key === "UID" || key === "APPUID" ? (typeof value === "string" && digits.test(value)) || Number.isSafeInteger(value)
      : key === "MADID" ? typeof value === "string" && (advertiserId.test(value) || sha256.test(value))
      : typeof value === "string" && sha256.test(value);
    if (!fits) return { invalid: { sample: String(value), key: typeof schema === "string" ? schema : key } };
    if (key === "LOOKALIKE_VALUE") continue;
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

/** Per operation, its documented error codes and their bodies (the 400 examples and the default one's 190). */
function errorExamplesByOperation(context: ServiceContext): Map<string, Map<number, unknown>> {
  const byOperation = new Map<string, Map<number, unknown>>();
  for (const item of Object.values(context.schemas.document.paths)) {
    for (const operation of Object.values(item ?? {}) as { operationId?: string; responses?: Record<string, unknown> }[]) {
      if (!operation?.operationId || !operation.responses) continue;
      const codes = new Map<number, unknown>();
      for (const status of ["400", "default"]) {
        if (!operation.responses[status]) continue;
        const response = context.schemas.resolve<{ content?: Record<string, { examples?: Record<string, unknown> }> }>(operation.responses[status]);
        for (const example of Object.values(response.content?.["application/json"]?.examples ?? {})) {
          const value = context.schemas.resolve<{ value: { error: { code: number } } }>(example).value;
          if (!codes.has(value.error.code)) codes.set(value.error.code, value);
        }
      }
      byOperation.set(operation.operationId, codes);
    }
  }
  return byOperation;
}

function refusal(code: number, message: string): Refusal {
  return new Refusal({ status: 400, body: { error: { message: `(#${code}) ${message}`, type: "OAuthException", code, fbtrace_id: "simulator" } } });
}
