/** Base64 without node:buffer, for the clients and the services that run in browsers too: text is encoded as UTF-8. */

const binary = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join("");

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
