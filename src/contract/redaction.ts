/**
 * What is a credential in a message of an API, and the message with every credential's value
 * replaced by `[redacted]`: one rule for everything the package writes down about traffic (the
 * proxy's HAR recording, the simulator's request journal, the log lines), so that a token never
 * reaches a file, a log or a test report. Pure functions of the message, with no node: imports:
 * the journal runs in a browser too.
 *
 *   const rule = credentialRuleOf("code-hosting");
 *   redactHeaders(rule, { authorization: "Bearer t", accept: "application/json" }); // { authorization: "[redacted]", accept: ... }
 *   redactBody(rule, { vcs_url: "...", vcs_password: "hunter2" }); // { vcs_url: "...", vcs_password: "[redacted]" }
 *
 * The rule errs towards hiding: a name is a credential by its shape (isCredentialName: `X-Api-Key`,
 * `accessToken`, `client_secret`, `new-password`, in any case and separator) or because a contract
 * names it so (an apiKey scheme, `x-secret`), wherever it appears in that API's messages, at any
 * depth; the password of a URL's userinfo is one too.
 */
import type { ApiId } from "./apis.js";
import { contractDocument } from "./documents.js";
import { exactJsonText, parseExactJson } from "./exact-json.js";
import { queryCredentialNames, resolveRef, type OpenApiDocument } from "./openapi.js";

/** What a credential's value becomes. */
export const redacted = "[redacted]";

const encodedRedacted = encodeURIComponent(redacted);

/** The names a contract says carry a credential, lower-case, which also answer `has` for any name shaped as one (isCredentialName). */
export class CredentialNames extends Set<string> {
  override has(name: string): boolean {
    return super.has(lower(name)) || isCredentialName(name);
  }
}

/** The names that carry a credential in one API's messages (compared in any case). */
export interface CredentialRule {
  headers: CredentialNames;
  query: CredentialNames;
  /** Members of a JSON body (at any depth) and fields of a form body. */
  body: CredentialNames;
}

/** Words that make a name a credential wherever they stand in it: `password`, `new-password`, `passwd`, `password_hash`. */
const passwordWords = /pass(word|wd|phrase)|^pwd$/;
/** A name's last word that makes it one: `x-auth-token`, `accessToken`, `clientSecret`, `credentials`, `Authorization`, `Set-Cookie`, `apikey`. */
const credentialHeads =
  /^(\w*(token|secret|credential)s?|auth|authorization|cookie|(api|private|secret|access|signing|client|auth|session|master|encryption|subscription|license|app)keys?)$/;
/** A key named by the word before it: `api_key`, `X-Goog-Api-Key`, `private_key` (not a public key, a key id, an aggregation's `key`). */
const keyKinds = /^(api|private|secret|access|signing|client|auth|session|master|encryption|subscription|license|app)$/;
/** Words that make a token a place in a list, not a credential: `pageToken`, `nextPageToken`, `continuation_token`. */
const pagingWords = /^(page|next|previous|prev|continuation|cursor|sync|resume)$|page/;

const shapes = new Map<string, boolean>();

/**
 * Whether a name is shaped as a credential's, in any case and separator: a password's word
 * anywhere (`new-password`, `passwd`), or a last word that names a token (not a page's), a secret,
 * credentials, an authorization, a cookie, or a key of a kind that is secret (`api_key`,
 * `x-goog-api-key`, `apiKey`, `private_key`; not a public key, a key's id, an aggregation's `key`,
 * nor `secret_scanning`, a setting). Remembered per name: names repeat from one message to the next.
 */
export function isCredentialName(name: string): boolean {
  let known = shapes.get(name);
  if (known === undefined) {
    const words = name
      .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
      .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word !== "");
    const head = words.at(-1) ?? "";
    known =
      words.some((word) => passwordWords.test(word)) ||
      ((/^keys?$/.test(head) ? keyKinds.test(words.at(-2) ?? "") : credentialHeads.test(head)) &&
        !(head.endsWith("token") && words.some((word) => pagingWords.test(word))));
    // Bounded: a client that sends ever new names (a search document's fields) cannot grow it.
    if (shapes.size >= 4096) shapes.clear();
    shapes.set(name, known);
  }
  return known;
}

/**
 * The rule of a contract: names shaped as credentials (above; HTTP's Authorization and Cookie,
 * OAuth's tokens and client secret, the simulator's control token among them), the names of its
 * apiKey security schemes (in the header or the query; a query credential is also taken as a form
 * field, so it is a body member too), and what it marks `x-secret: true`: a schema property (a
 * body member) or a parameter.
 */
export function credentialRule(document: OpenApiDocument): CredentialRule {
  const headers = new CredentialNames();
  const query = new CredentialNames(queryCredentialNames(document).map(lower));
  const body = new CredentialNames(query);
  const schemes = Object.values(
    (document.components?.securitySchemes ?? {}) as Record<string, { type?: string; in?: string; name?: string }>,
  );
  for (const scheme of schemes) if (scheme.type === "apiKey" && scheme.in === "header" && scheme.name) headers.add(lower(scheme.name));
  walk(document, (node) => {
    if (typeof node.name === "string" && typeof node.in === "string" && node["x-secret"] === true) {
      if (node.in === "header") headers.add(lower(node.name));
      if (node.in === "query") query.add(lower(node.name));
    }
    const properties = node.properties;
    if (properties && typeof properties === "object") {
      for (const [name, property] of Object.entries(properties)) {
        if (resolveRef<{ "x-secret"?: unknown } | undefined>(document, property)?.["x-secret"] === true) body.add(lower(name));
      }
    }
  });
  return { headers, query, body };
}

const rules = new Map<ApiId, CredentialRule>();

/** The rule of one API's bundled contract; the same object on every call. */
export function credentialRuleOf(api: ApiId): CredentialRule {
  let rule = rules.get(api);
  if (!rule) rules.set(api, (rule = credentialRule(contractDocument(api))));
  return rule;
}

/** Headers with each credential's value redacted; other headers as they were. */
export function redactHeaders<V>(rule: CredentialRule, headers: Readonly<Record<string, V>>): Record<string, V | typeof redacted> {
  const result: Record<string, V | typeof redacted> = {};
  for (const [name, value] of Object.entries(headers)) result[name] = rule.headers.has(lower(name)) ? redacted : value;
  return result;
}

/**
 * A URL (full, or a path with its query) with each credential of its query redacted (written
 * `%5Bredacted%5D`, which reads back as `[redacted]`), and its userinfo (`user:password@`) too;
 * every other character as it was sent, so that the URL still names the same resource.
 */
export function redactUrl(rule: CredentialRule, url: string): string {
  const named = redactUserinfo(url);
  const mark = named.indexOf("?");
  if (mark === -1) return named;
  const hash = named.indexOf("#", mark);
  const query = hash === -1 ? named.slice(mark + 1) : named.slice(mark + 1, hash);
  return `${named.slice(0, mark + 1)}${redactParameters(rule.query, query)}${hash === -1 ? "" : named.slice(hash)}`;
}

/** A URL with its userinfo (`https://user:password@host/`, a token as the user name) redacted whole; any other URL or path as it is. */
export function redactUserinfo(url: string): string {
  const at = url.indexOf("@");
  if (at === -1) return url;
  const userinfo = /^([a-z][a-z\d+.-]*:\/\/)([^/?#@]*@)/i.exec(url);
  return userinfo ? `${userinfo[1]}${encodedRedacted}@${url.slice(userinfo[0].length)}` : url;
}

/**
 * A JSON value with each member that carries a credential redacted, at any depth; a new value,
 * the given one untouched (its parts that hold no credential are shared).
 */
export function redactBody(rule: CredentialRule, value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => redactBody(rule, item));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (value === null || typeof value !== "object" || value instanceof Uint8Array) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [name, member] of Object.entries(value)) {
    const next = rule.body.has(lower(name)) ? redacted : redactBody(rule, member);
    // Defined, not assigned: a member named __proto__ is data here.
    if (next !== member)
      Object.defineProperty((copy ??= { ...(value as Record<string, unknown>) }), name, {
        value: next,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return copy ?? value;
}

/**
 * A body's text with each credential redacted: a form body's fields (as `%5Bredacted%5D`, as a
 * query's), a JSON body's members, and those of each line of NDJSON (search's bulk bodies). JSON
 * is looked for in a body of a JSON or NDJSON type, without a content type, and in text/plain
 * (clients that send JSON without saying so). JSON text that cannot be parsed is redacted whole
 * (an NDJSON line, that line), since where its secrets are is unknown; text/plain that is not
 * JSON, and a body of another type, are returned as they are: the rule names members, and only
 * JSON and forms have them.
 */
export function redactBodyText(rule: CredentialRule, text: string, contentType: string | undefined): string {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return redactParameters(rule.body, text);
  const ndjson = /ndjson$/.test(type);
  const json = !ndjson && /^application\/(.+\+)?json$/.test(type);
  if ((!json && !ndjson && type !== "" && type !== "text/plain") || text === "") return text;
  if (!ndjson) {
    const whole = redactJsonText(rule, text);
    if (whole !== undefined) return whole;
  }
  // Not one JSON value: NDJSON, one value a line; where a line is not JSON, a JSON body is redacted whole, text kept.
  const lines = text.split("\n");
  const redactedLines = lines.map((line) => (line.trim() === "" ? line : redactJsonText(rule, line)));
  if (ndjson) return redactedLines.map((line) => line ?? redacted).join("\n");
  if (lines.length > 1 && redactedLines.every((line) => line !== undefined)) return redactedLines.join("\n");
  return json ? redacted : text;
}

/** JSON text with its credentials redacted (unchanged text kept as it was, its spacing and every digit); undefined for text that is not JSON. */
function redactJsonText(rule: CredentialRule, text: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = parseExactJson(text);
  } catch {
    return undefined;
  }
  const clean = redactBody(rule, parsed);
  return clean === parsed ? text : exactJsonText(clean);
}

/** `a=1&access_token=x` with the values of the names given redacted; every other part as it was. */
function redactParameters(names: ReadonlySet<string>, text: string): string {
  return text
    .split("&")
    .map((part) => {
      const equals = part.indexOf("=");
      const name = equals === -1 ? part : part.slice(0, equals);
      // Escaped, as a query and a form write brackets: the URL stays a valid URI, and reads back as "[redacted]".
      return names.has(lower(decodeName(name))) ? `${name}=${encodedRedacted}` : part;
    })
    .join("&");
}

/** A form or query name as the server reads it (`+` is a space); a malformed escape as it was sent. */
function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    return name;
  }
}

const lower = (name: string) => name.toLowerCase();

/** Every object of a document, once each (a document's objects form a tree: its references are `$ref` strings). */
function walk(node: unknown, visit: (node: Record<string, unknown>) => void): void {
  if (node === null || typeof node !== "object") return;
  if (!Array.isArray(node)) visit(node as Record<string, unknown>);
  for (const child of Object.values(node)) walk(child, visit);
}
