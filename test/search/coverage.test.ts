/**
 * The search contract against part B of its source document (its transcription in test/source):
 * endpoints, search results, errors and access. Paging, sort forms, context lifecycles and limits
 * are in coverage-rules.test.ts.
 */
import { describe, expect, it } from "vitest";
import { parametersOf } from "../support/contract.js";
import {
  source,
  schemas,
  document,
  operations,
  entryAt,
  operationById,
  resolve,
  schema,
  examplesOf,
  endpoints,
  parseEndpoint,
  row,
  rule,
} from "../support/search-source.js";

describe("search contract covers part B of its source document", () => {
  it("has the nine endpoints B1 to B9 of the table, and beyond them only what the official clients send on the way, marked as such", () => {
    expect(endpoints.map((candidate) => candidate["#"])).toEqual(["B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9"]);
    const documented = new Set(endpoints.flatMap(parseEndpoint).map(({ method, path }) => `${method.toLowerCase()} ${path}`));
    const declared = operations.map((entry) => `${entry.method} ${entry.path}`);
    expect(declared).toEqual(expect.arrayContaining([...documented]));
    const beyond = operations.filter((entry) => !documented.has(`${entry.method} ${entry.path}`));
    // The root (the clients' product check and ping), the older route of B5 with the id in the
    // path, and the index and document operations that make what the flows read; each names
    // where it comes from.
    expect(beyond.map((entry) => entry.operation.operationId).sort()).toEqual(
      [
        "continueScrollById",
        "continueScrollByIdWithGet",
        "info",
        "ping",
        ...[
          "createIndex",
          "getIndex",
          "checkIndexExists",
          "deleteIndex",
          "getIndexMapping",
          "getIndexSettings",
          "refresh",
          "refreshIndex",
          "refreshWithGet",
          "refreshIndexWithGet",
        ],
        ...["indexDocument", "indexDocumentWithPost", "indexDocumentWithGeneratedId", "createDocument", "createDocumentWithPost"],
        ...[
          "getDocument",
          "updateDocument",
          "deleteDocument",
          "bulk",
          "bulkIndex",
          "count",
          "countWithGet",
          "countIndex",
          "countIndexWithGet",
        ],
      ].sort(),
    );
    for (const entry of beyond) expect(entry.operation["x-outside-source"], entry.operation.operationId).toMatch(/specification/);
  });

  it.each(
    endpoints.map(
      (candidate) => [candidate["#"] as string, `${candidate.methods.join(" or ")} ${candidate.paths.join(" or ")}`, candidate] as const,
    ),
  )("%s (%s) is an operation with its source row and query parameter", (number, _label, endpoint) => {
    for (const { method, path, query } of parseEndpoint(endpoint)) {
      const entry = entryAt(method, path);
      expect(entry, `${method} ${path}`).toBeDefined();
      expect(
        String(entry!.operation["x-source"])
          .split(/, /)
          .map((part) => part.replace(/^002 /, "")),
      ).toContain(number);
      if (query) {
        const declared = parametersOf(schemas, entry!).find((candidate) => candidate.name === query);
        expect(declared, `${method} ${path} ?${query}`).toMatchObject({ in: "query" });
        // A time in the path's query: the document's time units, as text.
        expect(endpoint.pathQuery[query]).toBe("<time>");
        expect(declared!.schema).toEqual({ $ref: "#/components/schemas/TimeUnitText" });
      }
    }
  });

  it("requires keep_alive to open a point in time (B2), and answers its id with _shards", () => {
    const open = operationById("openPointInTime");
    expect(parametersOf(schemas, open).find((candidate) => candidate.name === "keep_alive")?.required).toBe(true);
    expect(row("B2").response).toEqual(["id", "_shards"]);
    // Neither member is said to be required (and older versions of the service answer the id alone).
    expect(schema("PointInTime").required).toBeUndefined();
    expect(Object.keys(schema("PointInTime").properties)).toEqual(row("B2").response);
    expect(schema("PointInTime").properties._shards["x-outside-source"]).toMatch(/older versions|before/);
    expect(schema("PointInTime").properties.id.type).toBe(row("B2").idType);
  });

  it("takes every body field of B1 in the search body, and refuses pit on the index path", () => {
    const fields: string[] = row("B1").body;
    expect(fields).toEqual(["query", "from", "size", "sort", "search_after", "pit", "track_total_hits", "slice"]);
    const properties = schema("SearchRequest").properties;
    expect(Object.keys(properties)).toEqual(expect.arrayContaining(fields));
    // Beyond the document, every other member the service's own specification gives a search body
    // (8.19), each marked as such: the service accepts them and clients send them.
    const extras = Object.keys(properties).filter((name) => !fields.includes(name));
    expect(extras.sort()).toEqual(
      [
        "aggregations",
        "aggs",
        "_source",
        "fields",
        "docvalue_fields",
        "stored_fields",
        "script_fields",
        "runtime_mappings",
        "post_filter",
        "min_score",
        "highlight",
        "collapse",
        "rescore",
        "suggest",
        "knn",
        "rank",
        "retriever",
        "indices_boost",
        "ext",
        "explain",
        "profile",
        "version",
        "seq_no_primary_term",
        "track_scores",
        "terminate_after",
        "timeout",
        "stats",
      ].sort(),
    );
    for (const extra of extras) expect(properties[extra]["x-outside-source"], extra).toBeTruthy();
    expect(schema("SearchRequest").additionalProperties).toBe(false);
    expect(schema("IndexSearchRequest")).toMatchObject({
      allOf: [{ $ref: "#/components/schemas/SearchRequest" }],
      properties: { pit: false },
    });
    for (const id of ["search", "searchWithGet"]) {
      expect(resolve(operationById(id).operation.requestBody).content["application/json"].schema.$ref).toBe(
        "#/components/schemas/SearchRequest",
      );
    }
    for (const id of ["searchIndex", "searchIndexWithGet"]) {
      expect(resolve(operationById(id).operation.requestBody).content["application/json"].schema.$ref).toBe(
        "#/components/schemas/IndexSearchRequest",
      );
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
    // Listed without being said to be required; the id may travel in the query string or the path.
    expect(schema("ScrollRequest").required).toBeUndefined();
    const post = operationById("continueScroll");
    expect(parametersOf(schemas, post).map((candidate) => candidate.name)).toEqual(expect.arrayContaining(keys));
    expect(post.operation["x-outside-source"]).toMatch(/query/);
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
    expect(schema("ClosePointInTimeRequest")).toMatchObject({ properties: { id: { type: "string" } } });
    expect(row("B6").body).toEqual({ scroll_id: ["string", "array of strings"] });
    expect(schema("ClearScrollRequest").properties.scroll_id.oneOf).toEqual([
      { type: "string" },
      { type: "array", items: { type: "string" } },
    ]);
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
      expect(Object.keys(schema("SearchResponse").properties)).toEqual(expect.arrayContaining(responsePart));
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
      expect(schema("Hits").properties.total.oneOf.map((option: { $ref?: string; type?: string }) => option.$ref ?? option.type)).toEqual([
        "#/components/schemas/TotalHits",
        "integer",
      ]);
    });

    it("carries aggregations on a first scroll response only", () => {
      expect(rule("scrollRules", 5).aggregations).toBe("first response only");
      expect(examplesOf("searchIndex", "200").scrollOpen.aggregations).toBeDefined();
      expect(schema("ScrollResponse").properties.aggregations).toBe(false);
    });
  });

  it("requires no member that the document lists without saying it is required, unless the service refuses a request without it", () => {
    // Each schema with the document's rows that list its members. The service leaves members out
    // where a request asks it to (filter_path), and takes ids in the query or the path (B5, B8).
    const listed: [schema: string, rows: unknown][] = [
      ["Hit", source.table("hit")],
      ["SearchResponse", source.table("searchResponse")],
      ["Hits", source.row("searchResponse", "field", "hits").members],
      ["PointInTime", row("B2").response],
      ["ScrollRequest", row("B5").body],
      ["ClearScrollRequest", row("B6").body],
    ];
    for (const [name, rows] of listed) {
      expect(rows, name).toBeTruthy();
      expect(schema(name).required, name).toBeUndefined();
      expect(schema(name).description, name).toMatch(/not required|No member is required|Neither|is not required/);
    }
    // The service refuses a request without these, and its specification requires them: required,
    // with the service named as the evidence (test/fidelity.test.ts holds every request against it).
    for (const [name, rows, members] of [
      ["ClosePointInTimeRequest", row("B3").body, ["id"]],
      ["Slice", source.table("slicing"), ["id", "max"]],
    ] as const) {
      expect(rows, name).toBeTruthy();
      expect(schema(name).required, name).toEqual(members);
      expect(schema(name)["x-outside-source"], name).toMatch(/specification/);
    }
    // What the document does say is needed stays required: a point-in-time search sets pit.id
    // (rule 5 of search_after), and a point in time is opened with ?keep_alive (B2's request line).
    expect(schema("PointInTimeReference").required).toEqual(["id"]);
    expect(parametersOf(schemas, operationById("openPointInTime")).find((candidate) => candidate.name === "keep_alive")?.required).toBe(
      true,
    );
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
