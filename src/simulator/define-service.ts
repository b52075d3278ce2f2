/**
 * The one way a simulated service is declared, for every API: how a seed is read, how a model is
 * made of one, and what works on the current model (handlers, control commands, guard,
 * decoration). The lifecycle is written here once, so its rules hold for every service:
 * - a reset makes a new model of the current seed: it returns to the seed, whatever happened;
 * - a seed is read, and a model made of it, before either replaces the current ones: a seed
 *   refused by either (a Refusal, 400) changes nothing;
 * - the service starts from the seed its reader makes of no body, which a seed of no body (or
 *   null) restores.
 *
 *   export const createExampleService = defineService<ExampleSeed, ExampleModel, operations>((context) => ({
 *     parseSeed: (data) => parseExampleSeed(data),
 *     createModel: (seed) => new ExampleModel(seed, context.clock),
 *     handlers: (model) => exampleHandlers(model, context),
 *     state: (model) => model.summary(),
 *   }));
 */
import { credentialRuleOf, redactBody } from "../contract/redaction.js";
import { deepFreeze } from "./per-contract.js";
import { fields, readControlBody } from "./services/control-body.js";
import {
  untypedHandlers,
  type DecoratedRequest,
  type GuardedRequest,
  type Handler,
  type Handlers,
  type CountedList,
  type Reply,
  type Service,
  type ServiceContext,
  type ServiceFactory,
} from "./service.js";

export interface ServiceDefinition<Seed, Model, Operations> {
  /**
   * A seed as given (the body of POST /__control/seed, an API's part of a `--seed` file; undefined
   * for none): the default for the parts left out. A seed it cannot use is refused with a
   * ControlRefusal naming the problem (services/read-seed.ts reads every service's). The seed of no
   * body is read once per contract and shared, frozen, by every service made of the definition
   * (each session makes its own): it depends on the contract only; what depends on the time
   * belongs in createModel.
   */
  parseSeed(data: unknown): Seed;
  /** A new model holding `seed`, as after a reset; a seed the model cannot hold is refused with a ControlRefusal. */
  createModel(seed: Seed): Model;
  /** The handlers of one model, by operationId, typed from the generated `operations`; an operation without one answers its examples. */
  handlers(model: Model): Handlers<Operations>;
  /**
   * The service's control commands (POST /__control/<name>; no body is `{}`): each reads its body
   * (services/control-body.ts) and returns the answer's body, or a promise of it. A body it refuses
   * is a ControlRefusal (400); any other throw is a fault of the simulator (500).
   */
  control?: Record<string, (body: unknown, model: Model) => unknown>;
  /**
   * What the model holds now, as a tree a person browses (the console's state view): JSON, the
   * answer of the `state` control command (POST /__control/state, no members), with every
   * credential `[redacted]` by the API's rule, as the journal redacts requests.
   */
  state(model: Model): unknown;
  /** Runs before the handler of every operation, after validation: it throws a Refusal to refuse the request (a missing permission). */
  guard?(request: GuardedRequest<Operations>, model: Model): void;
  /** Runs on every reply of an operation, the handler's or a documented one (headers, links, partial answers); it reads the query as sent. */
  decorate?(request: DecoratedRequest, reply: Reply, model: Model): void;
  /** Lists of request bodies the service refuses for their count before reading their items (a quota), by operationId (CountedList). */
  counted?: Partial<Record<keyof Operations & string, CountedList>>;
}

/** A service factory of the core (`ServiceFactory`) from a definition made for the service's context. */
export function defineService<Seed, Model, Operations>(
  define: (context: ServiceContext) => ServiceDefinition<Seed, Model, Operations>,
): ServiceFactory {
  // The seed of no body, read once per contract and shared, frozen, by every service of this
  // definition (a simulator's, each session's): a model copies what it holds, as its resets need.
  const defaultSeeds = new WeakMap<object, Seed>();
  return (context): Service => {
    const definition = define(context);
    // A context without a contract (a service made alone) shares with no other.
    const contract: object = context.schemas ?? context;
    const readSeed = (data: unknown): Seed => {
      if (data !== undefined) return definition.parseSeed(data);
      let read = defaultSeeds.get(contract);
      if (read === undefined) defaultSeeds.set(contract, (read = deepFreeze(definition.parseSeed(undefined))));
      return read;
    };
    let seed!: Seed;
    let model!: Model;
    let handlers!: Partial<Record<string, Handler>>;
    /** The seed and its model held together, once both are made. */
    const hold = (nextSeed: Seed, nextModel: Model) => {
      handlers = untypedHandlers(definition.handlers(nextModel));
      seed = nextSeed;
      model = nextModel;
    };
    const seeded = (data: unknown) => {
      const next = readSeed(data);
      hold(next, definition.createModel(next));
    };
    seeded(undefined);
    // The core keeps the handlers it was given: each answers with the handler of the model held now.
    const current: Partial<Record<string, Handler>> = {};
    for (const operationId of Object.keys(handlers)) current[operationId] = (request) => handlers[operationId]!(request);
    const { control, guard, decorate, counted } = definition;
    const state = (body: unknown) => {
      readControlBody("state", body, fields({}));
      return redactBody(credentialRuleOf(context.api), definition.state(model));
    };
    return {
      handlers: current,
      reset: () => hold(seed, definition.createModel(seed)),
      seed: seeded,
      control: {
        ...Object.fromEntries(Object.entries(control ?? {}).map(([name, command]) => [name, (body: unknown) => command(body, model)])),
        state,
      },
      // The guard runs after validation, which is what makes its typed view of the query true.
      guard: guard && ((request) => guard(request as GuardedRequest<Operations>, model)),
      decorate: decorate && ((request, reply) => decorate(request, reply, model)),
      counted: counted as Service["counted"],
    };
  };
}
