/**
 * A few browser pages shared by the concurrent cases of a hostile suite: a case borrows one, works
 * on it alone, and hands it back for the next waiting case. Most of a case's time is spent waiting
 * for the page (start-up, answers, rendering), so three pages at once cut a suite's time without
 * loading the 2-core CI machine much more; each page keeps its own stub and watch, so cases on
 * different pages cannot see each other's answers.
 */
export const PAGES_AT_ONCE = 3;

export class PagePool<T> {
  private readonly idle: T[] = [];
  private readonly waiting: ((member: T) => void)[] = [];

  add(member: T): void {
    const next = this.waiting.shift();
    if (next) next(member);
    else this.idle.push(member);
  }

  /** Runs `work` on an idle member (waiting for one when all are busy), then returns it. */
  async use<R>(work: (member: T) => Promise<R>): Promise<R> {
    const member = this.idle.pop() ?? (await new Promise<T>((resolve) => this.waiting.push(resolve)));
    try {
      return await work(member);
    } finally {
      this.add(member);
    }
  }
}

/** A pool of `size` members made by `create`, one after the other (pages open faster that way). */
export async function fillPool<T>(size: number, create: () => Promise<T>): Promise<PagePool<T>> {
  const pool = new PagePool<T>();
  for (let i = 0; i < size; i += 1) pool.add(await create());
  return pool;
}
