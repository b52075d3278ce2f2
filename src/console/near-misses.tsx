/**
 * The near misses of the verification matchers, for an operation chosen: the requests of the
 * journal closest to it, each with how it differs from what is expected (the query, body, headers
 * or status written as JSON, as `toHaveReceived` takes them), and those the contract refused.
 * The same code as the matchers' failures (src/simulator/verification.ts), with JSON's equality.
 */
import { useEffect, useState } from "preact/hooks";
import type { ApiId } from "../contract/apis.js";
import { exactJsonText, parseExactJson } from "../contract/exact-json.js";
import type { JournalEntry } from "../simulator/control.js";
import { label, nearMisses, type ExpectedRequest, type NearMiss } from "../simulator/verification.js";
import { Choice } from "./choice.js";
import { reason } from "./format.js";
import type { Link } from "./link.js";

/** Equality of JSON values: objects member by member whatever their order. */
function equal(received: unknown, expected: unknown): boolean {
  if (received === expected) return true;
  if (typeof received !== "object" || typeof expected !== "object" || received === null || expected === null) return false;
  if (Array.isArray(received) !== Array.isArray(expected)) return false;
  const [a, b] = [received as Record<string, unknown>, expected as Record<string, unknown>];
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && equal(a[key], b[key]));
}

function show(value: unknown): string {
  if (value === undefined) return "none";
  const text = exactJsonText(value);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

const fields = ["query", "body", "headers", "status"] as const;

export function NearMisses({ apis, link }: { apis: ApiId[]; link: Link }) {
  const [api, setApi] = useState<ApiId>(apis[0]!);
  const [operationId, setOperationId] = useState("");
  const [operations, setOperations] = useState<string[]>([]);
  const [given, setGiven] = useState<Record<string, string>>({});
  const [found, setFound] = useState<{ misses: NearMiss[]; refused: JournalEntry[] }>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    void link
      .control(api)
      .operations()
      .then(
        (list) => setOperations(list.map((operation) => operation.operationId)),
        (failure: unknown) => setError(reason(failure)),
      );
  }, [api, link]);
  const look = async () => {
    try {
      setError(undefined);
      const expected: ExpectedRequest = { operationId: operationId || operations[0]!, api };
      for (const field of fields) if (given[field]?.trim()) Object.assign(expected, { [field]: parseExactJson(given[field]!) });
      const entries = (await Promise.all(apis.map((each) => link.control(each).requests()))).flat().sort((a, b) => a.seq - b.seq);
      const refused = entries.filter((entry) => entry.requestProblems.length > 0 && entry.operationId === expected.operationId);
      setFound({ misses: nearMisses(show, equal, expected, entries).slice(0, 10), refused });
    } catch (failure) {
      setError(reason(failure));
    }
  };
  return (
    <div class="near-misses">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void look();
        }}
      >
        <Choice label="API of the operation" value={api} options={apis} choose={(chosen) => setApi(chosen as ApiId)} />
        <Choice label="operation expected" value={operationId} options={operations} choose={setOperationId} />
        {fields.map((field) => (
          <label>
            {field}{" "}
            <input
              aria-label={`expected ${field}`}
              placeholder="any (JSON)"
              value={given[field] ?? ""}
              onInput={(e) => setGiven({ ...given, [field]: e.currentTarget.value })}
            />
          </label>
        ))}
        <button type="submit">Find the closest requests</button>
      </form>
      {error && <p class="error">{error}</p>}
      {found && found.misses.length === 0 && <p class="quiet">The journal is empty.</p>}
      <ol class="misses">
        {found?.misses.map(({ entry, differences }) => (
          <li data-seq={entry.seq} class={differences.length === 0 ? "match" : ""}>
            <code>{label(entry)}</code>
            {differences.length === 0 ? (
              <p class="done">matches</p>
            ) : (
              <ul>
                {differences.map((line) => (
                  <li>{line}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {found && found.refused.length > 0 && (
        <>
          <h3>Refused by the contract</h3>
          <ul>
            {found.refused.map((entry) => (
              <li>
                <code>{label(entry)}</code>: {entry.requestProblems.map((problem) => `${problem.location}: ${problem.message}`).join("; ")}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
