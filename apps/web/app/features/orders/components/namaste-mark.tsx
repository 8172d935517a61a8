/**
 * Folded hands drawn as a picture: the emoji renders differently (or as a box) across phones, and
 * the thank-you should look the same for everyone.
 */
export function NamasteMark() {
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="31" className="fill-cream-100" />
      <g className="fill-saffron-700 stroke-maroon-800" strokeWidth="2" strokeLinejoin="round">
        <path d="M31 9c-3 2-5 7-6 13l-3 12-6 8 6 12 9-6Z" />
        <path d="M33 9c3 2 5 7 6 13l3 12 6 8-6 12-9-6Z" />
      </g>
      <path d="M22 54 18 60M42 54l4 6" className="stroke-maroon-800" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
