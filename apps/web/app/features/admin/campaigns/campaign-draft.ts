import type { AdminCampaign, AdminCampaignInput } from '@shop/shared/contracts/admin-campaigns';
import { numberFromBox, optionalNumberFromBox } from '../shared/number-box';

// The sale form edits text boxes; these map an AdminCampaign to them and them to AdminCampaignInput.
// Times in the boxes are India time (UTC+5:30, no daylight saving) whatever the owner's browser
// says; on the wire they are ISO instants.

const INDIA_OFFSET_MS = 330 * 60_000;

export type CampaignDraft = Record<
  | 'name'
  | 'nameHi'
  | 'bannerText'
  | 'bannerTextHi'
  | 'startsAt'
  | 'endsAt'
  | 'collectionSlug'
  | 'productIds'
  | 'discountValue'
  | 'budget'
  | 'perShopperLimit',
  string
> & { target: 'collection' | 'products'; discountType: 'percentage' | 'flat' };

/** An instant as a `datetime-local` box in India time: "2026-08-16T00:00". */
export function indiaTimeBox(iso: string): string {
  return new Date(Date.parse(iso) + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` box read as India time, as an ISO instant ('' stays '', which the server refuses). */
export function instantOfIndiaTime(box: string): string {
  if (box.trim() === '') return '';
  const ms = Date.parse(`${box}:00+05:30`);
  return Number.isNaN(ms) ? box : new Date(ms).toISOString();
}

export function campaignDraftOf(campaign?: AdminCampaign): CampaignDraft {
  return {
    name: campaign?.name ?? '',
    nameHi: campaign?.nameHi ?? '',
    bannerText: campaign?.bannerText ?? '',
    bannerTextHi: campaign?.bannerTextHi ?? '',
    startsAt: campaign ? indiaTimeBox(campaign.startsAt) : '',
    endsAt: campaign ? indiaTimeBox(campaign.endsAt) : '',
    target: campaign && campaign.collectionSlug === null ? 'products' : 'collection',
    collectionSlug: campaign?.collectionSlug ?? '',
    productIds: campaign?.productIds.join('\n') ?? '',
    discountType: campaign?.discount.type ?? 'percentage',
    discountValue: campaign ? String(campaign.discount.value) : '',
    budget: campaign?.budget === null || !campaign ? '' : String(campaign.budget),
    perShopperLimit: campaign?.perShopperLimit ? String(campaign.perShopperLimit) : '',
  };
}

/** The body the API takes for the form's boxes; the server validates it. */
export function campaignInputOf(d: CampaignDraft): AdminCampaignInput {
  return {
    name: d.name,
    nameHi: d.nameHi,
    bannerText: d.bannerText,
    bannerTextHi: d.bannerTextHi,
    startsAt: instantOfIndiaTime(d.startsAt),
    endsAt: instantOfIndiaTime(d.endsAt),
    collectionSlug: d.target === 'collection' && d.collectionSlug !== '' ? d.collectionSlug : null,
    productIds:
      d.target === 'products'
        ? d.productIds
            .split(/[\s,]+/)
            .map((id) => id.trim())
            .filter(Boolean)
        : [],
    discount: { type: d.discountType, value: numberFromBox(d.discountValue) },
    budget: optionalNumberFromBox(d.budget),
    perShopperLimit: optionalNumberFromBox(d.perShopperLimit),
  };
}
