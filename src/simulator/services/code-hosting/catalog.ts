/**
 * The state of the catalog endpoints that change something: the authenticated user's profile,
 * emails, keys, follows and social accounts, each repository's commit statuses, ref names and
 * custom property values, and each organization's announcement banner. Records take the shape of
 * the contract's own examples (`Templates`).
 */
import type { components } from "../../../../generated/code-hosting/types.js";
import { toBase64 } from "../../../contract/base64.js";
import { segment, serviceApi, stableId, userUrls } from "./addresses.js";
import { noCommit, notFound, validationFailed } from "./errors.js";
import { itemsPerStep, type Steps } from "../../steps.js";

type Schemas = components["schemas"];
type Status = Schemas["Status"];
/** What every kind of key holds: an id, and the time it was added. */
type KeyRecord = { id: number; created_at: string };

/** The body of an operation's documented answer (its first named example). */
export type Templates = (operationId: string, status: number) => unknown;

/** A repository as a path names it; compared without letter case, as the service does. */
export interface RepositoryName {
  owner: string;
  repo: string;
}

/** How many statuses one commit may hold per context on the real service. */
const statusesPerContext = 1000;

const isoSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

/** `owner/repo` as a URL path, each segment percent-encoded: names may hold any character. */
export const repositoryPath = ({ owner, repo }: RepositoryName) => `${segment(owner)}/${segment(repo)}`;

/** The first record of an example (a list's first item), the template of new records. */
function template<Record>(templates: Templates, operationId: string, status: number): Record {
  const body = templates(operationId, status);
  return (Array.isArray(body) ? body[0] : body) as Record;
}

/** One kind of key of the user (SSH, GPG, SSH signing): created, listed, read and deleted by id. */
export class KeyCollection<Key extends KeyRecord> {
  private records = new Map<number, Key>();

  constructor(
    private readonly newRecord: () => Key,
    private readonly nextId: () => number,
    private readonly now: () => number,
  ) {}

  reset(): void {
    this.records = new Map();
  }

  /** A new key on the contract's example, with the fields the request gives (`fill` knows its id). */
  create(fill: (id: number) => Partial<Key>): Key {
    const id = this.nextId();
    const record = { ...this.newRecord(), ...fill(id), id, created_at: new Date(this.now()).toISOString() };
    this.records.set(id, record);
    return record;
  }

  list(): Key[] {
    return [...this.records.values()];
  }

  get(id: number): Key {
    const record = this.records.get(id);
    if (!record) throw notFound();
    return record;
  }

  remove(id: number): void {
    this.get(id);
    this.records.delete(id);
  }
}

/**
 * The authenticated user (profile, emails, follows, social accounts and keys), and the other
 * accounts as far as the simulator knows them: it keeps no accounts but its user's, so every
 * other login names an account (as every follow of a login is taken), with the contract's
 * example profile under its own name, id and URLs.
 */
export class UserState {
  private profile!: Schemas["PrivateUser"];
  /** By address, in the order added: an add or delete looks up only the addresses it names. */
  private emailsByAddress = new Map<string, Schemas["Email"]>();
  private following = new Set<string>();
  socialAccounts: Schemas["SocialAccount"][] = [];
  private nextId = 100;
  readonly keys: KeyCollection<Schemas["Key"]>;
  readonly gpgKeys: KeyCollection<Schemas["GpgKey"]>;
  readonly signingKeys: KeyCollection<Schemas["SshSigningKey"]>;
  login = "";

  constructor(
    private readonly now: () => number,
    private readonly templates: Templates,
  ) {
    const collection = <Key extends KeyRecord>(operationId: string) =>
      new KeyCollection<Key>(
        () => template<Key>(templates, operationId, 201),
        () => this.nextId++,
        now,
      );
    this.keys = collection("createPublicSshKeyForAuthenticatedUser");
    this.gpgKeys = collection("createGpgKeyForAuthenticatedUser");
    this.signingKeys = collection("createSshSigningKeyForAuthenticatedUser");
  }

  reset(login: string): void {
    this.login = login;
    this.profile = { ...(this.templates("updateAuthenticatedUser", 200) as Schemas["PrivateUser"]), login, ...userUrls(login) };
    this.emailsByAddress = new Map([
      ["octocat@vendor.example", { email: "octocat@vendor.example", primary: true, verified: true, visibility: "public" }],
    ]);
    this.following = new Set();
    this.socialAccounts = [];
    this.nextId = 100;
    for (const keys of [this.keys, this.gpgKeys, this.signingKeys]) keys.reset();
  }

  profileNow(): Schemas["PrivateUser"] {
    return { ...this.profile, following: this.following.size };
  }

  isSelf = (login: string) => login.toLowerCase() === this.login.toLowerCase();

  /** An account's profile: the authenticated user's own (private fields included), or another login's public one. */
  account(login: string): Schemas["PrivateUser"] | Schemas["PublicUser"] {
    if (this.isSelf(login)) return this.profileNow();
    const profile = this.templates("getUserByUsername", 200) as Schemas["PublicUser"];
    return {
      ...profile,
      ...this.simpleUser(login),
      name: null,
      company: null,
      blog: "",
      location: null,
      email: null,
      hireable: null,
      bio: null,
      twitter_username: null,
      followers: 0,
      following: 0,
    };
  }

  /** An account as other resources embed it (owner, creator, follower). */
  simpleUser(login: string): Schemas["SimpleUser"] {
    const own = this.isSelf(login);
    const id = own ? this.profile.id : stableId(login);
    return {
      login: own ? this.profile.login : login,
      id,
      node_id: toBase64(`04:User${id}`),
      avatar_url: `https://avatars.vendor.example/u/${id}?v=4`,
      gravatar_id: "",
      ...userUrls(own ? this.profile.login : login),
      type: "User",
      site_admin: false,
    };
  }

  /** Fields left out keep their value. */
  updateProfile(changes: Schemas["PrivateUserUpdate"]): Schemas["PrivateUser"] {
    this.profile = { ...this.profile, ...changes, updated_at: isoSeconds(this.now()) };
    return this.profileNow();
  }

  /** The addresses, in the order added. */
  get emails(): Schemas["Email"][] {
    return [...this.emailsByAddress.values()];
  }

  /** Adds the addresses not yet known (each once), unverified and private, in steps (steps.ts); answers those added. */
  *addEmails(addresses: readonly string[]): Steps<Schemas["Email"][]> {
    const records: Schemas["Email"][] = [];
    for (let at = 0; at < addresses.length; at++) {
      if (at % itemsPerStep === itemsPerStep - 1) yield;
      const email = addresses[at]!;
      if (this.emailsByAddress.has(email)) continue;
      const record = { email, primary: false, verified: false, visibility: null };
      this.emailsByAddress.set(email, record);
      records.push(record);
    }
    return records;
  }

  /** Removes the addresses given, but never the primary one. */
  deleteEmails(addresses: readonly string[]): void {
    for (const address of addresses) if (this.emailsByAddress.get(address)?.primary === false) this.emailsByAddress.delete(address);
  }

  follows = (username: string) => this.following.has(username.toLowerCase());
  follow = (username: string) => void this.following.add(username.toLowerCase());
  unfollow = (username: string) => void this.following.delete(username.toLowerCase());
  followed = () => [...this.following];

  /** Adds accounts by URL (a URL already known is not added twice); answers the accounts of the URLs given. */
  addSocialAccounts(urls: readonly string[]): Schemas["SocialAccount"][] {
    const records = urls.map((url) => ({ provider: /linkedin/i.test(url) ? "linkedin" : "generic", url }));
    this.socialAccounts.push(...records.filter((record) => !this.socialAccounts.some((account) => account.url === record.url)));
    return records;
  }

  deleteSocialAccounts(urls: readonly string[]): void {
    const removed = new Set(urls);
    this.socialAccounts = this.socialAccounts.filter((account) => !removed.has(account.url));
  }
}

/**
 * The statuses of one commit, kept so that a new one costs the same however many there are: the
 * list in the order created, and per context its latest status and how many it has.
 */
interface CommitStatuses {
  created: Status[];
  latest: Map<string, Status>;
  counts: Map<string, number>;
}

/** Repository state: commit statuses by commit, the ref names that point at commits, custom property values. */
export class RepositoryState {
  /** By "owner/repo" (lower case), then by commit SHA. */
  private statuses = new Map<string, Map<string, CommitStatuses>>();
  private refs = new Map<string, Map<string, string>>();
  private properties = new Map<string, Map<string, string | string[]>>();
  private nextStatusId = 1;

  constructor(
    private readonly now: () => number,
    private readonly templates: Templates,
  ) {}

  reset(): void {
    this.statuses = new Map();
    this.refs = new Map();
    this.properties = new Map();
    this.nextStatusId = 1;
  }

  /**
   * The commit a ref names, as far as the simulator knows: a full SHA is itself (any commit
   * exists); an abbreviated SHA is the one known commit it starts; a branch or tag name (also as
   * `heads/<name>`, `tags/<name>` or `refs/...`) is the commit the `refs` command gave it.
   */
  resolve(repository: RepositoryName, ref: string): string {
    if (/^[0-9a-f]{40}$/i.test(ref)) return ref.toLowerCase();
    const known = this.statuses.get(keyOf(repository)) ?? new Map<string, CommitStatuses>();
    if (/^[0-9a-f]{7,39}$/i.test(ref)) {
      const matches = [...known.keys()].filter((sha) => sha.startsWith(ref.toLowerCase()));
      if (matches.length === 1) return matches[0]!;
    }
    const sha = this.refs.get(keyOf(repository))?.get(refName(ref));
    if (sha) return sha;
    throw noCommit(ref);
  }

  /** Names commits: `{ "main": "<sha>" }`; answers every name the repository has. */
  setRefs(repository: string, named: Record<string, string>): Record<string, string> {
    const key = repository.toLowerCase();
    const map = this.refs.get(key) ?? new Map<string, string>();
    for (const [name, sha] of Object.entries(named)) map.set(refName(name), sha.toLowerCase());
    this.refs.set(key, map);
    return Object.fromEntries(map);
  }

  /** A new status of a commit by `creator`, at most `statusesPerContext` per context. */
  createStatus(repository: RepositoryName, commit: string, input: Schemas["StatusCreate"], creator: Schemas["SimpleUser"]): Status {
    const sha = commit.toLowerCase();
    const contextName = input.context ?? "default";
    let byCommit = this.statuses.get(keyOf(repository));
    if (!byCommit) this.statuses.set(keyOf(repository), (byCommit = new Map()));
    let kept = byCommit.get(sha);
    if (!kept) byCommit.set(sha, (kept = { created: [], latest: new Map(), counts: new Map() }));
    const count = kept.counts.get(contextName) ?? 0;
    if (count >= statusesPerContext) {
      throw validationFailed(
        "Status",
        "context",
        `This SHA and context has reached the maximum number of statuses (${statusesPerContext}).`,
      );
    }
    const now = isoSeconds(this.now());
    const id = this.nextStatusId++;
    const status: Status = {
      ...(this.templates("createCommitStatus", 201) as Status),
      url: `${serviceApi}/repos/${repositoryPath(repository)}/statuses/${segment(sha)}`,
      id,
      node_id: toBase64(`StatusContext${id}`),
      state: input.state,
      description: input.description ?? null,
      target_url: input.target_url ?? null,
      context: contextName,
      creator,
      avatar_url: creator.avatar_url ?? null,
      created_at: now,
      updated_at: now,
    };
    kept.created.push(status);
    // A context keeps its place among the others (where it first appeared); its status is the latest.
    kept.latest.set(contextName, status);
    kept.counts.set(contextName, count + 1);
    return status;
  }

  /** The statuses of a commit, the latest first. */
  statusesOf(repository: RepositoryName, sha: string): Status[] {
    return this.statuses.get(keyOf(repository))?.get(sha)?.created.slice().reverse() ?? [];
  }

  /** The latest status of each context, the context that first appeared last first, and the state they combine to. */
  combined(repository: RepositoryName, sha: string): { latest: Status[]; state: Schemas["StatusCreate"]["state"] } {
    const latest = [...(this.statuses.get(keyOf(repository))?.get(sha)?.latest.values() ?? [])].reverse();
    const state = latest.some((status) => status.state === "error" || status.state === "failure")
      ? "failure"
      : latest.length === 0 || latest.some((status) => status.state === "pending")
        ? "pending"
        : "success";
    return { latest, state };
  }

  /** By repository, its named refs, each commit's statuses (the latest first) and its custom properties (the console's view). */
  snapshot(): Record<
    string,
    { refs: Record<string, string>; commits: Record<string, Status[]>; properties: Record<string, string | string[]> }
  > {
    const repositories = new Set([...this.statuses.keys(), ...this.refs.keys(), ...this.properties.keys()]);
    return Object.fromEntries(
      [...repositories].map((name) => [
        name,
        {
          refs: Object.fromEntries(this.refs.get(name) ?? []),
          commits: Object.fromEntries([...(this.statuses.get(name) ?? [])].map(([sha, kept]) => [sha, kept.created.slice().reverse()])),
          properties: Object.fromEntries(this.properties.get(name) ?? []),
        },
      ]),
    );
  }

  propertiesOf(repository: RepositoryName): Schemas["CustomPropertyValue"][] {
    return [...(this.properties.get(keyOf(repository)) ?? new Map<string, string | string[]>())].map(([property_name, value]) => ({
      property_name,
      value,
    }));
  }

  /** Sets property values; a null value unsets the property. */
  setProperties(repository: RepositoryName, values: Schemas["CustomPropertyValuesUpdate"]["properties"]): void {
    const stored = this.properties.get(keyOf(repository)) ?? new Map<string, string | string[]>();
    this.properties.set(keyOf(repository), stored);
    for (const { property_name, value } of values) {
      if (value === null) stored.delete(property_name);
      else stored.set(property_name, value);
    }
  }
}

/** Organization state: the announcement banner of each organization (by name in lower case). */
export class OrganizationState {
  private banners = new Map<string, Schemas["AnnouncementBanner"]>();

  reset(): void {
    this.banners = new Map();
  }

  banner(org: string): Schemas["AnnouncementBanner"] {
    return this.banners.get(org.toLowerCase()) ?? { announcement: null, expires_at: null, user_dismissible: false };
  }

  /** What was sent is kept as sent: `expires_at` left out, null and "" all mean never. */
  setBanner(org: string, input: Schemas["Announcement"]): Schemas["AnnouncementBanner"] {
    const banner = {
      announcement: input.announcement,
      expires_at: input.expires_at ?? null,
      user_dismissible: input.user_dismissible ?? false,
    };
    this.banners.set(org.toLowerCase(), banner);
    return banner;
  }

  removeBanner(org: string): void {
    this.banners.delete(org.toLowerCase());
  }

  /** The banners set, by organization. */
  snapshot(): Record<string, Schemas["AnnouncementBanner"]> {
    return Object.fromEntries(this.banners);
  }
}

const keyOf = ({ owner, repo }: RepositoryName) => `${owner}/${repo}`.toLowerCase();
const refName = (ref: string) => ref.replace(/^refs\//, "").replace(/^(heads|tags)\//, "");
