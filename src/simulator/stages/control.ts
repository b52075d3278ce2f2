/** The control API's stage: a request under /__control is a control command (control-commands.ts), never the API's. */
import type { Stage } from "../../servers/pipeline.js";
import { refuseControl, runControlCommand, type ControlTarget } from "../control-commands.js";
import { controlPrefix } from "../control.js";
import type { CoreSetup, SimulatorContext } from "./context.js";

export const controlPath = `${controlPrefix}/`;

export function control(core: CoreSetup): Stage<SimulatorContext> {
  const { front, service, clock, faults, options } = core;
  const target: ControlTarget = {
    api: front.api,
    service,
    clock,
    faults,
    resetFaults: () => core.resetFaults(),
    controlToken: options.controlToken,
    journal: core.journal,
    index: core.index,
  };
  return function control(context) {
    // Not under another prefix of the API (/api/v3/__control is a path of the API, which has none such).
    if (context.prefix !== "" || !context.pathname.startsWith(controlPath)) return undefined;
    const { exchange } = context;
    const refused = refuseControl(exchange.headers, exchange.self, context.reached.own, options.controlToken);
    if (refused) return refused;
    const answered = runControlCommand(target, context.pathname.slice(controlPath.length), exchange.method, context.text, context.query);
    if (context.method === "GET") return answered;
    // A command that may have changed something: a console following the simulator looks again.
    return answered.then((reply) => {
      if (reply.status < 400) core.watch.commanded();
      return reply;
    });
  };
}
