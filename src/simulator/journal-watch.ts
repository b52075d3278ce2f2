/**
 * Following the journals of one simulator, or of one session, as requests come: what
 * `GET /__control/changes` waits on (the console's live list, across-apis.ts). A reader asks for
 * what is newer than the last request it read, and waits; nothing is held for it but its pending
 * answer, so a slow or idle reader costs no memory, and it reads the requests themselves from the
 * journals (GET /__control/requests), redacted as they always are.
 *
 * The journals call `recorded` only while a reader waits (`waiting`), and the simulator times its
 * requests only while one has followed lately (`followed`): a simulator nobody follows does no
 * work for it.
 */

/** Readers waiting at once in one simulator or session: past this the longest waiting is answered at once. */
const maxWaiters = 64;
/** How long after a reader's last wait the simulator keeps timing its requests. */
const followGraceMs = 30_000;

export class JournalWatch {
  /** Whether a reader waits now: what a journal checks when it records a request. */
  waiting = false;
  /** Whether a reader has followed lately: the requests are then timed (their `durationMs`). */
  followed = false;
  /** Control commands run since the start, so that a reader sees state changed by another client. */
  commands = 0;
  readonly #waiters = new Set<() => void>();
  #quiet: ReturnType<typeof setTimeout> | undefined;

  /** A request was recorded, a journal cleared or a command run: every reader waiting is answered. */
  changed(): void {
    if (!this.waiting) return;
    for (const wake of [...this.#waiters]) wake();
  }

  /** A control command changed something. */
  commanded(): void {
    this.commands++;
    this.changed();
  }

  /** Resolves at the next change, or after `ms`. */
  wait(ms: number): Promise<void> {
    if (this.#waiters.size >= maxWaiters) this.#waiters.values().next().value!();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.#waiters.delete(wake);
        this.waiting = this.#waiters.size > 0;
        resolve();
      };
      const timer = setTimeout(wake, ms);
      unref(timer);
      this.#waiters.add(wake);
      this.waiting = true;
    });
  }

  /** A reader reads the changes, and may wait `ms` for the next: the requests are timed until it has been gone a while. */
  follow(ms: number): void {
    this.followed = true;
    clearTimeout(this.#quiet);
    this.#quiet = setTimeout(() => (this.followed = false), ms + followGraceMs);
    unref(this.#quiet);
  }
}

/** A timer that does not keep a process alive on its own (Node's; a browser's has no such notion). */
function unref(timer: ReturnType<typeof setTimeout>): void {
  (timer as { unref?: () => void }).unref?.();
}
