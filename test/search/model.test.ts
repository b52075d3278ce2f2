/**
 * The search model's rules on their own, without HTTP: a write is seen by new searches only after
 * a refresh, a point in time keeps seeing what it was opened on, and it expires with the clock.
 */
import { describe, expect, it } from "vitest";
import { Clock } from "../../src/simulator/clock.js";
import { SearchError } from "../../src/simulator/services/search/errors.js";
import { SearchModel } from "../../src/simulator/services/search/model.js";

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
    expect((expired as SearchError).reply()).toMatchObject({ status: 404, body: { error: { root_cause: [{ type: "search_context_missing_exception" }] } } });
  });

  it("refuses a page beyond the index's result window", () => {
    const model = new SearchModel(new Clock({ frozen: true }), { indices: { small: { maxResultWindow: 5 } } });
    expect(() => model.searchIndices(model.resolve("small"), { from: 3, size: 3 }, null)).toThrow(/Result window too large/);
  });
});
