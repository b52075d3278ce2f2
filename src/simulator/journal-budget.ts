/**
 * The bytes the request journals hold together (journal.ts): one budget for every journal of the
 * process (each API's, each session's) by default, so that many sessions, or many APIs, cannot
 * each fill a journal of their own. Past it, the largest journal lets its oldest entries go first,
 * whichever journal is recording; each journal keeps at least its latest entry.
 *
 * A journal's account is held weakly: the journal of a simulator (or a session) no longer used is
 * collected with its entries, and its bytes leave the budget then.
 */

/** What the budget asks of a journal: let its oldest entry go, unless it holds only its latest; false where it does. */
export interface Evicting {
  evictOldest(): boolean;
}

/** A journal's share of the budget. */
export interface Account {
  bytes: number;
  readonly journal: WeakRef<Evicting>;
}

/** The bytes every journal of a process holds together by default: 64 MiB. */
export const defaultJournalBytes = 64 * 1024 * 1024;

export class JournalBudget {
  #total = 0;
  readonly #accounts = new Set<Account>();
  readonly #collected = new FinalizationRegistry<Account>((account) => {
    this.#total -= account.bytes;
    this.#accounts.delete(account);
  });

  constructor(readonly maxBytes: number) {
    if (!Number.isSafeInteger(maxBytes) || maxBytes < 0)
      throw new RangeError(`journalMaxBytes takes a whole number of bytes, not ${maxBytes}`);
  }

  /** The bytes held now by every journal of the budget. */
  get total(): number {
    return this.#total;
  }

  open(journal: Evicting): Account {
    const account: Account = { bytes: 0, journal: new WeakRef(journal) };
    this.#accounts.add(account);
    this.#collected.register(journal, account);
    return account;
  }

  /** Counts bytes a journal took; past the budget, the largest journals let their oldest entries go. */
  charge(account: Account, bytes: number): void {
    this.release(account, -bytes);
    while (this.#total > this.maxBytes && this.#evictFromLargest());
  }

  /** Counts bytes a journal gave back (an entry let go, the journal cleared). */
  release(account: Account, bytes: number): void {
    account.bytes -= bytes;
    this.#total -= bytes;
  }

  /** The oldest entry of the largest journal that has more than its latest, let go; false when none has. */
  #evictFromLargest(): boolean {
    let largest: Account | undefined;
    for (const account of this.#accounts) if (largest === undefined || account.bytes > largest.bytes) largest = account;
    if (largest?.journal.deref()?.evictOldest()) return true;
    // The largest holds its latest entry only: the others, largest first (rare: one entry larger than the rest together).
    const accounts = [...this.#accounts].sort((a, b) => b.bytes - a.bytes);
    return accounts.some((account) => account.journal.deref()?.evictOldest() === true);
  }
}

/** The budget every journal shares unless its simulator was given one of its own (`journalMaxBytes`). */
export const processJournalBudget = new JournalBudget(defaultJournalBytes);
