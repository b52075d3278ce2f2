/**
 * The console at /__console/ on each API's port (the same page on each, for every API of the
 * simulator): the files esbuild bundled into dist/console/ (scripts/console.mjs), served as
 * /__docs serves the reference, and only at the simulator's own host names, as the control API
 * answers: a page served under a name rebound to the simulator would be that name's page.
 */
import { folderAnswer, readerOf, text, type StaticAnswer } from "./static-files.js";

export const consolePrefix = "/__console";

const notBuilt = "The console is not built: run `npm run build` in the repository, then reload.";

/**
 * The answer to a request for the console, or undefined when the URL is not under /__console.
 * `ownHost`: whether the request's Host names this simulator (originReached); `dir` is a built
 * console to serve instead of the package's (dist/console/, or the single executable's copy).
 */
export function consoleAnswer(method: string, url: string, ownHost: boolean, dir?: string): StaticAnswer | undefined {
  // No file of the console is made, so its answer is never a promise.
  const answer = folderAnswer({ prefix: consolePrefix, read: readerOf("console", dir), notBuilt }, method, url) as StaticAnswer | undefined;
  if (answer === undefined || ownHost) return answer;
  return text(403, "The console answers only at the simulator's own host names, as its control API does");
}
