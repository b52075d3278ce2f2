/**
 * Reset, seeds and the services' commands, through the control API: a reset of one API or of all;
 * a seed file (the `--seed` file's shape, keyed by API id, or one API's seed body) loaded into the
 * APIs it names; any command of an API with a body written as JSON, sent as written.
 */
import { useState } from "preact/hooks";
import type { ApiId } from "../contract/apis.js";
import { exactJsonText, parseExactJson } from "../contract/exact-json.js";
import { commandNames } from "../simulator/control-types.js";
import { Choice } from "./choice.js";
import { reason } from "./format.js";
import type { Link } from "./link.js";

type Said = { error?: string; done?: string };

function Outcome({ said }: { said: Said }) {
  return (
    <>
      {said.done && <p class="done">{said.done}</p>}
      {said.error && <p class="error">{said.error}</p>}
    </>
  );
}

function useAction(changed: () => void): [Said, (action: () => Promise<string>) => Promise<void>] {
  const [said, setSaid] = useState<Said>({});
  const run = async (action: () => Promise<string>) => {
    try {
      setSaid({ done: await action() });
      changed();
    } catch (error) {
      setSaid({ error: reason(error) });
    }
  };
  return [said, run];
}

function Reset({ apis, link, changed }: { apis: ApiId[]; link: Link; changed(): void }) {
  const [said, run] = useAction(changed);
  const reset = (chosen: ApiId[]) =>
    run(async () => {
      for (const api of chosen) await link.control(api).reset();
      return `Reset ${chosen.join(", ")}: back to ${chosen.length === 1 ? "its" : "their"} seed.`;
    });
  return (
    <section>
      <h3>Reset</h3>
      <p class="quiet">Back to the seed: what requests and commands changed, faults injected, the journal.</p>
      <button type="button" onClick={() => void reset(apis)}>
        Reset every API
      </button>
      {apis.map((api) => (
        <button type="button" onClick={() => void reset([api])}>
          Reset {api}
        </button>
      ))}
      <Outcome said={said} />
    </section>
  );
}

function Seed({ apis, link, changed }: { apis: ApiId[]; link: Link; changed(): void }) {
  const [target, setTarget] = useState("");
  const [said, run] = useAction(changed);
  const load = (file: File) =>
    run(async () => {
      // Read as the simulator reads a seed: an integer past 2^53 keeps every digit.
      const given = parseExactJson(await file.text());
      const seeds: [string, unknown][] = target === "" ? Object.entries((given ?? {}) as Record<string, unknown>) : [[target, given]];
      for (const [api, seed] of seeds) {
        if (!apis.includes(api as ApiId))
          throw new Error(`${file.name} names ${api}, which this simulator does not serve (${apis.join(", ")})`);
        await link.control(api as ApiId).seed(seed as never);
      }
      return `Seeded ${seeds.map(([api]) => api).join(", ")} from ${file.name}.`;
    });
  return (
    <section>
      <h3>Load a seed file</h3>
      <label>
        the file holds{" "}
        <select aria-label="seed target" value={target} onChange={(e) => setTarget(e.currentTarget.value)}>
          <option value="">seeds keyed by API id (as serve --seed)</option>
          {apis.map((api) => (
            <option value={api}>the seed of {api}</option>
          ))}
        </select>
      </label>{" "}
      <input
        type="file"
        accept="application/json,.json"
        aria-label="seed file"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void load(file);
          event.currentTarget.value = "";
        }}
      />
      <Outcome said={said} />
    </section>
  );
}

function Command({ apis, link, changed }: { apis: ApiId[]; link: Link; changed(): void }) {
  const [api, setApi] = useState<ApiId>(apis[0]!);
  const [name, setName] = useState("");
  const [body, setBody] = useState("{}");
  const [answer, setAnswer] = useState<string>();
  const [said, run] = useAction(changed);
  const names = (commandNames as Record<string, readonly string[]>)[api] ?? [];
  return (
    <section>
      <h3>A command of a service</h3>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void run(async () => {
            const answered = await link.control(api).command(name || names[0]!, body.trim() === "" ? undefined : parseExactJson(body));
            setAnswer(exactJsonText(answered, 2));
            return `${api} ${name || names[0]} answered.`;
          });
        }}
      >
        <Choice label="API of the command" value={api} options={apis} choose={(chosen) => setApi(chosen as ApiId)} />
        <Choice label="command" value={name} options={names} choose={setName} />
        <textarea aria-label="command body" rows={4} value={body} onInput={(e) => setBody(e.currentTarget.value)} />
        <button type="submit">Send</button>
      </form>
      <Outcome said={said} />
      {answer && <pre class="text">{answer}</pre>}
    </section>
  );
}

export function Controls(props: { apis: ApiId[]; link: Link; changed(): void }) {
  return (
    <div class="controls">
      <Reset {...props} />
      <Seed {...props} />
      <Command {...props} />
    </div>
  );
}
