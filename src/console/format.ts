/** How the console writes times, durations and statuses. */

/** A request's duration: measured while the console follows (the journal times requests only then). */
export function describeDuration(ms: number | undefined): string {
  if (ms === undefined) return "not timed";
  if (ms < 1) return "<1 ms";
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** The time of day of an RFC 3339 time, to the millisecond (UTC, as the simulator's clock writes it). */
export const timeOfDay = (time: string): string => time.slice(11, 23);

/** A status, or what 0 stands for. */
export const statusText = (status: number): string => (status === 0 ? "dropped" : String(status));

/** The class of a status (`2xx`), or `dropped`. */
export const statusClass = (status: number): string => (status === 0 ? "dropped" : `${String(status)[0]}xx`);

/** An error's words, for a line of the page: the control client's name the command and the simulator's reason. */
export const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));
