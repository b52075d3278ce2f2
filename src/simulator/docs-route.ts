/**
 * The rendered reference at /__docs on each API's port, so that `npm start` (and `serve` of an
 * installed package) shows it next to the APIs. Its pages are files of the package (dist/site/,
 * built by `npm run docs`, which `npm run build` and so `npm pack` run); the contracts they render
 * are the package's bundled ones, answered at /__docs/openapi/<api>.json. Only files of the site
 * folder are served, read-only; a path that names anything outside it is refused. A file kept
 * gzipped (Redoc's script) is served as it is, with its encoding, to a client that takes gzip
 * (every browser), and unpacked once for one that does not.
 */
import { isApiId, type ApiId } from "../contract/apis.js";
import { contractModules } from "../contract/api-contracts.js";
import { contractDocument } from "../contract/documents.js";
import { folderAnswer, readerOf, type StaticAnswer } from "./static-files.js";

export type DocsAnswer = StaticAnswer;

/** Only a clone of the repository can be without it: the packed package always holds the site. */
const notBuilt = "The reference is not built: run `npm run docs` (or `npm run build`) in the repository, then reload.";

/**
 * The answer to a request for the rendered reference, or undefined when the URL is not under
 * /__docs (the request is then the API's). `siteDir` is a built site to serve instead of the
 * package's (dist/site/, or the single executable's copy of it: src/contract/package-files.ts);
 * `acceptEncoding` the request's Accept-Encoding.
 */
export function docsAnswer(
  method: string,
  url: string,
  siteDir?: string,
  acceptEncoding?: string,
): DocsAnswer | Promise<DocsAnswer> | undefined {
  return folderAnswer({ prefix: "/__docs", read: readerOf("site", siteDir), notBuilt, made: contract }, method, url, acceptEncoding);
}

/** The bundled contract of an API, at /__docs/openapi/<api>.json. */
function contract(segments: readonly string[]): Buffer | Promise<Buffer> | undefined {
  const api = segments.length === 2 && segments[0] === "openapi" ? segments[1]!.match(/^(.+)\.json$/)?.[1] : undefined;
  if (api === undefined || !isApiId(api)) return undefined;
  // The contract of an API this process does not serve is loaded when its page asks for it.
  return contractModules.has(api) ? contractsForRedoc(api) : contractModules.load([api]).then(() => contractsForRedoc(api));
}

const redocContracts = new Map<ApiId, Buffer>();

/** An API's bundled contract as the reference pages give it to Redoc (see withObjectSchemas and servedHere); made once per API. */
function contractsForRedoc(api: ApiId): Buffer {
  let body = redocContracts.get(api);
  if (!body)
    redocContracts.set(api, (body = Buffer.from(JSON.stringify(servedHere(withObjectSchemas(contractDocument(api)) as OpenApiRoot)))));
  return body;
}

interface OpenApiRoot {
  servers?: { url: string; description?: string; variables?: unknown }[];
}

/**
 * The contract with its servers at the address the page is served from: a contract's server is
 * `{base_url}` (and a path), which Redoc would show unresolved beside the page's own path
 * (`http://HOST/__docs/{base_url}`); a URL from the root is resolved against the page's origin.
 */
function servedHere(document: OpenApiRoot): OpenApiRoot {
  return {
    ...document,
    servers: (document.servers ?? [{ url: "{base_url}" }]).map((server) => ({
      url: server.url.replace("{base_url}", "") || "/",
      description: "The simulator serving this page (the service's own address in its place).",
    })),
  };
}

/**
 * The contract with each boolean schema of a property or an alternative written as the object
 * schema it equals (`false` as `{ not: {} }`, `true` as `{}`): Redoc 3.0.1 throws on a `false`
 * property inside a oneOf (compute's ForwardingRulesScopedList) while rendering the operation.
 */
export function withObjectSchemas(node: unknown): unknown {
  const asObject = (schema: unknown) => (schema === false ? { not: {} } : schema === true ? {} : withObjectSchemas(schema));
  if (Array.isArray(node)) return node.map(withObjectSchemas);
  if (typeof node !== "object" || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key === "properties" && typeof value === "object" && value !== null)
        return [key, Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, asObject(schema)]))];
      if (["allOf", "oneOf", "anyOf"].includes(key) && Array.isArray(value)) return [key, value.map(asObject)];
      return [key, withObjectSchemas(value)];
    }),
  );
}
