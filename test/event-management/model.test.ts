/**
 * The event-management model's rules on their own, without HTTP: the posting lifecycle, unique
 * vanity names, and lifecycle states moving with the clock.
 */
import { describe, expect, it } from "vitest";
import { Clock } from "../../src/simulator/clock.js";
import { Refusal } from "../../src/simulator/service.js";
import { createIdSource, EventManagementModel, lifeCycle, type NewEvent } from "../../src/simulator/services/event-management/model.js";

const hour = 3_600_000;

function model(clock = new Clock({ frozen: true })) {
  return new EventManagementModel("urn:li:person:Model1", clock, createIdSource());
}

function event(startsAt: number, vanityName?: string): NewEvent {
  return {
    name: { localized: { en_US: "Model Review" } },
    organizer: "urn:li:organization:1",
    startsAt,
    type: { online: { format: { liveVideo: { endsAt: startsAt + hour } } } },
    ...(vanityName ? { vanityName } : {}),
  };
}

function refusalOf(action: () => unknown): { status: number; body: unknown } {
  try {
    action();
  } catch (error) {
    if (error instanceof Refusal) return { status: error.reply.status, body: error.reply.body };
    throw error;
  }
  throw new Error("not refused");
}

describe("event-management model", () => {
  it("refuses to read an event until it is posted, and deletes it with its post", () => {
    const clock = new Clock({ frozen: true });
    const world = model(clock);
    const { event: created } = world.createEvent(event(clock.now() + hour));
    expect(refusalOf(() => world.posted(created.id))).toEqual({ status: 404, body: { status: 404, message: expect.stringContaining("only after it has been posted") } });
    const posted = world.post(JSON.stringify({ reference: { id: `urn:li:event:${created.id}` } }), world.member);
    expect(world.posted(created.id)).toBe(posted);
    world.deletePost(posted.event.ugcPost!);
    expect(refusalOf(() => world.posted(created.id)).status).toBe(404);
    expect(refusalOf(() => world.post(JSON.stringify(`urn:li:event:${created.id}`), world.member))).toMatchObject({ status: 400 });
  });

  it("keeps vanity names unique: a made-up one moves aside, a chosen one in use is refused", () => {
    const world = model();
    // The name event 42 would be given, taken first.
    const first = world.createEvent(event(0, "model-review-42"));
    const second = world.createEvent({ ...event(0), id: 42 });
    expect(second.event.vanityName).toBe("model-review-42-2");
    world.post(`"urn:li:event:${first.event.id}"`, world.member);
    world.post(`"urn:li:event:${second.event.id}"`, world.member);
    expect(refusalOf(() => world.setVanityName(second.event.id, "model-review-42"))).toMatchObject({ status: 400 });
  });

  it("moves an event from UPCOMING through ONGOING to PAST as the clock moves", () => {
    const clock = new Clock({ frozen: true });
    const { event: stored } = model(clock).createEvent(event(clock.now() + hour));
    const states = [0, hour, hour].map((step) => lifeCycle(stored, clock.advance(step)));
    expect(states).toEqual(["UPCOMING", "ONGOING", "PAST"]);
  });
});
