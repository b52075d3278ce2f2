/**
 * What the social-graph suites share: the seeded ids, hashed rows, the simulated service (a typed
 * client with a test token, the state the control API shows), and the mock with a client whose
 * requests are recorded as sent.
 */
import { createHash } from "node:crypto";
import { beforeAll, beforeEach } from "vitest";
import { createSocialGraphClient, type SocialGraphClient } from "../../src/clients/social-graph.js";
import { useMockServer } from "./mock.js";
import { useSimulatorClient } from "./simulator.js";

/** Ids of the default seed. */
export const mina = "10228416037451982";
export const adAccountId = "1029384756";
export const audienceId = "23851234567890123";

/** A SHA-256 digest in hex, as audience rows are hashed. */
export const digest = (text: string) => createHash("sha256").update(text).digest("hex");
/** Hashed email addresses, as an audience upload carries them. */
export const emails = (count: number, from = 0) => Array.from({ length: count }, (_, index) => digest(`user${from + index}@example.com`));

interface State {
  users: string[];
  pages: Record<string, { blocked: string[] }>;
  adAccounts: Record<string, { assignedUsers: string[] }>;
  audiences: Record<string, { adAccount: string; members: number }>;
  sessions: Record<string, { next: number; ended: boolean }>;
}

export function useSocialGraphSimulator() {
  const sim = useSimulatorClient("social-graph", (url) => createSocialGraphClient({ baseUrl: url, auth: "EAAB-simulator" }));
  const state = () => sim.control.command<State>("state");
  /** The member count of an audience. */
  const members = async (id = audienceId) => (await state()).audiences[id]!.members;
  const getUser = (userId: string, fields?: string[]) =>
    sim.client.GET("/{user_id}", { params: { path: { user_id: userId }, query: fields ? { fields } : {} } });
  return Object.assign(sim, { state, members, getUser });
}

/** A request as a client sent it. */
export interface SentRequest {
  method: string;
  url: URL;
  contentType: string | null;
  /** Parsed JSON, or the raw text of any other body ("" for none). */
  body: any;
}

/**
 * The mock, and clients (of any version or token) whose requests are recorded; `preferFor` lets a
 * test choose the mock's answer per request, from what the request carries. Both are forgotten
 * before each test.
 */
export function useSocialGraphMock() {
  const server = useMockServer("social-graph");
  const sent: SentRequest[] = [];
  async function recording(request: Request): Promise<Response> {
    const text = await request.clone().text();
    const contentType = request.headers.get("content-type");
    const record: SentRequest = {
      method: request.method,
      url: new URL(request.url),
      contentType,
      body: text !== "" && contentType?.includes("json") ? JSON.parse(text) : text,
    };
    sent.push(record);
    const prefer = handle.preferFor?.(record);
    if (prefer) request.headers.set("Prefer", prefer);
    return fetch(request);
  }
  const clientFor = (options: { version?: string; auth?: string } = {}) =>
    createSocialGraphClient({ baseUrl: server.url, fetch: recording, auth: "EAAB-test-token", ...options });
  let client: SocialGraphClient;
  beforeAll(() => {
    client = clientFor();
  });
  beforeEach(() => {
    sent.length = 0;
    handle.preferFor = undefined;
  });
  const handle = {
    get url() {
      return server.url;
    },
    get client() {
      return client;
    },
    sent,
    clientFor,
    preferFor: undefined as ((request: SentRequest) => string | undefined) | undefined,
  };
  return handle;
}
