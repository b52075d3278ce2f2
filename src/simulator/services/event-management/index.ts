/**
 * The simulated event-management service: the model (model.ts) of the current seed (seed.ts),
 * served by typed handlers (handlers.ts), with control commands to cancel events and to see what
 * the API does not show. Its behaviour is described in docs/simulator/event-management.md.
 *
 * Refusals (errors.ts): the contract's 404 for an event not posted or deleted and a post that does
 * not exist; every other refusal is a 400 outside the contract, which strict mode reports.
 */
import { accepting, fields, flag, optional, readControlBody } from "../control-body.js";
import type { operations } from "../../../../generated/event-management/types.js";
import { defineService } from "../../define-service.js";
import { ControlRefusal } from "../../service.js";
import { eventManagementHandlers } from "./handlers.js";
import { assetPrefix, createIdSource, eventKey, lifeCycle, type EventManagementModel } from "./model.js";
import { loadSeed, parseSeed, type EventManagementSeed } from "./seed.js";

export type { EventManagementSeed, SeedEvent } from "./seed.js";

export const createEventManagementService = defineService<EventManagementSeed, EventManagementModel, operations>((context) => {
  // Ids are not given twice, also across resets: an id from before one names nothing after it.
  const newId = createIdSource();
  const events = (model: EventManagementModel) => {
    const now = context.clock.now();
    return [...model.records.values()].map(({ event, state, cancelled, entryCriteria }) => ({
      id: event.id,
      vanityName: event.vanityName,
      organizer: event.organizer,
      state,
      lifeCycleState: lifeCycle(event, now),
      cancelled,
      entryCriteria,
      ...(event.ugcPost ? { ugcPost: event.ugcPost } : {}),
    }));
  };
  const assets = (model: EventManagementModel) =>
    [...model.uploads].map(([id, upload]) => ({
      asset: `${assetPrefix}${id}`,
      owner: upload.owner,
      uploaded: Boolean(upload.image),
      ...upload.image,
    }));
  return {
    parseSeed,
    createModel: (seed) => loadSeed(seed, context, newId),
    handlers: (model) => eventManagementHandlers(model, context),
    /** The events (as the events command tells them, their posts among them) and the uploads. */
    state: (model) => ({ events: events(model), assets: assets(model) }),
    control: {
      /** Cancels an event (no operation of the API does): `{ "id": <event id> }`; `"cancelled": false` undoes it. */
      cancel(body, model) {
        const { id, cancelled = true } = readControlBody("cancel", body, fields({ id: eventId, cancelled: optional(flag) }));
        const record = model.records.get(eventKey(id));
        if (!record) throw new ControlRefusal(`there is no event ${id}`);
        record.cancelled = cancelled;
        return { id: record.event.id, cancelled };
      },
      /** Every event with what the API does not show: its posting state, lifecycle state now, cancellation and entry criteria. */
      events(body, model) {
        readControlBody("events", body, fields({}));
        return { events: events(model) };
      },
      /** Every registered upload: its asset, owner, and the image stored once uploaded. */
      assets(body, model) {
        readControlBody("assets", body, fields({}));
        return { assets: assets(model) };
      },
    },
  };
});

/** An event's id in a control body: a whole number, one past 2^53 read exactly (a bigint). */
const eventId = accepting<number | bigint>(
  "a whole number of at least 0",
  (value) => (typeof value === "bigint" || (typeof value === "number" && Number.isInteger(value))) && value >= 0,
);

/** The service as services/index.ts loads it. */
export default createEventManagementService;
