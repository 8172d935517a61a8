import type { FestivalAnswerData } from '@shop/shared/contracts/festivals';
import { indiaDeliveryWindow } from '@shop/shared/delivery-estimate';
import { HREFLANG, type Locale } from '@shop/shared/locale';
import { useId, useRef, useState, type FormEvent, type SVGProps } from 'react';
import { Icon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api-client';
import { useDeliveryWords } from '../../../lib/delivery-words';
import { useLocale, useT } from '../../../lib/i18n';
import { SLOT, withSlot } from '../../../lib/message-slot';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { useNextFestival } from '../../pincode/api/get-next-festival';
import { usePincode } from '../../pincode/api/get-pincode';
import type { PinCheckStart } from '../pin-check-start';

// Built when a PIN code is first answered, not as the product page starts: the first date format
// of a page loads the browser's locale data. Days are India's (`2026-12-02`), as the server counts them.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function day(isoDay: string, locale: Locale, style: 'short' | 'long' = 'short'): string {
  let format = dayFormats.get(`${locale}-${style}`);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'short' ? { weekday: 'short', day: 'numeric', month: 'short' } : { day: 'numeric', month: 'long' };
    format = new Intl.DateTimeFormat(HREFLANG[locale], { ...options, timeZone: 'Asia/Kolkata' });
    dayFormats.set(`${locale}-${style}`, format);
  }
  return format.format(new Date(`${isoDay}T00:00:00Z`));
}

/** "Arrives before Janmashtami?" and its answer, from the same estimate as the dates above it. */
function FestivalLine({ answer }: { answer: FestivalAnswerData }) {
  const t = useT();
  const locale = useLocale();
  const festival = locale === 'hi' ? answer.festival.nameHi : answer.festival.name;
  const date = answer.verdict === 'order_by' && answer.orderBy ? answer.orderBy : answer.arrivesBy;
  const words = {
    arrives: 'productDetails.festivalArrives',
    order_by: 'productDetails.festivalOrderBy',
    too_late: 'productDetails.festivalTooLate',
  } as const;
  return (
    <span className="mt-1 block" data-festival-answer={answer.verdict}>
      <span className="font-semibold text-ink-900">{t('productDetails.festivalQuestion', { festival })}</span>{' '}
      <span className={answer.verdict === 'too_late' ? 'text-saffron-700' : 'text-leaf-600'}>
        {t(words[answer.verdict], { festival, date: day(date, locale, 'long') })}
      </span>
    </span>
  );
}

/** Where and when: the district and state of a PIN, the delivery dates from today, and cash on delivery. */
/** `start`: a PIN the page's form sent without a script, answered by the page's loader. */
export function PincodeCheck({ start = null }: { start?: PinCheckStart | null }) {
  const id = useId();
  const t = useT();
  const locale = useLocale();
  const delivery = useDeliveryWords();
  const [draft, setDraft] = useState(start?.pin.replace(/\D/g, '') ?? '');
  const box = useRef<HTMLInputElement>(null);
  const takeDraft = (typed: string) => setDraft(typed.replace(/\D/g, '').slice(0, 6));
  useTypedBeforeHydration(box, draft, takeDraft);
  const [pin, setPin] = useState(start && !start.refusal ? start.pin : '');
  const [formatError, setFormatError] = useState<string | null>(
    start?.refusal === 'format' ? t('productDetails.pinFormat') : null,
  );
  // A refusal the server already gave, shown until the shopper asks again.
  const [refused, setRefused] = useState(start?.refusal === 'format' ? null : (start?.refusal ?? null));
  const lookup = usePincode(pin);
  const festival = useNextFestival(pin);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefused(null);
    if (!/^\d{6}$/.test(draft)) {
      setFormatError(t('productDetails.pinFormat'));
      setPin('');
      return;
    }
    setFormatError(null);
    setPin(draft);
  };

  let result: { tone: 'error' | 'ok'; content: React.ReactNode } | null = null;
  if (formatError) result = { tone: 'error', content: formatError };
  else if (refused) {
    result = {
      tone: 'error',
      content: refused === 'not_found' ? t('productDetails.pinNotFound') : t('productDetails.pinFailed'),
    };
  } else if (pin && lookup.isFetching) result = { tone: 'ok', content: t('productDetails.pinChecking') };
  else if (pin && lookup.isError) {
    const notFound = lookup.error instanceof ApiError && lookup.error.status === 404;
    result = { tone: 'error', content: notFound ? t('productDetails.pinNotFound') : t('productDetails.pinFailed') };
  } else if (pin && lookup.data) {
    const place = lookup.data.data;
    // The couriers' own days and cash collection when the shop asks them; else the zone rule and the dataset.
    const { earliest, latest } = indiaDeliveryWindow(new Date(), place.zone, place.courier?.days);
    const cod = place.codAvailable && place.courier?.cod !== false;
    result = {
      tone: 'ok',
      content: (
        <>
          <span className="block font-semibold text-ink-900">
            {withSlot(
              t('productDetails.pinPlace', { city: SLOT, state: place.place.state, pincode: place.pincode }),
              // The dataset names districts in English only: a Hindi page marks it so.
              <span lang={place.place.untranslated?.includes('city') ? 'en' : undefined}>{place.place.city}</span>,
            )}
          </span>
          <span className="block">
            {t('productDetails.pinDates', {
              earliest: day(earliest, locale),
              latest: day(latest, locale),
              days: delivery.days(place.zone, 'online', place.courier?.days),
            })}
          </span>
          <span className={`block ${cod ? 'text-leaf-600' : 'text-saffron-700'}`}>
            {cod ? t('productDetails.pinCod') : t('productDetails.pinNoCod')}
          </span>
          {festival.data?.data ? <FestivalLine answer={festival.data.data} /> : null}
        </>
      ),
    };
  }

  return (
    <form onSubmit={onSubmit} noValidate className="rounded-xl border border-cream-200 bg-white p-4">
      <label htmlFor={`${id}-pin`} className="flex items-center gap-2 font-semibold text-ink-900">
        <MapPinIcon width={18} height={18} />
        {t('productDetails.pinLabel')}
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
          placeholder={t('productDetails.pinPlaceholder')}
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
          {t('productDetails.pinCheck')}
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

function MapPinIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M12 21s7-6.1 7-12a7 7 0 0 0-14 0c0 5.9 7 12 7 12Z" />
      <circle cx="12" cy="9" r="2.5" />
    </Icon>
  );
}
