/**
 * Drift: a recording (HAR) re-checked against the current contracts, with the package's own
 * validator, grouped by operation. A problem in an answer says that the real service changed, or
 * that the contract was wrong about it; one in a request, that the client sent what the contract
 * refuses. This is what `validate --har` prints.
 *
 *   const report = checkRecording(readHar(text).entries);
 *   for (const operation of report.operations) console.log(operation.operationId, operation.problems);
 */
import type { Entry } from "har-format";
import { isApiId, type ApiId } from "./apis.js";
import { atPointer } from "./openapi.js";
import { parseJsonText } from "./messages.js";
import { createValidator, problemLocation, type ContractProblem, type ContractResult } from "./validate.js";
import { entryPath, entryRequest, entryResponse, HarFormatError, truncatedBodies, type RecordedEntry } from "./har.js";
import { redacted } from "./redaction.js";

export interface DriftProblem {
  /** The entry's index in the recording's `log.entries`. */
  entry: number;
  direction: "request" | "response";
  /** The status the entry's answer has. */
  status: number;
  kind: ContractProblem["kind"];
  rule: string;
  /** Where: `body.status`, `header.x-ratelimit-limit`, `status`. */
  location: string;
  message: string;
}

export interface OperationDrift {
  api: ApiId;
  /** null for requests that match no operation of the contract. */
  operationId: string | null;
  method: string;
  /** The operation's path template, or the path sent when it matched none. */
  path: string;
  /** The indexes of its entries. */
  entries: number[];
  problems: DriftProblem[];
  /** What was not checked, and why (a body cut at the recording's bound, or not in the recording). */
  notes: string[];
}

export interface DriftReport {
  entries: number;
  problems: number;
  /** In the order of their first entry. */
  operations: OperationDrift[];
}

/**
 * Checks every entry against the contract of its API: the entry's `_api` (as the proxy records
 * it), or `api` for entries that have none (a HAR from a browser or another tool). An entry with
 * neither, or an `_api` that names no API, is a HarFormatError.
 */
export function checkRecording(entries: readonly Entry[], options: { api?: ApiId } = {}): DriftReport {
  const operations = new Map<string, OperationDrift>();
  let count = 0;
  for (const [index, entry] of entries.entries()) {
    const api = apiOf(entry, index, options.api);
    const validator = createValidator(api);
    const unchecked = uncheckedBodies(entry);
    const request = validator.validateRequest(entryRequest(entry));
    // A request that got no answer (status 0, as a browser records one) has none to check.
    const answered = entry.response.status !== 0;
    const response = answered ? validator.validateResponse(entryResponse(entry)) : { valid: true, problems: [] };
    const operation = request.operation;
    const key = operation
      ? `${api} ${operation.operationId}`
      : `${api} ${entry.request.method.toUpperCase()} ${entryPath(entry).split("?")[0]}`;
    let drift = operations.get(key);
    if (!drift) {
      drift = {
        api,
        operationId: operation?.operationId ?? null,
        method: operation?.method ?? entry.request.method.toUpperCase(),
        path: operation?.path ?? entryPath(entry).split("?")[0]!,
        entries: [],
        problems: [],
        notes: [],
      };
      operations.set(key, drift);
    }
    drift.entries.push(index);
    if (!answered) drift.notes.push(`entry ${index}: its request got no answer (status 0), so there is no answer to check`);
    for (const [direction, result, text] of [
      ["request", request, entry.request.postData?.text],
      ["response", response, entry.response.content.text],
    ] as const) {
      const why = unchecked[direction];
      if (why) drift.notes.push(`entry ${index}: the ${direction} body ${why}, so it is not checked`);
      for (const problem of relevant(result, text, why !== undefined)) {
        // A path outside the contract is told once, by the request.
        if (direction === "response" && (problem.kind === "unknown-path" || problem.kind === "unknown-method")) continue;
        drift.problems.push({
          entry: index,
          direction,
          status: entry.response.status,
          kind: problem.kind,
          rule: problem.rule,
          location: problemLocation(problem),
          message: problem.message,
        });
        count++;
      }
    }
  }
  return { entries: entries.length, problems: count, operations: [...operations.values()] };
}

/** Why a side's body cannot be checked: cut at the bound, or left out of the recording (a browser's HAR may keep no body text). */
function uncheckedBodies(entry: Entry): Record<"request" | "response", string | undefined> {
  const truncated = truncatedBodies(entry);
  const missing = (text: string | undefined, size: number | undefined) => text === undefined && (size ?? 0) > 0;
  const why = (cut: boolean, absent: boolean) =>
    cut ? "was cut at the recording's bound" : absent ? "is not in the recording" : undefined;
  return {
    request: why(truncated.request, entry.request.postData !== undefined && missing(entry.request.postData.text, entry.request.bodySize)),
    response: why(truncated.response, missing(entry.response.content.text, entry.response.content.size)),
  };
}

function apiOf(entry: Entry, index: number, fallback: ApiId | undefined): ApiId {
  const named = (entry as Partial<RecordedEntry>)._api;
  if (named === undefined) {
    if (fallback === undefined) throw new HarFormatError(`entry ${index} names no API (_api): give the API the recording is of (--api)`);
    return fallback;
  }
  if (typeof named !== "string" || !isApiId(named))
    throw new HarFormatError(`entry ${index}: _api "${String(named)}" is not an API of this package`);
  return named;
}

/**
 * The problems that speak of the service or the client, not of the recording: none in a body the
 * recording does not hold whole, and none about a value the recording redacted (`[redacted]` stands for a value of
 * any type).
 */
function relevant(result: ContractResult, text: string | undefined, unchecked: boolean): ContractProblem[] {
  let body: unknown;
  let parsed = false;
  return result.problems.filter((problem) => {
    if (problem.in !== "body") return true;
    if (unchecked) return false;
    if (problem.kind !== "schema" || text === undefined) return true;
    if (!parsed) {
      parsed = true;
      const read = parseJsonText(text);
      // A form's fields are the members of its body.
      body = read.ok ? read.value : Object.fromEntries(new URLSearchParams(text));
    }
    return atPointer(body, `#${problem.pointer}`) !== redacted;
  });
}
