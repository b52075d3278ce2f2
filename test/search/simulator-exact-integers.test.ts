/**
 * Integers past 2^53 in search documents, over HTTP: a document's source comes back with every
 * digit it was given (a read by id, its source alone, search hits, scroll and search_after pages,
 * bulk-loaded documents, the journal, and documents seeded through the control API), as the service
 * returns the source it was sent; queries, sorts, search_after values and aggregations over such
 * values answer, compared as numbers; and a value past a long's range in a `long` field, mapped or
 * dynamic, is refused as the engine refuses it (its JSON parser reads it as a big integer, which a
 * long cannot take).
 */
import { describe, expect, it } from "vitest";
import { useSimulator } from "../support/simulator.js";

const sim = useSimulator("search");
const big = "9007199254740993";
const bigger = "9223372036854775807";

/** A request with its body as text, and the answer's status and text (numbers as sent, not as JSON.parse reads them). */
async function send(method: string, path: string, body?: string, contentType = "application/json") {
  const answer = await fetch(`${sim.url}${path}`, { method, headers: { "content-type": contentType }, body });
  return { status: answer.status, text: await answer.text() };
}

/** Indexes the documents, refreshed, in an index whose `n` is a long and `id` and `k` keywords. */
async function indexDocuments(documents: string[]) {
  const properties = { n: { type: "long" }, id: { type: "keyword" }, k: { type: "keyword" } };
  await send("PUT", "/big", JSON.stringify({ mappings: { properties } }));
  for (const [at, document] of documents.entries()) expect((await send("PUT", `/big/_doc/${at}?refresh=true`, document)).status).toBe(201);
}

describe("a document's source", () => {
  const document = `{"n":${big},"list":[1,${bigger}],"nested":{"id":-9223372036854775806},"ratio":0.5}`;

  it("comes back with every digit from a read, its source alone, a search hit and the journal", async () => {
    const created = await send("PUT", "/big/_doc/1?refresh=true", document);
    expect(created.status, created.text).toBe(201);
    expect((await send("GET", "/big/_doc/1")).text).toContain(`"_source":${document}`);
    expect((await send("GET", "/big/_source/1")).text).toBe(document);
    expect((await send("POST", "/big/_search", "{}")).text).toContain(`"_source":${document}`);
    const journal = await (await fetch(`${sim.url}/__control/requests?operationId=indexDocument`)).text();
    expect(journal).toContain(`"body":${document}`);
  });

  it("comes back with every digit when bulk-loaded, updated and paged by scroll and search_after", async () => {
    // Far enough apart to sort apart as doubles, as sort keys compare.
    const lines = [0, 1, 2].map(
      (at) => `{"index":{"_id":"${at}"}}\n{"n":${BigInt(big) + BigInt(at)},"id":${BigInt(bigger) - 4096n * BigInt(at)}}`,
    );
    const loaded = await send("POST", "/big/_bulk?refresh=true", `${lines.join("\n")}\n`, "application/x-ndjson");
    expect(loaded.status, loaded.text).toBe(200);
    expect(loaded.text).toContain('"errors":false');
    const updated = await send("POST", "/big/_update/2?refresh=true", `{"doc":{"extra":${bigger}},"_source":true}`);
    expect(updated.text).toContain(`"extra":${bigger}`);
    const first = await send("POST", "/big/_search?scroll=1m", '{"size":2,"sort":[{"id":"asc"}]}');
    expect(first.text).toContain(`"_source":{"n":9007199254740995,"id":9223372036854767615,"extra":${bigger}}`);
    const scrollId = (JSON.parse(first.text) as { _scroll_id: string })._scroll_id;
    const next = await send("POST", "/_search/scroll", JSON.stringify({ scroll_id: scrollId, scroll: "1m" }));
    expect(next.text).toContain(`"_source":{"n":${big},"id":${bigger}}`);
    const after = await send("POST", "/big/_search", '{"size":1,"sort":[{"id":"asc"}],"search_after":[9223372036854771711]}');
    expect(after.text).toContain(`"_source":{"n":${big},"id":${bigger}}`);
  });
});

describe("a seeded document's source", () => {
  const document = `{"n":${big},"list":[1,${bigger}],"ratio":0.5}`;

  const mappings = `{"properties":{"n":{"type":"long"},"k":{"type":"keyword","ignore_above":${big}}}}`;
  const seed = `{"indices":{"seeded":{"mappings":${mappings},"documents":[{"_id":"1","_source":${document}}]}}}`;

  it("comes back with every digit from a seed, the createIndex and index commands, and a session's seed", async () => {
    expect((await send("POST", "/__control/seed", seed)).status).toBe(200);
    expect((await send("GET", "/seeded/_source/1")).text).toBe(document);
    const created = await send("POST", "/__control/createIndex", `{"index":"made","documents":[{"_id":"1","_source":${document}}]}`);
    expect(created.status, created.text).toBe(200);
    expect((await send("POST", "/__control/index", `{"index":"made","id":"2","document":${document},"refresh":true}`)).status).toBe(200);
    expect((await send("POST", "/made/_search", "{}")).text.split(`"_source":${document}`)).toHaveLength(3);
    const opened = await send("POST", "/__control/sessions", `{"seeds":{"search":${seed}}}`);
    const session = JSON.parse(opened.text) as { id: string; urls: { search: string } };
    try {
      expect(await (await fetch(`${session.urls.search}/seeded/_source/1`)).text()).toBe(document);
    } finally {
      await send("DELETE", `/__control/sessions/${session.id}`);
    }
  });

  it("has its mapping read with numbers, as a mapping sent to the API is", async () => {
    expect((await send("POST", "/__control/seed", `{"indices":{"seeded":{"mappings":${mappings}}}}`)).status).toBe(200);
    expect((await send("PUT", "/sent", `{"mappings":${mappings}}`)).status).toBe(200);
    const mapping = (index: string) => send("GET", `/${index}/_mapping`).then(({ text }) => text.replace(index, "<index>"));
    expect(await mapping("seeded")).toBe(await mapping("sent"));
  });
});

describe("queries, sorts and aggregations over integers past 2^53", () => {
  const documents = [`{"n":${big},"id":"a"}`, `{"n":${bigger},"id":"b"}`, `{"n":5,"id":"c"}`, `{"id":"d","k":${big}}`];
  const ids = (text: string) => (JSON.parse(text) as { hits: { hits: { _id: string }[] } }).hits.hits.map((hit) => hit._id);
  const search = async (body: string) => {
    const answer = await send("POST", "/big/_search", body);
    expect(answer.status, answer.text).toBe(200);
    return answer.text;
  };

  it("match, sort and page by their value as a number", async () => {
    await indexDocuments(documents);
    expect(ids(await search(`{"query":{"term":{"n":${big}}}}`))).toEqual(["0"]);
    expect(ids(await search(`{"query":{"terms":{"n":[${bigger},7]}}}`))).toEqual(["1"]);
    expect(ids(await search(`{"query":{"range":{"n":{"gt":${big},"lte":${bigger}}}},"sort":["n"]}`))).toEqual(["1"]);
    expect(ids(await search('{"sort":[{"n":"desc"}]}'))).toEqual(["1", "0", "2", "3"]);
    expect(ids(await search(`{"sort":[{"n":"desc"}],"search_after":[${bigger}]}`))).toEqual(["0", "2", "3"]);
    expect(ids(await search(`{"sort":[{"n":"asc"},"_doc"],"search_after":[${big},99999999999999999999]}`))).toEqual(["1", "3"]);
    const counted = await send("POST", "/big/_count", `{"query":{"range":{"n":{"gte":${big}}}}}`);
    expect(counted.text).toContain('"count":2');
  });

  it("aggregate by their value, and a keyword of one matches its digits", async () => {
    await indexDocuments(documents);
    const aggregated = JSON.parse(await search('{"size":0,"aggs":{"ns":{"terms":{"field":"n"}},"count":{"value_count":{"field":"n"}}}}'));
    expect(aggregated.aggregations.count).toEqual({ value: 3 });
    expect(aggregated.aggregations.ns.buckets.map((bucket: { doc_count: number }) => bucket.doc_count)).toEqual([1, 1, 1]);
    expect((await send("PUT", "/big/_doc/4?refresh=true", '{"k":9007199254740992}')).status).toBe(201);
    expect(ids(await search(`{"query":{"term":{"k":${big}}}}`))).toEqual(["3"]);
    expect(ids(await search('{"query":{"terms":{"k":[9007199254740992]}}}'))).toEqual(["4"]);
  });

  it("answer a search whose other members hold one with the service's refusals, not a failure", async () => {
    await indexDocuments(documents);
    for (const body of [
      `{"size":${bigger}}`,
      `{"from":${bigger}}`,
      `{"track_total_hits":${bigger}}`,
      `{"aggs":{"ns":{"terms":{"field":"n","size":${bigger}}}}}`,
      `{"query":{"range":{"id":{"gte":${bigger}}}},"sort":[{"n":{"missing":${bigger}}}]}`,
      `{"sort":["_doc"],"search_after":[${bigger}]}`,
    ]) {
      const answer = await send("POST", "/big/_search", body);
      expect(answer.status, `${body}: ${answer.text}`).toBeLessThan(500);
    }
  });
});

describe("a value past a long's range", () => {
  it.each([
    ["a mapped long field", true],
    ["a field dynamic mapping maps as a long", false],
  ])("in %s refuses the document, as the engine's parser refuses it, and maps nothing", async (_case, mapped) => {
    if (mapped) await send("PUT", "/big", '{"mappings":{"properties":{"n":{"type":"long"}}}}');
    else await send("PUT", "/big", "{}");
    for (const value of ["9223372036854775808", "-9223372036854775809", "12345678901234567891"]) {
      const refused = await send("PUT", "/big/_doc/1", `{"n":${value}}`);
      expect(refused.status, refused.text).toBe(400);
      const { error } = JSON.parse(refused.text) as {
        error: { type: string; reason: string; caused_by: { type: string; reason: string } };
      };
      expect(error).toMatchObject({ type: "document_parsing_exception", caused_by: { type: "x_content_parse_exception" } });
      expect(error.reason).toMatch(/failed to parse field \[n\] of type \[long\]/);
      expect(error.caused_by.reason).toMatch(/out of range of long/);
      expect(refused.text.replace("(-9223372036854775808 - 9223372036854775807)", "")).not.toContain(value);
    }
    expect((await send("GET", "/big/_mapping")).text).toBe(
      mapped ? '{"big":{"mappings":{"properties":{"n":{"type":"long"}}}}}' : '{"big":{"mappings":{}}}',
    );
    expect((await send("PUT", "/big/_doc/1", `{"n":${bigger}}`)).status).toBe(201);
    expect((await send("PUT", "/big/_doc/2", '{"n":-9223372036854775808}')).status).toBe(201);
  });

  it("is kept in a double field, whose values are doubles", async () => {
    await send("PUT", "/big", '{"mappings":{"properties":{"d":{"type":"double"}}}}');
    expect((await send("PUT", "/big/_doc/1?refresh=true", '{"d":12345678901234567891}')).status).toBe(201);
    expect((await send("GET", "/big/_source/1")).text).toBe('{"d":12345678901234567891}');
    expect((await send("POST", "/big/_search", '{"query":{"range":{"d":{"gt":1e19}}}}')).text).toContain('"_id":"1"');
  });
});
