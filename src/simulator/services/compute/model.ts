/**
 * The compute service's state and rules, without HTTP: global security policies changed by patch
 * and delete (optimistic locking with `fingerprint`, idempotent `requestId`), operations that
 * progress with the clock and are kept for a limited time (operations.ts), and the forwarding
 * rules of each project (forwarding-rules.ts).
 *
 * A change is made when its request is accepted: the fingerprint changes at once, so a concurrent
 * patch carrying the old one is refused. The operation then reports PENDING, RUNNING and DONE as
 * the clock runs; a change that breaks a rule of the document a schema cannot check changes
 * nothing and its operation ends DONE with `error`.
 */
import { ControlRefusal } from "../../service.js";
import type { ForwardingRule, Operation, SecurityPolicy } from "./contract-types.js";
import type { ApiSchemas } from "../../../contract/schemas.js";
import { sameBase64Bytes, toBase64 } from "../../../contract/base64.js";
import { getApi } from "../../../contract/apis.js";
import { conditionNotMet, invalidChange, notFound } from "./errors.js";
import { merge } from "./fields.js";
import { hash64, jsonText, textLength } from "./fingerprints.js";
import { namedPage, type NamedListOptions } from "./named-list.js";
import {
  listPage,
  migrationStep,
  sortScopes,
  type ListOptions,
  type MigrationStep,
  type Project,
  type ScopedRule,
} from "./forwarding-rules.js";
import { storedRoot as root } from "./links.js";
import {
  operationNow,
  operationPage,
  OperationStore,
  repeatedOperation,
  startOperation,
  type OperationRecord,
  type PolicyRequest,
} from "./operations.js";
import { changeProblems, defaultPriority, failureOf, policyProblems, type Problem } from "./policy-rules.js";
import type { ComputeSeed, ProjectSeed } from "./seed.js";

export { hash64 } from "./fingerprints.js";
export { operationMilliseconds } from "./operations.js";

/**
 * The longest JSON text a policy may have: what a request may carry, so that a policy read can be
 * sent back whole. The patch body is open to members the contract does not name, and keeps them:
 * without a bound each patch could add to a policy, and to the cost of every patch after it.
 */
export const maxPolicyLength = getApi("compute").maxBodyBytes;

export class ComputeModel {
  private policies = new Map<string, SecurityPolicy>();
  /** The name of each policy by its numeric id, which a path may give instead. */
  private policyNames = new Map<string, string>();
  private projects = new Map<string, Project>();
  private operations: OperationStore;
  private unreachable = new Set<string>();
  private user = "";
  private revision = 0;
  private nextId = 0n;
  /** The members of a forwarding rule a filter may name. */
  private readonly ruleFields: ReadonlySet<string>;
  /** The members of an operation and of a policy a filter may name. */
  private readonly operationFields: ReadonlySet<string>;
  private readonly policyFields: ReadonlySet<string>;

  constructor(
    private readonly now: () => number,
    private readonly schemas: ApiSchemas,
  ) {
    const members = (schema: string) =>
      new Set(Object.keys(schemas.resolve<{ properties: object }>(schemas.document.components?.schemas?.[schema]).properties));
    this.operations = new OperationStore(now);
    this.ruleFields = members("ForwardingRule");
    this.operationFields = members("Operation");
    this.policyFields = members("SecurityPolicy");
  }

  /**
   * Forgets everything and holds the seed: its policies and projects, no operations, every scope
   * reachable. A seed that breaks a rule of the document is refused and the state stays as it was.
   */
  load(seed: Required<ComputeSeed>): void {
    // Ids and fingerprints count from the start again, so that a reset gives the same state.
    const counters = { revision: this.revision, nextId: this.nextId };
    this.revision = 0;
    this.nextId = 0n;
    const policies = new Map<string, SecurityPolicy>();
    const projects = new Map<string, Project>();
    try {
      for (const [index, input] of seed.securityPolicies.entries()) {
        const policy = this.storedPolicy(input, `securityPolicies[${index}]`);
        if (policies.has(policy.name!)) throw new ControlRefusal(`securityPolicies[${index}]: a second policy named ${policy.name}`);
        policies.set(policy.name!, policy);
      }
      for (const [name, input] of Object.entries(seed.projects)) projects.set(name, this.storedProject(name, input));
    } catch (error) {
      Object.assign(this, counters);
      throw error;
    }
    this.policies = policies;
    this.policyNames = new Map([...policies.values()].map((policy) => [policy.id!, policy.name!]));
    this.projects = projects;
    this.user = seed.user;
    this.operations = new OperationStore(this.now);
    this.unreachable = new Set();
  }

  /** A new fingerprint: base64 of 8 bytes, different after every modification even to the same content. */
  private fingerprint(value: unknown, text = jsonText(value)): string {
    return toBase64(hash64(`${++this.revision}:${text}`));
  }

  private newId(): string {
    return String(6_250_931_479_215_834_021n + this.nextId++);
  }

  private storedPolicy(input: SecurityPolicy, where: string): SecurityPolicy {
    if (!input.name) throw new ControlRefusal(`${where}: a policy needs a name`);
    const type = input.type ?? "CLOUD_GUARD";
    const everything =
      type === "CLOUD_GUARD_NETWORK"
        ? { networkMatch: { srcIpRanges: ["*"] } }
        : { match: { versionedExpr: "SRC_IPS_V1" as const, config: { srcIpRanges: ["*"] } } };
    // The document: a policy created without rules gets a default rule with action allow.
    const rules = input.rules?.length
      ? input.rules
      : [{ description: "Default rule.", priority: defaultPriority, ...everything, action: "allow" as const }];
    const policy: SecurityPolicy = {
      kind: "compute#securityPolicy",
      id: this.newId(),
      creationTimestamp: new Date(this.now()).toISOString(),
      ...structuredClone(input),
      type,
      rules: rules.map((rule) => ({ kind: "compute#securityPolicyRule", ...structuredClone(rule) })),
      selfLink: `${root}/locations/global/securityPolicies/${input.name}`,
    };
    const broken = policyProblems(policy);
    if (broken.length > 0) throw new ControlRefusal(`${where}: ${broken.map((p) => p.message).join("; ")}`);
    policy.fingerprint = input.fingerprint ?? this.fingerprint(policy);
    return policy;
  }

  private storedProject(name: string, input: ProjectSeed): Project {
    const scopes = new Set(["global", ...(input.regions ?? []).map((region) => `regions/${region}`)]);
    const rules: ScopedRule[] = [];
    for (const [scope, list] of Object.entries(input.forwardingRules ?? {})) {
      scopes.add(scope);
      const names = new Set<string>();
      for (const [index, given] of list.entries()) {
        if (!given.name || names.has(given.name)) {
          throw new ControlRefusal(`projects.${name}.forwardingRules.${scope}[${index}]: a rule needs a name unique in its scope`);
        }
        const id = this.newId();
        const link = `${root}/projects/${name}/${scope}/forwardingRules`;
        const rule: ForwardingRule = {
          kind: "compute#forwardingRule",
          id,
          creationTimestamp: new Date(this.now()).toISOString(),
          ...structuredClone(given),
          ...(scope === "global" ? {} : { region: `${root}/projects/${name}/${scope}` }),
          selfLink: `${link}/${given.name}`,
          selfLinkWithId: `${link}/${id}`,
        };
        rule.fingerprint = given.fingerprint ?? this.fingerprint(rule);
        names.add(given.name);
        rules.push({ scope, rule });
      }
    }
    return { scopes: sortScopes([...scopes]), zones: (input.zones ?? []).map((zone) => `zones/${zone}`).sort(), rules };
  }

  // ---- security policies and operations ----

  /** The policy a path names: its name, or its numeric id (also written `securityPolicies/<id>`). */
  findPolicy(nameOrId: string): SecurityPolicy {
    const key = nameOrId.replace(/^securityPolicies\//, "");
    const policy = this.policies.get(key) ?? this.policies.get(this.policyNames.get(key) ?? "");
    if (!policy) throw notFound(`locations/global/securityPolicies/${key}`);
    return policy;
  }

  /** The policy of that name (not id), if there is one. */
  policyNamed(name: string): SecurityPolicy | undefined {
    return this.policies.get(name);
  }

  /** Every policy as stored now. */
  listPolicies(): SecurityPolicy[] {
    return [...this.policies.values()];
  }

  /**
   * Each policy as stored now with the operations that changed it (as they are now), the
   * operations of policies deleted since, each project's forwarding rules by scope, and the
   * scopes that cannot be reached (the console's view).
   */
  snapshot() {
    const operations = this.operations.all().map((record) => ({ target: record.target, operation: operationNow(this.operations, record) }));
    const of = (name: string) => operations.filter(({ target }) => target === name).map(({ operation }) => operation);
    return {
      policies: Object.fromEntries([...this.policies].map(([name, policy]) => [name, { ...policy, operations: of(name) }])),
      operationsOfDeletedPolicies: operations.filter(({ target }) => !this.policies.has(target)).map(({ operation }) => operation),
      projects: Object.fromEntries(
        [...this.projects].map(([name, { scopes, rules }]) => [
          name,
          Object.fromEntries(scopes.map((scope) => [scope, rules.filter((rule) => rule.scope === scope).map(({ rule }) => rule)])),
        ]),
      ),
      unreachable: [...this.unreachable],
    };
  }

  /** One page of the policies (named-list.ts). */
  listPolicyPage(options: NamedListOptions) {
    const page = namedPage(this.listPolicies(), options, {
      name: "security policy",
      fields: this.policyFields,
      created: (policy) => policy.creationTimestamp,
    });
    return { kind: "compute#securityPolicyList" as const, id: "locations/global/securityPolicies", ...page };
  }

  /**
   * Applies a patch sent with the policy's current fingerprint. A patch that breaks a rule of the
   * document changes nothing; its operation ends with the problems.
   */
  patchPolicy(request: PolicyRequest, body: SecurityPolicy): Operation {
    // The operation of an earlier request with the same requestId, as it is now: the repeat changes nothing.
    const repeat = repeatedOperation(this.operations, request, "patch");
    if (repeat) return repeat;
    const policy = this.findPolicy(request.policy);
    // Bytes, compared as bytes: a client may write them in either base64 alphabet, padded or not.
    if (!sameBase64Bytes(body.fingerprint, policy.fingerprint)) {
      throw conditionNotMet(
        `The fingerprint sent for security policy '${policy.name}' is not its current fingerprint. Read the policy and retry with the latest one.`,
      );
    }
    // Output-only fields are ignored, so that a policy read can be sent back whole.
    const {
      fingerprint: _sent,
      kind: _k,
      id: _i,
      creationTimestamp: _c,
      selfLink: _s,
      parent: _p,
      region: _r,
      labelFingerprint: _l,
      ...changes
    } = body;
    const next = merge(policy, changes) as SecurityPolicy;
    next.rules = (next.rules ?? []).map((rule) => ({ kind: "compute#securityPolicyRule", ...rule }));
    const problems: Problem[] = [...changeProblems(policy, changes), ...policyProblems(next)];
    if (problems.length === 0) {
      const schemaProblems = this.schemas.validate({ $ref: "#/components/schemas/SecurityPolicy" }, next).problems;
      problems.push(
        ...schemaProblems.map((p) => ({
          code: "INVALID_FIELD_VALUE",
          location: p.pointer.slice(1).replace(/\//g, "."),
          message: p.message,
        })),
      );
    }
    if (problems.length === 0) {
      // The names and strings alone tell most policies that are too large, without writing them out.
      const text = textLength(next) > maxPolicyLength ? undefined : jsonText(next);
      if (text === undefined || text.length > maxPolicyLength) {
        throw invalidChange(
          `The patch would make security policy '${policy.name}' longer than a request may carry (${maxPolicyLength} characters of JSON), so that it could not be sent back whole. Nothing was changed.`,
        );
      }
      next.fingerprint = this.fingerprint(next, text);
      this.policies.set(policy.name!, next);
    }
    return this.startOperation(request, "patch", policy, problems.length > 0 ? failureOf(problems) : undefined);
  }

  deletePolicy(request: PolicyRequest): Operation {
    const repeat = repeatedOperation(this.operations, request, "delete");
    if (repeat) return repeat;
    const policy = this.findPolicy(request.policy);
    this.policies.delete(policy.name!);
    this.policyNames.delete(policy.id!);
    return this.startOperation(request, "delete", policy);
  }

  /** Starts the operation of an accepted request (operations.ts). */
  private startOperation(
    request: PolicyRequest,
    operationType: string,
    policy: SecurityPolicy,
    failure?: OperationRecord["failure"],
  ): Operation {
    return startOperation(this.operations, request, operationType, policy, { id: this.newId(), user: this.user }, failure);
  }

  /** An operation by name or numeric id, as it is now; undefined when there is none (any more). */
  findOperation(nameOrId: string): Operation | undefined {
    const record = this.operations.find(nameOrId);
    return record && operationNow(this.operations, record);
  }

  /** An operation as the read of one answers it: 404 when there is none. */
  getOperation(nameOrId: string): Operation {
    const operation = this.findOperation(nameOrId);
    if (!operation) throw notFound(`locations/global/operations/${nameOrId}`);
    return operation;
  }

  /** Forgets an operation's record (the change it made stays made): 404 when there is none. */
  deleteOperation(nameOrId: string): void {
    const record = this.operations.find(nameOrId);
    if (!record) throw notFound(`locations/global/operations/${nameOrId}`);
    this.operations.forget(record);
  }

  /** One page of the operations (operations.ts). */
  listOperations(options: NamedListOptions) {
    return operationPage(this.operations, options, this.operationFields);
  }

  // ---- forwarding rules ----

  listForwardingRules(projectId: string, options: ListOptions) {
    const project = this.projects.get(projectId);
    if (!project) throw notFound(`projects/${projectId}`);
    return listPage(projectId, project, this.unreachable, options, this.ruleFields, root);
  }

  /** Makes scopes unreachable in every project; an empty list heals them. */
  setUnreachable(scopes: readonly string[]): string[] {
    this.unreachable = new Set(scopes);
    return [...this.unreachable];
  }

  /** A step of a rule's backend-bucket migration, if the document's table allows it and the fingerprint (if sent) is current. */
  migrate(where: { project: string; rule: string; scope?: string; fingerprint?: string }, step: MigrationStep): ForwardingRule {
    const project = this.projects.get(where.project);
    if (!project) throw new ControlRefusal(`no project ${where.project}`);
    const found = project.rules.filter(
      (entry) => entry.rule.name === where.rule && (where.scope === undefined || entry.scope === where.scope),
    );
    if (found.length !== 1)
      throw new ControlRefusal(
        found.length === 0
          ? `no forwarding rule ${where.rule} in ${where.project}`
          : `several rules are named ${where.rule}: give the scope`,
      );
    const entry = found[0]!;
    if (where.fingerprint !== undefined && !sameBase64Bytes(where.fingerprint, entry.rule.fingerprint))
      throw new ControlRefusal("conditionNotMet: the fingerprint sent is not the rule's current fingerprint");
    const next = migrationStep(entry.rule, step);
    next.fingerprint = this.fingerprint(next);
    entry.rule = next;
    return next;
  }
}
