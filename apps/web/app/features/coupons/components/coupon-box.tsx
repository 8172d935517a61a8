import { CART_MESSAGES } from '@shop/shared/contracts/cart';
import type { AvailableCoupon } from '@shop/shared/contracts/coupons';
import { formatRupees } from '@shop/shared/money';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { celebrate } from '../../../lib/celebrate';
import { useFormMessage } from '../../../lib/form-messages';
import { useT } from '../../../lib/i18n';
import { SLOT, withSlot } from '../../../lib/message-slot';
import { CouponOffers } from './coupon-offers';

export type AppliedCouponView = { code: string; discount: number };

type CouponBoxProps = {
  applied: AppliedCouponView | null;
  /** Resolves with what the server applied, or rejects with the reason to show. */
  onApply: (code: string) => Promise<AppliedCouponView>;
  onRemove: () => void;
  removing?: boolean;
  /** Coupons the server judged on this order, each applied with one tap as if typed. */
  offers?: AvailableCoupon[];
  /** A code brought from another page ("Apply in cart"), applied once on arrival. */
  initialCode?: string;
};

const CONFETTI_MS = 4000;

/** The coupon field of the order summary (spec section 5): the server decides every discount. */
export function CouponBox({ applied, onApply, onRemove, removing = false, offers, initialCode }: CouponBoxProps) {
  const t = useT();
  const say = useFormMessage();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [celebrated, setCelebrated] = useState<AppliedCouponView | null>(null);
  const inputId = useId();
  const errorId = useId();

  useEffect(() => {
    if (celebrated) void celebrate(CONFETTI_MS);
  }, [celebrated]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const normalised = code.trim().toUpperCase();
    if (!normalised) {
      setError(CART_MESSAGES.couponCode);
      return;
    }
    await apply(normalised);
  }

  const broughtCode = useRef(initialCode);
  useEffect(() => {
    const brought = broughtCode.current;
    broughtCode.current = undefined;
    if (brought) void apply(brought.trim().toUpperCase());
    // Once, on arrival: the code came with the address, not with a later render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function apply(normalised: string) {
    setLoading(true);
    setError(null);
    try {
      const result = await onApply(normalised);
      setCode('');
      setCelebrated(result);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('cart.couponFailed'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {applied ? (
        <div className="flex items-center justify-between gap-2 rounded-lg border border-green-600 bg-green-50 px-3 py-2 text-sm">
          <p>
            {withSlot(
              t('cart.couponApplied', { code: SLOT, amount: formatRupees(applied.discount) }),
              <strong className="text-green-800">{applied.code}</strong>,
            )}
          </p>
          <button
            type="button"
            onClick={onRemove}
            disabled={removing}
            className="tap-target px-1 font-semibold text-maroon-700 hover:underline disabled:opacity-50"
            aria-label={t('cart.couponRemoveLabel', { code: applied.code })}
          >
            {t('cart.couponRemove')}
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-semibold text-ink-900">
            {t('cart.couponLabel')}
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              value={code}
              onChange={(event) => {
                setCode(event.target.value.toUpperCase());
                setError(null);
              }}
              placeholder={t('cart.couponPlaceholder')}
              autoComplete="off"
              maxLength={40}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="min-w-0 flex-1 rounded-lg border border-ink-500 bg-white px-3 py-2 uppercase"
            />
            <button
              type="submit"
              disabled={loading || code.trim() === ''}
              className="rounded-lg bg-maroon-700 px-4 py-2 font-semibold text-white hover:bg-maroon-800 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {loading ? t('cart.couponApplying') : t('cart.couponApply')}
            </button>
          </div>
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-red-700">
              {say(error)}
            </p>
          ) : null}
        </form>
      )}
      {offers && offers.length > 0 ? (
        <CouponOffers
          offers={offers.filter((offer) => offer.code !== applied?.code)}
          layout="column"
          action={(offer) =>
            offer.usable ? (
              <button
                type="button"
                disabled={loading}
                onClick={() => void apply(offer.code)}
                className="rounded-full border border-maroon-700 px-4 py-1 font-semibold text-maroon-700 hover:bg-cream-100 disabled:opacity-50"
                aria-label={t('cart.couponApplyCode', { code: offer.code })}
              >
                {t('cart.couponApply')}
              </button>
            ) : null
          }
        />
      ) : null}
      <Dialog.Root open={celebrated !== null} onOpenChange={(open) => (open ? undefined : setCelebrated(null))}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(90vw,24rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-xl">
            <Dialog.Title className="font-display text-2xl font-bold text-maroon-800">
              {t('cart.couponSuccessTitle', { code: celebrated?.code })}
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-ink-700">
              {t('cart.couponSaved', { amount: formatRupees(celebrated?.discount ?? 0) })}
            </Dialog.Description>
            <Dialog.Close className="mt-4 rounded-full bg-maroon-700 px-6 py-2 font-semibold text-white hover:bg-maroon-800">
              {t('cart.couponContinue')}
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
