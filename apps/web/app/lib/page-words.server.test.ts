import { signupRequestSchema } from '@shop/shared/contracts/auth';
import { addressFieldsSchema } from '@shop/shared/contracts/addresses';
import { trackLookupRequestSchema } from '@shop/shared/contracts/orders';
import { describe, expect, it } from 'vitest';
import { pageWords } from './page-words.server';

const words = (path: string) =>
  pageWords(new Request(`http://shop.test${path}`), {
    namespaces: ['auth'],
    title: 'auth.metaLoginTitle',
    description: 'auth.metaLoginDescription',
    forms: true,
  });

/** Every message zod gives for a form filled wrongly in every way it checks. */
function refusals(): string[] {
  const issues = [
    signupRequestSchema.safeParse({ email: '', password: '', confirmPassword: '' }),
    signupRequestSchema.safeParse({ email: 'not-an-email', password: 'x', confirmPassword: 'x' }),
    signupRequestSchema.safeParse({ email: 'a@b.in', password: 'short', confirmPassword: 'short' }),
    signupRequestSchema.safeParse({ email: 'a@b.in', password: 'krishna123', confirmPassword: 'krishna123' }),
    signupRequestSchema.safeParse({ email: 'a@b.in', password: 'Tulsi-108', confirmPassword: 'Tulsi-109' }),
    addressFieldsSchema.safeParse({ fullName: '', address: '', city: '', state: '', postalCode: '', phone: '' }),
    addressFieldsSchema.safeParse({
      fullName: 'R',
      address: 'x'.repeat(201),
      apartment: 'x'.repeat(101),
      landmark: 'x'.repeat(81),
      city: 'C',
      state: 'S',
      postalCode: '12',
      phone: '123',
    }),
    trackLookupRequestSchema.safeParse({ orderNumber: 'x', confirm: '' }),
  ].flatMap((result) => result.error?.issues ?? []);
  return [...new Set(issues.map((issue) => issue.message))];
}

describe('A page of forms in its language', () => {
  it('has its title and description in Hindi under /hi, in English elsewhere', () => {
    expect(words('/hi/login').words).toEqual({
      title: 'लॉग इन',
      description: 'अपने ऑर्डर, विशलिस्ट और सहेजे गए पते देखने के लिए लॉग इन करें।',
    });
    expect(words('/login').words.title).toBe('Login');
  });

  it('gives a Hindi page the Hindi of every message the shared forms can refuse with', () => {
    const { formMessages = {} } = words('/hi/signup');
    const said = refusals();
    expect(said.length).toBeGreaterThan(10);
    for (const english of said) expect(formMessages[english], english).toMatch(/[\u0900-\u097F]/);
  });

  it('gives an English page no form messages: the English words are the ones zod gives', () => {
    expect(words('/signup').formMessages).toBeUndefined();
  });
});
