import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_LABELS } from './order-status-labels';
import { HINDI_ORDER_STATUS_LABELS } from './order-status-labels-hi';

describe('order status labels in Hindi', () => {
  it('names every status the English map names, in Devanagari', () => {
    expect(Object.keys(HINDI_ORDER_STATUS_LABELS).sort()).toEqual(Object.keys(ORDER_STATUS_LABELS).sort());
    for (const label of Object.values(HINDI_ORDER_STATUS_LABELS)) expect(label).toMatch(/^[\u0900-\u097F ]+$/);
  });
});
