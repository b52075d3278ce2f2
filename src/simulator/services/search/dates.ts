/**
 * Date formats as the service's mappings and sorts name them: built-in names
 * (`strict_date_optional_time`, `epoch_millis`, ...) and the patterns of Java's date formatter
 * (`yyyy-MM-dd HH:mm:ss`), alternatives joined by `||`. A date is held as canonical text, UTC with
 * nine fraction digits (`2024-01-01T00:00:00.000000000Z`), which orders as the date does.
 */

/** A date as canonical text, or null when the value is not one. */
type Parser = (value: string | number) => string | null;

export interface DateFormat {
  /** The format as given (`strict_date_optional_time||epoch_millis`). */
  readonly name: string;
  /** The canonical date a value stands for in any of the alternatives, or null. */
  parse(value: string | number): string | null;
  /** A canonical date written in the first alternative. */
  format(canonical: string): string;
}

/** A UTC date with milliseconds, the form most documents hold (`2024-01-01T00:00:00.000Z`). */
const utcMillisForm = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{3}Z$/;
/** ISO 8601 as `strict_date_optional_time` takes it: a date, then optionally a time, a fraction and a zone. */
const isoForm = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?)?)?$/;

const daysIn = (year: number, month: number) =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** Canonical text of date parts (month 1-12), or null when a part is out of range; `offsetMinutes` east of UTC. */
function fromParts(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  fraction: string,
  offsetMinutes: number,
) {
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour > 23 || minute > 59 || second > 59) return null;
  const nanos = fraction.padEnd(9, "0");
  if (offsetMinutes === 0 && year >= 1000) {
    const two = (n: number) => String(n).padStart(2, "0");
    return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:${two(second)}.${nanos}Z`;
  }
  const millis = Date.UTC(year, month - 1, day, hour, minute, second) - offsetMinutes * 60_000;
  return withNanos(millis, nanos.slice(3));
}

/** Canonical text of epoch milliseconds (whole), with the digits below a millisecond. */
function withNanos(millis: number, belowMillis = "000000"): string | null {
  const date = new Date(millis);
  if (!Number.isFinite(millis) || Number.isNaN(date.getTime())) return null;
  return `${date.toISOString().slice(0, 23)}${belowMillis}Z`;
}

const offsetOf = (zone: string | undefined): number => {
  if (!zone || zone === "Z") return 0;
  const digits = zone.replace(":", "");
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5) || 0);
  return zone.startsWith("-") ? -minutes : minutes;
};

/** The number of the digits of a text from `start` to `end`. */
function digits(text: string, start: number, end: number): number {
  let number = 0;
  for (let i = start; i < end; i++) number = number * 10 + text.charCodeAt(i) - 48;
  return number;
}

/**
 * Whether a text is a UTC date with milliseconds (`2024-01-01T00:00:00.000Z`, the form most
 * documents hold) whose every part is in range: checked without building anything, as a write
 * checks the dates of every document it indexes.
 */
export function isUtcMillisDate(value: string): boolean {
  if (value.length !== 24 || !utcMillisForm.test(value)) return false;
  const [year, month, day] = [digits(value, 0, 4), digits(value, 5, 7), digits(value, 8, 10)];
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month) &&
    digits(value, 11, 13) <= 23 &&
    digits(value, 14, 16) <= 59 &&
    digits(value, 17, 19) <= 59
  );
}

/** ISO 8601 dates: `2024-01-01`, `2024-01-01T10:00`, with seconds, a fraction and a zone. */
export function parseIsoDate(value: string): string | null {
  // The common form is already canonical, with its fraction padded, when every part is in range.
  if (value.length === 24 && utcMillisForm.test(value)) return isUtcMillisDate(value) ? `${value.slice(0, 23)}000000Z` : null;
  const match = isoForm.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  return fromParts(
    Number(year),
    Number(month ?? 1),
    Number(day ?? 1),
    Number(hour ?? 0),
    Number(minute ?? 0),
    Number(second ?? 0),
    fraction ?? "",
    offsetOf(zone),
  );
}

/** Epoch milliseconds (a number, or its digits) as canonical text, the fraction as nanoseconds. */
export function fromEpochMillis(value: number): string | null {
  const whole = Math.floor(value);
  return withNanos(whole, String(Math.min(999_999, Math.round((value - whole) * 1e6))).padStart(6, "0"));
}

/** Epoch nanoseconds (as a double, so rounded beyond 2^53) as canonical text. */
export function fromEpochNanos(value: number): string | null {
  const millis = Math.floor(value / 1e6);
  return withNanos(millis, String(Math.min(999_999, Math.max(0, Math.round(value - millis * 1e6)))).padStart(6, "0"));
}

/** The epoch milliseconds of a canonical date (the nanoseconds dropped). */
export const epochMillis = (canonical: string): number => Date.parse(`${canonical.slice(0, 23)}Z`);
/** The epoch nanoseconds of a canonical date: a double, so rounded past 2^53 (as a JSON number is). */
export const epochNanos = (canonical: string): number => epochMillis(canonical) * 1e6 + Number(canonical.slice(23, 29));

const numeric = (value: string | number): number =>
  typeof value === "number" ? value : /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;

const iso: { parse: Parser; format: (c: string) => string } = {
  parse: (value) => (typeof value === "string" ? parseIsoDate(value) : null),
  format: (c) => `${c.slice(0, 23)}Z`,
};
const isoNanos = { parse: iso.parse, format: (c: string) => c };

/** The built-in formats the simulator knows, by the service's names. */
const builtIn: Record<string, { parse: Parser; format: (canonical: string) => string }> = {
  strict_date_optional_time: iso,
  date_optional_time: iso,
  strict_date_optional_time_nanos: isoNanos,
  date_optional_time_nanos: isoNanos,
  epoch_millis: {
    parse: (value) => {
      const number = numeric(value);
      return Number.isFinite(number) ? fromEpochMillis(number) : null;
    },
    format: (c) => String(epochMillis(c)),
  },
  epoch_second: {
    parse: (value) => {
      const number = numeric(value);
      return Number.isFinite(number) ? fromEpochMillis(number * 1000) : null;
    },
    format: (c) => String(Math.floor(epochMillis(c) / 1000)),
  },
};
/** The pattern letters the simulator reads: year, month, day, hour, minute, second, fraction, zone offset. */
const letters: Record<string, { width?: number; regex: string }> = {
  y: { width: 4, regex: "(\\d{4})" },
  u: { width: 4, regex: "(\\d{4})" },
  M: { width: 2, regex: "(\\d{2})" },
  d: { width: 2, regex: "(\\d{2})" },
  H: { width: 2, regex: "(\\d{2})" },
  m: { width: 2, regex: "(\\d{2})" },
  s: { width: 2, regex: "(\\d{2})" },
  S: { regex: "" },
  X: { regex: "(Z|[+-]\\d{2}(?::?\\d{2})?)" },
  Z: { regex: "(Z|[+-]\\d{2}:?\\d{2})" },
};

/** A Java date pattern (`yyyy-MM-dd'T'HH:mm:ss.SSSXXX`): a parser and a writer of it. */
function javaPattern(pattern: string): { parse: Parser; format: (canonical: string) => string } {
  const parts: { letter?: string; count: number; literal?: string }[] = [];
  for (let i = 0; i < pattern.length;) {
    const char = pattern[i]!;
    if (char === "'") {
      const end = pattern.indexOf("'", i + 1);
      if (end === -1) throw new Error(`Unterminated quote in [${pattern}]`);
      parts.push({ count: 0, literal: end === i + 1 ? "'" : pattern.slice(i + 1, end) });
      i = end + 1;
    } else if (/[A-Za-z]/.test(char)) {
      if (!letters[char]) throw new Error(`Unknown pattern letter: ${char}`);
      let count = 1;
      while (pattern[i + count] === char) count++;
      parts.push({ letter: char, count });
      i += count;
    } else {
      parts.push({ count: 0, literal: char });
      i++;
    }
  }
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const regex = new RegExp(
    `^${parts.map((part) => (part.literal !== undefined ? escape(part.literal) : part.letter === "S" ? `(\\d{${part.count}})` : letters[part.letter!]!.regex)).join("")}$`,
  );
  const fields = parts.filter((part) => part.letter !== undefined);
  return {
    parse(value) {
      const match = typeof value === "string" ? regex.exec(value) : null;
      if (!match) return null;
      const got: Record<string, string> = {};
      fields.forEach((part, i) => (got[part.letter!] = match[i + 1]!));
      return fromParts(
        Number(got.y ?? got.u ?? 1970),
        Number(got.M ?? 1),
        Number(got.d ?? 1),
        Number(got.H ?? 0),
        Number(got.m ?? 0),
        Number(got.s ?? 0),
        got.S ?? "",
        offsetOf(got.X ?? got.Z),
      );
    },
    format(canonical) {
      const values: Record<string, string> = {
        y: canonical.slice(0, 4),
        u: canonical.slice(0, 4),
        M: canonical.slice(5, 7),
        d: canonical.slice(8, 10),
        H: canonical.slice(11, 13),
        m: canonical.slice(14, 16),
        s: canonical.slice(17, 19),
        X: "Z",
        Z: "Z",
      };
      return parts
        .map((part) => part.literal ?? (part.letter === "S" ? canonical.slice(20, 20 + part.count) : values[part.letter!]))
        .join("");
    },
  };
}

for (const [name, pattern] of Object.entries({
  strict_date: "yyyy-MM-dd",
  date: "yyyy-MM-dd",
  strict_date_time: "yyyy-MM-dd'T'HH:mm:ss.SSSXXX",
  date_time: "yyyy-MM-dd'T'HH:mm:ss.SSSXXX",
  strict_date_time_no_millis: "yyyy-MM-dd'T'HH:mm:ssXXX",
  strict_date_hour_minute_second: "yyyy-MM-dd'T'HH:mm:ss",
  strict_date_hour_minute_second_millis: "yyyy-MM-dd'T'HH:mm:ss.SSS",
  basic_date: "yyyyMMdd",
  strict_year_month: "yyyy-MM",
  strict_year: "yyyy",
})) {
  builtIn[name] = javaPattern(pattern);
}

const formats = new Map<string, DateFormat>();

/**
 * The date format a mapping or a sort names; a name or pattern the simulator cannot read throws
 * an Error whose message says why (the caller refuses it in the service's words).
 */
export function dateFormat(name: string): DateFormat {
  const known = formats.get(name);
  if (known) return known;
  const alternatives = name.split("||").map((part) => builtIn[part] ?? javaPattern(part));
  const format: DateFormat = {
    name,
    parse(value) {
      for (const alternative of alternatives) {
        const parsed = alternative.parse(value);
        if (parsed !== null) return parsed;
      }
      return null;
    },
    format: (canonical) => alternatives[0]!.format(canonical),
  };
  if (formats.size < 256) formats.set(name, format);
  return format;
}

/** The service's default formats of a `date` and a `date_nanos` field. */
export const defaultDateFormat = "strict_date_optional_time||epoch_millis";
export const defaultDateNanosFormat = "strict_date_optional_time_nanos||epoch_millis";

/** Whether a string is a date as dynamic mapping detects one: `strict_date_optional_time`, the first of the service's `dynamic_date_formats`. */
export function detectedDate(value: string): boolean {
  const first = value.charCodeAt(0);
  return first >= 48 && first <= 57 && parseIsoDate(value) !== null;
}
