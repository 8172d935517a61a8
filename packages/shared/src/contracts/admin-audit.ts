import { z } from 'zod';
import { emptyToUndefined } from './admin-fields';
import { adminPageField, adminPaginationSchema, adminSearchField } from './admin-customers';

// The audit log: every admin write with who made it, when, and the values
// before and after. Dates in filters are calendar days in India (IST, UTC+05:30), both inclusive.

export const SHOP_UTC_OFFSET = '+05:30';

/** `entity` and `action` names as recordAudit writes them: `product`, `order.ship`, `coupon.deactivate`, ... */
const AUDIT_NAME = /^[a-z][a-z0-9_.-]{0,63}$/;

const nameFilter = (label: string) =>
  z.preprocess(emptyToUndefined, z.string().trim().regex(AUDIT_NAME, `${label} filter is invalid`).optional());

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const dayFilter = (label: string) =>
  z.preprocess(emptyToUndefined, z.string().refine(isCalendarDay, `${label} must be a date (YYYY-MM-DD)`).optional());

/** GET /admin/audit — actor matches the admin's name or email. */
export const adminAuditQuerySchema = z
  .object({
    entity: nameFilter('Entity'),
    action: nameFilter('Action'),
    actor: adminSearchField,
    from: dayFilter('From'),
    to: dayFilter('To'),
    page: adminPageField,
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.from > value.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'From date cannot be after the To date' });
    }
  });
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

/** The first instant of a shop calendar day, and the first instant after it. */
export function shopDayBounds(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00${SHOP_UTC_OFFSET}`);
  return { start, end: new Date(start.getTime() + 24 * 60 * 60 * 1000) };
}

export const adminAuditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  /** Null when the system made the change, or the admin's account is gone. */
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditListResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(adminAuditEntrySchema),
  /** Every entity and action name in the log, for the filters. */
  entities: z.array(z.string()),
  actions: z.array(z.string()),
  pagination: adminPaginationSchema,
});
export type AdminAuditListResponse = z.infer<typeof adminAuditListResponseSchema>;

export type AuditChange = { key: string; before: unknown; after: unknown };

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The keys whose values differ between before and after, in a stable order (before's keys first).
 * A missing side (a creation or a deletion) counts as an empty object; values that are not objects
 * are compared whole, under the key `value`.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const old = isRecord(before) ? before : before === null || before === undefined ? {} : null;
  const now = isRecord(after) ? after : after === null || after === undefined ? {} : null;
  if (!old || !now) return sameJson(before, after) ? [] : [{ key: 'value', before, after }];
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return keys.filter((key) => !sameJson(old[key], now[key])).map((key) => ({ key, before: old[key], after: now[key] }));
}
