/** The nearest of some known names to a misspelt one, for "did you mean" in a refusal. */

/** Edits (insert, delete, replace, or swap two neighbours) from one word to the other, ignoring case. */
function distance(from: string, to: string): number {
  const [a, b] = [from.toLowerCase(), to.toLowerCase()];
  // Rows of the edit table: two back, one back, and the current one.
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) current[j] = Math.min(current[j]!, before[j - 2]! + 1);
    }
    [before, previous] = [previous, current];
  }
  return previous[b.length]!;
}

/**
 * The known name nearest to `given`, when it is near enough to be what was meant: a third of the
 * longer word's letters or fewer differ (at least one may). Undefined when none is.
 */
export function closestMatch(given: string, known: Iterable<string>): string | undefined {
  let best: { name: string; edits: number } | undefined;
  for (const name of known) {
    const edits = distance(given, name);
    if (edits <= Math.max(1, Math.floor(Math.max(given.length, name.length) / 3)) && (!best || edits < best.edits)) best = { name, edits };
  }
  return best?.name;
}

/** "; did you mean <name>?" for the nearest known name, or "" when none is near. */
export function didYouMean(given: string, known: Iterable<string>): string {
  const match = closestMatch(given, known);
  return match === undefined ? "" : `; did you mean ${match}?`;
}
