// Small line drawings for the home page's category circles (decorative: the link text names them).
import type { ReactNode } from 'react';

export type CategoryGlyphName =
  'flower' | 'dress' | 'swing' | 'throne' | 'flute' | 'sun' | 'diya' | 'star' | 'leaf' | 'heart' | 'crown' | 'turban';

const PATHS: Record<CategoryGlyphName, ReactNode> = {
  flower: (
    <>
      <circle cx="24" cy="24" r="4" />
      <path d="M24 20c-3-6-1-11 0-12 1 1 3 6 0 12M28 24c6-3 11-1 12 0-1 1-6 3-12 0M24 28c3 6 1 11 0 12-1-1-3-6 0-12M20 24c-6 3-11 1-12 0 1-1 6-3 12 0" />
    </>
  ),
  // A frock with sleeves and a flared skirt (a plain cone read as a laboratory flask).
  dress: <path d="M18 8c2 3 10 3 12 0l8 6-4 6-3-2 7 22H10l7-22-3 2-4-6Zm-1 14h14" />,
  swing: (
    <>
      <path d="M8 8h32M14 8v22M34 8v22M10 30h28l-2 6H12Z" />
      <circle cx="24" cy="24" r="3" />
    </>
  ),
  throne: <path d="M14 40V16a10 10 0 0 1 20 0v24M10 28h28v6H10zM14 40h4M30 40h4M19 16h10v12H19z" />,
  flute: (
    <>
      <path d="M8 36 38 10l3 3-30 26Z" />
      <path d="M17 29h.01M21 25.5h.01M25 22h.01M29 18.5h.01" />
    </>
  ),
  sun: (
    <>
      <circle cx="24" cy="24" r="7" />
      <path d="M24 6v5M24 37v5M6 24h5M37 24h5M11 11l3.5 3.5M33.5 33.5 37 37M11 37l3.5-3.5M33.5 14.5 37 11" />
    </>
  ),
  diya: <path d="M8 28h32c-2 7-8 10-16 10S10 35 8 28Zm16-4c-3-4 0-10 0-14 0 4 3 10 0 14Z" />,
  star: <path d="m24 7 5 10.5 11.5 1.7-8.3 8 2 11.5L24 33.3l-10.2 5.4 2-11.5-8.3-8L19 17.5Z" />,
  leaf: <path d="M10 38C10 20 22 10 40 9c-1 18-11 30-29 29Zm0 0 16-16" />,
  heart: <path d="M24 39S9 30 9 19a7.5 7.5 0 0 1 15-3 7.5 7.5 0 0 1 15 3c0 11-15 20-15 20Z" />,
  crown: (
    <>
      <path d="m9 34-2-20 10 8 7-12 7 12 10-8-2 20Z" />
      <path d="M9 39h30" />
    </>
  ),
  turban: (
    <>
      <path d="M9 30c0-10 7-17 15-17s15 7 15 17Zm0 0h30M14 24c6-4 14-4 20 0" />
      <path d="M24 13c0-4 3-6 5-6" />
    </>
  ),
};

export function CategoryGlyph({ name }: { name: CategoryGlyphName }) {
  return (
    <svg viewBox="0 0 48 48" width="40" height="40" className="icon stroke-[2.2]" aria-hidden="true" focusable="false">
      {PATHS[name]}
    </svg>
  );
}
