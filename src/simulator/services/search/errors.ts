/**
 * The search service's error answers, the one place they are written: the service's own refusals
 * and the registry's (src/apis.ts) answer to a refused body for the engine and the mock. All are
 * the contract's `ErrorResponse`, `{ error: { root_cause, type, reason }, status }`, and for a
 * failure on the shards the same cause wrapped in a `search_phase_execution_exception`, as the
 * service writes them. The model throws them; the handlers answer them.
 */
import type { components } from "../../../../generated/search/types.js";
import type { ErrorAnswers } from "../../../apis.js";
import type { Reply } from "../../service.js";

type ErrorResponse = components["schemas"]["ErrorResponse"];

/** A search error: the handler answers it with the service's error body. */
export class SearchError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    reason: string,
    /** The cause inside a `search_phase_execution_exception`, when the service wraps it. */
    readonly wrapped = false,
    /** Members the service adds to the cause for its type (`max_buckets`, `bytes_wanted`, its own `caused_by`). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(reason);
  }

  body(): ErrorResponse {
    const cause: Record<string, unknown> & { type: string; reason: string } = { type: this.type, reason: this.message, ...this.details };
    // The root cause lists the exception with its own members, not what caused it in turn.
    const { caused_by: _inner, ...root } = cause;
    if (!this.wrapped) return { error: { root_cause: [root], ...cause }, status: this.status };
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
      status: this.status,
    };
  }

  reply(): Reply {
    return { status: this.status, body: this.body() };
  }
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

/** What the engine and the mock answer outside the service: a refused body, an unknown path, a request the contract refuses. */
export const errorAnswers = {
  errorBody: (status, message) => new SearchError(status, refusalTypes[status] ?? "parse_exception", message).body(),
  statusOf: (body) => (body as Partial<ErrorResponse> | undefined)?.status,
  // The service's parser refuses what it cannot read into a request as an x_content_parse_exception.
  invalidRequestBody: (problems, status = 400) => new SearchError(status, "x_content_parse_exception", problems.map(({ location, message }) => `${location}: ${message}`).join("; ")).body(),
} satisfies ErrorAnswers;

/** A request the service refuses as it parses it (`parsing_exception`, `illegal_argument_exception`, ...). */
export const badRequest = (type: string, reason: string) => new SearchError(400, type, reason);

/** Something a request names that does not exist (`index_not_found_exception`). */
export const notFound = (type: string, reason: string) => new SearchError(404, type, reason);

/** A request whose parameters do not go together, refused before it runs. */
export const validationFailed = (problem: string) => new SearchError(400, "action_request_validation_exception", `Validation Failed: 1: ${problem};`);

/** A refusal on the shards, which the service wraps in a `search_phase_execution_exception`. */
export const shardFailure = (status: number, type: string, reason: string, details?: Record<string, unknown>) => new SearchError(status, type, reason, true, details);

/** A point in time or scroll id that names no open context. */
export const contextMissing = (id: string) => shardFailure(404, "search_context_missing_exception", `No search context found for id [${id}]: it expired, was closed or cleared`);
