const began = Date.now();

/** A progress line, stamped with the seconds since the bench began. */
export const log = (message: string) =>
  console.log(`[bench ${String(Math.round((Date.now() - began) / 1000)).padStart(3)}s] ${message}`);
