/**
 * A request's path as the contract names it: without one of the API's other prefixes (code-hosting's
 * `/api/v3`), and with an older form of a path (event-management's `/v2/...`) read as the contract's
 * (`/rest/...`). What the simulator routes, and what a recording's requests are matched by.
 */
import type { ApiDefinition } from "./apis.js";

export function contractPath(
  definition: Pick<ApiDefinition, "pathPrefixes" | "pathAliases">,
  pathname: string,
): { pathname: string; prefix: string } {
  for (const prefix of definition.pathPrefixes ?? []) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return { pathname: pathname.slice(prefix.length) || "/", prefix };
  }
  for (const [alias, contractForm] of Object.entries(definition.pathAliases ?? {})) {
    if (pathname === alias || pathname.startsWith(`${alias}/`))
      return { pathname: contractForm + pathname.slice(alias.length), prefix: "" };
  }
  return { pathname, prefix: "" };
}
