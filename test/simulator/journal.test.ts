/**
 * The request journal on its own (src/simulator/journal.ts): a ring of the last `size` records,
 * its filters, and the entries made when read: bodies parsed again from the text kept, every
 * credential redacted by the API's rule, and nothing a caller changes reaching what it keeps.
 */
import { describe, expect, it } from "vitest";
import { Clock } from "../../src/simulator/clock.js";
import { createSimulator } from "../../src/simulator/in-process.js";
import { defaultJournalBytes, JournalBudget } from "../../src/simulator/journal-budget.js";
import { createJournal, Journal, readFilter } from "../../src/simulator/journal.js";
import type { Reply } from "../../src/simulator/reply.js";
import { ControlRefusal, type SimRequest } from "../../src/simulator/service.js";
import { journalRecord } from "../support/journal.js";

describe("the journal's ring", () => {
  it("keeps the last `size` requests, oldest first, and counts those it let go", () => {
    const journal = new Journal("code-hosting", 3, new Clock({ frozen: true }));
    for (let index = 0; index < 5; index++) journal.record(journalRecord({ url: `/user?n=${index}` }));
    const { requests, evicted } = journal.answer();
    expect(requests.map((entry) => entry.query)).toEqual([{ n: "2" }, { n: "3" }, { n: "4" }]);
    expect(evicted).toBe(2);
    expect(requests[1]!.seq - requests[0]!.seq).toBe(1);
    journal.clear();
    expect(journal.answer()).toEqual({ requests: [], evicted: 0 });
    journal.record(journalRecord());
    expect(journal.entries()).toHaveLength(1);
  });

  it("is none for journalSize 0, and refuses a size that is not a whole number", () => {
    const clock = new Clock();
    expect(createJournal("search", 0, clock)).toBeUndefined();
    expect(createJournal("search", undefined, clock)!.size).toBe(10_000);
    expect(() => createJournal("search", -1, clock)).toThrow("journalSize takes a whole number of requests (0 keeps none), not -1");
    expect(() => createJournal("search", 1.5, clock)).toThrow(RangeError);
  });

  it("stamps each entry with the simulator's clock and a sequence shared by every journal", () => {
    const clock = new Clock({ frozen: true });
    const first = new Journal("code-hosting", 10, clock);
    const second = new Journal("compute", 10, clock);
    first.record(journalRecord());
    clock.advance(60_000);
    second.record(journalRecord({ operationId: "getSecurityPolicy", url: "/compute/v1/projects/p" }));
    const [a] = first.entries();
    const [b] = second.entries();
    expect(b!.seq).toBeGreaterThan(a!.seq);
    expect(Date.parse(b!.time) - Date.parse(a!.time)).toBe(60_000);
  });

  it("keeps each entry's time as the ring grows and wraps, and filters by it", () => {
    const clock = new Clock({ frozen: true });
    const start = clock.now();
    const journal = new Journal("code-hosting", 150, clock);
    // Past the first 64 slots the times have to grow, and past 150 the ring writes over its oldest.
    for (let index = 0; index < 200; index++) {
      journal.record(journalRecord({ url: `/user?n=${index}` }));
      clock.advance(1000);
    }
    const entries = journal.entries();
    expect(entries).toHaveLength(150);
    expect(entries.map((entry) => Date.parse(entry.time) - start)).toEqual(Array.from({ length: 150 }, (_, at) => (at + 50) * 1000));
    expect(entries.map((entry) => entry.query.n)).toEqual(Array.from({ length: 150 }, (_, at) => String(at + 50)));
    expect(journal.entries({ since: start + 190_000 }).map((entry) => entry.query.n)).toEqual([
      "190",
      "191",
      "192",
      "193",
      "194",
      "195",
      "196",
      "197",
      "198",
      "199",
    ]);
    journal.clear();
    journal.record(journalRecord());
    expect(Date.parse(journal.entries()[0]!.time)).toBe(clock.now());
  });
});

describe("the journal's entries", () => {
  it("parses the query, the request's body and the answer's body, and tells problems, faults and unknown routes", () => {
    const journal = new Journal("code-hosting", 10, new Clock());
    journal.record(
      journalRecord({
        operationId: "startImport",
        method: "PUT",
        url: "/repos/o/r/import?a=1&a=2&b=",
        headers: { "content-type": "application/json" },
        text: '{"vcs_url":"https://git.example.org/r.git","vcs":"git"}',
        status: 422,
        replyText: '{"message":"Validation Failed"}',
        requestProblems: [{ location: "body.vcs", message: "must be one of" }],
      }),
    );
    journal.record(journalRecord({ operationId: undefined, url: "/nowhere", status: 404, fault: false }));
    journal.record(journalRecord({ status: 0, replyText: undefined, fault: true }));
    const [refused, unknown, dropped] = journal.entries();
    expect(refused).toMatchObject({
      api: "code-hosting",
      operationId: "startImport",
      method: "PUT",
      path: "/repos/o/r/import",
      query: { a: ["1", "2"], b: "" },
      body: { vcs_url: "https://git.example.org/r.git", vcs: "git" },
      status: 422,
      responseBody: { message: "Validation Failed" },
      requestProblems: [{ location: "body.vcs", message: "must be one of" }],
      responseProblems: [],
      fault: false,
    });
    expect(unknown!.operationId).toBeNull();
    expect(dropped).toMatchObject({ status: 0, fault: true });
    expect(dropped).not.toHaveProperty("responseBody");
  });

  it("redacts every credential by the API's rule: headers, query members, body members at any depth, in JSON and forms", () => {
    const codeHosting = new Journal("code-hosting", 10, new Clock());
    codeHosting.record(
      journalRecord({
        url: "/repos/o/r/import?access_token=q-secret&page=2",
        headers: { authorization: "Bearer h-secret", "x-simulator-control-token": "c-secret", cookie: "s=k-secret", accept: "*/*" },
        text: '{"vcs_url":"https://git.example.org/r.git","vcs_password":"p-secret","nested":[{"token":"t-secret"}]}',
        replyText: '{"temp_clone_token":"r-secret","name":"r"}',
        replyHeaders: { "Set-Cookie": "session=v-secret", "Content-Type": "application/json" },
      }),
    );
    const socialGraph = new Journal("social-graph", 10, new Clock());
    socialGraph.record(
      journalRecord({
        url: "/v1/me",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        text: "name=Ada&password=f-secret&access_token=a-secret",
      }),
    );
    const compute = new Journal("compute", 10, new Clock());
    compute.record(journalRecord({ url: "/compute/v1/projects/p?key=k-secret&alt=json" }));
    const entries = [...codeHosting.entries(), ...socialGraph.entries(), ...compute.entries()];
    expect(JSON.stringify(entries)).not.toMatch(/secret/);
    expect(entries[0]).toMatchObject({
      query: { access_token: "[redacted]", page: "2" },
      headers: { authorization: "[redacted]", "x-simulator-control-token": "[redacted]", cookie: "[redacted]", accept: "*/*" },
      body: { vcs_url: "https://git.example.org/r.git", vcs_password: "[redacted]", nested: [{ token: "[redacted]" }] },
      responseBody: { temp_clone_token: "[redacted]", name: "r" },
      responseHeaders: { "set-cookie": "[redacted]", "content-type": "application/json" },
    });
    expect(entries[1]!.body).toEqual({ name: "Ada", password: "[redacted]", access_token: "[redacted]" });
    expect(entries[2]!.query).toEqual({ key: "[redacted]", alt: "json" });
  });

  it("redacts a JSON body it cannot parse whole (where its secrets are is unknown), and keeps text of other types as it is", () => {
    const journal = new Journal("event-management", 10, new Clock());
    journal.record(journalRecord({ headers: { "content-type": "application/json" }, text: '{"password":"x-secret",' }));
    journal.record(journalRecord({ headers: { "content-type": "image/png" }, text: "PNG bytes" }));
    const [broken, image] = journal.entries();
    expect(broken!.body).toBe("[redacted]");
    expect(image!.body).toBe("PNG bytes");
  });

  it("keeps what it was given untouched by what a reader does with an entry, and each read is a new copy", () => {
    const journal = new Journal("code-hosting", 10, new Clock());
    const headers = { accept: "application/json", authorization: "Bearer h", "content-type": "application/json" };
    journal.record(journalRecord({ text: '{"emails":["a@vendor.example"]}', headers }));
    const [first] = journal.entries();
    (first!.body as { emails: string[] }).emails.push("b@vendor.example");
    (first!.responseBody as { login: string }).login = "changed";
    first!.headers.accept = "changed";
    first!.requestProblems.push({ location: "x", message: "y" });
    const [again] = journal.entries();
    expect(again).toMatchObject({
      body: { emails: ["a@vendor.example"] },
      responseBody: { login: "octocat" },
      headers: { accept: "application/json" },
      requestProblems: [],
    });
  });

  it("tells apart requests that differ from the last only in a header, or in the names of their headers", () => {
    const journal = new Journal("code-hosting", 10, new Clock());
    const sent: Record<string, string>[] = [
      { accept: "a" },
      { accept: "a" },
      { accept: "a", etag: "1" },
      { etag: "a" },
      { accept: "b" },
      { accept: "b" },
    ];
    for (const headers of sent) journal.record(journalRecord({ headers, replyText: JSON.stringify(headers) }));
    expect(journal.entries().map((entry) => [entry.headers, entry.responseBody])).toEqual(sent.map((headers) => [headers, headers]));
  });

  it("lets the oldest go past 64 MiB of bodies held, however few", () => {
    // A budget of its own: the process's is shared with the journals of the other suites of this worker.
    const journal = new Journal("search", 100, new Clock(), new JournalBudget(defaultJournalBytes));
    const large = "x".repeat(20 * 1024 * 1024);
    for (let index = 0; index < 4; index++)
      journal.record(journalRecord({ headers: { "content-type": "text/plain" }, text: large, url: `/_search?n=${index}` }));
    const { requests, evicted } = journal.answer();
    expect(requests.map((entry) => entry.query.n)).toEqual(["1", "2", "3"]);
    expect(evicted).toBe(1);
  });
});

describe("the journal's filters", () => {
  const clock = new Clock({ frozen: true });
  const start = clock.now();
  const journal = new Journal("code-hosting", 10, clock);
  journal.record(journalRecord());
  clock.advance(1000);
  journal.record(journalRecord({ operationId: "startImport", method: "PUT", url: "/repos/o/r/import", status: 201 }));
  clock.advance(1000);
  journal.record(journalRecord({ operationId: undefined, url: "/nowhere", status: 404 }));
  journal.record(journalRecord({ status: 503, fault: true }));
  const ids = (filter: Parameters<Journal["answer"]>[0]) =>
    journal.answer(filter).requests.map((entry) => `${entry.operationId}:${entry.status}`);

  it.each([
    [{ operationId: "startImport" }, ["startImport:201"]],
    [{ method: "put" }, ["startImport:201"]],
    [{ status: 404 }, ["null:404"]],
    [{ status: "5xx" }, ["getAuthenticatedUser:503"]],
    [{ status: "4XX" }, ["null:404"]],
    [{ since: start + 1000 }, ["startImport:201", "null:404", "getAuthenticatedUser:503"]],
    [{ until: new Date(start + 1000) }, ["getAuthenticatedUser:200", "startImport:201"]],
    [{ since: new Date(start + 2000).toISOString() }, ["null:404", "getAuthenticatedUser:503"]],
    [{ limit: 2 }, ["null:404", "getAuthenticatedUser:503"]],
    [{ operationId: "getAuthenticatedUser", limit: 1 }, ["getAuthenticatedUser:503"]],
    [{ limit: 0 }, []],
  ] as const)("%j selects %j", (filter, expected) => {
    expect(ids(filter)).toEqual(expected);
  });

  it("reads on after a request (`after`, its seq), with the other filters and `limit`, and tells the latest seq", () => {
    const [first, second, third, fourth] = journal.entries().map((entry) => entry.seq) as [number, number, number, number];
    expect(ids({ after: first })).toEqual(["startImport:201", "null:404", "getAuthenticatedUser:503"]);
    expect(ids({ after: second, status: "5xx" })).toEqual(["getAuthenticatedUser:503"]);
    expect(ids({ after: first, limit: 1 })).toEqual(["getAuthenticatedUser:503"]);
    expect(ids({ after: fourth })).toEqual([]);
    expect(ids(new URLSearchParams({ after: String(third) }))).toEqual(["getAuthenticatedUser:503"]);
    expect(journal.latest).toEqual({ seq: fourth, cleared: 0 });
  });

  it("reads a query's parameters as the control API hands them over", () => {
    expect(ids(new URLSearchParams({ status: "2xx", since: String(start), until: new Date(start + 1000).toISOString() }))).toEqual([
      "getAuthenticatedUser:200",
      "startImport:201",
    ]);
  });

  it.each([
    [{ color: "red" }, 'requests: unknown filter "color"; the filters are operationId, method, status, since, until, after, limit'],
    [{ status: "teapot" }, 'requests: status "teapot" is not a status (404), a class of them (4xx), or 0 for a dropped connection'],
    [{ since: "yesterday" }, 'requests: since "yesterday" is not a time: RFC 3339 (2026-01-05T09:00:00Z) or milliseconds since the epoch'],
    [{ until: "2026-01-05" }, "requests: until"],
    [{ limit: "-1" }, 'requests: limit "-1" is not a whole number'],
    [{ limit: 2.5 }, "requests: limit 2.5 is not a whole number"],
    [{ after: "#3" }, 'requests: after "#3" is not a whole number'],
  ])("refuses %j, naming the filter", (filter, message) => {
    expect(() => readFilter(filter as never)).toThrow(ControlRefusal);
    expect(() => readFilter(filter as never)).toThrow(message);
  });
});

describe("the journal of a core", () => {
  it("keeps each request and answer as they were sent, whatever a handler or later requests do to the objects they were made of", async () => {
    const simulator = createSimulator({ apis: ["code-hosting"], strict: true, frozenClock: true });
    const url = simulator.urls["code-hosting"]!;
    const headers = { authorization: "Bearer t", "content-type": "application/json" };
    const { handlers } = simulator.services["code-hosting"]!;
    const add = handlers.addEmailsForAuthenticatedUser!;
    let kept: { request: SimRequest; reply: Reply } | undefined;
    // A handler that keeps the parsed body and the model objects it answered with, and changes them after answering.
    handlers.addEmailsForAuthenticatedUser = async (request) => {
      const reply = await add(request);
      kept = { request, reply };
      return reply;
    };
    const added = await simulator.fetch(`${url}/user/emails`, {
      method: "POST",
      headers,
      body: JSON.stringify({ emails: ["a@vendor.example"] }),
    });
    const sent: unknown = await added.json();
    (kept!.request.body as { emails: string[] }).emails.push("changed@vendor.example");
    for (const email of kept!.reply.body as { email: string }[]) email.email = "changed@vendor.example";
    // A later request changes the state an earlier answer was read from.
    const before = await (await simulator.fetch(`${url}/user`, { headers })).json();
    await simulator.fetch(`${url}/user`, { method: "PATCH", headers, body: JSON.stringify({ name: "Renamed" }) });
    expect(await (await simulator.fetch(`${url}/user`, { headers })).json()).toMatchObject({ name: "Renamed" });
    const [adding, reading] = simulator.requests();
    expect(adding).toMatchObject({
      operationId: "addEmailsForAuthenticatedUser",
      body: { emails: ["a@vendor.example"] },
      responseBody: sent,
    });
    expect(reading).toMatchObject({ operationId: "getAuthenticatedUser", responseBody: before });
    expect((reading!.responseBody as { name: string }).name).not.toBe("Renamed");
  });

  it("keeps the contract guard's findings on an answer that breaks the contract, and the 500 that strict mode answers instead", async () => {
    const simulator = createSimulator({ apis: ["code-hosting"], strict: true });
    simulator.services["code-hosting"]!.handlers.getAuthenticatedUser = () => ({ status: 200, body: { login: 7 } });
    expect((await simulator.fetch(`${simulator.urls["code-hosting"]}/user`, { headers: { authorization: "Bearer t" } })).status).toBe(500);
    const [entry] = simulator.requests();
    expect(entry).toMatchObject({
      operationId: "getAuthenticatedUser",
      status: 500,
      responseBody: { title: "The simulator's answer breaks the contract" },
      requestProblems: [],
    });
    // Where (dotted, and as the JSON pointer into the body), the rule broken, and the contract's words.
    expect(entry!.responseProblems).toContainEqual({
      location: "body.login",
      pointer: "/login",
      rule: "type",
      message: expect.stringContaining("string"),
    });
  });
});
