/**
 * What bounds the request journals (src/simulator/journal.ts, journal-budget.ts, journal-pages.ts):
 * whole entries counted (URL and headers as well as bodies), one budget for every journal of a
 * simulator and its sessions with the largest letting its oldest go first, and GET
 * /__control/requests answered by pages, streamed as the reader reads. Small budgets set through
 * the options prove the bounds; `npm run hostile` sends the large inputs.
 */
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { Clock } from "../../src/simulator/clock.js";
import { createControlClient } from "../../src/simulator/control.js";
import { createSimulator } from "../../src/simulator/in-process.js";
import { defaultJournalBytes, JournalBudget } from "../../src/simulator/journal-budget.js";
import { journalPage } from "../../src/simulator/journal-pages.js";
import { Journal } from "../../src/simulator/journal.js";
import { startSimulator } from "../../src/simulator/sockets.js";
import { journalRecord } from "../support/journal.js";

const bearer = { authorization: "Bearer t" };

describe("the bytes journals hold", () => {
  // Each part alone: a budget that counted only one of them would hold all 100 entries of the other.
  it.each([
    ["a long query", (index: number) => journalRecord({ url: `/user?n=${index}&q=${"q".repeat(15_000)}` })],
    ["long headers", (index: number) => journalRecord({ url: `/user?n=${index}`, headers: { "x-note": `${index}${"h".repeat(15_000)}` } })],
  ])("counts the whole entry: %s fills the budget as bodies do", (_, made) => {
    const budget = new JournalBudget(200_000);
    const journal = new Journal("code-hosting", 10_000, new Clock(), budget);
    for (let index = 0; index < 100; index++) journal.record(made(index));
    expect(budget.total).toBeLessThanOrEqual(200_000);
    expect(journal.bytes).toBe(budget.total);
    const { requests, evicted } = journal.answer();
    expect(evicted).toBeGreaterThan(80);
    expect(requests.at(-1)!.query.n).toBe("99");
  });

  it("shares one budget between journals: the largest lets its oldest go first, and each keeps its latest", () => {
    const budget = new JournalBudget(100_000);
    const [large, small] = [new Journal("search", 100, new Clock(), budget), new Journal("compute", 100, new Clock(), budget)];
    small.record(journalRecord({ url: "/small", text: "s".repeat(10_000), headers: { "content-type": "text/plain" } }));
    for (let index = 0; index < 20; index++)
      large.record(journalRecord({ url: `/large?n=${index}`, text: "l".repeat(20_000), headers: { "content-type": "text/plain" } }));
    expect(budget.total).toBeLessThanOrEqual(100_000);
    expect(small.answer().requests).toHaveLength(1);
    expect(large.answer().requests.map((entry) => entry.query.n)).toEqual(["16", "17", "18", "19"]);
    // One entry larger than the whole budget is still kept, as the latest of its journal.
    small.record(journalRecord({ url: "/huge", text: "h".repeat(150_000), headers: { "content-type": "text/plain" } }));
    expect(small.answer().requests.map((entry) => entry.path)).toEqual(["/huge"]);
    expect(large.answer().requests.map((entry) => entry.query.n)).toEqual(["19"]);
    small.clear();
    expect(budget.total).toBe(large.bytes);
  });

  it("bounds every journal of a simulator and its sessions together, and a closed session gives its bytes back", async () => {
    const simulator = createSimulator({ apis: ["code-hosting", "search"], journalMaxBytes: 300_000 });
    const control = createControlClient(simulator.urls["code-hosting"]!, simulator.fetch);
    const sessions = await Promise.all([...Array(6)].map(() => control.openSession()));
    const body = JSON.stringify({ emails: ["a".repeat(20_000)] });
    for (const session of sessions)
      for (let index = 0; index < 10; index++)
        await simulator.fetch(`${session.urls["code-hosting"]}/user/emails?n=${index}`, { method: "POST", headers: bearer, body });
    const held = await Promise.all(sessions.map((session) => session.requests()));
    // 60 requests of more than 20 kB each were sent; about 300 kB of them are kept, the latest of each session among them.
    expect(held.flat().length).toBeLessThan(15);
    for (const entries of held) expect(entries.at(-1)?.query).toEqual({ n: "9" });
    await simulator.fetch(`${simulator.urls.search}/_search?size=1`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(simulator.requests({ api: "search" })).toHaveLength(1);
    await Promise.all(sessions.map((session) => session.close()));
    expect(defaultJournalBytes).toBe(64 * 1024 * 1024);
  });
});

describe("GET /__control/requests, by pages", () => {
  it("answers the latest 100 with a cursor to the ones before, and the control client reads every page", async () => {
    await using running = await startSimulator({ apis: ["code-hosting"], port: 0 });
    const url = running.urls["code-hosting"]!;
    for (let index = 0; index < 250; index++) await fetch(`${url}/user?n=${index}`, { headers: bearer });
    const read = async (query: string) => {
      const answer = await fetch(`${url}/__control/requests${query}`);
      expect(answer.headers.get("content-length")).toBeNull();
      return (await answer.json()) as { requests: { query: { n: string } }[]; evicted: number; next?: string };
    };
    const first = await read("");
    expect(first.requests.map((entry) => entry.query.n)).toEqual(Array.from({ length: 100 }, (_, at) => String(at + 150)));
    const second = await read(`?cursor=${first.next}`);
    expect(second.requests[0]!.query.n).toBe("50");
    const third = await read(`?cursor=${second.next}&limit=1000`);
    expect(third.requests.map((entry) => entry.query.n)).toEqual(Array.from({ length: 50 }, (_, at) => String(at)));
    expect(third).toEqual({ requests: expect.any(Array), evicted: 0 });
    expect((await read("?limit=5000")).requests).toHaveLength(250);
    expect((await fetch(`${url}/__control/requests?cursor=soon`)).status).toBe(400);

    const control = createControlClient(url);
    expect((await control.requests()).map((entry) => entry.query.n)).toEqual(Array.from({ length: 250 }, (_, at) => String(at)));
    expect((await control.requests({ limit: 3 })).map((entry) => entry.query.n)).toEqual(["247", "248", "249"]);
    expect(await control.requests({ limit: 0 })).toEqual([]);
  });

  it("ends a page where its entries pass the bytes of one answer, and makes each entry only when the reader takes it", () => {
    const journal = new Journal("code-hosting", 100, new Clock(), new JournalBudget(10_000_000));
    for (let index = 0; index < 10; index++)
      journal.record(journalRecord({ url: `/user?n=${index}`, replyText: `{"bio":"${"b".repeat(10_000)}"}` }));
    const read = (query: string, maxBytes: number) => {
      const reply = journalPage(journal, new URLSearchParams(query), maxBytes);
      return JSON.parse([...reply.stream!].join("")) as { requests: { query: { n: string } }[]; next?: string };
    };
    const page = read("", 35_000);
    expect(page.requests.map((entry) => entry.query.n)).toEqual(["7", "8", "9"]);
    expect(read(`cursor=${page.next}`, 35_000).requests.map((entry) => entry.query.n)).toEqual(["4", "5", "6"]);
    // However small the bound, a page holds one entry.
    expect(read("", 10).requests).toHaveLength(1);

    const made: number[] = [];
    const entry = journal.entry.bind(journal);
    journal.entry = (seq) => (made.push(seq), entry(seq));
    const pieces = journalPage(journal, new URLSearchParams("limit=5"))!.stream![Symbol.iterator]();
    pieces.next();
    pieces.next();
    expect(made).toHaveLength(1);
  });

  it("serves the other requests while a reader that does not read holds a large page", async () => {
    await using running = await startSimulator({ apis: ["code-hosting"], port: 0 });
    const url = new URL(running.urls["code-hosting"]!);
    const bio = "b".repeat(100_000);
    running.services["code-hosting"]!.handlers.getAuthenticatedUser = () => ({ status: 200, body: { login: "octocat", bio } });
    for (let index = 0; index < 100; index++) await (await fetch(`${url}user`, { headers: bearer })).arrayBuffer();
    // A reader that asks for 8 MB of entries and reads none of them.
    const idle = connect(Number(url.port), url.hostname);
    idle.write(`GET /__control/requests?limit=1000 HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
    idle.pause();
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const answer = await fetch(`${url}user`, { headers: bearer });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { bio: string }).bio).toHaveLength(100_000);
    } finally {
      idle.destroy();
    }
  });
});
