import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditEntry = {
  /** The admin who made the change (null for the system, e.g. a webhook). */
  actorUserId: string | null;
  /** What was done, as `entity.verb`: `product.update`, `order.ship`, `coupon.deactivate`, ... */
  action: string;
  /** The kind of thing changed: `product`, `variant`, `order`, `coupon`, `return`, `settings`, ... */
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
};

/**
 * Records one admin write. Call it with the transaction that made the change, so the record and
 * the change commit (or roll back) together.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
