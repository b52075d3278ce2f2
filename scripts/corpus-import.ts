/**
 * npm run corpus:import -- <file.har> <entry index | operationId>... [--request] [--response] [--name <what>]
 *
 * Turns recorded exchanges (a HAR file, as `proxy --record` writes it) into cases of the
 * real-payload corpus, test/fixtures/real/<api>/<operationId>.<what>.json, in its format (the
 * README there): the answer by default, the request with --request, both with both flags. An entry
 * index picks that entry, an operationId every entry of that operation. Each case's `source` names
 * the recording, the entry, the upstream URL and the date it was recorded. `<what>` is --name, or
 * `recorded-<status>` for an answer and `request-recorded` for a request; a file that exists is
 * never replaced (a number is added). Each case is checked against its contract at once, and a
 * refusal printed: the corpus test will fail on it until the contract, or a `refuse` member, says why.
 * Exit 0 when every case was written and is valid, 1 when one is refused, 2 on a usage error.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { stringify } from "lossless-json";
import type { Entry } from "har-format";
import { isApiId, type ApiId } from "../src/contract/apis.js";
// Every API loaded ahead: run from the sources by tsx, the package cannot require a generated module when first needed.
import "../src/simulator/every-api.js";
import { operationIndex } from "../src/contract/documents.js";
import {
  entryPath,
  entryRequest,
  entryResponse,
  HarFormatError,
  readHar,
  truncatedBodies,
  type RecordedEntry,
} from "../src/contract/har.js";
import { credentialRuleOf } from "../src/contract/redaction.js";
import { parseExactJson } from "../src/contract/exact-json.js";
import { packageRoot } from "../src/contract/files.js";
import { createValidator } from "../src/contract/validate.js";

export interface CorpusCase {
  source: string;
  method: string;
  url: string;
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface ImportOptions {
  /** The HAR file. */
  file: string;
  /** Entry indexes (as text) or operationIds. */
  select: string[];
  parts?: { request?: boolean; response?: boolean };
  name?: string;
  /** The API of entries without `_api`. */
  api?: ApiId;
  /** The corpus's folder (test/fixtures/real), which holds one folder per API. */
  root?: string;
}

export interface Imported {
  path: string;
  /** The contract's problems with the case; empty when it accepts it. */
  problems: string[];
}

export class ImportError extends Error {}

/** Writes the cases; throws ImportError for a file, selection or entry that cannot give one. */
export function importCorpusCases(options: ImportOptions): Imported[] {
  const { file, select, name, root = join(packageRoot, "test", "fixtures", "real") } = options;
  const parts = options.parts?.request || options.parts?.response ? options.parts : { response: true };
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new ImportError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const { entries } = readHar(text);
  const chosen = new Set<number>();
  for (const selector of select) {
    const found = /^\d+$/.test(selector)
      ? Number(selector) < entries.length
        ? [Number(selector)]
        : []
      : entries.flatMap((entry, index) => (operationOf(entry, apiOf(entry, index, options.api)) === selector ? [index] : []));
    if (found.length === 0)
      throw new ImportError(`${selector} names no entry of ${file} (${entries.length} entries; an index from 0, or an operationId)`);
    for (const index of found) chosen.add(index);
  }
  const written: Imported[] = [];
  for (const index of [...chosen].sort((a, b) => a - b)) {
    const entry = entries[index]!;
    const api = apiOf(entry, index, options.api);
    const operationId = operationOf(entry, api);
    if (!operationId)
      throw new ImportError(`entry ${index} (${entry.request.method} ${entryPath(entry)}) is no operation of the ${api} contract`);
    const source = `recorded through the validating proxy: ${basename(file)}, entry ${index}, ${entry.request.method} ${entry.request.url}, on ${entry.startedDateTime}`;
    for (const part of (["request", "response"] as const).filter((wanted) => parts[wanted])) {
      const made = corpusCase(entry, index, api, part, source);
      const what = name ?? (part === "request" ? "request-recorded" : `recorded-${entry.response.status}`);
      const path = freePath(join(root, api), operationId, what);
      mkdirSync(join(root, api), { recursive: true });
      writeFileSync(path, `${stringify(made, undefined, 2)}\n`);
      const message = { method: made.method, url: made.url, headers: made.headers, body: made.body };
      const result =
        part === "request"
          ? createValidator(api).validateRequest(message)
          : createValidator(api).validateResponse({ ...message, status: made.status! });
      written.push({ path, problems: result.problems.map((problem) => problem.message) });
    }
  }
  return written;
}

function apiOf(entry: Entry, index: number, fallback: ApiId | undefined): ApiId {
  const api = (entry as Partial<RecordedEntry>)._api ?? fallback;
  if (api === undefined) throw new ImportError(`entry ${index} names no API (_api): give --api`);
  if (!isApiId(api)) throw new ImportError(`entry ${index}: "${String(api)}" is not an API of this package`);
  return api;
}

/** The entry's operation: as the proxy recorded it, or as the contract matches its request. */
function operationOf(entry: Entry, api: ApiId): string | undefined {
  const recorded = (entry as Partial<RecordedEntry>)._operationId;
  return typeof recorded === "string" ? recorded : operationIndex(api).match(entry.request.method, entryPath(entry)).entry?.operationId;
}

/**
 * One side of an entry in the corpus's format: the headers that matter for validation only (the
 * content type, and the headers the operation declares, credentials never), the body parsed when
 * it is JSON.
 */
function corpusCase(entry: Entry, index: number, api: ApiId, part: "request" | "response", source: string): CorpusCase {
  const truncated = truncatedBodies(entry)[part];
  if (truncated) throw new ImportError(`entry ${index}: its ${part} body was cut at the recording's bound; a corpus case needs it whole`);
  const message = part === "request" ? entryRequest(entry) : entryResponse(entry);
  const base64 =
    part === "request"
      ? (entry.request.postData as { _encoding?: string } | undefined)?._encoding === "base64"
      : entry.response.content.encoding === "base64";
  if (base64) throw new ImportError(`entry ${index}: its ${part} body is not text; the corpus holds JSON and text bodies`);
  const operation = operationIndex(api).match(entry.request.method, message.url).entry!;
  const declared = new Set(
    part === "request"
      ? operation.parameters.filter((parameter) => parameter.in === "header").map((parameter) => parameter.name.toLowerCase())
      : Object.keys(operationIndex(api).response(operation, entry.response.status)?.response.headers ?? {}).map((header) =>
          header.toLowerCase(),
        ),
  );
  declared.add("content-type");
  const credentials = credentialRuleOf(api).headers;
  const headers = Object.fromEntries(
    Object.entries(message.headers as Record<string, string>).filter(([header]) => declared.has(header) && !credentials.has(header)),
  );
  const text = message.body as string | undefined;
  const contentType = headers["content-type"] ?? "";
  let body: unknown = text;
  if (text !== undefined && /\bjson\b/i.test(contentType)) {
    try {
      body = parseExactJson(text);
    } catch {
      throw new ImportError(`entry ${index}: its ${part} body is not valid JSON`);
    }
  }
  return {
    source,
    method: entry.request.method.toUpperCase(),
    url: message.url,
    ...(part === "response" ? { status: entry.response.status } : {}),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(body === undefined ? {} : { body }),
  };
}

function freePath(folder: string, operationId: string, what: string): string {
  for (let count = 1; ; count++) {
    const path = join(folder, `${operationId}.${what}${count === 1 ? "" : `-${count}`}.json`);
    if (!existsSync(path)) return path;
  }
}

const usage =
  "usage: npm run corpus:import -- <file.har> <entry index | operationId>... [--request] [--response] [--name <what>] [--api <api>]";

export function main(args: string[]): number {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        request: { type: "boolean" },
        response: { type: "boolean" },
        name: { type: "string" },
        api: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    console.error(`corpus:import: ${(error as Error).message}\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const [file, ...select] = positionals;
  if (file === undefined || select.length === 0) {
    console.error(`corpus:import: give a HAR file and at least one entry index or operationId\n${usage}`);
    return 2;
  }
  if (values.api !== undefined && !isApiId(values.api)) {
    console.error(`corpus:import: unknown API "${values.api}"`);
    return 2;
  }
  if (values.name !== undefined && !/^[a-z0-9][a-z0-9-]*$/.test(values.name)) {
    console.error(
      `corpus:import: --name takes lower-case words joined by hyphens (the <what> of <operationId>.<what>.json), not "${values.name}"`,
    );
    return 2;
  }
  let written: Imported[];
  try {
    written = importCorpusCases({
      file,
      select,
      name: values.name,
      api: values.api as ApiId | undefined,
      parts: { request: values.request, response: values.response },
    });
  } catch (error) {
    if (!(error instanceof ImportError || error instanceof HarFormatError)) throw error;
    console.error(`corpus:import: ${(error as Error).message}`);
    return 2;
  }
  for (const { path, problems } of written) {
    console.log(
      `wrote ${relative(process.cwd(), path)}${problems.length === 0 ? "" : `; the contract refuses it:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`}`,
    );
  }
  console.log(
    "Review each case (values, personal data), then update the count of real payloads in README.md, which test/real-payloads.test.ts checks.",
  );
  return written.some(({ problems }) => problems.length > 0) ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = main(process.argv.slice(2));
}
