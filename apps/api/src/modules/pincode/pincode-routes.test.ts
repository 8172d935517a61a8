import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pincodeResponseSchema } from '@shop/shared/contracts/pincode';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const lookup = (pin: string) => t.app.inject({ method: 'GET', url: `/api/v1/pincode/${pin}` });

describe('GET /api/v1/pincode/:pin', () => {
  it('answers a known PIN with its city, state and cash on delivery', async () => {
    const res = await lookup('281121');
    expect(res.statusCode).toBe(200);
    const body = pincodeResponseSchema.parse(res.json());
    expect(body.data).toMatchObject({
      pincode: '281121',
      city: 'Mathura',
      state: 'Uttar Pradesh',
      deliverable: true,
      codAvailable: true,
      zone: 'rest_of_india',
    });
    expect(body.data.offices.length).toBeGreaterThan(0);
  });

  it('names the district and state in Hindi for a Hindi page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/pincode/281121',
      headers: { 'accept-language': 'hi' },
    });
    const body = pincodeResponseSchema.parse(res.json());
    expect(body.data).toMatchObject({ city: 'Mathura', state: 'Uttar Pradesh' });
    expect(body.data.place).toEqual({ city: 'मथुरा', state: 'उत्तर प्रदेश' });
    expect(res.headers.vary).toContain('Accept-Language');
  });

  it('delivers to the Andaman Islands without cash on delivery', async () => {
    const body = pincodeResponseSchema.parse((await lookup('744101')).json());
    expect(body.data).toMatchObject({ state: 'Andaman and Nicobar Islands', deliverable: true, codAvailable: false });
  });

  it('promises Delhi a metro window and Guwahati the north-east one', async () => {
    const delhi = pincodeResponseSchema.parse((await lookup('110001')).json());
    const guwahati = pincodeResponseSchema.parse((await lookup('781001')).json());
    expect(delhi.data.zone).toBe('metro');
    expect(guwahati.data.zone).toBe('north_east');
  });

  it.each(['12345', '1234567', 'abcdef', '28112a'])(
    "refuses %s with 400 'Please enter a valid 6-digit PIN code'",
    async (pin) => {
      const res = await lookup(pin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Please enter a valid 6-digit PIN code' });
    },
  );

  it("answers 404 'Invalid PIN code' for a PIN that does not exist", async () => {
    const res = await lookup('999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'PIN_NOT_FOUND', message: 'Invalid PIN code' });
  });
});
