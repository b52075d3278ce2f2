// docs/simulator/compute.md: the official compute client against the simulator, and a read-modify-write loop with the package's typed client.
import { auth, compute } from "@googleapis/compute";
import { createComputeClient } from "vendor-api-contracts/compute";
import { createControlClient, startSimulator } from "vendor-api-contracts/simulator";

const simulator = await startSimulator({ apis: ["compute"], port: 0, strict: true });
const oauth = new auth.OAuth2();
oauth.setCredentials({ access_token: "test-access-token" });
const client = compute({ version: "v1", rootUrl: `${simulator.urls.compute}/`, auth: oauth });

const { data: policy } = await client.organizationSecurityPolicies.get({ securityPolicy: "storefront-edge" });

await client.organizationSecurityPolicies.patch({
  securityPolicy: "storefront-edge",
  requestId: crypto.randomUUID(),
  requestBody: { ...policy, description: "Reviewed." },
});
const page = await client.forwardingRules.aggregatedList({ project: "acme-web-prod", maxResults: 3, returnPartialSuccess: true });

const typedClient = createComputeClient({ baseUrl: simulator.urls.compute!, auth: "test-access-token" });
const control = createControlClient(simulator.urls.compute!);
const policyPath = "/locations/global/securityPolicies/{securityPolicy}" as const;
const { data: read } = await typedClient.GET(policyPath, { params: { path: { securityPolicy: "storefront-edge" } } });
let { data: operation } = await typedClient.PATCH(policyPath, {
  params: { path: { securityPolicy: "storefront-edge" } },
  body: { ...read, fingerprint: read!.fingerprint!, description: "Reviewed again." },
});
while (operation?.status !== "DONE") {
  await control.advanceClock(1_000); // where an application waits between two polls
  ({ data: operation } = await typedClient.GET("/locations/global/operations/{operation}", { params: { path: { operation: operation!.name! } } }));
}
const { data: after } = await typedClient.GET(policyPath, { params: { path: { securityPolicy: "storefront-edge" } } });
console.log("read-modify-write:", operation?.status, "fingerprint changed:", after!.fingerprint !== read!.fingerprint);
console.log("patched; first page of forwarding rules:", Object.keys(page.data.items ?? {}).length > 0, "next page:", page.data.nextPageToken !== undefined);
await simulator.stop();
