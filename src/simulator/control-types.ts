/**
 * What each API's control API takes, as types for the control client (control.ts) and the seeds
 * option (options.ts): the seed of each API, the shape its service's seed reader reads (a part left
 * out keeps its default), and the body of each of its own commands, as the command's readers read
 * it (services/<api>/index.ts). `commandNames` lists the commands at run time: a test holds it to
 * the services' own, so that a command added or renamed there is added here too.
 */
import type { ApiId } from "../contract/apis.js";
import type { Access, CodeHostingSeed } from "./services/code-hosting/seed.js";
import type { ComputeSeed } from "./services/compute/seed.js";
import type { EventManagementSeed } from "./services/event-management/seed.js";
import type { ClusterSeed } from "./services/search/cluster.js";
import type { IndexSeed, SearchSeed, SearchSettings } from "./services/search/seed.js";
import type { SocialGraphSeed } from "./services/social-graph/seed.js";

/** The seed body of each API (POST /__control/seed, a part of `--seed`, the `seeds` option). */
export interface SeedOf {
  "code-hosting": Partial<CodeHostingSeed>;
  "social-graph": Partial<SocialGraphSeed>;
  "event-management": EventManagementSeed;
  compute: ComputeSeed;
  search: SearchSeed;
}

/** A command that takes no members: `{}` or no body. */
type NoMembers = Record<string, never>;

/** The body of each command of each API (POST /__control/<command>). */
export interface CommandsOf {
  "code-hosting": {
    /** Permissions by token; `null` lifts a token's. */
    tokens: Record<string, Record<string, Access> | null>;
    workflows: { repositories?: string[] };
    refs: { repository: string; refs: Record<string, string> };
    /** What the service holds now, as the console shows it (every API has it). */
    state: NoMembers;
  };
  "social-graph": {
    errors: { operationId: string; code: number; count?: number; after?: number };
    state: NoMembers;
  };
  "event-management": {
    cancel: { id: number; cancelled?: boolean };
    events: NoMembers;
    assets: NoMembers;
    state: NoMembers;
  };
  compute: {
    policy: { name: string; project?: string };
    policies: { project?: string };
    operation: { name: string; project?: string };
    unreachable: { scopes: string[] };
    migrate: {
      project: string;
      rule: string;
      scope?: string;
      fingerprint?: string;
      state?: string | null;
      loadBalancingScheme?: string;
      testingPercentage?: number;
    };
    state: NoMembers;
  };
  search: {
    createIndex: { index: string } & IndexSeed;
    deleteIndex: { index: string };
    index: { index: string; id?: string; document?: Record<string, unknown>; documents?: unknown[]; refresh?: boolean };
    update: { index: string; id: string; doc: Record<string, unknown>; refresh?: boolean };
    delete: { index: string; id?: string; ids?: string[]; refresh?: boolean };
    bulk: { ndjson: string; index?: string; refresh?: boolean };
    refresh: { index?: string };
    settings: SearchSettings & {
      index?: string;
      "index.max_result_window"?: number;
      "index.max_terms_count"?: number;
      "index.max_slices_per_scroll"?: number;
    };
    cluster: ClusterSeed;
    inspect: NoMembers;
    state: NoMembers;
  };
}

/** Every command of each API, at run time. */
export const commandNames: { [Api in ApiId]: readonly (keyof CommandsOf[Api])[] } = {
  "code-hosting": ["tokens", "workflows", "refs", "state"],
  "social-graph": ["errors", "state"],
  "event-management": ["cancel", "events", "assets", "state"],
  compute: ["policy", "policies", "operation", "unreachable", "migrate", "state"],
  search: ["createIndex", "deleteIndex", "index", "update", "delete", "bulk", "refresh", "settings", "cluster", "inspect", "state"],
};

/** Whether `Api` is one API (a client made for it) rather than any of them. */
type OneApi<Api extends ApiId> = [ApiId] extends [Api] ? false : true;

/** The seed an API takes; `null` (or none) is its default seed. Any value for a client not made for one API. */
export type SeedFor<Api extends ApiId> = OneApi<Api> extends true ? SeedOf[Api] | null : unknown;

/** The seeds of several APIs at once, keyed by API id. */
export type Seeds = { [Api in ApiId]?: SeedOf[Api] | null };

/** The names of an API's commands; any name for a client not made for one API. */
export type CommandName<Api extends ApiId> = OneApi<Api> extends true ? keyof CommandsOf[Api] & string : string;

/** The body of a command; any value for a client not made for one API. */
export type CommandBody<Api extends ApiId, Name extends string> =
  OneApi<Api> extends true ? (Name extends keyof CommandsOf[Api] ? CommandsOf[Api][Name] : never) : unknown;

/** What `GET /__control/changes` answers (across-apis.ts): what a reader following the simulator (or a session) compares. */
export interface Changes {
  /** The latest request's `seq` over every API (0 for none). */
  latest: number;
  /** Control commands run so far (those that may change state: not reads). */
  commands: number;
  /** Per API served: its latest request's `seq`, how many times its journal was cleared, its base URL. */
  apis: Partial<Record<ApiId, { latest: number; cleared: number; url: string }>>;
}

/** An open session as `GET /__control/sessions` lists it and `POST` answers it. */
export interface SessionDescription {
  id: string;
  urls: Partial<Record<ApiId, string>>;
  /** When it ends if left idle from its last request, RFC 3339. */
  expiresAt: string;
}

/** What GET /__control/operations answers of each operation: a fault names one, and answers a status it documents. */
export interface OperationSummary {
  operationId: string;
  method: string;
  path: string;
  /** The keys of its answers: statuses, `default`, `4XX`. */
  statuses: string[];
}
