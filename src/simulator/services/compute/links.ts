/**
 * The links of the compute answers. The model stores them on one fixed root (`storedRoot`); each
 * answer names the address the client reached instead, as the real service names its own, so that
 * a client following a `selfLink` or `targetLink` (polling an operation by its link, say) comes
 * back to this simulator on the address it was given.
 */
import { storedRoot } from "./model.js";

/** The path of the API under its address (`/compute/v1`). */
export const servicePath = new URL(storedRoot).pathname;

/** A copy of `value` whose links on the stored root are on `apiRoot` (the client's base URL and the service path). */
export function onAddress<T>(value: T, apiRoot: string): T {
  if (apiRoot === storedRoot) return value;
  const rewrite = (item: unknown): unknown => {
    if (typeof item === "string") return item === storedRoot || item.startsWith(`${storedRoot}/`) ? apiRoot + item.slice(storedRoot.length) : item;
    if (Array.isArray(item)) return item.map(rewrite);
    if (typeof item !== "object" || item === null) return item;
    // fromEntries defines each member as data: a member named `__proto__` stays a member.
    return Object.fromEntries(Object.entries(item).map(([name, member]) => [name, rewrite(member)]));
  };
  return rewrite(value) as T;
}
