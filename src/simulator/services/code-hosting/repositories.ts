/**
 * The repositories the simulator knows: those its seed names and those created through the API,
 * made the same way (`create`), so a seeded repository and one an application made read alike.
 * With the seed's `repositories: "any"` (the default) every other repository exists too, answered
 * as asked from the contract's example; with a list, only the known ones do, and every operation
 * on another repository is a 404, as on the real service.
 */
import type { components } from "../../../../generated/code-hosting/types.js";
import { toBase64 } from "../../../contract/base64.js";
import { stableId } from "./addresses.js";
import { repositoryPath, type RepositoryName, type Templates } from "./catalog.js";
import { validationFailed } from "./errors.js";

type Schemas = components["schemas"];
type FullRepository = Schemas["FullRepository"];
/** What a create takes: the user's settings, and an organization's visibility and custom property values. */
export type RepositoryCreate = Schemas["CreateRepositoryForAuthenticatedUserRequest"] & Partial<Schemas["CreateRepositoryInOrgRequest"]>;

/** Whether every repository exists ("any"), or only the ones listed and created. */
export type KnownRepositoriesSeed = "any" | string[];

const isoSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
const keyOf = ({ owner, repo }: RepositoryName) => `${owner}/${repo}`.toLowerCase();

/** An example's JSON with names replaced (the example's repository, organization or commit by the one asked for). */
export function renamed<T>(value: T, names: Record<string, string>): T {
  let text = JSON.stringify(value);
  for (const [from, to] of Object.entries(names)) text = text.replaceAll(from, to);
  return JSON.parse(text) as T;
}

/** The settings a create copies onto the repository as given; the others keep the example's value. */
const settings = [
  "has_issues",
  "has_projects",
  "has_wiki",
  "has_discussions",
  "has_downloads",
  "is_template",
  "allow_squash_merge",
  "allow_merge_commit",
  "allow_rebase_merge",
  "allow_auto_merge",
  "delete_branch_on_merge",
  "use_squash_pr_title_as_default",
] as const;

export class Repositories {
  private records = new Map<string, FullRepository>();
  private everyRepository = true;

  constructor(
    private readonly now: () => number,
    private readonly templates: Templates,
    /** An account as other resources embed it. */
    private readonly account: (login: string) => Schemas["SimpleUser"],
  ) {}

  /** Back to the seed's repositories: any, or those listed (`owner/repo`), each made as a create with its name makes it. */
  reset(seed: KnownRepositoriesSeed): void {
    this.records = new Map();
    this.everyRepository = seed === "any";
    if (seed === "any") return;
    for (const name of seed) {
      const [owner, repo] = name.split("/") as [string, string];
      this.create(owner, "User", { name: repo });
    }
  }

  /** Whether a repository exists: one known, or any when the seed says so. */
  exists = (repository: RepositoryName): boolean => this.everyRepository || this.records.has(keyOf(repository));

  /** A repository as its read answers it: the one created, else (any repository existing) the example's, named as asked. */
  read(repository: RepositoryName): FullRepository {
    return this.records.get(keyOf(repository)) ?? this.like(this.templates("getRepository", 200) as FullRepository, repository);
  }

  /** A repository in the form of an example (the short form, or the full one), renamed to the one asked for and owned by its owner. */
  like<T extends Schemas["MinimalRepository"]>(example: T, repository: RepositoryName, ownerType: "User" | "Organization" = "User"): T {
    const fullName = `${repository.owner}/${repository.repo}`;
    const id = stableId(fullName);
    return {
      ...renamed(example, { "octocat/Hello-World": repositoryPath(repository) }),
      id,
      node_id: toBase64(`010:Repository${id}`),
      name: repository.repo,
      full_name: fullName,
      owner: { ...this.account(repository.owner), type: ownerType },
    };
  }

  /**
   * A new repository of `owner` (a user, or an organization), empty and with the settings given;
   * a name the owner already has is refused with 422, as the service refuses it.
   */
  create(owner: string, ownerType: "User" | "Organization", input: RepositoryCreate): FullRepository {
    const name = { owner, repo: input.name };
    if (this.records.has(keyOf(name))) throw validationFailed("Repository", "name", "name already exists on this account", "custom");
    const now = isoSeconds(this.now());
    const visibility = input.visibility ?? (input.private ? "private" : "public");
    const record: FullRepository = {
      ...this.like(this.templates("getRepository", 200) as FullRepository, name, ownerType),
      description: input.description ?? null,
      homepage: input.homepage ?? null,
      private: visibility === "private",
      visibility,
      ...Object.fromEntries(settings.filter((setting) => input[setting] !== undefined).map((setting) => [setting, input[setting]])),
      created_at: now,
      updated_at: now,
      pushed_at: now,
      size: 0,
      language: null,
      license: null,
      topics: [],
      default_branch: "main",
      fork: false,
      forks: 0,
      forks_count: 0,
      stargazers_count: 0,
      watchers: 0,
      watchers_count: 0,
      open_issues: 0,
      open_issues_count: 0,
      subscribers_count: 1,
      network_count: 0,
      ...(ownerType === "Organization" ? { organization: { ...this.account(owner), type: "Organization" } } : {}),
    };
    this.records.set(keyOf(name), record);
    return record;
  }
}
