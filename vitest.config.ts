import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "examples/**/*.test.ts"],
    // A user's suite with a simulator of its own in its global setup: test/examples.test.ts runs it with its own config.
    exclude: [...configDefaults.exclude, "examples/docs/sessions/**"],
    // Compiles dist/ when it is older than the sources: the bin, the exports and the package suites run it.
    globalSetup: ["test/support/build.ts"],
    // Every API loaded ahead of the tests (the package loads one when first needed, which vitest's module graph cannot).
    setupFiles: ["test/support/load-apis.ts"],
    // The files of a worker share one module graph: Prism, ajv and the contracts are loaded and
    // compiled once per worker rather than once per file (about a third of the suite's CPU time).
    // Each file still starts and stops its own servers, and restores what it stubs.
    isolate: false,
    // A worker per core: vitest's default leaves one core to its main process (one worker on a
    // 2-core machine), which is idle for nearly all of a run.
    maxWorkers: "100%",
    // Worker threads rather than child processes: one process's start, and modules passed to the
    // workers without a process boundary; fewer CPU seconds over the run on the 2-core machine.
    pool: "threads",
    // Each module as vite transformed it, kept on disk between runs (node_modules/.experimental-vitest-cache):
    // a run transforms again only the files that changed.
    experimental: { fsModuleCache: true },
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
