/**
 * A browser application's bundle and a context with only the web's globals, for the suites that
 * check what runs in a browser: esbuild bundles for the browser platform with every `node:` module
 * left out, so that an import of one shows in `imports`.
 */
import { createContext, type Context } from "node:vm";
import { build } from "esbuild";
import { packageRoot } from "../../src/contract/files.js";

/** The bundle of `contents` (an entry importing the package by its name), exposing its exports as `app`. */
export async function bundleForBrowser(contents: string, sourcefile = "app.js"): Promise<{ code: string; imports: string[] }> {
  const result = await build({
    stdin: { contents, resolveDir: packageRoot, sourcefile },
    bundle: true,
    write: false,
    platform: "browser",
    format: "iife",
    globalName: "app",
    external: ["node:*"],
    metafile: true,
    logLevel: "silent",
  });
  const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports.map((item) => item.path));
  return { code: result.outputFiles[0]!.text, imports };
}

/** The globals a browser page has, and nothing of Node's; `extra` adds some (fetch, for a page that calls a server). */
export function browserContext(extra: Record<string, unknown> = {}): Context {
  return createContext({
    URL,
    URLSearchParams,
    Headers,
    Request,
    Response,
    FormData,
    Blob,
    TextEncoder,
    TextDecoder,
    ReadableStream,
    AbortController,
    AbortSignal,
    setTimeout,
    clearTimeout,
    queueMicrotask,
    structuredClone,
    btoa,
    atob,
    crypto,
    performance,
    ...extra,
  });
}
