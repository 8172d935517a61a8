import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { auditLog, users } from '../../../db/schema';
import { containsPattern } from '../shared/search-pattern';

export type AuditFilter = { entity?: string; action?: string; actor?: string; from?: Date; to?: Date };

function auditFilter({ entity, action, actor, from, to }: AuditFilter): SQL | undefined {
  return and(
    entity ? eq(auditLog.entity, entity) : undefined,
    action ? eq(auditLog.action, action) : undefined,
    actor ? or(ilike(users.email, containsPattern(actor)), ilike(users.name, containsPattern(actor))) : undefined,
    from ? gte(auditLog.createdAt, from) : undefined,
    to ? lt(auditLog.createdAt, to) : undefined,
  );
}

export function adminAuditRepository(db: Db) {
  return {
    async list(filter: AuditFilter, { limit, offset }: { limit: number; offset: number }) {
      const where = auditFilter(filter);
      const [rows, [total], entities, actions] = await Promise.all([
        db
          .select({
            id: auditLog.id,
            createdAt: auditLog.createdAt,
            action: auditLog.action,
            entity: auditLog.entity,
            entityId: auditLog.entityId,
            before: auditLog.before,
            after: auditLog.after,
            actorId: users.id,
            actorName: users.name,
            actorEmail: users.email,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorUserId))
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.seq))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorUserId)).where(where),
        db.selectDistinct({ name: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
        db.selectDistinct({ name: auditLog.action }).from(auditLog).orderBy(auditLog.action),
      ]);
      return {
        rows,
        total: Number(total?.n ?? 0),
        entities: entities.map((row) => row.name),
        actions: actions.map((row) => row.name),
      };
    },
  };
}
