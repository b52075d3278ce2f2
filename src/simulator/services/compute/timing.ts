/** How long an operation waits, runs, and is kept once DONE, on the simulator's clock (a module of its own: the package exports it without the service). */
export const operationMilliseconds = { pending: 500, running: 2_000, retained: 60 * 60_000 };
