import PDFDocument from 'pdfkit';

export type Pdf = InstanceType<typeof PDFDocument>;

export const PAGE_MARGIN = 36;

/** Draws an A4 document with `draw` and resolves with its bytes. */
export function renderPdf(info: { title: string; author: string }, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE_MARGIN, info: { Title: info.title, Author: info.author } });
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

// The standard PDF fonts (no font file to ship) cover Windows-1252 only: anything else, such as
// the rupee sign or Devanagari typed into an address, would print as garbage.
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

export function pdfText(value: string): string {
  return [...value.replace(/₹\s?/g, 'Rs. ')]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return char;
      return WIN_ANSI_EXTRAS.includes(char) ? char : '?';
    })
    .join('');
}

const amountFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456 paise → '1,234.56' (Indian grouping, no currency sign: the column says Rs.). */
export function formatAmount(paise: number): string {
  return amountFormat.format(paise / 100);
}
