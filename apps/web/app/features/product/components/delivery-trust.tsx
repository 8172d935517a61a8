import { hydrateLater } from '../../../lib/hydrate-later';
import { useT } from '../../../lib/i18n';

// Both arrive as the server's HTML; their code (the delivery rule's tables among it) comes later.
const DeliveryPromises = hydrateLater(() => import('./delivery-promises').then((module) => module.DeliveryPromises));
const PincodeCheck = hydrateLater(() => import('./pincode-check').then((module) => module.PincodeCheck));

export function DeliveryTrust() {
  return (
    <section aria-label={useT()('product.deliveryAndReturns')} className="flex flex-col gap-4">
      <DeliveryPromises />
      <PincodeCheck />
    </section>
  );
}
