/**
 * The event-management flows of the source document driven through the official Rest.li client
 * (linkedin-api-client), as its users call it: against the simulator in strict mode, and the
 * stateless calls against the Prism engine. The client keeps every habit of its own (methods,
 * URLs, query encoding, the method header, Content-Type on every request, the id of a created
 * entity read from a response header); a small wrapper of its axios transport only points it at
 * the server under test and translates the header names that carry the vendor's name.
 */
import { RestliClient } from "linkedin-api-client";
import { describe, expect, it } from "vitest";
import type { components } from "../../src/clients/event-management.js";
import { useSimulator } from "../support/simulator.js";
import { externalPost } from "../support/event-management.js";
import { useMockServer } from "../support/mock.js";

const accessToken = "AQV-event-management-test-token";
/** The client sends the dated version header only with a version, and only then uses the `/rest` paths. */
const versionString = "202505";
const organization = "urn:li:organization:2414183";
const member = "urn:li:person:Xk3pQ9rT2a";
const hour = 3_600_000;
const day = 24 * hour;

/** Header names with the vendor's name, as the client writes them, and their neutral form. */
const vendorHeaderNames: [RegExp, string][] = [
  [/^x-restli-/i, "X-Vendor-"],
  [/^linkedin-/i, "Vendor-"],
];

/**
 * A client whose requests go to `baseUrl()` (every absolute URL keeps its path and query; only
 * the origin changes, so the upload URL a server answers with is followed too), with vendor-named
 * header names translated both ways. Everything else is the client's own.
 */
function officialClient(baseUrl: () => string): RestliClient {
  const client = new RestliClient();
  client.axiosInstance.interceptors.request.use((config) => {
    config.url = config.url?.replace(/^https?:\/\/[^/]+/, baseUrl());
    for (const [name, value] of Object.entries(config.headers.toJSON())) {
      const neutral = vendorHeaderNames.find(([pattern]) => pattern.test(name));
      if (!neutral) continue;
      config.headers.delete(name);
      config.headers.set(name.replace(neutral[0], neutral[1]), value);
    }
    return config;
  });
  client.axiosInstance.interceptors.response.use((response) => {
    for (const [name, value] of Object.entries(response.headers)) {
      if (!/^x-vendor-/i.test(name)) continue;
      delete response.headers[name];
      response.headers[name.toLowerCase().replace(/^x-vendor-/, "x-restli-")] = value;
    }
    return response;
  });
  return client;
}

/** The status of a request the client rejects (axios throws on 4xx and 5xx). */
async function refusedWith(request: Promise<unknown>): Promise<number | undefined> {
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
const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==", "base64");

/** Registers an upload and sends the image to the URL the answer gives, with the headers it names. */
async function uploadBackground(client: RestliClient): Promise<string> {
  const registered = await client.action({ resourcePath: "/assets", actionName: "registerUpload", data: registration, accessToken, versionString });
  expect(registered.status).toBe(200);
  // The client types an action's value loosely; the contract's type says what it holds.
  const { asset, uploadMechanism } = registered.data.value as components["schemas"]["RegisterUploadResponse"]["value"] & object;
  const [upload] = Object.values(uploadMechanism ?? {});
  const sent = await client.axiosInstance.post(upload!.uploadUrl!, png, {
    headers: { ...upload!.headers, Authorization: `Bearer ${accessToken}`, "Content-Type": "image/png", "X-RestLi-Protocol-Version": "2.0.0" },
  });
  expect(sent.status).toBe(201);
  return asset!;
}

function liveVideoPost(liveVideo: string) {
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
function postWithMethod(client: RestliClient, url: string, method: string) {
  return client.axiosInstance.post(
    url,
    { patch: { $set: { vanityName: "renamed" } } },
    {
      headers: { Authorization: `Bearer ${accessToken}`, "X-RestLi-Protocol-Version": "2.0.0", "X-RestLi-Method": method },
    },
  );
}

const eventIds = (data: { elements: { id?: number }[] }) => data.elements.map((event) => String(event.id));

describe("event-management through the official client, on the simulator", () => {
  const simulator = useSimulator("event-management");
  const client = officialClient(() => simulator.url);

  it("registers and uploads a background, creates, posts, reads, renames, finds and deletes a live-video event", async () => {
    const now = (await simulator.control.now()).getTime();
    const asset = await uploadBackground(client);
    const assets = await simulator.control.command<{ assets: { asset: string; uploaded: boolean; mediaType?: string }[] }>("assets");
    expect(assets.assets.find((entry) => entry.asset === asset)).toMatchObject({ uploaded: true, mediaType: "image/png" });

    const created = await client.create({
      resourcePath: "/events",
      entity: {
        name: { localized: { en_US: "Spring Release Live" } },
        type: { online: { format: { liveVideo: { endsAt: now + 2 * day + hour, testEvent: false } } } },
        organizer: organization,
        leadGenFormSpec: { privacyPolicyUrl: "https://www.northwind-analytics.example/privacy" },
        startsAt: now + 2 * day,
        backgroundImage: asset,
      },
      accessToken,
      versionString,
    });
    expect(created.status).toBe(201);
    const eventId = created.createdEntityId as string;
    expect(eventId).toBe(String(created.data.id));
    const liveVideo = created.data.type.online.format.liveVideo.liveVideo as string;
    expect(liveVideo).toMatch(/^urn:li:liveVideo:/);

    // Not readable, writable or deletable until posted.
    expect(await refusedWith(client.get({ resourcePath: "/events/{id}", pathKeys: { id: eventId }, accessToken, versionString }))).toBe(404);
    expect(await refusedWith(client.partialUpdate({ resourcePath: "/events/{id}", pathKeys: { id: eventId }, patchSetObject: { vanityName: "too-early" }, accessToken, versionString }))).toBe(404);

    const post = await client.create({ resourcePath: "/posts", entity: liveVideoPost(liveVideo), queryParams: { actor: member }, accessToken, versionString });
    expect(post.status).toBe(201);
    const postUrn = post.createdEntityId as string;
    expect(postUrn).toMatch(/^urn:li:ugcPost:/);

    const fetched = await client.get({ resourcePath: "/events/{id}", pathKeys: { id: eventId }, accessToken, versionString });
    expect(fetched.data).toMatchObject({ id: Number(eventId), ugcPost: postUrn, backgroundImage: asset, organizer: organization });
    expect(fetched.data.type.online.format.liveVideo.liveVideo).toBeUndefined();

    const renamed = await client.partialUpdate({ resourcePath: "/events/{id}", pathKeys: { id: eventId }, patchSetObject: { vanityName: "spring-release-live" }, accessToken, versionString });
    expect(renamed.status).toBe(200);
    const reread = await client.get({ resourcePath: "/events/{id}", pathKeys: { id: eventId }, accessToken, versionString });
    expect(reread.data.vanityName).toBe("spring-release-live");

    const upcoming = await client.finder({
      resourcePath: "/events",
      finderName: "eventsByOrganizer",
      queryParams: { organizer: organization, timeBasedFilter: { lifeCycleState: "UPCOMING" }, sortOrder: "START_TIME_ASC", excludeCancelled: true },
      accessToken,
      versionString,
    });
    expect(eventIds(upcoming.data)).toContain(eventId);
    const starts = upcoming.data.elements.map((event) => event.startsAt as number);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));

    const inRange = await client.finder({
      resourcePath: "/events",
      finderName: "eventsByOrganizer",
      queryParams: { organizer: organization, timeBasedFilter: { startTimeRange: { start: now + day, end: now + 3 * day } }, entryCriteria: "GATED" },
      accessToken,
      versionString,
    });
    expect(eventIds(inRange.data)).toContain(eventId);

    const withForms = await client.finder({
      resourcePath: "/events",
      finderName: "organizerLeadGenFormEnabledEvents",
      queryParams: { organizer: organization, start: 0, count: 50 },
      accessToken,
      versionString,
    });
    expect(eventIds(withForms.data)).toContain(eventId);
    expect(withForms.data.paging).toMatchObject({ start: 0, count: 50 });

    // The clock moves the event through its lifecycle.
    await simulator.control.advanceClock(3 * day);
    const past = await client.finder({
      resourcePath: "/events",
      finderName: "eventsByOrganizer",
      queryParams: { organizer: organization, timeBasedFilter: { lifeCycleState: "PAST" } },
      accessToken,
      versionString,
    });
    expect(eventIds(past.data)).toContain(eventId);

    const deleted = await client.delete({ resourcePath: "/posts/{id}", pathKeys: { id: postUrn }, accessToken, versionString });
    expect(deleted.status).toBe(204);
    expect(await refusedWith(client.get({ resourcePath: "/events/{id}", pathKeys: { id: eventId }, accessToken, versionString }))).toBe(404);
    expect(await refusedWith(client.delete({ resourcePath: "/posts/{id}", pathKeys: { id: postUrn }, accessToken, versionString }))).toBe(404);
  });

  it("creates an external event without a registration form, posts it by its event URN and pages through the organizer's events", async () => {
    const now = (await simulator.control.now()).getTime();
    const created = await client.create({
      resourcePath: "/events",
      entity: {
        name: { localized: { en_US: "Partner Summit" } },
        type: { online: { format: { external: { endsAt: now + 5 * day + hour, URL: "https://summit.northwind-analytics.example/" } } } },
        organizer: organization,
        startsAt: now + 5 * day,
      },
      accessToken,
      versionString,
    });
    const eventId = created.createdEntityId as string;
    expect(created.data.leadGenForm).toBeUndefined();
    const post = await client.create({ resourcePath: "/posts", entity: externalPost(organization, eventId), accessToken, versionString });
    expect(post.createdEntityId).toMatch(/^urn:li:ugcPost:/);

    const open = await client.finder({ resourcePath: "/events", finderName: "eventsByOrganizer", queryParams: { organizer: organization, entryCriteria: "PUBLIC" }, accessToken, versionString });
    expect(eventIds(open.data)).toContain(eventId);
    const withForms = await client.finder({ resourcePath: "/events", finderName: "organizerLeadGenFormEnabledEvents", queryParams: { organizer: organization }, accessToken, versionString });
    expect(eventIds(withForms.data)).not.toContain(eventId);

    // Page by page with start and count, as the paging block says, until no next link.
    const seen: string[] = [];
    let start = 0;
    for (;;) {
      const page = await client.finder({ resourcePath: "/events", finderName: "eventsByOrganizer", queryParams: { organizer: organization, start, count: 2 }, accessToken, versionString });
      seen.push(...eventIds(page.data));
      const paging = page.data.paging as components["schemas"]["Paging"];
      if (!paging.links?.some((link) => link.rel === "next")) {
        expect(seen).toHaveLength(paging.total!);
        break;
      }
      start += 2;
    }
    expect(seen).toContain(eventId);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("refuses what the finder does not take, and a post that names no event", async () => {
    expect(
      await refusedWith(
        client.finder({ resourcePath: "/events", finderName: "organizerLeadGenFormEnabledEvents", queryParams: { organizer: organization, sortOrder: "START_TIME_ASC" }, accessToken, versionString }),
      ),
    ).toBe(400);
    expect(await refusedWith(client.finder({ resourcePath: "/events", finderName: "organizerLeadGenFormEnabledEvents", queryParams: { organizer: member }, accessToken, versionString }))).toBe(400);
    expect(await refusedWith(client.create({ resourcePath: "/posts", entity: liveVideoPost("urn:li:liveVideo:1"), accessToken, versionString }))).toBe(400);
    // A POST on an event is a partial update only when the method header says so.
    expect(await refusedWith(postWithMethod(client, `${simulator.url}/rest/events/7301452896310272`, "update"))).toBe(400);
  });
});

describe("event-management through the official client, on the way to the flow and without a dated version", () => {
  const simulator = useSimulator("event-management");
  const client = officialClient(() => simulator.url);

  it("reads the member, registers an upload the member owns, and runs the flow on the unversioned /v2 paths the client uses without a version", async () => {
    // As the client's own examples do: read /me first, and build the owner's URN from its id.
    const me = await client.get({ resourcePath: "/me", accessToken });
    expect(me.status).toBe(200);
    const owner = `urn:li:person:${me.data.id as string}`;
    expect(owner).toBe(member);

    const registered = await client.action({
      resourcePath: "/assets",
      actionName: "registerUpload",
      data: {
        registerUploadRequest: { owner, recipes: ["urn:li:digitalmediaRecipe:feedshare-image"], serviceRelationships: [{ identifier: "urn:li:userGeneratedContent", relationshipType: "OWNER" }] },
      },
      accessToken,
    });
    expect(new URL(registered.config.url!).pathname).toBe("/v2/assets");
    const { asset, uploadMechanism } = registered.data.value as components["schemas"]["RegisterUploadResponse"]["value"] & object;
    const [target] = Object.values(uploadMechanism ?? {});
    expect(target!.uploadUrl!.startsWith(`${simulator.url}/`)).toBe(true);
    // As the service's upload instructions send the file: PUT, with the token and the media type only.
    const sent = await client.axiosInstance.put(target!.uploadUrl!, png, { headers: { ...target!.headers, Authorization: `Bearer ${accessToken}`, "Content-Type": "image/png" } });
    expect(sent.status).toBe(201);

    const now = (await simulator.control.now()).getTime();
    const created = await client.create({
      resourcePath: "/events",
      entity: {
        name: { localized: { en_US: "Northwind User Group Berlin" } },
        type: { inPerson: { endsAt: now + 3 * day + 2 * hour, address: { city: "Berlin", country: "DE" }, url: "https://www.northwind-analytics.example/events/berlin" } },
        organizer: organization,
        startsAt: now + 3 * day,
        backgroundImage: asset,
        discoveryMode: "URL_ONLY",
      },
      accessToken,
    });
    expect(created.status).toBe(201);
    expect(created.data.discoveryMode).toBe("URL_ONLY");
    const eventId = created.createdEntityId as string;

    // The post as the client's own examples shape one: no reshare flag.
    const post = await client.create({
      resourcePath: "/posts",
      entity: {
        author: organization,
        lifecycleState: "PUBLISHED",
        visibility: "PUBLIC",
        commentary: "Join our user group in Berlin.",
        distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
        content: { reference: { id: `urn:li:event:${eventId}` } },
      },
      accessToken,
    });
    expect(post.createdEntityId).toMatch(/^urn:li:ugcPost:/);
    const renamed = await client.partialUpdate({ resourcePath: "/events/{id}", pathKeys: { id: eventId }, patchSetObject: { vanityName: "berlin-user-group" }, accessToken });
    expect(renamed.status).toBe(200);
    const fetched = await client.get({ resourcePath: "/events/{id}", pathKeys: { id: eventId }, accessToken });
    expect(new URL(fetched.config.url!).pathname).toBe(`/v2/events/${eventId}`);
    expect(fetched.data).toMatchObject({ vanityName: "berlin-user-group", discoveryMode: "URL_ONLY", backgroundImage: asset });
    const deleted = await client.delete({ resourcePath: "/posts/{id}", pathKeys: { id: post.createdEntityId }, accessToken });
    expect(deleted.status).toBe(204);
  });

  it("renames with the method header in upper case, as the official Python client writes it", async () => {
    const now = (await simulator.control.now()).getTime();
    const created = await client.create({
      resourcePath: "/events",
      entity: {
        name: { localized: { en_US: "Summit" } },
        type: { online: { format: { external: { endsAt: now + day + hour, URL: "https://summit.example/" } } } },
        organizer: organization,
        startsAt: now + day,
      },
      accessToken,
      versionString,
    });
    await client.create({ resourcePath: "/posts", entity: externalPost(organization, created.createdEntityId as string), accessToken, versionString });
    const renamed = await postWithMethod(client, `${simulator.url}/rest/events/${created.createdEntityId as string}`, "PARTIAL_UPDATE");
    expect(renamed.status).toBe(200);
    const fetched = await client.get({ resourcePath: "/events/{id}", pathKeys: { id: created.createdEntityId }, accessToken, versionString });
    expect(fetched.data.vanityName).toBe("renamed");
  });
});

describe("event-management through the official client, on the Prism engine (stateless)", () => {
  const server = useMockServer("event-management");
  const client = officialClient(() => server.url);

  it("answers every call of the flow from the contract's examples", async () => {
    const me = await client.get({ resourcePath: "/me", accessToken, versionString });
    expect(me.data.id).toEqual(expect.any(String));
    const asset = await uploadBackground(client);
    expect(asset).toMatch(/^urn:li:digitalmediaAsset:/);

    const created = await client.create({
      resourcePath: "/events",
      entity: {
        name: { localized: { en_US: "Spring Release Live" } },
        type: { online: { format: { liveVideo: { endsAt: 1773855000000 } } } },
        organizer: organization,
        startsAt: 1773849600000,
        backgroundImage: asset,
      },
      accessToken,
      versionString,
    });
    expect(created.status).toBe(201);
    expect(created.createdEntityId).toBe(String(created.data.id));

    const post = await client.create({ resourcePath: "/posts", entity: liveVideoPost("urn:li:liveVideo:7301452897568768"), queryParams: { actor: member }, accessToken, versionString });
    expect(post.status).toBe(201);
    expect(post.createdEntityId).toMatch(/^urn:li:ugcPost:/);

    const fetched = await client.get({ resourcePath: "/events/{id}", pathKeys: { id: created.createdEntityId }, accessToken, versionString });
    expect(fetched.data.ugcPost).toMatch(/^urn:li:ugcPost:/);
    const renamed = await client.partialUpdate({
      resourcePath: "/events/{id}",
      pathKeys: { id: created.createdEntityId },
      patchSetObject: { vanityName: "spring-release-live" },
      accessToken,
      versionString,
    });
    expect(renamed.status).toBe(200);

    const byOrganizer = await client.finder({
      resourcePath: "/events",
      finderName: "eventsByOrganizer",
      queryParams: { organizer: organization, timeBasedFilter: { lifeCycleState: "UPCOMING" }, count: 2 },
      accessToken,
      versionString,
    });
    expect(byOrganizer.data.paging).toMatchObject({ start: 0, count: 2 });
    const withForms = await client.finder({ resourcePath: "/events", finderName: "organizerLeadGenFormEnabledEvents", queryParams: { organizer: organization }, accessToken, versionString });
    expect(withForms.data.elements.every((event) => typeof event.leadGenForm === "string")).toBe(true);

    const deleted = await client.delete({ resourcePath: "/posts/{id}", pathKeys: { id: fetched.data.ugcPost }, accessToken, versionString });
    expect(deleted.status).toBe(204);
  });

  it("refuses a POST on an event that names another protocol method", async () => {
    // Prism answers a request its contract refuses with 422, under the open default error.
    expect(await refusedWith(postWithMethod(client, `${server!.url}/rest/events/7301452896310272`, "update"))).toBe(422);
  });
});
