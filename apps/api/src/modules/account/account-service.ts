import type { UpdateProfileRequest, UserData } from '@shop/shared/contracts/auth';
import type { Locale } from '@shop/shared/locale';
import { AppError } from '../../app-error';
import type { Db } from '../../db/client';
import type { AuthService } from '../auth/auth-service';
import { accountRepository, type ProfileChanges } from './account-repository';
import type { LinkTokens } from './email-verification';
import { keepShopperDetails } from './shopper-details';

type Deps = { db: Db; auth: AuthService; tokens: LinkTokens; publicUrl: string; now?: () => Date };

export function accountService({ db, auth, tokens, publicUrl, now = () => new Date() }: Deps) {
  return {
    profile: (userId: string): Promise<UserData> => auth.userData(userId),

    /** `locale` is the page's: the link that proves a newly given email speaks it. */
    async updateProfile(userId: string, request: UpdateProfileRequest, locale: Locale = 'en'): Promise<UserData> {
      // Built field by field: whatever else the request carried (isAdmin, id) never reaches the row.
      const changes: ProfileChanges = {};
      if (request.avatar !== undefined) changes.avatar = request.avatar === '' ? null : request.avatar;
      if (request.notifications !== undefined) changes.emailNotifications = request.notifications;
      if (request.whatsappUpdates !== undefined) changes.whatsappUpdates = request.whatsappUpdates;
      if (request.priceDropAlerts !== undefined) changes.priceDropAlerts = request.priceDropAlerts;
      if (request.cartReminders !== undefined) changes.cartReminders = request.cartReminders;
      await db.transaction(async (tx) => {
        if (Object.keys(changes).length > 0 && !(await accountRepository(tx).updateProfile(userId, changes))) {
          throw new AppError('UNAUTHENTICATED');
        }
        await keepShopperDetails(
          tx,
          { tokens, publicUrl, now: now() },
          { userId, locale },
          { name: request.name, email: request.email },
        );
      });
      return auth.userData(userId);
    },
  };
}
