// docs/simulator/search.md: the product header an official client checks, added to every answer,
// and the release the root reports.
import { createControlClient, startSimulator } from "vendor-api-contracts/simulator";

const simulator = await startSimulator({ apis: ["search"], port: 0, responseHeaders: { search: { "X-Vendor-Product": "Vendor" } } });
// on the command line: npm start -- search --response-header "search:X-Vendor-Product=Vendor"
const answer = await fetch(`${simulator.urls.search}/_search`, {
  method: "POST",
  headers: { authorization: "ApiKey example-key", "content-type": "application/json" },
  body: JSON.stringify({ query: { match_all: {} }, size: 1 }),
});
console.log("search answers", answer.status, "with X-Vendor-Product:", answer.headers.get("x-vendor-product"));

const control = createControlClient(simulator.urls.search!);
await control.seed({ cluster: { name: "orders-search", version: "7.17.6" } });
await control.command("cluster", { version: { number: "7.10.2", build_flavor: "oss" } });
const root = (await (await fetch(`${simulator.urls.search}/`)).json()) as { cluster_name: string; version: { number: string; build_flavor: string } };
console.log("the root reports", root.version.number, root.version.build_flavor, "of", root.cluster_name);
await simulator.stop();
