/**
 * The operations the compute model keeps, looked up by name, numeric id and requestId, each in one
 * step. A completed operation is kept for `operationMilliseconds.retained` after it ends, the least
 * the real service promises (its page on viewing operations: at least an hour, at most two weeks),
 * and its requestId is honoured as long as it is kept; at most `maxKeptOperations` are kept, the
 * oldest forgotten first. Expiry is worked out when the store is used (the service runs no timers).
 *
 * Also what the model does with them: start one for an accepted request, answer a repeated
 * requestId with the earlier one, work out an operation's progress at the clock's time, and list
 * a page of them.
 */
import type { Operation, SecurityPolicy } from "./contract-types.js";
import { invalidParameter } from "./errors.js";
import { storedRoot } from "./links.js";
import { namedPage, type NamedListOptions } from "./named-list.js";
import type { failureOf } from "./policy-rules.js";
import { operationMilliseconds } from "./timing.js";

/**
 * The most operations one collection (the organization's, or a project's) keeps at once, however
 * fast they are made: past it the oldest is forgotten (its requestId with it). The real service
 * states no such number; this one bounds the memory and the cost of a list (which reads every
 * operation kept), and no test of a client comes near it. Projects are the seed's, so the bound of
 * the whole is this one times their number plus one.
 */
export const maxKeptOperations = 10_000;

export interface OperationRecord {
  /** The operation's name (a list orders by it). */
  name: string;
  /** The fields fixed when the request was accepted; once it is DONE, the operation as it ends. */
  fields: Operation;
  /** The name of the policy it changes. */
  target: string;
  insertedAt: number;
  /** The requestId it was made with, lower-cased. */
  requestId?: string;
  failure?: ReturnType<typeof failureOf>;
}

const expiresAt = (record: OperationRecord) =>
  record.insertedAt + operationMilliseconds.pending + operationMilliseconds.running + operationMilliseconds.retained;

export class OperationStore {
  /** By name, in the order they were made: the clock never goes back, so also in the order they expire. */
  private byName = new Map<string, OperationRecord>();
  private byId = new Map<string, OperationRecord>();
  private byRequestId = new Map<string, OperationRecord>();

  constructor(readonly now: () => number) {}

  add(record: OperationRecord): void {
    this.expire();
    this.byName.set(record.name, record);
    this.byId.set(record.fields.id!, record);
    if (record.requestId !== undefined) this.byRequestId.set(record.requestId, record);
    for (const oldest of this.byName.values()) {
      if (this.byName.size <= maxKeptOperations) break;
      this.forget(oldest);
    }
  }

  /** An operation by its name or numeric id, if it is still kept. */
  find(nameOrId: string): OperationRecord | undefined {
    this.expire();
    return this.byName.get(nameOrId) ?? this.byId.get(nameOrId);
  }

  /** The operation made with a requestId (lower-cased), if it is still kept. */
  withRequestId(requestId: string): OperationRecord | undefined {
    this.expire();
    return this.byRequestId.get(requestId);
  }

  /** Every operation kept, oldest first. */
  all(): OperationRecord[] {
    this.expire();
    return [...this.byName.values()];
  }

  forget(record: OperationRecord): void {
    this.byName.delete(record.name);
    this.byId.delete(record.fields.id!);
    if (record.requestId !== undefined && this.byRequestId.get(record.requestId) === record) this.byRequestId.delete(record.requestId);
  }

  /** Forgets the operations past their time: the oldest first, stopping at the first one still kept. */
  private expire(): void {
    const now = this.now();
    for (const oldest of this.byName.values()) {
      if (expiresAt(oldest) > now) break;
      this.forget(oldest);
    }
  }
}

/** A request that changes a policy: the name or id the path gives, its requestId if any, and the project of a project's policy. */
export interface PolicyRequest {
  policy: string;
  requestId?: string;
  project?: string;
}

const time = (ms: number) => new Date(ms).toISOString();
const randomHex = (bytes: number) =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, "0")).join("");

/**
 * The operation of an earlier request with the same requestId, as it is now: the repeat changes
 * nothing. `policy` is the name or id the request gives its policy by (an insert that names none
 * gives undefined, and any earlier insert with the requestId is its first request).
 */
export function repeatedOperation(
  store: OperationStore,
  request: { requestId?: string },
  operationType: string,
  policy: string | undefined,
): Operation | undefined {
  const requestId = request.requestId?.toLowerCase();
  const record = requestId === undefined ? undefined : store.withRequestId(requestId);
  if (!record) return undefined;
  const key = policy?.replace(/^securityPolicies\//, "");
  if (record.fields.operationType !== operationType || (key !== undefined && record.target !== key && record.fields.targetId !== key)) {
    throw invalidParameter(
      "requestId",
      `The requestId '${requestId}' was already used for a ${record.fields.operationType} of '${record.target}'; a new request needs a new requestId.`,
    );
  }
  return operationNow(store, record);
}

/**
 * Keeps the operation of an accepted request on a policy (`id` and `user` given by the model, `path`
 * the collection whose operations it joins); answers it as it is now.
 */
export function startOperation(
  store: OperationStore,
  request: { requestId?: string },
  operationType: string,
  policy: SecurityPolicy,
  made: { id: string; user: string; path: string },
  failure?: OperationRecord["failure"],
): Operation {
  const insertedAt = store.now();
  const name = `operation-${insertedAt}-${randomHex(6)}`;
  const requestId = request.requestId?.toLowerCase();
  const record: OperationRecord = {
    name,
    fields: {
      kind: "compute#operation",
      id: made.id,
      name,
      ...(requestId ? { clientOperationId: requestId } : {}),
      operationType,
      targetLink: policy.selfLink,
      targetId: policy.id,
      user: made.user,
      insertTime: time(insertedAt),
      selfLink: `${storedRoot}/${made.path}/operations/${name}`,
    },
    target: policy.name!,
    insertedAt,
    ...(requestId ? { requestId } : {}),
    failure,
  };
  store.add(record);
  return operationNow(store, record);
}

/** One page of the operations (named-list.ts): only the page's operations are worked out at the clock's time, unless a filter reads them all. */
export function operationPage(store: OperationStore, options: NamedListOptions, fields: ReadonlySet<string>, path: string) {
  const { items, ...page } = namedPage(store.all(), options, {
    name: "operation",
    fields,
    created: (record) => record.fields.insertTime,
    filtered: (record) => operationNow(store, record),
  });
  return {
    kind: "compute#operationList" as const,
    id: `${path}/operations`,
    items: items.map((record) => operationNow(store, record)),
    ...page,
    selfLink: `${storedRoot}/${path}/operations`,
  };
}

/** The operation at the clock's time: PENDING, then RUNNING with progress rising, then DONE. */
export function operationNow(store: OperationStore, record: OperationRecord): Operation {
  if (record.fields.status === "DONE") return record.fields;
  const elapsed = store.now() - record.insertedAt;
  const { pending, running } = operationMilliseconds;
  if (elapsed < pending) return { ...record.fields, status: "PENDING", progress: 0 };
  if (elapsed < pending + running) {
    // Fast at first, slower near the end: monotonic but not linear, as the document warns.
    const fraction = (elapsed - pending) / running;
    return {
      ...record.fields,
      status: "RUNNING",
      progress: Math.min(99, Math.max(1, Math.floor(100 * (1 - (1 - fraction) ** 2)))),
      startTime: time(record.insertedAt + pending),
    };
  }
  // A DONE operation no longer changes: the record keeps it in place of its fields, made once
  // however many lists read it.
  record.fields = {
    ...record.fields,
    status: "DONE",
    progress: 100,
    startTime: time(record.insertedAt + pending),
    endTime: time(record.insertedAt + pending + running),
    ...(record.failure && {
      error: { errors: record.failure.errors },
      httpErrorStatusCode: record.failure.status,
      httpErrorMessage: record.failure.message,
    }),
  };
  return record.fields;
}
