/**
 * The event-management service's error answers, the one place they are written: the service's own
 * refusals and the registry's (src/apis.ts) answer to a refused body for the engine and the mock.
 * The contract leaves error bodies open (the source document shows none); the shape is its
 * examples', `{ status, message }`. Only 404 is declared (an event not posted or deleted, a post
 * that does not exist); every other refusal is the 400 the engine gives a request its contract
 * refuses, outside the contract (strict mode reports it).
 */
import type { ErrorAnswers } from "../../../apis.js";
import { Refusal } from "../../service.js";

/** The body of every error of this API, as the contract's examples show it. */
export interface EventManagementError {
  status: number;
  message: string;
}

const errorBody = (status: number, message: string): EventManagementError => ({ status, message });

/** What the engine and the mock answer outside the service (a refused body); the rest are the contract's examples. */
export const errorAnswers = {
  errorBody,
  statusOf: (body) => (body as Partial<EventManagementError> | undefined)?.status,
} satisfies ErrorAnswers;

const refusal = (status: number, message: string) => new Refusal({ status, body: errorBody(status, message) });

/** A request the state refuses: an unknown asset or upload, a post of no event, a vanity name in use, a finder parameter. */
export const badRequest = (message: string) => refusal(400, message);

/** The contract's 404: an event not posted or deleted, a post that does not exist. */
export const notFound = (message: string) => refusal(404, message);
