/**
 * Messages lately found valid. Clients repeat themselves (a status polled, a page read again) and
 * the simulator answers them alike: a request or an answer identical to the last one found valid
 * with the same head (operation, URL or status, the headers validation reads) is valid again, and
 * is not checked again. Comparing a body with the last one is cheaper than hashing it. Only valid
 * messages are remembered, so a broken answer is reported every time; the number of heads and the
 * size of the bodies remembered are bounded.
 */
export class ValidMessages {
  readonly #lastValid = new Map<string, string>();

  constructor(
    private readonly maxHeads = 1024,
    private readonly maxBodyLength = 64 * 1024,
  ) {}

  has(head: string, body: string): boolean {
    return this.#lastValid.get(head) === body;
  }

  add(head: string, body: string): void {
    if (body.length > this.maxBodyLength) return;
    if (this.#lastValid.size >= this.maxHeads) this.#lastValid.clear();
    this.#lastValid.set(head, body);
  }
}
