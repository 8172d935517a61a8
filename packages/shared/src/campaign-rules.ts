// Festival sales (decision 0145): what a campaign does to a size's price, which campaign prices a
// product when several run, and when the next start or end falls. Pure, so the catalogue snapshot,
// the cart and the order placement price alike.

export type CampaignDiscount = { type: 'percentage' | 'flat'; /** Percent, or paise off each unit. */ value: number };

/** A campaign as the pricing reads it: its window is [startsAt, endsAt). */
export type PricingCampaign = {
  id: string;
  startsAtMs: number;
  endsAtMs: number;
  discount: CampaignDiscount;
  /** The products it names (empty with a collection). */
  productIds: readonly string[];
  /** A collection, category or deity page: its members are on sale. */
  collectionSlug: string | null;
};

/** Where a product belongs, as campaigns by collection judge it. */
export type CampaignMember = {
  id: string;
  category: string;
  deity: string | null;
  collections: readonly string[];
};

/** A sale price never goes below ₹1: an order at nothing cannot be paid. */
const LOWEST_SALE_PAISE = 100;

export function salePricePaise(pricePaise: number, discount: CampaignDiscount): number {
  const off =
    discount.type === 'percentage' ? Math.round((pricePaise * discount.value) / 100) : Math.round(discount.value);
  return Math.min(pricePaise, Math.max(LOWEST_SALE_PAISE, pricePaise - off));
}

export function isRunning(campaign: Pick<PricingCampaign, 'startsAtMs' | 'endsAtMs'>, atMs: number): boolean {
  return campaign.startsAtMs <= atMs && atMs < campaign.endsAtMs;
}

export function campaignCovers(campaign: PricingCampaign, product: CampaignMember): boolean {
  if (campaign.productIds.includes(product.id)) return true;
  const slug = campaign.collectionSlug;
  return slug !== null && (product.category === slug || product.deity === slug || product.collections.includes(slug));
}

/**
 * The campaign that prices a product at `atMs`: of those running that cover it, the one started
 * last (a sale on a few products set inside a wider one wins), then the lower id. It prices every
 * size of the product, so the snapshot, the cart and the order agree without comparing prices.
 */
export function campaignFor<C extends PricingCampaign>(
  campaigns: readonly C[],
  product: CampaignMember,
  atMs: number,
): C | undefined {
  let best: C | undefined;
  for (const campaign of campaigns) {
    if (!isRunning(campaign, atMs) || !campaignCovers(campaign, product)) continue;
    if (!best || precedes(campaign, best)) best = campaign;
  }
  return best;
}

/** Of two campaigns covering a product, whether `a` prices it rather than `b` (see campaignFor()). */
export function precedes(
  a: Pick<PricingCampaign, 'id' | 'startsAtMs'>,
  b: Pick<PricingCampaign, 'id' | 'startsAtMs'>,
): boolean {
  return a.startsAtMs > b.startsAtMs || (a.startsAtMs === b.startsAtMs && a.id < b.id);
}

/**
 * A size at a campaign's price: the price is the sale price, the struck-through price the MRP (the
 * size's own struck-through price when it has one, else its price).
 */
export function onSale<V extends { pricePaise: number; originalPricePaise: number | null }>(
  variant: V,
  discount: CampaignDiscount,
): V {
  const pricePaise = salePricePaise(variant.pricePaise, discount);
  if (pricePaise === variant.pricePaise) return variant;
  return {
    ...variant,
    pricePaise,
    originalPricePaise: Math.max(variant.originalPricePaise ?? 0, variant.pricePaise),
  };
}

/** The first start or end after `atMs` (undefined: none is known). */
export function nextBoundary(campaigns: readonly Pick<PricingCampaign, 'startsAtMs' | 'endsAtMs'>[], atMs: number) {
  let next: number | undefined;
  for (const { startsAtMs, endsAtMs } of campaigns) {
    for (const at of [startsAtMs, endsAtMs]) if (at > atMs && (next === undefined || at < next)) next = at;
  }
  return next;
}

/**
 * Whether an order may take a campaign's price, judged on counts read under the campaign's lock:
 * its per-shopper limit (units) and its budget (discount in all). Null: it may.
 */
export function campaignOrderProblem(
  campaign: { perShopperLimit: number | null; budgetPaise: number | null },
  counted: { shopperUnits: number; spentPaise: number },
  order: { units: number; discountPaise: number },
): { code: 'CAMPAIGN_SHOPPER_LIMIT'; n: number } | { code: 'CAMPAIGN_BUDGET_SPENT' } | null {
  if (campaign.perShopperLimit !== null && counted.shopperUnits + order.units > campaign.perShopperLimit) {
    return { code: 'CAMPAIGN_SHOPPER_LIMIT', n: campaign.perShopperLimit };
  }
  if (campaign.budgetPaise !== null && counted.spentPaise + order.discountPaise > campaign.budgetPaise) {
    return { code: 'CAMPAIGN_BUDGET_SPENT' };
  }
  return null;
}
