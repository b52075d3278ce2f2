/**
 * The search API's index, document, bulk, refresh and count operations against the simulator in
 * process (strict: every answer checked against the contract): what each makes and answers, the
 * engine's refusals, and when a write becomes visible to searches (a refresh, `refresh=true` or
 * `wait_for`, the refresh interval on the clock, a search-idle index).
 */
import { describe, expect, it } from "vitest";
import { useSearchInProcess } from "../support/search-in-process.js";

const { call, control, ndjson, hitIds } = useSearchInProcess();
const reasonOf = (body: any): string => body.error.reason;
const total = async (index: string) => (await call("GET", `/${index}/_count`)).body.count as number;

describe("indices", () => {
  it("takes every setting the engine knows, keeps the ones it does not evaluate, and answers them as the service writes them", async () => {
    const analysis = {
      analyzer: { folded: { type: "custom", tokenizer: "standard", filter: ["lowercase", "asciifolding"] } },
    };
    const created = await call("PUT", "/notes", {
      settings: {
        index: { codec: "best_compression", analysis, "mapping.total_fields.limit": 2000 },
        "index.write.wait_for_active_shards": 1,
        "requests.cache.enable": true,
        "index.refresh_interval": null,
      },
      mappings: { properties: { body: { type: "text", analyzer: "folded" } } },
    });
    expect(created.status).toBe(200);
    const { index } = (await call("GET", "/notes/_settings")).body.notes.settings;
    expect(index).toMatchObject({
      codec: "best_compression",
      analysis: { analyzer: { folded: { type: "custom", tokenizer: "standard", filter: ["lowercase", "asciifolding"] } } },
      mapping: { total_fields: { limit: "2000" } },
      write: { wait_for_active_shards: "1" },
      requests: { cache: { enable: "true" } },
    });
    expect(index).not.toHaveProperty("refresh_interval");
  });

  it("creates an index with settings, mappings and aliases, and answers them back", async () => {
    const created = await call("PUT", "/orders", {
      settings: { index: { number_of_shards: 3 }, refresh_interval: "5s", "index.max_result_window": 500 },
      mappings: { properties: { status: { type: "keyword" }, placed: { type: "date", format: "yyyy-MM-dd HH:mm:ss" } } },
      aliases: { current: {} },
    });
    expect(created).toEqual({ status: 200, body: { acknowledged: true, shards_acknowledged: true, index: "orders" } });
    const { body } = await call("GET", "/orders");
    expect(body.orders.aliases).toEqual({ current: {} });
    expect(body.orders.mappings.properties.placed).toEqual({ type: "date", format: "yyyy-MM-dd HH:mm:ss" });
    expect(body.orders.settings.index).toMatchObject({ number_of_shards: "3", refresh_interval: "5s", max_result_window: "500" });
    expect((await call("GET", "/current/_mapping")).body).toEqual({ orders: { mappings: body.orders.mappings } });
    expect(Object.keys((await call("GET", "/or*rs/_settings")).body)).toEqual(["orders"]);
    expect((await call("HEAD", "/orders")).status).toBe(200);
    expect((await call("HEAD", "/current")).status).toBe(200);
    expect((await call("HEAD", "/missing")).status).toBe(404);
  });

  it("refuses what the service refuses, in its words, and creates nothing", async () => {
    await call("PUT", "/orders", {});
    const again = await call("PUT", "/orders", {});
    expect([again.status, again.body.error.type]).toEqual([400, "resource_already_exists_exception"]);
    expect(reasonOf(again.body)).toMatch(/^index \[orders\/[\w-]{22}\] already exists$/);
    const cases: [string, unknown, string, RegExp][] = [
      ["/Orders", {}, "invalid_index_name_exception", /must be lowercase/],
      ["/_orders", {}, "invalid_index_name_exception", /must not start with '_', '-', or '\+'/],
      ["/a%2Cb", {}, "invalid_index_name_exception", /must not contain the following characters/],
      ["/x", { settings: { number_of_shards: 0 } }, "illegal_argument_exception", /must be >= 1/],
      ["/x", { settings: { "index.codecs": "best_compression" } }, "illegal_argument_exception", /^unknown setting \[index\.codecs\]/],
      [
        "/x",
        { mappings: { properties: { a: { type: "strin" } } } },
        "mapper_parsing_exception",
        /No handler for type \[strin\] declared on field \[a\]/,
      ],
      ["/x", { mappings: { properties: { a: { type: "date", format: "yyyy-qq" } } } }, "mapper_parsing_exception", /Invalid format/],
    ];
    for (const [path, body, type, reason] of cases) {
      const refused = await call("PUT", path, body);
      expect([refused.status, refused.body.error.type], path).toEqual([400, type]);
      expect(reasonOf(refused.body)).toMatch(reason);
    }
    expect((await call("HEAD", "/x")).status).toBe(404);
  });

  it("deletes indices named in full, not by a pattern or an alias", async () => {
    await call("PUT", "/a", { aliases: { both: {} } });
    await call("PUT", "/b", {});
    expect((await call("DELETE", "/a*")).body.error.reason).toBe("Wildcard expressions or all indices are not allowed");
    expect((await call("DELETE", "/both")).body.error.reason).toMatch(/matches an alias, specify the corresponding concrete indices/);
    expect(await call("DELETE", "/a,b")).toEqual({ status: 200, body: { acknowledged: true } });
    const gone = await call("GET", "/a/_mapping");
    expect([gone.status, gone.body.error.type, reasonOf(gone.body)]).toEqual([404, "index_not_found_exception", "no such index [a]"]);
  });
});

describe("documents", () => {
  it("indexes, creates, reads, updates and deletes documents with their versions, as the service answers", async () => {
    const first = await call("PUT", "/orders/_doc/1", { status: "paid", total: 10 });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ _index: "orders", _id: "1", _version: 1, result: "created", _seq_no: 0, _primary_term: 1 });
    expect((await call("POST", "/orders/_doc/1", { status: "paid", total: 12 })).body).toMatchObject({ _version: 2, result: "updated" });
    const conflict = await call("PUT", "/orders/_create/1", { status: "new" });
    expect([conflict.status, conflict.body.error.type, reasonOf(conflict.body)]).toEqual([
      409,
      "version_conflict_engine_exception",
      "[1]: version conflict, document already exists (current version [2])",
    ]);
    expect((await call("POST", "/orders/_create/2", { status: "new" })).status).toBe(201);
    // A create as the 7.x clients send it: the index route with op_type=create, refused where the id is held.
    const asIndex = await call("PUT", "/orders/_doc/1?op_type=create", { status: "new" });
    expect([asIndex.status, reasonOf(asIndex.body)]).toEqual([409, "[1]: version conflict, document already exists (current version [2])"]);
    expect((await call("POST", "/returns/_doc/1?op_type=create", { status: "new" })).status).toBe(201);
    const generated = await call("POST", "/orders/_doc", { status: "new" });
    expect([generated.status, generated.body.result]).toEqual([201, "created"]);
    // A read sees the last write, refreshed or not; a search does not.
    expect((await call("GET", "/orders/_doc/1")).body).toMatchObject({ found: true, _version: 2, _source: { status: "paid", total: 12 } });
    expect(await total("orders")).toBe(0);
    expect((await call("POST", "/orders/_update/1", { doc: { status: "shipped" } })).body).toMatchObject({
      _version: 3,
      result: "updated",
    });
    expect((await call("POST", "/orders/_update/1", { doc: { status: "shipped" } })).body).toMatchObject({ _version: 3, result: "noop" });
    expect((await call("GET", "/orders/_doc/1")).body._source).toEqual({ status: "shipped", total: 12 });
    const missing = await call("POST", "/orders/_update/9", { doc: { status: "x" } });
    expect([missing.status, missing.body.error.type, reasonOf(missing.body)]).toEqual([
      404,
      "document_missing_exception",
      "[9]: document missing",
    ]);
    expect((await call("POST", "/orders/_update/9", { doc: { status: "x" }, doc_as_upsert: true })).status).toBe(201);
    const withSource = await call("POST", "/orders/_update/1?_source_excludes=total", { doc: { status: "packed" }, _source: true });
    expect(withSource.body.get).toEqual({ _seq_no: withSource.body._seq_no, _primary_term: 1, found: true, _source: { status: "packed" } });
    expect((await call("POST", "/orders/_update/1", { doc: { status: "sent" } })).body).not.toHaveProperty("get");
    const scripted = await call("POST", "/orders/_update/1", { script: { source: "ctx._source.total += 1" } });
    expect([scripted.status, reasonOf(scripted.body)]).toEqual([
      400,
      "the simulator does not run update scripts: send the change as [doc]",
    ]);
    expect((await call("DELETE", "/orders/_doc/9")).body).toMatchObject({ result: "deleted", _version: 2 });
    const again = await call("DELETE", "/orders/_doc/9");
    expect([again.status, again.body.result]).toEqual([404, "not_found"]);
    expect(await call("GET", "/orders/_doc/9")).toEqual({ status: 404, body: { _index: "orders", _id: "9", found: false } });
    expect((await call("POST", "/orders/_refresh")).body._shards).toEqual({ total: 4, successful: 2, failed: 0 });
    expect(await total("orders")).toBe(3);
  });

  it("refuses a value that does not fit its mapped type, and a new field under a strict mapping", async () => {
    await call("PUT", "/typed", {
      mappings: { dynamic: "strict", properties: { n: { type: "byte" }, on: { type: "boolean" }, at: { type: "date" } } },
    });
    const refused = [
      [{ n: "many" }, "document_parsing_exception", "failed to parse field [n] of type [byte] in document with id '1'"],
      [{ n: 300 }, "document_parsing_exception", "failed to parse field [n] of type [byte] in document with id '1'"],
      [{ on: "yes" }, "document_parsing_exception", "failed to parse field [on] of type [boolean] in document with id '1'"],
      [{ at: "yesterday" }, "document_parsing_exception", "failed to parse field [at] of type [date] in document with id '1'"],
      [
        { other: 1 },
        "strict_dynamic_mapping_exception",
        "mapping set to strict, dynamic introduction of [other] within [_doc] is not allowed",
      ],
    ] as const;
    for (const [document, type, reason] of refused) {
      const answer = await call("PUT", "/typed/_doc/1", document);
      expect([answer.status, answer.body.error.type, reasonOf(answer.body)]).toEqual([400, type, reason]);
    }
    // Coerced as the service coerces them: a number in a string, a boolean in a string.
    expect((await call("PUT", "/typed/_doc/1?refresh=true", { n: "12", on: "true", at: 1_704_067_200_000 })).status).toBe(201);
    expect((await call("GET", "/typed/_doc/1")).body._version).toBe(1);
  });
});

describe("bulk", () => {
  it("writes every line and reports each result in order, the failed ones with their error", async () => {
    await call("PUT", "/orders/_doc/1", { status: "paid" });
    const answer = await call(
      "POST",
      "/orders/_bulk?refresh=true",
      ndjson(
        { index: { _id: "2" } },
        { status: "paid" },
        { create: { _id: "1" } },
        { status: "new" },
        { update: { _id: "1" } },
        { doc: { status: "shipped" } },
        { update: { _id: "8" } },
        { doc: { status: "shipped" } },
        { delete: { _id: "7" } },
        { index: { _index: "other", _id: "x" } },
        { n: 1 },
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBe(true);
    const items = answer.body.items.map((item: Record<string, { status: number; result?: string; error?: { type: string } }>) => {
      const [action, result] = Object.entries(item)[0]!;
      return [action, result.status, result.result ?? result.error!.type];
    });
    expect(items).toEqual([
      ["index", 201, "created"],
      ["create", 409, "version_conflict_engine_exception"],
      ["update", 200, "updated"],
      ["update", 404, "document_missing_exception"],
      ["delete", 404, "not_found"],
      ["index", 201, "created"],
    ]);
    expect(answer.body.items[0].index.forced_refresh).toBe(true);
    expect(await total("orders")).toBe(2);
    expect(await total("other")).toBe(1);
  });

  it("refuses a malformed request whole, writing nothing, in the service's words", async () => {
    const cases: [string, number, string, string][] = [
      ['{"index":{}}\n{"a":1}', 400, "illegal_argument_exception", "The bulk request must be terminated by a newline [\\n]"],
      [
        ndjson({ index: {} }, { a: 1 }, { insert: {} }, {}),
        400,
        "illegal_argument_exception",
        "Malformed action/metadata line [3], expected field [create], [delete], [index] or [update] but found [insert]",
      ],
      [
        ndjson({ index: {} }, { a: 1 }, [1]),
        400,
        "illegal_argument_exception",
        "Malformed action/metadata line [3], expected START_OBJECT but found [START_ARRAY]",
      ],
      [
        ndjson({ index: { _id: "1", colour: "red" } }, { a: 1 }),
        400,
        "illegal_argument_exception",
        "Action/metadata line [1] contains an unknown parameter [colour]",
      ],
      [ndjson({ delete: {} }), 400, "action_request_validation_exception", "Validation Failed: 1: id is missing;"],
      [
        ndjson({ update: { _id: "1" } }, { upsert: {} }),
        400,
        "action_request_validation_exception",
        "Validation Failed: 1: script or doc is missing;",
      ],
    ];
    for (const [text, status, type, reason] of cases) {
      const answer = await call("POST", "/orders/_bulk", text);
      expect([answer.status, answer.body.error.type, reasonOf(answer.body)], JSON.stringify(text)).toEqual([status, type, reason]);
    }
    expect((await call("POST", "/_bulk", ndjson({ index: {} }, { a: 1 }))).body.error.reason).toBe(
      "Validation Failed: 1: index is missing;",
    );
    // No body at all: refused as the contract requires one (the service: "request body is required").
    expect((await call("POST", "/orders/_bulk", "\n")).body.error.reason).toMatch(/body is required/);
    expect((await call("HEAD", "/orders")).status).toBe(404);
    // A document line that is not an object fails its own item only.
    const answer = await call(
      "POST",
      "/orders/_bulk",
      `${JSON.stringify({ index: { _id: "1" } })}\n{"a":\n${JSON.stringify({ index: { _id: "2" } })}\n{"a":2}\n`,
    );
    expect(answer.body.items.map((item: any) => item.index.status)).toEqual([400, 201]);
    expect(answer.body.items[0].index.error.type).toBe("document_parsing_exception");
  });

  it("takes the service's own NDJSON media type, as the official clients send it", async () => {
    const answer = await call(
      "POST",
      "/_bulk?refresh=wait_for",
      ndjson({ index: { _index: "a", _id: "1" } }, { n: 1 }),
      "application/vnd.vendor+x-ndjson; compatible-with=8",
    );
    expect(answer.status).toBe(200);
    expect(await total("a")).toBe(1);
  });
});

describe("visibility and counting", () => {
  it("makes a write visible after the index's refresh interval on the clock, or at the next search of a search-idle index", async () => {
    await call("PUT", "/every-second", {});
    await call("PUT", "/never", { settings: { refresh_interval: -1 } });
    for (const index of ["every-second", "never"]) await call("PUT", `/${index}/_doc/1`, { n: 1 });
    expect([await total("every-second"), await total("never")]).toEqual([0, 0]);
    await control.advanceClock(999);
    expect(await total("every-second")).toBe(0);
    await control.advanceClock(1);
    expect([await total("every-second"), await total("never")]).toEqual([1, 0]);
    // Thirty seconds without a search: the next search refreshes the index first (not one whose interval was set).
    await call("PUT", "/every-second/_doc/2", { n: 2 });
    await control.advanceClock(30_000);
    await call("PUT", "/every-second/_doc/3", { n: 3 });
    await call("PUT", "/never/_doc/2", { n: 2 });
    expect([await total("every-second"), await total("never")]).toEqual([3, 0]);
    await call("POST", "/_refresh");
    expect(await total("never")).toBe(2);
  });

  it("counts what a query matches, on an index, a pattern or every index", async () => {
    await call(
      "POST",
      "/_bulk?refresh=true",
      ndjson(
        { index: { _index: "a" } },
        { s: "paid" },
        { index: { _index: "a" } },
        { s: "new" },
        { index: { _index: "b" } },
        { s: "paid" },
      ),
    );
    expect((await call("POST", "/a/_count", { query: { term: { s: "paid" } } })).body).toEqual({
      count: 1,
      _shards: { total: 2, successful: 2, skipped: 0, failed: 0 },
    });
    expect((await call("POST", "/_count", { query: { term: { "s.keyword": "paid" } } })).body.count).toBe(2);
    expect((await call("GET", "/a,b*/_count")).body.count).toBe(3);
    expect(hitIds(await call("POST", "/b/_search", {}))).toHaveLength(1);
    expect((await call("GET", "/c/_count")).status).toBe(404);
  });
});
