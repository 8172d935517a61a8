/**
 * Long synchronous passes (an uncached listing walks every product) taking turns: at most one per
 * turn of the event loop. Twenty listings arriving together would otherwise run back to back in
 * one turn, and a health check, a cached page or a timer due meanwhile would wait for all twenty;
 * now each waits for one pass at most. The passes themselves cost the same.
 *
 * With `atOnce` above 1, as many hold a turn together: work that waits on something else (a
 * search the database answers) is held to that many at a time.
 *
 * `take()` resolves with `done`, to be called when the pass is over (in a `finally`); the next
 * waiter starts in a later turn, after the I/O and timers that came due meanwhile.
 */
export function takingTurns(atOnce = 1) {
  const waiting: (() => void)[] = [];
  let running = 0;

  /** A turn was given back: the first waiter takes it, or it is free. */
  function next() {
    const waiter = waiting.shift();
    if (waiter) waiter();
    else running -= 1;
  }

  return {
    take(): Promise<() => void> {
      return new Promise((resolve) => {
        let released = false;
        const start = () =>
          resolve(() => {
            if (released) return;
            released = true;
            setImmediate(next);
          });
        if (running >= atOnce) waiting.push(start);
        else {
          running += 1;
          start();
        }
      });
    },
  };
}
