/**
 * The target stage: where a request was addressed. Its path and query as URL reads them (each URL
 * parsed once: clients ask for the same few again and again), the API's other prefix taken off
 * (`/api/v3`) or an older form of a path (`/v2/...`) read as the contract's, and the origin it
 * named (originReached, worked out once per origin).
 */
import { contractPath } from "../../contract/contract-path.js";
import { originReached } from "../http.js";
import type { Reached, Stage } from "../context.js";
import type { FrontSetup } from "./setup.js";

/** A URL as the target stage reads it. */
interface Target {
  pathname: string;
  search: string;
  prefix: string;
}

export function target(setup: FrontSetup): Stage {
  const targets = new Map<string, Target>();
  const origins = new Map<string, Reached>();
  let originsOf = setup.address;
  /** A path under one of the API's other prefixes, with the prefix apart, or an older form of a path as the contract's. */
  const read = (url: URL): Target => ({ ...contractPath(setup.definition, url.pathname), search: url.search });

  const reached = (self: string): Reached => {
    // Origins are judged against the address served, which a server sets once it listens.
    if (originsOf !== setup.address) {
      origins.clear();
      originsOf = setup.address;
    }
    let known = origins.get(self);
    if (known === undefined) {
      known = originReached(self, setup.address, setup.options.allowedHosts);
      if (origins.size >= 64) origins.clear();
      origins.set(self, known);
    }
    return known;
  };

  return function target(context) {
    const { exchange } = context;
    let parsed = targets.get(exchange.url);
    if (parsed === undefined) {
      if (targets.size >= 1024) targets.clear();
      targets.set(exchange.url, (parsed = read(new URL(exchange.url, "http://server.invalid"))));
    }
    context.pathname = parsed.pathname;
    context.search = parsed.search;
    context.prefix = parsed.prefix;
    context.query = new URLSearchParams(parsed.search);
    context.reached = reached(exchange.self);
    return undefined;
  };
}
