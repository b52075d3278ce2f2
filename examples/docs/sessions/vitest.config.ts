// docs/simulator/sessions.md: a suite whose tests share one simulator, each in a session of its own.
// vitest.config.ts
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // One simulator for the whole run, its URLs handed to every test file.
    globalSetup: ["./simulator-setup.ts"],
  },
});
