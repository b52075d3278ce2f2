/**
 * The comparison of a contract's node with the service's node of the same place: every way the
 * contract could refuse what the real service sends or takes, or accept what it refuses. Each
 * finding names its place after the contract's named schema it is in (`SecurityPolicy.type`,
 * `ImportProgress.large_files_size`, `Slice`), so one difference of a schema used by several
 * operations is one finding.
 */
import type { JsonType, ValueNode } from "./nodes.js";

export type Rule =
  /** The contract's value set lacks values of the service's. */
  | "enum"
  /** The contract closes a set of values the service leaves open. */
  | "closed-set"
  /** The JSON types differ. */
  | "type"
  /** The contract requires a member the service may leave out (an answer) or does not need (a request). */
  | "required"
  /** A request: the service needs a member the contract leaves optional. */
  | "optional"
  /** A member of the contract that the service's description does not name. */
  | "member"
  /** A closed request body of the contract lacks a member the service takes. */
  | "closed-member"
  /** A status the service declares for the operation that the contract does not. */
  | "status"
  /** An official example the contract refuses. */
  | "example"
  /** An operation of the contract the service's description does not have. */
  | "operation";

export interface Finding {
  at: string;
  rule: Rule;
  detail: string;
}

export type Direction = "request" | "response";

const described = (types: ReadonlySet<JsonType>, type: JsonType): boolean => types.has(type) || (type === "integer" && types.has("number"));
const show = (values: readonly unknown[]): string => values.map((value) => JSON.stringify(value)).join(", ");

/** Compares the contract's node with the service's one; findings go to `report`. */
export function compareNodes(
  contract: ValueNode,
  service: ValueNode,
  at: string,
  direction: Direction,
  report: (finding: Finding) => void,
): void {
  const seen = new Map<ValueNode, Set<ValueNode>>();
  walk(contract, service, at, 0);

  function walk(c: ValueNode, s: ValueNode, where: string, depth: number): void {
    const pairs = seen.get(c) ?? new Set();
    if (pairs.has(s) || depth > 30) return;
    pairs.add(s);
    seen.set(c, pairs);
    const here = c.name ?? where;
    compareTypes(c, s, here);
    compareValues(c, s, here);
    compareMembers(c, s, here, depth);
    const items = c.items && s.items;
    if (items) walk(c.items!(), s.items!(), `${here}[]`, depth + 1);
    if (c.additional && s.additional) walk(c.additional(), s.additional(), `${here}{}`, depth + 1);
  }

  function compareTypes(c: ValueNode, s: ValueNode, where: string): void {
    if (!c.types || !s.types) return;
    const refused = [...s.types].filter((type) => !described(c.types!, type));
    if (refused.length > 0)
      report({ at: where, rule: "type", detail: `refuses ${refused.join(", ")} (the service: ${[...s.types].join(", ")})` });
    if (c.types.has("number") && !s.types.has("number") && s.types.has("integer")) {
      report({ at: where, rule: "type", detail: "a number where the service has an integer" });
    }
    const extra = [...c.types].filter(
      (type) => type !== "null" && !described(s.types!, type) && !(type === "integer" && s.types!.has("number")),
    );
    if (extra.length > 0) report({ at: where, rule: "type", detail: `also ${extra.join(", ")} (the service: ${[...s.types].join(", ")})` });
  }

  function compareValues(c: ValueNode, s: ValueNode, where: string): void {
    if (!c.values) return;
    const known = new Set(c.values.map((value) => JSON.stringify(value)));
    if (s.values) {
      const missing = s.values.filter((value) => !known.has(JSON.stringify(value)));
      if (missing.length > 0) report({ at: where, rule: "enum", detail: `lacks ${show(missing)}` });
    } else if (s.types && [...s.types].some((type) => ["string", "integer", "number"].includes(type))) {
      report({ at: where, rule: "closed-set", detail: `only ${show(c.values)}` });
    }
  }

  function compareMembers(c: ValueNode, s: ValueNode, where: string, depth: number): void {
    if (s.members.size === 0) return;
    const serviceName = (name: string) => (s.members.has(name) ? name : s.aliases?.get(name));
    for (const [name, member] of c.members) {
      const other = serviceName(name);
      if (other === undefined && s.additional) {
        walk(member(), s.additional(), `${where}.${name}`, depth + 1);
        continue;
      }
      if (other === undefined) {
        if (!s.partialMembers)
          report({ at: `${where}.${name}`, rule: "member", detail: `not named by the service's ${s.name ?? "description"}` });
        continue;
      }
      const node = member();
      if (c.required.has(name) && !s.required.has(other) && !(direction === "request" && node.readOnly)) {
        report({
          at: `${where}.${name}`,
          rule: "required",
          detail: direction === "response" ? "the service may leave it out" : "the service does not need it",
        });
      }
      walk(node, s.members.get(other)!(), `${where}.${name}`, depth + 1);
    }
    if (direction !== "request") return;
    const contractName = (name: string) =>
      c.members.has(name) || [...(s.aliases ?? [])].some(([alias, to]) => to === name && c.members.has(alias));
    for (const name of s.required) {
      if (c.members.size > 0 && !(contractName(name) && [name, ...aliasesOf(s, name)].some((known) => c.required.has(known)))) {
        report({ at: `${where}.${name}`, rule: "optional", detail: "the service needs it" });
      }
    }
    if (c.closed && !s.partialMembers) {
      const lacking = [...s.members.keys()].filter((name) => !contractName(name));
      if (lacking.length > 0) report({ at: where, rule: "closed-member", detail: `closed without ${lacking.join(", ")}` });
    }
  }
}

const aliasesOf = (node: ValueNode, name: string): string[] =>
  [...(node.aliases ?? [])].filter(([, to]) => to === name).map(([alias]) => alias);
