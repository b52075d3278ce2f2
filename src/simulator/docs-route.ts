/**
 * The rendered reference at /__docs on each API's port, so that `npm start` (and `serve` of an
 * installed package) shows it next to the APIs. Its pages are files of the package (dist/site/,
 * built by `npm run docs`, which `npm run build` and so `npm pack` run); the contracts they render
 * are the package's bundled ones, answered at /__docs/openapi/<api>.json. Only files of the site
 * folder are served, read-only; a path that names anything outside it is refused.
 */
import { extname } from "node:path";
import { gunzipSync } from "node:zlib";
import { isApiId, type ApiId } from "../contract/apis.js";
import { contractModules } from "../contract/api-contracts.js";
import { contractDocument } from "../contract/documents.js";
import { distFile, fileWithin } from "../contract/package-files.js";

const docsPrefix = "/__docs";

export interface DocsAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};

/** Only a clone of the repository can be without it: the packed package always holds the site. */
const notBuilt = "The reference is not built: run `npm run docs` (or `npm run build`) in the repository, then reload.";

/**
 * The answer to a request for the rendered reference, or undefined when the URL is not under
 * /__docs (the request is then the API's). `siteDir` is a built site to serve instead of the
 * package's (dist/site/, or the single executable's copy of it: src/contract/package-files.ts).
 */
export function docsAnswer(method: string, url: string, siteDir?: string): DocsAnswer | Promise<DocsAnswer> | undefined {
  // Only the raw path counts: no Host header or base is trusted, and dot segments are removed here.
  const pathname = new URL(url, "http://docs.invalid").pathname;
  if (pathname !== docsPrefix && !pathname.startsWith(`${docsPrefix}/`)) return undefined;
  if (method !== "GET" && method !== "HEAD")
    return text(405, `${method} is not served under ${docsPrefix}: the reference is read-only`, { allow: "GET, HEAD" });
  // Relative links of the pages resolve against the folder, so the folder's address ends with a slash.
  if (pathname === docsPrefix) return { status: 308, headers: { location: `${docsPrefix}/`, "content-length": "0" }, body: "" };

  const segments: string[] = [];
  for (const raw of pathname.slice(docsPrefix.length + 1).split("/")) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return text(400, `${pathname} is not a valid path`);
    }
    // An encoded separator or a dot segment could name a file outside the site.
    if (/[/\\\0]/.test(segment) || segment === "." || segment === "..") return text(400, `${pathname} names a file outside the reference`);
    segments.push(segment);
  }
  if (segments.at(-1) === "") segments[segments.length - 1] = "index.html";

  const contract = segments.length === 2 && segments[0] === "openapi" ? segments[1]!.match(/^(.+)\.json$/)?.[1] : undefined;
  if (contract !== undefined && isApiId(contract)) {
    const answer = () => file(method, contractsForRedoc(contract), contentTypes[".json"]!);
    // The contract of an API this process does not serve is loaded when its page asks for it.
    return contractModules.has(contract) ? answer() : contractModules.load([contract]).then(answer);
  }

  const read = (path: string) => (siteDir === undefined ? distFile("site", path) : fileWithin(siteDir, path));
  if (read("index.html") === undefined) return text(404, notBuilt);
  const notAPage = () => text(404, `${pathname} is not a page of the reference; the index is ${docsPrefix}/`);
  const type = contentTypes[extname(segments.at(-1)!).toLowerCase()];
  if (!type) return notAPage();
  const path = segments.join("/");
  const plain = read(path);
  if (plain) return file(method, plain, type);
  // A large file (Redoc's script) is kept gzipped in the package, a quarter of its size on disk.
  const gzipped = read(`${path}.gz`);
  return gzipped ? file(method, gunzipSync(gzipped), type) : notAPage();
}

function file(method: string, body: Buffer, type: string): DocsAnswer {
  return {
    status: 200,
    headers: {
      "content-type": type,
      "content-length": String(body.length),
      "cache-control": "no-cache",
      "x-content-type-options": "nosniff",
    },
    body: method === "HEAD" ? "" : body,
  };
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

function text(status: number, message: string, headers: Record<string, string> = {}): DocsAnswer {
  const body = `${message}\n`;
  return {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "content-length": String(Buffer.byteLength(body)), ...headers },
    body,
  };
}
