/**
 * JSON whose integers keep every digit. The real services use int64 ids beyond 2^53, which a
 * JavaScript number rounds (9007199254740993 reads as ...992): such an integer is read as a
 * bigint, written back as the same digits, and checked by the validators as the number it is.
 */
import { parse as parseLossless, stringify as stringifyLossless } from "lossless-json";

const maxInt64 = 2n ** 63n - 1n;
const minInt64 = -(2n ** 63n);
/** The largest double below 2^63: an int64 rounds to it at most, so the int64 check still holds. */
const largestInt64Double = 9223372036854774784;
/** The first double below -2^63: an integer under the int64 range rounds to it at least. */
const belowInt64Double = -9223372036854777856;

/** An integer literal too long for a double to hold exactly; shorter ones read as numbers. */
const readNumber = (text: string): number | bigint => {
  const value = Number(text);
  return /^-?\d+$/.test(text) && !Number.isSafeInteger(value) ? BigInt(text) : value;
};

/** Parses JSON text (throwing as JSON.parse does), integers beyond 2^53 as bigints. */
export function parseExactJson(text: string): unknown {
  const value: unknown = JSON.parse(text);
  // Most bodies hold no run of digits a double cannot hold, and are read as JSON.parse reads them:
  // lossless-json's parser is about 40 times slower.
  return holdsUnsafeDigits(text) ? parseLossless(text, null, readNumber) : value;
}

const isDigit = (code: number) => code >= 48 && code <= 57;
/** The largest integer a double holds exactly, 2^53 - 1, as the sixteen digits it is written with. */
const maxSafeDigits = String(Number.MAX_SAFE_INTEGER);

/**
 * Whether a text holds a run of digits that may be an integer a double cannot hold: seventeen or
 * more in a row, or sixteen past 2^53 - 1 (an event id of sixteen digits is safe, and common). The
 * character sixteen places on is looked at first, and a run is counted back from it only where it
 * is a digit, so that most characters are never read (a search body of a million numbers: 4 ms,
 * where /\d{16}/ took 50).
 */
export function holdsUnsafeDigits(text: string): boolean {
  for (let end = 15; end < text.length;) {
    if (!isDigit(text.charCodeAt(end))) {
      end += 16;
      continue;
    }
    let start = end;
    while (start > end - 15 && isDigit(text.charCodeAt(start - 1))) start--;
    if (start > end - 15) {
      // The run through `end` began at `start` and is shorter: sixteen in a row end at start + 15 or later.
      end = start + 15;
      continue;
    }
    // A run of sixteen or more begins at `start` (the character before it is no digit): where does it stop?
    let stop = end + 1;
    while (stop < text.length && isDigit(text.charCodeAt(stop))) stop++;
    if (stop - start > 16 || text.slice(start, stop) > maxSafeDigits) return true;
    end = stop + 16;
  }
  return false;
}

/** JSON text of a value, its bigints written as the integers they are; indented by `space` where given. */
export function exactJsonText(value: unknown, space?: number): string {
  try {
    return JSON.stringify(value, null, space);
  } catch (error) {
    if (!(error instanceof TypeError) || !holdsBigInt(value)) throw error;
    return stringifyLossless(value, undefined, space) ?? "";
  }
}

export function holdsBigInt(value: unknown): boolean {
  if (typeof value === "bigint") return true;
  if (value === null || typeof value !== "object") return false;
  return Object.values(value).some(holdsBigInt);
}

/**
 * A bigint as the nearest number that keeps its side of the int64 range: one within int64 stays
 * within it, and one outside stays outside, so `format: int64` (and a long field) judges the exact
 * integer.
 */
export function bigIntAsNumber(value: bigint): number {
  if (value > maxInt64) return Math.max(Number(value), 2 ** 63);
  if (value < minInt64) return Math.min(Number(value), belowInt64Double);
  return Math.min(Number(value), largestInt64Double);
}

/** The value with each bigint as a number (bigIntAsNumber), for a JSON Schema validator, which knows no bigint. */
export function withBigIntsAsNumbers(value: unknown): unknown {
  if (typeof value === "bigint") return bigIntAsNumber(value);
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(withBigIntsAsNumbers);
  const copy: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value))
    Object.defineProperty(copy, key, { value: withBigIntsAsNumbers(member), enumerable: true, writable: true, configurable: true });
  return copy;
}

/** The value as code that computes with numbers reads it: itself where it holds no bigint, else withBigIntsAsNumbers' copy. */
export const asNumbers = <T>(value: T): T => (holdsBigInt(value) ? (withBigIntsAsNumbers(value) as T) : value);

/** Whether a number (as the validator sees it) is within the int64 range. */
export const isInt64 = (value: number): boolean => Number.isInteger(value) && value >= -(2 ** 63) && value < 2 ** 63;
