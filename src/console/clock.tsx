/**
 * The simulator's clock (of the scope shown: a session has its own): its time, advanced by a
 * duration, frozen or let run, through the clock command of the control API.
 */
import { useEffect, useState } from "preact/hooks";
import { Choice } from "./choice.js";
import { reason } from "./format.js";
import type { Link } from "./link.js";

const units = { ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 } as const;

export function Clock({ link, version, changed }: { link: Link; version: number; changed(): void }) {
  const [clock, setClock] = useState<{ now?: string; frozen?: boolean; error?: string }>({});
  const [amount, setAmount] = useState("1");
  const [unit, setUnit] = useState<keyof typeof units>("min");
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => document.visibilityState === "visible" && setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    let current = true;
    fetchClock(link).then((read) => current && setClock(read));
    return () => void (current = false);
  }, [link, version, tick]);
  const act = (action: () => Promise<unknown>) =>
    action().then(
      () => {
        changed();
        return fetchClock(link).then(setClock);
      },
      (error: unknown) => setClock((before) => ({ ...before, error: reason(error) })),
    );
  return (
    <div class="clock" aria-label="clock">
      <span class="now" title="the simulator's time (UTC)">
        {clock.now ?? "…"}
      </span>
      {clock.frozen && <span class="badge frozen">frozen</span>}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void act(() => link.scope.advanceClock(Number(amount) * units[unit]));
        }}
      >
        <input aria-label="advance by" type="number" min="0" step="any" value={amount} onInput={(e) => setAmount(e.currentTarget.value)} />
        <Choice label="unit" value={unit} options={Object.keys(units)} choose={(name) => setUnit(name as keyof typeof units)} />
        <button type="submit">Advance</button>
      </form>
      <button type="button" onClick={() => void act(() => link.scope.freezeClock(!clock.frozen))}>
        {clock.frozen ? "Let it run" : "Freeze"}
      </button>
      {clock.error && <span class="error">{clock.error}</span>}
    </div>
  );
}

async function fetchClock(link: Link): Promise<{ now?: string; frozen?: boolean; error?: string }> {
  try {
    const { now, frozen } = await link.scope.clock();
    return { now: now.toISOString(), frozen };
  } catch (error) {
    return { error: reason(error) };
  }
}
