import { describe, expect, it } from 'vitest';
import {
  campaignFor,
  campaignOrderProblem,
  nextBoundary,
  onSale,
  salePricePaise,
  type PricingCampaign,
} from './campaign-rules';

const sale = (overrides: Partial<PricingCampaign> = {}): PricingCampaign => ({
  id: 'a',
  startsAtMs: 1_000,
  endsAtMs: 2_000,
  discount: { type: 'percentage', value: 20 },
  productIds: ['p'],
  collectionSlug: null,
  ...overrides,
});
const poshak = { id: 'p', category: 'poshak', deity: 'laddu-gopal', collections: ['janmashtami'] };

describe('Festival sale prices', () => {
  it('take a percentage or a flat amount off, never below ₹1', () => {
    expect(salePricePaise(100_000, { type: 'percentage', value: 20 })).toBe(80_000);
    expect(salePricePaise(49_900, { type: 'percentage', value: 15 })).toBe(42_415);
    expect(salePricePaise(50_000, { type: 'flat', value: 10_000 })).toBe(40_000);
    expect(salePricePaise(5_000, { type: 'flat', value: 10_000 })).toBe(100);
  });

  it('show the MRP struck through: the size’s own struck-through price when it has one', () => {
    const discount = { type: 'percentage', value: 10 } as const;
    expect(onSale({ pricePaise: 1_000, originalPricePaise: null }, discount)).toEqual({
      pricePaise: 900,
      originalPricePaise: 1_000,
    });
    expect(onSale({ pricePaise: 1_000, originalPricePaise: 1_500 }, discount)).toEqual({
      pricePaise: 900,
      originalPricePaise: 1_500,
    });
  });

  it('run from their first instant up to, not including, their end', () => {
    expect(campaignFor([sale()], poshak, 999)).toBeUndefined();
    expect(campaignFor([sale()], poshak, 1_000)?.id).toBe('a');
    expect(campaignFor([sale()], poshak, 2_000)).toBeUndefined();
  });

  it('cover a collection’s, category’s or deity’s members', () => {
    for (const slug of ['janmashtami', 'poshak', 'laddu-gopal']) {
      expect(campaignFor([sale({ productIds: [], collectionSlug: slug })], poshak, 1_500)?.id).toBe('a');
    }
    expect(campaignFor([sale({ productIds: [], collectionSlug: 'mukut' })], poshak, 1_500)).toBeUndefined();
  });

  it('when two cover a product, the one started last prices it', () => {
    const wide = sale({ id: 'wide', productIds: [], collectionSlug: 'poshak' });
    const inside = sale({ id: 'inside', startsAtMs: 1_200 });
    expect(campaignFor([inside, wide], poshak, 1_500)?.id).toBe('inside');
    expect(campaignFor([inside, wide], poshak, 1_100)?.id).toBe('wide');
  });

  it('the next boundary is the first start or end after now', () => {
    const campaigns = [sale(), sale({ startsAtMs: 1_500, endsAtMs: 3_000 })];
    expect(nextBoundary(campaigns, 0)).toBe(1_000);
    expect(nextBoundary(campaigns, 1_000)).toBe(1_500);
    expect(nextBoundary(campaigns, 2_500)).toBe(3_000);
    expect(nextBoundary(campaigns, 3_000)).toBeUndefined();
  });

  it('an order is refused past the per-shopper limit or the budget', () => {
    const limits = { perShopperLimit: 2, budgetPaise: 10_000 };
    expect(
      campaignOrderProblem(limits, { shopperUnits: 1, spentPaise: 0 }, { units: 1, discountPaise: 100 }),
    ).toBeNull();
    expect(campaignOrderProblem(limits, { shopperUnits: 2, spentPaise: 0 }, { units: 1, discountPaise: 100 })).toEqual({
      code: 'CAMPAIGN_SHOPPER_LIMIT',
      n: 2,
    });
    expect(
      campaignOrderProblem(limits, { shopperUnits: 0, spentPaise: 9_950 }, { units: 1, discountPaise: 100 }),
    ).toEqual({ code: 'CAMPAIGN_BUDGET_SPENT' });
  });
});
