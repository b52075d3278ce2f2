/** A problem body (RFC 9457) for answers the servers make themselves, outside any contract. */
export function problemBody(status: number, title: string, details: { detail?: string; problems?: unknown[] } = {}) {
  return { type: "about:blank", title, status, ...details };
}
