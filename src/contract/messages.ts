/**
 * Reading a request or an answer as the contract sees it: media types, headers, the JSON body (with
 * its bounds), a credential sent in a form, a body that counts as none. Shared by the validator, the
 * servers and the simulator; nothing here needs Node.
 */
import { parseExactJson } from "./exact-json.js";

/** Whether a media type (parameters allowed) is JSON: application/json or a `+json` type. */
export const isJsonMediaType = (mediaType: string): boolean => /^application\/([\w.-]+\+)?json$/i.test(mediaType.split(";")[0]!.trim());

/** Whether a media type (parameters allowed) is NDJSON: application/x-ndjson or a `+x-ndjson` type (a service's own, as the search engine's clients send). */
export const isNdjsonMediaType = (mediaType: string): boolean =>
  /^application\/([\w.-]+\+)?x-ndjson$/i.test(mediaType.split(";")[0]!.trim());

/** Request headers as one string each (a repeated header joined with ", "), names lower-cased. */
export function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return flat;
}

/** Headers as a message carries them: a fetch Headers object or a record of names. */
export type HeaderValues = Headers | Record<string, string | string[] | undefined>;

/** Any message's headers as one map of lower-cased names. */
export function headerMap(headers: HeaderValues | undefined): Map<string, string> {
  if (!headers) return new Map();
  // Told by its tag, not by `instanceof Headers`: the first read of the global Headers loads Node's fetch.
  const isHeaders = Object.prototype.toString.call(headers) === "[object Headers]";
  return new Map(
    isHeaders ? (headers as Headers).entries() : Object.entries(flattenHeaders(headers as Record<string, string | string[] | undefined>)),
  );
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
 * more than `maxMembers` members (`maxJsonMembers`). One pass, no recursion, strings skipped;
 * undefined when neither.
 */
export function jsonBeyondBounds(text: string, maxMembers = maxJsonMembers): string | undefined {
  // Each level takes at least two characters, each member four: a shorter text is within both.
  if (text.length <= 2 * maxJsonDepth && text.length <= 4 * maxMembers) return undefined;
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
    } else if (code === 0x2c && depth > 0 && members[depth]! > 0 && ++members[depth]! > maxMembers) {
      return `too broad (an object with more than ${maxMembers} members)`;
    }
  }
  return undefined;
}

/**
 * A credential that the contract takes in the query (`access_token`) but a client sent as a field
 * of its form body, as services that read both accept: moved into the query, so that one place
 * holds it for the security check, and the form is left with its own fields. Returns the form's
 * text without the credential (the text unchanged when it held none, or the query already has it).
 */
export function liftQueryCredentials(
  contentType: string | undefined,
  text: string,
  query: URLSearchParams,
  names: readonly string[],
): string {
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
