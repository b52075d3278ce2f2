/**
 * The rendered reference (`npm run docs` builds it into site/) at /__docs on each API's port, so
 * that `npm start` shows it next to the APIs. Only files of the site folder are served, read-only;
 * a path that names anything outside it is refused.
 */
import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import { dirname, extname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

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
};

const notBuilt = "The reference is not built: run `npm run docs` in the repository, then reload.";

/**
 * The answer to a request for the rendered reference, or undefined when the URL is not under
 * /__docs (the request is then the API's). `siteDir` is the built site (site/ of the repository by default).
 */
export function docsAnswer(method: string, url: string, siteDir: string | undefined = defaultSiteDir()): DocsAnswer | undefined {
  // Only the raw path counts: no Host header or base is trusted, and dot segments are removed here.
  const pathname = new URL(url, "http://docs.invalid").pathname;
  if (pathname !== docsPrefix && !pathname.startsWith(`${docsPrefix}/`)) return undefined;
  if (method !== "GET" && method !== "HEAD") return text(405, `${method} is not served under ${docsPrefix}: the reference is read-only`, { allow: "GET, HEAD" });
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

  if (!siteDir || !existsSync(join(siteDir, "index.html"))) return text(404, notBuilt);
  const root = realpathSync(siteDir);
  // Where the path leads once links are followed: a link inside the site may point anywhere.
  const file = realPath(resolve(root, ...segments));
  const type = file === undefined ? undefined : contentTypes[extname(file).toLowerCase()];
  if (file === undefined || !file.startsWith(`${root}${sep}`) || !type || !isFile(file)) return text(404, `${pathname} is not a page of the reference; the index is ${docsPrefix}/`);
  const body = readFileSync(file);
  return {
    status: 200,
    headers: { "content-type": type, "content-length": String(body.length), "cache-control": "no-cache", "x-content-type-options": "nosniff" },
    body: method === "HEAD" ? "" : body,
  };
}

function text(status: number, message: string, headers: Record<string, string> = {}): DocsAnswer {
  const body = `${message}\n`;
  return { status, headers: { "content-type": "text/plain; charset=utf-8", "content-length": String(Buffer.byteLength(body)), ...headers }, body };
}

function realPath(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

let foundSiteDir: string | undefined | null = null;

/** site/ beside the first package.json above this module (src/ or dist/src/ of the repository); looked for once, when first asked. */
function defaultSiteDir(): string | undefined {
  if (foundSiteDir !== null) return foundSiteDir;
  foundSiteDir = undefined;
  for (let folder = dirname(fileURLToPath(import.meta.url)); ; folder = dirname(folder)) {
    if (existsSync(join(folder, "package.json"))) return (foundSiteDir = join(folder, "site"));
    if (dirname(folder) === folder) return undefined;
  }
}
