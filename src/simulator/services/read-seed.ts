/** How every service reads the body of POST /__control/seed (or its part of a `--seed` file). */
import type { ApiId } from "../../contract/apis.js";
import type { Readers } from "./control-body.js";

export const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A reader per member of an API's seed: it returns the member's value, or throws saying where and why (control-body.ts's readers). */
export type SeedReaders<Seed> = Readers<Seed>;

/**
 * A seed as given: no body (or null) is the default; an object replaces the members it gives, each
 * read by its reader, and keeps the default for the rest. Anything else, or a member the API's seed
 * does not have, is refused naming the API (the core answers it with 400).
 */
export function readSeed<Seed extends object>(api: ApiId, data: unknown, defaults: Seed, readers: SeedReaders<Seed>): Seed {
  const seed = structuredClone(defaults);
  if (data === undefined || data === null) return seed;
  const members = Object.keys(readers) as (keyof Seed & string)[];
  if (!isPlainObject(data)) throw new Error(`the ${api} seed is an object { ${members.join(", ")} }`);
  const unknown = Object.keys(data).filter((name) => !(members as string[]).includes(name));
  if (unknown.length > 0) throw new Error(`the ${api} seed has no member ${unknown.join(", ")} (it takes ${members.join(", ")})`);
  for (const member of members) {
    if (data[member] !== undefined) seed[member] = readers[member](data[member], member);
  }
  return seed;
}
