/**
 * Numbers and bodies read as sent: integers beyond 2^53 keep every digit through the simulator
 * and the validators, int64 values outside the range are refused, and a JSON `null` body is one
 * thing on every operation and both the simulator and Prism.
 */
import { describe, expect, it } from "vitest";
import { contractDocument, operationIndex } from "../../src/contract/documents.js";
import { exactJsonText, holdsUnsafeDigits, parseExactJson, withBigIntsAsNumbers } from "../../src/contract/exact-json.js";
import { invalidRequestStatus } from "../../src/contract/openapi.js";
import { apiSchemas } from "../../src/contract/schemas.js";
import { useSimulator } from "../support/simulator.js";
import { useMockServer } from "../support/mock.js";

describe("exact JSON", () => {
  it.each([
    ["9007199254740993", 9007199254740993n],
    ["-9007199254740993", -9007199254740993n],
    ["9007199254740991", 9007199254740991],
    ["1.5", 1.5],
    ["12345678901234567890.5", 12345678901234567890.5],
  ])("reads %s as %s", (text, want) => {
    expect(parseExactJson(`{"n":${text}}`)).toEqual({ n: want });
  });

  it("finds an integer past 2^53 wherever it stands among shorter runs of digits", () => {
    for (let before = 0; before < 40; before++) {
      const shorter = Array.from({ length: before }, (_, index) => "123456789012345".slice(0, (index % 15) + 1));
      const value = parseExactJson(`[${[...shorter, "90071992547409930"].join(",")}]`) as unknown[];
      expect(value.at(-1), `after ${before} shorter numbers`).toBe(90071992547409930n);
      expect(parseExactJson(`[${shorter.join(",") || "0"}]`)).toEqual(shorter.length === 0 ? [0] : shorter.map(Number));
    }
  });

  // The slow exact parse is for these only: an event id of sixteen digits is read as JSON.parse reads it.
  it.each([
    ["7301452896310272", false],
    [`[${"7301452896310272,".repeat(50)}1]`, false],
    ['"urn:li:event:9007199254740991"', false],
    ["9007199254740992", true],
    ["-9007199254740992", true],
    ["10000000000000000", true],
    ["[7301452896310272,1,9223372036854775807]", true],
    [`{"id":7301452896310272,"ns":1733500000000000123}`, true],
    ["12345678901234567890.5", true],
    ["[1.5,2]", false],
  ])("tells whether %s may hold an integer past 2^53: %s", (text, holds) => {
    expect(holdsUnsafeDigits(text)).toBe(holds);
    // Either way the value is read exactly: written back, it is the text sent.
    if (!text.includes(".")) expect(exactJsonText(parseExactJson(text))).toBe(text);
  });

  it("finds a run of digits past 2^53 after a safe one of sixteen, wherever it stands", () => {
    for (let gap = 1; gap < 40; gap++) {
      const text = `[7301452896310272${",1".repeat(gap)},90071992547409930]`;
      expect(holdsUnsafeDigits(text), `${gap} numbers between`).toBe(true);
      expect((parseExactJson(text) as unknown[]).at(-1)).toBe(90071992547409930n);
    }
  });

  it("writes a bigint back as its digits", () => {
    expect(exactJsonText({ id: 9007199254740993n, list: [1, 12345678901234567890n] })).toBe(
      '{"id":9007199254740993,"list":[1,12345678901234567890]}',
    );
  });

  it("keeps __proto__ a member, as JSON.parse does", () => {
    const value = parseExactJson('{"__proto__":{"polluted":true},"id":90071992547409930}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.hasOwn(value, "__proto__")).toBe(true);
    const checked = withBigIntsAsNumbers(value) as Record<string, unknown>;
    expect(Object.getPrototypeOf(checked)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(checked, "__proto__")?.value).toEqual({ polluted: true });
  });

  const session = { $ref: "#/components/schemas/AudienceUploadSession" };
  const schemas = apiSchemas("social-graph");
  it.each([
    ["the largest int64", "9223372036854775807", true],
    ["the smallest int64 above 2^53", "9007199254740993", true],
    ["2^63", "9223372036854775808", false],
    ["a twenty-digit integer", "12345678901234567890", false],
  ])("judges %s as a session_id exactly", (_name, digits, valid) => {
    const value = parseExactJson(`{"session_id":${digits},"batch_seq":1}`);
    expect(schemas.validate(session, value).valid).toBe(valid);
  });
});

describe("social-graph simulator", () => {
  const sim = useSimulator("social-graph");
  const addUsers = (sessionText: string) =>
    fetch(`${sim.url}/v24.0/23851234567890123/users?access_token=EAAB-simulator`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: `{"payload":{"schema":"EMAIL_SHA256","data":[["${"a".repeat(64)}"]]},"session":${sessionText}}`,
    });

  it("keeps a session_id beyond 2^53 exactly, apart from its rounded neighbour", async () => {
    const first = await addUsers('{"session_id":9007199254740993,"batch_seq":1,"last_batch_flag":false}');
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('"session_id":"9007199254740993"');
    const neighbour = await addUsers('{"session_id":9007199254740992,"batch_seq":1,"last_batch_flag":false}');
    expect(neighbour.status).toBe(200);
    const state = await sim.control.command<{ sessions: Record<string, unknown> }>("state");
    expect(
      Object.keys(state.sessions)
        .map((key) => key.split("/")[1])
        .sort(),
    ).toEqual(["9007199254740992", "9007199254740993"]);
  });

  it("refuses a session_id beyond the int64 range with code 100", async () => {
    const refused = await addUsers('{"session_id":9223372036854775808,"batch_seq":1,"last_batch_flag":true}');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: number; message: string } }).error).toMatchObject({
      code: 100,
      message: expect.stringMatching(/session_id/),
    });
    expect((await sim.control.command<{ sessions: Record<string, unknown> }>("state")).sessions).toEqual({});
  });
});

describe("event-management simulator", () => {
  const sim = useSimulator("event-management");
  const headers = { authorization: "Bearer t", "content-type": "application/json", "x-vendor-protocol-version": "2.0.0" };
  const examples = contractDocument("event-management").components!.examples as Record<string, { value: unknown }>;

  it("takes a post whose open members hold integers beyond 2^53, and writes them back to the digit in its journal", async () => {
    const created = await fetch(`${sim.url}/rest/events`, {
      method: "POST",
      headers,
      body: JSON.stringify(examples.CreateEventOnlineLiveVideoRequest!.value),
    });
    const liveVideo = ((await created.json()) as { type: { online: { format: { liveVideo: { liveVideo: string } } } } }).type.online.format
      .liveVideo.liveVideo;
    const post = structuredClone(examples.CreatePostLiveVideoEventRequest!.value) as {
      postContent: { content: { reference: { id: string } } };
      distribution: Record<string, unknown>;
    };
    post.postContent.content.reference.id = liveVideo;
    const text = JSON.stringify(post)
      .replace('"reference":{', '"reference":{"sequence":12345678901234567891,')
      .replace('"externalDistributionChannels":[]', '"externalDistributionChannels":[12345678901234567890]');
    const answer = await fetch(`${sim.url}/rest/posts`, { method: "POST", headers, body: text });
    expect(answer.status, await answer.text()).toBe(201);
    const journal = await (await fetch(`${sim.url}/__control/requests?operationId=createPost`)).text();
    expect(journal).toContain('"externalDistributionChannels":[12345678901234567890]');
    expect(journal).toContain('"sequence":12345678901234567891');
  });
});

/** A JSON null body on operations whose body is required and optional, and what the simulator and Prism each answer. */
const nullBodyCases = [
  ["PUT", "/repos/octocat/hello-world/import", "required", 422],
  [
    "PATCH",
    "/repos/octocat/hello-world/import",
    "optional",
    invalidRequestStatus(operationIndex("code-hosting").get("updateImport")!.operation),
  ],
  ["POST", "/user/emails", "optional", 422],
] as const;

async function sendNull(baseUrl: string, method: string, path: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: "Bearer t", "Content-Type": "application/json" },
    body: "null",
  });
  return { status: response.status, text: await response.text() };
}

describe.each([
  ["the simulator", () => useSimulator("code-hosting")],
  ["the mock", () => useMockServer("code-hosting")],
])("a JSON null body on %s", (_server, start) => {
  const server = start();
  it.each(nullBodyCases)("%s %s (body %s) is refused with %i naming the body", async (method, path, _body, status) => {
    const answer = await sendNull(server.url, method, path);
    expect(answer.status).toBe(status);
    expect(answer.text).toMatch(/body/);
  });
});
