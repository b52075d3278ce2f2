/**
 * Documents as commands and seeds give them: one JSON object (`toDocument`), or NDJSON text, the
 * service's bulk format or one document a line (`readNdjson`). A refusal names a line and a
 * position, never a line's text.
 */
import { parseJsonText } from "../../../contract/messages.js";
import { ControlRefusal } from "../../service.js";
import { documentsPerStep, runNow, type Steps } from "./steps.js";
import type { Source } from "./store.js";

/** A document as given: `{ _id?, _source }`, or the source itself with an optional `_id` member taken out. */
export function toDocument(item: unknown): { id?: string; index?: string; source: Source } {
  if (item === null || typeof item !== "object" || Array.isArray(item)) throw new ControlRefusal("a document must be a JSON object");
  const { _id, _index, _source, ...rest } = item as Source;
  const id = _id === undefined ? undefined : String(_id);
  const index = typeof _index === "string" ? _index : undefined;
  if (_source !== undefined) {
    if (_source === null || typeof _source !== "object" || Array.isArray(_source))
      throw new ControlRefusal("_source must be a JSON object");
    return { id, index, source: _source as Source };
  }
  return { id, index, source: rest };
}

/** The most NDJSON the simulator reads in one command or seed: characters, and lines (an action line and a document line for each of the 200,000 documents it holds at most). */
export const maxNdjsonBytes = 32 * 2 ** 20;
export const maxNdjsonLines = 400_000;

export interface BulkAction {
  action: "index" | "update" | "delete";
  index?: string;
  id?: string;
  source?: Source;
  /** The bytes of its document line (0 for a delete). */
  size: number;
}

/** The lines of a text that hold something, without their line ends: read one at a time, never all split at once. */
function* filledLines(text: string): Generator<string, void, void> {
  for (let start = 0; start < text.length;) {
    const newline = text.indexOf("\n", start);
    const end = newline === -1 ? text.length : newline;
    const line = text.slice(start, text.charCodeAt(end - 1) === 13 ? end - 1 : end);
    if (line.trim() !== "") yield line;
    start = end + 1;
  }
}

/**
 * Reads NDJSON: the service's bulk format (an action line `{"index":{"_index":"logs","_id":"1"}}`,
 * `create`, `update` with a `{"doc":{...}}` line, or `delete`, each but delete followed by its
 * document), or one document per line (`{ _id?, _index?, _source }` or the source itself). Every
 * line is read before anything is written, so that a bad line refuses the whole text; `growing`
 * hears the versions and bytes read so far at every step, and may refuse them before the rest is read.
 */
export function* readNdjson(text: string, growing?: (versions: number, bytes: number) => void): Steps<BulkAction[]> {
  // Bounded before it is read: a text of millions of short lines would make millions of strings.
  if (text.length > maxNdjsonBytes)
    throw new ControlRefusal(`the NDJSON text has ${text.length} characters, more than the ${maxNdjsonBytes} the simulator reads at once`);
  let newlines = 0;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) {
    if (++newlines >= maxNdjsonLines)
      throw new ControlRefusal(`the NDJSON text has more than ${maxNdjsonLines} lines, the most the simulator reads at once`);
  }
  const lines = filledLines(text);
  const actions: BulkAction[] = [];
  let [versions, bytes] = [0, 0];
  for (let i = 0, next = lines.next(); !next.done; i++, next = lines.next()) {
    if (i % documentsPerStep === 0) {
      growing?.(versions, bytes);
      yield;
    }
    const parsed = parseLine(next.value, i);
    const keys = Object.keys(parsed);
    const name = keys.length === 1 ? keys[0]! : "";
    const meta = parsed[name];
    let action: BulkAction;
    if (["index", "create", "update", "delete"].includes(name) && meta !== null && typeof meta === "object" && !Array.isArray(meta)) {
      const { _index, _id } = meta as { _index?: string; _id?: string | number };
      action = {
        action: name === "create" ? "index" : (name as BulkAction["action"]),
        index: _index,
        id: _id === undefined ? undefined : String(_id),
        size: 0,
      };
      if (name !== "delete") {
        const line = lines.next();
        if (line.done) throw new ControlRefusal(`line ${i + 1}: the ${name} action has no document line after it`);
        const document = parseLine(line.value, ++i);
        action.source = name === "update" ? ((document.doc ?? {}) as Source) : document;
        action.size = line.value.length;
        if (name === "update" && action.id === undefined) throw new ControlRefusal(`line ${i}: an update needs an _id`);
      }
      if (name === "delete" && action.id === undefined) throw new ControlRefusal(`line ${i + 1}: a delete needs an _id`);
    } else {
      const document = toDocument(parsed);
      action = { action: "index", index: document.index, id: document.id, source: document.source, size: next.value.length };
    }
    actions.push(action);
    if (action.action !== "delete") versions++;
    bytes += action.size;
  }
  growing?.(versions, bytes);
  return actions;
}

/** Reads NDJSON at once (see readNdjson). */
export function parseNdjson(text: string): BulkAction[] {
  return runNow(readNdjson(text));
}

/** One NDJSON line as an object; a refusal names the line and a position, never its text (a line may hold a password). */
function parseLine(line: string, index: number): Source {
  const parsed = parseJsonText(line, { exact: false });
  if (!parsed.ok) throw new ControlRefusal(`line ${index + 1} is ${parsed.error}`);
  const value = parsed.value;
  if (value === null || typeof value !== "object" || Array.isArray(value))
    throw new ControlRefusal(`line ${index + 1} is not a JSON object`);
  return value as Source;
}
