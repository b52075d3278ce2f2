/**
 * The search simulator's open contexts: points in time and scrolls, their ids, keep-alives and
 * limits, and the node statistics that count them. A context is a snapshot (a write number per
 * index) and, for a scroll, the search and how far it has read; expiry is worked out from the
 * clock when contexts are looked at (`sweep`), never by a timer.
 */
import { randomBytes } from "node:crypto";
import type { Clock } from "../../clock.js";
import { SearchError } from "./query.js";
import type { ResultRequest, Snapshot } from "./results.js";
import type { SearchIndex } from "./store.js";

interface BaseContext {
  /** The latest id; with rotating ids the earlier ones are no longer valid. */
  id: string;
  readonly serial: number;
  generation: number;
  readonly salt: string;
  readonly snapshots: Snapshot[];
  expiresAt: number;
  readonly openedAt: number;
}

export type PitContext = BaseContext & { kind: "pit" };

export interface ScrollContext extends BaseContext {
  kind: "scroll";
  readonly request: ResultRequest;
  readonly size: number;
  /** Hits already returned. */
  offset: number;
}

export interface ContextSettings {
  "search.max_open_scroll_context"?: number;
  rotateIds?: boolean;
}

const units: Record<string, number> = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1_000, ms: 1, micros: 1e-3, nanos: 1e-6 };

/** A time unit such as `1m` in milliseconds; anything else is the service's 400. */
export function parseDuration(text: string): number {
  const match = /^(\d+)(d|h|m|s|ms|micros|nanos)$/.exec(text);
  if (!match) throw new SearchError(400, "illegal_argument_exception", `[${text}] is not a time value such as [1m]: the unit is missing or unknown`);
  return Number(match[1]) * units[match[2]!]!;
}

/** Context numbers are never reused, not even after a reset, so a stale id never finds a new context. */
let nextSerial = 1;

export function createContexts(clock: Clock, onFree: (index: SearchIndex) => void) {
  const pits = new Map<string, PitContext>();
  const scrolls = new Map<string, ScrollContext>();
  let maxOpenScrolls = 500;
  let rotateIds = true;
  let scrollTotal = 0;
  let scrollTimeMs = 0;

  const encode = (context: Pick<BaseContext, "serial" | "generation" | "salt">, kind: string) =>
    Buffer.from(`${kind}:${context.serial}:${context.generation}:${context.salt}`).toString("base64url");

  function missing(id: string): SearchError {
    return new SearchError(404, "search_context_missing_exception", `No search context found for id [${id}]: it expired, was closed or cleared`, true);
  }

  function free(context: PitContext | ScrollContext, at = clock.now()) {
    if (context.kind === "pit") pits.delete(context.id);
    else {
      scrolls.delete(context.id);
      scrollTimeMs += Math.max(0, Math.min(at, context.expiresAt) - context.openedAt);
    }
    for (const { index } of context.snapshots) onFree(index);
  }

  /** A new id for the context after an answer (rule 6 of search_after, rule 3 of scroll: use the latest). */
  function rotate<T extends PitContext | ScrollContext>(context: T, map: Map<string, T>): string {
    if (!rotateIds) return context.id;
    map.delete(context.id);
    context.generation++;
    context.id = encode(context, context.kind);
    map.set(context.id, context);
    return context.id;
  }

  /**
   * The live context an id names, for closing and clearing: its latest id, or an earlier one. The
   * service's ids name the same shard contexts from one answer to the next, so a client that
   * clears with the id it held before the last batch (the official scroll helper does) frees the
   * context; only searches and scrolls insist on the latest id.
   */
  function named<T extends PitContext | ScrollContext>(map: Map<string, T>, id: string): T | undefined {
    const found = map.get(id);
    if (found || !rotateIds) return found;
    const [kind, serial, , salt] = Buffer.from(id, "base64url").toString().split(":");
    return [...map.values()].find((context) => context.kind === kind && String(context.serial) === serial && context.salt === salt);
  }

  function base(snapshots: Snapshot[], keepAlive: number, kind: "pit" | "scroll") {
    const now = clock.now();
    const context = { serial: nextSerial++, generation: 0, salt: randomBytes(6).toString("base64url"), snapshots, expiresAt: now + keepAlive, openedAt: now };
    return { ...context, id: encode(context, kind) };
  }

  return {
    /** Removes the contexts whose keep-alive has elapsed. */
    sweep() {
      const now = clock.now();
      for (const context of [...pits.values(), ...scrolls.values()]) if (context.expiresAt <= now) free(context, now);
    },

    openPit(snapshots: Snapshot[], keepAlive: number): PitContext {
      const context: PitContext = { ...base(snapshots, keepAlive, "pit"), kind: "pit" };
      pits.set(context.id, context);
      return context;
    },

    pit(id: string): PitContext {
      const context = pits.get(id);
      if (!context) throw missing(id);
      return context;
    },

    /** After a search on the PIT: extends its keep-alive when the request gave one; returns the id to use next. */
    touchPit(context: PitContext, keepAlive: number | undefined): string {
      if (keepAlive !== undefined) context.expiresAt = clock.now() + keepAlive;
      return rotate(context, pits);
    },

    closePit(id: string): number {
      const context = named(pits, id);
      if (!context) return 0;
      free(context);
      return 1;
    },

    openScroll(input: { snapshots: Snapshot[]; request: ResultRequest; size: number; offset: number; keepAlive: number }): ScrollContext {
      if (scrolls.size >= maxOpenScrolls) {
        throw new SearchError(
          429,
          "too_many_scroll_contexts_exception",
          `Refused to open a scroll context: [${scrolls.size}] are open, the limit set by the cluster setting [search.max_open_scroll_context].`,
          true,
        );
      }
      const context: ScrollContext = { ...base(input.snapshots, input.keepAlive, "scroll"), kind: "scroll", request: input.request, size: input.size, offset: input.offset };
      scrolls.set(context.id, context);
      scrollTotal++;
      return context;
    },

    scroll(id: string): ScrollContext {
      const context = scrolls.get(id);
      if (!context) throw missing(id);
      return context;
    },

    /** After a batch: with `scroll` the context gets a new expiry (and id); without, the request frees it. */
    keepOrFree(context: ScrollContext, keepAlive: number | undefined): string | undefined {
      if (keepAlive === undefined) {
        free(context);
        return undefined;
      }
      context.expiresAt = clock.now() + keepAlive;
      return rotate(context, scrolls);
    },

    /** Clears scroll contexts by id (`_all`: every one); returns how many were freed. */
    clearScrolls(ids: string[]): number {
      const targets = ids.includes("_all") ? [...scrolls.values()] : ids.map((id) => named(scrolls, id)).filter((context) => context !== undefined);
      const unique = new Set(targets);
      for (const context of unique) free(context);
      return unique.size;
    },

    /** The write numbers open contexts hold on an index: versions they can see must be kept. */
    pinnedVersions(index: SearchIndex): number[] {
      const versions: number[] = [];
      for (const context of [...pits.values(), ...scrolls.values()]) {
        for (const snapshot of context.snapshots) if (snapshot.index === index) versions.push(snapshot.version);
      }
      return versions;
    },

    counts() {
      return { openPointsInTime: pits.size, openScrolls: scrolls.size, maxOpenScrollContexts: maxOpenScrolls, rotateIds };
    },

    /**
     * The node statistics (B9), one node. A point in time or a scroll counts as one context
     * (the service counts one per shard; here the limit of 500 is in scrolls, as the document says).
     */
    nodeStats() {
      const now = clock.now();
      const running = [...scrolls.values()].reduce((sum, context) => sum + (now - context.openedAt), 0);
      return {
        _nodes: { total: 1, successful: 1, failed: 0 },
        cluster_name: "search-simulator",
        nodes: {
          "sim-node-0": {
            name: "search-simulator-1",
            indices: { search: { open_contexts: pits.size + scrolls.size, scroll_current: scrolls.size, scroll_total: scrollTotal, scroll_time_in_millis: Math.round(scrollTimeMs + running) } },
          },
        },
      };
    },

    configure(settings: ContextSettings) {
      const max = settings["search.max_open_scroll_context"];
      if (max !== undefined) {
        if (!Number.isInteger(max) || max < 0) throw new Error("search.max_open_scroll_context must be a whole number of at least 0");
        maxOpenScrolls = max;
      }
      if (settings.rotateIds !== undefined) rotateIds = Boolean(settings.rotateIds);
      return { "search.max_open_scroll_context": maxOpenScrolls, rotateIds };
    },
  };
}

export type ContextStore = ReturnType<typeof createContexts>;
