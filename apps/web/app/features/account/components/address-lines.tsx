import type { AddressFields } from '@shop/shared/contracts/addresses';
import { useT } from '../../../lib/i18n';

/** An address as the shopper reads it (saved, or typed at checkout): name, street, landmark, city and PIN, phone. */
export function AddressLines({ address }: { address: AddressFields }) {
  const t = useT();
  return (
    <address className="text-ink-700 not-italic">
      <span className="block font-semibold text-ink-900">{address.fullName}</span>
      <span className="block">
        {address.address}
        {address.apartment ? `, ${address.apartment}` : ''}
      </span>
      {address.landmark ? (
        <span className="block">{t('account.linesLandmark', { landmark: address.landmark })}</span>
      ) : null}
      <span className="block">
        {address.city}, {address.state} {address.postalCode}
      </span>
      <span className="block">{t('account.linesPhone', { phone: address.phone })}</span>
    </address>
  );
}
