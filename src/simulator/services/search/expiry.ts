/**
 * Open contexts ordered by expiry: a binary min-heap, so that finding what has expired costs
 * only what expired, however many contexts are open. A context whose keep-alive was extended is
 * pushed again; its earlier entry is skipped when it comes out (it no longer matches the
 * context's expiry), and entries of freed contexts likewise. The heap is rebuilt when such stale
 * entries outnumber the live contexts, so its size stays proportional to them.
 */
export interface Expiring {
  expiresAt: number;
  /** Set when the context is freed, so its entries are dropped when they surface. */
  freed?: boolean;
}

interface Entry<T> {
  at: number;
  item: T;
}

export class ExpiryQueue<T extends Expiring> {
  private heap: Entry<T>[] = [];

  /** Records the context's current expiry; `live` is how many contexts are open, to bound stale entries. */
  push(item: T, live: number): void {
    if (this.heap.length > 2 * live + 64) this.rebuild();
    this.heap.push({ at: item.expiresAt, item });
    this.up(this.heap.length - 1);
  }

  /** Removes and returns the contexts whose expiry is at or before `now`, earliest first. */
  takeExpired(now: number): T[] {
    const expired: T[] = [];
    while (this.heap.length > 0 && this.heap[0]!.at <= now) {
      const entry = this.pop();
      if (this.current(entry)) expired.push(entry.item);
    }
    return expired;
  }

  private current(entry: Entry<T>): boolean {
    return !entry.item.freed && entry.item.expiresAt === entry.at;
  }

  private rebuild(): void {
    const live = this.heap.filter((entry) => this.current(entry));
    this.heap = [];
    for (const entry of live) {
      this.heap.push(entry);
      this.up(this.heap.length - 1);
    }
  }

  private pop(): Entry<T> {
    const top = this.heap[0]!;
    const last = this.heap.pop()!;
    if (this.heap.length > 0) {
      this.heap[0] = last;
      this.down(0);
    }
    return top;
  }

  private up(position: number): void {
    const heap = this.heap;
    while (position > 0) {
      const parent = (position - 1) >> 1;
      if (heap[parent]!.at <= heap[position]!.at) return;
      [heap[parent], heap[position]] = [heap[position]!, heap[parent]!];
      position = parent;
    }
  }

  private down(position: number): void {
    const heap = this.heap;
    for (;;) {
      const left = 2 * position + 1;
      const right = left + 1;
      let smallest = position;
      if (left < heap.length && heap[left]!.at < heap[smallest]!.at) smallest = left;
      if (right < heap.length && heap[right]!.at < heap[smallest]!.at) smallest = right;
      if (smallest === position) return;
      [heap[smallest], heap[position]] = [heap[position]!, heap[smallest]!];
      position = smallest;
    }
  }
}
