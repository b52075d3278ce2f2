/**
 * The one rule for what is a credential in a message of an API (src/contract/redaction.ts), which
 * the proxy's recording and the simulator's journal share: cases as given/want tables.
 */
import { describe, expect, it } from "vitest";
import type { ApiId } from "../../src/contract/apis.js";
import { credentialRule, credentialRuleOf, redactBody, redactBodyText, redactHeaders, redactUrl } from "../../src/contract/redaction.js";
import { controlTokenHeader } from "../../src/simulator/control.js";

interface Case<G, W> {
  api: ApiId;
  given: G;
  want: W;
}

const headerCases: Array<[string, Case<Record<string, string>, Record<string, string>>]> = [
  [
    "HTTP's credential headers, whatever their case, in any API",
    {
      api: "event-management",
      given: {
        Authorization: "Bearer t",
        "proxy-authorization": "Basic eDp5",
        Cookie: "s=1",
        "set-cookie": "s=2",
        accept: "application/json",
      },
      want: {
        Authorization: "[redacted]",
        "proxy-authorization": "[redacted]",
        Cookie: "[redacted]",
        "set-cookie": "[redacted]",
        accept: "application/json",
      },
    },
  ],
  [
    "the simulator's control token",
    {
      api: "code-hosting",
      given: { [controlTokenHeader]: "c0ffee", "x-request-id": "1" },
      want: { [controlTokenHeader]: "[redacted]", "x-request-id": "1" },
    },
  ],
  [
    "search's apiKey scheme in the Authorization header",
    { api: "search", given: { authorization: "ApiKey aWQ6a2V5" }, want: { authorization: "[redacted]" } },
  ],
  [
    "a header that carries no credential is kept",
    {
      api: "compute",
      given: { "x-goog-api-client": "gl-node/20", "content-type": "application/json" },
      want: { "x-goog-api-client": "gl-node/20", "content-type": "application/json" },
    },
  ],
];

const urlCases: Array<[string, Case<string, string>]> = [
  [
    "access_token in the query of any API",
    { api: "code-hosting", given: "/user?access_token=ghp_1&per_page=2", want: "/user?access_token=%5Bredacted%5D&per_page=2" },
  ],
  [
    "social-graph's apiKey schemes in the query, and the rest as sent",
    {
      api: "social-graph",
      given: "/v19.0/me?fields=id%2Cname&access_token=EAAB&appsecret_proof=9f86",
      want: "/v19.0/me?fields=id%2Cname&access_token=%5Bredacted%5D&appsecret_proof=%5Bredacted%5D",
    },
  ],
  [
    "compute's key parameter (x-secret) and oauth_token (an apiKey scheme), in a full URL",
    {
      api: "compute",
      given: "http://127.0.0.1:5013/compute/v1/projects/p?key=AIza&oauth_token=ya29&maxResults=3",
      want: "http://127.0.0.1:5013/compute/v1/projects/p?key=%5Bredacted%5D&oauth_token=%5Bredacted%5D&maxResults=3",
    },
  ],
  [
    "a name sent escaped, a repeated name, a name without a value",
    {
      api: "compute",
      given: "/p?access%5Ftoken=a&key=b&key=c&access_token",
      want: "/p?access%5Ftoken=%5Bredacted%5D&key=%5Bredacted%5D&key=%5Bredacted%5D&access_token=%5Bredacted%5D",
    },
  ],
  ["a key of another API is not a credential there", { api: "search", given: "/_search?key=k&q=a", want: "/_search?key=k&q=a" }],
  ["no query, and a fragment", { api: "code-hosting", given: "/user#access_token=x", want: "/user#access_token=x" }],
];

const bodyCases: Array<[string, Case<unknown, unknown>]> = [
  [
    "code-hosting's vcs_password (x-secret)",
    {
      api: "code-hosting",
      given: { vcs_url: "https://git.example.org/r.git", vcs_username: "octocat", vcs_password: "hunter2" },
      want: { vcs_url: "https://git.example.org/r.git", vcs_username: "octocat", vcs_password: "[redacted]" },
    },
  ],
  [
    "code-hosting's temp_clone_token in an answer (x-secret), a null value too",
    {
      api: "code-hosting",
      given: [
        { id: 1, temp_clone_token: "AABB" },
        { id: 2, temp_clone_token: null },
      ],
      want: [
        { id: 1, temp_clone_token: "[redacted]" },
        { id: 2, temp_clone_token: "[redacted]" },
      ],
    },
  ],
  [
    "social-graph's password (x-secret) and access_token in a JSON body",
    {
      api: "social-graph",
      given: { name: "Test", password: "p", access_token: "EAAB" },
      want: { name: "Test", password: "[redacted]", access_token: "[redacted]" },
    },
  ],
  [
    "OAuth's members at any depth, whatever their case, numbers too",
    {
      api: "search",
      given: { a: { b: [{ Refresh_Token: "r", client_secret: 42, token: { x: 1 } }] } },
      want: { a: { b: [{ Refresh_Token: "[redacted]", client_secret: "[redacted]", token: "[redacted]" }] } },
    },
  ],
  [
    "public keys and page tokens are not credentials",
    {
      api: "code-hosting",
      given: { key: "ssh-ed25519 AAAA", nextPageToken: "p2", key_id: "3262EEF" },
      want: { key: "ssh-ed25519 AAAA", nextPageToken: "p2", key_id: "3262EEF" },
    },
  ],
  ["a scalar passes through", { api: "compute", given: "text", want: "text" }],
];

const textCases: Array<[string, Case<{ text: string; contentType?: string }, string>]> = [
  [
    "a form body's credential fields (social-graph's PHP SDK sends the token and proof there)",
    {
      api: "social-graph",
      given: {
        text: "payload=%7B%7D&access_token=EAAB&appsecret_proof=9f&method=post",
        contentType: "application/x-www-form-urlencoded; charset=utf-8",
      },
      want: "payload=%7B%7D&access_token=%5Bredacted%5D&appsecret_proof=%5Bredacted%5D&method=post",
    },
  ],
  [
    "a JSON body, integers beyond 2^53 kept to the digit",
    {
      api: "code-hosting",
      given: { text: '{"id":9007199254740993,"vcs_password":"x"}', contentType: "application/json" },
      want: '{"id":9007199254740993,"vcs_password":"[redacted]"}',
    },
  ],
  [
    "a JSON body without credentials, as it was sent",
    { api: "code-hosting", given: { text: '{ "vcs_url": "u" }', contentType: "application/vnd.vendor+json" }, want: '{ "vcs_url": "u" }' },
  ],
  [
    "JSON that cannot be read is redacted whole",
    { api: "code-hosting", given: { text: '{"vcs_password":"x"', contentType: "application/json" }, want: "[redacted]" },
  ],
  ["JSON sent without a content type", { api: "social-graph", given: { text: '{"password":"p"}' }, want: '{"password":"[redacted]"}' }],
  ["text without a content type that is not JSON is kept", { api: "social-graph", given: { text: "password" }, want: "password" }],
  [
    "a body of another type is kept (it has no members)",
    { api: "event-management", given: { text: "password=x", contentType: "text/plain" }, want: "password=x" },
  ],
];

describe("redaction", () => {
  describe.each(headerCases)("headers: %s", (_name, { api, given, want }) => {
    it("redacts", () => expect(redactHeaders(credentialRuleOf(api), given)).toEqual(want));
  });
  describe.each(urlCases)("query: %s", (_name, { api, given, want }) => {
    it("redacts", () => expect(redactUrl(credentialRuleOf(api), given)).toBe(want));
  });
  describe.each(bodyCases)("body: %s", (_name, { api, given, want }) => {
    it("redacts, leaving the given value untouched", () => {
      const before = JSON.stringify(given);
      expect(redactBody(credentialRuleOf(api), given)).toEqual(want);
      expect(JSON.stringify(given)).toBe(before);
    });
  });
  describe.each(textCases)("body text: %s", (_name, { api, given, want }) => {
    it("redacts", () => expect(redactBodyText(credentialRuleOf(api), given.text, given.contentType)).toBe(want));
  });

  it("a member named __proto__ stays data", () => {
    const given = JSON.parse('{"__proto__":{"password":"p"},"a":1}') as unknown;
    const clean = redactBody(credentialRuleOf("search"), given) as Record<string, unknown>;
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(clean, "__proto__")?.value).toEqual({ password: "[redacted]" });
  });

  it("takes the names a contract gives: apiKey schemes in a header or the query, x-secret on a parameter or a property", () => {
    const rule = credentialRule({
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      paths: {
        "/a": {
          get: {
            operationId: "a",
            parameters: [{ name: "X-Session", in: "header", "x-secret": true }, { $ref: "#/components/parameters/Sig" }],
            responses: {},
          },
        },
      },
      components: {
        parameters: { Sig: { name: "sig", in: "query", "x-secret": true } },
        securitySchemes: { key: { type: "apiKey", in: "header", name: "X-API-Key" }, q: { type: "apiKey", in: "query", name: "api_key" } },
        schemas: {
          Login: { type: "object", properties: { pin: { $ref: "#/components/schemas/Pin" }, user: { type: "string" } } },
          Pin: { type: "string", "x-secret": true },
        },
      },
    });
    expect([...rule.headers]).toEqual(expect.arrayContaining(["x-api-key", "x-session"]));
    expect([...rule.query]).toEqual(expect.arrayContaining(["api_key", "sig", "access_token"]));
    expect([...rule.body]).toEqual(expect.arrayContaining(["pin", "api_key", "password"]));
    expect(rule.body.has("user")).toBe(false);
  });
});
