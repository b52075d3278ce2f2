import { defineConfig } from "vitest/config";

// What CI runs beside npm test (npm run test:ci, .ci/run) rather than in it: the checks that need
// more than `npm ci` installs (the official clients of other languages and the language guides'
// suites, with Debian's Python, Ruby, Go and gh; the console in Debian's Chromium), and those that
// take far longer than a contributor's run can (the packed package: packing, installs, attw,
// publint; the scaffold in a scratch copy of the repository; the docs' shell blocks, servers and
// wrappers in child processes). npm test needs nothing but npm ci, and runs the same on any machine.
export default defineConfig({
  test: {
    include: ["test/**/*.ci.ts"],
    globalSetup: ["test/support/build.ts"],
    setupFiles: ["test/support/load-apis.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
