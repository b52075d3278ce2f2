/**
 * The compute service's state and rules, without HTTP: global security policies of the
 * organization and of each project (policies.ts: one collection each, the same rules), created by
 * insert and changed by patch and delete (optimistic locking with `fingerprint`, idempotent
 * `requestId`), operations that progress with the clock and are kept for a limited time
 * (operations.ts), and the forwarding rules of each project (forwarding-rules.ts).
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
import { notFound } from "./errors.js";
import { hash64, jsonText } from "./fingerprints.js";
import type { NamedListOptions } from "./named-list.js";
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
import type { PolicyRequest } from "./operations.js";
import { PolicyCollection, type InsertRequest, type PolicyContext } from "./policies.js";
import type { ComputeSeed, ProjectSeed } from "./seed.js";

export { hash64 } from "./fingerprints.js";
export { operationMilliseconds } from "./timing.js";
export { maxPolicyLength } from "./policies.js";

/** The organization's collection, at `locations/global`. */
const organizationPath = "locations/global";

export class ComputeModel {
  /** The organization's policies and operations. */
  private organization: PolicyCollection;
  /** Each project's policies and operations, by project id. */
  private projectPolicies = new Map<string, PolicyCollection>();
  private projects = new Map<string, Project>();
  private unreachable = new Set<string>();
  private user = "";
  private revision = 0;
  private nextId = 0n;
  /** The members of a forwarding rule a filter may name. */
  private readonly ruleFields: ReadonlySet<string>;
  /** What every collection takes from the model. */
  private readonly context: PolicyContext;

  constructor(
    private readonly now: () => number,
    schemas: ApiSchemas,
  ) {
    const members = (schema: string) =>
      new Set(Object.keys(schemas.resolve<{ properties: object }>(schemas.document.components?.schemas?.[schema]).properties));
    this.ruleFields = members("ForwardingRule");
    this.context = {
      now,
      schemas,
      newId: () => this.newId(),
      fingerprint: (value, text) => this.fingerprint(value, text),
      user: () => this.user,
      policyFields: members("SecurityPolicy"),
      operationFields: members("Operation"),
    };
    this.organization = new PolicyCollection(organizationPath, this.context);
  }

  /**
   * Forgets everything and holds the seed: its policies and projects (with their policies), no
   * operations, every scope reachable. A seed that breaks a rule of the document is refused and the
   * state stays as it was.
   */
  load(seed: Required<ComputeSeed>): void {
    // Ids and fingerprints count from the start again, so that a reset gives the same state.
    const counters = { revision: this.revision, nextId: this.nextId };
    this.revision = 0;
    this.nextId = 0n;
    const organization = new PolicyCollection(organizationPath, this.context);
    const projects = new Map<string, Project>();
    const projectPolicies = new Map<string, PolicyCollection>();
    try {
      for (const [index, input] of seed.securityPolicies.entries()) organization.seed(input, `securityPolicies[${index}]`);
      for (const [name, input] of Object.entries(seed.projects)) projects.set(name, this.storedProject(name, input));
      // After every forwarding rule, so that a seed without project policies numbers its rules as before.
      for (const [name, input] of Object.entries(seed.projects)) {
        const collection = new PolicyCollection(`projects/${name}/global`, this.context);
        for (const [index, policy] of (input.securityPolicies ?? []).entries())
          collection.seed(policy, `projects.${name}.securityPolicies[${index}]`);
        projectPolicies.set(name, collection);
      }
    } catch (error) {
      Object.assign(this, counters);
      throw error;
    }
    this.organization = organization;
    this.projectPolicies = projectPolicies;
    this.projects = projects;
    this.user = seed.user;
    this.unreachable = new Set();
  }

  /** A new fingerprint: base64 of 8 bytes, different after every modification even to the same content. */
  private fingerprint(value: unknown, text = jsonText(value)): string {
    return toBase64(hash64(`${++this.revision}:${text}`));
  }

  private newId(): string {
    return String(6_250_931_479_215_834_021n + this.nextId++);
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

  /** The collection of a project's policies (404 for a project that does not exist), or the organization's. */
  policiesOf(project?: string): PolicyCollection {
    if (project === undefined) return this.organization;
    const collection = this.projectPolicies.get(project);
    if (!collection) throw notFound(`projects/${project}`);
    return collection;
  }

  /** The policy a path names: its name, or its numeric id (also written `securityPolicies/<id>`). */
  findPolicy(nameOrId: string, project?: string): SecurityPolicy {
    return this.policiesOf(project).find(nameOrId);
  }

  /** The policy of that name or id, if there is one. */
  policyNamed(name: string, project?: string): SecurityPolicy | undefined {
    return this.policiesOf(project).lookup(name);
  }

  /** Every policy as stored now. */
  listPolicies(project?: string): SecurityPolicy[] {
    return this.policiesOf(project).list();
  }

  /**
   * The organization's policies and each project's, with the operations that changed them (as they
   * are now) and those of policies deleted since; each project's forwarding rules by scope, and the
   * scopes that cannot be reached (the console's view).
   */
  snapshot() {
    return {
      organization: this.organization.snapshot(),
      projects: Object.fromEntries(
        [...this.projects].map(([name, { scopes, rules }]) => [
          name,
          {
            ...this.projectPolicies.get(name)?.snapshot(),
            forwardingRules: Object.fromEntries(
              scopes.map((scope) => [scope, rules.filter((rule) => rule.scope === scope).map(({ rule }) => rule)]),
            ),
          },
        ]),
      ),
      unreachable: [...this.unreachable],
    };
  }

  /** One page of the policies (named-list.ts). */
  listPolicyPage(options: NamedListOptions, project?: string) {
    return this.policiesOf(project).page(options);
  }

  /** Creates a policy in the organization (`parentId` its parent) or in a project. */
  insertPolicy(request: InsertRequest & { project?: string }, body: SecurityPolicy): Operation {
    return this.policiesOf(request.project).insert(request, body);
  }

  /** Applies a patch sent with the policy's current fingerprint (policies.ts). */
  patchPolicy(request: PolicyRequest, body: SecurityPolicy): Operation {
    return this.policiesOf(request.project).patch(request, body);
  }

  deletePolicy(request: PolicyRequest): Operation {
    return this.policiesOf(request.project).delete(request);
  }

  /** An operation by name or numeric id, as it is now; undefined when there is none (any more). */
  findOperation(nameOrId: string, project?: string): Operation | undefined {
    return this.policiesOf(project).findOperation(nameOrId);
  }

  /** An operation as the read of one answers it: 404 when there is none. */
  getOperation(nameOrId: string, project?: string): Operation {
    return this.policiesOf(project).getOperation(nameOrId);
  }

  /** Forgets an operation's record of the organization (the change it made stays made): 404 when there is none. */
  deleteOperation(nameOrId: string): void {
    this.organization.deleteOperation(nameOrId);
  }

  /** One page of the organization's operations (operations.ts). */
  listOperations(options: NamedListOptions) {
    return this.organization.operationPage(options);
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
