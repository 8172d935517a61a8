import { hydrateLater } from '../../../lib/hydrate-later';
import { withWords } from '../../../lib/with-words';
import { useT } from '../../../lib/i18n';
import type { PinCheckStart } from '../pin-check-start';

// Both arrive as the server's HTML; their code (the delivery rule's tables among it) comes later.
const DeliveryPromises = hydrateLater(() =>
  withWords(import('./delivery-promises'), 'productDetails', 'delivery').then((module) => module.DeliveryPromises),
);
const PincodeCheck = hydrateLater(() =>
  withWords(import('./pincode-check'), 'productDetails', 'delivery').then((module) => module.PincodeCheck),
);

/** `pinCheck`: a PIN sent by the check's form without a script, already answered by the page's loader. */
export function DeliveryTrust({ pinCheck = null }: { pinCheck?: PinCheckStart | null }) {
  return (
    <section aria-label={useT()('product.deliveryAndReturns')} className="flex flex-col gap-4">
      <DeliveryPromises />
      <PincodeCheck start={pinCheck} />
    </section>
  );
}
