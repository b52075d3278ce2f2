/**
 * How the console follows the journals (src/console/follow.ts), without a browser: through the
 * control client the page uses, which reads GET /__control/requests by its pages. In order across
 * APIs, at most a page of each API at a time (saying when it left older requests out), the
 * entries redacted as the journal keeps them, and a cleared journal told.
 */
import { describe, expect, it } from "vitest";
import type { ApiId } from "../../src/contract/apis.js";
import { follow } from "../../src/console/follow.js";
import { createControlClient, type JournalEntry } from "../../src/simulator/control.js";
import { createSimulator } from "../../src/simulator/in-process.js";

describe("following the journals as the console does", () => {
  it("reads each API's new requests in one order, a page at most, and what came while it followed with its answer's headers", async () => {
    const simulator = createSimulator({ apis: ["code-hosting", "search"] });
    const codeHosting = simulator.urls["code-hosting"]!;
    const user = () => simulator.fetch(`${codeHosting}/user`, { headers: { authorization: "Bearer follow-secret" } });
    const batches: { entries: JournalEntry[]; gap: boolean }[] = [];
    const cleared: ApiId[] = [];
    const failures: unknown[] = [];
    for (let sent = 0; sent < 5; sent++) await user();
    await simulator.fetch(`${simulator.urls.search}/`);

    const home = createControlClient(codeHosting, simulator.fetch);
    const following = follow(
      home,
      (api) => createControlClient(`${codeHosting}/__apis/${api}`, simulator.fetch),
      {
        requests: (entries, gap) => void batches.push({ entries, gap }),
        cleared: (api) => void cleared.push(api),
        changes() {},
        failed: (error) => void failures.push(error),
      },
      { pageSize: 3, waitMs: 2000, intervalMs: 10 },
    );
    try {
      await expect.poll(() => batches.length).toBe(1);
      const seqsOf = async (api: ApiId) => (await simulator.requests({ api })).map((entry) => entry.seq);
      // The latest page of code-hosting's five (two left out, and said so) and search's one, by seq.
      const expected = [...(await seqsOf("code-hosting")).slice(-3), ...(await seqsOf("search"))].sort((a, b) => a - b);
      expect(batches[0]!.gap).toBe(true);
      expect(batches[0]!.entries.map((entry) => entry.seq)).toEqual(expected);
      expect(batches[0]!.entries.find((entry) => entry.api === "code-hosting")!.headers.authorization).toBe("[redacted]");

      await user();
      await user();
      // One read or two, as the follower woke: every later request, none left out.
      const later = () => batches.slice(1).flatMap((batch) => batch.entries);
      await expect.poll(() => later().length).toBe(2);
      expect(batches.slice(1).some((batch) => batch.gap)).toBe(false);
      expect(later().map((entry) => entry.seq)).toEqual((await seqsOf("code-hosting")).slice(-2));
      // Followed now: the answer's headers and the duration are kept.
      expect(later()[0]).toMatchObject({
        responseHeaders: expect.objectContaining({ "content-type": expect.any(String) }),
        durationMs: expect.any(Number),
      });

      await home.clearRequests();
      await expect.poll(() => cleared).toEqual(["code-hosting"]);
      expect(failures).toEqual([]);
    } finally {
      following.stop();
    }
  });
});
