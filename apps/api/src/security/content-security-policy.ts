import { createHash } from 'node:crypto';

// The storefront's Content-Security-Policy. React Router writes a few inline scripts into every
// page (its hydration context, the module that starts the app, streamed loader data); instead of
// 'unsafe-inline' each page's policy lists the SHA-256 of exactly those scripts, so a script an
// attacker slipped into the markup would not run. Razorpay Checkout is allowed by host: its
// script from checkout.razorpay.com, its payment frames and calls to api.razorpay.com.

const RAZORPAY_SOURCES = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  /** Razorpay's redirect mode posts the payment form there. */
  form: ['https://api.razorpay.com'],
} as const;

/** Every response that is not a page (JSON, files, errors): nothing may load, nothing may frame it. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** SHA-256 (base64) of each inline script's text, as browsers hash it; scripts with src are skipped. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.add(
      createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64'),
    );
  }
  return [...hashes];
}

/** The policy for one rendered page. */
export function pagePolicy(html: string): string {
  const scripts = inlineScriptHashes(html).map((hash) => `'sha256-${hash}'`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts, ...RAZORPAY_SOURCES.script].join(' '),
    "style-src 'self' 'unsafe-inline'",
    // Product pictures are ours; a profile picture may be any https address.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...RAZORPAY_SOURCES.connect].join(' '),
    ['frame-src', ...RAZORPAY_SOURCES.frame].join(' '),
    "frame-ancestors 'none'",
    ["form-action 'self'", ...RAZORPAY_SOURCES.form].join(' '),
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}
