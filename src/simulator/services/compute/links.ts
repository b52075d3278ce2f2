/**
 * The links of the compute answers. The model stores them on one fixed root (`storedRoot`); each
 * answer names the address the client reached instead, as the real service names its own, so that
 * a client following a `selfLink` or `targetLink` (polling an operation by its link, say) comes
 * back to this simulator on the address it was given.
 */
import { storedRoot } from "./model.js";

/** The path of the API under its address (`/compute/v1`). */
export const servicePath = new URL(storedRoot).pathname;

/**
 * `value` with its links on the stored root written on `apiRoot` (the client's base URL and the
 * service path). Copy on write: what holds no link is shared, not copied, since every answer goes
 * through here.
 */
export function onAddress<T>(value: T, apiRoot: string): T {
  return apiRoot === storedRoot ? value : (rewrite(value, apiRoot) as T);
}

function rewrite(item: unknown, apiRoot: string): unknown {
  if (typeof item === "string") return item.startsWith(storedRoot) && (item.length === storedRoot.length || item[storedRoot.length] === "/") ? apiRoot + item.slice(storedRoot.length) : item;
  if (typeof item !== "object" || item === null) return item;
  if (Array.isArray(item)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < item.length; index++) {
      const member: unknown = item[index];
      const written = rewrite(member, apiRoot);
      if (written !== member) (copy ??= item.slice())[index] = written;
    }
    return copy ?? item;
  }
  let copy: Record<string, unknown> | undefined;
  for (const name of Object.keys(item)) {
    const member = (item as Record<string, unknown>)[name];
    const written = rewrite(member, apiRoot);
    if (written === member) continue;
    // A spread defines members as data; so does defineProperty for a member named `__proto__` (an open patch body may hold one).
    copy ??= { ...item };
    if (name === "__proto__") Object.defineProperty(copy, name, { value: written, enumerable: true, writable: true, configurable: true });
    else copy[name] = written;
  }
  return copy ?? item;
}
