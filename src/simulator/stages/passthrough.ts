/**
 * The passthrough stage: the operations options.passthrough names for this API are forwarded to
 * its upstream (the real service, say) with the forwarding of the validating proxy (its timeout and
 * size bounds, src/servers/forward.ts), and the upstream's answer is the answer, as it came: its
 * status, headers and body. After validation: a request the contract refuses is refused here, not
 * forwarded; the contract guard checks the upstream's answer as it checks the service's (a
 * violation is a 500 naming it in strict mode). An upstream unreachable, too slow or answering too
 * much is the simulator's own 502 or 504.
 */
import { parseJsonText } from "../../contract/messages.js";
import { problemBody } from "../../contract/problem.js";
import { createForwarder, GatewayRefusal, type Forwarded } from "../../servers/forward.js";
import type { Reply, Stage } from "../../servers/pipeline.js";
import type { CoreSetup, SimulatorContext } from "./context.js";

/** The simulator's own headers (the session's name, the control token): never the upstream's business. */
const ownHeader = /^x-simulator-/;

/** Absent where this API forwards nothing. */
export function passthrough(core: CoreSetup): Stage<SimulatorContext> | undefined {
  const { front } = core;
  const given = core.options.passthrough?.[front.api];
  if (given === undefined || given.operations.length === 0) return undefined;
  const forwarded = new Set(given.operations);
  const forward = createForwarder(given.upstream, given);
  const decoder = new TextDecoder();

  return function passthrough(context) {
    if (!forwarded.has(context.operation!.operationId)) return undefined;
    context.source = "upstream";
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(context.exchange.headers)) if (!ownHeader.test(name)) headers[name] = value;
    // The path as the contract names it (the API's other prefix and a session's taken off), the query and body as the stages before read them.
    return forward(context.exchange.method.toUpperCase(), context.pathname + context.search, headers, context.text).then(
      (answer) => upstreamReply(context, answer, decoder, front.exactJson),
      (error: unknown) => {
        if (!(error instanceof GatewayRefusal)) throw error;
        return {
          status: error.status,
          body: problemBody(error.status, error.message, error.detail === undefined ? {} : { detail: error.detail }),
        };
      },
    );
  };
}

/** The upstream's answer as a reply, its text and content type as they came; checked against the contract. */
function upstreamReply(context: SimulatorContext, answer: Forwarded, decoder: TextDecoder, exactJson: boolean): Reply {
  const text = decoder.decode(answer.bytes);
  context.checked = true;
  context.replyText = text === "" ? undefined : text;
  context.replyType = answer.headers["content-type"];
  // The contract guard reads the body as a value.
  const parsed = text === "" ? undefined : parseJsonText(text, { exact: exactJson });
  return { status: answer.status, headers: answer.headers, body: parsed === undefined ? undefined : parsed.ok ? parsed.value : text };
}
