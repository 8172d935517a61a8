// Illustrations of the demo products: pure functions from a product's art spec to SVG text.
// Everything is drawn with shapes and gradients only (no text, fonts or filters), so librsvg
// renders it identically on every machine. Fabric patterns are rows of dashes with round caps
// clipped to the garment, and backgrounds use linear gradients: librsvg draws <pattern> fills
// and large radial gradients many times slower, which made seeding the images too slow.

import { seededRandom } from './seeded-random';

export type ArtKind =
  | 'dress'
  | 'combo'
  | 'mukut'
  | 'pagdi'
  | 'mukut-pagdi'
  | 'jhula'
  | 'singhasan'
  | 'jhula-singhasan'
  | 'necklace'
  | 'earrings'
  | 'bracelet'
  | 'bansuri'
  | 'flute'
  | 'feather'
  | 'bed'
  | 'mala'
  | 'chunri'
  | 'kit';

export type ArtPattern =
  | 'zari'
  | 'gota'
  | 'mirror'
  | 'velvet'
  | 'cotton'
  | 'woollen'
  | 'embroidery'
  | 'heavy'
  | 'designer'
  | 'print'
  | 'plain';

export type DressCut = 'frock' | 'lehenga' | 'pair';
export type ArtView = 'front' | 'detail' | 'display' | 'swatch' | 'top';

export type ArtSpec = {
  kind: ArtKind;
  pattern: ArtPattern;
  primary: string;
  accent: string;
  cut: DressCut;
  seed: number;
  views: ArtView[];
};

export const ART_SIZE = 800;

// ---------------------------------------------------------------- small helpers

const GOLD = '#d4a62a';
const GOLD_DARK = '#9c7214';
const PEARL = '#fbf6ea';
const FRAME_TONES = ['#8b5a2b', '#d4a62a', '#b9bec8'];

function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function rgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.replace('#', ''), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}

const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

type Pt = [number, number];

function quad(p0: Pt, p1: Pt, p2: Pt, t: number): Pt {
  const u = 1 - t;
  return [u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]];
}

function cubic(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: number): Pt {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]];
}

function range(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i);
}

/** A row of round dots along a path: zero-length dashes with round caps. */
function dotted(d: string, color: string, size: number, gap: number, opacity = 1): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(size)}" stroke-linecap="round" stroke-dasharray="0 ${n(gap)}"${opacity < 1 ? ` stroke-opacity="${opacity}"` : ''}/>`;
}

function pearl(x: number, y: number, r: number): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#pearl)" stroke="#d9ccb0" stroke-width="0.8"/>`;
}

function stone(x: number, y: number, r: number, color: string): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r + r * 0.35)}" fill="url(#gold)"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}" stroke="${darken(color, 0.35)}" stroke-width="1"/>` +
    `<circle cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.35)}" r="${n(r * 0.28)}" fill="#fff" fill-opacity="0.75"/>`
  );
}

function group(content: string, x: number, y: number, scale: number, rotate = 0): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)}) scale(${n(scale)}) translate(-400 -400)">${content}</g>`;
}

/** A filled fabric shape: base colour, the pattern painted inside it, then shading for volume. */
function fabric(ctx: Ctx, d: string, color: string, patterned = true): string {
  const motif = patterned ? motifFor(ctx, color) : null;
  return (
    `<path d="${d}" fill="${color}"/>` + (motif ? paint(motif, outline(d)) : '') + `<path d="${d}" fill="url(#shade)"/>`
  );
}

type Ctx = {
  primary: string;
  accent: string;
  pattern: ArtPattern;
  cut: DressCut;
  rand: () => number;
  /** Frame colour for jhula, singhasan and bed: wood or metal when the product colour is one. */
  frame: string;
  /** Cushion or fabric colour paired with the frame. */
  cushion: string;
};

// ---------------------------------------------------------------- patterns and defs

/** Corners of an outline made of absolute M/L/H/V/C/Q/Z commands, curves sampled into segments. */
function outline(d: string): Pt[] {
  const tokens = d.match(/[MLHVCQZ]|-?\d*\.?\d+/g) ?? [];
  const points: Pt[] = [];
  let cmd = 'M';
  let i = 0;
  let cur: Pt = [0, 0];
  const num = () => Number(tokens[i++]);
  while (i < tokens.length) {
    const token = tokens[i] ?? '';
    if (/[A-Z]/.test(token)) {
      cmd = token;
      i += 1;
      if (cmd === 'Z') continue;
    }
    if (cmd === 'M' || cmd === 'L') cur = [num(), num()];
    else if (cmd === 'H') cur = [num(), cur[1]];
    else if (cmd === 'V') cur = [cur[0], num()];
    else if (cmd === 'Q') {
      const c: Pt = [num(), num()];
      const end: Pt = [num(), num()];
      const from = cur;
      for (let t = 1; t <= 8; t += 1) points.push(quad(from, c, end, t / 8));
      cur = end;
      continue;
    } else if (cmd === 'C') {
      const c1: Pt = [num(), num()];
      const c2: Pt = [num(), num()];
      const end: Pt = [num(), num()];
      const from = cur;
      for (let t = 1; t <= 10; t += 1) points.push(cubic(from, c1, c2, end, t / 10));
      cur = end;
      continue;
    } else throw new Error(`Unsupported path command ${cmd} in fabric outline`);
    points.push(cur);
  }
  return points;
}

/** Where a horizontal line at y is inside the outline, as [from, to] spans. */
function spans(poly: Pt[], y: number): [number, number][] {
  const xs: number[] = [];
  poly.forEach((a, i) => {
    const b = poly[(i + 1) % poly.length] ?? a;
    if ((a[1] <= y && y < b[1]) || (b[1] <= y && y < a[1]))
      xs.push(a[0] + ((y - a[1]) * (b[0] - a[0])) / (b[1] - a[1]));
  });
  xs.sort((p, q) => p - q);
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < xs.length; i += 2) out.push([xs[i] ?? 0, xs[i + 1] ?? 0]);
  return out;
}

/** First lattice position at or after x for a lattice through `origin` with the given period. */
function align(x: number, origin: number, period: number): number {
  return origin + Math.ceil((x - origin) / period) * period;
}

type Dot = {
  color: string;
  size: number;
  dx?: number;
  dy?: number;
  shift?: number;
  dash?: number;
  gap?: number;
  alpha?: number;
};
type Motif = {
  tile: number;
  step: number;
  dots: (row: number) => Dot[];
  /** Horizontal ornament of a row between xa and xb; `origin` is the row's lattice origin. */
  line?: (xa: number, xb: number, y: number, origin: number, row: number) => string;
};

/**
 * Paints a motif inside an outline. Each pattern row is one or a few dashed paths (dots are
 * zero-length dashes with round caps) trimmed to the outline, so nothing needs clipping.
 */
function paint(motif: Motif, poly: Pt[]): string {
  const ys = poly.map((pt) => pt[1]);
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  const left = Math.min(...poly.map((pt) => pt[0]));
  const out: string[] = [];
  for (let row = 0, y = top + motif.step / 2; y < bottom; row += 1, y += motif.step) {
    const origin = left + (row % 2 === 0 ? 0 : motif.tile / 2);
    for (const [xa, xb] of spans(poly, y)) {
      if (motif.line) out.push(motif.line(xa + 4, xb - 4, y, origin, row));
      for (const dot of motif.dots(row)) {
        const gap = dot.gap ?? motif.tile;
        const dash = dot.dash ?? 0;
        const inset = dot.size / 2 + Math.abs(dot.dx ?? 0) + 2;
        const xs = align(xa + inset, origin + (dot.shift ?? 0), gap);
        const xe = xb - inset - dash;
        if (xs > xe) continue;
        out.push(
          `<path d="M${n(xs + (dot.dx ?? 0))} ${n(y + (dot.dy ?? 0))} H${n(xe + (dot.dx ?? 0) + dash)}" stroke="${dot.color}" stroke-width="${n(dot.size)}" stroke-linecap="round" stroke-dasharray="${n(dash)} ${n(gap - dash)}"${dot.alpha ? ` stroke-opacity="${dot.alpha}"` : ''}/>`,
        );
      }
    }
  }
  return out.join('');
}

function ring(count: number, radius: number, dot: Omit<Dot, 'dx' | 'dy'>, turn = 0): Dot[] {
  return range(count).map((i) => {
    const a = (i / count) * Math.PI * 2 + turn;
    return { ...dot, dx: Math.cos(a) * radius, dy: Math.sin(a) * radius };
  });
}

function zigzag(
  xa: number,
  xb: number,
  y: number,
  origin: number,
  period: number,
  rise: number,
  attrs: string,
): string {
  const start = align(xa, origin, period);
  const count = Math.floor((xb - start) / (period / 2));
  if (count < 1) return '';
  const d = range(count)
    .map((i) => `l${n(period / 2)} ${n(i % 2 === 0 ? rise : -rise)}`)
    .join(' ');
  return `<path d="M${n(start)} ${n(y)} ${d}" fill="none" ${attrs}/>`;
}

function motifFor(ctx: Ctx, base: string): Motif | null {
  const light = luminance(base) > 0.62;
  const ink = light ? darken(base, 0.45) : lighten(base, 0.55);
  const accent = ctx.accent;
  switch (ctx.pattern) {
    case 'zari':
      return {
        tile: 36,
        step: 18,
        dots: () => [
          { color: GOLD, size: 6 },
          { color: '#f7e7a8', size: 2.6, shift: 18 },
        ],
      };
    case 'gota':
      return {
        tile: 60,
        step: 30,
        dots: (row) =>
          row % 2 === 0 ? [{ color: '#f7e7a8', size: 3, gap: 12 }] : [{ color: GOLD, size: 7, dash: 8, gap: 30 }],
        line: (xa, xb, y, _o, row) =>
          row % 2 === 0
            ? `<path d="M${n(xa)} ${n(y)} H${n(xb)}" stroke="${GOLD}" stroke-width="8" stroke-opacity="0.85"/>`
            : '',
      };
    case 'mirror':
      return {
        tile: 56,
        step: 28,
        dots: () => [
          { color: accent, size: 26 },
          { color: '#dfe6ee', size: 15 },
          { color: '#ffffff', size: 5, dx: -2.5, dy: -2.5 },
          { color: ink, size: 5, shift: 28 },
        ],
      };
    case 'velvet':
      return {
        tile: 70,
        step: 35,
        dots: () => [...ring(3, 5.5, { color: GOLD, size: 6 }, -Math.PI / 2), { color: GOLD, size: 2.5, shift: 35 }],
      };
    case 'cotton':
      return {
        tile: 48,
        step: 24,
        dots: () => [
          ...ring(5, 4.5, { color: ink, size: 6.8, alpha: 0.75 }, -Math.PI / 2),
          { color: accent, size: 4.8 },
        ],
      };
    case 'woollen':
      return {
        tile: 40,
        step: 20,
        dots: () => [],
        line: (xa, xb, y, origin, row) =>
          zigzag(
            xa,
            xb,
            y - 5,
            origin,
            20,
            row % 2 === 0 ? 10 : -6,
            `stroke="${ink}" stroke-width="3.5" stroke-opacity="0.45"`,
          ),
      };
    case 'embroidery':
      return {
        tile: 80,
        step: 44,
        dots: () => [
          ...ring(6, 8, { color: accent, size: 9 }),
          { color: GOLD, size: 8 },
          { color: '#4f9d4f', size: 5, dash: 9, dx: 18, dy: 14 },
          { color: '#4f9d4f', size: 5, dash: 9, dx: -27, dy: 14 },
        ],
      };
    case 'heavy':
      return {
        tile: 50,
        step: 25,
        dots: () => [
          { color: GOLD, size: 16 },
          { color: accent, size: 11 },
          { color: PEARL, size: 8, shift: 25 },
        ],
        line: (xa, xb, y, origin) =>
          zigzag(xa, xb, y - 12.5, origin + 25, 50, 25, `stroke="${GOLD}" stroke-width="2.5"`),
      };
    case 'designer':
      return {
        tile: 64,
        step: 32,
        dots: () => [
          { color: PEARL, size: 7, shift: 16, dy: -8 },
          { color: GOLD, size: 5, shift: 48, dy: 8 },
        ],
        line: (xa, xb, y, origin) => {
          const start = align(xa, origin, 32);
          const count = Math.floor((xb - start) / 32);
          if (count < 1) return '';
          const d = range(count)
            .map((i) => `q16 ${i % 2 === 0 ? -16 : 16} 32 0`)
            .join(' ');
          return `<path d="M${n(start)} ${n(y)} ${d}" fill="none" stroke="${lighten(base, 0.6)}" stroke-width="2" stroke-opacity="0.75"/>`;
        },
      };
    case 'print': {
      const dot = light ? darken(base, 0.3) : '#fff8e8';
      return { tile: 36, step: 18, dots: () => ring(4, 3, { color: dot, size: 4, alpha: 0.85 }) };
    }
    case 'plain':
      return null;
  }
}

function defs(): string {
  return (
    '<defs>' +
    `<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8e39a"/><stop offset="0.45" stop-color="${GOLD}"/><stop offset="0.75" stop-color="${GOLD_DARK}"/><stop offset="1" stop-color="#f0d27a"/></linearGradient>` +
    `<radialGradient id="pearl" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e6dcc4"/></radialGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="0.38" stop-color="#fff" stop-opacity="0.14"/><stop offset="0.62" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.26"/></linearGradient>` +
    `<linearGradient id="bgWarm" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdf0d8"/><stop offset="0.6" stop-color="#fbe3b8"/><stop offset="1" stop-color="#f2c27e"/></linearGradient>` +
    `<linearGradient id="bgSoft" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff6e6"/><stop offset="1" stop-color="#f7d8a8"/></linearGradient>` +
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7b267"/><stop offset="1" stop-color="#e8843c"/></linearGradient>` +
    `<linearGradient id="niche" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff8e7"/><stop offset="1" stop-color="#f3c98b"/></linearGradient>` +
    `<linearGradient id="velvet" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9b1c2e"/><stop offset="1" stop-color="#4a0a16"/></linearGradient>` +
    '</defs>'
  );
}

// ---------------------------------------------------------------- backgrounds

function petalRing(
  cx: number,
  cy: number,
  radius: number,
  count: number,
  rx: number,
  ry: number,
  fill: string,
  opacity: number,
): string {
  return range(count)
    .map((i) => {
      const deg = (i * 360) / count;
      return `<ellipse cx="${n(cx)}" cy="${n(cy - radius)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${n(deg)} ${n(cx)} ${n(cy)})"/>`;
    })
    .join('');
}

function marigold(x: number, y: number, r: number, color: string): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.62)}" fill="${darken(color, 0.12)}" stroke="${lighten(color, 0.25)}" stroke-width="${n(r * 0.25)}" stroke-dasharray="2 2"/>`;
}

function scatteredPetals(rand: () => number, count: number): string {
  return range(count)
    .map(() => {
      const side = rand() < 0.5;
      const x = side ? 30 + rand() * 120 : 650 + rand() * 120;
      const y = 60 + rand() * 680;
      const color = rand() < 0.5 ? '#f59e0b' : '#ef6c1a';
      return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="9" ry="4.5" fill="${color}" fill-opacity="0.55" transform="rotate(${n(rand() * 180)} ${n(x)} ${n(y)})"/>`;
    })
    .join('');
}

function backgroundFront(ctx: Ctx): string {
  return (
    '<rect width="800" height="800" fill="url(#bgWarm)"/>' +
    [330, 280, 225, 165].map((r) => `<circle cx="400" cy="390" r="${r}" fill="#fffaf0" fill-opacity="0.3"/>`).join('') +
    `<circle cx="400" cy="390" r="338" fill="none" stroke="${GOLD}" stroke-width="2" stroke-opacity="0.35"/>` +
    `<circle cx="400" cy="390" r="352" fill="none" stroke="${GOLD}" stroke-width="1" stroke-dasharray="2 8" stroke-opacity="0.5"/>` +
    petalRing(400, 390, 370, 36, 9, 20, GOLD, 0.22) +
    scatteredPetals(ctx.rand, 10) +
    '<ellipse cx="400" cy="712" rx="250" ry="26" fill="#8a4b0f" fill-opacity="0.12"/>'
  );
}

function backgroundDetail(): string {
  return '<rect width="800" height="800" fill="url(#bgSoft)"/>' + petalRing(400, 400, 470, 48, 12, 30, GOLD, 0.12);
}

function backgroundDisplay(): string {
  const garland = range(19)
    .map((i) => {
      const t = i / 18;
      const [x, y] = quad([150, 150], [400, 250], [650, 150], t);
      return marigold(x, y, 17, i % 2 === 0 ? '#f59e0b' : '#f97316');
    })
    .join('');
  const diya = (x: number) =>
    `<path d="M${x - 38} 690 q38 40 76 0 z" fill="#b45309"/><path d="M${x - 38} 690 h76" stroke="#f7c948" stroke-width="5"/>` +
    `<ellipse cx="${x}" cy="650" rx="20" ry="36" fill="#fff3c4" fill-opacity="0.5"/><path d="M${x} 628 q12 24 0 50 q-12 -26 0 -50z" fill="#fbbf24"/><path d="M${x} 648 q5 12 0 26 q-5 -14 0 -26z" fill="#fff7d6"/>`;
  return (
    '<rect width="800" height="800" fill="url(#wall)"/>' +
    petalRing(400, 820, 520, 40, 14, 40, '#fff2d0', 0.16) +
    '<path d="M150 740 V300 Q150 110 400 110 Q650 110 650 300 V740 Z" fill="url(#niche)" stroke="#c98a1c" stroke-width="10"/>' +
    dotted('M165 740 V300 Q165 126 400 126 Q635 126 635 300 V740', GOLD, 7, 18, 0.9) +
    garland +
    '<rect x="0" y="730" width="800" height="70" fill="#7c2d12"/>' +
    '<rect x="0" y="726" width="800" height="8" fill="#d4a62a"/>' +
    '<path d="M230 640 h340 l-14 60 h-312 z" fill="#b3122e"/>' +
    dotted('M236 660 H564', GOLD, 6, 14) +
    '<rect x="240" y="700" width="18" height="36" fill="#7a3e12"/><rect x="542" y="700" width="18" height="36" fill="#7a3e12"/>' +
    '<rect x="222" y="626" width="356" height="18" rx="6" fill="#8b4513"/>' +
    diya(90) +
    diya(710)
  );
}

function backgroundSwatch(ctx: Ctx): string {
  const d = 'M-60 120 L860 40 L860 620 L-60 700 Z';
  const motif = motifFor(ctx, ctx.primary);
  // The motif is drawn 2.6 times larger, so its outline is the visible cloth in scaled units.
  const visible: Pt[] = [
    [0, 115],
    [800, 45],
    [800, 625],
    [0, 695],
  ];
  return (
    '<rect width="800" height="800" fill="url(#bgSoft)"/>' +
    `<path d="${d}" fill="${ctx.primary}"/>` +
    (motif
      ? `<g transform="scale(2.6)">${paint(
          motif,
          visible.map(([x, y]) => [x / 2.6, y / 2.6] as Pt),
        )}</g>`
      : '') +
    `<path d="${d}" fill="url(#shade)" fill-opacity="0.6"/>` +
    `<path d="M-60 640 L860 560" stroke="${ctx.accent}" stroke-width="70"/>` +
    dotted('M-60 640 L860 560', GOLD, 14, 30) +
    dotted('M-60 612 L860 532', '#fff3c4', 6, 14) +
    dotted('M-60 668 L860 588', '#fff3c4', 6, 14) +
    range(24)
      .map((i) => {
        const x = -40 + i * 40;
        const y = 700 - (i * 40 + 20) * (80 / 920);
        return `<path d="M${n(x)} ${n(y - 22)} q14 30 28 0" fill="${ctx.accent}" stroke="${GOLD}" stroke-width="2"/>`;
      })
      .join('')
  );
}

function backgroundTop(): string {
  return (
    '<rect width="800" height="800" fill="url(#bgSoft)"/>' +
    '<rect x="60" y="60" width="680" height="680" rx="26" fill="url(#velvet)"/>' +
    `<rect x="84" y="84" width="632" height="632" rx="18" fill="none" stroke="${GOLD}" stroke-width="6"/>` +
    dotted('M100 100 H700 V700 H100 Z', GOLD, 6, 20, 0.8) +
    range(4)
      .map((i) => {
        const x = i % 2 === 0 ? 120 : 680;
        const y = i < 2 ? 120 : 680;
        return petalRing(x, y, 16, 8, 6, 12, '#f59e0b', 0.9) + `<circle cx="${x}" cy="${y}" r="7" fill="${GOLD}"/>`;
      })
      .join('')
  );
}

// ---------------------------------------------------------------- the products

function peacockFeather(x: number, y: number, length: number, angle: number): string {
  const tip = y - length;
  const eyeY = tip + length * 0.22;
  const barbs = range(9)
    .map((i) => {
      const yy = y - length * (0.2 + i * 0.07);
      const w = length * (0.06 + i * 0.016);
      return `<path d="M${n(x)} ${n(yy)} l${n(-w)} ${n(-w * 0.9)} M${n(x)} ${n(yy)} l${n(w)} ${n(-w * 0.9)}" stroke="#3f8f3a" stroke-width="2" stroke-opacity="0.7"/>`;
    })
    .join('');
  const s = length / 300;
  return (
    `<g transform="rotate(${n(angle)} ${n(x)} ${n(y)})">` +
    `<path d="M${n(x)} ${n(y)} L${n(x)} ${n(tip + 20 * s)}" stroke="#c9b27a" stroke-width="${n(4 * s + 1)}"/>` +
    barbs +
    `<ellipse cx="${n(x)}" cy="${n(eyeY)}" rx="${n(58 * s)}" ry="${n(86 * s)}" fill="#2f7d32" fill-opacity="0.85"/>` +
    `<ellipse cx="${n(x)}" cy="${n(eyeY)}" rx="${n(40 * s)}" ry="${n(56 * s)}" fill="#c8a23a"/>` +
    `<ellipse cx="${n(x)}" cy="${n(eyeY + 4 * s)}" rx="${n(30 * s)}" ry="${n(40 * s)}" fill="#0f8a80"/>` +
    `<ellipse cx="${n(x)}" cy="${n(eyeY + 8 * s)}" rx="${n(18 * s)}" ry="${n(24 * s)}" fill="#1f3f99"/>` +
    `<ellipse cx="${n(x)}" cy="${n(eyeY + 10 * s)}" rx="${n(9 * s)}" ry="${n(12 * s)}" fill="#0b1740"/>` +
    '</g>'
  );
}

function hemDecor(ctx: Ctx, p0: Pt, p1: Pt, p2: Pt, width: number): string {
  const d = `M${n(p0[0])} ${n(p0[1])} Q${n(p1[0])} ${n(p1[1])} ${n(p2[0])} ${n(p2[1])}`;
  const rich = ctx.pattern === 'heavy' || ctx.pattern === 'designer';
  const drops = range(rich ? 15 : 11)
    .map((i, _, all) => {
      const [x, y] = quad(p0, p1, p2, (i + 0.5) / all.length);
      return rich
        ? pearl(x, y + width / 2 + 9, 7)
        : `<circle cx="${n(x)}" cy="${n(y + width / 2 + 6)}" r="5" fill="${GOLD}"/>`;
    })
    .join('');
  return (
    `<path d="${d}" fill="none" stroke="${ctx.accent}" stroke-width="${width}"/>` +
    `<path d="${d}" fill="none" stroke="url(#gold)" stroke-width="${n(width * 0.3)}"/>` +
    dotted(d, ctx.pattern === 'mirror' ? '#e9eef4' : '#fff0b8', width * 0.22, width * 0.55) +
    (ctx.pattern === 'heavy' ? dotted(d, ctx.primary, 9, 38) : '') +
    drops
  );
}

function frock(ctx: Ctx, color: string): string {
  const skirt = 'M270 330 C240 430 170 560 130 655 Q400 715 670 655 C630 560 560 430 530 330 Z';
  const bodice = 'M288 205 Q400 178 512 205 L530 340 Q400 356 270 340 Z';
  const sleeveL = 'M295 215 Q220 220 190 300 Q230 330 282 300 Z';
  const sleeveR = 'M505 215 Q580 220 610 300 Q570 330 518 300 Z';
  const pleats = range(7)
    .map((i) => {
      const x = 300 + i * 33;
      const bx = 175 + i * 75;
      return `<path d="M${x} 345 Q${n((x + bx) / 2)} 500 ${bx} 665" stroke="${darken(color, 0.3)}" stroke-width="3" fill="none" stroke-opacity="0.35"/>`;
    })
    .join('');
  return (
    fabric(ctx, skirt, color) +
    pleats +
    hemDecor(ctx, [140, 650], [400, 712], [660, 650], 34) +
    fabric(ctx, sleeveL, color, false) +
    fabric(ctx, sleeveR, color, false) +
    `<path d="M195 298 Q232 326 280 300" fill="none" stroke="${ctx.accent}" stroke-width="12"/>` +
    `<path d="M605 298 Q568 326 520 300" fill="none" stroke="${ctx.accent}" stroke-width="12"/>` +
    fabric(ctx, bodice, color) +
    `<path d="M270 338 Q400 356 530 338" fill="none" stroke="${ctx.accent}" stroke-width="20"/>` +
    dotted('M276 338 Q400 356 524 338', '#fff0b8', 5, 14) +
    `<path d="M345 196 Q400 262 455 196" fill="${lighten(ctx.accent, 0.1)}" stroke="url(#gold)" stroke-width="8"/>` +
    dotted('M350 204 Q400 258 450 204', PEARL, 6, 11) +
    stone(400, 250, 9, ctx.accent === GOLD ? '#b3122e' : ctx.accent)
  );
}

function lehenga(ctx: Ctx, color: string): string {
  const skirt = 'M300 330 C270 450 200 590 160 690 Q400 740 640 690 C600 590 530 450 500 330 Z';
  const choli = 'M305 200 Q400 180 495 200 L505 335 Q400 348 295 335 Z';
  const pleats = range(9)
    .map((i) => {
      const x = 310 + i * 22.5;
      const bx = 190 + i * 52.5;
      return `<path d="M${n(x)} 340 L${n(bx)} 700" stroke="${darken(color, 0.28)}" stroke-width="3" stroke-opacity="0.35"/>`;
    })
    .join('');
  const sash = 'M312 206 Q338 420 586 560 L604 522 Q380 400 346 200 Z';
  const sleeveL = 'M310 212 Q255 222 236 282 Q268 300 300 280 Z';
  const sleeveR = 'M490 212 Q545 222 564 282 Q532 300 500 280 Z';
  return (
    fabric(ctx, skirt, color) +
    pleats +
    hemDecor(ctx, [168, 686], [400, 744], [632, 686], 38) +
    hemDecor(ctx, [230, 540], [400, 575], [570, 540], 16) +
    fabric(ctx, sleeveL, color, false) +
    fabric(ctx, sleeveR, color, false) +
    `<path d="M240 280 Q270 298 300 278 M560 280 Q530 298 500 278" fill="none" stroke="${ctx.accent}" stroke-width="9"/>` +
    fabric(ctx, choli, color) +
    `<path d="M296 334 Q400 350 504 334" fill="none" stroke="${ctx.accent}" stroke-width="18"/>` +
    dotted('M300 334 Q400 350 500 334', '#fff0b8', 5, 13) +
    `<path d="M355 196 Q400 250 445 196" fill="none" stroke="url(#gold)" stroke-width="8"/>` +
    `<path d="${sash}" fill="${lighten(ctx.accent, 0.3)}" fill-opacity="0.6"/>` +
    dotted('M312 206 Q338 420 586 560', GOLD, 7, 14) +
    dotted('M346 200 Q380 400 604 522', GOLD, 7, 14) +
    range(5)
      .map((i) => {
        const [x, y] = quad([586, 560], [595, 541], [604, 522], i / 4);
        return `<path d="M${n(x)} ${n(y)} l10 22" stroke="${GOLD}" stroke-width="2.5"/><circle cx="${n(x + 11)}" cy="${n(y + 26)}" r="4.5" fill="${GOLD}"/>`;
      })
      .join('')
  );
}

function dress(ctx: Ctx): string {
  if (ctx.cut === 'frock') return frock(ctx, ctx.primary);
  if (ctx.cut === 'lehenga') return lehenga(ctx, ctx.primary);
  const radha = luminance(ctx.primary) > 0.6 ? darken(ctx.primary, 0.15) : lighten(ctx.primary, 0.28);
  return group(frock(ctx, ctx.primary), 252, 440, 0.68) + group(lehenga(ctx, radha), 552, 425, 0.68);
}

function mukut(ctx: Ctx): string {
  const body =
    'M250 560 C238 470 292 425 322 402 C330 345 372 305 400 252 C428 305 470 345 478 402 C508 425 562 470 550 560 Z';
  const inner =
    'M282 540 C276 478 314 446 340 428 C348 380 378 350 400 312 C422 350 452 380 460 428 C486 446 524 478 518 540 Z';
  const bandD = 'M238 556 Q400 610 562 556';
  const latkans = range(7)
    .map((i) => {
      const [x, y] = quad([246, 566], [400, 624], [554, 566], (i + 0.5) / 7);
      return (
        `<path d="M${n(x)} ${n(y)} v26" stroke="${GOLD}" stroke-width="2"/>` +
        pearl(x, y + 32, 8) +
        `<circle cx="${n(x)}" cy="${n(y + 46)}" r="4" fill="${ctx.primary}"/>`
      );
    })
    .join('');
  const sideStones = range(5)
    .map((i) => {
      const [x, y] = quad([262, 578], [400, 632], [538, 578], (i + 0.5) / 5);
      return stone(x, y - 22, 7, i % 2 === 0 ? ctx.primary : '#2f7d32');
    })
    .join('');
  return (
    peacockFeather(412, 470, 380, 8) +
    `<path d="${body}" fill="url(#gold)" stroke="${GOLD_DARK}" stroke-width="4"/>` +
    `<path d="${inner}" fill="${darken(ctx.primary, 0.05)}" fill-opacity="0.92"/>` +
    `<path d="${inner}" fill="none" stroke="url(#gold)" stroke-width="6"/>` +
    dotted(inner, PEARL, 7, 15) +
    stone(400, 420, 26, ctx.primary === GOLD ? '#b3122e' : lighten(ctx.primary, 0.15)) +
    stone(340, 480, 12, '#2f7d32') +
    stone(460, 480, 12, '#2f7d32') +
    stone(400, 345, 10, '#b3122e') +
    range(4)
      .map((i) => pearl(360 + i * 27, 510, 7))
      .join('') +
    `<path d="${bandD}" fill="none" stroke="url(#gold)" stroke-width="44"/>` +
    dotted(bandD, '#b3122e', 10, 26) +
    dotted('M240 536 Q400 590 560 536', PEARL, 6, 12) +
    sideStones +
    latkans
  );
}

function pagdi(ctx: Ctx): string {
  const dome = 'M215 540 C195 385 280 285 400 285 C520 285 605 385 585 540 Q400 580 215 540 Z';
  const wraps = range(6)
    .map((i) => {
      const y = 560 - i * 48;
      return (
        `<path d="M${205 + i * 10} ${y} Q400 ${y - 150 + i * 10} ${595 - i * 10} ${y - 60}" fill="none" stroke="${i % 2 === 0 ? darken(ctx.primary, 0.2) : lighten(ctx.primary, 0.2)}" stroke-width="16" stroke-opacity="0.55"/>` +
        `<path d="M${205 + i * 10} ${y + 9} Q400 ${y - 141 + i * 10} ${595 - i * 10} ${y - 51}" fill="none" stroke="${GOLD}" stroke-width="2.5" stroke-opacity="0.9"/>`
      );
    })
    .join('');
  const rim = 'M212 535 Q400 590 588 535';
  return (
    `<g transform="rotate(-8 400 420)">${peacockFeather(470, 360, 230, 14)}</g>` +
    `<clipPath id="pagdiDome"><path d="${dome}"/></clipPath>` +
    fabric(ctx, dome, ctx.primary) +
    `<g clip-path="url(#pagdiDome)">${wraps}</g>` +
    `<path d="${rim}" fill="none" stroke="${ctx.accent}" stroke-width="34"/>` +
    dotted(rim, '#fff0b8', 8, 18) +
    dotted('M240 470 Q400 560 560 470', PEARL, 11, 15) +
    dotted('M265 430 Q400 510 535 430', PEARL, 9, 13) +
    `<path d="M400 300 q-30 -60 0 -110 q30 50 0 110z" fill="${PEARL}" stroke="${GOLD}" stroke-width="3"/>` +
    `<ellipse cx="400" cy="360" rx="46" ry="52" fill="url(#gold)" stroke="${GOLD_DARK}" stroke-width="3"/>` +
    stone(400, 360, 22, ctx.primary === GOLD ? '#b3122e' : ctx.accent === GOLD ? '#2f7d32' : ctx.accent) +
    range(10)
      .map((i) => {
        const a = (i / 10) * Math.PI * 2;
        return pearl(400 + Math.cos(a) * 52, 360 + Math.sin(a) * 58, 6);
      })
      .join('') +
    pearl(400, 430, 10)
  );
}

function frameParts(ctx: Ctx): { pillars: string; beam: string } {
  const f = ctx.frame;
  const dark = darken(f, 0.3);
  const pillar = (x: number) =>
    `<rect x="${x - 14}" y="200" width="28" height="470" rx="10" fill="${f}" stroke="${dark}" stroke-width="3"/>` +
    range(5)
      .map(
        (i) =>
          `<ellipse cx="${x}" cy="${250 + i * 95}" rx="24" ry="12" fill="${lighten(f, 0.15)}" stroke="${dark}" stroke-width="2"/>`,
      )
      .join('') +
    `<path d="M${x - 18} 186 q18 -44 36 0 z" fill="url(#gold)"/><circle cx="${x}" cy="136" r="8" fill="url(#gold)"/>`;
  const garland = range(13)
    .map((i) => {
      const t = i / 12;
      const x = 200 + t * 400;
      const y = 238 + Math.sin(t * Math.PI * 3) ** 2 * 26;
      return marigold(x, y, 12, i % 2 === 0 ? '#f59e0b' : '#e85d04');
    })
    .join('');
  return {
    pillars:
      `<rect x="140" y="660" width="520" height="34" rx="14" fill="${f}" stroke="${dark}" stroke-width="3"/>` +
      `<rect x="160" y="690" width="40" height="26" rx="6" fill="${dark}"/><rect x="600" y="690" width="40" height="26" rx="6" fill="${dark}"/>` +
      pillar(200) +
      pillar(600),
    beam:
      `<path d="M180 205 Q400 90 620 205" fill="none" stroke="${f}" stroke-width="18"/>` +
      dotted('M190 200 Q400 100 610 200', GOLD, 7, 16) +
      `<rect x="170" y="196" width="460" height="30" rx="12" fill="${f}" stroke="${dark}" stroke-width="3"/>` +
      dotted('M184 211 H616', GOLD, 6, 18) +
      garland,
  };
}

function chains(x: number, top: number, bottom: number): string {
  const d = `M${x} ${top} V${bottom}`;
  return `<path d="${d}" stroke="${GOLD_DARK}" stroke-width="9" stroke-dasharray="12 5"/><path d="${d}" stroke="#f8e39a" stroke-width="3" stroke-dasharray="12 5"/>`;
}

function bell(x: number, y: number, r: number): string {
  return `<path d="M${n(x - r)} ${n(y + r)} Q${n(x - r)} ${n(y - r)} ${n(x)} ${n(y - r)} Q${n(x + r)} ${n(y - r)} ${n(x + r)} ${n(y + r)} Z" fill="url(#gold)" stroke="${GOLD_DARK}" stroke-width="1.5"/><circle cx="${n(x)}" cy="${n(y + r + 3)}" r="${n(r * 0.3)}" fill="${GOLD_DARK}"/>`;
}

function swingSeat(ctx: Ctx): string {
  const f = ctx.frame;
  return (
    `<path d="M290 520 V440 Q400 380 510 440 V520 Z" fill="${f}" stroke="${darken(f, 0.3)}" stroke-width="4"/>` +
    `<path d="M310 512 V452 Q400 404 490 452 V512 Z" fill="${ctx.cushion}"/><path d="M310 512 V452 Q400 404 490 452 V512 Z" fill="url(#shade)"/>` +
    dotted('M310 452 Q400 404 490 452', GOLD, 6, 14) +
    `<rect x="270" y="512" width="260" height="44" rx="16" fill="${ctx.cushion}" stroke="url(#gold)" stroke-width="6"/>` +
    `<rect x="262" y="552" width="276" height="18" rx="8" fill="${f}"/>` +
    range(6)
      .map((i) => bell(285 + i * 46, 585, 9))
      .join('')
  );
}

function jhula(ctx: Ctx): string {
  const { pillars, beam } = frameParts(ctx);
  return (
    pillars +
    beam +
    chains(300, 226, 470) +
    chains(500, 226, 470) +
    swingSeat(ctx) +
    bell(250, 262, 10) +
    bell(550, 262, 10)
  );
}

function singhasan(ctx: Ctx): string {
  const f = ctx.frame;
  const dark = darken(f, 0.3);
  const back = 'M250 520 V300 Q250 200 330 190 Q350 130 400 120 Q450 130 470 190 Q550 200 550 300 V520 Z';
  const panel = 'M282 510 V310 Q282 230 345 222 Q362 172 400 162 Q438 172 455 222 Q518 230 518 310 V510 Z';
  const arm = (x: number, dir: number) =>
    `<path d="M${x} 470 q${dir * 80} -10 ${dir * 90} 40 v80 h${-dir * 90} z" fill="${f}" stroke="${dark}" stroke-width="3"/>` +
    `<circle cx="${x + dir * 86}" cy="500" r="20" fill="url(#gold)" stroke="${GOLD_DARK}" stroke-width="2"/>` +
    stone(x + dir * 86, 500, 7, ctx.cushion);
  const legs = [280, 360, 440, 520]
    .map((x) => `<path d="M${x - 14} 650 h28 l-6 55 h-16 z" fill="${f}" stroke="${dark}" stroke-width="2"/>`)
    .join('');
  return (
    legs +
    `<path d="${back}" fill="${f}" stroke="${dark}" stroke-width="5"/>` +
    dotted(back, GOLD, 9, 20) +
    `<path d="${panel}" fill="${ctx.cushion}"/><path d="${panel}" fill="url(#shade)"/>` +
    petalRing(400, 330, 52, 12, 11, 24, GOLD, 0.9) +
    stone(400, 330, 24, ctx.cushion === GOLD ? '#b3122e' : lighten(ctx.cushion, 0.2)) +
    arm(250, -1) +
    arm(550, 1) +
    `<rect x="220" y="530" width="360" height="50" rx="18" fill="${ctx.cushion}" stroke="url(#gold)" stroke-width="7"/>` +
    `<path d="M220 580 h360 v70 h-360 z" fill="${f}" stroke="${dark}" stroke-width="3"/>` +
    range(8)
      .map(
        (i) =>
          `<path d="M${232 + i * 42} 580 q21 40 42 0" fill="${lighten(f, 0.12)}" stroke="${GOLD}" stroke-width="3"/>`,
      )
      .join('') +
    dotted('M236 636 H564', GOLD, 7, 18)
  );
}

function jhulaSinghasan(ctx: Ctx): string {
  const { pillars, beam } = frameParts(ctx);
  return pillars + beam + chains(300, 226, 420) + chains(500, 226, 420) + group(singhasan(ctx), 400, 520, 0.55);
}

function necklace(ctx: Ctx): string {
  const p0: Pt = [220, 200];
  const p1: Pt = [230, 520];
  const p2: Pt = [570, 520];
  const p3: Pt = [580, 200];
  const outer = `M${p0.join(' ')} C${p1.join(' ')} ${p2.join(' ')} ${p3.join(' ')}`;
  const inner = 'M270 200 C280 440 520 440 530 200';
  const kundans = range(11)
    .map((i) => {
      const [x, y] = cubic(p0, p1, p2, p3, 0.12 + (i / 10) * 0.76);
      return (
        `<rect x="${n(x - 15)}" y="${n(y - 15)}" width="30" height="30" rx="8" fill="url(#gold)" transform="rotate(45 ${n(x)} ${n(y)})"/>` +
        stone(x, y, 8, i % 2 === 0 ? ctx.primary : '#2f7d32') +
        pearl(x, y + 26, 6)
      );
    })
    .join('');
  return (
    `<path d="${inner}" fill="none" stroke="${GOLD_DARK}" stroke-width="3"/>` +
    dotted(inner, PEARL, 11, 15) +
    `<path d="${outer}" fill="none" stroke="${GOLD_DARK}" stroke-width="4"/>` +
    dotted(outer, GOLD, 12, 16) +
    kundans +
    `<path d="M400 470 C350 470 345 560 400 610 C455 560 450 470 400 470 Z" fill="url(#gold)" stroke="${GOLD_DARK}" stroke-width="3"/>` +
    stone(400, 530, 22, ctx.primary) +
    petalRing(400, 530, 38, 10, 5, 8, PEARL, 1) +
    pearl(400, 628, 11) +
    pearl(370, 612, 7) +
    pearl(430, 612, 7) +
    `<path d="M220 200 q-10 -40 20 -60 M580 200 q10 -40 -20 -60" fill="none" stroke="#b3122e" stroke-width="5"/>`
  );
}

function jhumka(ctx: Ctx, x: number): string {
  const top = 230;
  return (
    `<path d="M${x} ${top - 50} q-26 0 -20 30" fill="none" stroke="${GOLD_DARK}" stroke-width="4"/>` +
    `<circle cx="${x}" cy="${top}" r="30" fill="url(#gold)" stroke="${GOLD_DARK}" stroke-width="2"/>` +
    stone(x, top, 14, ctx.primary) +
    dotted(`M${x} ${top + 30} V${top + 70}`, GOLD, 7, 11) +
    `<path d="M${x - 70} ${top + 190} Q${x - 70} ${top + 70} ${x} ${top + 70} Q${x + 70} ${top + 70} ${x + 70} ${top + 190} Z" fill="url(#gold)" stroke="${GOLD_DARK}" stroke-width="3"/>` +
    dotted(`M${x - 56} ${top + 150} Q${x} ${top + 110} ${x + 56} ${top + 150}`, ctx.primary, 10, 18) +
    stone(x, top + 118, 10, '#2f7d32') +
    range(7)
      .map((i) => {
        const px = x - 60 + i * 20;
        return `<path d="M${px} ${top + 190} v18" stroke="${GOLD}" stroke-width="2"/>` + pearl(px, top + 216, 8);
      })
      .join('')
  );
}

function earrings(ctx: Ctx): string {
  return jhumka(ctx, 290) + jhumka(ctx, 510);
}

function kada(ctx: Ctx, cx: number, cy: number): string {
  const stones = range(14)
    .map((i) => {
      const a = (i / 14) * Math.PI * 2;
      return stone(cx + Math.cos(a) * 150, cy + Math.sin(a) * 70, 9, i % 2 === 0 ? ctx.primary : PEARL);
    })
    .join('');
  return (
    `<ellipse cx="${cx}" cy="${cy + 18}" rx="150" ry="70" fill="none" stroke="${GOLD_DARK}" stroke-width="34"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="150" ry="70" fill="none" stroke="url(#gold)" stroke-width="34"/>` +
    stones
  );
}

function bracelet(ctx: Ctx): string {
  return kada(ctx, 360, 360) + kada(ctx, 440, 500);
}

function flute(ctx: Ctx, jewelled: boolean): string {
  const body = jewelled ? 'url(#gold)' : ctx.primary;
  const band = jewelled ? ctx.primary : ctx.accent;
  const holes = range(6)
    .map((i) => `<ellipse cx="${330 + i * 44}" cy="400" rx="8" ry="6" fill="#3b2208"/>`)
    .join('');
  const stones = jewelled
    ? range(5)
        .map((i) => stone(355 + i * 44, 400 + (i % 2 === 0 ? 0 : 0), 6, i % 2 === 0 ? '#b3122e' : '#2f7d32'))
        .join('')
    : '';
  const bands = [150, 210, 600, 650]
    .map(
      (x) =>
        `<rect x="${x}" y="378" width="18" height="44" rx="4" fill="${band}" stroke="${GOLD_DARK}" stroke-width="1.5"/>`,
    )
    .join('');
  const tassel =
    `<path d="M230 422 Q236 520 250 560" fill="none" stroke="#b3122e" stroke-width="4"/>` +
    `<circle cx="250" cy="566" r="12" fill="url(#gold)"/>` +
    `<path d="M238 576 L226 660 H274 L262 576 Z" fill="${ctx.accent === GOLD ? '#b3122e' : ctx.accent}"/>` +
    range(6)
      .map((i) => `<path d="M${230 + i * 8} 600 v60" stroke="${darken(ctx.accent, 0.25)}" stroke-width="2"/>`)
      .join('');
  return (
    `<g transform="rotate(-28 400 400)">` +
    (jewelled ? '' : peacockFeather(650, 420, 250, 60)) +
    `<rect x="130" y="376" width="540" height="48" rx="24" fill="${body}" stroke="${darken(jewelled ? GOLD : ctx.primary, 0.35)}" stroke-width="3"/>` +
    `<rect x="140" y="384" width="520" height="10" rx="5" fill="#fff" fill-opacity="0.3"/>` +
    bands +
    holes +
    stones +
    '</g>' +
    tassel
  );
}

function feathers(): string {
  return (
    [-34, -17, 0, 17, 34].map((a, i) => peacockFeather(400, 720, 520 - Math.abs(i - 2) * 50, a)).join('') +
    `<rect x="384" y="660" width="32" height="60" rx="8" fill="url(#gold)"/>` +
    dotted('M384 676 H416 M384 704 H416', '#b3122e', 5, 9)
  );
}

function bed(ctx: Ctx): string {
  const f = ctx.frame;
  const dark = darken(f, 0.3);
  const mattress = 'M170 420 H630 Q650 420 650 440 V520 H150 V440 Q150 420 170 420 Z';
  return (
    `<path d="M180 440 V280 Q180 220 260 220 Q300 170 400 170 Q500 170 540 220 Q620 220 620 280 V440 Z" fill="${f}" stroke="${dark}" stroke-width="5"/>` +
    `<path d="M215 430 V290 Q215 250 275 250 Q310 210 400 210 Q490 210 525 250 Q585 250 585 290 V430 Z" fill="${lighten(f, 0.12)}"/>` +
    petalRing(400, 300, 50, 12, 10, 22, ctx.cushion, 0.9) +
    `<circle cx="400" cy="300" r="22" fill="url(#gold)"/>` +
    fabric(ctx, mattress, ctx.cushion, false) +
    `<rect x="140" y="515" width="520" height="40" rx="10" fill="${f}" stroke="${dark}" stroke-width="3"/>` +
    dotted('M156 535 H644', GOLD, 7, 18) +
    [170, 620]
      .map((x) => `<path d="M${x - 18} 555 h36 l-6 120 h-24 z" fill="${f}" stroke="${dark}" stroke-width="3"/>`)
      .join('') +
    `<ellipse cx="255" cy="420" rx="70" ry="36" fill="${lighten(ctx.cushion, 0.25)}" stroke="${ctx.accent}" stroke-width="5"/>` +
    `<ellipse cx="545" cy="420" rx="70" ry="36" fill="${lighten(ctx.cushion, 0.25)}" stroke="${ctx.accent}" stroke-width="5"/>` +
    fabric(ctx, 'M330 430 H640 V505 H330 Z', lighten(ctx.cushion, 0.1)) +
    `<path d="M330 430 V505" stroke="${ctx.accent}" stroke-width="12"/>` +
    dotted('M330 436 V500', '#fff0b8', 5, 12)
  );
}

function mala(ctx: Ctx): string {
  const beads = range(40)
    .map((i) => {
      const a = Math.PI / 2 + 0.18 + (i / 39) * (Math.PI * 2 - 0.36);
      const x = 400 + Math.cos(a) * 200;
      const y = 370 + Math.sin(a) * 240;
      return i % 5 === 0
        ? pearl(x, y, 13)
        : `<circle cx="${n(x)}" cy="${n(y)}" r="14" fill="${ctx.primary}" stroke="${darken(ctx.primary, 0.35)}" stroke-width="2"/><circle cx="${n(x - 4)}" cy="${n(y - 4)}" r="4" fill="#fff" fill-opacity="0.45"/>`;
    })
    .join('');
  return (
    beads +
    `<circle cx="400" cy="622" r="22" fill="url(#gold)" stroke="${GOLD_DARK}" stroke-width="2"/>` +
    stone(400, 622, 9, ctx.accent) +
    `<path d="M385 640 L368 740 H432 L415 640 Z" fill="${ctx.accent === GOLD ? '#b3122e' : ctx.accent}"/>` +
    range(8)
      .map((i) => `<path d="M${374 + i * 7.5} 660 v80" stroke="${darken(ctx.accent, 0.3)}" stroke-width="2"/>`)
      .join('')
  );
}

function chunri(ctx: Ctx): string {
  // Hung by its two top corners, so the top edge sags and the hem falls in a deep curve.
  const cloth = 'M130 170 Q400 300 670 170 L640 560 Q400 790 160 560 Z';
  const hem = 'M160 560 Q400 790 640 560';
  const folds = range(4)
    .map((i) => {
      const y = 300 + i * 90;
      return `<path d="M${150 + i * 6} ${y - 110} Q400 ${y + 40 + i * 25} ${650 - i * 6} ${y - 110}" fill="none" stroke="${darken(ctx.primary, 0.3)}" stroke-width="8" stroke-opacity="0.22"/>`;
    })
    .join('');
  const tassels = range(13)
    .map((i) => {
      const [x, y] = quad([160, 560], [400, 790], [640, 560], (i + 0.5) / 13);
      return `<path d="M${n(x)} ${n(y + 10)} v26" stroke="${GOLD}" stroke-width="3"/><circle cx="${n(x)}" cy="${n(y + 40)}" r="7" fill="${i % 2 === 0 ? GOLD : ctx.accent}"/>`;
    })
    .join('');
  return (
    fabric(ctx, cloth, ctx.primary) +
    folds +
    `<path d="M130 170 Q400 300 670 170" fill="none" stroke="${GOLD}" stroke-width="24"/>` +
    `<path d="M130 170 L160 560 M670 170 L640 560" fill="none" stroke="${GOLD}" stroke-width="20"/>` +
    `<path d="${hem}" fill="none" stroke="${GOLD}" stroke-width="30"/>` +
    dotted(hem, '#fff6cc', 8, 16) +
    dotted('M130 170 Q400 300 670 170', '#fff6cc', 7, 16) +
    dotted('M130 170 L160 560 M670 170 L640 560', '#fff6cc', 6, 16) +
    tassels +
    `<circle cx="130" cy="170" r="14" fill="url(#gold)"/><circle cx="670" cy="170" r="14" fill="url(#gold)"/>`
  );
}

function kit(ctx: Ctx): string {
  return (
    `<ellipse cx="400" cy="430" rx="330" ry="300" fill="url(#gold)" stroke="${GOLD_DARK}" stroke-width="6"/>` +
    `<ellipse cx="400" cy="430" rx="290" ry="262" fill="${darken(ctx.primary, 0.2)}"/>` +
    dotted('M400 150 A310 282 0 1 1 399.9 150', '#fff0b8', 8, 22) +
    group(necklace(ctx), 400, 420, 0.55) +
    group(mukut(ctx), 270, 330, 0.36) +
    group(earrings(ctx), 540, 340, 0.36) +
    group(flute(ctx, true), 410, 590, 0.42) +
    group(bracelet(ctx), 270, 560, 0.3)
  );
}

function drawItem(kind: ArtKind, ctx: Ctx): string {
  switch (kind) {
    case 'dress':
      return dress(ctx);
    case 'combo':
      return group(dress(ctx), 360, 440, 0.86) + group(mukut(ctx), 610, 250, 0.42);
    case 'mukut':
      return mukut(ctx);
    case 'pagdi':
      return pagdi(ctx);
    case 'mukut-pagdi':
      return group(pagdi(ctx), 270, 440, 0.66) + group(mukut(ctx), 560, 420, 0.66);
    case 'jhula':
      return jhula(ctx);
    case 'singhasan':
      return singhasan(ctx);
    case 'jhula-singhasan':
      return jhulaSinghasan(ctx);
    case 'necklace':
      return necklace(ctx);
    case 'earrings':
      return earrings(ctx);
    case 'bracelet':
      return bracelet(ctx);
    case 'bansuri':
      return flute(ctx, true);
    case 'flute':
      return flute(ctx, false);
    case 'feather':
      return feathers();
    case 'bed':
      return bed(ctx);
    case 'mala':
      return mala(ctx);
    case 'chunri':
      return chunri(ctx);
    case 'kit':
      return kit(ctx);
  }
}

/** The point a close-up zooms into, and how far. */
const FOCUS: Record<ArtKind, [number, number, number]> = {
  dress: [400, 560, 1.9],
  combo: [400, 560, 1.8],
  mukut: [400, 450, 1.8],
  pagdi: [400, 400, 1.8],
  'mukut-pagdi': [560, 420, 1.7],
  jhula: [400, 500, 1.8],
  singhasan: [400, 360, 1.7],
  'jhula-singhasan': [400, 480, 1.8],
  necklace: [400, 520, 1.9],
  earrings: [290, 380, 1.9],
  bracelet: [380, 420, 1.7],
  bansuri: [400, 420, 1.9],
  flute: [480, 360, 1.7],
  feather: [400, 300, 1.8],
  bed: [400, 440, 1.7],
  mala: [400, 600, 1.8],
  chunri: [400, 560, 1.8],
  kit: [400, 420, 1.6],
};

/** How small an item is drawn on the chowki so it sits inside the niche. */
const DISPLAY_SCALE: Partial<Record<ArtKind, number>> = {
  jhula: 0.68,
  'jhula-singhasan': 0.68,
  singhasan: 0.66,
  bed: 0.66,
  kit: 0.62,
};

/** The lowest point of each drawing, so the display view can stand it on the chowki. */
function itemBottom(kind: ArtKind, cut: DressCut): number {
  const dressBottom = cut === 'pair' ? 670 : cut === 'lehenga' ? 765 : 735;
  switch (kind) {
    case 'dress':
      return dressBottom;
    case 'combo':
      return 440 + (dressBottom - 400) * 0.86;
    case 'mukut':
      return 675;
    case 'pagdi':
      return 575;
    case 'mukut-pagdi':
      return 600;
    case 'necklace':
      return 640;
    case 'earrings':
      return 455;
    case 'bracelet':
      return 605;
    case 'flute':
    case 'bansuri':
      return 660;
    case 'bed':
      return 675;
    case 'chunri':
      return 775;
    default:
      return 720;
  }
}

function context(spec: ArtSpec, salt: number): Ctx {
  const isFrameTone = FRAME_TONES.includes(spec.primary.toLowerCase());
  const frame = isFrameTone ? spec.primary : GOLD;
  const cushion = isFrameTone
    ? spec.primary === '#d4a62a'
      ? spec.accent
      : spec.primary === '#8b5a2b'
        ? '#b3122e'
        : spec.accent
    : spec.primary;
  return {
    primary: spec.primary,
    accent: spec.accent,
    pattern: spec.pattern,
    cut: spec.cut,
    rand: seededRandom(spec.seed * 31 + salt),
    frame,
    cushion,
  };
}

export function renderProductArt(spec: ArtSpec, view: ArtView): string {
  const ctx = context(spec, view.length);
  const item = drawItem(spec.kind, ctx);
  let body: string;
  switch (view) {
    case 'front':
      body = backgroundFront(ctx) + group(item, 400, 400, 0.94);
      break;
    case 'detail': {
      const [fx, fy, zoom] = FOCUS[spec.kind];
      body =
        backgroundDetail() + `<g transform="translate(400 400) scale(${zoom}) translate(${-fx} ${-fy})">${item}</g>`;
      break;
    }
    case 'display': {
      const scale = DISPLAY_SCALE[spec.kind] ?? 0.58;
      const y = 630 - (itemBottom(spec.kind, spec.cut) - 400) * scale;
      body = backgroundDisplay() + group(item, 400, Math.max(330, y), scale);
      break;
    }
    case 'swatch':
      body = backgroundSwatch(ctx);
      break;
    case 'top':
      body = backgroundTop() + group(item, 400, 400, 0.8, -10);
      break;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_SIZE}" height="${ART_SIZE}" viewBox="0 0 ${ART_SIZE} ${ART_SIZE}">` +
    defs() +
    body +
    '</svg>'
  );
}

const VIEW_ALT: Record<ArtView, (name: string) => string> = {
  front: (name) => `${name}, front view`,
  detail: (name) => `Close-up of the work and finish on the ${name}`,
  display: (name) => `${name} displayed on a decorated chowki in a home mandir`,
  swatch: (name) => `Fabric and border pattern of the ${name}`,
  top: (name) => `${name} laid flat on red velvet`,
};

/** The same pictures described in Hindi, with the product's Hindi name; worded to suit any gender of noun. */
const VIEW_ALT_HI: Record<ArtView, (name: string) => string> = {
  front: (name) => `${name}, सामने से`,
  detail: (name) => `${name} की कारीगरी और फ़िनिश, पास से`,
  display: (name) => `घर के मंदिर में सजी चौकी पर ${name}`,
  swatch: (name) => `${name} के कपड़े और किनारी का डिज़ाइन`,
  top: (name) => `लाल मख़मल पर ${name}, ऊपर से`,
};

export function artAlt(view: ArtView, productName: string): string {
  return VIEW_ALT[view](productName);
}

export function artAltHi(view: ArtView, hindiName: string): string {
  return VIEW_ALT_HI[view](hindiName);
}
