import { defineConfig } from "vitest/config";

// The browser test of the rendered reference (npm run test:browser): apart from `npm test`,
// which must run where there is no browser.
export default defineConfig({
  test: {
    include: ["test/browser/**/*.browser.ts"],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
