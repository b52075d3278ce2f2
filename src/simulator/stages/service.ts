/**
 * The service's stages: its guard (refusals before the handler), the answer (the handler, or a
 * documented example where Prefer asks for one or no handler is written), and its decoration of
 * every answer of an operation. A handler or a guard refuses by throwing a Refusal (anything else
 * it throws is the simulator's failure: a 500).
 */
import { exampleReply } from "../../contract/examples.js";
import type { AfterStage, Reply, Stage } from "../../servers/pipeline.js";
import { Refusal } from "../service.js";
import type { CoreSetup, SimulatorContext } from "./context.js";

/** A Refusal thrown is the service's answer; anything else, a failure of the simulator. */
const refused = (error: unknown): Reply => {
  if (!(error instanceof Refusal)) throw error;
  return error.reply;
};

/** Absent for a service without a guard; a guard refuses by throwing a Refusal. */
export function guard({ service }: CoreSetup): Stage<SimulatorContext> | undefined {
  if (service.guard === undefined) return undefined;
  return function guard(context) {
    try {
      service.guard!(context.request);
      return undefined;
    } catch (error) {
      context.checked = true;
      return refused(error);
    }
  };
}

export function answer(core: CoreSetup): Stage<SimulatorContext> {
  const { index, service } = core;
  return function answer(context) {
    const { operationId } = context.operation!;
    const handler = service.handlers[operationId];
    const asked = context.preferences;
    context.checked = true;
    // Prefer asks for a documented answer: it wins over the handler, so any answer can be forced.
    if (asked !== undefined || handler === undefined) return exampleReply(index, operationId, asked?.code, asked?.example, context.query);
    try {
      const reply = handler(context.request);
      return reply instanceof Promise ? reply.catch(refused) : reply;
    } catch (error) {
      return refused(error);
    }
  };
}

/**
 * The service's additions to every answer of an operation, the simulator's own failures and dropped
 * connections aside, and the answers that came from elsewhere (replayed or forwarded: as they were).
 */
export function decorate({ service }: CoreSetup): AfterStage<SimulatorContext> | undefined {
  if (service.decorate === undefined) return undefined;
  return function decorate(context) {
    if (context.operation === undefined || context.failed || context.drop || context.source !== undefined) return;
    service.decorate!(context.request, context.reply!);
  };
}
