/**
 * `vendor-api-contracts/simulator/in-process`: createSimulator (in-process.ts) with every API
 * imported with the module (every-api.ts), as a browser bundle needs them. In Node,
 * `vendor-api-contracts/simulator` gives the same createSimulator, which loads an API when it is
 * first used.
 */
import "./every-api.js";

export * from "./in-process.js";
