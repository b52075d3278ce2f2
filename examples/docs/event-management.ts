// docs/simulator/event-management.md and docs/troubleshooting.md: the name an official client
// reads a created entity's id under, told to the simulator; request headers under the client's
// own word, read as the contract's.
import { startSimulator } from "vendor-api-contracts/simulator";

// The official clients write their own word where the contract's header names hold the neutral
// "Vendor" (the client's source names it; "Word" stands for it here).
const word = "Word";
const simulator = await startSimulator({
  apis: ["event-management"],
  port: 0,
  responseHeaderNames: { "event-management": { "X-Vendor-Id": `X-${word}-Id` } },
});
// on the command line: npm start -- event-management --response-header-name "event-management:X-Vendor-Id=X-<word>-Id"
const created = await fetch(`${simulator.urls["event-management"]}/rest/events`, {
  method: "POST",
  headers: { authorization: "Bearer AQX-example", "content-type": "application/json", [`X-${word}-Protocol-Version`]: "2.0.0" },
  body: JSON.stringify({
    name: { localized: { en_US: "Spring Release Live" } },
    type: { online: { format: { liveVideo: { endsAt: 1773855000000 } } } },
    organizer: "urn:li:organization:2414183",
    startsAt: 1773849600000,
  }),
});
const { id } = (await created.json()) as { id: number };
console.log("created", created.status, `X-${word}-Id:`, created.headers.get(`x-${word}-id`) === String(id), "X-Vendor-Id:", created.headers.get("x-vendor-id"));
await simulator.stop();
