import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayName, isEmailShaped, mayAddEmail, normaliseEmail, passwordProblem } from './account-rules';
import { addressRequestSchema } from './contracts/addresses';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  signupRequestSchema,
  updateProfileRequestSchema,
} from './contracts/auth';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('Email addresses', () => {
  it.each(['devotee@example.in', 'radha.rani+gifts@mail.co.in', 'a@b.co'])('accepts %s', (email) => {
    expect(isEmailShaped(email)).toBe(true);
  });

  it.each(['devotee', 'devotee@example', '@example.in', 'dev otee@example.in', 'devotee@@example.in'])(
    'refuses %s',
    (email) => {
      expect(isEmailShaped(email)).toBe(false);
    },
  );

  it('treats capitals and surrounding spaces as the same address', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(normaliseEmail(`  ${email.toUpperCase()} `)).toBe(normaliseEmail(email));
      }),
    );
  });
});

describe('Password strength', () => {
  it.each([
    ['Tulsi-Mala-108', null],
    ['gopal2024', null],
    ['short1', 'too_short'],
    ['onlyletters', 'needs_letter_and_number'],
    ['1234567890', 'needs_letter_and_number'],
    ['Password123', 'too_common'],
    ['KRISHNA@123', 'too_common'],
    [`a1${'x'.repeat(127)}`, 'too_long'],
  ])('%s → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('accepts every long enough mix of letters and numbers that is not a known common one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{4,20}[0-9]{4,10}$/), (password) => {
        fc.pre(!['abcd1234', 'asdf1234', 'zxcv1234', 'user1234'].includes(password));
        expect(passwordProblem(password)).toBeNull();
      }),
    );
  });
});

describe('Sign-up form rules', () => {
  const valid = { email: 'meera@example.in', password: 'Tulsi-Mala-108', confirmPassword: 'Tulsi-Mala-108' };

  it('accepts a complete form', () => {
    expect(signupRequestSchema.safeParse(valid).success).toBe(true);
  });

  it('asks for every field first', () => {
    for (const key of Object.keys(valid)) {
      expect(firstMessage(signupRequestSchema.safeParse({ ...valid, [key]: '' }))).toBe('Please fill in all fields');
      const { [key as keyof typeof valid]: _dropped, ...rest } = valid;
      expect(firstMessage(signupRequestSchema.safeParse(rest))).toBe('Please fill in all fields');
    }
  });

  it('then checks the passwords match, then their strength', () => {
    expect(firstMessage(signupRequestSchema.safeParse({ ...valid, confirmPassword: 'weak' }))).toBe(
      'Passwords do not match',
    );
    expect(firstMessage(signupRequestSchema.safeParse({ ...valid, password: 'weak', confirmPassword: 'weak' }))).toBe(
      'Password must be at least 8 characters and include a letter and a number',
    );
  });

  it('trims the email', () => {
    const parsed = signupRequestSchema.parse({ ...valid, email: '  meera@example.in ' });
    expect(parsed.email).toBe('meera@example.in');
  });
});

describe('Login and password change rules', () => {
  it('asks for both login fields', () => {
    expect(firstMessage(loginRequestSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      'Please fill in all fields',
    );
  });

  it('holds a new password to the sign-up rules', () => {
    expect(
      firstMessage(
        changePasswordRequestSchema.safeParse({
          currentPassword: 'old-one-1',
          newPassword: 'Gopal-Makhan-99',
          confirmPassword: 'Gopal-Makhan-98',
        }),
      ),
    ).toBe('Passwords do not match');
  });
});

describe('Profile rules', () => {
  it('drops fields that are not the profile’s to change', () => {
    const parsed = updateProfileRequestSchema.parse({ name: 'Meera', isAdmin: true, id: 'u1' });
    expect(parsed).toEqual({ name: 'Meera' });
  });

  it('takes an email (an account made with a phone may add one), trimmed and lower-cased', () => {
    expect(updateProfileRequestSchema.parse({ email: ' Meera@Example.IN ' })).toEqual({ email: 'meera@example.in' });
    expect(updateProfileRequestSchema.safeParse({ email: 'meera@example' }).success).toBe(false);
  });

  it('accepts only https picture addresses', () => {
    expect(updateProfileRequestSchema.safeParse({ avatar: 'https://cdn.example.in/a.webp' }).success).toBe(true);
    expect(updateProfileRequestSchema.safeParse({ avatar: 'http://cdn.example.in/a.webp' }).success).toBe(false);
    expect(updateProfileRequestSchema.safeParse({ avatar: 'data:image/png;base64,AAAA' }).success).toBe(false);
  });

  it('shows a name, or the start of the email when there is none', () => {
    expect(displayName({ name: ' Meera ', email: 'm@example.in' })).toBe('Meera');
    expect(displayName({ name: '', email: 'meera.bai@example.in' })).toBe('meera.bai');
  });

  it('shows a phone account by its number until it has a name, and nothing when it has neither', () => {
    expect(displayName({ name: '', email: '', phone: '+919876543210' })).toBe('+91 98765 43210');
    expect(displayName({ name: 'राधा देवी', email: '', phone: '+919876543210' })).toBe('राधा देवी');
    expect(displayName({ name: '', email: '' })).toBe('');
  });

  it('lets only an account made with a phone, with no proven email, give an email', () => {
    expect(mayAddEmail({ email: '', emailVerified: false, phone: '+919876543210' })).toBe(true);
    expect(mayAddEmail({ email: 'typo@example.in', emailVerified: false, phone: '+919876543210' })).toBe(true);
    expect(mayAddEmail({ email: 'radha@example.in', emailVerified: true, phone: '+919876543210' })).toBe(false);
    expect(mayAddEmail({ email: 'radha@example.in', emailVerified: false, phone: null })).toBe(false);
  });
});

describe('Address rules', () => {
  const valid = {
    fullName: 'Radha Sharma',
    address: '12 Seva Kunj Marg',
    city: 'Mathura',
    state: 'Uttar Pradesh',
    postalCode: '281121',
    phone: '9876543210',
  };

  it('accepts a complete address, with the apartment optional', () => {
    expect(addressRequestSchema.parse(valid)).toEqual({ ...valid, apartment: '', landmark: '' });
  });

  it.each([
    ['fullName', '', 'Full name is required'],
    ['address', ' ', 'Address is required'],
    ['city', '', 'City is required'],
    ['state', '', 'State is required'],
    ['postalCode', '', 'Postal code is required'],
    ['postalCode', '28112', 'Postal code must be 6 digits'],
    ['postalCode', '2811212', 'Postal code must be 6 digits'],
    ['phone', '', 'Phone number is required'],
    ['phone', '987654321', 'Phone number must be 10 digits'],
    ['phone', '98765 4321', 'Phone number must be 10 digits'],
  ])('%s "%s" → %s', (field, value, message) => {
    expect(firstMessage(addressRequestSchema.safeParse({ ...valid, [field]: value }))).toBe(message);
  });

  it('accepts every 6-digit PIN, and a 10-digit phone alone or a mobile after 0 or 91, and nothing else of digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/), (digits) => {
        const pin = addressRequestSchema.safeParse({ ...valid, postalCode: digits }).success;
        const phone = addressRequestSchema.safeParse({ ...valid, phone: digits }).success;
        expect(pin).toBe(digits.length === 6);
        expect(phone).toBe(digits.length === 10 || /^(?:0|91)[6-9]\d{9}$/.test(digits));
      }),
    );
  });
});
