import { deliveryDaysText, deliveryWindow } from '@shop/shared/delivery-estimate';
import { PINCODE_ERRORS } from '@shop/shared/errors/pincode';
import { messageOf } from '@shop/shared/errors/entry';
import { useId, useRef, useState, type FormEvent } from 'react';
import { MapPinIcon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api-client';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { usePincode } from '../../pincode/api/get-pincode';

// Built when a PIN code is first answered, not as the product page starts: the first date format
// of a page loads the browser's locale data.
let dayFormat: Intl.DateTimeFormat | undefined;
function day(date: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short' });
  return dayFormat.format(date);
}

/** Where and when: the district and state of a PIN, the delivery dates from today, and cash on delivery. */
export function PincodeCheck() {
  const id = useId();
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
      setFormatError(messageOf(PINCODE_ERRORS, 'PIN_FORMAT'));
      setPin('');
      return;
    }
    setFormatError(null);
    setPin(draft);
  };

  let result: { tone: 'error' | 'ok'; content: React.ReactNode } | null = null;
  if (formatError) result = { tone: 'error', content: formatError };
  else if (pin && lookup.isFetching) result = { tone: 'ok', content: 'Checking...' };
  else if (pin && lookup.isError) {
    const notFound = lookup.error instanceof ApiError && lookup.error.status === 404;
    result = { tone: 'error', content: messageOf(PINCODE_ERRORS, notFound ? 'PIN_NOT_FOUND' : 'PIN_LOOKUP_FAILED') };
  } else if (pin && lookup.data) {
    const place = lookup.data.data;
    const { earliest, latest } = deliveryWindow(new Date(), place.zone);
    result = {
      tone: 'ok',
      content: (
        <>
          <span className="block font-semibold text-ink-900">
            Delivering to {place.city}, {place.state} {place.pincode}
          </span>
          <span className="block">
            Estimated delivery: {day(earliest)} – {day(latest)} ({deliveryDaysText(place.zone)})
          </span>
          <span className={`block ${place.codAvailable ? 'text-leaf-600' : 'text-saffron-700'}`}>
            {place.codAvailable
              ? 'Cash on delivery available'
              : 'Cash on delivery is not available here; pay online by UPI or card'}
          </span>
        </>
      ),
    };
  }

  return (
    <form onSubmit={onSubmit} noValidate className="rounded-xl border border-cream-200 bg-white p-4">
      <label htmlFor={`${id}-pin`} className="flex items-center gap-2 font-semibold text-ink-900">
        <MapPinIcon width={18} height={18} />
        Check delivery to your PIN code
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
          placeholder="6-digit PIN code"
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
          Check
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
