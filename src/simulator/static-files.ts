/**
 * A folder of the package's built files served read-only under a path prefix, on each API's port:
 * the rendered reference at /__docs (docs-route.ts) and the console at /__console
 * (console-route.ts). Only files of the folder are served; a path that names anything outside it
 * (an encoded separator, a dot segment, a link leading out) is refused. The files are read through
 * src/contract/package-files.ts, from dist/ or from the single executable's assets.
 */
import { extname } from "node:path";
import { gunzipSync } from "node:zlib";
import { distFile, fileWithin, type ServedFolder } from "../contract/package-files.js";

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
  /** A file of the built folder by its path there (`/` between folders), or undefined where it has none. */
  read(path: string): Buffer | undefined;
  /** What a clone that has not built it is told. */
  notBuilt: string;
  /** An answer made rather than read (the reference's contracts), by the path's segments. */
  made?(segments: readonly string[]): Buffer | Promise<Buffer> | undefined;
}

/** The answer to a request under the folder's prefix, or undefined when the URL is not under it. */
export function folderAnswer(
  folder: Folder,
  method: string,
  url: string,
  acceptEncoding?: string,
): StaticAnswer | Promise<StaticAnswer> | undefined {
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
  if (made) {
    const type = contentTypes[extname(segments.at(-1)!)] ?? contentTypes[".json"]!;
    return made instanceof Promise ? made.then((body) => file(method, body, type)) : file(method, made, type);
  }

  const { read } = folder;
  if (read("index.html") === undefined) return text(404, folder.notBuilt);
  const notAFile = () => text(404, `${pathname} is not a file of ${prefix}/; its index is ${prefix}/`);
  const type = contentTypes[extname(segments.at(-1)!).toLowerCase()];
  if (!type) return notAFile();
  const path = segments.join("/");
  const plain = read(path);
  if (plain) return file(method, plain, type);
  // A large file (Redoc's script) is kept gzipped in the package, a quarter of its size on disk:
  // served as it is to a client that takes gzip (every browser), unpacked once for one that does not.
  const gzipped = read(`${path}.gz`);
  if (!gzipped) return notAFile();
  if (takesGzip(acceptEncoding)) return file(method, gzipped, type, { "content-encoding": "gzip", vary: "accept-encoding" });
  return file(method, unpacked(`${prefix}/${path}.gz`, gzipped), type, { vary: "accept-encoding" });
}

/** Whether an Accept-Encoding takes gzip (by name or `*`, with a weight above 0). */
function takesGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? "").split(",").some((part) => {
    const [coding, ...parameters] = part.trim().toLowerCase().split(";");
    const weight = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((q) => q !== undefined);
    return (coding === "gzip" || coding === "*") && (weight === undefined || Number(weight) > 0);
  });
}

// Each gzipped file unpacked, by its path and packed bytes: unpacked once, not for every client.
const unpackedFiles = new Map<string, { packed: Buffer; bytes: Buffer }>();
function unpacked(path: string, packed: Buffer): Buffer {
  const known = unpackedFiles.get(path);
  if (known?.packed.equals(packed)) return known.bytes;
  const bytes = gunzipSync(packed);
  unpackedFiles.set(path, { packed, bytes });
  return bytes;
}

/** How a folder of dist/ is read: from the package (or the executable), or from `dir` in its place (a test's). */
export function readerOf(folder: ServedFolder, dir?: string): (path: string) => Buffer | undefined {
  return dir === undefined ? (path) => distFile(folder, path) : (path) => fileWithin(dir, path);
}

function file(method: string, body: Buffer, type: string, headers: Record<string, string> = {}): StaticAnswer {
  return {
    status: 200,
    headers: {
      "content-type": type,
      "content-length": String(body.length),
      "cache-control": "no-cache",
      "x-content-type-options": "nosniff",
      ...headers,
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
