// docs/simulator/sessions.md: sessions from the control client, beside the simulator's own state.
import { createControlClient, startSimulator } from "vendor-api-contracts/simulator";
import { createCodeHostingClient } from "vendor-api-contracts/code-hosting";

await using simulator = await startSimulator({ apis: ["code-hosting", "search"], port: 0, seeds: { search: { indices: { logs: { generate: { count: 20 } } } } } });

const control = createControlClient(simulator.urls["code-hosting"]!);
await using session = await control.openSession({ seeds: { "code-hosting": { login: "hubot" } } });
// Any client takes the session's URLs as its base address.
const client = createCodeHostingClient({ baseUrl: session.urls["code-hosting"]!, auth: "example-token" });
const { data: user } = await client.GET("/user");
await client.POST("/user/emails", { body: { emails: ["hubot@example.com"] } });

const own = createCodeHostingClient({ baseUrl: simulator.urls["code-hosting"]!, auth: "example-token" });
const inSession = (await client.GET("/user/emails")).data?.length;
const outside = (await own.GET("/user/emails")).data?.length;
console.log(`session user: ${user?.login}; addresses in the session: ${inSession}, in the simulator's own state: ${outside}`);

// The session's control API, typed per API: its seeds, commands, clock and faults are its own.
await session.command("search", "createIndex", { index: "events", generate: { count: 5 } });
await session.control("code-hosting").injectFault({ operationId: "getAuthenticatedUser", status: 503 });
await session.advanceClock(60 * 60_000);
const events = async (url: string) => {
  const answer = await fetch(`${url}/events/_search`);
  return answer.ok ? `${((await answer.json()) as { hits: { hits: unknown[] } }).hits.hits.length} hits` : `${answer.status}`;
};
console.log(`events in the session: ${await events(session.urls.search!)}; in the simulator's own state: ${await events(simulator.urls.search!)}`);

const other = await control.openSession();
await other.close(); // or leave it: an idle session ends after its time-to-live (10 minutes)
const closed = await fetch(`${other.urls["code-hosting"]}/user`, { headers: { authorization: "Bearer example-token" } });
console.log(`a closed session answers ${closed.status}: ${((await closed.json()) as { message: string }).message}`);
