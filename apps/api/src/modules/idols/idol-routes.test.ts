import { IDOLS_PER_ACCOUNT_MAX } from '@shop/shared/idol-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { logIn, signUp, type Session } from '../../test/session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HINDI = { 'accept-language': 'hi' };

const list = async (session: Session) =>
  (await session.request({ method: 'GET', url: '/api/v1/user/idols' })).json().idols as {
    _id: string;
    name: string;
    deity: string;
    size: string;
    heightIn: number | null;
  }[];
const save = (session: Session, payload: unknown, headers = {}) =>
  session.request({ method: 'POST', url: '/api/v1/user/idols', payload: payload as object, headers });

const BAL_GOPAL = { name: 'Bal Gopal of our mandir', deity: 'laddu-gopal', size: '3' };

describe('My Thakur Ji: saved idols', () => {
  it('saves an idol by its size and lists it', async () => {
    const session = await signUp(t.app);
    const saved = await save(session, BAL_GOPAL);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      success: true,
      message: 'Your Thakur Ji is saved',
      idol: { ...BAL_GOPAL, heightIn: null },
    });
    expect(await list(session)).toMatchObject([{ ...BAL_GOPAL, heightIn: null }]);
  });

  it('turns a measured height into the size guide’s number, keeping the height', async () => {
    const session = await signUp(t.app);
    const saved = await save(session, { name: 'Radha Rani ji', deity: 'radha-rani', heightIn: 3.3 });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().idol).toMatchObject({ size: '4', heightIn: 3.3 });
  });

  it('changes an idol’s name, deity or size, and removes it', async () => {
    const session = await signUp(t.app);
    const { idol } = (await save(session, BAL_GOPAL)).json();
    const renamed = await session.request({
      method: 'PATCH',
      url: `/api/v1/user/idols/${idol._id}`,
      payload: { name: 'Kanha ji' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: 'Your Thakur Ji is updated',
      idol: { name: 'Kanha ji', size: '3' },
    });
    const measured = await session.request({
      method: 'PATCH',
      url: `/api/v1/user/idols/${idol._id}`,
      payload: { heightIn: '1.9' },
    });
    expect(measured.json().idol).toMatchObject({ name: 'Kanha ji', size: '1', heightIn: 1.9 });
    const removed = await session.request({ method: 'DELETE', url: `/api/v1/user/idols/${idol._id}` });
    expect(removed.json()).toEqual({ success: true, message: 'Removed from My Thakur Ji' });
    expect(await list(session)).toEqual([]);
    const again = await session.request({ method: 'DELETE', url: `/api/v1/user/idols/${idol._id}` });
    expect(again.statusCode).toBe(404);
  });

  it('refuses bad input in English and Hindi, saving nothing', async () => {
    const session = await signUp(t.app);
    const cases: [unknown, string, string][] = [
      [{ ...BAL_GOPAL, name: '  ' }, 'Please give your idol a name', 'कृपया अपनी मूर्ति का नाम लिखें'],
      [{ ...BAL_GOPAL, deity: 'ganesh' }, 'Please choose the deity', 'कृपया देवता चुनें'],
      [{ ...BAL_GOPAL, size: '9' }, 'Size must be an idol size from 0 to 6', 'साइज़ 0 से 6 तक का मूर्ति साइज़ होना चाहिए'],
      [
        { name: 'Gopal', deity: 'laddu-gopal' },
        "Choose the size or enter your idol's height in inches",
        'साइज़ चुनें या मूर्ति की ऊँचाई इंच में लिखें',
      ],
      [
        { name: 'Gopal', deity: 'laddu-gopal', heightIn: 7 },
        'Our largest size (6) fits idols up to 4.4 inches tall',
        'हमारा सबसे बड़ा साइज़ (6) 4.4 इंच तक ऊँची मूर्तियों पर आता है',
      ],
      [
        { name: 'Gopal', deity: 'laddu-gopal', heightIn: 'tall' },
        'Height must be a number of inches',
        'ऊँचाई इंच में एक संख्या होनी चाहिए',
      ],
    ];
    for (const [payload, english, hindi] of cases) {
      const en = await save(session, payload);
      expect(en.statusCode, JSON.stringify(payload)).toBe(400);
      expect(en.json().message).toBe(english);
      const hi = await save(session, payload, HINDI);
      expect(hi.json().message).toBe(hindi);
    }
    expect(await list(session)).toEqual([]);
  });

  it('keeps each account’s idols to itself', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { idol } = (await save(owner, BAL_GOPAL)).json();
    const edit = await other.request({
      method: 'PATCH',
      url: `/api/v1/user/idols/${idol._id}`,
      payload: { size: '5' },
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe('Saved idol not found');
    const remove = await other.request({ method: 'DELETE', url: `/api/v1/user/idols/${idol._id}`, headers: HINDI });
    expect(remove.statusCode).toBe(404);
    expect(remove.json().message).toBe('सहेजी गई मूर्ति नहीं मिली');
    expect(await list(owner)).toMatchObject([BAL_GOPAL]);
    expect(await list(other)).toEqual([]);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/v1/user/idols' });
    expect(visitor.statusCode).toBe(401);
  });

  it(`holds an account to ${IDOLS_PER_ACCOUNT_MAX} idols`, async () => {
    const session = await signUp(t.app);
    for (let i = 0; i < IDOLS_PER_ACCOUNT_MAX; i++) {
      expect((await save(session, { ...BAL_GOPAL, name: `Gopal ${i}` })).statusCode).toBe(201);
    }
    const refused = await save(session, { ...BAL_GOPAL, name: 'One more' }, HINDI);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`आप अधिकतम ${IDOLS_PER_ACCOUNT_MAX} मूर्तियाँ सहेज सकते हैं। कृपया पहले एक हटाएँ।`);
    expect(await list(session)).toHaveLength(IDOLS_PER_ACCOUNT_MAX);
  });

  it('joins a guest’s idols to the account at sign-in, skipping repeats and unreadable ones', async () => {
    const account = await signUp(t.app);
    await save(account, BAL_GOPAL);
    const session = await logIn(t.app, account.email);
    const merged = await session.request({
      method: 'POST',
      url: '/api/v1/user/idols/merge',
      payload: {
        idols: [
          { ...BAL_GOPAL, name: 'bal gopal of our mandir' },
          { name: 'Mata Rani', deity: 'mata-rani', heightIn: 2.2 },
          { name: 'Lost', deity: 'ganesh', size: '2' },
          'not an idol',
        ],
      },
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ success: true, added: 1 });
    expect((await list(session)).map(({ name, size }) => [name, size])).toEqual([
      ['Bal Gopal of our mandir', '3'],
      ['Mata Rani', '1'],
    ]);
  });

  it('joins no more than the cap at sign-in', async () => {
    const session = await signUp(t.app);
    const many = Array.from({ length: IDOLS_PER_ACCOUNT_MAX + 3 }, (_, i) => ({ ...BAL_GOPAL, name: `Gopal ${i}` }));
    const merged = await session.request({ method: 'POST', url: '/api/v1/user/idols/merge', payload: { idols: many } });
    expect(merged.json().added).toBe(IDOLS_PER_ACCOUNT_MAX);
    expect(await list(session)).toHaveLength(IDOLS_PER_ACCOUNT_MAX);
  });
});
