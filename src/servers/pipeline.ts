/**
 * The request pipeline of the package's servers, in the order its stages run. The simulator's core
 * (src/simulator/core.ts) and the Prism mock (mock-server.ts) answer every request through it: the
 * same front, then their own stages (the simulator's control API, faults, validation, service; the
 * mock's Prism), then the same after stages on every answer. Each stage is a small named function
 * of one request context (context.ts); it passes the context on (returns undefined) or ends the
 * request with an answer (a Reply, or a promise of one where it has to wait). A new behaviour is a
 * stage in the module of its kind and one line here.
 *
 * As Prism's engine (route, validateInput, validateSecurity, mock, validateOutput as swappable
 * parts) and LocalStack's gateway (request, response and exception handlers listed in one place).
 */
import { RequestContext, type AfterStage, type Exchange, type Reply, type Stage, type WireReply } from "./context.js";
import { body, preflight } from "./stages/arrival.js";
import { bodyRules } from "./stages/body.js";
import { credentials, security } from "./stages/credentials.js";
import { prefer } from "./stages/prefer.js";
import { route, servedDocument } from "./stages/routing.js";
import { target } from "./stages/target.js";
import { delay, deprecation, failure, log, serialize, write } from "./stages/answer.js";
import type { FrontSetup } from "./stages/setup.js";

export { RequestContext, type AfterStage, type Exchange, type Reply, type Stage, type WireReply } from "./context.js";
export type { FrontSetup } from "./stages/setup.js";

/** The stages a server adds to the shared front, each at its place in the order below. */
export interface OwnStages<C extends RequestContext> {
  /** The simulator's control API (`/__control/...`), outside the contract. */
  control?: Stage<C>;
  /** The simulator's faults: an injected error, delay or dropped connection instead of the answer. */
  faults?: Stage<C>;
  /** The simulator's request validation against the contract (the query converted on the way). */
  validate?: Stage<C>;
  /** The simulator's passthrough: the operations it names forwarded to their upstream. */
  forward?: Stage<C>;
  /** The simulator's replay: a recorded answer to a request a recording holds. */
  replay?: Stage<C>;
  /** The service's own refusals before its handler (a permission missing, say). */
  guard?: Stage<C>;
  /** The answer: the service's handler or a documented example; Prism's for the mock. */
  answer: Stage<C>;
  /** The service's additions to every answer of an operation (headers, say). */
  decorate?: AfterStage<C>;
  /** The contract guard: the answer checked against the contract (reported, or a 500 when strict). */
  contractGuard?: AfterStage<C>;
  /** The simulator's request journal: the request and its answer kept, for tests to ask about. */
  journal?: AfterStage<C>;
}

/** A server's front: what its adapters (node:http, fetch, MSW) hand each request to. */
export interface Front {
  /**
   * The answer to a request whose body is `body` (text, or a promise of it that may be refused
   * with a BodyRefusal). Synchronous where nothing needs waiting for: no body to read, a handler
   * that answers at once, no delay injected.
   */
  serve(exchange: Exchange, body: string | Promise<string>): WireReply | Promise<WireReply>;
}

const isStage = <T>(stage: T | undefined): stage is T => stage !== undefined;

/**
 * The pipeline of one API's server: `setup` is what the shared stages read (the API, its contract,
 * the server's options), `own` the server's own stages, `newContext` makes the context of a request
 * (a server's context may carry more, as the simulator's carries the service's view of the request).
 */
export function createPipeline<C extends RequestContext>(
  setup: FrontSetup,
  own: OwnStages<C>,
  newContext: (exchange: Exchange, body: string | Promise<string>, started: number) => C,
): Front {
  /** Until one of them answers, in this order. */
  const request: Stage<C>[] = [
    preflight(setup), // a CORS preflight is answered at once (never the control API's)
    body(setup), // the body has arrived, within the API's limit and as valid UTF-8
    target(setup), // path and query as URL reads them, the API's other prefixes taken off, the origin reached
    own.control, // the control API (simulator)
    servedDocument(setup), // a document served outside the contract (compute's discovery document)
    route(setup), // the operation, found once; 404 or 405 in the API's own error shape
    credentials(setup), // Authorization in its canonical scheme, query credentials sent in a form body lifted
    own.faults, // an injected fault answers instead (simulator)
    bodyRules(setup), // the body parsed; `{}` or nothing as no body, a JSON null refused
    security(setup), // a missing credential: the API's own answer
    own.validate, // the request against the contract (simulator; Prism validates in the mock)
    own.forward, // the operations passthrough names, answered by their upstream (simulator)
    own.replay, // the answer a recording holds for the request (simulator)
    own.guard, // the service's own refusals (simulator)
    prefer(setup), // Prefer (or __code, __example): read, refused when the operation cannot honour it
    own.answer, // the handler or a documented example; Prism in the mock
  ].filter(isStage);
  /** On every answer, whichever stage gave it, in this order. */
  const after: AfterStage<C>[] = [
    own.decorate, // the service's additions (simulator)
    deprecation(setup), // Deprecation and Sunset on the answers of a deprecated operation
    delay, // an injected delay passes
    serialize, // the body as JSON text
    own.contractGuard, // the answer against the contract (simulator)
    write(setup), // CORS and the headers added to every answer, content type and length
    own.journal, // the request and its answer in the journal (simulator)
    log(setup), // one line per request
  ].filter(isStage);
  const fail = failure(setup);
  const logging = setup.options.log !== undefined;

  /** The request stages from the `from`th on, then the after stages on the answer. */
  function run(context: C, from: number): WireReply | Promise<WireReply> {
    for (let at = from; at < request.length; at++) {
      const step = request[at]!(context);
      if (step === undefined) continue;
      if (step instanceof Promise) return step.then((late) => (late === undefined ? run(context, at + 1) : finish(context, late)));
      return finish(context, step);
    }
    throw new Error("no stage answered the request");
  }

  /** The after stages from the `from`th on; the answer on the wire. */
  function finish(context: C, reply: Reply, from = 0): WireReply | Promise<WireReply> {
    if (from === 0) context.reply = reply;
    for (let at = from; at < after.length; at++) {
      const waited = after[at]!(context);
      if (waited !== undefined) return waited.then(() => finish(context, reply, at + 1));
    }
    return context.wire!;
  }

  // No request may end the process: a failure in a stage is that request's 500 (a second one, in the after stages, is the adapter's to end).
  function failed(context: C, error: unknown): WireReply | Promise<WireReply> {
    return finish(context, fail(context, error));
  }

  return {
    serve(exchange, body) {
      const context = newContext(exchange, body, logging ? performance.now() : 0);
      try {
        const answered = run(context, 0);
        return answered instanceof Promise ? answered.catch((error: unknown) => failed(context, error)) : answered;
      } catch (error) {
        return failed(context, error);
      }
    },
  };
}
