import { describe, expect, it } from 'vitest';
import { addressFieldsSchema } from './addresses';

const address = (phone: string) => ({
  fullName: 'Meera Rathore',
  address: '12 Temple Road',
  city: 'Vrindavan',
  state: 'Uttar Pradesh',
  postalCode: '281121',
  phone,
});

describe('a delivery phone', () => {
  it.each(['+91 98765 43210', '098765 43210', '91-98765-43210', '9876543210'])(
    'is taken as written (%s) and kept as its ten digits',
    (phone) => {
      expect(addressFieldsSchema.parse(address(phone)).phone).toBe('9876543210');
    },
  );

  it('is refused with the spec message when it is not a phone number', () => {
    const result = addressFieldsSchema.safeParse(address('98765'));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Phone number must be 10 digits');
  });
});
