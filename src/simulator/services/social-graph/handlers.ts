/**
 * The social-graph handlers, one per operationId: each reads the request (JSON, a form, or the
 * query string where clients put parameters), calls the model and writes the answer.
 */
import type { components, operations } from "../../../../generated/social-graph/types.js";
import { parseExactJson } from "../../../contract/exact-json.js";
import { Refusal, type Handlers, type ServiceContext, type TypedRequest } from "../../service.js";
import { invalidParameter } from "./errors.js";
import { digits } from "./audience-rows.js";
import { audienceNode } from "./audiences.js";
import type { SessionParameter, SocialGraphModel } from "./model.js";

type AudienceUploadSession = components["schemas"]["AudienceUploadSession"];
type Payload = components["schemas"]["AudienceUploadPayload"];
type UserUpdate = components["schemas"]["UserUpdate"];
type UserOrCustomAudience = components["schemas"]["UserOrCustomAudience"];
/** A kind of node a read answers: its schema's fields, those it sends, and those it answers without `fields`. */
interface NodeType {
  name: string;
  schema: { properties: Record<string, { "x-no-data-since"?: string }>; "x-default-fields"?: string[] };
  readable: ReadonlySet<string>;
  defaultFields: readonly string[];
}
type AudienceUploadResult = components["schemas"]["AudienceUploadResult"];
type AudienceOperation = "addCustomAudienceUsers" | "removeCustomAudienceUsers";
/** What A3 and A7 may carry in the query: the payload and session JSON-encoded, the method of a POST that removes. */
type AudienceQuery = { payload?: string; session?: string; method?: string };

export function socialGraphHandlers(model: SocialGraphModel, context: ServiceContext): Handlers<operations> {
  const { schemas } = context;
  const nodeType = (name: "User" | "CustomAudience", defaults?: string[]): NodeType => {
    const schema = schemas.document.components!.schemas![name] as NodeType["schema"];
    // Fields that return no data since 2018 (`x-no-data-since`) are never sent, whatever is stored.
    const readable = new Set(Object.keys(schema.properties).filter((field) => !schema.properties[field]!["x-no-data-since"]));
    return { name, schema, readable, defaultFields: defaults ?? schema["x-default-fields"] ?? [] };
  };
  const userType = nodeType("User");
  // An audience read without `fields` answers its id, as the service's reference marks it the default field.
  const audienceType = nodeType("CustomAudience", ["id"]);

  /**
   * The fields `fields` asks for of a node (the validator has split the list, a create's body gives
   * it as text), or the node type's default ones; a field its schema does not name is code 100.
   * The node's id comes with every read, asked for or not, as the real service sends it.
   */
  function selected(node: Record<string, unknown>, fields: readonly string[] | string | undefined, type: NodeType) {
    const list = typeof fields === "string" ? fields.split(",") : fields;
    const asked = list?.map((field) => field.trim()).filter(Boolean) ?? type.defaultFields;
    const unknown = asked.filter((field) => !Object.hasOwn(type.schema.properties, field));
    if (unknown.length > 0)
      throw invalidParameter(`Tried accessing nonexisting field (${unknown.join(", ")}) on node type (${type.name}).`);
    const body: Record<string, unknown> = { id: node.id };
    for (const field of asked) if (type.readable.has(field) && node[field] !== undefined) body[field] = node[field];
    return body;
  }

  /** A read of a node's ID: the node it names decides the answer, a custom audience's fields or a user's. */
  function readNode(id: string, fields: readonly string[] | undefined) {
    // Fields of the stored node, which its seed or update (or create) checked against the contract.
    const body = model.isAudience(id)
      ? selected(audienceNode(id, model.audience(id)), fields, audienceType)
      : selected(model.user(id).node, fields, userType);
    return { status: 200 as const, body: body as UserOrCustomAudience };
  }

  /** A JSON-encoded query parameter, checked here: the contract types it as a string (its `contentSchema` is not validated). */
  function fromQuery(text: string | undefined, name: string, schema: string): unknown {
    if (text === undefined) return undefined;
    let value: unknown;
    try {
      value = parseExactJson(text);
    } catch {
      throw invalidParameter(`The parameter ${name} is not valid JSON.`);
    }
    const { problems } = schemas.validate({ $ref: `#/components/schemas/${schema}` }, value);
    if (problems.length > 0) throw invalidParameter(problems.map((problem) => `query.${name}: ${problem.message}`).join("; "));
    return value;
  }

  /**
   * A3 or A7: the payload and session from the body (JSON, or a form's JSON-encoded fields) or from
   * the query (`inQuery`: A7 declares both there, A3 its `method`).
   */
  function changeAudience<K extends AudienceOperation>(operationId: K, request: TypedRequest<operations[K]>, inQuery: AudienceQuery) {
    const body: Record<string, unknown> = request.body ?? {};
    const decode = (value: unknown) => (typeof value === "string" ? parseExactJson(value) : value);
    const payload = (body.payload !== undefined ? decode(body.payload) : fromQuery(inQuery.payload, "payload", "AudienceUploadPayload")) as
      Payload | undefined;
    if (!payload) throw invalidParameter("The parameter payload is required, in the body or in the query string.");
    const session = (decode(body.session) ?? payload.session ?? fromQuery(inQuery.session, "session", "AudienceUploadSession")) as
      AudienceUploadSession | undefined;
    const parameter = session && sessionParameter(session);
    const audienceId = request.params.custom_audience_id;
    // A POST with `method=DELETE` (query or body) removes, as the service's guide offers it.
    const method = body.method ?? inQuery.method;
    const effect = typeof method === "string" && method.toUpperCase() === "DELETE" ? "removeCustomAudienceUsers" : operationId;
    const change = model.changeAudience(audienceId, effect, payload, parameter);
    const result: AudienceUploadResult = { audience_id: audienceId, ...(parameter ? { session_id: parameter.session_id } : {}), ...change };
    return { status: 200 as const, body: result };
  }

  function updateUser(userId: string, update: UserUpdate) {
    model.updateUser(userId, update, new Date(context.clock.now()).toISOString());
    return { status: 200 as const, body: { success: true } };
  }

  /** A delete of a node's ID: a custom audience's deletes the audience, a user's the test user (A4). */
  function deleteNode(userId: string) {
    if (model.isAudience(userId)) {
      model.deleteAudience(userId);
      return { status: 200 as const, body: { success: true } };
    }
    const kept = model.deleteTestUser(userId);
    if (kept === "user") throw new Refusal(context.example("deleteTestUser", 400, "cannotDeleteTestAccount"));
    if (kept === "object-graph-test") throw new Refusal(context.example("deleteTestUser", 400, "cannotDeleteObjectGraphTestUser"));
    return { status: 200 as const, body: { success: true } };
  }

  return {
    getUser: (request) => readNode(request.params.user_id, request.queryValues.fields),
    getUserTrailingSlash: (request) => readNode(request.params.user_id, request.queryValues.fields),

    // The Python, PHP and Java SDKs send A2 and A4 to the node's path with a trailing slash: the same.
    updateUser: (request) => updateUser(request.params.user_id, request.body),
    updateUserTrailingSlash: (request) => updateUser(request.params.user_id, request.body),
    deleteTestUser: (request) => deleteNode(request.params.user_id),
    deleteTestUserTrailingSlash: (request) => deleteNode(request.params.user_id),

    createCustomAudience(request) {
      // The SDK sends the ad account's own node ID and the fields to read back in the body.
      const { id: _node, fields, ...parameters } = request.body;
      const id = model.createAudience(request.params.ad_account_id, parameters);
      const asked = fields ?? request.queryValues.fields;
      return { status: 200, body: asked === undefined ? { id } : selected(audienceNode(id, model.audience(id)), asked, audienceType) };
    },

    unblockPageUsers(request) {
      // Parameters come in the query string, as SDKs send a DELETE, or in a body; the body wins.
      const given: Record<string, unknown> = { ...request.queryValues, ...request.body };
      const { user, uid, asid, psid } = given;
      if ([user, uid, asid, psid].every((id) => id === undefined))
        throw invalidParameter("Name a user to unblock: the parameter user, uid, psid or asid is required.");
      // IDs arrive as numeric strings or, from clients that hold them as numbers, JSON numbers.
      const ids = [...userList(user), ...[uid, asid, psid].filter((id) => id !== undefined).map(String)];
      model.unblock(request.params.page_id, [...new Set(ids)]);
      return { status: 200, body: { success: true } };
    },

    removeAdAccountAssignedUser(request) {
      model.unassign(request.params.ad_account_id, request.queryValues.user);
      return { status: 200, body: { success: true } };
    },

    addCustomAudienceUsers: (request) =>
      // A3 declares no query `session` (nor `payload`, which its body requires): one sent there is still read, as sent, as for A7.
      changeAudience("addCustomAudienceUsers", request, {
        method: request.queryValues.method,
        session: request.query.get("session") ?? undefined,
      }),
    removeCustomAudienceUsers: (request) => changeAudience("removeCustomAudienceUsers", request, request.queryValues),
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
  const isId = (id: unknown) =>
    (typeof id === "string" && /^[0-9]+$/.test(id)) ||
    (Number.isSafeInteger(id) && (id as number) >= 0) ||
    (typeof id === "bigint" && id >= 0n);
  if (!ids.every(isId))
    throw invalidParameter('The parameter user must be one ID or a JSON-encoded list of IDs, for example ["1001","1002"].');
  return ids.map(String);
}

/** The largest int64, as digits without leading zeros. */
const int64Max = "9223372036854775807";

/** Whether digits (of a number, a bigint or a string) are an int64 that is not negative; compared as text, so 10,000 digits cost no big number. */
function isInt64(value: unknown): boolean {
  const digits = String(value).replace(/^0+(?=\d)/, "");
  return /^\d+$/.test(digits) && (digits.length < int64Max.length || (digits.length === int64Max.length && digits <= int64Max));
}

/**
 * A session as the contract lets it arrive (numbers or their digits, the flag or its text), in one
 * form. Its numbers are int64s: digits beyond one (the contract's pattern takes any number of them)
 * are refused, naming the member but not repeating its value.
 */
function sessionParameter(session: AudienceUploadSession): SessionParameter {
  for (const name of ["session_id", "estimated_num_total", "batch_seq"] as const) {
    if (session[name] !== undefined && !isInt64(session[name]))
      throw invalidParameter(`The parameter session.${name} must be a 64-bit integer: at most ${int64Max}.`);
  }
  return {
    session_id: String(session.session_id),
    batch_seq: Number(session.batch_seq),
    last_batch_flag: session.last_batch_flag === true || session.last_batch_flag === "true",
  };
}
