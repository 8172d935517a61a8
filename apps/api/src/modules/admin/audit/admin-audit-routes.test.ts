import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminAuditListResponseSchema } from '@shop/shared/contracts/admin-audit';
import { auditLog } from '../../../db/schema';
import { createAdmin, type Shopper } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { recordAudit } from '../../audit/audit-repository';

let t: TestApp;
let owner: Shopper;
let helper: Shopper;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  owner = await createAdmin(t, 'owner', 'Shop Owner');
  helper = await createAdmin(t, 'helper', 'Shop Helper');

  // Three writes in one transaction: they share created_at (now() is the transaction's start), so
  // only the order they were written in can put them newest first.
  await t.db.transaction(async (tx) => {
    await recordAudit(tx, {
      actorUserId: owner.id,
      action: 'product.update',
      entity: 'product',
      entityId: 'p-1',
      before: { name: 'Poshak', price: 499 },
      after: { name: 'Poshak', price: 549 },
    });
    await recordAudit(tx, {
      actorUserId: helper.id,
      action: 'coupon.deactivate',
      entity: 'coupon',
      entityId: 'c-1',
      before: { active: true },
      after: { active: false },
    });
    await recordAudit(tx, { actorUserId: null, action: 'order.ship', entity: 'order', entityId: 'o-1' });
  });
  // One entry from long ago, for the date filter: 1 October 2026, 23:30 in India.
  await recordAudit(t.db, { actorUserId: owner.id, action: 'product.create', entity: 'product', entityId: 'p-0' });
  await t.db
    .update(auditLog)
    .set({ createdAt: new Date('2026-10-01T18:00:00Z') })
    .where(eq(auditLog.entityId, 'p-0'));
});
afterAll(() => t.close());

async function audit(query = '') {
  const res = await owner.request({ method: 'GET', url: `/api/v1/admin/audit${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return adminAuditListResponseSchema.parse(res.json());
}

describe('GET /api/v1/admin/audit', () => {
  it('lists every admin write newest first, with who made it and the values before and after', async () => {
    const body = await audit();
    expect(body.entries.map((e) => e.entityId)).toEqual(['o-1', 'c-1', 'p-1', 'p-0']);
    expect(body.entries[2]).toMatchObject({
      action: 'product.update',
      entity: 'product',
      actor: { id: owner.id, name: 'Shop Owner', email: owner.email },
      before: { name: 'Poshak', price: 499 },
      after: { name: 'Poshak', price: 549 },
    });
    expect(body.entries[0]!.actor).toBeNull();
    expect(body.entities).toEqual(['coupon', 'order', 'product']);
    expect(body.actions).toEqual(['coupon.deactivate', 'order.ship', 'product.create', 'product.update']);
  });

  it('filters by entity', async () => {
    const body = await audit('?entity=product');
    expect(body.entries.map((e) => e.entityId)).toEqual(['p-1', 'p-0']);
    expect(body.pagination.total).toBe(2);
    expect((await audit('?entity=coupon')).entries.map((e) => e.entityId)).toEqual(['c-1']);
    expect((await audit('?entity=return')).entries).toEqual([]);
  });

  it('filters by action and by the admin who acted', async () => {
    expect((await audit('?action=coupon.deactivate')).entries.map((e) => e.entityId)).toEqual(['c-1']);
    expect((await audit('?actor=helper')).entries.map((e) => e.entityId)).toEqual(['c-1']);
    expect((await audit(`?actor=${encodeURIComponent(owner.email)}`)).entries.map((e) => e.entityId)).toEqual([
      'p-1',
      'p-0',
    ]);
  });

  it('filters by calendar days in India time', async () => {
    // 18:00 UTC on 1 October is 23:30 on 1 October in India, not 2 October.
    expect((await audit('?from=2026-10-01&to=2026-10-01')).entries.map((e) => e.entityId)).toEqual(['p-0']);
    expect((await audit('?from=2026-10-02&to=2026-10-31')).entries).toEqual([]);
    expect((await audit('?to=2026-10-01')).entries.map((e) => e.entityId)).toEqual(['p-0']);
  });

  it('refuses filters it cannot read', async () => {
    for (const query of ['?from=yesterday', '?from=2026-10-05&to=2026-10-01', '?entity=DROP%20TABLE', '?page=-1']) {
      const res = await owner.request({ method: 'GET', url: `/api/v1/admin/audit${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });
});
