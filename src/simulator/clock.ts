/**
 * The simulator's clock. Real time by default; tests move it forward (`advance`) so that progress
 * and expiry happen on demand. Services read time only from here and never run timers: state is
 * worked out from the time when it is looked at, so it is the same however the clock moved.
 */
export class Clock {
  private offset = 0;

  now(): number {
    return Date.now() + this.offset;
  }

  advance(milliseconds: number): number {
    if (!Number.isFinite(milliseconds) || milliseconds < 0) throw new RangeError("the clock only moves forward");
    this.offset += milliseconds;
    return this.now();
  }

  /** Back to real time. */
  reset(): void {
    this.offset = 0;
  }
}
