/** The steps of an import (a module of its own: the package exports their times without the service). */
export type Phase = "detecting" | "importing" | "mapping" | "pushing";

/** How long each step takes on the simulator's clock: fast enough to watch, slow enough to poll. */
export const phaseMilliseconds: Record<Phase, number> = { detecting: 2_000, importing: 4_000, mapping: 1_000, pushing: 2_000 };
