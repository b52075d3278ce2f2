/**
 * Index and alias names as the service takes them: lower case, none of the characters a file
 * name cannot hold, not starting with `_`, `-` or `+`, not `.` or `..`, at most 255 bytes.
 */
import { utf8Length } from "../../../contract/messages.js";
import { SearchError } from "./errors.js";

const forbidden = ["\\", "/", "*", "?", '"', "<", ">", "|", " ", ",", "#", ":"];

/** Refuses a name the service refuses for an index, with its `invalid_index_name_exception`. */
export function checkIndexName(name: string): void {
  const refuse = (why: string) =>
    new SearchError(400, "invalid_index_name_exception", `Invalid index name [${name}], ${why}`, false, {
      index_uuid: "_na_",
      index: name,
    });
  if (name === "." || name === "..") throw refuse("must not be '.' or '..'");
  if (name !== name.toLowerCase()) throw refuse("must be lowercase");
  if (forbidden.some((character) => name.includes(character)))
    throw refuse(`must not contain the following characters [${forbidden.map((c) => (c === " " ? "' '" : c)).join(", ")}]`);
  if (/^[_\-+]/.test(name)) throw refuse("must not start with '_', '-', or '+'");
  if (utf8Length(name) > 255) throw refuse(`index name is too long, (${utf8Length(name)} > 255)`);
}
