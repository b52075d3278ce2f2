/**
 * Replay: recordings (HAR 1.2, as `proxy --record` writes them) read into the answers they hold,
 * by request, and the rule that matches a request to a recorded one (docs/recording.md, "Replay").
 *
 * A request matches a recorded one of the same API when it is for the same operation (routed by
 * the current contract) with the same path parameters, query, header parameters and body. Left out
 * of the comparison: every credential (the recording holds them redacted: the names of the
 * redaction rule, redaction.ts, in the query, the headers and the body at any depth), every header
 * the operation does not declare as a parameter, the body of an operation that takes none, and the
 * names the user lists (`ignore`: a query or header parameter, or a body member at any depth, such
 * as a timestamp or a request id a client makes up each run). The order of query parameters and of
 * a JSON body's members does not count; `{}` counts as no body where the body is optional, as the
 * simulator takes it. A URL on the upstream a request was recorded from, in its query or body (a
 * link an answer gave, sent back), reads the same as that URL on the server replaying it.
 *
 *   const recordings = readRecordings([{ name: "flow.har", har: text }], { ignore: ["requestId"] });
 *   const compute = recordings.get("compute")!;
 *   const answers = compute.answers.get(requestKey(compute.matcher.parts(routeRequest("compute", "GET", url, headers, "")!)));
 *
 * Pure functions of the recording and the contract, no `node:` imports: the core uses them.
 */
import type { Entry } from "har-format";
import { getApi, isApiId, type ApiId } from "./apis.js";
import { contractPath } from "./contract-path.js";
import { operationIndex } from "./documents.js";
import { exactJsonText, parseExactJson } from "./exact-json.js";
import { entryPath, entryRequest, readHar, truncatedBodies, type RecordedEntry } from "./har.js";
import { HarFormatError } from "./har-format-error.js";
import { declaredHeader, namesHeader } from "./header-names.js";
import { countsAsNoBody, isJsonMediaType } from "./messages.js";
import type { IndexedOperation } from "./openapi.js";
import { credentialRuleOf, type CredentialRule } from "./redaction.js";

/** A recording to replay: its name in messages (the file's) and its text, or its parsed HAR. */
export interface ReplaySource {
  name: string;
  har: string | { log: unknown };
}

/** A request as the matching rule reads it, once routed. */
export interface RoutedRequest {
  operation: IndexedOperation;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  /** A header's value by its lower-case name. */
  header(name: string): string | undefined;
  /** The body's text ("" for none). */
  text: string;
  /**
   * The base URL the answers name (a recorded request's `_upstream`; the address a replaying server
   * was reached at): a client may send back a URL an answer gave it, which names the upstream when
   * recorded and the replaying server when replayed. Both read as the same.
   */
  base?: string;
}

/** What a request is matched by: every part that counts, in a fixed order. */
export interface RequestParts {
  operationId: string;
  params: readonly [string, string][];
  query: readonly [string, string][];
  headers: readonly [string, string][];
  /** The body as canonical text (a JSON body's members sorted), or undefined for none. */
  body: string | undefined;
}

/** A recorded answer: its status, the headers the operation declares for it (and its content type), its body's text. */
export interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  text: string | undefined;
  /** The base URL the request was forwarded to when recorded (`_upstream`), which the answer's URLs may name. */
  upstream: string | undefined;
  /** Where in the recordings: `flow.har entry 3`. */
  where: string;
}

/** A request the recordings hold, for telling the closest one to a request none matches. */
export interface RecordedRequest {
  parts: RequestParts;
  method: string;
  path: string;
  where: string;
}

/** What the recordings hold of one API. */
export interface ApiRecording {
  /** The answers to each request (by `requestKey`), in recorded order. */
  answers: ReadonlyMap<string, readonly RecordedAnswer[]>;
  /** Each distinct request, first recorded first. */
  requests: readonly RecordedRequest[];
  /** The distinct requests of each operation, first recorded first (replay-closest.ts compares a request with those of its operation only). */
  byOperation: ReadonlyMap<string, readonly RecordedRequest[]>;
  /** The entries left out, and why (an answer cut at the recording's bound or not in it, a request of no operation). */
  leftOut: readonly string[];
  /** The rule its requests were read by, for reading a request to match against them. */
  matcher: RequestMatcher;
}

/** What a base URL in a request reads as. */
const baseMark = "{base}";

const basePatterns = new Map<string, RegExp>();
/**
 * `text` with the base URL `from` written `to` wherever it is the whole beginning of a URL: not
 * followed by what would go on with its host or port (`http://127.0.0.1:4010` is not the start of
 * `http://127.0.0.1:40101`).
 */
export function movedBase(text: string, from: string, to: string): string {
  let pattern = basePatterns.get(from);
  if (pattern === undefined) {
    if (basePatterns.size >= 64) basePatterns.clear();
    basePatterns.set(from, (pattern = new RegExp(`${from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w.:%-])`, "g")));
  }
  // A function, not a string: a `$` in the address is not a replacement pattern.
  return text.includes(from) ? text.replace(pattern, () => to) : text;
}

export const requestKey = (parts: RequestParts): string =>
  JSON.stringify([parts.operationId, parts.params, parts.query, parts.headers, parts.body]);

/** The matching rule of one API: credentials and the names listed in `ignore` (any letter case) left out. */
export class RequestMatcher {
  readonly #credentials: CredentialRule;
  readonly #ignored: ReadonlySet<string>;
  // The header parameters each operation declares, lower-cased, credentials and ignored names left out.
  readonly #headerNames = new Map<IndexedOperation, string[]>();

  constructor(
    readonly api: ApiId,
    ignore: readonly string[] = [],
  ) {
    this.#credentials = credentialRuleOf(api);
    this.#ignored = new Set(ignore.map((name) => name.toLowerCase()));
  }

  parts(request: RoutedRequest): RequestParts {
    const { operation } = request;
    let names = this.#headerNames.get(operation);
    if (names === undefined) {
      const declared = operation.parameters
        .filter((parameter) => parameter.in === "header")
        .map((parameter) => parameter.name.toLowerCase());
      this.#headerNames.set(
        operation,
        (names = declared.filter((name) => !this.#credentials.headers.has(name) && !this.#ignored.has(name)).sort()),
      );
    }
    const headers: [string, string][] = [];
    for (const name of names) {
      const value = request.header(name);
      if (value !== undefined) headers.push([name, value]);
    }
    const based = (value: string) => (request.base ? movedBase(value, request.base, baseMark) : value);
    const query = [...request.query]
      .filter(([name]) => this.#counts(name, this.#credentials.query))
      .map(([name, value]): [string, string] => [name, based(value)]);
    // Stable: the values of a repeated parameter keep their order.
    query.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    // Canonical text before the base is marked: a URL written with escapes (`\/`) is then written as one.
    const body =
      operation.requestBody === undefined
        ? undefined
        : this.#body(request.text, request.header("content-type"), operation.requestBody.required === true);
    return {
      operationId: operation.operationId,
      params: Object.entries(request.params).sort(([a], [b]) => (a < b ? -1 : 1)),
      query,
      headers,
      body: body === undefined ? undefined : based(body),
    };
  }

  #counts(name: string, credentials: ReadonlySet<string>): boolean {
    const lower = name.toLowerCase();
    return !credentials.has(lower) && !this.#ignored.has(lower);
  }

  /** A form's fields or a JSON body's members sorted, credentials and ignored names left out; other text as it is. */
  #body(text: string, contentType: string | undefined, required: boolean): string | undefined {
    if (text.trim() === "") return undefined;
    const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
    if (type === "application/x-www-form-urlencoded") {
      const fields = [...new URLSearchParams(text)].filter(([name]) => this.#counts(name, this.#credentials.body));
      return JSON.stringify(fields.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    if (type !== "" && !isJsonMediaType(type)) return text;
    let value: unknown;
    try {
      value = parseExactJson(text);
    } catch {
      return text;
    }
    return countsAsNoBody(value, required) ? undefined : exactJsonText(this.#canonical(value));
  }

  #canonical(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((item) => this.#canonical(item));
    if (value === null || typeof value !== "object") return value;
    const sorted: Record<string, unknown> = {};
    for (const name of Object.keys(value).sort()) {
      // Defined, not assigned: a member named __proto__ is data here.
      if (this.#counts(name, this.#credentials.body))
        Object.defineProperty(sorted, name, { value: this.#canonical((value as Record<string, unknown>)[name]), enumerable: true });
    }
    return sorted;
  }
}

/** Why a recording cannot be replayed, naming it: not JSON, not HAR 1.2, an entry of no API. */
export class ReplayFormatError extends HarFormatError {}

/**
 * The recordings' answers by API, each entry's API its `_api` (as the proxy records it). Throws a
 * ReplayFormatError naming the recording and the problem.
 */
export function readRecordings(sources: readonly ReplaySource[], options: { ignore?: readonly string[] } = {}): Map<ApiId, ApiRecording> {
  const recordings = new Map<
    ApiId,
    {
      answers: Map<string, RecordedAnswer[]>;
      requests: RecordedRequest[];
      byOperation: Map<string, RecordedRequest[]>;
      leftOut: string[];
      matcher: RequestMatcher;
    }
  >();
  for (const source of sources) {
    for (const [index, entry] of entriesOf(source).entries()) {
      const where = `${source.name} entry ${index}`;
      const api = (entry as Partial<RecordedEntry>)._api;
      if (typeof api !== "string" || !isApiId(api)) {
        throw new ReplayFormatError(
          `${where}: ${api === undefined ? "names no API (_api), as the recordings of proxy --record do" : `_api "${String(api)}" is not an API of this package`}`,
        );
      }
      let recording = recordings.get(api);
      if (!recording)
        recordings.set(
          api,
          (recording = {
            answers: new Map(),
            requests: [],
            byOperation: new Map(),
            leftOut: [],
            matcher: new RequestMatcher(api, options.ignore),
          }),
        );
      const read = readEntry(api, entry, recording.matcher, where);
      if (typeof read === "string") {
        recording.leftOut.push(`${where}: ${read}`);
        continue;
      }
      const key = requestKey(read.request.parts);
      const answers = recording.answers.get(key);
      if (answers) answers.push(read.answer);
      else {
        recording.answers.set(key, [read.answer]);
        recording.requests.push(read.request);
        const operationId = read.request.parts.operationId;
        const ofOperation = recording.byOperation.get(operationId);
        if (ofOperation) ofOperation.push(read.request);
        else recording.byOperation.set(operationId, [read.request]);
      }
    }
  }
  return recordings;
}

function entriesOf(source: ReplaySource): Entry[] {
  try {
    if (typeof source.har === "string") {
      const { har, entries } = readHar(source.har);
      if (har.log.version !== "1.2") throw new HarFormatError(`log.version is "${har.log.version}": replay reads HAR 1.2`);
      return entries;
    }
    // A parsed HAR is checked as its text would be.
    return entriesOf({ name: source.name, har: JSON.stringify(source.har) });
  } catch (error) {
    if (error instanceof ReplayFormatError || !(error instanceof HarFormatError)) throw error;
    throw new ReplayFormatError(`${source.name}: ${error.message}`);
  }
}

/** An entry's request and answer, or why it is left out. */
function readEntry(
  api: ApiId,
  entry: Entry,
  matcher: RequestMatcher,
  where: string,
): { request: RecordedRequest; answer: RecordedAnswer } | string {
  if (entry.response.status === 0) return "its request got no answer (status 0, as a browser records one)";
  const sent = entryRequest(entry);
  const method = sent.method.toUpperCase();
  const upstream = (entry as Partial<RecordedEntry>)._upstream;
  const request = routeRequest(
    api,
    method,
    sent.url,
    sent.headers as Record<string, string>,
    requestText(entry),
    typeof upstream === "string" ? upstream : undefined,
  );
  if (!request) return `${method} ${sent.url.split("?")[0]} is not an operation of the ${api} contract`;
  const cut = truncatedBodies(entry);
  if (cut.request || cut.response) return `its ${cut.request ? "request" : "answer"} body was cut at the recording's bound`;
  const content = entry.response.content;
  if (content.text === undefined && (content.size ?? 0) > 0) return "its answer's body is not in the recording";
  const parts = matcher.parts(request);
  const index = operationIndex(api);
  // The headers the answer declares, also under another word where a name holds a neutral one (header-names.ts).
  const declared = Object.entries(index.response(request.operation, entry.response.status)?.response.headers ?? {}).map(([name, header]) =>
    declaredHeader(name, index.resolve<object>(header)),
  );
  const kept = (name: string) => name.toLowerCase() === "content-type" || declared.some((header) => namesHeader(header, name));
  const answerHeaders: Record<string, string> = {};
  for (const { name, value } of entry.response.headers ?? []) if (kept(name)) answerHeaders[name.toLowerCase()] = value;
  return {
    request: { parts, method, path: entryPath(entry).split("?")[0]!, where },
    answer: {
      status: entry.response.status,
      headers: answerHeaders,
      text: content.encoding === "base64" && content.text !== undefined ? decodeBase64Text(content.text) : content.text || undefined,
      upstream: typeof upstream === "string" ? upstream : undefined,
      where,
    },
  };
}

/** A request (its path and query, headers by lower-case name, body text) routed by the API's contract as the simulator routes it; undefined for none of its operations. */
export function routeRequest(
  api: ApiId,
  method: string,
  url: string,
  headers: Readonly<Record<string, string>>,
  text: string,
  base?: string,
): RoutedRequest | undefined {
  const parsed = new URL(url, "http://recording.invalid");
  const match = operationIndex(api).match(method.toUpperCase(), contractPath(getApi(api), parsed.pathname).pathname);
  if (!match.entry) return undefined;
  return { operation: match.entry, params: match.params, query: parsed.searchParams, header: (name) => headers[name], text, base };
}

/** The request body's text as the simulator reads it: a body recorded in base64 (not text) decoded as the simulator decodes one. */
function requestText(entry: Entry): string {
  const postData = entry.request.postData as { text?: string; _encoding?: string } | undefined;
  if (postData?.text === undefined) return "";
  return postData._encoding === "base64" ? decodeBase64Text(postData.text) : postData.text;
}

const decodeBase64Text = (text: string): string => new TextDecoder().decode(Uint8Array.from(atob(text), (char) => char.charCodeAt(0)));
