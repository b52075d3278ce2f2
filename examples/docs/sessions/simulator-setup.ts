// simulator-setup.ts
import { simulatorSetup } from "vendor-api-contracts/simulator";

export default simulatorSetup({ apis: ["code-hosting", "search"], strict: true, frozenClock: true, responseHeaders: { search: { "X-Vendor-Product": "Vendor" } } });
