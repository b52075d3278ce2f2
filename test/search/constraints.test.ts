/** Payloads that break a rule of the search document are rejected, one case per rule. */
import { describe, expect, it } from "vitest";
import { itRejectsEach, type ConstraintCase } from "../support/constraints.js";
import { contractOf } from "../support/contract.js";

const { schemas, ref } = contractOf("search");

const hit = { _index: "orders-2024", _id: "ORD-104101", _score: 1.2, _source: { status: "shipped" } };
const page = { took: 3, timed_out: false, _shards: { total: 3 }, hits: { max_score: 1.2, hits: [hit] } };
const pit = { id: "AwNvcmRlcnM", keep_alive: "1m" };

const cases: ConstraintCase[] = [
  // from and size (rules 1 and 2 of from/size; rule 2 of search_after)
  {
    given: "from: 5 with search_after",
    schema: "SearchRequest",
    value: { from: 5, sort: ["@timestamp"], search_after: [1715679667123] },
    rule: "enum",
  },
  {
    given: "from: 1 with search_after",
    schema: "SearchRequest",
    value: { from: 1, sort: ["_shard_doc"], search_after: [4294967301] },
    rule: "enum",
  },
  { given: "a negative from without search_after", schema: "SearchRequest", value: { from: -1 }, rule: "minimum" },
  { given: "a negative size", schema: "SearchRequest", value: { size: -1 }, rule: "minimum" },
  { given: "a fractional size", schema: "SearchRequest", value: { size: 2.5 }, rule: "type" },
  { given: "a search body with an unknown field", schema: "SearchRequest", value: { sizes: 10 }, rule: "additionalProperties" },
  {
    given: "a source filter with a misspelled member",
    schema: "SearchRequest",
    value: { _source: { include: ["a"], exclude: ["b"], excludez: ["c"] } },
    rule: "additionalProperties",
  },
  { given: "a query that is not an object", schema: "SearchRequest", value: { query: "status:shipped" }, rule: "type" },
  { given: "track_total_hits of yes", schema: "SearchRequest", value: { track_total_hits: "yes" }, rule: "type" },
  // Members the document lists without saying so, which the service needs (its specification requires them)
  { given: "a close without id", schema: "ClosePointInTimeRequest", value: {}, rule: "required" },
  { given: "a slice without max", schema: "Slice", value: { id: 0 }, rule: "required" },
  { given: "a slice without id", schema: "Slice", value: { max: 2 }, rule: "required" },
  { given: "a negative from in the query string", schema: "parameters/From", value: "-1", rule: "minimum" },
  { given: "a negative size in the query string", schema: "parameters/Size", value: "-3", rule: "minimum" },
  // search_after (rule 1) and its values
  { given: "search_after without sort", schema: "SearchRequest", value: { search_after: [1715679667123] }, rule: "dependentRequired" },
  {
    given: "a search_after value that is an object",
    schema: "SearchRequest",
    value: { sort: ["a"], search_after: [{ at: 1 }] },
    rule: "type",
  },
  // the point in time (rules 5 and 9 of search_after)
  { given: "pit on the index path", schema: "IndexSearchRequest", value: { pit, sort: ["_shard_doc"] }, rule: "false schema" },
  { given: "keep_alive: soon in pit", schema: "SearchRequest", value: { pit: { id: "AwNvcmRlcnM", keep_alive: "soon" } }, rule: "pattern" },
  { given: "keep_alive: soon to open a point in time", schema: "parameters/KeepAlive", value: "soon", rule: "pattern" },
  { given: "keep_alive without a unit", schema: "parameters/KeepAlive", value: "60", rule: "pattern" },
  { given: "a pit without id", schema: "SearchRequest", value: { pit: { keep_alive: "1m" } }, rule: "required" },
  {
    given: "a pit with an unknown member",
    schema: "SearchRequest",
    value: { pit: { ...pit, index: "orders-2024" } },
    rule: "additionalProperties",
  },
  // sort forms
  { given: "a sort direction of up", schema: "SearchRequest", value: { sort: [{ "@timestamp": "up" }] }, rule: "enum" },
  { given: "a sort key object with two fields", schema: "Sort", value: { "@timestamp": "asc", order_id: "asc" }, rule: "maxProperties" },
  { given: "an unknown numeric_type", schema: "SortField", value: { numeric_type: "nanos" }, rule: "enum" },
  { given: "an unknown sort option (a typo)", schema: "SortField", value: { order: "asc", ordr: "desc" }, rule: "additionalProperties" },
  { given: "a sort mode the service does not have", schema: "SortField", value: { order: "asc", mode: "middle" }, rule: "enum" },
  {
    given: "numeric_type on the _shard_doc tiebreaker",
    schema: "Sort",
    value: [{ _shard_doc: { order: "asc", numeric_type: "long" } }],
    rule: "additionalProperties",
  },
  // slices
  { given: "slice.id equal to max", schema: "Slice", value: { id: 2, max: 2 }, rule: "x-less-than" },
  { given: "slice.id above max", schema: "SearchRequest", value: { slice: { id: 5, max: 4 } }, rule: "x-less-than" },
  { given: "a negative slice.id", schema: "Slice", value: { id: -1, max: 2 }, rule: "minimum" },
  { given: "a slice field that is not a name", schema: "Slice", value: { id: 0, max: 2, field: 7 }, rule: "type" },
  // scroll (rules 3 to 5 of scroll)
  {
    given: "aggregations on a continued scroll page",
    schema: "ScrollResponse",
    value: { ...page, _scroll_id: "FGluY2x1", aggregations: { by_channel: {} } },
    rule: "false schema",
  },
  { given: "a continue with scroll: soon", schema: "ScrollRequest", value: { scroll: "soon", scroll_id: "FGluY2x1" }, rule: "pattern" },
  { given: "a scroll search with scroll: soon", schema: "parameters/Scroll", value: "soon", rule: "pattern" },
  { given: "a clear with a numeric scroll id", schema: "ClearScrollRequest", value: { scroll_id: 42 }, rule: "oneOf" },
  { given: "a clear with an array holding a number", schema: "ClearScrollRequest", value: { scroll_id: ["FGluY2x1", 42] }, rule: "type" },
  // results
  { given: "a hit whose _score is a string", schema: "Hit", value: { ...hit, _score: "high" }, rule: "type" },
  { given: "a hit whose sort is not an array", schema: "Hit", value: { ...hit, sort: "1715679667123" }, rule: "type" },
  { given: "a page whose hits are not an array", schema: "Hits", value: { max_score: null, hits: {} }, rule: "type" },
  { given: "a pit_id that is not a string", schema: "SearchResponse", value: { ...page, pit_id: 7 }, rule: "type" },
  { given: "a negative count of freed contexts", schema: "FreedContexts", value: { succeeded: true, num_freed: -1 }, rule: "minimum" },
  { given: "a negative count of open contexts", schema: "SearchContextStats", value: { open_contexts: -1 }, rule: "minimum" },
];

describe("search rejects what its document forbids", () => {
  // Parameters as the query string carries them: text, read as the schema asks.
  itRejectsEach("search", cases, { coerceParameters: true });

  it.each([
    ["from 0 with search_after", "SearchRequest", { from: 0, sort: ["@timestamp"], search_after: [1] }],
    ["from -1 with search_after", "SearchRequest", { from: -1, sort: ["@timestamp"], search_after: [1] }],
    ["from 9990 and size 10 (the window is not a schema rule)", "SearchRequest", { from: 9990, size: 10 }],
    ["slice.id one below max", "Slice", { id: 3, max: 4, field: "@timestamp" }],
    ["a page without pit_id or _scroll_id", "SearchResponse", page],
    ["a continue whose id travels in the query string or the path", "ScrollRequest", { scroll: "1m" }],
    // Members the document lists without saying they are required (its answers leave members out
    // on filter_path; ids travel in the query string or the path).
    ["a clear whose ids travel in the query string", "ClearScrollRequest", {}],
    ["an opened point in time without id (filter_path=_shards)", "PointInTime", { _shards: { total: 3 } }],
    ["an answer without took (filter_path=hits.hits._id)", "SearchResponse", { hits: { hits: [{ _id: "ORD-104101" }] } }],
    ["an answer without hits (filter_path=_scroll_id)", "SearchResponse", { _scroll_id: "FGluY2x1" }],
    ["a hit without _id (stored_fields: _none_)", "Hit", { _index: "orders-2024", _score: 1.2 }],
    [
      "a first scroll response with aggregations",
      "SearchResponse",
      { ...page, _scroll_id: "FGluY2x1", aggregations: { by_channel: { buckets: [] } } },
    ],
    [
      "a hit without _source, sorted (null score)",
      "Hit",
      { _index: "orders-2024", _id: "ORD-1", _score: null, sort: ["2024-05-14T09:41:07Z", 4, null, true] },
    ],
    ["a response member the service adds", "SearchResponse", { ...page, num_reduce_phases: 2 }],
    // Request members the service takes beside the document's.
    ["aggs, the other name of aggregations", "SearchRequest", { size: 0, aggs: { by_status: { terms: { field: "status" } } } }],
    [
      "a source filter and highlighting",
      "SearchRequest",
      { _source: { includes: ["obj1.*"], excludes: ["*.description"] }, highlight: { fields: { content: {} } } },
    ],
    [
      "a sort by script and a nested field sort",
      "Sort",
      [
        { _script: { type: "number", script: "doc['n'].value", order: "asc" } },
        { "items.price": { order: "asc", nested: { path: "items" } } },
      ],
    ],
    ["an error body as a plain string", "ErrorResponse", { error: "Incorrect HTTP method", status: 405 }],
  ])("accepts %s", (_given, schema, value) => {
    expect(schemas.validate(ref(schema), value).problems).toEqual([]);
  });
});
