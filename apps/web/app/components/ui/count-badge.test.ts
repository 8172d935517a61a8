import { describe, expect, it } from 'vitest';
import { HEADER_BADGE_CAP, MOBILE_BADGE_CAP } from '@shop/shared/constants';
import { badgeText } from './count-badge';

describe('badge text', () => {
  it('shows counts up to the cap as they are', () => {
    expect(badgeText(1, MOBILE_BADGE_CAP)).toBe('1');
    expect(badgeText(9, MOBILE_BADGE_CAP)).toBe('9');
    expect(badgeText(99, HEADER_BADGE_CAP)).toBe('99');
  });

  it('caps the mobile bar at 9+ and the header at 99+', () => {
    expect(badgeText(10, MOBILE_BADGE_CAP)).toBe('9+');
    expect(badgeText(100, HEADER_BADGE_CAP)).toBe('99+');
  });
});
