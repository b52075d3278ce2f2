/**
 * Seed data from a JSON file, for a simulator already running: the file reading stays out of the
 * services (which must run in browsers too), and the data goes through the API's own seed check.
 */
import { readFile } from "node:fs/promises";
import { createControlClient, type ControlClientOptions } from "./control.js";

/** Loads a JSON file as the seed of the API served at `baseUrl` (POST /__control/seed), which resets it. */
export async function seedFromFile(baseUrl: string, file: string, options?: ControlClientOptions): Promise<void> {
  await createControlClient(baseUrl, options).seed(JSON.parse(await readFile(file, "utf8")));
}

/** Loads a JSON file as the compute API's seed (the shape of `ComputeSeed`). */
export const seedComputeFromFile = (baseUrl: string, file: string): Promise<void> => seedFromFile(baseUrl, file);
