/**
 * Repositories made through the API and the account reads under both forms, through the typed
 * client against the strict simulator: a create answers the repository and its Location, a name
 * held is 422, and a seed that lists the repositories that exist makes every other one a 404 (the
 * import's target must then be created first); a seeded repository and a created one read alike.
 * The `/users/{username}/...` reads of the authenticated user answer what its `/user/...` reads
 * answer; another account's answer what the simulator knows of it.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createCodeHostingClient, type CodeHostingClient } from "../../src/clients/code-hosting.js";
import { useSimulator } from "../support/simulator.js";

const sim = useSimulator("code-hosting");
let client: CodeHostingClient;
beforeAll(() => {
  client = createCodeHostingClient({ baseUrl: sim.url, auth: "t" });
});

const repository = (owner: string, repo: string) => client.GET("/repos/{owner}/{repo}", { params: { path: { owner, repo } } });
const startImport = (owner: string, repo: string) =>
  client.PUT("/repos/{owner}/{repo}/import", {
    params: { path: { owner, repo } },
    body: { vcs: "git", vcs_url: "https://git.example.org/socm.git" },
  });

describe("repositories created through the API", () => {
  it("answers the new repository with its Location, reads it back as created, and refuses its name again (any letter case) with 422", async () => {
    const { data, response } = await client.POST("/user/repos", {
      body: { name: "socm", private: true, has_wiki: false, description: "Imported." },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("location")).toBe(`${sim.url}/repos/octocat/socm`);
    expect(data).toMatchObject({
      name: "socm",
      full_name: "octocat/socm",
      owner: { login: "octocat", type: "User" },
      private: true,
      visibility: "private",
      has_wiki: false,
      description: "Imported.",
      homepage: null,
      size: 0,
      url: `${sim.url}/repos/octocat/socm`,
    });
    expect((await repository("octocat", "socm")).data).toEqual(data);
    const again = await client.POST("/user/repos", { body: { name: "SOCM" } });
    expect(again.response.status).toBe(422);
    expect(again.error).toMatchObject({ errors: [{ resource: "Repository", field: "name", code: "custom" }] });
  });

  it("creates an organization's repository, owned by the organization", async () => {
    const { data } = await client.POST("/orgs/{org}/repos", {
      params: { path: { org: "octo-org" } },
      body: { name: "ledger", visibility: "private", custom_properties: { team: "payments" } },
    });
    expect(data).toMatchObject({
      full_name: "octo-org/ledger",
      owner: { login: "octo-org", type: "Organization" },
      organization: { login: "octo-org" },
    });
    expect(data!.private).toBe(true);
    // A user's repository takes no visibility (an organization's does): refused as the service refuses an invalid body.
    expect((await client.POST("/user/repos", { body: { name: "x", visibility: "private" } as never })).response.status).toBe(422);
  });

  describe("with a seed that lists the repositories that exist", () => {
    afterEach(() => sim.control.seed());

    it("answers 404 for any other repository, its import included, until the repository is created", async () => {
      await sim.control.seed({ repositories: ["octocat/legacy"] });
      expect((await repository("octocat", "socm")).response.status).toBe(404);
      expect((await startImport("octocat", "socm")).response.status).toBe(404);
      expect(
        (await client.GET("/repos/{owner}/{repo}/properties/values", { params: { path: { owner: "octocat", repo: "socm" } } })).response
          .status,
      ).toBe(404);
      expect((await startImport("octocat", "legacy")).response.status).toBe(201);

      await client.POST("/user/repos", { body: { name: "socm" } });
      expect((await startImport("octocat", "socm")).data).toMatchObject({
        status: "importing",
        repository_url: `${sim.url}/repos/octocat/socm`,
      });
      // A reset goes back to the seed: the repository created is gone.
      await sim.control.reset();
      expect((await repository("octocat", "socm")).response.status).toBe(404);
    });

    it("reads a seeded repository and a created one with the same name alike, but for what the service makes", async () => {
      await sim.control.seed({ repositories: ["octocat/seeded"] });
      const { data: made } = await client.POST("/user/repos", { body: { name: "made" } });
      const { data: seeded } = await repository("octocat", "seeded");
      const comparable = (record: object) =>
        JSON.parse(
          JSON.stringify(record)
            .replaceAll(/seeded|made/g, "<name>")
            .replaceAll(/"(id|created_at|updated_at|pushed_at|node_id)":("[^"]*"|\d+)/g, '"$1":0'),
        );
      expect(comparable(made!)).toEqual(comparable(seeded!));
    });
  });
});

describe("account reads under both forms", () => {
  const users = (username: string) => ({ params: { path: { username } } });

  it("answers the authenticated user's /users/{username}/... reads as its /user/... reads", async () => {
    await client.PUT("/user/following/{username}", users("hubot"));
    await client.POST("/user/gpg_keys", {
      body: { name: "laptop", armored_public_key: "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQ\n-----END PGP PUBLIC KEY BLOCK-----" },
    });
    await client.POST("/user/ssh_signing_keys", {
      body: { title: "signing", key: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAISigningKeyForTests" },
    });
    await client.POST("/user/social_accounts", { body: { account_urls: ["https://social.example/@octocat"] } });
    const both = async (own: Promise<{ data?: unknown }>, theirs: Promise<{ data?: unknown }>) => {
      const [mine, public_] = [(await own).data, (await theirs).data];
      expect(public_).toEqual(mine);
      return mine as unknown[];
    };
    expect(await both(client.GET("/user/following"), client.GET("/users/{username}/following", users("OctoCat")))).toHaveLength(1);
    expect(await both(client.GET("/user/followers"), client.GET("/users/{username}/followers", users("octocat")))).not.toHaveLength(0);
    expect(await both(client.GET("/user/gpg_keys"), client.GET("/users/{username}/gpg_keys", users("octocat")))).toHaveLength(1);
    expect(
      await both(client.GET("/user/ssh_signing_keys"), client.GET("/users/{username}/ssh_signing_keys", users("octocat"))),
    ).toHaveLength(1);
    expect(await both(client.GET("/user/social_accounts"), client.GET("/users/{username}/social_accounts", users("octocat")))).toHaveLength(
      1,
    );
    const check = (username: string, target_user: string) =>
      client.GET("/users/{username}/following/{target_user}", { params: { path: { username, target_user } } });
    expect((await check("octocat", "hubot")).response.status).toBe(204);
    expect((await check("octocat", "mona")).response.status).toBe(404);
  });

  it("answers another account's reads with what the simulator knows of it: the authenticated user among its followers once it follows", async () => {
    expect((await client.GET("/users/{username}/followers", users("hubot"))).data).toEqual([]);
    await client.PUT("/user/following/{username}", users("hubot"));
    expect((await client.GET("/users/{username}/followers", users("hubot"))).data!.map((user) => user.login)).toEqual(["octocat"]);
    expect((await client.GET("/users/{username}/following", users("hubot"))).data).toEqual([]);
    expect(
      (await client.GET("/users/{username}/following/{target_user}", { params: { path: { username: "hubot", target_user: "octocat" } } }))
        .response.status,
    ).toBe(404);
    // Their keys and accounts: the contract's examples, as their SSH keys are.
    expect((await client.GET("/users/{username}/gpg_keys", users("hubot"))).data).not.toHaveLength(0);
    // Anyone may read them: no token needed.
    const anonymous = createCodeHostingClient({ baseUrl: sim.url, auth: undefined as never });
    expect((await anonymous.GET("/users/{username}/social_accounts", users("hubot"))).response.status).toBe(200);
  });
});
