import { describe, expect, it } from 'vitest';
import { adminAuditQuerySchema, auditChanges, shopDayBounds } from './admin-audit';

describe('audit changes', () => {
  it('lists only the keys whose values changed, side by side', () => {
    expect(
      auditChanges({ name: 'Poshak', stock: 5, tags: ['a'] }, { name: 'Poshak', stock: 3, tags: ['a', 'b'] }),
    ).toEqual([
      { key: 'stock', before: 5, after: 3 },
      { key: 'tags', before: ['a'], after: ['a', 'b'] },
    ]);
  });

  it('shows every key of a created or deleted thing', () => {
    expect(auditChanges(null, { code: 'DIWALI' })).toEqual([{ key: 'code', before: undefined, after: 'DIWALI' }]);
    expect(auditChanges({ code: 'DIWALI' }, undefined)).toEqual([{ key: 'code', before: 'DIWALI', after: undefined }]);
  });

  it('compares plain values whole', () => {
    expect(auditChanges(10, 12)).toEqual([{ key: 'value', before: 10, after: 12 }]);
    expect(auditChanges('same', 'same')).toEqual([]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});

describe('audit filters', () => {
  it('reads calendar days in India time, both ends inclusive', () => {
    const { start, end } = shopDayBounds('2026-11-22');
    expect(start.toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(end.toISOString()).toBe('2026-11-22T18:30:00.000Z');
  });

  it('refuses impossible dates and a range that ends before it starts', () => {
    expect(adminAuditQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(adminAuditQuerySchema.safeParse({ from: '2026-11-22', to: '2026-11-01' }).success).toBe(false);
    expect(adminAuditQuerySchema.parse({ from: '', to: '2026-11-22', entity: 'product' })).toMatchObject({
      from: undefined,
      to: '2026-11-22',
      entity: 'product',
      page: 1,
    });
  });
});
