/** wa.me's share link: opens WhatsApp with the text ready to send to anyone. */
export function whatsappShareUrl(name: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${name} ${url}`)}`;
}
