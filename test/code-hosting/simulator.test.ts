/**
 * The simulated code-hosting service through the typed client: imports that progress with the
 * clock, every problem path and its recovery, authors, large files and LFS, permissions, tokens
 * kept secret, seed and reset (the catalog endpoints are in simulator-catalog.test.ts). Strict mode
 * and the contract guard check every answer.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createCodeHostingClient, type CodeHostingClient, type ImportProgress } from "../../src/clients/code-hosting.js";
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

async function start(
  vcsUrl: string,
  extra: { vcs?: "subversion" | "git" | "mercurial" | "tfvc"; vcs_username?: string; vcs_password?: string } = {},
) {
  const { data, response } = await client.PUT("/repos/{owner}/{repo}/import", {
    params: { path: repo },
    body: { vcs_url: vcsUrl, ...extra },
  });
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
    expect(importing).toMatchObject({
      status: "importing",
      vcs: "subversion",
      commit_count: 1042,
      has_large_files: true,
      large_files_count: 3,
    });
    await wait(phaseMilliseconds.importing / 4);
    expect((await status()).percent).toBeGreaterThan(importing.percent!);

    const { data: authors } = await client.GET("/repos/{owner}/{repo}/import/authors", { params: { path: repo } });
    expect(authors).toHaveLength(3);
    expect(authors![0]!.email).toMatch(/^nobody@[0-9a-f-]{36}$/); // the importer's placeholder address
    const { data: later } = await client.GET("/repos/{owner}/{repo}/import/authors", {
      params: { path: repo, query: { since: authors![0]!.id } },
    });
    expect(later!.map((a) => a.id)).toEqual(authors!.slice(1).map((a) => a.id));
    const { data: mapped } = await client.PATCH("/repos/{owner}/{repo}/import/authors/{author_id}", {
      params: { path: { ...repo, author_id: authors![0]!.id } },
      body: { name: "Hubot the Robot", email: "hubot@vendor.example" },
    });
    expect(mapped).toMatchObject({ name: "Hubot the Robot", email: "hubot@vendor.example", remote_name: "nobody" });

    const { data: large } = await client.GET("/repos/{owner}/{repo}/import/large_files", { params: { path: repo } });
    expect(large!.every((file) => file.size > 100 * 2 ** 20)).toBe(true);
    const { data: optedIn } = await client.PATCH("/repos/{owner}/{repo}/import/lfs", {
      params: { path: repo },
      body: { use_lfs: "opt_in" },
    });
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
    const { data } = await client.PATCH("/repos/{owner}/{repo}/import", {
      params: { path: repo },
      body: { vcs_username: "octocat", vcs_password: "s3cret-pass" },
    });
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
        client.PATCH("/repos/{owner}/{repo}/import/authors/{author_id}", {
          params: { path: { ...repo, author_id: author.id } },
          body: { name: `Name ${index}` },
        }),
        other.PATCH("/repos/{owner}/{repo}/import/authors/{author_id}", {
          params: { path: { ...repo, author_id: author.id } },
          body: { email: `person${index}@vendor.example` },
        }),
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
    const refused = await reader.PUT("/repos/{owner}/{repo}/import", {
      params: { path: repo },
      body: { vcs_url: "https://git.example.org/x.git" },
    });
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
    expect(await sim.control.command("tokens", { [secret]: { contents: "read" }, other: null })).toEqual({
      changed: [0],
      tokensWithPermissions: 1,
    });
    expect(await sim.control.command("tokens", { [secret]: { contents: "read" }, other: { contents: "write" } })).toEqual({
      changed: [1],
      tokensWithPermissions: 2,
    });
    expect(await sim.control.command("tokens", { other: null, [secret]: { contents: "write" } })).toEqual({
      changed: [0, 1],
      tokensWithPermissions: 1,
    });
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
    clientWith(token).PUT("/repos/{owner}/{repo}/import", {
      params: { path: { owner: "octocat", repo: name } },
      body: { vcs_url: "https://git.example.org/x.git" },
    });

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
