import { onSale, precedes, type CampaignDiscount } from '@shop/shared/campaign-rules';
import type { AdminCampaign, AdminCampaignData } from '@shop/shared/contracts/admin-campaigns';
import { paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import { AppError } from '../../app-error';
import { bannerImageOf, type StoredBanner } from '../../storage/banner-picture';
import type { CampaignRepository, CampaignRow, CampaignValues } from './campaign-repository';

/** The festival sale pricing a line, as the line and its order keep it. */
export type LineCampaign = { id: string; name: string; discountPaise: number };

function discountOf(row: CampaignRow): CampaignDiscount {
  return { type: row.discountType, value: row.discountValue };
}

function toAdminCampaign(row: CampaignRow & { spentPaise: number }, at: Date): AdminCampaign {
  const status = at < row.startsAt ? 'scheduled' : at < row.endsAt ? 'running' : 'ended';
  return {
    id: row.id,
    name: row.name,
    nameHi: row.nameHi,
    bannerText: row.bannerText,
    bannerTextHi: row.bannerTextHi,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    productIds: row.productIds,
    collectionSlug: row.collectionSlug,
    discount: {
      type: row.discountType,
      value: row.discountType === 'flat' ? paiseToRupees(row.discountValue) : row.discountValue,
    },
    budget: row.budgetPaise === null ? null : paiseToRupees(row.budgetPaise),
    perShopperLimit: row.perShopperLimit,
    spent: paiseToRupees(row.spentPaise),
    status,
    bannerImage: row.bannerImage ? bannerImageOf(row.bannerImage) : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Festival sales (decision 0145): the owner schedules, edits and ends them; the cart prices its
 * lines by the one running for each product; placing an order holds each campaign's budget and
 * per-shopper limit under the campaign's lock.
 */
export function campaignService({
  repository,
  now = () => new Date(),
  catalogueChanged,
}: {
  repository: CampaignRepository;
  now?: () => Date;
  /** A campaign was written: this instance's catalogue applies it before the owner is answered. */
  catalogueChanged: () => Promise<void>;
}) {
  async function valuesOf(input: AdminCampaignData): Promise<CampaignValues> {
    if (input.collectionSlug !== null && !(await repository.groupExists(input.collectionSlug))) {
      throw new AppError('CAMPAIGN_COLLECTION_NOT_FOUND', { slug: input.collectionSlug });
    }
    const productIds = [...new Set(input.productIds)];
    if (input.collectionSlug === null && (await repository.countProducts(productIds)) !== productIds.length) {
      throw new AppError('CAMPAIGN_PRODUCTS_REQUIRED');
    }
    return {
      name: input.name,
      nameHi: input.nameHi,
      bannerText: input.bannerText,
      bannerTextHi: input.bannerTextHi,
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
      productIds,
      collectionSlug: input.collectionSlug,
      discountType: input.discount.type,
      discountValue: input.discount.type === 'flat' ? rupeesToPaise(input.discount.value) : input.discount.value,
      budgetPaise: input.budget === null ? null : rupeesToPaise(input.budget),
      perShopperLimit: input.perShopperLimit,
    };
  }

  async function answer(id: string): Promise<AdminCampaign> {
    const row = (await repository.list()).find((campaign) => campaign.id === id);
    if (!row) throw new AppError('CAMPAIGN_NOT_FOUND');
    return toAdminCampaign(row, now());
  }

  return {
    async list(): Promise<AdminCampaign[]> {
      const at = now();
      return (await repository.list()).map((row) => toAdminCampaign(row, at));
    },

    async create(input: AdminCampaignData): Promise<AdminCampaign> {
      const id = await repository.insert(await valuesOf(input));
      await catalogueChanged();
      return answer(id);
    },

    async update(id: string, input: AdminCampaignData): Promise<AdminCampaign> {
      if (!(await repository.update(id, await valuesOf(input), now()))) throw new AppError('CAMPAIGN_NOT_FOUND');
      await catalogueChanged();
      return answer(id);
    },

    /**
     * Puts a stored picture on a sale's banner (null takes it off); answers the sale and the
     * picture it replaced, whose files the caller removes now that no row points at them.
     */
    async setBanner(
      id: string,
      banner: StoredBanner | null,
    ): Promise<{ campaign: AdminCampaign; replaced: StoredBanner | null }> {
      const before = await repository.find(id);
      if (!before || !(await repository.setBannerImage(id, banner, now()))) throw new AppError('CAMPAIGN_NOT_FOUND');
      await catalogueChanged();
      return { campaign: await answer(id), replaced: before.bannerImage };
    },

    /** Ends a running sale now; one not started yet is called off (and no longer listed). */
    async end(id: string): Promise<void> {
      if (!(await repository.end(id, now()))) throw new AppError('CAMPAIGN_NOT_FOUND');
      await catalogueChanged();
    },

    /**
     * These sizes at the prices of `at`: each priced by the campaign running for its product (if
     * any), the price the sale price and the struck-through price the MRP.
     */
    async priceLines<L extends { productId: string; pricePaise: number; originalPricePaise: number | null }>(
      lines: readonly L[],
      at: Date,
    ): Promise<(L & { campaign: LineCampaign | null })[]> {
      const running = await repository.runningFor([...new Set(lines.map((line) => line.productId))], at);
      const chosen = new Map<string, CampaignRow>();
      for (const { productId, campaign } of running) {
        const held = chosen.get(productId);
        const rank = (row: CampaignRow) => ({ id: row.id, startsAtMs: row.startsAt.getTime() });
        if (!held || precedes(rank(campaign), rank(held))) chosen.set(productId, campaign);
      }
      return lines.map((line) => {
        const campaign = chosen.get(line.productId);
        if (!campaign) return { ...line, campaign: null };
        const sale = onSale(line, discountOf(campaign));
        const discountPaise = line.pricePaise - sale.pricePaise;
        return { ...sale, campaign: { id: campaign.id, name: campaign.name, discountPaise } };
      });
    },
  };
}

export type CampaignService = ReturnType<typeof campaignService>;
