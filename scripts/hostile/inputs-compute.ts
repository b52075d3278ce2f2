/**
 * The hostile inputs to compute's policies and operations: a `fields` selection 5,000 deep, a
 * patch with a 20 MB member, a policy grown by five of them, a patch of 100,000 rules, 20,000
 * operations, and their lists read after them.
 */
import { Readable } from "node:stream";
import { bearer, chunks, send, targets, type Input } from "./requests.js";
import type { Urls } from "./server.js";

export function computeInputs(urls: Urls): Input[] {
  const { computePolicy } = targets(urls);
  /** A compute policy's current fingerprint (only that: the policy may hold a large member). */
  const readFingerprint = async (name: string) =>
    (
      (await (await fetch(`${computePolicy(name)}?fields=fingerprint`, { headers: { authorization: "Bearer t" } })).json()) as {
        fingerprint: string;
      }
    ).fingerprint;
  return [
    [
      "compute fields a(a(…)) 5,000 deep",
      async () => [
        await send(`${computePolicy("storefront-edge")}?fields=${"a(".repeat(5_000)}a${")".repeat(5_000)}`, "GET", {
          authorization: "Bearer t",
        }),
      ],
    ],
    [
      "compute patch with a 20 MB member",
      async () => {
        const fingerprint = await readFingerprint("storefront-edge");
        const body = () =>
          Readable.from(
            (function* () {
              yield Buffer.from(`{"fingerprint":"${fingerprint}","notes":"`);
              yield* chunks(20e6);
              yield Buffer.from('"}');
            })(),
          );
        return [await send(computePolicy("storefront-edge"), "PATCH", { ...bearer, "transfer-encoding": "chunked" }, body)];
      },
    ],
    [
      "compute a policy grown by five patches, each adding a member of 20 MB",
      async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 5; i++) {
          const fingerprint = await readFingerprint("mesh-orders");
          const body = () =>
            Readable.from(
              (function* () {
                yield Buffer.from(`{"fingerprint":"${fingerprint}","notes${i}":"`);
                yield* chunks(20e6);
                yield Buffer.from('"}');
              })(),
            );
          statuses.push(await send(computePolicy("mesh-orders"), "PATCH", { ...bearer, "transfer-encoding": "chunked" }, body));
        }
        return statuses;
      },
    ],
    [
      "compute a policy patch of 100,000 rules, past the quota of 200",
      async () => {
        const rules = Array.from({ length: 100_000 }, (_, i) => ({
          priority: i,
          action: "allow",
          match: { versionedExpr: "SRC_IPS_V1", config: { srcIpRanges: ["*"] } },
        }));
        const body = JSON.stringify({ fingerprint: await readFingerprint("storefront-edge"), rules });
        return [await send(computePolicy("storefront-edge"), "PATCH", bearer, body)];
      },
    ],
    [
      "compute 20,000 operations (patches refused by a rule), 100 at a time",
      async () => {
        // A patch that drops the default rule changes nothing, so the fingerprint stays current and
        // every one of them is accepted and leaves an operation.
        const body = JSON.stringify({ fingerprint: await readFingerprint("assets-edge"), rules: [{ priority: 10, action: "allow" }] });
        const statuses = new Set<number>();
        for (let i = 0; i < 20_000; i += 100) {
          const batch = await Promise.all(
            [...Array(100)].map(() => send(`${computePolicy("assets-edge")}?requestId=${crypto.randomUUID()}`, "PATCH", bearer, body)),
          );
          for (const status of batch) statuses.add(status);
        }
        return [...statuses];
      },
    ],
    [
      "compute operations listed (500 a page, newest first) and the newest read by id, 50 times each, after the 20,000",
      async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 50; i++) {
          const list = await fetch(
            `${urls.compute}/compute/v1/locations/global/operations?maxResults=500&orderBy=creationTimestamp%20desc`,
            { headers: { authorization: "Bearer t" } },
          );
          statuses.push(list.status);
          const newest = ((await list.json()) as { items?: { id: string }[] }).items?.[0]?.id ?? "0";
          statuses.push(
            await send(`${urls.compute}/compute/v1/locations/global/operations/${newest}`, "GET", { authorization: "Bearer t" }),
          );
        }
        return statuses;
      },
      { afterPrevious: true },
    ],
  ];
}
