/**
 * What is a credential in a message of an API, and the message with every credential's value
 * replaced by `[redacted]`: one rule for everything the package writes down about traffic (the
 * proxy's HAR recording, the simulator's request journal), so that a token never reaches a file,
 * a log or a test report. Pure functions of the message, with no node: imports: the journal runs
 * in a browser too.
 *
 *   const rule = credentialRuleOf("code-hosting");
 *   redactHeaders(rule, { authorization: "Bearer t", accept: "application/json" }); // { authorization: "[redacted]", accept: ... }
 *   redactBody(rule, { vcs_url: "...", vcs_password: "hunter2" }); // { vcs_url: "...", vcs_password: "[redacted]" }
 *
 * The rule errs towards hiding: a name marked secret anywhere in a contract is a secret wherever it
 * appears in that API's messages, at any depth, and names are compared without regard to case.
 */
import type { ApiId } from "./apis.js";
import { contractDocument } from "./documents.js";
import { exactJsonText, parseExactJson } from "./exact-json.js";
import { queryCredentialNames, resolveRef, type OpenApiDocument } from "./openapi.js";

/** What a credential's value becomes. */
export const redacted = "[redacted]";

const encodedRedacted = encodeURIComponent(redacted);

/** The names that carry a credential in one API's messages, lower-case. */
export interface CredentialRule {
  headers: ReadonlySet<string>;
  query: ReadonlySet<string>;
  /** Members of a JSON body (at any depth) and fields of a form body. */
  body: ReadonlySet<string>;
}

/**
 * Headers that carry a credential in any API: HTTP's own (RFC 9110 §11.6.2 and §11.7.2, RFC 6265),
 * and the simulator's control token (src/simulator/control.ts `controlTokenHeader`; a test keeps
 * the two equal, this layer does not import the simulator's).
 */
const credentialHeaders = ["authorization", "proxy-authorization", "cookie", "set-cookie", "x-simulator-control-token"];

/** OAuth 2.0's token parameter (RFC 6750 §2.3), which any service may take in the query. */
const credentialQuery = ["access_token"];

/**
 * Body members that carry a credential in any API, whatever the contract says: the password of a
 * login or of OAuth's password grant (RFC 6749 §4.3.2), OAuth's tokens as token endpoints answer
 * them and clients send them back (RFC 6749 §5.1, OpenID Connect's `id_token`, RFC 7009's `token`),
 * and OAuth's client secret in a form body (RFC 6749 §2.3.1).
 */
const credentialMembers = ["password", "token", "access_token", "refresh_token", "id_token", "client_secret"];

/**
 * The rule of a contract: the names above, the names of its apiKey security schemes (in the
 * header or the query; a query credential is also taken as a form field, so it is a body member
 * too), and what it marks `x-secret: true`: a schema property (a body member) or a parameter.
 */
export function credentialRule(document: OpenApiDocument): CredentialRule {
  const headers = new Set(credentialHeaders);
  const query = new Set([...credentialQuery, ...queryCredentialNames(document).map(lower)]);
  const body = new Set([...credentialMembers, ...query]);
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
 * `%5Bredacted%5D`, which reads back as `[redacted]`); every other character as it was sent, so
 * that the URL still names the same resource.
 */
export function redactUrl(rule: CredentialRule, url: string): string {
  const mark = url.indexOf("?");
  if (mark === -1) return url;
  const hash = url.indexOf("#", mark);
  const query = hash === -1 ? url.slice(mark + 1) : url.slice(mark + 1, hash);
  return `${url.slice(0, mark + 1)}${redactParameters(rule.query, query)}${hash === -1 ? "" : url.slice(hash)}`;
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
 * A body's text with each credential redacted: a JSON body's members, a form body's fields (as
 * `%5Bredacted%5D`, as a query's). JSON text that cannot be parsed is redacted whole, since where
 * its secrets are is unknown; a body without a content type is read as JSON when it parses as
 * such (clients that send JSON without saying so). Text of another type is returned as it is: the
 * rule names members, and only JSON and forms have them.
 */
export function redactBodyText(rule: CredentialRule, text: string, contentType: string | undefined): string {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return redactParameters(rule.body, text);
  const json = /^application\/(.+\+)?json$/.test(type);
  if ((!json && type !== "") || text === "") return text;
  let parsed: unknown;
  try {
    parsed = parseExactJson(text);
  } catch {
    return json ? redacted : text;
  }
  const clean = redactBody(rule, parsed);
  // Unchanged text keeps its own spacing and every digit of its numbers.
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
