/**
 * The simulator's clock. Real time by default; tests move it forward (`advance`) so that progress
 * and expiry happen on demand, and may freeze it so that no real time passes between two steps
 * of a test. Services read time only from here and never run timers: state is worked out from
 * the time when it is looked at, so it is the same however the clock moved.
 */
/**
 * The latest time the clock may show: the last millisecond of year 9999, the latest a `date-time`
 * (four-digit year) can write, and well within what a JavaScript Date holds.
 */
export const latestTime = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

export class Clock {
  private offset = 0;
  /** The real time at which the clock stopped, while it is frozen. */
  private frozenAt: number | undefined;

  constructor(options: { frozen?: boolean } = {}) {
    if (options.frozen) this.freeze(true);
  }

  now(): number {
    return (this.frozenAt ?? Date.now()) + this.offset;
  }

  /** Moves the clock forward; a move it refuses (backward, or past `latestTime`) changes nothing. */
  advance(milliseconds: number): number {
    if (!Number.isFinite(milliseconds) || milliseconds < 0) throw new RangeError("the clock only moves forward");
    if (this.now() + milliseconds > latestTime) throw new RangeError(`the clock cannot pass ${new Date(latestTime).toISOString()}`);
    this.offset += milliseconds;
    return this.now();
  }

  /** Stops (or restarts) the flow of real time; `advance` still moves a frozen clock. */
  freeze(frozen: boolean): number {
    if (frozen && this.frozenAt === undefined) this.frozenAt = Date.now();
    if (!frozen && this.frozenAt !== undefined) {
      // Restart from where it stood: the time it was frozen does not count. One reading of real
      // time, so the answer is exactly where it stood, however late the next reading comes.
      const restartedAt = Date.now();
      const stood = this.frozenAt + this.offset;
      this.offset -= restartedAt - this.frozenAt;
      this.frozenAt = undefined;
      return stood;
    }
    return this.now();
  }

  get frozen(): boolean {
    return this.frozenAt !== undefined;
  }
}
