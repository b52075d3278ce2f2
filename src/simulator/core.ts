/**
 * The simulator's core for one API: a request (method, URL, headers, body text) in, the bytes of
 * the answer out, through the request pipeline (src/servers/pipeline.ts, which states the order of
 * every stage): the shared front (CORS, body, routing, credentials, body rules, security, Prefer),
 * the simulator's own stages (the control API, faults, validation, passthrough and replay, the
 * service's guard and handler; stages/), and on every answer the after stages (the service's decoration, deprecation,
 * the contract guard, the headers, the log). The adapters only carry requests in and answers out:
 * node:http (sockets.ts), fetch (in-process.ts) and MSW (msw.ts). Nothing here imports a `node:`
 * module, so the core also runs in a browser.
 */
import { getApi, type ApiId } from "../contract/apis.js";
import { errorAnswersOf } from "../contract/error-answers.js";
import { responseHeaderNamesOf } from "../contract/header-names.js";
import { exampleReply } from "../contract/examples.js";
import { operationIndex } from "../contract/documents.js";
import { queryCredentialNames } from "../contract/openapi.js";
import { apiSchemas } from "../contract/schemas.js";
import { createPipeline, type Exchange, type FrontSetup, type WireReply } from "../servers/pipeline.js";
import type { Clock } from "./clock.js";
import { Faults } from "./faults.js";
import { createJournal, type Journal } from "./journal.js";
import { JournalWatch } from "./journal-watch.js";
import type { JournalBudget } from "./journal-budget.js";
import type { Service, ServiceContext } from "./service.js";
import { serviceFactory } from "./services/index.js";
import type { SimulatorOptions } from "./options.js";
import { SimulatorContext, type CoreSetup } from "./stages/context.js";
import { control, controlPath } from "./stages/control.js";
import { contractGuard } from "./stages/contract-guard.js";
import { faults as faultStage } from "./stages/faults.js";
import { journal as journalStage } from "./stages/journal.js";
import { answer, decorate, guard } from "./stages/service.js";
import { validate } from "./stages/validation.js";
import { passthrough } from "./stages/passthrough.js";
import { replay, type ReplayStage } from "./stages/replay.js";

export type { Exchange, WireReply };

export interface ApiCore {
  readonly api: ApiId;
  readonly service: Service;
  /** The largest request body this API takes, in bytes. */
  readonly maxBodyBytes: number;
  /** The largest body a request to this URL may have: the API's limit, or the control API's smaller one. */
  bodyLimit(url: string): number;
  /**
   * The answer to a request whose body is `body` (text, or a promise of it that may be refused
   * with a BodyRefusal). Synchronous where nothing needs waiting for: no body to read, a handler
   * that answers at once, no delay injected.
   */
  serve(exchange: Exchange, body: string | Promise<string>): WireReply | Promise<WireReply>;
  /** The base URL the API is reached at, which services write into the links they answer with. */
  setUrl(url: string): void;
  /** The requests the API answered (journal.ts); none where `journalSize` is 0. */
  readonly journal: Journal | undefined;
}

/**
 * The largest body a control command takes, 32 MiB, the most documents a command loads (search's
 * NDJSON, its JSON escapes counted): a larger one is refused (413) before it is read, instead of
 * being read and parsed only to be refused.
 */
const maxControlBodyBytes = 32 * 1024 * 1024;

/** One API's core; its journal tells `watch` of its requests, and draws on `journalBudget`, the process's where none is given. */
export function createApiCore(
  api: ApiId,
  clock: Clock,
  options: SimulatorOptions,
  url: string,
  watch = new JournalWatch(),
  journalBudget?: JournalBudget,
): ApiCore {
  const definition = getApi(api);
  const index = operationIndex(api);
  const answers = errorAnswersOf(api);
  const schemas = apiSchemas(api);
  const front: FrontSetup = {
    api,
    definition,
    index,
    answers,
    serverName: "Simulator",
    exactJson: true,
    address: url,
    options: {
      cors: options.cors,
      responseHeaders: options.responseHeaders?.[api],
      responseHeaderNames: responseHeaderNamesOf(api, options.responseHeaderNames?.[api]),
      log: options.log,
      allowedHosts: options.allowedHosts,
    },
    // The control API takes no cross-origin request: no CORS headers invite one.
    corsExempt: (path) => path.startsWith(controlPath),
    unlogged: (method, path) => path.startsWith(controlPath) && method.toUpperCase() === "GET",
  };
  const faults = new Faults(index, answers);
  const context: ServiceContext = {
    api,
    clock,
    schemas,
    url: () => front.address,
    example: (operationId, status, name) => exampleReply(index, operationId, status, name),
    injectFault: (rule) => faults.add(rule, { body: true }),
  };
  let replayed: ReplayStage | undefined;
  // Back to what was given at start, as after a reset: the faults (none, or the options' standing ones), each recorded request's first answer.
  const resetFaults = () => {
    faults.clear();
    for (const rule of options.faults?.[api] ?? []) faults.add(rule);
    replayed?.rewind();
  };
  resetFaults();
  const service: Service = serviceFactory(api)?.(context) ?? { handlers: {}, reset() {} };
  const journal = createJournal(api, options.journalSize, clock, journalBudget, watch);
  const core: CoreSetup = {
    front,
    index,
    service,
    faults,
    clock,
    options,
    resetFaults,
    queryCredentialNames: queryCredentialNames(index.document),
    journal,
    watch,
  };
  replayed = replay(core);
  const pipeline = createPipeline(
    front,
    {
      control: control(core),
      faults: faultStage(core),
      validate: validate(core),
      forward: passthrough(core),
      replay: replayed?.stage,
      guard: guard(core),
      answer: answer(core),
      decorate: decorate(core),
      contractGuard: contractGuard(core),
      journal: journalStage(core),
    },
    (exchange, body, started) => new SimulatorContext(exchange, body, started, core),
  );
  const maxBodyBytes = options.maxBodyBytes?.[api] ?? definition.maxBodyBytes;
  return {
    api,
    service,
    maxBodyBytes,
    bodyLimit: (path) => (path.startsWith(controlPath) ? Math.min(maxBodyBytes, maxControlBodyBytes) : maxBodyBytes),
    serve: pipeline.serve,
    setUrl: (address) => void (front.address = address),
    journal,
  };
}
