/**
 * The package as a user gets it: packs it (npm pack, which builds it), installs the tarball into
 * an empty project outside the repository with TypeScript and Node's types, type-checks
 * scripts/consumer/index.ts there (it imports every export) under every module resolution users
 * have (nodenext, bundler, preserve; the package's declarations checked too), runs it, runs the installed bin, and
 * compiles and runs the README's examples (examples/*.ts) there, its quick start against the
 * simulator `npx vendor-api-contracts serve` runs.
 *
 *   npm run consumer-check
 */
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { packageRoot } from "../src/contract/files.js";
import { installProject, packTarball } from "./pack.js";

const manifest = JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8")) as {
  name: string;
  version: string;
  devDependencies: Record<string, string>;
};
/** The consumer's compiler and Node types: the versions this repository builds with. */
const tools = ["typescript", "@types/node"].map((name) => `${name}@${manifest.devDependencies[name]}`);
/** The consumer's program uses the Prism mock: it installs Prism's engine, the optional peer, as such a user does. */
const prism = ["@stoplight/prism-http", "@stoplight/prism-core"].map((name) => `${name}@${manifest.devDependencies[name]}`);

const scratch = mkdtempSync(join(tmpdir(), "contracts-consumer-"));
try {
  const project = join(scratch, "consumer");
  installProject(project, [packTarball(packageRoot, join(scratch, "pack")), ...tools, ...prism]);
  for (const file of ["index.ts", "tsconfig.json"]) copyFileSync(join(packageRoot, "scripts", "consumer", file), join(project, file));

  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { cwd: project, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  const tsc = join(project, "node_modules", "typescript", "bin", "tsc");
  // Every module resolution users have, each with the package's own declarations checked too (skipLibCheck false):
  // Node's (nodenext), a bundler's (Vite's templates), and TypeScript's `preserve`.
  for (const [module, moduleResolution] of [
    ["esnext", "bundler"],
    ["preserve", "bundler"],
  ]) {
    run(process.execPath, [tsc, "-p", "tsconfig.json", "--noEmit", "--module", module!, "--moduleResolution", moduleResolution!]);
    console.log(
      `ok  the consumer's program type-checks against the installed package under module ${module}, moduleResolution ${moduleResolution}`,
    );
  }
  run(process.execPath, [tsc, "-p", "tsconfig.json"]);
  console.log("ok  the consumer's program type-checks against the installed package under module nodenext, moduleResolution nodenext");
  process.stdout.write(run(process.execPath, [join(project, "dist", "index.js")]));

  const bin = join(project, "node_modules", ".bin", manifest.name);
  const version = run(bin, ["--version"]).trim();
  if (version !== manifest.version) throw new Error(`the installed bin says version ${version}, not ${manifest.version}`);
  if (!run(bin, ["list", "code-hosting"]).includes("setLfsPreference"))
    throw new Error("the installed bin does not list code-hosting's operations");
  console.log("ok  the installed bin prints its version and lists an API's operations");

  // The README's examples, as a user would copy them: compiled against the installed package, run.
  mkdirSync(join(project, "examples"));
  const examples = readdirSync(join(packageRoot, "examples")).filter((file) => file.endsWith(".ts"));
  for (const file of examples) copyFileSync(join(packageRoot, "examples", file), join(project, "examples", file));
  const tscOptions = [
    "--module",
    "nodenext",
    "--moduleResolution",
    "nodenext",
    "--target",
    "es2022",
    "--strict",
    "--skipLibCheck",
    "--types",
    "node",
  ];
  run(process.execPath, [
    join(project, "node_modules", "typescript", "bin", "tsc"),
    ...tscOptions,
    "--outDir",
    "examples-dist",
    ...examples.map((file) => join("examples", file)),
  ]);
  // The README's quick start as written: the installed command started with npx (on free ports
  // here, which its ready file tells), and its client call against it.
  const ready = join(project, "ready.json");
  const simulator = spawn("npx", [manifest.name, "serve", "--port", "0", "--ready-file", ready], { cwd: project, stdio: "ignore" });
  const ended = once(simulator, "exit");
  let serverPid: number | undefined;
  try {
    for (let waited = 0; !existsSync(ready); waited += 100) {
      if (waited > 60_000 || simulator.exitCode !== null) throw new Error("npx vendor-api-contracts serve did not get ready");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { urls, pid } = JSON.parse(readFileSync(ready, "utf8")) as { urls: Record<string, string>; pid: number };
    serverPid = pid;
    for (const file of examples)
      execFileSync(process.execPath, [join(project, "examples-dist", file.replace(/\.ts$/, ".js"))], {
        cwd: project,
        stdio: ["ignore", "inherit", "inherit"],
        env: { ...process.env, CODE_HOSTING_URL: urls["code-hosting"] },
      });
  } finally {
    // npx passes no signal on to the command it runs: the server is stopped by the process id its
    // ready file names (as .ci/run stops npm start's), and npx ends with it.
    if (serverPid !== undefined) process.kill(serverPid, "SIGTERM");
    else simulator.kill("SIGTERM");
    const stopped = await Promise.race([ended.then(() => true), new Promise((resolve) => setTimeout(resolve, 30_000, false))]);
    if (!stopped) throw new Error("npx vendor-api-contracts serve did not stop within 30 s of SIGTERM");
  }
  console.log(
    `ok  the README's ${examples.length} examples compile and run against the installed package, its quick start against npx vendor-api-contracts serve`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
