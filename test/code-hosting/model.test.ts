/**
 * The code-hosting model without HTTP: the import status machine on the clock, the workflow rule,
 * token permissions, the repositories that exist, and the seed a reset goes back to.
 */
import { describe, expect, it } from "vitest";
import { Clock } from "../../src/simulator/clock.js";
import { RepositoryState, UserState } from "../../src/simulator/services/code-hosting/catalog.js";
import { ImportModel, TokenPermissions, phaseMilliseconds } from "../../src/simulator/services/code-hosting/model.js";
import { defaultSeed, parseCodeHostingSeed } from "../../src/simulator/services/code-hosting/seed.js";
import { Refusal } from "../../src/simulator/service.js";
import { onAddress, urlOnAddress } from "../../src/simulator/services/code-hosting/addresses.js";
import { Repositories } from "../../src/simulator/services/code-hosting/repositories.js";
import { runNow } from "../../src/simulator/steps.js";

function importModel() {
  const clock = new Clock({ frozen: true });
  const imports = new ImportModel(() => clock.now());
  imports.reset(defaultSeed.repositoriesWithWorkflows);
  return { clock, imports };
}

describe("imports", () => {
  it("stop at detection_needs_auth without credentials, and run to complete once credentials are given", () => {
    const { clock, imports } = importModel();
    const record = imports.start("octocat/socm", { vcs_url: "https://svn.example.org/needs-auth/trunk" });
    imports.keep("octocat/socm", record);
    expect(imports.state(record).status).toBe("detecting");
    clock.advance(phaseMilliseconds.detecting);
    expect(imports.state(record)).toMatchObject({ status: "detection_needs_auth", vcs: null });

    imports.update("OctoCat/SOCM", { vcs_username: "svn", vcs_password: "secret" });
    clock.advance(phaseMilliseconds.detecting + phaseMilliseconds.importing + phaseMilliseconds.mapping + phaseMilliseconds.pushing);
    expect(imports.state(record)).toMatchObject({ status: "complete", vcs: "subversion", authors_count: 3 });
  });

  it("refuse a repository with workflows enabled, and a cancelled import is gone", () => {
    const { imports } = importModel();
    expect(() => imports.start("octocat/workflows-enabled", { vcs_url: "https://git.example.org/x.git" })).toThrow(Refusal);
    imports.enableWorkflows(["Octocat/Other"]);
    expect(() => imports.start("octocat/other", { vcs_url: "https://git.example.org/x.git" })).toThrow(Refusal);

    imports.keep("octocat/socm", imports.start("octocat/socm", { vcs_url: "https://git.example.org/socm.git" }));
    imports.cancel("octocat/socm");
    expect(() => imports.find("octocat/socm")).toThrow(expect.objectContaining({ reply: expect.objectContaining({ status: 404 }) }));
  });

  it("map authors until the push, then refuse with 422", () => {
    const { clock, imports } = importModel();
    const record = imports.start("octocat/socm", { vcs_url: "https://git.example.org/socm.git", vcs: "git" });
    const [first] = imports.authors(record);
    expect(imports.mapAuthor(record, first!.id, { name: "Mona" }).name).toBe("Mona");
    clock.advance(phaseMilliseconds.importing + phaseMilliseconds.mapping);
    expect(() => imports.mapAuthor(record, first!.id, { name: "Late" })).toThrow(
      expect.objectContaining({ reply: expect.objectContaining({ status: 422 }) }),
    );
  });
});

describe("token permissions", () => {
  it("let a listed token use what its level allows, and any unlisted token anything", () => {
    const tokens = new TokenPermissions();
    tokens.reset({});
    tokens.set([["reader", { contents: "read" }]]);
    expect(tokens.allows("reader", "contents", "read")).toBe(true);
    expect(tokens.allows("reader", "contents", "write")).toBe(false);
    expect(tokens.allows("reader", "emails", "read")).toBe(false);
    expect(tokens.allows("other", "contents", "write")).toBe(true);
    // Only a token given permissions has them (and so no classic scopes to report).
    expect([tokens.hasPermissions("reader"), tokens.hasPermissions("other")]).toEqual([true, false]);
    tokens.reset({});
    expect(tokens.allows("reader", "contents", "write")).toBe(true);
  });
});

describe("the seed", () => {
  it("keeps the default for parts left out, and refuses parts of the wrong shape", () => {
    expect(parseCodeHostingSeed({ login: "mona" })).toEqual({ ...defaultSeed, login: "mona" });
    expect(parseCodeHostingSeed({ repositoriesWithWorkflows: ["Mona/CI"] }).repositoriesWithWorkflows).toEqual(["mona/ci"]);
    // An entry named by its position: the token is a secret.
    expect(() => parseCodeHostingSeed({ tokens: { t: { contents: "admin" } } })).toThrow(
      /^tokens\[0\]\.contents: the level is "read" or "write"$/,
    );
    expect(() => parseCodeHostingSeed({ login: 7 })).toThrow(/login/);
    expect(() => parseCodeHostingSeed({ logins: "mona" })).toThrow(/no member logins/);
    expect(() => parseCodeHostingSeed([])).toThrow(/object/);
  });
});

describe("state that grows: a write costs the same however much exists", () => {
  const addresses = (from: number, count: number) => Array.from({ length: count }, (_, i) => `a${from + i}@e.io`);

  it("adds each address once, also when one request repeats it, and never deletes the primary one", () => {
    const user = new UserState(
      () => 0,
      () => ({}),
    );
    user.reset("octocat");
    expect(runNow(user.addEmails(["a@e.io", "a@e.io", "b@e.io", "octocat@vendor.example"])).map((email) => email.email)).toEqual([
      "a@e.io",
      "b@e.io",
    ]);
    user.deleteEmails(["a@e.io", "octocat@vendor.example", "unknown@e.io"]);
    expect(user.emails.map((email) => email.email)).toEqual(["octocat@vendor.example", "b@e.io"]);
  });

  // Each address was compared with every known one: this took 16 s here before (9 s over HTTP; npm run hostile -- emails measures it).
  it("adds 60,000 addresses to 60,000 known ones, each once", () => {
    const user = new UserState(
      () => 0,
      () => ({}),
    );
    user.reset("octocat");
    runNow(user.addEmails(addresses(0, 60_000)));
    runNow(user.addEmails([...addresses(60_000, 60_000), ...addresses(0, 10)]));
    expect(user.emails).toHaveLength(120_001);
  });

  // Each status copied its commit's whole list and counted its context in it: this took 4 s before (npm run hostile -- statuses measures it).
  it("creates 20,000 statuses of one commit, still at most 1000 per context", () => {
    const repositories = new RepositoryState(
      () => 0,
      () => ({}),
    );
    const repository = { owner: "o", repo: "r" };
    const sha = "a".repeat(40);
    const creator = new UserState(
      () => 0,
      () => ({}),
    ).simpleUser("octocat");
    for (let i = 0; i < 20_000; i++) repositories.createStatus(repository, sha, { state: "success", context: `ci/${i % 20}` }, creator);
    expect(() => repositories.createStatus(repository, sha, { state: "failure", context: "ci/0" }, creator)).toThrow(Refusal);
    repositories.createStatus(repository, sha, { state: "pending", context: "ci/new" }, creator);
    expect(repositories.statusesOf(repository, sha)).toHaveLength(20_001);
    expect(repositories.statusesOf(repository, sha)[0]).toMatchObject({ context: "ci/new", state: "pending" });
    const { latest, state } = repositories.combined(repository, sha);
    expect(latest.map((status) => status.context)).toEqual(["ci/new", ...Array.from({ length: 20 }, (_, i) => `ci/${19 - i}`)]);
    expect(latest.slice(1).map((status) => status.id)).toEqual(Array.from({ length: 20 }, (_, i) => 20_000 - i));
    expect(state).toBe("pending");
  });
});

describe("accounts", () => {
  const profile = { login: "octocat", id: 1, name: "The Octocat", url: "https://api.vendor.example/users/octocat" };
  const templates = (operationId: string) =>
    operationId === "getUserByUsername" ? { login: "octocat", id: 1, name: "Public Octocat", public_repos: 2 } : profile;

  it("the seed's login is the user's own profile, under its own name and URLs; any other login is a public profile of its own", () => {
    const user = new UserState(() => 0, templates);
    user.reset("mona");
    expect(user.account("MONA")).toMatchObject({
      login: "mona",
      id: 1,
      name: "The Octocat",
      url: "https://api.vendor.example/users/mona",
      html_url: "https://vendor.example/mona",
    });
    const other = user.account("hubot");
    expect(other).toMatchObject({
      login: "hubot",
      name: null,
      public_repos: 2,
      url: "https://api.vendor.example/users/hubot",
      followers_url: "https://api.vendor.example/users/hubot/followers",
    });
    expect(other.id).not.toBe(1);
    expect(user.account("hubot").id).toBe(other.id);
    expect(user.simpleUser("a/b").url).toBe("https://api.vendor.example/users/a%2Fb");
  });
});

describe("repositories", () => {
  const repositoryExample = {
    id: 1,
    name: "Hello-World",
    full_name: "octocat/Hello-World",
    url: "https://api.vendor.example/repos/octocat/Hello-World",
  };
  const account = (login: string) =>
    new UserState(
      () => 0,
      () => ({}),
    ).simpleUser(login);
  const known = (seed: "any" | string[]) => {
    const repositories = new Repositories(
      () => Date.UTC(2024, 4, 20),
      () => repositoryExample,
      account,
    );
    repositories.reset(seed);
    return repositories;
  };

  it("exist, all of them by default; only those listed or created when the seed lists them, compared without letter case", () => {
    expect(known("any").exists({ owner: "anyone", repo: "anything" })).toBe(true);
    const listed = known(["octocat/Legacy"]);
    expect(listed.exists({ owner: "OctoCat", repo: "legacy" })).toBe(true);
    expect(listed.exists({ owner: "octocat", repo: "socm" })).toBe(false);
    const created = listed.create("octocat", "User", { name: "socm", private: true });
    expect(listed.exists({ owner: "octocat", repo: "SOCM" })).toBe(true);
    expect(created).toMatchObject({
      name: "socm",
      full_name: "octocat/socm",
      private: true,
      visibility: "private",
      size: 0,
      url: "https://api.vendor.example/repos/octocat/socm",
    });
    expect(() => listed.create("OCTOCAT", "User", { name: "Socm" })).toThrow(Refusal);
    expect(listed.read({ owner: "octocat", repo: "socm" })).toBe(created);
  });
});

describe("addresses", () => {
  it("moves URLs on the service's API address to the address reached, and keeps every other string", () => {
    const body = {
      url: "https://api.vendor.example/user/keys/1",
      following_url: "https://api.vendor.example/users/octocat/following{/other_user}",
      root: "https://api.vendor.example",
      html_url: "https://vendor.example/octocat",
      look_alike: "https://api.vendor.example.attacker.example/x",
      text: "see https://api.vendor.example/user",
      nested: [{ avatar_url: "https://avatars.vendor.example/u/1" }],
    };
    expect(onAddress(body, "https://127.0.0.1:4010/api/v3")).toEqual({
      ...body,
      url: "https://127.0.0.1:4010/api/v3/user/keys/1",
      following_url: "https://127.0.0.1:4010/api/v3/users/octocat/following{/other_user}",
      root: "https://127.0.0.1:4010/api/v3",
    });
    expect(urlOnAddress("https://api.vendor.example/repos/o/r/import", "http://localhost:1")).toBe("http://localhost:1/repos/o/r/import");
    expect(urlOnAddress("https://api.vendor.example.attacker.example/x", "http://localhost:1")).toBe(
      "https://api.vendor.example.attacker.example/x",
    );
  });
});
