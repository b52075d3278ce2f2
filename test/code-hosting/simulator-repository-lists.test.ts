/**
 * The repository lists through the typed client against the strict simulator, from the state the
 * creates and the seed write: each list holds its owner's repositories only, filtered by `type`,
 * `visibility`, `affiliation`, `since` and `before`, sorted by `sort` in `direction` (the service's
 * default per sort), in the list form, and paged with the `Link` header of the other lists.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { createCodeHostingClient, type CodeHostingClient } from "../../src/clients/code-hosting.js";
import { useSimulator } from "../support/simulator.js";

const sim = useSimulator("code-hosting");
let client: CodeHostingClient;
/** When each of the user's repositories was made, a second apart: beta, then Alpha, then gamma. */
const made: Record<string, string> = {};

beforeEach(async () => {
  client = createCodeHostingClient({ baseUrl: sim.url, auth: "t" });
  for (const [name, isPrivate] of [
    ["beta", false],
    ["Alpha", true],
    ["gamma", false],
  ] as const) {
    made[name] = (await client.POST("/user/repos", { body: { name, private: isPrivate } })).data!.created_at!;
    await sim.control.advanceClock(1000);
  }
  await client.POST("/orgs/{org}/repos", { params: { path: { org: "octo-org" } }, body: { name: "ledger", visibility: "private" } });
  await sim.control.advanceClock(1000);
  await client.POST("/orgs/{org}/repos", { params: { path: { org: "octo-org" } }, body: { name: "site" } });
});

const own = async (query: Record<string, unknown> = {}) => {
  const { data, error, response } = await client.GET("/user/repos", { params: { query } as never });
  return { names: data?.map((repository) => repository.name), data, error, response };
};
const ofOrg = async (query: Record<string, unknown> = {}, as = client) =>
  (await as.GET("/orgs/{org}/repos", { params: { path: { org: "octo-org" }, query } as never })).data!.map((repository) => repository.name);
const ofUser = async (username: string, query: Record<string, unknown> = {}) =>
  (await client.GET("/users/{username}/repos", { params: { path: { username }, query } as never })).data!.map(
    (repository) => repository.name,
  );

describe("the authenticated user's repositories", () => {
  it("lists the repositories the user owns by full name (any letter case), in the list form of what their read answers", async () => {
    const { names, data } = await own();
    expect(names).toEqual(["Alpha", "beta", "gamma"]);
    const read = (await client.GET("/repos/{owner}/{repo}", { params: { path: { owner: "octocat", repo: "beta" } } })).data!;
    const { subscribers_count, network_count, ...listed } = read;
    expect([subscribers_count, network_count]).toEqual([1, 0]);
    expect(data![1]).toEqual(listed);
    expect(data![1]).not.toHaveProperty("subscribers_count");
  });

  it("sorts by created, updated or pushed, newest first unless asked otherwise, and by full name ascending", async () => {
    for (const sort of ["created", "updated", "pushed"]) {
      expect((await own({ sort })).names).toEqual(["gamma", "Alpha", "beta"]);
      expect((await own({ sort, direction: "asc" })).names).toEqual(["beta", "Alpha", "gamma"]);
    }
    expect((await own({ sort: "full_name", direction: "desc" })).names).toEqual(["gamma", "beta", "Alpha"]);
  });

  it("filters by visibility, type, affiliation and the time of the last update", async () => {
    expect((await own({ visibility: "private" })).names).toEqual(["Alpha"]);
    expect((await own({ visibility: "public", affiliation: "owner,collaborator" })).names).toEqual(["beta", "gamma"]);
    expect((await own({ type: "public" })).names).toEqual(["beta", "gamma"]);
    expect((await own({ type: "owner" })).names).toEqual(["Alpha", "beta", "gamma"]);
    // The simulator keeps no collaborators or memberships.
    expect((await own({ type: "member" })).names).toEqual([]);
    expect((await own({ affiliation: "collaborator,organization_member" })).names).toEqual([]);
    expect((await own({ since: made.Alpha })).names).toEqual(["gamma"]);
    expect((await own({ before: made.Alpha })).names).toEqual(["beta"]);
    expect((await own({ since: made.beta, before: made.gamma })).names).toEqual(["Alpha"]);
  });

  it("refuses type together with visibility or affiliation, and an affiliation it does not know, with 422", async () => {
    for (const query of [{ type: "owner", visibility: "all" }, { type: "all", affiliation: "owner" }, { affiliation: "owner,friend" }]) {
      const { response, error } = await own(query);
      expect(response.status, JSON.stringify(query)).toBe(422);
      expect(error).toMatchObject({ message: "Validation Failed", errors: [{ resource: "Repository" }] });
    }
    // A value outside a declared set is refused too (422, as the service refuses it), and the state is unharmed.
    expect((await own({ sort: "stars" })).response.status).toBe(422);
    expect((await own()).names).toEqual(["Alpha", "beta", "gamma"]);
  });

  it("pages with per_page and page, and a Link header to the other pages", async () => {
    const first = await own({ per_page: 2 });
    expect(first.names).toEqual(["Alpha", "beta"]);
    expect(first.response.headers.get("link")).toBe(
      `<${sim.url}/user/repos?per_page=2&page=2>; rel="next", <${sim.url}/user/repos?per_page=2&page=2>; rel="last"`,
    );
    const second = await own({ per_page: 2, page: 2 });
    expect(second.names).toEqual(["gamma"]);
    expect(second.response.headers.get("link")).toContain('rel="first"');
    expect((await own()).response.headers.get("link")).toBeNull();
  });

  it("lists the repositories the seed names as those created", async () => {
    await sim.control.seed({ repositories: ["octocat/legacy", "hubot/other"] });
    await client.POST("/user/repos", { body: { name: "made" } });
    expect((await own()).names).toEqual(["legacy", "made"]);
    await sim.control.seed();
  });
});

describe("an organization's and a user's repositories", () => {
  it("lists the organization's, newest first by default, by type; without a token only the public ones", async () => {
    expect(await ofOrg()).toEqual(["site", "ledger"]);
    expect(await ofOrg({ sort: "full_name" })).toEqual(["ledger", "site"]);
    expect(await ofOrg({ type: "private" })).toEqual(["ledger"]);
    expect(await ofOrg({ type: "sources" })).toEqual(["site", "ledger"]);
    expect(await ofOrg({ type: "forks" })).toEqual([]);
    const anonymous = createCodeHostingClient({ baseUrl: sim.url, auth: undefined as never });
    expect(await ofOrg({}, anonymous)).toEqual(["site"]);
  });

  it("lists a user's public repositories by full name; another account's are those it owns", async () => {
    expect(await ofUser("OctoCat")).toEqual(["beta", "gamma"]);
    expect(await ofUser("octocat", { sort: "created" })).toEqual(["gamma", "beta"]);
    expect(await ofUser("octocat", { type: "member" })).toEqual([]);
    expect(await ofUser("hubot")).toEqual([]);
    // An organization is an account too: its public repositories.
    expect(await ofUser("octo-org")).toEqual(["site"]);
  });
});
