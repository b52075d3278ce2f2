/**
 * The `fields` selector's parser (src/simulator/services/compute/fields.ts), as given/want cases:
 * what it selects, what it refuses as malformed, and selections nested past `maxFieldDepth`,
 * refused in one pass however deep they go.
 */
import { describe, expect, it } from "vitest";
import { maxFieldDepth, parseFieldSelection, selectFields, type FieldSelection } from "../../src/simulator/services/compute/fields.js";

/** A selection as a plain object, `true` for a member selected whole. */
type Plain = { [name: string]: Plain | true };
const plain = (selection: FieldSelection): Plain =>
  Object.fromEntries([...selection].map(([name, inner]) => [name, inner === true ? true : plain(inner)]));

/** `depth` names, each within the one before, by parentheses or by slashes. */
const nestedInParentheses = (depth: number) => `${"a(".repeat(depth - 1)}a${")".repeat(depth - 1)}`;
const nestedBySlashes = (depth: number) => Array.from({ length: depth }, () => "a").join("/");
/** The selection `nestedInParentheses(depth)` stands for. */
const chain = (depth: number): Plain => (depth === 1 ? { a: true } : { a: chain(depth - 1) });

describe("parseFieldSelection", () => {
  const selections: { given: string; want: Plain }[] = [
    { given: "name", want: { name: true } },
    { given: "name,fingerprint", want: { name: true, fingerprint: true } },
    { given: "rules/match", want: { rules: { match: true } } },
    { given: "rules(priority,action)", want: { rules: { priority: true, action: true } } },
    {
      given: "items/*/forwardingRules(name,IPAddress),nextPageToken",
      want: { items: { "*": { forwardingRules: { name: true, IPAddress: true } } }, nextPageToken: true },
    },
    { given: " rules ( priority , action ),name", want: { rules: { priority: true, action: true }, name: true } },
    { given: "a(b(c),d),e", want: { a: { b: { c: true }, d: true }, e: true } },
    // A path given twice is one selection; what is selected whole stays whole.
    { given: "a(b/c),a(b/d)", want: { a: { b: { c: true, d: true } } } },
    { given: "a/b,a(c)", want: { a: { b: true, c: true } } },
    { given: "a,a(b)", want: { a: true } },
    { given: "a(b),a", want: { a: true } },
    { given: "a,a/b/c", want: { a: true } },
    { given: nestedInParentheses(maxFieldDepth), want: chain(maxFieldDepth) },
    { given: nestedBySlashes(maxFieldDepth), want: chain(maxFieldDepth) },
  ];
  it.each(selections)("reads $given", ({ given, want }) => {
    const parsed = parseFieldSelection(given);
    expect(parsed.ok && plain(parsed.selection)).toEqual(want);
  });

  it.each([
    "",
    ",",
    "a,",
    ",a",
    "a,,b",
    "a//b",
    "/a",
    "a/",
    "a(",
    "a(b",
    "a)",
    "a()",
    "(a)",
    "a(b))",
    "a(b)c",
    "a b",
    "a(b) ,c",
    "a[0]",
    "a:b",
  ])("refuses %j as malformed, naming it", (given) => {
    expect(parseFieldSelection(given)).toEqual({ ok: false, error: `Invalid field selection ${given}` });
  });

  const deep = [
    ["parentheses one past the bound", nestedInParentheses(maxFieldDepth + 1)],
    ["slashes one past the bound", nestedBySlashes(maxFieldDepth + 1)],
    ["slashes within parentheses past the bound", `${"a(".repeat(600)}${nestedBySlashes(401)}${")".repeat(600)}`],
    ["parentheses 5,000 deep", nestedInParentheses(5_000)],
    ["parentheses 1,000,000 deep, never closed", "a(".repeat(1_000_000)],
    ["slashes 100,000 deep", nestedBySlashes(100_000)],
  ] as const;
  it.each(deep)("refuses %s, saying so without quoting it", (_what, given) => {
    const parsed = parseFieldSelection(given);
    expect(parsed).toEqual({ ok: false, error: `Invalid field selection: it nests deeper than ${maxFieldDepth} members` });
  });

  it("reads a selection of 100,000 names", () => {
    const names = Array.from({ length: 100_000 }, (_, index) => `m${index}`);
    const parsed = parseFieldSelection(names.join(","));
    expect(parsed.ok && parsed.selection.size).toBe(100_000);
  });
});

describe("selectFields", () => {
  const select = (value: unknown, fields: string) => {
    const parsed = parseFieldSelection(fields);
    if (!parsed.ok) throw new Error(parsed.error);
    return selectFields(value, parsed.selection);
  };

  it("goes as deep as a selection at the bound names", () => {
    let value: unknown = "bottom";
    for (let level = 0; level < maxFieldDepth; level++) value = { a: value, b: level };
    let want: unknown = "bottom";
    for (let level = 0; level < maxFieldDepth; level++) want = { a: want };
    expect(select(value, nestedInParentheses(maxFieldDepth))).toEqual(want);
  });

  it("leaves out what has nothing selected: the whole answer, when nothing is", () => {
    expect(select({ rules: [{ priority: 1 }, { action: "allow" }] }, "rules/priority")).toEqual({ rules: [{ priority: 1 }] });
    expect(select({ rules: [{ action: "allow" }] }, "rules/priority")).toBeUndefined();
  });
});
