// Inline icons: decorative (aria-hidden); the control that holds one carries the label. The root
// imports this module, so it is in every page's first-load code: the icons drawn there (header,
// offline banner, stars). Icons only parts that load later draw are in part-icons.tsx, and an icon
// only one such part draws lives in that part's file (drawn with `Icon`).
import type { SVGProps } from 'react';

/**
 * The pen every icon shares (no fill, a 2-unit round stroke in the text's colour) is the `icon`
 * class in app.css, written once instead of five attributes on each of a page's thirty icons. A
 * filled icon says so with a class (`fill-current`): a `fill` attribute would lose to the class.
 */
export function Icon({ children, className, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      className={className ? `icon ${className}` : 'icon'}
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function SearchIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Icon>
  );
}

export function MenuIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  );
}

export function CloseIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  );
}

/** The star's outline, in the icons' 24-unit box. */
export const STAR_PATH = 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z';
/** The page's one star outline, which every row of stars uses (features/reviews/components/stars.tsx). */
export const STAR_ID = 'star-shape';

/**
 * The star a row of stars repeats, defined once in every page (root.tsx) rather than in each row:
 * a review list has a row per review. Drawn nowhere itself, and taking no room.
 */
export function StarShape() {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true" focusable="false">
      <defs>
        <path id={STAR_ID} d={STAR_PATH} />
      </defs>
    </svg>
  );
}

export function StarIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d={STAR_PATH} />
    </Icon>
  );
}

export function WifiOffIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="m3 3 18 18M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 4.2-2.5M14.8 10.4A10 10 0 0 1 19 12.9M2 9.3a15 15 0 0 1 4.4-2.8M11 5.1a15 15 0 0 1 11 4.2" />
      <path d="M12 20h.01" />
    </Icon>
  );
}
