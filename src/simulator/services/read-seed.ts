/** How every service reads the body of POST /__control/seed (or its part of a `--seed` file). */
import type { ApiId } from "../../contract/apis.js";
import { optional, readObject, type Reader, type Readers } from "./control-body.js";

/** A reader per member of an API's seed: it returns the member's value, or throws saying where and why (control-body.ts's readers). */
export type SeedReaders<Seed> = Readers<Seed>;

/**
 * A seed as given: no body (or null) is the default; an object replaces the members it gives, each
 * read by its reader, and keeps the default for the rest. Anything else, or a member the API's seed
 * does not have, is refused naming the API (a ControlRefusal, which the control API answers with 400).
 */
export function readSeed<Seed extends object>(api: ApiId, data: unknown, defaults: Seed, readers: SeedReaders<Seed>): Seed {
  const seed = structuredClone(defaults);
  if (data === undefined || data === null) return seed;
  const members = Object.keys(readers).join(", ");
  // A member left out keeps its default: its reader reads only a value given.
  const given = Object.fromEntries(
    Object.entries<Reader<unknown>>(readers).map(([member, reader]) => [member, optional(reader)]),
  ) as Readers<Partial<Seed>>;
  const read = readObject(data, given, {
    member: (name) => name,
    notAnObject: () => `the ${api} seed is an object { ${members} }`,
    unknownMembers: (names) => `the ${api} seed has no member ${names.join(", ")} (it takes ${members})`,
  });
  return Object.assign(seed, read);
}
