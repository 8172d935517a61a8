import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESSES_PER_USER_MAX } from '@shop/shared/account-rules';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, type Session } from '../../test/session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const home = {
  fullName: 'Radha Sharma',
  address: '12 Seva Kunj Marg',
  apartment: 'Flat 3B',
  city: 'Mathura',
  state: 'Uttar Pradesh',
  postalCode: '281121',
  phone: '9876543210',
};

async function create(session: Session, payload: object = home) {
  return session.request({ method: 'POST', url: '/api/v1/user/addresses', payload });
}

describe('Saved addresses', () => {
  it('saves a first address as the default and lists it', async () => {
    const session = await signUp(t.app);
    const res = await create(session);
    expect(res.statusCode).toBe(201);
    expect(res.json().address).toMatchObject({ ...home, isDefault: true });
    const list = await session.request({ method: 'GET', url: '/api/v1/user/addresses' });
    expect(list.json().addresses).toHaveLength(1);
  });

  it('keeps a landmark for the courier, and refuses one longer than 80 characters', async () => {
    const session = await signUp(t.app);
    const saved = await create(session, { ...home, landmark: '  Near Hanuman Mandir ' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().address.landmark).toBe('Near Hanuman Mandir');
    const tooLong = await create(session, { ...home, landmark: 'x'.repeat(81) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toMatchObject({ landmark: 'Must be at most 80 characters' });
    const list = await session.request({ method: 'GET', url: '/api/v1/user/addresses' });
    expect(list.json().addresses).toHaveLength(1);
  });

  it('keeps one default: choosing another moves it, and deleting it passes it on', async () => {
    const session = await signUp(t.app);
    const first = (await create(session)).json().address;
    const second = (await create(session, { ...home, fullName: 'Krishna Das', city: 'Vrindavan' })).json().address;
    expect(second.isDefault).toBe(false);

    const moved = await session.request({ method: 'POST', url: `/api/v1/user/addresses/${second._id}/default` });
    expect(moved.json().address.isDefault).toBe(true);
    let list = (await session.request({ method: 'GET', url: '/api/v1/user/addresses' })).json().addresses;
    expect(list.map((a: { _id: string; isDefault: boolean }) => [a._id, a.isDefault])).toEqual([
      [second._id, true],
      [first._id, false],
    ]);

    const removed = await session.request({ method: 'DELETE', url: `/api/v1/user/addresses/${second._id}` });
    expect(removed.statusCode).toBe(200);
    list = (await session.request({ method: 'GET', url: '/api/v1/user/addresses' })).json().addresses;
    expect(list).toEqual([expect.objectContaining({ _id: first._id, isDefault: true })]);
  });

  it('saves a new address as the default when asked', async () => {
    const session = await signUp(t.app);
    await create(session);
    const second = await create(session, { ...home, isDefault: true });
    expect(second.json().address.isDefault).toBe(true);
    const list = (await session.request({ method: 'GET', url: '/api/v1/user/addresses' })).json().addresses;
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
  });

  it('edits an address', async () => {
    const session = await signUp(t.app);
    const address = (await create(session)).json().address;
    const res = await session.request({
      method: 'PUT',
      url: `/api/v1/user/addresses/${address._id}`,
      payload: { ...home, address: '7 Banke Bihari Road', postalCode: '281121', phone: '9123456780' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().address).toMatchObject({ address: '7 Banke Bihari Road', phone: '9123456780', isDefault: true });
  });

  it.each(['+91 98765 43210', '098765 43210'])('keeps the phone %j as its ten digits', async (phone) => {
    const session = await signUp(t.app);
    const res = await create(session, { ...home, phone });
    expect(res.statusCode).toBe(201);
    expect(res.json().address.phone).toBe('9876543210');
  });

  it.each([
    [{ fullName: '' }, 'Full name is required'],
    [{ fullName: undefined }, 'Full name is required'],
    [{ address: '  ' }, 'Address is required'],
    [{ city: '' }, 'City is required'],
    [{ postalCode: '2811' }, 'Postal code must be 6 digits'],
    [{ postalCode: '28112a' }, 'Postal code must be 6 digits'],
    [{ phone: '98765' }, 'Phone number must be 10 digits'],
    [{ phone: '+14155550100' }, 'Phone number must be 10 digits'],
  ])('refuses %j with the spec’s message and saves nothing', async (change, message) => {
    const session = await signUp(t.app);
    const res = await create(session, { ...home, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const list = (await session.request({ method: 'GET', url: '/api/v1/user/addresses' })).json().addresses;
    expect(list).toHaveLength(0);
  });

  it(`stops at ${ADDRESSES_PER_USER_MAX} addresses`, async () => {
    const session = await signUp(t.app);
    for (let i = 0; i < ADDRESSES_PER_USER_MAX; i += 1) expect((await create(session)).statusCode).toBe(201);
    const res = await create(session);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`You can save up to ${ADDRESSES_PER_USER_MAX} addresses. Please delete one first.`);
  });

  it('asks a visitor to log in first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/addresses' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please Login First');
  });
});

describe("Another shopper's address", () => {
  it('cannot be read, changed, made default or deleted: it answers as if it did not exist', async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const address = (await create(owner)).json().address;
    const url = `/api/v1/user/addresses/${address._id}`;

    const attempts = [
      await intruder.request({ method: 'GET', url }),
      await intruder.request({ method: 'PUT', url, payload: { ...home, fullName: 'Intruder' } }),
      await intruder.request({ method: 'POST', url: `${url}/default` }),
      await intruder.request({ method: 'DELETE', url }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ADDRESS_NOT_FOUND', message: 'Address not found' });
    }
    expect((await intruder.request({ method: 'GET', url: '/api/v1/user/addresses' })).json().addresses).toEqual([]);

    const mine = await owner.request({ method: 'GET', url });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().address).toMatchObject({ fullName: home.fullName, isDefault: true });
  });

  it('answers an id that is not an id the same way', async () => {
    const session = await signUp(t.app);
    const res = await session.request({ method: 'DELETE', url: '/api/v1/user/addresses/not-a-real-id' });
    expect(res.statusCode).toBe(404);
  });
});
