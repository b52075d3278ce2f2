/**
 * The simulator over https (startSimulator's `tls`): the certificate it makes at start is trusted
 * for 127.0.0.1 and localhost by a client told to trust it (Node's and Debian's Python), and by no
 * other; answers name https URLs; a pair of one's own serves; the certificate's file goes at stop.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request, type RequestOptions } from "node:https";
import { X509Certificate } from "node:crypto";
import { generate } from "selfsigned";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSimulator, type RunningSimulator } from "../../src/simulator/sockets.js";
import { python, run } from "../support/second-language.js";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One request over https, trusting `ca` alone (Node's own roots when undefined). */
function httpsRequest(url: string, ca: string | undefined, options: RequestOptions & { body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { ...options, ca, agent: false }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, text }));
      response.on("error", reject);
    });
    sent.on("error", reject);
    sent.end(options.body);
  });
}

const onLocalhost = (url: string) => url.replace("//127.0.0.1:", "//localhost:");

describe("startSimulator({ tls: true })", () => {
  let simulator: RunningSimulator;
  beforeAll(async () => {
    simulator = await startSimulator({ apis: ["code-hosting", "search"], port: 0, strict: true, frozenClock: true, tls: true });
  });
  afterAll(async () => {
    await simulator?.stop();
  });

  it("serves every API on https, with a certificate for the loopback names written to the file it names", () => {
    expect(simulator.urls["code-hosting"]).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(simulator.urls.search).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const { cert, certFile } = simulator.tls!;
    expect(readFileSync(certFile!, "utf8")).toBe(cert);
    const x509 = new X509Certificate(cert);
    expect(x509.subjectAltName).toBe("DNS:localhost, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1");
    expect(x509.ca).toBe(false);
    // Short-lived: a week at most from now.
    expect(Date.parse(x509.validTo) - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600_000);
    expect(Date.parse(x509.validFrom)).toBeLessThanOrEqual(Date.now());
    // The key stays in memory: the file holds the certificate alone.
    expect(readFileSync(certFile!, "utf8")).not.toContain("PRIVATE KEY");
  });

  it.each([
    ["127.0.0.1", (url: string) => url],
    ["localhost", onLocalhost],
  ])("answers a client that trusts the certificate, on %s", async (_name, address) => {
    const answer = await httpsRequest(`${address(simulator.urls.search!)}/__control/clock`, simulator.tls!.cert);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ frozen: true });
  });

  it("fails verification for a client that does not trust it", async () => {
    await expect(httpsRequest(`${simulator.urls.search}/__control/clock`, undefined)).rejects.toMatchObject({
      code: "DEPTH_ZERO_SELF_SIGNED_CERT",
    });
  });

  it("names https URLs in its answers: code-hosting's paging Link", async () => {
    const emails = `${simulator.urls["code-hosting"]}/user/emails`;
    const added = await httpsRequest(emails, simulator.tls!.cert, {
      method: "POST",
      headers: { Authorization: "Bearer t", "Content-Type": "application/json" },
      body: JSON.stringify({ emails: ["second@example.org"] }),
    });
    expect(added.status).toBe(201);
    const answer = await httpsRequest(`${emails}?per_page=1`, simulator.tls!.cert, { headers: { Authorization: "Bearer t" } });
    expect(answer.status).toBe(200);
    expect(answer.headers.link).toBe(
      `<${simulator.urls["code-hosting"]}/user/emails?per_page=1&page=2>; rel="next", <${simulator.urls["code-hosting"]}/user/emails?per_page=1&page=2>; rel="last"`,
    );
  });

  it("takes https as its own origin: the control API refuses the http one as another origin", async () => {
    const url = simulator.urls.search!;
    const reset = (at: string, origin: string) =>
      httpsRequest(`${at}/__control/reset`, simulator.tls!.cert, { method: "POST", headers: { origin } });
    expect((await reset(url, url)).status).toBe(200);
    expect((await reset(onLocalhost(url), onLocalhost(url))).status).toBe(200);
    expect((await reset(url, url.replace("https:", "http:"))).status).toBe(403);
  });

  it.runIf(existsSync(python))("answers Debian's Python told to trust the certificate (ssl, cafile=), and only then", async () => {
    const script = [
      "import json, ssl, sys, urllib.request",
      "trusted = ssl.create_default_context(cafile=sys.argv[1])",
      "statuses = [urllib.request.urlopen(url + '/__control/clock', context=trusted).status for url in sys.argv[2:]]",
      "try:",
      "    urllib.request.urlopen(sys.argv[2] + '/__control/clock', context=ssl.create_default_context())",
      "    refused = None",
      "except urllib.error.URLError as error:",
      "    refused = type(error.reason).__name__",
      "print(json.dumps({'statuses': statuses, 'untrusted': refused}))",
    ].join("\n");
    const url = simulator.urls.search!;
    const ran = await run(python, ["-c", script, simulator.tls!.certFile!, url, onLocalhost(url)], {
      env: { PYTHONDONTWRITEBYTECODE: "1" },
    });
    expect(ran.stderr).toBe("");
    expect(JSON.parse(ran.stdout)).toEqual({ statuses: [200, 200], untrusted: "SSLCertVerificationError" });
  });
});

describe("startSimulator's tls, more", () => {
  it("serves with a certificate and key of one's own, and writes no file for them", async () => {
    const own = await generate([{ name: "commonName", value: "own" }], {
      keyType: "ec",
      algorithm: "sha256",
      extensions: [{ name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] }],
    });
    const simulator = await startSimulator({ apis: ["compute"], port: 0, tls: { cert: own.cert, key: own.private } });
    try {
      expect(simulator.tls).toEqual({ cert: own.cert });
      const answer = await httpsRequest(`${simulator.urls.compute}/__control/clock`, own.cert);
      expect(answer.status).toBe(200);
    } finally {
      await simulator.stop();
    }
  });

  it("removes the certificate's file at stop, and closes its ports", async () => {
    const simulator = await startSimulator({ apis: ["search"], port: 0, tls: true });
    const { certFile, cert } = simulator.tls!;
    expect(existsSync(certFile!)).toBe(true);
    await simulator.stop();
    expect(existsSync(certFile!)).toBe(false);
    await expect(httpsRequest(`${simulator.urls.search}/__control/clock`, cert)).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });

  it("removes the file when the ports cannot be had, and says why", async () => {
    const first = await startSimulator({ apis: ["search"], port: 0 });
    // The file goes to the temporary folder: one of this test's own, to see it emptied.
    const scratch = mkdtempSync(join(tmpdir(), "contracts-tls-"));
    const temporary = process.env.TMPDIR;
    process.env.TMPDIR = scratch;
    try {
      await expect(startSimulator({ apis: ["search"], port: Number(new URL(first.urls.search!).port), tls: true })).rejects.toThrow(
        /EADDRINUSE/,
      );
      expect(readdirSync(scratch)).toEqual([]);
    } finally {
      if (temporary === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = temporary;
      rmSync(scratch, { recursive: true, force: true });
      await first.stop();
    }
  });

  it("removes at start the certificate folder a simulator killed outright left, and no running one's", async () => {
    const scratch = mkdtempSync(join(tmpdir(), "contracts-tls-"));
    const temporary = process.env.TMPDIR;
    process.env.TMPDIR = scratch;
    // A process that has ended, and one that runs (this one's parent).
    const ended = spawnSync(process.execPath, ["-e", ""]).pid;
    const left = join(scratch, `vendor-api-contracts-tls-${ended}-AbC123`);
    const running = join(scratch, `vendor-api-contracts-tls-${process.ppid}-XyZ789`);
    for (const folder of [left, running]) {
      mkdirSync(folder);
      writeFileSync(join(folder, "simulator-cert.pem"), "a certificate");
    }
    try {
      const simulator = await startSimulator({ apis: ["search"], port: 0, tls: true });
      expect([existsSync(left), existsSync(running)]).toEqual([false, true]);
      await simulator.stop();
      expect(readdirSync(scratch)).toEqual([`vendor-api-contracts-tls-${process.ppid}-XyZ789`]);
    } finally {
      if (temporary === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = temporary;
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it("refuses a certificate that does not go with its key, saying so", async () => {
    const [one, other] = await Promise.all([generate(undefined, { keyType: "ec" }), generate(undefined, { keyType: "ec" })]);
    await expect(startSimulator({ apis: ["search"], port: 0, tls: { cert: one.cert, key: other.private } })).rejects.toThrow(
      /^tls: the certificate and key cannot serve/,
    );
  });
});
