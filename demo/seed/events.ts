/*
 * A member's timeline during the money pass: events (deposit reviews, withdrawal steps, betting
 * sessions, settlements, rebates) run in time order, and a running event may schedule later ones.
 * A binary heap keyed by (time, insertion order): equal times run in the order they were added,
 * so the pass is deterministic; a linear scan per event cost O(n²) once members had hundreds.
 */

interface Entry {
  at: number;
  seq: number;
  run: () => void;
}

const before = (a: Entry, b: Entry) => a.at < b.at || (a.at === b.at && a.seq < b.seq);

export class EventQueue {
  private readonly heap: Entry[] = [];
  private seq = 0;

  get size(): number {
    return this.heap.length;
  }

  /** Time of the earliest event (Infinity when empty). */
  peek(): number {
    return this.heap.length > 0 ? this.heap[0].at : Infinity;
  }

  push(at: number, run: () => void): void {
    const heap = this.heap;
    heap.push({ at, seq: this.seq++, run });
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i], heap[parent])) break;
      [heap[i], heap[parent]] = [heap[parent], heap[i]];
      i = parent;
    }
  }

  /** Removes and returns the earliest event's action. */
  pop(): () => void {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop() as Entry;
    if (heap.length > 0) {
      heap[0] = last;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let min = i;
        if (l < heap.length && before(heap[l], heap[min])) min = l;
        if (r < heap.length && before(heap[r], heap[min])) min = r;
        if (min === i) break;
        [heap[i], heap[min]] = [heap[min], heap[i]];
        i = min;
      }
    }
    return top.run;
  }

  /** Runs every event due at or before `until`, including those they schedule meanwhile. */
  runUntil(until: number): void {
    while (this.heap.length > 0 && this.heap[0].at <= until) this.pop()();
  }
}
