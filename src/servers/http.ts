/** The HTTP plumbing that the mock, the validating proxy and the simulator share: bodies read within bounds, CORS, Prefer, addresses, the log line. */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ErrorAnswers, RefusedRequest, RequestProblem } from "../contract/error-answers.js";
import { isJsonMediaType } from "../contract/messages.js";
import { problemBody } from "../contract/problem.js";
import { redactUserinfo } from "../contract/redaction.js";

/** A request body the servers refuse before it reaches a contract: too large, not text, or no room for it now. */
export class BodyRefusal extends Error {
  constructor(
    readonly status: 413 | 400 | 503,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The bytes of request bodies a server may hold at once, over all its requests: a body that
 * would go beyond is refused (503, to be sent again later) instead of letting concurrent large
 * bodies fill the memory, as a service sheds load when it is full.
 */
export class BodyBudget {
  constructor(private left: number) {}

  take(bytes: number): boolean {
    if (bytes > this.left) return false;
    this.left -= bytes;
    return true;
  }

  give(bytes: number): void {
    this.left += bytes;
  }
}

/** Whether a body of this content type is text that must be valid UTF-8 (JSON, forms, text). */
const isTextual = (contentType: string | undefined): boolean =>
  contentType === undefined || isJsonMediaType(contentType) || /^(application\/x-www-form-urlencoded|text\/)/i.test(contentType.trim());

/**
 * The body's text: at once when the request announces none, else when it has arrived. A body
 * longer than `maxBytes` is refused (413) as soon as its length is known or exceeded, without
 * reading the rest; one the budget has no room for is refused (503) likewise; a JSON, form or text
 * body that is not valid UTF-8 is refused (400).
 */
export function readBody(request: IncomingMessage, maxBytes = Number.POSITIVE_INFINITY, budget?: BodyBudget): string | Promise<string> {
  const bytes = readBodyBytes(request, maxBytes, budget);
  const contentType = request.headers["content-type"];
  return bytes instanceof Uint8Array ? "" : bytes.then((body) => decodeBody(body, contentType));
}

/** The chunks of one body read in one go before the other requests get a turn. */
const chunksPerTurn = 1024;

/** The body's bytes, bounded as readBody bounds them; an empty array at once when the request announces no body. */
export function readBodyBytes(request: IncomingMessage, maxBytes = Number.POSITIVE_INFINITY, budget?: BodyBudget): Bytes | Promise<Bytes> {
  const { "content-length": length, "transfer-encoding": encoding } = request.headers;
  if (length === undefined && encoding === undefined) return new Uint8Array(0);
  const tooLarge = () => bodyTooLarge(maxBytes);
  const noRoom = () => new BodyRefusal(503, "The server holds as many request bodies as it can; send the request again shortly");
  if (length !== undefined && Number(length) > maxBytes) {
    request.resume();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const collected = new ByteCollector(maxBytes, length === undefined ? 0 : Number(length), budget);
    let stopped = false;
    const stop = (refusal?: BodyRefusal) => {
      if (stopped) return false;
      stopped = true;
      collected.release();
      if (!refusal) return true;
      request.removeAllListeners("data");
      request.resume();
      reject(refusal);
      return false;
    };
    let chunks = 0;
    request.on("data", (chunk: Buffer) => {
      const refused = collected.add(chunk);
      if (refused) return void stop(refused === "too large" ? tooLarge() : noRoom());
      // A body sent in tiny chunks (a million of one byte) gives the other requests their turn
      // every so many chunks, instead of holding the server while a socket's reads are parsed.
      if (++chunks % chunksPerTurn === 0 && !stopped) {
        request.pause();
        setImmediate(() => stopped || request.resume());
      }
    });
    request.on("end", () => {
      const body = collected.bytes();
      if (stop()) resolve(body);
    });
    request.on("error", (error) => {
      stop();
      reject(error);
    });
  });
}

/**
 * A web stream's bytes, read chunk by chunk within `maxBytes` and the budget's room (given back
 * once read: the bytes are the caller's then): "too large" or "no room", with the stream
 * cancelled and read no further, as soon as it passes them; a stream that fails rejects.
 */
export async function readStreamWithin(
  stream: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  declared = 0,
  budget?: BodyBudget,
): Promise<Bytes | "too large" | "no room"> {
  const collected = new ByteCollector(maxBytes, declared, budget);
  if (stream === null) return collected.bytes();
  const reader = stream.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const refused = collected.add(read.value);
      if (refused) {
        await reader.cancel();
        return refused;
      }
    }
    return collected.bytes();
  } finally {
    collected.release();
  }
}

/** Bytes in an array of their own (not a view of shared memory), as fetch and Response take them. */
export type Bytes = Uint8Array<ArrayBuffer>;

/**
 * A body's bytes as they arrive, in one array that grows (the declared length at once, else
 * doubling), not a list of the chunks: a body sent in tiny chunks would otherwise cost hundreds
 * of bytes per byte sent. A budget is charged for the array's whole size, which is what holding
 * the body costs, until `release`.
 */
export class ByteCollector {
  private held: Bytes = new Uint8Array(0);
  private received = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly declared = 0,
    private readonly budget?: BodyBudget,
  ) {}

  /** Adds a chunk; says why not when the body would pass `maxBytes`, or the budget has no room. */
  add(chunk: Uint8Array): "too large" | "no room" | undefined {
    const needed = this.received + chunk.length;
    if (needed > this.maxBytes) return "too large";
    if (needed > this.held.length) {
      const size = Math.min(this.maxBytes, this.declared >= needed ? this.declared : Math.max(needed, this.held.length * 2, 1024));
      if (this.budget && !this.budget.take(size - this.held.length)) return "no room";
      const grown = new Uint8Array(size);
      grown.set(this.held.subarray(0, this.received));
      this.held = grown;
    }
    this.held.set(chunk, this.received);
    this.received = needed;
    return undefined;
  }

  bytes(): Bytes {
    return this.held.subarray(0, this.received);
  }

  /** Gives the budget back what it was charged; the bytes are no longer held here (a view `bytes` gave keeps them). */
  release(): void {
    this.budget?.give(this.held.length);
    this.held = new Uint8Array(0);
    this.received = 0;
  }
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
const lenientUtf8 = new TextDecoder("utf-8");

export const bodyTooLarge = (maxBytes: number): BodyRefusal =>
  new BodyRefusal(413, `The request body is larger than this API takes (${maxBytes} bytes)`);

/** A body's text; a JSON, form or text body that is not valid UTF-8 is refused (400). */
export function decodeBody(bytes: Uint8Array, contentType: string | undefined): string {
  if (!isTextual(contentType)) return lenientUtf8.decode(bytes);
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw new BodyRefusal(400, "The request body is not valid UTF-8");
  }
}

// In a module of its own so that the registry (src/contract/apis.ts), which clients load, need not load this one.
export { problemBody };

/**
 * The body of an API's refusal of an invalid request: the service's own shape where known (its
 * errors.ts), naming each problem, and the operation refused when the caller knows it.
 */
export function invalidRequestBody(
  definition: Pick<ErrorAnswers, "invalidRequestBody">,
  status: number,
  problems: RequestProblem[],
  operationId?: string,
  sent?: RefusedRequest,
): unknown {
  return (
    definition.invalidRequestBody?.(problems, status, operationId, sent) ??
    problemBody(status, "The request does not match the contract", {
      problems: problems.map(({ location, message }) => ({ location, message })),
    })
  );
}

export interface Preferences {
  code?: number;
  example?: string;
  dynamic?: boolean;
}

/**
 * The documented answer a client asks for: `Prefer: code=404, example=name` (or, without a
 * Prefer header, the `__code`, `__example`, `__dynamic` query parameters, as Prism reads them).
 * Returns undefined when nothing is asked for, and a message when the request is malformed.
 */
export function readPreferences(prefer: string | undefined, query?: URLSearchParams): Preferences | string | undefined {
  if (!prefer && !query) return undefined;
  const values: Record<string, string> = {};
  if (prefer) {
    for (const part of prefer.split(/[,;]/)) {
      const [key, ...rest] = part.trim().split("=");
      if (key && rest.length > 0) values[key.toLowerCase()] = rest.join("=").replace(/^"|"$/g, "");
    }
  } else if (query) {
    for (const key of ["code", "example", "dynamic"]) {
      const value = query.get(`__${key}`);
      if (value !== null) values[key] = value;
    }
  }
  if (values.code === undefined && values.example === undefined && values.dynamic === undefined) return undefined;
  if (values.code !== undefined && !/^\d{3}$/.test(values.code)) return `code must be a three-digit status, not "${values.code}"`;
  return {
    ...(values.code !== undefined ? { code: Number(values.code) } : {}),
    ...(values.example !== undefined ? { example: values.example } : {}),
    ...(values.dynamic !== undefined ? { dynamic: values.dynamic === "true" } : {}),
  };
}

/**
 * CORS for a request: any origin may read the answers (all headers exposed), and a preflight is
 * answered at once. Nothing when the request names no origin.
 */
export function corsHeaders(
  method: string,
  headers: Readonly<Record<string, string | string[] | undefined>>,
): { headers: Record<string, string>; preflight?: { status: 204; headers: Record<string, string> } } | undefined {
  if (headers.origin === undefined) return undefined;
  const allow = { "access-control-allow-origin": "*", "access-control-expose-headers": "*" };
  if (method !== "OPTIONS" || headers["access-control-request-method"] === undefined) return { headers: allow };
  const requested = headers["access-control-request-headers"];
  const preflight = {
    "access-control-allow-methods": "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    "access-control-allow-headers": (Array.isArray(requested) ? requested.join(", ") : requested) ?? "*",
    "access-control-max-age": "600",
  };
  return { headers: allow, preflight: { status: 204, headers: preflight } };
}

/** CORS on a node:http answer: true when the request was a preflight, answered here. */
export function answerCors(request: IncomingMessage, response: ServerResponse): boolean {
  const cors = corsHeaders(request.method ?? "GET", request.headers);
  if (!cors) return false;
  for (const [name, value] of Object.entries(cors.headers)) response.setHeader(name, value);
  if (!cors.preflight) return false;
  response.writeHead(204, { ...cors.preflight.headers, "content-length": "0" });
  response.end();
  return true;
}

/**
 * One line per request for a person watching a server: never the query, which may hold a
 * credential, nor the password of a URL sent in absolute form (`http://user:password@host/`). An answer from elsewhere than the server says where: `(replay)`, `(upstream)`.
 */
export function requestLogLine(
  api: string,
  method: string,
  url: string,
  status: number,
  milliseconds: number,
  operationId?: string,
  source?: string,
): string {
  const path = redactUserinfo(url.split("?")[0]!);
  return `${api} ${method} ${path} ${status} ${milliseconds.toFixed(1)}ms${operationId ? ` ${operationId}` : ""}${source ? ` (${source})` : ""}`;
}

/** A contract violation as a server reports it: the request's or the answer's, where in the message, and what. */
export interface ViolationReport {
  direction: "request" | "response";
  method: string;
  path: string;
  /** The answer's status, for a response. */
  status?: number;
  /** Where in the message: "body.use_lfs", "query.since", ...; "" for the whole. */
  location: string;
  message: string;
}

/** The one line a server logs per violation (the simulator's contract guard, the mock, the proxy): never the query, which may hold a credential. */
export function violationLine(api: string, violation: ViolationReport): string {
  const status = violation.status === undefined ? "" : ` ${violation.status}`;
  return `${api} VIOLATION ${violation.direction} ${violation.method} ${redactUserinfo(violation.path.split("?")[0]!)}${status} ${violation.location || "-"}: ${violation.message}`;
}

/** Whether a host name is the loopback interface, where only this machine can reach a server. */
export const isLoopback = (host: string): boolean => /^(127\.\d+\.\d+\.\d+|::1|\[::1\]|localhost)$/i.test(host);

/** An IPv4 address, or an IPv6 one as a URL's host writes it (in brackets): no name a DNS answer can move. */
const isIpAddress = (hostname: string): boolean => /^(\d{1,3}\.){3}\d{1,3}$|^\[[0-9a-f:.]+\]$/.test(hostname);

/**
 * The origin a request was addressed to (`self`: the scheme served and its Host), and whether it
 * names this server: a loopback name, an IP address, the host it serves on (`served`) or a host
 * allowed. A page on another name that resolves here (DNS rebinding) names none of these. `origin`
 * is what answers name: the one the client reached when it is this server's own (a client that
 * checks a URL is on the address it was given before following it finds it there), else `served`.
 */
export function originReached(self: string, served: string, allowedHosts: readonly string[] = []): { origin: string; own: boolean } {
  const own = new URL(served);
  try {
    const named = new URL(self);
    const hostname = named.hostname.toLowerCase();
    const isOwn =
      isLoopback(hostname) ||
      isIpAddress(hostname) ||
      hostname === own.hostname ||
      allowedHosts.some((host) => host.toLowerCase() === hostname);
    return { origin: isOwn && named.protocol === own.protocol ? named.origin : own.origin, own: isOwn };
  } catch {
    // No Host, or one URL cannot read: not this server's name.
    return { origin: own.origin, own: false };
  }
}

/** A URL's host part: an IPv6 address goes in brackets. */
export const urlHost = (host: string): string => (host.includes(":") && !host.startsWith("[") ? `[${host}]` : host);
