/**
 * The simulated event-management service: the model (model.ts) of the current seed (seed.ts),
 * served by typed handlers (handlers.ts), with control commands to cancel events and to see what
 * the API does not show. Its behaviour is described in docs/simulator/event-management.md.
 *
 * Refusals (errors.ts): the contract's 404 for an event not posted or deleted and a post that does
 * not exist; every other refusal is a 400 outside the contract, which strict mode reports.
 */
import { fields, flag, optional, readControlBody, wholeNumber } from "../control-body.js";
import { untypedHandlers, type Service, type ServiceContext } from "../../service.js";
import { eventManagementHandlers } from "./handlers.js";
import { assetPrefix, createIdSource, lifeCycle } from "./model.js";
import { loadSeed, parseSeed, type EventManagementSeed } from "./seed.js";

export type { EventManagementSeed, SeedEvent } from "./seed.js";

export function createEventManagementService(context: ServiceContext): Service {
  const newId = createIdSource();
  let seed: EventManagementSeed = {};
  let model = loadSeed(seed, context, newId);

  return {
    reset() {
      model = loadSeed(seed, context, newId);
    },
    seed(data) {
      const given = parseSeed(data);
      model = loadSeed(given, context, newId); // a seed that does not load leaves the state as it was
      seed = given;
    },
    control: {
      /** Cancels an event (no operation of the API does): `{ "id": <event id> }`; `"cancelled": false` undoes it. */
      cancel(body) {
        const { id, cancelled = true } = readControlBody("cancel", body, fields({ id: wholeNumber(0), cancelled: optional(flag) }));
        const record = model.records.get(id);
        if (!record) throw new Error(`there is no event ${id}`);
        record.cancelled = cancelled;
        return { id: record.event.id, cancelled };
      },
      /** Every event with what the API does not show: its posting state, lifecycle state now, cancellation and entry criteria. */
      events(body) {
        readControlBody("events", body, fields({}));
        const now = context.clock.now();
        return {
          events: [...model.records.values()].map(({ event, state, cancelled, entryCriteria }) => ({
            id: event.id,
            vanityName: event.vanityName,
            organizer: event.organizer,
            state,
            lifeCycleState: lifeCycle(event, now),
            cancelled,
            entryCriteria,
            ...(event.ugcPost ? { ugcPost: event.ugcPost } : {}),
          })),
        };
      },
      /** Every registered upload: its asset, owner, and the image stored once uploaded. */
      assets(body) {
        readControlBody("assets", body, fields({}));
        return { assets: [...model.uploads].map(([id, upload]) => ({ asset: `${assetPrefix}${id}`, owner: upload.owner, uploaded: Boolean(upload.image), ...upload.image })) };
      },
    },
    handlers: untypedHandlers(eventManagementHandlers(context, () => model)),
  };
}
