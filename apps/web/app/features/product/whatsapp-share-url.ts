import { formatRupees } from '@shop/shared/money';

/** What a shared product says before its link: its name and what it costs ('from' when sizes differ). */
export function shareText(product: { name: string; price: number; variants: { price: number }[] }): string {
  const from = new Set(product.variants.map((variant) => variant.price)).size > 1;
  return `${product.name}, ${from ? 'from ' : ''}${formatRupees(product.price)}`;
}

/** wa.me's share link: opens WhatsApp with the text ready to send to anyone. */
export function whatsappShareUrl(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}
