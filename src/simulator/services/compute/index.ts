/**
 * The simulated compute service (docs/simulator/compute.md): global security policies read,
 * changed by PATCH and DELETE, operations that progress with the clock (read, listed, deleted),
 * and the aggregated list of a project's forwarding rules with the backend-bucket migration
 * states (its discovery document is served by the core: src/contract/api-contracts.ts). Answers are
 * JSON only (`alt=json`), partial where `fields` selects, and their links name the address the
 * client reached.
 */
import { fields, finiteNumber, optional, orNull, readControlBody, text, textList } from "../control-body.js";
import type { operations } from "../../../../generated/compute/types.js";
import { defineService } from "../../define-service.js";
import { ControlRefusal, Refusal } from "../../service.js";
import { invalidFieldSelection, invalidParameter } from "./errors.js";
import { parseFieldSelection, selectFields } from "./fields.js";
import { computeHandlers } from "./handlers.js";
import { onAddress, servicePath } from "./links.js";
import { ComputeModel } from "./model.js";
import { defaultSeed, parseComputeSeed, type ComputeSeed } from "./seed.js";
import { ruleQuota } from "./policy-rules.js";

export { operationMilliseconds } from "./model.js";

/** A policy or an operation by name (or id), of a project when `project` is given, else of the organization. */
const named = fields({ name: text, project: optional(text) });
// A state left out keeps the state; null ends the migration. The model checks the step against the document's table.
const migration = fields({
  project: text,
  rule: text,
  scope: optional(text),
  fingerprint: optional(text),
  state: optional(orNull(text)),
  loadBalancingScheme: optional(text),
  testingPercentage: optional(finiteNumber),
});

/** The rules of a policy, which the quota counts. */
const rules = { path: ["rules"], limit: ruleQuota };

/** A model call of a control command on a project's collection: a project that does not exist is the command's 400, not the API's 404. */
function inControl<T>(project: string | undefined, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof Refusal && !(error instanceof ControlRefusal)) throw new ControlRefusal(`no project ${project}`);
    throw error;
  }
}

export const createComputeService = defineService<Required<ComputeSeed>, ComputeModel, operations>((context) => {
  // The control commands answer on the address the simulator serves at.
  const served = <T>(value: T): T => onAddress(value, context.url() + servicePath);
  /** The selection a request's `fields` makes, or the refusal of one that does not parse. */
  const selectionOf = (fields: string | null | undefined) =>
    fields === null || fields === undefined ? undefined : parseFieldSelection(fields);

  return {
    // The default seed goes through the same checks as a given one.
    parseSeed: (data) => parseComputeSeed(data ?? defaultSeed, context.schemas),
    createModel(seed) {
      const model = new ComputeModel(() => context.clock.now(), context.schemas);
      model.load(seed);
      return model;
    },
    handlers: computeHandlers,
    // A policy past the quota of rules fails as a whole: its rules are counted before any is read.
    counted: {
      insertSecurityPolicy: rules,
      patchSecurityPolicy: rules,
      insertProjectSecurityPolicy: rules,
      patchProjectSecurityPolicy: rules,
    },
    state: (model) => served(model.snapshot()),
    control: {
      /** A policy as stored now, with its current fingerprint: `{ "name": "storefront-edge" }`, `{ "name": "checkout-edge", "project": "acme-web-prod" }`. */
      policy(body, model) {
        const { name, project } = readControlBody("policy", body, named);
        const policy = inControl(project, () => model.policyNamed(name, project));
        if (!policy) throw new ControlRefusal(`no security policy ${name}`);
        return served(policy);
      },
      /** Every policy of the organization, or of a project: `{}`, `{ "project": "acme-web-prod" }`. */
      policies(body, model) {
        const { project } = readControlBody("policies", body, fields({ project: optional(text) }));
        return served({ securityPolicies: inControl(project, () => model.listPolicies(project)) });
      },
      /** An operation as it is now: `{ "name": "operation-..." }`, with `project` for a project's. */
      operation(body, model) {
        const { name, project } = readControlBody("operation", body, named);
        const operation = inControl(project, () => model.findOperation(name, project));
        if (!operation) throw new ControlRefusal(`no operation ${name}`);
        return served(operation);
      },
      /** The scopes that cannot be reached (in every project): `{ "scopes": ["regions/me-central2"] }`; `[]` heals them. */
      unreachable(body, model) {
        const { scopes } = readControlBody("unreachable", body, fields({ scopes: textList }));
        return { unreachable: model.setUnreachable(scopes) };
      },
      /** A step of a rule's backend-bucket migration: `{ project, rule, scope?, state, loadBalancingScheme?, testingPercentage?, fingerprint? }`. */
      migrate(body, model) {
        const { state, loadBalancingScheme, testingPercentage, ...where } = readControlBody("migrate", body, migration);
        return served(model.migrate(where, { state, loadBalancingScheme, testingPercentage }));
      },
    },
    /** The simulator answers JSON only (the real service also answers `alt=media` and `alt=proto`), and checks `fields`. */
    guard(request) {
      const { alt, fields } = request.queryValues;
      if (alt !== undefined && alt !== "json")
        throw invalidParameter("alt", `Invalid value for field 'alt': '${alt}'. This simulator answers only alt=json.`);
      const parsed = selectionOf(fields);
      if (parsed?.ok === false) throw invalidFieldSelection(parsed.error);
    },
    /** Links on the address the client reached; a partial answer: only the fields `fields` selects (errors are answered whole). */
    decorate(request, reply) {
      reply.body = onAddress(reply.body, request.baseUrl + servicePath);
      // As sent, as decoration reads the query: a documented answer an injected fault gives has not been through validation.
      const parsed = selectionOf(request.query.get("fields"));
      const selection = parsed?.ok ? parsed.selection : undefined;
      if (selection && reply.status < 300 && reply.body !== undefined) reply.body = selectFields(reply.body, selection) ?? {};
    },
  };
});

/** The service as services/index.ts loads it. */
export default createComputeService;
