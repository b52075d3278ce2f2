/**
 * The first `capacity` items of a stream in an order, without sorting the stream: a binary heap
 * whose root is the last item kept, so that an item that sorts after it is turned away with one
 * comparison. Keeping k of n items costs O(n log k) time and O(k) memory, where a full sort costs
 * O(n log n) and holds all n (what made a search of 100,000 documents hold them all for a page of 10).
 */
export class Top<T> {
  private readonly heap: T[] = [];

  constructor(
    private readonly capacity: number,
    /** Negative when `a` comes first: the order of the result. */
    private readonly compare: (a: T, b: T) => number,
  ) {}

  get size(): number {
    return this.heap.length;
  }

  /** Whether an item would be kept: always while there is room, then only if it comes before the last one kept. */
  wants(item: T): boolean {
    return this.heap.length < this.capacity || (this.capacity > 0 && this.compare(item, this.heap[0]!) < 0);
  }

  /** Offers an item; returns whether it was kept (an item turned away may be reused by the caller). */
  offer(item: T): boolean {
    if (!this.wants(item)) return false;
    const heap = this.heap;
    if (heap.length < this.capacity) {
      heap.push(item);
      this.up(heap.length - 1);
    } else {
      heap[0] = item;
      this.down(0);
    }
    return true;
  }

  /** Takes out the root: the last item kept in the order (with the order reversed, the first: a priority queue). */
  pop(): T | undefined {
    const heap = this.heap;
    const root = heap[0];
    const last = heap.pop();
    if (heap.length > 0) {
      heap[0] = last!;
      this.down(0);
    }
    return root;
  }

  /** The items kept, in order. */
  sorted(): T[] {
    return [...this.heap].sort(this.compare);
  }

  private up(position: number): void {
    const heap = this.heap;
    const item = heap[position]!;
    while (position > 0) {
      const parent = (position - 1) >> 1;
      if (this.compare(heap[parent]!, item) >= 0) break;
      heap[position] = heap[parent]!;
      position = parent;
    }
    heap[position] = item;
  }

  private down(position: number): void {
    const heap = this.heap;
    const item = heap[position]!;
    const half = heap.length >> 1;
    while (position < half) {
      let child = 2 * position + 1;
      const right = child + 1;
      if (right < heap.length && this.compare(heap[right]!, heap[child]!) > 0) child = right;
      if (this.compare(heap[child]!, item) <= 0) break;
      heap[position] = heap[child]!;
      position = child;
    }
    heap[position] = item;
  }
}
