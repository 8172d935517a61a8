import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type NewContactMessage = { name: string; email: string; phone: string | null; message: string };

export function contactRepository(db: Db) {
  return {
    async insert(message: NewContactMessage): Promise<void> {
      await db.insert(contactMessages).values(message);
    },
  };
}
