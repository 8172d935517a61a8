import { formatINR, rupeesToPaise } from '@shop/shared/money';
import { PlainLink } from '../../../lib/plain-link';
import { cardImage, type ProductCardInput } from '../product-card-data';

/**
 * `eager`: the picture is in the first screenful, so it loads with the page instead of waiting for
 * layout; `priority` also asks for it before other pictures (the page's largest paint).
 */
export function ProductCard({
  product,
  eager = false,
  priority = false,
}: {
  product: ProductCardInput;
  eager?: boolean;
  priority?: boolean;
}) {
  const image = cardImage(product);
  const hasOriginal = product.originalPrice !== null && product.originalPrice > product.price;
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border border-cream-200 bg-white shadow-sm">
      <PlainLink to={`/products/${product.slug}`} className="flex flex-1 flex-col">
        <div className="aspect-square overflow-hidden bg-cream-100">
          {image ? (
            <img
              src={image.src}
              srcSet={image.srcSet}
              sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw"
              alt={image.alt}
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
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h3 className="line-clamp-2 text-sm font-semibold text-ink-900">{product.name}</h3>
          <p className="mt-auto flex items-baseline gap-2">
            <span className="font-bold text-maroon-800">{formatINR(rupeesToPaise(product.price))}</span>
            {hasOriginal ? (
              <s className="text-xs text-ink-500">{formatINR(rupeesToPaise(product.originalPrice ?? 0))}</s>
            ) : null}
          </p>
          {!product.inStock ? <p className="text-xs font-semibold text-red-700">Out of Stock</p> : null}
        </div>
      </PlainLink>
    </article>
  );
}
