/**
 * The official Python client of the code-hosting service (Debian's python3-github, release 1.55),
 * unmodified, against the strict simulator: every flow of the source document, at the simulator's
 * address and under the self-hosted edition's `/api/v3`, each flow one run of
 * test/official-clients/python/code-hosting.py. The client reads the repository, commit, account
 * or organization it acts on first, and follows the URLs the answers name after checking they are
 * on the address it was given: the flows pass only when every such URL is on the simulator's. From a
 * simulator that holds no repository, the application creates the import's target first.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { phaseMilliseconds } from "../../src/simulator/services/code-hosting/index.js";
import { pythonFlow, secondLanguageClient } from "../support/second-language.js";
import { useSimulator } from "../support/simulator.js";

describe.runIf(secondLanguageClient("python3-github"))("the official Python client", () => {
  const sim = useSimulator("code-hosting");
  const env = { CODE_HOSTING_TOKEN: "python-token", IMPORT_PHASES_MS: JSON.stringify(phaseMilliseconds) };

  const runAt = (prefix: string) => (flow: string) =>
    pythonFlow("code-hosting.py", flow, `${sim.url}${prefix}`, env) as Promise<Record<string, any>>;
  /** What the import flow into octocat/socm sums up, run to complete. */
  const completedImport = (prefix: string) => ({
    status: "complete",
    use_lfs: "opt_in",
    authors: 3,
    large_files: 3,
    late_mapping: 422,
    url: `${sim.url}${prefix}/repos/octocat/socm/import`,
  });

  describe.each([
    ["at the simulator's address", ""],
    ["under /api/v3", "/api/v3"],
  ])("%s", (_where, prefix) => {
    const run = runAt(prefix);

    it("runs a source import from start to complete, with authors mapped and LFS set", async () => {
      expect(await run("source-import")).toEqual(completedImport(prefix));
    });

    it("recovers an import from auth_failed with credentials, restarts it, and cancels it", async () => {
      expect(await run("source-import-recovery")).toEqual({
        statuses: ["auth_failed", "detecting", "importing"],
        cancelled: 204,
        after_cancel: 404,
      });
    });

    it("updates the profile and reads it back, and keeps social accounts", async () => {
      expect(await run("profile")).toEqual({
        login: "octocat",
        name: "Mona Lisa",
        location: "Paris",
        added_accounts: 2,
        accounts: ["https://social.example/@mona"],
      });
    });

    it("adds, lists and removes email addresses", async () => {
      expect(await run("emails")).toEqual({
        listed: ["octocat@vendor.example", "mona@vendor.example", "lisa@vendor.example"],
        public: ["octocat@vendor.example"],
        after: ["octocat@vendor.example", "mona@vendor.example"],
      });
    });

    it("follows and unfollows an account it read first, and lists each follower's keys from the follower's url", async () => {
      const summary = await run("followers");
      expect(summary).toMatchObject({ before: false, during: true, following: ["hubot"], after: [] });
      expect(Object.keys(summary.follower_keys).length).toBeGreaterThan(0);
    });

    it("creates, reads, lists and deletes an SSH key, deleting it at the url its answer named", async () => {
      const summary = await run("ssh-keys");
      expect(summary).toEqual({ created: summary.created, listed: [summary.created], public: [summary.created], after: [] });
    });

    it("creates, reads, lists and deletes a GPG key", async () => {
      const summary = await run("gpg-keys");
      expect(summary).toEqual({ created: summary.created, listed: [summary.created], after_delete: 404 });
    });

    it("creates, reads, lists and deletes an SSH signing key", async () => {
      const summary = await run("signing-keys");
      expect(summary).toEqual({ created: summary.created, listed: [summary.created], after: [] });
    });

    it("reads a commit by branch name, reports statuses on it, and reads them combined and listed at the older route", async () => {
      expect(await run("commit-statuses")).toEqual({
        state: "failure",
        total_count: 2,
        contexts: [
          ["ci/lint", "failure"],
          ["ci/build", "success"],
        ],
        statuses: ["failure", "success", "pending"],
        creator: "octocat",
      });
    });

    it("sets and unsets custom property values at the repository's url", async () => {
      expect(await run("custom-properties")).toEqual({ values: [{ property_name: "team", value: ["web", "infra"] }] });
    });

    it("sets, reads and removes an organization's announcement banner at the organization's url", async () => {
      const banner = { announcement: "Maintenance on **Sunday**", expires_at: "2030-01-01T00:00:00Z", user_dismissible: true };
      expect(await run("announcement-banner")).toEqual({
        set: banner,
        read: banner,
        removed: { announcement: null, expires_at: null, user_dismissible: false },
      });
    });

    it("lists invitations, organization events and watched repositories, from the objects it read first", async () => {
      const summary = await run("lists-without-state");
      expect(summary).toMatchObject({ invitations: 1, events: 2, org_url: `${sim.url}${prefix}/orgs/octo-org` });
      expect(summary.watched.length).toBeGreaterThan(0);
      expect(summary.also_watched).toEqual(summary.watched);
      expect(summary.theirs).toEqual(summary.watched);
    });

    it("walks a list page by page through the Link header", async () => {
      const summary = await run("paging");
      expect(summary.first_page).toBe(10);
      expect(summary.all).toEqual(Array.from({ length: 25 }, (_, n) => `person${n}`));
    });

    it("is refused without the catalog permission (403), without a token (401), and for an unknown ref (404)", async () => {
      expect(await run("refusals")).toEqual({ forbidden: 403, anonymous: 401, unknown_ref: 404 });
    });
  });

  // These flows depend on no prefix (the flows above check both): they run once, at the simulator's address.
  describe("from a simulator that holds no repository", () => {
    beforeEach(() => sim.control.seed({ repositories: [] }));
    afterEach(() => sim.control.seed());

    it("creates the import's target, empty, and runs the import into it to complete; an organization's too", async () => {
      expect(await runAt("")("source-import-into-created")).toEqual({
        missing: 404,
        taken: 422,
        import: completedImport(""),
        organization: ["octo-org/ledger", "importing"],
      });
    });
  });

  it("reads its own account under the /users/{login}/... form as under /user/...", async () => {
    expect(await runAt("")("account-forms")).toEqual({
      following: [["hubot"], ["hubot"]],
      followers: [true],
      has_in_following: [true, true],
      hubot_followers: ["octocat"],
    });
  });
});
