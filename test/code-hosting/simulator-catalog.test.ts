/**
 * The simulated code-hosting service's catalog endpoints through the typed client: the state they
 * keep and read back, commit statuses, the reads clients make before they act, and the paging of
 * lists with a Link header. Strict mode and the contract guard check every answer. Imports are in
 * simulator.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createCodeHostingClient, nextLink, paginate, paginateAll, type CodeHostingClient } from "../../src/clients/code-hosting.js";
import { useSimulator } from "../support/simulator.js";

const sim = useSimulator("code-hosting");
let client: CodeHostingClient;
beforeAll(() => {
  client = createCodeHostingClient({ baseUrl: sim.url, auth: "t" });
});

describe("the catalog endpoints keep state", () => {
  it("emails added are listed, and removed", async () => {
    await client.POST("/user/emails", { body: { emails: ["new@vendor.example"] } });
    const { data } = await client.GET("/user/emails", {});
    expect(data!.map((e) => e.email)).toContain("new@vendor.example");
    await client.DELETE("/user/emails", { body: { emails: ["new@vendor.example"] } });
    expect((await client.GET("/user/emails", {})).data!.map((e) => e.email)).not.toContain("new@vendor.example");
  });

  it("keys created are fetched, listed and deleted", async () => {
    const key = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFakeKeyForTests laptop";
    const { data: created, response } = await client.POST("/user/keys", { body: { title: "laptop", key } });
    expect(response.status).toBe(201);
    const { data: fetched } = await client.GET("/user/keys/{key_id}", { params: { path: { key_id: created!.id } } });
    expect(fetched).toMatchObject({ title: "laptop", key });
    expect((await client.GET("/user/keys", {})).data).toHaveLength(1);
    await client.DELETE("/user/keys/{key_id}", { params: { path: { key_id: created!.id } } });
    expect((await client.GET("/user/keys/{key_id}", { params: { path: { key_id: created!.id } } })).response.status).toBe(404);
  });

  it("follow, check, list and unfollow", async () => {
    const path = { username: "hubot" };
    expect((await client.GET("/user/following/{username}", { params: { path } })).response.status).toBe(404);
    await client.PUT("/user/following/{username}", { params: { path } });
    expect((await client.GET("/user/following/{username}", { params: { path } })).response.status).toBe(204);
    expect((await client.GET("/user/following", {})).data!.map((u) => u.login)).toEqual(["hubot"]);
    await client.DELETE("/user/following/{username}", { params: { path } });
    expect((await client.GET("/user/following/{username}", { params: { path } })).response.status).toBe(404);
  });
});

describe("the catalog endpoints read back what was changed", () => {
  it("a profile update is read back", async () => {
    const { data: updated } = await client.PATCH("/user", {
      body: { name: "Mona Lisa", blog: "https://blog.vendor.example", hireable: true },
    });
    expect(updated).toMatchObject({ login: "octocat", name: "Mona Lisa", blog: "https://blog.vendor.example", hireable: true });
    const { data: read } = await client.GET("/user", {});
    expect(read).toMatchObject({ name: "Mona Lisa", blog: "https://blog.vendor.example", hireable: true });
    await client.PATCH("/user", { body: { bio: "Painter" } });
    expect((await client.GET("/user", {})).data).toMatchObject({ name: "Mona Lisa", bio: "Painter" }); // fields left out keep their value
  });

  it("social accounts added are listed, and removed", async () => {
    await client.POST("/user/social_accounts", {
      body: { account_urls: ["https://www.linkedin.com/in/mona", "https://social.example/@mona"] },
    });
    expect((await client.GET("/user/social_accounts", {})).data!.map((a) => a.url)).toEqual([
      "https://www.linkedin.com/in/mona",
      "https://social.example/@mona",
    ]);
    await client.DELETE("/user/social_accounts", { body: { account_urls: ["https://www.linkedin.com/in/mona"] } });
    expect((await client.GET("/user/social_accounts", {})).data).toEqual([{ provider: "generic", url: "https://social.example/@mona" }]);
  });

  it("custom property values are set, changed, unset and read back", async () => {
    const path = { owner: "octocat", repo: "hello-world" };
    await client.PATCH("/repos/{owner}/{repo}/properties/values", {
      params: { path },
      body: {
        properties: [
          { property_name: "environment", value: "production" },
          { property_name: "service", value: ["web", "worker"] },
        ],
      },
    });
    await client.PATCH("/repos/{owner}/{repo}/properties/values", {
      params: { path },
      body: { properties: [{ property_name: "environment", value: null }] },
    });
    expect((await client.GET("/repos/{owner}/{repo}/properties/values", { params: { path } })).data).toEqual([
      { property_name: "service", value: ["web", "worker"] },
    ]);
  });

  it("an announcement banner is set, read and removed", async () => {
    const path = { org: "octo-org" };
    expect((await client.GET("/orgs/{org}/announcement", { params: { path } })).data).toEqual({
      announcement: null,
      expires_at: null,
      user_dismissible: false,
    });
    const banner = { announcement: "Maintenance on **Sunday**", expires_at: "2030-01-01T00:00:00Z", user_dismissible: true };
    expect((await client.PATCH("/orgs/{org}/announcement", { params: { path }, body: banner })).data).toEqual(banner);
    expect((await client.GET("/orgs/{org}/announcement", { params: { path: { org: "OCTO-ORG" } } })).data).toEqual(banner);
    await client.PATCH("/orgs/{org}/announcement", { params: { path }, body: { announcement: "Forever", expires_at: "" } });
    expect((await client.GET("/orgs/{org}/announcement", { params: { path } })).data).toEqual({
      announcement: "Forever",
      expires_at: "",
      user_dismissible: false,
    });
    expect((await client.DELETE("/orgs/{org}/announcement", { params: { path } })).response.status).toBe(204);
    expect((await client.GET("/orgs/{org}/announcement", { params: { path } })).data!.announcement).toBeNull();
  });

  it("the authenticated user's keys are their public keys", async () => {
    const key = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOwnKeyOfTheUser laptop";
    const { data: created } = await client.POST("/user/keys", { body: { title: "laptop", key } });
    expect((await client.GET("/users/{username}/keys", { params: { path: { username: "OctoCat" } } })).data).toEqual([
      { id: created!.id, key, created_at: created!.created_at },
    ]);
  });
});

describe("commit statuses", () => {
  const sha = "6dcb09b5b57875f334f61aebed695e2e4193db5e";
  const path = { owner: "octocat", repo: "hello-world" };
  const create = (state: "error" | "failure" | "pending" | "success", context?: string) =>
    client.POST("/repos/{owner}/{repo}/statuses/{sha}", {
      params: { path: { ...path, sha } },
      body: { state, context, target_url: "https://ci.example.com/1", description: `${context} ${state}` },
    });
  const combined = (ref: string) => client.GET("/repos/{owner}/{repo}/commits/{ref}/status", { params: { path: { ...path, ref } } });
  const list = (ref: string) => client.GET("/repos/{owner}/{repo}/commits/{ref}/statuses", { params: { path: { ...path, ref } } });

  it("a created status is in the list of its commit, latest first, and in the combined status", async () => {
    expect((await combined(sha)).data).toMatchObject({ state: "pending", total_count: 0, statuses: [], sha });
    const { data: first, response } = await create("pending", "ci/build");
    expect(response.status).toBe(201);
    expect(response.headers.get("location")).toBe(first!.url);
    await create("success", "ci/build");
    await create("success", "ci/lint");
    expect((await list(sha)).data!.map((s) => [s.context, s.state])).toEqual([
      ["ci/lint", "success"],
      ["ci/build", "success"],
      ["ci/build", "pending"],
    ]);
    const { data } = await combined(sha);
    expect(data).toMatchObject({ state: "success", total_count: 2, sha, repository: { full_name: "octocat/hello-world" } });
    expect(data!.statuses.map((s) => [s.context, s.state])).toEqual([
      ["ci/lint", "success"],
      ["ci/build", "success"],
    ]);
    await create("failure", "ci/lint");
    expect((await combined(sha)).data!.state).toBe("failure");
  });

  it("resolves an abbreviated SHA, and branch and tag names the refs command gave", async () => {
    await create("success", "ci/build");
    expect((await list(sha.slice(0, 7))).data).toHaveLength(1);
    expect((await list("main")).response.status).toBe(404);
    await sim.control.command("refs", { repository: "OctoCat/Hello-World", refs: { main: sha, "refs/tags/v1.0.0": sha } });
    for (const ref of ["main", "heads/main", "v1.0.0", "tags/v1.0.0"]) {
      expect((await list(ref)).data, ref).toHaveLength(1);
      expect((await combined(ref)).data!.sha, ref).toBe(sha);
    }
  });
});

describe("the reads clients make before they act", () => {
  const sha = "6dcb09b5b57875f334f61aebed695e2e4193db5e";
  const path = { owner: "octocat", repo: "hello-world" };

  it("a commit read by a branch name names itself by its SHA; an unknown ref is 404", async () => {
    expect((await client.GET("/repos/{owner}/{repo}/commits/{ref}", { params: { path: { ...path, ref: "main" } } })).response.status).toBe(
      404,
    );
    await sim.control.command("refs", { repository: "octocat/hello-world", refs: { main: sha } });
    const { data } = await client.GET("/repos/{owner}/{repo}/commits/{ref}", { params: { path: { ...path, ref: "main" } } });
    expect(data).toMatchObject({
      sha,
      url: `${sim.url}/repos/octocat/hello-world/commits/${sha}`,
      html_url: `https://vendor.example/octocat/hello-world/commit/${sha}`,
    });
  });

  it("the older statuses route lists what the documented one lists", async () => {
    await client.POST("/repos/{owner}/{repo}/statuses/{sha}", {
      params: { path: { ...path, sha } },
      body: { state: "pending", context: "ci" },
    });
    await client.POST("/repos/{owner}/{repo}/statuses/{sha}", {
      params: { path: { ...path, sha } },
      body: { state: "success", context: "ci" },
    });
    const documented = await client.GET("/repos/{owner}/{repo}/commits/{ref}/statuses", { params: { path: { ...path, ref: sha } } });
    const legacy = await client.GET("/repos/{owner}/{repo}/statuses/{sha}", { params: { path: { ...path, sha } } });
    expect(legacy.data).toEqual(documented.data);
    expect(legacy.data!.map((status) => status.state)).toEqual(["success", "pending"]);
    expect(legacy.data![0]!.creator).toMatchObject({ login: "octocat", url: `${sim.url}/users/octocat` });
  });

  it("a repository is named as asked and owned by its owner; the seed's user is its own profile, updated", async () => {
    const { data: repository } = await client.GET("/repos/{owner}/{repo}", { params: { path: { owner: "monalisa", repo: "tools" } } });
    expect(repository).toMatchObject({
      name: "tools",
      full_name: "monalisa/tools",
      url: `${sim.url}/repos/monalisa/tools`,
      owner: { login: "monalisa", url: `${sim.url}/users/monalisa` },
    });
    expect(repository!.statuses_url).toBe(`${sim.url}/repos/monalisa/tools/statuses/{sha}`);
    await client.PATCH("/user", { body: { name: "Mona Lisa" } });
    const { data: own } = await client.GET("/users/{username}", { params: { path: { username: "OctoCat" } } });
    expect(own).toMatchObject({ login: "octocat", name: "Mona Lisa", url: `${sim.url}/users/octocat` });
    const { data: other } = await client.GET("/users/{username}", { params: { path: { username: "hubot" } } });
    expect(other).toMatchObject({ login: "hubot", url: `${sim.url}/users/hubot`, html_url: "https://vendor.example/hubot" });
    expect(other).not.toHaveProperty("private_gists");
  });

  it("the API root gives a token the simulator lets do anything a classic token's scopes, and none to a token given permissions", async () => {
    const root = await fetch(`${sim.url}/api/v3/`, { headers: { authorization: "token t" } });
    expect(root.headers.get("x-oauth-scopes")).toContain("repo");
    expect(((await root.json()) as { current_user_url: string }).current_user_url).toBe(`${sim.url}/api/v3/user`);
    await sim.control.command("tokens", { limited: { contents: "read" } });
    expect((await fetch(`${sim.url}/`, { headers: { authorization: "token limited" } })).headers.get("x-oauth-scopes")).toBeNull();
    expect((await fetch(`${sim.url}/`)).headers.get("x-oauth-scopes")).toBeNull();
  });

  it("an organization is named as asked", async () => {
    const { data } = await client.GET("/orgs/{org}", { params: { path: { org: "acme" } } });
    expect(data).toMatchObject({
      login: "acme",
      url: `${sim.url}/orgs/acme`,
      members_url: `${sim.url}/orgs/acme/members{/member}`,
      html_url: "https://vendor.example/acme",
    });
  });
});

describe("paging of lists that declare a Link header", () => {
  const addresses = (count: number) => Array.from({ length: count }, (_, n) => `person${n}@vendor.example`);

  it("pages by per_page (30 by default) and page, with next, last, first and prev links", async () => {
    await client.POST("/user/emails", { body: { emails: addresses(64) } }); // 65 with the primary address
    const first = await client.GET("/user/emails", {});
    expect(first.data).toHaveLength(30);
    const base = `${sim.url}/user/emails`;
    expect(first.response.headers.get("link")).toBe(`<${base}?page=2>; rel="next", <${base}?page=3>; rel="last"`);
    const middle = await client.GET("/user/emails", { params: { query: { page: 2 } } });
    expect(middle.response.headers.get("link")).toBe(
      `<${base}?page=1>; rel="prev", <${base}?page=3>; rel="next", <${base}?page=3>; rel="last", <${base}?page=1>; rel="first"`,
    );
    const last = await client.GET("/user/emails", { params: { query: { page: 3, per_page: 30 } } });
    expect(last.data).toHaveLength(5);
    expect(last.response.headers.get("link")).toBe(`<${base}?page=2&per_page=30>; rel="prev", <${base}?page=1&per_page=30>; rel="first"`);
  });

  it("answers at most 100 items a page, and no Link for a single page", async () => {
    await client.POST("/user/emails", { body: { emails: addresses(150) } });
    const { data, response } = await client.GET("/user/emails", { params: { query: { per_page: 500 } } });
    expect(data).toHaveLength(100);
    expect(nextLink(response.headers.get("link"))).toContain("page=2");
    await sim.control.reset();
    expect((await client.GET("/user/emails", {})).response.headers.get("link")).toBeNull();
  });

  it("paginate follows the Link header to the end, and stops when the caller does", async () => {
    await client.POST("/user/emails", { body: { emails: addresses(44) } });
    const all = await paginateAll(client, "/user/emails", { params: { query: { per_page: 10 } } });
    expect(all.map((email) => email.email)).toEqual(["octocat@vendor.example", ...addresses(44)]);
    const seen: string[] = [];
    for await (const email of paginate(client, "/user/emails", { params: { query: { per_page: 10 } } })) {
      seen.push(email.email);
      if (seen.length === 12) break;
    }
    expect(seen).toHaveLength(12);
  });

  it("reads a Link header's next target in any order of its parts", () => {
    expect(nextLink('<https://a.example/x?page=1>; rel="prev", <https://a.example/x?page=3>; rel="next"')).toBe(
      "https://a.example/x?page=3",
    );
    expect(nextLink('<https://a.example/x?page=5>; rel="last"')).toBeUndefined();
    expect(nextLink(null)).toBeUndefined();
  });
});
