import type { AddressFields } from '@shop/shared/contracts/addresses';
import { stateNameHi } from '@shop/shared/state-names-hi';
import { writtenLang } from '@shop/shared/written-lang';
import { useLocale, useT } from '../../../lib/i18n';
import { SLOT, withSlot } from '../../../lib/message-slot';

/**
 * An address as the shopper reads it (saved, or typed at checkout): name, street, landmark, city and
 * PIN, phone. The shopper's words are shown as typed, marked by their script; a Hindi page names
 * the state in Hindi (the address keeps the English one for GST and delivery).
 */
export function AddressLines({ address }: { address: AddressFields }) {
  const t = useT();
  const locale = useLocale();
  const written = (text: string) => writtenLang(text, locale);
  const state = (locale === 'hi' && stateNameHi(address.state)) || address.state;
  return (
    <address className="text-ink-700 not-italic">
      <span {...written(address.fullName)} className="block font-semibold text-ink-900">
        {address.fullName}
      </span>
      <span className="block">
        <span {...written(address.address)}>{address.address}</span>
        {address.apartment ? (
          <>
            , <span {...written(address.apartment)}>{address.apartment}</span>
          </>
        ) : null}
      </span>
      {address.landmark ? (
        <span className="block">
          {withSlot(
            t('account.linesLandmark', { landmark: SLOT }),
            <span {...written(address.landmark)}>{address.landmark}</span>,
          )}
        </span>
      ) : null}
      <span className="block">
        <span {...written(address.city)}>{address.city}</span>, <span {...written(state)}>{state}</span>{' '}
        {address.postalCode}
      </span>
      <span className="block">{t('account.linesPhone', { phone: address.phone })}</span>
    </address>
  );
}
