/**
 * The options the five client factories share: a required base URL, one credential option with
 * the former names as deprecated aliases, every option checked at run time, compute's two forms of
 * address and social-graph's version segment. Requests go to a recording fetch that answers
 * itself, or to the simulator on 127.0.0.1. The error hierarchy is in clients-errors.test.ts.
 */
import { describe, expect, it } from "vitest";
import * as compute from "../src/clients/compute.js";
import * as errors from "../src/clients/errors.js";
import * as search from "../src/clients/search.js";
import * as socialGraph from "../src/clients/social-graph.js";
import { apis, factories, recorder } from "./support/client-factories.js";
import { useSimulator } from "./support/simulator.js";

const { ClientOptionsError } = errors;

/** Where a request carries its credential: the Authorization header, or social-graph's query parameter. */
const credentialOf = (request: Request) => request.headers.get("authorization") ?? new URL(request.url).searchParams.get("access_token");

describe("baseUrl", () => {
  it.each(apis)("%s: is required, and nothing is sent without it", (api) => {
    const { requests, fetch } = recorder();
    const { create, auth } = factories[api];
    expect(() => create({ auth, fetch })).toThrow(ClientOptionsError);
    expect(() => create({ auth, fetch })).toThrow(
      /baseUrl is required: the address of the .* service, or of a local simulator or mock \(http:\/\/127\.0\.0\.1:\d+ by default\)/,
    );
    expect(() => create(undefined)).toThrow(ClientOptionsError);
    expect(requests).toEqual([]);
  });

  it.each(apis)("%s: must be an absolute http or https URL without query or fragment", (api) => {
    const { create } = factories[api];
    for (const baseUrl of [
      "127.0.0.1:4010",
      "/api",
      "ftp://files.vendor.example",
      "https://api.vendor.example/?x=1",
      "https://api.vendor.example#a",
    ]) {
      expect(() => create({ baseUrl }), baseUrl).toThrow(/baseUrl must be an absolute http or https URL without query or fragment/);
    }
  });

  it.each(apis)("%s: is where every request goes, with or without a trailing slash", async (api) => {
    const { requests, fetch } = recorder();
    const { create, call } = factories[api];
    await call(create({ baseUrl: "https://api.vendor.example/", fetch }));
    await call(create({ baseUrl: "https://api.vendor.example/prefix", fetch }));
    expect(requests.map((request) => new URL(request.url).origin)).toEqual(["https://api.vendor.example", "https://api.vendor.example"]);
    expect(new URL(requests[0]!.url).pathname).not.toContain("//");
    expect(new URL(requests[1]!.url).pathname).toMatch(/^\/prefix\//);
  });
});

describe("the credential option", () => {
  it.each(apis)("%s: auth is sent, and nothing without it", async (api) => {
    const { requests, fetch } = recorder();
    const { create, call, auth } = factories[api];
    await call(create({ baseUrl: "https://api.vendor.example", auth, fetch }));
    await call(create({ baseUrl: "https://api.vendor.example", fetch }));
    expect(credentialOf(requests[0]!)).toBeTruthy();
    expect(credentialOf(requests[1]!)).toBeNull();
  });

  it.each(apis.filter((api) => factories[api].deprecatedAuth))("%s: the former name still works, as auth does", async (api) => {
    const { requests, fetch } = recorder();
    const { create, call, auth, deprecatedAuth } = factories[api];
    await call(create({ baseUrl: "https://api.vendor.example", auth, fetch }));
    await call(create({ baseUrl: "https://api.vendor.example", [deprecatedAuth!]: auth, fetch }));
    await call(create({ baseUrl: "https://api.vendor.example", auth, [deprecatedAuth!]: auth, fetch }));
    expect(requests.map(credentialOf)).toEqual([credentialOf(requests[0]!), credentialOf(requests[0]!), credentialOf(requests[0]!)]);
    expect(credentialOf(requests[0]!)).toContain(auth);
  });

  it.each(apis.filter((api) => factories[api].deprecatedAuth))("%s: auth and the former name with different values are refused", (api) => {
    const { create, auth, deprecatedAuth } = factories[api];
    expect(() => create({ baseUrl: "https://api.vendor.example", auth, [deprecatedAuth!]: "another" })).toThrow(ClientOptionsError);
    expect(() => create({ baseUrl: "https://api.vendor.example", auth, [deprecatedAuth!]: "another" })).toThrow(
      new RegExp(`auth and ${deprecatedAuth} \\(its deprecated name\\) are both given`),
    );
  });

  it("search: sends Basic credentials as the base64 of their UTF-8 bytes", async () => {
    const { requests, fetch } = recorder();
    await factories.search.call(
      search.createSearchClient({ baseUrl: "https://search.vendor.example", auth: { username: "élodie", password: "pässword" }, fetch }),
    );
    expect(requests[0]!.headers.get("authorization")).toBe(`Basic ${Buffer.from("élodie:pässword", "utf8").toString("base64")}`);
  });
});

describe("every option is checked at run time", () => {
  // Options as JavaScript callers (and `any`) give them: each refused when the client is made, nothing sent.
  const everyApi = (options: Record<string, unknown>, message: RegExp) => apis.map((api) => [api, options, message] as const);
  const withDeprecatedName = (value: unknown, message: RegExp) =>
    apis.filter((api) => factories[api].deprecatedAuth).map((api) => [api, { [factories[api].deprecatedAuth!]: value }, message] as const);
  const cases = [
    ...everyApi({ Auth: "t" }, /has no option Auth; it takes baseUrl, auth, fetch, retry/),
    ...everyApi({ fetch: "fetch" }, /^fetch must be a function \(a fetch implementation\), not a string$/),
    ...everyApi({ retry: "yes" }, /^retry must be true, false or \{ retries\?, delayMs\?, maxDelayMs\?, onRetry\? \}, not a string$/),
    ...everyApi({ retry: { retries: Number.NaN } }, /^retry\.retries must be a whole number, 0 or more, not NaN$/),
    ...everyApi({ retry: { retries: -1 } }, /^retry\.retries must be a whole number, 0 or more, not a number$/),
    ...everyApi({ retry: { retires: 3 } }, /^retry has no member retires/),
    ...everyApi({ retry: { delayMs: 100 } }, /^retry\.delayMs must be a function, not a number$/),
    ...everyApi({ retry: { maxDelayMs: "1s" } }, /^retry\.maxDelayMs must be a number of milliseconds, 0 or more, not a string$/),
    ...everyApi({ retry: { onRetry: true } }, /^retry\.onRetry must be a function, not a boolean$/),
    ...apis
      .filter((api) => api !== "search")
      .flatMap((api) => [
        [api, { auth: 5 }, /^auth must be a token \(a string\), not a number$/] as const,
        [api, { auth: "" }, /^auth must be a token: a non-empty string without spaces, line breaks or control characters$/] as const,
        [api, { auth: "abc\r\nX-Injected: 1" }, /^auth must be a token: a non-empty string without spaces/] as const,
      ]),
    ...withDeprecatedName(5, /(token|accessToken) must be a token \(a string\), not a number$/),
    ["search", { auth: 5 }, /^auth must be \{ username, password \} or \{ apiKey \}, not a number$/],
    ["search", { auth: "a2V5OnNlY3JldA==" }, /^auth must be \{ username, password \} or \{ apiKey \}, not a string$/],
    ["search", { auth: { username: "elastic" } }, /^auth has a username but no password: Basic credentials need both$/],
    ["search", { auth: { password: "secret" } }, /^auth has a password but no username/],
    ["search", { auth: { username: "elastic", password: 5 } }, /^auth has a password that is a number, not a string$/],
    [
      "search",
      { auth: { username: "ela:stic", password: "secret" } },
      /^auth has a username that is not a non-empty string without a colon$/,
    ],
    [
      "search",
      { auth: { apiKey: "k", username: "elastic", password: "secret" } },
      /^auth gives an apiKey and Basic credentials: give one of them$/,
    ],
    ["search", { auth: { apiKey: 5 } }, /^auth has an apiKey that must be a token \(a string\), not a number$/],
    ["search", { auth: { user: "elastic", password: "secret" } }, /^auth has no member user/],
    ["code-hosting", { apiVersion: "latest" }, /^apiVersion must be a version date such as 2022-11-28, not "latest"$/],
    ["code-hosting", { apiVersion: 20221128 }, /^apiVersion must be a version date such as 2022-11-28, not a number$/],
    ["social-graph", { version: 24 }, /^version must look like v24\.0, not "24"$/],
  ] as const;

  it.each(cases)("%s: %j is refused", (api, options, message) => {
    const { requests, fetch } = recorder();
    const { create } = factories[api];
    const made = () => create({ baseUrl: "https://api.vendor.example", fetch, ...options });
    expect(made).toThrow(ClientOptionsError);
    expect(made).toThrow(message);
    expect(requests).toEqual([]);
  });

  it.each(apis)("%s: a refused credential is never quoted", (api) => {
    const secret = "sk live secret";
    const auth = api === "search" ? { apiKey: secret } : secret;
    expect(() => factories[api].create({ baseUrl: "https://api.vendor.example", auth })).toThrow(ClientOptionsError);
    try {
      factories[api].create({ baseUrl: "https://api.vendor.example", auth });
    } catch (error) {
      expect((error as Error).message).not.toContain("secret");
    }
  });

  it.each(apis)("%s: the options of the examples are still taken", (api) => {
    const { create, auth } = factories[api];
    expect(() =>
      create({
        baseUrl: "https://api.vendor.example",
        auth,
        fetch: globalThis.fetch,
        retry: { retries: 0, delayMs: () => 0, maxDelayMs: 0, onRetry: () => {} },
      }),
    ).not.toThrow();
    expect(() => create({ baseUrl: "https://api.vendor.example", auth: undefined, retry: true })).not.toThrow();
  });
});

describe("compute: the address with or without /compute/v1, against the simulator", () => {
  const simulator = useSimulator("compute");
  const project = "acme-web-prod";

  it.each(["", "/", "/compute/v1", "/compute/v1/"])("the simulator's address followed by %j reaches the service", async (suffix) => {
    const { requests, fetch } = recorder((request) => globalThis.fetch(request));
    const client = compute.createComputeClient({ baseUrl: `${simulator.url}${suffix}`, auth: "ya29.test", retry: false, fetch });
    const { data, response } = await client.GET("/projects/{project}/aggregated/forwardingRules", { params: { path: { project } } });
    expect(response.status).toBe(200);
    expect(Object.keys(data?.items ?? {})).toContain("global");
    expect(new URL(requests[0]!.url).pathname).toBe(`/compute/v1/projects/${project}/aggregated/forwardingRules`);
  });

  it("a base URL with a path of its own keeps it, before /compute/v1", () => {
    const { requests, fetch } = recorder();
    const client = compute.createComputeClient({ baseUrl: "https://proxy.vendor.example/vendor", retry: false, fetch });
    return factories.compute.call(client).then(() => {
      expect(new URL(requests[0]!.url).pathname).toBe(`/vendor/compute/v1/projects/${project}/aggregated/forwardingRules`);
    });
  });
});

describe("social-graph: the version segment", () => {
  it("is added to the base URL, unless the base URL ends with it", async () => {
    const { requests, fetch } = recorder();
    const { call } = factories["social-graph"];
    await call(socialGraph.createSocialGraphClient({ baseUrl: "https://graph.vendor.example", fetch }));
    await call(socialGraph.createSocialGraphClient({ baseUrl: "https://graph.vendor.example/v24.0/", fetch }));
    await call(socialGraph.createSocialGraphClient({ baseUrl: "https://graph.vendor.example", version: "v19.0", fetch }));
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(["/v24.0/1000", "/v24.0/1000", "/v19.0/1000"]);
  });
});
