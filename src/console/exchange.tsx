/**
 * One request and its answer, as the journal keeps them: the request's query, headers and body,
 * the answer's status, headers and body, pretty-printed, each problem the contract found at its
 * place (the JSON pointer in a body, the row of a header or a query parameter) and listed with its
 * location, rule and words.
 */
import type { JournalEntry } from "../simulator/control.js";
import { JsonView, type Mark } from "./json.js";
import { describeDuration, statusText } from "./format.js";

type Problem = JournalEntry["requestProblems"][number];

/** Where a problem is: the part of the message (body, query, header, path, status) and, in a body, its pointer. */
function placeOf(problem: Problem): { part: string; pointer: string; name: string } {
  const [part = "", ...rest] = problem.location.split(".");
  const pointer = problem.pointer ?? (rest.length === 0 ? "" : `/${rest.join("/")}`);
  return { part, pointer, name: rest.join(".").toLowerCase() };
}

function marksOf(problems: readonly Problem[], part: string, by: "pointer" | "name"): Map<string, Mark[]> {
  const marks = new Map<string, Mark[]>();
  for (const problem of problems) {
    const place = placeOf(problem);
    if (place.part !== part) continue;
    const at = by === "pointer" ? place.pointer : place.name;
    marks.set(at, [...(marks.get(at) ?? []), { rule: problem.rule, message: problem.message }]);
  }
  return marks;
}

function ProblemList({ problems, side }: { problems: readonly Problem[]; side: string }) {
  if (problems.length === 0) return null;
  return (
    <div class="problem-list" data-side={side}>
      <h4>
        {problems.length} contract problem{problems.length === 1 ? "" : "s"} in the {side}
      </h4>
      <ul>
        {problems.map((problem) => (
          <li data-location={problem.location}>
            <code>{problem.location}</code>
            {problem.pointer !== undefined && <code class="pointer">{problem.pointer === "" ? "/" : problem.pointer}</code>}
            {problem.rule && <b>{problem.rule}</b>} {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Table({ title, rows, marks }: { title: string; rows: [string, string][]; marks: Map<string, Mark[]> }) {
  if (rows.length === 0) return null;
  return (
    <table class="pairs">
      <caption>{title}</caption>
      <tbody>
        {rows.map(([name, value]) => {
          const found = marks.get(name.toLowerCase());
          return (
            <tr class={found ? "marked" : ""} data-name={name}>
              <th>{name}</th>
              <td>
                {value}
                {found?.map((mark) => (
                  <span class="problem">
                    {mark.rule && <b>{mark.rule}</b>} {mark.message}
                  </span>
                ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Body({ value, problems, side }: { value: unknown; problems: readonly Problem[]; side: string }) {
  if (value === undefined) return <p class="quiet">No body.</p>;
  if (typeof value === "string") return <pre class="text">{value}</pre>;
  return (
    <div class="body" data-side={side}>
      <JsonView value={value} marks={marksOf(problems, "body", "pointer")} />
    </div>
  );
}

const queryRows = (query: JournalEntry["query"]): [string, string][] =>
  Object.entries(query).flatMap(([name, value]) =>
    Array.isArray(value) ? value.map((one): [string, string] => [name, one]) : [[name, value]],
  );

export function Exchange({ entry }: { entry: JournalEntry }) {
  const search = new URLSearchParams(queryRows(entry.query)).toString();
  return (
    <article class="exchange" data-seq={entry.seq}>
      <header>
        <h3>
          <span class="method">{entry.method}</span> {entry.path}
          {search && <span class="quiet">?{search}</span>}
        </h3>
        <p>
          #{entry.seq} · {entry.api} · {entry.operationId ?? "outside the contract"} · {entry.time} (the simulator's clock) ·{" "}
          {describeDuration(entry.durationMs)}
          {entry.fault && <span class="badge fault"> an injected fault answered</span>}
          {entry.source === "replay" && <span class="badge source"> replayed from a recording</span>}
          {entry.source === "upstream" && <span class="badge source"> forwarded to the upstream</span>}
        </p>
      </header>
      <section class="side request">
        <h3>Request</h3>
        <ProblemList problems={entry.requestProblems} side="request" />
        <Table title="Query" rows={queryRows(entry.query)} marks={marksOf(entry.requestProblems, "query", "name")} />
        <Table title="Headers" rows={Object.entries(entry.headers)} marks={marksOf(entry.requestProblems, "header", "name")} />
        <Body value={entry.body} problems={entry.requestProblems} side="request" />
      </section>
      <section class="side response">
        <h3>
          Answer <span class={`status s${String(entry.status)[0]}`}>{statusText(entry.status)}</span>
        </h3>
        <ProblemList problems={entry.responseProblems} side="answer" />
        {entry.responseHeaders ? (
          <Table title="Headers" rows={Object.entries(entry.responseHeaders)} marks={marksOf(entry.responseProblems, "header", "name")} />
        ) : (
          <p class="quiet">Its headers were not kept: the journal keeps an answer's headers while a console follows the simulator.</p>
        )}
        <Body value={entry.responseBody} problems={entry.responseProblems} side="answer" />
      </section>
    </article>
  );
}
