/**
 * Type-level tests of a service's view of the query (`queryValues`), checked by `tsc --noEmit`
 * (part of npm test): each `@ts-expect-error` line must be a type error, or the check fails. A
 * handler reads its operation's query members as the contract types them; a misspelled member, one
 * its operation does not declare, or a use off the member's type does not compile. Never run.
 */
import type { operations as CodeHosting } from "../../generated/code-hosting/types.js";
import type { operations as Compute } from "../../generated/compute/types.js";
import type { operations as EventManagement } from "../../generated/event-management/types.js";
import type { operations as Search } from "../../generated/search/types.js";
import type { operations as SocialGraph } from "../../generated/social-graph/types.js";
import { defineService } from "../../src/simulator/define-service.js";
import type { Handlers, QueryOf } from "../../src/simulator/service.js";

/** True when A and B are the same type (not only assignable one way). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

/** Each member as the generated types declare it: numbers, booleans, enums, read-only arrays; required ones required. */
export type MemberTypes = [
  Assert<Equal<QueryOf<Compute["listAggregatedForwardingRules"]>["maxResults"], number | undefined>>,
  Assert<Equal<QueryOf<Compute["listAggregatedForwardingRules"]>["returnPartialSuccess"], boolean | undefined>>,
  Assert<Equal<QueryOf<Compute["getSecurityPolicy"]>["alt"], "json" | "media" | "proto" | undefined>>,
  Assert<Equal<QueryOf<SocialGraph["getUser"]>["fields"], readonly string[] | undefined>>,
  Assert<Equal<QueryOf<SocialGraph["removeAdAccountAssignedUser"]>["user"], string>>,
  Assert<Equal<QueryOf<EventManagement["findEvents"]>["q"], "eventsByOrganizer" | "organizerLeadGenFormEnabledEvents">>,
  Assert<Equal<QueryOf<Search["searchWithGet"]>["track_total_hits"], boolean | number | undefined>>,
  Assert<Equal<QueryOf<CodeHosting["listEmailsForAuthenticatedUser"]>["per_page"], number | undefined>>,
];

export function typeTests(): void {
  const compute: Handlers<Compute> = {
    listAggregatedForwardingRules(request) {
      const { maxResults, includeAllScopes } = request.queryValues;
      const size: number = maxResults ?? 500;
      const all: boolean = includeAllScopes ?? false;
      void [size, all];

      // @ts-expect-error a misspelled member
      void request.queryValues.maxResult;

      // @ts-expect-error a number, not the text of one
      void request.queryValues.maxResults?.trim();

      // @ts-expect-error read as the validator converted it: the raw query is `request.query`
      void request.queryValues.get("maxResults");

      // @ts-expect-error the converted query is the validator's, shared by the requests that repeat one: read-only
      request.queryValues.maxResults = 10;

      return { status: 200, body: {} };
    },
    listSecurityPolicies(request) {
      // @ts-expect-error includeAllScopes is declared by the aggregated forwarding-rule list, not by this list
      void request.queryValues.includeAllScopes;
      return { status: 200, body: {} };
    },
  };

  const socialGraph: Handlers<SocialGraph> = {
    getUser(request) {
      const asked: readonly string[] = request.queryValues.fields ?? [];
      void asked;

      // @ts-expect-error the list is frozen, as the validator hands it on
      request.queryValues.fields?.push("email");

      // @ts-expect-error a credential in the query is not a declared parameter of the operation
      void request.queryValues.access_token;
      return { status: 200, body: { id: "1" } };
    },
  };

  const codeHosting: Handlers<CodeHosting> = {
    getRepository(request) {
      // @ts-expect-error an operation that declares no query parameter has no member to read
      void request.queryValues.page;
      throw new Error("never run");
    },
  };

  const eventManagement: Handlers<EventManagement> = {
    findEvents(request) {
      // Required by the contract (the validator has refused a request without them): no undefined to handle.
      const organizer: string = request.queryValues.organizer;
      void organizer;

      // @ts-expect-error q is one of the finders' names, not any text
      const finder: "eventsByOrganiser" = request.queryValues.q;
      void finder;
      throw new Error("never run");
    },
  };

  const search: Handlers<Search> = {
    openPointInTime(request) {
      const keepAlive: string = request.queryValues.keep_alive;
      void keepAlive;

      // @ts-expect-error typed_keys is not declared by the contract: read from `request.query`, as sent
      void request.queryValues.typed_keys;
      throw new Error("never run");
    },
  };

  // A guard runs for every operation: it reads the members some operation declares, each optional.
  defineService<undefined, undefined, Compute>(() => ({
    parseSeed: () => undefined,
    createModel: () => undefined,
    handlers: () => compute,
    state: () => ({}),
    guard(request) {
      const alt: "json" | "media" | "proto" | undefined = request.queryValues.alt;
      const includeAllScopes: boolean | undefined = request.queryValues.includeAllScopes;
      void [alt, includeAllScopes];

      // @ts-expect-error a member no operation declares
      void request.queryValues.altt;
    },
    decorate(request) {
      // @ts-expect-error a decoration reads the query as sent: it also decorates answers given before validation
      void request.queryValues;
      void request.query.get("fields");
    },
  }));

  void [socialGraph, codeHosting, eventManagement, search];
}
