/**
 * The code-hosting API: typed client and the permission catalog.
 *
 *   const client = createCodeHostingClient({ token: process.env.TOKEN });
 *   const { data } = await client.GET("/repos/{owner}/{repo}/import", {
 *     params: { path: { owner: "octocat", repo: "socm" } },
 *   });
 */
import type { paths, components } from "../generated/code-hosting/types.js";
import { createApiClient, headersMiddleware, type ApiClientOptions } from "./client.js";
import { readGeneratedJson } from "./files.js";
import { findPermission, type PermissionCatalog, type PermissionEntry } from "./permissions.js";

export type { paths, components };
export type { PermissionCatalog, PermissionEntry };
export type ImportProgress = components["schemas"]["ImportProgress"];
export type ImportStatus = components["schemas"]["ImportStatus"];
export type CommitAuthor = components["schemas"]["CommitAuthor"];
export type LargeFileEntry = components["schemas"]["LargeFileEntry"];

/** The media type the service recommends in `Accept`. */
export const vendorMediaType = "application/vnd.vendor+json";
export const defaultApiVersion = "2022-11-28";

export interface CodeHostingClientOptions extends ApiClientOptions {
  /** A personal access token (classic) or fine-grained token, sent as `Bearer <token>`. */
  token?: string;
  /** The `X-Vendor-Api-Version` header, date form. */
  apiVersion?: string;
}

export function createCodeHostingClient(options: CodeHostingClientOptions = {}) {
  return createApiClient<paths>(
    "code-hosting",
    options,
    headersMiddleware({
      Authorization: options.token === undefined ? undefined : `Bearer ${options.token}`,
      Accept: vendorMediaType,
      "X-Vendor-Api-Version": options.apiVersion ?? defaultApiVersion,
    }),
  );
}

export type CodeHostingClient = ReturnType<typeof createCodeHostingClient>;

let catalog: PermissionCatalog | undefined;

/** The whole permission catalog (generated/code-hosting/permissions.json). */
export function permissionCatalog(): PermissionCatalog {
  catalog ??= readGeneratedJson<PermissionCatalog>("code-hosting", "permissions.json");
  return catalog;
}

/**
 * The permission a token needs for a request, by method and concrete path, for example
 * `requiredPermission("PATCH", "/repos/octocat/socm/import/lfs")` → Repository: Contents, write.
 * Undefined when the catalog does not list the endpoint.
 */
export function requiredPermission(method: string, path: string): PermissionEntry | undefined {
  return findPermission(permissionCatalog(), method, path);
}
