// @vitest-environment jsdom
import { idolInputSchema } from '@shop/shared/contracts/idols';
import { IDOLS_PER_ACCOUNT_MAX } from '@shop/shared/idol-rules';
import { afterEach, describe, expect, it } from 'vitest';
import { addGuestIdol, readGuestIdols, removeGuestIdol, updateGuestIdol } from './guest-idols';

afterEach(() => window.localStorage.clear());

/** The guest form's fields as the browser reads them: text, a blank size when a height is given. */
const fromForm = (fields: Record<string, string>) => idolInputSchema.parse({ size: '', heightIn: '', ...fields });

describe("a guest's idols in this browser", () => {
  it('keeps an idol measured in inches at the size guide’s size', () => {
    const idol = fromForm({ name: 'Bal Gopal of our mandir', deity: 'laddu-gopal', heightIn: '2.9' });
    expect(idol).toEqual({ name: 'Bal Gopal of our mandir', deity: 'laddu-gopal', size: '3', heightIn: 2.9 });
    expect(addGuestIdol(idol)).toBe(true);
    expect(readGuestIdols()).toMatchObject([{ name: 'Bal Gopal of our mandir', size: '3', heightIn: 2.9 }]);
  });

  it('takes the size number as chosen, forgetting a height', () => {
    expect(fromForm({ name: 'Mata Rani', deity: 'mata-rani', size: '5', heightIn: '1.8' })).toMatchObject({
      size: '5',
      heightIn: null,
    });
  });

  it('changes and removes an idol', () => {
    addGuestIdol({ name: 'Kanha', deity: 'laddu-gopal', size: '2', heightIn: null });
    const [saved] = readGuestIdols();
    updateGuestIdol(saved!._id, { name: 'Kanha ji', deity: 'laddu-gopal', size: '4', heightIn: null });
    expect(readGuestIdols()).toMatchObject([{ _id: saved!._id, name: 'Kanha ji', size: '4' }]);
    removeGuestIdol(saved!._id);
    expect(readGuestIdols()).toEqual([]);
  });

  it(`keeps no more than ${IDOLS_PER_ACCOUNT_MAX}, as an account`, () => {
    for (let i = 0; i < IDOLS_PER_ACCOUNT_MAX; i++) {
      expect(addGuestIdol({ name: `Gopal ${i}`, deity: 'laddu-gopal', size: '1', heightIn: null })).toBe(true);
    }
    expect(addGuestIdol({ name: 'One more', deity: 'laddu-gopal', size: '1', heightIn: null })).toBe(false);
    expect(readGuestIdols()).toHaveLength(IDOLS_PER_ACCOUNT_MAX);
  });

  it('reads damaged or foreign storage as no idols, and skips idols it cannot read', () => {
    window.localStorage.setItem('guest_idols', '{not json');
    expect(readGuestIdols()).toEqual([]);
    window.localStorage.setItem(
      'guest_idols',
      JSON.stringify([
        { _id: 'a', name: 'Gopal', deity: 'laddu-gopal', size: '3', heightIn: null },
        { _id: 'b', name: 'Ganesh', deity: 'ganesh', size: '3', heightIn: null },
        { _id: 'c', name: 'Big', deity: 'radha-rani', size: '9', heightIn: null },
      ]),
    );
    expect(readGuestIdols().map((idol) => idol._id)).toEqual(['a']);
  });
});
