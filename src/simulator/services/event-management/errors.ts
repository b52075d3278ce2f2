/**
 * The event-management service's refusals, in the API's error shape
 * (src/contract/error-answers/event-management.ts). Only 404 is declared (an event not posted or
 * deleted, a post that does not exist); every other refusal is the 400 the core gives a request its
 * contract refuses, outside the contract (strict mode reports it).
 */
import { errorBody } from "../../../contract/error-answers/event-management.js";
import { Refusal } from "../../service.js";

export type { EventManagementError } from "../../../contract/error-answers/event-management.js";

const refusal = (status: number, message: string) => new Refusal({ status, body: errorBody(status, message) });

/** A request the state refuses: an unknown asset or upload, a post of no event, a vanity name in use, a finder parameter. */
export const badRequest = (message: string) => refusal(400, message);

/** The contract's 404: an event not posted or deleted, a post that does not exist. */
export const notFound = (message: string) => refusal(404, message);
