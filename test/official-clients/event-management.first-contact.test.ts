/**
 * The official event-management client on the way to its flows (the reads it makes before it acts,
 * the unversioned paths it uses when no dated version is given) on the simulator, and its stateless
 * calls on Prism. The flows themselves are in event-management.test.ts.
 */
import { describe, expect, it } from "vitest";
import type { components } from "../../src/clients/event-management.js";
import { useSimulator } from "../support/simulator.js";
import { externalPost } from "../support/event-management.js";
import { useMockServer } from "../support/mock.js";
import {
  accessToken,
  versionString,
  organization,
  member,
  hour,
  day,
  officialClient,
  createdIdHeaderName,
  responseHeaderNames,
  refusedWith,
  png,
  uploadBackground,
  liveVideoPost,
  postWithMethod,
} from "../support/event-management-official.js";

describe("event-management through the official client, on the way to the flow and without a dated version", () => {
  const simulator = useSimulator("event-management", { responseHeaderNames });
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
        registerUploadRequest: {
          owner,
          recipes: ["urn:li:digitalmediaRecipe:feedshare-image"],
          serviceRelationships: [{ identifier: "urn:li:userGeneratedContent", relationshipType: "OWNER" }],
        },
      },
      accessToken,
    });
    expect(new URL(registered.config.url!).pathname).toBe("/v2/assets");
    const { asset, uploadMechanism } = registered.data.value as components["schemas"]["RegisterUploadResponse"]["value"] & object;
    const [target] = Object.values(uploadMechanism ?? {});
    expect(target!.uploadUrl!.startsWith(`${simulator.url}/`)).toBe(true);
    // As the service's upload instructions send the file: PUT, with the token and the media type only.
    const sent = await client.axiosInstance.put(target!.uploadUrl!, png, {
      headers: { ...target!.headers, Authorization: `Bearer ${accessToken}`, "Content-Type": "image/png" },
    });
    expect(sent.status).toBe(201);

    const now = (await simulator.control.now()).getTime();
    const created = await client.create({
      resourcePath: "/events",
      entity: {
        name: { localized: { en_US: "Northwind User Group Berlin" } },
        type: {
          inPerson: {
            endsAt: now + 3 * day + 2 * hour,
            address: { city: "Berlin", country: "DE" },
            url: "https://www.northwind-analytics.example/events/berlin",
          },
        },
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
    const renamed = await client.partialUpdate({
      resourcePath: "/events/{id}",
      pathKeys: { id: eventId },
      patchSetObject: { vanityName: "berlin-user-group" },
      accessToken,
    });
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
    await client.create({
      resourcePath: "/posts",
      entity: externalPost(organization, created.createdEntityId as string),
      accessToken,
      versionString,
    });
    const renamed = await postWithMethod(client, `${simulator.url}/rest/events/${created.createdEntityId as string}`, "PARTIAL_UPDATE");
    expect(renamed.status).toBe(200);
    const fetched = await client.get({
      resourcePath: "/events/{id}",
      pathKeys: { id: created.createdEntityId },
      accessToken,
      versionString,
    });
    expect(fetched.data.vanityName).toBe("renamed");
  });
});

describe("event-management through the official client, on the Prism engine (stateless)", () => {
  const server = useMockServer("event-management", { responseHeaderNames: createdIdHeaderName });
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

    const post = await client.create({
      resourcePath: "/posts",
      entity: liveVideoPost("urn:li:liveVideo:7301452897568768"),
      queryParams: { actor: member },
      accessToken,
      versionString,
    });
    expect(post.status).toBe(201);
    expect(post.createdEntityId).toMatch(/^urn:li:ugcPost:/);

    const fetched = await client.get({
      resourcePath: "/events/{id}",
      pathKeys: { id: created.createdEntityId },
      accessToken,
      versionString,
    });
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
    const withForms = await client.finder({
      resourcePath: "/events",
      finderName: "organizerLeadGenFormEnabledEvents",
      queryParams: { organizer: organization },
      accessToken,
      versionString,
    });
    expect(withForms.data.elements.every((event) => typeof event.leadGenForm === "string")).toBe(true);

    const deleted = await client.delete({
      resourcePath: "/posts/{id}",
      pathKeys: { id: fetched.data.ugcPost },
      accessToken,
      versionString,
    });
    expect(deleted.status).toBe(204);
  });

  it("refuses a POST on an event that names another protocol method", async () => {
    // Prism answers a request its contract refuses with 422, under the open default error.
    expect(await refusedWith(postWithMethod(client, `${server!.url}/rest/events/7301452896310272`, "update"))).toBe(422);
  });
});
