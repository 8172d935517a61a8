import { availabilityText } from '@shop/shared/catalogue-rules';
import type { WishlistEntry } from '@shop/shared/contracts/wishlist';
import { CATALOGUE_ERRORS } from '@shop/shared/errors/catalogue';
import { messageOf } from '@shop/shared/errors/entry';
import { formatRupees } from '@shop/shared/money';
import { AlertDialog } from 'radix-ui';
import { useEffect, useId, useState } from 'react';
import { LocaleLink, useT } from '../../../lib/i18n';
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
  const t = useT();
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
      onSuccess: () => toast.success(t('account.wishlistRemoved')),
      onError: () => toast.error(t('account.wishlistRemoveFailed')),
    });

  const onMoveToCart = async () => {
    if (!variant) {
      toast.error(t('account.wishlistSelectSize'));
      return;
    }
    if (variant.stock <= 0) {
      toast.error(messageOf(CATALOGUE_ERRORS, 'SIZE_OUT_OF_STOCK'));
      return;
    }
    setMoving(true);
    try {
      await addToCart.mutateAsync({ product: item, variant, quantity: 1 });
      await remove.mutateAsync(item._id).catch(() => toast.error(t('account.wishlistRemoveFailed')));
    } catch {
      // Not added: useAddToCart has told the shopper why, and the item stays in the wishlist.
    } finally {
      setMoving(false);
    }
  };

  return (
    <li className="flex gap-4 rounded-xl border border-cream-200 bg-white p-3 shadow-sm sm:p-4">
      <LocaleLink to={`/products/${item.slug}`} className="h-28 w-28 shrink-0 overflow-hidden rounded-lg bg-cream-100">
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
      </LocaleLink>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 className="font-semibold text-ink-900">
          <LocaleLink to={`/products/${item.slug}`} className="hover:text-maroon-700 hover:underline">
            {item.name}
          </LocaleLink>
        </h2>
        <p className="flex flex-wrap items-baseline gap-2">
          <span className="font-bold text-maroon-800">
            {!variant && item.variants.length > 1
              ? t('account.wishlistFrom', { price: formatRupees(shownPrice) })
              : formatRupees(shownPrice)}
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
                {t('account.wishlistSize')}
              </label>
              <select
                id={sizeId}
                value={size}
                onChange={(event) => setSize(event.target.value)}
                className="rounded-lg border border-ink-500 bg-white px-2 py-1.5 text-sm"
              >
                <option value="">{t('account.wishlistSelect')}</option>
                {item.variants.map((v) => (
                  <option key={v._id} value={v.size} disabled={v.stock <= 0}>
                    {v.size}
                    {v.stock <= 0 ? t('account.wishlistOutOfStock') : ''}
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
            {moving ? t('account.wishlistMoving') : t('account.wishlistMove')}
          </button>
          <button type="button" onClick={onRemove} disabled={remove.isPending} className={outlineClass}>
            {t('account.wishlistRemove')}
            <span className="sr-only">{t('account.wishlistRemoveSr', { name: item.name })}</span>
          </button>
        </div>
      </div>
    </li>
  );
}

function ClearWishlistButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const clear = useClearWishlist();
  const confirm = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('account.wishlistCleared'));
      },
      onError: () => toast.error(t('account.wishlistClearFailed')),
    });
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className={outlineClass}>{t('account.wishlistClear')}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="font-display text-xl font-bold text-maroon-800">
            {t('account.wishlistClear')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-700">
            {t('account.wishlistClearConfirm')}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="rounded-full border border-ink-500 px-5 py-2 font-semibold">
              {t('account.cancel')}
            </AlertDialog.Cancel>
            <button type="button" onClick={confirm} disabled={clear.isPending} className={buttonClass}>
              {clear.isPending ? t('account.wishlistClearing') : t('account.wishlistClear')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export function WishlistPage() {
  const t = useT();
  const wishlist = useWishlist();
  const loadFailed = t('account.wishlistLoadFailed');

  useEffect(() => {
    if (wishlist.isError) toast.error(loadFailed, { id: 'wishlist-load' });
  }, [wishlist.isError, loadFailed]);

  if (wishlist.isPending) return <Spinner label={t('account.wishlistLoading')} />;
  if (wishlist.isError) {
    return (
      <div className="flex flex-col items-start gap-4">
        <PageTitle title={t('account.navWishlist')} />
        <p role="alert" className="font-semibold text-red-800">
          {loadFailed}
        </p>
        <button type="button" onClick={() => void wishlist.refetch()} className={buttonClass}>
          {t('account.tryAgain')}
        </button>
      </div>
    );
  }

  const items = wishlist.data;
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t('account.navWishlist')}>
        <p>
          {items.length === 0 ? t('account.wishlistIntroEmpty') : t('account.savedForLater', { count: items.length })}
        </p>
      </PageTitle>
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-cream-100 px-4 py-12 text-center">
          <p className="text-xl font-semibold">{t('account.wishlistEmpty')}</p>
          <LocaleLink to="/collections" className={buttonClass}>
            {t('account.wishlistContinue')}
          </LocaleLink>
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
