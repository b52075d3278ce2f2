/**
 * What the five client factories share: a required base URL, one credential option with the
 * former names as deprecated aliases, compute's two forms of address, and one error hierarchy.
 * Requests go to a recording fetch that answers itself, or to the simulator on 127.0.0.1.
 */
import { describe, expect, it } from "vitest";
import type { ClientApiId } from "../scripts/bundle-size.js";
import * as codeHosting from "../src/clients/code-hosting.js";
import * as compute from "../src/clients/compute.js";
import * as errors from "../src/clients/errors.js";
import * as eventManagement from "../src/clients/event-management.js";
import * as search from "../src/clients/search.js";
import * as socialGraph from "../src/clients/social-graph.js";
import { useSimulator } from "./support/simulator.js";

const { ApiError, ApiNetworkError, ApiRequestError, ApiResponseError, ClientOptionsError, InvalidRequestError, dataOrThrow } = errors;

/** A fetch that records each request and answers with `answer` (200 `{}` by default). */
function recorder(answer: (request: Request) => Response | Promise<Response> = () => Response.json({})) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request.clone());
    return answer(request);
  };
  return { requests, fetch };
}

/** One call of each API, made with any options, so the suite can treat the five alike. */
const factories: Record<ClientApiId, { create: (options: any) => unknown; call: (client: any) => Promise<unknown>; deprecatedAuth?: string; auth: unknown }> = {
  "code-hosting": {
    create: codeHosting.createCodeHostingClient,
    call: (client: codeHosting.CodeHostingClient) => client.GET("/repos/{owner}/{repo}/import", { params: { path: { owner: "o", repo: "r" } } }),
    deprecatedAuth: "token",
    auth: "ghp_secret",
  },
  "social-graph": {
    create: socialGraph.createSocialGraphClient,
    call: (client: socialGraph.SocialGraphClient) => client.GET("/{user_id}", { params: { path: { user_id: "1000" } } }),
    deprecatedAuth: "accessToken",
    auth: "EAAB-secret",
  },
  "event-management": {
    create: eventManagement.createEventManagementClient,
    call: (client: eventManagement.EventManagementClient) => client.GET("/rest/events/{event_id}", { params: { path: { event_id: 7 } } }),
    deprecatedAuth: "accessToken",
    auth: "AQX-secret",
  },
  compute: {
    create: (options: compute.ComputeClientOptions) => compute.createComputeClient({ retry: false, ...options }),
    call: (client: compute.ComputeClient) => client.GET("/projects/{project}/aggregated/forwardingRules", { params: { path: { project: "acme-web-prod" } } }),
    deprecatedAuth: "accessToken",
    auth: "ya29.secret",
  },
  search: {
    create: search.createSearchClient,
    call: (client: search.SearchClient) => client.POST("/_search", { body: {} }),
    auth: { apiKey: "a2V5OnNlY3JldA==" },
  },
};
const apis = Object.keys(factories) as ClientApiId[];

/** Where a request carries its credential: the Authorization header, or social-graph's query parameter. */
const credentialOf = (request: Request) => request.headers.get("authorization") ?? new URL(request.url).searchParams.get("access_token");

describe("baseUrl", () => {
  it.each(apis)("%s: is required, and nothing is sent without it", (api) => {
    const { requests, fetch } = recorder();
    const { create, auth } = factories[api];
    expect(() => create({ auth, fetch })).toThrow(ClientOptionsError);
    expect(() => create({ auth, fetch })).toThrow(/baseUrl is required: the address of the .* service, or of a local simulator or mock \(http:\/\/127\.0\.0\.1:\d+ by default\)/);
    expect(() => create(undefined)).toThrow(ClientOptionsError);
    expect(requests).toEqual([]);
  });

  it.each(apis)("%s: must be an absolute http or https URL without query or fragment", (api) => {
    const { create } = factories[api];
    for (const baseUrl of ["127.0.0.1:4010", "/api", "ftp://files.vendor.example", "https://api.vendor.example/?x=1", "https://api.vendor.example#a"]) {
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
    expect(() => create({ baseUrl: "https://api.vendor.example", auth, [deprecatedAuth!]: "another" })).toThrow(new RegExp(`auth and ${deprecatedAuth} \\(its deprecated name\\) are both given`));
  });

  it("search: sends Basic credentials as the base64 of their UTF-8 bytes", async () => {
    const { requests, fetch } = recorder();
    await factories.search.call(search.createSearchClient({ baseUrl: "https://search.vendor.example", auth: { username: "élodie", password: "pässword" }, fetch }));
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
    ["search", { auth: { username: "ela:stic", password: "secret" } }, /^auth has a username that is not a non-empty string without a colon$/],
    ["search", { auth: { apiKey: "k", username: "elastic", password: "secret" } }, /^auth gives an apiKey and Basic credentials: give one of them$/],
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
    expect(() => create({ baseUrl: "https://api.vendor.example", auth, fetch: globalThis.fetch, retry: { retries: 0, delayMs: () => 0, maxDelayMs: 0, onRetry: () => {} } })).not.toThrow();
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

describe("one error hierarchy", () => {
  const modules = { codeHosting, socialGraph, eventManagement, compute, search };

  it("is exported, the same classes, from every API module", () => {
    for (const [name, module] of Object.entries(modules)) {
      for (const error of ["ApiError", "ClientOptionsError", "InvalidRequestError", "ApiRequestError", "ApiNetworkError", "ApiResponseError", "dataOrThrow"] as const) {
        expect(module[error], `${name}.${error}`).toBe(errors[error]);
      }
    }
    expect(compute.ComputeRequestError).toBe(ApiResponseError);
    expect(search.SearchApiError).toBe(ApiResponseError);
  });

  it.each(apis)("%s: a request without an answer is an ApiNetworkError naming the request", async (api) => {
    const { create, call, auth } = factories[api];
    const cause = new TypeError("fetch failed");
    const client = create({ baseUrl: "https://api.vendor.example", auth, fetch: async () => Promise.reject(cause) });
    const error = await call(client).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    const failure = error as InstanceType<typeof ApiNetworkError>;
    expect(failure).toMatchObject({ name: "ApiNetworkError", api, status: undefined, body: undefined, cause });
    expect(failure.method).toMatch(/^(GET|POST)$/);
    expect(failure.url).toMatch(/^https:\/\/api\.vendor\.example\//);
    expect(failure.message).toMatch(/^(GET|POST) https:\/\/api\.vendor\.example\/.* got no answer: fetch failed$/);
  });

  it.each(apis)("%s: dataOrThrow makes a refusal an ApiResponseError with the status, the request and the error body", async (api) => {
    const { create, call } = factories[api];
    const body = { error: { message: "Not allowed here", code: 403 } };
    const client = create({ baseUrl: "https://api.vendor.example", fetch: async () => Response.json(body, { status: 403 }) });
    const error = await dataOrThrow((await call(client)) as { response: Response }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiResponseError);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: "ApiResponseError", api, status: 403, body, operation: undefined });
    const failure = error as InstanceType<typeof ApiResponseError>;
    expect(failure.url).toMatch(/^https:\/\/api\.vendor\.example\//);
    expect(failure.message).toBe(`${failure.method} ${failure.url} answered 403: Not allowed here`);
  });

  it("dataOrThrow gives the data of a success", async () => {
    const client = codeHosting.createCodeHostingClient({ baseUrl: "https://api.vendor.example", fetch: async () => Response.json({ status: "complete" }) });
    expect(await dataOrThrow(factories["code-hosting"].call(client) as ReturnType<codeHosting.CodeHostingClient["GET"]>)).toEqual({ status: "complete" });
  });

  it("masks a credential carried in the URL", async () => {
    const client = socialGraph.createSocialGraphClient({ baseUrl: "https://graph.vendor.example", auth: "EAAB-secret", fetch: async () => Response.json({}, { status: 500 }) });
    const error = (await dataOrThrow(client.GET("/{user_id}", { params: { path: { user_id: "1000" } } })).catch((caught: unknown) => caught)) as Error & { url: string };
    expect(error.url).toBe("https://graph.vendor.example/v24.0/1000?access_token=***");
    expect(error.message).not.toContain("EAAB-secret");
    expect(errors.maskCredentials("https://user:pw@search.vendor.example/_search")).toBe("https://***:***@search.vendor.example/_search");
  });

  it("keeps the AbortError of a request its caller aborted", async () => {
    const controller = new AbortController();
    const client = codeHosting.createCodeHostingClient({
      baseUrl: "https://api.vendor.example",
      fetch: async (request: Request) => {
        controller.abort();
        throw request.signal.reason;
      },
    });
    const error = await client.GET("/repos/{owner}/{repo}/import", { params: { path: { owner: "o", repo: "r" } }, signal: controller.signal }).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe("AbortError");
  });

  it("places the helpers' own errors in the hierarchy", async () => {
    const windowError = (() => {
      try {
        search.checkResultWindow({ from: 9_995, size: 10 });
      } catch (caught) {
        return caught;
      }
    })();
    expect(windowError).toBeInstanceOf(search.ResultWindowError);
    expect(windowError).toBeInstanceOf(InvalidRequestError);
    expect(windowError).toMatchObject({ api: "search", name: "ResultWindowError", from: 9_995, size: 10, maxResultWindow: 10_000 });
    expect((windowError as InstanceType<typeof InvalidRequestError>).problems).toHaveLength(1);

    const { fetch } = recorder();
    const events = eventManagement.createEventManagementClient({ baseUrl: "https://api.vendor.example", fetch });
    const finderError = await eventManagement
      .findEvents(events, { q: "organizerLeadGenFormEnabledEvents", organizer: "urn:li:person:1" as never })
      .next()
      .catch((caught: unknown) => caught);
    expect(finderError).toBeInstanceOf(InvalidRequestError);
    expect(finderError).toMatchObject({ api: "event-management" });
    expect((finderError as InstanceType<typeof InvalidRequestError>).problems.join("\n")).toMatch(/organizer/);

    const graph = socialGraph.createSocialGraphClient({ baseUrl: "https://graph.vendor.example", fetch: async () => Response.json({ error: { message: "Bad", code: 100 } }, { status: 400 }) });
    const uploadError = await socialGraph.uploadAudienceUsers(graph, { audienceId: "1", schema: "EMAIL_SHA256", rows: ["a"], mode: "add" }).catch((caught: unknown) => caught);
    expect(uploadError).toBeInstanceOf(socialGraph.AudienceUploadError);
    expect(uploadError).toBeInstanceOf(ApiRequestError);
    expect(uploadError).toMatchObject({
      api: "social-graph",
      method: "POST",
      url: "https://graph.vendor.example/v24.0/1/users",
      status: 400,
      body: { error: { message: "Bad", code: 100 } },
      operation: "addCustomAudienceUsers",
      batchSeq: 1,
    });
    expect((uploadError as Error).cause).toBeInstanceOf(ApiResponseError);

    const emptyPages = compute.createComputeClient({ baseUrl: "https://compute.vendor.example", retry: false, fetch: async () => new Response(null, { status: 200 }) });
    const walkError = await compute
      .forwardingRules(emptyPages, { project: "p" })
      .next()
      .catch((caught: unknown) => caught);
    expect(walkError).toBeInstanceOf(ApiResponseError);
    expect(walkError).toMatchObject({ name: "ApiResponseError", status: 200, operation: "listAggregatedForwardingRules", method: "GET" });
    expect((walkError as Error).message).toMatch(/answered 200: a page without a body$/);

    const refusing = codeHosting.createCodeHostingClient({
      baseUrl: "https://api.vendor.example",
      fetch: async () => Response.json({ message: "Requires authentication" }, { status: 401 }),
    });
    const pageError = await codeHosting.paginateAll(refusing, "/user/emails").catch((caught: unknown) => caught);
    expect(pageError).toBeInstanceOf(ApiResponseError);
    expect(pageError).toMatchObject({ api: "code-hosting", method: "GET", url: "https://api.vendor.example/user/emails", status: 401 });
    expect((pageError as Error).message).toBe("GET https://api.vendor.example/user/emails answered 401: Requires authentication");

    expect(() => eventManagement.uploadTarget({ value: {} } as never)).toThrow(ApiError);
    expect(() => socialGraph.createSocialGraphClient({ baseUrl: "https://graph.vendor.example", version: "24.0" })).toThrow(ClientOptionsError);
  });
});
