/**
 * Messages lately found valid. Clients repeat themselves (a status polled, a page read again) and
 * the simulator answers them alike: a request or an answer identical to one lately found valid for
 * the same operation (same head: the URL or status and the headers validation reads, and the same
 * body) is valid again, and is not checked again. A head is a short list of values compared one by
 * one, and a body is compared with the remembered one: both cost less than joining them into a key
 * and hashing it. Only valid messages are remembered, so a broken answer is reported every time;
 * the operations, the heads per operation and the size of the bodies remembered are bounded. With
 * each message a value may be remembered, what checking it gave besides its verdict (the query as
 * the validator converted it), so that a message not checked again still gets it.
 */
export type MessageHead = readonly (string | number | undefined)[];

interface Remembered<T> {
  head: MessageHead;
  body: string;
  value: T;
}

export class ValidMessages<T = true> {
  readonly #byOperation = new Map<string, Remembered<T>[]>();

  constructor(
    private readonly maxHeadsPerOperation = 16,
    private readonly maxBodyLength = 64 * 1024,
    private readonly maxOperations = 1024,
  ) {}

  has(operation: string, head: MessageHead, body: string): boolean {
    return this.find(operation, head, body) !== undefined;
  }

  /** The value remembered with a message lately found valid; undefined for a message not remembered. */
  find(operation: string, head: MessageHead, body: string): T | undefined {
    const remembered = this.#byOperation.get(operation);
    if (remembered === undefined) return undefined;
    for (const message of remembered) if (message.body === body && sameHead(message.head, head)) return message.value;
    return undefined;
  }

  add(operation: string, head: MessageHead, body: string, value: T = true as T): void {
    if (body.length > this.maxBodyLength) return;
    let remembered = this.#byOperation.get(operation);
    if (remembered === undefined) {
      if (this.#byOperation.size >= this.maxOperations) this.#byOperation.clear();
      this.#byOperation.set(operation, (remembered = []));
    }
    // One body per head, the latest: a polled status that moves on replaces the one before.
    const same = remembered.find((message) => sameHead(message.head, head));
    if (same) {
      same.body = body;
      same.value = value;
      return;
    }
    if (remembered.length >= this.maxHeadsPerOperation) remembered.shift();
    remembered.push({ head: [...head], body, value });
  }
}

function sameHead(a: MessageHead, b: MessageHead): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
