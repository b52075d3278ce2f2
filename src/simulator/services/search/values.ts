/**
 * Values as a search compares them: a field's value normalized for its kind (a date to a string
 * that orders as the date does, a number, a boolean as 0 or 1, anything else as its text), so that
 * queries, sorts and `search_after` compare them alike.
 */
import type { FieldKind } from "./store.js";

/** A UTC date with milliseconds, the form most documents hold (`2024-01-01T00:00:00.000Z`). */
const utcMillisForm = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{3}Z$/;

/** A date as a string that orders as the date does: UTC with nine fraction digits. */
function canonicalDate(value: string): string | null {
  // The common form is already canonical when every part is in range (out of range, Date.parse
  // refuses some and rolls others over, as 30 February to March: the general way below decides).
  // Checked without parsing, as building a date's text costs most of a sort by date.
  const utc = value.length === 24 ? utcMillisForm.exec(value) : null;
  if (utc) {
    const [year, month, day, hour, minute, second] = utc.slice(1).map(Number) as [number, number, number, number, number, number];
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    const inMonth = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
    if (month >= 1 && month <= 12 && day >= 1 && day <= inMonth && hour <= 23 && minute <= 59 && second <= 59)
      return `${value.slice(0, 23)}000000Z`;
  }
  const match = /^(.*?)(?:\.(\d{1,9}))?(Z|[+-]\d{2}:?\d{2})?$/.exec(value);
  const base = match?.[1] ?? value;
  const millis = Date.parse(`${base}${match?.[3] ?? (base.includes("T") ? "Z" : "")}`);
  if (!Number.isFinite(millis)) return null;
  const fraction = (match?.[2] ?? "").padEnd(9, "0");
  return `${new Date(millis).toISOString().slice(0, 19)}.${fraction}Z`;
}

function dateFromMillis(millis: number, extraNanos = 0): string | null {
  if (!Number.isFinite(millis)) return null;
  const whole = Math.floor(millis);
  const nanos = Math.min(999_999, Math.round((millis - whole) * 1e6) + extraNanos);
  const iso = new Date(whole).toISOString();
  return `${iso.slice(0, 20)}${iso.slice(20, 23)}${String(nanos).padStart(6, "0")}Z`;
}

/** A value as it compares: a number, a string, or null (missing). */
export type Comparable = number | string | null;

/** A value as it compares for a field of this kind; null when it is not one. */
export function normalize(value: unknown, kind: FieldKind | undefined, numericType?: string): Comparable {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case "date":
      if (typeof value === "number")
        return numericType === "date_nanos" ? dateFromMillis(Math.floor(value / 1e6), value % 1e6) : dateFromMillis(value);
      if (typeof value === "string") return /^\d+$/.test(value) ? dateFromMillis(Number(value)) : canonicalDate(value);
      return null;
    case "number": {
      const number = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
      if (!Number.isFinite(number)) return null;
      return numericType === "long" ? Math.trunc(number) : number;
    }
    case "boolean":
      return value === true || value === "true" ? 1 : value === false || value === "false" ? 0 : null;
    default:
      return typeof value === "object" ? null : String(value);
  }
}
