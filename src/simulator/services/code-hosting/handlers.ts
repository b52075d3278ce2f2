/**
 * One handler per operationId of the code-hosting contract: each reads its request, asks the model
 * and renders the answer, with URLs on the real service's addresses (api.vendor.example) and list
 * pages linked on the simulator's own address.
 */
import type { components, operations } from "../../../../generated/code-hosting/types.js";
import type { Handlers, Reply, ServiceContext, SimRequest } from "../../service.js";
import { repositoryPath, type RepositoryName } from "./catalog.js";
import { notFound } from "./errors.js";
import type { Author, CodeHostingModel, Import } from "./model.js";
import { paged } from "./paging.js";

type Schemas = components["schemas"];

const apiBase = (repository: RepositoryName) => `https://api.vendor.example/repos/${repositoryPath(repository)}`;
const ok = (body: unknown): Reply => ({ status: 200, body });
const noContent = (): Reply => ({ status: 204 });

/** An email list body as sent: an object with `emails`, a bare array or a bare string. */
const emailList = (body: Schemas["EmailAddressList"] | undefined): string[] => (typeof body === "string" ? [body] : Array.isArray(body) ? body : (body?.emails ?? []));

export function codeHostingHandlers(model: CodeHostingModel, context: ServiceContext): Handlers<operations> {
  const { imports, user, repositories, organizations } = model;
  const repositoryOf = (request: { params: RepositoryName }) => `${request.params.owner}/${request.params.repo}`;

  // The addresses of an import, by repository as the request names it, built once: clients poll an
  // import's status, and strings joined anew cost each answer their joining and their flattening.
  const importLinks = new Map<string, { url: string; html_url: string; authors_url: string; repository_url: string }>();
  function linksOf(repository: RepositoryName) {
    const key = `${repository.owner}/${repository.repo}`;
    let links = importLinks.get(key);
    if (links === undefined) {
      const base = apiBase(repository);
      links = { url: `${base}/import`, html_url: `https://vendor.example/${repositoryPath(repository)}/import`, authors_url: `${base}/import/authors`, repository_url: base };
      if (importLinks.size >= 1024) importLinks.clear();
      importLinks.set(key, links);
    }
    return links;
  }

  function progress(repository: RepositoryName, record: Import): Schemas["ImportProgress"] {
    // The state is a new object: extended in place, since spreading it costs more than the rest of the request.
    return Object.assign(imports.state(record), linksOf(repository));
  }

  const authorBody = (repository: RepositoryName, author: Author): Schemas["CommitAuthor"] => ({
    ...author,
    url: `${apiBase(repository)}/import/authors/${author.id}`,
    import_url: `${apiBase(repository)}/import`,
  });

  /** Lists with no state behind them: the contract's example, paged. */
  const examplePage = (request: Pick<SimRequest, "operationId" | "path" | "query">) => paged(context, request, context.example(request.operationId, 200).body as unknown[]);

  /** The contract's example repository, renamed to the one asked for: in its URLs, percent-encoded. */
  function minimalRepository(repository: RepositoryName): Schemas["MinimalRepository"] {
    const example = (context.example("getCombinedCommitStatus", 200).body as Schemas["CombinedCommitStatus"]).repository;
    const renamed = JSON.parse(JSON.stringify(example).replaceAll("octocat/Hello-World", repositoryPath(repository))) as Schemas["MinimalRepository"];
    return { ...renamed, name: repository.repo, full_name: `${repository.owner}/${repository.repo}` };
  }

  return {
    getImportStatus: (request) => ok(progress(request.params, imports.find(repositoryOf(request)))),
    startImport(request) {
      const record = imports.start(repositoryOf(request), request.body);
      const reply = { status: 201, body: progress(request.params, record), headers: { location: `${apiBase(request.params)}/import` } };
      imports.keep(repositoryOf(request), record);
      return reply;
    },
    updateImport: (request) => ok(progress(request.params, imports.update(repositoryOf(request), request.body ?? {}))),
    cancelImport(request) {
      imports.cancel(repositoryOf(request));
      return noContent();
    },
    listCommitAuthors(request) {
      const since = Number(request.query.get("since") ?? -Infinity);
      return ok(imports.authors(imports.find(repositoryOf(request)), since).map((author) => authorBody(request.params, author)));
    },
    mapCommitAuthor(request) {
      const record = imports.find(repositoryOf(request));
      return ok(authorBody(request.params, imports.mapAuthor(record, Number(request.params.author_id), request.body)));
    },
    listLargeFiles: (request) => ok(imports.largeFiles(imports.find(repositoryOf(request)))),
    setLfsPreference(request) {
      const record = imports.find(repositoryOf(request));
      imports.setLfsPreference(record, request.body.use_lfs);
      return ok(progress(request.params, record));
    },

    getAuthenticatedUser: () => ok(user.profileNow()),
    updateAuthenticatedUser: (request) => ok(user.updateProfile(request.body ?? {})),
    listEmailsForAuthenticatedUser: (request) => paged(context, request, user.emails),
    listPublicEmailsForAuthenticatedUser: (request) =>
      paged(
        context,
        request,
        user.emails.filter((email) => email.visibility === "public"),
      ),
    addEmailsForAuthenticatedUser: (request) => ({ status: 201, body: user.addEmails(emailList(request.body)) }),
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
    listFollowedByAuthenticatedUser(request) {
      const sample = (context.example("listFollowedByAuthenticatedUser", 200).body as Schemas["SimpleUser"][])[0];
      return paged(
        context,
        request,
        user.followed().map((login, index) => ({ ...sample, login, id: 1000 + index, html_url: `https://vendor.example/${encodeURIComponent(login)}` })),
      );
    },
    listSocialAccountsForAuthenticatedUser: (request) => paged(context, request, user.socialAccounts),
    addSocialAccountsForAuthenticatedUser: (request) => ({ status: 201, body: user.addSocialAccounts(request.body.account_urls) }),
    deleteSocialAccountsForAuthenticatedUser(request) {
      user.deleteSocialAccounts(request.body.account_urls);
      return noContent();
    },
    /** The authenticated user's own keys; any other user has the keys of the contract's example. */
    listPublicKeysForUser(request) {
      if (request.params.username.toLowerCase() !== user.login.toLowerCase()) return examplePage(request);
      return paged(
        context,
        request,
        user.keys.list().map(({ id, key, created_at }) => ({ id, key, created_at })),
      );
    },

    createPublicSshKeyForAuthenticatedUser: ({ body }) => ({
      status: 201,
      body: user.keys.create((id) => ({ key: body.key, title: body.title ?? "", url: `https://api.vendor.example/user/keys/${id}`, verified: false, read_only: false })),
    }),
    listPublicSshKeysForAuthenticatedUser: (request) => paged(context, request, user.keys.list()),
    getPublicSshKeyForAuthenticatedUser: (request) => ok(user.keys.get(Number(request.params.key_id))),
    deletePublicSshKeyForAuthenticatedUser(request) {
      user.keys.remove(Number(request.params.key_id));
      return noContent();
    },
    createSshSigningKeyForAuthenticatedUser: ({ body }) => ({ status: 201, body: user.signingKeys.create(() => ({ key: body.key, title: body.title ?? "" })) }),
    listSshSigningKeysForAuthenticatedUser: (request) => paged(context, request, user.signingKeys.list()),
    getSshSigningKeyForAuthenticatedUser: (request) => ok(user.signingKeys.get(Number(request.params.ssh_signing_key_id))),
    deleteSshSigningKeyForAuthenticatedUser(request) {
      user.signingKeys.remove(Number(request.params.ssh_signing_key_id));
      return noContent();
    },
    createGpgKeyForAuthenticatedUser: ({ body }) => ({ status: 201, body: user.gpgKeys.create(() => ({ name: body.name ?? null, raw_key: body.armored_public_key })) }),
    listGpgKeysForAuthenticatedUser: (request) => paged(context, request, user.gpgKeys.list()),
    getGpgKeyForAuthenticatedUser: (request) => ok(user.gpgKeys.get(Number(request.params.gpg_key_id))),
    deleteGpgKeyForAuthenticatedUser(request) {
      user.gpgKeys.remove(Number(request.params.gpg_key_id));
      return noContent();
    },

    createCommitStatus(request) {
      const status = repositories.createStatus(request.params, request.params.sha, request.body);
      return { status: 201, body: status, headers: { location: status.url } };
    },
    listCommitStatusesForRef: (request) => paged(context, request, repositories.statusesOf(request.params, repositories.resolve(request.params, request.params.ref))),
    getCombinedCommitStatus(request) {
      const sha = repositories.resolve(request.params, request.params.ref);
      const { latest, state } = repositories.combined(request.params, sha);
      const page = paged(
        context,
        request,
        latest.map(({ creator: _creator, ...status }) => status),
      );
      const commitUrl = `${apiBase(request.params)}/commits/${encodeURIComponent(sha)}`;
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
