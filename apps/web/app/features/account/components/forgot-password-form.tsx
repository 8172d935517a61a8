import { zodResolver } from '@hookform/resolvers/zod';
import { emailRequestSchema, type EmailRequest } from '@shop/shared/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../../auth/api/forgot-password';
import { AuthCard } from './auth-card';
import { FormAlert, FormField, primaryButtonClass } from './form-field';

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailRequest>({ resolver: zodResolver(emailRequestSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      setSent((await request.mutateAsync(values)).message);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Something went wrong');
    }
  });

  return (
    <AuthCard title="Forgot Password">
      {sent ? (
        <div className="flex flex-col gap-4 text-center">
          <p role="status" className="text-ink-900">
            {sent}
          </p>
          <p className="text-sm text-ink-700">The link works once and expires in an hour.</p>
          <Link to="/login" className="font-semibold text-maroon-700 underline">
            Back to Login
          </Link>
        </div>
      ) : (
        <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
          <p className="text-ink-700">
            Enter the email of your account and we will send you a link to choose a new password.
          </p>
          <FormAlert message={failure} />
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <button type="submit" disabled={request.isPending} className={`w-full ${primaryButtonClass}`}>
            {request.isPending ? 'Sending...' : 'Send Reset Link'}
          </button>
          <p className="text-center text-sm">
            <Link to="/login" className="font-semibold text-maroon-700 underline">
              Back to Login
            </Link>
          </p>
        </form>
      )}
    </AuthCard>
  );
}
