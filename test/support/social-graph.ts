/**
 * The simulated social-graph service for a suite: useSimulator's lifecycle, a typed client with a
 * test token, the seeded ids, and the state the control API shows.
 */
import { createHash } from "node:crypto";
import { createSocialGraphClient } from "../../src/social-graph.js";
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
  const getUser = (userId: string, fields?: string[]) => sim.client.GET("/{user_id}", { params: { path: { user_id: userId }, query: fields ? { fields } : {} } });
  return Object.assign(sim, { state, members, getUser });
}
