/**
 * The stateful simulator of the five services, for users' test suites:
 *
 *   const simulator = await startSimulator({ apis: ["code-hosting"], port: 0 });
 *   const client = createCodeHostingClient({ baseUrl: simulator.urls["code-hosting"]!, auth: "t" });
 *   ...
 *   await simulator.stop();
 */
export { startSimulator, type RunningSimulator, type SimulatorOptions, type SimulatorViolation } from "./engine.js";
export { controlPrefix, controlTokenHeader, createControlClient, type ControlClient, type ControlClientOptions } from "./control.js";
export { Clock } from "./clock.js";
export { phaseMilliseconds } from "./services/code-hosting.js";
export { operationMilliseconds, seedComputeFromFile } from "./services/compute.js";
export { generateDocuments, parseNdjson } from "./services/search/index.js";
