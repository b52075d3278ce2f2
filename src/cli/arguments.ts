/** What every command of the command-line tool shares: its name, its usage texts, reading arguments and files, and the usage error (exit 2). */
import { readFileSync } from "node:fs";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { apiIds, getApi, isApiId, type ApiId } from "../contract/apis.js";
import { didYouMean } from "../contract/closest.js";
import { redactUserinfo } from "../contract/redaction.js";
import { upstreamBase } from "../servers/forward.js";
import { deprecatedSeedVariables } from "../simulator/seeds.js";

export const name = "vendor-api-contracts";

/** A command misused: its message (one line, pointing to the command's help when `command` is given) and exit code 2. */
export class UsageError extends Error {
  constructor(message: string, command?: string) {
    super(command === undefined ? message : `${message} (see '${name}${command === "main" ? "" : ` ${command}`} --help')`);
  }
}

export const usage: Record<string, string> = {
  main: `usage: ${name} <command> [options]

commands:
  serve [api...]                          serve the simulator of every API (or the APIs named);
                                          --engine prism serves Prism's mocks instead
  mock [api...]                           serve Prism's mocks (serve --engine prism)
  proxy <api> <upstream-url>              validating proxy in front of a server of the API;
                                          --record <file.har> records every exchange
  validate <api> <file|->                 validate a JSON payload against the contract
  validate --har <file.har>               re-check a recording against the current contracts
  list [api...]                           list the operations of each API
  health [url...]                         whether the simulator answers at each URL (/__health)

APIs: ${apiIds.join(", ")}
Run '${name} <command> --help' for a command's options; '${name} --version' for the version.`,
  serve: `usage: ${name} serve [api...] [--host 127.0.0.1] [--port N] [--engine simulator|prism] [--strict]
                       [--tls | --tls-cert <file> --tls-key <file>]
                       [--seed <file>] [--fault <api>:<rule>]... [--response-header <api>:<Name>=<value>]...
                       [--response-header-name <api>:<Name>=<name>]...
                       [--allowed-host <name>]... [--control-token <token>] [--journal-size N] [--quiet] [--no-cors]
                       [--ready-file <path>]
                       [--replay <file.har>]... [--replay-strict] [--replay-ignore <name>]...
                       [--upstream <api>=<url>]... [--forward <operationId,...>]...

Serves every API (or the APIs named) from one process, each on its own port:
${apiIds.map((id) => `  ${id.padEnd(18)} ${getApi(id).port}`).join("\n")}
  --engine simulator  the stateful simulator (the default): imports progress, contexts expire,
                      state is kept; its control API is under /__control on each port
  --engine prism      Prism's mocks, which answer from the contracts' examples without state
  --host H            the address to listen on (127.0.0.1). Beyond loopback the simulator's
                      control API requires the control token it prints at start
  --port N            the first API's port; the others follow it (0 picks free ports)
  --strict            check every answer of the simulator against its contract (a violation is a 500)
  --tls               serve the simulator over https, with a certificate made at start for
                      127.0.0.1, ::1 and localhost (valid a week; its key is kept in memory only),
                      written to a file whose path is printed, for clients to trust; removed at stop
  --tls-cert <file> --tls-key <file>
                      serve the simulator over https with a certificate and private key of one's
                      own (PEM files; both or neither)
  --seed <file>       the simulator's seed data: a JSON object keyed by API id, each value the seed
                      of that API (what POST /__control/seed takes); reset goes back to it
  --fault <api>:<rule>  a fault of the simulator (repeatable), armed at start and after each reset:
                      key=value pairs joined by commas, of operationId, status, example, retryAfter,
                      delayMs, drop, count, after, share (docs/simulator/README.md, "Faults"), e.g.
                      code-hosting:operationId=getImportStatus,status=503,count=2  search:status=429,share=0.1
  --response-header   add a header to every answer of an API (repeatable), for a header an official
                      client insists on whose name carries a vendor's name, so not in the contract
  --response-header-name <api>:<Name>=<name>
                      send a header of the contract whose name holds a neutral word under the name
                      an official client reads (repeatable): the same name with the vendor's word in
                      place of the neutral one, e.g. event-management:X-Vendor-Id=X-<word>-Id
  --allowed-host <name>  a host name (repeatable) at which the simulator's control API answers and
                      which its answers' URLs name, besides loopback names, IP addresses and --host;
                      a request naming any other host (a page on a name rebound to this machine) is
                      refused by the control API
  --control-token <token>  the token the control API requires (in the header
                      x-simulator-control-token), on loopback too; by default none on loopback, and
                      beyond it one made up at start and printed. SIMULATOR_CONTROL_TOKEN gives it
                      where arguments cannot be given (a container)
  --journal-size N    the requests each API's journal keeps for tests to read (GET /__control/requests;
                      10000 by default); 0 keeps none
  --quiet             no line per request (by default: API, method, path, status, time,
                      operationId, and each contract violation)
  --no-cors           no CORS headers (by default any origin may call, as with Prism's mock)
  --ready-file <path>  once every API listens, write <path>: JSON of the process id and each API's
                      URL (and the certificate to trust, the control token made up at start),
                      written whole at once and removed at stop; the last line printed at start,
                      "... running. Press Ctrl-C to stop.", follows it (docs/cli.md)
  --replay <file.har> answer the requests a recording (proxy --record) holds with the recorded
                      answers, the rest from the simulator (repeatable); matched by operation,
                      path parameters, query, declared header parameters and body, credentials
                      left out; a request recorded several times gets its answers in recorded
                      order, the last one again after them (docs/recording.md)
  --replay-strict     refuse a request no recording holds (404 naming the closest recorded one)
  --replay-ignore <name>  leave a query or header parameter, or a body member, out of matching
                      (repeatable): a timestamp or an id the client makes up each run
  --upstream <api>=<url>  the upstream (the real service) of an API (repeatable, one per API)
  --forward <operationId,...>  operations forwarded to their API's upstream, their answers checked
                      against the contract (a violation is a 500 with --strict); the rest simulated
Environment (deprecated, use --seed):
${deprecatedSeedVariables.map(({ variable, api, file }) => `  ${variable}=<file>  the seed of ${api} from ${file}`).join("\n")}
Ctrl-C or SIGTERM stops them, and so does the end of the process that started the command
(an npx wrapper killed leaves no server listening).`,
  mock: `usage: ${name} mock [api...] [options of serve]

Serves Prism's mocks: the same as '${name} serve --engine prism'. See '${name} serve --help'.`,
  proxy: `usage: ${name} proxy <api> <upstream-url> [--host 127.0.0.1] [--port N] [--record <file.har> [--record-overwrite]] [--quiet]
                       [--ready-file <path>]

Forwards every request to <upstream-url> (the service's base URL) and prints each request and
response that breaks the API's contract; answers pass through unchanged, the violations also in
the sl-violations header. The port defaults to the API's own port plus 1000 (${apiIds.map((id) => getApi(id).port + 1000).join(", ")}),
so that the proxy can sit in front of 'serve' on the same machine. An unreachable upstream, or an
answer larger than 64 MiB, is answered with 502; one that takes longer than 30 s with 504. One
line per request is printed unless --quiet; violations always.
  --record <file.har>  write every exchange the upstream answered to a HAR 1.2 file, each entry
                      written as it comes (the file valid after each write), with its operationId
                      and contract problems; credentials are [redacted], bodies past 1 MiB cut and
                      marked. A file that exists, or cannot be written, is refused at start (exit
                      2); a failed write later is reported and the proxy goes on (docs/recording.md)
  --record-overwrite   replace the --record file where it exists
  --ready-file <path>  once the proxy listens, write <path> (as serve --ready-file: its process id
                      and URL); it stops at Ctrl-C, SIGTERM, or the end of the process that started it`,
  validate: `usage: ${name} validate <api> <file|-> --method M --path P --status S
       ${name} validate <api> <file|-> --request --method M --path P [--content-type T]
       ${name} validate [<api>] --har <file.har> [--json]

Validates a JSON payload (a file, or - for standard input) as the response of status S, or with
--request as the request body, of the operation that METHOD and PATH (a concrete path such as
/repos/octocat/socm/import, with its query string if any) name.
Exit 0 valid, 1 invalid (the problems are printed), 2 usage error (a path or method of no
operation among them).

With --har, re-checks every entry of a recording (a HAR file, as 'proxy --record' writes) against
the current contracts and prints, per operation, the problems of its requests and answers (drift):
exit 0 when there are none, 1 when there are, 2 when the file is not a HAR. Each entry's API is
its _api member (the proxy records it); the API given first (or --api <api>) names the API of
entries without one. --json prints the report as JSON (docs/recording.md).`,
  health: `usage: ${name} health [url...]

Asks the simulator at each base URL (every API's own port on 127.0.0.1 by default) whether it is
ready, at its readiness endpoint /__health, as a container's HEALTHCHECK does.
Exit 0 when every one answers 200, 1 otherwise.`,
  list: `usage: ${name} list [api...]

Lists the operations of each API (or of the ones named): method, path, operationId, whether it is
deprecated, for code-hosting the permission it requires, and the spec file the operation is
written in (under specs/<api>/).`,
};

type Options = NonNullable<ParseArgsConfig["options"]>;
const helpOption = { help: { type: "boolean", short: "h" } } as const;

/** What `parse` gives a command: its options' values (and `help`) and its positionals. */
type Parsed<O extends Options> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O & typeof helpOption; allowPositionals: true; strict: true }>
>;

/**
 * A command's options and positionals; a misused option is one line naming it (the nearest known
 * option for a misspelt one), not parseArgs's message and the whole usage.
 */
export function parse<const O extends Options>(args: string[], options: O, command: string): Parsed<O> {
  const all = { ...options, ...helpOption };
  const given = withNumberValues(args, all);
  const { tokens } = parseArgs({ args: given, options: all, allowPositionals: true, strict: false, tokens: true });
  for (const token of tokens) {
    if (token.kind !== "option") continue;
    const option = all[token.name];
    if (option === undefined) {
      const known = Object.keys(all).map((flag) => `--${flag}`);
      throw new UsageError(`unknown option ${token.rawName} of ${command}${didYouMean(token.rawName, known)}`, command);
    }
    // A value that starts with a dash is another option, unless given as --name=value.
    if (option.type === "string" && (token.value === undefined || (!token.inlineValue && token.value.startsWith("-"))))
      throw new UsageError(`${token.rawName} needs a value`, command);
    if (option.type === "boolean" && token.value !== undefined)
      throw new UsageError(`${token.rawName} takes no value, not "${token.value}"`, command);
  }
  try {
    return parseArgs({ args: given, options: all, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message.split("\n")[0]!, command);
  }
}

/**
 * `--journal-size -1` read as `--journal-size=-1`: a number after an option that takes a value is
 * that value (parseArgs would call it ambiguous), so that its own check can say what is wrong with it.
 */
function withNumberValues(args: string[], options: Options): string[] {
  const joined: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const flag = /^--([^=]+)$/.exec(args[index]!)?.[1];
    const next = args[index + 1];
    if (args[index] === "--") return [...joined, ...args.slice(index)];
    if (flag !== undefined && options[flag]?.type === "string" && next !== undefined && /^-[\d.]/.test(next)) {
      joined.push(`--${flag}=${next}`);
      index++;
    } else joined.push(args[index]!);
  }
  return joined;
}

export function apiArgument(value: string | undefined, command: string): ApiId {
  if (value === undefined) throw new UsageError(`missing <api>, one of ${apiIds.join(", ")}`, command);
  if (!isApiId(value)) throw new UsageError(unknownApi(value));
  return value;
}

/** The refusal of an API id that is not one: the nearest one, or the list. */
export function unknownApi(value: string): string {
  const near = didYouMean(value, apiIds);
  return `unknown API "${value}"${near || `; known APIs: ${apiIds.join(", ")}`}`;
}

export function portOption(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) > 65535) throw new UsageError(`--port takes a port number, not "${value}"`);
  return Number(value);
}

/** An upstream's base URL, as `proxy` and `serve --upstream` take it: an http(s) URL, else a usage error naming `what`. */
export function upstreamOption(value: string | undefined, what: string): string {
  try {
    if (value === undefined || value === "") throw new Error("missing");
    return upstreamBase(value);
  } catch {
    throw new UsageError(`missing or invalid ${what} (an http:// or https:// URL${value ? `, not "${redactUserinfo(value)}"` : ""})`);
  }
}

/** `--response-header search:X-Name=value`, repeatable, as headers per API. */
export function responseHeaderOption(values: string[]): Partial<Record<ApiId, Record<string, string>>> {
  const headers: Partial<Record<ApiId, Record<string, string>>> = {};
  for (const value of values) {
    const found = /^([\w-]+):([!#$%&'*+.^`|~\w-]+)=(.*)$/.exec(value);
    if (!found) throw new UsageError(`--response-header takes <api>:<Name>=<value>, not "${value}"`);
    const [, api, header, text] = found;
    const id = apiArgument(api, "serve");
    (headers[id] ??= {})[header!.toLowerCase()] = text!;
  }
  return headers;
}

/** Why a file cannot be read, in words, for the errors a user can fix. */
const unreadable: Record<string, string> = {
  ENOENT: "no such file",
  EACCES: "permission denied",
  EISDIR: "it is a folder",
  ENOTDIR: "a folder on its path is a file",
};

/** A file's text, or standard input's for `-`. */
export function readText(file: string): string {
  try {
    return file === "-" ? readFileSync(0, "utf8") : readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === undefined ? (error as Error).message : unreadable[code] ? `${unreadable[code]} (${code})` : code;
    throw new UsageError(`cannot read ${file === "-" ? "standard input" : file}: ${why}`);
  }
}

export function help(command: string): number {
  console.log(usage[command]);
  return 0;
}
