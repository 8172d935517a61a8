import { SHOP_ADDRESS } from '../shop-details';

/** The shop's own address, where shoppers visit and collect store-pickup orders. */
export function ShopAddress() {
  return (
    <address className="text-ink-700 not-italic">
      {SHOP_ADDRESS.lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      <span className="block">{SHOP_ADDRESS.region}</span>
      <span className="block">{SHOP_ADDRESS.country}</span>
    </address>
  );
}
