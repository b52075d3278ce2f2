/**
 * The search simulator's open contexts: points in time and scrolls, their ids, keep-alives and
 * limits, and the node statistics that count them. A context is a snapshot (a write number per
 * index) and, for a scroll, the search and how far it has read; expiry is worked out from the
 * clock when contexts are looked at (`sweep`), never by a timer. Every operation costs the same
 * however many other contexts are open: contexts are found by the number in their id, expire
 * through a queue ordered by expiry, and each index counts the versions its contexts pin.
 */
import { ControlRefusal } from "../../service.js";
import type { Clock } from "../../clock.js";
import { fromBase64Url, toBase64Url } from "../../../contract/base64.js";
import { ExpiryQueue } from "./expiry.js";
import { badRequest, contextMissing, shardFailure } from "./errors.js";
import type { ResultRequest } from "./results.js";
import type { Entry, Snapshot } from "./sort.js";
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
  freed?: boolean;
}

export type PitContext = BaseContext & { kind: "pit" };

export interface ScrollContext extends BaseContext {
  kind: "scroll";
  readonly request: ResultRequest;
  readonly size: number;
  /** The last hit returned: the next batch starts after it. */
  after?: Entry;
  /** The matches of the search on its snapshot, counted once when it opened. */
  readonly total: number;
}

export interface ContextSettings {
  "search.max_open_scroll_context"?: number;
  /** The cluster setting: the longest keep-alive a request may ask for, a time value (`24h`). */
  "search.max_keep_alive"?: string;
  /** Points in time that may be open at once (10,000): the simulator's own bound, see docs/simulator/search.md. */
  maxOpenPointsInTime?: number;
  rotateIds?: boolean;
  /** Refuse a search or scroll by an earlier id of a context (false: as the service, which takes them while the context lives). */
  refuseStaleIds?: boolean;
}

type Context = PitContext | ScrollContext;

const units: Record<string, number> = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1_000, ms: 1, micros: 1e-3, nanos: 1e-6 };

/** A duration as requests carry it: a time unit (`1m`), or `0` or `-1` as text or a number. */
export type Duration = string | number;

/** The keep-alive of a context whose request leaves it unspecified (`-1`): the service's default (`search.default_keep_alive`). */
const defaultKeepAlive = 5 * 60_000;

/** A time unit such as `1m` in milliseconds, or the service's `0` and `-1` (unspecified: the default), as text or a number; anything else is the service's 400. */
export function parseDuration(value: Duration): number {
  const text = String(value);
  if (text === "0") return 0;
  if (text === "-1") return defaultKeepAlive;
  const match = /^(\d+)(d|h|m|s|ms|micros|nanos)$/.exec(text);
  if (!match) throw badRequest("illegal_argument_exception", `[${text}] is not a time value such as [1m]: the unit is missing or unknown`);
  return Number(match[1]) * units[match[2]!]!;
}

/** A duration as the service writes it in messages: in its largest whole unit, with at most one decimal (`1.5d`). */
export function formatDuration(milliseconds: number): string {
  for (const unit of ["d", "h", "m", "s"]) {
    if (milliseconds >= units[unit]!) return `${Math.trunc((milliseconds / units[unit]!) * 10) / 10}${unit}`;
  }
  return `${milliseconds}ms`;
}

/** Context numbers are never reused, not even after a reset, so a stale id never finds a new context. */
let nextSerial = 1;

/** Random bytes drawn a thousand salts at a time: one call per context made opening thousands slow. */
let salts = new Uint8Array(0);
let saltAt = 0;
function newSalt(): string {
  if (saltAt >= salts.length) {
    salts = globalThis.crypto.getRandomValues(new Uint8Array(6 * 1024));
    saltAt = 0;
  }
  saltAt += 6;
  return toBase64Url(salts.subarray(saltAt - 6, saltAt));
}

export function createContexts(clock: Clock, onFree: (index: SearchIndex) => void) {
  // Keyed by the context's number; the id's other parts are checked on lookup.
  const pits = new Map<number, PitContext>();
  const scrolls = new Map<number, ScrollContext>();
  const expiries = new ExpiryQueue<Context>();
  /**
   * Per index, how many open contexts pin each write number. Contexts pin the index's latest
   * refreshed number, which never goes down, so the map's insertion order is ascending and its
   * first key is the oldest pinned.
   */
  const pinned = new Map<SearchIndex, Map<number, number>>();
  let maxOpenScrolls = 500;
  let maxOpenPits = 10_000;
  let maxKeepAlive = parseDuration("24h");
  let rotateIds = true;
  let refuseStaleIds = false;
  let scrollTotal = 0;
  let scrollTimeMs = 0;

  const encode = (context: Pick<BaseContext, "serial" | "generation" | "salt">, kind: string) =>
    toBase64Url(`${kind}:${context.serial}:${context.generation}:${context.salt}`);

  const live = () => pits.size + scrolls.size;

  function pin(snapshots: Snapshot[], change: 1 | -1) {
    for (const { index, version } of snapshots) {
      const counts = pinned.get(index) ?? new Map<number, number>();
      const count = (counts.get(version) ?? 0) + change;
      if (count > 0) counts.set(version, count);
      else counts.delete(version);
      if (counts.size > 0) pinned.set(index, counts);
      else pinned.delete(index);
    }
  }

  /** Frees contexts, then lets each index they held drop what no context sees any more (once per index). */
  function free(freeing: Context[], at = clock.now()) {
    const touched = new Set<SearchIndex>();
    for (const context of freeing) {
      if (context.freed) continue;
      context.freed = true;
      if (context.kind === "pit") pits.delete(context.serial);
      else {
        scrolls.delete(context.serial);
        scrollTimeMs += Math.max(0, Math.min(at, context.expiresAt) - context.openedAt);
      }
      pin(context.snapshots, -1);
      for (const { index } of context.snapshots) touched.add(index);
    }
    for (const index of touched) onFree(index);
  }

  function extend(context: Context, keepAlive: number) {
    context.expiresAt = clock.now() + keepAlive;
    expiries.push(context, live());
  }

  /** A new id for the context after an answer (rule 6 of search_after, rule 3 of scroll: use the latest). */
  function rotate(context: Context): string {
    if (!rotateIds) return context.id;
    context.generation++;
    context.id = encode(context, context.kind);
    return context.id;
  }

  /** The parts of an id; an id that is not base64url names no context. */
  function decode(id: string): { kind?: string; serial: number; salt?: string } {
    let text = "";
    try {
      text = fromBase64Url(id);
    } catch {
      // left empty: no context has serial NaN
    }
    const [kind, serial, , salt] = text.split(":");
    return { kind, serial: Number(serial), salt };
  }

  /** The context an id names with its latest id: the only one a search or scroll may use when stale ids are refused. */
  function latest<T extends Context>(map: Map<number, T>, id: string): T | undefined {
    const context = map.get(decode(id).serial);
    return context?.id === id ? context : undefined;
  }

  /**
   * The live context an id names: its latest id, or an earlier one. The service's ids name the
   * same shard contexts from one answer to the next, so it takes an earlier one while the context
   * lives (a client that clears with the id it held before the last batch, as the official scroll
   * helper does, frees the context); only with `refuseStaleIds` do searches and scrolls insist on
   * the latest.
   */
  function named<T extends Context>(map: Map<number, T>, id: string): T | undefined {
    if (!rotateIds) return latest(map, id);
    const { kind, serial, salt } = decode(id);
    const context = map.get(serial);
    return context && context.kind === kind && context.salt === salt ? context : undefined;
  }

  function base(snapshots: Snapshot[], keepAlive: number, kind: "pit" | "scroll") {
    const now = clock.now();
    const context = { serial: nextSerial++, generation: 0, salt: newSalt(), snapshots, expiresAt: now + keepAlive, openedAt: now };
    return { ...context, id: encode(context, kind) };
  }

  function opened<T extends Context>(context: T, map: Map<number, T>): T {
    map.set(context.serial, context);
    pin(context.snapshots, 1);
    expiries.push(context, live());
    return context;
  }

  return {
    /** A keep-alive from a request, in milliseconds; over `search.max_keep_alive` it is refused, as the service does on each shard. */
    keepAlive(text: Duration): number {
      const keepAlive = parseDuration(text);
      if (keepAlive > maxKeepAlive) {
        throw shardFailure(
          400,
          "illegal_argument_exception",
          `Keep alive for request (${formatDuration(keepAlive)}) is too large. It must be less than (${formatDuration(maxKeepAlive)}). This limit can be set by changing the [search.max_keep_alive] cluster level setting.`,
        );
      }
      return keepAlive;
    },

    /** Removes the contexts whose keep-alive has elapsed. */
    sweep() {
      const now = clock.now();
      free(expiries.takeExpired(now), now);
    },

    openPit(snapshots: Snapshot[], keepAlive: number): PitContext {
      if (pits.size >= maxOpenPits) {
        throw shardFailure(
          429,
          "too_many_point_in_time_contexts_exception",
          `Refused to open a point in time: [${pits.size}] are open, the simulator's limit [maxOpenPointsInTime]. Close points in time when done.`,
        );
      }
      return opened<PitContext>({ ...base(snapshots, keepAlive, "pit"), kind: "pit" }, pits);
    },

    pit(id: string): PitContext {
      const context = refuseStaleIds ? latest(pits, id) : named(pits, id);
      if (!context) throw contextMissing(id);
      return context;
    },

    /** After a search on the PIT: extends its keep-alive when the request gave one; returns the id to use next. */
    touchPit(context: PitContext, keepAlive: number | undefined): string {
      if (keepAlive !== undefined) extend(context, keepAlive);
      return rotate(context);
    },

    closePit(id: string): number {
      const context = named(pits, id);
      if (!context) return 0;
      free([context]);
      return 1;
    },

    openScroll(input: {
      snapshots: Snapshot[];
      request: ResultRequest;
      size: number;
      after?: Entry;
      total: number;
      keepAlive: number;
    }): ScrollContext {
      if (scrolls.size >= maxOpenScrolls) {
        throw shardFailure(
          429,
          "too_many_scroll_contexts_exception",
          `Refused to open a scroll context: [${scrolls.size}] are open, the limit set by the cluster setting [search.max_open_scroll_context].`,
        );
      }
      const context = opened<ScrollContext>(
        {
          ...base(input.snapshots, input.keepAlive, "scroll"),
          kind: "scroll",
          request: input.request,
          size: input.size,
          after: input.after,
          total: input.total,
        },
        scrolls,
      );
      scrollTotal++;
      return context;
    },

    scroll(id: string): ScrollContext {
      const context = refuseStaleIds ? latest(scrolls, id) : named(scrolls, id);
      if (!context) throw contextMissing(id);
      return context;
    },

    /** After a batch: with `scroll` the context gets a new expiry (and id); without, the request frees it. */
    keepOrFree(context: ScrollContext, keepAlive: number | undefined): string | undefined {
      if (keepAlive === undefined) {
        free([context]);
        return undefined;
      }
      extend(context, keepAlive);
      return rotate(context);
    },

    /** Clears scroll contexts by id (`_all`: every one); returns how many were freed. */
    clearScrolls(ids: string[]): number {
      const targets = ids.includes("_all")
        ? [...scrolls.values()]
        : ids.map((id) => named(scrolls, id)).filter((context) => context !== undefined);
      const unique = [...new Set(targets)];
      free(unique);
      return unique.length;
    },

    /** The oldest write number an open context holds on an index (Infinity if none): versions it can see must be kept. */
    oldestPinned(index: SearchIndex): number {
      const first = pinned.get(index)?.keys().next();
      return first && !first.done ? first.value : Infinity;
    },

    /** The open points in time and scrolls: their ids, the indices they read, when they expire (the console's view). */
    open() {
      return [...pits.values(), ...scrolls.values()].map((context) => ({
        kind: context.kind,
        id: context.id,
        indices: context.snapshots.map((snapshot) => snapshot.index.name),
        openedAt: new Date(context.openedAt).toISOString(),
        expiresAt: new Date(context.expiresAt).toISOString(),
        ...(context.kind === "scroll" ? { size: context.size, total: context.total } : {}),
      }));
    },

    counts() {
      return {
        openPointsInTime: pits.size,
        openScrolls: scrolls.size,
        maxOpenScrollContexts: maxOpenScrolls,
        maxOpenPointsInTime: maxOpenPits,
        maxKeepAlive: formatDuration(maxKeepAlive),
        rotateIds,
        refuseStaleIds,
      };
    },

    /**
     * The node statistics (B9), one node. A point in time or a scroll counts as one context
     * (the service counts one per shard; here the limit of 500 is in scrolls, as the document says).
     */
    /** The search statistics of the node: open contexts (points in time and scrolls) and scroll counters. */
    searchStats() {
      const now = clock.now();
      const running = [...scrolls.values()].reduce((sum, context) => sum + (now - context.openedAt), 0);
      return {
        open_contexts: pits.size + scrolls.size,
        scroll_current: scrolls.size,
        scroll_total: scrollTotal,
        scroll_time_in_millis: Math.round(scrollTimeMs + running),
      };
    },

    configure(settings: ContextSettings) {
      const max = settings["search.max_open_scroll_context"];
      if (max !== undefined) {
        if (!Number.isInteger(max) || max < 0)
          throw new ControlRefusal("search.max_open_scroll_context must be a whole number of at least 0");
        maxOpenScrolls = max;
      }
      const maxPits = settings.maxOpenPointsInTime;
      if (maxPits !== undefined) {
        if (!Number.isInteger(maxPits) || maxPits < 0) throw new ControlRefusal("maxOpenPointsInTime must be a whole number of at least 0");
        maxOpenPits = maxPits;
      }
      const keepAlive = settings["search.max_keep_alive"];
      if (keepAlive !== undefined) {
        if (typeof keepAlive !== "string") throw new ControlRefusal("search.max_keep_alive must be a time value such as 24h");
        maxKeepAlive = parseDuration(keepAlive);
      }
      if (settings.rotateIds !== undefined) rotateIds = Boolean(settings.rotateIds);
      if (settings.refuseStaleIds !== undefined) refuseStaleIds = Boolean(settings.refuseStaleIds);
      return {
        "search.max_open_scroll_context": maxOpenScrolls,
        "search.max_keep_alive": formatDuration(maxKeepAlive),
        maxOpenPointsInTime: maxOpenPits,
        rotateIds,
        refuseStaleIds,
      };
    },
  };
}

export type ContextStore = ReturnType<typeof createContexts>;
