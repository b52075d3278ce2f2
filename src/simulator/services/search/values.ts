/**
 * Values as a search compares them, by the mapped type of their field (mapping.ts): a date as
 * canonical text that orders as the date does (to the millisecond for `date`, the nanosecond for
 * `date_nanos`), a whole-number type as a whole number, a `float` at a float's precision, a
 * boolean as 0 or 1, a keyword as its text (missing past `ignore_above`); so that queries, sorts
 * and `search_after` compare them alike.
 */
import { bigIntAsNumber } from "../../../contract/exact-json.js";
import { dateFormat, defaultDateFormat, fromEpochMillis, fromEpochNanos } from "./dates.js";
import type { MappedField } from "./mapping.js";

/** A value as it compares: a number, a string, or null (missing). */
export type Comparable = number | string | null;

const defaultDates = dateFormat(defaultDateFormat);

/**
 * A value as it compares for a field (unmapped: as its text); null when it is not a value of the
 * field. A number given for a date is epoch milliseconds, or nanoseconds with `numeric_type:
 * date_nanos`; a date is canonical text, cut to milliseconds for a `date` field (what it stores)
 * or with `numericType` `date`.
 */
export function normalize(value: unknown, field: MappedField | undefined, numericType?: string): Comparable {
  if (value === null || value === undefined) return null;
  // An integer past 2^53 (a bigint, as a source or a request holds it) is the number it is to a
  // number or a date (nanoseconds since the epoch pass 2^53), and its digits to a keyword or text.
  switch (field?.kind) {
    case "date":
    case "date_nanos": {
      const given = typeof value === "bigint" ? bigIntAsNumber(value) : value;
      const canonical =
        typeof given === "number"
          ? numericType === "date_nanos"
            ? fromEpochNanos(given)
            : fromEpochMillis(given)
          : typeof given === "string"
            ? (field.format ?? defaultDates).parse(given)
            : null;
      if (canonical === null) return null;
      return field.kind === "date" || numericType === "date" ? `${canonical.slice(0, 23)}000000Z` : canonical;
    }
    case "long":
    case "double":
    case "float": {
      const number =
        typeof value === "number"
          ? value
          : typeof value === "bigint"
            ? bigIntAsNumber(value)
            : typeof value === "string" && value.trim() !== ""
              ? Number(value)
              : NaN;
      if (!Number.isFinite(number)) return null;
      if (field.kind === "long" || numericType === "long") return Math.trunc(number);
      return field.kind === "float" ? Math.fround(number) : number;
    }
    case "boolean":
      return value === true || value === "true" ? 1 : value === false || value === "false" || value === "" ? 0 : null;
    case "keyword": {
      if (typeof value === "object") return null;
      const text = String(value);
      return field.ignoreAbove !== undefined && text.length > field.ignoreAbove ? null : text;
    }
    default:
      return typeof value === "object" ? null : String(value);
  }
}

/** A number of a request (a score, a position) as it compares: an integer past 2^53 as the nearest number; null where it is no number. */
export const numberOf = (value: unknown): number | null =>
  typeof value === "number" ? value : typeof value === "bigint" ? bigIntAsNumber(value) : null;

/** The words of a text as the standard analyzer makes them: split on what is not a letter or digit, lower-cased. */
export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The distinct words of a text, as `tokens` makes them: at most `limit` of them, the text read no further. */
export function distinctTokens(text: string, limit: number): Set<string> {
  const found = new Set<string>();
  for (const [word] of text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) {
    found.add(word);
    if (found.size >= limit) break;
  }
  return found;
}
