/**
 * The rows of an audience upload (A3, A7): whether each fits its key types, and the values that
 * name its user, so that a user added twice counts once and can be removed by any of them.
 */
import { exactJsonText } from "../../../contract/exact-json.js";
import type { Audience } from "./audiences.js";

/** The single keys, and the key type their one column holds. */
export const singleKeys: Record<string, string> = {
  EMAIL_SHA256: "EMAIL",
  PHONE_SHA256: "PHONE",
  MOBILE_ADVERTISER_ID: "MADID",
  UID: "UID",
  EXTERN_ID: "EXTERN_ID",
  CLAIM: "CLAIM",
};
/** Key types that name one user on their own. */
const identifying = new Set(["EMAIL", "PHONE", "MADID", "EXTERN_ID", "CLAIM", "UID", "APPUID", "PAGEUID", "EMAIL_MD5", "PHONE_MD5"]);
/** Key types whose column holds a number (or its text) about the row, not a value that names its user. */
const numericColumns = new Set(["LOOKALIKE_VALUE", "DATA_PROCESSING_OPTIONS_COUNTRY", "DATA_PROCESSING_OPTIONS_STATE"]);
export const digits = /^[0-9]+$/;
const sha256 = /^[0-9a-f]{64}$/i;
const md5 = /^[0-9a-f]{32}$/i;
const advertiserId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A result names a few invalid rows, not all of them. */
export const maxSamples = 10;

export type CheckedRow = { identity: string[] } | { invalid: { sample: string; key: string } };

/**
 * Whether a value fits its key type. Hashed keys take SHA-256 digests (64 hexadecimal characters),
 * the `_MD5` keys MD5 digests, a mobile advertiser ID its own form (or a digest), an external ID or
 * claim any text, a platform user ID (UID, APPUID, PAGEUID) digits, a numeric column a number or
 * its text, the Limited Data Use options a list of option names.
 */
function fitsKey(key: string, value: unknown): boolean {
  if (numericColumns.has(key))
    return typeof value === "number" || (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)));
  if (key === "DATA_PROCESSING_OPTIONS") return Array.isArray(value) && value.every((option) => typeof option === "string");
  if (key === "EXTERN_ID" || key === "CLAIM") return typeof value === "string" || typeof value === "number";
  if (key === "UID" || key === "APPUID" || key === "PAGEUID")
    return (typeof value === "string" && digits.test(value)) || Number.isSafeInteger(value) || (typeof value === "bigint" && value >= 0n);
  if (key === "MADID") return typeof value === "string" && (advertiserId.test(value) || sha256.test(value));
  if (key === "EMAIL_MD5" || key === "PHONE_MD5") return typeof value === "string" && md5.test(value);
  return typeof value === "string" && sha256.test(value);
}

/**
 * Whether a row fits the schema's key types (fitsKey), and the values that name its user; in a
 * multi-key row an unknown value is "".
 */
export function checkRow(keys: string[], row: unknown, schema: string | string[]): CheckedRow {
  const values = Array.isArray(row) ? row : [row];
  const whole = { sample: exactJsonText(row), key: Array.isArray(schema) ? schema.join(",") : schema };
  if (values.length !== keys.length) return { invalid: whole };
  const identity: string[] = [];
  const others: string[] = [];
  for (const [index, key] of keys.entries()) {
    const value = values[index];
    if (value === "") continue;
    if (!fitsKey(key, value))
      return {
        invalid: {
          sample: typeof value === "object" ? exactJsonText(value) : String(value),
          key: typeof schema === "string" ? schema : key,
        },
      };
    if (numericColumns.has(key) || key === "DATA_PROCESSING_OPTIONS") continue;
    (identifying.has(key) ? identity : others).push(`${key}:${String(value).toLowerCase()}`);
  }
  // Without an identifying key (names, birth date, place only), the row's values together name its user.
  if (identity.length === 0 && others.length > 0) identity.push(others.join("|"));
  return identity.length > 0 ? { identity } : { invalid: whole };
}

export function addMember(audience: Audience, identity: string[]): void {
  const found = identity.map((value) => audience.memberOf.get(value)).find((member) => member !== undefined);
  const member = found ?? audience.nextMember++;
  const values = new Set([...(audience.members.get(member) ?? []), ...identity]);
  audience.members.set(member, [...values]);
  for (const value of identity) audience.memberOf.set(value, member);
}

export function removeMember(audience: Audience, identity: string[]): void {
  for (const value of identity) {
    const member = audience.memberOf.get(value);
    if (member === undefined) continue;
    for (const other of audience.members.get(member) ?? []) if (audience.memberOf.get(other) === member) audience.memberOf.delete(other);
    audience.members.delete(member);
  }
}
