// docs/simulator/search.md: the product header an official client checks, added to every answer.
import { startSimulator } from "vendor-api-contracts/simulator";

const simulator = await startSimulator({ apis: ["search"], port: 0, responseHeaders: { search: { "X-Vendor-Product": "Vendor" } } });
// on the command line: npm start -- search --response-header "search:X-Vendor-Product=Vendor"
const answer = await fetch(`${simulator.urls.search}/_search`, {
  method: "POST",
  headers: { authorization: "ApiKey example-key", "content-type": "application/json" },
  body: JSON.stringify({ query: { match_all: {} }, size: 1 }),
});
console.log("search answers", answer.status, "with X-Vendor-Product:", answer.headers.get("x-vendor-product"));
await simulator.stop();
