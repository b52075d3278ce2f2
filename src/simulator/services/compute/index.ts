/**
 * The simulated compute service (docs/simulator/compute.md): global security policies changed by
 * PATCH and DELETE, operations that progress with the clock, and the aggregated list of a
 * project's forwarding rules with the backend-bucket migration states. The contract has no GET of
 * an operation or of a policy: repeating a request with the same `requestId` answers its operation
 * as it is now, and the control commands `operation`, `policy` and `policies` show them. Answers
 * are JSON only (`alt=json`), partial where `fields` selects.
 */
import { untypedHandlers, type Service, type ServiceContext } from "../../service.js";
import { invalidFieldSelection, invalidParameter } from "./errors.js";
import { parseFieldSelection, selectFields } from "./fields.js";
import { computeHandlers } from "./handlers.js";
import { ComputeModel } from "./model.js";
import { defaultSeed, parseComputeSeed, type ComputeSeed } from "./seed.js";

export { operationMilliseconds } from "./model.js";

type Body = Record<string, unknown> | undefined;

export function createComputeService(context: ServiceContext): Service {
  const model = new ComputeModel(() => context.clock.now(), context.schemas);
  // The default seed goes through the same checks as a given one.
  let seed: Required<ComputeSeed> = parseComputeSeed(defaultSeed, context.schemas);
  model.load(seed);

  return {
    reset: () => model.load(seed),
    seed(data) {
      const next = parseComputeSeed(data, context.schemas);
      model.load(next);
      seed = next;
    },
    control: {
      /** A policy as stored now, with its current fingerprint: `{ "name": "storefront-edge" }`. */
      policy(body) {
        const name = String((body as Body)?.name);
        const policy = model.listPolicies().find((candidate) => candidate.name === name);
        if (!policy) throw new Error(`no security policy ${name}`);
        return policy;
      },
      policies: () => ({ securityPolicies: model.listPolicies() }),
      /** An operation as it is now: `{ "name": "operation-..." }`. */
      operation: (body) => model.findOperation(String((body as Body)?.name)),
      /** The scopes that cannot be reached (in every project): `{ "scopes": ["regions/me-central2"] }`; `[]` heals them. */
      unreachable(body) {
        const scopes = (body as Body)?.scopes;
        if (!Array.isArray(scopes) || scopes.some((scope) => typeof scope !== "string")) throw new Error('unreachable takes { "scopes": ["regions/<region>", ...] }');
        return { unreachable: model.setUnreachable(scopes) };
      },
      /** A step of a rule's backend-bucket migration: `{ project, rule, scope?, state, loadBalancingScheme?, testingPercentage?, fingerprint? }`. */
      migrate(body) {
        const { project, rule, scope, fingerprint, state, loadBalancingScheme, testingPercentage } = (body ?? {}) as Record<string, unknown>;
        const text = (value: unknown) => (value === undefined ? undefined : String(value));
        return model.migrate(
          { project: String(project), rule: String(rule), scope: text(scope), fingerprint: text(fingerprint) },
          { state: state === null ? null : text(state), loadBalancingScheme: text(loadBalancingScheme), testingPercentage },
        );
      },
    },
    /** The simulator answers JSON only (the real service also answers `alt=media` and `alt=proto`), and checks `fields`. */
    guard(request) {
      const alt = request.query.get("alt");
      if (alt !== null && alt !== "json") return invalidParameter("alt", `Invalid value for field 'alt': '${alt}'. This simulator answers only alt=json.`).reply;
      const fields = request.query.get("fields");
      if (fields !== null && parseFieldSelection(fields) === undefined) return invalidFieldSelection(fields).reply;
      return undefined;
    },
    /** A partial answer: only the fields `fields` selects (errors are answered whole). */
    decorate(request, reply) {
      const fields = request.query.get("fields");
      const selection = fields === null ? undefined : parseFieldSelection(fields);
      if (selection && reply.status < 300 && reply.body !== undefined) reply.body = selectFields(reply.body, selection) ?? {};
    },
    handlers: untypedHandlers(computeHandlers(model)),
  };
}
