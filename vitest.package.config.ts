import { defineConfig } from "vitest/config";

// The packed package (npm run test:package): packing, installs, attw and publint take longer than
// the rest of a run, so CI runs them beside npm test (.ci/run) rather than in it.
export default defineConfig({
  test: {
    include: ["test/package/**/*.ci.ts"],
    globalSetup: ["test/support/build.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
