/**
 * Verification of what an application sent, against the simulator's request journal (journal.ts):
 * the matchers `toHaveReceived` and `toHaveReceivedInOrder` for vitest's `expect.extend`
 * (vitest.ts registers their types). Their subject is anything that reads a journal: the
 * in-process simulator, a running simulator's handle, a control client or a session's handle; the
 * last two read it through GET /__control/requests, so the matcher then answers a promise
 * (`await expect(session).toHaveReceived(...)`).
 *
 * A failure tells the closest requests received and how each differs, field by field, as
 * WireMock's near misses do, and names the requests the contract refused, with their problems.
 * Nothing here loads vitest: the matcher context (`this.equals`, asymmetric matchers included)
 * is the one vitest calls them with.
 */
import type { ApiId } from "../contract/apis.js";
import type { RequestsFilter } from "./control.js";
import type { JournalEntry } from "./journal.js";

/** What a matcher reads the journal of. */
export interface JournalSource {
  requests(filter?: RequestsFilter): readonly JournalEntry[] | Promise<readonly JournalEntry[]>;
}

/** What a request is to match besides its operation; each field compared with vitest's equality, so asymmetric matchers work. */
export interface ReceivedRequest {
  /** The API, where several have an operation of that name. */
  api?: ApiId;
  /** The whole query, as an object (`expect.objectContaining` for a part). */
  query?: unknown;
  /** The whole body as parsed (`expect.objectContaining` for a part). */
  body?: unknown;
  /** Headers the request must have (names in any case); others may be there too. Credentials read `[redacted]`. */
  headers?: Record<string, unknown>;
  status?: unknown;
}

export interface ReceivedOptions extends ReceivedRequest {
  /** Exactly this many matching requests; at least one when not given. */
  times?: number;
}

/** A step of `toHaveReceivedInOrder`: an operationId, or one with what its request is to match. */
export type ReceivedStep = string | (ReceivedRequest & { operationId: string });

/** The part of vitest's matcher context the matchers use. */
interface MatcherContext {
  isNot: boolean;
  equals(a: unknown, b: unknown, customTesters?: unknown[]): boolean;
  customTesters?: unknown[];
  utils: { stringify(value: unknown, maxDepth?: number, options?: { min?: boolean }): string };
}

interface MatcherResult {
  pass: boolean;
  message: () => string;
}

/** A request expected: its operation, and what it is to match. */
export interface ExpectedRequest extends ReceivedRequest {
  operationId: string;
}
type Expected = ExpectedRequest;

/** Whether a value received equals one expected (vitest's equality in the matchers, asymmetric matchers included). */
export type Equal = (received: unknown, expected: unknown) => boolean;
/** A value on one line, for a difference. */
export type Show = (value: unknown) => string;

/** A request received, and how it differs from the one expected (none: it matches). */
export interface NearMiss {
  entry: JournalEntry;
  differences: string[];
}

const fields = ["query", "body", "headers", "status"] as const;
/** How many requests a failure shows: the closest, the refused, the received in order. */
const closestShown = 3;
const refusedShown = 5;
const orderShown = 10;

const isAsymmetric = (value: unknown): boolean =>
  typeof value === "object" && value !== null && typeof (value as { asymmetricMatch?: unknown }).asymmetricMatch === "function";
const isPlain = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== "object" || value === null || Array.isArray(value) || isAsymmetric(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

function readSource(received: unknown, matcher: string): JournalSource {
  if (typeof received === "object" && received !== null && typeof (received as JournalSource).requests === "function")
    return received as JournalSource;
  throw new TypeError(
    `${matcher}: expected a simulator (createSimulator, startSimulator), a control client or a session, whose journal it reads; received ${typeof received}`,
  );
}

/** Reads the journal, then judges: at once for a source in this process, on a promise for one through the control API. */
function withEntries(
  received: unknown,
  matcher: string,
  judge: (entries: readonly JournalEntry[]) => MatcherResult,
): MatcherResult | Promise<MatcherResult> {
  const entries = readSource(received, matcher).requests();
  return entries instanceof Promise ? entries.then(judge) : judge(entries);
}

/** The ways an entry differs from what was expected, a line per field (or per member of an object); none when it matches. */
export function differences(show: Show, equal: Equal, expected: ExpectedRequest, entry: JournalEntry): string[] {
  const found: string[] = [];
  const compare = (path: string, want: unknown, got: unknown) => {
    if (equal(got, want)) return;
    const before = found.length;
    if (isPlain(want) && isPlain(got)) {
      for (const key of new Set([...Object.keys(want), ...Object.keys(got)])) {
        if (!Object.hasOwn(want, key)) found.push(`${path}.${key}: not expected, received ${show(got[key])}`);
        else if (!Object.hasOwn(got, key)) found.push(`${path}.${key}: expected ${show(want[key])}, received none`);
        else compare(`${path}.${key}`, want[key], got[key]);
      }
    } else if (Array.isArray(want) && Array.isArray(got) && want.length === got.length) {
      want.forEach((item, index) => compare(`${path}[${index}]`, item, got[index]));
    }
    if (found.length === before) found.push(`${path}: expected ${show(want)}, received ${show(got)}`);
  };
  if (expected.api !== undefined && entry.api !== expected.api) found.push(`api: expected ${expected.api}, received ${entry.api}`);
  if (entry.operationId !== expected.operationId)
    found.push(`operation: expected ${expected.operationId}, received ${entry.operationId ?? "none (outside the contract)"}`);
  for (const field of fields) {
    const want = expected[field];
    if (want === undefined) continue;
    if (field === "headers" && !isAsymmetric(want)) {
      // The headers named must be there; others may be too.
      for (const [name, value] of Object.entries(want as Record<string, unknown>))
        compare(`headers.${name.toLowerCase()}`, value, entry.headers[name.toLowerCase()]);
    } else {
      compare(field, want, entry[field]);
    }
  }
  return found;
}

const show =
  (context: MatcherContext): Show =>
  (value) =>
    printed(context, value);

/** A value on one line, as vitest prints it in its least form, shortened past 200 characters. */
function printed(context: MatcherContext, value: unknown): string {
  if (value === undefined) return "none";
  const line = context.utils.stringify(value, 4, { min: true }).replace(/\s*\n\s*/g, " ");
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

/** A request on one line: its seq, method, path and query, status, API and operation. */
export const label = (entry: JournalEntry): string => {
  const query = new URLSearchParams(
    Object.entries(entry.query).flatMap(([name, value]) => (Array.isArray(value) ? value.map((one) => [name, one]) : [[name, value]])),
  ).toString();
  const status = entry.status === 0 ? "connection dropped" : String(entry.status);
  const fault = entry.fault ? ", an injected fault" : "";
  return `#${entry.seq} ${entry.method} ${entry.path}${query ? `?${query}` : ""} → ${status} (${entry.api} ${entry.operationId ?? "outside the contract"}${fault})`;
};

function describe(context: MatcherContext, expected: Expected): string {
  const parts = fields.filter((field) => expected[field] !== undefined).map((field) => `${field} ${printed(context, expected[field])}`);
  return `${expected.operationId}${expected.api ? ` (${expected.api})` : ""}${parts.length > 0 ? ` with ${parts.join(", ")}` : ""}`;
}

/**
 * The requests received, closest to the one expected first, each with how it differs (WireMock's
 * near misses): a request of another operation is farther than any of the same one; the latest
 * first among equals. The matchers' failures show the first few; the console shows them for an
 * operation chosen.
 */
export function nearMisses(show: Show, equal: Equal, expected: ExpectedRequest, entries: readonly JournalEntry[]): NearMiss[] {
  const scored = entries.map((entry) => {
    const found = differences(show, equal, expected, entry);
    const operationOff = entry.operationId !== expected.operationId || (expected.api !== undefined && entry.api !== expected.api);
    return { entry, differences: found, score: (operationOff ? 100 : 0) + found.length };
  });
  scored.sort((a, b) => a.score - b.score || b.entry.seq - a.entry.seq);
  return scored.map(({ entry, differences: found }) => ({ entry, differences: found }));
}

/** The few entries closest to what was expected, each with how it differs, as lines of a failure. */
function nearMissLines(context: MatcherContext, equal: Equal, expected: Expected, entries: readonly JournalEntry[]): string[] {
  if (entries.length === 0) return [];
  const lines = [`The closest of the ${entries.length} request${entries.length === 1 ? "" : "s"} received:`];
  for (const { entry, differences: found } of nearMisses((value) => printed(context, value), equal, expected, entries).slice(
    0,
    closestShown,
  )) {
    lines.push(`  ${label(entry)}`);
    for (const line of found.slice(0, 6)) lines.push(`      ${line}`);
    if (found.length > 6) lines.push(`      and ${found.length - 6} more differences`);
  }
  return lines;
}

/** The requests the contract refused, those of the operation expected first, with their problems. */
function refusals(entries: readonly JournalEntry[], operationId?: string): string[] {
  const refused = entries.filter((entry) => entry.requestProblems.length > 0);
  if (refused.length === 0) return [];
  refused.sort((a, b) => Number(b.operationId === operationId) - Number(a.operationId === operationId) || a.seq - b.seq);
  const lines = [`Refused by the contract (${refused.length}):`];
  for (const entry of refused.slice(0, refusedShown))
    lines.push(`  ${label(entry)}: ${entry.requestProblems.map((p) => `${p.location}: ${p.message}`).join("; ")}`);
  return lines;
}

const times = (count: number) => `${count} time${count === 1 ? "" : "s"}`;

function received(
  this: MatcherContext,
  subject: unknown,
  operationId: string,
  options: ReceivedOptions = {},
): MatcherResult | Promise<MatcherResult> {
  const { times: wanted, ...request } = options;
  const expected: Expected = { ...request, operationId };
  const equal: Equal = (got, want) => this.equals(got, want, this.customTesters);
  return withEntries(subject, "toHaveReceived", (entries) => {
    const matching = entries.filter((entry) => differences(show(this), equal, expected, entry).length === 0);
    const pass = wanted === undefined ? matching.length > 0 : matching.length === wanted;
    const what = `${describe(this, expected)}${wanted === undefined ? "" : ` ${times(wanted)}`}`;
    const list = (some: readonly JournalEntry[]) => some.map((entry) => `  ${label(entry)}`);
    return {
      pass,
      message: () => {
        if (this.isNot)
          return [
            `expected the simulator not to have received ${what}, but it received ${times(matching.length)}:`,
            ...list(matching),
          ].join("\n");
        const lines = [
          `expected the simulator to have received ${what}, but it received ${times(matching.length)}${matching.length > 0 ? ":" : "."}`,
          ...list(matching),
        ];
        if (entries.length === 0) lines.push("Its journal is empty: no request reached it (since its last reset).");
        else if (matching.length === 0) lines.push(...nearMissLines(this, equal, expected, entries));
        lines.push(...refusals(entries, operationId));
        return lines.join("\n");
      },
    };
  });
}

function receivedInOrder(this: MatcherContext, subject: unknown, steps: readonly ReceivedStep[]): MatcherResult | Promise<MatcherResult> {
  if (!Array.isArray(steps) || steps.length === 0)
    throw new TypeError("toHaveReceivedInOrder: expected a non-empty array of operationIds, or of { operationId, ... }");
  const expected: Expected[] = steps.map((step) => (typeof step === "string" ? { operationId: step } : step));
  const equal: Equal = (got, want) => this.equals(got, want, this.customTesters);
  return withEntries(subject, "toHaveReceivedInOrder", (entries) => {
    // The earliest request that matches each step, after the one of the step before.
    const found: JournalEntry[] = [];
    let from = 0;
    for (const step of expected) {
      const at = entries.findIndex((entry, index) => index >= from && differences(show(this), equal, step, entry).length === 0);
      if (at === -1) break;
      found.push(entries[at]!);
      from = at + 1;
    }
    const pass = found.length === expected.length;
    const order = expected.map((step, index) => `  ${index + 1}. ${describe(this, step)}`);
    return {
      pass,
      message: () => {
        if (this.isNot)
          return [
            `expected the simulator not to have received in this order:`,
            ...order,
            `but it did: ${found.map((entry) => `#${entry.seq}`).join(", ")}`,
          ].join("\n");
        const missing = expected[found.length]!;
        const last = found.at(-1);
        const after = entries.slice(from);
        const lines = [`expected the simulator to have received in this order:`, ...order];
        lines.push(
          last === undefined
            ? `but step 1, ${describe(this, missing)}, was never received.`
            : `steps 1 to ${found.length} were received (${found.map((entry) => `#${entry.seq}`).join(", ")}), but step ${found.length + 1}, ${describe(this, missing)}, was not received after #${last.seq}.`,
        );
        lines.push(
          `Received in order${entries.length > orderShown ? ` (the first ${orderShown} of ${entries.length})` : ""}:`,
          ...entries.slice(0, orderShown).map((entry) => `  ${label(entry)}`),
        );
        if (entries.length === 0) lines.push("  none: the journal is empty.");
        if (after.length > 0)
          lines.push(
            ...nearMissLines(this, equal, missing, after).map((line, index) =>
              index === 0 && last ? line.replace("received:", `received after #${last.seq}:`) : line,
            ),
          );
        lines.push(...refusals(entries, missing.operationId));
        return lines.join("\n");
      },
    };
  });
}

/** The matchers, for `expect.extend(journalMatchers)`. */
export const journalMatchers = {
  toHaveReceived: received,
  toHaveReceivedInOrder: receivedInOrder,
};

/** What a matcher answers: at once for a journal in this process, a promise for one read through the control API. */
export type Received<Subject> = Subject extends { requests(...args: never[]): Promise<unknown> } ? Promise<void> : void;

/** The matchers' types, for vitest's `Assertion` (vitest.ts declares them). */
export interface JournalMatchers<Subject = unknown> {
  /** The subject's journal holds a request of the operation, matching what is given (exactly `times` such, when given). */
  toHaveReceived(operationId: string, options?: ReceivedOptions): Received<Subject>;
  /** The journal holds requests matching the steps, in that order (others may come between them). */
  toHaveReceivedInOrder(steps: readonly ReceivedStep[]): Received<Subject>;
}
