/**
 * Eight flows of the five official JavaScript clients at once through ONE simulator, each flow in
 * a session of its own (sessions.md), with no cross-talk: each flow writes through every client
 * (the same writes in every session, several of which could happen only once in a shared state:
 * a test user deleted, a policy patched with the fingerprint read before), then asserts its own
 * state only; a reset of one session leaves the seven others as they were.
 *
 * Eight concurrent flows in this process, not eight worker threads: the simulator answers from one
 * event loop whatever sends to it, so what isolation has to withstand is requests of eight sessions
 * interleaved at the server, which concurrent flows give at every await of every request; worker
 * threads would each load the five clients again (seconds of CPU on a 2-core machine) and add no
 * other interleaving. The clients are set up as their own suites set them up
 * (test/support/official-clients.ts), given the session's base URLs.
 */
import type { compute_v1 } from "@googleapis/compute";
import type { Client as SearchClient } from "@elastic/elasticsearch";
import type { Octokit } from "@octokit/rest";
import sdk from "facebook-nodejs-business-sdk";
import type { RestliClient } from "linkedin-api-client";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { components } from "../../src/clients/event-management.js";
import { createControlClient, type Session } from "../../src/simulator/control.js";
import type { SimulatorViolation } from "../../src/simulator/options.js";
import { sessionHeader } from "../../src/simulator/sessions.js";
import { startSimulator, type RunningSimulator } from "../../src/simulator/sockets.js";
import { externalPost } from "../support/event-management.js";
import {
  accessToken,
  officialClient as restliClientAt,
  responseHeaderNames,
  organization,
  uploadBackground,
  versionString,
} from "../support/event-management-official.js";
import { computeClientAt, searchProductHeader, octokitAt, pointSdkAt, searchClientAt } from "../support/official-clients.js";

const { FacebookAdsApi, User } = sdk;
const flows = 8;
const mina = "10228416037451982";
const testUser = "120000000000001";
const restli = { accessToken, versionString };
const day = 24 * 3_600_000;

interface Flow {
  n: number;
  session: Session;
  octokit: Octokit;
  /** The business SDK's API object of this flow: its token routes its requests to the flow's session. */
  graph: InstanceType<typeof FacebookAdsApi>;
  restli: RestliClient;
  compute: compute_v1.Compute;
  search: SearchClient;
  /** The organizer's events before the flow created one. */
  eventsBefore: number;
}

let simulator: RunningSimulator | undefined;
let restoreSdk: (() => void) | undefined;
const violations: SimulatorViolation[] = [];
const flowsByToken = new Map<string, Flow>();
let all: Flow[] = [];

beforeAll(async () => {
  simulator = await startSimulator({
    port: 0,
    strict: true,
    frozenClock: true,
    responseHeaders: { search: searchProductHeader },
    responseHeaderNames,
    onViolation: (v) => violations.push(v),
  });
  const control = createControlClient(simulator.urls["code-hosting"]!);
  restoreSdk = pointSdkAt((url) => flowsByToken.get(new URL(url).searchParams.get("access_token")!)!.session.urls["social-graph"]!);
  all = await Promise.all(
    Array.from({ length: flows }, async (_, n): Promise<Flow> => {
      // Each session's search index has a size of its own, so that a search answered from another's shows.
      const session = await control.openSession({ seeds: { search: { indices: { docs: { generate: { count: 10 + n, seed: n + 1 } } } } } });
      const token = `EAAB-flow-${n}`;
      const flow: Flow = {
        n,
        session,
        // Half the flows reach code-hosting under its /api/v3 prefix, inside the session's.
        octokit: octokitAt(n % 2 === 0 ? session.urls["code-hosting"]! : `${session.urls["code-hosting"]}/api/v3`),
        graph: new FacebookAdsApi(token, "en_US", false),
        restli: restliClientAt(() => session.urls["event-management"]!),
        // The compute client keeps only the origin of its rootUrl: the session's header names the session.
        compute: computeClientAt(simulator!.urls.compute!, { headers: { [sessionHeader]: session.id } }).client,
        search: searchClientAt(session.urls.search!),
        eventsBefore: 0,
      };
      flowsByToken.set(token, flow);
      return flow;
    }),
  );
});

afterAll(async () => {
  restoreSdk?.();
  await Promise.all(all.map(async (flow) => Promise.all([flow.search.close(), flow.session.close()])));
  await simulator?.stop();
});

const user = (flow: Flow, id: string) => new User(id, {}, undefined, flow.graph);
const events = async (flow: Flow) => {
  const found = await flow.restli.finder({
    resourcePath: "/events",
    finderName: "eventsByOrganizer",
    queryParams: { organizer: organization, start: 0, count: 50 },
    ...restli,
  });
  return {
    total: (found.data.paging as components["schemas"]["Paging"]).total!,
    names: (found.data.elements as { name: { localized: { en_US: string } } }[]).map((event) => event.name.localized.en_US),
  };
};
const policy = async (flow: Flow) => (await flow.compute.organizationSecurityPolicies.get({ securityPolicy: "storefront-edge" })).data;
const openContexts = async (flow: Flow) => {
  const stats = await flow.search.nodes.stats({ metric: "indices", index_metric: "search" });
  return Object.values(stats.nodes).reduce((sum, node) => sum + (node.indices?.search?.open_contexts ?? 0), 0);
};

/** The same writes through every client, in the flow's session. */
async function write(flow: Flow): Promise<void> {
  const { n } = flow;
  expect((await flow.octokit.rest.users.addEmailForAuthenticatedUser({ emails: [`flow-${n}@vendor.example`] })).status).toBe(201);

  // Deleted once per session: in a state shared by the flows, seven of these would be refused.
  expect(await user(flow, testUser).delete([])).toEqual({ success: true });
  expect(await user(flow, mina).update([], { firstname: `Flow${n}` })).toEqual({ success: true });

  // An upload registered and sent to the URL the session names (only the session knows the upload), then an event created with it and posted.
  const asset = await uploadBackground(flow.restli);
  flow.eventsBefore = (await events(flow)).total;
  const now = (await flow.session.now()).getTime();
  const created = await flow.restli.create({
    resourcePath: "/events",
    entity: {
      name: { localized: { en_US: `Flow ${n} Summit` } },
      type: { online: { format: { external: { endsAt: now + 5 * day + 3_600_000, URL: "https://summit.northwind-analytics.example/" } } } },
      organizer: organization,
      startsAt: now + 5 * day,
      backgroundImage: asset,
    },
    ...restli,
  });
  await flow.restli.create({ resourcePath: "/posts", entity: externalPost(organization, created.createdEntityId as string), ...restli });

  // Patched with the fingerprint this session read: a patch of another session in between would make it stale (412).
  const read = await policy(flow);
  const patched = await flow.compute.organizationSecurityPolicies.patch({
    securityPolicy: "storefront-edge",
    requestBody: { ...read, description: `Reviewed by flow ${n}.` },
  });
  expect(patched.status).toBe(200);

  // A point in time left open: each session counts its own.
  await flow.search.openPointInTime({ index: "docs", keep_alive: "10m" });
}

/** What the flow reads back: its own writes, or, after its reset, the seed. */
async function check(flow: Flow, state: "written" | "reset"): Promise<void> {
  const { n } = flow;
  const written = state === "written";
  const emails = (await flow.octokit.rest.users.listEmailsForAuthenticatedUser()).data.map((entry) => entry.email);
  expect(emails, `flow ${n}`).toEqual(written ? ["octocat@vendor.example", `flow-${n}@vendor.example`] : ["octocat@vendor.example"]);

  const deleted = await user(flow, testUser)
    .get(["id"])
    .then(
      () => false,
      (error: { response?: { code?: number } }) => error.response?.code === 100,
    );
  expect(deleted, `flow ${n}`).toBe(written);
  expect((await user(flow, mina).get(["first_name"])).exportAllData(), `flow ${n}`).toEqual({
    id: mina,
    first_name: written ? `Flow${n}` : "Mina",
  });

  const { total, names } = await events(flow);
  expect(total, `flow ${n}`).toBe(written ? flow.eventsBefore + 1 : flow.eventsBefore);
  expect(
    names.filter((name) => /^Flow \d Summit$/.test(name)),
    `flow ${n}`,
  ).toEqual(written ? [`Flow ${n} Summit`] : []);

  expect((await policy(flow)).description, `flow ${n}`).toBe(
    written ? `Reviewed by flow ${n}.` : "Protection of the storefront's backend services.",
  );

  const page = await flow.search.search({ index: "docs", size: 0, track_total_hits: true });
  expect(page.hits.total, `flow ${n}`).toEqual({ value: 10 + n, relation: "eq" });
  expect(await openContexts(flow), `flow ${n}`).toBe(written ? 1 : 0);
}

it(
  "drives the five official clients in eight sessions of one server at once, with no cross-talk; a reset of one leaves the others as they were",
  { timeout: 60_000 },
  async () => {
    expect(new Set(all.map((flow) => flow.session.id)).size).toBe(flows);
    await Promise.all(all.map(write));
    await Promise.all(all.map((flow) => check(flow, "written")));

    const [reset, ...others] = all as [Flow, ...Flow[]];
    await reset.session.reset();
    await Promise.all([check(reset, "reset"), ...others.map((flow) => check(flow, "written"))]);
    // The simulator's own state saw none of it.
    const own = await fetch(`${simulator!.urls["code-hosting"]}/user/emails`, { headers: { authorization: "Bearer own" } });
    expect(((await own.json()) as { email: string }[]).map((entry) => entry.email)).toEqual(["octocat@vendor.example"]);
    expect(violations).toEqual([]);
  },
);
