/**
 * How the compute model fingerprints a resource (a 64-bit hash of its JSON text, read in pieces
 * whatever its size) and weighs its text without writing it.
 */

/** How many UTF-16 code units the fingerprint encodes at a time: no copy of a whole large policy is made. */
const hashPiece = 1 << 16;

/**
 * 64-bit FNV-1a of the text's UTF-8 bytes: a fingerprint needs to differ, not to resist attack. The
 * state is kept as four 16-bit limbs, so that each byte costs a few small integer operations that
 * never overflow (a BigInt per byte took seconds for a body of 20 MB, this takes tens of
 * milliseconds); the core runs in browsers too, where no synchronous digest exists (Web Crypto's
 * is a promise).
 */
export function hash64(text: string): Uint8Array {
  const encoder = new TextEncoder();
  // At most three bytes a code unit.
  const bytes = new Uint8Array(3 * Math.min(text.length, hashPiece));
  // The offset basis 0xcbf29ce484222325, lowest limb first.
  let v0 = 0x2325;
  let v1 = 0x8422;
  let v2 = 0x9ce4;
  let v3 = 0xcbf2;
  for (let start = 0; start < text.length;) {
    let end = Math.min(text.length, start + hashPiece);
    // A piece never ends between the two halves of a character.
    if (end < text.length && (text.charCodeAt(end - 1) & 0xfc00) === 0xd800) end--;
    const { written } = encoder.encodeInto(text.slice(start, end), bytes);
    for (let index = 0; index < written; index++) {
      v0 ^= bytes[index]!;
      // Times the prime 2^40 + 0x1b3 modulo 2^64: 0x1b3 times each limb, plus the limb two below
      // shifted 8 bits (2^40 is limb 2's bit 8), the carries passed up.
      const t0 = v0 * 0x1b3;
      const t1 = v1 * 0x1b3 + (t0 >>> 16);
      const t2 = v2 * 0x1b3 + (v0 << 8) + (t1 >>> 16);
      v3 = (v3 * 0x1b3 + (v1 << 8) + (t2 >>> 16)) & 0xffff;
      v2 = t2 & 0xffff;
      v1 = t1 & 0xffff;
      v0 = t0 & 0xffff;
    }
    start = end;
  }
  return Uint8Array.of(v3 >> 8, v3 & 0xff, v2 >> 8, v2 & 0xff, v1 >> 8, v1 & 0xff, v0 >> 8, v0 & 0xff);
}

/** The JSON text of a resource: an open patch body may carry integers beyond 2^53, which the core reads as bigints. */
export const jsonText = (value: unknown) =>
  JSON.stringify(value, (_name, member: unknown) => (typeof member === "bigint" ? member.toString() : member));

/** The length of the names and strings a JSON value holds: less than that of its JSON text, counted without writing it. */
export function textLength(value: unknown): number {
  if (typeof value === "string") return value.length;
  if (typeof value !== "object" || value === null) return 0;
  let length = 0;
  if (Array.isArray(value)) for (const item of value) length += textLength(item);
  else for (const [name, member] of Object.entries(value)) length += name.length + textLength(member);
  return length;
}
