import { describe, expect, it } from 'vitest';
import { campaignDraftOf, campaignInputOf, indiaTimeBox, instantOfIndiaTime } from './campaign-draft';

describe('The sale form', () => {
  it('reads and writes its times in India time, whatever the browser’s zone', () => {
    expect(indiaTimeBox('2026-09-03T18:30:00.000Z')).toBe('2026-09-04T00:00');
    expect(instantOfIndiaTime('2026-09-04T00:00')).toBe('2026-09-03T18:30:00.000Z');
  });

  it('sends either a collection or the product ids typed, one per line', () => {
    const draft = {
      ...campaignDraftOf(),
      name: 'Janmashtami sale',
      nameHi: 'जन्माष्टमी सेल',
      startsAt: '2026-09-01T00:00',
      endsAt: '2026-09-05T00:00',
      discountValue: '20',
    };
    expect(campaignInputOf({ ...draft, collectionSlug: 'janmashtami' })).toMatchObject({
      collectionSlug: 'janmashtami',
      productIds: [],
      discount: { type: 'percentage', value: 20 },
      budget: null,
    });
    expect(campaignInputOf({ ...draft, target: 'products', productIds: 'a\nb, c' })).toMatchObject({
      collectionSlug: null,
      productIds: ['a', 'b', 'c'],
    });
  });
});
