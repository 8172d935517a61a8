/**
 * More requests than the rate-limit plugin once kept keys in memory (5,000 for every rule at once):
 * a flood this size of other phones' or orders' tries washed away a count it should have kept.
 */
export const KEY_FLOOD = 5_200;

/** Sends `count` requests made by `send(i)`, a hundred at a time, as a flood from many clients would. */
export async function flood(count: number, send: (i: number) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < count; start += 100) {
    await Promise.all(Array.from({ length: Math.min(100, count - start) }, (_, j) => send(start + j)));
  }
}
