/**
 * The code-hosting service's state and rules, without HTTP: source imports that progress with the
 * clock through the document's status machine, their authors and large files, the tokens'
 * permissions, and the catalog state (catalog.ts). Refusals are the named errors of errors.ts.
 *
 * What an import meets is chosen by words in its source URL (docs/simulator/code-hosting.md):
 *   needs-auth  the source wants credentials (detection_needs_auth, or auth_failed with `vcs`)
 *   nothing     no source control is found (detection_found_nothing)
 *   multiple    several projects are found (detection_found_multiple)
 *   broken      the import fails halfway through the raw step (error)
 *   large-files the source has files over 100MB
 * The source kind detected is taken from the URL too: svn → subversion, hg → mercurial,
 * tfs → tfvc, otherwise git.
 */
import type { components } from "../../../../generated/code-hosting/types.js";
import { OrganizationState, RepositoryState, UserState, type Templates } from "./catalog.js";
import { notFound, validationFailed } from "./errors.js";
import { Repositories } from "./repositories.js";
import { phaseMilliseconds, type Phase } from "./timing.js";
import type { Access, CodeHostingSeed } from "./seed.js";

export { phaseMilliseconds } from "./timing.js";

type Schemas = components["schemas"];
type Vcs = Schemas["Vcs"];
type Stop = "auth_failed" | "detection_needs_auth" | "detection_found_nothing" | "detection_found_multiple" | "error";
/** An import's answer without the URLs, which name the simulator's address (the handlers add them). */
export type ImportState = Omit<Schemas["ImportProgress"], "url" | "html_url" | "authors_url" | "repository_url">;
/** An author without the URLs. */
export type Author = Omit<Schemas["CommitAuthor"], "url" | "import_url">;

const everyPhase: Phase[] = ["detecting", "importing", "mapping", "pushing"];
const afterDetection: Phase[] = ["importing", "mapping", "pushing"];

/** A type, not an interface: the contract's ProjectChoice is an open object, which an interface does not fit. */
type ProjectChoice = {
  vcs: Vcs;
  tfvc_project?: string;
  human_name: string;
};

export interface Import {
  vcsUrl: string;
  vcs?: Vcs;
  tfvcProject?: string;
  /** Kept to decide whether the source lets the import in; never sent back. */
  hasCredentials: boolean;
  useLfs: "undecided" | "opt_in" | "opt_out";
  /** The steps of the current run and when it started; a stop ends the run early. */
  timeline: Phase[];
  startedAt: number;
  stop?: { phase: Phase; fraction: number; status: Stop };
  authors: Map<number, Author>;
}

interface StatusNow {
  status: Phase | "complete" | Stop;
  /** How far through its step (0 to 1), for the percentages. */
  fraction: number;
  /** Whether the raw step has started: authors and large files are known from then on. */
  fetched: boolean;
}

const words = { needsAuth: /needs-auth/i, nothing: /nothing/i, multiple: /multiple/i, broken: /broken/i, largeFiles: /large-files/i };

const statusText: Record<StatusNow["status"], string> = {
  detecting: "Detecting source control",
  importing: "Importing commits",
  mapping: "Rewriting history",
  pushing: "Updating repository",
  complete: "Done",
  auth_failed: "Authentication failed",
  error: "Import failed",
  detection_needs_auth: "Detection needs authentication",
  detection_found_nothing: "No source control detected",
  detection_found_multiple: "Multiple projects found",
};

function detectVcs(url: string): Vcs {
  if (/svn|subversion/i.test(url)) return "subversion";
  if (/\bhg\b|mercurial/i.test(url)) return "mercurial";
  if (/tfs|tfvc/i.test(url)) return "tfvc";
  return "git";
}

function projectChoices(url: string): ProjectChoice[] {
  return detectVcs(url) === "tfvc"
    ? [
        { vcs: "tfvc", tfvc_project: "Payments", human_name: "Payments (tfs)" },
        { vcs: "tfvc", tfvc_project: "Ledger", human_name: "Ledger (tfs)" },
      ]
    : [
        { vcs: "git", human_name: "main (git)" },
        { vcs: "subversion", human_name: "trunk (svn)" },
      ];
}

/** A stable object id made from the source URL, so that the same source lists the same files. */
function objectId(url: string, n: number): string {
  let hash = 0;
  for (const char of `${url}#${n}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash.toString(16).padStart(8, "0").repeat(5);
}

/** The source imports of every repository, by `owner/repo` in lower case. */
export class ImportModel {
  private imports = new Map<string, Import>();
  private workflows = new Set<string>();
  private nextAuthorId = 0;

  constructor(private readonly now: () => number) {}

  /** Back to no imports; `repositoriesWithWorkflows` as the seed gives them. */
  reset(repositoriesWithWorkflows: readonly string[]): void {
    this.imports = new Map();
    this.workflows = new Set(repositoriesWithWorkflows.map((name) => name.toLowerCase()));
    this.nextAuthorId = 2_268_557;
  }

  /** Marks repositories as having automation workflows enabled; answers all that have. */
  enableWorkflows(repositories: readonly string[]): string[] {
    for (const name of repositories) this.workflows.add(name.toLowerCase());
    return [...this.workflows];
  }

  find(repository: string): Import {
    const record = this.imports.get(repository.toLowerCase());
    if (!record) throw notFound();
    return record;
  }

  start(repository: string, input: Schemas["StartImportRequest"]): Import {
    if (this.workflows.has(repository.toLowerCase())) {
      throw validationFailed("Import", "repository", "Importing into a repository with automation workflows enabled is not supported.");
    }
    const record: Import = {
      vcsUrl: input.vcs_url,
      vcs: input.vcs,
      tfvcProject: input.tfvc_project,
      hasCredentials: Boolean(input.vcs_username && input.vcs_password),
      useLfs: "undecided",
      timeline: [],
      startedAt: 0,
      authors: new Map(),
    };
    this.run(record, input.vcs ? afterDetection : everyPhase);
    return record;
  }

  /** Keeps an import once its answer is built, so that a failure in building it keeps nothing. */
  keep(repository: string, record: Import): void {
    this.imports.set(repository.toLowerCase(), record);
  }

  update(repository: string, input: Schemas["UpdateImportRequest"]): Import {
    const record = this.find(repository);
    const status = this.statusNow(record).status;
    if (input.vcs_username && input.vcs_password) {
      // The document: an update with credentials after auth_failed or detection_needs_auth goes back to detecting.
      record.hasCredentials = true;
      this.run(record, everyPhase);
    } else if (status === "detection_found_multiple" && input.vcs) {
      // One of project_choices, sent back: the import of that project starts (its next state is not shown; importing is chosen).
      const choice = projectChoices(record.vcsUrl).find((c) => c.vcs === input.vcs && c.tfvc_project === input.tfvc_project);
      if (!choice) throw validationFailed("Import", "project_choices", "The update is not one of the project choices.");
      record.vcs = choice.vcs;
      record.tfvcProject = choice.tfvc_project;
      this.run(record, afterDetection);
    } else {
      // No body parameters (or a change of vcs / tfvc_project) restarts the import.
      if (input.vcs) record.vcs = input.vcs;
      if (input.tfvc_project) record.tfvcProject = input.tfvc_project;
      this.run(record, record.vcs ? afterDetection : everyPhase);
    }
    return record;
  }

  /** Every import as the service reports it now, with its authors and large files, and the repositories with workflows (the console's view). */
  snapshot(): { imports: Record<string, unknown>; repositoriesWithWorkflows: string[] } {
    const imports = [...this.imports].map(([repository, record]) => [
      repository,
      { ...this.state(record), authors: this.authors(record), large_files: this.largeFiles(record) },
    ]);
    return { imports: Object.fromEntries(imports), repositoriesWithWorkflows: [...this.workflows] };
  }

  cancel(repository: string): void {
    this.find(repository);
    this.imports.delete(repository.toLowerCase());
  }

  /** The authors found so far (none before the raw step starts), with an id above `since`. */
  authors(record: Import, since = -Infinity): Author[] {
    return this.statusNow(record).fetched ? this.authorsOf(record).filter((author) => author.id > since) : [];
  }

  /** Changes the fields given of an author, until the import pushes. */
  mapAuthor(record: Import, id: number, changes: Schemas["MapCommitAuthorRequest"]): Author {
    const now = this.statusNow(record);
    const author = now.fetched ? record.authors.get(id) : undefined;
    if (!author) throw notFound();
    if (now.status === "pushing" || now.status === "complete") {
      throw validationFailed("Author", "author_id", "Authors can be mapped only until new commits are pushed to the repository.");
    }
    // Only the fields sent change, so two clients mapping at once lose no update.
    if (changes.name !== undefined) author.name = changes.name;
    if (changes.email !== undefined) author.email = changes.email;
    return author;
  }

  largeFiles(record: Import): Schemas["LargeFileEntry"][] {
    if (!this.statusNow(record).fetched || !words.largeFiles.test(record.vcsUrl)) return [];
    return [1, 2, 3].map((n) => ({
      ref_name: "refs/heads/main",
      path: `assets/video-${n}.mov`,
      oid: objectId(record.vcsUrl, n),
      size: 104_857_600 + n * 1_048_576,
    }));
  }

  setLfsPreference(record: Import, preference: "opt_in" | "opt_out"): void {
    const now = this.statusNow(record);
    if (!now.fetched) throw validationFailed("Import", "use_lfs", "Large files are known only once the import has fetched the source.");
    record.useLfs = preference;
    // Opting in or out rewrites the commits and updates the repository again.
    if (now.status === "pushing" || now.status === "complete") this.run(record, ["mapping", "pushing"]);
  }

  /** The import as the service reports it at the clock's time. */
  state(record: Import): ImportState {
    const now = this.statusNow(record);
    const largeFiles = this.largeFiles(record);
    const state: ImportState = {
      vcs: record.vcs ?? (now.fetched ? detectVcs(record.vcsUrl) : null),
      use_lfs: record.useLfs,
      vcs_url: record.vcsUrl,
      status: now.status,
      status_text: statusText[now.status],
    };
    if (now.fetched) {
      Object.assign(state, {
        has_large_files: largeFiles.length > 0,
        // Whole gigabytes: the service answers an integer.
        large_files_size: Math.round(largeFiles.reduce((sum, file) => sum + file.size, 0) / 2 ** 30),
        large_files_count: largeFiles.length,
        authors_count: this.authorsOf(record).length,
      });
    }
    if (now.status === "importing") Object.assign(state, { commit_count: 1042, percent: Math.floor(now.fraction * 100) });
    if (now.status === "pushing") state.push_percent = Math.floor(now.fraction * 100);
    if (now.status === "error")
      Object.assign(state, { failed_step: "import", error: "The source server closed the connection while commits were fetched." });
    if (now.status === "detection_found_multiple") state.project_choices = projectChoices(record.vcsUrl);
    return state;
  }

  /** A new run of the import, from its first step; the source URL decides where it stops. */
  private run(record: Import, timeline: Phase[]): void {
    record.timeline = timeline;
    record.startedAt = this.now();
    const url = record.vcsUrl;
    const detects = timeline[0] === "detecting";
    record.stop = undefined;
    if (words.needsAuth.test(url) && !record.hasCredentials) {
      record.stop = detects
        ? { phase: "detecting", fraction: 1, status: "detection_needs_auth" }
        : { phase: "importing", fraction: 0, status: "auth_failed" };
    } else if (detects && words.nothing.test(url)) {
      record.stop = { phase: "detecting", fraction: 1, status: "detection_found_nothing" };
    } else if (detects && words.multiple.test(url)) {
      record.stop = { phase: "detecting", fraction: 1, status: "detection_found_multiple" };
    } else if (words.broken.test(url)) {
      record.stop = { phase: "importing", fraction: 0.5, status: "error" };
    }
  }

  statusNow(record: Import): StatusNow {
    let elapsed = this.now() - record.startedAt;
    let fetched = record.timeline[0] !== "detecting";
    for (const phase of record.timeline) {
      const length = phaseMilliseconds[phase];
      const fraction = Math.min(1, elapsed / length);
      if (record.stop?.phase === phase && fraction >= record.stop.fraction) {
        return { status: record.stop.status, fraction: record.stop.fraction, fetched: fetched || phase !== "detecting" };
      }
      if (phase !== "detecting") fetched = true;
      if (elapsed < length) return { status: phase, fraction, fetched };
      elapsed -= length;
    }
    return { status: "complete", fraction: 1, fetched: true };
  }

  private authorsOf(record: Import): Author[] {
    if (record.authors.size === 0) {
      // Placeholder data as the importer makes it: a bare username becomes a name and an address.
      const repository = globalThis.crypto.randomUUID();
      for (const username of ["nobody", "svner", "hubot"]) {
        const id = this.nextAuthorId++;
        record.authors.set(id, {
          id,
          remote_id: `${username}@${repository}`,
          remote_name: username,
          email: `${username}@${repository}`,
          name: username,
        });
      }
    }
    return [...record.authors.values()];
  }
}

function samePermissions(a: Record<string, Access> | undefined, b: Record<string, Access> | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => Object.hasOwn(b, name) && a[name] === b[name]);
}

/** The permissions of tokens, in a Map: a token is a request value and may be named `constructor`. */
export class TokenPermissions {
  private tokens = new Map<string, Record<string, Access>>();

  reset(tokens: CodeHostingSeed["tokens"]): void {
    this.tokens = new Map(Object.entries(tokens));
  }

  /**
   * Sets the permissions of tokens; `null` lifts them. Answers, never naming a token, the
   * positions (from 0) of the changes that changed something and how many tokens have permissions.
   */
  set(changes: Iterable<readonly [string, Record<string, Access> | null]>): { changed: number[]; tokensWithPermissions: number } {
    const changed: number[] = [];
    let position = 0;
    for (const [token, permissions] of changes) {
      if (!samePermissions(this.tokens.get(token), permissions ?? undefined)) changed.push(position);
      if (permissions === null) this.tokens.delete(token);
      else this.tokens.set(token, permissions);
      position++;
    }
    return { changed, tokensWithPermissions: this.tokens.size };
  }

  /** How many tokens have permissions set (never which). */
  get count(): number {
    return this.tokens.size;
  }

  /** Whether a token was given permissions (as a fine-grained token has them), rather than left to do anything. */
  hasPermissions = (token: string): boolean => this.tokens.has(token);

  /** Whether a token may use an operation that needs `access` to `permission`; a token not listed may do anything. */
  allows(token: string | undefined, permission: string, access: Access): boolean {
    const granted = token === undefined ? undefined : this.tokens.get(token);
    if (!granted) return true;
    const level = Object.hasOwn(granted, permission) ? granted[permission] : undefined;
    return level === "write" || level === access;
  }
}

/** Everything the service keeps, back to a seed on reset. */
export class CodeHostingModel {
  readonly imports: ImportModel;
  readonly tokens = new TokenPermissions();
  readonly user: UserState;
  readonly repositories: RepositoryState;
  /** The repositories that exist: the seed's and those created (repositories.ts). */
  readonly knownRepositories: Repositories;
  readonly organizations = new OrganizationState();

  constructor(now: () => number, templates: Templates, seed: CodeHostingSeed) {
    this.imports = new ImportModel(now);
    this.user = new UserState(now, templates);
    this.repositories = new RepositoryState(now, templates);
    this.knownRepositories = new Repositories(now, templates, (login) => this.user.simpleUser(login));
    this.reset(seed);
  }

  /** Forgets everything since the seed: imports, tokens, workflows, repositories created and the catalog state. */
  reset(seed: CodeHostingSeed): void {
    // The user first: the seed's repositories are owned by accounts as the user state makes them.
    this.user.reset(seed.login);
    this.knownRepositories.reset(seed.repositories);
    this.imports.reset(seed.repositoriesWithWorkflows);
    this.tokens.reset(seed.tokens);
    this.repositories.reset();
    this.organizations.reset();
  }
}
