/**
 * The journal's vitest matchers (src/simulator/verification.ts) on journals of known entries,
 * read at once (as the in-process simulator's) and through a promise (as a control client's):
 * what passes, what fails, the `not.` forms, asymmetric matchers, and what a failure says (the
 * closest requests and how each differs, the requests the contract refused).
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import type { ControlClient, Session } from "../../src/simulator/control.js";
import type { Simulator } from "../../src/simulator/in-process.js";
import type { JournalEntry } from "../../src/simulator/journal.js";
import type { RunningSimulator } from "../../src/simulator/sockets.js";
import { journalMatchers, type JournalSource } from "../../src/simulator/vitest.js";

expect.extend(journalMatchers);

let seq = 0;
const entry = (given: Partial<JournalEntry>): JournalEntry => ({
  seq: ++seq,
  time: "2026-01-05T09:00:00.000Z",
  api: "code-hosting",
  operationId: "getAuthenticatedUser",
  method: "GET",
  path: "/user",
  query: {},
  headers: { accept: "application/json", authorization: "[redacted]" },
  status: 200,
  responseHeaders: { "content-type": "application/json; charset=utf-8" },
  requestProblems: [],
  responseProblems: [],
  fault: false,
  ...given,
});

const journal = [
  entry({}),
  entry({
    operationId: "addEmailsForAuthenticatedUser",
    method: "POST",
    path: "/user/emails",
    body: { emails: ["a@vendor.example"] },
    status: 201,
  }),
  entry({
    operationId: "startImport",
    method: "PUT",
    path: "/repos/octocat/socm/import",
    body: { vcs: "svn" },
    status: 422,
    requestProblems: [{ location: "body", message: 'body is missing the required property "vcs_url"' }],
  }),
  entry({ operationId: "listEmailsForAuthenticatedUser", path: "/user/emails", query: { per_page: "1", page: "2" } }),
  entry({
    operationId: "addEmailsForAuthenticatedUser",
    method: "POST",
    path: "/user/emails",
    body: { emails: ["b@vendor.example"] },
    status: 201,
  }),
  entry({
    api: "compute",
    operationId: "getSecurityPolicy",
    path: "/compute/v1/projects/p/global/securityPolicies/s",
    status: 503,
    fault: true,
  }),
];
const inProcess: JournalSource = { requests: () => journal };
const overHttp: JournalSource & { requests(): Promise<JournalEntry[]> } = { requests: async () => journal };
const empty: JournalSource = { requests: () => [] };

describe("toHaveReceived", () => {
  it("passes for an operation received, at least once or exactly `times`, with query, body, headers and status matched", () => {
    expect(inProcess).toHaveReceived("getAuthenticatedUser");
    expect(inProcess).toHaveReceived("addEmailsForAuthenticatedUser", { times: 2 });
    expect(inProcess).toHaveReceived("addEmailsForAuthenticatedUser", { body: { emails: ["b@vendor.example"] }, times: 1 });
    expect(inProcess).toHaveReceived("listEmailsForAuthenticatedUser", { query: { per_page: "1", page: "2" } });
    expect(inProcess).toHaveReceived("getAuthenticatedUser", {
      headers: { Accept: "application/json", authorization: "[redacted]" },
      status: 200,
    });
    expect(inProcess).toHaveReceived("getSecurityPolicy", { api: "compute", status: 503 });
    expect(inProcess).not.toHaveReceived("deleteImport");
    expect(inProcess).not.toHaveReceived("getSecurityPolicy", { api: "code-hosting" });
    expect(inProcess).not.toHaveReceived("addEmailsForAuthenticatedUser", { times: 1 });
  });

  it("takes vitest's asymmetric matchers anywhere in what is expected", () => {
    expect(inProcess).toHaveReceived("addEmailsForAuthenticatedUser", { body: { emails: [expect.stringMatching(/^a@/)] } });
    expect(inProcess).toHaveReceived("listEmailsForAuthenticatedUser", { query: expect.objectContaining({ page: "2" }) });
    expect(inProcess).toHaveReceived("startImport", {
      body: expect.objectContaining({ vcs: expect.any(String) }),
      status: expect.any(Number),
    });
    expect(inProcess).toHaveReceived("getAuthenticatedUser", { headers: expect.objectContaining({ accept: expect.anything() }) });
    expect(inProcess).not.toHaveReceived("listEmailsForAuthenticatedUser", { query: { page: "2" } }); // the whole query is compared
  });

  it("answers a promise for a journal read through the control API, to be awaited", async () => {
    const answered = expect(overHttp).toHaveReceived("getAuthenticatedUser");
    expect(answered).toBeInstanceOf(Promise);
    await answered;
    await expect(overHttp).not.toHaveReceived("deleteImport");
    await expect(expect(overHttp).toHaveReceived("deleteImport")).rejects.toThrow(
      "expected the simulator to have received deleteImport, but it received 0 times.",
    );
  });

  it("shows the closest requests received and how each differs, field by field", () => {
    const failure = () => expect(inProcess).toHaveReceived("addEmailsForAuthenticatedUser", { body: { emails: ["c@vendor.example"] } });
    expect(failure).toThrow(
      'expected the simulator to have received addEmailsForAuthenticatedUser with body {"emails": ["c@vendor.example"]}, but it received 0 times.',
    );
    expect(failure).toThrow(
      /The closest of the 6 requests received:\n {2}#\d+ POST \/user\/emails → 201 \(code-hosting addEmailsForAuthenticatedUser\)\n {6}body\.emails\[0\]: expected "c@vendor\.example", received "b@vendor\.example"\n {2}#\d+ POST \/user\/emails → 201 \(code-hosting addEmailsForAuthenticatedUser\)\n {6}body\.emails\[0\]: expected "c@vendor\.example", received "a@vendor\.example"\n {2}#\d+ /,
    );
    // A request of another operation comes after those of the one expected, and says so.
    expect(failure).toThrow(/operation: expected addEmailsForAuthenticatedUser, received \w+/);
  });

  it("names the members missing and those not expected, and the query and headers that differ", () => {
    expect(() =>
      expect(inProcess).toHaveReceived("listEmailsForAuthenticatedUser", {
        query: { per_page: "1" },
        headers: { "x-vendor-api-version": "2022-11-28" },
      }),
    ).toThrow(
      /#\d+ GET \/user\/emails\?per_page=1&page=2 → 200 \(code-hosting listEmailsForAuthenticatedUser\)\n {6}query\.page: not expected, received "2"\n {6}headers\.x-vendor-api-version: expected "2022-11-28", received none/,
    );
    expect(() => expect(inProcess).toHaveReceived("startImport", { body: { vcs: "svn", vcs_url: expect.any(String) } })).toThrow(
      /body\.vcs_url: expected Any<String>, received none/,
    );
  });

  it("names the requests the contract refused, with their problems, and marks an injected fault", () => {
    expect(() => expect(inProcess).toHaveReceived("startImport", { status: 201 })).toThrow(
      /Refused by the contract \(1\):\n {2}#\d+ PUT \/repos\/octocat\/socm\/import → 422 \(code-hosting startImport\): body: body is missing the required property "vcs_url"/,
    );
    expect(() => expect(inProcess).toHaveReceived("getSecurityPolicy", { status: 200 })).toThrow(
      /→ 503 \(compute getSecurityPolicy, an injected fault\)\n {6}status: expected 200, received 503/,
    );
  });

  it("says how many times it was received when `times` differs, listing them", () => {
    expect(() => expect(inProcess).toHaveReceived("addEmailsForAuthenticatedUser", { times: 3 })).toThrow(
      /expected the simulator to have received addEmailsForAuthenticatedUser 3 times, but it received 2 times:\n {2}#\d+ POST \/user\/emails → 201 .+\n {2}#\d+ POST \/user\/emails → 201 /,
    );
  });

  it("in the not. form, lists the requests that matched", () => {
    expect(() => expect(inProcess).not.toHaveReceived("addEmailsForAuthenticatedUser", { body: expect.anything() })).toThrow(
      /expected the simulator not to have received addEmailsForAuthenticatedUser with body Anything, but it received 2 times:\n {2}#\d+ POST \/user\/emails → 201/,
    );
  });

  it("says when the journal is empty", () => {
    expect(() => expect(empty).toHaveReceived("getAuthenticatedUser")).toThrow(
      "Its journal is empty: no request reached it (since its last reset).",
    );
  });

  it("refuses a subject that keeps no journal, saying what it takes", () => {
    expect(() => expect({ urls: {} }).toHaveReceived("getAuthenticatedUser")).toThrow(
      "toHaveReceived: expected a simulator (createSimulator, startSimulator), a control client or a session, whose journal it reads; received object",
    );
  });
});

describe("toHaveReceivedInOrder", () => {
  it("passes for steps received in that order, others between them, and fails for another order", async () => {
    expect(inProcess).toHaveReceivedInOrder([
      "getAuthenticatedUser",
      "startImport",
      { operationId: "addEmailsForAuthenticatedUser", body: { emails: ["b@vendor.example"] } },
    ]);
    expect(inProcess).toHaveReceivedInOrder([
      "addEmailsForAuthenticatedUser",
      "addEmailsForAuthenticatedUser",
      { operationId: "getSecurityPolicy", api: "compute" },
    ]);
    expect(inProcess).not.toHaveReceivedInOrder(["listEmailsForAuthenticatedUser", "startImport"]);
    await expect(overHttp).toHaveReceivedInOrder(["getAuthenticatedUser", "listEmailsForAuthenticatedUser"]);
    await expect(overHttp).not.toHaveReceivedInOrder([
      "addEmailsForAuthenticatedUser",
      "addEmailsForAuthenticatedUser",
      "addEmailsForAuthenticatedUser",
    ]);
  });

  it("says which steps were received, the one missing after them, what came in order, and the closest after the last step", () => {
    const failure = () =>
      expect(inProcess).toHaveReceivedInOrder([
        "startImport",
        { operationId: "addEmailsForAuthenticatedUser", body: { emails: ["a@vendor.example"] } },
      ]);
    expect(failure).toThrow(
      /expected the simulator to have received in this order:\n {2}1\. startImport\n {2}2\. addEmailsForAuthenticatedUser with body \{"emails": \["a@vendor\.example"\]\}\nsteps 1 to 1 were received \(#(\d+)\), but step 2, addEmailsForAuthenticatedUser with body \{"emails": \["a@vendor\.example"\]\}, was not received after #\1\./,
    );
    expect(failure).toThrow(
      /Received in order:\n {2}#\d+ GET \/user → 200 \(code-hosting getAuthenticatedUser\)\n {2}#\d+ POST \/user\/emails/,
    );
    expect(failure).toThrow(
      /The closest of the 3 requests received after #\d+:\n {2}#\d+ POST \/user\/emails → 201 \(code-hosting addEmailsForAuthenticatedUser\)\n {6}body\.emails\[0\]: expected "a@vendor\.example", received "b@vendor\.example"/,
    );
    expect(failure).toThrow(/Refused by the contract \(1\):/);
    expect(() => expect(empty).toHaveReceivedInOrder(["getAuthenticatedUser"])).toThrow(
      /but step 1, getAuthenticatedUser, was never received\.\nReceived in order:\n {2}none: the journal is empty\./,
    );
  });

  it("in the not. form, names the requests that made the order", () => {
    expect(() => expect(inProcess).not.toHaveReceivedInOrder(["getAuthenticatedUser", "startImport"])).toThrow(
      /expected the simulator not to have received in this order:\n {2}1\. getAuthenticatedUser\n {2}2\. startImport\nbut it did: #\d+, #\d+/,
    );
  });

  it("refuses steps that are not a non-empty array", () => {
    expect(() => expect(inProcess).toHaveReceivedInOrder([])).toThrow(
      "toHaveReceivedInOrder: expected a non-empty array of operationIds, or of { operationId, ... }",
    );
  });
});

describe("the matchers' types", () => {
  it("answer void for a journal in this process and a promise for one read through the control API, in both forms", () => {
    // Types only: the subjects are never called.
    const check = (simulator: Simulator, running: RunningSimulator, control: ControlClient, session: Session) => {
      expectTypeOf(expect(simulator).toHaveReceived("getAuthenticatedUser", { times: 1, body: expect.anything() })).toEqualTypeOf<void>();
      expectTypeOf(
        expect(running).not.toHaveReceivedInOrder(["getAuthenticatedUser", { operationId: "startImport", api: "code-hosting" }]),
      ).toEqualTypeOf<void>();
      expectTypeOf(expect(control).toHaveReceived("getAuthenticatedUser")).toEqualTypeOf<Promise<void>>();
      expectTypeOf(expect(session).not.toHaveReceivedInOrder(["getAuthenticatedUser"])).toEqualTypeOf<Promise<void>>();
      // @ts-expect-error: `times` is a number
      void expect(simulator).toHaveReceived("getAuthenticatedUser", { times: "once" });
      // @ts-expect-error: a step names its operation
      void expect(simulator).toHaveReceivedInOrder([{ body: {} }]);
    };
    expect(check).toBeTypeOf("function");
  });
});
