/**
 * Answers on the address the client reached. A service's model and its contract's examples write
 * URLs on one stored root (the real service's API address); an answer names them on the root the
 * client reached the simulator at (from `SimRequest.baseUrl`), since clients follow these URLs and
 * several check that a URL is on the address they were given before they follow it.
 */

/** Whether `url` is on `root`: the root itself, or the root followed by a path, a query or a URI template. */
const isOn = (url: string, root: string): boolean =>
  url.startsWith(root) && (url.length === root.length || "/?{".includes(url[root.length]!));

/** One URL on `storedRoot` written on `root`; any other URL or string is kept. */
export function urlOnAddress(url: string, storedRoot: string, root: string): string {
  return isOn(url, storedRoot) ? root + url.slice(storedRoot.length) : url;
}

/**
 * `value` with every string on `storedRoot` written on `root`. Copy on write: what holds no such
 * URL is shared, not copied, since every answer goes through here.
 */
export function onAddress<T>(value: T, storedRoot: string, root: string): T {
  return root === storedRoot ? value : (rewrite(value, storedRoot, root) as T);
}

function rewrite(item: unknown, storedRoot: string, root: string): unknown {
  if (typeof item === "string") return urlOnAddress(item, storedRoot, root);
  if (typeof item !== "object" || item === null) return item;
  if (Array.isArray(item)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < item.length; index++) {
      const member: unknown = item[index];
      const written = rewrite(member, storedRoot, root);
      if (written !== member) (copy ??= item.slice())[index] = written;
    }
    return copy ?? item;
  }
  let copy: Record<string, unknown> | undefined;
  for (const name of Object.keys(item)) {
    const member = (item as Record<string, unknown>)[name];
    const written = rewrite(member, storedRoot, root);
    if (written === member) continue;
    // A spread defines members as data; so does defineProperty for a member named `__proto__` (an open patch body may hold one).
    copy ??= { ...item };
    if (name === "__proto__") Object.defineProperty(copy, name, { value: written, enumerable: true, writable: true, configurable: true });
    else copy[name] = written;
  }
  return copy ?? item;
}
