import { z } from 'zod';
import { rupees, text } from './admin-fields';
import { bannerImageSchema } from './catalogue';

// The back office's festival sales (decision 0145). Times are ISO 8601 with their offset (the
// admin shows them in India time); money is rupees on the wire, paise inside.

const instant = z.iso.datetime({ offset: true, error: 'Enter a valid date and time' });
const optionalCount = (label: string) =>
  z.number().int(`${label} must be a whole number`).min(1, `${label} must be at least 1`).nullable();

export const adminCampaignInputSchema = z
  .object({
    name: text('Name', 80).min(1, 'Enter the sale’s name'),
    nameHi: text('Hindi name', 80).min(1, 'Enter the sale’s name in Hindi'),
    bannerText: text('Banner text', 160).default(''),
    bannerTextHi: text('Hindi banner text', 160).default(''),
    startsAt: instant,
    endsAt: instant,
    productIds: z.array(z.string().uuid('Product not found')).max(500).default([]),
    collectionSlug: z.string().trim().min(1).max(80).nullable().default(null),
    discount: z.object({
      type: z.enum(['percentage', 'flat']),
      /** Percent for a percentage, rupees off each item for a flat discount. */
      value: rupees('Discount').positive('Discount must be more than 0'),
    }),
    /** The most discount the sale may give in all, in rupees (null: no limit). */
    budget: rupees('Budget').positive('Budget must be more than ₹0').nullable().default(null),
    /** Items one shopper may buy at the sale price (null: no limit). */
    perShopperLimit: optionalCount('Per-shopper limit').default(null),
  })
  .superRefine((campaign, ctx) => {
    const { type, value } = campaign.discount;
    if (type === 'percentage' && (!Number.isInteger(value) || value < 1 || value > 90)) {
      ctx.addIssue({ code: 'custom', path: ['discount', 'value'], message: 'A percentage must be from 1 to 90' });
    }
    if (new Date(campaign.endsAt) <= new Date(campaign.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' });
    }
    if ((campaign.productIds.length === 0) === (campaign.collectionSlug === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['productIds'],
        message: 'Choose either products or a collection',
      });
    }
  });
export type AdminCampaignInput = z.input<typeof adminCampaignInputSchema>;
export type AdminCampaignData = z.output<typeof adminCampaignInputSchema>;

export const adminCampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameHi: z.string(),
  bannerText: z.string(),
  bannerTextHi: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  productIds: z.array(z.string()),
  collectionSlug: z.string().nullable(),
  discount: z.object({ type: z.enum(['percentage', 'flat']), value: z.number() }),
  budget: z.number().nullable(),
  perShopperLimit: z.number().int().nullable(),
  /** Discount given so far by orders not cancelled, rupees. */
  spent: z.number(),
  status: z.enum(['scheduled', 'running', 'ended']),
  /** The banner's picture, shown on the home page while the sale runs (null: words only). */
  bannerImage: bannerImageSchema.nullable(),
  updatedAt: z.string(),
});
export type AdminCampaign = z.infer<typeof adminCampaignSchema>;
export const adminCampaignListResponseSchema = z.object({ campaigns: z.array(adminCampaignSchema) });
export const adminCampaignResponseSchema = z.object({ campaign: adminCampaignSchema });
/** The words of a banner picture (multipart fields beside its `file`): both languages are needed. */
export const bannerAltSchema = z.object({
  alt: text('Picture description', 200).min(1, 'Describe the picture for shoppers who cannot see it'),
  altHi: text('Hindi picture description', 200).min(1, 'Describe the picture in Hindi too'),
});
export const campaignIdParamsSchema = z.object({ campaignId: z.string().uuid('Sale not found') });
