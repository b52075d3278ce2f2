/**
 * The console's way to the simulator that served it: the control client the tests use, at the
 * page's own origin. Another API's control API is under `/__apis/<api>/`, a session's under
 * `/__sessions/<id>/` (across-apis.ts), so one origin reaches every API of the simulator, and the
 * control API's rules (same origin, the Host allow-list) hold as for any client. Beyond loopback
 * the control token comes in the address the simulator printed (`#token=...`), kept for the tab.
 */
import type { ApiId } from "../contract/apis.js";
import { createControlClient, type ControlClient } from "../simulator/control.js";

const tokenKey = "vendor-api-contracts-console-token";

/** The control token: from the address (then taken out of it, so it is not shared with a link), or kept from before in this tab. */
export function readToken(): string | undefined {
  const given = /(?:^|[#&])token=([^&]+)/.exec(location.hash)?.[1];
  if (given !== undefined) {
    sessionStorage.setItem(tokenKey, decodeURIComponent(given));
    history.replaceState(null, "", location.pathname + location.search);
  }
  return sessionStorage.getItem(tokenKey) ?? undefined;
}

/** The control clients of one scope: the simulator's own state, or a session's. */
export interface Link {
  /** The session shown, or undefined for the simulator's own state. */
  readonly session: string | undefined;
  /** An API's control client in the scope. */
  control(api: ApiId): ControlClient;
  /** The scope's changes (GET /__control/changes) and its clock, shared by its APIs. */
  readonly scope: ControlClient;
  /** The simulator's own control API at this address, where sessions are opened, listed and closed. */
  readonly home: ControlClient;
  /** Ends what is still waiting (a long poll holds one of the browser's few connections to the origin). */
  close(): void;
}

export function link(session: string | undefined, token: string | undefined): Link {
  const origin = location.origin;
  const inSession = session === undefined ? "" : `/__sessions/${encodeURIComponent(session)}`;
  const clients = new Map<ApiId, ControlClient>();
  const ended = new AbortController();
  const options = { token, fetch: ((input, init) => fetch(input, { ...init, signal: ended.signal })) as typeof fetch };
  return {
    session,
    control(api) {
      let client = clients.get(api);
      if (!client) clients.set(api, (client = createControlClient(`${origin}/__apis/${api}${inSession}`, options)));
      return client;
    },
    scope: createControlClient(`${origin}${inSession}`, options),
    home: createControlClient(origin, options),
    close: () => ended.abort(),
  };
}
