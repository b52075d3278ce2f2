/**
 * The command-line tool. Run as a user runs it (the package's bin, from the compiled package) for
 * what needs a process of its own: the bin's exit codes 0, 1 and 2, standard input, the servers
 * until Ctrl-C. Options, help, listings, validation and usage errors run in this process, through
 * the same function the bin calls (run), which saves a process start per case.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { packageRoot } from "../../src/contract/files.js";
import { vendorHeaderNotes } from "../../src/cli/serve.js";
import { bin, ownCertificate, runHere, spawnBin, useScratchFiles } from "../support/cli.js";

const { folder: scratch, file } = useScratchFiles();
const own = await ownCertificate();

describe("the bin in a clone that is not built", () => {
  it("says to run npm run build, with no stack trace, when dist/ is missing", () => {
    const clone = join(scratch, "unbuilt");
    mkdirSync(join(clone, "bin"), { recursive: true });
    copyFileSync(bin, join(clone, "bin", "vendor-api-contracts.js"));
    const result = spawnSync(process.execPath, [join(clone, "bin", "vendor-api-contracts.js"), "list"], {
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("run `npm run build`");
    expect(result.stderr).not.toMatch(/ERR_MODULE_NOT_FOUND|\n\s+at /);
  });

  it("is built by what docs/cli.md says builds it: npm run build, since npm ci runs no build script", () => {
    const { scripts } = JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8")) as { scripts: Record<string, string> };
    // The scripts npm ci runs in the package itself.
    expect(["preinstall", "install", "postinstall", "prepare"].filter((name) => name in scripts)).toEqual([]);
    const page = readFileSync(join(packageRoot, "docs", "cli.md"), "utf8");
    expect(page).toContain("`npm run build`");
    expect(page).not.toMatch(/npm ci`?,? which builds/);
  });
});

describe("command-line tool", () => {
  it("exits 0 with its version, and 2 with only a message for a usage error or no command at all, as a program", () => {
    expect(spawnBin(["--version"])).toMatchObject({ code: 0, stdout: "0.2.0\n" });
    const refused = spawnBin(["start"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('vendor-api-contracts: unknown command "start"');
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    expect(spawnBin([])).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "vendor-api-contracts: a command is missing: serve, mock, proxy, validate, list, health (see 'vendor-api-contracts --help')\n",
    });
  });

  it("prints its version and help", async () => {
    expect(await runHere(["--version"])).toMatchObject({ code: 0, stdout: "0.2.0\n" });
    const help = await runHere(["--help"]);
    expect(help.code).toBe(0);
    for (const command of ["serve", "mock", "proxy", "validate", "list"]) expect(help.stdout).toContain(command);
    for (const command of ["serve", "mock", "proxy", "validate", "list"]) {
      const own = await runHere([command, "--help"]);
      expect(own.code, command).toBe(0);
      expect(own.stdout, command).toContain(`usage: vendor-api-contracts ${command}`);
    }
  });

  it("lists the operations with deprecation and permissions", async () => {
    const { code, stdout } = await runHere(["list", "code-hosting"]);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /PATCH\s+\/repos\/\{owner\}\/\{repo\}\/import\/lfs\s+setLfsPreference\s+\[deprecated; Repository: Contents: write\]/,
    );
    expect(stdout).toMatch(
      /GET\s+\/users\/\{username\}\/keys\s+listPublicKeysForUser\s+\[User: Git SSH keys: read \(UAT IAT\)\]\s+specs\/code-hosting\/paths\/users_\{username\}_keys\.yaml$/m,
    );
    const all = (await runHere(["list"])).stdout;
    for (const api of ["code-hosting", "social-graph", "event-management", "compute", "search"]) expect(all).toContain(`${api} (`);
  });

  it.each([
    [
      "a valid response",
      ["validate", "code-hosting", "{file}", "--method", "PATCH", "--path", "/repos/o/r/import/lfs", "--status", "200"],
      '{"vcs":"git","vcs_url":"https://x.example","status":"complete","url":"https://a.example","html_url":"https://a.example","authors_url":"https://a.example","repository_url":"https://a.example"}',
      0,
      "valid: setLfsPreference",
    ],
    [
      "an invalid response",
      ["validate", "code-hosting", "{file}", "--method", "GET", "--path", "/repos/o/r/import", "--status", "200"],
      '{"status":"paused"}',
      1,
      'body: /status must be one of "detecting"',
    ],
    [
      "an invalid request body",
      ["validate", "code-hosting", "{file}", "--request", "--method", "PATCH", "--path", "/repos/o/r/import/lfs"],
      '{"use_lfs":"maybe"}',
      1,
      "(enum)",
    ],
    [
      "an undocumented status",
      [
        "validate",
        "compute",
        "{file}",
        "--method",
        "GET",
        "--path",
        "/compute/v1/projects/p/aggregated/forwardingRules",
        "--status",
        "299",
      ],
      "{}",
      1,
      "status 299 is not documented",
    ],
  ])("validates %s", async (_given, args, payload, code, output) => {
    const result = await runHere(args.map((arg) => (arg === "{file}" ? file("payload.json", payload) : arg)));
    expect(result.code).toBe(code);
    expect(result.stdout).toContain(output);
  });

  // One line per problem, the most specific one: a oneOf or anyOf that no branch matches printed
  // every branch's failure and its own (the enum, "must be null", "must match exactly one schema").
  const importProgress = {
    vcs_url: "https://x.example",
    status: "complete",
    url: "https://a.example",
    html_url: "https://a.example",
    authors_url: "https://a.example",
    repository_url: "https://a.example",
  };
  it.each([
    [
      "a wrong value of a nullable enum",
      { ...importProgress, vcs: "cvs" },
      ['body: /vcs must be one of "subversion", "git", "mercurial", "tfvc" [/vcs] (enum)'],
    ],
    [
      "a value of none of the types of a nullable enum",
      { ...importProgress, vcs: 3 },
      ["body: /vcs must be string or null [/vcs] (oneOf)"],
    ],
    [
      "a wrong value of a string enum or boolean",
      { ...importProgress, vcs: "git", use_lfs: "maybe" },
      ['body: /use_lfs must be one of "opt_in", "opt_out", "undecided" [/use_lfs] (enum)'],
    ],
    [
      "a value of neither type",
      { ...importProgress, vcs: "git", use_lfs: 1 },
      ["body: /use_lfs must be string or boolean [/use_lfs] (oneOf)"],
    ],
  ])("reports %s by its most specific problem alone", async (_given, payload, problems) => {
    const args = [
      "validate",
      "code-hosting",
      file("payload.json", JSON.stringify(payload)),
      "--method",
      "GET",
      "--path",
      "/repos/o/r/import",
      "--status",
      "200",
    ];
    const result = await runHere(args);
    expect(result.code).toBe(1);
    expect(result.stdout.trimEnd().split("\n")).toEqual([
      "invalid: getImportStatus (GET /repos/{owner}/{repo}/import)",
      ...problems.map((problem) => `  - ${problem}`),
    ]);
  });

  it.each([
    [
      "an unknown path",
      ["--method", "GET", "--path", "/repos/o/r/imports", "--status", "200"],
      "/repos/o/r/imports is not a path of the code-hosting contract; 'vendor-api-contracts list code-hosting' lists its operations",
    ],
    [
      "an unknown method",
      ["--method", "POST", "--path", "/repos/o/r/import", "--status", "200"],
      "POST is not an operation of /repos/o/r/import (it has GET, PUT, DELETE, PATCH)",
    ],
    [
      "an unknown path of a request",
      ["--request", "--method", "PUT", "--path", "/repos/o/r/imports"],
      "/repos/o/r/imports is not a path of the code-hosting contract",
    ],
  ])("exits 2 (usage), not 1 (invalid), for %s", async (_given, flags, message) => {
    const result = await runHere(["validate", "code-hosting", file("payload.json", "{}"), ...flags]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe("");
  });

  it("reads a payload from standard input, and exits 1 for an invalid one, as a program", () => {
    const result = spawnBin(
      ["validate", "code-hosting", "-", "--request", "--method", "PUT", "--path", "/repos/o/r/import"],
      '{"vcs":"git"}',
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('missing the required property "vcs_url"');
  });

  it.each([
    ["an unknown API", ["validate", "nope", "x.json", "--method", "GET", "--path", "/", "--status", "200"], 'unknown API "nope"'],
    [
      "an unreadable file",
      ["validate", "code-hosting", join(scratch, "missing.json"), "--method", "GET", "--path", "/", "--status", "200"],
      "cannot read",
    ],
    ["invalid JSON", ["validate", "code-hosting", "{bad}", "--method", "GET", "--path", "/", "--status", "200"], "is not valid JSON"],
    ["a missing status", ["validate", "code-hosting", "{bad}", "--method", "GET", "--path", "/"], "give --status"],
    ["an unknown option", ["list", "--frobnicate"], "unknown option --frobnicate of list (see 'vendor-api-contracts list --help')"],
    ["a misspelt option", ["serve", "--prot", "4010"], "unknown option --prot of serve; did you mean --port?"],
    ["a misspelt option of the proxy", ["proxy", "compute", "http://127.0.0.1:1", "--recrod", "x.har"], "did you mean --record?"],
    ["an option without its value", ["serve", "--seed", "--quiet"], "--seed needs a value"],
    ["a value for an option that takes none", ["serve", "--quiet=yes"], '--quiet takes no value, not "yes"'],
    [
      "a negative journal size",
      ["serve", "--port", "0", "--journal-size", "-1"],
      '--journal-size takes a whole number of requests (0 keeps none), not "-1"',
    ],
    ["a negative port", ["serve", "--port", "-1"], '--port takes a port number, not "-1"'],
    ["an unknown command", ["start"], 'unknown command "start"; the commands are serve, mock, proxy, validate, list'],
    ["a misspelt command", ["serv", "search"], 'unknown command "serv"; did you mean serve?'],
    ["a misspelt API", ["serve", "code-hostng"], 'unknown API "code-hostng"; did you mean code-hosting?'],
    [
      "a misspelt operation to forward",
      ["serve", "--upstream", "compute=https://compute.vendor.example", "--forward", "getSecurityPolcy"],
      "did you mean getSecurityPolicy?",
    ],
    ["a proxy without upstream", ["proxy", "code-hosting"], "<upstream-url>"],
    ["an unknown engine", ["serve", "--engine", "wiremock"], '--engine is simulator or prism, not "wiremock"'],
    [
      "a response header without its API",
      ["serve", "--response-header", "X-Product=Search"],
      "--response-header takes <api>:<Name>=<value>",
    ],
    ["a response header of an unknown API", ["serve", "--response-header", "nope:X-Product=Search"], 'unknown API "nope"'],
    [
      "a response header name without its API",
      ["serve", "--response-header-name", "X-Vendor-Id=X-Standin-Id"],
      "--response-header-name takes <api>:<Name>=<name>",
    ],
    [
      "a response header name that is not the contract's with another word",
      ["serve", "--response-header-name", "event-management:X-Vendor-Id=X-Standin-Entity-Id"],
      "--response-header-name event-management:X-Vendor-Id=X-Standin-Entity-Id: X-Standin-Entity-Id is not X-Vendor-Id with another word",
    ],
    ["an unknown API among several to list", ["list", "compute", "nope"], 'unknown API "nope"'],
    ["a seed file that is not JSON", ["serve", "search", "--port", "0", "--seed", "{bad}"], "--seed: "],
    [
      "a seed file that is not an object",
      ["serve", "search", "--port", "0", "--seed", "{list}"],
      "must hold a JSON object keyed by API id",
    ],
    ["a seed file naming an unknown API", ["serve", "search", "--port", "0", "--seed", "{nope}"], 'names no API "nope"'],
    [
      "a seed a service refuses",
      ["serve", "social-graph", "--port", "0", "--seed", "{refused}"],
      "--seed: the seed of social-graph: every seeded user needs an id",
    ],
    ["a seed for Prism's mocks", ["serve", "--engine", "prism", "--seed", "{nope}"], "Prism's mocks keep no state"],
    ["a fault without its API", ["serve", "--port", "0", "--fault", "status=503"], "--fault takes <api>:<rule>"],
    ["a fault that is not key=value pairs", ["serve", "--port", "0", "--fault", "code-hosting:status"], "key=value pairs"],
    ["a fault of an unknown member", ["serve", "--port", "0", "--fault", "code-hosting:when=now"], "not when"],
    [
      "a fault the contract does not document",
      ["serve", "code-hosting", "--port", "0", "--fault", "code-hosting:operationId=getImportStatus,status=418"],
      "--fault code-hosting:operationId=getImportStatus,status=418: getImportStatus documents no 418 answer (it documents 200, 400, 401, 403, 404, 429, 503)",
    ],
    [
      "a fault of an unknown API",
      ["serve", "--port", "0", "--fault", "nope:status=429"],
      '--fault nope:status=429: unknown API "nope"; known APIs: code-hosting, social-graph',
    ],
    [
      "a fault of a misspelt operation",
      ["serve", "code-hosting", "--port", "0", "--fault", "code-hosting:operationId=getImportStatsu,status=503"],
      "--fault code-hosting:operationId=getImportStatsu,status=503: no operation getImportStatsu; did you mean getImportStatus?",
    ],
    [
      "a fault of an unknown operation",
      ["serve", "code-hosting", "--port", "0", "--fault", "code-hosting:operationId=nope,status=503"],
      "--fault code-hosting:operationId=nope,status=503: no operation nope; 'vendor-api-contracts list code-hosting' lists its operations",
    ],
    [
      "a fault of an API not served",
      ["serve", "search", "--port", "0", "--fault", "code-hosting:status=503"],
      "--fault code-hosting:status=503: code-hosting is not served; the APIs served are search",
    ],
    [
      "a seed of an API not served",
      ["serve", "search", "compute", "--port", "0", "--seed", "{other}"],
      "--seed: a seed of code-hosting, which is not served; the APIs served are search, compute",
    ],
    [
      "a seed file that does not exist",
      ["serve", "search", "--port", "0", "--seed", join(scratch, "missing.json")],
      `--seed: cannot read ${join(scratch, "missing.json")}: no such file (ENOENT)`,
    ],
    [
      "a seed file that is a folder",
      ["serve", "search", "--port", "0", "--seed", scratch],
      `--seed: cannot read ${scratch}: it is a folder (EISDIR)`,
    ],
    ["a fault for Prism's mocks", ["serve", "--engine", "prism", "--fault", "search:status=503"], "Prism's mocks have none"],
    ["a TLS certificate without its key", ["serve", "--port", "0", "--tls-cert", "{cert}"], "--tls-cert needs --tls-key"],
    ["a TLS key without its certificate", ["serve", "--port", "0", "--tls", "--tls-key", "{key}"], "--tls-key needs --tls-cert"],
    [
      "an unreadable TLS certificate",
      ["serve", "--port", "0", "--tls-cert", join(scratch, "missing.pem"), "--tls-key", "{key}"],
      "--tls-cert: cannot read",
    ],
    [
      "an unreadable TLS key",
      ["serve", "--port", "0", "--tls-cert", "{cert}", "--tls-key", join(scratch, "missing.pem")],
      "--tls-key: cannot read",
    ],
    [
      "a TLS key that is not the certificate's",
      ["serve", "--port", "0", "--tls-cert", "{cert}", "--tls-key", "{bad}"],
      "--tls-cert/--tls-key: ",
    ],
    ["TLS for Prism's mocks", ["serve", "--engine", "prism", "--tls"], "Prism's mocks serve http only"],
    [
      "an allowed host with a port",
      ["serve", "--port", "0", "--allowed-host", "sim.test:4010"],
      '--allowed-host takes a host name without port or scheme, not "sim.test:4010"',
    ],
    ["an allowed host for Prism's mocks", ["serve", "--engine", "prism", "--allowed-host", "sim.test"], "Prism's mocks have none"],
    [
      "a journal size that is not a whole number",
      ["serve", "--port", "0", "--journal-size", "many"],
      '--journal-size takes a whole number of requests (0 keeps none), not "many"',
    ],
    ["a journal for Prism's mocks", ["serve", "--engine", "prism", "--journal-size", "10"], "Prism's mocks keep none"],
  ])("exits 2 with a clear message, never a stack trace, for %s", async (_given, args, message) => {
    const files: Record<string, () => string> = {
      "{bad}": () => file("bad.json", "{not json"),
      "{list}": () => file("list.json", "[]"),
      "{nope}": () => file("nope.json", '{"nope": {}}'),
      "{refused}": () => file("refused.json", '{"social-graph": {"users": [{"name": "no id"}]}}'),
      "{other}": () => file("other.json", '{"search": {}, "code-hosting": {}}'),
      "{cert}": () => file("cert.pem", own.cert),
      "{key}": () => file("key.pem", own.private),
    };
    const result = await runHere(args.map((arg) => files[arg]?.() ?? arg));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    // One line: what is wrong, and the nearest name where one was misspelt; not the whole usage.
    expect(result.stderr.trimEnd().split("\n")).toHaveLength(1);
  });

  it("names every flag and environment variable in the help of serve", async () => {
    const help = (await runHere(["serve", "--help"])).stdout;
    for (const flag of [
      "--host",
      "--port",
      "--engine",
      "--strict",
      "--tls",
      "--tls-cert",
      "--tls-key",
      "--seed",
      "--fault",
      "--response-header",
      "--response-header-name",
      "--journal-size",
      "--quiet",
      "--no-cors",
      "SEARCH_SIMULATOR_NDJSON",
    ])
      expect(help).toContain(flag);
  });

  it("says at start how to give each header an official client reads under the vendor's name, unless it is given", () => {
    const notes = (headers: Record<string, Record<string, string>>, names: Record<string, Record<string, string>>) =>
      vendorHeaderNotes(["code-hosting", "event-management", "search"], headers, names);
    expect(notes({}, {})).toEqual([
      expect.stringMatching(/^event-management: .*X-Vendor-Id.* --response-header-name event-management:X-Vendor-Id=X-<word>-Id /),
      expect.stringMatching(/^search: .*X-Vendor-Product.* --response-header "search:X-<word>-Product=<product>" /),
    ]);
    expect(notes({ search: { "x-standin-product": "Standin" } }, { "event-management": { "X-Vendor-Id": "X-Standin-Id" } })).toEqual([]);
  });

  it("lists the operations of several APIs", async () => {
    const result = await runHere(["list", "compute", "search"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("patchSecurityPolicy");
    expect(result.stdout).toContain("openPointInTime");
    expect(result.stdout).not.toContain("getImportStatus");
  });
});
