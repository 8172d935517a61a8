import { zodResolver } from '@hookform/resolvers/zod';
import {
  AVATAR_URL_MESSAGE,
  changePasswordRequestSchema,
  updateProfileRequestSchema,
} from '@shop/shared/contracts/auth';
import type { UserData } from '@shop/shared/contracts/auth';
import { isEmailShaped, mayAddEmail, PASSWORD_MIN_LENGTH } from '@shop/shared/account-rules';
import { ERRORS } from '@shop/shared/errors';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { z } from 'zod';
import { PageTitle } from '../../../components/ui/page-title';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useChangePassword } from '../api/change-password';
import { useUpdateProfile } from '../api/update-profile';
import { EMAIL_INPUT, FormAlert, FormField, primaryButtonClass } from './form-field';

// The form always sends every field; the API accepts each one optionally.
const profileFormSchema = updateProfileRequestSchema.required({ name: true }).extend({
  avatar: z
    .string()
    .trim()
    .refine((value) => value === '' || /^https:\/\/\S+$/i.test(value), AVATAR_URL_MESSAGE),
  notifications: z.boolean(),
  whatsappUpdates: z.boolean(),
  priceDropAlerts: z.boolean(),
  cartReminders: z.boolean(),
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || isEmailShaped(value), ERRORS.EMAIL_INVALID.message),
});
type ProfileFormValues = z.infer<typeof profileFormSchema>;

function ProfileForm({ user }: { user: UserData }) {
  const t = useT();
  // An account made with a phone may give an email (kept unverified until its link is opened).
  const emailEditable = mayAddEmail(user);
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
      priceDropAlerts: user.priceDropAlerts ?? true,
      cartReminders: user.cartReminders ?? true,
      email: user.email,
    },
  });

  const onSubmit = handleSubmit(async ({ email, ...values }) => {
    setFailure(null);
    // Sent only when it changes: each new email is mailed a link.
    const newEmail = emailEditable && email !== '' && email !== user.email ? email : undefined;
    try {
      const { userData, message } = await update.mutateAsync(newEmail ? { ...values, email: newEmail } : values);
      reset({
        name: userData.name,
        avatar: userData.avatar ?? '',
        notifications: userData.notifications,
        whatsappUpdates: userData.whatsappUpdates ?? true,
        priceDropAlerts: userData.priceDropAlerts ?? true,
        cartReminders: userData.cartReminders ?? true,
        email: userData.email,
      });
      toast.success(newEmail ? t('account.profileEmailLinkSent', { email: newEmail }) : message);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('account.profileFailed'));
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
        {t('account.profileDetails')}
      </h2>
      <FormAlert message={failure} />
      <FormField
        label={t('account.fieldName')}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      {emailEditable ? (
        <FormField
          label={t('account.fieldEmailOptional')}
          {...EMAIL_INPUT}
          hint={t('account.profileEmailAddHint')}
          error={errors.email?.message}
          {...register('email')}
        />
      ) : (
        <FormField
          label={t('account.fieldEmail')}
          type="email"
          value={user.email}
          readOnly
          hint={t('account.profileEmailHint')}
        />
      )}
      <FormField
        label={t('account.profileAvatar')}
        type="url"
        inputMode="url"
        placeholder={'https://'}
        error={errors.avatar?.message}
        {...register('avatar')}
      />
      <label className="flex items-center gap-2 font-semibold text-ink-900">
        <input type="checkbox" {...register('notifications')} />
        {t('account.profileNotifications')}
      </label>
      <label className="flex items-center gap-2 font-semibold text-ink-900">
        <input type="checkbox" {...register('whatsappUpdates')} />
        {t('account.profileWhatsapp')}
      </label>
      <label className="flex items-center gap-2 font-semibold text-ink-900">
        <input type="checkbox" {...register('priceDropAlerts')} />
        {t('account.profilePriceDrops')}
      </label>
      {/* The reminder's own link lands here (decision 0154). */}
      <label id="cart-reminders" className="flex items-center gap-2 font-semibold text-ink-900">
        <input type="checkbox" {...register('cartReminders')} />
        {t('account.profileCartReminders')}
      </label>
      <div>
        <button type="submit" disabled={update.isPending || !isDirty} className={primaryButtonClass}>
          {update.isPending ? t('account.saving') : t('account.profileSave')}
        </button>
      </div>
    </form>
  );
}

function ChangePasswordForm() {
  const t = useT();
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
      setFailure(error instanceof ApiError ? error.message : t('account.passwordFailed'));
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
        {t('account.passwordTitle')}
      </h2>
      <FormAlert message={firstError} />
      <FormField
        label={t('account.passwordCurrent')}
        type="password"
        autoComplete="current-password"
        invalid={Boolean(errors.currentPassword)}
        {...register('currentPassword')}
      />
      <FormField
        label={t('account.passwordNew')}
        type="password"
        autoComplete="new-password"
        invalid={Boolean(errors.newPassword)}
        hint={t('account.passwordNewHint', { min: PASSWORD_MIN_LENGTH })}
        {...register('newPassword')}
      />
      <FormField
        label={t('account.passwordConfirm')}
        type="password"
        autoComplete="new-password"
        invalid={Boolean(errors.confirmPassword)}
        {...register('confirmPassword')}
      />
      <div>
        <button type="submit" disabled={change.isPending} className={primaryButtonClass}>
          {change.isPending ? t('account.saving') : t('account.passwordSubmit')}
        </button>
      </div>
    </form>
  );
}

export function ProfilePage({ user }: { user: UserData }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t('account.navProfile')} />
      <ProfileForm user={user} />
      <ChangePasswordForm />
    </div>
  );
}
