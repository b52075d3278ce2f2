/**
 * Exchanges as HAR 1.2 entries (the HTTP Archive format that browsers' developer tools, proxies
 * and replay tools read), and HAR files read back as messages the validator checks. An entry
 * written here carries, as HAR allows, members of its own: `_api`, `_operationId`, `_upstream`
 * (the base URL the request was forwarded to) and `_problems` (the contract problems the proxy's
 * validator found in the request and the answer). Credentials are redacted (redaction.ts) before
 * an entry exists; a body past the bound is kept up to it and marked `_truncated`.
 * Pure functions, no node: imports.
 */
import type { Content, Entry, Har, Header, PostData, QueryString } from "har-format";
import type { ApiId } from "./apis.js";
import { HarFormatError } from "./har-format-error.js";
import { toBase64 } from "./base64.js";
import { isJsonMediaType, jsonBeyondBounds, maxJsonDepth } from "./messages.js";
import type { ContractProblem, RequestMessage, ResponseMessage } from "./validate.js";
import { packageVersion } from "./version.js";
import { credentialRuleOf, redactBodyText, redactHeaders, redactUrl, redactUserinfo, redacted, type CredentialRule } from "./redaction.js";

/** One exchange as the proxy saw it, before anything is redacted. */
export interface Exchange {
  api: ApiId;
  started: Date;
  /** The base URL the request was forwarded to. */
  upstream: string;
  method: string;
  /** The path and query the client sent (the upstream's URL is `upstream` + `path`). */
  path: string;
  httpVersion: string;
  requestHeaders: Readonly<Record<string, string>>;
  requestBody: Uint8Array;
  status: number;
  statusText: string;
  responseHeaders: Readonly<Record<string, string>>;
  responseBody: Uint8Array;
  /** Milliseconds: until the upstream's head arrived, then until its body had. */
  wait: number;
  receive: number;
  operationId?: string;
  problems: RecordedProblems;
}

export interface RecordedProblems {
  request: ContractProblem[];
  response: ContractProblem[];
}

/** A body as recorded, when it was cut at the bound. */
interface Truncation {
  _truncated?: true;
  /** Set when the text is the body's bytes in base64 (a request body; HAR 1.2 has `encoding` on answers only). */
  _encoding?: "base64";
}

/** An entry as the proxy writes it. */
export interface RecordedEntry extends Entry {
  _api: ApiId;
  _operationId: string | null;
  _upstream: string;
  _problems: RecordedProblems;
  request: Entry["request"] & { postData?: PostData & Truncation };
  response: Entry["response"] & { content: Content & Truncation };
}

/** How large a body a recording keeps by default: 1 MiB, past which it is cut and marked. */
export const defaultMaxRecordedBodyBytes = 1024 * 1024;

/** The entry of an exchange, every credential redacted, each body kept up to `maxBodyBytes`. */
export function harEntry(exchange: Exchange, maxBodyBytes = defaultMaxRecordedBodyBytes): RecordedEntry {
  const rule = credentialRuleOf(exchange.api);
  const url = redactUrl(rule, `${exchange.upstream}${exchange.path}`);
  const requestType = headerValue(exchange.requestHeaders, "content-type");
  const responseType = headerValue(exchange.responseHeaders, "content-type");
  const requestBody = recordedBody(rule, exchange.requestBody, requestType, maxBodyBytes);
  const responseBody = recordedBody(rule, exchange.responseBody, responseType, maxBodyBytes);
  const location = headerValue(exchange.responseHeaders, "location");
  return {
    startedDateTime: exchange.started.toISOString(),
    time: milliseconds(exchange.wait + exchange.receive),
    request: {
      method: exchange.method,
      url,
      httpVersion: exchange.httpVersion,
      cookies: [],
      headers: harHeaders(rule, exchange.requestHeaders),
      queryString: queryOf(url),
      ...(exchange.requestBody.length === 0
        ? {}
        : {
            postData: {
              mimeType: requestType ?? "",
              text: requestBody.text,
              ...(requestBody.base64 ? { _encoding: "base64" as const } : {}),
              ...truncation(requestBody, exchange.requestBody.length),
            },
          }),
      headersSize: -1,
      bodySize: exchange.requestBody.length,
    },
    response: {
      status: exchange.status,
      statusText: exchange.statusText,
      httpVersion: "HTTP/1.1",
      cookies: [],
      headers: harHeaders(rule, exchange.responseHeaders),
      content: {
        size: exchange.responseBody.length,
        mimeType: responseType ?? "",
        text: responseBody.text,
        ...(responseBody.base64 ? { encoding: "base64" } : {}),
        ...truncation(responseBody, exchange.responseBody.length),
      },
      redirectURL: location === undefined ? "" : redactUrl(rule, location),
      headersSize: -1,
      bodySize: exchange.responseBody.length,
    },
    cache: {},
    timings: {
      blocked: -1,
      dns: -1,
      connect: -1,
      ssl: -1,
      send: 0,
      wait: milliseconds(exchange.wait),
      receive: milliseconds(exchange.receive),
    },
    _api: exchange.api,
    _operationId: exchange.operationId ?? null,
    _upstream: redactUserinfo(exchange.upstream),
    _problems: exchange.problems,
  };
}

/**
 * A HAR file's text around its entries: the entries, each JSON text, joined by ",\n", go between
 * `head` and `tail` (so that a writer can keep each entry's bytes and never join them). The comment
 * is after the entries, in the tail: a writer that appends entries writes the tail again each time.
 */
export function harFrame(comment?: string): { head: string; tail: string } {
  const log = {
    version: "1.2",
    creator: { name: "vendor-api-contracts", version: packageVersion },
    entries: [],
    ...(comment ? { comment } : {}),
  };
  const text = JSON.stringify({ log }, null, 2);
  const list = text.lastIndexOf("[]");
  return { head: `${text.slice(0, list)}[\n`, tail: `\n    ]${text.slice(list + 2)}\n` };
}

export { HarFormatError };

/**
 * The entries of HAR text, each checked for the members the package reads, as it reads them (a
 * request's method, URL and headers, a response's status, headers and content, the bodies' text
 * and encoding): a HarFormatError names the first entry that has one it cannot read. An entry with
 * status 0 (a browser records 0 for a request that got no answer) is kept; its readers skip it.
 * Anything else in the file is left as it is.
 */
export function readHar(text: string): { har: Har; entries: Entry[] } {
  let har: unknown;
  try {
    har = JSON.parse(text);
  } catch (error) {
    throw new HarFormatError(`not JSON: ${(error as Error).message}`);
  }
  const log = (har as { log?: unknown } | null)?.log as { version?: unknown; entries?: unknown } | undefined;
  if (log === null || typeof log !== "object") throw new HarFormatError("not a HAR file: it has no log object");
  if (typeof log.version !== "string") throw new HarFormatError("not a HAR file: log.version is not a string");
  if (!Array.isArray(log.entries)) throw new HarFormatError("not a HAR file: log.entries is not a list");
  for (const [index, entry] of (log.entries as unknown[]).entries()) {
    const wrong = entryProblem((entry ?? {}) as UncheckedEntry);
    if (wrong) throw new HarFormatError(`entry ${index}: ${wrong}`);
  }
  return { har: har as Har, entries: log.entries as Entry[] };
}

/** An entry as read from a file, before it is known to be one. */
interface UncheckedEntry {
  request?: { method?: unknown; url?: unknown; headers?: unknown; postData?: { text?: unknown; _encoding?: unknown } | null };
  response?: { status?: unknown; headers?: unknown; content?: { text?: unknown; encoding?: unknown } | null };
}

/** A header HTTP can carry: a token for its name, no line break or other control character in its value. */
const headerName = /^[!#$%&'*+.^`|~\w-]+$/;
const badHeaderValue = /[^\t\x20-\x7e\x80-\xff]/;
const base64Text = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** What of an entry the package cannot read, or undefined. */
function entryProblem({ request, response }: UncheckedEntry): string | undefined {
  if (typeof request?.method !== "string" || typeof request.url !== "string") return "its request has no method or url";
  if (!/^(https?:\/\/|\/)/i.test(request.url) || !URL.canParse(request.url, "http://har.invalid"))
    return `its request's url ${JSON.stringify(request.url.slice(0, 80))} is not a URL`;
  const status = response?.status;
  if (typeof status !== "number" || typeof response!.content !== "object" || response!.content === null)
    return "its response has no status or content";
  if (status !== 0 && (!Number.isInteger(status) || status < 100 || status > 599))
    return `its response's status ${status} is not an HTTP status (100 to 599; 0 for no answer)`;
  for (const [side, headers] of [
    ["request", request.headers],
    ["response", response!.headers],
  ] as const) {
    // Absent, they are none (a file written by hand); anything else than a list cannot be read.
    if (headers === undefined) continue;
    if (!Array.isArray(headers)) return `its ${side}'s headers are ${headers === null ? "null" : typeof headers}, not a list`;
    for (const header of headers as { name?: unknown; value?: unknown }[]) {
      if (typeof header?.name !== "string" || typeof header.value !== "string" || !headerName.test(header.name))
        return `its ${side} has a header that is not a name and a value: ${JSON.stringify(header)?.slice(0, 80)}`;
      if (badHeaderValue.test(header.value))
        return `its ${side}'s header ${header.name} has a line break or a control character in its value`;
    }
  }
  for (const [side, body, encoding] of [
    ["request", request.postData?.text, request.postData?._encoding],
    ["response", response!.content.text, response!.content.encoding],
  ] as const) {
    if (body === undefined) continue;
    if (typeof body !== "string") return `its ${side} body's text is not a string`;
    if (encoding === "base64" && (body.length % 4 === 1 || !base64Text.test(body))) return `its ${side} body is marked base64 but is not`;
    if (encoding !== "base64" && /nested/.test(jsonBeyondBounds(body, Number.POSITIVE_INFINITY) ?? ""))
      return `its ${side} body is JSON nested deeper than ${maxJsonDepth} levels`;
  }
  return undefined;
}

/** The path and query an entry's request was for, as the contract's operations are matched: its URL less the upstream the proxy forwarded to. */
export function entryPath(entry: Entry): string {
  const upstream = (entry as Partial<RecordedEntry>)._upstream;
  if (typeof upstream === "string" && entry.request.url.startsWith(upstream)) return entry.request.url.slice(upstream.length) || "/";
  const url = new URL(entry.request.url, "http://har.invalid");
  return `${url.pathname}${url.search}`;
}

/** An entry's request as the validator takes it. */
export function entryRequest(entry: Entry): RequestMessage {
  const postData = entry.request.postData as (PostData & Truncation) | undefined;
  return {
    method: entry.request.method,
    url: entryPath(entry),
    headers: headerRecord(entry.request.headers),
    body: postData?._encoding === "base64" ? undefined : postData?.text,
  };
}

/** An entry's answer as the validator takes it. */
export function entryResponse(entry: Entry): ResponseMessage {
  const content = entry.response.content;
  // A binary body (base64) is checked for its presence only: the contracts describe no binary answer's bytes.
  const body = content.encoding === "base64" ? (content.text ? redacted : undefined) : content.text;
  return {
    method: entry.request.method,
    url: entryPath(entry),
    status: entry.response.status,
    headers: headerRecord(entry.response.headers),
    body: body === "" ? undefined : body,
  };
}

/** Whether the entry's request or answer body was cut at the recording's bound. */
export function truncatedBodies(entry: Entry): { request: boolean; response: boolean } {
  return {
    request: (entry.request.postData as Truncation | undefined)?._truncated === true,
    response: (entry.response.content as Truncation)._truncated === true,
  };
}

/** Microseconds are all a clock of this kind tells; more digits would be noise in the file. */
const milliseconds = (value: number) => Math.round(value * 1000) / 1000;

const textDecoder = new TextDecoder();
const textEncoder = new TextEncoder();

/** A body as text (base64 for one that is not text), redacted, and cut at `maxBytes`. */
function recordedBody(
  rule: CredentialRule,
  bytes: Uint8Array,
  contentType: string | undefined,
  maxBytes: number,
): { text: string; base64: boolean; kept: number } {
  if (bytes.length === 0) return { text: "", base64: false, kept: 0 };
  if (!isText(contentType)) {
    const kept = bytes.subarray(0, maxBytes);
    return { text: toBase64(kept), base64: true, kept: kept.length };
  }
  const text = redactBodyText(rule, textDecoder.decode(bytes), contentType);
  const encoded = textEncoder.encode(text);
  if (encoded.length <= maxBytes) return { text, base64: false, kept: bytes.length };
  // A character cut in two is left out whole (a streaming decoder holds back an unfinished one).
  return { text: new TextDecoder().decode(encoded.subarray(0, maxBytes), { stream: true }), base64: false, kept: maxBytes };
}

function truncation(body: { kept: number }, size: number): { _truncated?: true; comment?: string } {
  return body.kept < size ? { _truncated: true, comment: `truncated: the first ${body.kept} of ${size} bytes` } : {};
}

const isText = (contentType: string | undefined): boolean =>
  contentType === undefined ||
  isJsonMediaType(contentType) ||
  /^\s*(application\/x-www-form-urlencoded|text\/|application\/(x-)?ndjson)/i.test(contentType);

/** Headers as HAR lists them, redacted; a redirect's target may carry a credential in its query too. */
function harHeaders(rule: CredentialRule, headers: Readonly<Record<string, string>>): Header[] {
  return Object.entries(redactHeaders(rule, headers)).map(([name, value]) => ({
    name,
    value: name.toLowerCase() === "location" ? redactUrl(rule, value) : value,
  }));
}

function queryOf(url: string): QueryString[] {
  const mark = url.indexOf("?");
  if (mark === -1) return [];
  return [...new URLSearchParams(url.slice(mark + 1).split("#")[0]).entries()].map(([name, value]) => ({ name, value }));
}

const headerValue = (headers: Readonly<Record<string, string>>, name: string): string | undefined =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

function headerRecord(headers: Header[] | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  for (const { name, value } of headers ?? []) {
    const key = name.toLowerCase();
    record[key] = record[key] === undefined ? value : `${record[key]}, ${value}`;
  }
  return record;
}
