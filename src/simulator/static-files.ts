/**
 * A folder of the package's built files served read-only under a path prefix, on each API's port:
 * the rendered reference at /__docs (docs-route.ts) and the console at /__console
 * (console-route.ts). Only files of the folder are served; a path that names anything outside it
 * (an encoded separator, a dot segment, a link leading out) is refused.
 */
import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import { dirname, extname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";

export interface StaticAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

export const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};

export interface Folder {
  /** The path prefix it is served under (`/__docs`). */
  prefix: string;
  /** The built folder, when the package has one. */
  dir: string | undefined;
  /** What a clone that has not built it is told. */
  notBuilt: string;
  /** An answer made rather than read (the reference's contracts), by the path's segments. */
  made?(segments: readonly string[]): Buffer | undefined;
}

/** The answer to a request under the folder's prefix, or undefined when the URL is not under it. */
export function folderAnswer(folder: Folder, method: string, url: string): StaticAnswer | undefined {
  const { prefix } = folder;
  // Only the raw path counts: no Host header or base is trusted, and dot segments are removed here.
  const pathname = new URL(url, "http://static.invalid").pathname;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return undefined;
  if (method !== "GET" && method !== "HEAD")
    return text(405, `${method} is not served under ${prefix}: it is read-only`, { allow: "GET, HEAD" });
  // Relative links of the pages resolve against the folder, so the folder's address ends with a slash.
  if (pathname === prefix) return { status: 308, headers: { location: `${prefix}/`, "content-length": "0" }, body: "" };

  const segments: string[] = [];
  for (const raw of pathname.slice(prefix.length + 1).split("/")) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return text(400, `${pathname} is not a valid path`);
    }
    // An encoded separator or a dot segment could name a file outside the folder.
    if (/[/\\\0]/.test(segment) || segment === "." || segment === "..") return text(400, `${pathname} names a file outside ${prefix}/`);
    segments.push(segment);
  }
  if (segments.at(-1) === "") segments[segments.length - 1] = "index.html";

  const made = folder.made?.(segments);
  if (made) return file(method, made, contentTypes[extname(segments.at(-1)!)] ?? contentTypes[".json"]!);

  const { dir } = folder;
  if (!dir || !existsSync(join(dir, "index.html"))) return text(404, folder.notBuilt);
  const root = realpathSync(dir);
  const notAFile = () => text(404, `${pathname} is not a file of ${prefix}/; its index is ${prefix}/`);
  const type = contentTypes[extname(segments.at(-1)!).toLowerCase()];
  if (!type) return notAFile();
  // Where the path leads once links are followed: a link inside the folder may point anywhere.
  const inFolder = (path: string) => {
    const real = realPath(path);
    return real !== undefined && real.startsWith(`${root}${sep}`) && isFile(real) ? real : undefined;
  };
  const plain = inFolder(resolve(root, ...segments));
  if (plain) return file(method, readFileSync(plain), type);
  // A large file (Redoc's script) is kept gzipped in the package, a quarter of its size on disk.
  const gzipped = inFolder(`${resolve(root, ...segments)}.gz`);
  return gzipped ? file(method, gunzipSync(readFileSync(gzipped)), type) : notAFile();
}

function file(method: string, body: Buffer, type: string): StaticAnswer {
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

export function text(status: number, message: string, headers: Record<string, string> = {}): StaticAnswer {
  const body = `${message}\n`;
  return {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "content-length": String(Buffer.byteLength(body)), ...headers },
    body,
  };
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

let packageFolder: string | undefined | null = null;

/** A folder of the package's dist/: beside the first package.json above this module (src/ or dist/src/); looked for once, when first asked. */
export function builtFolder(name: string): string | undefined {
  if (packageFolder === null) {
    packageFolder = undefined;
    for (let folder = dirname(fileURLToPath(import.meta.url)); ; folder = dirname(folder)) {
      if (existsSync(join(folder, "package.json"))) {
        packageFolder = folder;
        break;
      }
      if (dirname(folder) === folder) break;
    }
  }
  return packageFolder === undefined ? undefined : join(packageFolder, "dist", name);
}
