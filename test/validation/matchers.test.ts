/** expect(response).toMatchContract(api), on fetch Responses and openapi-fetch results from the mock. */
import { describe, expect, it } from "vitest";
import { createCodeHostingClient } from "../../src/clients/code-hosting.js";
import { contractMatchers, type ContractMatchers } from "../../src/contract/matchers.js";
import { useMockServer } from "../support/mock.js";

declare module "vitest" {
  interface Assertion<T> extends ContractMatchers<T> {}
}
expect.extend(contractMatchers);

const server = useMockServer("code-hosting");

/** A Response as a fetch would return it for `url`, with a body of our choosing. */
function responseFor(url: string, status: number, body: unknown): Response {
  const response = new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  Object.defineProperty(response, "url", { value: url });
  return response;
}

describe("toMatchContract", () => {
  it("passes a fetch Response from the mock", async () => {
    const response = await fetch(`${server.url}/repos/octocat/socm/import`, { headers: { Authorization: "Bearer t" } });
    await expect(response).toMatchContract("code-hosting");
    expect(await response.json()).toMatchObject({ status: "importing" }); // the body is still readable
  });

  it("passes an openapi-fetch result", async () => {
    const client = createCodeHostingClient({ baseUrl: server.url, auth: "t" });
    await expect(await client.GET("/repos/{owner}/{repo}/import/authors", { params: { path: { owner: "o", repo: "r" } } })).toMatchContract(
      "code-hosting",
    );
  });

  it("fails a response off the contract with a message listing every problem", async () => {
    const response = responseFor(`${server.url}/repos/octocat/socm/import`, 200, {
      vcs: "cvs",
      status: "paused",
      vcs_url: "https://x.example",
      url: "u",
      html_url: "https://h.example",
      authors_url: "https://a.example",
      repository_url: "https://r.example",
    });
    const failure = await expect(response)
      .toMatchContract("code-hosting")
      .then(
        () => undefined,
        (error: Error) => error,
      );
    expect(failure?.message).toContain(
      "expected the response to match the code-hosting contract (getImportStatus (GET /repos/{owner}/{repo}/import))",
    );
    expect(failure?.message).toContain('- body: /status must be one of "detecting"');
    expect(failure?.message).toContain('- body: /url must match format "uri"');
    expect(failure?.message).toContain("- body: /vcs");
  });

  it("fails an undocumented status", async () => {
    await expect(expect(responseFor(`${server.url}/repos/o/r/import/lfs`, 418, {})).toMatchContract("code-hosting")).rejects.toThrow(
      /status 418 is not documented/,
    );
  });

  it("asks for the method where several operations of a path but no GET could have answered", async () => {
    const url = `${server.url}/v24.0/6000/users`;
    const result = { audience_id: "6000", session_id: "9", num_received: 1, num_invalid_entries: 0, invalid_entry_samples: {} };
    await expect(expect(responseFor(url, 200, result)).toMatchContract("social-graph")).rejects.toThrow(/pass \{ method \}/);
    await expect(responseFor(url, 200, result)).toMatchContract("social-graph", { method: "DELETE" });
  });

  it("assumes GET where a GET of the path documents the status, and takes the method it is given", async () => {
    const progress = await (await fetch(`${server.url}/repos/o/r/import`, { headers: { Authorization: "Bearer t" } })).json();
    await expect(responseFor(`${server.url}/repos/o/r/import`, 200, progress)).toMatchContract("code-hosting");
    await expect(responseFor(`${server.url}/repos/o/r/import`, 201, progress)).toMatchContract("code-hosting", { method: "PUT" });
    await expect(responseFor(`${server.url}/repos/o/r/import`, 201, progress)).not.toMatchContract("code-hosting", { method: "GET" });
  });

  it("supports .not", async () => {
    await expect(responseFor(`${server.url}/repos/o/r/import/lfs`, 418, {})).not.toMatchContract("code-hosting");
  });
});
