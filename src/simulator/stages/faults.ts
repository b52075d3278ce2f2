/** The faults stage: an injected fault (faults.ts) answers a request of its operation instead of the service, late, or not at all. */
import { exampleReply } from "../../contract/examples.js";
import type { Stage } from "../../servers/pipeline.js";
import type { CoreSetup, SimulatorContext } from "./context.js";

export function faults(core: CoreSetup): Stage<SimulatorContext> {
  const { index } = core;
  return function faults(context) {
    const { operationId } = context.operation!;
    const fault = core.faults.take(operationId);
    if (fault === undefined) return undefined;
    // A delay alone lets the request go on, and holds its answer back (the delay stage).
    context.delayMs = fault.delayMs;
    if (fault.drop) {
      context.drop = true;
      context.fault = true;
      // No answer: the write stage drops the connection.
      return { status: 0 };
    }
    if (fault.status === undefined) return undefined;
    const reply =
      fault.body === undefined
        ? exampleReply(index, operationId, fault.status, fault.example)
        : { status: fault.status, body: structuredClone(fault.body) };
    reply.headers = { ...reply.headers, ...fault.headers };
    context.checked = true;
    context.fault = true;
    return reply;
  };
}
