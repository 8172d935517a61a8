import { campaignOrderProblem, isRunning } from '@shop/shared/campaign-rules';
import { AppError } from '../../app-error';
import type { CampaignRepository } from './campaign-repository';
import type { LineCampaign } from './campaign-service';

/**
 * Inside the placing transaction (after the stock and the coupon): each festival sale pricing a
 * line is locked, must still be running at `at`, and must have room under its per-shopper limit
 * and its budget, counted under the lock so checkouts on several instances cannot race past them.
 * A sale whose budget this order spends to the last paisa ends at `at`, on every instance.
 */
export async function holdCampaigns(
  campaigns: CampaignRepository,
  order: { id: string; userId: string; at: Date },
  lines: readonly { quantity: number; campaign: LineCampaign | null }[],
): Promise<void> {
  const byCampaign = new Map<string, { name: string; units: number; discountPaise: number }>();
  for (const { campaign, quantity } of lines) {
    if (!campaign) continue;
    const sum = byCampaign.get(campaign.id) ?? { name: campaign.name, units: 0, discountPaise: 0 };
    sum.units += quantity;
    sum.discountPaise += campaign.discountPaise * quantity;
    byCampaign.set(campaign.id, sum);
  }
  // One lock order for every checkout.
  for (const id of [...byCampaign.keys()].sort()) {
    const wanted = byCampaign.get(id)!;
    const locked = await campaigns.lockForOrder(id, order.userId, order.id);
    const window = locked && {
      startsAtMs: locked.campaign.startsAt.getTime(),
      endsAtMs: locked.campaign.endsAt.getTime(),
    };
    if (!locked || !window || !isRunning(window, order.at.getTime())) {
      throw new AppError('CAMPAIGN_ENDED', { name: wanted.name });
    }
    const problem = campaignOrderProblem(locked.campaign, locked, wanted);
    if (problem?.code === 'CAMPAIGN_SHOPPER_LIMIT') {
      throw new AppError(problem.code, { n: problem.n, name: wanted.name });
    }
    if (problem) throw new AppError(problem.code, { name: wanted.name });
    const { budgetPaise } = locked.campaign;
    if (budgetPaise !== null && locked.spentPaise + wanted.discountPaise >= budgetPaise) {
      await campaigns.end(id, order.at);
    }
  }
}
