import { SHOP_ADDRESS } from '@shop/shared/constants';

/** Where a store-pickup order is collected: the shop's own address, as on the contact page. */
export function PickupPoint() {
  return (
    <div className="rounded-lg border border-cream-200 bg-cream-100 px-3 py-3 text-sm">
      <p className="font-semibold text-ink-900">Collect your order from our shop</p>
      <address className="text-ink-700 not-italic">
        {SHOP_ADDRESS.lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        <span className="block">{SHOP_ADDRESS.region}</span>
      </address>
      <p className="mt-1 text-ink-700">No delivery address is needed: we call you when it is ready.</p>
    </div>
  );
}
