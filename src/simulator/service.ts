/** What a simulated service is made of: handlers by operationId, its state, its control commands. */
import type { ApiId } from "../apis.js";
import type { ApiSchemas } from "../schemas.js";
import type { Clock } from "./clock.js";

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
  /** Lower-cased header names. */
  headers: Map<string, string>;
  /** Parsed JSON, or the fields of a form body (values as sent). */
  body: unknown;
  credentials?: Credentials;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (request: SimRequest) => Reply | Promise<Reply>;

export interface Service {
  handlers: Partial<Record<string, Handler>>;
  /** Forget all state, back to the seed. */
  reset(): void;
  /** Replace the seed data (the body of POST /__control/seed) and reset. */
  seed?(data: unknown): void;
  /** Service-specific control commands: POST /__control/<name> with a JSON body. */
  control?: Record<string, (body: unknown) => unknown>;
  /** Runs before the handler: a reply refuses the request (for example a missing permission). */
  guard?(request: SimRequest): Reply | undefined;
  /** Runs on every reply of a matched operation (for example to add headers). */
  decorate?(request: SimRequest, reply: Reply): void;
}

export interface ServiceContext {
  api: ApiId;
  clock: Clock;
  schemas: ApiSchemas;
  /** The address the simulator serves this API at (`http://127.0.0.1:4012`), never one a request names. */
  url(): string;
  /** The documented answer of an operation, from its named examples (as the mock gives it). */
  example(operationId: string, status?: number, name?: string): Reply;
}

export type ServiceFactory = (context: ServiceContext) => Service;

/** A refusal that a handler throws; the engine turns it into the reply. */
export class Refusal extends Error {
  constructor(readonly reply: Reply) {
    super(`refused with ${reply.status}`);
  }
}
