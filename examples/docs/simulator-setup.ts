// vitest.config.ts: test: { globalSetup: ["./test/simulator-setup.ts"] }
// test/simulator-setup.ts
import { startSimulator } from "vendor-api-contracts/simulator";

export default async function setup() {
  const simulator = await startSimulator({ apis: ["code-hosting"], port: 0, strict: true });
  process.env.CODE_HOSTING_URL = simulator.urls["code-hosting"];
  return () => simulator.stop();
}
