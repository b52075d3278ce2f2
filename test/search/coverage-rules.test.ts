/** The search contract against part B of its source document: paging rules, sort forms, context lifecycles and limits. */
import { describe, expect, it } from "vitest";
import { codeSpans } from "../support/source-document.js";
import {
  source,
  schemas,
  document,
  operations,
  operationById,
  resolve,
  schema,
  parameter,
  valid,
  examplesOf,
  rule,
} from "../support/search-source.js";

describe("search contract covers part B of its source document", () => {
  describe("paging rules", () => {
    it("defaults from to 0 and size to 10 (rule 1 of from/size)", () => {
      const defaults = Object.fromEntries(
        source
          .table("fromSizeRules")
          .filter((row) => row.rule === 1)
          .map((row) => [row.parameter, row.default]),
      );
      expect(defaults).toEqual({ from: 0, size: 10 });
      expect(parameter("From").schema).toMatchObject({ minimum: 0, default: 0 });
      // -1 in the query string is no size at all, as the engine's REST layer reads it (not a rule of the source document).
      expect(parameter("Size").schema).toMatchObject({ minimum: -1, default: 10 });
      const body = schema("SearchRequest").properties;
      expect(body.from.description).toContain("Default 0.");
      expect(body.size.description).toContain("Default 10.");
      expect(body.size.minimum).toBe(0);
    });

    it("allows from 0 or -1 only with search_after (rule 2 of search_after)", () => {
      const allowed: number[] = rule("searchAfterRules", 2).allowed;
      expect(rule("searchAfterRules", 2).withSearchAfter).toBe("from");
      expect(allowed).toEqual([0, -1]);
      expect(schema("SearchRequest").else.properties.from.enum).toEqual(allowed);
      expect(schema("SearchRequest").then.properties.from.minimum).toBe(0);
    });

    it("needs a sort for search_after (rule 1 of search_after)", () => {
      expect(rule("searchAfterRules", 1)).toMatchObject({ firstRequest: { sort: true, search_after: false }, requires: "sort" });
      expect(schema("SearchRequest").dependentRequired).toEqual({ search_after: ["sort"] });
    });

    it("writes keep-alives as time units such as 1m (rule 9 of search_after)", () => {
      const sample: string = rule("searchAfterRules", 9).sample;
      expect(sample).toBe("1m");
      expect(valid("TimeUnit", sample)).toBe(true);
      expect(valid("TimeUnit", "soon")).toBe(false);
      // The engine's own duration also takes 0 and -1 (unspecified), as text and, in a body, as numbers.
      for (const value of ["0", "-1", 0, -1]) expect(valid("TimeUnit", value), String(value)).toBe(true);
      expect(valid("TimeUnit", 1)).toBe(false);
      for (const name of ["KeepAlive", "Scroll", "ScrollKeepAliveQuery"]) {
        // A query string carries text.
        expect(parameter(name).schema.$ref, name).toBe("#/components/schemas/TimeUnitText");
      }
      expect(schema("PointInTimeReference").properties.keep_alive.$ref).toBe("#/components/schemas/TimeUnit");
    });

    it("has pit.id and the optional pit.keep_alive (rule 5 of search_after)", () => {
      expect(rule("searchAfterRules", 5)).toMatchObject({ sets: ["pit.id"], optional: ["pit.keep_alive"], indexInPath: false });
      expect(schema("PointInTimeReference")).toMatchObject({ required: ["id"], properties: { id: { type: "string" } } });
    });

    it("slices with id, max and an optional field, id below max", () => {
      const slicing = source.table("slicing");
      expect(slicing.filter((member) => !member.optional).map((member) => member.member)).toEqual(["id", "max"]);
      expect(source.row("slicing", "member", "field").optional).toBe(true);
      const slice = schema("Slice");
      expect(Object.keys(slice.properties)).toEqual(["id", "max", "field"]);
      // id and max are listed without being said to be required; the service refuses a slice without either, and so does the schema.
      expect(slice.required).toEqual(["id", "max"]);
      expect(valid("Slice", { max: 2 })).toBe(false);
      expect(slice["x-less-than"]).toEqual({ id: "max" });
      expect(valid("Slice", { id: 1, max: 2 })).toBe(true);
      expect(valid("Slice", { id: 2, max: 2 })).toBe(false);
    });

    it("takes search_after as sort values of any JSON scalar type", () => {
      expect(schema("SortValues").items.type).toEqual(["string", "number", "boolean", "null"]);
      expect(valid("SortValues", ["2024-05-14T09:41:07.123456789Z", 4294967301, true, null])).toBe(true);
    });
  });

  describe("sort forms", () => {
    it.each([
      ["a field name", "@timestamp"],
      ["_doc, the fastest scroll order", "_doc"],
      ["the _shard_doc tiebreaker by name", "_shard_doc"],
      ["_shard_doc ascending", { _shard_doc: "asc" }],
      ["_shard_doc descending", { _shard_doc: { order: "desc" } }],
      ["a field and its direction", { "@timestamp": "desc" }],
      [
        "numeric_type and format on a date field",
        { "@timestamp": { order: "asc", numeric_type: "date_nanos", format: "strict_date_optional_time_nanos" } },
      ],
      ["a list of keys", ["@timestamp", { order_id: "asc" }, { _shard_doc: "desc" }]],
    ])("accepts %s", (_form, sort) => {
      expect(schemas.validate({ $ref: "#/components/schemas/Sort" }, sort).problems).toEqual([]);
    });

    it("names the document's sort keys and options", () => {
      expect(rule("searchAfterRules", 5)).toMatchObject({ implicitTiebreaker: "_shard_doc", tiebreakerOrders: ["asc", "desc"] });
      expect(rule("scrollRules", 6).fastestSort).toBe("_doc");
      const [numericType, format] = rule("searchAfterRules", 8).sortFieldOptions as string[];
      const sample: string = rule("searchAfterRules", 8).numericTypeSample;
      expect([numericType, format]).toEqual(["numeric_type", "format"]);
      const field = schema("SortField").properties;
      expect(field.numeric_type.enum).toContain(sample);
      expect(field.format.type).toBe("string");
      expect(schema("SortOrder").enum).toEqual(["asc", "desc"]);
    });
  });

  describe("context lifecycles", () => {
    const states = source.table("contexts");
    // Each row of the document's table, and the named example of the answer it leads to.
    const lifecycle: { state: string; trigger: string; operation: string; status: string; example: string; check: (value: any) => void }[] =
      [
        {
          state: "none",
          trigger: "open PIT",
          operation: "openPointInTime",
          status: "200",
          example: "open",
          check: (value) => expect(value.id).toMatch(/^\S+$/),
        },
        {
          state: "PIT open",
          trigger: "search with pit.id and pit.keep_alive",
          operation: "search",
          status: "200",
          example: "pitExtended",
          check: (value) => expect(value.pit_id).not.toBe(examplesOf("openPointInTime", "200").open.id),
        },
        {
          state: "PIT open",
          trigger: "close PIT",
          operation: "closePointInTime",
          status: "200",
          example: "closed",
          check: (value) => expect(value.num_freed).toBeGreaterThan(0),
        },
        {
          state: "none",
          trigger: "search with scroll",
          operation: "searchIndex",
          status: "200",
          example: "scrollOpen",
          check: (value) => expect(value._scroll_id).toMatch(/^\S+$/),
        },
        {
          state: "scroll open",
          trigger: "scroll with scroll",
          operation: "continueScroll",
          status: "200",
          example: "keptAlive",
          check: (value) => expect(value._scroll_id).toMatch(/^\S+$/),
        },
        {
          state: "scroll open",
          trigger: "scroll without scroll",
          operation: "continueScroll",
          status: "200",
          example: "freed",
          check: (value) => expect(value._scroll_id).toBeUndefined(),
        },
        {
          state: "scroll open",
          trigger: "timeout",
          operation: "continueScroll",
          status: "404",
          example: "expired",
          check: (value) => expect(value.error.root_cause[0].type).toBe("search_context_missing_exception"),
        },
        {
          state: "scroll open",
          trigger: "clear scroll",
          operation: "clearScroll",
          status: "200",
          example: "cleared",
          check: (value) => expect(value.num_freed).toBeGreaterThan(0),
        },
      ];

    it("maps every row of the state table", () => {
      expect(states.map((state) => [state.state, state.trigger])).toEqual(lifecycle.map((step) => [step.state, step.trigger]));
      // The row's endpoint is the operation of the step (the clear rows name every clear endpoint).
      for (const [index, state] of states.entries()) {
        const endpoints: string[] = state.endpoints ?? (state.endpoint ? [state.endpoint] : []);
        if (endpoints.length > 0) {
          expect(String(operationById(lifecycle[index]!.operation).operation["x-source"]), state.trigger).toMatch(
            new RegExp(`\\b${endpoints[0]}\\b`),
          );
        }
      }
    });

    it.each(lifecycle.map((step) => [`${step.state}: ${step.trigger}`, step] as const))("%s has its named example", (_label, step) => {
      const value = examplesOf(step.operation, step.status)[step.example];
      expect(value, `${step.operation} ${step.status} ${step.example}`).toBeDefined();
      step.check(value);
    });

    it("has a request example with and without scroll for the continue rows", () => {
      const examples = resolve(operationById("continueScroll").operation.requestBody).content["application/json"].examples;
      expect(resolve(examples.keepAlive).value.scroll).toBe("1m");
      expect(resolve(examples.free).value).not.toHaveProperty("scroll");
    });

    it.each(["Point-in-time lifecycle", "Scroll lifecycle"])(
      "writes the %s out with open, extended, closed and expired, each a named example",
      (heading) => {
        const description = String(document.info.description);
        const section = description.split(`## ${heading}`)[1]!.split("\n## ")[0]!;
        for (const state of ["open", "extended", "closed", "expired"]) expect(section, state).toContain(`**${state}**`);
        const rows = section.split("\n").filter((line) => line.startsWith("| ") && !line.startsWith("| State"));
        const named = rows.map((line) => codeSpans(line.split("|").at(-2)!)[0]!);
        const everyExample = new Set(
          operations.flatMap((entry) =>
            Object.keys(entry.operation.responses).flatMap((status) => Object.keys(examplesOf(entry.operation.operationId, status))),
          ),
        );
        for (const name of named) expect(everyExample, name).toContain(name);
      },
    );

    it("has named examples of a page, the last empty page, a closed context and a refused one", () => {
      expect(examplesOf("search", "200").page.hits.hits.length).toBeGreaterThan(0);
      expect(examplesOf("search", "200").pitLastEmptyPage.hits.hits).toEqual([]);
      expect(examplesOf("continueScroll", "200").lastEmptyPage.hits.hits).toEqual([]);
      expect(examplesOf("closePointInTime", "200").closed.succeeded).toBe(true);
      expect(examplesOf("closePointInTime", "404").alreadyGone.num_freed).toBe(0);
      expect(examplesOf("search", "404").expired.error.root_cause[0].type).toBe("search_context_missing_exception");
      expect(examplesOf("searchIndex", "429").refused.error.root_cause[0].type).toBe("too_many_scroll_contexts_exception");
    });
  });

  describe("limits", () => {
    const limit = (name: string) => source.row("limits", "limit", name);
    const description = String(document.info.description);

    it("writes the result window and its setting, and answers it with an error example", () => {
      expect(limit("search from plus size")).toMatchObject({ default: 10000, setting: "index.max_result_window" });
      expect(rule("fromSizeRules", 2)).toMatchObject({ maximum: 10000, setting: "index.max_result_window" });
      const { setting } = limit("search from plus size");
      for (const [where, text] of [
        ["info", description],
        ["SearchRequest", schema("SearchRequest").description],
        ["from", parameter("From").description],
        ["search", (operationById("search").operation as any).description],
        ["searchIndex", (operationById("searchIndex").operation as any).description],
      ]) {
        expect(text, where).toContain("10,000");
        expect(text, where).toContain(setting);
      }
      for (const id of ["search", "searchWithGet", "searchIndex", "searchIndexWithGet"]) {
        const reason = examplesOf(id, "400").resultWindowTooLarge?.error.root_cause[0].reason;
        expect(reason, id).toContain("[10000]");
        expect(reason, id).toContain(setting);
      }
    });

    it("writes the default page size", () => {
      expect(limit("default search page size").value).toBe(10);
      expect(source.table("paging")[0]!.defaultTopHits).toBe(10);
      expect(parameter("Size").schema.default).toBe(10);
      expect(description).toContain("| default page size | 10 |");
    });

    it("writes the limit of open scroll contexts and its cluster setting, and answers it with an error example", () => {
      expect(limit("open scroll contexts")).toMatchObject({
        default: 500,
        setting: "search.max_open_scroll_context",
        settingKind: "cluster",
        beyond: "refused",
      });
      const { setting } = limit("open scroll contexts");
      for (const [where, text] of [
        ["info", description],
        ["scroll parameter", parameter("Scroll").description],
        ["searchIndex", (operationById("searchIndex").operation as any).description],
        ["getNodesSearchStats", (operationById("getNodesSearchStats").operation as any).description],
        ["429 response", resolve({ $ref: "#/components/responses/ScrollContextsTooManyRequests" }).description],
      ]) {
        expect(text, where).toContain("500");
        expect(text, where).toContain(setting);
      }
      expect(examplesOf("searchIndex", "429").refused.error.root_cause[0].reason).toContain(`[${setting}]`);
    });
  });
});
