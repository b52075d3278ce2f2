/**
 * The readiness endpoint, `/__health` on every port the simulator serves over sockets: 200 once
 * the server listens, for a container's HEALTHCHECK (`vendor-api-contracts health`) or a test
 * suite waiting for it. It names the API and nothing else, so it asks neither the control token
 * nor an allowed Host.
 */
import type { ApiId } from "../contract/apis.js";
import type { EarlyAnswer } from "../servers/listen.js";

export const healthPath = "/__health";

/** The answer at /__health (its query ignored), or undefined for any other path. */
export function healthAnswer(api: ApiId, method: string, url: string): EarlyAnswer | undefined {
  const end = url.indexOf("?");
  if ((end === -1 ? url : url.slice(0, end)) !== healthPath) return undefined;
  if (method !== "GET" && method !== "HEAD") {
    const body = `${method} is not served at ${healthPath}: GET it\n`;
    return {
      status: 405,
      headers: { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8", "content-length": String(body.length) },
      body,
    };
  }
  const body = JSON.stringify({ status: "ready", api });
  return {
    status: 200,
    headers: { "content-type": "application/json", "content-length": String(body.length), "cache-control": "no-store" },
    body: method === "HEAD" ? "" : body,
  };
}
