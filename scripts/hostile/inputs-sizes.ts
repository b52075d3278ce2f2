/**
 * The hostile inputs of size and number: bodies of hundreds of MB or of a million one-byte
 * chunks, imports at the body limit, an audience of 100,000 rows, a password in malformed JSON, a
 * backtracking filter, a query nested 10,000 deep, and creates, statuses and points in time by the
 * ten thousand.
 */
import { Readable } from "node:stream";
import { bearer, chunks, eventHeaders, filler, many, send, targets, tinyChunks, type Input } from "./requests.js";
import type { Urls } from "./server.js";

/** A code-hosting import whose repository URL is `bytes` long. */
const importBody = (bytes: number) => () =>
  Readable.from(
    (function* () {
      yield Buffer.from('{"vcs_url":"https://git.example.org/');
      yield* chunks(bytes);
      yield Buffer.from('.git"}');
    })(),
  );
/** A search request whose query nests bool queries `depth` deep. */
const nested = (depth: number) => `{"query":${'{"bool":{"must":'.repeat(depth)}{"match_all":{}}${"}}".repeat(depth)}}`;
/** `count` addresses from `from` on, short enough that 60,000 fit under the 1 MiB body limit. */
const addresses = (from: number, count: number) => JSON.stringify([...Array(count)].map((_, i) => `a${from + i}@e.io`));
const newEvent = (i: number) =>
  JSON.stringify({
    name: { localized: { en_US: "Load test" } },
    type: { inPerson: { endsAt: 1780426800000 + i } },
    organizer: "urn:li:organization:2414183",
    startsAt: 1780423200000 + i,
  });

export function sizeInputs(urls: Urls): Input[] {
  const { ch } = targets(urls);
  return [
    [
      "545 MB body to an unknown path",
      async () => [
        await send(`${ch}/x`, "POST", { "content-type": "application/octet-stream", "transfer-encoding": "chunked" }, filler(545e6, "\0")),
      ],
    ],
    [
      "compute filter (.*.*)*Z",
      async () => [
        await send(
          `${urls.compute}/compute/v1/projects/acme-web-prod/aggregated/forwardingRules?filter=${encodeURIComponent("name eq (.*.*)*Z")}`,
          "GET",
          { authorization: "Bearer t" },
        ),
      ],
    ],
    [
      "eight 50 MB imports",
      () =>
        Promise.all(
          [...Array(8)].map((_, i) =>
            send(`${ch}/repos/o/big-${i}/import`, "PUT", { ...bearer, "transfer-encoding": "chunked" }, importBody(50e6)),
          ),
        ),
    ],
    [
      "200 imports of 1 MB, just under the limit, 8 at a time",
      async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 200; i += 8) {
          statuses.push(
            ...(await Promise.all(
              [...Array(8)].map((_, j) =>
                send(`${ch}/repos/o/large-${i + j}/import`, "PUT", { ...bearer, "transfer-encoding": "chunked" }, importBody(1e6)),
              ),
            )),
          );
        }
        return statuses;
      },
    ],
    [
      "a body of 1,000,000 one-byte chunks to search",
      async () => [
        await send(
          `${urls.search}/_search`,
          "POST",
          { "content-type": "application/json", "transfer-encoding": "chunked" },
          tinyChunks(1_000_000, " ".repeat(999_998) + "{}"),
        ),
      ],
    ],
    [
      "social-graph: an audience of 100,000 rows, past the 10,000 a request takes",
      async () => [
        await send(
          `${urls["social-graph"]}/v24.0/23843129321830525/users?access_token=t`,
          "POST",
          { "content-type": "application/json" },
          JSON.stringify({ payload: { schema: "EMAIL_SHA256", data: [...Array(100_000)].map((_, i) => [`${i}`.padStart(64, "a")]) } }),
        ),
      ],
    ],
    [
      "a password in malformed JSON",
      async () => [
        await send(`${ch}/repos/o/r/import`, "PUT", bearer, '{"vcs_url":"https://git.example.org/x.git","vcs_password":hunter2}'),
      ],
    ],
    [
      "a bool query nested 10,000 deep",
      async () => [await send(`${urls.search}/_search`, "POST", { "content-type": "application/json" }, nested(10_000))],
    ],
    [
      "60,000 + 60,000 emails added",
      async () => [
        await send(`${ch}/user/emails`, "POST", bearer, addresses(0, 60_000)),
        await send(`${ch}/user/emails`, "POST", bearer, addresses(60_000, 60_000)),
      ],
    ],
    [
      "20,000 event creates, 10 at a time",
      () => many(20_000, 10, (i) => send(`${urls["event-management"]}/rest/events`, "POST", eventHeaders, newEvent(i))),
    ],
    [
      "20,000 statuses of one commit, 10 at a time",
      () =>
        many(20_000, 10, (i) =>
          send(`${ch}/repos/o/r/statuses/${"a".repeat(40)}`, "POST", bearer, JSON.stringify({ state: "success", context: `ci/${i % 50}` })),
        ),
    ],
    [
      "20,000 points in time opened",
      async () => {
        const statuses = new Map<number, number>();
        for (let i = 0; i < 20_000; i += 100) {
          const batch = await Promise.all([...Array(100)].map(() => send(`${urls.search}/logs/_pit?keep_alive=1m`, "POST", {})));
          for (const status of batch) statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
        return [...statuses.keys()];
      },
    ],
  ];
}
