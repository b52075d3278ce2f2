/**
 * The operations the compute model keeps, looked up by name, numeric id and requestId, each in one
 * step. A completed operation is kept for `operationMilliseconds.retained` after it ends, the least
 * the real service promises (its page on viewing operations: at least an hour, at most two weeks),
 * and its requestId is honoured as long as it is kept; at most `maxKeptOperations` are kept, the
 * oldest forgotten first. Expiry is worked out when the store is used (the service runs no timers).
 */
import type { Operation } from "./contract-types.js";
import type { failureOf } from "./policy-rules.js";

/** How long an operation waits, runs, and is kept once DONE, on the simulator's clock. */
export const operationMilliseconds = { pending: 500, running: 2_000, retained: 60 * 60_000 };

/**
 * The most operations kept at once, however fast they are made: past it the oldest is forgotten
 * (its requestId with it). The real service states no such number; this one bounds the memory and
 * the cost of a list (which reads every operation kept), and no test of a client comes near it.
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

const expiresAt = (record: OperationRecord) => record.insertedAt + operationMilliseconds.pending + operationMilliseconds.running + operationMilliseconds.retained;

export class OperationStore {
  /** By name, in the order they were made: the clock never goes back, so also in the order they expire. */
  private byName = new Map<string, OperationRecord>();
  private byId = new Map<string, OperationRecord>();
  private byRequestId = new Map<string, OperationRecord>();

  constructor(private readonly now: () => number) {}

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
