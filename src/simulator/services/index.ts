/** The simulated service of each API; an API without one answers every operation from its examples. */
import type { ApiId } from "../../contract/apis.js";
import type { ServiceFactory } from "../service.js";
import { createCodeHostingService } from "./code-hosting/index.js";
import { createComputeService } from "./compute/index.js";
import { createEventManagementService } from "./event-management/index.js";
import { createSocialGraphService } from "./social-graph/index.js";
import { createSearchService } from "./search/index.js";

export const serviceFactories: Partial<Record<ApiId, ServiceFactory>> = {
  "code-hosting": createCodeHostingService,
  compute: createComputeService,
  "event-management": createEventManagementService,
  "social-graph": createSocialGraphService,
  search: createSearchService,
};
