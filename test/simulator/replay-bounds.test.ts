/**
 * What replay costs the other requests (src/contract/replay-closest.ts, src/simulator/stages/replay.ts):
 * strict replay's refusal compares a request with the recorded requests of its operation only, each
 * body read once, not every recorded request on each refusal; a recorded answer is parsed once,
 * however many requests it answers (and a large one encoded once). Counted in the work done, not timed; `npm run hostile` times
 * them with 100,000 recorded requests and an answer of 50 MB.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSimulator } from "../../src/simulator/in-process.js";
import { startSimulator } from "../../src/simulator/sockets.js";
import { exchangeOf, harText, recordedText } from "../support/recording.js";

const headers = { authorization: "Bearer t", "content-type": "application/json" };

/** A recorded exchange of code-hosting, kept whole however large. */
const entry = (method: string, path: string, operationId: string, requestBody: string, answer: string) =>
  recordedText(
    exchangeOf(
      {
        api: "code-hosting",
        method,
        path,
        operationId,
        requestHeaders: requestBody === "" ? { authorization: "Bearer t" } : headers,
        requestBody: new TextEncoder().encode(requestBody),
      },
      answer,
    ),
  );

afterEach(() => vi.restoreAllMocks());

describe("strict replay's refusal", () => {
  it("names the closest recorded request of the operation, reading each recorded body once over every refusal", async () => {
    const user = JSON.stringify({ login: "octocat", id: 1 });
    const recording = harText([
      ...Array.from({ length: 300 }, (_, i) => entry("GET", `/repos/octocat/r${i}/import`, "getImportStatus", "", "{}")),
      ...Array.from({ length: 200 }, (_, i) =>
        entry("PATCH", "/user", "updateAuthenticatedUser", JSON.stringify({ name: `n${i}`, bio: `b${i}` }), user),
      ),
    ]);
    const simulator = createSimulator({ apis: ["code-hosting"], replay: { har: recording, strict: true } });
    const refuse = async (body: object) => {
      const answer = await simulator.fetch(`${simulator.urls["code-hosting"]}/user`, {
        method: "PATCH",
        headers,
        body: JSON.stringify(body),
      });
      expect(answer.status).toBe(404);
      return ((await answer.json()) as { message: string }).message;
    };
    expect(await refuse({ name: "x", bio: "b5" })).toContain("(replay.har entry 305), which differs in body.name");
    const parse = vi.spyOn(JSON, "parse");
    expect(await refuse({ name: "n7", bio: "y" })).toContain("(replay.har entry 307), which differs in body.bio");
    // The request's own body, read by the simulator and by the comparison; none of the 200 recorded ones again.
    expect(parse.mock.calls.length).toBeLessThan(10);
  });
});

describe("a recorded answer", () => {
  it("is parsed once, however many requests it answers, and answered whole each time", async () => {
    // The simulator's own answer (it keeps to the contract), with a biography of 1.4 MB naming the upstream's URLs.
    const own = createSimulator({ apis: ["code-hosting"] });
    const user = await (await own.fetch(`${own.urls["code-hosting"]}/user`, { headers: { authorization: "Bearer t" } })).json();
    const notes = Array.from({ length: 20_000 }, (_, i) => `note ${i} (été) at http://127.0.0.1:4010/repos/octocat/socm`);
    const answer = JSON.stringify({ ...user, bio: notes.join(" ") });
    const recording = harText([entry("GET", "/user", "getAuthenticatedUser", "", answer)]);
    const simulator = createSimulator({ apis: ["code-hosting"], strict: true, replay: { har: recording, strict: true } });
    const parse = vi.spyOn(JSON, "parse");
    const texts: string[] = [];
    for (let round = 0; round < 3; round++) {
      const read = await simulator.fetch(`${simulator.urls["code-hosting"]}/user`, { headers: { authorization: "Bearer t" } });
      expect(read.status).toBe(200);
      texts.push(await read.text());
    }
    expect(texts[0]!.length).toBeGreaterThan(1_000_000);
    expect(new Set(texts).size).toBe(1);
    // Its URLs moved to the address the simulator was reached at.
    expect(texts[0]).toContain(`note 7 (été) at ${simulator.urls["code-hosting"]}/repos/octocat/socm`);
    expect(parse.mock.calls.filter(([text]) => typeof text === "string" && text.length > 1_000_000)).toHaveLength(1);

    // Over a socket, the bytes encoded once, their length the content length.
    await using running = await startSimulator({ apis: ["code-hosting"], port: 0, replay: { har: recording } });
    for (let round = 0; round < 2; round++) {
      const read = await fetch(`${running.urls["code-hosting"]}/user`, { headers: { authorization: "Bearer t" } });
      const bytes = new Uint8Array(await read.arrayBuffer());
      expect(Number(read.headers.get("content-length"))).toBe(bytes.length);
      expect(new TextDecoder().decode(bytes)).toContain(`note 7 (été) at ${running.urls["code-hosting"]}/repos/octocat/socm`);
    }
  });
});
