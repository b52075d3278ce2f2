/**
 * The package's command-line tool: serve mocks, run a validating proxy, validate payloads, list
 * operations. Exit codes: 0 success or valid, 1 invalid payload, 2 usage error.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { createSecureContext } from "node:tls";
import { pathToFileURL } from "node:url";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { apiIds, getApi, isApiId, type ApiId } from "../contract/apis.js";
import { errorAnswersOf } from "../contract/error-answers.js";
import { operationIndex } from "../contract/documents.js";
import { packageRoot } from "../contract/files.js";
import { violationLine } from "../servers/http.js";
import type { RunningServer } from "../servers/mock-server.js";
import type { SimulatorOptions } from "../simulator/sockets.js";
import { deprecatedSeedVariables, parseSeeds, type SeedsByApi } from "../simulator/seeds.js";
import { FaultRuleError, Faults, parseFaultRule, type FaultRule } from "../simulator/faults.js";
import { packageVersion } from "../contract/version.js";

const name = "vendor-api-contracts";

class UsageError extends Error {}

const usage: Record<string, string> = {
  main: `usage: ${name} <command> [options]

commands:
  serve [api...]                          serve the simulator of every API (or the APIs named);
                                          --engine prism serves Prism's mocks instead
  mock [api...]                           serve Prism's mocks (serve --engine prism)
  proxy <api> <upstream-url>              validating proxy in front of a server of the API
  validate <api> <file|->                 validate a JSON payload against the contract
  list [api...]                           list the operations of each API

APIs: ${apiIds.join(", ")}
Run '${name} <command> --help' for a command's options; '${name} --version' for the version.`,
  serve: `usage: ${name} serve [api...] [--host 127.0.0.1] [--port N] [--engine simulator|prism] [--strict]
                       [--tls | --tls-cert <file> --tls-key <file>]
                       [--seed <file>] [--fault <api>:<rule>]... [--response-header <api>:<Name>=<value>]...
                       [--allowed-host <name>]... [--quiet] [--no-cors]

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
  --allowed-host <name>  a host name (repeatable) at which the simulator's control API answers and
                      which its answers' URLs name, besides loopback names, IP addresses and --host;
                      a request naming any other host (a page on a name rebound to this machine) is
                      refused by the control API
  --quiet             no line per request (by default: API, method, path, status, time,
                      operationId, and each contract violation)
  --no-cors           no CORS headers (by default any origin may call, as with Prism's mock)
Environment (deprecated, use --seed):
${deprecatedSeedVariables.map(({ variable, api, file }) => `  ${variable}=<file>  the seed of ${api} from ${file}`).join("\n")}
Ctrl-C stops them.`,
  mock: `usage: ${name} mock [api...] [options of serve]

Serves Prism's mocks: the same as '${name} serve --engine prism'. See '${name} serve --help'.`,
  proxy: `usage: ${name} proxy <api> <upstream-url> [--host 127.0.0.1] [--port N] [--quiet]

Forwards every request to <upstream-url> (the service's base URL) and prints each request and
response that breaks the API's contract; answers pass through unchanged, the violations also in
the sl-violations header. The port defaults to the API's own port plus 1000 (${apiIds.map((id) => getApi(id).port + 1000).join(", ")}),
so that the proxy can sit in front of 'serve' on the same machine. An unreachable upstream, or an
answer larger than 64 MiB, is answered with 502; one that takes longer than 30 s with 504. One
line per request is printed unless --quiet; violations always.`,
  validate: `usage: ${name} validate <api> <file|-> --method M --path P --status S
       ${name} validate <api> <file|-> --request --method M --path P [--content-type T]

Validates a JSON payload (a file, or - for standard input) as the response of status S, or with
--request as the request body, of the operation that METHOD and PATH (a concrete path such as
/repos/octocat/socm/import, with its query string if any) name.
Exit 0 valid, 1 invalid (the problems are printed), 2 usage error (a path or method of no
operation among them).`,
  list: `usage: ${name} list [api...]

Lists the operations of each API (or of the ones named): method, path, operationId, whether it is
deprecated, for code-hosting the permission it requires, and the spec file the operation is
written in (under specs/<api>/).`,
};

type Options = NonNullable<ParseArgsConfig["options"]>;
const helpOption = { help: { type: "boolean", short: "h" } } as const;

function parse<const O extends Options>(args: string[], options: O, command: string) {
  try {
    return parseArgs({ args, options: { ...options, ...helpOption }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${usage[command]}`);
  }
}

function apiArgument(value: string | undefined, command: string): ApiId {
  if (value === undefined) throw new UsageError(`missing <api>\n\n${usage[command]}`);
  if (!isApiId(value)) throw new UsageError(`unknown API "${value}"; known APIs: ${apiIds.join(", ")}`);
  return value;
}

function portOption(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) > 65535) throw new UsageError(`--port takes a port number, not "${value}"`);
  return Number(value);
}

/** `--response-header search:X-Name=value`, repeatable, as headers per API. */
function responseHeaderOption(values: string[]): Partial<Record<ApiId, Record<string, string>>> {
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
const unreadable: Record<string, string> = { ENOENT: "no such file", EACCES: "permission denied", EISDIR: "it is a folder", ENOTDIR: "a folder on its path is a file" };

/** A file's text, or standard input's for `-`. */
function readText(file: string): string {
  try {
    return file === "-" ? readFileSync(0, "utf8") : readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === undefined ? (error as Error).message : unreadable[code] ? `${unreadable[code]} (${code})` : code;
    throw new UsageError(`cannot read ${file === "-" ? "standard input" : file}: ${why}`);
  }
}

/**
 * `--tls`, or `--tls-cert <file> --tls-key <file>` for a pair of one's own, as the simulator's tls
 * option; a pair OpenSSL cannot serve with is refused here, naming the flags.
 */
function tlsOption(made: boolean | undefined, certFile: string | undefined, keyFile: string | undefined): SimulatorOptions["tls"] {
  if ((certFile === undefined) !== (keyFile === undefined)) {
    throw new UsageError(`${certFile === undefined ? "--tls-key needs --tls-cert" : "--tls-cert needs --tls-key"}: give both, or --tls alone for a certificate made at start`);
  }
  if (certFile === undefined || keyFile === undefined) return made ? true : undefined;
  const read = (flag: string, file: string) => {
    try {
      return readText(file);
    } catch (error) {
      throw new UsageError(`${flag}: ${(error as Error).message}`);
    }
  };
  const pair = { cert: read("--tls-cert", certFile), key: read("--tls-key", keyFile) };
  try {
    createSecureContext(pair);
  } catch (error) {
    throw new UsageError(`--tls-cert/--tls-key: ${certFile} and ${keyFile} are not a PEM certificate and its private key (${(error as Error).message})`);
  }
  return pair;
}

/**
 * `--fault <api>:<rule>` (repeatable), by API, each rule checked against the API's contract here,
 * so that a refusal names the flag's value; only the APIs served may be named.
 */
function faultOption(values: string[], served: readonly ApiId[]): Partial<Record<ApiId, FaultRule[]>> {
  const faults: Partial<Record<ApiId, FaultRule[]>> = {};
  for (const value of values) {
    const [api, text] = [value.slice(0, value.indexOf(":")), value.slice(value.indexOf(":") + 1)];
    if (!value.includes(":") || api === "") throw new UsageError(`--fault takes <api>:<rule>, for example code-hosting:status=503,count=2; not "${value}"`);
    if (!isApiId(api)) throw new UsageError(`--fault ${value}: unknown API "${api}"; known APIs: ${apiIds.join(", ")}`);
    if (!served.includes(api)) throw new UsageError(`--fault ${value}: ${api} is not served; the APIs served are ${served.join(", ")}`);
    try {
      const rule = parseFaultRule(text);
      new Faults(operationIndex(api), errorAnswersOf(api)).add(rule);
      (faults[api] ??= []).push(rule);
    } catch (error) {
      throw new UsageError(`--fault ${value}: ${(error as Error).message.replace(/^faults: /, "")}`);
    }
  }
  return faults;
}

/**
 * `--seed <file>`, which may give seeds of the APIs served only, and the deprecated environment
 * variables for the APIs served that it gives no seed.
 */
function seedsOption(file: string | undefined, served: readonly ApiId[]): SeedsByApi {
  let seeds: SeedsByApi = {};
  if (file !== undefined) {
    try {
      seeds = parseSeeds(readText(file), file);
    } catch (error) {
      throw new UsageError(`--seed: ${(error as Error).message}`);
    }
    const unserved = Object.keys(seeds).filter((api) => !served.includes(api as ApiId));
    if (unserved.length > 0) throw new UsageError(`--seed: ${file} seeds ${unserved.join(", ")}, which ${unserved.length === 1 ? "is" : "are"} not served; the APIs served are ${served.join(", ")}`);
  }
  for (const { variable, api, seed } of deprecatedSeedVariables) {
    const named = process.env[variable];
    if (!named || !served.includes(api) || seeds[api] !== undefined) continue;
    try {
      seeds[api] = seed(named, readText(named));
    } catch (error) {
      throw new UsageError(`${variable}: ${(error as Error).message}`);
    }
  }
  return seeds;
}

/** Keeps servers running until Ctrl-C (or SIGTERM), then stops them. */
function serveUntilStopped(servers: RunningServer[]): Promise<number> {
  return new Promise((resolve) => {
    const stop = () => {
      Promise.allSettled(servers.map((server) => server.stop())).then(() => resolve(0));
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
}

async function serve(args: string[], command: "serve" | "mock"): Promise<number> {
  const { values, positionals } = parse(
    args,
    {
      host: { type: "string" },
      port: { type: "string" },
      engine: { type: "string" },
      strict: { type: "boolean" },
      tls: { type: "boolean" },
      "tls-cert": { type: "string" },
      "tls-key": { type: "string" },
      seed: { type: "string" },
      fault: { type: "string", multiple: true },
      "response-header": { type: "string", multiple: true },
      "allowed-host": { type: "string", multiple: true },
      quiet: { type: "boolean" },
      "no-cors": { type: "boolean" },
    },
    command,
  );
  if (values.help) return help(command);

  const selected = positionals.length > 0 ? positionals.map((id) => apiArgument(id, command)) : [...apiIds];
  const port = portOption(values.port);
  const engine = values.engine ?? (command === "mock" ? "prism" : "simulator");
  if (engine !== "simulator" && engine !== "prism") throw new UsageError(`--engine is simulator or prism, not "${engine}"`);
  const responseHeaders = responseHeaderOption(values["response-header"] ?? []);
  if (values.seed !== undefined && engine !== "simulator") throw new UsageError("--seed seeds the simulator; Prism's mocks keep no state");
  const seeds = engine === "simulator" ? seedsOption(values.seed, selected) : {};
  if (values.fault !== undefined && engine !== "simulator") throw new UsageError("--fault injects faults into the simulator; Prism's mocks have none");
  const faults = faultOption(values.fault ?? [], selected);
  if ((values.tls || values["tls-cert"] !== undefined || values["tls-key"] !== undefined) && engine !== "simulator") {
    throw new UsageError("--tls, --tls-cert and --tls-key serve the simulator over https; Prism's mocks serve http only");
  }
  const tls = tlsOption(values.tls, values["tls-cert"], values["tls-key"]);
  const allowedHosts = values["allowed-host"] ?? [];
  if (allowedHosts.length > 0 && engine !== "simulator") throw new UsageError("--allowed-host guards the simulator's control API; Prism's mocks have none");
  for (const name of allowedHosts) if (!/^[a-z0-9.-]+$/i.test(name)) throw new UsageError(`--allowed-host takes a host name without port or scheme, not "${name}"`);
  const log = values.quiet ? undefined : (line: string) => console.log(`${new Date().toISOString()} ${line}`);
  const cors = !values["no-cors"];
  const servers: RunningServer[] = [];
  let controlToken: string | undefined;
  let trusted: string | undefined;
  try {
    if (engine === "simulator") {
      const { startSimulator } = await import("../simulator/sockets.js");
      const { applySeeds } = await import("../simulator/seeds.js");
      const simulator = await startSimulator({ apis: selected, host: values.host, port, strict: values.strict, responseHeaders, log, cors, faults, tls, allowedHosts });
      controlToken = simulator.controlToken;
      trusted = simulator.tls ? (simulator.tls.certFile ?? values["tls-cert"]) : undefined;
      servers.push(...Object.entries(simulator.urls).map(([api, url]) => ({ api: api as ApiId, url: url!, stop: simulator.stop, close: simulator.stop })));
      try {
        applySeeds(simulator.services, seeds);
      } catch (error) {
        throw new UsageError(`--seed: ${(error as Error).message}`);
      }
    } else {
      // Loaded per command: Prism is slow to load.
      const { startMockServer } = await import("../servers/mock-server.js");
      for (const [index, api] of selected.entries()) {
        const portOfApi = port === undefined || port === 0 ? port : port + index;
        servers.push(await startMockServer(api, { host: values.host, port: portOfApi, responseHeaders: responseHeaders[api], log, cors }));
      }
    }
  } catch (error) {
    await Promise.allSettled(servers.map((server) => server.stop()));
    if (error instanceof UsageError) throw error;
    if (error instanceof FaultRuleError) throw new UsageError(`--fault: ${error.message}`);
    const message = (error as Error).message;
    throw new Error(message.includes("EADDRINUSE") ? `${message}: is another server already running there?` : message);
  }
  for (const server of servers) console.log(`${server.api.padEnd(18)} ${server.url}`);
  if (controlToken) console.log(`Listening beyond loopback: the control API requires the header x-simulator-control-token: ${controlToken}`);
  if (trusted) {
    console.log(`TLS certificate: ${trusted}${tls === true ? " (made at start for 127.0.0.1, ::1 and localhost; removed at stop)" : ""}`);
    console.log(
      [
        "Trust it in a client:",
        `  curl --cacert ${trusted}`,
        `  SSL_CERT_FILE=${trusted}  (Python's ssl and other OpenSSL clients; gh and other Go programs)`,
        `  REQUESTS_CA_BUNDLE=${trusted}  (Python requests)`,
        `  NODE_EXTRA_CA_CERTS=${trusted}  (Node)`,
      ].join("\n"),
    );
  }
  console.log(`${engine === "simulator" ? "Simulator" : "Prism mocks"} running. Press Ctrl-C to stop.`);
  return serveUntilStopped(engine === "simulator" ? servers.slice(0, 1) : servers);
}

async function proxy(args: string[]): Promise<number> {
  const { values, positionals } = parse(args, { host: { type: "string" }, port: { type: "string" }, quiet: { type: "boolean" } }, "proxy");
  if (values.help) return help("proxy");
  const api = apiArgument(positionals[0], "proxy");
  const upstream = positionals[1];
  if (upstream === undefined || !/^https?:\/\/./.test(upstream)) {
    throw new UsageError(`missing or invalid <upstream-url> (an http:// or https:// URL)\n\n${usage.proxy}`);
  }
  const { startProxyServer } = await import("../servers/proxy.js");
  const server = await startProxyServer(api, upstream, {
    host: values.host,
    port: portOption(values.port) ?? getApi(api).port + 1000,
    log: values.quiet ? undefined : (line) => console.log(`${new Date().toISOString()} ${line}`),
    onViolation: (violation) => console.log(violationLine(api, violation)),
  });
  console.log(`${api} validating proxy on ${server.url} -> ${upstream}. Press Ctrl-C to stop.`);
  return serveUntilStopped([server]);
}

function readPayload(file: string): unknown {
  const text = readText(file);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${file === "-" ? "standard input" : file} is not valid JSON: ${(error as Error).message}`);
  }
}

async function validate(args: string[]): Promise<number> {
  const { values, positionals } = parse(
    args,
    {
      method: { type: "string" },
      path: { type: "string" },
      status: { type: "string" },
      request: { type: "boolean" },
      "content-type": { type: "string" },
    },
    "validate",
  );
  if (values.help) return help("validate");
  const api = apiArgument(positionals[0], "validate");
  const file = positionals[1];
  if (file === undefined) throw new UsageError(`missing <file|->\n\n${usage.validate}`);
  const { method, path, status } = values;
  if (!method || !path) throw new UsageError(`--method and --path are required\n\n${usage.validate}`);
  if (!values.request && (status === undefined || !/^\d{3}$/.test(status))) {
    throw new UsageError(`give --status S (three digits) for a response, or --request for a request body\n\n${usage.validate}`);
  }
  const body = readPayload(file);
  const headers = { "content-type": values["content-type"] ?? "application/json" };
  const { createValidator } = await import("../contract/validate.js");
  const validator = createValidator(api);
  const result = values.request ? validator.validateRequest({ method, url: path, headers, body }) : validator.validateResponse({ method, url: path, status: Number(status), headers, body });
  // A path or method outside the contract names no operation to validate against: the command was misused.
  const unmatched = result.problems.find((problem) => problem.kind === "unknown-path" || problem.kind === "unknown-method");
  if (unmatched) throw new UsageError(`${unmatched.message}; '${name} list ${api}' lists its operations`);
  const where = result.operation ? `${result.operation.operationId} (${result.operation.method} ${result.operation.path})` : `${method} ${path}`;
  if (result.valid) {
    console.log(`valid: ${where}`);
    return 0;
  }
  console.log(`invalid: ${where}`);
  for (const problem of result.problems) console.log(`  - ${problem.message}${problem.pointer ? ` [${problem.pointer}]` : ""} (${problem.rule})`);
  return 1;
}

function list(args: string[]): number {
  const { values, positionals } = parse(args, {}, "list");
  if (values.help) return help("list");
  const selected = positionals.length > 0 ? positionals.map((id) => apiArgument(id, "list")) : [...apiIds];
  for (const api of selected) {
    console.log(`${api} (${getApi(api).title})`);
    const files = operationFiles(api);
    for (const { method, path, operation } of operationIndex(api).operations) {
      // The permission an endpoint needs, where the contract's catalog names one (x-permissions).
      const permission = operation["x-permissions"] as { group: string; access: string; tokenTypes?: string[] } | undefined;
      const notes = [
        operation.deprecated ? "deprecated" : "",
        permission ? `${permission.group}: ${permission.access}${permission.tokenTypes ? ` (${permission.tokenTypes.join(" ")})` : ""}` : "",
      ].filter(Boolean);
      const file = files.get(operation.operationId);
      console.log(`  ${method.toUpperCase().padEnd(7)} ${path.padEnd(56)} ${operation.operationId}${notes.length ? `  [${notes.join("; ")}]` : ""}${file ? `  ${file}` : ""}`);
    }
  }
  return 0;
}

/**
 * The spec file each operation of an API is written in, by operationId: the YAML file under
 * specs/<api>/ that declares `operationId: <id>`. Found by reading the files, so it holds for any
 * layout of the specs; empty when the specs are not beside the package.
 */
function operationFiles(api: ApiId): Map<string, string> {
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
    for (const [, id] of text.matchAll(/^[ \t]*operationId:[ \t]*["']?([\w.-]+)["']?[ \t]*$/gm)) if (!files.has(id!)) files.set(id!, join(folder, name).replaceAll(sep, "/"));
  }
  return files;
}

function help(command: string): number {
  console.log(usage[command]);
  return 0;
}

export async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case "serve":
    case "mock":
      return serve(rest, command);
    case "proxy":
      return proxy(rest);
    case "validate":
      return validate(rest);
    case "list":
      return list(rest);
    case "--version":
    case "-v":
      console.log(packageVersion);
      return 0;
    case undefined:
    case "--help":
    case "-h":
    case "help":
      return help("main");
    default:
      throw new UsageError(`unknown command "${command}"\n\n${usage.main}`);
  }
}

/** A command as the bin runs it: its exit code, and on a failure its message alone (no stack trace). */
export async function run(args: string[]): Promise<number> {
  try {
    return await main(args);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${name}: ${message}`);
    return error instanceof UsageError ? 2 : 1;
  }
}

// Run as a program (npm start runs this file with tsx); the bin imports it and calls run.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exit(await run(process.argv.slice(2)));
