/**
 * npm run build [-- tsc options]: compiles the package into dist/ (tsconfig.build.json), then
 * copies the generated validators there. They are JavaScript with a declaration file
 * (generated/<api>/validators.js and finders.js, each with its .d.ts), which tsc reads for their
 * types but does not emit.
 * Then it bundles the console into dist/console/ (scripts/console.mjs), which the simulator serves
 * at /__console/, and the command-line tool into dist/cli/ (cliBundle, below), which the bin runs.
 * Last, it builds the rendered reference into dist/site/ (npm run docs, scripts/docs.ts), which the
 * package ships and its simulator serves at /__docs/.
 * Plain JavaScript, so that it runs with node alone (vitest's global setup runs it too).
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { build } from "esbuild";
import { buildConsole } from "./console.mjs";

const root = join(import.meta.dirname, "..");
const tsc = join(root, "node_modules", "typescript", "bin", "tsc");

execFileSync(process.execPath, [tsc, "-p", join(root, "tsconfig.build.json"), ...process.argv.slice(2)], { stdio: "inherit" });

for (const api of readdirSync(join(root, "generated"))) {
  mkdirSync(join(root, "dist", "generated", api), { recursive: true });
  // validators.js, and finders.js where the API has finders, each with its declaration.
  for (const file of readdirSync(join(root, "generated", api)).filter((name) => name.endsWith(".js") || name.endsWith(".d.ts"))) {
    copyFileSync(join(root, "generated", api, file), join(root, "dist", "generated", api, file));
  }
}

buildConsole();
await cliBundle();

execFileSync(process.execPath, ["--import", "tsx", join(root, "scripts", "docs.ts")], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
});

/**
 * The command-line tool as one ES module and its chunks (dist/cli/cli.js), which starts in a
 * fraction of the time Node takes to load the compiled modules one by one (docs/benchmark.md,
 * "Start"). Each API's contract and service is a chunk of its own, loaded when the API is served;
 * the generated files stay dist/generated/'s, imported from there. ajv's compiler is a CommonJS
 * bundle of its own (schema-compiler.cjs), required when a first schema needs compiling
 * (src/cli/bundle.ts). The optional peers stay outside, found in node_modules as before.
 */
async function cliBundle() {
  const outdir = join(root, "dist", "cli");
  rmSync(outdir, { recursive: true, force: true });
  const generated = join(root, "generated");
  const fromDist = {
    name: "generated-from-dist",
    setup(build) {
      build.onResolve({ filter: /\/generated\// }, ({ path, resolveDir }) => {
        const file = join(resolveDir, path).replace(generated, join(root, "dist", "generated"));
        return { path: `./${relative(outdir, file)}`, external: true };
      });
    },
  };
  // Each API's module is named by an import() and by a require() (src/contract/per-api.ts): the bundle splits
  // the first into chunks and leaves the second out, which the command line never calls (it loads what it serves).
  const importsOnly = {
    name: "per-api-imports-only",
    setup(build) {
      build.onResolve({ filter: /\.js$/ }, ({ path, kind, importer }) =>
        kind === "require-call" && /src[\\/](contract[\\/]api-contracts|simulator[\\/]services[\\/]index)\.ts$/.test(importer)
          ? { path, external: true }
          : undefined,
      );
    },
  };
  const common = { bundle: true, platform: "node", target: "node20", logLevel: "warning", external: ["@stoplight/*", "selfsigned"] };
  await build({
    ...common,
    entryPoints: { cli: join(root, "src", "cli", "bundle.ts") },
    format: "esm",
    splitting: true,
    outdir,
    plugins: [fromDist, importsOnly],
    // Node reads a JSON module only with its attribute, which esbuild keeps when told Node takes it.
    supported: { "import-attributes": true },
  });
  await build({
    ...common,
    entryPoints: [join(root, "src", "contract", "schema-compiler.ts")],
    format: "cjs",
    outfile: join(outdir, "schema-compiler.cjs"),
  });
}
