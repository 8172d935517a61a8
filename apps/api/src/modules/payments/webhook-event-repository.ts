import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookEvents } from '../../db/schema';

/** The provider's webhook deliveries already applied, by event id, so a repeat is recognised. */
export function webhookEventRepository(db: Db) {
  return {
    async seen(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: webhookEvents.id })
        .from(webhookEvents)
        .where(eq(webhookEvents.id, id))
        .limit(1);
      return row !== undefined;
    },

    /** False when the event was already recorded (a repeated delivery). */
    async record(values: { id: string; provider: string; type: string; payload: unknown }): Promise<boolean> {
      const rows = await db
        .insert(webhookEvents)
        .values(values)
        .onConflictDoNothing({ target: webhookEvents.id })
        .returning({ id: webhookEvents.id });
      return rows.length === 1;
    },
  };
}
