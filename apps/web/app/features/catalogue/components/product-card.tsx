import { formatRupees } from '@shop/shared/money';
import { StarIcon } from '../../../components/ui/icons';
import { englishFallback, useT } from '../../../lib/i18n';
import { PlainLink } from '../../../lib/plain-link';
import { pictureSources } from '../../../lib/picture';
import { cardHref, cardImage, priceVaries, type ProductCardInput } from '../product-card-data';

/**
 * A card's width in each grid, for its picture's `sizes`, so the browser picks the smallest file
 * that is sharp at the card's real width. Every grid sits in the page's `max-w-7xl px-4` column
 * (1,280 px wide at most, 16 px padding each side) with 16 px gaps; on phones all are two columns.
 */
export const CARD_SIZES = {
  /** Home shelves: 2 columns, 3 from 640 px, 5 from 1,024 px. */
  shelf:
    '(min-width: 1280px) 237px, (min-width: 1024px) calc(20vw - 20px), (min-width: 640px) calc(33.3vw - 22px), calc(50vw - 24px)',
  /** Listings: a 15rem filter column beside the grid from 1,024 px; 2, 3, then 4 columns from 1,280 px. */
  listing:
    '(min-width: 1280px) 232px, (min-width: 1024px) calc(33.3vw - 112px), (min-width: 640px) calc(33.3vw - 22px), calc(50vw - 24px)',
  /** Related products: 2 columns, 4 from 768 px, 5 from 1,024 px. */
  related:
    '(min-width: 1280px) 237px, (min-width: 1024px) calc(20vw - 20px), (min-width: 768px) calc(25vw - 20px), calc(50vw - 24px)',
} as const;

/**
 * `eager`: the picture is in the first screenful, so it loads with the page instead of waiting for
 * layout; `priority` also asks for it before other pictures (the page's largest paint).
 */
export function ProductCard({
  product,
  sizes,
  eager = false,
  priority = false,
}: {
  product: ProductCardInput;
  sizes: string;
  eager?: boolean;
  priority?: boolean;
}) {
  const t = useT();
  const image = cardImage(product);
  const hasOriginal = product.originalPrice !== null && product.originalPrice > product.price;
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border border-cream-200 bg-white shadow-sm">
      <PlainLink to={cardHref(product)} className="flex flex-1 flex-col">
        <div className="aspect-square overflow-hidden bg-cream-100">
          {image ? (
            <img
              {...pictureSources(image, sizes)}
              alt={image.alt}
              {...englishFallback(image, 'alt')}
              width={image.width}
              height={image.height}
              loading={eager || priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              // The largest paint is drawn in the frame it arrives in, not a frame after its decode.
              decoding={priority ? 'auto' : 'async'}
              className="h-full w-full object-cover transition-transform group-hover:scale-105"
            />
          ) : null}
        </div>
        {/* Every card's name and rating take the same room, and nothing is pushed to the card's
            foot: a row's cards arrive one by one while the page streams, and a taller neighbour
            arriving would otherwise move the prices already drawn. */}
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h3
            {...englishFallback(product, 'name')}
            className="line-clamp-2 min-h-10 text-sm font-semibold text-ink-900"
          >
            {product.name}
          </h3>
          <div className="h-4">
            {product.ratings.count > 0 ? (
              <p className="flex items-center gap-1 text-xs text-ink-700">
                <StarIcon width={12} height={12} className="fill-current text-gold-500" />
                <span className="sr-only">{t('shell.cardRated')}</span>
                <span className="font-semibold text-ink-900">{product.ratings.average.toFixed(1)}</span>
                <span className="sr-only">{t('shell.cardOutOf5From')}</span>
                <span>
                  (<span aria-hidden="true">{product.ratings.count}</span>
                  <span className="sr-only">{t('shell.cardReviews', { count: product.ratings.count })}</span>)
                </span>
              </p>
            ) : null}
          </div>
          <p className="flex items-baseline gap-2">
            <span className="font-bold text-maroon-800">
              {priceVaries(product)
                ? t('shell.cardPriceFrom', { price: formatRupees(product.price) })
                : formatRupees(product.price)}
            </span>
            {hasOriginal ? <s className="text-xs text-ink-500">{formatRupees(product.originalPrice ?? 0)}</s> : null}
          </p>
          {/* The line is kept when empty, so a row's cards share one height whichever take cash. */}
          <p className="h-4 text-xs text-leaf-600">{product.codAvailable ? t('shell.cardCodAvailable') : ''}</p>
          {!product.inStock ? <p className="text-xs font-semibold text-red-700">{t('shell.cardOutOfStock')}</p> : null}
        </div>
      </PlainLink>
    </article>
  );
}
