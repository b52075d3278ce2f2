import { createPathRouter, listOperations, type HttpMethod, type OpenApiDocument, type PathRouter } from "./openapi.js";

/** One row of the permission catalog: what a token needs to call one endpoint. */
export interface PermissionEntry {
  method: Uppercase<HttpMethod>;
  path: string;
  operationId: string;
  /** The permission group, as "<Scope>: <Group>" (for example "Repository: Contents"). */
  group: string;
  access: "read" | "write";
  /** Token types that may call the endpoint; absent where the source document does not say. */
  tokenTypes?: ("UAT" | "IAT")[];
  /** The catalog's additional-permissions flag: several permissions together, or alternatives. */
  additionalPermissions: boolean;
  deprecated: boolean;
  /** When the endpoint stops being available (RFC 3339), if it is retired. */
  sunset?: string;
}

export interface PermissionCatalog {
  endpoints: PermissionEntry[];
  /** Permission groups that have no endpoint table, by scope. */
  groupsWithoutEndpoints: Record<string, string[]>;
}

interface PermissionsExtension {
  group: string;
  access: "read" | "write";
  tokenTypes?: ("UAT" | "IAT")[];
  additionalPermissions?: boolean;
}

/** Reads the `x-permissions` of every operation and the root's `x-permission-groups`. */
export function buildPermissionCatalog(document: OpenApiDocument): PermissionCatalog {
  const endpoints = listOperations(document).flatMap(({ method, path, operation }) => {
    const permissions = operation["x-permissions"] as PermissionsExtension | undefined;
    if (!permissions) return [];
    const entry: PermissionEntry = {
      method: method.toUpperCase() as Uppercase<HttpMethod>,
      path,
      operationId: operation.operationId,
      group: permissions.group,
      access: permissions.access,
      ...(permissions.tokenTypes ? { tokenTypes: permissions.tokenTypes } : {}),
      additionalPermissions: permissions.additionalPermissions ?? false,
      deprecated: operation.deprecated ?? false,
      ...(operation["x-sunset"] ? { sunset: String(operation["x-sunset"]) } : {}),
    };
    return [entry];
  });
  const { description: _description, ...groupsWithoutEndpoints } =
    (document["x-permission-groups"] as Record<string, string[]> | undefined) ?? {};
  return { endpoints, groupsWithoutEndpoints };
}

/**
 * The catalog entry for a request, by method and concrete path (`/repos/octo/app/import`), or
 * undefined when the catalog has no such endpoint. A literal segment beats a template variable,
 * so `/user/keys` never matches a `{username}`-style template of the same length.
 */
export function findPermission(catalog: PermissionCatalog, method: string, path: string): PermissionEntry | undefined {
  let router = routers.get(catalog);
  if (!router) routers.set(catalog, (router = createPathRouter(catalog.endpoints)));
  // A trailing slash is forgiven: the catalog lists each endpoint once, without one.
  return router.match(method, path.split("?")[0]!.replace(/\/+$/, "") || "/").entry;
}

const routers = new WeakMap<PermissionCatalog, PathRouter<PermissionEntry>>();
