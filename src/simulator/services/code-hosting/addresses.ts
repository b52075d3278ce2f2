/**
 * The addresses of the code-hosting service's answers. The model and the contract's examples write
 * URLs on the real service's API address (`serviceApi`); an answer names them on the address the
 * client reached the simulator at (`SimRequest.baseUrl`, with any `/api/v3` prefix), because
 * clients follow these URLs and several check that a URL is on the address they were given before
 * they follow it (src/simulator/addresses.ts). Web pages (`html_url`) stay on the service's web address.
 */
import { onAddress as onStoredAddress, urlOnAddress as onStoredUrl } from "../../addresses.js";

/** The real service's API address, as the model's records and the contract's examples name it. */
export const serviceApi = "https://api.vendor.example";
/** The real service's web address: `html_url` and the other pages a browser opens. */
export const serviceWeb = "https://vendor.example";

/** A JSON value with every URL on the service's API address moved to `baseUrl`; web pages, avatars and documentation are kept. */
export const onAddress = <T>(value: T, baseUrl: string): T => onStoredAddress(value, serviceApi, baseUrl);

/** One URL on the service's API address moved to `baseUrl`; any other URL is kept. */
export const urlOnAddress = (url: string, baseUrl: string): string => onStoredUrl(url, serviceApi, baseUrl);

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
