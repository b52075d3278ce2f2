/**
 * What the event-management suites share: request bodies (the typed client's, the official
 * client's and the simulator's suites), and the simulated service with a typed client whose fetch
 * refuses any host but 127.0.0.1, reseeded before each test, with the steps of its flows.
 */
import { beforeEach, expect } from "vitest";
import {
  createEventManagementClient,
  findEvents,
  uploadTarget,
  type EventCreateRequest,
  type FinderQuery,
  type Post,
} from "../../src/clients/event-management.js";
import { useSimulatorClient } from "./simulator.js";

export const northwind = "urn:li:organization:2414183";
export const person = "urn:li:person:Xk3pQ9rT2a";
/** The first bytes of a PNG image, the upload the suites send. */
export const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

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

/** A fetch that refuses any host but 127.0.0.1 and never follows a redirect. */
export async function localOnly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  if (new URL(request.url).hostname !== "127.0.0.1") throw new Error(`a test tried to reach ${request.url}`);
  return fetch(request, { redirect: "error" });
}

export function eventBody(overrides: Partial<EventCreateRequest> = {}): EventCreateRequest {
  return {
    name: { localized: { en_US: "Data Platform Live: Spring Release Walkthrough" } },
    type: { online: { format: { liveVideo: { endsAt: 1773855000000, testEvent: false } } } },
    organizer: northwind,
    leadGenFormSpec: { privacyPolicyUrl: "https://www.northwind-analytics.example/privacy" },
    startsAt: 1773849600000,
    ...overrides,
  };
}

export function liveVideoPost(liveVideo: string): Post {
  return {
    author: { company: northwind },
    postContent: { commentary: { attributes: [], text: "Join us live." }, content: { reference: { id: liveVideo } } },
    lifecycleState: "PUBLISHED",
    visibility: "PUBLIC",
    origin: "FEED",
    context: { paidEndorsementContext: { active: false } },
    distribution: { feedDistribution: "MAIN_FEED", externalDistributionChannels: [] },
  };
}

/** Sends the image to the uploadUrl as given, with the headers the registration named. */
export function upload(uploadUrl: string, headers: Record<string, string>, method: "POST" | "PUT" = "POST") {
  return localOnly(uploadUrl, {
    method,
    headers: { ...headers, Authorization: "Bearer AQXsim", "X-Vendor-Protocol-Version": "2.0.0", "Content-Type": "image/png" },
    body: png,
  });
}

export function useEventManagementSimulator() {
  const sim = useSimulatorClient("event-management", (url) =>
    createEventManagementClient({ baseUrl: url, auth: "AQXsim", fetch: localOnly }),
  );
  // The default seed again (a test may have seeded its own; a reset goes back to the last seed).
  beforeEach(() => sim.control.seed({}));

  async function register() {
    const { data, response } = await sim.client.POST("/rest/assets", {
      params: { query: { action: "registerUpload" } },
      body: {
        registerUploadRequest: {
          owner: person,
          recipes: ["urn:li:digitalmediaRecipe:feedshare-image"],
          serviceRelationships: [{ identifier: "urn:li:userGeneratedContent", relationshipType: "OWNER" }],
          supportedUploadMechanism: ["SYNCHRONOUS_UPLOAD"],
        },
      },
    });
    expect(response.status).toBe(200);
    return uploadTarget(data!);
  }

  async function create(body: EventCreateRequest) {
    const { data, response } = await sim.client.POST("/rest/events", { body });
    expect(response.status).toBe(201);
    return data!;
  }

  async function post(body: Post) {
    const { response } = await sim.client.POST("/rest/posts", { body });
    expect(response.status).toBe(201);
  }

  const getEvent = (id: number) => sim.client.GET("/rest/events/{event_id}", { params: { path: { event_id: id } } });
  const rename = (id: number, vanityName: string) =>
    sim.client.PATCH("/rest/events/{event_id}", { params: { path: { event_id: id } }, body: { patch: { $set: { vanityName } } } });
  const deletePost = (urn: string) => sim.client.DELETE("/rest/posts/{post_urn}", { params: { path: { post_urn: urn } } });

  /** Creates and posts an external event; its id. */
  async function createPosted(overrides: Partial<EventCreateRequest> = {}): Promise<number> {
    const created = await create(
      eventBody({
        type: { online: { format: { external: { endsAt: 1778173200000, URL: "https://summit.example/2026" } } } },
        ...overrides,
      }),
    );
    await post(externalPost(northwind, created.id!));
    return created.id!;
  }

  async function names(query: FinderQuery): Promise<string[]> {
    const found: string[] = [];
    for await (const event of findEvents(sim.client, query)) found.push(event.name!.localized!.en_US!);
    return found;
  }
  return Object.assign(sim, { register, create, post, getEvent, rename, deletePost, createPosted, names });
}
