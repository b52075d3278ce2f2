// docs/simulator/compute.md: the official compute client against the simulator.
import { auth, compute } from "@googleapis/compute";
import { createControlClient, startSimulator } from "vendor-api-contracts/simulator";

const simulator = await startSimulator({ apis: ["compute"], port: 0, strict: true });
const oauth = new auth.OAuth2();
oauth.setCredentials({ access_token: "test-access-token" });
const client = compute({ version: "v1", rootUrl: `${simulator.urls.compute}/`, auth: oauth });

// The contract has no read of a policy; the control API shows the one stored.
const policy = await createControlClient(simulator.urls.compute!).command<object>("policy", { name: "storefront-edge" });

await client.organizationSecurityPolicies.patch({
  securityPolicy: "storefront-edge",
  requestId: crypto.randomUUID(),
  requestBody: { ...policy, description: "Reviewed." },
});
const page = await client.forwardingRules.aggregatedList({ project: "acme-web-prod", maxResults: 3, returnPartialSuccess: true });
console.log("patched; first page of forwarding rules:", Object.keys(page.data.items ?? {}).length > 0, "next page:", page.data.nextPageToken !== undefined);
await simulator.stop();
