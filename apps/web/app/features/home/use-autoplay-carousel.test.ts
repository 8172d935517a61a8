import { describe, expect, it } from 'vitest';
import { nearestSnap, snapPositions } from './use-autoplay-carousel';

describe('snapPositions', () => {
  it('is each slide start when one slide fills the view', () => {
    // Two banners of 400 px in a 400 px viewport: it scrolls at most 400 px.
    expect(snapPositions([0, 400], 400)).toEqual([0, 400]);
  });

  it('merges the last slides of a row that shows several at once', () => {
    // Eight reviews of 300 px, three in view (900 px): the viewport scrolls at most 1500 px, so
    // the sixth, seventh and eighth review all rest at 1500.
    const starts = Array.from({ length: 8 }, (_, i) => i * 300);
    expect(snapPositions(starts, 1500)).toEqual([0, 300, 600, 900, 1200, 1500]);
  });

  it('clamps a slide that starts before the viewport', () => {
    expect(snapPositions([-16, 284, 584], 300)).toEqual([0, 284, 300]);
  });

  it('is one position when nothing scrolls', () => {
    expect(snapPositions([0, 200], 0)).toEqual([0]);
    expect(snapPositions([], 0)).toEqual([0]);
  });
});

describe('nearestSnap', () => {
  it('is the position closest to where the viewport is scrolled', () => {
    const positions = [0, 300, 600];
    expect(nearestSnap(positions, 0)).toBe(0);
    expect(nearestSnap(positions, 149)).toBe(0);
    expect(nearestSnap(positions, 151)).toBe(1);
    expect(nearestSnap(positions, 590)).toBe(2);
    expect(nearestSnap(positions, 5000)).toBe(2);
  });
});
