import { deliveryWindow } from '@shop/shared/delivery-estimate';
import { HREFLANG, type Locale } from '@shop/shared/locale';
import { useId, useRef, useState, type FormEvent } from 'react';
import { MapPinIcon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api-client';
import { useDeliveryWords } from '../../../lib/delivery-words';
import { useLocale, useT } from '../../../lib/i18n';
import { SLOT, withSlot } from '../../../lib/message-slot';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { usePincode } from '../../pincode/api/get-pincode';

// Built when a PIN code is first answered, not as the product page starts: the first date format
// of a page loads the browser's locale data.
const dayFormats = new Map<Locale, Intl.DateTimeFormat>();
function day(date: Date, locale: Locale): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(HREFLANG[locale], { weekday: 'short', day: 'numeric', month: 'short' });
    dayFormats.set(locale, format);
  }
  return format.format(date);
}

/** Where and when: the district and state of a PIN, the delivery dates from today, and cash on delivery. */
export function PincodeCheck() {
  const id = useId();
  const t = useT();
  const locale = useLocale();
  const delivery = useDeliveryWords();
  const [draft, setDraft] = useState('');
  const box = useRef<HTMLInputElement>(null);
  const takeDraft = (typed: string) => setDraft(typed.replace(/\D/g, '').slice(0, 6));
  useTypedBeforeHydration(box, draft, takeDraft);
  const [pin, setPin] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const lookup = usePincode(pin);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(draft)) {
      setFormatError(t('product.pinFormat'));
      setPin('');
      return;
    }
    setFormatError(null);
    setPin(draft);
  };

  let result: { tone: 'error' | 'ok'; content: React.ReactNode } | null = null;
  if (formatError) result = { tone: 'error', content: formatError };
  else if (pin && lookup.isFetching) result = { tone: 'ok', content: t('product.pinChecking') };
  else if (pin && lookup.isError) {
    const notFound = lookup.error instanceof ApiError && lookup.error.status === 404;
    result = { tone: 'error', content: notFound ? t('product.pinNotFound') : t('product.pinFailed') };
  } else if (pin && lookup.data) {
    const place = lookup.data.data;
    // The couriers' own days and cash collection when the shop asks them; else the zone rule and the dataset.
    const { earliest, latest } = deliveryWindow(new Date(), place.zone, 'online', place.courier?.days);
    const cod = place.codAvailable && place.courier?.cod !== false;
    result = {
      tone: 'ok',
      content: (
        <>
          <span className="block font-semibold text-ink-900">
            {withSlot(
              t('product.pinPlace', { city: SLOT, state: place.place.state, pincode: place.pincode }),
              // The dataset names districts in English only: a Hindi page marks it so.
              <span lang={place.place.untranslated?.includes('city') ? 'en' : undefined}>{place.place.city}</span>,
            )}
          </span>
          <span className="block">
            {t('product.pinDates', {
              earliest: day(earliest, locale),
              latest: day(latest, locale),
              days: delivery.days(place.zone, 'online', place.courier?.days),
            })}
          </span>
          <span className={`block ${cod ? 'text-leaf-600' : 'text-saffron-700'}`}>
            {cod ? t('product.pinCod') : t('product.pinNoCod')}
          </span>
        </>
      ),
    };
  }

  return (
    <form onSubmit={onSubmit} noValidate className="rounded-xl border border-cream-200 bg-white p-4">
      <label htmlFor={`${id}-pin`} className="flex items-center gap-2 font-semibold text-ink-900">
        <MapPinIcon width={18} height={18} />
        {t('product.pinLabel')}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          ref={box}
          id={`${id}-pin`}
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          pattern="[0-9]{6}"
          placeholder={t('product.pinPlaceholder')}
          value={draft}
          onChange={(event) => takeDraft(event.target.value)}
          aria-invalid={result?.tone === 'error' ? true : undefined}
          aria-describedby={`${id}-result`}
          className="w-40 rounded-lg border border-ink-500 px-3 py-2 tracking-widest text-ink-900"
        />
        <button
          type="submit"
          className="rounded-lg bg-maroon-700 px-4 py-2 font-semibold text-white hover:bg-maroon-800"
        >
          {t('product.pinCheck')}
        </button>
      </div>
      <p
        id={`${id}-result`}
        aria-live="polite"
        className={`mt-2 min-h-5 text-sm ${result?.tone === 'error' ? 'font-semibold text-red-800' : 'text-ink-700'}`}
      >
        {result?.content}
      </p>
    </form>
  );
}
