/**
 * The event-management API's error shape. The contract leaves error bodies open (the source
 * document shows none); the shape is its examples', `{ status, message }`.
 */
import type { ApiErrorAnswers } from "../error-answer-types.js";

/** The body of every error of this API, as the contract's examples show it. */
export interface EventManagementError {
  status: number;
  message: string;
}

export const errorBody = (status: number, message: string): EventManagementError => ({ status, message });

/** What the core and the mock answer outside the service (a refused body); the rest are the contract's examples. */
export const eventManagementErrorAnswers = {
  errorBody,
  statusOf: (body) => (body as Partial<EventManagementError> | undefined)?.status,
} satisfies ApiErrorAnswers;
