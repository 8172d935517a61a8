/** A picture served in several widths: its default file and its `srcset` candidates, when it has them. */
type Picture = { src: string; srcSet: string | null };

/**
 * An <img>'s `src`, `srcSet` and `sizes`, so the browser picks the smallest file that is sharp at
 * the width the picture is drawn (`sizes`). A retry (`attempt` > 0) gives every file a distinct
 * URL, so the browser asks the server again instead of reusing its failed copy.
 */
export function pictureSources(picture: Picture, sizes: string, attempt = 0) {
  if (attempt === 0) return { src: picture.src, srcSet: picture.srcSet ?? undefined, sizes };
  const bust = (url: string) => `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
  const srcSet = picture.srcSet
    ?.split(',')
    .map((candidate) => {
      const [url, width] = candidate.trim().split(/\s+/);
      return url ? `${bust(url)}${width ? ` ${width}` : ''}` : '';
    })
    .filter(Boolean)
    .join(', ');
  return { src: bust(picture.src), srcSet, sizes };
}
