import type { AdminSet, ProductSet, SetPart } from '@shop/shared/contracts/sets';
import { stockStatus } from '@shop/shared/catalogue-rules';
import type { Locale } from '@shop/shared/locale';
import { discountPercent, paiseToRupees } from '@shop/shared/money';
import { pictureFiles } from '../../storage/image-storage';
import type { SetPartRow } from './set-repository';
import type { PricedSet } from './set-service';

const IMAGE_WIDTH = 320;

function imageOf(image: SetPartRow['image'], locale: Locale): SetPart['image'] {
  if (!image) return null;
  const files = pictureFiles(image.path, image.widths);
  const width = files.widths.find((w) => w >= IMAGE_WIDTH) ?? files.widths.at(-1);
  if (width === undefined) return null;
  return { src: files.url(width), srcSet: files.srcSet, alt: (locale === 'hi' && image.altHi?.trim()) || image.alt };
}

/** A set as a shopper reads it, in their language; paise become rupees here. */
export function setAnswer(set: PricedSet, locale: Locale): ProductSet {
  const hindi = locale === 'hi';
  const untranslated: string[] = [];
  const description = hindi && set.row.descriptionHi.trim() ? set.row.descriptionHi : set.row.description;
  if (hindi && !set.row.descriptionHi.trim() && set.row.description.trim()) untranslated.push('description');
  const parts = set.parts.map((part): SetPart => ({
    productId: part.productId,
    variantId: part.variantId,
    slug: part.slug,
    name: (hindi && part.nameHi?.trim()) || part.name,
    size: part.size,
    quantity: part.quantity,
    price: paiseToRupees(part.pricePaise),
    share: paiseToRupees(part.unitSharePaise * part.quantity),
    hsnCode: part.hsnCode,
    stock: part.stock,
    image: imageOf(part.image, locale),
  }));
  return {
    id: set.row.id,
    slug: set.row.slug,
    name: hindi ? set.row.nameHi : set.row.name,
    description,
    parts,
    price: paiseToRupees(set.pricePaise),
    mrp: paiseToRupees(set.mrpPaise),
    discount: discountPercent(set.pricePaise, set.mrpPaise),
    stock: set.stock,
    stockStatus: stockStatus(set.stock),
    image: parts.find((part) => part.image)?.image ?? null,
    ...(untranslated.length > 0 ? { untranslated } : {}),
  };
}

export function adminSetOf(set: PricedSet): AdminSet {
  const { row } = set;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    nameHi: row.nameHi,
    description: row.description,
    descriptionHi: row.descriptionHi,
    status: row.status,
    parts: set.parts.map((part) => ({
      variantId: part.variantId,
      productId: part.productId,
      productName: part.name,
      size: part.size,
      quantity: part.quantity,
      price: paiseToRupees(part.pricePaise),
      stock: part.stock,
    })),
    discountPercent: row.discountPercent,
    fixedPrice: row.fixedPricePaise === null ? null : paiseToRupees(row.fixedPricePaise),
    price: paiseToRupees(set.pricePaise),
    mrp: paiseToRupees(set.mrpPaise),
    stock: set.stock,
    updatedAt: row.updatedAt.toISOString(),
  };
}
