/**
 * The official REST client of the code-hosting service against the simulator in strict mode: the
 * whole source import to `complete` with authors mapped and LFS set, and every catalog operation
 * with its read-back, paginate included; the calls that need no state also against the Prism
 * engine. The client keeps its own habits (`Authorization: token <t>`, its versioned Accept type,
 * its JSON encoding, DELETE with a body, absolute `Link` URLs followed as given), its header
 * names as it writes them: the API version header under the vendor's name is read as the
 * contract's, whose name holds a neutral word in that place.
 *
 * The client's release has no methods for the retired import endpoints or for announcement
 * banners (an enterprise edition's endpoints): those go through its generic `octokit.request`,
 * as its users call any endpoint its methods lack.
 */
import { Octokit } from "@octokit/rest";
import { beforeEach, describe, expect, it } from "vitest";
import { phaseMilliseconds } from "../../src/simulator/services/code-hosting/index.js";
import { useSimulator } from "../support/simulator.js";
import { useMockServer } from "../support/mock.js";
import { octokitAt, quiet as log } from "../support/official-clients.js";
import { importToComplete, refusal } from "../support/code-hosting-import.js";

const sim = useSimulator("code-hosting");
const owner = "octocat";
const repo = "socm";
const sha = "6dcb09b5b57875f334f61aebed695e2e4193db5e";
const sshKey = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOfficialClientSuiteKey0000000000000 octocat@laptop";
const armoredKey =
  "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQINBFnZ2ZIBEADQ2Z7Z7Z0kD8dKzZ3nCq4qv7y2Gm1xU5oVZ1k7Tq0hQ3mJz8Wq\n=aBcD\n-----END PGP PUBLIC KEY BLOCK-----\n";

let octokit: Octokit;
beforeEach(() => {
  octokit = octokitAt(sim.url);
});

describe("a source import through the official client", () => {
  const importRoute = { owner, repo };

  it("runs from start to complete, with authors mapped and LFS set", async () => {
    await importToComplete(octokit, sim.control, importRoute);
  });

  it("recovers from detection_needs_auth with credentials, restarts on an empty update, and is cancelled", async () => {
    await octokit.request("PUT /repos/{owner}/{repo}/import", { ...importRoute, vcs_url: "https://svn.example.org/needs-auth/trunk" });
    await sim.control.advanceClock(phaseMilliseconds.detecting);
    expect((await octokit.request("GET /repos/{owner}/{repo}/import", importRoute)).data).toMatchObject({ status: "detection_needs_auth" });
    const updated = await octokit.request("PATCH /repos/{owner}/{repo}/import", {
      ...importRoute,
      vcs_username: "octocat",
      vcs_password: "secret",
    });
    expect(updated.data).toMatchObject({ status: "detecting" });
    expect(JSON.stringify(updated.data)).not.toContain("secret");
    await sim.control.advanceClock(phaseMilliseconds.detecting + phaseMilliseconds.importing);
    const restarted = await octokit.request("PATCH /repos/{owner}/{repo}/import", importRoute);
    expect(restarted.data).toMatchObject({ status: "detecting" });
    expect((await octokit.request("DELETE /repos/{owner}/{repo}/import", importRoute)).status).toBe(204);
    expect(await refusal(octokit.request("GET /repos/{owner}/{repo}/import", importRoute))).toBe(404);
  });
});

describe("the catalog through the official client, with read-back", () => {
  it("profile: update, then read back", async () => {
    const updated = await octokit.rest.users.updateAuthenticated({ name: "Mona Lisa", location: "Paris", hireable: true });
    expect(updated.data).toMatchObject({ login: "octocat", name: "Mona Lisa", location: "Paris" });
    const read = await octokit.rest.users.getAuthenticated();
    expect(read.data).toMatchObject({ name: "Mona Lisa", location: "Paris", hireable: true });
  });

  it("email addresses: add, list, list public, delete", async () => {
    const added = await octokit.rest.users.addEmailForAuthenticatedUser({ emails: ["mona@vendor.example"] });
    expect(added.status).toBe(201);
    expect((await octokit.rest.users.listEmailsForAuthenticatedUser()).data.map((email) => email.email)).toEqual([
      "octocat@vendor.example",
      "mona@vendor.example",
    ]);
    expect((await octokit.rest.users.listPublicEmailsForAuthenticatedUser()).data.map((email) => email.email)).toEqual([
      "octocat@vendor.example",
    ]);
    expect((await octokit.rest.users.deleteEmailForAuthenticatedUser({ emails: ["mona@vendor.example"] })).status).toBe(204);
    expect((await octokit.rest.users.listEmailsForAuthenticatedUser()).data.map((email) => email.email)).toEqual([
      "octocat@vendor.example",
    ]);
  });

  it("followers: follow, check, list, unfollow; the followers list", async () => {
    expect(await refusal(octokit.rest.users.checkPersonIsFollowedByAuthenticated({ username: "hubot" }))).toBe(404);
    expect((await octokit.rest.users.follow({ username: "hubot" })).status).toBe(204);
    expect((await octokit.rest.users.checkPersonIsFollowedByAuthenticated({ username: "hubot" })).status).toBe(204);
    expect((await octokit.rest.users.listFollowedByAuthenticatedUser()).data.map((user) => user.login)).toEqual(["hubot"]);
    expect((await octokit.rest.users.unfollow({ username: "hubot" })).status).toBe(204);
    expect((await octokit.rest.users.listFollowedByAuthenticatedUser()).data).toEqual([]);
    expect((await octokit.rest.users.listFollowersForAuthenticatedUser()).status).toBe(200);
  });

  it("GPG keys: create, get, list, delete", async () => {
    const { data: created } = await octokit.rest.users.createGpgKeyForAuthenticatedUser({ name: "laptop", armored_public_key: armoredKey });
    expect((await octokit.rest.users.getGpgKeyForAuthenticatedUser({ gpg_key_id: created.id })).data).toMatchObject({
      id: created.id,
      name: "laptop",
      raw_key: armoredKey,
    });
    expect((await octokit.rest.users.listGpgKeysForAuthenticatedUser()).data.map((key) => key.id)).toEqual([created.id]);
    expect((await octokit.rest.users.deleteGpgKeyForAuthenticatedUser({ gpg_key_id: created.id })).status).toBe(204);
    expect(await refusal(octokit.rest.users.getGpgKeyForAuthenticatedUser({ gpg_key_id: created.id }))).toBe(404);
  });

  it("SSH keys: create, get, list, the user's public keys, delete", async () => {
    const { data: created } = await octokit.rest.users.createPublicSshKeyForAuthenticatedUser({ title: "laptop", key: sshKey });
    expect((await octokit.rest.users.getPublicSshKeyForAuthenticatedUser({ key_id: created.id })).data).toMatchObject({
      title: "laptop",
      key: sshKey,
    });
    expect((await octokit.rest.users.listPublicSshKeysForAuthenticatedUser()).data.map((key) => key.id)).toEqual([created.id]);
    expect((await octokit.rest.users.listPublicKeysForUser({ username: "octocat" })).data).toEqual([
      expect.objectContaining({ id: created.id, key: sshKey }),
    ]);
    expect((await octokit.rest.users.deletePublicSshKeyForAuthenticatedUser({ key_id: created.id })).status).toBe(204);
    expect((await octokit.rest.users.listPublicKeysForUser({ username: "octocat" })).data).toEqual([]);
  });

  it("SSH signing keys: create, get, list, delete", async () => {
    const { data: created } = await octokit.rest.users.createSshSigningKeyForAuthenticatedUser({ title: "signing", key: sshKey });
    expect((await octokit.rest.users.getSshSigningKeyForAuthenticatedUser({ ssh_signing_key_id: created.id })).data).toMatchObject({
      title: "signing",
      key: sshKey,
    });
    expect((await octokit.rest.users.listSshSigningKeysForAuthenticatedUser()).data.map((key) => key.id)).toEqual([created.id]);
    expect((await octokit.rest.users.deleteSshSigningKeyForAuthenticatedUser({ ssh_signing_key_id: created.id })).status).toBe(204);
    expect((await octokit.rest.users.listSshSigningKeysForAuthenticatedUser()).data).toEqual([]);
  });

  it("social accounts: add, list, delete", async () => {
    await octokit.rest.users.addSocialAccountForAuthenticatedUser({
      account_urls: ["https://www.linkedin.com/in/mona", "https://social.example/@mona"],
    });
    expect((await octokit.rest.users.listSocialAccountsForAuthenticatedUser()).data.map((account) => account.url)).toEqual([
      "https://www.linkedin.com/in/mona",
      "https://social.example/@mona",
    ]);
    await octokit.rest.users.deleteSocialAccountForAuthenticatedUser({ account_urls: ["https://www.linkedin.com/in/mona"] });
    expect((await octokit.rest.users.listSocialAccountsForAuthenticatedUser()).data).toEqual([
      { provider: "generic", url: "https://social.example/@mona" },
    ]);
  });

  it("commit statuses: create, then the combined status and the list, by SHA and by branch name", async () => {
    await sim.control.command("refs", { repository: "octocat/hello-world", refs: { main: sha } });
    const created = await octokit.rest.repos.createCommitStatus({ owner, repo: "hello-world", sha, state: "pending", context: "ci/build" });
    expect(created.status).toBe(201);
    await octokit.rest.repos.createCommitStatus({
      owner,
      repo: "hello-world",
      sha,
      state: "success",
      context: "ci/build",
      target_url: "https://ci.example.com/1",
    });
    await octokit.rest.repos.createCommitStatus({
      owner,
      repo: "hello-world",
      sha,
      state: "failure",
      context: "ci/lint",
      description: "2 problems",
    });
    for (const ref of [sha, "main"]) {
      const combined = await octokit.rest.repos.getCombinedStatusForRef({ owner, repo: "hello-world", ref });
      expect(combined.data).toMatchObject({ state: "failure", sha, total_count: 2 });
      expect(combined.data.statuses.map((status) => [status.context, status.state])).toEqual([
        ["ci/lint", "failure"],
        ["ci/build", "success"],
      ]);
      const list = await octokit.rest.repos.listCommitStatusesForRef({ owner, repo: "hello-world", ref });
      expect(list.data.map((status) => status.state)).toEqual(["failure", "success", "pending"]);
    }
  });

  it("custom property values: set, unset, read back", async () => {
    const path = { owner, repo: "hello-world" };
    const set = await octokit.rest.repos.customPropertiesForReposCreateOrUpdateRepositoryValues({
      ...path,
      properties: [
        { property_name: "environment", value: "production" },
        { property_name: "team", value: ["web", "infra"] },
      ],
    });
    expect(set.status).toBe(204);
    await octokit.rest.repos.customPropertiesForReposCreateOrUpdateRepositoryValues({
      ...path,
      properties: [{ property_name: "environment", value: null }],
    });
    expect((await octokit.rest.repos.customPropertiesForReposGetRepositoryValues(path)).data).toEqual([
      { property_name: "team", value: ["web", "infra"] },
    ]);
  });

  it("announcement banner: set, read, remove", async () => {
    const banner = { announcement: "Maintenance on **Sunday**", expires_at: "2030-01-01T00:00:00Z", user_dismissible: true };
    expect((await octokit.request("PATCH /orgs/{org}/announcement", { org: "octo-org", ...banner })).data).toEqual(banner);
    expect((await octokit.request("GET /orgs/{org}/announcement", { org: "octo-org" })).data).toEqual(banner);
    expect((await octokit.request("DELETE /orgs/{org}/announcement", { org: "octo-org" })).status).toBe(204);
    expect((await octokit.request("GET /orgs/{org}/announcement", { org: "octo-org" })).data).toMatchObject({ announcement: null });
  });

  it("the lists without state: organization events, invitations, watched repositories", async () => {
    expect((await octokit.rest.activity.listOrgEventsForAuthenticatedUser({ username: "octocat", org: "octo-org" })).status).toBe(200);
    expect((await octokit.rest.repos.listInvitations({ owner, repo: "hello-world" })).status).toBe(200);
    expect((await octokit.rest.activity.listWatchedReposForAuthenticatedUser()).status).toBe(200);
    expect((await octokit.rest.activity.listReposWatchedByUser({ username: "octocat" })).status).toBe(200);
  });

  it("paginate walks every page by the Link header", async () => {
    const added = Array.from({ length: 44 }, (_, n) => `person${n}@vendor.example`);
    await octokit.rest.users.addEmailForAuthenticatedUser({ emails: added });
    const pages: number[] = [];
    const all = await octokit.paginate(octokit.rest.users.listEmailsForAuthenticatedUser, { per_page: 10 }, (response) => {
      pages.push(response.data.length);
      return response.data.map((email) => email.email);
    });
    expect(pages).toEqual([10, 10, 10, 10, 5]);
    expect(all).toEqual(["octocat@vendor.example", ...added]);
    const defaultPages = await octokit.paginate(octokit.rest.users.listEmailsForAuthenticatedUser);
    expect(defaultPages).toHaveLength(45); // pages of 30 by default
  });

  it("the API version header, under the client's own name, is read as the contract's (its name holds a neutral word)", async () => {
    expect(await refusal(octokitAt(sim.url, "not-a-date").rest.users.listEmailsForAuthenticatedUser())).toBeGreaterThanOrEqual(400);
  });

  it("a token without the catalog permission is refused (403); without credentials, 401", async () => {
    await sim.control.command("tokens", { "test-token": { contents: "read" } });
    expect(await refusal(octokit.rest.users.listEmailsForAuthenticatedUser())).toBe(403);
    expect(await refusal(new Octokit({ baseUrl: sim.url, log }).rest.users.listEmailsForAuthenticatedUser())).toBe(401);
  });
});

describe("the stateless calls on the Prism engine", () => {
  const mock = useMockServer("code-hosting");

  const path = { owner, repo: "hello-world" };
  const calls: [string, (client: Octokit) => Promise<{ status: number }>][] = [
    ["get an import status", (client) => client.request("GET /repos/{owner}/{repo}/import", { owner, repo })],
    [
      "start an import",
      (client) =>
        client.request("PUT /repos/{owner}/{repo}/import", {
          owner,
          repo,
          vcs: "subversion",
          vcs_url: "https://svn.example.org/socm/trunk",
        }),
    ],
    ["list commit authors", (client) => client.request("GET /repos/{owner}/{repo}/import/authors", { owner, repo })],
    ["list large files", (client) => client.request("GET /repos/{owner}/{repo}/import/large_files", { owner, repo })],
    ["set the LFS preference", (client) => client.request("PATCH /repos/{owner}/{repo}/import/lfs", { owner, repo, use_lfs: "opt_out" })],
    ["get the authenticated user", (client) => client.rest.users.getAuthenticated()],
    ["update the authenticated user", (client) => client.rest.users.updateAuthenticated({ bio: "Painter" })],
    ["list emails", (client) => client.rest.users.listEmailsForAuthenticatedUser()],
    ["list public emails", (client) => client.rest.users.listPublicEmailsForAuthenticatedUser()],
    ["list followers", (client) => client.rest.users.listFollowersForAuthenticatedUser()],
    ["list followed users", (client) => client.rest.users.listFollowedByAuthenticatedUser()],
    ["list GPG keys", (client) => client.rest.users.listGpgKeysForAuthenticatedUser()],
    ["list SSH keys", (client) => client.rest.users.listPublicSshKeysForAuthenticatedUser()],
    ["list a user's public keys", (client) => client.rest.users.listPublicKeysForUser({ username: "octocat" })],
    ["list SSH signing keys", (client) => client.rest.users.listSshSigningKeysForAuthenticatedUser()],
    ["list social accounts", (client) => client.rest.users.listSocialAccountsForAuthenticatedUser()],
    ["get the combined status", (client) => client.rest.repos.getCombinedStatusForRef({ ...path, ref: "main" })],
    ["list statuses", (client) => client.rest.repos.listCommitStatusesForRef({ ...path, ref: "main" })],
    ["get custom property values", (client) => client.rest.repos.customPropertiesForReposGetRepositoryValues(path)],
    ["list invitations", (client) => client.rest.repos.listInvitations(path)],
    [
      "list organization events",
      (client) => client.rest.activity.listOrgEventsForAuthenticatedUser({ username: "octocat", org: "octo-org" }),
    ],
    ["list watched repositories", (client) => client.rest.activity.listWatchedReposForAuthenticatedUser()],
    ["list a user's watched repositories", (client) => client.rest.activity.listReposWatchedByUser({ username: "octocat" })],
    ["get the announcement banner", (client) => client.request("GET /orgs/{org}/announcement", { org: "octo-org" })],
    ["get the API root", (client) => client.request("GET /")],
    ["get a user", (client) => client.rest.users.getByUsername({ username: "octocat" })],
    ["get a repository", (client) => client.rest.repos.get(path)],
    ["get a commit", (client) => client.rest.repos.getCommit({ ...path, ref: "main" })],
    ["get an organization", (client) => client.rest.orgs.get({ org: "octo-org" })],
    ["list statuses at the older route", (client) => client.request("GET /repos/{owner}/{repo}/statuses/{ref}", { ...path, ref: "main" })],
  ];

  it.each(calls)("%s", async (_name, call) => {
    const { status } = await call(octokitAt(mock.url));
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(300);
  });

  it("an operation whose security is optional answers a refused scheme with the contract's JSON 401", async () => {
    const client = new Octokit({ baseUrl: mock.url, log });
    try {
      await client.rest.repos.getCombinedStatusForRef({ ...path, ref: "main", headers: { authorization: "Basic dGVzdDp0ZXN0" } });
      throw new Error("not refused");
    } catch (error) {
      expect(error).toMatchObject({ status: 401, response: { data: { message: "Requires authentication" } } });
    }
  });
});
