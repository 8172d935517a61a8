import { zodResolver } from '@hookform/resolvers/zod';
import {
  AVATAR_URL_MESSAGE,
  changePasswordRequestSchema,
  updateProfileRequestSchema,
} from '@shop/shared/contracts/auth';
import type { UserData } from '@shop/shared/contracts/auth';
import { PASSWORD_MIN_LENGTH } from '@shop/shared/account-rules';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { z } from 'zod';
import { PageTitle } from '../../../components/ui/page-title';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { useUpdateProfile } from '../api/update-profile';
import { FormAlert, FormField, primaryButtonClass } from './form-field';

// The form always sends every field; the API accepts each one optionally.
const profileFormSchema = updateProfileRequestSchema.required({ name: true }).extend({
  avatar: z
    .string()
    .trim()
    .refine((value) => value === '' || /^https:\/\/\S+$/i.test(value), AVATAR_URL_MESSAGE),
  notifications: z.boolean(),
  whatsappUpdates: z.boolean(),
});
type ProfileFormValues = z.infer<typeof profileFormSchema>;

function ProfileForm({ user }: { user: UserData }) {
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      name: user.name,
      avatar: user.avatar ?? '',
      notifications: user.notifications,
      whatsappUpdates: user.whatsappUpdates ?? true,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { userData, message } = await update.mutateAsync(values);
      reset({
        name: userData.name,
        avatar: userData.avatar ?? '',
        notifications: userData.notifications,
        whatsappUpdates: userData.whatsappUpdates ?? true,
      });
      toast.success(message);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Failed to update profile');
    }
  });

  return (
    <form
      method="post"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="profile-details"
      className="flex flex-col gap-4 rounded-2xl border border-cream-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="profile-details" className="font-display text-xl font-bold text-maroon-800">
        Your Details
      </h2>
      <FormAlert message={failure} />
      <FormField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <FormField
        label="Email"
        type="email"
        value={user.email}
        readOnly
        hint="Your email is how you log in, so it stays as it is."
      />
      <FormField
        label="Profile picture address (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        error={errors.avatar?.message}
        {...register('avatar')}
      />
      <label className="flex items-center gap-2 font-semibold text-ink-900">
        <input type="checkbox" className="h-4 w-4 accent-maroon-700" {...register('notifications')} />
        Email me about my orders and offers
      </label>
      <label className="flex items-center gap-2 font-semibold text-ink-900">
        <input type="checkbox" className="h-4 w-4 accent-maroon-700" {...register('whatsappUpdates')} />
        Order updates on WhatsApp (otherwise by SMS)
      </label>
      <div>
        <button type="submit" disabled={update.isPending || !isDirty} className={primaryButtonClass}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}

function ChangePasswordForm() {
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { message } = await change.mutateAsync(values);
      reset();
      toast.success(message);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Failed to change password');
    }
  });

  const firstError =
    errors.currentPassword?.message ?? errors.newPassword?.message ?? errors.confirmPassword?.message ?? failure;

  return (
    <form
      method="post"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="change-password"
      className="flex flex-col gap-4 rounded-2xl border border-cream-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="change-password" className="font-display text-xl font-bold text-maroon-800">
        Change Password
      </h2>
      <FormAlert message={firstError} />
      <FormField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        invalid={Boolean(errors.currentPassword)}
        {...register('currentPassword')}
      />
      <FormField
        label="New Password"
        type="password"
        autoComplete="new-password"
        invalid={Boolean(errors.newPassword)}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a number. Your other devices will be signed out.`}
        {...register('newPassword')}
      />
      <FormField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        invalid={Boolean(errors.confirmPassword)}
        {...register('confirmPassword')}
      />
      <div>
        <button type="submit" disabled={change.isPending} className={primaryButtonClass}>
          {change.isPending ? 'Saving...' : 'Change Password'}
        </button>
      </div>
    </form>
  );
}

export function ProfilePage({ user }: { user: UserData }) {
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title="My Profile" />
      <ProfileForm user={user} />
      <ChangePasswordForm />
    </div>
  );
}
