/** Request bodies that the event-management suites (the typed client's and the official client's) share. */
import type { Post } from "../../src/event-management.js";

/** A post that publishes an external event (one without a live video) by its event URN. */
export function externalPost(organization: string, eventId: string | number): Post {
  return {
    author: organization,
    commentary: "Registration is open.",
    visibility: "PUBLIC",
    distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
    content: { reference: { id: `urn:li:event:${eventId}` } },
    lifecycleState: "PUBLISHED",
    isReshareDisabledByAuthor: false,
  };
}
