/** The typed code-hosting client against the mock: the import flow, auth, errors, permissions. */
import { beforeAll, describe, expect, it } from "vitest";
import {
  ApiResponseError,
  createCodeHostingClient,
  paginateAll,
  requiredPermission,
  type CodeHostingClient,
} from "../../src/clients/code-hosting.js";
import { contractOf } from "../support/contract.js";
import { recordingFetch } from "../support/http.js";
import { useMockServer } from "../support/mock.js";

const { conforms } = contractOf("code-hosting");
const repo = { owner: "octocat", repo: "socm" };

const server = useMockServer("code-hosting");
const { requests: sent, fetch: recording } = recordingFetch();
let client: CodeHostingClient;
beforeAll(() => {
  client = createCodeHostingClient({ baseUrl: server.url, auth: "ghp_test", fetch: recording });
});

describe("code-hosting client", () => {
  it("sends the bearer token, the vendor media type and the API version", async () => {
    await client.GET("/repos/{owner}/{repo}/import", { params: { path: repo } });
    const headers = sent.at(-1)!.headers;
    expect(headers.get("authorization")).toBe("Bearer ghp_test");
    expect(headers.get("accept")).toBe("application/vnd.vendor+json");
    expect(headers.get("x-vendor-api-version")).toBe("2022-11-28");
  });

  it("walks the import flow, every answer conforming to the contract", async () => {
    const started = await client.PUT("/repos/{owner}/{repo}/import", {
      params: { path: repo },
      body: { vcs: "subversion", vcs_url: "https://svn.example.org/socm/trunk" },
    });
    expect(started.response.status).toBe(201);
    expect(started.data?.status).toBe("importing");
    expect(conforms("ImportProgress", started.data)).toEqual([]);

    const authors = await client.GET("/repos/{owner}/{repo}/import/authors", { params: { path: repo, query: { since: 1 } } });
    expect(authors.data?.length).toBeGreaterThan(0);
    for (const author of authors.data ?? []) expect(conforms("CommitAuthor", author)).toEqual([]);

    const mapped = await client.PATCH("/repos/{owner}/{repo}/import/authors/{author_id}", {
      params: { path: { ...repo, author_id: authors.data![0]!.id } },
      body: { name: "Hubot the Robot", email: "hubot@vendor.example" },
    });
    expect(mapped.data?.name).toBe("Hubot the Robot");

    const large = await client.GET("/repos/{owner}/{repo}/import/large_files", { params: { path: repo } });
    for (const file of large.data ?? []) expect(conforms("LargeFileEntry", file)).toEqual([]);

    const lfs = await client.PATCH("/repos/{owner}/{repo}/import/lfs", { params: { path: repo }, body: { use_lfs: "opt_in" } });
    expect(lfs.response.status).toBe(200);
    expect(conforms("ImportProgress", lfs.data)).toEqual([]);

    const cancelled = await client.DELETE("/repos/{owner}/{repo}/import", { params: { path: repo } });
    expect(cancelled.response.status).toBe(204);
  });

  it.each([
    "detecting",
    "importing",
    "mapping",
    "pushing",
    "complete",
    "auth_failed",
    "error",
    "detection_needs_auth",
    "detection_found_nothing",
    "detection_found_multiple",
  ] as const)("returns the %s state on request with Prefer", async (status) => {
    const { data } = await client.GET("/repos/{owner}/{repo}/import", {
      params: { path: repo },
      headers: { Prefer: `example=${status}` },
    });
    expect(data?.status).toBe(status);
    expect(conforms("ImportProgress", data)).toEqual([]);
  });

  it("answers a request without a token with 401", async () => {
    const anonymous = createCodeHostingClient({ baseUrl: server.url });
    const { response } = await anonymous.GET("/repos/{owner}/{repo}/import", { params: { path: repo } });
    expect(response.status).toBe(401);
  });

  it("accepts the auth scheme in any letter case", async () => {
    const { response } = await client.GET("/repos/{owner}/{repo}/import", {
      params: { path: repo },
      headers: { Authorization: "bearer ghp_test" },
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ["a PUT without vcs_url", "PUT", "/import", { vcs: "git" }, "vcs_url"],
    ["an LFS preference of maybe", "PATCH", "/import/lfs", { use_lfs: "maybe" }, "use_lfs"],
  ])("rejects %s with 422 and a body naming the problem", async (_given, method, path, body, field) => {
    const response = await fetch(`${server.url}/repos/octocat/socm${path}`, {
      method,
      headers: { Authorization: "Bearer t", "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(422);
    const problem = (await response.json()) as { message: string; errors: { field: string; message: string }[] };
    expect(problem.message).toBe("Validation Failed");
    expect(problem.errors.map((error) => `${error.field} ${error.message}`).join("\n")).toContain(field);
  });
});

describe("permission lookup", () => {
  it.each([
    ["GET", "/repos/octocat/socm/import", "Repository: Contents", "read"],
    ["PATCH", "/repos/octocat/socm/import/lfs", "Repository: Contents", "write"],
    ["PATCH", "/repos/octocat/socm/import/authors/2268557", "Repository: Contents", "write"],
    ["GET", "/user/keys", "User: Git SSH keys", "read"],
    ["GET", "/users/octocat/keys", "User: Git SSH keys", "read"],
    ["DELETE", "/user/following/octocat", "User: Followers", "write"],
    ["GET", "/repos/octocat/socm/commits/main/statuses", "Repository: Commit statuses", "read"],
    ["get", "/orgs/github/announcement?x=1", "Organization: Organization announcement banners", "read"],
  ])("%s %s needs %s (%s)", (method, path, group, access) => {
    expect(requiredPermission(method, path)).toMatchObject({ group, access });
  });

  it("names token types and the additional-permissions flag", () => {
    expect(requiredPermission("GET", "/repos/o/r/invitations")).toMatchObject({ tokenTypes: ["UAT", "IAT"], additionalPermissions: true });
    expect(requiredPermission("POST", "/user/emails")).toMatchObject({ tokenTypes: ["UAT"], additionalPermissions: false });
    expect(requiredPermission("GET", "/repos/o/r/import")).toMatchObject({ deprecated: true, sunset: "2024-04-12T00:00:00Z" });
  });

  it("returns undefined for an endpoint the catalog does not list", () => {
    expect(requiredPermission("GET", "/repos/o/r/issues")).toBeUndefined();
    expect(requiredPermission("POST", "/repos/o/r/import")).toBeUndefined();
  });
});

describe("paginate sends the credential only to the address of the first page", () => {
  const email = { email: "a@vendor.example", primary: true, verified: true, visibility: "public" };
  /** Pages of one email each, the first linking its next page at `next`. */
  function pagesLinking(next: string) {
    const urls: string[] = [];
    const fetch = async (request: Request) => {
      urls.push(request.url);
      const link = new URL(request.url).searchParams.get("page") === null ? { link: `<${next}>; rel="next"` } : undefined;
      return Response.json([email], { headers: link });
    };
    return { urls, client: createCodeHostingClient({ baseUrl: "https://api.vendor.example", auth: "ghp_secret", fetch }) };
  }

  it.each([
    ["another host", "https://elsewhere.example/user/emails?page=2"],
    ["another port", "https://api.vendor.example:8443/user/emails?page=2"],
    ["another scheme", "http://api.vendor.example/user/emails?page=2"],
  ])("stops at a next page on %s, before asking it", async (_where, next) => {
    const { urls, client } = pagesLinking(next);
    const error = await paginateAll(client, "/user/emails").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiResponseError);
    expect((error as Error).message).toMatch(
      /the next page is linked on another address; the walk stops rather than send the credential there$/,
    );
    expect(urls).toEqual(["https://api.vendor.example/user/emails"]);
  });

  it("follows a next page on the same address, also a relative link", async () => {
    for (const next of ["https://api.vendor.example/user/emails?page=2", "/user/emails?page=2"]) {
      const { urls, client } = pagesLinking(next);
      expect(await paginateAll(client, "/user/emails")).toEqual([email, email]);
      expect(urls).toEqual(["https://api.vendor.example/user/emails", "https://api.vendor.example/user/emails?page=2"]);
    }
  });
});
