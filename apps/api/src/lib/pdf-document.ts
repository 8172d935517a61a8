import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

export type Pdf = InstanceType<typeof PDFDocument>;

export const PAGE_MARGIN = 36;

// Noto Sans Devanagari has Latin, digits and ₹ as well as Devanagari, so one family draws a Hindi
// name, an English product and an amount alike. It comes from a package, never from the system,
// so every machine prints the same glyphs; pdfkit embeds only the glyphs a document uses.
const require = createRequire(import.meta.url);
const REGULAR_FILE =
  require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf');
const BOLD_FILE = require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf');

/** The names to pass to `doc.font()` (or a table style's `font.src`). */
export const REGULAR = 'Regular';
export const BOLD = 'Bold';

// Shaping draws Devanagari in visual order: the ि of कि comes before its consonant and the reph of
// र्म after it, so a reader copying or searching the glyphs would get "िक" and "मर्". ActualText
// gives viewers that honour it (poppler, PDFium, Acrobat) the words as they were typed.
const SHAPED_SCRIPT = /\p{Script=Devanagari}/u;

function withActualText(doc: Pdf): Pdf {
  const draw = doc.text.bind(doc) as (text: unknown, ...rest: unknown[]) => Pdf;
  doc.text = ((text: unknown, ...rest: unknown[]) => {
    if (typeof text !== 'string' || !SHAPED_SCRIPT.test(text)) return draw(text, ...rest);
    doc.markContent('Span', { actual: text });
    draw(text, ...rest);
    return doc.endMarkedContent();
  }) as Pdf['text'];
  return doc;
}

/**
 * Draws a document with `draw` and resolves with its bytes: A4 unless `size` says otherwise, every
 * text in the shop's embedded font (`REGULAR` to start with, `BOLD` on demand).
 */
export function renderPdf(
  info: { title: string; author: string; size?: string | [number, number] },
  draw: (doc: Pdf) => void,
): Promise<Buffer> {
  const doc = withActualText(
    new PDFDocument({
      size: info.size ?? 'A4',
      margin: PAGE_MARGIN,
      font: REGULAR_FILE,
      info: { Title: info.title, Author: info.author },
    }),
  );
  doc.registerFont(REGULAR, REGULAR_FILE).registerFont(BOLD, BOLD_FILE);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

const amountFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456 paise → '1,234.56' (Indian grouping, no currency sign: for columns headed in ₹). */
export function formatAmount(paise: number): string {
  return amountFormat.format(paise / 100);
}
