/**
 * How every service reads the body of its control commands (POST /__control/<command>) and its
 * seed (read-seed.ts): each member by a reader that returns its value or throws a ControlRefusal
 * saying which member is wrong and what it should be, which the control API answers with 400 and
 * the message. A message names the type of a value sent, never the value (a control body may hold
 * a token).
 */
import { bigIntAsNumber } from "../../contract/exact-json.js";
import { ControlRefusal } from "../service.js";

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Reads one member: its value, or a throw naming `where` and what it should be. */
export type Reader<T> = (value: unknown, where: string) => T;

/** The kind of a value, for a message: never the value itself. */
function kindOf(value: unknown): string {
  if (value === undefined) return "missing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  if (typeof value === "bigint") return "a number";
  return `a ${typeof value}`;
}

/** A reader that takes what `test` accepts, described by `shape` in its refusal. */
export function accepting<T>(shape: string, test: (value: unknown) => boolean): Reader<T> {
  return (value, where) => {
    if (!test(value)) throw new ControlRefusal(`${where} must be ${shape}, not ${kindOf(value)}`);
    return value as T;
  };
}

/**
 * A reader of a number `test` accepts, described by `shape`: an integer past 2^53, which the
 * control API reads exactly (a bigint), is read as the nearest number, and judged as one.
 */
export function acceptingNumber(shape: string, test: (value: number) => boolean): Reader<number> {
  const reader = accepting<number>(shape, (value) => typeof value === "number" && test(value));
  return (value, where) => reader(typeof value === "bigint" ? bigIntAsNumber(value) : value, where);
}

export const text = accepting<string>("a non-empty string", (value) => typeof value === "string" && value !== "");
export const flag = accepting<boolean>("true or false", (value) => typeof value === "boolean");
export const wholeNumber = (least: number) =>
  acceptingNumber(`a whole number of at least ${least}`, (value) => Number.isInteger(value) && value >= least);
export const finiteNumber = acceptingNumber("a number", Number.isFinite);
export const textList = accepting<string[]>(
  "a list of strings",
  (value) => Array.isArray(value) && value.every((item) => typeof item === "string"),
);
export const list = accepting<unknown[]>("a list", Array.isArray);
export const object = accepting<Record<string, unknown>>("an object", isPlainObject);

/** A member that may be left out (undefined then). */
export const optional =
  <T>(reader: Reader<T>): Reader<T | undefined> =>
  (value, where) =>
    value === undefined ? undefined : reader(value, where);

/** A member that may also be null. */
export const orNull =
  <T>(reader: Reader<T>): Reader<T | null> =>
  (value, where) =>
    value === null ? null : reader(value, where);

/** An object whose every member (any name) is read by `reader`: `{ "<name>": value }`. */
export function entries<T>(reader: Reader<T>): Reader<[string, T][]> {
  return (value, where) => Object.entries(object(value, where)).map(([name, item]) => [name, reader(item, `${where}.${name}`)]);
}

/**
 * An object whose member names are secrets (`{ "<token>": value }`), every value read by `reader`:
 * a refusal names an entry by its position from 0 (`tokens[1]`), never by its name.
 */
export function secretEntries<T>(reader: Reader<T>): Reader<[string, T][]> {
  return (value, where) =>
    Object.entries(object(value, where)).map(([name, item], position) => [name, reader(item, `${where}[${position}]`)]);
}

export type Readers<Body> = { [Member in keyof Body]-?: Reader<Body[Member]> };

/** How an object's refusals are worded: where each member is, and the refusal of a value that is no object or has members not read. */
export interface ObjectWords {
  member(name: string): string;
  notAnObject(kind: string): string;
  unknownMembers(names: string[]): string;
}

/**
 * The one rule of every control body and seed: an object, whose members are each read by the
 * reader `readers` names for it, and none of whose members goes unread (refused, naming it).
 */
export function readObject<Body>(value: unknown, readers: Readers<Body>, words: ObjectWords): Body {
  if (!isPlainObject(value)) throw new ControlRefusal(words.notAnObject(kindOf(value)));
  const members = Object.keys(readers) as (keyof Body & string)[];
  const unknown = Object.keys(value).filter((name) => !(members as string[]).includes(name));
  if (unknown.length > 0) throw new ControlRefusal(words.unknownMembers(unknown));
  const read = {} as Body;
  for (const member of members) {
    const item = readers[member](value[member], words.member(member));
    // A member left out stays out, so that spreading the result over defaults keeps them.
    if (item !== undefined) read[member] = item;
  }
  return read;
}

/** An object with the members `readers` names, each read by its reader; a member it does not name is refused. */
export function fields<Body>(readers: Readers<Body>): Reader<Body> {
  const members = Object.keys(readers);
  const shape = members.length === 0 ? "{} (no members)" : `{ ${members.join(", ")} }`;
  return (value, where) =>
    readObject(value, readers, {
      member: (name) => `${where}.${name}`,
      notAnObject: (kind) => `${where} must be an object ${shape}, not ${kind}`,
      unknownMembers: (names) => `${where} takes ${shape}: it has no member ${names.join(", ")}`,
    });
}

/** A command's body (no body is `{}`), read by `reader`; a refusal names the command. */
export function readControlBody<Body>(command: string, body: unknown, reader: Reader<Body>): Body {
  return reader(body ?? {}, command);
}
