/** The code-hosting service's seed: what the state holds after a reset, and how a given seed is read. */
import { ControlRefusal } from "../../service.js";
import { accepting, orNull, secretEntries } from "../control-body.js";
import { isPlainObject } from "../control-body.js";
import { readSeed } from "../read-seed.js";
import type { KnownRepositoriesSeed } from "./repositories.js";

export type Access = "read" | "write";

export interface CodeHostingSeed {
  /**
   * The repositories that exist: `"any"` (every repository, answered as asked), or a list of
   * `owner/repo` names, the only ones besides those created through the API (repositories.ts).
   */
  repositories: KnownRepositoriesSeed;
  /** Repositories (`owner/repo`) with automation workflows enabled: an import into one is refused (422). */
  repositoriesWithWorkflows: string[];
  /** Tokens and their permissions (`{ contents: "read" }`); a token not listed may do anything. */
  tokens: Record<string, Record<string, Access>>;
  /** The authenticated user of every token. */
  login: string;
}

export const defaultSeed: Readonly<CodeHostingSeed> = Object.freeze({
  repositories: "any",
  repositoriesWithWorkflows: ["octocat/workflows-enabled"],
  tokens: {},
  login: "octocat",
});

/** Reads a token's permissions (`{ contents: "read" }`), refusing any level but read and write. */
export function parsePermissions(where: string, value: unknown): Record<string, Access> {
  if (!isPlainObject(value)) throw new ControlRefusal(`${where}: permissions are an object such as { "contents": "read" }`);
  for (const [permission, level] of Object.entries(value)) {
    if (level !== "read" && level !== "write") throw new ControlRefusal(`${where}.${permission}: the level is "read" or "write"`);
  }
  return { ...(value as Record<string, Access>) };
}

/** Tokens and their permissions (`{ "<token>": { "contents": "read" } }`, `null` where allowed); a refusal names a token by its position only. */
export const tokenPermissions = secretEntries((value, where) => parsePermissions(where, value));
export const tokenChanges = secretEntries(orNull((value, where) => parsePermissions(where, value)));

const isRepositoryName = (name: unknown) => typeof name === "string" && /^[^/]+\/[^/]+$/.test(name);

/** Reads a repository name (`owner/repo`). */
export const repositoryName = accepting<string>('an "owner/repo" name', isRepositoryName);

/** Reads repository names (`owner/repo`), lower-cased as the service compares them. */
export function parseRepositories(where: string, value: unknown): string[] {
  if (!Array.isArray(value) || !value.every(isRepositoryName)) throw new ControlRefusal(`${where}: a list of "owner/repo" names`);
  return value.map((name: string) => name.toLowerCase());
}

/**
 * A seed as POST /__control/seed gives it: the parts left out keep the default, and a part of the
 * wrong shape is refused with the reason (the core answers it with 400).
 */
export function parseCodeHostingSeed(data: unknown): CodeHostingSeed {
  return readSeed<CodeHostingSeed>("code-hosting", data, defaultSeed, {
    repositories(value, where) {
      if (value === "any") return value;
      if (!Array.isArray(value) || !value.every(isRepositoryName))
        throw new ControlRefusal(
          `${where}: "any", or a list of "owner/repo" names (the only repositories that exist besides those created)`,
        );
      // Each name once, whatever its letter case, as the service compares them.
      const seen = new Set<string>();
      return value.filter((name: string) => !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()));
    },
    repositoriesWithWorkflows: (value, where) => parseRepositories(where, value),
    tokens(value, where) {
      if (!isPlainObject(value)) throw new ControlRefusal(`${where}: an object { "<token>": { "<permission>": "read" | "write" } }`);
      // Own members only, kept in a null-prototype object: a token may be named `__proto__`.
      const tokens = Object.create(null) as CodeHostingSeed["tokens"];
      for (const [token, permissions] of tokenPermissions(value, where))
        Object.defineProperty(tokens, token, { value: permissions, enumerable: true });
      return tokens;
    },
    login(value, where) {
      if (typeof value !== "string" || value === "") throw new ControlRefusal(`${where}: a user name`);
      return value;
    },
  });
}
