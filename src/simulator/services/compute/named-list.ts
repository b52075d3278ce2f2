/**
 * One page of a list of named resources (the security policies, the operations): by name, or
 * newest first with `orderBy=creationTimestamp desc`; filtered in either style of the service's
 * filters; the page token names the last resource of the page, so a resource deleted between two
 * pages moves no other one to another page.
 */
import { fromBase64Url, toBase64Url } from "../../../contract/base64.js";
import { invalidParameter } from "./errors.js";
import { compileFilter, FilterError } from "./filter.js";

/** Default and largest page (the discovery document's maxResults). */
const pageLimit = 500;

export interface NamedListOptions {
  maxResults?: number;
  orderBy?: string;
  filter?: string;
  pageToken?: string;
}

/**
 * What the list knows of its kind of resource: its name in messages, the members a filter may
 * name, its creation time, and the resource as a filter reads it (made only when a filter is
 * given: a list without one reads only names and times, and makes nothing but its page).
 */
export interface NamedResourceKind<T> {
  name: string;
  fields: ReadonlySet<string>;
  created: (resource: T) => string | undefined;
  filtered?: (resource: T) => object;
}

interface SortKey {
  name: string;
  created: number;
}

interface PageToken {
  orderBy: string;
  filter: string;
  name: string;
  created: string;
}

export function namedPage<T extends { name?: string }>(
  resources: readonly T[],
  options: NamedListOptions,
  kind: NamedResourceKind<T>,
): { items: T[]; nextPageToken?: string } {
  const orderBy = (options.orderBy ?? "name").trim().replace(/\s+/g, " ");
  const newestFirst = orderBy === "creationTimestamp desc";
  if (!newestFirst && orderBy !== "name" && orderBy !== "name asc") {
    throw invalidParameter(
      "orderBy",
      `Invalid value for field 'orderBy': '${orderBy}'. Supported: name (the default) and creationTimestamp desc.`,
    );
  }
  const filter = options.filter ?? "";
  let matches: (resource: object) => boolean;
  try {
    matches = compileFilter(filter, { name: kind.name, fields: kind.fields });
  } catch (error) {
    if (!(error instanceof FilterError)) throw error;
    throw invalidParameter("filter", `Invalid value for field 'filter': ${error.message}`);
  }
  // Each resource's sort key read once (a comparison that parsed dates took most of a list's time).
  const keyOf = (name: string | undefined, created: string | undefined) => ({ name: name ?? "", created: Date.parse(created ?? "") || 0 });
  const order = (left: SortKey, right: SortKey) => {
    const byName = left.name < right.name ? -1 : left.name > right.name ? 1 : 0;
    return newestFirst ? right.created - left.created || byName : byName;
  };
  const filtered = kind.filtered ?? ((resource: T) => resource);
  const all = (filter.trim() === "" ? resources : resources.filter((resource) => matches(filtered(resource))))
    .map((resource) => ({ resource, ...keyOf(resource.name, kind.created(resource)) }))
    .sort(order);
  let start = 0;
  if (options.pageToken) {
    const token = readToken(options.pageToken);
    if (!token || token.orderBy !== orderBy || token.filter !== filter) {
      throw invalidParameter(
        "pageToken",
        "Invalid value for field 'pageToken': it is not a token of this list with this filter and orderBy.",
      );
    }
    const after = keyOf(token.name, token.created);
    start = all.findIndex((entry) => order(entry, after) > 0);
    if (start < 0) start = all.length;
  }
  const size = options.maxResults || pageLimit;
  const items = all.slice(start, start + size).map((entry) => entry.resource);
  const last = items.at(-1);
  if (last === undefined || start + size >= all.length) return { items };
  const token: PageToken = { orderBy, filter, name: last.name ?? "", created: kind.created(last) ?? "" };
  return { items, nextPageToken: toBase64Url(JSON.stringify(token)) };
}

function readToken(text: string): PageToken | undefined {
  try {
    const token = JSON.parse(fromBase64Url(text)) as Record<string, unknown>;
    return ["orderBy", "filter", "name", "created"].every((member) => typeof token[member] === "string")
      ? (token as unknown as PageToken)
      : undefined;
  } catch {
    return undefined;
  }
}
