/**
 * The official REST client of the code-hosting service against a strict simulator whose seed lists
 * no repository, so that none exists but those the application creates: the application creates
 * its import's target (a user's repository, an organization's) with the client's own methods, then
 * runs the source document's import flow into it; and every account read the client offers under
 * the `/users/{username}/...` form, answered as its `/user/...` form for the authenticated user.
 */
import type { Octokit } from "@octokit/rest";
import { beforeEach, describe, expect, it } from "vitest";
import { useSimulator } from "../support/simulator.js";
import { octokitAt } from "../support/official-clients.js";
import { importToComplete, refusal } from "../support/code-hosting-import.js";

const sim = useSimulator("code-hosting", { seeds: { "code-hosting": { repositories: [] } } });
let octokit: Octokit;
beforeEach(() => {
  octokit = octokitAt(sim.url);
});

describe("an import into a repository the application created", () => {
  it("finds no repository, creates its own (empty), and imports into it to complete", async () => {
    const route = { owner: "octocat", repo: "socm" };
    expect(await refusal(octokit.rest.repos.get(route))).toBe(404);
    expect(
      await refusal(octokit.request("PUT /repos/{owner}/{repo}/import", { ...route, vcs_url: "https://git.example.org/socm.git" })),
    ).toBe(404);

    const created = await octokit.rest.repos.createForAuthenticatedUser({ name: "socm", private: true, auto_init: false });
    expect(created.status).toBe(201);
    expect(created.headers.location).toBe(`${sim.url}/repos/octocat/socm`);
    expect(created.data).toMatchObject({ full_name: "octocat/socm", private: true, size: 0 });
    expect((await octokit.rest.repos.get(route)).data).toEqual(created.data);
    await importToComplete(octokit, sim.control, route);
    // The client's retry of the create finds the name taken.
    expect(await refusal(octokit.rest.repos.createForAuthenticatedUser({ name: "socm" }))).toBe(422);
  });

  it("does the same in an organization's repository", async () => {
    const created = await octokit.rest.repos.createInOrg({ org: "octo-org", name: "ledger", visibility: "private" });
    expect(created.data).toMatchObject({ full_name: "octo-org/ledger", owner: { type: "Organization" }, visibility: "private" });
    await importToComplete(octokit, sim.control, { owner: "octo-org", repo: "ledger" });
  });
});

describe("account reads under the /users/{username}/... form", () => {
  it("answers the authenticated user's as its /user/... reads, and another account's from what the simulator knows", async () => {
    const username = "octocat";
    await octokit.rest.users.follow({ username: "hubot" });
    const { data: gpg } = await octokit.rest.users.createGpgKeyForAuthenticatedUser({
      name: "laptop",
      armored_public_key: "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQINBFnZ2ZIBEADQ\n=aBcD\n-----END PGP PUBLIC KEY BLOCK-----\n",
    });
    const { data: signing } = await octokit.rest.users.createSshSigningKeyForAuthenticatedUser({
      title: "signing",
      key: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOfficialClientSigningKey0000000000 octocat@laptop",
    });
    await octokit.rest.users.addSocialAccountForAuthenticatedUser({ account_urls: ["https://social.example/@octocat"] });

    expect((await octokit.rest.users.listFollowingForUser({ username })).data.map((user) => user.login)).toEqual(["hubot"]);
    expect((await octokit.rest.users.listFollowersForUser({ username })).data).toEqual(
      (await octokit.rest.users.listFollowersForAuthenticatedUser()).data,
    );
    expect((await octokit.rest.users.checkFollowingForUser({ username, target_user: "hubot" })).status).toBe(204);
    expect(await refusal(octokit.rest.users.checkFollowingForUser({ username, target_user: "mona" }))).toBe(404);
    expect((await octokit.rest.users.listGpgKeysForUser({ username })).data.map((key) => key.id)).toEqual([gpg.id]);
    expect((await octokit.rest.users.listSshSigningKeysForUser({ username })).data.map((key) => key.id)).toEqual([signing.id]);
    expect((await octokit.rest.users.listSocialAccountsForUser({ username })).data).toEqual(
      (await octokit.rest.users.listSocialAccountsForAuthenticatedUser()).data,
    );

    // hubot's followers: the authenticated user, who follows hubot; whom hubot follows, the simulator does not know.
    expect((await octokit.rest.users.listFollowersForUser({ username: "hubot" })).data.map((user) => user.login)).toEqual([username]);
    expect((await octokit.rest.users.listFollowingForUser({ username: "hubot" })).data).toEqual([]);
  });
});
