/**
 * Defaults of the search service's settings that its client and the simulator both follow, written
 * once: the client refuses a page past the result window before sending it, and the simulated
 * service refuses it as the real one does.
 */

/** The default of the index setting `index.max_result_window`: `from + size` may not pass it. */
export const defaultMaxResultWindow = 10_000;
