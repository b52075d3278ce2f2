/**
 * The simulated code-hosting service: source imports that progress with the clock, token
 * permissions from the catalog, and state for every catalog endpoint that changes something
 * (docs/simulator/code-hosting.md). The state and its rules are in model.ts and catalog.ts, the
 * handlers in handlers.ts, the error answers in errors.ts, the seed in seed.ts.
 */
import { buildPermissionCatalog, type PermissionEntry } from "../../../contract/permissions.js";
import type { operations } from "../../../../generated/code-hosting/types.js";
import { defineService } from "../../define-service.js";
import { perContract } from "../../per-contract.js";
import { notAccessibleByToken, notFound } from "./errors.js";
import { codeHostingHandlers, onRequestAddresses } from "./handlers.js";
import { CodeHostingModel } from "./model.js";
import { entries, fields, readControlBody, text } from "../control-body.js";
import { parseCodeHostingSeed, parseRepositories, repositoryName, tokenChanges, type CodeHostingSeed } from "./seed.js";

export { phaseMilliseconds } from "./model.js";

/** The permission key of a catalog group, as the service's header writes it: "Repository: Contents" → "contents". */
function permissionKey(entry: Pick<PermissionEntry, "group">): string {
  return entry.group
    .split(": ")
    .pop()!
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_");
}

/** Per operation, the permission it requires and the header that names it, from the contract's catalog. */
const permissionsOf = perContract(({ schemas }) => {
  const catalog = buildPermissionCatalog(schemas.document);
  return new Map(
    catalog.endpoints.map((entry) => {
      const key = permissionKey(entry);
      return [entry.operationId, { access: entry.access, key, header: `${key}=${entry.access}` }];
    }),
  );
});

export const createCodeHostingService = defineService<CodeHostingSeed, CodeHostingModel, operations>((context) => {
  const permissionOf = permissionsOf(context);
  const templates = (operationId: string, status: number) => context.example(operationId, status).body;

  return {
    parseSeed: parseCodeHostingSeed,
    createModel: (seed) => new CodeHostingModel(() => context.clock.now(), templates, seed),
    handlers: (model) => onRequestAddresses(codeHostingHandlers(model, context)),
    /** The imports with their status now, the user, the repositories' refs, statuses and properties, the banners; how many tokens have permissions, never which. */
    state: (model) => ({
      ...model.imports.snapshot(),
      user: {
        profile: model.user.profileNow(),
        emails: model.user.emails,
        following: model.user.followed(),
        socialAccounts: model.user.socialAccounts,
        keys: model.user.keys.list(),
        gpgKeys: model.user.gpgKeys.list(),
        signingKeys: model.user.signingKeys.list(),
      },
      repositories: model.repositories.snapshot(),
      organizations: model.organizations.snapshot(),
      tokensWithPermissions: model.tokens.count,
    }),
    control: {
      /**
       * Sets the permissions of tokens: `{ "<token>": { "contents": "read" } }`; `null` lifts them.
       * Answers which entries changed something, by position, and never a token.
       */
      tokens(body, model) {
        return model.tokens.set(readControlBody("tokens", body, tokenChanges));
      },
      /** Marks repositories as having automation workflows enabled: `{ "repositories": ["owner/repo"] }`. */
      workflows(body, model) {
        const { repositories } = readControlBody(
          "workflows",
          body,
          fields({ repositories: (value, where) => parseRepositories(where, value ?? []) }),
        );
        return { repositoriesWithWorkflows: model.imports.enableWorkflows(repositories) };
      },
      /**
       * Names commits, since the simulator has no repositories of its own: `{ "repository":
       * "owner/repo", "refs": { "main": "<sha>", "v1.0.0": "<sha>" } }`. Statuses of a ref name are
       * then the statuses of its commit, as the real service resolves branch and tag names.
       */
      refs(body, model) {
        const { repository, refs } = readControlBody("refs", body, fields({ repository: repositoryName, refs: entries(text) }));
        return { refs: model.repositories.setRefs(repository, Object.fromEntries(refs)) };
      },
    },
    guard(request, model) {
      // A repository that does not exist (the seed lists the ones that do) is a 404 to every operation on it.
      const { owner, repo } = request.params;
      if (owner !== undefined && repo !== undefined && !model.knownRepositories.exists({ owner, repo })) throw notFound();
      const required = permissionOf.get(request.operationId);
      if (required && !model.tokens.allows(request.credentials?.value, required.key, required.access)) throw notAccessibleByToken();
    },
    decorate(request, reply) {
      const required = permissionOf.get(request.operationId);
      if (!required) return;
      // A copy (the handler's headers may be shared), one object: this runs on every answer.
      const headers: Record<string, string> = Object.assign({}, reply.headers);
      headers["x-accepted-vendor-permissions"] = required.header;
      reply.headers = headers;
    },
  };
});

/** The service as services/index.ts loads it. */
export default createCodeHostingService;
