import { expect } from 'vitest';
import type { AdminCampaign, AdminCampaignInput } from '@shop/shared/contracts/admin-campaigns';
import type { Shopper } from '../../test/shoppers';

// The owner's steps the festival sale tests share.

/** The owner schedules a sale; it must be taken. */
export async function scheduleSale(owner: Shopper, body: AdminCampaignInput): Promise<AdminCampaign> {
  const res = await owner.request({ method: 'POST', url: '/api/v1/admin/campaigns', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { campaign: AdminCampaign }).campaign;
}

/** The owner ends a sale early. */
export async function endSale(owner: Shopper, id: string): Promise<void> {
  const res = await owner.request({ method: 'POST', url: `/api/v1/admin/campaigns/${id}/end` });
  expect(res.statusCode, res.body).toBe(200);
}
