/**
 * Messages lately found valid. Clients repeat themselves (a status polled, a page read again) and
 * the simulator answers them alike: a request or an answer identical to one lately found valid for
 * the same operation (same head: the URL or status and the headers validation reads, and the same
 * body) is valid again, and is not checked again. A head is a short list of values compared one by
 * one, and a body is compared with the remembered one: both cost less than joining them into a key
 * and hashing it. Only valid messages are remembered, so a broken answer is reported every time;
 * the operations, the heads per operation and the size of the bodies remembered are bounded.
 */
export type MessageHead = readonly (string | number | undefined)[];

interface Remembered {
  head: MessageHead;
  body: string;
}

export class ValidMessages {
  readonly #byOperation = new Map<string, Remembered[]>();

  constructor(
    private readonly maxHeadsPerOperation = 16,
    private readonly maxBodyLength = 64 * 1024,
    private readonly maxOperations = 1024,
  ) {}

  has(operation: string, head: MessageHead, body: string): boolean {
    const remembered = this.#byOperation.get(operation);
    if (remembered === undefined) return false;
    for (const message of remembered) if (message.body === body && sameHead(message.head, head)) return true;
    return false;
  }

  add(operation: string, head: MessageHead, body: string): void {
    if (body.length > this.maxBodyLength) return;
    let remembered = this.#byOperation.get(operation);
    if (remembered === undefined) {
      if (this.#byOperation.size >= this.maxOperations) this.#byOperation.clear();
      this.#byOperation.set(operation, (remembered = []));
    }
    // One body per head, the latest: a polled status that moves on replaces the one before.
    const same = remembered.find((message) => sameHead(message.head, head));
    if (same) return void (same.body = body);
    if (remembered.length >= this.maxHeadsPerOperation) remembered.shift();
    remembered.push({ head: [...head], body });
  }
}

function sameHead(a: MessageHead, b: MessageHead): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
