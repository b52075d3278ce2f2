/**
 * The one rule for what is a credential in a message of an API (src/contract/redaction.ts), which
 * the proxy's recording and the simulator's journal share: cases as given/want tables.
 */
import { describe, expect, it } from "vitest";
import type { ApiId } from "../../src/contract/apis.js";
import {
  credentialRule,
  credentialRuleOf,
  isCredentialName,
  redactBody,
  redactBodyText,
  redactHeaders,
  redactUrl,
} from "../../src/contract/redaction.js";
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
    "headers named as credentials in any API, whatever their case and separators",
    {
      api: "compute",
      given: { "X-Api-Key": "k", "private-token": "p", "x-goog-api-key": "g", "X-Auth-Token": "a", "x-goog-api-client": "gl-node/20" },
      want: {
        "X-Api-Key": "[redacted]",
        "private-token": "[redacted]",
        "x-goog-api-key": "[redacted]",
        "X-Auth-Token": "[redacted]",
        "x-goog-api-client": "gl-node/20",
      },
    },
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
  [
    "a query parameter named as a credential, and the password of the URL's userinfo",
    {
      api: "event-management",
      given: "https://user:hunter2@events.example/rest/events?apiKey=k&page_token=p",
      want: "https://%5Bredacted%5D@events.example/rest/events?apiKey=%5Bredacted%5D&page_token=p",
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
  [
    "NDJSON, line by line (search's bulk bodies), a line that is not JSON redacted whole",
    {
      api: "search",
      given: {
        text: '{"index":{"_id":"1"}}\n{"user":"ada","api_key":"k1"}\n{"index":{}}\n{"user":"x","password":hunter2}\n',
        contentType: "application/x-ndjson",
      },
      want: '{"index":{"_id":"1"}}\n{"user":"ada","api_key":"[redacted]"}\n{"index":{}}\n[redacted]\n',
    },
  ],
  [
    "NDJSON sent as JSON (one value a line)",
    {
      api: "search",
      given: { text: '{"index":{}}\n{"accessToken":"t"}', contentType: "application/json" },
      want: '{"index":{}}\n{"accessToken":"[redacted]"}',
    },
  ],
  [
    "JSON sent as text/plain",
    {
      api: "event-management",
      given: { text: '{"clientSecret":"s","name":"n"}', contentType: "text/plain;charset=UTF-8" },
      want: '{"clientSecret":"[redacted]","name":"n"}',
    },
  ],
  [
    "a form's fields named as credentials",
    {
      api: "code-hosting",
      given: { text: "login=ada&new-password=p&private_key=k", contentType: "application/x-www-form-urlencoded" },
      want: "login=ada&new-password=%5Bredacted%5D&private_key=%5Bredacted%5D",
    },
  ],
  ["JSON sent without a content type", { api: "social-graph", given: { text: '{"password":"p"}' }, want: '{"password":"[redacted]"}' }],
  ["text without a content type that is not JSON is kept", { api: "social-graph", given: { text: "password" }, want: "password" }],
  [
    "a body of another type is kept (it has no members)",
    { api: "event-management", given: { text: "password=x", contentType: "text/plain" }, want: "password=x" },
  ],
];

/** Names shaped as a credential's, in any case and separator, and names that only look near one. */
const credentialNames = [
  "x-api-key",
  "api-key",
  "X-Auth-Token",
  "private-token",
  "x-goog-api-key",
  "apiKey",
  "api_key",
  "APIKEY",
  "accessToken",
  "clientSecret",
  "secret",
  "passwd",
  "private_key",
  "new-password",
  "password_confirmation",
  "Proxy-Authorization",
  "Set-Cookie",
  "x-simulator-control-token",
  "id_token",
  "oauth_token",
  "credentials",
  "x-auth",
];
const otherNames = [
  "key",
  "key_id",
  "public_key",
  "nextPageToken",
  "page_token",
  "sessionTokenSiteKeys",
  "redirectSiteKey",
  "token_for_business",
  "secret_scanning",
  "two_factor_authentication",
  "X-OAuth-Scopes",
  "author",
  "x-goog-api-client",
  "monkey",
];

describe("redaction", () => {
  it.each(credentialNames)("%s is a credential by its shape", (name) => expect(isCredentialName(name)).toBe(true));
  it.each(otherNames)("%s is not", (name) => expect(isCredentialName(name)).toBe(false));

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
    expect([...rule.query]).toEqual(expect.arrayContaining(["api_key", "sig"]));
    expect([...rule.body]).toEqual(expect.arrayContaining(["pin", "api_key"]));
    // Besides the contract's names, any name shaped as a credential's, in any case.
    expect([rule.query.has("Access_Token"), rule.body.has("password"), rule.headers.has("X-SESSION")]).toEqual([true, true, true]);
    expect([rule.body.has("user"), rule.query.has("pin")]).toEqual([false, false]);
  });
});
