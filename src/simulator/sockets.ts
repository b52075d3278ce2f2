/**
 * The simulator over sockets: every API of an in-process simulator (in-process.ts) on its own
 * node:http port (node:https with `tls`). This adapter reads the request's head and body (within
 * the API's limit and the bytes of bodies held at once; src/servers/listen.ts), serves the
 * rendered reference at /__docs, the console at /__console and the readiness endpoint at /__health, and writes the answer of the API's router (sessions.ts: the
 * API's core, or a session's); everything else is the core's (core.ts).
 */
import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, type RequestListener, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { apiIds, getApi, type ApiId } from "../contract/apis.js";
import { BodyBudget, isLoopback, originReached } from "../servers/http.js";
import { frontListener, listen, stop as stopServer, type ListenerOptions } from "../servers/listen.js";
import type { Clock } from "./clock.js";
import { consoleAnswer } from "./console-route.js";
import { docsAnswer } from "./docs-route.js";
import { healthAnswer } from "./health-route.js";
import type { SimulatorOptions as CommonOptions } from "./options.js";
import type { Service } from "./service.js";
import { createSimulator, type Simulator } from "./in-process.js";
import { loadApis } from "./services/index.js";

export type { SimulatorViolation } from "./options.js";

/** What startSimulator takes: what every simulator takes (options.ts), and what only sockets need. */
export interface SimulatorOptions extends CommonOptions {
  /**
   * Serve https instead of http. `true`: with a certificate made at start for 127.0.0.1, ::1 and
   * localhost, valid for a week, written to a file for clients to trust (RunningSimulator.tls);
   * its key stays in memory. Or a certificate and private key of one's own (PEM).
   */
  tls?: true | { cert: string | Buffer; key: string | Buffer };
}

export interface RunningSimulator {
  /** The base URL of each API served. */
  urls: Partial<Record<ApiId, string>>;
  clock: Clock;
  /** The service of an API, for direct inspection in tests. */
  services: Partial<Record<ApiId, Service>>;
  /** The control API's token, when it requires one (see SimulatorOptions.controlToken). */
  controlToken?: string;
  /**
   * Under `tls`: the certificate the APIs present (PEM), for a client to trust (curl --cacert,
   * SSL_CERT_FILE, REQUESTS_CA_BUNDLE, NODE_EXTRA_CA_CERTS), and, when the simulator made it, the
   * file that holds it, removed on stop.
   */
  tls?: { cert: string; certFile?: string };
  stop(): Promise<void>;
  /** The requests the simulator's APIs answered, from their journals, read in this process (in-process.ts). */
  requests: Simulator["requests"];
  clearRequests: Simulator["clearRequests"];
  /** stop(), for `await using simulator = await startSimulator(...)`. */
  [Symbol.asyncDispose](): Promise<void>;
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  const host = options.host ?? "127.0.0.1";
  // Beyond loopback anyone on the network could reset or reseed the simulator: require a token.
  const controlToken = options.controlToken ?? (isLoopback(host) ? undefined : globalThis.crypto.randomUUID());
  await loadApis(options.apis ?? apiIds);
  const simulator = createSimulator({ ...options, controlToken });
  const budget = new BodyBudget(options.maxBodyBytesInFlight ?? 64 * 1024 * 1024);
  const servers: Server[] = [];
  const urls: Partial<Record<ApiId, string>> = {};
  const scheme = options.tls ? "https" : "http";
  let tls: RunningSimulator["tls"];
  let certFolder: string | undefined;
  const stop = async () => {
    await Promise.all(servers.map(stopServer));
    if (certFolder) await rm(certFolder, { recursive: true, force: true });
  };
  try {
    let pair: { cert: string | Buffer; key: string | Buffer } | undefined;
    if (options.tls === true) {
      const made = await loopbackCertificate();
      await removeLeftCertFolders();
      certFolder = await mkdtemp(join(tmpdir(), `${certFolderPrefix}${process.pid}-`));
      const certFile = join(certFolder, "simulator-cert.pem");
      await writeFile(certFile, made.cert);
      pair = made;
      tls = { cert: made.cert, certFile };
    } else if (options.tls) {
      pair = options.tls;
      tls = { cert: pair.cert.toString() };
    }
    // node:https (and node:tls with it) only for https: a plain start has no use for them.
    const https = pair ? await import("node:https") : undefined;
    for (const [index, router] of simulator.routers.entries()) {
      // This adapter reads the request's head and body and writes the router's answer; it serves the reference, the console and /__health itself.
      // The console answers only at the simulator's own names, as the control API does.
      const ownHost = (host: string | undefined) => originReached(`${scheme}://${host}`, urls[router.api]!, options.allowedHosts).own;
      const before: ListenerOptions["before"] = (method, url, headers) => outsideTheApi(router.api, method, url, headers, ownHost);
      const serve = frontListener(router, { scheme, bodyLimit: (url) => router.bodyLimit(url), budget, before });
      const server = pair && https ? secureServer(https.createServer, pair, serve) : createServer(serve);
      servers.push(server);
      const port = options.port === undefined ? getApi(router.api).port : options.port === 0 ? 0 : options.port + index;
      urls[router.api] = await listen(server, port, host, scheme);
      router.setUrl(urls[router.api]!);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    urls,
    clock: simulator.clock,
    services: simulator.services,
    controlToken,
    tls,
    requests: simulator.requests,
    clearRequests: simulator.clearRequests,
    stop,
    [Symbol.asyncDispose]: stop,
  };
}

/** A certificate of one's own that OpenSSL cannot use (not PEM, a key of another certificate) fails with a message saying so. */
function secureServer(
  createSecureServer: typeof import("node:https").createServer,
  pair: { cert: string | Buffer; key: string | Buffer },
  serve: RequestListener,
): Server {
  try {
    return createSecureServer(pair, serve);
  } catch (error) {
    throw new Error(`tls: the certificate and key cannot serve: ${(error as Error).message}`, { cause: error });
  }
}

const selfsignedInstall = "npm install --save-dev selfsigned@5.5.0";

/** The certificate's folder in the system's temporary folder: the prefix, then the process id of the simulator that made it. */
const certFolderPrefix = "vendor-api-contracts-tls-";

/**
 * The certificate folders simulators of this user left when they were killed (their process is
 * gone), removed: a stop removes its own, a killed process cannot.
 */
async function removeLeftCertFolders(): Promise<void> {
  const folder = tmpdir();
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names) {
    const pid = Number(new RegExp(`^${certFolderPrefix}(\\d+)-`).exec(name)?.[1]);
    if (!pid || pid === process.pid || isRunning(pid)) continue;
    const path = join(folder, name);
    const owner = await stat(path).catch(() => undefined);
    if (owner?.isDirectory() && owner.uid === process.getuid?.()) await rm(path, { recursive: true, force: true }).catch(() => undefined);
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: running, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * A certificate for the loopback names, made now with its key (selfsigned, loaded only here, so
 * that who never asks for TLS never loads it). Short-lived: it serves one run of the simulator.
 */
async function loopbackCertificate(): Promise<{ cert: string; key: string }> {
  const { generate } = await import("selfsigned").catch((error: unknown) => {
    // An optional peer dependency: only `tls: true` needs it; a certificate of one's own does not.
    const missing = (error as { code?: string }).code === "ERR_MODULE_NOT_FOUND";
    throw new Error(
      missing
        ? `tls: making a certificate needs the selfsigned package, an optional peer dependency of this package: ${selfsignedInstall} (or give a certificate and key of your own)`
        : `tls: the selfsigned package failed to load: ${(error as Error).message}`,
      { cause: error },
    );
  });
  const now = Date.now();
  const pems = await generate([{ name: "commonName", value: "vendor-api-contracts simulator" }], {
    keyType: "ec",
    algorithm: "sha256",
    // A minute back, for a client whose clock runs a little behind this one.
    notBeforeDate: new Date(now - 60_000),
    notAfterDate: new Date(now + 7 * 24 * 60 * 60_000),
    extensions: [
      { name: "basicConstraints", cA: false },
      { name: "keyUsage", digitalSignature: true, critical: true },
      { name: "extKeyUsage", serverAuth: true },
      {
        name: "subjectAltName",
        altNames: [
          { type: 2, value: "localhost" },
          { type: 7, ip: "127.0.0.1" },
          { type: 7, ip: "::1" },
        ],
      },
    ],
  });
  return { cert: pems.cert, key: pems.private };
}

/**
 * The answers this adapter gives itself: the rendered reference and the console (any path that can
 * resolve to /__docs or /__console holds the word, dot segments included) and the readiness
 * endpoint; every other request is the router's. `ownHost`: whether the request's Host names this simulator.
 */
function outsideTheApi(
  api: ApiId,
  method: string,
  url: string,
  headers: IncomingHttpHeaders,
  ownHost: (host: string | undefined) => boolean,
) {
  if (!url.includes("__")) return undefined;
  return (
    (url.includes("__docs") ? docsAnswer(method, url, undefined, headers["accept-encoding"]) : undefined) ??
    (url.includes("__console") ? consoleAnswer(method, url, ownHost(headers.host)) : undefined) ??
    healthAnswer(api, method, url)
  );
}
