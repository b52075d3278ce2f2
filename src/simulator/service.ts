/**
 * What a simulated service is, as the core sees it: handlers by operationId, reset, seed, control
 * commands, guard and decoration; the types that make a handler's request and reply those of its
 * operation in the generated types; and `Refusal`, what every service, guard and control command
 * throws to refuse. A service is declared with `defineService` (define-service.ts).
 */
import type { ApiId } from "../contract/apis.js";
import type { ApiSchemas } from "../contract/schemas.js";
import type { Clock } from "./clock.js";
import type { FaultRule } from "./faults.js";
import type { Reply } from "./reply.js";

export { ControlRefusal, Refusal, type Reply } from "./reply.js";

export interface Credentials {
  /** The auth scheme as sent, lower-cased (`bearer`, `basic`, `apikey`), or `query` for a query key. */
  scheme: string;
  /** The token, key or base64 credentials. */
  value: string;
}

export interface SimRequest {
  api: ApiId;
  operationId: string;
  method: string;
  /** The concrete path without the server's prefix. */
  path: string;
  /** Path parameters, decoded. */
  params: Record<string, string>;
  query: URLSearchParams;
  /**
   * The query parameters the operation declares that the request carries, by name, as the
   * validator read them: numbers as numbers, booleans as booleans, arrays as arrays (frozen).
   */
  queryValues: Readonly<Record<string, unknown>>;
  headers: RequestHeaders;
  /** Parsed JSON, or the fields of a form body (values as sent). */
  body: unknown;
  credentials?: Credentials;
  /**
   * Where the client reached this API (`http://127.0.0.1:4010`, `https://localhost:4010/api/v3`):
   * the root of every URL an answer names on the service's own API address, so that a client
   * following one comes back here, on the address and under the prefix it was given.
   */
  baseUrl: string;
}

/** A request's headers, read by their names in lower case. */
export interface RequestHeaders {
  get(name: string): string | undefined;
  has(name: string): boolean;
}

export type Handler = (request: SimRequest) => Reply | Promise<Reply>;

type BodyOfContent<C> = C extends { "application/json": infer Json }
  ? Json
  : C extends { "application/x-www-form-urlencoded": unknown }
    ? Record<string, string>
    : unknown;

/** The request body of an operation of the generated `operations` types, as a handler receives it (a form's fields as sent). */
export type RequestBodyOf<Op> = Op extends { requestBody?: never }
  ? undefined
  : Op extends { requestBody: { content: infer C } }
    ? BodyOfContent<C>
    : Op extends { requestBody?: { content: infer C } }
      ? BodyOfContent<C> | undefined
      : undefined;

/** The path parameters of an operation, decoded, as strings. */
export type PathParamsOf<Op> = Op extends { parameters: { path: infer P } } ? { [K in keyof P]: string } : Record<string, never>;

/** A frozen array as a frozen one (the validator's arrays are shared by the requests that repeat one). */
type FrozenArray<Value> = Value extends readonly (infer Item)[] ? readonly Item[] : Value;

/** No query parameter: reading any member does not compile. */
type NoQuery = Readonly<Record<never, never>>;

/**
 * The query parameters of an operation of the generated `operations` types, as the validator
 * converted them (`SimRequest.queryValues`): each member of the type the contract declares
 * (numbers, booleans, arrays of their items), optional ones optional; one the operation does not
 * declare does not compile.
 */
export type QueryOf<Op> = Op extends { parameters: { query?: infer Query } }
  ? [NonNullable<Query>] extends [never]
    ? NoQuery
    : { readonly [Name in keyof NonNullable<Query>]: FrozenArray<NonNullable<Query>[Name]> }
  : NoQuery;

/** A request as the handler of one operation sees it: its body, path parameters and converted query typed from the contract. */
export interface TypedRequest<Op> extends Omit<SimRequest, "body" | "params" | "queryValues"> {
  body: RequestBodyOf<Op>;
  params: PathParamsOf<Op>;
  queryValues: QueryOf<Op>;
}

type MemberNames<Query> = Query extends unknown ? keyof Query : never;
type MemberType<Query, Name extends PropertyKey> = Query extends unknown
  ? Name extends keyof Query
    ? Exclude<Query[Name], undefined>
    : never
  : never;

/**
 * The converted query of a request of any operation of an API: each member some operation
 * declares, optional (the operation asked may not declare it), of the type the contract gives it.
 */
export type AnyQueryOf<Operations> = {
  readonly [Name in MemberNames<QueryOf<Operations[keyof Operations]>>]?: MemberType<QueryOf<Operations[keyof Operations]>, Name>;
};

/** A request as a service's guard sees it (it runs for every operation, after validation): its converted query typed as `AnyQueryOf`. */
export interface GuardedRequest<Operations> extends Omit<SimRequest, "queryValues"> {
  queryValues: AnyQueryOf<Operations>;
}

/**
 * A request as a service's decoration sees it. It has no `queryValues`: decoration runs on every
 * answer of an operation, also on those given before validation converted the query (an injected
 * fault's, a refusal of a missing credential or of the request itself), so it reads the query as sent.
 */
export type DecoratedRequest = Omit<SimRequest, "queryValues">;

/** The JSON body of one response of an operation: undefined where it has none, unknown where it is not JSON. */
type BodyOfResponse<Response> = Response extends { content: { "application/json": infer Json } }
  ? Json
  : Response extends { content?: never }
    ? undefined
    : unknown;

/** A reply of one status an operation declares, with that status's body. */
type ReplyWith<Status, Body> = undefined extends Body
  ? { status: Status; body?: Body; headers?: Record<string, string> }
  : { status: Status; body: Body; headers?: Record<string, string> };

/**
 * A reply of one operation of the generated `operations` types: one of the statuses it declares
 * (by number: not `default` or `4XX`), with the body the contract gives that status. A refusal is
 * thrown instead (`Refusal`), in the API's error shape, and stays untyped.
 */
export type ReplyOf<Op> = Op extends { responses: infer Responses }
  ? { [Status in keyof Responses & number]: ReplyWith<Status, BodyOfResponse<Responses[Status]>> }[keyof Responses & number]
  : Reply;

/** The handler of one operation: its request and its reply typed from the contract. */
export type TypedHandler<Op> = (request: TypedRequest<Op>) => ReplyOf<Op> | Promise<ReplyOf<Op>>;

/** One handler per operationId of the generated `operations` interface: a misspelled id or body member does not compile. */
export type Handlers<Operations> = { [K in keyof Operations]?: TypedHandler<Operations[K]> };

/**
 * The core's view of typed handlers. The core validates each request against the contract
 * before calling its handler, which is what makes the typed view true.
 */
export function untypedHandlers<Operations>(handlers: Handlers<Operations>): Partial<Record<string, Handler>> {
  return handlers as Partial<Record<string, Handler>>;
}

export interface Service {
  handlers: Partial<Record<string, Handler>>;
  /** Forget all state, back to the seed. */
  reset(): void;
  /** Replace the seed data (the body of POST /__control/seed) and reset. */
  seed?(data: unknown): void;
  /** Service-specific control commands: POST /__control/<name> with a JSON body. */
  control?: Record<string, (body: unknown) => unknown>;
  /** Runs before the handler: it throws a Refusal to refuse the request (for example a missing permission). */
  guard?(request: SimRequest): void;
  /** Runs on every reply of a matched operation (for example to add headers). */
  decorate?(request: SimRequest, reply: Reply): void;
  /** Lists of request bodies the service refuses for their count, by operationId (ServiceDefinition's `counted`). */
  counted?: Readonly<Record<string, CountedList>>;
}

/**
 * A list of a request body, at a path of properties, that the service refuses as a whole past
 * `limit` items (a quota): validation reads no more of it than `limit` and one, so a list of
 * 100,000 items costs what one of 201 does, whatever the items past those hold.
 */
export interface CountedList {
  path: readonly string[];
  limit: number;
}

export interface ServiceContext {
  api: ApiId;
  clock: Clock;
  schemas: ApiSchemas;
  /**
   * The address the simulator serves this API at (`http://127.0.0.1:4012`), never one a request
   * names; an answer's URLs use the request's `baseUrl`, the address as the client reached it.
   */
  url(): string;
  /** The documented answer of an operation, from its named examples (as the mock gives it). */
  example(operationId: string, status?: number, name?: string): Reply;
  /** Arms a fault as POST /__control/faults does; `body` gives a documented body of the status that no example name reaches. */
  injectFault(rule: FaultRule & { body?: unknown }): { faults: FaultRule[] };
}

export type ServiceFactory = (context: ServiceContext) => Service;
