/**
 * Each API's model as a tree (the state command of the control API: imports and their phases,
 * policies and their operations, indices with their documents and open contexts, audiences and
 * their upload sessions, events and posts), read again when the simulator changes and every few
 * seconds while shown (the clock moves what the state is).
 */
import { useEffect, useState } from "preact/hooks";
import type { ApiId } from "../contract/apis.js";
import { reason } from "./format.js";
import { JsonView } from "./json.js";
import type { Link } from "./link.js";

/** How often the state is read again while shown, for what the clock alone changes. */
const refreshMs = 2000;

function ApiState({ api, link, version }: { api: ApiId; link: Link; version: number }) {
  const [state, setState] = useState<{ tree?: unknown; error?: string }>({});
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => document.visibilityState === "visible" && setTick((n) => n + 1), refreshMs);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    let current = true;
    link
      .control(api)
      .command("state")
      .then(
        (tree) => current && setState({ tree }),
        (error: unknown) => current && setState({ error: reason(error) }),
      );
    return () => void (current = false);
  }, [api, link, version, tick]);
  return (
    <section class="api-state" data-api={api}>
      <h3>{api}</h3>
      {state.error !== undefined && <p class="error">{state.error}</p>}
      {state.tree !== undefined && <JsonView value={state.tree} open={3} />}
    </section>
  );
}

export function State({ apis, link, version }: { apis: ApiId[]; link: Link; version: number }) {
  return (
    <div class="state">
      <p class="quiet">
        What each API holds now in {link.session ? `the session ${link.session}` : "the simulator's own state"} (POST /__control/state),
        credentials redacted.
      </p>
      {apis.map((api) => (
        <ApiState api={api} link={link} version={version} />
      ))}
    </div>
  );
}
