/**
 * Bursts of confetti for `durationMs`. Loaded on demand: it touches the canvas, which exists only
 * in the browser, and most visits never celebrate anything.
 */
export async function celebrate(durationMs: number): Promise<void> {
  if (typeof window === 'undefined') return;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  const { default: confetti } = await import('canvas-confetti');
  const end = Date.now() + durationMs;
  const colors = ['#7a1f2b', '#d4a017', '#f5e6c8'];
  const frame = () => {
    void confetti({ particleCount: 4, angle: 60, spread: 55, origin: { x: 0 }, colors, disableForReducedMotion: true });
    void confetti({
      particleCount: 4,
      angle: 120,
      spread: 55,
      origin: { x: 1 },
      colors,
      disableForReducedMotion: true,
    });
    if (Date.now() < end) requestAnimationFrame(frame);
  };
  frame();
}
