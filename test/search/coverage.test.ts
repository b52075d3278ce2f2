/** The search contract against part B of its source document (its transcription in test/source), table by table. */
import { describe, expect, it } from "vitest";
import { listOperations } from "../../src/openapi.js";
import { apiSchemas } from "../../src/schemas.js";
import { parametersOf } from "../support/contract.js";
import { codeSpans, readTranscription, type Row } from "../support/source-document.js";

const source = readTranscription("search");
const schemas = apiSchemas("search");
const document = schemas.document;
const operations = listOperations(document);
const entryAt = (method: string, path: string) =>
  operations.find((entry) => entry.method === method.toLowerCase() && entry.path === path);
const operationById = (id: string) => operations.find((entry) => entry.operation.operationId === id)!;
const resolve = (node: unknown) => schemas.resolve<Record<string, any>>(node);
const schema = (name: string) => resolve({ $ref: `#/components/schemas/${name}` });
const parameter = (name: string) => resolve({ $ref: `#/components/parameters/${name}` });
const valid = (name: string, value: unknown) => schemas.validate({ $ref: `#/components/schemas/${name}` }, value).valid;

/** The named examples of one response of an operation, by name, as values. */
const examplesOf = (operationId: string, status: string): Record<string, any> => {
  const response = resolve(operationById(operationId).operation.responses[status]);
  const examples = response?.content?.["application/json"]?.examples ?? {};
  return Object.fromEntries(Object.entries(examples).map(([name, example]) => [name, resolve(example).value]));
};

const endpoints = source.table("endpoints");
/** A row → every method with every path, and the query parameter its paths carry. */
const parseEndpoint = (endpoint: Row) => {
  const [query] = Object.keys(endpoint.pathQuery ?? {});
  return (endpoint.methods as string[]).flatMap((method) => (endpoint.paths as string[]).map((path) => ({ method, path, query })));
};
const row = (number: string) => source.row("endpoints", "#", number);
const rule = (table: string, number: number) => source.row(table, "rule", number);

describe("search contract covers part B of its source document", () => {
  it("has the nine endpoints B1 to B9 of the table, and no other operation", () => {
    expect(endpoints.map((candidate) => candidate["#"])).toEqual(["B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9"]);
    const documented = new Set(endpoints.flatMap(parseEndpoint).map(({ method, path }) => `${method.toLowerCase()} ${path}`));
    expect(operations.map((entry) => `${entry.method} ${entry.path}`).sort()).toEqual([...documented].sort());
  });

  it.each(endpoints.map((candidate) => [candidate["#"] as string, `${candidate.methods.join(" or ")} ${candidate.paths.join(" or ")}`, candidate] as const))(
    "%s (%s) is an operation with its source row and query parameter",
    (number, _label, endpoint) => {
      for (const { method, path, query } of parseEndpoint(endpoint)) {
        const entry = entryAt(method, path);
        expect(entry, `${method} ${path}`).toBeDefined();
        expect(String(entry!.operation["x-source"]).split(/, /).map((part) => part.replace(/^002 /, ""))).toContain(number);
        if (query) {
          const declared = parametersOf(schemas, entry!).find((candidate) => candidate.name === query);
          expect(declared, `${method} ${path} ?${query}`).toMatchObject({ in: "query" });
          // A time in the path's query: the document's time units.
          expect(endpoint.pathQuery[query]).toBe("<time>");
          expect(declared!.schema).toEqual({ $ref: "#/components/schemas/TimeUnit" });
        }
      }
    },
  );

  it("requires keep_alive to open a point in time (B2), and answers its id with _shards", () => {
    const open = operationById("openPointInTime");
    expect(parametersOf(schemas, open).find((candidate) => candidate.name === "keep_alive")?.required).toBe(true);
    expect(row("B2").response).toEqual(["id", "_shards"]);
    // `_shards` is in the document's answer but not required: older versions of the service answer the id alone.
    expect(schema("PointInTime").required).toEqual(["id"]);
    expect(Object.keys(schema("PointInTime").properties)).toEqual(row("B2").response);
    expect(schema("PointInTime").properties._shards["x-outside-source"]).toMatch(/older versions|before/);
    expect(schema("PointInTime").properties.id.type).toBe(row("B2").idType);
  });

  it("takes every body field of B1 in the search body, and refuses pit on the index path", () => {
    const fields: string[] = row("B1").body;
    expect(fields).toEqual(["query", "from", "size", "sort", "search_after", "pit", "track_total_hits", "slice"]);
    const properties = schema("SearchRequest").properties;
    expect(Object.keys(properties)).toEqual(expect.arrayContaining(fields));
    // The one field beyond the document is marked as such.
    for (const extra of Object.keys(properties).filter((name) => !fields.includes(name))) {
      expect(properties[extra]["x-outside-source"], extra).toBeTruthy();
    }
    expect(schema("SearchRequest").additionalProperties).toBe(false);
    expect(schema("IndexSearchRequest")).toMatchObject({ allOf: [{ $ref: "#/components/schemas/SearchRequest" }], properties: { pit: false } });
    for (const id of ["search", "searchWithGet"]) {
      expect(resolve(operationById(id).operation.requestBody).content["application/json"].schema.$ref).toBe("#/components/schemas/SearchRequest");
    }
    for (const id of ["searchIndex", "searchIndexWithGet"]) {
      expect(resolve(operationById(id).operation.requestBody).content["application/json"].schema.$ref).toBe("#/components/schemas/IndexSearchRequest");
    }
  });

  it("keeps the query open: its language is not part of the document", () => {
    const query = schema("SearchRequest").properties.query;
    expect(query).toMatchObject({ type: "object", additionalProperties: true });
    expect(query.properties).toBeUndefined();
    expect(query.description).toContain("Not specified by the source document");
  });

  it("takes the scroll search body of B4 and answers _scroll_id", () => {
    expect(row("B4").body).toEqual(["size", "query", "slice", "sort"]);
    for (const field of row("B4").body) expect(schema("SearchRequest").properties, field).toHaveProperty(field);
    expect(row("B4").responseAdds).toContain("_scroll_id");
    expect(schema("SearchResponse").properties._scroll_id.type).toBe("string");
  });

  it("continues a scroll with scroll and scroll_id, in the body (POST) or the query (GET) (B5)", () => {
    const keys = Object.keys(row("B5").body);
    expect(keys).toEqual(["scroll", "scroll_id"]);
    expect(row("B5").body).toEqual({ scroll: "<time>", scroll_id: "string" });
    expect(Object.keys(schema("ScrollRequest").properties)).toEqual(keys);
    expect(schema("ScrollRequest").required).toEqual(["scroll_id"]);
    expect(schema("ScrollRequest").properties.scroll.$ref).toBe("#/components/schemas/TimeUnit");
    // The document's two, and the service's own parameters, each marked as from outside the document.
    const parameters = parametersOf(schemas, operationById("continueScrollWithGet"));
    const fromDocument = parameters.filter((candidate) => !(candidate as { "x-outside-source"?: string })["x-outside-source"]);
    expect(fromDocument.map((candidate) => candidate.name).sort()).toEqual([...keys].sort());
    expect(parameters.map((candidate) => candidate.name)).toContain("rest_total_hits_as_int");
    expect(row("B5").indexInPath).toBe(false);
  });

  it("closes a PIT by id (B3) and clears scrolls by one id or an array (B6)", () => {
    expect(row("B3").body).toEqual({ id: "string" });
    expect(schema("ClosePointInTimeRequest")).toMatchObject({ required: ["id"], properties: { id: { type: "string" } } });
    expect(row("B6").body).toEqual({ scroll_id: ["string", "array of strings"] });
    expect(schema("ClearScrollRequest").properties.scroll_id.oneOf).toEqual([{ type: "string" }, { type: "array", items: { type: "string" } }]);
    expect(Object.keys(examplesOf("clearAllScrolls", "200"))).toEqual(["cleared"]);
  });

  it("takes the ids of B8 in the path, and also as a query parameter or in the body of the clear", () => {
    expect(row("B8").ids).toEqual({ form: "comma-separated scroll IDs", in: ["path", "query", "body"] });
    const inPath = parametersOf(schemas, operationById("clearScrollByIds")).find((candidate) => candidate.name === "ids")!;
    expect(inPath).toMatchObject({ in: "path", style: "simple", explode: false });
    const inQuery = parametersOf(schemas, operationById("clearScroll")).find((candidate) => candidate.name === "scroll_id")!;
    expect(inQuery).toMatchObject({ in: "query", explode: false });
    expect(resolve(operationById("clearScroll").operation.requestBody).content["application/json"]).toBeDefined();
  });

  it("counts the open search contexts of the nodes (B9)", () => {
    expect(row("B9").response).toBe("open search context counts");
    expect(schema("SearchContextStats").properties.open_contexts).toMatchObject({ type: "integer", minimum: 0 });
    const stats = examplesOf("getNodesSearchStats", "200").openContexts;
    const counts = Object.values(stats.nodes).map((node: any) => node.indices.search.open_contexts);
    expect(counts).toEqual([4, 1]);
  });

  describe("search results", () => {
    const hitFields = source.table("hit").map((field) => field.field as string);
    const responseFields = source.table("searchResponse");
    const responsePart = responseFields.filter((field) => !field.presentWhen).map((field) => field.field as string);
    const hitsPart: string[] = source.row("searchResponse", "field", "hits").members;

    it("gives a hit every field of the document", () => {
      expect(hitFields).toEqual(["_index", "_id", "_score", "_source", "sort"]);
      expect(Object.keys(schema("Hit").properties)).toEqual(hitFields);
      expect(schema("Hit").properties.sort.$ref).toBe("#/components/schemas/SortValues");
    });

    it("gives a response and its hits every field of the document, and pit_id", () => {
      expect(responsePart).toEqual(["took", "timed_out", "_shards", "hits"]);
      expect(schema("SearchResponse").required).toEqual(responsePart);
      expect(hitsPart.map((name) => name.replace("[]", ""))).toEqual(["total", "max_score", "hits"]);
      expect(Object.keys(schema("Hits").properties)).toEqual(["total", "max_score", "hits"]);
      expect(source.row("searchResponse", "field", "pit_id")).toMatchObject({ presentWhen: "PIT-based search", mayChange: true });
      expect(schema("SearchResponse").properties.pit_id.type).toBe("string");
    });

    it("lets _score and max_score be null when sorting", () => {
      expect(schema("Hit").properties._score.type).toEqual(["number", "null"]);
      expect(schema("Hits").properties.max_score.type).toEqual(["number", "null"]);
    });

    it("leaves _shards and total open, as the document does not show them", () => {
      expect(source.row("notShown", "subject", "contents of _shards and total").section).toBe("B. Search results");
      for (const name of ["ShardStatistics", "TotalHits"]) {
        expect(schema(name).required, name).toBeUndefined();
        expect(schema(name).additionalProperties, name).toBeUndefined();
        expect(schema(name).description, name).toContain("Not specified by the source document");
      }
      // The service answers `total` as a number when asked with rest_total_hits_as_int.
      expect(schema("Hits").properties.total.oneOf.map((option: { $ref?: string; type?: string }) => option.$ref ?? option.type)).toEqual(["#/components/schemas/TotalHits", "integer"]);
    });

    it("carries aggregations on a first scroll response only", () => {
      expect(rule("scrollRules", 5).aggregations).toBe("first response only");
      expect(examplesOf("searchIndex", "200").scrollOpen.aggregations).toBeDefined();
      expect(schema("ScrollResponse").properties.aggregations).toBe(false);
    });
  });

  describe("paging rules", () => {

    it("defaults from to 0 and size to 10 (rule 1 of from/size)", () => {
      const defaults = Object.fromEntries(source.table("fromSizeRules").filter((row) => row.rule === 1).map((row) => [row.parameter, row.default]));
      expect(defaults).toEqual({ from: 0, size: 10 });
      expect(parameter("From").schema).toMatchObject({ minimum: 0, default: 0 });
      expect(parameter("Size").schema).toMatchObject({ minimum: 0, default: 10 });
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
      for (const name of ["KeepAlive", "Scroll", "ScrollKeepAliveQuery"]) {
        expect(parameter(name).schema.$ref, name).toBe("#/components/schemas/TimeUnit");
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
      expect(slice.required).toEqual(["id", "max"]);
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
      ["numeric_type and format on a date field", { "@timestamp": { order: "asc", numeric_type: "date_nanos", format: "strict_date_optional_time_nanos" } }],
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
    const lifecycle: { state: string; trigger: string; operation: string; status: string; example: string; check: (value: any) => void }[] = [
      { state: "none", trigger: "open PIT", operation: "openPointInTime", status: "200", example: "open", check: (value) => expect(value.id).toMatch(/^\S+$/) },
      {
        state: "PIT open", trigger: "search with pit.id and pit.keep_alive", operation: "search", status: "200", example: "pitExtended",
        check: (value) => expect(value.pit_id).not.toBe(examplesOf("openPointInTime", "200").open.id),
      },
      { state: "PIT open", trigger: "close PIT", operation: "closePointInTime", status: "200", example: "closed", check: (value) => expect(value.num_freed).toBeGreaterThan(0) },
      { state: "none", trigger: "search with scroll", operation: "searchIndex", status: "200", example: "scrollOpen", check: (value) => expect(value._scroll_id).toMatch(/^\S+$/) },
      { state: "scroll open", trigger: "scroll with scroll", operation: "continueScroll", status: "200", example: "keptAlive", check: (value) => expect(value._scroll_id).toMatch(/^\S+$/) },
      { state: "scroll open", trigger: "scroll without scroll", operation: "continueScroll", status: "200", example: "freed", check: (value) => expect(value._scroll_id).toBeUndefined() },
      {
        state: "scroll open", trigger: "timeout", operation: "continueScroll", status: "404", example: "expired",
        check: (value) => expect(value.error.root_cause[0].type).toBe("search_context_missing_exception"),
      },
      { state: "scroll open", trigger: "clear scroll", operation: "clearScroll", status: "200", example: "cleared", check: (value) => expect(value.num_freed).toBeGreaterThan(0) },
    ];

    it("maps every row of the state table", () => {
      expect(states.map((state) => [state.state, state.trigger])).toEqual(lifecycle.map((step) => [step.state, step.trigger]));
      // The row's endpoint is the operation of the step (the clear rows name every clear endpoint).
      for (const [index, state] of states.entries()) {
        const endpoints: string[] = state.endpoints ?? (state.endpoint ? [state.endpoint] : []);
        if (endpoints.length > 0) {
          expect(String(operationById(lifecycle[index]!.operation).operation["x-source"]), state.trigger).toMatch(new RegExp(`\\b${endpoints[0]}\\b`));
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

    it.each(["Point-in-time lifecycle", "Scroll lifecycle"])("writes the %s out with open, extended, closed and expired, each a named example", (heading) => {
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
    });

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
      expect(limit("open scroll contexts")).toMatchObject({ default: 500, setting: "search.max_open_scroll_context", settingKind: "cluster", beyond: "refused" });
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

  it("models the unshown error body permissively, with its examples", () => {
    expect(source.row("notShown", "subject", "error responses of the search API").section).toBe("Errors");
    const error = schema("ErrorResponse");
    expect(error.required).toBeUndefined();
    expect(error["x-outside-source"]).toBeTruthy();
    expect(error.description).toContain("Not specified by the source document");
    for (const entry of operations) expect(Object.keys(entry.operation.responses), entry.operation.operationId).toContain("default");
  });

  it("allows anonymous access, as the document does not show authentication", () => {
    expect(source.row("notShown", "subject", "authentication of the search API").section).toBe("Authentication");
    expect((document as { security?: unknown[] }).security).toContainEqual({});
  });
});
