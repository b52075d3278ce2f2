/**
 * The one error hierarchy of the five clients: the same classes exported from every API module,
 * a request without an answer and a refusal made errors that name the request, a credential in
 * the URL masked, a caller's abort kept, and the helpers' own errors placed in the hierarchy.
 * Requests go to a fetch that answers itself. The options are in clients-options.test.ts.
 */
import { describe, expect, it } from "vitest";
import * as codeHosting from "../src/clients/code-hosting.js";
import * as compute from "../src/clients/compute.js";
import * as errors from "../src/clients/errors.js";
import * as eventManagement from "../src/clients/event-management.js";
import * as search from "../src/clients/search.js";
import * as socialGraph from "../src/clients/social-graph.js";
import { apis, factories, recorder } from "./support/client-factories.js";

const { ApiError, ApiNetworkError, ApiRequestError, ApiResponseError, ClientOptionsError, InvalidRequestError, dataOrThrow } = errors;

describe("one error hierarchy", () => {
  const modules = { codeHosting, socialGraph, eventManagement, compute, search };

  it("is exported, the same classes, from every API module", () => {
    for (const [name, module] of Object.entries(modules)) {
      for (const error of [
        "ApiError",
        "ClientOptionsError",
        "InvalidRequestError",
        "ApiRequestError",
        "ApiNetworkError",
        "ApiResponseError",
        "dataOrThrow",
      ] as const) {
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
    const client = codeHosting.createCodeHostingClient({
      baseUrl: "https://api.vendor.example",
      fetch: async () => Response.json({ status: "complete" }),
    });
    expect(await dataOrThrow(factories["code-hosting"].call(client) as ReturnType<codeHosting.CodeHostingClient["GET"]>)).toEqual({
      status: "complete",
    });
  });

  it("masks a credential carried in the URL", async () => {
    const client = socialGraph.createSocialGraphClient({
      baseUrl: "https://graph.vendor.example",
      auth: "EAAB-secret",
      fetch: async () => Response.json({}, { status: 500 }),
    });
    const error = (await dataOrThrow(client.GET("/{user_id}", { params: { path: { user_id: "1000" } } })).catch(
      (caught: unknown) => caught,
    )) as Error & { url: string };
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
    const error = await client
      .GET("/repos/{owner}/{repo}/import", { params: { path: { owner: "o", repo: "r" } }, signal: controller.signal })
      .catch((caught: unknown) => caught);
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

    const graph = socialGraph.createSocialGraphClient({
      baseUrl: "https://graph.vendor.example",
      fetch: async () => Response.json({ error: { message: "Bad", code: 100 } }, { status: 400 }),
    });
    const uploadError = await socialGraph
      .uploadAudienceUsers(graph, { audienceId: "1", schema: "EMAIL_SHA256", rows: ["a"], mode: "add" })
      .catch((caught: unknown) => caught);
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

    const emptyPages = compute.createComputeClient({
      baseUrl: "https://compute.vendor.example",
      retry: false,
      fetch: async () => new Response(null, { status: 200 }),
    });
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
    expect(() => socialGraph.createSocialGraphClient({ baseUrl: "https://graph.vendor.example", version: "24.0" })).toThrow(
      ClientOptionsError,
    );
  });
});
