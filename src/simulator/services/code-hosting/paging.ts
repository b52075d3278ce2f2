/** The real service's paging of lists that declare a `Link` header. */
import type { SimRequest } from "../../service.js";

/** The most items a page holds, and the number when `per_page` is left out, as on the real service. */
const pageSize = { default: 30, maximum: 100 };

/** A request of a paged list: its `per_page` and `page` as the validator converted them (numbers). */
export interface PagedRequest extends Pick<SimRequest, "path" | "query" | "baseUrl"> {
  queryValues: { readonly per_page?: number; readonly page?: number };
}

/**
 * One page of a list: `per_page` items (30 by default, at most 100) of page `page`, and a `Link`
 * header (RFC 8288) with prev, next, last and first, in that order, each the request's own URL with
 * its `page` replaced, on the address the client reached the simulator at, under the prefix it used
 * (`SimRequest.baseUrl`). A list of one page has no `Link`.
 */
export function paged<Item>(
  request: PagedRequest,
  items: readonly Item[],
): { status: 200; body: Item[]; headers?: Record<string, string> } {
  const perPage = Math.min(pageSize.maximum, request.queryValues.per_page ?? pageSize.default);
  const page = request.queryValues.page ?? 1;
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const link = (number: number, rel: string) => {
    const url = new URL(`${request.baseUrl}${request.path}`);
    // The links repeat the query as the client sent it, every parameter (declared or not) in its own spelling.
    for (const [name, value] of request.query) url.searchParams.append(name, value);
    url.searchParams.set("page", String(number));
    return `<${url.href}>; rel="${rel}"`;
  };
  const links = [
    ...(page > 1 ? [link(Math.min(page - 1, last), "prev")] : []),
    ...(page < last ? [link(page + 1, "next"), link(last, "last")] : []),
    ...(page > 1 ? [link(1, "first")] : []),
  ];
  const body = items.slice((page - 1) * perPage, page * perPage);
  return links.length > 0 ? { status: 200, body, headers: { link: links.join(", ") } } : { status: 200, body };
}
