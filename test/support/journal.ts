/** A record of the request journal (src/simulator/journal.ts) for the journal's own tests: a getAuthenticatedUser answered 200, `given` changing any part. */
import type { JournalRecord } from "../../src/simulator/journal.js";

export const journalRecord = (given: Partial<JournalRecord> = {}): JournalRecord => ({
  seq: 0,
  operationId: "getAuthenticatedUser",
  method: "GET",
  url: "/user",
  headers: { accept: "application/json" },
  text: "",
  status: 200,
  replyHeaders: { "content-type": "application/json; charset=utf-8" },
  replyText: '{"login":"octocat"}',
  requestProblems: undefined,
  responseProblems: undefined,
  fault: false,
  source: undefined,
  ...given,
});
