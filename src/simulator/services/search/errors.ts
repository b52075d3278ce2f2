/**
 * The search service's refusals, in the API's error shape (src/contract/error-answers/search.ts).
 * The model throws them; the core answers them as every Refusal.
 */
import { searchErrorBody } from "../../../contract/error-answers/search.js";
import { Refusal } from "../../service.js";

/** A search error: a Refusal whose body is the service's error body of its type and reason. */
export class SearchError extends Refusal {
  constructor(
    readonly status: number,
    readonly type: string,
    reason: string,
    /** The cause inside a `search_phase_execution_exception`, when the service wraps it. */
    readonly wrapped = false,
    /** Members the service adds to the cause for its type (`max_buckets`, `bytes_wanted`, its own `caused_by`). */
    readonly details: Record<string, unknown> = {},
  ) {
    super({ status, body: searchErrorBody({ status, type, reason, wrapped, details }) }, reason);
  }
}

/** A request the service refuses as it parses it (`parsing_exception`, `illegal_argument_exception`, ...). */
export const badRequest = (type: string, reason: string) => new SearchError(400, type, reason);

/** Something a request names that does not exist (`index_not_found_exception`), with the members the service names it by. */
export const notFound = (type: string, reason: string, details?: Record<string, unknown>) =>
  new SearchError(404, type, reason, false, details);

/** A request whose parameters do not go together, refused before it runs. */
export const validationFailed = (problem: string) =>
  new SearchError(400, "action_request_validation_exception", `Validation Failed: 1: ${problem};`);

/** A refusal on the shards, which the service wraps in a `search_phase_execution_exception`. */
export const shardFailure = (status: number, type: string, reason: string, details?: Record<string, unknown>) =>
  new SearchError(status, type, reason, true, details);

/** A point in time or scroll id that names no open context. */
export const contextMissing = (id: string) =>
  shardFailure(404, "search_context_missing_exception", `No search context found for id [${id}]: it expired, was closed or cleared`);
