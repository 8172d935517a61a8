/**
 * Long synchronous passes (an uncached listing walks every product) taking turns: at most one per
 * turn of the event loop. Twenty listings arriving together would otherwise run back to back in
 * one turn, and a health check, a cached page or a timer due meanwhile would wait for all twenty;
 * now each waits for one pass at most. The passes themselves cost the same.
 *
 * `take()` resolves with `done`, to be called when the pass is over (in a `finally`); the next
 * waiter starts in a later turn, after the I/O and timers that came due meanwhile.
 */
export function takingTurns() {
  const waiting: (() => void)[] = [];
  let busy = false;

  function next() {
    const waiter = waiting.shift();
    if (waiter) waiter();
    else busy = false;
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
        if (busy) waiting.push(start);
        else {
          busy = true;
          start();
        }
      });
    },
  };
}
