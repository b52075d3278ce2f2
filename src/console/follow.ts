/**
 * Following a simulator's journals (or a session's) as the console does, through the control API
 * only: wait for a change (GET /__control/changes, a long poll), then read from each API whose
 * journal moved the requests after the last one read (GET /__control/requests?after=...). It keeps
 * nothing but the last seq read of each API. A read takes at most `pageSize` requests of an API
 * (the latest): a console that falls behind under load reads on from the newest, is told that it
 * left some out, and reads less often (up to `slowestMs` apart) until it keeps up again, so that a
 * console left open on a loaded simulator costs it little. No DOM: the benchmark runs it in Node.
 */
import type { ApiId } from "../contract/apis.js";
import type { Changes, ControlClient, JournalEntry } from "../simulator/control.js";

export interface FollowEvents {
  /** Requests read since the last call, oldest first; `gap`: requests came before them that were not read (more than a page). */
  requests(entries: JournalEntry[], gap: boolean): void;
  /** An API's journal was cleared (a reset, a seed, DELETE /__control/requests): its requests shown are gone. */
  cleared(api: ApiId): void;
  /** Every answer of GET /__control/changes: the APIs served, the commands run. */
  changes(changes: Changes): void;
  /** The simulator did not answer (stopped, or refusing); following goes on, trying again. */
  failed(error: unknown): void;
}

export interface FollowOptions {
  /** The most requests read of one API at a time. */
  pageSize?: number;
  /** How long one wait for a change lasts, in milliseconds. */
  waitMs?: number;
  /** The least time between two reads, so that a busy simulator is read a few times a second, not once per request. */
  intervalMs?: number;
  /** The longest time between two reads, where each read leaves requests out. */
  slowestMs?: number;
}

export interface Following {
  stop(): void;
}

/** Follows the journals `changes` is read from; `control(api)` reads an API's requests. */
export function follow(
  changes: Pick<ControlClient, "changes">,
  control: (api: ApiId) => Pick<ControlClient, "requests">,
  events: FollowEvents,
  { pageSize = 200, waitMs = 25_000, intervalMs = 250, slowestMs = 2000 }: FollowOptions = {},
): Following {
  let stopped = false;
  const read = new Map<ApiId, { latest: number; cleared: number }>();
  let after = -1;

  let interval = intervalMs;

  async function step(): Promise<void> {
    const seen = await changes.changes(after < 0 ? {} : { after, waitMs });
    if (stopped) return;
    events.changes(seen);
    const fresh: JournalEntry[][] = [];
    let gap = false;
    for (const [api, journal] of Object.entries(seen.apis) as [ApiId, NonNullable<Changes["apis"][ApiId]>][]) {
      const known = read.get(api) ?? { latest: 0, cleared: journal.cleared };
      if (known.cleared !== journal.cleared) {
        events.cleared(api);
        known.latest = 0;
      }
      known.cleared = journal.cleared;
      read.set(api, known);
      if (journal.latest <= known.latest) continue;
      // One more than a page: when it comes back full, requests were left between the last read and these.
      const entries = await control(api).requests({ after: known.latest, limit: pageSize + 1 });
      gap ||= entries.length > pageSize;
      const kept = entries.slice(-pageSize);
      if (kept.length > 0) known.latest = kept.at(-1)!.seq;
      fresh.push(kept);
    }
    after = seen.latest;
    interval = gap ? Math.min(interval * 2, slowestMs) : intervalMs;
    const merged = fresh.flat().sort((a, b) => a.seq - b.seq);
    if (merged.length > 0) events.requests(merged, gap);
  }

  void (async () => {
    while (!stopped) {
      const started = Date.now();
      try {
        await step();
      } catch (error) {
        if (stopped) return;
        events.failed(error);
        await pause(1000);
      }
      await pause(Math.max(0, interval - (Date.now() - started)));
    }
  })();
  return { stop: () => void (stopped = true) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
