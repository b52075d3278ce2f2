/**
 * Whether a name matches a pattern whose `*` stands for any run of characters, as the service
 * matches index patterns and source field patterns. Linear in the pattern times the name (one
 * backtrack point), unlike a regular expression with a `.*` per star, which a pattern of many
 * stars could keep busy for minutes.
 */
export function wildcardMatches(pattern: string, name: string): boolean {
  let p = 0;
  let n = 0;
  let star = -1;
  let resume = 0;
  while (n < name.length) {
    if (p < pattern.length && pattern[p] !== "*" && pattern[p] === name[n]) {
      p++;
      n++;
    } else if (p < pattern.length && pattern[p] === "*") {
      star = p++;
      resume = n;
    } else if (star !== -1) {
      p = star + 1;
      n = ++resume;
    } else {
      return false;
    }
  }
  while (pattern[p] === "*") p++;
  return p === pattern.length;
}
