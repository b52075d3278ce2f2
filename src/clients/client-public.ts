/**
 * What every client module (src/<api>.ts) exports beside its own: the error classes and helpers,
 * the openapi-fetch view of a client, and the retry types. One list, so the five modules agree.
 */
export * from "./errors.js";
export { asOpenapiFetchClient, type ApiClient, type Exact } from "./client.js";
export type { RetryEvent, RetryOptions } from "./retry.js";
