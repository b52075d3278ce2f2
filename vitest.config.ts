import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "examples/**/*.test.ts"],
    // Compiles dist/ when it is older than the sources: the bin, the exports and the package suites run it.
    globalSetup: ["test/support/build.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
