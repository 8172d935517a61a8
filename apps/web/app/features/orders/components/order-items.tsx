import type { OrderProduct } from '@shop/shared/contracts/orders';
import { formatINR, formatRupees, rupeesToPaise } from '@shop/shared/money';
import { englishFallback, LocaleLink, useT } from '../../../lib/i18n';
import { OrderItemImage } from './order-item-image';

/**
 * The ordered lines with their pictures, priced as they were bought; once the order is delivered
 * (`rateable`), each product the shop still sells can be rated.
 */
export function OrderItems({ products, rateable = false }: { products: OrderProduct[]; rateable?: boolean }) {
  const t = useT();
  return (
    <ul aria-label={t('orders.itemsLabel')} className="flex flex-col divide-y divide-cream-200">
      {products.map((product) => (
        <li key={product._id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
          <OrderItemImage
            src={product.image}
            alt={product.name}
            {...englishFallback(product, 'name')}
            className="h-20 w-20"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            {product.productId ? (
              <LocaleLink
                to={`/products/${product.slug}`}
                {...englishFallback(product, 'name')}
                className="font-semibold text-ink-900 hover:text-maroon-700"
              >
                {product.name}
              </LocaleLink>
            ) : (
              <span {...englishFallback(product, 'name')} className="font-semibold text-ink-900">
                {product.name}
              </span>
            )}
            <span className="text-sm text-ink-700">{t('orders.size', { size: product.size })}</span>
            <span className="text-sm text-ink-700">
              {product.quantity} × {formatRupees(product.price)}
              {product.originalPrice !== null && product.originalPrice > product.price ? (
                <>
                  {' '}
                  <s className="text-ink-500">{formatRupees(product.originalPrice)}</s>
                </>
              ) : null}
            </span>
            {rateable && product.productId ? (
              <LocaleLink
                to={`/dashboard/reviews/${product.productId}`}
                className="tap-target text-sm font-semibold text-maroon-700 underline hover:text-maroon-800"
              >
                {t('orders.rate')}
                <span className="sr-only" {...englishFallback(product, 'name')}>
                  {' '}
                  {product.name}
                </span>
              </LocaleLink>
            ) : null}
          </div>
          <span className="font-semibold whitespace-nowrap text-ink-900">
            {formatINR(rupeesToPaise(product.price) * product.quantity)}
          </span>
        </li>
      ))}
    </ul>
  );
}
