import { describe, expect, it } from "vitest";
import { ValidMessages } from "../../src/simulator/valid-messages.js";

describe("the messages the simulator remembers as valid", () => {
  it("knows a message again only with the same operation, head and body", () => {
    const valid = new ValidMessages();
    valid.add("getImportStatus", ["GET", "/repos/o/r/import", "", "application/json"], "");
    expect(valid.has("getImportStatus", ["GET", "/repos/o/r/import", "", "application/json"], "")).toBe(true);
    expect(valid.has("getImportStatus", ["GET", "/repos/o/r/import", "?page=2", "application/json"], "")).toBe(false);
    expect(valid.has("getImportStatus", ["GET", "/repos/o/r/import", "", "application/json"], "{}")).toBe(false);
    expect(valid.has("startImport", ["GET", "/repos/o/r/import", "", "application/json"], "")).toBe(false);
  });

  it("tells an absent header from an empty one", () => {
    const valid = new ValidMessages();
    valid.add("op", ["GET", "/", "", undefined], "");
    expect(valid.has("op", ["GET", "/", "", ""], "")).toBe(false);
    expect(valid.has("op", ["GET", "/", "", undefined], "")).toBe(true);
  });

  it("keeps the latest body of a head, and heads of one operation side by side up to its bound", () => {
    const valid = new ValidMessages(2);
    valid.add("op", [200, "a"], "first");
    valid.add("op", [200, "a"], "second");
    expect(valid.has("op", [200, "a"], "first")).toBe(false);
    expect(valid.has("op", [200, "a"], "second")).toBe(true);
    valid.add("op", [200, "b"], "b");
    expect(valid.has("op", [200, "a"], "second")).toBe(true);
    valid.add("op", [200, "c"], "c");
    // The oldest head makes room.
    expect(valid.has("op", [200, "a"], "second")).toBe(false);
    expect([valid.has("op", [200, "b"], "b"), valid.has("op", [200, "c"], "c")]).toEqual([true, true]);
  });

  it("does not hold on to a head the caller changes afterwards, nor to a body beyond its size bound", () => {
    const valid = new ValidMessages(16, 4);
    const head = [200, "a"];
    valid.add("op", head, "ok");
    head[1] = "b";
    expect(valid.has("op", [200, "a"], "ok")).toBe(true);
    valid.add("op", [200, "x"], "too long");
    expect(valid.has("op", [200, "x"], "too long")).toBe(false);
  });
});
