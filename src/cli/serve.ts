/** `serve` and `mock`: the simulator or Prism's mocks on every API's port, until Ctrl-C. */
import { createSecureContext } from "node:tls";
import { apiIds, isApiId, type ApiId } from "../contract/apis.js";
import { operationIndex } from "../contract/documents.js";
import { errorAnswersOf } from "../contract/error-answers.js";
import type { RunningServer } from "../servers/mock-server.js";
import { FaultRuleError, Faults, parseFaultRule, type FaultRule } from "../simulator/faults.js";
import { deprecatedSeedVariables, parseSeeds, type SeedsByApi } from "../simulator/seeds.js";
import type { SimulatorOptions } from "../simulator/sockets.js";
import type { Seeds } from "../simulator/control-types.js";
import { apiArgument, help, name, parse, portOption, readText, responseHeaderOption, unknownApi, UsageError } from "./arguments.js";
import { readyFileOption, readyLine, serveUntilStopped } from "./running.js";
import { anyTrafficFlag, passthroughOption, replayOption, trafficFlags } from "./traffic-options.js";

/**
 * `--tls`, or `--tls-cert <file> --tls-key <file>` for a pair of one's own, as the simulator's tls
 * option; a pair OpenSSL cannot serve with is refused here, naming the flags.
 */
function tlsOption(made: boolean | undefined, certFile: string | undefined, keyFile: string | undefined): SimulatorOptions["tls"] {
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
  try {
    createSecureContext(pair);
  } catch (error) {
    throw new UsageError(
      `--tls-cert/--tls-key: ${certFile} and ${keyFile} are not a PEM certificate and its private key (${(error as Error).message})`,
    );
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

/**
 * The line that says how to give search's official clients (7.14 and later) the product header
 * they check, whose name carries the vendor's name and so is not in the contract; printed at start
 * when search is served without a header of its own.
 */
export const productHeaderHint =
  'search: its official clients (7.14 and later) refuse answers without the product header: add --response-header "search:X-Vendor-Product=Vendor" with the vendor\'s own name and value (docs/simulator/search.md)';

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
      "allowed-host": { type: "string", multiple: true },
      "journal-size": { type: "string" },
      quiet: { type: "boolean" },
      "no-cors": { type: "boolean" },
      "ready-file": { type: "string" },
      ...trafficFlags,
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
  if (values.fault !== undefined && engine !== "simulator")
    throw new UsageError("--fault injects faults into the simulator; Prism's mocks have none");
  const faults = faultOption(values.fault ?? [], selected);
  if ((values.tls || values["tls-cert"] !== undefined || values["tls-key"] !== undefined) && engine !== "simulator") {
    throw new UsageError("--tls, --tls-cert and --tls-key serve the simulator over https; Prism's mocks serve http only");
  }
  const tls = tlsOption(values.tls, values["tls-cert"], values["tls-key"]);
  const allowedHosts = values["allowed-host"] ?? [];
  if (allowedHosts.length > 0 && engine !== "simulator")
    throw new UsageError("--allowed-host guards the simulator's control API; Prism's mocks have none");
  for (const name of allowedHosts)
    if (!/^[a-z0-9.-]+$/i.test(name)) throw new UsageError(`--allowed-host takes a host name without port or scheme, not "${name}"`);
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
  const readyFile = readyFileOption(values["ready-file"]);
  const servers: RunningServer[] = [];
  let controlToken: string | undefined;
  let trusted: string | undefined;
  try {
    if (engine === "simulator") {
      const { startSimulator } = await import("../simulator/sockets.js");
      const { SeedError } = await import("../simulator/seeds.js");
      const { TrafficOptionError } = await import("../simulator/traffic.js");
      // The seeds go where the option's go: read before anything listens, a refused one naming its API.
      const simulator = await startSimulator({
        apis: selected,
        host: values.host,
        port,
        strict: values.strict,
        responseHeaders,
        log,
        cors,
        faults,
        tls,
        allowedHosts,
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
  if (replay)
    console.log(
      `Replaying ${[replay.file].flat().join(", ")}${replay.strict ? "; a request no recording holds is refused (--replay-strict)" : "; the simulator answers the rest"}`,
    );
  for (const [api, forwarded] of Object.entries(passthrough ?? {}))
    console.log(`${api}: ${forwarded.operations.join(", ")} forwarded to ${forwarded.upstream}`);
  if (controlToken)
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
  if (selected.includes("search") && responseHeaders.search === undefined) console.log(productHeaderHint);
  return serveUntilStopped(engine === "simulator" ? servers.slice(0, 1) : servers, {
    line: readyLine(engine === "simulator" ? "Simulator" : "Prism mocks"),
    file: readyFile,
    ready: { urls: Object.fromEntries(servers.map((server) => [server.api, server.url])), certificate: trusted, controlToken },
  });
}
