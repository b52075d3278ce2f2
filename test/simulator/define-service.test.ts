/**
 * The service lifecycle every API shares (src/simulator/define-service.ts), and how the control API
 * answers what a command throws (src/simulator/control-commands.ts), on a service defined here: a
 * refused seed changes nothing, a reset returns to the seed, the handlers answer from the model
 * held now; a body a command refuses is a 400 naming the problem, and any other throw (a bug) a 500
 * that says it is the simulator's fault, with no stack and nothing of the body.
 */
import { describe, expect, it } from "vitest";
import { Clock } from "../../src/simulator/clock.js";
import { runControlCommand, type ControlTarget } from "../../src/simulator/control-commands.js";
import { defineService } from "../../src/simulator/define-service.js";
import { ControlRefusal, type ServiceContext, type SimRequest } from "../../src/simulator/service.js";
import type { Faults } from "../../src/simulator/faults.js";
import { fields, flag, readControlBody, text, textList, wholeNumber } from "../../src/simulator/services/control-body.js";
import { readSeed } from "../../src/simulator/services/read-seed.js";

interface Seed {
  shelf: string[];
  /** A seed whose model cannot be made: refused when the model is made, not when the seed is read. */
  broken: boolean;
}

interface Operations {
  countItems: { responses: { 200: { content: { "application/json": { count: number } } } } };
}

class Shelf {
  readonly items: string[];
  constructor(seed: Seed) {
    if (seed.broken) throw new ControlRefusal("this shelf cannot be built");
    this.items = [...seed.shelf];
  }
}

const createShelfService = defineService<Seed, Shelf, Operations>(() => ({
  parseSeed: (data) => readSeed<Seed>("search", data, { shelf: ["a"], broken: false }, { shelf: textList, broken: flag }),
  createModel: (seed) => new Shelf(seed),
  handlers: (model) => ({ countItems: () => ({ status: 200, body: { count: model.items.length } }) }),
  state: (model) => ({ items: model.items, password: "hunter2" }),
  control: {
    put(body, model) {
      const { item } = readControlBody("put", body, fields({ item: text }));
      model.items.push(item);
      return { items: model.items.length };
    },
    take(body, model) {
      const { count } = readControlBody("take", body, fields({ count: wholeNumber(1) }));
      return { taken: model.items.splice(0, count) };
    },
    // A bug: it reads a member of what is not there.
    inspect: (body) => ({ first: (body as { shelves: string[] }).shelves[0] }),
  },
}));

function shelfService() {
  const service = createShelfService({ api: "search" } as ServiceContext);
  const count = () => (service.handlers.countItems!({} as SimRequest) as { body: { count: number } }).body.count;
  const target: ControlTarget = { api: "search", service, clock: new Clock({ frozen: true }), faults: {} as Faults, resetFaults: () => {} };
  const command = (name: string, body?: unknown) => runControlCommand(target, name, "POST", body === undefined ? "" : JSON.stringify(body));
  return { service, count, command };
}

describe("a service's lifecycle", () => {
  it("starts from the seed its reader makes of no body, and a reset returns to it", async () => {
    const { count, command } = shelfService();
    expect(count()).toBe(1);
    expect(await command("put", { item: "b" })).toMatchObject({ status: 200, body: { items: 2 } });
    expect(count()).toBe(2);
    expect((await command("reset")).status).toBe(200);
    expect(count()).toBe(1);
  });

  it("answers with the model held now, before and after a seed", async () => {
    const { count, command } = shelfService();
    expect((await command("seed", { shelf: ["x", "y", "z"] })).status).toBe(200);
    expect(count()).toBe(3);
    await command("take", { count: 2 });
    expect(count()).toBe(1);
    // A reset goes back to the seed given, not to the default one.
    await command("reset");
    expect(count()).toBe(3);
  });

  it.each([
    ["a seed its reader refuses", { shelf: "x" }, /^shelf must be a list of strings, not a string$/],
    ["a seed with a member the API's seed does not have", { shelves: [] }, /^the search seed has no member shelves/],
    ["a seed whose model cannot be made", { shelf: ["x"], broken: true }, /^this shelf cannot be built$/],
  ])("refuses %s with 400, and changes nothing", async (_case, seed, title) => {
    const { count, command } = shelfService();
    await command("seed", { shelf: ["x", "y"] });
    await command("put", { item: "z" });
    const refused = await command("seed", seed);
    expect(refused).toMatchObject({ status: 400, body: { title: expect.stringMatching(title) } });
    // The state is as it was, and a reset still returns to the seed held before.
    expect(count()).toBe(3);
    await command("reset");
    expect(count()).toBe(2);
  });
});

describe("the state command", () => {
  it("answers what the service's `state` makes of the model held now, each credential redacted, and takes no member", async () => {
    const { command } = shelfService();
    await command("put", { item: "b" });
    expect(await command("state")).toEqual({ status: 200, body: { items: ["a", "b"], password: "[redacted]" } });
    await command("reset");
    expect(await command("state")).toMatchObject({ body: { items: ["a"] } });
    expect(await command("state", { items: true })).toMatchObject({
      status: 400,
      body: { title: "state takes {} (no members): it has no member items" },
    });
  });
});

describe("what a control command throws", () => {
  it("is a 400 naming the member when the command refuses its body", async () => {
    const { command } = shelfService();
    expect(await command("take", { count: "two" })).toEqual({
      status: 400,
      body: expect.objectContaining({ status: 400, title: "take.count must be a whole number of at least 1, not a string" }),
    });
  });

  it("is a 500 saying it is the simulator's fault when the command fails on a bug, with no stack and nothing of the body", async () => {
    const { command, count } = shelfService();
    const answer = await command("inspect", { token: "ghp_secret-token-value" });
    expect(answer.status).toBe(500);
    const said = JSON.stringify(answer.body);
    expect(said).toMatch(/The simulator failed on the control command inspect \(TypeError\): a fault of the simulator, not of the request/);
    expect(said).not.toMatch(/secret|shelves|at .*\.ts|\n/);
    // The service goes on answering.
    expect(count()).toBe(1);
    expect((await command("put", { item: "b" })).status).toBe(200);
  });
});
