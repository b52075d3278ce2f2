/**
 * What a service works out from its contract alone (a permission table, the documented error
 * codes, its default seed read and checked: define-service.ts), made once per contract and shared
 * by every simulator and session of it, instead of once per service made: a session makes each
 * API's service again, and this was most of what that cost. Plain objects and arrays are frozen,
 * so that no service can change what another reads.
 */
import type { ServiceContext } from "./service.js";

type ContractContext = Pick<ServiceContext, "schemas" | "example">;

export function perContract<T>(make: (context: ContractContext) => T): (context: ContractContext) => T {
  const made = new WeakMap<object, T>();
  return (context) => {
    let value = made.get(context.schemas);
    if (value === undefined) made.set(context.schemas, (value = deepFreeze(make(context))));
    return value;
  };
}

/** The value, its plain objects and arrays frozen all the way down. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}
