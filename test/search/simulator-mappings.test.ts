/**
 * The mapped type decides how a field compares, sorts and is written back (dynamic mapping as the
 * engine infers it; `date` and `date_nanos` across indices with `numeric_type` and `format`), the
 * engine's own answers where the simulator once differed (totals as numbers, a negative page, ids
 * in a clear's body), and one model behind the seeds and the API: an index seeded by the control
 * API and one bulk-loaded through the API answer the same searches identically. In process.
 */
import { describe, expect, it } from "vitest";
import { generateDocuments } from "../../src/simulator/services/search/index.js";
import { generatedMappings } from "../../src/simulator/services/search/store.js";
import { useSearchInProcess } from "../support/search-in-process.js";

const { call, control, ndjson, hitIds } = useSearchInProcess();
const sortValues = (answer: { body: any }) => answer.body.hits.hits.map((hit: { sort: unknown[] }) => hit.sort);

describe("mappings", () => {
  it("maps new fields as the engine does: long, float, text with a keyword subfield, date, boolean, object", async () => {
    await call("PUT", "/d/_doc/1?refresh=true", {
      n: 3,
      f: 1.5,
      s: "Hello World",
      at: "2024-03-01T10:00:00Z",
      ok: true,
      o: { k: "v" },
      none: null,
    });
    expect((await call("GET", "/d/_mapping")).body.d.mappings.properties).toEqual({
      n: { type: "long" },
      f: { type: "float" },
      s: { type: "text", fields: { keyword: { type: "keyword", ignore_above: 256 } } },
      at: { type: "date" },
      ok: { type: "boolean" },
      o: { properties: { k: { type: "text", fields: { keyword: { type: "keyword", ignore_above: 256 } } } } },
    });
    // Text matches by its words, lower-cased; its keyword subfield by the whole value.
    expect(hitIds(await call("POST", "/d/_search", { query: { term: { s: "hello" } } }))).toEqual(["1"]);
    expect(hitIds(await call("POST", "/d/_search", { query: { term: { s: "Hello World" } } }))).toEqual([]);
    expect(hitIds(await call("POST", "/d/_search", { query: { term: { "s.keyword": "Hello World" } } }))).toEqual(["1"]);
    const sortByText = await call("POST", "/d/_search", { sort: ["s"] });
    expect([sortByText.status, sortByText.body.error.root_cause[0].type]).toEqual([400, "illegal_argument_exception"]);
    const aggregateText = await call("POST", "/d/_search", { size: 0, aggs: { by: { terms: { field: "o.k" } } } });
    expect(aggregateText.body.error.root_cause[0].reason).toMatch(/^Text fields are not optimised/);
    // A float is compared and written back at a float's precision.
    expect(sortValues(await call("POST", "/d/_search", { sort: ["f", "s.keyword", "ok"] }))).toEqual([[1.5, "Hello World", true]]);
    await call("PUT", "/d/_doc/2?refresh=true", { f: 0.1 });
    expect(sortValues(await call("POST", "/d/_search", { sort: ["f"], query: { term: { f: 0.1 } } }))).toEqual([[Math.fround(0.1)]]);
  });

  it("sorts, queries and writes back a date by its mapped format, and a whole-number type as whole numbers", async () => {
    await call("PUT", "/t", {
      mappings: { properties: { placed: { type: "date", format: "yyyy-MM-dd HH:mm:ss||epoch_millis" }, n: { type: "integer" } } },
    });
    await call(
      "POST",
      "/t/_bulk?refresh=true",
      ndjson(
        { index: { _id: "a" } },
        { placed: "2024-01-02 00:00:00", n: 2.9 },
        { index: { _id: "b" } },
        { placed: 1_704_067_200_000, n: "7" },
      ),
    );
    const byDate = await call("POST", "/t/_search", { sort: [{ placed: "asc" }, "n"] });
    expect(hitIds(byDate)).toEqual(["b", "a"]);
    expect(sortValues(byDate)).toEqual([
      [1_704_067_200_000, 7],
      [1_704_153_600_000, 2],
    ]);
    const formatted = await call("POST", "/t/_search", { sort: [{ placed: { order: "desc", format: "yyyy-MM-dd" } }] });
    expect(sortValues(formatted)).toEqual([["2024-01-02"], ["2024-01-01"]]);
    expect(hitIds(await call("POST", "/t/_search", { query: { range: { placed: { gte: "2024-01-01 12:00:00" } } } }))).toEqual(["a"]);
    expect(hitIds(await call("POST", "/t/_search", { query: { range: { n: { lt: 3 } } } }))).toEqual(["a"]);
  });

  it("unifies a date in one index and a nanosecond date in another with numeric_type and format (rule 8 of search_after)", async () => {
    await call("PUT", "/millis", { mappings: { properties: { at: { type: "date" } } } });
    await call("PUT", "/nanos", { mappings: { properties: { at: { type: "date_nanos" } } } });
    await call(
      "POST",
      "/_bulk?refresh=true",
      ndjson(
        { index: { _index: "millis", _id: "m1" } },
        { at: "2024-01-01T00:00:01.000Z" },
        { index: { _index: "millis", _id: "m2" } },
        { at: "2024-01-01T00:00:03.000Z" },
        { index: { _index: "nanos", _id: "n1" } },
        { at: "2024-01-01T00:00:00.000000512Z" },
        { index: { _index: "nanos", _id: "n2" } },
        { at: "2024-01-01T00:00:02.500000000Z" },
      ),
    );
    // Without numeric_type the values compare as the engine holds them: milliseconds below nanoseconds.
    const raw = await call("POST", "/millis,nanos/_search", { sort: [{ at: "asc" }] });
    expect(hitIds(raw)).toEqual(["m1", "m2", "n1", "n2"]);
    const unified = await call("POST", "/millis,nanos/_search", { sort: [{ at: { order: "asc", numeric_type: "date_nanos" } }] });
    expect(hitIds(unified)).toEqual(["n1", "m1", "n2", "m2"]);
    expect(sortValues(unified)[1]).toEqual([Date.parse("2024-01-01T00:00:01Z") * 1e6]);
    const asMillis = await call("POST", "/millis,nanos/_search", {
      sort: [{ at: { numeric_type: "date", format: "strict_date_optional_time_nanos" } }],
    });
    expect(sortValues(asMillis).map((values: string[]) => values[0])).toEqual([
      "2024-01-01T00:00:00.000000000Z",
      "2024-01-01T00:00:01.000000000Z",
      "2024-01-01T00:00:02.500000000Z",
      "2024-01-01T00:00:03.000000000Z",
    ]);
    // A walk by search_after on the unified values sees every document once. (Nanoseconds since the
    // epoch pass 2^53: a JSON number holds them to 256 ns, so the values here are multiples of it.)
    const walked: string[] = [];
    let after: unknown[] | undefined;
    for (let page = 0; page < 10; page++) {
      const page = await call("POST", "/millis,nanos/_search", {
        size: 1,
        sort: [{ at: { numeric_type: "date_nanos" } }],
        ...(after ? { search_after: after } : {}),
      });
      if (page.body.hits.hits.length === 0) break;
      walked.push(...hitIds(page));
      after = page.body.hits.hits[0].sort;
    }
    expect(walked).toEqual(["n1", "m1", "n2", "m2"]);
  });
});

describe("the engine's own answers", () => {
  it("answers rest_total_hits_as_int exactly by default, -1 when not counted, and refuses a count that is not exact", async () => {
    await control.command("createIndex", { index: "big", generate: { count: 10_050 } });
    expect((await call("POST", "/big/_search?rest_total_hits_as_int=true", { size: 0 })).body.hits.total).toBe(10_050);
    expect((await call("POST", "/big/_search?rest_total_hits_as_int=true", { size: 0, track_total_hits: false })).body.hits.total).toBe(-1);
    const refused = await call("POST", "/big/_search?rest_total_hits_as_int=true", { track_total_hits: 100 });
    expect([refused.status, refused.body.error.type, refused.body.error.reason]).toEqual([
      400,
      "illegal_argument_exception",
      "[rest_total_hits_as_int] cannot be used if the tracking of total hits is not accurate, got 100",
    ]);
  });

  it("refuses a negative from or size with the engine's error, naming the value, and reads a query-string size of -1 as none", async () => {
    for (const [path, body, reason] of [
      ["/orders-2024/_search", { from: -5 }, "[from] parameter cannot be negative but was [-5]"],
      ["/orders-2024/_search?from=-1", {}, "[from] parameter cannot be negative but was [-1]"],
      ["/orders-2024/_search", { size: -1 }, "[size] parameter cannot be negative, found [-1]"],
      ["/orders-2024/_search?size=-2", {}, "[size] parameter cannot be negative, found [-2]"],
    ] as const) {
      const refused = await call("POST", path, body);
      expect([refused.status, refused.body.error.type, refused.body.error.reason]).toEqual([400, "illegal_argument_exception", reason]);
    }
    const unset = await call("POST", "/orders-2024/_search?size=-1", {});
    expect([unset.status, unset.body.hits.hits.length]).toEqual([200, 10]);
  });

  it("clears the ids of a body sent to DELETE /_search/scroll/{ids}, not the path's", async () => {
    const open = async () => (await call("POST", "/orders-2024/_search?scroll=1m", { size: 1 })).body._scroll_id as string;
    const [inPath, inBody] = [await open(), await open()];
    expect((await call("DELETE", `/_search/scroll/${inPath}`, { scroll_id: [inBody] })).body).toEqual({ succeeded: true, num_freed: 1 });
    expect((await call("POST", "/_search/scroll", { scroll: "1m", scroll_id: inPath })).status).toBe(200);
    expect((await call("POST", "/_search/scroll", { scroll: "1m", scroll_id: inBody })).status).toBe(404);
  });
});

describe("one model behind the seeds and the API", () => {
  it("answers the same searches identically for an index seeded by the control API and one bulk-loaded through the API", async () => {
    const count = 3_000;
    await control.command("createIndex", { index: "seeded", generate: { count, seed: 5 } });
    await call("PUT", "/loaded", { mappings: generatedMappings });
    const lines = generateDocuments(count, 5).flatMap((document) => [{ index: { _id: document.id } }, document.source]);
    expect((await call("POST", "/loaded/_bulk", ndjson(...lines))).body.errors).toBe(false);
    await call("POST", "/loaded/_refresh");
    const searches = [
      { size: 50, sort: [{ "@timestamp": "desc" }, "seq"], track_total_hits: true },
      {
        size: 20,
        query: { bool: { filter: [{ term: { status: "paid" } }, { range: { amount: { gte: 100 } } }] } },
        sort: ["amount", "seq"],
      },
      { size: 10, query: { match: { message: "late delivery" } } },
      { size: 0, aggs: { by: { terms: { field: "status" } }, amounts: { value_count: { field: "amount" } } } },
      { size: 30, sort: [{ quantity: "asc" }, { seq: "desc" }], search_after: [3, 2_000] },
    ];
    const withoutIndex = (body: any) =>
      JSON.parse(
        JSON.stringify({ ...body, took: 0 })
          .replaceAll('"_index":"seeded"', '"_index":"x"')
          .replaceAll('"_index":"loaded"', '"_index":"x"'),
      );
    for (const search of searches) {
      const [seeded, loaded] = [await call("POST", "/seeded/_search", search), await call("POST", "/loaded/_search", search)];
      expect(seeded.status, JSON.stringify(search)).toBe(200);
      expect(withoutIndex(loaded.body), JSON.stringify(search)).toEqual(withoutIndex(seeded.body));
    }
    expect((await call("GET", "/loaded/_mapping")).body.loaded.mappings).toEqual(
      (await call("GET", "/seeded/_mapping")).body.seeded.mappings,
    );
  });
});
