/**
 * The requests, live, newest first: API, operation, method, path, status, the simulator's time and
 * the duration, a request that broke the contract marked (its request or its answer), a fault, a
 * replayed or a forwarded answer said; filtered by API, operation, status class, problems, text.
 * Opening one shows the exchange (exchange.tsx).
 */
import { useMemo, useState } from "preact/hooks";
import type { ApiId } from "../contract/apis.js";
import { exactJsonText } from "../contract/exact-json.js";
import type { JournalEntry } from "../simulator/control.js";
import { Choice } from "./choice.js";
import { Exchange } from "./exchange.js";
import { describeDuration, statusClass, statusText, timeOfDay } from "./format.js";

export interface Filters {
  api: string;
  operationId: string;
  status: string;
  problemsOnly: boolean;
  text: string;
}

const noFilter: Filters = { api: "", operationId: "", status: "", problemsOnly: false, text: "" };

const broken = (entry: JournalEntry) => entry.requestProblems.length > 0 || entry.responseProblems.length > 0;

function matches(entry: JournalEntry, filters: Filters): boolean {
  if (filters.api && entry.api !== filters.api) return false;
  if (filters.operationId && entry.operationId !== filters.operationId) return false;
  if (filters.status && statusClass(entry.status) !== filters.status) return false;
  if (filters.problemsOnly && !broken(entry)) return false;
  if (filters.text) {
    const words = `${entry.method} ${entry.path} ${entry.operationId ?? ""} ${entry.status} ${exactJsonText(entry.query)} ${exactJsonText(entry.body ?? "")} ${exactJsonText(entry.responseBody ?? "")}`;
    if (!words.toLowerCase().includes(filters.text.toLowerCase())) return false;
  }
  return true;
}

function FilterBar({
  filters,
  set,
  apis,
  operations,
}: {
  filters: Filters;
  set(filters: Filters): void;
  apis: ApiId[];
  operations: string[];
}) {
  const change = (member: keyof Filters) => (event: Event) => {
    const target = event.currentTarget as HTMLInputElement;
    set({ ...filters, [member]: target.type === "checkbox" ? target.checked : target.value });
  };
  return (
    <div class="filters">
      <Choice label="API" value={filters.api} options={apis} choose={(api) => set({ ...filters, api })} none="every API" />
      <Choice
        label="operation"
        value={filters.operationId}
        options={operations}
        choose={(operationId) => set({ ...filters, operationId })}
        none="every operation"
      />
      <Choice
        label="status"
        value={filters.status}
        options={["2xx", "3xx", "4xx", "5xx", "dropped"]}
        choose={(status) => set({ ...filters, status })}
        none="every status"
      />
      <label>
        <input type="checkbox" checked={filters.problemsOnly} onChange={change("problemsOnly")} /> contract problems only
      </label>
      <input type="search" placeholder="text in the path, operation, query or bodies" value={filters.text} onInput={change("text")} />
    </div>
  );
}

function Row({ entry, selected, select }: { entry: JournalEntry; selected: boolean; select(seq: number): void }) {
  const classes = ["row", broken(entry) ? "violation" : "", selected ? "selected" : "", entry.fault ? "fault" : ""].join(" ");
  return (
    <tr class={classes} data-seq={entry.seq} onClick={() => select(entry.seq)} aria-selected={selected}>
      <td class="seq">{entry.seq}</td>
      <td title={entry.time}>{timeOfDay(entry.time)}</td>
      <td>{entry.api}</td>
      <td class="path" title={`${entry.method} ${entry.path}`}>
        <span class="method">{entry.method}</span> {entry.path}
      </td>
      <td class={`status s${String(entry.status)[0]}`}>{statusText(entry.status)}</td>
      <td class="marks">
        {broken(entry) && (
          <span class="badge violation" title="the request or its answer breaks the contract">
            {entry.requestProblems.length + entry.responseProblems.length} problem
            {entry.requestProblems.length + entry.responseProblems.length === 1 ? "" : "s"}
          </span>
        )}
        {entry.fault && <span class="badge fault">fault</span>}
        {entry.source && <span class="badge source">{entry.source === "replay" ? "replayed" : "forwarded"}</span>}
      </td>
      <td class="duration">{describeDuration(entry.durationMs)}</td>
      <td class="operation">{entry.operationId ?? "—"}</td>
    </tr>
  );
}

export function Requests(props: {
  rows: JournalEntry[];
  gaps: ReadonlySet<number>;
  apis: ApiId[];
  selected?: number;
  select(seq: number): void;
}) {
  const [filters, setFilters] = useState(noFilter);
  const operations = useMemo(
    () => [...new Set(props.rows.map((entry) => entry.operationId).filter((id): id is string => id !== null))].sort(),
    [props.rows],
  );
  const shown = useMemo(() => props.rows.filter((entry) => matches(entry, filters)).reverse(), [props.rows, filters]);
  const chosen = props.rows.find((entry) => entry.seq === props.selected);
  return (
    <div class="requests">
      <div class="list">
        <FilterBar filters={filters} set={setFilters} apis={props.apis} operations={operations} />
        <p class="quiet count">
          {shown.length} of {props.rows.length} request{props.rows.length === 1 ? "" : "s"}, newest first
        </p>
        <table class="request-list">
          <thead>
            <tr>
              <th>#</th>
              <th>time</th>
              <th>API</th>
              <th>request</th>
              <th>status</th>
              <th />
              <th>duration</th>
              <th>operation</th>
            </tr>
          </thead>
          <tbody>
            {shown.flatMap((entry) => {
              const row = <Row entry={entry} selected={entry.seq === props.selected} select={props.select} />;
              if (!props.gaps.has(entry.seq)) return [row];
              const gap = (
                <tr class="gap">
                  <td colSpan={8}>More requests came before #{entry.seq} than the console reads at once: some are not shown here.</td>
                </tr>
              );
              return [row, gap];
            })}
          </tbody>
        </table>
        {props.rows.length === 0 && <p class="quiet">No request yet: the journal is empty. Requests appear here as they arrive.</p>}
      </div>
      <div class="detail">{chosen ? <Exchange entry={chosen} /> : <p class="quiet">Choose a request to see it whole.</p>}</div>
    </div>
  );
}
