/**
 * One handler per operationId of the code-hosting contract: each reads its request, asks the model
 * and renders the answer. The import handlers, which clients poll, write their URLs on the
 * request's address themselves; the others answer on the service's API address (as the model and
 * the contract's examples name it), which `onRequestAddress` moves to the request's (addresses.ts).
 */
import type { components, operations } from "../../../../generated/code-hosting/types.js";
import { toBase64 } from "../../../contract/base64.js";
import { untypedHandlers, type Handler, type Handlers, type Reply, type ServiceContext, type SimRequest } from "../../service.js";
import { onAddress, segment, serviceApi, serviceWeb, stableId, urlOnAddress } from "./addresses.js";
import { repositoryPath, type RepositoryName } from "./catalog.js";
import { notFound } from "./errors.js";
import type { Author, CodeHostingModel, Import } from "./model.js";
import { paged, type PagedRequest } from "./paging.js";
import { ownRepositoriesFilter, renamed, repositoryKinds } from "./repositories.js";
import { runPaced } from "../../steps.js";

type Schemas = components["schemas"];

/** The operations whose handlers build their URLs on the request's address (the import's, polled by clients). */
export const answersOnRequestAddress: ReadonlySet<string> = new Set([
  "getImportStatus",
  "startImport",
  "updateImport",
  "setLfsPreference",
  "listCommitAuthors",
  "mapCommitAuthor",
]);

/**
 * A handler whose answer names URLs on the service's API address, answering them on the address
 * the request reached instead: in its body and its `Location`.
 */
export function onRequestAddress(handler: Handler): Handler {
  const move = (request: SimRequest, reply: Reply): Reply => {
    const location = reply.headers?.location;
    return {
      ...reply,
      body: onAddress(reply.body, request.baseUrl),
      ...(location === undefined ? {} : { headers: { ...reply.headers, location: urlOnAddress(location, request.baseUrl) } }),
    };
  };
  return (request) => {
    const reply = handler(request);
    return reply instanceof Promise ? reply.then((late) => move(request, late)) : move(request, reply);
  };
}

/** The handlers, each answering on the address the request reached: through onRequestAddress, but for those that build their URLs on it. */
export function onRequestAddresses(handlers: Handlers<operations>): Handlers<operations> {
  const moved: Partial<Record<string, Handler>> = { ...untypedHandlers(handlers) };
  for (const [operationId, handler] of Object.entries(moved))
    if (!answersOnRequestAddress.has(operationId)) moved[operationId] = onRequestAddress(handler!);
  // The same replies, their URLs moved: what the contract types them as is unchanged.
  return moved as Handlers<operations>;
}

/**
 * The scopes the API root reports for a token the simulator lets do anything, as a classic token
 * with every scope reports them; clients that check a token's scopes (the command-line tool) find
 * what they need.
 */
const classicScopes = "admin:gpg_key, admin:org, admin:public_key, admin:ssh_signing_key, gist, repo, user, workflow";

const apiBase = (baseUrl: string, repository: RepositoryName) => `${baseUrl}/repos/${repositoryPath(repository)}`;
const ok = <Body>(body: Body) => ({ status: 200 as const, body });
const noContent = () => ({ status: 204 as const });

/** An email list body as sent: an object with `emails`, a bare array or a bare string. */
const emailList = (body: Schemas["EmailAddressList"] | undefined): string[] =>
  typeof body === "string" ? [body] : Array.isArray(body) ? body : (body?.emails ?? []);

export function codeHostingHandlers(model: CodeHostingModel, context: ServiceContext): Handlers<operations> {
  const { imports, user, repositories, organizations, knownRepositories } = model;
  const repositoryOf = (request: { params: RepositoryName }) => `${request.params.owner}/${request.params.repo}`;

  // The addresses of an import, by the address reached and the repository as the request names
  // them, built once: clients poll an import's status, and strings joined anew cost each answer
  // their joining and their flattening.
  const importLinks = new Map<string, { url: string; html_url: string; authors_url: string; repository_url: string }>();
  function linksOf(baseUrl: string, repository: RepositoryName) {
    const key = `${baseUrl} ${repository.owner}/${repository.repo}`;
    let links = importLinks.get(key);
    if (links === undefined) {
      const base = apiBase(baseUrl, repository);
      links = {
        url: `${base}/import`,
        html_url: `${serviceWeb}/${repositoryPath(repository)}/import`,
        authors_url: `${base}/import/authors`,
        repository_url: base,
      };
      if (importLinks.size >= 1024) importLinks.clear();
      importLinks.set(key, links);
    }
    return links;
  }

  function progress(request: { baseUrl: string; params: RepositoryName }, record: Import): Schemas["ImportProgress"] {
    // The state is a new object: extended in place, since spreading it costs more than the rest of the request.
    return Object.assign(imports.state(record), linksOf(request.baseUrl, request.params));
  }

  const authorBody = (request: { baseUrl: string; params: RepositoryName }, author: Author): Schemas["CommitAuthor"] => {
    const { url } = linksOf(request.baseUrl, request.params);
    return { ...author, url: `${url}/authors/${author.id}`, import_url: url };
  };

  /** The contract's example of a list operation (a list of its items). */
  const exampleList = <Item>(request: Pick<SimRequest, "operationId">) => context.example(request.operationId, 200).body as Item[];
  /** Lists with no state behind them: the contract's example of the operation, paged. */
  const examplePage = <Item>(request: PagedRequest & Pick<SimRequest, "operationId">) => paged(request, exampleList<Item>(request));

  const minimalRepository = (repository: RepositoryName) =>
    knownRepositories.like(
      (context.example("getCombinedCommitStatus", 200).body as Schemas["CombinedCommitStatus"]).repository,
      repository,
    );
  /** A repository just created, answered with its `Location`. */
  const created = (repository: Schemas["FullRepository"]) => ({
    status: 201 as const,
    body: repository,
    headers: { location: repository.url },
  });

  /**
   * An account's list under its `/users/{username}/...` form: the authenticated user's own is its
   * `/user/...` list, answered from the same state; any other account's, `others` (the simulator
   * keeps no other accounts).
   */
  const accountList = <Item>(
    request: PagedRequest & { params: { username: string } },
    own: () => readonly Item[],
    others: () => readonly Item[],
  ) => paged(request, user.isSelf(request.params.username) ? own() : others());
  /** The authenticated user's followers, who have no state of their own: the contract's example, paged. */
  const ownFollowers = () => context.example("listFollowersForAuthenticatedUser", 200).body as Schemas["SimpleUser"][];
  const followed = () => user.followed().map((login) => user.simpleUser(login));

  return {
    getImportStatus: (request) => ok(progress(request, imports.find(repositoryOf(request)))),
    startImport(request) {
      const record = imports.start(repositoryOf(request), request.body);
      const body = progress(request, record);
      const reply = { status: 201 as const, body, headers: { location: body.url } };
      imports.keep(repositoryOf(request), record);
      return reply;
    },
    updateImport: (request) => ok(progress(request, imports.update(repositoryOf(request), request.body ?? {}))),
    cancelImport(request) {
      imports.cancel(repositoryOf(request));
      return noContent();
    },
    listCommitAuthors(request) {
      const since = request.queryValues.since ?? -Infinity;
      return ok(imports.authors(imports.find(repositoryOf(request)), since).map((author) => authorBody(request, author)));
    },
    mapCommitAuthor(request) {
      const record = imports.find(repositoryOf(request));
      return ok(authorBody(request, imports.mapAuthor(record, Number(request.params.author_id), request.body ?? {})));
    },
    listLargeFiles: (request) => ok(imports.largeFiles(imports.find(repositoryOf(request)))),
    setLfsPreference(request) {
      const record = imports.find(repositoryOf(request));
      imports.setLfsPreference(record, request.body.use_lfs);
      return ok(progress(request, record));
    },

    getApiRoot(request) {
      const token = request.credentials?.value;
      // Scopes belong to classic tokens: one given permissions (as a fine-grained token) has none, nor has an anonymous request.
      const scopes = token !== undefined && !model.tokens.hasPermissions(token) ? { "x-oauth-scopes": classicScopes } : undefined;
      return { status: 200, body: context.example("getApiRoot", 200).body as Schemas["ApiRoot"], ...(scopes ? { headers: scopes } : {}) };
    },
    getUserByUsername: (request) => ok(user.account(request.params.username)),
    getRepository: (request) => ok(knownRepositories.read(request.params)),
    createRepositoryForAuthenticatedUser: (request) => created(knownRepositories.create(user.login, "User", request.body)),
    createRepositoryInOrg: (request) => created(knownRepositories.create(request.params.org, "Organization", request.body)),
    listRepositoriesForAuthenticatedUser(request) {
      const { sort = "full_name", direction } = request.queryValues;
      return paged(request, knownRepositories.list(user.login, ownRepositoriesFilter(request.queryValues), { sort, direction }));
    },
    listRepositoriesForOrg(request) {
      const { type = "all", sort = "created", direction } = request.queryValues;
      // Without a token, the public ones only, as the service lists them.
      const kind = (repository: Schemas["Repository"]) =>
        repositoryKinds[type](repository) && (request.credentials !== undefined || !repository.private);
      return paged(request, knownRepositories.list(request.params.org, kind, { sort, direction }));
    },
    listRepositoriesForUser(request) {
      const { type = "owner", sort = "full_name", direction } = request.queryValues;
      const kind = (repository: Schemas["Repository"]) => !repository.private && repositoryKinds[type](repository);
      return paged(request, knownRepositories.list(request.params.username, kind, { sort, direction }));
    },
    getCommit(request) {
      const sha = repositories.resolve(request.params, request.params.ref);
      const example = context.example("getCommit", 200).body as Schemas["Commit"];
      return ok({
        ...renamed(example, { "octocat/Hello-World": repositoryPath(request.params), [example.sha]: sha }),
        node_id: toBase64(`06:Commit${sha}`),
      });
    },
    getOrganization(request) {
      const example = context.example("getOrganization", 200).body as Schemas["OrganizationFull"];
      const org = segment(request.params.org);
      const id = stableId(`org:${request.params.org}`);
      return ok({
        ...renamed(example, { [`/orgs/${example.login}`]: `/orgs/${org}`, [`${serviceWeb}/${example.login}"`]: `${serviceWeb}/${org}"` }),
        login: request.params.org,
        id,
        node_id: toBase64(`012:Organization${id}`),
      });
    },

    getAuthenticatedUser: () => ok(user.profileNow()),
    updateAuthenticatedUser: (request) => ok(user.updateProfile(request.body ?? {})),
    listEmailsForAuthenticatedUser: (request) => paged(request, user.emails),
    listPublicEmailsForAuthenticatedUser: (request) =>
      paged(
        request,
        user.emails.filter((email) => email.visibility === "public"),
      ),
    // In steps, other requests answered between them: a list of 60,000 addresses fits the body limit.
    addEmailsForAuthenticatedUser: async (request) => ({ status: 201, body: await runPaced(user.addEmails(emailList(request.body))) }),
    deleteEmailsForAuthenticatedUser(request) {
      user.deleteEmails(emailList(request.body));
      return noContent();
    },
    checkPersonIsFollowedByAuthenticatedUser(request) {
      if (!user.follows(request.params.username)) throw notFound();
      return noContent();
    },
    followUser(request) {
      user.follow(request.params.username);
      return noContent();
    },
    unfollowUser(request) {
      user.unfollow(request.params.username);
      return noContent();
    },
    listFollowedByAuthenticatedUser: (request) => paged(request, followed()),
    // Another account's follows are known only as far as the authenticated user's make them.
    listFollowersForUser: (request) =>
      accountList(request, ownFollowers, () => (user.follows(request.params.username) ? [user.simpleUser(user.login)] : [])),
    listFollowingForUser: (request) => accountList(request, followed, () => []),
    checkFollowingForUser(request) {
      if (!user.isSelf(request.params.username) || !user.follows(request.params.target_user)) throw notFound();
      return noContent();
    },
    // Another account's keys and social accounts: the contract's example, as its SSH keys are.
    listGpgKeysForUser: (request) =>
      accountList(
        request,
        () => user.gpgKeys.list(),
        () => exampleList(request),
      ),
    listSshSigningKeysForUser: (request) =>
      accountList(
        request,
        () => user.signingKeys.list(),
        () => exampleList(request),
      ),
    listSocialAccountsForUser: (request) =>
      accountList(
        request,
        () => user.socialAccounts,
        () => exampleList(request),
      ),
    listSocialAccountsForAuthenticatedUser: (request) => paged(request, user.socialAccounts),
    addSocialAccountsForAuthenticatedUser: (request) => ({ status: 201, body: user.addSocialAccounts(request.body.account_urls) }),
    deleteSocialAccountsForAuthenticatedUser(request) {
      user.deleteSocialAccounts(request.body.account_urls);
      return noContent();
    },
    /** The authenticated user's own keys; any other user has the keys of the contract's example. */
    listPublicKeysForUser(request) {
      if (!user.isSelf(request.params.username)) return examplePage(request);
      return paged(
        request,
        user.keys.list().map(({ id, key, created_at }) => ({ id, key, created_at })),
      );
    },

    createPublicSshKeyForAuthenticatedUser: ({ body }) => ({
      status: 201,
      // A key read from a file comes with its line end, which the key is not.
      body: user.keys.create((id) => ({
        key: body.key.trim(),
        title: body.title ?? "",
        url: `${serviceApi}/user/keys/${id}`,
        verified: false,
        read_only: false,
      })),
    }),
    listPublicSshKeysForAuthenticatedUser: (request) => paged(request, user.keys.list()),
    getPublicSshKeyForAuthenticatedUser: (request) => ok(user.keys.get(Number(request.params.key_id))),
    deletePublicSshKeyForAuthenticatedUser(request) {
      user.keys.remove(Number(request.params.key_id));
      return noContent();
    },
    createSshSigningKeyForAuthenticatedUser: ({ body }) => ({
      status: 201,
      body: user.signingKeys.create(() => ({ key: body.key.trim(), title: body.title ?? "" })),
    }),
    listSshSigningKeysForAuthenticatedUser: (request) => paged(request, user.signingKeys.list()),
    getSshSigningKeyForAuthenticatedUser: (request) => ok(user.signingKeys.get(Number(request.params.ssh_signing_key_id))),
    deleteSshSigningKeyForAuthenticatedUser(request) {
      user.signingKeys.remove(Number(request.params.ssh_signing_key_id));
      return noContent();
    },
    createGpgKeyForAuthenticatedUser: ({ body }) => ({
      status: 201,
      body: user.gpgKeys.create(() => ({ name: body.name ?? null, raw_key: body.armored_public_key })),
    }),
    listGpgKeysForAuthenticatedUser: (request) => paged(request, user.gpgKeys.list()),
    getGpgKeyForAuthenticatedUser: (request) => ok(user.gpgKeys.get(Number(request.params.gpg_key_id))),
    deleteGpgKeyForAuthenticatedUser(request) {
      user.gpgKeys.remove(Number(request.params.gpg_key_id));
      return noContent();
    },

    createCommitStatus(request) {
      const status = repositories.createStatus(request.params, request.params.sha, request.body, user.simpleUser(user.login));
      return { status: 201, body: status, headers: { location: status.url } };
    },
    listCommitStatusesForRef: (request) =>
      paged(request, repositories.statusesOf(request.params, repositories.resolve(request.params, request.params.ref))),
    // The older route of the same list, its ref in the segment named `sha`.
    listCommitStatusesForRefLegacy: (request) =>
      paged(request, repositories.statusesOf(request.params, repositories.resolve(request.params, request.params.sha))),
    getCombinedCommitStatus(request) {
      const sha = repositories.resolve(request.params, request.params.ref);
      const { latest, state } = repositories.combined(request.params, sha);
      const page = paged(
        request,
        latest.map(({ creator: _creator, ...status }) => status),
      );
      const commitUrl = `${serviceApi}/repos/${repositoryPath(request.params)}/commits/${segment(sha)}`;
      const combined: Schemas["CombinedCommitStatus"] = {
        state,
        statuses: page.body as Schemas["SimpleCommitStatus"][],
        sha,
        total_count: latest.length,
        repository: minimalRepository(request.params),
        commit_url: commitUrl,
        url: `${commitUrl}/status`,
      };
      return { status: 200, body: combined, headers: page.headers };
    },
    getCustomPropertyValues: (request) => ok(repositories.propertiesOf(request.params)),
    createOrUpdateCustomPropertyValues(request) {
      repositories.setProperties(request.params, request.body.properties);
      return noContent();
    },

    getAnnouncementBannerForOrg: (request) => ok(organizations.banner(request.params.org)),
    setAnnouncementBannerForOrg: (request) => ok(organizations.setBanner(request.params.org, request.body)),
    removeAnnouncementBannerForOrg(request) {
      organizations.removeBanner(request.params.org);
      return noContent();
    },

    listFollowersForAuthenticatedUser: examplePage,
    listOrgEventsForAuthenticatedUser: examplePage,
    listRepositoryInvitations: examplePage,
    listWatchedReposForAuthenticatedUser: examplePage,
    listReposWatchedByUser: examplePage,
  };
}
