/**
 * Hands out turns one event-loop iteration apart, in the order they were asked for. PGlite runs a query synchronously
 * on the server's thread, and an iteration that ran the queries of every request then waiting took 150 ms at 50
 * clients; Node (libuv 1.45 on) accepts one new connection per iteration, so 50 clients connecting at once waited up to
 * 4 s for their first answer. Between two turns the loop polls: it accepts, reads and answers before the next query.
 */
export class EventLoopTurns {
  private readonly waiting: Array<() => void> = [];
  private scheduled = false;

  /** Settles on this caller's turn: in an iteration of its own, after every turn asked for before it. */
  next(): Promise<void> {
    return new Promise((take) => {
      this.waiting.push(take);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(this.grant);
      }
    });
  }

  private readonly grant = (): void => {
    this.waiting.shift()?.();
    // An immediate set while immediates run waits for the next iteration, so the loop polls between two turns.
    if (this.waiting.length > 0) setImmediate(this.grant);
    else this.scheduled = false;
  };
}
