/**
 * Fault injection, the same for every API: the next requests of an operation (or of every
 * operation, or a share of them) are answered with an error the contract documents for it, after
 * a delay, or by dropping the connection, so that clients can test their retries and timeouts.
 *
 *   POST /__control/faults  { "operationId": "getImportStatus", "status": 503, "count": 2 }
 *   POST /__control/faults  { "status": 429, "share": 0.1, "retryAfter": 2 }
 *   POST /__control/faults  { "delayMs": 300 }            every request answered late
 *   POST /__control/faults  { "drop": true, "count": 1 }   the next request's connection closed
 *   POST /__control/faults  { "clear": true }              no more faults (reset clears them too)
 */
import { didYouMean } from "../contract/closest.js";
import type { ErrorAnswers } from "../contract/error-answers.js";
import { responseKey, type OperationIndex, type ResponseObject } from "../contract/openapi.js";
import { ControlRefusal } from "./reply.js";

export interface FaultRule {
  /** The operation the fault is for; every operation when left out. */
  operationId?: string;
  /** A status the operation documents; the answer is its documented example (`example` names one). */
  status?: number;
  example?: string;
  /** Headers of the answer besides the documented ones; `Retry-After` has its own member. */
  headers?: Record<string, string>;
  /** Seconds a 429 or 503 asks the client to wait (`Retry-After`); 1 when left out. */
  retryAfter?: number;
  /** Milliseconds before the answer (with or without a status). */
  delayMs?: number;
  /** Close the connection without an answer. */
  drop?: boolean;
  /** How many requests the fault answers (1 by default unless `share` is given); `after` requests pass first. */
  count?: number;
  after?: number;
  /** The share of requests (0 to 1) the fault answers, for as long as it stays; instead of `count`. */
  share?: number;
}

/** A fault as the control API lists it: the rule given, and how far it has gone. */
export interface ArmedFault extends FaultRule {
  /** The requests it still answers; absent for a `share`, which stays until cleared. */
  left?: number;
  /** The requests it still lets pass before it answers (what is left of `after`). */
  passLeft?: number;
}

/** What a request gets from a fault. */
export interface Fault {
  status?: number;
  example?: string;
  /** A documented body the service chose (services only: the control API takes example names). */
  body?: unknown;
  headers: Record<string, string>;
  delayMs: number;
  drop: boolean;
}

interface Armed extends FaultRule {
  body?: unknown;
  /** Per operation, the body its answer of `status` carries (undefined: the documented answer has none). */
  bodies?: Map<string, unknown>;
  left: number;
  skip: number;
}

/** What faults need of an API's error answers: its error body, and the status an error body states. */
export type FaultAnswers = Required<Pick<ErrorAnswers, "errorBody">> & Pick<ErrorAnswers, "statusOf">;

const members = new Set(["operationId", "status", "example", "headers", "retryAfter", "delayMs", "drop", "count", "after", "share"]);

/** A fault rule the contract or the rule's own shape refuses: the control API's 400, or a usage error of the command line. */
export class FaultRuleError extends ControlRefusal {}

const numeric = new Set(["status", "retryAfter", "delayMs", "count", "after", "share"]);

/**
 * A fault rule written on the command line, `key=value` pairs joined by commas
 * (`operationId=getImportStatus,status=503,count=2`); `add` checks it against the contract.
 */
export function parseFaultRule(text: string): FaultRule {
  const rule: Record<string, unknown> = {};
  for (const pair of text.split(",")) {
    const [key, value, ...rest] = pair.split("=");
    if (!key || value === undefined || rest.length > 0)
      throw new FaultRuleError(`a fault is key=value pairs joined by commas, not "${text}"`);
    if (!members.has(key) || key === "headers")
      throw new FaultRuleError(`a fault takes ${[...members].filter((member) => member !== "headers").join(", ")}, not ${key}`);
    rule[key] = numeric.has(key) ? Number(value) : key === "drop" ? value === "true" : value;
  }
  return rule as FaultRule;
}

export class Faults {
  private armed: Armed[] = [];

  constructor(
    private readonly index: OperationIndex,
    private readonly answers: FaultAnswers,
  ) {}

  /** Takes a rule (the body of POST /__control/faults), after checking it against the contract; throws what is wrong. */
  add(body: unknown, allow: { body?: boolean } = {}): { faults: ArmedFault[] } {
    if (body === null || typeof body !== "object" || Array.isArray(body))
      throw new FaultRuleError(
        "faults takes an object: { operationId?, status?, example?, headers?, retryAfter?, delayMs?, drop?, count?, after?, share? } or { clear: true }",
      );
    if ((body as { clear?: unknown }).clear === true) {
      this.clear();
      return { faults: [] };
    }
    const rule = body as FaultRule;
    const unknown = Object.keys(rule).filter((key) => !members.has(key) && !(allow.body && key === "body"));
    if (unknown.length > 0) throw new FaultRuleError(`faults: unknown member ${unknown.join(", ")}`);
    const counts = [rule.count, rule.after, rule.delayMs, rule.retryAfter].filter((value) => value !== undefined);
    if (counts.some((value) => !Number.isInteger(value) || value! < 0))
      throw new FaultRuleError("faults: count, after, delayMs and retryAfter are whole numbers, 0 or more");
    if (rule.share !== undefined && !(typeof rule.share === "number" && rule.share > 0 && rule.share <= 1))
      throw new FaultRuleError("faults: share is a number above 0, up to 1");
    if (rule.share !== undefined && rule.count !== undefined) throw new FaultRuleError("faults: give count or share, not both");
    const operations =
      rule.operationId === undefined ? this.index.operations : [this.index.get(rule.operationId)].filter((entry) => entry !== undefined);
    if (operations.length === 0) {
      const known = this.index.operations.map((entry) => entry.operationId);
      throw new FaultRuleError(`faults: no operation ${rule.operationId}${didYouMean(String(rule.operationId), known)}`);
    }
    if (rule.status === undefined && rule.delayMs === undefined && rule.drop !== true)
      throw new FaultRuleError("faults: give a status, a delayMs or drop");
    if (rule.status !== undefined && (!Number.isInteger(rule.status) || rule.status < 100 || rule.status > 599))
      throw new FaultRuleError("faults: status is an HTTP status, 100 to 599");
    let bodies: Map<string, unknown> | undefined;
    if (rule.status !== undefined) {
      const undocumented = operations.filter((entry) => responseKey(entry.operation.responses, rule.status!) === undefined);
      if (undocumented.length === 1) {
        const [entry] = undocumented;
        throw new FaultRuleError(
          `faults: ${entry!.operationId} documents no ${rule.status} answer (it documents ${Object.keys(entry!.operation.responses).join(", ")})`,
        );
      }
      if (undocumented.length > 1) {
        const names = undocumented.map((entry) => entry.operationId);
        throw new FaultRuleError(
          `faults: ${names.length} operations document no ${rule.status} answer: ${names.slice(0, 5).join(", ")}${names.length > 5 ? ", ..." : ""}`,
        );
      }
      if (!(allow.body && "body" in rule))
        bodies = new Map(operations.map((entry) => [entry.operationId, this.bodyOf(entry.operationId, rule.status!, rule.example)]));
    }
    this.armed.push({
      ...rule,
      bodies,
      left: rule.share === undefined ? (rule.count ?? 1) : Number.POSITIVE_INFINITY,
      skip: rule.after ?? 0,
    });
    return { faults: this.list() };
  }

  /**
   * The body of an operation's fault answer of `status`: the example named, which must be one of
   * that answer and state no other status (a `default` answer's examples may be of any status);
   * else its first example that states no other status; else the API's own error body of the
   * status. Undefined when the documented answer has no examples (it is answered without a body).
   */
  private bodyOf(operationId: string, status: number, example: string | undefined): unknown {
    const { operation } = this.index.get(operationId)!;
    const key = responseKey(operation.responses, status)!;
    const response = this.index.resolve<ResponseObject>(operation.responses[key]);
    const examples = Object.entries(Object.values(response.content ?? {})[0]?.examples ?? {}).map(
      ([name, value]) => [name, this.index.resolve<{ value: unknown }>(value).value] as const,
    );
    const stated = (body: unknown) => this.answers.statusOf?.(body);
    if (example !== undefined) {
      const named = examples.find(([name]) => name === example);
      if (!named)
        throw new FaultRuleError(
          `faults: ${operationId} has no example "${example}" of its ${key} answer (it has ${examples.map(([name]) => name).join(", ") || "none"})`,
        );
      const says = stated(named[1]);
      if (says !== undefined && says !== status)
        throw new FaultRuleError(`faults: the example "${example}" of ${operationId} is an answer of ${says}, not ${status}`);
      return named[1];
    }
    if (examples.length === 0) return undefined;
    const agreeing = examples.find(([, body]) => [undefined, status].includes(stated(body)));
    return agreeing ? agreeing[1] : this.answers.errorBody(status, `The simulator answers ${status}: a fault injected for ${operationId}`);
  }

  /** The faults armed, each as given, with the requests it has left to answer (`left`, none for a `share`) and to let pass first (`passLeft`). */
  list(): ArmedFault[] {
    return this.armed.map(({ left, skip, body: _body, bodies: _bodies, ...rule }) => ({
      ...rule,
      ...(Number.isFinite(left) ? { left } : {}),
      ...(skip > 0 ? { passLeft: skip } : {}),
    }));
  }

  clear(): void {
    this.armed = [];
  }

  /** The fault a request of this operation gets, if one is armed for it (and its turn has come). */
  take(operationId: string): Fault | undefined {
    // Asked on every request: nothing armed, nothing to look for.
    if (this.armed.length === 0) return undefined;
    const rule = this.armed.find((armed) => armed.operationId === undefined || armed.operationId === operationId);
    if (!rule) return undefined;
    if (rule.skip > 0) {
      rule.skip--;
      return undefined;
    }
    if (rule.share !== undefined && Math.random() >= rule.share) return undefined;
    if (--rule.left <= 0) this.armed.splice(this.armed.indexOf(rule), 1);
    const waits = rule.status === 429 || rule.status === 503;
    return {
      status: rule.status,
      example: rule.example,
      body: rule.body ?? rule.bodies?.get(operationId),
      headers: { ...(waits ? { "retry-after": String(rule.retryAfter ?? 1) } : {}), ...rule.headers },
      delayMs: rule.delayMs ?? 0,
      drop: rule.drop === true,
    };
  }
}
