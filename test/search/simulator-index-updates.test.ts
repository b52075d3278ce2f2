/**
 * The search API's updates of an index and reads of a document's source against the simulator in
 * process (strict: every answer checked against the contract): a mapping merged as the engine
 * merges it, dynamic settings updated and static ones refused, `_source` and the HEAD checks of a
 * document, each refusal in the engine's words and changing nothing.
 */
import { describe, expect, it } from "vitest";
import { useSearchInProcess } from "../support/search-in-process.js";

const { call, control, hitIds } = useSearchInProcess();
const reasonOf = (body: any): string => body.error.reason;
const mappingOf = async (index: string) => (await call("GET", `/${index}/_mapping`)).body[index].mappings;
const settingsOf = async (index: string) => (await call("GET", `/${index}/_settings`)).body[index].settings.index;

describe("mapping updates", () => {
  it("adds fields by PUT and POST, keeping the ones the index has; a new field is searchable in later writes", async () => {
    await call("PUT", "/orders", { mappings: { dynamic: false, properties: { status: { type: "keyword" } } } });
    await call("PUT", "/orders/_doc/1?refresh=true", { status: "paid", region: "north" });
    const added = await call("PUT", "/orders/_mapping", { properties: { region: { type: "keyword" } } });
    expect(added).toEqual({ status: 200, body: { acknowledged: true } });
    expect((await call("POST", "/orders/_mapping", { properties: { customer: { properties: { id: { type: "keyword" } } } } })).status).toBe(
      200,
    );
    expect(await mappingOf("orders")).toEqual({
      dynamic: "false",
      properties: {
        status: { type: "keyword" },
        region: { type: "keyword" },
        customer: { properties: { id: { type: "keyword" } } },
      },
    });
    await call("PUT", "/orders/_doc/2?refresh=true", { status: "paid", region: "south", customer: { id: "C-7" } });
    expect(hitIds(await call("POST", "/orders/_search", { query: { term: { region: "south" } } }))).toEqual(["2"]);
    expect(hitIds(await call("POST", "/orders/_search", { query: { term: { "customer.id": "C-7" } } }))).toEqual(["2"]);
  });

  it("merges an object's properties and a field's subfields, and takes a new `dynamic`", async () => {
    await call("PUT", "/notes/_doc/1?refresh=true", { title: "Quarterly report", author: { name: "Ada" } });
    await call("PUT", "/notes/_mapping", {
      dynamic: "strict",
      properties: { title: { type: "text", fields: { raw: { type: "keyword" } } }, author: { properties: { team: { type: "keyword" } } } },
    });
    const mapping = await mappingOf("notes");
    expect(mapping.dynamic).toBe("strict");
    expect(mapping.properties.title.fields).toEqual({ keyword: { type: "keyword", ignore_above: 256 }, raw: { type: "keyword" } });
    expect(Object.keys(mapping.properties.author.properties).sort()).toEqual(["name", "team"]);
    const refused = await call("PUT", "/notes/_doc/2", { title: "Minutes", pages: 3 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.type).toBe("strict_dynamic_mapping_exception");
  });

  it("refuses a changed type or a parameter the engine cannot update, in its words, and changes nothing", async () => {
    await call("PUT", "/orders", {
      mappings: {
        properties: { status: { type: "keyword" }, placed: { type: "date", format: "yyyy-MM-dd" }, customer: { properties: {} } },
      },
    });
    const before = await mappingOf("orders");
    const cases: [unknown, string][] = [
      [{ properties: { status: { type: "long" } } }, "mapper [status] cannot be changed from type [keyword] to [long]"],
      [{ properties: { customer: { type: "keyword" } } }, "can't merge a non object mapping [customer] with an object mapping"],
      [
        { properties: { placed: { type: "date", format: "epoch_millis" } } },
        "Mapper for [placed] conflicts with existing mapper:\n\tCannot update parameter [format] from [yyyy-MM-dd] to [epoch_millis]",
      ],
    ];
    for (const [update, reason] of cases) {
      // A new field beside the conflict is not added either.
      const answer = await call("PUT", "/orders/_mapping", { properties: { ...(update as any).properties, extra: { type: "long" } } });
      expect(answer.status).toBe(400);
      expect(answer.body.error.type).toBe("illegal_argument_exception");
      expect(reasonOf(answer.body)).toBe(reason);
    }
    const unreadable = await call("PUT", "/orders/_mapping", { properties: { status: { type: "strin" } } });
    expect([unreadable.status, unreadable.body.error.type]).toEqual([400, "mapper_parsing_exception"]);
    expect(await mappingOf("orders")).toEqual(before);
    expect((await call("PUT", "/missing/_mapping", { properties: {} })).body.error.type).toBe("index_not_found_exception");
  });
});

describe("settings updates", () => {
  it("updates the dynamic settings, and `null` returns one to its default", async () => {
    await call("PUT", "/logs", { settings: { number_of_shards: 1 } });
    const updated = await call("PUT", "/logs/_settings", {
      index: { refresh_interval: "-1", number_of_replicas: 0, max_result_window: 5 },
      "index.max_terms_count": 2,
      "mapping.total_fields.limit": 2000,
    });
    expect(updated).toEqual({ status: 200, body: { acknowledged: true } });
    expect(await settingsOf("logs")).toMatchObject({
      refresh_interval: "-1",
      number_of_replicas: "0",
      max_result_window: "5",
      max_terms_count: "2",
      mapping: { total_fields: { limit: "2000" } },
    });
    const tooFar = await call("POST", "/logs/_search", { from: 3, size: 3 });
    expect(tooFar.body.error.root_cause[0].reason).toMatch(/Result window is too large, from \+ size must be less than or equal to: \[5\]/);
    const terms = await call("POST", "/logs/_search", { query: { terms: { level: ["a", "b", "c"] } } });
    expect(terms.status).toBe(400);

    await call("PUT", "/logs/_doc/1", { level: "info" });
    await control.advanceClock(60_000);
    expect((await call("GET", "/logs/_count")).body.count).toBe(0); // no periodic refresh
    await call("PUT", "/logs/_settings", { index: { refresh_interval: null, max_result_window: null } });
    expect(await settingsOf("logs")).not.toHaveProperty("refresh_interval");
    await call("PUT", "/logs/_doc/2", { level: "warn" });
    await control.advanceClock(1_000);
    expect((await call("GET", "/logs/_count")).body.count).toBe(2);
    expect((await call("POST", "/logs/_search", { from: 3, size: 3 })).status).toBe(200);
  });

  it("refuses a static setting for the open index, and a setting the engine does not know, changing nothing", async () => {
    await call("PUT", "/logs", { settings: { number_of_shards: 2 } });
    const { uuid } = await settingsOf("logs");
    const fixed = await call("PUT", "/logs/_settings", { index: { number_of_shards: 4, number_of_replicas: 0 } });
    expect(fixed.status).toBe(400);
    expect(reasonOf(fixed.body)).toBe(`Can't update non dynamic settings [[index.number_of_shards]] for open indices [[logs/${uuid}]]`);
    const unknown = await call("PUT", "/logs/_settings", { "index.refresh_intervl": "5s" });
    expect(reasonOf(unknown.body)).toMatch(/^unknown setting \[index\.refresh_intervl\]/);
    expect(await settingsOf("logs")).toMatchObject({ number_of_shards: "2", number_of_replicas: "1" });
    expect((await call("PUT", "/missing/_settings", { number_of_replicas: 0 })).status).toBe(404);
  });
});

describe("a document's source", () => {
  it("answers the source alone, realtime, and 404 in the engine's words", async () => {
    await call("PUT", "/orders/_doc/ORD-1", { status: "paid", total: 12.5 });
    expect(await call("GET", "/orders/_source/ORD-1")).toEqual({ status: 200, body: { status: "paid", total: 12.5 } });
    const missing = await call("GET", "/orders/_source/ORD-2");
    expect(missing.status).toBe(404);
    expect(missing.body.error.type).toBe("resource_not_found_exception");
    expect(reasonOf(missing.body)).toBe("Document not found [orders]/[ORD-2]");
    expect((await call("GET", "/nowhere/_source/ORD-1")).body.error.type).toBe("index_not_found_exception");
  });

  it("answers HEAD on a document and on its source with 200 or 404, without a body", async () => {
    await call("PUT", "/orders/_doc/ORD-1", { status: "paid" });
    for (const path of ["_doc", "_source"]) {
      expect(await call("HEAD", `/orders/${path}/ORD-1`)).toEqual({ status: 200, body: undefined });
      expect(await call("HEAD", `/orders/${path}/ORD-2`)).toEqual({ status: 404, body: undefined });
      expect(await call("HEAD", `/nowhere/${path}/ORD-1`)).toEqual({ status: 404, body: undefined });
    }
    await call("DELETE", "/orders/_doc/ORD-1");
    expect((await call("HEAD", "/orders/_doc/ORD-1")).status).toBe(404);
  });
});
