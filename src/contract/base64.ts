/** Base64 without node:buffer, for the clients and the services that run in browsers too: text is encoded as UTF-8. */

/**
 * The bytes as a binary string, for btoa: 4 KiB at a time, each slice given whole to fromCharCode
 * (a string per byte, or a spread, took half a second for the 5 MB of a recorded body; this, 30 ms).
 */
function binary(bytes: Uint8Array): string {
  let text = "";
  for (let at = 0; at < bytes.length; at += 0x1000) text += Reflect.apply(String.fromCharCode, null, bytes.subarray(at, at + 0x1000));
  return text;
}

export function toBase64(data: string | Uint8Array): string {
  return btoa(binary(typeof data === "string" ? new TextEncoder().encode(data) : data));
}

/** The URL-safe alphabet, without padding (RFC 4648 §5). */
export function toBase64Url(data: string | Uint8Array): string {
  return toBase64(data).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The text a URL-safe base64 string encodes; throws on a string that is not base64. */
export function fromBase64Url(text: string): string {
  const bytes = Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The bytes a base64 text encodes, in either alphabet (RFC 4648 §4 `+/` or §5 `-_`), padded or
 * not, as services that carry bytes in JSON read them; undefined when the text is not base64.
 */
export function base64Bytes(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(text)) return undefined;
  try {
    return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** Whether two base64 texts encode the same bytes, whatever alphabet and padding each is written in. */
export function sameBase64Bytes(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  const left = base64Bytes(a);
  const right = base64Bytes(b);
  if (left === undefined || right === undefined) return a === b;
  return left.length === right.length && left.every((byte, index) => byte === right[index]);
}
