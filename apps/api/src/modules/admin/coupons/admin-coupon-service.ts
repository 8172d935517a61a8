import type { AdminCoupon, AdminCouponData } from '@shop/shared/contracts/admin-coupons';
import { AppError } from '../../../app-error';
import { recordAudit } from '../../audit/audit-repository';
import { couponColumns, toAdminCoupon } from './admin-coupon-dto';
import type { AdminCouponQueries, AdminCouponRepository } from './admin-coupon-repository';

/** Coupons in the back office. The shopper's side (modules/coupons) judges them with the same columns. */
export function adminCouponService(repository: AdminCouponRepository) {
  async function check(queries: AdminCouponQueries, input: AdminCouponData, exceptId?: string) {
    if (await queries.codeTaken(input.code, exceptId)) {
      throw new AppError('COUPON_CODE_TAKEN', { code: input.code }, { code: 'Code already used' });
    }
    const known = await queries.categorySlugs();
    const unknown = input.eligibleCategories.find((slug) => !known.has(slug));
    if (unknown) throw new AppError('VALIDATION_FAILED', {}, { eligibleCategories: `Unknown category: ${unknown}` });
  }

  async function load(queries: AdminCouponQueries, id: string): Promise<AdminCoupon> {
    const row = await queries.find(id);
    if (!row) throw new AppError('COUPON_NOT_FOUND');
    return toAdminCoupon(row);
  }

  return {
    async list(): Promise<AdminCoupon[]> {
      return (await repository.list()).map(toAdminCoupon);
    },

    create(actorUserId: string, input: AdminCouponData): Promise<AdminCoupon> {
      return repository.transaction(async (queries, tx) => {
        await check(queries, input);
        const id = await queries.insert(couponColumns(input));
        const after = await load(queries, id);
        await recordAudit(tx, { actorUserId, action: 'coupon.create', entity: 'coupon', entityId: id, after });
        return after;
      });
    },

    update(actorUserId: string, id: string, input: AdminCouponData): Promise<AdminCoupon> {
      return repository.transaction(async (queries, tx) => {
        if (!(await queries.lock(id))) throw new AppError('COUPON_NOT_FOUND');
        const before = await load(queries, id);
        await check(queries, input, id);
        await queries.update(id, couponColumns(input));
        const after = await load(queries, id);
        await recordAudit(tx, { actorUserId, action: 'coupon.update', entity: 'coupon', entityId: id, before, after });
        return after;
      });
    },

    setActive(actorUserId: string, id: string, active: boolean): Promise<AdminCoupon> {
      return repository.transaction(async (queries, tx) => {
        const row = await queries.lock(id);
        if (!row) throw new AppError('COUPON_NOT_FOUND');
        await queries.update(id, { active });
        await recordAudit(tx, {
          actorUserId,
          action: active ? 'coupon.activate' : 'coupon.deactivate',
          entity: 'coupon',
          entityId: id,
          before: { active: row.active },
          after: { active },
        });
        return load(queries, id);
      });
    },
  };
}
