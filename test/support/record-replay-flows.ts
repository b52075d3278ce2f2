/**
 * One flow of each API's official JavaScript client (set up as test/support/official-clients.ts
 * and event-management-official.ts set them up), for test/official-clients/record-replay.test.ts:
 * run once through the recording proxy, once against the replaying simulator. Each flow returns
 * what the client gave back (bodies as the client parsed them, ids it read from headers, errors it
 * raised), in order; `wait` lets time pass on the clock of the server the flow talks to.
 */
import sdk from "facebook-nodejs-business-sdk";
import { expect } from "vitest";
import type { ApiId } from "../../src/contract/apis.js";
import { externalPost } from "./event-management.js";
import {
  accessToken,
  createdIdHeaderName,
  day,
  hour,
  officialClient,
  organization,
  uploadBackground,
  versionString,
} from "./event-management-official.js";
import { computeClientAt, searchProductHeader, octokitAt, pointSdkAt, searchClientAt } from "./official-clients.js";

export interface ClientFlow {
  api: ApiId;
  /** The client, as the report names it. */
  client: string;
  /** What the flow makes up on each run (a request id, a time from the wall clock): left out of matching, as `--replay-ignore` does. */
  ignore?: string[];
  responseHeaders?: Record<string, string>;
  /** What the recorded simulator is told (`responseHeaderNames`) for the client to read its answers. */
  responseHeaderNames?: Record<string, string>;
  run(url: string, wait: (milliseconds: number) => Promise<void>): Promise<unknown[]>;
}

/** At most this many reads of something that changes with time: a flow that does not end is a failure, not a hang. */
const maxPolls = 20;

const { FacebookAdsApi, User } = sdk;
/** Where the business SDK's requests go: it has one constant base, rewritten by its HTTP library's interceptor (pointSdkAt). */
let socialGraphBase = "";
export const pointSocialGraphSdk = () => pointSdkAt(() => socialGraphBase);

export const flows: ClientFlow[] = [
  {
    api: "code-hosting",
    client: "@octokit/rest, under the self-hosted prefix /api/v3",
    async run(url, wait) {
      const octokit = octokitAt(`${url}/api/v3`);
      const repo = { owner: "octocat", repo: "socm" };
      const results: unknown[] = [(await octokit.rest.users.getAuthenticated()).data];
      // The client's release has no methods for the import endpoints: its generic request, as its users call them.
      const started = {
        ...repo,
        vcs_url: "https://svn.example.org/socm",
        vcs: "subversion" as const,
        vcs_username: "octocat",
        vcs_password: "hunter2",
      };
      results.push((await octokit.request("PUT /repos/{owner}/{repo}/import", started)).data);
      // The same request again and again, each answer later in the import.
      for (let poll = 0, status = ""; status !== "complete" && poll < maxPolls; poll++) {
        await wait(1_500);
        const read = (await octokit.request("GET /repos/{owner}/{repo}/import", repo)).data as { status: string };
        results.push(read);
        status = read.status;
      }
      results.push((await octokit.request("GET /repos/{owner}/{repo}/import/authors", repo)).data);
      results.push((await octokit.rest.users.addEmailForAuthenticatedUser({ emails: ["replayed@vendor.example"] })).data);
      results.push((await octokit.rest.users.listEmailsForAuthenticatedUser()).data);
      return results;
    },
  },
  {
    api: "social-graph",
    client: "facebook-nodejs-business-sdk",
    async run(url) {
      socialGraphBase = url;
      const graph = new FacebookAdsApi("EAAB-record-replay", "en_US", false);
      const user = (id: string) => new User(id, {}, undefined, graph);
      const refused = (error: { status?: number; response?: unknown }) => ({ status: error.status, response: error.response });
      return [
        (await user("10228416037451982").get(["id", "name", "first_name"])).exportAllData(),
        await user("10228416037451982").update([], { firstname: "Replayed" }),
        (await user("10228416037451982").get(["first_name"])).exportAllData(),
        await user("120000000000001").delete([]),
        await user("120000000000001")
          .get(["id"])
          .then(() => "still there", refused),
      ];
    },
  },
  {
    api: "event-management",
    client: "linkedin-api-client (RestliClient)",
    responseHeaderNames: createdIdHeaderName,
    // The event's times come from the wall clock: another on every run.
    ignore: ["startsAt", "endsAt"],
    async run(url) {
      const client = officialClient(() => url);
      const restli = { accessToken, versionString };
      const asset = await uploadBackground(client);
      const startsAt = Date.now() + 5 * day;
      const created = await client.create({
        resourcePath: "/events",
        entity: {
          name: { localized: { en_US: "Replayed Summit" } },
          type: { online: { format: { external: { endsAt: startsAt + hour, URL: "https://summit.northwind-analytics.example/" } } } },
          organizer: organization,
          startsAt,
          backgroundImage: asset,
        },
        ...restli,
      });
      const eventId = created.createdEntityId as string;
      const post = await client.create({ resourcePath: "/posts", entity: externalPost(organization, eventId), ...restli });
      const read = await client.get({ resourcePath: "/events/{id}", pathKeys: { id: eventId }, ...restli });
      const found = await client.finder({
        resourcePath: "/events",
        finderName: "eventsByOrganizer",
        queryParams: { organizer: organization, start: 0, count: 10 },
        ...restli,
      });
      return [asset, eventId, created.data, post.createdEntityId, read.data, found.data];
    },
  },
  {
    api: "compute",
    client: "@googleapis/compute",
    // The client's request id is made up on every call, as its users make it.
    ignore: ["requestId"],
    async run(url, wait) {
      const { client } = computeClientAt(url);
      const securityPolicy = "storefront-edge";
      const policy = (await client.organizationSecurityPolicies.get({ securityPolicy })).data;
      let operation = (
        await client.organizationSecurityPolicies.patch({
          securityPolicy,
          requestId: crypto.randomUUID(),
          requestBody: { ...policy, description: "Reviewed after replay." },
        })
      ).data;
      const results: unknown[] = [policy, operation];
      // The operation read until DONE: one request, several answers.
      for (let poll = 0; operation.status !== "DONE" && poll < maxPolls; poll++) {
        await wait(1_000);
        operation = (await client.globalOrganizationOperations.get({ operation: operation.name! })).data;
        results.push(operation);
      }
      results.push((await client.organizationSecurityPolicies.get({ securityPolicy })).data);
      const first = (await client.forwardingRules.aggregatedList({ project: "acme-web-prod", maxResults: 3 })).data;
      const second = (
        await client.forwardingRules.aggregatedList({ project: "acme-web-prod", maxResults: 3, pageToken: first.nextPageToken! })
      ).data;
      return [...results, first, second];
    },
  },
  {
    api: "search",
    client: "@elastic/elasticsearch",
    responseHeaders: searchProductHeader,
    async run(url) {
      const client = searchClientAt(url);
      try {
        const index = "orders-2024";
        const results: unknown[] = [await client.info(), await client.search({ index, from: 1, size: 2, sort: [{ "@timestamp": "asc" }] })];
        const opened = await client.openPointInTime({ index, keep_alive: "1m" });
        const first = await client.search({ size: 2, sort: [{ "@timestamp": "asc" }], pit: { id: opened.id, keep_alive: "1m" } });
        const next = await client.search({
          size: 2,
          sort: [{ "@timestamp": "asc" }],
          pit: { id: first.pit_id!, keep_alive: "1m" },
          search_after: first.hits.hits.at(-1)!.sort!,
        });
        results.push(opened, first, next, await client.closePointInTime({ id: next.pit_id! }));
        const scroll = await client.search({ index, scroll: "1m", size: 2, sort: ["_doc"] });
        const more = await client.scroll({ scroll_id: scroll._scroll_id!, scroll: "1m" });
        results.push(scroll, more, await client.clearScroll({ scroll_id: more._scroll_id! }));
        expect(first.hits.hits.length).toBeGreaterThan(0);
        return results;
      } finally {
        await client.close();
      }
    },
  },
];
