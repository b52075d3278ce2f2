/**
 * The registry of APIs, as data: everything generic in the package (generation, mock servers,
 * validators, tests) is driven by this list, and an API plugs in with its spec folder and one entry
 * here. It imports nothing, so that a client loading it for a port loads nothing else; the answers
 * each API gives outside its operations are in error-answers.ts.
 */

/** One entry of the registry: an id, a port and a title are enough for the mock and the simulator to serve an API from its examples. */
export interface ApiEntry {
  id: string;
  port: number;
  title: string;
  /**
   * Authorization schemes the real service takes as another name of a contract's scheme, which
   * official clients send (lower-case name to the scheme it stands for).
   */
  authSchemeAliases?: Readonly<Record<string, string>>;
  /** The largest request body the service takes, in bytes (larger ones get 413 before being read); 1 MiB by default. */
  maxBodyBytes?: number;
  /**
   * Other path prefixes the service answers under, beside its contract's own paths (the
   * self-hosted edition's `/api/v3`), which clients pointed at a host other than the public one use.
   */
  pathPrefixes?: readonly string[];
  /**
   * Older forms of the contract's paths the service still answers: the leading part of a path as
   * clients of an older route send it, and the contract's leading part it stands for (the
   * unversioned `/v2` of event-management's `/rest`). Answers build their URLs on the contract's form.
   */
  pathAliases?: Readonly<Record<string, string>>;
  /**
   * A header the official clients check in answers whose name and value carry the vendor's name,
   * in neutral form, so that no contract holds it: the user gives it (`responseHeaders`), and
   * `serve` says how when it is not given.
   */
  clientCheckedHeader?: string;
}

/** A registry entry with its defaults filled in, as getApi gives it. */
export interface ApiDefinition extends ApiEntry {
  maxBodyBytes: number;
}

const MiB = 1024 * 1024;

export const apis = [
  {
    id: "code-hosting",
    port: 4010,
    title: "Code-hosting REST API",
    // The official client sends classic tokens as `token <t>`; the real service takes both names.
    authSchemeAliases: { token: "bearer" },
    // No published limit. The largest body of this contract's operations is a key or a list of
    // emails, a few kB: 1 MiB leaves room and keeps stored bodies (an import's URL) small.
    maxBodyBytes: 1 * MiB,
    // The self-hosted edition serves the API under /api/v3, where the service's command-line tool
    // and other clients reach any host other than the public one.
    pathPrefixes: ["/api/v3"],
  },
  {
    id: "social-graph",
    port: 4011,
    title: "Social-graph API",
    maxBodyBytes: 25 * MiB,
  },
  {
    id: "event-management",
    port: 4012,
    title: "Event-management API",
    // Image uploads go through this API too.
    maxBodyBytes: 50 * MiB,
    // The unversioned form of the /rest paths, where the official clients send every request
    // when no dated version is given.
    pathAliases: { "/v2": "/rest" },
  },
  {
    id: "compute",
    port: 4013,
    title: "Compute API",
    maxBodyBytes: 25 * MiB,
  },
  {
    id: "search",
    port: 4014,
    title: "Search API",
    // The service's own default limit of a request's content (http.max_content_length, 100mb).
    maxBodyBytes: 100 * MiB,
    // The product header of the official clients' product check (docs/simulator/search.md).
    clientCheckedHeader: "X-Vendor-Product",
  },
] as const satisfies readonly ApiEntry[];

export type ApiId = (typeof apis)[number]["id"];

export const apiIds: readonly ApiId[] = apis.map((api) => api.id);

export function isApiId(value: string): value is ApiId {
  return (apiIds as readonly string[]).includes(value);
}

const definitions = new Map<string, ApiDefinition & { id: ApiId }>(
  apis.map((entry: ApiEntry & { id: ApiId }) => [entry.id, { maxBodyBytes: 1 * MiB, ...entry }]),
);

/** An API's registry entry with its defaults; the same object on every call. */
export function getApi(id: string): ApiDefinition & { id: ApiId } {
  const api = definitions.get(id);
  if (!api) {
    throw new Error(`Unknown API "${id}". Known APIs: ${apiIds.join(", ")}.`);
  }
  return api;
}

/** The local mock address of an API, which is also the default base URL of its client. */
export function mockUrl(id: ApiId, host = "127.0.0.1"): string {
  return `http://${host}:${getApi(id).port}`;
}
