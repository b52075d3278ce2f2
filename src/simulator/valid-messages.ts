/**
 * Messages lately found valid, by their bytes. Clients repeat themselves (a status polled, a page
 * read again) and the simulator answers them alike: a request or an answer identical to one found
 * valid is valid again, so it is not checked again. Only valid ones are remembered, so a broken
 * answer is reported every time; the number and the size of messages remembered are bounded.
 */
export class ValidMessages {
  readonly #seen = new Set<string>();

  constructor(
    private readonly maxEntries = 1024,
    private readonly maxLength = 8192,
  ) {}

  /** The key of a message, or undefined for one too large to remember. */
  key(operation: string, head: string, text: string | undefined): string | undefined {
    if (text !== undefined && text.length > this.maxLength) return undefined;
    return `${operation}\n${head}\n${text ?? ""}`;
  }

  has(key: string | undefined): boolean {
    return key !== undefined && this.#seen.has(key);
  }

  add(key: string | undefined): void {
    if (key === undefined) return;
    if (this.#seen.size >= this.maxEntries) this.#seen.clear();
    this.#seen.add(key);
  }
}
