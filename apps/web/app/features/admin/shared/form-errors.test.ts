import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { serverProblem, zodFieldErrors } from './form-errors';

describe('form errors', () => {
  it('keeps the first message of each field from a failed parse', () => {
    const schema = z
      .object({ amount: z.number().positive('Too small').int('Whole rupees'), reason: z.string().min(1, 'Say why') })
      .refine(() => false, 'Never');
    const result = schema.safeParse({ amount: -1.5, reason: '' });
    expect(result.success).toBe(false);
    expect(zodFieldErrors(result.error!)).toEqual({ amount: 'Too small', reason: 'Say why' });
  });

  it('keys an issue about the whole form as form', () => {
    const result = z
      .object({})
      .refine(() => false, 'Nothing to save')
      .safeParse({});
    expect(zodFieldErrors(result.error!)).toEqual({ form: 'Nothing to save' });
  });

  it("shows the server's message and fields, and a plain sentence for anything else", () => {
    const refused = new ApiError(400, 'SIGNUP_FIELDS_REQUIRED', 'Please fill in all fields', {
      courier: 'Courier is required',
    });
    expect(serverProblem(refused)).toEqual({
      message: 'Please fill in all fields',
      fields: { courier: 'Courier is required' },
    });
    expect(serverProblem(new ApiError(409, 'ORDER_STATUS_TRANSITION', 'This status change is not allowed'))).toEqual({
      message: 'This status change is not allowed',
      fields: {},
    });
    expect(serverProblem(new TypeError('boom'))).toEqual({ message: 'Something went wrong', fields: {} });
  });
});
