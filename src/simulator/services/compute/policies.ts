/**
 * One collection of global security policies: an organization's (`locations/global`) or a
 * project's (`projects/<id>/global`), with the operations its changes return. Both collections
 * hold the same resource under the same rules, so one class serves both; the seed and the insert
 * make a stored policy the same way (`made`), so a seeded policy and one made through the API
 * read alike.
 */
import type { ApiSchemas } from "../../../contract/schemas.js";
import { sameBase64Bytes } from "../../../contract/base64.js";
import { getApi } from "../../../contract/apis.js";
import { ControlRefusal } from "../../service.js";
import type { Operation, SecurityPolicy } from "./contract-types.js";
import { alreadyExists, conditionNotMet, invalidChange, notFound } from "./errors.js";
import { merge } from "./fields.js";
import { jsonText, textLength } from "./fingerprints.js";
import { storedRoot as root } from "./links.js";
import { namedPage, type NamedListOptions } from "./named-list.js";
import {
  operationNow,
  operationPage,
  OperationStore,
  repeatedOperation,
  startOperation,
  type OperationRecord,
  type PolicyRequest,
} from "./operations.js";
import { changeProblems, defaultPriority, failureOf, policyProblems, quotaProblem, ruleQuota, type Problem } from "./policy-rules.js";

/**
 * The longest JSON text a policy may have: what a request may carry, so that a policy read can be
 * sent back whole. The patch body is open to members the contract does not name, and keeps them:
 * without a bound each patch could add to a policy, and to the cost of every patch after it.
 */
export const maxPolicyLength = getApi("compute").maxBodyBytes;

/** What a collection takes from its model: the clock, the schemas, and the ids, fingerprints and user the model counts out. */
export interface PolicyContext {
  now: () => number;
  schemas: ApiSchemas;
  newId: () => string;
  fingerprint: (value: unknown, text?: string) => string;
  user: () => string;
  /** The members of a policy and of an operation a filter may name. */
  policyFields: ReadonlySet<string>;
  operationFields: ReadonlySet<string>;
}

/** The members of a policy only the service writes: a body that carries them (a policy read and sent back) has them ignored. */
function withoutOutputFields(body: SecurityPolicy): Partial<SecurityPolicy> {
  const {
    fingerprint: _f,
    kind: _k,
    id: _i,
    creationTimestamp: _c,
    selfLink: _s,
    parent: _p,
    region: _r,
    labelFingerprint: _l,
    ...given
  } = body;
  return given;
}

/** A request that creates a policy: its requestId, and for an organization's policy the parent it names. */
export interface InsertRequest {
  requestId?: string;
  parentId?: string;
}

export class PolicyCollection {
  private readonly policies = new Map<string, SecurityPolicy>();
  /** The name of each policy by its numeric id, which a path may give instead. */
  private readonly names = new Map<string, string>();
  readonly operations: OperationStore;

  /** `path` is the collection's place under the service root: `locations/global` or `projects/<id>/global`. */
  constructor(
    readonly path: string,
    private readonly context: PolicyContext,
  ) {
    this.operations = new OperationStore(context.now);
  }

  /**
   * A policy as the collection stores it, from what a seed or an insert gives: output-only fields
   * filled in (an insert's are ignored; a seed, the control API's, may fix them), `CLOUD_GUARD` when no type is
   * given, the default rule when no rule is, named by its number when it has only a short name.
   * Answers the problems the document's rules find in it too; the caller decides what they cost.
   */
  made(input: SecurityPolicy, parent?: string, keepOutputFields = false): { policy: SecurityPolicy; problems: Problem[] } {
    const id = this.context.newId();
    const given = keepOutputFields ? input : withoutOutputFields(input);
    const type = given.type ?? "CLOUD_GUARD";
    const name = given.name ?? id;
    const everything =
      type === "CLOUD_GUARD_NETWORK"
        ? { networkMatch: { srcIpRanges: ["*"] } }
        : { match: { versionedExpr: "SRC_IPS_V1" as const, config: { srcIpRanges: ["*"] } } };
    // The document: a policy created without rules gets a default rule with action allow.
    const rules = given.rules?.length
      ? given.rules
      : [{ description: "Default rule.", priority: defaultPriority, ...everything, action: "allow" as const }];
    const policy: SecurityPolicy = {
      kind: "compute#securityPolicy",
      id,
      creationTimestamp: new Date(this.context.now()).toISOString(),
      ...structuredClone(given),
      name,
      type,
      rules: rules.map((rule) => ({ kind: "compute#securityPolicyRule", ...structuredClone(rule) })),
      selfLink: `${root}/${this.path}/securityPolicies/${name}`,
      ...(parent ? { parent } : {}),
    };
    return { policy, problems: policyProblems(policy) };
  }

  /** Holds a seed's policy; one that breaks a rule of the document, or takes a name held, is refused. */
  seed(input: SecurityPolicy, where: string): void {
    if (!input.name) throw new ControlRefusal(`${where}: a policy needs a name`);
    const { policy, problems } = this.made(input, undefined, true);
    if (problems.length > 0) throw new ControlRefusal(`${where}: ${problems.map((p) => p.message).join("; ")}`);
    if (this.policies.has(policy.name!)) throw new ControlRefusal(`${where}: a second policy named ${policy.name}`);
    policy.fingerprint = input.fingerprint ?? this.context.fingerprint(policy);
    this.keep(policy);
  }

  private keep(policy: SecurityPolicy): void {
    this.policies.set(policy.name!, policy);
    this.names.set(policy.id!, policy.name!);
  }

  /** The policy a path names: its name, or its numeric id (also written `securityPolicies/<id>`); undefined when there is none. */
  lookup(nameOrId: string): SecurityPolicy | undefined {
    const key = nameOrId.replace(/^securityPolicies\//, "");
    return this.policies.get(key) ?? this.policies.get(this.names.get(key) ?? "");
  }

  /** The policy a path names, or 404. */
  find(nameOrId: string): SecurityPolicy {
    const policy = this.lookup(nameOrId);
    if (!policy) throw notFound(`${this.path}/securityPolicies/${nameOrId.replace(/^securityPolicies\//, "")}`);
    return policy;
  }

  /** Every policy as stored now. */
  list(): SecurityPolicy[] {
    return [...this.policies.values()];
  }

  /** One page of the policies (named-list.ts). */
  page(options: NamedListOptions) {
    const page = namedPage(this.list(), options, {
      name: "security policy",
      fields: this.context.policyFields,
      created: (policy) => policy.creationTimestamp,
    });
    return { kind: "compute#securityPolicyList" as const, id: `${this.path}/securityPolicies`, ...page };
  }

  /**
   * Creates a policy. A name (or, in an organization, a short name) already held is a 409; a policy
   * that breaks a rule of the document is not created, and its operation ends with the problems.
   */
  insert(request: InsertRequest, body: SecurityPolicy): Operation {
    const repeat = repeatedOperation(this.operations, request, "insert", body.name);
    if (repeat) return repeat;
    const taken =
      (body.name !== undefined && this.policies.has(body.name)) ||
      (body.shortName !== undefined && this.list().some((policy) => policy.shortName === body.shortName));
    if (taken) throw alreadyExists(`${this.path}/securityPolicies/${body.name ?? body.shortName}`);
    // Past the quota, the rules are neither copied nor checked: the operation names the policy it would have made.
    if ((body.rules?.length ?? 0) > ruleQuota)
      return this.start(request, "insert", this.made({ ...body, rules: [] }, request.parentId).policy, [quotaProblem()]);
    const { policy, problems } = this.made(body, request.parentId);
    problems.push(...this.schemaProblems(policy));
    if (problems.length === 0) {
      policy.fingerprint = this.context.fingerprint(policy);
      this.keep(policy);
    }
    return this.start(request, "insert", policy, problems);
  }

  /**
   * Applies a patch sent with the policy's current fingerprint. A patch that breaks a rule of the
   * document changes nothing; its operation ends with the problems.
   */
  patch(request: PolicyRequest, body: SecurityPolicy): Operation {
    // The operation of an earlier request with the same requestId, as it is now: the repeat changes nothing.
    const repeat = repeatedOperation(this.operations, request, "patch", request.policy);
    if (repeat) return repeat;
    const policy = this.find(request.policy);
    // Bytes, compared as bytes: a client may write them in either base64 alphabet, padded or not.
    if (!sameBase64Bytes(body.fingerprint, policy.fingerprint)) {
      throw conditionNotMet(
        `The fingerprint sent for security policy '${policy.name}' is not its current fingerprint. Read the policy and retry with the latest one.`,
      );
    }
    // Output-only fields are ignored, so that a policy read can be sent back whole.
    const changes = withoutOutputFields(body);
    // Past the quota, nothing else is checked (or copied): a patch of 100,000 rules costs no more than one of 201.
    if ((changes.rules?.length ?? 0) > ruleQuota) return this.start(request, "patch", policy, [quotaProblem()]);
    const next = merge(policy, changes) as SecurityPolicy;
    next.rules = (next.rules ?? []).map((rule) => ({ kind: "compute#securityPolicyRule", ...rule }));
    const problems: Problem[] = [...changeProblems(policy, changes), ...policyProblems(next)];
    if (problems.length === 0) problems.push(...this.schemaProblems(next));
    if (problems.length === 0) {
      // The names and strings alone tell most policies that are too large, without writing them out.
      const text = textLength(next) > maxPolicyLength ? undefined : jsonText(next);
      if (text === undefined || text.length > maxPolicyLength) {
        throw invalidChange(
          `The patch would make security policy '${policy.name}' longer than a request may carry (${maxPolicyLength} characters of JSON), so that it could not be sent back whole. Nothing was changed.`,
        );
      }
      next.fingerprint = this.context.fingerprint(next, text);
      this.policies.set(policy.name!, next);
    }
    return this.start(request, "patch", policy, problems);
  }

  delete(request: PolicyRequest): Operation {
    const repeat = repeatedOperation(this.operations, request, "delete", request.policy);
    if (repeat) return repeat;
    const policy = this.find(request.policy);
    this.policies.delete(policy.name!);
    this.names.delete(policy.id!);
    return this.start(request, "delete", policy, []);
  }

  /** What the contract's schema finds wrong in a whole policy, as an operation's errors report it. */
  private schemaProblems(policy: SecurityPolicy): Problem[] {
    return this.context.schemas.validate({ $ref: "#/components/schemas/SecurityPolicy" }, policy).problems.map((p) => ({
      code: "INVALID_FIELD_VALUE",
      location: p.pointer.slice(1).replace(/\//g, "."),
      message: p.message,
    }));
  }

  /** Starts the operation of an accepted request (operations.ts), failed when there are problems. */
  private start(request: { requestId?: string }, operationType: string, policy: SecurityPolicy, problems: Problem[]): Operation {
    const failure: OperationRecord["failure"] = problems.length > 0 ? failureOf(problems) : undefined;
    const made = { id: this.context.newId(), user: this.context.user(), path: this.path };
    return startOperation(this.operations, request, operationType, policy, made, failure);
  }

  /** An operation by name or numeric id, as it is now; undefined when there is none (any more). */
  findOperation(nameOrId: string): Operation | undefined {
    const record = this.operations.find(nameOrId);
    return record && operationNow(this.operations, record);
  }

  /** An operation as the read of one answers it: 404 when there is none. */
  getOperation(nameOrId: string): Operation {
    const operation = this.findOperation(nameOrId);
    if (!operation) throw notFound(`${this.path}/operations/${nameOrId}`);
    return operation;
  }

  /** Forgets an operation's record (the change it made stays made): 404 when there is none. */
  deleteOperation(nameOrId: string): void {
    const record = this.operations.find(nameOrId);
    if (!record) throw notFound(`${this.path}/operations/${nameOrId}`);
    this.operations.forget(record);
  }

  /** Each policy as stored now with the operations that changed it, and the operations of policies deleted since (the console's view). */
  snapshot() {
    const operations = this.operations.all().map((record) => ({ target: record.target, operation: operationNow(this.operations, record) }));
    const of = (name: string) => operations.filter(({ target }) => target === name).map(({ operation }) => operation);
    return {
      policies: Object.fromEntries([...this.policies].map(([name, policy]) => [name, { ...policy, operations: of(name) }])),
      operationsOfDeletedPolicies: operations.filter(({ target }) => !this.policies.has(target)).map(({ operation }) => operation),
    };
  }

  /** One page of the operations (operations.ts). */
  operationPage(options: NamedListOptions) {
    return operationPage(this.operations, options, this.context.operationFields, this.path);
  }
}
