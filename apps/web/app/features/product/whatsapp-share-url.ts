import { formatRupees } from '@shop/shared/money';
import type { Translate } from '../../lib/i18n';

/** What a shared product says before its link: its name and what it costs ('from' when sizes differ). */
export function shareText(product: { name: string; price: number; variants: { price: number }[] }, t: Translate) {
  const from = new Set(product.variants.map((variant) => variant.price)).size > 1;
  const values = { name: product.name, price: formatRupees(product.price) };
  return from ? t('productDetails.shareTextFrom', values) : t('productDetails.shareText', values);
}

/** wa.me's share link: opens WhatsApp with the text ready to send to anyone. */
export function whatsappShareUrl(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}
