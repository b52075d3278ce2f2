/**
 * The simulated event-management service through the typed client and its helpers: the whole
 * register → upload → create → post → get → update → delete flow, what protocol clients send and
 * read, and every refusal. The finders, lifecycle states and seeds are in
 * event-management-finders.test.ts.
 *
 * The simulator runs strict and every answer passes the contract guard (see useSimulator); the
 * refusals are answered under the open `default` error every operation declares. Every request
 * stays on 127.0.0.1: the upload URL is the test's own simulator.
 */
import { describe, expect, it } from "vitest";
import {
  eventBody,
  externalPost,
  liveVideoPost,
  northwind,
  person,
  png,
  upload,
  useEventManagementSimulator,
} from "../support/event-management.js";
import { jsonOf, rawRequest } from "../support/http.js";

const sim = useEventManagementSimulator();
const { register, create, post, getEvent, rename, deletePost, createPosted } = sim;

describe("register → upload → create → post → get → update → delete", () => {
  it("takes the image with PUT as well as with POST, as the real service's instructions send it", async () => {
    const target = await register();
    expect((await upload(target.uploadUrl, target.headers, "PUT")).status).toBe(201);
    const { assets } = await sim.control.command<{ assets: { asset: string; uploaded: boolean }[] }>("assets");
    expect(assets.find((asset) => asset.asset === target.asset)).toEqual(expect.objectContaining({ uploaded: true }));
  });

  it("runs the whole flow, with the posting lifecycle's 404s on the way", async () => {
    const target = await register();
    expect(new URL(target.uploadUrl).origin).toBe(sim.url); // the simulator's own address and port
    expect(target.headers).toEqual({ "media-type-family": "STILLIMAGE" });
    expect(target.asset).toMatch(/^urn:li:digitalmediaAsset:\S+$/);

    expect((await upload(target.uploadUrl, target.headers)).status).toBe(201);
    const { assets } = await sim.control.command<{
      assets: { asset: string; uploaded: boolean; mediaType?: string; bytes?: number; owner: string }[];
    }>("assets");
    expect(assets.find((asset) => asset.asset === target.asset)).toEqual(
      expect.objectContaining({ uploaded: true, mediaType: "image/png", bytes: png.length, owner: person }),
    );

    const created = await create(eventBody({ backgroundImage: target.asset }));
    const id = created.id!;
    expect(created).toMatchObject({
      backgroundImage: target.asset,
      discoveryMode: "LISTED",
      organizer: northwind,
      vanityName: `data-platform-live-spring-release-walkthrough-${id}`,
    });
    expect(created.leadGenForm).toMatch(/^urn:li:versionedLeadGenForm:\(urn:li:leadGenForm:\d+,1\)$/);
    expect(created.ugcPost).toBeUndefined();
    expect(created.created).toEqual(created.lastModified);
    const format = (created.type as { online: { format: { liveVideo: { liveVideo?: string; testEvent?: boolean } } } }).online.format
      .liveVideo;
    expect(format.liveVideo).toMatch(/^urn:li:liveVideo:\d+$/);
    expect(format.testEvent).toBeUndefined(); // write-only

    // Created, not posted: it cannot be fetched, updated or deleted (it has no post to delete).
    const early = await getEvent(id);
    expect(early.response.status).toBe(404);
    expect(early.error).toEqual({
      status: 404,
      message: `Event ${id} is not found. An event can be read or changed only after it has been posted.`,
    });
    expect((await rename(id, "too-early")).response.status).toBe(404);
    expect((await deletePost("urn:li:ugcPost:7301459990001664")).response.status).toBe(404);

    // Posting through the live-video URN of the create answer sets ugcPost.
    await post(liveVideoPost(format.liveVideo!));
    const fetched = await getEvent(id);
    expect(fetched.response.status).toBe(200);
    expect(fetched.data!.ugcPost).toMatch(/^urn:li:ugcPost:\d+$/);
    expect(fetched.data).toMatchObject({ id, backgroundImage: target.asset, vanityName: created.vanityName });
    expect(JSON.stringify(fetched.data)).not.toContain("urn:li:liveVideo"); // create answers only
    expect(fetched.data!.name!.preferredLocale).toBeUndefined(); // lists only

    const renamed = await rename(id, "northwind-spring-release-live-2026");
    expect(renamed.response.status).toBe(200);
    const after = (await getEvent(id)).data!;
    expect(after.vanityName).toBe("northwind-spring-release-live-2026");
    expect(after.lastModified!.time).toBeGreaterThanOrEqual(after.created!.time!);

    // Deleting the post deletes the event.
    expect((await deletePost(after.ugcPost!)).response.status).toBe(204);
    const gone = await getEvent(id);
    expect(gone.response.status).toBe(404);
    expect(gone.error).toEqual({ status: 404, message: `Event ${id} is not found.` });
    expect((await rename(id, "after-deletion")).response.status).toBe(404);
    const again = await deletePost(after.ugcPost!);
    expect(again.response.status).toBe(404);
    expect(again.error).toEqual({ status: 404, message: `Post ${after.ugcPost} is not found.` });
    const { events } = await sim.control.command<{ events: { id: number; state: string }[] }>("events");
    expect(events.find((event) => event.id === id)?.state).toBe("deleted");
  });

  it("gives live audio a room, posts any kind by its event URN, and keeps the first post when posted twice", async () => {
    const audio = await create(eventBody({ type: { online: { format: { liveAudio: { endsAt: 1775750400000 } } } } }));
    expect((audio.type as { online: { format: { liveAudio: { room?: string } } } }).online.format.liveAudio.room).toMatch(
      /^urn:li:room:\d+$/,
    );
    const inPerson = await create(
      eventBody({ type: { inPerson: { endsAt: 1780426800000, address: { city: "Berlin" }, url: "https://example.org/berlin" } } }),
    );
    expect(inPerson.type).toEqual({ inPerson: { endsAt: 1780426800000, address: { city: "Berlin" }, url: "https://example.org/berlin" } });
    for (const id of [audio.id!, inPerson.id!]) {
      await post(externalPost(northwind, id));
      const first = (await getEvent(id)).data!;
      expect(JSON.stringify(first)).not.toContain("urn:li:room");
      await post(externalPost(northwind, id));
      expect((await getEvent(id)).data!.ugcPost).toBe(first.ugcPost);
    }
  });

  it("makes vanity names unique, and frees a deleted event's name", async () => {
    const first = await createPosted();
    const second = await createPosted();
    const [a, b] = [(await getEvent(first)).data!, (await getEvent(second)).data!];
    expect(a.vanityName).not.toBe(b.vanityName);
    // Taking b's name while b exists is refused: see "refusals outside the contract" below.
    await deletePost(b.ugcPost!);
    expect((await rename(first, b.vanityName!)).response.status).toBe(200);
    expect((await rename(first, b.vanityName!)).response.status).toBe(200); // its own name again
  });
});

describe("what protocol clients send and read", () => {
  const renameByPost = (id: number, vanityName: string, method = "partial_update") =>
    sim.client.POST("/rest/events/{event_id}", {
      params: { path: { event_id: id }, header: { "X-Vendor-Method": method as "partial_update" } },
      body: { patch: { $set: { vanityName } } },
    });

  it("names the created event and post in X-Vendor-Id, also when an event is posted again", async () => {
    const { data, response } = await sim.client.POST("/rest/events", { body: eventBody() });
    expect(response.headers.get("x-vendor-id")).toBe(String(data!.id));
    const posted = await sim.client.POST("/rest/posts", { body: externalPost(northwind, data!.id!) });
    const urn = posted.response.headers.get("x-vendor-id");
    expect(urn).toBe((await getEvent(data!.id!)).data!.ugcPost);
    const again = await sim.client.POST("/rest/posts", { body: externalPost(northwind, data!.id!) });
    expect(again.response.headers.get("x-vendor-id")).toBe(urn);
  });

  it("renames by POST with the partial_update method exactly as by PATCH", async () => {
    const id = await createPosted();
    const other = await createPosted();
    expect((await renameByPost(id, "renamed-by-post")).response.status).toBe(200);
    expect((await getEvent(id)).data!.vanityName).toBe("renamed-by-post");
    expect((await rename(id, "renamed-by-patch")).response.status).toBe(200);
    expect((await getEvent(id)).data!.vanityName).toBe("renamed-by-patch");
    // The same rules behind both forms: a name in use is refused, a created event is not found.
    const taken = (await getEvent(other)).data!.vanityName!;
    expect((await renameByPost(id, taken)).error).toEqual((await rename(id, taken)).error);
    expect((await renameByPost(id, taken)).response.status).toBe(400);
    const unposted = await create(eventBody());
    expect((await renameByPost(unposted.id!, "early")).response.status).toBe(404);
    // A POST on an event that names another method is not an update.
    expect((await renameByPost(id, "other-method", "update")).response.status).toBe(400);
    expect((await getEvent(id)).data!.vanityName).toBe("renamed-by-patch");
  });

  it("posts a live video named as media, and creates an event without a registration form", async () => {
    const created = await create(eventBody({ leadGenFormSpec: undefined }));
    expect(created.leadGenForm).toBeUndefined();
    const liveVideo = (created.type as { online: { format: { liveVideo: { liveVideo: string } } } }).online.format.liveVideo.liveVideo;
    const body = liveVideoPost(liveVideo);
    if (!("postContent" in body)) throw new Error("a live-video post");
    await post({ ...body, postContent: { commentary: body.postContent.commentary, media: { id: liveVideo } } });
    expect((await getEvent(created.id!)).data!.ugcPost).toMatch(/^urn:li:ugcPost:\d+$/);
    const { events } = await sim.control.command<{ events: { id: number; entryCriteria: string }[] }>("events");
    expect(events.find((event) => event.id === created.id)?.entryCriteria).toBe("PUBLIC");
  });
});

describe("what the official clients send on the way to the flow, beside the document", () => {
  const headers = { Authorization: "Bearer AQXsim", "X-Vendor-Protocol-Version": "2.0.0", "Content-Type": "application/json" };
  const send = (path: string, init: RequestInit = {}) =>
    fetch(`${sim.url}${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });

  it("answers the authenticated member, whose id makes the owner of an upload", async () => {
    const { data } = await sim.client.GET("/rest/me");
    expect(data).toMatchObject({ id: person.slice("urn:li:person:".length), localizedFirstName: expect.any(String) });
    await sim.control.seed({ member: "urn:li:person:Zq7Lm2" });
    expect((await sim.client.GET("/rest/me")).data?.id).toBe("Zq7Lm2");
  });

  it("serves every path in its unversioned /v2 form too, with the same state and answers", async () => {
    const me = await send("/v2/me");
    expect(me.status).toBe(200);
    const registered = await send("/v2/assets?action=registerUpload", {
      method: "POST",
      body: JSON.stringify({
        registerUploadRequest: {
          owner: northwind,
          recipes: ["urn:li:digitalmediaRecipe:feedshare-image"],
          serviceRelationships: [{ identifier: "urn:li:userGeneratedContent", relationshipType: "OWNER" }],
        },
      }),
    });
    expect(registered.status).toBe(200);
    const { value } = (await registered.json()) as {
      value: { asset: string; uploadMechanism: Record<string, { uploadUrl: string; headers: Record<string, string> }> };
    };
    const [target] = Object.values(value.uploadMechanism);
    // The upload URL is on the address the client reached, under the contract's path.
    expect(target!.uploadUrl).toMatch(new RegExp(`^${sim.url}/rest/mediaUpload/`));
    expect((await upload(target!.uploadUrl, target!.headers)).status).toBe(201);
    const created = await send("/v2/events", { method: "POST", body: JSON.stringify(eventBody({ backgroundImage: value.asset })) });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    expect((await send(`/v2/events/${id}`)).status).toBe(404); // not posted yet, as on /rest
    expect((await send("/v2/posts", { method: "POST", body: JSON.stringify(externalPost(northwind, id)) })).status).toBe(201);
    const fetched = await send(`/v2/events/${id}`);
    expect(((await fetched.json()) as { id: number }).id).toBe(id);
    expect((await getEvent(id)).data?.id).toBe(id);
    const found = await send(`/v2/events?q=eventsByOrganizer&organizer=${encodeURIComponent(northwind)}&count=100`);
    expect(((await found.json()) as { elements: { id: number }[] }).elements.map((event) => event.id)).toContain(id);
    // Only the /v2 form of the contract's paths: nothing else under /v2.
    expect((await send("/v2/shares")).status).toBe(404);
  });

  it("writes the upload URL on the loopback name the client reached", async () => {
    const viaLocalhost = sim.url.replace("127.0.0.1", "localhost");
    const answer = await rawRequest(`${sim.url}/rest/assets?action=registerUpload`, {
      method: "POST",
      headers: { ...headers, Host: new URL(viaLocalhost).host },
      body: JSON.stringify({
        registerUploadRequest: {
          owner: person,
          recipes: ["urn:li:digitalmediaRecipe:feedshare-image"],
          serviceRelationships: [{ identifier: "urn:li:userGeneratedContent", relationshipType: "OWNER" }],
        },
      }),
    });
    const { value } = jsonOf(answer) as { value: { uploadMechanism: Record<string, { uploadUrl: string }> } };
    expect(Object.values(value.uploadMechanism)[0]!.uploadUrl.startsWith(`${viaLocalhost}/rest/mediaUpload/`)).toBe(true);
  });

  it("keeps the discovery mode the organizer chose at creation, and chooses LISTED otherwise", async () => {
    const chosen = await create(eventBody({ discoveryMode: "URL_ONLY" }));
    expect(chosen.discoveryMode).toBe("URL_ONLY");
    expect((await create(eventBody())).discoveryMode).toBe("LISTED");
    await post(externalPost(northwind, chosen.id!));
    expect((await getEvent(chosen.id!)).data?.discoveryMode).toBe("URL_ONLY");
  });

  it("reads the protocol and method headers under any word in place of the neutral one, and requires them under one", async () => {
    const me = (sent: Record<string, string>) => fetch(`${sim.url}/rest/me`, { headers: { Authorization: "Bearer AQXsim", ...sent } });
    const sentAs = { Authorization: "Bearer AQXsim", "Content-Type": "application/json", "X-Standin-Protocol-Version": "2.0.0" };
    expect((await me({ "X-Standin-Protocol-Version": "2.0.0" })).status).toBe(200);
    expect((await me({ "X-Standin-Protocol-Version": "1.0.0" })).status).toBe(400);
    // After a request that sent it under another word, one that sends it under none is still refused.
    const missing = await me({});
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("X-<word>-Protocol-Version");
    const id = await createPosted();
    const renamed = await fetch(`${sim.url}/rest/events/${id}`, {
      method: "POST",
      headers: { ...sentAs, "X-Standin-Method": "partial_update" },
      body: JSON.stringify({ patch: { $set: { vanityName: "renamed-under-another-word" } } }),
    });
    expect(renamed.status).toBe(200);
    expect((await getEvent(id)).data!.vanityName).toBe("renamed-under-another-word");
  });

  it("renames with the method header in upper case, as the official Python client sends it", async () => {
    const id = await createPosted();
    const renamed = await sim.client.POST("/rest/events/{event_id}", {
      params: { path: { event_id: id }, header: { "X-Vendor-Method": "PARTIAL_UPDATE" } },
      body: { patch: { $set: { vanityName: "renamed-upper-case" } } },
    });
    expect(renamed.response.status).toBe(200);
    expect((await getEvent(id)).data!.vanityName).toBe("renamed-upper-case");
  });

  it("posts with only the members the post schema requires", async () => {
    const created = await create(
      eventBody({ type: { online: { format: { external: { endsAt: 1773855000000, URL: "https://summit.example/" } } } } }),
    );
    await post({
      author: northwind,
      commentary: "Join us.",
      visibility: "LOGGED_IN",
      distribution: { feedDistribution: "NONE" },
      content: { reference: { id: `urn:li:event:${created.id}` } },
      lifecycleState: "PUBLISHED",
    });
    expect((await getEvent(created.id!)).data!.ugcPost).toMatch(/^urn:li:ugcPost:\d+$/);
  });
});

describe("refusals the contract declares (404)", () => {
  it("answers an unknown event and an unknown post with 404", async () => {
    const unknown = await getEvent(1);
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toEqual({ status: 404, message: "Event 1 is not found." });
    expect((await rename(1, "nobody")).response.status).toBe(404);
    expect((await deletePost("urn:li:ugcPost:1")).response.status).toBe(404);
  });

  it("serves the story of the contract's examples as the default seed", async () => {
    expect((await getEvent(7301452896310272)).data).toMatchObject({
      ugcPost: "urn:li:ugcPost:7301460081942528",
      backgroundImage: "urn:li:digitalmediaAsset:C4E22AQHv8Zr1kYpW3g",
    });
    const notPosted = await getEvent(7301453311892480);
    expect(notPosted.response.status).toBe(404);
    expect(notPosted.error).toMatchObject({ message: expect.stringContaining("only after it has been posted") });
    // The example asset is uploaded already: it can be a background.
    expect((await create(eventBody({ backgroundImage: "urn:li:digitalmediaAsset:C4E22AQHv8Zr1kYpW3g" }))).backgroundImage).toBe(
      "urn:li:digitalmediaAsset:C4E22AQHv8Zr1kYpW3g",
    );
  });
});

describe("refusals (400, under the contract's open default error response)", () => {
  // The document shows no error statuses or bodies for this API; the contract declares an open
  // `default` error on every operation, so these answers are checked like any other.
  const refused = (outcome: { response: Response; error?: unknown }, message: RegExp) => {
    expect(outcome.response.status).toBe(400);
    expect(outcome.error).toEqual({ status: 400, message: expect.stringMatching(message) });
  };

  it("refuses an unknown asset, and a registered one whose image was never uploaded", async () => {
    refused(
      await sim.client.POST("/rest/events", { body: eventBody({ backgroundImage: "urn:li:digitalmediaAsset:NoSuchAsset" }) }),
      /not a registered asset/,
    );
    const target = await register();
    refused(await sim.client.POST("/rest/events", { body: eventBody({ backgroundImage: target.asset }) }), /has no image yet/);
    expect((await upload(target.uploadUrl, target.headers)).status).toBe(201);
    expect((await sim.client.POST("/rest/events", { body: eventBody({ backgroundImage: target.asset }) })).response.status).toBe(201);
  });

  it("refuses an upload to a URL no registration gave", async () => {
    const response = await upload(`${sim.url}/rest/mediaUpload/NoSuchUpload`, {});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 400, message: expect.stringMatching(/No upload NoSuchUpload is registered/) });
  });

  it("refuses a post that names no event, and a post of a deleted event", async () => {
    refused(await sim.client.POST("/rest/posts", { body: liveVideoPost("urn:li:liveVideo:1") }), /names no event/);
    refused(await sim.client.POST("/rest/posts", { body: externalPost(northwind, 42) }), /names no event/);
    const id = await createPosted({});
    await deletePost((await getEvent(id)).data!.ugcPost!);
    refused(await sim.client.POST("/rest/posts", { body: externalPost(northwind, id) }), new RegExp(`Event ${id} is deleted`));
  });

  it("refuses a vanity name in use by another event", async () => {
    const [first, second] = [await createPosted({}), await createPosted({})];
    const taken = (await getEvent(second)).data!.vanityName!;
    refused(await rename(first, taken), /is in use by another event/);
    expect((await getEvent(first)).data!.vanityName).not.toBe(taken);
  });

  it("refuses a lead-gen finder query with a person, or with a parameter of the other finder", async () => {
    refused(
      await sim.client.GET("/rest/events", { params: { query: { q: "organizerLeadGenFormEnabledEvents", organizer: person } as never } }),
      /organizer of the organizerLeadGenFormEnabledEvents finder/,
    );
    refused(
      await sim.client.GET("/rest/events", {
        params: { query: { q: "organizerLeadGenFormEnabledEvents", organizer: northwind, sortOrder: "START_TIME_ASC" } as never },
      }),
      /sortOrder is not a parameter of the organizerLeadGenFormEnabledEvents finder/,
    );
  });
});
