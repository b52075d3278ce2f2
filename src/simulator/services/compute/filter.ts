/**
 * The `filter` of the compute list methods, in the document's two styles.
 *
 * The AIP-160 style: `field op value` with the operators = != < > <= >= and : (has: present with
 * `*`, a key of a map, or within a string), a string (`*` a wildcard), number or boolean value,
 * several expressions each in parentheses, joined by AND (also when nothing is written) or OR.
 *
 * The regular-expression style: `field eq|ne literal`, the literal an RE2 expression matching the
 * entire field; several expressions (each in parentheses) must constrain the same field.
 *
 * Nested fields are named with dots; a list matches when one of its elements does. A filter is
 * user input, so its expressions and wildcards run on re2js (RE2's syntax, time linear in the
 * input, as the service's RE2) and never on JavaScript's backtracking RegExp, which a pattern such
 * as `(.*.*)*Z` keeps busy for minutes.
 */
import { RE2JS, RE2JSException } from "re2js";

/** A filter the service refuses; its message names the problem (the list answers it with a 400). */
export class FilterError extends Error {}

/** Whether a resource passes the filter. */
export type ResourceTest = (resource: object) => boolean;

interface Comparison {
  field: string[];
  operator: string;
  value: string;
  regex: boolean;
}

/** The resources a filter selects: their name in messages and their top-level members. */
export interface FilteredResource {
  name: string;
  fields: ReadonlySet<string>;
}

/** Compiles a filter on one kind of resource; throws a FilterError naming what is wrong. */
export function compileFilter(text: string, resource: FilteredResource): ResourceTest {
  const { terms, joins } = splitTerms(text);
  if (terms.length === 0) return () => true;
  const comparisons = terms.map(parseComparison);
  const regex = comparisons.filter((comparison) => comparison.regex);
  if (regex.length > 0 && regex.length < comparisons.length) {
    throw new FilterError(
      "it mixes the regular-expression style (eq, ne) and the AIP-160 style (=, !=, <, >, <=, >=, :); use one style per request",
    );
  }
  for (const comparison of comparisons) {
    if (!resource.fields.has(comparison.field[0]!))
      throw new FilterError(`'${comparison.field.join(".")}' is not a field of a ${resource.name}`);
  }
  if (regex.length > 0) {
    if (joins.includes("OR")) throw new FilterError("the regular-expression style takes no OR");
    if (new Set(regex.map((comparison) => comparison.field.join("."))).size > 1)
      throw new FilterError("in the regular-expression style, constraints on several fields cannot be combined");
  }
  const tests = comparisons.map(compileComparison);
  // OR of ANDs: AND binds tighter.
  const groups: ResourceTest[][] = [[]];
  tests.forEach((test, index) => {
    if (index > 0 && joins[index - 1] === "OR") groups.push([]);
    groups[groups.length - 1]!.push(test);
  });
  return (resource) => groups.some((group) => group.every((test) => test(resource)));
}

/** The expressions of a filter and the words between them (AND when none is written). */
function splitTerms(text: string): { terms: string[]; joins: ("AND" | "OR")[] } {
  const terms: string[] = [];
  const joins: ("AND" | "OR")[] = [];
  let join: "AND" | "OR" | undefined;
  let index = 0;
  while (index < text.length) {
    const rest = text.slice(index);
    const space = /^\s+/.exec(rest);
    const word = /^(AND|OR)(?=[\s(]|$)/.exec(rest);
    if (space) {
      index += space[0].length;
    } else if (word && terms.length > 0 && join === undefined) {
      join = word[1] as "AND" | "OR";
      index += word[0].length;
    } else if (rest.startsWith("(")) {
      const end = closingParenthesis(text, index);
      if (terms.length > 0) joins.push(join ?? "AND");
      terms.push(text.slice(index + 1, end));
      join = undefined;
      index = end + 1;
    } else if (terms.length === 0) {
      terms.push(rest); // a single expression may go without parentheses
      index = text.length;
    } else {
      throw new FilterError(`expected a parenthesized expression at '${rest}': separate expressions are each put in parentheses`);
    }
  }
  if (join !== undefined) throw new FilterError(`the filter ends with ${join}`);
  return { terms, joins };
}

function closingParenthesis(text: string, open: number): number {
  let depth = 0;
  let quote: string | undefined;
  for (let index = open; index < text.length; index++) {
    const char = text[index]!;
    if (quote) {
      if (char === "\\") index++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "(") depth++;
    else if (char === ")" && --depth === 0) return index;
  }
  throw new FilterError("a parenthesis is not closed");
}

function parseComparison(term: string): Comparison {
  // Trimmed first, so no pattern here needs a lazy quantifier before trailing space (quadratic on long input).
  const trimmed = term.trim();
  const regex = /^([A-Za-z_][\w.]*)\s+(eq|ne)\s+(.+)$/s.exec(trimmed);
  const found = regex ?? /^([A-Za-z_][\w.]*)\s*(!=|>=|<=|=|>|<|:)\s*(.+)$/s.exec(trimmed);
  if (!found) throw new FilterError(`'${trimmed}' is not an expression (field, operator, value)`);
  const literal = found[3]!;
  const quoted = literal.length >= 2 && (literal[0] === '"' || literal[0] === "'") && literal.at(-1) === literal[0];
  return { field: found[1]!.split("."), operator: found[2]!, value: quoted ? literal.slice(1, -1) : literal, regex: Boolean(regex) };
}

function compileComparison({ field, operator, value, regex }: Comparison): ResourceTest {
  const valuesOf = (resource: object) => valuesAt(resource, field);
  if (regex) {
    const pattern = compilePattern(value, 0, `'${value}' is not a regular expression RE2 accepts`);
    const found = (resource: object) => valuesOf(resource).some((item) => pattern.testExact(String(item)));
    return operator === "eq" ? found : (resource) => !found(resource);
  }
  // The wildcard `*` stands for any text, newlines included; the rest of the value is literal.
  const wildcard = compilePattern(
    value
      .split("*")
      .map((part) => RE2JS.quote(part))
      .join(".*"),
    RE2JS.DOTALL,
    `'${value}' is not a value`,
  );
  const equals = (item: unknown) => (typeof item === "string" ? wildcard.testExact(item) : String(item) === value);
  const contains = (item: unknown) => (typeof item === "string" ? wildcard.test(item) : String(item) === value);
  const order = (item: unknown) => {
    const [a, b] =
      typeof item === "number"
        ? [item, Number(value)]
        : field.at(-1)!.endsWith("Timestamp")
          ? [Date.parse(String(item)), Date.parse(value)]
          : [String(item), value];
    return a < b ? -1 : a > b ? 1 : 0;
  };
  switch (operator) {
    case "=":
      return (resource) => valuesOf(resource).some(equals);
    case "!=":
      return (resource) => !valuesOf(resource).some(equals);
    case ":":
      // has: `*` asks for presence; a map has the key; a list has the element; a string contains the value.
      return (resource) =>
        valuesOf(resource).some((item) =>
          value === "*" ? item !== "" : typeof item === "object" && item !== null ? Object.hasOwn(item, value) : contains(item),
        );
    default: {
      const accepts = { "<": (c: number) => c < 0, ">": (c: number) => c > 0, "<=": (c: number) => c <= 0, ">=": (c: number) => c >= 0 }[
        operator
      ]!;
      return (resource) => valuesOf(resource).some((item) => accepts(order(item)));
    }
  }
}

/** An RE2 pattern; what RE2 refuses (backreferences, lookaround, ...) is a FilterError with RE2's reason. */
function compilePattern(pattern: string, flags: number, refusal: string): RE2JS {
  try {
    return RE2JS.compile(pattern, flags);
  } catch (error) {
    if (!(error instanceof RE2JSException)) throw error;
    throw new FilterError(`${refusal}: ${error.message.replace(/^error parsing regexp: /, "")}`);
  }
}

/** The values at a dotted path; lists on the way are flattened. */
function valuesAt(value: unknown, path: string[]): unknown[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((item) => valuesAt(item, path));
  if (path.length === 0) return [value];
  // Own members only: a path such as `constructor` names nothing a resource has.
  if (typeof value !== "object" || !Object.hasOwn(value, path[0]!)) return [];
  return valuesAt(Reflect.get(value, path[0]!), path.slice(1));
}
