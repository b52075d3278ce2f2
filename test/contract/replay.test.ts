/**
 * Replay's reading of recordings and its matching rule (src/contract/replay.ts), as given/want
 * cases: each records one exchange as the proxy writes it (harEntry: credentials redacted), then
 * asks whether another request matches it, and when not, what the closest recorded request differs in.
 */
import { describe, expect, it } from "vitest";
import type { ApiId } from "../../src/contract/apis.js";
import { harEntry, type Exchange } from "../../src/contract/har.js";
import { closestRequest } from "../../src/contract/replay-closest.js";
import { movedBase, readRecordings, ReplayFormatError, requestKey, routeRequest } from "../../src/contract/replay.js";
import { exchangeOf } from "../support/recording.js";

interface Request {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const text = (value: string) => new TextEncoder().encode(value);

/** `request` recorded as the proxy records it, answered 200 as `answer` changes that. */
const exchange = (api: ApiId, request: Request, answer: Partial<Exchange> = {}): Exchange =>
  exchangeOf(
    {
      api,
      started: new Date("2026-01-02T03:04:05.000Z"),
      upstream: "http://127.0.0.1:40999",
      method: request.method,
      path: request.path,
      requestHeaders: request.headers ?? {},
      requestBody: text(request.body ?? ""),
      responseHeaders: { "content-type": "application/json", date: "Fri, 02 Jan 2026 03:04:05 GMT" },
      ...answer,
    },
    '{"recorded":true}',
  );

const har = (entries: unknown[], version = "1.2") => ({ log: { version, creator: { name: "test", version: "1" }, entries } });

/** Whether `asked` matches the recording of `recorded`; else what the closest recorded request differs in. */
function match(api: ApiId, recorded: Request, asked: Request, ignore?: string[], base?: string): true | string[] {
  const recording = readRecordings([{ name: "case.har", har: har([harEntry(exchange(api, recorded))]) }], { ignore }).get(api)!;
  const routed = routeRequest(api, asked.method, asked.path, asked.headers ?? {}, asked.body ?? "", base);
  const parts = recording.matcher.parts(routed!);
  if (recording.answers.has(requestKey(parts))) return true;
  return closestRequest(recording, parts)!.differences;
}

const json = (value: unknown) => JSON.stringify(value);
const startImport = (body: Record<string, unknown>, authorization = "Bearer recorded-token"): Request => ({
  method: "PUT",
  path: "/repos/octocat/socm/import",
  headers: { authorization, "content-type": "application/json" },
  body: json(body),
});

describe("the matching rule", () => {
  it.each<{ name: string; api: ApiId; recorded: Request; asked: Request; ignore?: string[]; base?: string; want: true | string[] }>([
    {
      name: "another credential in Authorization, in another scheme: the same request",
      api: "code-hosting",
      recorded: { method: "GET", path: "/repos/octocat/socm/import", headers: { authorization: "Bearer one" } },
      asked: { method: "GET", path: "/repos/octocat/socm/import", headers: { authorization: "token two" } },
      want: true,
    },
    {
      name: "the API's other prefix (/api/v3): the same operation",
      api: "code-hosting",
      recorded: { method: "GET", path: "/api/v3/repos/octocat/socm/import" },
      asked: { method: "GET", path: "/repos/octocat/socm/import" },
      want: true,
    },
    {
      name: "another path parameter",
      api: "code-hosting",
      recorded: { method: "GET", path: "/repos/octocat/socm/import" },
      asked: { method: "GET", path: "/repos/octocat/other/import" },
      want: ["path.repo"],
    },
    {
      name: "another operation",
      api: "code-hosting",
      recorded: { method: "GET", path: "/repos/octocat/socm/import" },
      asked: { method: "GET", path: "/repos/octocat/socm/import/authors" },
      want: ["operation"],
    },
    {
      name: "query parameters in another order, another credential in the query",
      api: "social-graph",
      recorded: { method: "GET", path: "/v23.0/me?fields=id,name&access_token=EAAB-one&appsecret_proof=p1" },
      asked: { method: "GET", path: "/v23.0/me?appsecret_proof=p2&access_token=EAAB-two&fields=id,name" },
      want: true,
    },
    {
      name: "another value of a query parameter",
      api: "social-graph",
      recorded: { method: "GET", path: "/v23.0/me?fields=id,name&access_token=EAAB" },
      asked: { method: "GET", path: "/v23.0/me?fields=id&access_token=EAAB" },
      want: ["query.fields"],
    },
    {
      name: "a query parameter a client makes up each time, not ignored",
      api: "compute",
      recorded: { method: "DELETE", path: "/compute/v1/locations/global/securityPolicies/edge?requestId=0b6f" },
      asked: { method: "DELETE", path: "/compute/v1/locations/global/securityPolicies/edge?requestId=93d1" },
      want: ["query.requestId"],
    },
    {
      name: "the same, ignored (--replay-ignore requestId, in any letter case)",
      api: "compute",
      recorded: { method: "DELETE", path: "/compute/v1/locations/global/securityPolicies/edge?requestId=0b6f" },
      asked: { method: "DELETE", path: "/compute/v1/locations/global/securityPolicies/edge?requestId=93d1" },
      ignore: ["requestid"],
      want: true,
    },
    {
      name: "a JSON body's members in another order, another secret member (x-secret) and credential",
      api: "code-hosting",
      recorded: startImport({ vcs_url: "https://svn.example.org/socm", vcs: "subversion", vcs_password: "hunter2" }),
      asked: startImport({ vcs_password: "other", vcs: "subversion", vcs_url: "https://svn.example.org/socm" }, "Bearer another-token"),
      want: true,
    },
    {
      name: "another value of a body member",
      api: "code-hosting",
      recorded: startImport({ vcs_url: "https://svn.example.org/socm", vcs: "subversion" }),
      asked: startImport({ vcs_url: "https://svn.example.org/other", vcs: "subversion" }),
      want: ["body.vcs_url"],
    },
    {
      name: "a form's fields in another order, another password and token",
      api: "social-graph",
      recorded: {
        method: "POST",
        path: "/v23.0/120000000000001",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "name=Test+User&password=one&access_token=EAAB-one",
      },
      asked: {
        method: "POST",
        path: "/v23.0/120000000000001",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "access_token=EAAB-two&password=two&name=Test+User",
      },
      want: true,
    },
    {
      name: "another declared header parameter",
      api: "event-management",
      recorded: { method: "GET", path: "/rest/me", headers: { authorization: "Bearer t", "x-vendor-protocol-version": "2.0.0" } },
      asked: { method: "GET", path: "/rest/me", headers: { authorization: "Bearer t", "x-vendor-protocol-version": "1.0.0" } },
      want: ["header.x-vendor-protocol-version"],
    },
    {
      name: "another header the operation does not declare",
      api: "event-management",
      recorded: {
        method: "GET",
        path: "/rest/me",
        headers: { authorization: "Bearer t", "x-vendor-protocol-version": "2.0.0", "user-agent": "client/1" },
      },
      asked: {
        method: "GET",
        path: "/rest/me",
        headers: { authorization: "Bearer t", "x-vendor-protocol-version": "2.0.0", "user-agent": "client/2" },
      },
      want: true,
    },
    {
      name: "a body member ignored at any depth",
      api: "event-management",
      recorded: {
        method: "POST",
        path: "/rest/events",
        headers: { "content-type": "application/json" },
        body: json({ name: { localized: { en_US: "Summit" } }, startsAt: 1 }),
      },
      asked: {
        method: "POST",
        path: "/rest/events",
        headers: { "content-type": "application/json" },
        body: json({ startsAt: 2, name: { localized: { en_US: "Summit" } } }),
      },
      ignore: ["startsAt"],
      want: true,
    },
    {
      name: "`{}` as no body where the body is optional",
      api: "search",
      recorded: { method: "POST", path: "/orders/_search", headers: { "content-type": "application/json" }, body: "{}" },
      asked: { method: "POST", path: "/orders/_search" },
      want: true,
    },
    {
      name: "a URL an answer gave, sent back: on the recorded upstream then, on the replaying server now",
      api: "compute",
      recorded: {
        method: "PATCH",
        path: "/compute/v1/locations/global/securityPolicies/edge",
        headers: { "content-type": "application/json" },
        body: json({ selfLink: "http://127.0.0.1:40999/compute/v1/locations/global/securityPolicies/edge" }),
      },
      asked: {
        method: "PATCH",
        path: "/compute/v1/locations/global/securityPolicies/edge",
        headers: { "content-type": "application/json" },
        body: json({ selfLink: "http://127.0.0.1:4013/compute/v1/locations/global/securityPolicies/edge" }),
      },
      base: "http://127.0.0.1:4013",
      want: true,
    },
    {
      name: "the same URL, the server's address not told",
      api: "compute",
      recorded: {
        method: "PATCH",
        path: "/compute/v1/locations/global/securityPolicies/edge",
        headers: { "content-type": "application/json" },
        body: json({ selfLink: "http://127.0.0.1:40999/compute/v1/locations/global/securityPolicies/edge" }),
      },
      asked: {
        method: "PATCH",
        path: "/compute/v1/locations/global/securityPolicies/edge",
        headers: { "content-type": "application/json" },
        body: json({ selfLink: "http://127.0.0.1:4013/compute/v1/locations/global/securityPolicies/edge" }),
      },
      want: ["body.selfLink"],
    },
    {
      name: "a body sent to an operation that takes none",
      api: "search",
      recorded: { method: "GET", path: "/" },
      asked: { method: "GET", path: "/", headers: { "content-type": "application/json" }, body: json({ any: 1 }) },
      want: true,
    },
  ])("$name", ({ api, recorded, asked, ignore, base, want }) => {
    expect(match(api, recorded, asked, ignore, base)).toEqual(want);
  });
});

describe("reading recordings", () => {
  const getStatus = { method: "GET", path: "/repos/octocat/socm/import" };

  it("keeps the answers to one request in recorded order, across files", () => {
    const answer = (status: string) => ({ responseBody: text(json({ status })) });
    const recordings = readRecordings([
      {
        name: "a.har",
        har: har([
          harEntry(exchange("code-hosting", getStatus, answer("importing"))),
          harEntry(exchange("code-hosting", getStatus, answer("mapping"))),
        ]),
      },
      { name: "b.har", har: json(har([harEntry(exchange("code-hosting", getStatus, answer("complete")))])) },
    ]);
    const [answers] = [...recordings.get("code-hosting")!.answers.values()];
    expect(answers!.map((recorded) => [recorded.where, JSON.parse(recorded.text!).status])).toEqual([
      ["a.har entry 0", "importing"],
      ["a.har entry 1", "mapping"],
      ["b.har entry 0", "complete"],
    ]);
  });

  it("keeps the content type and the headers the operation declares for the status, nothing else", () => {
    const created = exchange(
      "event-management",
      { method: "POST", path: "/rest/events", headers: { "content-type": "application/json" }, body: "{}" },
      {
        status: 201,
        responseHeaders: {
          "content-type": "application/json",
          "x-vendor-id": "9921",
          "x-powered-by": "upstream",
          date: "Fri, 02 Jan 2026 03:04:05 GMT",
        },
      },
    );
    const [answer] = [
      ...readRecordings([{ name: "c.har", har: har([harEntry(created)]) }])
        .get("event-management")!
        .answers.values(),
    ].flat();
    expect(answer!.headers).toEqual({ "content-type": "application/json", "x-vendor-id": "9921" });
    expect(answer!.upstream).toBe("http://127.0.0.1:40999");
  });

  it("leaves out, and says why, an answer cut at the bound and a request of no operation", () => {
    const long = harEntry(exchange("code-hosting", getStatus, { responseBody: text(json({ status: "x".repeat(100) })) }), 32);
    const outside = harEntry(exchange("code-hosting", { method: "GET", path: "/nowhere" }));
    const recording = readRecordings([{ name: "d.har", har: har([long, outside]) }]).get("code-hosting")!;
    expect(recording.answers.size).toBe(0);
    expect(recording.leftOut).toEqual([
      "d.har entry 0: its answer body was cut at the recording's bound",
      "d.har entry 1: GET /nowhere is not an operation of the code-hosting contract",
    ]);
  });

  it.each([
    ["not JSON", "{", /^e\.har: not JSON/],
    ["another HAR version", json(har([], "1.1")), /^e\.har: log\.version is "1\.1": replay reads HAR 1\.2$/],
    ["no log", json({ entries: [] }), /^e\.har: not a HAR file: it has no log object$/],
    [
      "an entry of no API",
      json(har([{ ...harEntry(exchange("search", { method: "GET", path: "/" })), _api: undefined }])),
      /^e\.har entry 0: names no API \(_api\)/,
    ],
    [
      "an entry of an unknown API",
      json(har([{ ...harEntry(exchange("search", { method: "GET", path: "/" })), _api: "weather" }])),
      /^e\.har entry 0: _api "weather" is not an API of this package$/,
    ],
  ])("refuses %s, naming the recording", (_, given, message) => {
    expect(() => readRecordings([{ name: "e.har", har: given }])).toThrow(ReplayFormatError);
    expect(() => readRecordings([{ name: "e.har", har: given }])).toThrow(message);
  });
});

describe("movedBase", () => {
  it.each([
    [
      "a URL in a JSON body",
      '{"url":"http://127.0.0.1:4010/repos/o/r/import","html_url":"https://vendor.example/o/r"}',
      '{"url":"http://127.0.0.1:55/repos/o/r/import","html_url":"https://vendor.example/o/r"}',
    ],
    [
      "the base alone, and with a query",
      "http://127.0.0.1:4010 http://127.0.0.1:4010?page=2",
      "http://127.0.0.1:55 http://127.0.0.1:55?page=2",
    ],
    ["another port that begins the same", '"http://127.0.0.1:40101/x"', '"http://127.0.0.1:40101/x"'],
  ])("%s", (_, given, want) => {
    expect(movedBase(given, "http://127.0.0.1:4010", "http://127.0.0.1:55")).toBe(want);
  });
});
