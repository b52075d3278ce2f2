/**
 * The recorded request closest to one no recording matches, which strict replay's refusal names
 * (src/simulator/stages/replay.ts), and what differs: `query.since`, `body.name`, or `operation`
 * when the recordings hold no request of its operation. Indexed, so that a recording of 100,000
 * requests does not hold the server on each refusal: only the requests of the same operation are
 * compared (replay.ts keeps them by operation), each first by what its path, query and header
 * values tell at once (sorted lists walked side by side), and only one that could still be the
 * closest by its body's members, read once per recorded request.
 */
import type { ApiRecording, RecordedRequest, RequestParts } from "./replay.js";

export function closestRequest(
  recording: ApiRecording | undefined,
  parts: RequestParts,
): { request: RecordedRequest; differences: string[] } | undefined {
  const first = recording?.requests[0];
  if (first === undefined) return undefined;
  const same = recording!.byOperation.get(parts.operationId);
  // Another operation is farther than any difference within one: the first recorded, as any other.
  if (same === undefined) return { request: first, differences: ["operation"] };
  const askedMembers = bodyMembers(parts.body);
  let best: RecordedRequest | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const request of same) {
    const recorded = request.parts;
    const names =
      differingNames(parts.params, recorded.params) +
      differingNames(parts.query, recorded.query) +
      differingNames(parts.headers, recorded.headers);
    // The earliest of the closest wins: a later one must be nearer, and a differing body is at least one difference.
    if (names + (parts.body === recorded.body ? 0 : 1) >= bestDistance) continue;
    const distance = names + (parts.body === recorded.body ? 0 : bodyDistance(askedMembers, membersOf(request)));
    if (distance < bestDistance) [best, bestDistance] = [request, distance];
  }
  return { request: best!, differences: partsDiffer(parts, best!.parts) };
}

/** How many names have other values in two lists of [name, value] sorted by name (a repeated name's values in their order). */
function differingNames(asked: readonly (readonly [string, string])[], recorded: readonly (readonly [string, string])[]): number {
  let count = 0;
  for (let a = 0, r = 0; a < asked.length || r < recorded.length;) {
    const name = r >= recorded.length || (a < asked.length && asked[a]![0] <= recorded[r]![0]) ? asked[a]![0] : recorded[r]![0];
    let same = true;
    for (; a < asked.length && asked[a]![0] === name && r < recorded.length && recorded[r]![0] === name; a++, r++)
      if (asked[a]![1] !== recorded[r]![1]) same = false;
    for (; a < asked.length && asked[a]![0] === name; a++) same = false;
    for (; r < recorded.length && recorded[r]![0] === name; r++) same = false;
    if (!same) count++;
  }
  return count;
}

const recordedMembers = new WeakMap<RecordedRequest, ReadonlyMap<string, string> | undefined>();
const membersOf = (request: RecordedRequest) => {
  if (!recordedMembers.has(request)) recordedMembers.set(request, bodyMembers(request.parts.body));
  return recordedMembers.get(request);
};

/** A canonical JSON object body's top-level members, each as JSON text; undefined for another body or none. */
function bodyMembers(text: string | undefined): ReadonlyMap<string, string> | undefined {
  let value: unknown;
  try {
    value = text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined;
  return new Map(Object.entries(value).map(([name, member]) => [name, JSON.stringify(member)]));
}

/** How many of two different bodies' members differ; 1 where either is not an object. */
function bodyDistance(asked: ReadonlyMap<string, string> | undefined, recorded: ReadonlyMap<string, string> | undefined): number {
  if (asked === undefined || recorded === undefined) return 1;
  let count = 0;
  for (const [name, value] of asked) if (recorded.get(name) !== value) count++;
  for (const name of recorded.keys()) if (!asked.has(name)) count++;
  return count;
}

function partsDiffer(asked: RequestParts, recorded: RequestParts): string[] {
  const differences: string[] = [];
  for (const [part, label] of [
    ["params", "path"],
    ["query", "query"],
    ["headers", "header"],
  ] as const) {
    const names = new Set([...asked[part], ...recorded[part]].map(([name]) => name));
    for (const name of names) {
      const values = (parts: RequestParts) => JSON.stringify(parts[part].filter(([key]) => key === name).map(([, value]) => value));
      if (values(asked) !== values(recorded)) differences.push(`${label}.${name}`);
    }
  }
  if (asked.body !== recorded.body) differences.push(...bodyDifferences(asked.body, recorded.body));
  return differences;
}

/** The top-level members that differ between two canonical JSON object bodies, else the body as a whole. */
function bodyDifferences(asked: string | undefined, recorded: string | undefined): string[] {
  const [a, b] = [bodyMembers(asked), bodyMembers(recorded)];
  if (a === undefined || b === undefined) return ["body"];
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((name) => a.get(name) !== b.get(name)).map((name) => `body.${name}`);
}
