import type { ProductCard as ProductCardData } from '@shop/shared/contracts/listing';
import { ServerHtml } from '../../../lib/server-html';
import { CARD_SIZES, ProductCard } from './product-card';

/**
 * A listing's page of product cards. Cards are links only: the first page's are kept as the
 * server sent them (decision 28), so the cards' code is needed only when the list changes.
 */
export function ListingGrid({ cards, page }: { cards: ProductCardData[]; page: number }) {
  return (
    <ServerHtml as="ul" from={cards} className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4">
      {cards.map((card, i) => (
        // Cards after the first four are laid out and painted as they come near (decision 25).
        <li
          key={card._id}
          className={
            i < 4
              ? 'grid'
              : 'grid [content-visibility:auto] [contain-intrinsic-size:auto_280px] xl:[contain-intrinsic-size:auto_325px]'
          }
        >
          <ProductCard
            product={card}
            sizes={CARD_SIZES.listing}
            eager={page === 1 && i < 4}
            priority={page === 1 && i < 2}
          />
        </li>
      ))}
    </ServerHtml>
  );
}
