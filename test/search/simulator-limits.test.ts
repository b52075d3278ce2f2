/**
 * The search simulator's bounds under hostile input: the maximum keep-alive, the open points in
 * time, many contexts opened and expiring at once (close, search and expiry stay exact and
 * nothing recurses over them), and queries nested beyond the service's depth limit.
 */
import { describe, expect, it } from "vitest";
import { Clock } from "../../src/simulator/clock.js";
import { createContexts } from "../../src/simulator/services/search/contexts.js";
import { SearchIndex } from "../../src/simulator/services/search/store.js";
import { wildcardMatches } from "../../src/simulator/services/search/model.js";
import { useSearchSimulator } from "../support/search.js";

const index = "logs";
const sim = useSearchSimulator({ index, count: 50, seed: 3 });
const { call } = sim;

const openPit = async (keepAlive = "1m") => (await call("POST", `/${index}/_pit?keep_alive=${keepAlive}`)).body.id as string;
const inspect = async () => (await sim.control.command("inspect", {})) as { openPointsInTime: number; openScrolls: number };

describe("keep-alive", () => {
  const tooLarge = (asked: string, limit = "1d") =>
    `Keep alive for request (${asked}) is too large. It must be less than (${limit}). This limit can be set by changing the [search.max_keep_alive] cluster level setting.`;

  function expectRefused(answer: { status: number; body: any }, reason: string) {
    expect(answer.status).toBe(400);
    expect(answer.body.error.type).toBe("search_phase_execution_exception");
    expect(answer.body.error.caused_by).toEqual({ type: "illegal_argument_exception", reason });
  }

  it("accepts up to search.max_keep_alive (24h) and refuses more with the service's error, on every request that sets one", async () => {
    const pit = await openPit("24h");
    expect(pit).toEqual(expect.any(String));
    expectRefused(await call("POST", `/${index}/_pit?keep_alive=2d`), tooLarge("2d"));
    expectRefused(await call("POST", "/_search", { pit: { id: pit, keep_alive: "36h" } }), tooLarge("1.5d"));
    expectRefused(await call("POST", `/${index}/_search?scroll=1441m`), tooLarge("1d"));
    expect((await inspect()).openScrolls).toBe(0);
  });

  it("refuses a scroll continuation's long keep-alive before reading a batch, so the next one reads it", async () => {
    const first = await call("POST", `/${index}/_search?scroll=1m`, { size: 10, sort: ["seq"] });
    const refused = await call("POST", "/_search/scroll", { scroll_id: first.body._scroll_id, scroll: "25h" });
    expectRefused(refused, tooLarge("1d"));
    const next = await call("POST", "/_search/scroll", { scroll_id: first.body._scroll_id, scroll: "1m" });
    expect(next.body.hits.hits.map((hit: { _source: { seq: number } }) => hit._source.seq)).toEqual(
      first.body.hits.hits.map((hit: { _source: { seq: number } }) => hit._source.seq + 10),
    );
  });

  it("takes another limit from the settings command", async () => {
    expect(await sim.control.command("settings", { "search.max_keep_alive": "1h" })).toMatchObject({ "search.max_keep_alive": "1h" });
    await openPit("60m");
    expectRefused(await call("POST", `/${index}/_pit?keep_alive=61m`), tooLarge("1h", "1h"));
  });
});

describe("open points in time", () => {
  it("refuses a point in time over maxOpenPointsInTime (10,000 by default, settable) until one is closed", async () => {
    expect(await sim.control.command("settings", {})).toMatchObject({ maxOpenPointsInTime: 10_000 });
    await sim.control.command("settings", { maxOpenPointsInTime: 3 });
    const ids = [await openPit(), await openPit(), await openPit()];
    const refused = await call("POST", `/${index}/_pit?keep_alive=1m`);
    expect(refused.status).toBe(429);
    expect(refused.body.error.caused_by.type).toBe("too_many_point_in_time_contexts_exception");
    expect(refused.body.error.caused_by.reason).toMatch(/\[3\] are open.*\[maxOpenPointsInTime\]/);
    expect((await call("DELETE", "/_pit", { id: ids[1] })).body).toEqual({ succeeded: true, num_freed: 1 });
    expect((await call("POST", `/${index}/_pit?keep_alive=1m`)).status).toBe(200);
  });

  it("keeps close, search and expiry exact among thousands of open points in time", async () => {
    const count = 2_000;
    const ids: string[] = [];
    // Every other one lives twice as long.
    for (let batch = 0; batch < count; batch += 100) {
      ids.push(...(await Promise.all(Array.from({ length: 100 }, (_, i) => openPit((batch + i) % 2 === 0 ? "1m" : "2m")))));
    }
    expect((await inspect()).openPointsInTime).toBe(count);
    expect((await call("DELETE", "/_pit", { id: ids[1_001] })).body).toEqual({ succeeded: true, num_freed: 1 });
    expect((await call("POST", "/_search", { pit: { id: ids[1_001] } })).status).toBe(404);
    const extended = await call("POST", "/_search", { pit: { id: ids[0], keep_alive: "2m" }, size: 1 });
    expect(extended.status).toBe(200);
    await sim.control.advanceClock(60_000);
    expect((await inspect()).openPointsInTime).toBe(count / 2); // the short ones expired, the extended one did not
    expect((await call("POST", "/_search", { pit: { id: ids[2] } })).status).toBe(404);
    expect((await call("POST", "/_search", { pit: { id: extended.body.pit_id }, size: 1 })).status).toBe(200);
    expect((await call("POST", "/_search", { pit: { id: ids[3] }, size: 1 })).status).toBe(200);
    await sim.control.advanceClock(60_000);
    expect((await inspect()).openPointsInTime).toBe(0);
    const missing = await call("POST", "/_search", { pit: { id: ids[3] } });
    expect(missing.status).toBe(404);
    expect(missing.body.error.caused_by.type).toBe("search_context_missing_exception");
    expect((await call("POST", `/${index}/_search`, { size: 1 })).status).toBe(200);
  });
});

describe("nested queries", () => {
  const nested = (bools: number, occurrence = "must") =>
    `{"bool":{"${occurrence}":`.repeat(bools) + `{"term":{"status":"ok"}}` + "}}".repeat(bools);
  const reason = "The nested depth of the query exceeds the maximum nested depth for queries set in [indices.query.bool.max_nested_depth]";

  it("runs a query nested to the limit (30 queries deep, indices.query.bool.max_nested_depth)", async () => {
    const answer = await call("POST", `/${index}/_search`, `{"query":${nested(29)}}`);
    expect(answer.status).toBe(200);
    const shallow = await call("POST", `/${index}/_search`, { query: { term: { status: "ok" } }, track_total_hits: true });
    expect(answer.body.hits.total).toEqual(shallow.body.hits.total);
  });

  it.each([31, 100, 300])("refuses a query %i deep with the service's 400 before evaluating it", async (depth) => {
    for (const occurrence of ["must", "should", "filter", "must_not"]) {
      const answer = await call("POST", `/${index}/_search`, `{"query":${nested(depth - 1, occurrence)}}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: { root_cause: [{ type: "illegal_argument_exception", reason }], type: "illegal_argument_exception", reason },
        status: 400,
      });
    }
  });

  it("refuses a query whose body nests past the parser's 1000 levels as the parser does, before reading it as a query", async () => {
    const answer = await call("POST", `/${index}/_search`, `{"query":${nested(10_000)}}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      type: "x_content_parse_exception",
      reason: expect.stringContaining("nested deeper than 1000 levels"),
    });
  });

  it("refuses a value nested deep inside a query or an aggregation, which the service's parser would refuse too", async () => {
    const deep = `{"a":`.repeat(500) + "1" + "}".repeat(500);
    for (const body of [
      `{"query":{"term":{"status":{"value":${deep}}}}}`,
      `{"query":{"match_all":${deep}}}`,
      `{"aggregations":{"by":${deep}}}`,
    ]) {
      const answer = await call("POST", `/${index}/_search`, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        type: "parsing_exception",
        reason: "the request body nests values more than 100 levels deep",
      });
    }
  });

  it("counts depth through clause arrays, and refuses it on a point in time's search too", async () => {
    const inArrays = `{"bool":{"filter":[{"match_all":{}},`.repeat(30) + `{"match_all":{}}` + "]}}".repeat(30);
    expect((await call("POST", `/${index}/_search`, `{"query":${inArrays}}`)).status).toBe(400);
    const pit = await openPit();
    const answer = await call("POST", "/_search", `{"pit":{"id":"${pit}"},"query":${nested(100)}}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error.type).toBe("illegal_argument_exception");
  });
});

describe("index patterns", () => {
  it.each([
    ["orders-*", "orders-2024", true],
    ["*-2024", "orders-2024", true],
    ["o*s-2*4", "orders-2024", true],
    ["orders-*", "order-2024", false],
    ["*", "anything", true],
    ["orders", "orders-2024", false],
    ["o.ders-*", "orders-2024", false],
    // Many stars against a long name: a backtracking regular expression would take minutes.
    [`${"*a".repeat(30)}*b`, "a".repeat(200), false],
  ])("%s against %s: %s", (pattern, name, matches) => {
    expect(wildcardMatches(pattern, name)).toBe(matches);
  });
});

describe("track_total_hits", () => {
  // Found by the conformance suite: -1000 counted "up to -1000" and broke the hits.total schema (500).
  it.each([
    ["query", `/${index}/_search?track_total_hits=-2`, undefined],
    ["body", `/${index}/_search`, { track_total_hits: -1000 }],
  ] as const)("a negative number other than -1 in the %s is refused with the service's error", async (_, path, body) => {
    const answer = await call("POST", path, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.type).toBe("illegal_argument_exception");
    expect(answer.body.error.reason).toMatch(/\[track_total_hits\] parameter must be positive or equals to -1/);
  });

  it("-1 does not track the total, as false", async () => {
    const answer = await call("POST", `/${index}/_search?track_total_hits=-1`);
    expect(answer.status).toBe(200);
    expect(answer.body.hits.total).toBeUndefined();
  });
});

// Last: it blocks the event loop for a moment, which the server's idle connections would not survive.
describe("contexts by the hundred thousand", () => {
  it("opens, closes and expires hundreds of thousands of contexts without recursing over them", () => {
    const clock = new Clock({ frozen: true });
    const logs = new SearchIndex("logs");
    const freed: SearchIndex[] = [];
    const contexts = createContexts(clock, (freedIndex) => freed.push(freedIndex));
    const count = 150_000; // the earlier code overflowed the stack from about 130,000
    contexts.configure({ maxOpenPointsInTime: count });
    const opened = [];
    for (let i = 0; i < count; i++) {
      if (i === count / 2) {
        logs.put(undefined, { seq: i });
        logs.refresh();
      }
      opened.push(contexts.openPit([{ index: logs, version: logs.refreshed }], i < count / 2 ? 60_000 : 120_000));
    }
    expect(contexts.oldestPinned(logs)).toBe(0);
    expect(contexts.closePit(opened[5]!.id)).toBe(1);
    freed.length = 0;
    clock.advance(60_000);
    contexts.sweep();
    expect(freed).toEqual([logs]); // one compaction for all that expired at once
    expect(contexts.counts().openPointsInTime).toBe(count / 2);
    expect(contexts.oldestPinned(logs)).toBe(1);
    clock.advance(60_000);
    contexts.sweep();
    expect(contexts.counts().openPointsInTime).toBe(0);
    expect(contexts.oldestPinned(logs)).toBe(Infinity);
  });
});
