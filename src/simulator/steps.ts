/**
 * Work done in steps: a generator that yields between steps (a thousand documents or addresses
 * each), run to its end at once (a seed) or in slices of a few milliseconds with the event loop in
 * between (a request, a control command), so that loading 100,000 search documents or adding
 * 60,000 email addresses does not hold every other request of the simulator for the fraction of a
 * second it takes. One piece of code either way.
 */
export type Steps<T> = Generator<void, T, void>;

/** Runs the steps to their end at once. */
export function runNow<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** How long the steps run before other requests get their turn. */
const sliceMs = 8;

/** Runs the steps in slices of about `sliceMs`, letting the event loop answer other requests between them. */
export async function runPaced<T>(steps: Steps<T>): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
}

/** How many items (documents, addresses) a step takes: a few milliseconds of them, so that a slice ends near its time, and a loop long enough for V8 to optimize. */
export const itemsPerStep = 1_024;
