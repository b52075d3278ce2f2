/**
 * The search API's error shape, the contract's `ErrorResponse`: `{ error: { root_cause, type,
 * reason }, status }`, and for a failure on the shards the same cause wrapped in a
 * `search_phase_execution_exception`, as the service writes them.
 */
import type { components } from "../../../generated/search/types.js";
import type { ApiErrorAnswers } from "../error-answer-types.js";

export type ErrorResponse = components["schemas"]["ErrorResponse"];

/** One refusal of the service: its status, the exception's type and reason, and how it is written. */
export interface SearchErrorParts {
  status: number;
  type: string;
  reason: string;
  /** The cause inside a `search_phase_execution_exception`, when the service wraps it. */
  wrapped?: boolean;
  /** Members the service adds to the cause for its type (`max_buckets`, `bytes_wanted`, its own `caused_by`). */
  details?: Record<string, unknown>;
}

export function searchErrorBody({ status, type, reason, wrapped = false, details = {} }: SearchErrorParts): ErrorResponse {
  const cause: Record<string, unknown> & { type: string; reason: string } = { type, reason, ...details };
  // The root cause lists the exception with its own members, not what caused it in turn.
  const { caused_by: _inner, ...root } = cause;
  if (!wrapped) return { error: { root_cause: [root], ...cause }, status };
  return {
    error: {
      root_cause: [root],
      type: "search_phase_execution_exception",
      reason: "all shards failed",
      phase: "query",
      grouped: true,
      failed_shards: [{ shard: -1, index: null, node: null, reason: cause }],
      caused_by: cause,
    },
    status,
  };
}

/**
 * The exception the service names for a refusal of a status alone: a body too long, no memory for
 * it, a path it has no handler for, a method the path does not take, a body it cannot read.
 */
const refusalTypes: Record<number, string> = {
  404: "resource_not_found_exception",
  405: "illegal_argument_exception",
  413: "content_too_long_exception",
  503: "circuit_breaking_exception",
};

/** What the core, the mock and the proxy answer outside the service: a refused body, an unknown path, a request the contract refuses. */
export const searchErrorAnswers = {
  errorBody: (status, reason) => searchErrorBody({ status, type: refusalTypes[status] ?? "parse_exception", reason }),
  statusOf: (body) => (body as Partial<ErrorResponse> | undefined)?.status,
  // The service's parser refuses what it cannot read into a request as an x_content_parse_exception;
  // a negative `from` or `size` it refuses as it builds the search, in its own words (which differ
  // between the two), naming the value sent.
  invalidRequestBody: (problems, status = 400, _operationId, sent) => {
    const negative = problems
      .filter(({ message }) => / must be >= /.test(message))
      .map(({ location, message }) => {
        const inBody = /^body\.(from|size)$/.exec(location)?.[1];
        if (inBody) return { name: inBody, value: (sent?.body as Record<string, unknown> | undefined)?.[inBody] };
        const inQuery = /^query parameter "(from|size)"/.exec(message)?.[1];
        return inQuery ? { name: inQuery, value: sent?.query.get(inQuery) } : undefined;
      })
      .find(Boolean);
    if (negative)
      return searchErrorBody({ status, type: "illegal_argument_exception", reason: negativeWindowReason(negative.name, negative.value) });
    return searchErrorBody({
      status,
      type: "x_content_parse_exception",
      reason: problems.map(({ location, message }) => `${location}: ${message}`).join("; "),
    });
  },
} satisfies ApiErrorAnswers;

/** The engine's words for a negative `from` or `size` (its search source builder's), with the value when it is known. */
function negativeWindowReason(name: string, value: unknown): string {
  const found = value === undefined || value === null ? "" : `[${String(value)}]`;
  if (name === "from") return `[from] parameter cannot be negative${found && ` but was ${found}`}`;
  return `[size] parameter cannot be negative${found && `, found ${found}`}`;
}
