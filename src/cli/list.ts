/** `list`: each API's operations, with the spec file each is written in. */
import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { isSea } from "node:sea";
import { contractModules } from "../contract/api-contracts.js";
import { apiIds, getApi, type ApiId } from "../contract/apis.js";
import { operationIndex } from "../contract/documents.js";
import { apiArgument, help, parse } from "./arguments.js";

export async function list(args: string[]): Promise<number> {
  const { values, positionals } = parse(args, {}, "list");
  if (values.help) return help("list");
  const selected = positionals.length > 0 ? positionals.map((id) => apiArgument(id, "list")) : [...apiIds];
  await contractModules.load(selected);
  // The specs are beside the package's modules; the single executable holds none.
  const packageRoot = isSea() ? undefined : (await import("../contract/files.js")).packageRoot;
  for (const api of selected) {
    console.log(`${api} (${getApi(api).title})`);
    const files = packageRoot === undefined ? new Map<string, string>() : operationFiles(packageRoot, api);
    for (const { method, path, operation } of operationIndex(api).operations) {
      // The permission an endpoint needs, where the contract's catalog names one (x-permissions).
      const permission = operation["x-permissions"] as { group: string; access: string; tokenTypes?: string[] } | undefined;
      const notes = [
        operation.deprecated ? "deprecated" : "",
        permission
          ? `${permission.group}: ${permission.access}${permission.tokenTypes ? ` (${permission.tokenTypes.join(" ")})` : ""}`
          : "",
      ].filter(Boolean);
      const file = files.get(operation.operationId);
      console.log(
        `  ${method.toUpperCase().padEnd(7)} ${path.padEnd(56)} ${operation.operationId}${notes.length ? `  [${notes.join("; ")}]` : ""}${file ? `  ${file}` : ""}`,
      );
    }
  }
  return 0;
}

/**
 * The spec file each operation of an API is written in, by operationId: the YAML file under
 * specs/<api>/ that declares `operationId: <id>`. Found by reading the files, so it holds for any
 * layout of the specs; empty when the specs are not beside the package.
 */
function operationFiles(packageRoot: string, api: ApiId): Map<string, string> {
  const files = new Map<string, string>();
  const folder = join("specs", api);
  let names: string[];
  try {
    names = readdirSync(join(packageRoot, folder), { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".yaml"));
  } catch {
    return files;
  }
  for (const name of names.sort()) {
    const text = readFileSync(join(packageRoot, folder, name), "utf8");
    for (const [, id] of text.matchAll(/^[ \t]*operationId:[ \t]*["']?([\w.-]+)["']?[ \t]*$/gm))
      if (!files.has(id!)) files.set(id!, join(folder, name).replaceAll(sep, "/"));
  }
  return files;
}
