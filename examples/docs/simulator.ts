// docs/simulator/README.md: the simulator in a test suite, an added response header, the control API.
import setup from "./simulator-setup.js";

// What vitest does with a globalSetup module: run it before the tests, its teardown after them.
const teardown = await setup();
console.log("CODE_HOSTING_URL:", /^http:\/\/127\.0\.0\.1:\d+$/.test(process.env.CODE_HOSTING_URL ?? ""));
await teardown();

import { startSimulator } from "vendor-api-contracts/simulator";

// An official search client refuses answers without its product header: give it the name and
// value it checks (written here in neutral form; see docs/simulator/search.md).
const search = await startSimulator({ apis: ["search"], port: 0, responseHeaders: { search: { "X-Vendor-Product": "Vendor" } } });
const answer = await fetch(`${search.urls.search}/_nodes/stats/indices/search`, { headers: { authorization: "ApiKey example-key" } });
console.log("search answers", answer.status, "with X-Vendor-Product:", answer.headers.get("x-vendor-product"));
await search.stop();

const simulator = await startSimulator({ apis: ["code-hosting"], port: 0, frozenClock: true });
import { createControlClient } from "vendor-api-contracts/simulator";
const control = createControlClient(simulator.urls["code-hosting"]!);
await control.reset(); // forget the API's state
await control.advanceClock(10_000); // imports progress, contexts expire (the clock is shared)
await control.command("tokens", { "read-only-token": { contents: "read" } });
const refused = await fetch(`${simulator.urls["code-hosting"]}/user/emails`, {
  method: "POST",
  headers: { authorization: "Bearer read-only-token", "content-type": "application/json" },
  body: JSON.stringify({ emails: ["new@vendor.example"] }),
});
console.log("a read-only token adding an email:", refused.status);
await control.injectFault({ operationId: "getImportStatus", status: 503, count: 2, retryAfter: 1 });
await control.injectFault({ delayMs: 200, count: 1 }); // the next request of any operation, late
await control.injectFault({ drop: true, count: 1 }); // the next request, connection closed
const read = () =>
  fetch(`${simulator.urls["code-hosting"]}/repos/octocat/hello-world/import`, { headers: { authorization: "Bearer t" } }).then(
    (answer) => answer.status,
    () => "dropped",
  );
console.log("import status reads:", await read(), await read(), await read(), await read(), await read());
await simulator.stop();
