/**
 * The compute list filter on its own (both styles, RE2 syntax and full match, refusals), the
 * matcher it uses, and a hostile filter through the simulator.
 */
import { RE2JS } from "re2js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createComputeClient, type ForwardingRuleAggregatedList, type paths } from "../../src/clients/compute.js";
import { compileFilter, FilterError } from "../../src/simulator/services/compute/filter.js";
import { useSimulator } from "../support/simulator.js";

const resources = [
  {
    name: "orders-ilb",
    IPProtocol: "TCP",
    loadBalancingScheme: "INTERNAL",
    allowGlobalAccess: true,
    creationTimestamp: "2024-04-02T10:00:00.000Z",
    labels: { team: "orders" },
    metadataFilters: [{ filterLabels: [{ name: "track", value: "canary" }] }],
  },
  {
    name: "orders.edge",
    IPProtocol: "TCP",
    loadBalancingScheme: "EXTERNAL",
    creationTimestamp: "2024-03-01T00:00:00.000Z",
    sourceIpRanges: ["10.0.0.0/8"],
  },
  {
    name: "game-udp",
    IPProtocol: "UDP",
    loadBalancingScheme: "EXTERNAL",
    creationTimestamp: "2024-05-01T00:00:00.000Z",
    description: "line one\nline two",
  },
];
const forwardingRule = { name: "forwarding rule", fields: new Set(resources.flatMap((resource) => Object.keys(resource))) };
const every = resources.map((resource) => resource.name);

function selected(filter: string): string[] {
  const test = compileFilter(filter, forwardingRule);
  return resources.filter(test).map((resource) => resource.name);
}

describe("compileFilter", () => {
  it.each<{ given: string; want: string[] }>([
    { given: "", want: every },
    // AIP-160 style
    { given: 'name = "orders-ilb"', want: ["orders-ilb"] },
    { given: 'name = "orders*"', want: ["orders-ilb", "orders.edge"] },
    { given: 'name = "orders.*"', want: ["orders.edge"] }, // only `*` is a wildcard; the dot is literal
    { given: 'name = "orders"', want: [] },
    { given: 'name != "game-udp"', want: ["orders-ilb", "orders.edge"] },
    { given: "labels : team", want: ["orders-ilb"] },
    { given: "labels : constructor", want: [] }, // own keys only
    { given: "sourceIpRanges : *", want: ["orders.edge"] },
    { given: 'description : "two"', want: ["game-udp"] },
    { given: "allowGlobalAccess = true", want: ["orders-ilb"] },
    { given: 'creationTimestamp > "2024-04-01T00:00:00Z"', want: ["orders-ilb", "game-udp"] },
    { given: 'metadataFilters.filterLabels.value = "canary"', want: ["orders-ilb"] },
    { given: '(loadBalancingScheme = "EXTERNAL") (IPProtocol = "TCP")', want: ["orders.edge"] },
    { given: "(loadBalancingScheme = EXTERNAL) AND (IPProtocol = UDP)", want: ["game-udp"] },
    { given: '(IPProtocol = "UDP") OR (allowGlobalAccess = true)', want: ["orders-ilb", "game-udp"] },
    // regular-expression style: RE2 syntax, matching the whole value
    { given: "name eq 'orders.*'", want: ["orders-ilb", "orders.edge"] },
    { given: "name eq orders", want: [] },
    { given: "name eq ilb", want: [] },
    { given: 'name eq "orders\\.edge"', want: ["orders.edge"] },
    { given: "name eq (?i)GAME-UDP", want: ["game-udp"] },
    { given: "name eq [[:alpha:]]+-[[:alpha:]]+", want: ["orders-ilb", "game-udp"] },
    { given: "name ne .*-.*", want: ["orders.edge"] },
    { given: "(name eq orders.*) (name ne .*ilb)", want: ["orders.edge"] },
    { given: "description eq 'line.*'", want: [] }, // RE2's dot stops at a newline
    { given: "description eq '(?s)line.*'", want: ["game-udp"] },
    { given: "name eq (.*.*)*Z", want: [] },
    { given: "name eq (.*.*)*-ilb", want: ["orders-ilb"] },
  ])("$given", ({ given, want }) => {
    expect(selected(given)).toEqual(want);
  });

  it.each<{ given: string; want: RegExp }>([
    { given: '(name eq game-.*) (IPProtocol = "UDP")', want: /mixes the regular-expression style/ },
    { given: "(name eq game-.*) (IPProtocol eq UDP)", want: /several fields cannot be combined/ },
    { given: "(name eq a) OR (name eq b)", want: /takes no OR/ },
    { given: 'colour = "red"', want: /'colour' is not a field of a forwarding rule/ },
    { given: "name", want: /not an expression/ },
    { given: '(name = "a"', want: /not closed/ },
    { given: '(name = "a") IPProtocol = "UDP"', want: /each put in parentheses/ },
    { given: '(name = "a") AND', want: /ends with AND/ },
    { given: "name eq (", want: /'\(' is not a regular expression RE2 accepts: missing closing \)/ },
    { given: "name eq (a)\\1", want: /not a regular expression RE2 accepts: invalid escape sequence: `\\1`/ },
    { given: "name eq a(?=b)", want: /not a regular expression RE2 accepts: invalid or unsupported Perl syntax: `\(\?=`/ },
    { given: "name eq (?<!a)b", want: /not a regular expression RE2 accepts/ },
    { given: "name eq a{1001}", want: /invalid repeat count/ },
  ])("refuses $given", ({ given, want }) => {
    expect(() => compileFilter(given, forwardingRule)).toThrow(FilterError);
    expect(() => compileFilter(given, forwardingRule)).toThrow(want);
  });
});

describe("the core", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("matches with re2js and never builds a RegExp from the filter", () => {
    const built: unknown[][] = [];
    vi.stubGlobal("RegExp", new Proxy(RegExp, { construct: (target, args) => (built.push(args), Reflect.construct(target, args)) }));
    const compile = vi.spyOn(RE2JS, "compile");
    const tests = ["name eq (.*.*)*Z", 'name = "orders*"', "description : two"].map((filter) => compileFilter(filter, forwardingRule));
    const long = { name: `${"orders-".repeat(10_000)}ilb`, description: "two".repeat(10_000) };
    const results = tests.map((test) => test(long));
    vi.unstubAllGlobals();
    expect(results).toEqual([false, true, true]);
    expect(compile.mock.calls.map(([pattern]) => pattern)).toEqual(["(.*.*)*Z", "orders.*", "two"]);
    expect(built).toEqual([]);
  });
});

describe("a hostile filter through the simulator", () => {
  const sim = useSimulator("compute");
  const listPath = "/projects/{project}/aggregated/forwardingRules" as const;
  type ListQuery = NonNullable<paths[typeof listPath]["get"]["parameters"]["query"]>;
  const list = (query: ListQuery) =>
    createComputeClient({ baseUrl: sim.url, auth: "ya29.test", retry: false }).GET(listPath, {
      params: { path: { project: "acme-web-prod" }, query },
    });
  const names = ({ items = {} }: ForwardingRuleAggregatedList) =>
    Object.values(items)
      .flatMap((scope) => ("forwardingRules" in scope ? (scope.forwardingRules ?? []) : []).map((rule) => rule.name))
      .sort();

  it("answers it correctly, and answers another request meanwhile", async () => {
    const [hostile, partial, plain] = await Promise.all([
      list({ filter: "name eq (.*.*)*Z" }),
      list({ filter: "name eq (.*.*)*-ilb" }),
      list({ filter: 'name = "orders-ilb"' }),
    ]);
    expect([hostile.response.status, partial.response.status, plain.response.status]).toEqual([200, 200, 200]);
    expect(names(hostile.data!)).toEqual([]);
    expect(names(partial.data!)).toEqual(["orders-ilb", "payments-ilb", "reports-ilb"]);
    expect(names(plain.data!)).toEqual(["orders-ilb"]);
  });

  it.each<{ given: string; want: RegExp }>([
    {
      given: "name eq (a)\\1",
      want: /^Invalid value for field 'filter': '\(a\)\\1' is not a regular expression RE2 accepts: invalid escape sequence/,
    },
    {
      given: "name eq a(?=b)",
      want: /^Invalid value for field 'filter': 'a\(\?=b\)' is not a regular expression RE2 accepts: invalid or unsupported Perl syntax/,
    },
  ])("refuses $given with a 400 in the service's error shape", async ({ given, want }) => {
    const { response, error } = await list({ filter: given });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({
      error: { code: 400, message: expect.stringMatching(want), errors: [{ reason: "invalid", location: "filter", domain: "global" }] },
    });
  });
});
