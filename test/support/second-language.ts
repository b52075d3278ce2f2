/**
 * The official clients of other languages that the second-language suites drive against the
 * simulator: Python, Ruby and Go clients and the code-hosting command-line tool, from Debian's
 * packages (which `.ci/run` installs). Where one is missing its suite is skipped with a line saying
 * how to install it, except where SECOND_LANGUAGE_CLIENTS=required (as `.ci/run` sets): there a
 * missing client fails.
 */
import { execFile, execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { packageRoot } from "../../src/contract/files.js";

/** Debian's Python, Ruby and Go, whose library folders hold the clients (one earlier on PATH may not see them). */
export const python = "/usr/bin/python3";
export const ruby = "/usr/bin/ruby";
export const go = "/usr/bin/go";
/** Where Debian's Go packages keep their sources, a GOPATH: Debian builds Go offline in GOPATH mode. */
export const debianGopath = "/usr/share/gocode";

const rubyLibrary = (name: string) => [ruby, ["-e", `require "${name}"`]] as const;
const goPackage = (path: string) => ["/usr/bin/env", ["GO111MODULE=off", `GOPATH=${debianGopath}`, go, "list", path]] as const;

/**
 * Per client: the Debian package that installs it, and, where the package database cannot be read
 * (dpkg-query missing), a command that loads it.
 */
const clients = {
  "python3-github": [python, ["-c", "import github"]],
  "python3-googleapi": [python, ["-c", "import googleapiclient.discovery, google.oauth2.credentials, google_auth_httplib2"]],
  "python3-elasticsearch": [python, ["-c", "import elasticsearch"]],
  "python3-pytest": [python, ["-c", "import pytest"]],
  gh: ["gh", ["--version"]],
  ruby: [ruby, ["--version"]],
  rake: rubyLibrary("rake/testtask"),
  "ruby-minitest": rubyLibrary("minitest"),
  "ruby-octokit": rubyLibrary("octokit"),
  "ruby-elasticsearch": rubyLibrary("elasticsearch"),
  "ruby-google-api-client": rubyLibrary("google/apis/compute_v1"),
  "golang-go": [go, ["version"]],
  "golang-github-google-go-github-dev": goPackage("github.com/google/go-github/github"),
  "golang-golang-x-oauth2-dev": goPackage("golang.org/x/oauth2"),
  "golang-google-api-dev": goPackage("google.golang.org/api/compute/v1"),
} as const satisfies Record<string, readonly [string, readonly string[]]>;

export type SecondLanguageClient = keyof typeof clients;

const required = process.env.SECOND_LANGUAGE_CLIENTS === "required";

/**
 * The clients' packages Debian's package database says are installed, read once by one query
 * (loading each client to see blocked a test worker for seconds, Ruby's and Go's above all);
 * undefined where there is no package database to ask (null once that is known).
 */
let installedPackages: Set<string> | null | undefined;
function packagesInstalled(): Set<string> | undefined {
  if (installedPackages === undefined) {
    try {
      const listed = execFileSync("dpkg-query", ["--show", "--showformat=${Package} ${db:Status-Abbrev}\\n", ...Object.keys(clients)], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      });
      installedPackages = packagesListedInstalled(listed);
    } catch (error) {
      // dpkg-query exits 1 when a package is unknown to it, and still lists the others.
      const { code, stdout } = error as { code?: string; stdout?: string };
      installedPackages = code === "ENOENT" ? null : packagesListedInstalled(stdout ?? "");
    }
  }
  return installedPackages ?? undefined;
}

/** The packages dpkg-query lists as installed ("ii"). */
const packagesListedInstalled = (listed: string) =>
  new Set(listed.split("\n").flatMap((line) => /^(\S+) ii\s*$/.exec(line)?.slice(1) ?? []));

function installed(name: SecondLanguageClient): boolean {
  const packages = packagesInstalled();
  if (packages) return packages.has(name);
  const [command, args] = clients[name];
  try {
    execFileSync(command, args, { stdio: "ignore", timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the client is here to drive. Missing, it is said once (how to install it) and its suite
 * skipped; missing where the clients are required, it throws, failing the suite.
 */
export function secondLanguageClient(name: SecondLanguageClient): boolean {
  if (installed(name)) return true;
  const how = `sudo apt-get install -y --no-install-recommends ${name}`;
  if (required) throw new Error(`${name} is not installed, and SECOND_LANGUAGE_CLIENTS=required: ${how}`);
  console.warn(`Skipped the suite of the official client in ${name}: it is not installed (${how}; .ci/run installs it).`);
  return false;
}

export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command without blocking this process (the simulator under test answers from it), with a
 * time limit; resolves with its exit code and output whatever the code.
 */
export function run(
  command: string,
  args: readonly string[],
  options: { env?: Record<string, string>; timeoutMs?: number; input?: string } = {},
): Promise<Ran> {
  return new Promise((resolve) => {
    const child = execFile(
      command,
      args,
      {
        env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/tmp", ...options.env },
        timeout: options.timeoutMs ?? 30_000,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout: String(stdout), stderr: String(stderr) });
      },
    );
    if (options.input !== undefined) child.stdin?.end(options.input);
  });
}

/** The path of a flow script of test/official-clients/python/. */
export const pythonScript = (name: string): string => fileURLToPath(new URL(`../official-clients/python/${name}`, import.meta.url));

/**
 * Runs one flow of a Python script (`python3 <script> <flow> <base URL> [args]`); the flow asserts
 * what it gets and exits non-zero on the first difference, its traceback on stderr. Resolves with
 * what the flow printed as JSON on its last line of standard output (null when it printed nothing).
 */
export async function pythonFlow(script: string, flow: string, baseUrl: string, env: Record<string, string> = {}): Promise<unknown> {
  const ran = await run(python, [pythonScript(script), flow, baseUrl], { env: { PYTHONDONTWRITEBYTECODE: "1", ...env } });
  if (ran.code !== 0) throw new Error(`${script} ${flow} exited ${ran.code}:\n${ran.stderr || ran.stdout}`);
  const last = ran.stdout.trim().split("\n").pop();
  return last ? JSON.parse(last) : null;
}

/** A path as a POSIX shell (and Python's shlex, Ruby's Shellwords) reads it: in single quotes. */
export const quoted = (path: string) => `'${path.replaceAll("'", `'"'"'`)}'`;

/**
 * A language guide (docs/languages/<language>.md) quotes only what its tests run: each of its
 * blocks of that language is part of a file of examples/<language>/, so it cannot drift from them.
 */
export function guideQuotesItsExamples(language: "python" | "ruby" | "go"): void {
  it(`quotes only what examples/${language}/ holds`, () => {
    const folder = join(packageRoot, "examples", language);
    const files = readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile()) // not a cache a run left (__pycache__)
      .map((entry) => readFileSync(join(folder, entry.name), "utf8"));
    const guide = readFileSync(join(packageRoot, "docs", "languages", `${language}.md`), "utf8");
    const blocks = [...guide.matchAll(new RegExp("```" + language + "\\n([\\s\\S]*?)```", "g"))].map((match) => match[1]!);
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.filter((block) => !files.some((file) => file.includes(block)))).toEqual([]);
  });
}
