import { COD_UNAVAILABLE_STATES } from '@shop/shared/delivery-estimate';
import { describe, expect, it } from 'vitest';
import { stateList } from './state-names';

describe('stateList', () => {
  it('names the states without cash on delivery as the English policy always did', () => {
    expect(stateList(COD_UNAVAILABLE_STATES, 'en')).toBe(COD_UNAVAILABLE_STATES.join(' and '));
  });

  it('names every state without cash on delivery in Hindi', () => {
    const hindi = stateList(COD_UNAVAILABLE_STATES, 'hi');
    expect(hindi).not.toMatch(/[A-Za-z]/);
    expect(hindi).toBe('अंडमान और निकोबार द्वीपसमूह और लक्षद्वीप');
  });
});
