/** `serve` and `mock`: the simulator or Prism's mocks on every API's port, until Ctrl-C. */
import { isSea } from "node:sea";
import { apiIds, getApi, isApiId, type ApiId } from "../contract/apis.js";
import { operationIndex } from "../contract/documents.js";
import { anyWordPattern, neutralResponseHeaders, responseHeaderNamesOf } from "../contract/header-names.js";
import { errorAnswersOf } from "../contract/error-answers.js";
import { redactUserinfo } from "../contract/redaction.js";
import type { RunningServer } from "../servers/mock-server.js";
import { FaultRuleError, Faults, parseFaultRule, type FaultRule } from "../simulator/faults.js";
import { deprecatedSeedVariables, parseSeeds, SeedError, type SeedsByApi } from "../simulator/seeds.js";
import { loadApis } from "../simulator/services/index.js";
import { startSimulator, type SimulatorOptions } from "../simulator/sockets.js";
import { TrafficOptionError } from "../simulator/traffic.js";
import type { Seeds } from "../simulator/control-types.js";
import { apiArgument, help, name, parse, portOption, readText, responseHeaderOption, unknownApi, UsageError } from "./arguments.js";
import { readyFileOption, readyLine, serveUntilStopped } from "./running.js";
import { anyTrafficFlag, passthroughOption, replayOption, trafficFlags } from "./traffic-options.js";

/** Prism's engine is an optional peer of the npm package, tens of megabytes, which the single executable does not hold. */
const prismNotEmbedded =
  "Prism's mock is not in the single executable: its engine (Prism) is an optional peer of the npm package that the executable does not embed. Run it from the package (npx vendor-api-contracts mock, with Prism installed), or serve the simulator (serve)";

/**
 * `--tls`, or `--tls-cert <file> --tls-key <file>` for a pair of one's own, as the simulator's tls
 * option; a pair OpenSSL cannot serve with is refused here, naming the flags.
 */
async function tlsOption(
  made: boolean | undefined,
  certFile: string | undefined,
  keyFile: string | undefined,
): Promise<SimulatorOptions["tls"]> {
  if ((certFile === undefined) !== (keyFile === undefined)) {
    throw new UsageError(
      `${certFile === undefined ? "--tls-key needs --tls-cert" : "--tls-cert needs --tls-key"}: give both, or --tls alone for a certificate made at start`,
    );
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
  // node:tls is loaded only here: a start without a certificate of one's own has no use for it.
  const { createSecureContext } = await import("node:tls");
  try {
    createSecureContext(pair);
  } catch (error) {
    throw new UsageError(
      `--tls-cert/--tls-key: ${certFile} and ${keyFile} are not a PEM certificate and its private key (${(error as Error).message})`,
    );
  }
  return pair;
}

/** Where a container (which cannot always be given arguments: a GitHub Actions service) gives the control token. */
export const controlTokenVariable = "SIMULATOR_CONTROL_TOKEN";

/** `--control-token <token>` (or the variable): what a header can carry, spaces and control characters not. */
function controlTokenOption(token: string | undefined): string | undefined {
  if (token === undefined) return undefined;
  if (!/^[\x21-\x7e]+$/.test(token))
    throw new UsageError(`--control-token (or ${controlTokenVariable}) takes a token of visible ASCII characters without spaces`);
  return token;
}

/**
 * `--fault <api>:<rule>` (repeatable), by API, each rule checked against the API's contract here,
 * so that a refusal names the flag's value; only the APIs served may be named.
 */
function faultOption(values: string[], served: readonly ApiId[]): Partial<Record<ApiId, FaultRule[]>> {
  const faults: Partial<Record<ApiId, FaultRule[]>> = {};
  for (const value of values) {
    const [api, text] = [value.slice(0, value.indexOf(":")), value.slice(value.indexOf(":") + 1)];
    if (!value.includes(":") || api === "")
      throw new UsageError(`--fault takes <api>:<rule>, for example code-hosting:status=503,count=2; not "${value}"`);
    if (!isApiId(api)) throw new UsageError(`--fault ${value}: ${unknownApi(api)}`);
    if (!served.includes(api)) throw new UsageError(`--fault ${value}: ${api} is not served; the APIs served are ${served.join(", ")}`);
    try {
      const rule = parseFaultRule(text);
      new Faults(operationIndex(api), errorAnswersOf(api)).add(rule);
      (faults[api] ??= []).push(rule);
    } catch (error) {
      const problem = (error as Error).message.replace(/^faults: /, "");
      // A misspelt operation gets the nearest one; one nowhere near, where to see them all.
      const listed = /^no operation [^;]*$/.test(problem) ? `; '${name} list ${api}' lists its operations` : "";
      throw new UsageError(`--fault ${value}: ${problem}${listed}`);
    }
  }
  return faults;
}

/**
 * `--seed <file>`, and the deprecated environment variables for the APIs served that it gives no
 * seed. The seeds then go to startSimulator's `seeds` option, which refuses a part of an API not
 * served, or one its API refuses, before anything listens.
 */
function seedsOption(file: string | undefined, served: readonly ApiId[]): SeedsByApi {
  let seeds: SeedsByApi = {};
  if (file !== undefined) {
    try {
      seeds = parseSeeds(readText(file), file);
    } catch (error) {
      throw new UsageError(`--seed: ${(error as Error).message}`);
    }
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

/** `--response-header-name event-management:X-Vendor-Id=X-Word-Id`, repeatable, as the names per API, each checked against its contract. */
export function responseHeaderNameOption(values: string[]): Partial<Record<ApiId, Record<string, string>>> {
  const names: Partial<Record<ApiId, Record<string, string>>> = {};
  for (const value of values) {
    const found = /^([\w-]+):([\w-]+)=([\w-]+)$/.exec(value);
    if (!found) throw new UsageError(`--response-header-name takes <api>:<Name>=<name>, not "${value}"`);
    const [, api, header, name] = found;
    const id = apiArgument(api, "serve");
    (names[id] ??= {})[header!] = name!;
    try {
      responseHeaderNamesOf(id, names[id]);
    } catch (error) {
      throw new UsageError(`--response-header-name ${value}: ${(error as Error).message.replace(/^responseHeaderNames: /, "")}`);
    }
  }
  return names;
}

/**
 * What `serve` says at start of the headers an official client checks under a name with the
 * vendor's word, which only the user can name (docs/troubleshooting.md): a response header the
 * contract requires whose name holds a neutral word, not named with --response-header-name; a
 * header no contract holds (the registry's `clientCheckedHeader`), not given with --response-header.
 */
export function vendorHeaderNotes(
  served: readonly ApiId[],
  headers: Partial<Record<ApiId, Record<string, string>>>,
  names: Partial<Record<ApiId, Record<string, string>>>,
): string[] {
  return served.flatMap((api) => {
    const named = Object.keys(names[api] ?? {}).map((name) => name.toLowerCase());
    const unnamed = [...neutralResponseHeaders(api)].filter(([name, { required }]) => required && !named.includes(name.toLowerCase()));
    const checked = getApi(api).clientCheckedHeader;
    const given = checked !== undefined && Object.keys(headers[api] ?? {}).some((name) => anyWordPattern(checked, "Vendor").test(name));
    return [
      ...unnamed.map(
        ([name, { word }]) =>
          `${api}: answers carry ${name}, which the official clients read under the vendor's word in place of "${word}": ` +
          `--response-header-name ${api}:${name}=${name.replace(word, "<word>")} (docs/troubleshooting.md)`,
      ),
      ...(checked !== undefined && !given
        ? [
            `${api}: the official clients check ${checked} with the vendor's words in place of "Vendor", which no contract holds: ` +
              `--response-header "${api}:${checked.replace("Vendor", "<word>")}=<product>" (docs/troubleshooting.md)`,
          ]
        : []),
    ];
  });
}

export async function serve(args: string[], command: "serve" | "mock"): Promise<number> {
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
      "response-header-name": { type: "string", multiple: true },
      "allowed-host": { type: "string", multiple: true },
      "control-token": { type: "string" },
      "ready-file": { type: "string" },
      "journal-size": { type: "string" },
      quiet: { type: "boolean" },
      "no-cors": { type: "boolean" },
      ...trafficFlags,
    },
    command,
  );
  if (values.help) return help(command);

  const selected = positionals.length > 0 ? positionals.map((id) => apiArgument(id, command)) : [...apiIds];
  const port = portOption(values.port);
  const engine = values.engine ?? (command === "mock" ? "prism" : "simulator");
  if (engine !== "simulator" && engine !== "prism") throw new UsageError(`--engine is simulator or prism, not "${engine}"`);
  if (engine === "prism" && isSea()) throw new UsageError(prismNotEmbedded);
  // What the APIs served need, loaded now: an API not served is not loaded. The traffic options may name any API's operations.
  await loadApis(anyTrafficFlag(values) ? apiIds : selected);
  const responseHeaders = responseHeaderOption(values["response-header"] ?? []);
  const responseHeaderNames = responseHeaderNameOption(values["response-header-name"] ?? []);
  if (values.seed !== undefined && engine !== "simulator") throw new UsageError("--seed seeds the simulator; Prism's mocks keep no state");
  const seeds = engine === "simulator" ? seedsOption(values.seed, selected) : {};
  if (values.fault !== undefined && engine !== "simulator")
    throw new UsageError("--fault injects faults into the simulator; Prism's mocks have none");
  const faults = faultOption(values.fault ?? [], selected);
  if ((values.tls || values["tls-cert"] !== undefined || values["tls-key"] !== undefined) && engine !== "simulator") {
    throw new UsageError("--tls, --tls-cert and --tls-key serve the simulator over https; Prism's mocks serve http only");
  }
  const tls = await tlsOption(values.tls, values["tls-cert"], values["tls-key"]);
  const allowedHosts = values["allowed-host"] ?? [];
  if (allowedHosts.length > 0 && engine !== "simulator")
    throw new UsageError("--allowed-host guards the simulator's control API; Prism's mocks have none");
  for (const name of allowedHosts)
    if (!/^[a-z0-9.-]+$/i.test(name)) throw new UsageError(`--allowed-host takes a host name without port or scheme, not "${name}"`);
  const givenToken = controlTokenOption(values["control-token"] ?? (process.env[controlTokenVariable] || undefined));
  if (givenToken !== undefined && engine !== "simulator")
    throw new UsageError("--control-token guards the simulator's control API; Prism's mocks have none");
  const readyFile = readyFileOption(values["ready-file"]);
  const journalSize = values["journal-size"];
  if (journalSize !== undefined && engine !== "simulator")
    throw new UsageError("--journal-size sizes the simulator's request journal; Prism's mocks keep none");
  if (journalSize !== undefined && !/^\d+$/.test(journalSize))
    throw new UsageError(`--journal-size takes a whole number of requests (0 keeps none), not "${journalSize}"`);
  if (anyTrafficFlag(values) && engine !== "simulator")
    throw new UsageError("--replay, --upstream and --forward are the simulator's; Prism's mocks answer from examples only");
  const replay = replayOption(values);
  const passthrough = passthroughOption(values, selected);
  const log = values.quiet ? undefined : (line: string) => console.log(`${new Date().toISOString()} ${line}`);
  const cors = !values["no-cors"];
  const servers: RunningServer[] = [];
  let controlToken: string | undefined;
  let trusted: string | undefined;
  try {
    if (engine === "simulator") {
      // The seeds go where the option's go: read before anything listens, a refused one naming its API.
      const simulator = await startSimulator({
        apis: selected,
        host: values.host,
        port,
        strict: values.strict,
        responseHeaders,
        responseHeaderNames,
        log,
        cors,
        faults,
        tls,
        allowedHosts,
        controlToken: givenToken,
        seeds: seeds as Seeds,
        journalSize: journalSize === undefined ? undefined : Number(journalSize),
        replay,
        passthrough,
      }).catch((error: unknown) => {
        if (error instanceof TrafficOptionError) throw new UsageError(`--${error.message}`);
        throw error instanceof SeedError ? new UsageError(`--seed: ${error.message}`) : error;
      });
      controlToken = simulator.controlToken;
      trusted = simulator.tls ? (simulator.tls.certFile ?? values["tls-cert"]) : undefined;
      servers.push(
        ...Object.entries(simulator.urls).map(([api, url]) => ({
          api: api as ApiId,
          url: url!,
          stop: simulator.stop,
          close: simulator.stop,
          [Symbol.asyncDispose]: simulator.stop,
        })),
      );
    } else {
      // Loaded per command: Prism is slow to load.
      const { startMockServer } = await import("../servers/mock-server.js");
      for (const [index, api] of selected.entries()) {
        const portOfApi = port === undefined || port === 0 ? port : port + index;
        servers.push(
          await startMockServer(api, {
            host: values.host,
            port: portOfApi,
            responseHeaders: responseHeaders[api],
            responseHeaderNames: responseHeaderNames[api],
            log,
            cors,
          }),
        );
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
  // The console of every API served, on any of their ports. The address carries a token made at start, which the page keeps;
  // a token given is the user's own, never printed back: the page takes it the same way, in the address.
  if (engine === "simulator") {
    const made = givenToken === undefined && controlToken ? `#token=${controlToken}` : "";
    console.log(
      `${"console".padEnd(18)} ${servers[0]!.url}/__console/${made}${givenToken === undefined ? "" : " (add #token=<the token given>)"}`,
    );
  }
  for (const note of vendorHeaderNotes(selected, responseHeaders, responseHeaderNames)) console.log(note);
  if (replay)
    console.log(
      `Replaying ${[replay.file].flat().join(", ")}${replay.strict ? "; a request no recording holds is refused (--replay-strict)" : "; the simulator answers the rest"}`,
    );
  for (const [api, forwarded] of Object.entries(passthrough ?? {}))
    console.log(`${api}: ${forwarded.operations.join(", ")} forwarded to ${redactUserinfo(forwarded.upstream)}`);
  // A token given is the user's own: said to be required, never printed back.
  if (givenToken !== undefined)
    console.log(
      `The control API requires the header x-simulator-control-token: the token given (--control-token or ${controlTokenVariable})`,
    );
  else if (controlToken)
    console.log(`Listening beyond loopback: the control API requires the header x-simulator-control-token: ${controlToken}`);
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
  return serveUntilStopped(engine === "simulator" ? servers.slice(0, 1) : servers, {
    line: readyLine(engine === "simulator" ? "Simulator" : "Prism mocks"),
    file: readyFile,
    // A token given is the user's own, never written back; one the simulator made up is the file's to say.
    ready: {
      urls: Object.fromEntries(servers.map((server) => [server.api, server.url])),
      certificate: trusted,
      controlToken: givenToken === undefined ? controlToken : undefined,
    },
  });
}
