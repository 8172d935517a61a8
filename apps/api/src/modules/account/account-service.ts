import type { UpdateProfileRequest, UserData } from '@shop/shared/contracts/auth';
import { AppError } from '../../app-error';
import type { AuthService } from '../auth/auth-service';
import type { AccountRepository, ProfileChanges } from './account-repository';

export function accountService({ repository, auth }: { repository: AccountRepository; auth: AuthService }) {
  return {
    profile: (userId: string): Promise<UserData> => auth.userData(userId),

    async updateProfile(userId: string, request: UpdateProfileRequest): Promise<UserData> {
      // Built field by field: whatever else the request carried (isAdmin, email, id) never reaches the row.
      const changes: ProfileChanges = {};
      if (request.name !== undefined) changes.name = request.name;
      if (request.avatar !== undefined) changes.avatar = request.avatar === '' ? null : request.avatar;
      if (request.notifications !== undefined) changes.emailNotifications = request.notifications;
      if (request.whatsappUpdates !== undefined) changes.whatsappUpdates = request.whatsappUpdates;
      if (Object.keys(changes).length > 0 && !(await repository.updateProfile(userId, changes))) {
        throw new AppError('UNAUTHENTICATED');
      }
      return auth.userData(userId);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
