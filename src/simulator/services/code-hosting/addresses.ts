/**
 * The addresses of the code-hosting service's answers. The model and the contract's examples write
 * URLs on the real service's API address (`serviceApi`); an answer names them on the address the
 * client reached the simulator at (`SimRequest.baseUrl`, with any `/api/v3` prefix), because
 * clients follow these URLs and several check that a URL is on the address they were given before
 * they follow it. Web pages (`html_url`) stay on the service's web address.
 */

/** The real service's API address, as the model's records and the contract's examples name it. */
export const serviceApi = "https://api.vendor.example";
/** The real service's web address: `html_url` and the other pages a browser opens. */
export const serviceWeb = "https://vendor.example";

/** A URL on the service's API address inside a JSON text: after a quote, followed by a path, a query, a template or the quote's end. */
const apiUrlStart = /"https:\/\/api\.vendor\.example(?=[/?{"])/g;

/**
 * A copy of a JSON value with every URL on the service's API address moved to `baseUrl`; other
 * strings (web pages, avatars, documentation) are kept.
 */
export function onAddress<T>(value: T, baseUrl: string): T {
  if (value === undefined || value === null || typeof value !== "object") return value;
  const text = JSON.stringify(value);
  // The replacement as JSON writes it, and `$` taken literally by replace.
  const start = `"${JSON.stringify(baseUrl).slice(1, -1)}`.replaceAll("$", "$$$$");
  return JSON.parse(text.replace(apiUrlStart, start)) as T;
}

/** One URL on the service's API address moved to `baseUrl`; any other URL is kept. */
export function urlOnAddress(url: string, baseUrl: string): string {
  return url === serviceApi || /^https:\/\/api\.vendor\.example[/?{]/.test(url) ? baseUrl + url.slice(serviceApi.length) : url;
}

/** A path segment of a URL: names may hold any character. */
export const segment = encodeURIComponent;

/** The URLs of a user account, on the service's addresses, as every embedding of a user carries them. */
export function userUrls(login: string) {
  const api = `${serviceApi}/users/${segment(login)}`;
  return {
    url: api,
    html_url: `${serviceWeb}/${segment(login)}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
  };
}

/** A stable positive number made from a name, for the ids of users and repositories the simulator makes up. */
export function stableId(name: string): number {
  let hash = 7;
  for (const char of name.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return 1_000_000 + (hash % 90_000_000);
}
