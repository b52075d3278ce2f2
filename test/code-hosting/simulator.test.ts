/**
 * The simulated code-hosting service through the typed client: imports that progress with the
 * clock, every problem path and its recovery, authors, large files and LFS, permissions, and the
 * catalog endpoints' state. Strict mode and the contract guard check every answer.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createCodeHostingClient, nextLink, paginate, paginateAll, type CodeHostingClient, type ImportProgress } from "../../src/clients/code-hosting.js";
import { phaseMilliseconds } from "../../src/simulator/services/code-hosting/index.js";
import { useSimulator } from "../support/simulator.js";

// A frozen clock (useSimulator's default): only the test moves time, so no step is missed on a slow machine.
const sim = useSimulator("code-hosting");
let client: CodeHostingClient;
const repo = { owner: "octocat", repo: "socm" };
const sent: string[] = [];
beforeAll(() => {
  client = clientWith("t");
});

function clientWith(token: string | undefined): CodeHostingClient {
  return createCodeHostingClient({
    baseUrl: sim.url,
    auth: token,
    fetch: async (request: Request) => {
      const response = await fetch(request);
      sent.push(await response.clone().text());
      return response;
    },
  });
}

async function start(vcsUrl: string, extra: { vcs?: "subversion" | "git" | "mercurial" | "tfvc"; vcs_username?: string; vcs_password?: string } = {}) {
  const { data, response } = await client.PUT("/repos/{owner}/{repo}/import", { params: { path: repo }, body: { vcs_url: vcsUrl, ...extra } });
  expect(response.status).toBe(201);
  return data!;
}

async function status(): Promise<ImportProgress> {
  const { data, response } = await client.GET("/repos/{owner}/{repo}/import", { params: { path: repo } });
  expect(response.status).toBe(200);
  return data!;
}

/** Advances the clock by a part of a step. */
const wait = (milliseconds: number) => sim.control.advanceClock(milliseconds);

describe("an import from start to complete", () => {
  it("detects, imports, maps, pushes and completes, with author mapping and LFS on the way", async () => {
    const started = await start("https://svn.example.org/large-files/trunk");
    expect(started.status).toBe("detecting");
    expect(started.vcs).toBeNull();

    await wait(phaseMilliseconds.detecting + phaseMilliseconds.importing / 4);
    const importing = await status();
    expect(importing).toMatchObject({ status: "importing", vcs: "subversion", commit_count: 1042, has_large_files: true, large_files_count: 3 });
    await wait(phaseMilliseconds.importing / 4);
    expect((await status()).percent).toBeGreaterThan(importing.percent!);

    const { data: authors } = await client.GET("/repos/{owner}/{repo}/import/authors", { params: { path: repo } });
    expect(authors).toHaveLength(3);
    expect(authors![0]!.email).toMatch(/^nobody@[0-9a-f-]{36}$/); // the importer's placeholder address
    const { data: later } = await client.GET("/repos/{owner}/{repo}/import/authors", { params: { path: repo, query: { since: authors![0]!.id } } });
    expect(later!.map((a) => a.id)).toEqual(authors!.slice(1).map((a) => a.id));
    const { data: mapped } = await client.PATCH("/repos/{owner}/{repo}/import/authors/{author_id}", {
      params: { path: { ...repo, author_id: authors![0]!.id } },
      body: { name: "Hubot the Robot", email: "hubot@vendor.example" },
    });
    expect(mapped).toMatchObject({ name: "Hubot the Robot", email: "hubot@vendor.example", remote_name: "nobody" });

    const { data: large } = await client.GET("/repos/{owner}/{repo}/import/large_files", { params: { path: repo } });
    expect(large!.every((file) => file.size > 100 * 2 ** 20)).toBe(true);
    const { data: optedIn } = await client.PATCH("/repos/{owner}/{repo}/import/lfs", { params: { path: repo }, body: { use_lfs: "opt_in" } });
    expect(optedIn!.use_lfs).toBe("opt_in");

    await wait(phaseMilliseconds.importing / 2 + phaseMilliseconds.mapping / 2);
    expect((await status()).status).toBe("mapping");
    await wait(phaseMilliseconds.mapping / 2 + phaseMilliseconds.pushing / 2);
    const pushing = await status();
    expect(pushing.status).toBe("pushing");
    expect(pushing.push_percent).toBeGreaterThanOrEqual(40);
    await wait(phaseMilliseconds.pushing);
    expect(await status()).toMatchObject({ status: "complete", use_lfs: "opt_in" });

    // Authors are mapped only until the push; the mapping made before it stays.
    const tooLate = await client.PATCH("/repos/{owner}/{repo}/import/authors/{author_id}", {
      params: { path: { ...repo, author_id: authors![1]!.id } },
      body: { name: "Late" },
    });
    expect(tooLate.response.status).toBe(422);
    const { data: final } = await client.GET("/repos/{owner}/{repo}/import/authors", { params: { path: repo } });
    expect(final![0]!.name).toBe("Hubot the Robot");
  });

  it("starts importing at once when vcs is given, and rewrites after an LFS change once pushed", async () => {
    expect((await start("https://git.example.org/large-files.git", { vcs: "git" })).status).toBe("importing");
    await wait(phaseMilliseconds.importing + phaseMilliseconds.mapping + phaseMilliseconds.pushing);
    expect((await status()).status).toBe("complete");
    await client.PATCH("/repos/{owner}/{repo}/import/lfs", { params: { path: repo }, body: { use_lfs: "opt_out" } });
    expect(await status()).toMatchObject({ status: "mapping", use_lfs: "opt_out" });
  });
});

describe("problems and their recovery", () => {
  it("detection_needs_auth, recovered by credentials, which go back to detecting; they are never echoed", async () => {
    sent.length = 0;
    await start("https://svn.example.org/needs-auth/trunk");
    await wait(phaseMilliseconds.detecting);
    expect((await status()).status).toBe("detection_needs_auth");
    const { data } = await client.PATCH("/repos/{owner}/{repo}/import", { params: { path: repo }, body: { vcs_username: "octocat", vcs_password: "s3cret-pass" } });
    expect(data!.status).toBe("detecting");
    await wait(phaseMilliseconds.detecting + 1);
    expect((await status()).status).toBe("importing");
    expect(sent.join("\n")).not.toContain("s3cret-pass");
    expect(sent.join("\n")).not.toContain("vcs_password");
  });

  it("auth_failed when vcs is given, recovered by credentials", async () => {
    await start("https://git.example.org/needs-auth.git", { vcs: "git" });
    expect((await status()).status).toBe("auth_failed");
    await client.PATCH("/repos/{owner}/{repo}/import", { params: { path: repo }, body: { vcs_username: "u", vcs_password: "p" } });
    expect((await status()).status).toBe("detecting");
  });

  it("detection_found_nothing", async () => {
    await start("https://example.org/nothing-here");
    await wait(phaseMilliseconds.detecting);
    expect((await status()).status).toBe("detection_found_nothing");
  });

  it("detection_found_multiple, resolved by sending one of project_choices", async () => {
    await start("https://tfs.example.org/multiple");
    await wait(phaseMilliseconds.detecting);
    const found = await status();
    expect(found.status).toBe("detection_found_multiple");
    const [choice] = found.project_choices as { vcs: "tfvc"; tfvc_project: string; human_name: string }[];
    const { data } = await client.PATCH("/repos/{owner}/{repo}/import", { params: { path: repo }, body: choice! });
    expect(data).toMatchObject({ status: "importing", vcs: "tfvc" });
    const wrong = await client.PATCH("/repos/{owner}/{repo}/import", { params: { path: repo }, body: { vcs: "git" } });
    expect(wrong.response.status).toBe(200); // not in detection_found_multiple any more: a restart
  });

  it("error halfway through the raw step, with failed_step and error", async () => {
    await start("https://git.example.org/broken.git", { vcs: "git" });
    await wait(phaseMilliseconds.importing / 2);
    expect(await status()).toMatchObject({ status: "error", failed_step: "import" });
    expect((await status()).error).toBeTruthy();
  });

  it("an empty update restarts the import", async () => {
    await start("https://git.example.org/socm.git");
    await wait(phaseMilliseconds.detecting + phaseMilliseconds.importing);
    expect((await status()).status).toBe("mapping");
    const { data } = await client.PATCH("/repos/{owner}/{repo}/import", { params: { path: repo }, body: {} });
    expect(data!.status).toBe("detecting");
  });

  it("cancel: a GET afterwards is 404", async () => {
    await start("https://git.example.org/socm.git");
    expect((await client.DELETE("/repos/{owner}/{repo}/import", { params: { path: repo } })).response.status).toBe(204);
    expect((await client.GET("/repos/{owner}/{repo}/import", { params: { path: repo } })).response.status).toBe(404);
  });

  it("refuses an import into a repository with workflows enabled (422)", async () => {
    const { response, error } = await client.PUT("/repos/{owner}/{repo}/import", {
      params: { path: { owner: "octocat", repo: "workflows-enabled" } },
      body: { vcs_url: "https://git.example.org/x.git" },
    });
    expect(response.status).toBe(422);
    expect(JSON.stringify(error)).toContain("workflows");
  });
});

describe("authors under concurrency", () => {
  it("two clients mapping authors at once lose no update", async () => {
    await start("https://git.example.org/socm.git", { vcs: "git" });
    const { data: authors } = await client.GET("/repos/{owner}/{repo}/import/authors", { params: { path: repo } });
    const other = clientWith("t2");
    await Promise.all(
      authors!.flatMap((author, index) => [
        client.PATCH("/repos/{owner}/{repo}/import/authors/{author_id}", { params: { path: { ...repo, author_id: author.id } }, body: { name: `Name ${index}` } }),
        other.PATCH("/repos/{owner}/{repo}/import/authors/{author_id}", { params: { path: { ...repo, author_id: author.id } }, body: { email: `person${index}@vendor.example` } }),
      ]),
    );
    const { data: after } = await client.GET("/repos/{owner}/{repo}/import/authors", { params: { path: repo } });
    expect(after!.map((a) => [a.name, a.email])).toEqual(authors!.map((_, i) => [`Name ${i}`, `person${i}@vendor.example`]));
  });
});

describe("permissions", () => {
  it("refuses a write with a read-only token, allows the read, and names the permission on every answer", async () => {
    await sim.control.command("tokens", { "read-only": { contents: "read" } });
    const reader = clientWith("read-only");
    const refused = await reader.PUT("/repos/{owner}/{repo}/import", { params: { path: repo }, body: { vcs_url: "https://git.example.org/x.git" } });
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({ message: "Resource not accessible by personal access token" });
    expect(refused.response.headers.get("x-accepted-vendor-permissions")).toBe("contents=write");
    const read = await reader.GET("/repos/{owner}/{repo}/import", { params: { path: repo } });
    expect(read.response.status).toBe(404); // allowed, and there is no import
    expect(read.response.headers.get("x-accepted-vendor-permissions")).toBe("contents=read");
    const emails = await reader.GET("/user/emails", {});
    expect(emails.response.status).toBe(403); // no email_addresses permission at all
  });
});

describe("tokens are secrets: no answer or refusal names one", () => {
  const secret = "ghp_secret123";

  it("the tokens command answers which entries changed something, by position, and how many tokens have permissions", async () => {
    expect(await sim.control.command("tokens", { [secret]: { contents: "read" }, other: null })).toEqual({ changed: [0], tokensWithPermissions: 1 });
    expect(await sim.control.command("tokens", { [secret]: { contents: "read" }, other: { contents: "write" } })).toEqual({ changed: [1], tokensWithPermissions: 2 });
    expect(await sim.control.command("tokens", { other: null, [secret]: { contents: "write" } })).toEqual({ changed: [0, 1], tokensWithPermissions: 1 });
  });

  it.each([
    ["the tokens command", () => sim.control.command("tokens", { fine: { contents: "read" }, [secret]: { contents: "admin" } })],
    ["the seed", () => sim.control.seed({ tokens: { fine: { contents: "read" }, [secret]: { contents: "admin" } } })],
    ["the seed, permissions that are no object", () => sim.control.seed({ tokens: { fine: { contents: "read" }, [secret]: "admin" } })],
  ])("%s refuses a bad entry by its position", async (_what, send) => {
    const refusal = await send().then(
      () => undefined,
      (error: Error) => error,
    );
    expect(refusal?.message).toMatch(/tokens\[1\]/);
    expect(refusal?.message).not.toContain(secret);
  });
});

describe("seed and reset", () => {
  const importInto = (name: string, token = "t") =>
    clientWith(token).PUT("/repos/{owner}/{repo}/import", { params: { path: { owner: "octocat", repo: name } }, body: { vcs_url: "https://git.example.org/x.git" } });

  it("reset forgets tokens and workflows set by control commands, back to the seed", async () => {
    await sim.control.command("tokens", { "read-only": { contents: "read" } });
    await sim.control.command("workflows", { repositories: ["octocat/ci"] });
    expect((await importInto("ci", "read-only")).response.status).toBe(403);
    expect((await importInto("ci")).response.status).toBe(422);
    await sim.control.reset();
    expect((await importInto("ci", "read-only")).response.status).toBe(201);
  });

  it("a seed with a body replaces the parts it gives and keeps the default for the rest; with none, the default comes back", async () => {
    try {
      await sim.control.seed({ tokens: { "read-only": { contents: "read" } }, login: "mona" });
      expect((await importInto("socm", "read-only")).response.status).toBe(403);
      expect((await importInto("workflows-enabled")).response.status).toBe(422); // the default repositoriesWithWorkflows
      await sim.control.reset();
      expect((await importInto("socm", "read-only")).response.status).toBe(403); // the seed's tokens survive a reset
      expect((await client.GET("/user", {})).data!.login).toBe("mona");
      await expect(sim.control.seed({ tokens: { t: { contents: "admin" } } })).rejects.toThrow(/read.*write/);
    } finally {
      await sim.control.seed(undefined);
    }
    expect((await importInto("socm", "read-only")).response.status).toBe(201);
    expect((await client.GET("/user", {})).data!.login).toBe("octocat");
  });
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
    const { data: updated } = await client.PATCH("/user", { body: { name: "Mona Lisa", blog: "https://blog.vendor.example", hireable: true } });
    expect(updated).toMatchObject({ login: "octocat", name: "Mona Lisa", blog: "https://blog.vendor.example", hireable: true });
    const { data: read } = await client.GET("/user", {});
    expect(read).toMatchObject({ name: "Mona Lisa", blog: "https://blog.vendor.example", hireable: true });
    await client.PATCH("/user", { body: { bio: "Painter" } });
    expect((await client.GET("/user", {})).data).toMatchObject({ name: "Mona Lisa", bio: "Painter" }); // fields left out keep their value
  });

  it("social accounts added are listed, and removed", async () => {
    await client.POST("/user/social_accounts", { body: { account_urls: ["https://www.linkedin.com/in/mona", "https://social.example/@mona"] } });
    expect((await client.GET("/user/social_accounts", {})).data!.map((a) => a.url)).toEqual(["https://www.linkedin.com/in/mona", "https://social.example/@mona"]);
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
    await client.PATCH("/repos/{owner}/{repo}/properties/values", { params: { path }, body: { properties: [{ property_name: "environment", value: null }] } });
    expect((await client.GET("/repos/{owner}/{repo}/properties/values", { params: { path } })).data).toEqual([{ property_name: "service", value: ["web", "worker"] }]);
  });

  it("an announcement banner is set, read and removed", async () => {
    const path = { org: "octo-org" };
    expect((await client.GET("/orgs/{org}/announcement", { params: { path } })).data).toEqual({ announcement: null, expires_at: null, user_dismissible: false });
    const banner = { announcement: "Maintenance on **Sunday**", expires_at: "2030-01-01T00:00:00Z", user_dismissible: true };
    expect((await client.PATCH("/orgs/{org}/announcement", { params: { path }, body: banner })).data).toEqual(banner);
    expect((await client.GET("/orgs/{org}/announcement", { params: { path: { org: "OCTO-ORG" } } })).data).toEqual(banner);
    await client.PATCH("/orgs/{org}/announcement", { params: { path }, body: { announcement: "Forever", expires_at: "" } });
    expect((await client.GET("/orgs/{org}/announcement", { params: { path } })).data).toEqual({ announcement: "Forever", expires_at: "", user_dismissible: false });
    expect((await client.DELETE("/orgs/{org}/announcement", { params: { path } })).response.status).toBe(204);
    expect((await client.GET("/orgs/{org}/announcement", { params: { path } })).data!.announcement).toBeNull();
  });

  it("the authenticated user's keys are their public keys", async () => {
    const key = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOwnKeyOfTheUser laptop";
    const { data: created } = await client.POST("/user/keys", { body: { title: "laptop", key } });
    expect((await client.GET("/users/{username}/keys", { params: { path: { username: "OctoCat" } } })).data).toEqual([{ id: created!.id, key, created_at: created!.created_at }]);
  });
});

describe("commit statuses", () => {
  const sha = "6dcb09b5b57875f334f61aebed695e2e4193db5e";
  const path = { owner: "octocat", repo: "hello-world" };
  const create = (state: "error" | "failure" | "pending" | "success", context?: string) =>
    client.POST("/repos/{owner}/{repo}/statuses/{sha}", { params: { path: { ...path, sha } }, body: { state, context, target_url: "https://ci.example.com/1", description: `${context} ${state}` } });
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
    expect((await client.GET("/repos/{owner}/{repo}/commits/{ref}", { params: { path: { ...path, ref: "main" } } })).response.status).toBe(404);
    await sim.control.command("refs", { repository: "octocat/hello-world", refs: { main: sha } });
    const { data } = await client.GET("/repos/{owner}/{repo}/commits/{ref}", { params: { path: { ...path, ref: "main" } } });
    expect(data).toMatchObject({ sha, url: `${sim.url}/repos/octocat/hello-world/commits/${sha}`, html_url: `https://vendor.example/octocat/hello-world/commit/${sha}` });
  });

  it("the older statuses route lists what the documented one lists", async () => {
    await client.POST("/repos/{owner}/{repo}/statuses/{sha}", { params: { path: { ...path, sha } }, body: { state: "pending", context: "ci" } });
    await client.POST("/repos/{owner}/{repo}/statuses/{sha}", { params: { path: { ...path, sha } }, body: { state: "success", context: "ci" } });
    const documented = await client.GET("/repos/{owner}/{repo}/commits/{ref}/statuses", { params: { path: { ...path, ref: sha } } });
    const legacy = await client.GET("/repos/{owner}/{repo}/statuses/{sha}", { params: { path: { ...path, sha } } });
    expect(legacy.data).toEqual(documented.data);
    expect(legacy.data!.map((status) => status.state)).toEqual(["success", "pending"]);
    expect(legacy.data![0]!.creator).toMatchObject({ login: "octocat", url: `${sim.url}/users/octocat` });
  });

  it("a repository is named as asked and owned by its owner; the seed's user is its own profile, updated", async () => {
    const { data: repository } = await client.GET("/repos/{owner}/{repo}", { params: { path: { owner: "monalisa", repo: "tools" } } });
    expect(repository).toMatchObject({ name: "tools", full_name: "monalisa/tools", url: `${sim.url}/repos/monalisa/tools`, owner: { login: "monalisa", url: `${sim.url}/users/monalisa` } });
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
    expect(data).toMatchObject({ login: "acme", url: `${sim.url}/orgs/acme`, members_url: `${sim.url}/orgs/acme/members{/member}`, html_url: "https://vendor.example/acme" });
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
    expect(middle.response.headers.get("link")).toBe(`<${base}?page=1>; rel="prev", <${base}?page=3>; rel="next", <${base}?page=3>; rel="last", <${base}?page=1>; rel="first"`);
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
    expect(nextLink('<https://a.example/x?page=1>; rel="prev", <https://a.example/x?page=3>; rel="next"')).toBe("https://a.example/x?page=3");
    expect(nextLink('<https://a.example/x?page=5>; rel="last"')).toBeUndefined();
    expect(nextLink(null)).toBeUndefined();
  });
});
