/**
 * The walks of the clients over pages end even when the service (or a simulator with an
 * off-by-one) never stops answering: a page that does not move the walk on is a clear error after
 * a few requests, not a loop that grows until the process is killed. (compute's page tokens and
 * event-management's start are checked the same way in their own suites.)
 */
import { describe, expect, it } from "vitest";
import { createCodeHostingClient, paginateAll } from "../src/clients/code-hosting.js";
import { ApiResponseError } from "../src/clients/errors.js";
import { scrollHits, searchAfterHits } from "../src/clients/search.js";
import { useMockServer } from "./support/mock.js";
import { collect, scriptedClient } from "./support/search-script.js";

const server = useMockServer("search");
const index = "orders-2024";

describe("a search walk on a service that answers the same page again and again", () => {
  it("search_after: fails on the second page that ends where the first did, and still closes the point in time", async () => {
    const { client, requests } = scriptedClient(server.url, {
      prefer: (request) => (request.path === "/_search" ? "example=pitExtended" : undefined),
    });
    const error = await collect(searchAfterHits(client, { index, keepAlive: "1m", body: { size: 2 } })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiResponseError);
    expect((error as Error).message).toMatch(/a page ended again on the sort values .*: search_after did not move the walk on/);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST /${index}/_pit`,
      "POST /_search",
      "POST /_search",
      "DELETE /_pit",
    ]);
  });

  it("scroll: fails on the batch that starts with an earlier batch's first hit, and still clears the context", async () => {
    const { client, requests } = scriptedClient(server.url, {
      prefer: (request) =>
        request.method === "DELETE" ? undefined : request.path === "/_search/scroll" ? "example=keptAlive" : "example=scrollOpen",
    });
    const error = await collect(scrollHits(client, { index, scroll: "1m", body: { size: 2 } })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiResponseError);
    expect((error as Error).message).toMatch(/a batch started again with the hit .*: the scroll did not move on/);
    expect(requests.length).toBeLessThanOrEqual(4);
    expect(requests.at(-1)!.method).toBe("DELETE");
  });
});

describe("code-hosting's paginate on Link headers that go round", () => {
  const email = { email: "a@vendor.example", primary: true, verified: true, visibility: "public" };

  it.each([
    ["the first page", "https://api.vendor.example/user/emails"],
    ["an earlier page", "https://api.vendor.example/user/emails?page=2"],
  ])("fails when a page links %s as its next", async (_which, loop) => {
    const urls: string[] = [];
    const fetch = async (request: Request) => {
      urls.push(request.url);
      const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
      return Response.json([email], {
        headers: { link: `<${page < 3 ? `https://api.vendor.example/user/emails?page=${page + 1}` : loop}>; rel="next"` },
      });
    };
    const client = createCodeHostingClient({ baseUrl: "https://api.vendor.example", auth: "t", fetch });
    const error = await paginateAll(client, "/user/emails").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiResponseError);
    expect((error as Error).message).toContain(`the page ${loop} is linked a second time; the walk stops`);
    expect(urls).toHaveLength(3);
  });
});
