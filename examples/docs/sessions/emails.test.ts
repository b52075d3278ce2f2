// emails.test.ts: tests side by side (describe.concurrent), each in its own session of the one simulator.
import { describe } from "vitest";
import { createCodeHostingClient } from "vendor-api-contracts/code-hosting";
import { sessionTest as test } from "vendor-api-contracts/simulator/vitest";

describe.concurrent("email addresses", () => {
  for (const name of ["ada", "grace", "linus", "margaret"]) {
    test(`${name} adds an address and lists only hers`, async ({ session, expect }) => {
      const client = createCodeHostingClient({ baseUrl: session.urls["code-hosting"]!, auth: "example-token" });
      await client.POST("/user/emails", { body: { emails: [`${name}@example.com`] } });
      const { data } = await client.GET("/user/emails");
      expect(data?.map((entry) => entry.email)).toEqual(["octocat@vendor.example", `${name}@example.com`]);
    });
  }
});

// Every test of this file starts from the same seeds, each in a session of its own.
const seeded = test.override({ sessionOptions: { seeds: { "code-hosting": { login: "hubot" } } } });

seeded("reads the user of its seed, and moves its own clock", async ({ session, expect }) => {
  const client = createCodeHostingClient({ baseUrl: session.urls["code-hosting"]!, auth: "example-token" });
  expect((await client.GET("/user")).data?.login).toBe("hubot");
  const before = await session.now();
  await session.advanceClock(60_000); // the session's clock; no other test's
  expect((await session.now()).getTime() - before.getTime()).toBe(60_000);
});
