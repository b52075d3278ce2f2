/**
 * The journal stage: each request the API answered, and its answer, kept in the core's journal
 * (journal.ts) as references to what the stages before left in the context, so that it costs one
 * small record per request. The control API's own requests and CORS preflights are not the API's,
 * and are not kept. Absent where `journalSize` is 0.
 */
import type { AfterStage } from "../../servers/pipeline.js";
import type { CoreSetup, SimulatorContext } from "./context.js";
import { controlPath } from "./control.js";

export function journal(core: CoreSetup): AfterStage<SimulatorContext> | undefined {
  const kept = core.journal;
  if (kept === undefined) return undefined;
  return function journal(context) {
    const { exchange } = context;
    if (context.operation === undefined) {
      // The control API's, as sent or as the control stage reads it (not under another prefix of the API).
      if (exchange.url.startsWith(controlPath) || (context.prefix === "" && context.pathname.startsWith(controlPath))) return;
      // A preflight is answered before the request's target is read.
      if (context.pathname === "" && context.cors !== undefined && exchange.method.toUpperCase() === "OPTIONS") return;
    }
    kept.record(
      {
        seq: 0,
        operationId: context.operation?.operationId,
        method: exchange.method,
        url: exchange.url,
        headers: exchange.headers,
        text: context.text,
        status: context.wire!.status,
        // The answer's headers and the request's duration only while a console follows: nothing more when nobody looks.
        replyHeaders: core.watch.followed ? context.wire!.headers : undefined,
        replyText: context.drop ? undefined : context.replyText,
        requestProblems: context.requestProblems,
        responseProblems: context.responseProblems,
        fault: context.fault,
        source: context.source,
      },
      context.started === 0 ? Number.NaN : performance.now() - context.started,
    );
  };
}
