/** The official event-management client (linkedin-api-client) set up as its users set it up, and the requests the flows share. */
import { RestliClient } from "linkedin-api-client";
import { expect } from "vitest";
import type { components } from "../../src/clients/event-management.js";

export const accessToken = "AQV-event-management-test-token";
/** The client sends the dated version header only with a version, and only then uses the `/rest` paths. */
export const versionString = "202505";
export const organization = "urn:li:organization:2414183";
export const member = "urn:li:person:Xk3pQ9rT2a";
export const hour = 3_600_000;
export const day = 24 * hour;

/**
 * The name the client reads a created entity's id under (`HEADERS.CREATED_ENTITY_ID` of its
 * lib/utils/constants.ts), which its users give the simulator and the mock for the contract's
 * `X-Vendor-Id`, as docs/simulator/event-management.md says: the one thing they are told.
 */
export const createdIdHeaderName = { "X-Vendor-Id": "X-RestLi-Id" };
export const responseHeaderNames = { "event-management": createdIdHeaderName };

/**
 * A client whose requests go to `baseUrl()` (every absolute URL keeps its path and query; only
 * the origin changes, so the upload URL a server answers with is followed too; one already on the
 * base, as a session's upload URL is, goes as named). Everything else is the client's own: its
 * header names go as it writes them.
 */
export function officialClient(baseUrl: () => string): RestliClient {
  const client = new RestliClient();
  client.axiosInstance.interceptors.request.use((config) => {
    const base = baseUrl();
    if (config.url !== undefined && !config.url.startsWith(`${base}/`)) config.url = config.url.replace(/^https?:\/\/[^/]+/, base);
    return config;
  });
  return client;
}

/** The status of a request the client rejects (axios throws on 4xx and 5xx). */
export async function refusedWith(request: Promise<unknown>): Promise<number | undefined> {
  try {
    await request;
  } catch (error) {
    return (error as { response?: { status: number } }).response?.status;
  }
  throw new Error("the request was accepted");
}

const registration = {
  registerUploadRequest: {
    owner: member,
    recipes: ["urn:li:digitalmediaRecipe:feedshare-image"],
    serviceRelationships: [{ identifier: "urn:li:userGeneratedContent", relationshipType: "OWNER" }],
    supportedUploadMechanism: ["SYNCHRONOUS_UPLOAD"],
  },
};
export const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==",
  "base64",
);

/** Registers an upload and sends the image to the URL the answer gives, with the headers it names. */
export async function uploadBackground(client: RestliClient): Promise<string> {
  const registered = await client.action({
    resourcePath: "/assets",
    actionName: "registerUpload",
    data: registration,
    accessToken,
    versionString,
  });
  expect(registered.status).toBe(200);
  // The client types an action's value loosely; the contract's type says what it holds.
  const { asset, uploadMechanism } = registered.data.value as components["schemas"]["RegisterUploadResponse"]["value"] & object;
  const [upload] = Object.values(uploadMechanism ?? {});
  const sent = await client.axiosInstance.post(upload!.uploadUrl!, png, {
    headers: {
      ...upload!.headers,
      Authorization: `Bearer ${accessToken}`,
      "Content-Type": "image/png",
      "X-RestLi-Protocol-Version": "2.0.0",
    },
  });
  expect(sent.status).toBe(201);
  return asset!;
}

export function liveVideoPost(liveVideo: string) {
  return {
    author: { company: organization },
    postContent: { commentary: { attributes: [], text: "Join us live for the spring release walkthrough." }, media: { id: liveVideo } },
    lifecycleState: "PUBLISHED",
    visibility: "PUBLIC",
    origin: "FEED",
    context: { paidEndorsementContext: { active: false } },
    distribution: { feedDistribution: "MAIN_FEED", externalDistributionChannels: [] },
  };
}

/** A POST on an event with a patch body and the given protocol method, through the client's transport. */
export function postWithMethod(client: RestliClient, url: string, method: string) {
  return client.axiosInstance.post(
    url,
    { patch: { $set: { vanityName: "renamed" } } },
    {
      headers: { Authorization: `Bearer ${accessToken}`, "X-RestLi-Protocol-Version": "2.0.0", "X-RestLi-Method": method },
    },
  );
}

export const eventIds = (data: { elements: { id?: number }[] }) => data.elements.map((event) => String(event.id));
