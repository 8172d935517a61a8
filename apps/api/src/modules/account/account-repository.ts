import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type ProfileChanges = {
  name?: string;
  avatar?: string | null;
  emailNotifications?: boolean;
  whatsappUpdates?: boolean;
};

export function accountRepository(db: Db) {
  return {
    /** Only the row of `userId` can change: the id comes from the session, never from the request. */
    async updateProfile(userId: string, changes: ProfileChanges): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return updated.length === 1;
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
