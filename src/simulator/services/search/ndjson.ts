/**
 * Documents as commands and seeds give them: one JSON object (`toDocument`), or NDJSON text, the
 * service's bulk format or one document a line (`readNdjson`). A refusal names a line and a
 * position, never a line's text.
 */
import { parseJsonText, utf8Length } from "../../../contract/messages.js";
import { badRequest } from "./errors.js";
import { RoomRefusal } from "./room.js";
import { ControlRefusal } from "../../service.js";
import { itemsPerStep, runNow, type Steps } from "../../steps.js";
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
  action: "index" | "create" | "update" | "delete";
  index?: string;
  id?: string;
  source?: Source;
  /** An update's document to index when the document does not exist (`upsert`, or its `doc` with `doc_as_upsert`). */
  upsert?: Source;
  /** The bytes of its document line (0 for a delete). */
  size: number;
  /** The number of its action line, from 1. */
  line: number;
  /** Why its document line cannot be indexed (not JSON, not an object): the item's failure, as the service fails it. */
  unreadable?: string;
}

/** How a text is read: a seed's or command's (bulk lines or documents, refused with the control API's messages), or the API's `_bulk` (bulk lines only, refused in the service's words). */
export interface NdjsonOptions {
  /** Hears the versions and bytes read so far at every step, and may refuse them before the rest is read. */
  growing?: (versions: number, bytes: number) => void;
  /** The API's `_bulk`: the service's format and refusals. */
  bulkApi?: boolean;
}

/** The members an action line may name: those the simulator uses, and those that change nothing here. */
const actionParameters = new Set([
  "_index",
  "_id",
  "routing",
  "pipeline",
  "require_alias",
  "require_data_stream",
  "retry_on_conflict",
  "_source",
  "dynamic_templates",
  "list_executed_pipelines",
  "if_seq_no",
  "if_primary_term",
  "version",
  "version_type",
]);

/** The token the service's parser names for a JSON value (in its refusals of an action line). */
function tokenOf(value: unknown): string {
  if (Array.isArray(value)) return "START_ARRAY";
  if (value === null) return "VALUE_NULL";
  if (typeof value === "string") return "VALUE_STRING";
  if (typeof value === "number") return "VALUE_NUMBER";
  return "VALUE_BOOLEAN";
}

/** The lines of a text that hold something, without their line ends, with their numbers: read one at a time, never all split at once. */
function* filledLines(text: string): Generator<{ text: string; number: number }, void, void> {
  let number = 0;
  for (let start = 0; start < text.length;) {
    const newline = text.indexOf("\n", start);
    const end = newline === -1 ? text.length : newline;
    const line = text.slice(start, text.charCodeAt(end - 1) === 13 ? end - 1 : end);
    number++;
    if (line.trim() !== "") yield { text: line, number };
    start = end + 1;
  }
}

/**
 * Reads NDJSON: the service's bulk format (an action line `{"index":{"_index":"logs","_id":"1"}}`,
 * `create`, `update` with a `{"doc":{...}}` line, or `delete`, each but delete followed by its
 * document), or, outside the API, one document per line (`{ _id?, _index?, _source }` or the
 * source itself). Every line is read before anything is written, so that a bad line refuses the
 * whole text (in the API, a document line that is not a JSON object fails its item only, as on
 * the service); `growing` hears the versions and bytes read so far at every step.
 */
export function* readNdjson(text: string, options: NdjsonOptions = {}): Steps<BulkAction[]> {
  const { growing, bulkApi = false } = options;
  // The service's words in the API; the control API's outside it.
  const refuse = (type: string, message: string) => (bulkApi ? badRequest(type, message) : new ControlRefusal(message));
  const invalid = (problem: string) => refuse("action_request_validation_exception", `Validation Failed: 1: ${problem};`);
  // Bounded before it is read: a text of millions of short lines would make millions of strings.
  if (text.length > maxNdjsonBytes)
    throw new RoomRefusal(
      `the NDJSON text has ${text.length} characters, more than the ${maxNdjsonBytes} the simulator reads at once`,
      "size",
    );
  let newlines = 0;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) {
    if (++newlines >= maxNdjsonLines)
      throw new RoomRefusal(`the NDJSON text has more than ${maxNdjsonLines} lines, the most the simulator reads at once`, "size");
  }
  if (bulkApi && text.trim() === "") throw invalid("no requests added");
  if (bulkApi && !text.endsWith("\n"))
    throw badRequest("illegal_argument_exception", "The bulk request must be terminated by a newline [\\n]");
  const lines = filledLines(text);
  const actions: BulkAction[] = [];
  let [versions, bytes] = [0, 0];
  for (let i = 0, next = lines.next(); !next.done; i++, next = lines.next()) {
    if (i % itemsPerStep === 0) {
      growing?.(versions, bytes);
      yield;
    }
    const { text: line, number } = next.value;
    const parsed = parseLine(line, number, bulkApi);
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      if (bulkApi)
        throw badRequest(
          "illegal_argument_exception",
          `Malformed action/metadata line [${number}], expected START_OBJECT but found [${tokenOf(parsed)}]`,
        );
      throw new ControlRefusal(`line ${number} is not a JSON object`);
    }
    const keys = Object.keys(parsed);
    const name = keys.length === 1 ? keys[0]! : "";
    const meta = (parsed as Source)[name];
    let action: BulkAction;
    if (["index", "create", "update", "delete"].includes(name) && meta !== null && typeof meta === "object" && !Array.isArray(meta)) {
      const unknown = bulkApi ? Object.keys(meta).find((member) => !actionParameters.has(member)) : undefined;
      if (unknown !== undefined)
        throw badRequest("illegal_argument_exception", `Action/metadata line [${number}] contains an unknown parameter [${unknown}]`);
      const { _index, _id } = meta as { _index?: string; _id?: string | number };
      action = {
        action: name as BulkAction["action"],
        index: _index,
        id: _id === undefined ? undefined : String(_id),
        size: 0,
        line: number,
      };
      if (action.id !== undefined && utf8Length(action.id) > 512)
        throw invalid(`id is too long, must be no longer than 512 bytes but was: ${utf8Length(action.id)}`);
      if (name !== "delete") {
        const documentLine = lines.next();
        i++;
        if (documentLine.done)
          throw bulkApi
            ? invalid(name === "update" ? "script or doc is missing" : "source is missing")
            : new ControlRefusal(`line ${number}: the ${name} action has no document line after it`);
        readDocument(action, documentLine.value, bulkApi, invalid);
      }
      if ((name === "delete" || name === "update") && action.id === undefined)
        throw bulkApi
          ? invalid("id is missing")
          : new ControlRefusal(`line ${number}: ${name === "delete" ? "a delete" : "an update"} needs an _id`);
    } else if (bulkApi) {
      throw badRequest(
        "illegal_argument_exception",
        `Malformed action/metadata line [${number}], expected field [create], [delete], [index] or [update] but found [${keys[0] ?? ""}]`,
      );
    } else {
      const document = toDocument(parsed);
      action = { action: "index", index: document.index, id: document.id, source: document.source, size: line.length, line: number };
    }
    actions.push(action);
    if (action.action !== "delete") versions++;
    bytes += action.size;
  }
  growing?.(versions, bytes);
  return actions;
}

/** Reads an action's document line into it: a source, or an update's `doc` (and `upsert`, `doc_as_upsert`). */
function readDocument(
  action: BulkAction,
  line: { text: string; number: number },
  bulkApi: boolean,
  invalid: (problem: string) => Error,
): void {
  action.size = line.text.length;
  let document: unknown;
  try {
    document = parseLine(line.text, line.number, bulkApi);
  } catch (error) {
    if (!bulkApi) throw error;
    action.unreadable = (error as Error).message;
    return;
  }
  if (document === null || typeof document !== "object" || Array.isArray(document)) {
    if (!bulkApi) throw new ControlRefusal(`line ${line.number} is not a JSON object`);
    action.unreadable = `line ${line.number} is not a JSON object`;
    return;
  }
  if (action.action !== "update") {
    action.source = document as Source;
    return;
  }
  const { doc, upsert, doc_as_upsert, script } = document as Source;
  if (script !== undefined)
    throw badRequest(
      "illegal_argument_exception",
      `line ${line.number}: [script] is not supported by the simulator: send the partial document as [doc]`,
    );
  if (bulkApi && doc === undefined) throw invalid("script or doc is missing");
  action.source = (doc ?? {}) as Source;
  if (doc_as_upsert === true) action.upsert = action.source;
  else if (upsert !== null && typeof upsert === "object" && !Array.isArray(upsert)) action.upsert = upsert as Source;
}

/** Reads NDJSON at once (see readNdjson). */
export function parseNdjson(text: string): BulkAction[] {
  return runNow(readNdjson(text));
}

/** One NDJSON line as JSON; a refusal names the line and a position, never its text (a line may hold a password). */
function parseLine(line: string, number: number, bulkApi: boolean): unknown {
  const parsed = parseJsonText(line);
  if (!parsed.ok) {
    if (bulkApi) throw badRequest("x_content_parse_exception", `[${number}:1] line ${number} is ${parsed.error}`);
    throw new ControlRefusal(`line ${number} is ${parsed.error}`);
  }
  return parsed.value;
}
