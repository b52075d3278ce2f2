/**
 * The simulated code-hosting service: source imports that progress with the clock through the
 * document's status machine, authors and large files, token permissions from the catalog, and
 * state for every catalog endpoint that changes something: the profile, emails, keys, follows,
 * social accounts, commit statuses, custom property values and announcement banners. Lists that
 * declare a `Link` header are paged as the real service pages them.
 *
 * What an import meets is chosen by words in its source URL (README, "Simulator"):
 *   needs-auth  the source wants credentials (detection_needs_auth, or auth_failed with `vcs`)
 *   nothing     no source control is found (detection_found_nothing)
 *   multiple    several projects are found (detection_found_multiple)
 *   broken      the import fails halfway through the raw step (error)
 *   large-files the source has files over 100MB
 * The source kind detected is taken from the URL too: svn → subversion, hg → mercurial,
 * tfs → tfvc, otherwise git.
 */
import { randomUUID } from "node:crypto";
import type { components } from "../../../generated/code-hosting/types.js";
import { buildPermissionCatalog, type PermissionEntry } from "../../permissions.js";
import { Refusal, type Reply, type Service, type ServiceContext, type SimRequest } from "../service.js";

type Vcs = "subversion" | "git" | "mercurial" | "tfvc";
type Phase = "detecting" | "importing" | "mapping" | "pushing";
type Stop = "auth_failed" | "detection_needs_auth" | "detection_found_nothing" | "detection_found_multiple" | "error";

/** How long each step takes on the simulator's clock: fast enough to watch, slow enough to poll. */
export const phaseMilliseconds: Record<Phase, number> = { detecting: 2_000, importing: 4_000, mapping: 1_000, pushing: 2_000 };

interface ProjectChoice {
  vcs: Vcs;
  tfvc_project?: string;
  human_name: string;
}

interface Author {
  id: number;
  remote_id: string;
  remote_name: string;
  email: string;
  name: string;
}

interface Import {
  owner: string;
  repo: string;
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

const words = {
  needsAuth: /needs-auth/i,
  nothing: /nothing/i,
  multiple: /multiple/i,
  broken: /broken/i,
  largeFiles: /large-files/i,
};

function detectVcs(url: string): Vcs {
  if (/svn|subversion/i.test(url)) return "subversion";
  if (/\bhg\b|mercurial/i.test(url)) return "mercurial";
  if (/tfs|tfvc/i.test(url)) return "tfvc";
  return "git";
}

const seedDefaults = {
  /** Repositories with automation workflows enabled: an import into one is refused (422). */
  repositoriesWithWorkflows: ["octocat/workflows-enabled"],
  /** Tokens and their permissions (`{ contents: "read" }`); a token not listed may do anything. */
  tokens: {} as Record<string, Record<string, "read" | "write">>,
  /** The authenticated user of every token. */
  login: "octocat",
};

export function createCodeHostingService(context: ServiceContext): Service {
  const { clock } = context;
  const catalog = buildPermissionCatalog(context.schemas.document);
  const permissionOf = new Map(catalog.endpoints.map((entry) => [entry.operationId, entry]));
  let seed = structuredClone(seedDefaults);
  /** Token permissions by token, in a Map: a token is a request value and may be named `constructor`. */
  let tokens = new Map(Object.entries(seed.tokens));
  let imports = new Map<string, Import>();
  let nextAuthorId = 2_268_557;
  const user = createUserState(context, () => seed.login);
  const repositories = createRepositoryState(context);
  const organizations = createOrganizationState();

  const key = (request: SimRequest) => `${request.params.owner!.toLowerCase()}/${request.params.repo!.toLowerCase()}`;
  const base = (request: SimRequest) => `https://api.vendor.example/repos/${repositoryPath(request)}`;

  /** A new run of the import, from its first step; the source URL decides where it stops. */
  function run(record: Import, timeline: Phase[]): void {
    record.timeline = timeline;
    record.startedAt = clock.now();
    const url = record.vcsUrl;
    const detects = timeline[0] === "detecting";
    record.stop = undefined;
    if (words.needsAuth.test(url) && !record.hasCredentials) {
      record.stop = detects ? { phase: "detecting", fraction: 1, status: "detection_needs_auth" } : { phase: "importing", fraction: 0, status: "auth_failed" };
    } else if (detects && words.nothing.test(url)) {
      record.stop = { phase: "detecting", fraction: 1, status: "detection_found_nothing" };
    } else if (detects && words.multiple.test(url)) {
      record.stop = { phase: "detecting", fraction: 1, status: "detection_found_multiple" };
    } else if (words.broken.test(url)) {
      record.stop = { phase: "importing", fraction: 0.5, status: "error" };
    }
  }

  function statusNow(record: Import): StatusNow {
    let elapsed = clock.now() - record.startedAt;
    let fetched = !record.timeline.includes("detecting") || record.timeline[0] !== "detecting";
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

  function authorsOf(record: Import): Author[] {
    if (record.authors.size === 0) {
      // Placeholder data as the importer makes it: a bare username becomes a name and an address.
      const repository = randomUUID();
      for (const username of ["nobody", "svner", "hubot"]) {
        const id = nextAuthorId++;
        record.authors.set(id, { id, remote_id: `${username}@${repository}`, remote_name: username, email: `${username}@${repository}`, name: username });
      }
    }
    return [...record.authors.values()];
  }

  function largeFilesOf(record: Import) {
    if (!words.largeFiles.test(record.vcsUrl)) return [];
    return [1, 2, 3].map((n) => ({ ref_name: "refs/heads/main", path: `assets/video-${n}.mov`, oid: randomOid(record.vcsUrl, n), size: 104_857_600 + n * 1_048_576 }));
  }

  function progress(request: SimRequest, record: Import) {
    const now = statusNow(record);
    const vcs = record.vcs ?? (now.fetched || now.status === "detection_found_multiple" ? undefined : undefined);
    const largeFiles = now.fetched ? largeFilesOf(record) : [];
    const body: Record<string, unknown> = {
      vcs: vcs ?? (now.fetched ? detectVcs(record.vcsUrl) : null),
      use_lfs: record.useLfs,
      vcs_url: record.vcsUrl,
      status: now.status,
      status_text: statusText[now.status],
    };
    if (now.fetched) {
      Object.assign(body, {
        has_large_files: largeFiles.length > 0,
        large_files_size: Math.round(largeFiles.reduce((sum, file) => sum + file.size, 0) / 2 ** 30 * 100) / 100,
        large_files_count: largeFiles.length,
        authors_count: authorsOf(record).length,
      });
    }
    if (now.status === "importing") Object.assign(body, { commit_count: 1042, percent: Math.floor(now.fraction * 100) });
    if (now.status === "pushing") body.push_percent = Math.floor(now.fraction * 100);
    if (now.status === "error") Object.assign(body, { failed_step: "import", error: "The source server closed the connection while commits were fetched." });
    if (now.status === "detection_found_multiple") body.project_choices = projectChoices(record.vcsUrl);
    Object.assign(body, {
      url: `${base(request)}/import`,
      html_url: `https://vendor.example/${repositoryPath(request)}/import`,
      authors_url: `${base(request)}/import/authors`,
      repository_url: base(request),
    });
    return body;
  }

  function findImport(request: SimRequest): Import {
    const record = imports.get(key(request));
    if (!record) throw new Refusal({ status: 404, body: notFound() });
    return record;
  }

  return {
    reset() {
      imports = new Map();
      user.reset();
      repositories.reset();
      organizations.reset();
    },
    seed(data) {
      const given = (data ?? {}) as Partial<typeof seedDefaults>;
      seed = { ...structuredClone(seedDefaults), ...given };
      tokens = new Map(Object.entries(seed.tokens));
      this.reset();
    },
    control: {
      /** Sets the permissions of tokens: `{ "<token>": { "contents": "read" } }`; `null` lifts them. */
      tokens(body) {
        for (const [token, permissions] of Object.entries((body ?? {}) as Record<string, Record<string, "read" | "write"> | null>)) {
          if (permissions === null) tokens.delete(token);
          else tokens.set(token, permissions);
        }
        return { tokens: [...tokens.keys()] };
      },
      /** Marks repositories as having automation workflows enabled: `{ "repositories": ["owner/repo"] }`. */
      workflows(body) {
        const repositories = ((body ?? {}) as { repositories?: string[] }).repositories ?? [];
        seed.repositoriesWithWorkflows.push(...repositories.map((name) => name.toLowerCase()));
        return { repositoriesWithWorkflows: seed.repositoriesWithWorkflows };
      },
      /**
       * Names commits, since the simulator has no repositories of its own: `{ "repository":
       * "owner/repo", "refs": { "main": "<sha>", "v1.0.0": "<sha>" } }`. Statuses of a ref name are
       * then the statuses of its commit, as the real service resolves branch and tag names.
       */
      refs(body) {
        const { repository, refs } = (body ?? {}) as { repository?: string; refs?: Record<string, string> };
        if (!repository || !refs) throw new Error('refs takes { "repository": "owner/repo", "refs": { "<name>": "<sha>" } }');
        return { refs: repositories.setRefs(repository, refs) };
      },
    },
    guard(request) {
      const required = permissionOf.get(request.operationId);
      const granted = request.credentials && tokens.get(request.credentials.value);
      if (!required || !granted) return undefined;
      const level = granted[permissionKey(required)];
      if (level === "write" || level === required.access) return undefined;
      return {
        status: 403,
        body: { message: "Resource not accessible by personal access token", documentation_url: "https://docs.vendor.example/rest", status: "403" },
      };
    },
    decorate(request, reply) {
      const required = permissionOf.get(request.operationId);
      if (required) reply.headers = { ...reply.headers, "x-accepted-vendor-permissions": `${permissionKey(required)}=${required.access}` };
    },
    handlers: {
      getImportStatus: (request) => ({ status: 200, body: progress(request, findImport(request)) }),

      startImport(request) {
        const body = request.body as { vcs_url: string; vcs?: Vcs; vcs_username?: string; vcs_password?: string; tfvc_project?: string };
        if (seed.repositoriesWithWorkflows.includes(key(request))) {
          return validationFailed("Import", "repository", "Importing into a repository with automation workflows enabled is not supported.");
        }
        const record: Import = {
          owner: request.params.owner!,
          repo: request.params.repo!,
          vcsUrl: body.vcs_url,
          vcs: body.vcs,
          tfvcProject: body.tfvc_project,
          hasCredentials: Boolean(body.vcs_username && body.vcs_password),
          useLfs: "undecided",
          timeline: [],
          startedAt: 0,
          authors: new Map(),
        };
        run(record, body.vcs ? ["importing", "mapping", "pushing"] : ["detecting", "importing", "mapping", "pushing"]);
        // The answer is built before the import is kept, so a failure in building it keeps nothing.
        const reply = { status: 201, body: progress(request, record), headers: { location: `${base(request)}/import` } };
        imports.set(key(request), record);
        return reply;
      },

      updateImport(request) {
        const record = findImport(request);
        const body = (request.body ?? {}) as { vcs_username?: string; vcs_password?: string; vcs?: Vcs; tfvc_project?: string; human_name?: string };
        const status = statusNow(record).status;
        if (body.vcs_username && body.vcs_password) {
          // The document: an update with credentials after auth_failed or detection_needs_auth goes back to detecting.
          record.hasCredentials = true;
          run(record, ["detecting", "importing", "mapping", "pushing"]);
        } else if (status === "detection_found_multiple" && body.vcs) {
          // One of project_choices, sent back: the import of that project starts (its next state is not shown; importing is chosen).
          const choice = projectChoices(record.vcsUrl).find((c) => c.vcs === body.vcs && c.tfvc_project === body.tfvc_project);
          if (!choice) return validationFailed("Import", "project_choices", "The update is not one of the project choices.");
          record.vcs = choice.vcs;
          record.tfvcProject = choice.tfvc_project;
          run(record, ["importing", "mapping", "pushing"]);
        } else {
          // No body parameters (or a change of vcs / tfvc_project) restarts the import.
          if (body.vcs) record.vcs = body.vcs;
          if (body.tfvc_project) record.tfvcProject = body.tfvc_project;
          run(record, record.vcs ? ["importing", "mapping", "pushing"] : ["detecting", "importing", "mapping", "pushing"]);
        }
        return { status: 200, body: progress(request, record) };
      },

      cancelImport(request) {
        findImport(request);
        imports.delete(key(request));
        return { status: 204 };
      },

      listCommitAuthors(request) {
        const record = findImport(request);
        const since = Number(request.query.get("since") ?? -Infinity);
        const authors = statusNow(record).fetched ? authorsOf(record) : [];
        return { status: 200, body: authors.filter((author) => author.id > since).map((author) => authorBody(request, author)) };
      },

      mapCommitAuthor(request) {
        const record = findImport(request);
        const author = statusNow(record).fetched ? record.authors.get(Number(request.params.author_id)) : undefined;
        if (!author) return { status: 404, body: notFound() };
        const status = statusNow(record).status;
        if (status === "pushing" || status === "complete") {
          return validationFailed("Author", "author_id", "Authors can be mapped only until new commits are pushed to the repository.");
        }
        const body = request.body as { name?: string; email?: string };
        // Only the fields sent change, so two clients mapping at once lose no update.
        if (body.name !== undefined) author.name = body.name;
        if (body.email !== undefined) author.email = body.email;
        return { status: 200, body: authorBody(request, author) };
      },

      listLargeFiles(request) {
        const record = findImport(request);
        return { status: 200, body: statusNow(record).fetched ? largeFilesOf(record) : [] };
      },

      setLfsPreference(request) {
        const record = findImport(request);
        const now = statusNow(record);
        if (!now.fetched) return validationFailed("Import", "use_lfs", "Large files are known only once the import has fetched the source.");
        record.useLfs = (request.body as { use_lfs: "opt_in" | "opt_out" }).use_lfs;
        // Opting in or out rewrites the commits and updates the repository again.
        if (now.status === "pushing" || now.status === "complete") run(record, ["mapping", "pushing"]);
        return { status: 200, body: progress(request, record) };
      },

      ...user.handlers,
      ...repositories.handlers,
      ...organizations.handlers,
      ...examplePages(context, ["listFollowersForAuthenticatedUser", "listOrgEventsForAuthenticatedUser", "listRepositoryInvitations", "listWatchedReposForAuthenticatedUser", "listReposWatchedByUser"]),
    },
  };

  function authorBody(request: SimRequest, author: Author) {
    return { ...author, url: `${base(request)}/import/authors/${author.id}`, import_url: `${base(request)}/import` };
  }
}

const statusText: Record<string, string> = {
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

/** The permission key of a catalog group, as the service's header writes it: "Repository: Contents" → "contents". */
function permissionKey(entry: Pick<PermissionEntry, "group">): string {
  return entry.group.split(": ").pop()!.toLowerCase().replace(/[^a-z0-9]+/g, "_");
}

/** `owner/repo` as a URL path, each segment percent-encoded: names may hold any character. */
function repositoryPath(request: SimRequest): string {
  return `${encodeURIComponent(request.params.owner!)}/${encodeURIComponent(request.params.repo!)}`;
}

function notFound() {
  return { message: "Not Found", documentation_url: "https://docs.vendor.example/rest", status: "404" };
}

function validationFailed(resource: string, field: string, message: string): Reply {
  return { status: 422, body: { message: "Validation Failed", errors: [{ resource, field, code: "invalid", message }], status: "422" } };
}

function randomOid(url: string, n: number): string {
  let hash = 0;
  for (const char of `${url}#${n}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash.toString(16).padStart(8, "0").repeat(5);
}

/** The most items a page holds, and the number when `per_page` is left out, as on the real service. */
export const pageSize = { default: 30, maximum: 100 };

/**
 * One page of a list, as the real service pages it: `per_page` items (30 by default, at most 100)
 * of page `page`, and a `Link` header (RFC 8288) with prev, next, last and first, in that order,
 * each the request's own URL with its `page` replaced, on the simulator's own address (never on
 * the request's Host). A list of one page has no `Link`.
 */
export function paged(context: ServiceContext, request: SimRequest, items: readonly unknown[]): Reply {
  const perPage = Math.min(pageSize.maximum, Number(request.query.get("per_page") ?? pageSize.default));
  const page = Number(request.query.get("page") ?? 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const link = (number: number, rel: string) => {
    const url = new URL(`${context.url()}${request.path}`);
    for (const [name, value] of request.query) url.searchParams.append(name, value);
    url.searchParams.set("page", String(number));
    return `<${url.href}>; rel="${rel}"`;
  };
  const links = [
    ...(page > 1 ? [link(Math.min(page - 1, last), "prev")] : []),
    ...(page < last ? [link(page + 1, "next"), link(last, "last")] : []),
    ...(page > 1 ? [link(1, "first")] : []),
  ];
  const body = items.slice((page - 1) * perPage, page * perPage);
  return links.length > 0 ? { status: 200, body, headers: { link: links.join(", ") } } : { status: 200, body };
}

/** Lists with no state behind them: the contract's example, paged. */
function examplePages(context: ServiceContext, operationIds: readonly string[]): Record<string, (request: SimRequest) => Reply> {
  return Object.fromEntries(
    operationIds.map((operationId) => [operationId, (request: SimRequest) => paged(context, request, context.example(operationId, 200).body as unknown[])]),
  );
}

type Schemas = components["schemas"];
type Profile = Schemas["PrivateUser"];
type SocialAccount = Schemas["SocialAccount"];

/**
 * The catalog endpoints that keep state for the authenticated user: the profile, emails, the
 * three kinds of keys, follows and social accounts. Records take the shape of the contract's own
 * examples.
 */
function createUserState(context: ServiceContext, login: () => string) {
  let profile: Profile;
  let emails: Schemas["Email"][] = [];
  let following = new Set<string>();
  let socialAccounts: SocialAccount[] = [];
  let nextId = 100;
  const collections = {
    keys: new Map<number, Record<string, unknown>>(),
    gpgKeys: new Map<number, Record<string, unknown>>(),
    signingKeys: new Map<number, Record<string, unknown>>(),
  };
  const template = (operationId: string, status: number) => {
    const body = context.example(operationId, status).body;
    return (Array.isArray(body) ? body[0] : body) as Record<string, unknown>;
  };

  function reset() {
    profile = { ...(context.example("updateAuthenticatedUser", 200).body as Profile), login: login() };
    emails = [{ email: "octocat@vendor.example", primary: true, verified: true, visibility: "public" }];
    following = new Set();
    socialAccounts = [];
    for (const collection of Object.values(collections)) collection.clear();
  }
  reset();

  /** Create, list, get and delete of one kind of key, each record built on the contract's example. */
  function keyHandlers(collection: Map<number, Record<string, unknown>>, ops: { create: string; list: string; get: string; remove: string; param: string }, fill: (body: Record<string, unknown>, id: number) => Record<string, unknown>) {
    const find = (request: SimRequest) => {
      const record = collection.get(Number(request.params[ops.param]));
      if (!record) throw new Refusal({ status: 404, body: notFound() });
      return record;
    };
    return {
      [ops.create]: (request: SimRequest): Reply => {
        const id = nextId++;
        const record = { ...template(ops.create, 201), ...fill(request.body as Record<string, unknown>, id), id, created_at: new Date(context.clock.now()).toISOString() };
        collection.set(id, record);
        return { status: 201, body: record };
      },
      [ops.list]: (request: SimRequest): Reply => paged(context, request, [...collection.values()]),
      [ops.get]: (request: SimRequest): Reply => ({ status: 200, body: find(request) }),
      [ops.remove]: (request: SimRequest): Reply => {
        collection.delete(Number(find(request).id));
        return { status: 204 };
      },
    };
  }

  const emailList = (body: unknown): string[] =>
    typeof body === "string" ? [body] : Array.isArray(body) ? (body as string[]) : ((body as { emails?: string[] } | undefined)?.emails ?? []);

  const handlers = {
    getAuthenticatedUser: (): Reply => ({ status: 200, body: { ...profile, following: following.size } }),
    updateAuthenticatedUser(request: SimRequest): Reply {
      const changes = (request.body ?? {}) as Schemas["PrivateUserUpdate"];
      profile = { ...profile, ...changes, updated_at: new Date(context.clock.now()).toISOString().replace(/\.\d{3}Z$/, "Z") };
      return { status: 200, body: { ...profile, following: following.size } };
    },
    listEmailsForAuthenticatedUser: (request: SimRequest): Reply => paged(context, request, emails),
    listPublicEmailsForAuthenticatedUser: (request: SimRequest): Reply => paged(context, request, emails.filter((email) => email.visibility === "public")),
    addEmailsForAuthenticatedUser(request: SimRequest): Reply {
      const added = emailList(request.body).filter((address) => !emails.some((email) => email.email === address));
      const records = added.map((email) => ({ email, primary: false, verified: false, visibility: null }));
      emails.push(...records);
      return { status: 201, body: records };
    },
    deleteEmailsForAuthenticatedUser(request: SimRequest): Reply {
      const removed = new Set(emailList(request.body));
      emails = emails.filter((email) => email.primary || !removed.has(email.email));
      return { status: 204 };
    },
    checkPersonIsFollowedByAuthenticatedUser: (request: SimRequest): Reply =>
      following.has(request.params.username!.toLowerCase()) ? { status: 204 } : { status: 404, body: notFound() },
    followUser(request: SimRequest): Reply {
      following.add(request.params.username!.toLowerCase());
      return { status: 204 };
    },
    unfollowUser(request: SimRequest): Reply {
      following.delete(request.params.username!.toLowerCase());
      return { status: 204 };
    },
    listFollowedByAuthenticatedUser(request: SimRequest): Reply {
      const sample = template("listFollowedByAuthenticatedUser", 200);
      return paged(context, request, [...following].map((user, index) => ({ ...sample, login: user, id: 1000 + index, html_url: `https://vendor.example/${encodeURIComponent(user)}` })));
    },
    listSocialAccountsForAuthenticatedUser: (request: SimRequest): Reply => paged(context, request, socialAccounts),
    addSocialAccountsForAuthenticatedUser(request: SimRequest): Reply {
      const urls = (request.body as Schemas["SocialAccountUrlList"]).account_urls;
      const records = urls.map((url) => ({ provider: /linkedin/i.test(url) ? "linkedin" : "generic", url }));
      socialAccounts.push(...records.filter((record) => !socialAccounts.some((account) => account.url === record.url)));
      return { status: 201, body: records };
    },
    deleteSocialAccountsForAuthenticatedUser(request: SimRequest): Reply {
      const urls = new Set((request.body as Schemas["SocialAccountUrlList"]).account_urls);
      socialAccounts = socialAccounts.filter((account) => !urls.has(account.url));
      return { status: 204 };
    },
    /** The authenticated user's own keys; any other user has the keys of the contract's example. */
    listPublicKeysForUser(request: SimRequest): Reply {
      if (request.params.username!.toLowerCase() !== login().toLowerCase()) return paged(context, request, context.example("listPublicKeysForUser", 200).body as unknown[]);
      return paged(context, request, [...collections.keys.values()].map(({ id, key, created_at }) => ({ id, key, created_at })));
    },
    ...keyHandlers(
      collections.keys,
      { create: "createPublicSshKeyForAuthenticatedUser", list: "listPublicSshKeysForAuthenticatedUser", get: "getPublicSshKeyForAuthenticatedUser", remove: "deletePublicSshKeyForAuthenticatedUser", param: "key_id" },
      (body, id) => ({ key: body.key, title: body.title ?? "", url: `https://api.vendor.example/user/keys/${id}`, verified: false, read_only: false }),
    ),
    ...keyHandlers(
      collections.signingKeys,
      { create: "createSshSigningKeyForAuthenticatedUser", list: "listSshSigningKeysForAuthenticatedUser", get: "getSshSigningKeyForAuthenticatedUser", remove: "deleteSshSigningKeyForAuthenticatedUser", param: "ssh_signing_key_id" },
      (body) => ({ key: body.key, title: body.title ?? "" }),
    ),
    ...keyHandlers(
      collections.gpgKeys,
      { create: "createGpgKeyForAuthenticatedUser", list: "listGpgKeysForAuthenticatedUser", get: "getGpgKeyForAuthenticatedUser", remove: "deleteGpgKeyForAuthenticatedUser", param: "gpg_key_id" },
      (body) => ({ name: body.name ?? null, raw_key: body.armored_public_key }),
    ),
  };
  return { reset, handlers };
}

type Status = Schemas["Status"];
type StatusState = Schemas["StatusCreate"]["state"];

/** How many statuses one commit may hold per context on the real service. */
export const statusesPerContext = 1000;

/**
 * Repository state of the catalog: commit statuses by commit, the ref names that point at
 * commits (`refs` control command), and custom property values.
 */
function createRepositoryState(context: ServiceContext) {
  /** By "owner/repo" (lower case), then by commit SHA: statuses, the latest first. */
  let statuses = new Map<string, Map<string, Status[]>>();
  let refs = new Map<string, Map<string, string>>();
  let properties = new Map<string, Map<string, string | string[]>>();
  let nextStatusId = 1;

  const repositoryKey = (request: SimRequest) => `${request.params.owner!}/${request.params.repo!}`.toLowerCase();
  const apiBase = (request: SimRequest) => `https://api.vendor.example/repos/${repositoryPath(request)}`;

  function reset() {
    statuses = new Map();
    refs = new Map();
    properties = new Map();
  }

  /**
   * The commit a ref names, as far as the simulator knows: a full SHA is itself (any commit
   * exists); an abbreviated SHA is the one known commit it starts; a branch or tag name (also as
   * `heads/<name>`, `tags/<name>` or `refs/...`) is the commit the `refs` command gave it.
   */
  function resolve(request: SimRequest): string {
    const ref = request.params.ref!;
    if (/^[0-9a-f]{40}$/i.test(ref)) return ref.toLowerCase();
    const known = statuses.get(repositoryKey(request)) ?? new Map<string, Status[]>();
    if (/^[0-9a-f]{7,39}$/i.test(ref)) {
      const matches = [...known.keys()].filter((sha) => sha.startsWith(ref.toLowerCase()));
      if (matches.length === 1) return matches[0]!;
    }
    const name = ref.replace(/^refs\//, "").replace(/^(heads|tags)\//, "");
    const sha = refs.get(repositoryKey(request))?.get(name);
    if (sha) return sha;
    throw new Refusal({ status: 404, body: { message: `No commit found for SHA: ${ref}`, documentation_url: "https://docs.vendor.example/rest/commits/statuses", status: "404" } });
  }

  const statusesOf = (request: SimRequest, sha: string) => statuses.get(repositoryKey(request))?.get(sha) ?? [];

  function combinedState(latest: Status[]): StatusState {
    if (latest.some((status) => status.state === "error" || status.state === "failure")) return "failure";
    if (latest.length === 0 || latest.some((status) => status.state === "pending")) return "pending";
    return "success";
  }

  /** The contract's example repository, renamed to the one asked for: in its URLs, percent-encoded. */
  function repositoryOf(request: SimRequest): Schemas["MinimalRepository"] {
    const example = (context.example("getCombinedCommitStatus", 200).body as Schemas["CombinedCommitStatus"]).repository;
    const { owner, repo } = request.params as { owner: string; repo: string };
    const renamed = JSON.parse(JSON.stringify(example).replaceAll("octocat/Hello-World", repositoryPath(request))) as Schemas["MinimalRepository"];
    return { ...renamed, name: repo, full_name: `${owner}/${repo}` };
  }

  const handlers = {
    createCommitStatus(request: SimRequest): Reply {
      const body = request.body as Schemas["StatusCreate"];
      const sha = request.params.sha!.toLowerCase();
      const url = `${apiBase(request)}/statuses/${encodeURIComponent(sha)}`;
      const contextName = body.context ?? "default";
      const byCommit = statuses.get(repositoryKey(request)) ?? new Map<string, Status[]>();
      const list = byCommit.get(sha) ?? [];
      if (list.filter((status) => status.context === contextName).length >= statusesPerContext) {
        return validationFailed("Status", "context", `This SHA and context has reached the maximum number of statuses (${statusesPerContext}).`);
      }
      const now = new Date(context.clock.now()).toISOString().replace(/\.\d{3}Z$/, "Z");
      const id = nextStatusId++;
      const sample = context.example("createCommitStatus", 201).body as Status;
      const status: Status = {
        ...sample,
        url,
        id,
        node_id: Buffer.from(`StatusContext${id}`).toString("base64"),
        state: body.state,
        description: body.description ?? null,
        target_url: body.target_url ?? null,
        context: contextName,
        created_at: now,
        updated_at: now,
      };
      byCommit.set(sha, [status, ...list]);
      statuses.set(repositoryKey(request), byCommit);
      return { status: 201, body: status, headers: { location: status.url } };
    },
    listCommitStatusesForRef: (request: SimRequest): Reply => paged(context, request, statusesOf(request, resolve(request))),
    getCombinedCommitStatus(request: SimRequest): Reply {
      const sha = resolve(request);
      // The latest status of each context: the list is latest first.
      const latest = [...new Map(statusesOf(request, sha).map((status) => [status.context, status] as const).reverse()).values()].reverse();
      const page = paged(context, request, latest.map(({ creator: _creator, ...status }) => status));
      const combined: Schemas["CombinedCommitStatus"] = {
        state: combinedState(latest),
        statuses: page.body as Schemas["SimpleCommitStatus"][],
        sha,
        total_count: latest.length,
        repository: repositoryOf(request),
        commit_url: `${apiBase(request)}/commits/${encodeURIComponent(sha)}`,
        url: `${apiBase(request)}/commits/${encodeURIComponent(sha)}/status`,
      };
      return { status: 200, body: combined, headers: page.headers };
    },
    getCustomPropertyValues: (request: SimRequest): Reply => ({
      status: 200,
      body: [...(properties.get(repositoryKey(request)) ?? new Map<string, string | string[]>())].map(([property_name, value]) => ({ property_name, value })),
    }),
    createOrUpdateCustomPropertyValues(request: SimRequest): Reply {
      const values = properties.get(repositoryKey(request)) ?? new Map<string, string | string[]>();
      properties.set(repositoryKey(request), values);
      for (const { property_name, value } of (request.body as Schemas["CustomPropertyValuesUpdate"]).properties) {
        // A null value unsets the property.
        if (value === null) values.delete(property_name);
        else values.set(property_name, value);
      }
      return { status: 204 };
    },
  };

  function setRefs(repository: string, named: Record<string, string>): Record<string, string> {
    const key = repository.toLowerCase();
    const map = refs.get(key) ?? new Map<string, string>();
    for (const [name, sha] of Object.entries(named)) map.set(name.replace(/^refs\//, "").replace(/^(heads|tags)\//, ""), sha.toLowerCase());
    refs.set(key, map);
    return Object.fromEntries(map);
  }

  return { reset, handlers, setRefs };
}

/** Organization state of the catalog: the announcement banner of each organization. */
function createOrganizationState() {
  let banners = new Map<string, Schemas["AnnouncementBanner"]>();
  const none: Schemas["AnnouncementBanner"] = { announcement: null, expires_at: null, user_dismissible: false };
  const orgKey = (request: SimRequest) => request.params.org!.toLowerCase();
  return {
    reset() {
      banners = new Map();
    },
    handlers: {
      getAnnouncementBannerForOrg: (request: SimRequest): Reply => ({ status: 200, body: banners.get(orgKey(request)) ?? none }),
      setAnnouncementBannerForOrg(request: SimRequest): Reply {
        const body = request.body as Schemas["Announcement"];
        // What was sent is kept as sent: `expires_at` left out, null and "" all mean never.
        const banner = { announcement: body.announcement, expires_at: body.expires_at ?? null, user_dismissible: body.user_dismissible ?? false };
        banners.set(orgKey(request), banner);
        return { status: 200, body: banner };
      },
      removeAnnouncementBannerForOrg(request: SimRequest): Reply {
        banners.delete(orgKey(request));
        return { status: 204 };
      },
    },
  };
}
