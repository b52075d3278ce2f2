/**
 * The hostile inputs of the fourth round to what the simulator keeps of its traffic: the
 * request journal (long URLs, sessions that fill it, a large one read, readers that do not read),
 * passthrough answers of a gigabyte, strict replay of 100,000 recorded requests and a recorded
 * answer of 50 MB, Redoc's script to clients that do not read, and a recording proxy given bodies of
 * 1 MiB.
 */
import { createServer } from "node:http";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exchangeOf, harText, recordedText } from "../../test/support/recording.js";
import { bearer, many, send, targets, type Input } from "./requests.js";
import type { Urls } from "./server.js";

const folder = mkdtempSync(join(tmpdir(), "hostile-traffic-"));
process.once("exit", () => rmSync(folder, { recursive: true, force: true }));

/** A recorded exchange of code-hosting whose answer is `answer`, kept whole. */
const recorded = (path: string, operationId: string, answer: string): string =>
  recordedText(exchangeOf({ api: "code-hosting", path, operationId }, answer));

/** A recording of `entries` written to a file of the run's folder; its path. */
function recording(name: string, entries: string[]): string {
  const file = join(folder, name);
  writeFileSync(file, harText(entries));
  return file;
}

/** `count` connections that ask for `path` and read nothing for `ms`; the statuses their heads name (0 where none came). */
function idleReaders(url: string, path: string, count: number, ms: number): Promise<number[]> {
  const { hostname, port, host } = new URL(url);
  return Promise.all(
    [...Array(count)].map(
      () =>
        new Promise<number>((resolve) => {
          const socket = connect(Number(port), hostname);
          let status = 0;
          socket.once("data", (chunk: Buffer) => {
            status = Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString("latin1"))?.[1] ?? 0);
            socket.pause();
          });
          socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nAccept-Encoding: gzip\r\n\r\n`);
          setTimeout(() => {
            socket.destroy();
            resolve(status);
          }, ms);
        }),
    ),
  );
}

/** An upstream in this process whose every answer is `bytes` of JSON, sent as fast as it is read. */
async function largeUpstream(bytes: number): Promise<string> {
  const chunk = Buffer.alloc(1 << 20, "a");
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    let left = bytes;
    const write = () => {
      while (left > 0 && !response.destroyed) {
        left -= chunk.length;
        if (!response.write(chunk)) return void response.once("drain", write);
      }
      response.end();
    };
    write();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

export function trafficInputs(urls: Urls): Input[] {
  const { ch } = targets(urls);
  const search = urls.search!;
  const json = { "content-type": "application/json" };
  /** Every page of an API's journal, read one after the other; the statuses. */
  const readJournal = async (base: string) => {
    const statuses: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await fetch(`${base}/__control/requests?limit=1000${cursor ? `&cursor=${cursor}` : ""}`);
      statuses.push(page.status);
      cursor = ((await page.json()) as { next?: string }).next;
    } while (cursor !== undefined);
    return statuses;
  };
  const megabyteBody = (i: number) => `{"query":{"match_all":{}},"note${i}":"${"n".repeat(1 << 20)}"}`;
  return [
    [
      "journal: 10,000 requests with 15 KB query strings, then read by pages",
      async () => [
        ...(await many(10_000, 20, (i) => send(`${ch}/user?n=${i}&q=${"q".repeat(15_000)}`, "GET", bearer))),
        ...(await readJournal(ch)),
      ],
    ],
    [
      "journal: 18 sessions, each sending 16 bodies of 2 MB to search",
      async () => {
        const statuses = new Set<number>();
        for (let session = 0; session < 18; session++) {
          const opened = await fetch(`${search}/__control/sessions`, { method: "POST", headers: json, body: "{}" });
          const { urls: sessionUrls } = (await opened.json()) as { urls: Urls };
          for (let i = 0; i < 16; i++)
            statuses.add(await send(`${sessionUrls.search}/_search`, "POST", json, `${megabyteBody(i)}${" ".repeat(1 << 20)}`));
        }
        return [...statuses];
      },
    ],
    [
      "journal: 64 bodies of 1 MB held, then read whole by pages",
      async () => [...(await many(64, 4, (i) => send(`${search}/_search`, "POST", json, megabyteBody(i)))), ...(await readJournal(search))],
    ],
    [
      "journal: 8 readers that never read a page of 8 MB, for 2 s",
      () => idleReaders(search, "/__control/requests?limit=1000", 8, 2000),
      { afterPrevious: true },
    ],
    [
      "passthrough: 8 upstream answers of 1 GB at once",
      () => Promise.all([...Array(8)].map((_, i) => send(`${ch}/repos/o/r${i}/import/large_files`, "GET", bearer))),
      {
        server: async () => ({
          passthrough: { "code-hosting": { upstream: await largeUpstream(1 << 30), operations: ["listLargeFiles"] } },
        }),
      },
    ],
    [
      "replay --replay-strict of 100,000 recorded requests: 20 requests none holds",
      () => many(20, 1, (i) => send(`${ch}/repos/octocat/not-recorded-${i}/import`, "GET", bearer)),
      {
        server: async () => {
          const answer = JSON.stringify({ vcs: "git", status: "complete" });
          const entries = Array.from({ length: 100_000 }, (_, i) => recorded(`/repos/octocat/r${i}/import`, "getImportStatus", answer));
          return { replay: { file: recording("many.har", entries), strict: true } };
        },
      },
    ],
    [
      "replay: a recorded answer of 50 MB, replayed 5 times",
      () => many(5, 1, () => send(`${ch}/user`, "GET", bearer)),
      {
        server: async () => {
          const user = JSON.stringify({ login: "octocat", id: 1, bio: "b".repeat(50e6) });
          return { strict: false, replay: { file: recording("large.har", [recorded("/user", "getAuthenticatedUser", user)]) } };
        },
      },
    ],
    ["/__docs: Redoc's script to 100 clients that do not read, for 2 s", () => idleReaders(ch, "/__docs/redoc.standalone.js", 100, 2000)],
    [
      "recording: 200 exchanges with bodies of 1 MiB through a recording proxy",
      async () => {
        const proxy = `http://127.0.0.1:${Number(new URL(ch).port) + 10}`;
        return many(200, 4, (i) => send(`${proxy}/_search`, "POST", json, megabyteBody(i)));
      },
      { server: async () => ({ record: join(folder, "recording.har") }) },
    ],
  ];
}
