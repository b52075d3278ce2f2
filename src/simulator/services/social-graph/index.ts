/**
 * The simulated social-graph service (part A of document 001): the model (model.ts) of the current
 * seed (seed.ts), served by typed handlers (handlers.ts). Its behaviour is described in
 * docs/simulator/social-graph.md.
 *
 * Refusals (errors.ts) are the service's error body under HTTP 400, as the contract declares them:
 * code 100 for what does not exist or does not fit the state, the contract's own 2903 and 2904
 * bodies for test users that cannot be deleted, and any documented code of an operation on demand
 * (the `errors` control command, a fault chosen by error code), for clients to test their retries.
 */
import { fields, optional, readControlBody, text, wholeNumber } from "../control-body.js";
import type { operations } from "../../../../generated/social-graph/types.js";
import { defineService } from "../../define-service.js";
import { perContract } from "../../per-contract.js";
import { ControlRefusal } from "../../service.js";
import { documentedErrors, invalidToken } from "./errors.js";
import { socialGraphHandlers } from "./handlers.js";
import { SocialGraphModel } from "./model.js";
import { parseSeed, type SocialGraphSeed } from "./seed.js";

export { defaultSeed, type SocialGraphSeed } from "./seed.js";

const errorsBody = fields({ operationId: text, code: wholeNumber(0), count: optional(wholeNumber(1)), after: optional(wholeNumber(0)) });

const documentedCodesOf = perContract(documentedErrors);

export const createSocialGraphService = defineService<SocialGraphSeed, SocialGraphModel, operations>((context) => {
  const documentedCodes = documentedCodesOf(context);
  return {
    parseSeed: (data) => parseSeed(data, context.schemas),
    createModel: (seed) => new SocialGraphModel(seed, () => context.clock.now()),
    handlers: (model) => socialGraphHandlers(model, context),
    /** Users, blocked and assigned users, audiences with their names and member counts, upload sessions (by ad account and session id). */
    state: (model) => ({
      users: [...model.users.keys()],
      pages: Object.fromEntries([...model.blocked].map(([page, ids]) => [page, { blocked: [...ids] }])),
      adAccounts: Object.fromEntries([...model.assigned].map(([account, ids]) => [account, { assignedUsers: [...ids] }])),
      audiences: Object.fromEntries(
        [...model.audiences].map(([id, audience]) => [
          id,
          { adAccount: audience.adAccount, name: audience.parameters.name, members: audience.members.size },
        ]),
      ),
      sessions: Object.fromEntries([...model.sessions].map(([key, session]) => [key, { ...session }])),
    }),
    control: {
      /**
       * Makes requests of an operation fail with one of its documented error codes, a fault
       * (faults.ts) chosen by code: `{ operationId, code, count = 1, after = 0 }` lets `after`
       * requests through, then answers the next `count` with the code's documented body. Faults
       * are the core's, which a reset clears.
       */
      errors(body) {
        const { operationId, code, count = 1, after = 0 } = readControlBody("errors", body, errorsBody);
        const codes = documentedCodes.get(operationId);
        if (!codes) throw new ControlRefusal(`errors: operationId must be one of ${[...documentedCodes.keys()].join(", ")}`);
        if (!codes.has(code))
          throw new ControlRefusal(`errors: ${operationId} documents the codes ${[...codes.keys()].join(", ")}, not ${code}`);
        return context.injectFault({ operationId, status: 400, body: codes.get(code), count, after });
      },
    },
    guard(request) {
      // An empty `access_token=` is a token, but no valid one: the service's invalid-token error.
      if (request.credentials?.value.trim() === "") throw invalidToken();
    },
  };
});

/** The service as services/index.ts loads it. */
export default createSocialGraphService;
