/** The HTTP plumbing that the mock, the validating proxy, the simulator and the validator share. */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ApiDefinition, RequestProblem } from "./apis.js";
import { parseExactJson } from "./exact-json.js";
import { problemBody } from "./problem.js";

/** Whether a media type (parameters allowed) is JSON: application/json or a `+json` type. */
export const isJsonMediaType = (mediaType: string): boolean => /^application\/([\w.-]+\+)?json$/i.test(mediaType.split(";")[0]!.trim());

/** Request headers as one string each (a repeated header joined with ", "), names lower-cased. */
export function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return flat;
}

/**
 * Whether a request body counts as none. Official clients send an empty JSON object where no body
 * is expected (on GET, and on DELETE beside query parameters): where the operation does not
 * require a body, `{}` is no body. JSON `null` is a body like any other, checked against the
 * operation's schema (which refuses it wherever it asks for an object), on every operation alike.
 */
export function countsAsNoBody(body: unknown, bodyRequired: boolean): boolean {
  if (body === undefined || body === "") return true;
  return !bodyRequired && body !== null && typeof body === "object" && !Array.isArray(body) && Object.keys(body).length === 0;
}

/**
 * The Authorization header with an alias of a scheme (`token`, for `Bearer`) written as the
 * contract's scheme, with the letter case the contract's tools compare against.
 */
export function canonicalAuthorization(authorization: string, aliases: Readonly<Record<string, string>> = {}): string {
  // Nearly every request already names its scheme as the contract does.
  const scheme = authorization.slice(0, authorization.indexOf(" "));
  if ((scheme === "Bearer" || scheme === "Basic") && !Object.hasOwn(aliases, scheme.toLowerCase())) return authorization;
  return authorization.replace(/^(\S+)(?=\s)/, (scheme) => {
    const canonical = Object.hasOwn(aliases, scheme.toLowerCase()) ? aliases[scheme.toLowerCase()]! : scheme;
    return /^(bearer|basic)$/i.test(canonical) ? canonical[0]!.toUpperCase() + canonical.slice(1).toLowerCase() : scheme;
  });
}

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
const isTextual = (contentType: string | undefined): boolean => contentType === undefined || isJsonMediaType(contentType) || /^(application\/x-www-form-urlencoded|text\/)/i.test(contentType.trim());

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
    request.on("data", (chunk: Buffer) => {
      const refused = collected.add(chunk);
      if (refused) stop(refused === "too large" ? tooLarge() : noRoom());
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
 * A web stream's bytes, read chunk by chunk within `maxBytes`: undefined, with the stream
 * cancelled and read no further, as soon as it passes them; a stream that fails rejects.
 */
export async function readStreamWithin(stream: ReadableStream<Uint8Array> | null, maxBytes: number, declared = 0): Promise<Bytes | undefined> {
  const collected = new ByteCollector(maxBytes, declared);
  if (stream === null) return collected.bytes();
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    if (collected.add(read.value)) {
      await reader.cancel();
      return undefined;
    }
  }
  return collected.bytes();
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

  /** Gives the budget back what it was charged; the bytes are no longer held. */
  release(): void {
    this.budget?.give(this.held.length);
    this.held = new Uint8Array(0);
    this.received = 0;
  }
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
const lenientUtf8 = new TextDecoder("utf-8");

export const bodyTooLarge = (maxBytes: number): BodyRefusal => new BodyRefusal(413, `The request body is larger than this API takes (${maxBytes} bytes)`);

/** A body's text; a JSON, form or text body that is not valid UTF-8 is refused (400). */
export function decodeBody(bytes: Uint8Array, contentType: string | undefined): string {
  if (!isTextual(contentType)) return lenientUtf8.decode(bytes);
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw new BodyRefusal(400, "The request body is not valid UTF-8");
  }
}

/**
 * JSON parsed with every digit of its integers kept (exact-json.ts), and an error message that never
 * quotes the text: a body may hold a password, and the engine's own message would echo part of it.
 * The position, where known, is enough to find it. Without `exact`, numbers are JavaScript's (for
 * tools that know no bigint, as Prism).
 */
export function parseJsonText(text: string, { exact = true } = {}): { ok: true; value: unknown } | { ok: false; error: string } {
  const beyond = jsonBeyondBounds(text);
  if (beyond !== undefined) return { ok: false, error: beyond };
  try {
    return { ok: true, value: exact ? parseExactJson(text) : JSON.parse(text) };
  } catch (error) {
    const position = /position (\d+)/.exec((error as Error).message)?.[1];
    return { ok: false, error: position === undefined ? "not valid JSON" : `not valid JSON (at character ${position})` };
  }
}

/**
 * The deepest nesting of arrays and objects a JSON text may have, as the real services' parsers
 * bound it (about a thousand levels): everything that reads a parsed body recursively (the
 * validator, copies, the services) then stays far from the stack's limit.
 */
export const maxJsonDepth = 1000;

/**
 * The most members one JSON object may have. No request of these contracts comes near it (the
 * search engine's own bound on an index's fields is 1,000); past it, parsing, copying and
 * validating one object cost seconds, since engines keep an object this large in a slow form.
 */
export const maxJsonMembers = 10_000;

/**
 * What makes JSON text too costly to read: nesting deeper than `maxJsonDepth`, or an object with
 * more than `maxJsonMembers` members. One pass, no recursion, strings skipped; undefined when neither.
 */
export function jsonBeyondBounds(text: string): string | undefined {
  // Each level takes at least two characters, each member four: a shorter text is within both.
  if (text.length <= 2 * maxJsonDepth && text.length <= 4 * maxJsonMembers) return undefined;
  // Per open level: its members so far, or -1 for an array.
  const members = new Int32Array(maxJsonDepth + 1);
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22) {
      // A string: on to its closing quote, the first one not escaped (an odd number of backslashes
      // before it), found by indexOf, which reads a long string many times faster than a loop.
      for (;;) {
        const quote = text.indexOf('"', i + 1);
        if (quote === -1) return undefined;
        let backslashes = 0;
        while (text.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes++;
        i = quote;
        if (backslashes % 2 === 0) break;
      }
    } else if (code === 0x7b || code === 0x5b) {
      if (++depth > maxJsonDepth) return `nested deeper than ${maxJsonDepth} levels`;
      members[depth] = code === 0x7b ? 1 : -1;
    } else if (code === 0x7d || code === 0x5d) {
      depth--;
    } else if (code === 0x2c && depth > 0 && members[depth]! > 0 && ++members[depth]! > maxJsonMembers) {
      return `too broad (an object with more than ${maxJsonMembers} members)`;
    }
  }
  return undefined;
}

// In a module of its own so that the registry (src/apis.ts), which clients load, need not load this one.
export { problemBody };

/**
 * The body of an API's refusal of an invalid request: the service's own shape where known (its
 * errors.ts), naming each problem, and the operation refused when the caller knows it.
 */
export function invalidRequestBody(definition: Pick<ApiDefinition, "invalidRequestBody">, status: number, problems: RequestProblem[], operationId?: string): unknown {
  return definition.invalidRequestBody?.(problems, status, operationId) ?? problemBody(status, "The request does not match the contract", { problems });
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

/** One line per request for a person watching a server: never the query, which may hold a credential. */
export function requestLogLine(api: string, method: string, url: string, status: number, milliseconds: number, operationId?: string): string {
  const path = url.split("?")[0];
  return `${api} ${method} ${path} ${status} ${milliseconds.toFixed(1)}ms${operationId ? ` ${operationId}` : ""}`;
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
    const isOwn = isLoopback(hostname) || isIpAddress(hostname) || hostname === own.hostname || allowedHosts.some((host) => host.toLowerCase() === hostname);
    return { origin: isOwn && named.protocol === own.protocol ? named.origin : own.origin, own: isOwn };
  } catch {
    // No Host, or one URL cannot read: not this server's name.
    return { origin: own.origin, own: false };
  }
}

/** A URL's host part: an IPv6 address goes in brackets. */
export const urlHost = (host: string): string => (host.includes(":") && !host.startsWith("[") ? `[${host}]` : host);

/**
 * A credential that the contract takes in the query (`access_token`) but a client sent as a field
 * of its form body, as services that read both accept: moved into the query, so that one place
 * holds it for the security check, and the form is left with its own fields. Returns the form's
 * text without the credential (the text unchanged when it held none, or the query already has it).
 */
export function liftQueryCredentials(contentType: string | undefined, text: string, query: URLSearchParams, names: readonly string[]): string {
  if (names.length === 0 || !/^application\/x-www-form-urlencoded\b/i.test(contentType?.trim() ?? "")) return text;
  const form = new URLSearchParams(text);
  let lifted = false;
  for (const name of names) {
    const value = form.get(name);
    if (value === null || query.has(name)) continue;
    query.set(name, value);
    form.delete(name);
    lifted = true;
  }
  return lifted ? form.toString() : text;
}

// Encoding into a buffer kept for the purpose costs less than counting the bytes in JavaScript,
// and allocates nothing (encode() would copy the whole text).
const encoder = new TextEncoder();
const scratch = new Uint8Array(64 * 1024);
/** The bytes of a string in UTF-8, in Node and in a browser alike. */
export function utf8Length(text: string): number {
  // Each UTF-16 unit takes at most three bytes.
  return text.length * 3 <= scratch.length ? encoder.encodeInto(text, scratch).written : encoder.encode(text).length;
}
