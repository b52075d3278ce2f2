/**
 * The filter of the request journal (journal.ts), as GET /__control/requests takes it in its query
 * and `requests(filter)` as an object: by operation, method, status (`404` or a class, `4xx`), the
 * simulator's time (`since`, `until`: RFC 3339 or milliseconds since the epoch, both ends
 * included), `after` (the requests after a sequence number, to read on from the last one read),
 * `limit` (the latest so many) and `cursor` (those before the page that named it as its `next`:
 * journal-pages.ts). A value it cannot read is refused, naming it.
 */
import { ControlRefusal } from "./service.js";

/** The entries of a page of GET /__control/requests when its query gives no `limit`, and the most one page holds (journal-pages.ts). */
export const defaultPageEntries = 100;
export const maxPageEntries = 1000;

export interface RequestFilter {
  operationId?: string;
  method?: string;
  /** A status (`404`) or a class of them (`"4xx"`). */
  status?: number | string;
  /** The simulator's time from which (included): a Date, RFC 3339 text, or milliseconds since the epoch. */
  since?: Date | string | number;
  /** The simulator's time until which (included). */
  until?: Date | string | number;
  /** The requests after this one: those whose sequence number (`seq`) is greater. */
  after?: number;
  /** The latest so many of the requests selected. */
  limit?: number;
  /** The requests before those of the page whose `next` it is (GET /__control/requests answers by pages). */
  cursor?: string;
}

/** A filter read: what the journal compares its entries with. */
export interface JournalFilter {
  operationId?: string;
  /** Upper case. */
  method?: string;
  status?: (status: number) => boolean;
  since?: number;
  until?: number;
  after?: number;
  limit?: number;
  /** Only entries whose sequence number is below it (a cursor). */
  before?: number;
}

const names = ["operationId", "method", "status", "since", "until", "after", "limit", "cursor"] as const;
type Name = (typeof names)[number];

/** A date and time with its offset (RFC 3339's date-time), seconds and fractions optional. */
const rfc3339 = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?([Zz]|[+-]\d{2}:\d{2})$/;

function refuse(name: Name, value: unknown, wanted: string): never {
  const shown = typeof value === "string" ? JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value) : String(value);
  throw new ControlRefusal(`requests: ${name} ${shown} is not ${wanted}`);
}

function time(name: Name, value: unknown): number {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.getTime();
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && /^-?\d+$/.test(value)) return Number(value);
  if (typeof value === "string" && rfc3339.test(value) && !Number.isNaN(Date.parse(value))) return Date.parse(value);
  return refuse(name, value, "a time: RFC 3339 (2026-01-05T09:00:00Z) or milliseconds since the epoch");
}

function status(value: unknown): (status: number) => boolean {
  const text = String(value);
  if (/^[1-5]\d\d$/.test(text)) return (answered) => answered === Number(text);
  if (/^[1-5]xx$/i.test(text)) return (answered) => Math.floor(answered / 100) === Number(text[0]);
  // A dropped connection has no status: 0 selects it.
  if (text === "0") return (answered) => answered === 0;
  return refuse("status", value, "a status (404), a class of them (4xx), or 0 for a dropped connection");
}

function wholeNumber(name: Name, value: unknown): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 0 || (typeof value === "string" && !/^\d+$/.test(value)))
    refuse(name, value, "a whole number");
  return number;
}

/** The filter of a query's parameters or of a caller's object; an unknown name or a value it cannot read is refused (ControlRefusal, 400). */
export function readFilter(given: RequestFilter | URLSearchParams): JournalFilter {
  const values: Partial<Record<Name, unknown>> = {};
  const entries: Iterable<[string, unknown]> = given instanceof URLSearchParams ? given : Object.entries(given);
  for (const [name, value] of entries) {
    if (!(names as readonly string[]).includes(name))
      throw new ControlRefusal(`requests: unknown filter "${name}"; the filters are ${names.join(", ")}`);
    if (value !== undefined) values[name as Name] = value;
  }
  const filter: JournalFilter = {};
  if (values.operationId !== undefined) filter.operationId = String(values.operationId);
  if (values.method !== undefined) filter.method = String(values.method).toUpperCase();
  if (values.status !== undefined) filter.status = status(values.status);
  if (values.since !== undefined) filter.since = time("since", values.since);
  if (values.until !== undefined) filter.until = time("until", values.until);
  if (values.after !== undefined) filter.after = wholeNumber("after", values.after);
  if (values.limit !== undefined) filter.limit = wholeNumber("limit", values.limit);
  if (values.cursor !== undefined) {
    if (!/^[1-9]\d{0,15}$/.test(String(values.cursor))) refuse("cursor", values.cursor, "a cursor a page of requests named as its next");
    filter.before = Number(values.cursor);
  }
  return filter;
}

/** A filter (or another command's parameters) as query parameters, for the control client. */
export function filterQuery(filter: RequestFilter | Readonly<Record<string, number | undefined>> = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    query.set(name, value instanceof Date ? value.toISOString() : String(value));
  }
  return query.size > 0 ? `?${query}` : "";
}

/** The entries of several journals in one order (their sequence numbers, shared by every journal), the latest `limit` of them. */
export function mergeEntries<Entry extends { seq: number }>(lists: readonly (readonly Entry[])[], limit?: number): Entry[] {
  const merged = lists.length === 1 ? [...lists[0]!] : lists.flat().sort((a, b) => a.seq - b.seq);
  return limit !== undefined && merged.length > limit ? merged.slice(merged.length - limit) : merged;
}
