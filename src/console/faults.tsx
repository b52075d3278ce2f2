/**
 * Faults, per API: those armed (per operation: status, delay, drop, with the requests each has
 * left) and a form that writes the rule of POST /__control/faults, which is sent as written: the
 * console refuses nothing the control API takes, and shows the control API's refusal as it is.
 */
import { useEffect, useState } from "preact/hooks";
import type { ApiId } from "../contract/apis.js";
import type { ArmedFault, FaultRule, OperationSummary } from "../simulator/control.js";
import { Choice } from "./choice.js";
import { reason } from "./format.js";
import type { Link } from "./link.js";

interface Form {
  operationId: string;
  status: string;
  delayMs: string;
  drop: boolean;
  count: string;
  after: string;
}

const emptyForm: Form = { operationId: "", status: "503", delayMs: "", drop: false, count: "1", after: "" };

/** The rule the form's fields make; what is left empty is left out. */
function ruleOf(form: Form): FaultRule {
  const number = (text: string) => (text.trim() === "" ? undefined : Number(text));
  const rule: FaultRule = {
    operationId: form.operationId || undefined,
    status: number(form.status),
    delayMs: number(form.delayMs),
    drop: form.drop || undefined,
    count: number(form.count),
    after: number(form.after),
  };
  return JSON.parse(JSON.stringify(rule)) as FaultRule;
}

function describe(fault: ArmedFault): string {
  const what = [
    fault.status !== undefined ? `answers ${fault.status}` : "",
    fault.delayMs !== undefined ? `late by ${fault.delayMs} ms` : "",
    fault.drop ? "drops the connection" : "",
  ].filter(Boolean);
  const left =
    fault.left === undefined ? `a share of ${fault.share} until cleared` : `${fault.left} request${fault.left === 1 ? "" : "s"} left`;
  const passing = fault.passLeft ? `, after ${fault.passLeft} more pass` : "";
  return `${fault.operationId ?? "every operation"}: ${what.join(", ")} (${left}${passing})`;
}

export function Faults({ apis, link, version, changed }: { apis: ApiId[]; link: Link; version: number; changed(): void }) {
  const [api, setApi] = useState<ApiId | undefined>(apis[0]);
  const [armed, setArmed] = useState<ArmedFault[]>([]);
  const [operations, setOperations] = useState<OperationSummary[]>([]);
  const [form, setForm] = useState(emptyForm);
  const [text, setText] = useState(JSON.stringify(ruleOf(emptyForm), null, 2));
  const [said, setSaid] = useState<{ error?: string; done?: string }>({});
  const chosen = api ?? apis[0];
  useEffect(() => {
    if (!chosen) return;
    let current = true;
    link
      .control(chosen)
      .faults()
      .then(
        (faults) => current && setArmed(faults),
        (error: unknown) => current && setSaid({ error: reason(error) }),
      );
    return () => void (current = false);
  }, [chosen, link, version]);
  useEffect(() => {
    if (chosen)
      void link
        .control(chosen)
        .operations()
        .then(setOperations, (error: unknown) => setSaid({ error: reason(error) }));
  }, [chosen, link]);
  if (!chosen) return null;
  const edit = (member: keyof Form) => (event: Event) => {
    const target = event.currentTarget as HTMLInputElement;
    const next = { ...form, [member]: target.type === "checkbox" ? target.checked : target.value };
    setForm(next);
    setText(JSON.stringify(ruleOf(next), null, 2));
  };
  const statuses = operations.find((operation) => operation.operationId === form.operationId)?.statuses;
  const act = async (action: () => Promise<ArmedFault[]>, done: string) => {
    try {
      setArmed(await action());
      setSaid({ done });
      changed();
    } catch (error) {
      setSaid({ error: reason(error) });
    }
  };
  return (
    <div class="faults">
      <label>
        API <Choice label="API of the faults" value={chosen} options={apis} choose={(name) => setApi(name as ApiId)} />
      </label>
      <h3>Armed</h3>
      {armed.length === 0 ? <p class="quiet">No fault is armed for {chosen}.</p> : null}
      <ul class="armed">
        {armed.map((fault) => (
          <li data-operation={fault.operationId ?? ""}>{describe(fault)}</li>
        ))}
      </ul>
      {armed.length > 0 && (
        <button
          type="button"
          onClick={() =>
            void act(
              () =>
                link
                  .control(chosen)
                  .clearFaults()
                  .then(() => []),
              "Cleared.",
            )
          }
        >
          Clear every fault of {chosen}
        </button>
      )}
      <h3>Inject</h3>
      <form
        class="fault-form"
        onSubmit={(event) => {
          event.preventDefault();
          // As written: what the control API refuses, it says why.
          void act(async () => link.control(chosen).injectFault(JSON.parse(text) as FaultRule), "Armed.");
        }}
      >
        <label>
          operation{" "}
          <select aria-label="operation of the fault" value={form.operationId} onChange={edit("operationId")}>
            <option value="">every operation</option>
            {operations.map((operation) => (
              <option value={operation.operationId}>
                {operation.operationId} ({operation.method} {operation.path})
              </option>
            ))}
          </select>
        </label>
        <label>
          status <input aria-label="status of the fault" list="documented" value={form.status} onInput={edit("status")} size={5} />
          <datalist id="documented">
            {statuses?.map((status) => (
              <option value={status} />
            ))}
          </datalist>
        </label>
        {statuses && <span class="quiet">documented: {statuses.join(", ")}</span>}
        <label>
          delay (ms) <input aria-label="delay of the fault" value={form.delayMs} onInput={edit("delayMs")} size={6} />
        </label>
        <label>
          <input type="checkbox" checked={form.drop} onChange={edit("drop")} /> drop the connection
        </label>
        <label>
          requests <input aria-label="count of the fault" value={form.count} onInput={edit("count")} size={4} />
        </label>
        <label>
          after <input aria-label="requests let through first" value={form.after} onInput={edit("after")} size={4} />
        </label>
        <label class="rule">
          the rule sent (POST /__control/faults)
          <textarea aria-label="fault rule" rows={6} value={text} onInput={(e) => setText(e.currentTarget.value)} />
        </label>
        <button type="submit">Inject</button>
      </form>
      {said.done && <p class="done">{said.done}</p>}
      {said.error && <p class="error">{said.error}</p>}
    </div>
  );
}
