/** The sitemap protocol's limit of addresses in one file (sitemaps.org). */
export const SITEMAP_URLS_PER_FILE = 50_000;

export type SitemapEntry = { path: string; lastmod?: Date };

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

const day = (date: Date) => date.toISOString().slice(0, 10);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** One sitemap file (`<urlset>`) of absolute addresses on `origin`. */
export function urlSetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(new URL(path, origin).href)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}</url>`;
  });
  return `${XML_HEAD}<urlset ${NAMESPACE}>\n${urls.join('\n')}\n</urlset>\n`;
}

/** The sitemap index (`<sitemapindex>`) naming each file with its latest change. */
export function sitemapIndexXml(origin: string, files: readonly SitemapEntry[]): string {
  const sitemaps = files.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(new URL(path, origin).href)}</loc>`;
    return `  <sitemap>${loc}${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}</sitemap>`;
  });
  return `${XML_HEAD}<sitemapindex ${NAMESPACE}>\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}

/** Splits `entries` into files of at most `perFile`, each with its latest change. */
export function chunkEntries(
  entries: readonly SitemapEntry[],
  perFile: number,
): { entries: SitemapEntry[]; lastmod?: Date }[] {
  const files: { entries: SitemapEntry[]; lastmod?: Date }[] = [];
  for (let start = 0; start < entries.length; start += perFile) {
    const chunk = entries.slice(start, start + perFile);
    const latest = Math.max(...chunk.map((entry) => entry.lastmod?.getTime() ?? 0));
    files.push({ entries: chunk, lastmod: latest > 0 ? new Date(latest) : undefined });
  }
  return files;
}
