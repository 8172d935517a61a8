import { availabilityText } from '@shop/shared/catalogue-rules';
import type { WishlistEntry } from '@shop/shared/contracts/wishlist';
import { CATALOGUE_ERRORS } from '@shop/shared/errors/catalogue';
import { messageOf } from '@shop/shared/errors/entry';
import { formatRupees } from '@shop/shared/money';
import { AlertDialog } from 'radix-ui';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { pictureSources } from '../../../lib/picture';
import { useAddToCart } from '../../cart/api/add-to-cart';
import { useWishlist } from '../api/get-wishlist';
import { useClearWishlist } from '../api/clear-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';

const buttonClass =
  'rounded-full bg-maroon-700 px-4 py-2 text-sm font-semibold text-white hover:bg-maroon-800 disabled:cursor-not-allowed disabled:opacity-60';
const outlineClass =
  'rounded-full border border-maroon-700 px-4 py-2 text-sm font-semibold text-maroon-700 hover:bg-cream-100 disabled:opacity-60';

function stockClass(stock: number) {
  if (stock <= 0) return 'text-red-800';
  return stock > 10 ? 'text-leaf-600' : 'text-saffron-700';
}

function WishlistItem({ item }: { item: WishlistEntry }) {
  const sizeId = useId();
  const remove = useRemoveFromWishlist();
  const addToCart = useAddToCart();
  const inStockSizes = item.variants.filter((v) => v.stock > 0);
  // One size only: nothing to choose.
  const [size, setSize] = useState(inStockSizes.length === 1 ? (inStockSizes[0]?.size ?? '') : '');
  const [moving, setMoving] = useState(false);
  const variant = item.variants.find((v) => v.size === size);
  const shownPrice = variant?.price ?? item.price;
  const shownOriginal = variant ? variant.originalPrice : item.originalPrice;
  const stock = variant ? variant.stock : item.stock;

  const onRemove = () =>
    remove.mutate(item._id, {
      onSuccess: () => toast.success('Removed from wishlist'),
      onError: () => toast.error('Failed to remove from wishlist'),
    });

  const onMoveToCart = async () => {
    if (!variant) {
      toast.error('Please select a size first');
      return;
    }
    if (variant.stock <= 0) {
      toast.error(messageOf(CATALOGUE_ERRORS, 'SIZE_OUT_OF_STOCK'));
      return;
    }
    setMoving(true);
    try {
      await addToCart.mutateAsync({ product: item, variant, quantity: 1 });
      await remove.mutateAsync(item._id).catch(() => toast.error('Failed to remove from wishlist'));
    } catch {
      // Not added: useAddToCart has told the shopper why, and the item stays in the wishlist.
    } finally {
      setMoving(false);
    }
  };

  return (
    <li className="flex gap-4 rounded-xl border border-cream-200 bg-white p-3 shadow-sm sm:p-4">
      <Link to={`/products/${item.slug}`} className="h-28 w-28 shrink-0 overflow-hidden rounded-lg bg-cream-100">
        {item.image ? (
          <img
            {...pictureSources({ src: item.image, srcSet: item.imageSrcSet }, '112px')}
            alt=""
            width={112}
            height={112}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        ) : null}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 className="font-semibold text-ink-900">
          <Link to={`/products/${item.slug}`} className="hover:text-maroon-700 hover:underline">
            {item.name}
          </Link>
        </h2>
        <p className="flex flex-wrap items-baseline gap-2">
          <span className="font-bold text-maroon-800">
            {!variant && item.variants.length > 1 ? 'From ' : ''}
            {formatRupees(shownPrice)}
          </span>
          {shownOriginal !== null && shownOriginal > shownPrice ? (
            <s className="text-sm text-ink-500">{formatRupees(shownOriginal)}</s>
          ) : null}
        </p>
        <p className={`text-sm font-semibold ${stockClass(stock)}`}>{availabilityText(stock)}</p>
        <div className="flex flex-wrap items-end gap-3">
          {item.variants.length > 0 ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={sizeId} className="text-xs font-semibold text-ink-700">
                Size
              </label>
              <select
                id={sizeId}
                value={size}
                onChange={(event) => setSize(event.target.value)}
                className="rounded-lg border border-ink-500 bg-white px-2 py-1.5 text-sm"
              >
                <option value="">Select a size</option>
                {item.variants.map((v) => (
                  <option key={v._id} value={v.size} disabled={v.stock <= 0}>
                    {v.size}
                    {v.stock <= 0 ? ' (out of stock)' : ''}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <button
            type="button"
            onClick={() => void onMoveToCart()}
            disabled={moving || !item.inStock}
            className={buttonClass}
          >
            {moving ? 'Moving...' : 'Move to Cart'}
          </button>
          <button type="button" onClick={onRemove} disabled={remove.isPending} className={outlineClass}>
            Remove<span className="sr-only"> {item.name} from wishlist</span>
          </button>
        </div>
      </div>
    </li>
  );
}

function ClearWishlistButton() {
  const [open, setOpen] = useState(false);
  const clear = useClearWishlist();
  const confirm = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success('Wishlist cleared');
      },
      onError: () => toast.error('Failed to clear wishlist'),
    });
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className={outlineClass}>Clear Wishlist</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="font-display text-xl font-bold text-maroon-800">
            Clear Wishlist
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-700">
            Are you sure you want to remove every item from your wishlist?
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="rounded-full border border-ink-500 px-5 py-2 font-semibold">
              Cancel
            </AlertDialog.Cancel>
            <button type="button" onClick={confirm} disabled={clear.isPending} className={buttonClass}>
              {clear.isPending ? 'Clearing...' : 'Clear Wishlist'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export function WishlistPage() {
  const wishlist = useWishlist();

  useEffect(() => {
    if (wishlist.isError) toast.error('Failed to load wishlist', { id: 'wishlist-load' });
  }, [wishlist.isError]);

  if (wishlist.isPending) return <Spinner label="Loading your wishlist" />;
  if (wishlist.isError) {
    return (
      <div className="flex flex-col items-start gap-4">
        <PageTitle title="Wishlist" />
        <p role="alert" className="font-semibold text-red-800">
          Failed to load wishlist
        </p>
        <button type="button" onClick={() => void wishlist.refetch()} className={buttonClass}>
          Try Again
        </button>
      </div>
    );
  }

  const items = wishlist.data;
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title="Wishlist">
        <p>
          {items.length === 0
            ? 'Save the dresses and accessories you love for later.'
            : `${items.length} ${items.length === 1 ? 'item' : 'items'} saved for later.`}
        </p>
      </PageTitle>
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-cream-100 px-4 py-12 text-center">
          <p className="text-xl font-semibold">Your wishlist is empty</p>
          <Link to="/collections" className={buttonClass}>
            Continue Shopping
          </Link>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-4">
            {items.map((item) => (
              <WishlistItem key={item._id} item={item} />
            ))}
          </ul>
          <div>
            <ClearWishlistButton />
          </div>
        </>
      )}
    </div>
  );
}
