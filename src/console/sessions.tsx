/**
 * Sessions: those open (GET /__control/sessions), one opened (with the body POST takes: seeds,
 * ttlSeconds), the one the console shows chosen, one closed. The console shows one scope at a
 * time: the simulator's own state, or a session's.
 */
import { useEffect, useState } from "preact/hooks";
import { parseExactJson } from "../contract/exact-json.js";
import type { SessionDescription } from "../simulator/control.js";
import { reason } from "./format.js";
import type { Link } from "./link.js";

export function Sessions({ link, version, show }: { link: Link; version: number; show(session: string | undefined): void }) {
  const [open, setOpen] = useState<SessionDescription[]>([]);
  const [body, setBody] = useState("{}");
  const [said, setSaid] = useState<{ error?: string; done?: string }>({});
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let current = true;
    link.home.sessions().then(
      (sessions) => current && setOpen(sessions),
      (error: unknown) => current && setSaid({ error: reason(error) }),
    );
    return () => void (current = false);
  }, [link, version, tick]);
  const act = async (action: () => Promise<string>) => {
    try {
      setSaid({ done: await action() });
    } catch (error) {
      setSaid({ error: reason(error) });
    }
    setTick((n) => n + 1);
  };
  return (
    <div class="sessions">
      <p>
        Shown: <strong data-scope={link.session ?? ""}>{link.session ? `the session ${link.session}` : "the simulator's own state"}</strong>
        {link.session && (
          <button type="button" onClick={() => show(undefined)}>
            Show the simulator's own state
          </button>
        )}
      </p>
      <h3>Open sessions</h3>
      {open.length === 0 && <p class="quiet">No session is open.</p>}
      <table class="session-list">
        <tbody>
          {open.map((session) => (
            <tr data-session={session.id} class={session.id === link.session ? "selected" : ""}>
              <td>
                <code>{session.id}</code>
              </td>
              <td class="quiet">ends {session.expiresAt} if left idle</td>
              <td>
                <button type="button" onClick={() => show(session.id)} disabled={session.id === link.session}>
                  Show
                </button>
                <button
                  type="button"
                  onClick={() =>
                    void act(async () => {
                      await link.home.closeSession(session.id);
                      if (session.id === link.session) show(undefined);
                      return `Closed ${session.id}.`;
                    })
                  }
                >
                  Close
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Open a session</h3>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void act(async () => {
            const given = body.trim() === "" ? {} : (parseExactJson(body) as object);
            const opened = await link.home.openSession(given);
            show(opened.id);
            return `Opened ${opened.id}, shown now.`;
          });
        }}
      >
        <label>
          its body (POST /__control/sessions: seeds, ttlSeconds)
          <textarea aria-label="session body" rows={3} value={body} onInput={(e) => setBody(e.currentTarget.value)} />
        </label>
        <button type="submit">Open and show</button>
      </form>
      {said.done && <p class="done">{said.done}</p>}
      {said.error && <p class="error">{said.error}</p>}
    </div>
  );
}
