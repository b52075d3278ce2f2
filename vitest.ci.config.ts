import { defineConfig } from "vitest/config";

// What CI runs beside npm test (npm run test:ci, .ci/run) rather than in it, each check taking far
// longer than a contributor's run can: the packed package (packing, installs, attw, publint), the
// scaffold in a scratch copy of the repository (generate and a type check over the copy), and the
// docs' shell blocks (servers and wrappers in child processes).
export default defineConfig({
  test: {
    include: ["test/**/*.ci.ts"],
    globalSetup: ["test/support/build.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
