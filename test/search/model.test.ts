/**
 * The search model's rules on their own, without HTTP: a write is seen by new searches only after
 * a refresh, a point in time keeps seeing what it was opened on, and it expires with the clock.
 */
import { describe, expect, it } from "vitest";
import { Clock } from "../../src/simulator/clock.js";
import { SearchError } from "../../src/simulator/services/search/errors.js";
import { SearchModel } from "../../src/simulator/services/search/model.js";
import { Top } from "../../src/simulator/services/search/top.js";
import { pagesUpTo } from "../support/search.js";

const pitId = (answer: object) => String((answer as { pit_id?: string }).pit_id);
const ids = (answer: { hits: { hits: { _id?: string }[] } }) => answer.hits.hits.map((hit) => hit._id).sort();

describe("search model", () => {
  it("shows a write after a refresh, and a point in time what it was opened on, until it expires", () => {
    const clock = new Clock({ frozen: true });
    const model = new SearchModel(clock, { indices: { logs: { documents: [{ _id: "a", _source: { n: 1 } }] } } });
    const pit = model.openPointInTime("logs", "1m");
    model.indexNamed("logs").put("b", { n: 2 });
    expect(ids(model.searchIndices(model.resolve("logs"), {}, null))).toEqual(["a"]);
    model.written([model.indexNamed("logs")], true);
    expect(ids(model.searchIndices(model.resolve("log*"), {}, null))).toEqual(["a", "b"]);
    const onPit = model.searchAll({ pit: { id: pit.id } });
    expect(ids(onPit)).toEqual(["a"]);

    // The latest id works until the keep-alive has passed, then names no context.
    clock.advance(59_000);
    const later = model.searchAll({ pit: { id: pitId(onPit) } });
    expect(ids(later)).toEqual(["a"]);
    const latest = pitId(later);
    clock.advance(2_000); // past the minute the point in time was opened for
    model.contexts.sweep();
    const expired = (() => {
      try {
        model.searchAll({ pit: { id: latest, keep_alive: "1m" } });
      } catch (error) {
        return error;
      }
    })();
    expect(expired).toBeInstanceOf(SearchError);
    expect((expired as SearchError).reply).toMatchObject({
      status: 404,
      body: { error: { root_cause: [{ type: "search_context_missing_exception" }] } },
    });
  });

  it("refuses a page beyond the index's result window", () => {
    const model = new SearchModel(new Clock({ frozen: true }), { indices: { small: { maxResultWindow: 5 } } });
    expect(() => model.searchIndices(model.resolve("small"), { from: 3, size: 3 }, null)).toThrow(
      /Result window is too large, from \+ size must be less than or equal to: \[5\] but was \[6\]/,
    );
  });
});

describe("Top: the first k of a stream without sorting it", () => {
  it.each([
    ["fewer items than room", [5, 3, 9], 5, [3, 5, 9]],
    ["more items than room", [5, 3, 9, 1, 7, 2, 8], 3, [1, 2, 3]],
    ["ties", [2, 1, 2, 1, 2], 3, [1, 1, 2]],
    ["no room", [4, 2], 0, []],
    ["already in order", [1, 2, 3, 4, 5, 6], 2, [1, 2]],
    ["in reverse", [6, 5, 4, 3, 2, 1], 4, [1, 2, 3, 4]],
  ])("%s", (_, items, capacity, want) => {
    const top = new Top<number>(capacity, (a, b) => a - b);
    for (const item of items) top.offer(item);
    expect(top.sorted()).toEqual(want);
  });

  it("takes out the last kept first, so that a reversed order makes a priority queue", () => {
    const queue = new Top<number>(10, (a, b) => b - a);
    for (const item of [4, 1, 3, 2]) queue.offer(item);
    expect([queue.pop(), queue.pop(), queue.pop(), queue.pop(), queue.pop()]).toEqual([1, 2, 3, 4, undefined]);
  });
});

/** A search answer, as these tests read it. */
interface Answer {
  hits: { hits: { _index?: string; _id?: string; sort?: unknown[] }[] };
  _scroll_id?: string;
  pit_id?: string;
}

describe("pages of a bounded selection", () => {
  // Two indices, with updates and deletes, so that old versions, shards and several indices take part.
  const model = new SearchModel(new Clock({ frozen: true }), {
    indices: { a: { generate: { count: 700, seed: 8 }, shards: 3 }, b: { generate: { count: 300, seed: 9 } } },
  });
  const a = model.indexNamed("a");
  for (let seq = 0; seq < 700; seq += 7) model.update(a, `doc-${String(seq).padStart(6, "0")}`, { quantity: 3, status: null });
  for (let seq = 1; seq < 700; seq += 11) a.remove(`doc-${String(seq).padStart(6, "0")}`);
  model.written([a], true);
  const snapshots = () => model.resolve("a,b");
  // Both indices have documents doc-000000 on: a hit is its index and id.
  const hitIds = (answer: { hits: { hits: { _index?: string; _id?: string }[] } }) =>
    answer.hits.hits.map((hit) => `${hit._index}/${hit._id}`);
  const sorts: unknown[] = [
    undefined,
    ["_doc"],
    ["quantity", { "@timestamp": "desc" }],
    [{ amount: { order: "desc", missing: "_first" } }, "seq"],
    ["status", "status", { quantity: "desc" }, "quantity"],
    [{ "@timestamp": { order: "asc", numeric_type: "date_nanos" } }],
  ];
  const queries: unknown[] = [undefined, { range: { quantity: { lte: 5 } } }, { match: { message: "late parcel" } }];

  it.each(sorts.flatMap((sort) => queries.map((query) => [JSON.stringify(sort), JSON.stringify(query), sort, query] as const)))(
    "sort %s, query %s: every page is that slice of the whole order",
    (_s, _q, sort, query) => {
      const all = model.searchIndices(snapshots(), { sort, query, size: 1_000, track_total_hits: true }, null);
      const everything = hitIds(all);
      expect(everything.length).toBe((all.hits.total as { value: number }).value);
      for (const [from, size] of [
        [0, 10],
        [37, 25],
        [990, 10],
        [0, 0],
      ] as const) {
        expect(hitIds(model.searchIndices(snapshots(), { sort, query, from, size }, null))).toEqual(everything.slice(from, from + size));
      }
      // A scroll reads the same order, batch after batch, each after the last hit of the one before.
      const scrolled: string[] = [];
      let page: Answer = model.searchIndices(snapshots(), { sort, query, size: 64 }, "1m");
      for (const _ of pagesUpTo(everything.length / 64 + 2, "the scroll")) {
        if (page.hits.hits.length === 0) break;
        scrolled.push(...hitIds(page));
        page = model.continueScroll(page._scroll_id!, "1m");
      }
      expect(scrolled).toEqual(everything);
    },
  );

  it.each([
    ["_shard_doc", ["_shard_doc"]],
    ["_doc, then the implicit _shard_doc", ["_doc"]],
    ["a field", [{ seq: "desc" }]],
  ])("search_after on a point in time in the order of %s walks every hit once, in order", (_, sort) => {
    const pit = model.openPointInTime("a,b", "1m");
    const whole: Answer = model.searchAll({ pit: { id: pit.id }, sort, size: 1_000, track_total_hits: false });
    const everything = hitIds(whole);
    let id = whole.pit_id;
    let after: unknown[] | undefined;
    const walked: string[] = [];
    for (const _ of pagesUpTo(everything.length / 97 + 2, "search_after")) {
      const page: Answer = model.searchAll({
        pit: { id: id! },
        sort,
        size: 97,
        track_total_hits: false,
        ...(after ? { search_after: after } : {}),
      });
      id = page.pit_id;
      if (page.hits.hits.length === 0) break;
      walked.push(...hitIds(page));
      after = page.hits.hits.at(-1)!.sort;
    }
    expect(walked).toEqual(everything);
    expect(new Set(walked).size).toBe(walked.length);
  });
});
