/**
 * The code-hosting service's official command-line tool (Debian's gh 2.23.0), unmodified, against
 * the strict simulator over TLS: the tool reaches any host but the public one at
 * `https://HOST/api/v3/`, so it is given the simulator's host and port (GH_HOST), a token
 * (GH_ENTERPRISE_TOKEN), the certificate the simulator made (SSL_CERT_FILE) and a configuration
 * folder of its own, removed after the suite. Its REST commands on the source document's flows:
 * `gh api` for the source import, emails, follows and commit statuses, `gh ssh-key` and
 * `gh gpg-key`, and `gh auth status`. Between commands the test moves the simulator's clock and
 * names its refs in process (its control API is https too, which the test's own fetch does not
 * trust).
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSimulator, type RunningSimulator, type SimulatorViolation } from "../../src/simulator/sockets.js";
import { phaseMilliseconds } from "../../src/simulator/services/code-hosting/index.js";
import { run, secondLanguageClient, type Ran } from "../support/second-language.js";

const sha = "6dcb09b5b57875f334f61aebed695e2e4193db5e";
const sshKey = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOfficialCommandLineSuiteKey0000000000 octocat@laptop";
const armoredKey =
  "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQINBFnZ2ZIBEADQ2Z7Z7Z0kD8dKzZ3nCq4qv7y2Gm1xU5oVZ1k7Tq0hQ3mJz8Wq\n=aBcD\n-----END PGP PUBLIC KEY BLOCK-----\n";

describe.runIf(secondLanguageClient("gh"))("the official command-line tool over TLS", () => {
  let simulator: RunningSimulator;
  let url: string;
  let folder: string;
  let env: Record<string, string>;
  const violations: SimulatorViolation[] = [];
  const service = () => simulator.services["code-hosting"]!;
  const advanceClock = (milliseconds: number) => simulator.clock.advance(milliseconds);

  beforeAll(async () => {
    simulator = await startSimulator({
      apis: ["code-hosting"],
      port: 0,
      strict: true,
      frozenClock: true,
      tls: true,
      onViolation: (violation) => violations.push(violation),
    });
    url = simulator.urls["code-hosting"]!;
    folder = await mkdtemp(join(tmpdir(), "code-hosting-gh-"));
    env = {
      HOME: folder,
      GH_CONFIG_DIR: join(folder, "config"),
      GH_HOST: new URL(url).host,
      GH_ENTERPRISE_TOKEN: "gh-token",
      SSL_CERT_FILE: simulator.tls!.certFile!,
      // Never ask, never colour, never look for a newer release (which would leave the machine).
      GH_PROMPT_DISABLED: "1",
      GH_NO_UPDATE_NOTIFIER: "1",
      NO_COLOR: "1",
    };
  });
  afterAll(async () => {
    await simulator?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  beforeEach(() => {
    violations.length = 0;
    service().reset();
  });
  afterEach(() => {
    expect(violations).toEqual([]);
  });

  const gh = (args: string[], input?: string): Promise<Ran> => run("gh", args, { env, input });
  /** A `gh` command that must succeed: its standard output. */
  async function ok(args: string[], input?: string): Promise<string> {
    const ran = await gh(args, input);
    expect(ran.code, `gh ${args.join(" ")}\n${ran.stderr}`).toBe(0);
    return ran.stdout;
  }
  const json = async (args: string[], input?: string) => JSON.parse(await ok(args, input)) as any;

  it("gh api reads the authenticated user at https://HOST/api/v3/", async () => {
    expect((await ok(["api", "user", "--jq", ".login"])).trim()).toBe("octocat");
  });

  it("gh auth status checks the token's scopes at the API root; the login it then asks over GraphQL, which the simulator does not serve", async () => {
    const ran = await gh(["auth", "status"]);
    expect(ran.stderr).toContain(
      "Token scopes: admin:gpg_key, admin:org, admin:public_key, admin:ssh_signing_key, gist, repo, user, workflow",
    );
    expect(ran.stderr).not.toContain("authentication failed");
    expect(ran.stderr).not.toContain("missing required scope");
    // The only failure: the GraphQL endpoint, outside the REST contract.
    expect(ran.stderr).toMatch(/api call failed: .*404/);
    expect(ran.stderr).toContain("/api/graphql is not a path");
    expect(ran.code).toBe(1);
  });

  it("gh api runs a source import to complete, mapping an author at the url its answer named and setting LFS", async () => {
    const repo = "repos/octocat/socm/import";
    expect(await json(["api", "-X", "PUT", repo, "-f", "vcs_url=https://svn.example.org/large-files/trunk"])).toMatchObject({
      status: "detecting",
      vcs: null,
      url: `${url}/api/v3/${repo}`,
    });
    advanceClock(phaseMilliseconds.detecting + phaseMilliseconds.importing / 2);
    expect(await json(["api", repo])).toMatchObject({ status: "importing", vcs: "subversion", has_large_files: true });
    const authors = (await json(["api", `${repo}/authors`])) as { id: number; url: string }[];
    expect(authors).toHaveLength(3);
    expect(
      await json(["api", "-X", "PATCH", authors[0]!.url, "-f", "name=Hubot the Robot", "-f", "email=hubot@vendor.example"]),
    ).toMatchObject({ id: authors[0]!.id, name: "Hubot the Robot" });
    expect(await json(["api", `${repo}/large_files`, "--jq", "length"])).toBe(3);
    expect(await json(["api", "-X", "PATCH", `${repo}/lfs`, "-f", "use_lfs=opt_in"])).toMatchObject({ use_lfs: "opt_in" });
    advanceClock(phaseMilliseconds.importing + phaseMilliseconds.mapping + phaseMilliseconds.pushing);
    expect(await json(["api", repo])).toMatchObject({ status: "complete", use_lfs: "opt_in", authors_count: 3 });
    expect((await json(["api", `${repo}/authors`])) as { email: string }[]).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: "hubot@vendor.example" })]),
    );
  });

  it("gh api adds email addresses and walks their pages through the Link header", async () => {
    const added = Array.from({ length: 5 }, (_, n) => `person${n}@vendor.example`);
    expect(await json(["api", "user/emails", "--input", "-"], JSON.stringify({ emails: added }))).toHaveLength(5);
    const listed = await ok(["api", "--paginate", "user/emails?per_page=2", "--jq", ".[].email"]);
    expect(listed.trim().split("\n")).toEqual(["octocat@vendor.example", ...added]);
  });

  it("gh api follows, checks and unfollows an account", async () => {
    await ok(["api", "-X", "PUT", "user/following/hubot"]);
    expect((await gh(["api", "user/following/hubot"])).code).toBe(0);
    expect(await json(["api", "user/following", "--jq", "[.[].login]"])).toEqual(["hubot"]);
    await ok(["api", "-X", "DELETE", "user/following/hubot"]);
    const after = await gh(["api", "user/following/hubot"]);
    expect(after.code).toBe(1);
    expect(after.stderr).toContain("HTTP 404");
  });

  it("gh api reports commit statuses and reads them combined by branch name", async () => {
    service().control!.refs!({ repository: "octocat/hello-world", refs: { main: sha } });
    await ok(["api", `repos/octocat/hello-world/statuses/${sha}`, "-f", "state=pending", "-f", "context=ci/build"]);
    await ok(["api", `repos/octocat/hello-world/statuses/${sha}`, "-f", "state=success", "-f", "context=ci/build"]);
    await ok([
      "api",
      `repos/octocat/hello-world/statuses/${sha}`,
      "-f",
      "state=failure",
      "-f",
      "context=ci/lint",
      "-f",
      "description=2 problems",
    ]);
    expect(await json(["api", "repos/octocat/hello-world/commits/main/status", "--jq", "{state, total_count, sha}"])).toEqual({
      state: "failure",
      total_count: 2,
      sha,
    });
    expect(await json(["api", "repos/octocat/hello-world/commits/main/statuses", "--jq", "[.[].state]"])).toEqual([
      "failure",
      "success",
      "pending",
    ]);
  });

  it("gh ssh-key adds a key from a file and lists it; gh api deletes it", async () => {
    const file = join(folder, "id_ed25519.pub");
    await writeFile(file, `${sshKey}\n`);
    await ok(["ssh-key", "add", file, "--title", "laptop"]);
    const [title, key, , id] = (await ok(["ssh-key", "list"])).trim().split("\t");
    expect([title, key]).toEqual(["laptop", sshKey]);
    await ok(["api", "-X", "DELETE", `user/keys/${id}`]);
    // No keys is no result, not a failure: nothing printed where no terminal reads it.
    expect((await ok(["ssh-key", "list"])).trim()).toBe("");
  });

  it("gh gpg-key adds a key from a file and lists it", async () => {
    const file = join(folder, "key.asc");
    await writeFile(file, armoredKey);
    await ok(["gpg-key", "add", file]);
    const listed = (await ok(["gpg-key", "list"])).trim().split("\n");
    expect(listed).toHaveLength(1);
    expect(await json(["api", "user/gpg_keys", "--jq", "[.[].raw_key]"])).toEqual([armoredKey]);
  });
});
