/** The compute service's discovery document (generated/compute/discovery.json), at the addresses discovery clients fetch it from. */
import discovery from "../../../../generated/compute/discovery.json" with { type: "json" };
import { discoveryDocuments } from "../../discovery.js";

export const computeDocuments = discoveryDocuments(discovery);
