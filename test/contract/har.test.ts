/**
 * An exchange as a HAR entry (src/contract/har.ts): what the recording keeps of URLs, headers and
 * bodies, and how it cuts a body at the bound, as given/want cases.
 */
import { describe, expect, it } from "vitest";
import { entryRequest, entryResponse, harEntry, type Exchange } from "../../src/contract/har.js";
import { exchangeOf } from "../support/recording.js";

const text = (value: string) => new TextEncoder().encode(value);

/** A social-graph read of /v23.0/me as the proxy records it; `changes` changes any part. */
const exchange = (changes: Partial<Exchange>): Exchange =>
  exchangeOf(
    {
      api: "social-graph",
      started: new Date("2026-01-02T03:04:05.000Z"),
      upstream: "http://127.0.0.1:4011",
      path: "/v23.0/me",
      operationId: "getUser",
      requestHeaders: {},
      wait: 1.23456,
      receive: 0.5,
      ...changes,
    },
    '{"id":"1"}',
  );

describe("harEntry", () => {
  it.each([
    {
      name: "a query credential, in the URL and in queryString",
      given: exchange({ path: "/v23.0/me?fields=id&access_token=EAAB" }),
      want: {
        request: {
          url: "http://127.0.0.1:4011/v23.0/me?fields=id&access_token=%5Bredacted%5D",
          queryString: [
            { name: "fields", value: "id" },
            { name: "access_token", value: "[redacted]" },
          ],
        },
      },
    },
    {
      name: "a redirect's target, in its header and redirectURL",
      given: exchange({
        status: 302,
        responseHeaders: { Location: "https://cdn.example/x?access_token=EAAB" },
        responseBody: new Uint8Array(0),
      }),
      want: {
        response: {
          headers: [{ name: "Location", value: "https://cdn.example/x?access_token=%5Bredacted%5D" }],
          redirectURL: "https://cdn.example/x?access_token=%5Bredacted%5D",
        },
      },
    },
    {
      name: "times rounded to the microsecond",
      given: exchange({}),
      want: { time: 1.735, timings: { send: 0, wait: 1.235, receive: 0.5 }, startedDateTime: "2026-01-02T03:04:05.000Z" },
    },
    {
      name: "a body that is not text, in base64 and cut at the bound",
      given: exchange({
        method: "PUT",
        requestHeaders: { "content-type": "image/png" },
        requestBody: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]),
      }),
      bound: 4,
      want: {
        request: {
          bodySize: 6,
          postData: {
            mimeType: "image/png",
            text: "iVBORw==",
            _encoding: "base64",
            _truncated: true,
            comment: "truncated: the first 4 of 6 bytes",
          },
        },
      },
    },
    {
      name: "text cut at the bound leaves out a character cut in two",
      given: exchange({ responseHeaders: { "content-type": "text/plain; charset=utf-8" }, responseBody: text("ééé") }),
      bound: 5,
      want: { response: { content: { size: 6, text: "éé", _truncated: true, comment: "truncated: the first 5 of 6 bytes" } } },
    },
    {
      name: "no operation matched",
      given: exchange({ operationId: undefined }),
      want: { _operationId: null, _api: "social-graph", _upstream: "http://127.0.0.1:4011" },
    },
  ])("$name", ({ given, bound, want }) => {
    expect(harEntry(given, bound)).toMatchObject(want);
  });

  it("reads back as the messages the validator checks, on the path the contract matches", () => {
    const entry = harEntry(exchange({ path: "/v23.0/me?access_token=EAAB", upstream: "http://127.0.0.1:4011/base" }));
    expect(entryRequest(entry)).toMatchObject({ method: "GET", url: "/v23.0/me?access_token=%5Bredacted%5D" });
    expect(entryResponse(entry)).toMatchObject({ status: 200, headers: { "content-type": "application/json" }, body: '{"id":"1"}' });
  });
});
