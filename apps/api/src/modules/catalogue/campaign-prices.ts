import {
  campaignCovers,
  campaignFor,
  isRunning,
  onSale,
  precedes,
  type PricingCampaign,
} from '@shop/shared/campaign-rules';
import type { Product, SaleBanner } from '@shop/shared/contracts/catalogue';
import { bannerImageOf, type StoredBanner } from '../../storage/banner-picture';
import type { IndexRow } from './catalogue-records';
import type { CatalogueRepository, ProductRow } from './catalogue-repository';

// The festival sales the catalogue snapshot prices by (decision 0145): read with the snapshot, and
// applied to the rows as they are read, so the index, the held products and their cards all carry
// the sale price; the rows stay the database's own prices.

export type SnapshotCampaign = PricingCampaign & {
  name: string;
  nameHi: string;
  bannerText: string;
  bannerTextHi: string;
  bannerImage: StoredBanner | null;
  endsAt: Date;
};

export function snapshotCampaigns(rows: Awaited<ReturnType<CatalogueRepository['listCampaigns']>>): SnapshotCampaign[] {
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameHi: row.nameHi,
    bannerText: row.bannerText,
    bannerTextHi: row.bannerTextHi,
    bannerImage: row.bannerImage,
    startsAtMs: row.startsAt.getTime(),
    endsAtMs: row.endsAt.getTime(),
    endsAt: row.endsAt,
    productIds: row.productIds,
    collectionSlug: row.collectionSlug,
    discount: { type: row.discountType, value: row.discountValue },
  }));
}

/** Some known campaign (running or to come) covers this row: its prices move at a boundary. */
export function coveredByAny(campaigns: readonly SnapshotCampaign[], row: IndexRow): boolean {
  return campaigns.some((campaign) => campaignCovers(campaign, memberOf(row)));
}

function memberOf(row: Pick<IndexRow, 'id' | 'category' | 'deity' | 'collections'>) {
  return { id: row.id, category: row.category, deity: row.deity, collections: row.collections };
}

/** An index row at the prices of `atMs`: the same row when no campaign prices it. */
export function indexRowAt(row: IndexRow, campaigns: readonly SnapshotCampaign[], atMs: number): IndexRow {
  const campaign = campaigns.length === 0 ? undefined : campaignFor(campaigns, memberOf(row), atMs);
  if (!campaign) return row;
  return { ...row, variants: row.variants.map((v) => onSale(v, campaign.discount)) };
}

/**
 * The whole read's rows priced by the sales running at `atMs`, and the database's own rows of those
 * a sale covers, kept to price again at the next boundary.
 */
export function pricedRows(
  rows: IndexRow[],
  campaigns: readonly SnapshotCampaign[],
  atMs: number,
): { priced: IndexRow[]; saleRows: Map<string, IndexRow> } {
  const saleRows = new Map<string, IndexRow>();
  if (campaigns.length === 0) return { priced: rows, saleRows };
  const priced = rows.map((row) => {
    if (!coveredByAny(campaigns, row)) return row;
    saleRows.set(row.id, row);
    return indexRowAt(row, campaigns, atMs);
  });
  return { priced, saleRows };
}

/** A product row at the prices of `atMs`, and the campaign pricing it (null: none). */
export function productRowAt(
  row: ProductRow,
  campaigns: readonly SnapshotCampaign[],
  atMs: number,
): { row: ProductRow; campaign: Product['campaign'] } {
  const member = {
    id: row.id,
    category: row.categorySlug,
    deity: row.deitySlug,
    collections: row.collections.map((c) => c.collectionSlug),
  };
  const campaign = campaigns.length === 0 ? undefined : campaignFor(campaigns, member, atMs);
  if (!campaign) return { row, campaign: null };
  return {
    row: { ...row, variants: row.variants.map((v) => onSale(v, campaign.discount)) },
    campaign: {
      name: campaign.name,
      nameHi: campaign.nameHi,
      bannerText: campaign.bannerText,
      bannerTextHi: campaign.bannerTextHi,
      endsAt: campaign.endsAt.toISOString(),
    },
  };
}

/** Whether the sale `saleId` is the one pricing this product at `atMs` (a sale started later may price it instead). */
export function pricedBySale(
  campaigns: readonly SnapshotCampaign[],
  product: Pick<IndexRow, 'id' | 'category' | 'deity' | 'collections'>,
  saleId: string,
  atMs: number,
): boolean {
  return campaignFor(campaigns, memberOf(product), atMs)?.id === saleId;
}

/** The running sale with this id (undefined: none, or it has not started or has ended). */
export function runningSale(campaigns: readonly SnapshotCampaign[], saleId: string, atMs: number) {
  return campaigns.find((campaign) => campaign.id === saleId && isRunning(campaign, atMs));
}

/**
 * Where the banner of a sale leads (decision 0164): a sale on a collection, category or deity that
 * has a page, to that page; any other, to the listing of the products it prices (`sale=`).
 */
function saleHref(campaign: SnapshotCampaign, hasPage: (slug: string) => boolean): string {
  const slug = campaign.collectionSlug;
  if (slug !== null && campaign.productIds.length === 0 && hasPage(slug)) return `/collections/${slug}`;
  return `/products?sale=${campaign.id}`;
}

/**
 * The home page's sale banner at `atMs` (decision 0155): of the sales running with banner words or
 * a picture, the one started last, as campaignFor() chooses among those pricing a product.
 * `hasPage`: whether a collection, category or deity slug has a listing page.
 */
export function saleBannerAt(
  campaigns: readonly SnapshotCampaign[],
  atMs: number,
  hasPage: (slug: string) => boolean,
): SaleBanner | null {
  let shown: SnapshotCampaign | undefined;
  for (const campaign of campaigns) {
    const hasBanner = campaign.bannerImage !== null || campaign.bannerText !== '' || campaign.bannerTextHi !== '';
    if (!hasBanner || !isRunning(campaign, atMs)) continue;
    if (!shown || precedes(campaign, shown)) shown = campaign;
  }
  if (!shown) return null;
  return {
    name: shown.name,
    nameHi: shown.nameHi,
    bannerText: shown.bannerText,
    bannerTextHi: shown.bannerTextHi,
    endsAt: shown.endsAt.toISOString(),
    image: shown.bannerImage ? bannerImageOf(shown.bannerImage) : null,
    href: saleHref(shown, hasPage),
  };
}
