/**
 * At most `limit` tasks in flight: `acquire` waits for a free slot, `release` frees one,
 * first come first served. Producers await a slot before they create a task, so the tasks
 * and promises alive at once stay bounded however many trials a run asks for.
 *
 * @example
 * const gate = new TaskGate(8); await gate.acquire(); try { await work(); } finally { gate.release(); }
 */
export class TaskGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  acquire(): Promise<void> {
    if (this.active < this.limit) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next(); // the slot passes straight to the next waiter
    else this.active--;
  }
}
