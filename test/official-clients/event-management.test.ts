/**
 * The event-management flows of the source document driven through the official Rest.li client
 * (linkedin-api-client), as its users call it: against the simulator in strict mode, and the
 * stateless calls against the Prism engine. The client keeps every habit of its own (methods,
 * URLs, query encoding, the method header, Content-Type on every request, the id of a created
 * entity read from a response header), its header names as it writes them; a small wrapper of its
 * axios transport only points it at the server under test, which is told the name the client
 * reads a created entity's id under (`responseHeaderNames`), as its users tell it.
 */
import { describe, expect, it } from "vitest";
import type { components } from "../../src/clients/event-management.js";
import { useSimulator } from "../support/simulator.js";
import { externalPost } from "../support/event-management.js";
import {
  accessToken,
  versionString,
  organization,
  member,
  hour,
  day,
  officialClient,
  responseHeaderNames,
  refusedWith,
  uploadBackground,
  liveVideoPost,
  postWithMethod,
  eventIds,
} from "../support/event-management-official.js";

describe("event-management through the official client, on the simulator", () => {
  const simulator = useSimulator("event-management", { responseHeaderNames });
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
    expect(await refusedWith(client.get({ resourcePath: "/events/{id}", pathKeys: { id: eventId }, accessToken, versionString }))).toBe(
      404,
    );
    expect(
      await refusedWith(
        client.partialUpdate({
          resourcePath: "/events/{id}",
          pathKeys: { id: eventId },
          patchSetObject: { vanityName: "too-early" },
          accessToken,
          versionString,
        }),
      ),
    ).toBe(404);

    const post = await client.create({
      resourcePath: "/posts",
      entity: liveVideoPost(liveVideo),
      queryParams: { actor: member },
      accessToken,
      versionString,
    });
    expect(post.status).toBe(201);
    const postUrn = post.createdEntityId as string;
    expect(postUrn).toMatch(/^urn:li:ugcPost:/);

    const fetched = await client.get({ resourcePath: "/events/{id}", pathKeys: { id: eventId }, accessToken, versionString });
    expect(fetched.data).toMatchObject({ id: Number(eventId), ugcPost: postUrn, backgroundImage: asset, organizer: organization });
    expect(fetched.data.type.online.format.liveVideo.liveVideo).toBeUndefined();

    const renamed = await client.partialUpdate({
      resourcePath: "/events/{id}",
      pathKeys: { id: eventId },
      patchSetObject: { vanityName: "spring-release-live" },
      accessToken,
      versionString,
    });
    expect(renamed.status).toBe(200);
    const reread = await client.get({ resourcePath: "/events/{id}", pathKeys: { id: eventId }, accessToken, versionString });
    expect(reread.data.vanityName).toBe("spring-release-live");

    const upcoming = await client.finder({
      resourcePath: "/events",
      finderName: "eventsByOrganizer",
      queryParams: {
        organizer: organization,
        timeBasedFilter: { lifeCycleState: "UPCOMING" },
        sortOrder: "START_TIME_ASC",
        excludeCancelled: true,
      },
      accessToken,
      versionString,
    });
    expect(eventIds(upcoming.data)).toContain(eventId);
    const starts = upcoming.data.elements.map((event) => event.startsAt as number);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));

    const inRange = await client.finder({
      resourcePath: "/events",
      finderName: "eventsByOrganizer",
      queryParams: {
        organizer: organization,
        timeBasedFilter: { startTimeRange: { start: now + day, end: now + 3 * day } },
        entryCriteria: "GATED",
      },
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
    expect(await refusedWith(client.get({ resourcePath: "/events/{id}", pathKeys: { id: eventId }, accessToken, versionString }))).toBe(
      404,
    );
    expect(await refusedWith(client.delete({ resourcePath: "/posts/{id}", pathKeys: { id: postUrn }, accessToken, versionString }))).toBe(
      404,
    );
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

    const open = await client.finder({
      resourcePath: "/events",
      finderName: "eventsByOrganizer",
      queryParams: { organizer: organization, entryCriteria: "PUBLIC" },
      accessToken,
      versionString,
    });
    expect(eventIds(open.data)).toContain(eventId);
    const withForms = await client.finder({
      resourcePath: "/events",
      finderName: "organizerLeadGenFormEnabledEvents",
      queryParams: { organizer: organization },
      accessToken,
      versionString,
    });
    expect(eventIds(withForms.data)).not.toContain(eventId);

    // Page by page with start and count, as the paging block says, until no next link.
    const seen: string[] = [];
    let start = 0;
    for (;;) {
      const page = await client.finder({
        resourcePath: "/events",
        finderName: "eventsByOrganizer",
        queryParams: { organizer: organization, start, count: 2 },
        accessToken,
        versionString,
      });
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
        client.finder({
          resourcePath: "/events",
          finderName: "organizerLeadGenFormEnabledEvents",
          queryParams: { organizer: organization, sortOrder: "START_TIME_ASC" },
          accessToken,
          versionString,
        }),
      ),
    ).toBe(400);
    expect(
      await refusedWith(
        client.finder({
          resourcePath: "/events",
          finderName: "organizerLeadGenFormEnabledEvents",
          queryParams: { organizer: member },
          accessToken,
          versionString,
        }),
      ),
    ).toBe(400);
    expect(
      await refusedWith(client.create({ resourcePath: "/posts", entity: liveVideoPost("urn:li:liveVideo:1"), accessToken, versionString })),
    ).toBe(400);
    // A POST on an event is a partial update only when the method header says so.
    expect(await refusedWith(postWithMethod(client, `${simulator.url}/rest/events/7301452896310272`, "update"))).toBe(400);
  });
});
