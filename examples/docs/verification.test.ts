// docs/simulator/verification.md: the journal's matchers in a test file of a user's suite.
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { createControlClient, startSimulator, type ControlClient, type RunningSimulator } from "vendor-api-contracts/simulator";
import { journalMatchers } from "vendor-api-contracts/simulator/vitest";
import { createCodeHostingClient } from "vendor-api-contracts/code-hosting";

expect.extend(journalMatchers); // once, in a setup file (vitest's setupFiles) or in the test file

let simulator: RunningSimulator;
let control: ControlClient;
beforeAll(async () => {
  simulator = await startSimulator({ apis: ["code-hosting"], port: 0, strict: true, frozenClock: true });
  control = createControlClient(simulator.urls["code-hosting"]!);
});
afterAll(() => simulator?.stop());
beforeEach(() => control.reset()); // a reset clears the journal too

/** The application under test: it signs a user up by adding the address typed, once the user is known. */
async function signUp(baseUrl: string, email: string) {
  const client = createCodeHostingClient({ baseUrl, auth: "example-token" });
  const { data: user } = await client.GET("/user");
  if (user) await client.POST("/user/emails", { body: { emails: [email] } });
}

it("adds the address typed, after reading the user, and deletes none", async () => {
  await signUp(simulator.urls["code-hosting"]!, "ada@example.com");

  // The handle of a simulator in this process reads its journal at once.
  expect(simulator).toHaveReceived("addEmailsForAuthenticatedUser", { body: { emails: ["ada@example.com"] }, times: 1 });
  expect(simulator).toHaveReceived("getAuthenticatedUser", { headers: { authorization: "[redacted]" } });
  expect(simulator).toHaveReceivedInOrder(["getAuthenticatedUser", { operationId: "addEmailsForAuthenticatedUser", body: { emails: [expect.stringMatching(/@example\.com$/)] } }]);
  expect(simulator).not.toHaveReceived("deleteEmailsForAuthenticatedUser");

  // A control client (or a session) reads it through GET /__control/requests: await the matcher.
  await expect(control).toHaveReceived("addEmailsForAuthenticatedUser", { body: expect.objectContaining({ emails: expect.any(Array) }) });
});

it("keeps a session's requests in the session's journal", async () => {
  await using session = await control.openSession();
  await signUp(session.urls["code-hosting"]!, "grace@example.com");
  await expect(session).toHaveReceived("addEmailsForAuthenticatedUser", { body: { emails: ["grace@example.com"] } });
  expect(simulator).not.toHaveReceived("addEmailsForAuthenticatedUser");
});

it("says what was received instead when an expectation fails", async () => {
  await signUp(simulator.urls["code-hosting"]!, "linus@example.com");
  expect(() => expect(simulator).toHaveReceived("addEmailsForAuthenticatedUser", { body: { emails: ["ada@example.com"] } })).toThrow(
    'body.emails[0]: expected "ada@example.com", received "linus@example.com"',
  );
});
