/**
 * The console at /__console/: the requests of every API of the simulator as they arrive, each
 * API's state, and the controls (clock, faults, reset, seeds, sessions), for the simulator's own
 * state or for one session, all through the control API the tests use (link.ts, follow.ts).
 */
import { useEffect, useMemo, useState } from "preact/hooks";
import type { ApiId } from "../contract/apis.js";
import type { JournalEntry } from "../simulator/control.js";
import { Clock } from "./clock.js";
import { Controls } from "./controls.js";
import { Faults } from "./faults.js";
import { follow } from "./follow.js";
import { reason } from "./format.js";
import { link as linkTo } from "./link.js";
import { NearMisses } from "./near-misses.js";
import { Requests } from "./requests.js";
import { Sessions } from "./sessions.js";
import { State } from "./state.js";

/** The most requests the page holds: the oldest leave the view (the journal still has them). */
const maxRows = 2000;

const tabs = {
  requests: "Requests",
  nearMisses: "Near misses",
  state: "State",
  faults: "Faults",
  controls: "Reset, seeds, commands",
  sessions: "Sessions",
};
type Tab = keyof typeof tabs;

export function App({ token }: { token: string | undefined }) {
  const [session, setSession] = useState<string | undefined>(undefined);
  const link = useMemo(() => linkTo(session, token), [session, token]);
  const [apis, setApis] = useState<ApiId[]>([]);
  const [rows, setRows] = useState<JournalEntry[]>([]);
  const [gaps, setGaps] = useState<ReadonlySet<number>>(new Set());
  const [dropped, setDropped] = useState(0);
  const [selected, setSelected] = useState<number>();
  const [version, setVersion] = useState(0);
  const [problem, setProblem] = useState<string>();
  const [tab, setTab] = useState<Tab>("requests");
  const changed = () => setVersion((n) => n + 1);

  useEffect(() => {
    setRows([]);
    setGaps(new Set());
    setDropped(0);
    setSelected(undefined);
    let seen = "";
    const following = follow(link.scope, link.control, {
      changes(changes) {
        setProblem(undefined);
        const served = Object.keys(changes.apis) as ApiId[];
        setApis((before) => (before.join() === served.join() ? before : served));
        const now = `${changes.latest} ${changes.commands} ${Object.values(changes.apis).map((journal) => journal!.cleared)}`;
        if (now !== seen) changed();
        seen = now;
      },
      requests(entries, gap) {
        if (gap) setGaps((before) => new Set([...before, entries[0]!.seq]));
        setRows((before) => {
          const all = [...before, ...entries];
          if (all.length <= maxRows) return all;
          setDropped((count) => count + all.length - maxRows);
          return all.slice(all.length - maxRows);
        });
      },
      cleared(api) {
        setRows((before) => before.filter((entry) => entry.api !== api));
      },
      failed(error) {
        setProblem(reason(error));
      },
    });
    return () => {
      following.stop();
      link.close();
    };
  }, [link]);

  return (
    <div class="console">
      <header class="top">
        <h1>Simulator console</h1>
        <span class="scope" data-scope={session ?? ""}>
          {session ? `session ${session}` : "the simulator's own state"}
        </span>
        <Clock link={link} version={version} changed={changed} />
        <span class={problem ? "live off" : "live"} title={problem ?? "following the journals"}>
          {problem ? "not connected" : "live"}
        </span>
      </header>
      {problem && <p class="error banner">The simulator does not answer: {problem}. The console tries again.</p>}
      <nav class="tabs" role="tablist">
        {(Object.keys(tabs) as Tab[]).map((name) => (
          <button type="button" role="tab" aria-selected={tab === name} data-tab={name} onClick={() => setTab(name)}>
            {tabs[name]}
          </button>
        ))}
      </nav>
      <main>
        {tab === "requests" && (
          <>
            {dropped > 0 && <p class="quiet">The {dropped} oldest requests left the view; the journal still holds them.</p>}
            <Requests rows={rows} gaps={gaps} apis={apis} selected={selected} select={setSelected} />
          </>
        )}
        {tab === "nearMisses" && apis.length > 0 && <NearMisses apis={apis} link={link} />}
        {tab === "state" && <State apis={apis} link={link} version={version} />}
        {tab === "faults" && apis.length > 0 && <Faults apis={apis} link={link} version={version} changed={changed} />}
        {tab === "controls" && apis.length > 0 && <Controls apis={apis} link={link} changed={changed} />}
        {tab === "sessions" && <Sessions link={link} version={version} show={setSession} />}
      </main>
    </div>
  );
}
