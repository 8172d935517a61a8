const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Whether a stored description is HTML (written in the admin, sanitised by the API) or plain text. */
export function isDescriptionHtml(description: string): boolean {
  return /<[a-z][^>]*>/i.test(description);
}

/** The words of a description without its tags: for meta descriptions and structured data. */
export function descriptionText(description: string): string {
  if (!isDescriptionHtml(description)) return description;
  return description
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
